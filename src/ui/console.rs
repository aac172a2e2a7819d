//! The console lines for the sighted side (assistant, arbiter, opponent) beside the spoken ones, in the
//! player's language and notation through console.ftl, or in stable English with `--porcelain`.

use crate::clock::{ClockReading, format_hms};
use crate::config::{Settings, SpeechMode};
use crate::inference::agreement::Fix;
use crate::notation::numbering::MoveNumber;
use crate::notation::san::san_plus;
use crate::notation::{Language, format_san};
use crate::session::Session;
use crate::speech::Phrase;
use crate::ui::text::{Arg, Texts};
use shakmaty::{Chess, Color, Move, Position};
use std::sync::OnceLock;

/// Where the lines for the sighted side go and in which words: printed, or held back while the player's screen
/// reader does the talking (`speech = "screen-reader"`), so that it reads the phrases alone; in the player's
/// language with moves in the notation's letters, or in stable English with English SAN (`--porcelain`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Console {
    phrases_only: bool,
    language: Language,
    notation: Language,
    porcelain: bool,
}

impl Default for Console {
    /// Every line printed, in English with English SAN.
    fn default() -> Console {
        Console {
            phrases_only: false,
            language: Language::En,
            notation: Language::En,
            porcelain: false,
        }
    }
}

/// The console's lines and the printed words (pieces, fixes, endings) of one language.
struct Printed {
    lines: Texts,
    words: Texts,
}

/// The printed texts of `language`, made once for the program's life.
fn printed(language: Language) -> &'static Printed {
    static ALL: OnceLock<[Printed; 5]> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        [
            Language::En,
            Language::De,
            Language::Hu,
            Language::Fi,
            Language::Da,
        ]
        .map(|l| Printed {
            lines: Texts::console(l),
            words: Texts::new(l),
        })
    });
    let [en, de, hu, fi, da] = all;
    match language {
        Language::En => en,
        Language::De => de,
        Language::Hu => hu,
        Language::Fi => fi,
        Language::Da => da,
    }
}

impl Console {
    /// The console the settings ask for.
    pub fn new(settings: &Settings) -> Console {
        let porcelain = settings.porcelain;
        Console {
            phrases_only: settings.speech == SpeechMode::ScreenReader,
            language: if porcelain {
                Language::En
            } else {
                settings.locale
            },
            notation: if porcelain {
                Language::En
            } else {
                settings.notation
            },
            porcelain,
        }
    }

    /// The same console in `language` (a language just chosen at the set-up); `--porcelain` stays English.
    pub fn in_language(self, language: Language) -> Console {
        match self.porcelain {
            true => self,
            false => Console { language, ..self },
        }
    }

    /// The console of `--porcelain`: every line printed, in stable English with English SAN.
    pub fn stable() -> Console {
        Console {
            porcelain: true,
            ..Console::default()
        }
    }

    /// A console that prints no lines, as for a screen reader: the phrases alone reach the player, through
    /// whatever says them (a game played in-process, as a test plays one, keeps its output clean).
    pub fn phrases_alone() -> Console {
        Console {
            phrases_only: true,
            ..Console::default()
        }
    }

    /// Whether only the phrases reach the console.
    pub fn phrases_only(self) -> bool {
        self.phrases_only
    }

    /// Whether the lines are the stable English ones (`--porcelain`).
    pub fn porcelain(self) -> bool {
        self.porcelain
    }

    /// The language of the lines.
    pub fn language(self) -> Language {
        self.language
    }

    /// Whose letters the lines write moves in.
    pub fn notation(self) -> Language {
        self.notation
    }

    /// The console.ftl message `id` with `args`, in the console's language.
    pub fn text(self, id: &str, args: &[(&str, Arg)]) -> String {
        printed(self.language).lines.with(id, args)
    }

    /// The printed words of the console's language (pieces, fixes, endings; window.ftl).
    pub fn words(self) -> &'static Texts {
        &printed(self.language).words
    }

    /// Prints the console.ftl message `id` with `args` (see [`Console::show`]).
    pub fn line(self, id: &str, args: &[(&str, Arg)]) {
        self.show(self.text(id, args));
    }

    /// Prints a line for the sighted side (clocks, file names, the arbiter's lines): the one place such
    /// lines are printed, so a screen reader hears the phrases alone when it does the talking.
    pub fn show(self, line: impl std::fmt::Display) {
        if !self.phrases_only {
            // A closed output (a pipe whose reader left) loses the line, never the game.
            use std::io::Write;
            let _ = writeln!(std::io::stdout().lock(), "{line}");
        }
    }
}

/// A path as a message's argument.
pub fn path_arg(path: &std::path::Path) -> Arg {
    Arg::Text(path.display().to_string())
}

/// Both clocks on one line, the running side marked: `clock: White 1:29:34 * | Black 1:30:00` (in German
/// `Uhr: Weiß 1:29:34 * | Schwarz 1:30:00`).
pub fn clock_line(console: Console, r: &ClockReading) -> String {
    let shown = |side: Color, left| {
        let running = r.to_move == Some(side) && !r.paused;
        Arg::Text(format!(
            "{}{}",
            format_hms(left),
            if running { " *" } else { "" }
        ))
    };
    let id = if r.paused {
        "console-clock-stopped"
    } else {
        "console-clock"
    };
    console.text(
        id,
        &[
            ("white", shown(Color::White, r.white)),
            ("black", shown(Color::Black, r.black)),
        ],
    )
}

/// The line the arbiter and the assistant read on the screen beside a phrase that calls for them: where the
/// record and the sighted board part, or every fix the sighted board needs. `None` for any other phrase.
pub fn arbiter_line(console: Console, session: &Session, said: &Phrase) -> Option<String> {
    match said {
        Phrase::Divergence { .. } => parting_line(console, session),
        Phrase::SightedDiffers { .. }
        | Phrase::SightedBoardWrong { .. }
        | Phrase::MovesWhileAway { .. } => sighted_difference_line(console, session),
        _ => None,
    }
}

/// The record's and the sighted board's moves from where they part, for the arbiter (D.2.9), e.g.
/// `arbiter: record and sighted board part at 1. White: record 1. e4 e5, sighted board 1. d4`; with the pieces
/// the sighted e-board shows, when one is read. `None` while they agree.
pub fn parting_line(console: Console, session: &Session) -> Option<String> {
    let ply = session.accounts().parting(session.record())?;
    let MoveNumber { number, side } = MoveNumber::of(session.record().start(), ply);
    let (_, record, sighted) = parting(session, console.notation)?;
    let nothing = |t: String| {
        Arg::Text(if t.is_empty() {
            console.text("console-nothing-yet", &[])
        } else {
            t
        })
    };
    let mut line = console.text(
        "console-parting",
        &[
            ("number", number.to_string().into()),
            ("side", Texts::side(side)),
            ("record", nothing(record)),
            ("sighted", nothing(sighted)),
        ],
    );
    if let Some(board) = session.sighted().board() {
        line.push_str(&console.text(
            "console-eboard-shows",
            &[("board", board.to_string().into())],
        ));
    }
    Some(line)
}

/// What the sighted board should show and every fix it needs, while it is said to differ: the record's last
/// move before that position (numbered SAN; `None` for the start position) and the fixes (`B d4->c4`).
pub fn sighted_difference(
    session: &Session,
    edition: Language,
) -> Option<(Option<String>, Vec<Fix>)> {
    let d = session.sighted().difference()?;
    let start = session.record().start().clone();
    let mut line: Vec<Move> = session.record().moves()[..d.plies]
        .iter()
        .map(|m| m.mv)
        .collect();
    line.extend(d.beyond);
    let after = line
        .len()
        .checked_sub(1)
        .map(|last| movetext(&start, &line, last, edition));
    Some((after, d.fixes.clone()))
}

/// Every fix the sighted board needs, for the arbiter and the assistant (the blind player hears the first), e.g.
/// `arbiter: the sighted board should show the position after 3. Bc4; fix: B d4->c4; it shows FEN` (the fixes
/// in words outside `--porcelain`).
pub fn sighted_difference_line(console: Console, session: &Session) -> Option<String> {
    let (after, fixes) = sighted_difference(session, console.notation)?;
    let fixes: Vec<String> = fixes
        .iter()
        .map(|f| {
            if console.porcelain {
                f.to_string()
            } else {
                crate::ui::report::fix(f, console.words())
            }
        })
        .collect();
    let after = match after {
        Some(m) => console.text("console-position-after", &[("move", m.into())]),
        None => console.text("console-start-position", &[]),
    };
    let shows = session
        .sighted()
        .board()
        .map(|b| console.text("console-it-shows", &[("board", b.to_string().into())]))
        .unwrap_or_default();
    let line = console.text(
        "console-should-show",
        &[("after", after.into()), ("fixes", fixes.join("; ").into())],
    );
    Some(line + &shows)
}

/// Where the record and the sighted board part: the move number, and each one's moves from there (SAN).
pub fn parting(session: &Session, edition: Language) -> Option<(u32, String, String)> {
    let accounts = session.accounts();
    let ply = accounts.parting(session.record())?;
    let start = session.record().start();
    let recorded: Vec<Move> = session.record().moves().iter().map(|m| m.mv).collect();
    let number = MoveNumber::of(start, ply).number;
    Some((
        number,
        movetext(start, &recorded, ply, edition),
        movetext(start, accounts.sighted(), ply, edition),
    ))
}

/// `moves` from half-move `ply` on, numbered, in SAN with the edition's letters (empty when there are none).
fn movetext(start: &Chess, moves: &[Move], ply: usize, edition: Language) -> String {
    let mut pos = start.clone();
    let mut words = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        if i >= ply {
            let MoveNumber { number: n, side } = MoveNumber::of(start, i);
            if side == Color::White || i == ply {
                words.push(format!(
                    "{n}.{}",
                    if side == Color::Black { ".." } else { "" }
                ));
            }
            words.push(format_san(edition, san_plus(&pos, *m)));
        }
        pos.play_unchecked(*m);
    }
    words.join(" ")
}

/// The sighted board's moves from half-move `from` on (the e-board's, or as the assistant entered them),
/// e.g. `sighted board: 12. Nf3` (in German `Brett des Sehenden: 12. Sf3`); `None` when there are none. An
/// e-board connected (back) and not yet read is followed from the record: what it shows is not known yet.
pub fn sighted_moves_line(console: Console, session: &Session, from: usize) -> Option<String> {
    let moves = session.accounts().sighted();
    let unread = session.sighted().board().is_none();
    (moves.len() > from).then(|| match unread {
        true => console.text("console-sighted-unread", &[]),
        false => {
            let moves = movetext(session.record().start(), moves, from, console.notation);
            console.text("console-sighted-moves", &[("moves", moves.into())])
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_running_side_is_marked() {
        let r = ClockReading {
            white: Duration::from_secs(5374),
            black: Duration::from_secs(5400),
            to_move: Some(Color::Black),
            paused: false,
            move_number: 1,
        };
        assert_eq!(
            clock_line(Console::default(), &r),
            "clock: White 1:29:34 | Black 1:30:00 *"
        );
    }

    #[test]
    fn an_eboard_back_and_not_yet_read_is_shown_as_not_read() {
        use crate::board::dgt::link::DgtEvent;
        use crate::board::peg::link::LinkEvent;
        use crate::session::{Event, SessionConfig};
        let mut s = Session::new(SessionConfig::new(Chess::default()));
        let at = std::cell::Cell::new(0);
        let hand = |s: &mut Session, e: Event| {
            at.set(at.get() + 3000);
            s.handle(e, Duration::from_millis(at.get()));
            s.handle(Event::Tick, Duration::from_millis(at.get() + 2900));
        };
        let connected = || DgtEvent::Connected {
            port: "line".into(),
            serial: "1".into(),
            version: "1.7".into(),
        };
        let shows = |sans: &[&str]| {
            let mut pos = Chess::default();
            for san in sans {
                let m = san
                    .parse::<shakmaty::san::San>()
                    .unwrap()
                    .to_move(&pos)
                    .unwrap();
                pos.play_unchecked(m);
            }
            DgtEvent::Position {
                board: pos.board().clone(),
                dump: true,
            }
        };
        hand(&mut s, LinkEvent::Missing { looking: false }.into());
        hand(&mut s, connected().into());
        hand(&mut s, shows(&[]).into());
        hand(&mut s, shows(&["e4"]).into());
        let lost = DgtEvent::Disconnected {
            port: "line".into(),
            reason: "gone".into(),
        };
        hand(&mut s, lost.into());
        let before = s.accounts().sighted().len();
        assert_eq!(before, 1);
        s.handle(
            Event::Sighted(connected()),
            Duration::from_millis(at.get() + 3000),
        );
        // The accounts follow the record from here; the board is read next.
        let line = sighted_moves_line(Console::default(), &s, 0);
        assert_eq!(line.as_deref(), Some("sighted board: not read yet"));
        hand(&mut s, shows(&["e4", "e5"]).into());
        let line = sighted_moves_line(Console::default(), &s, 1);
        assert_eq!(line.as_deref(), Some("sighted board: 1... e5"));
    }

    #[test]
    fn a_screen_reader_gets_the_phrases_alone() {
        let mut settings = Settings::default();
        assert!(!Console::new(&settings).phrases_only());
        settings.speech = SpeechMode::ScreenReader;
        assert!(Console::new(&settings).phrases_only());
    }
}
