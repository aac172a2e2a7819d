//! The console lines for the sighted side (assistant, arbiter, opponent) beside the spoken ones.

use crate::clock::{Reading, format_hms};
use crate::config::{Settings, SpeechMode};
use crate::inference::agreement::Fix;
use crate::phonetic::numbering::MoveNumber;
use crate::phonetic::{Language, format_san};
use crate::session::Session;
use crate::speech::Phrase;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position};

/// Where the lines for the sighted side go: printed, or held back while the player's screen reader does the
/// talking (`speech = "screen-reader"`), so that it reads the phrases alone.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Console {
    phrases_only: bool,
}

impl Console {
    /// The console the settings ask for.
    pub fn new(settings: &Settings) -> Console {
        Console {
            phrases_only: settings.speech == SpeechMode::ScreenReader,
        }
    }

    /// Whether only the phrases reach the console.
    pub fn phrases_only(self) -> bool {
        self.phrases_only
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

/// Both clocks on one line, the running side marked: `clock: White 1:29:34 * | Black 1:30:00`.
pub fn clock_line(r: &Reading) -> String {
    let mark = |side: Color| {
        if r.to_move == Some(side) && !r.paused {
            " *"
        } else {
            ""
        }
    };
    format!(
        "clock: White {}{} | Black {}{}{}",
        format_hms(r.white),
        mark(Color::White),
        format_hms(r.black),
        mark(Color::Black),
        if r.paused { " (stopped)" } else { "" }
    )
}

/// The line the arbiter and the assistant read on the screen beside a phrase that calls for them: where the
/// record and the sighted board part, or every fix the sighted board needs. `None` for any other phrase.
pub fn arbiter_line(session: &Session, said: &Phrase) -> Option<String> {
    match said {
        Phrase::Divergence { .. } => parting_line(session),
        Phrase::SightedDiffers { .. } | Phrase::SightedBoardWrong { .. } => {
            sighted_difference_line(session)
        }
        _ => None,
    }
}

/// The record's and the sighted board's moves from where they part, for the arbiter (D.2.9), e.g.
/// `arbiter: record and sighted board part at 1. White: record 1. e4 e5, sighted board 1. d4`; with the pieces
/// the sighted e-board shows, when one is read. `None` while they agree.
pub fn parting_line(session: &Session) -> Option<String> {
    let ply = session.accounts().parting(session.record())?;
    let MoveNumber { number, side } = MoveNumber::of(session.record().start(), ply);
    let (_, record, sighted) = parting(session, Language::En)?;
    let nothing = |t: String| {
        if t.is_empty() {
            "(nothing yet)".to_string()
        } else {
            t
        }
    };
    let (record, sighted) = (nothing(record), nothing(sighted));
    let mut line = format!(
        "arbiter: record and sighted board part at {number}. {side:?}: record {record}, sighted board {sighted}"
    );
    if let Some(board) = session.sighted().board() {
        line.push_str(&format!("; the sighted e-board shows {board}"));
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
/// `arbiter: the sighted board should show the position after 3. Bc4; fix: B d4->c4; it shows FEN`.
pub fn sighted_difference_line(session: &Session) -> Option<String> {
    let (after, fixes) = sighted_difference(session, Language::En)?;
    let fixes: Vec<String> = fixes.iter().map(ToString::to_string).collect();
    let after = match after {
        Some(m) => format!("the position after {m}"),
        None => "the start position".to_string(),
    };
    let shows = session
        .sighted()
        .board()
        .map(|b| format!("; it shows {b}"))
        .unwrap_or_default();
    Some(format!(
        "arbiter: the sighted board should show {after}; fix: {}{shows}",
        fixes.join("; ")
    ))
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
            words.push(format_san(edition, SanPlus::from_move(pos.clone(), *m)));
        }
        pos.play_unchecked(*m);
    }
    words.join(" ")
}

/// The sighted board's moves from half-move `from` on (the e-board's, or as the assistant entered them),
/// e.g. `sighted board: 12. Nf3`; `None` when there are none.
pub fn sighted_moves_line(session: &Session, from: usize) -> Option<String> {
    let moves = session.accounts().sighted();
    (moves.len() > from).then(|| {
        format!(
            "sighted board: {}",
            movetext(session.record().start(), moves, from, Language::En)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_running_side_is_marked() {
        let r = Reading {
            white: Duration::from_secs(5374),
            black: Duration::from_secs(5400),
            to_move: Some(Color::Black),
            paused: false,
            move_number: 1,
        };
        assert_eq!(clock_line(&r), "clock: White 1:29:34 | Black 1:30:00 *");
    }

    #[test]
    fn a_screen_reader_gets_the_phrases_alone() {
        let mut settings = Settings::default();
        assert!(!Console::new(&settings).phrases_only());
        settings.speech = SpeechMode::ScreenReader;
        assert!(Console::new(&settings).phrases_only());
    }
}
