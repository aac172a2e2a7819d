//! The same game after every interruption, in every language, at tables 2 and 3, through the real binary: the
//! game is killed (SIGKILL) after a press, between an announcement and its press, while the sighted player holds
//! a piece, and after the arbiter's restore, and each time `pegchess resume` with no flags comes back in the
//! game's language, words and table, with every pressed move kept and the clock running for the side to move.

use super::binary::{made, quit, san, sheet_moves};
use crate::support::{
    game_file, journal_entries, output_within, private, type_line_after, until_game,
    until_journaled,
};
use pegchess::board::dgt::hands::PieceAction;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::dgt::simulator::{DgtAction, SimDgt};
use pegchess::board::peg::link::LinkEvent;
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::{Command, Event};
use pegchess::speech::phrases::phrase::{AnnouncedMove, AsAsked, Presence};
use pegchess::speech::{Phrase, Renderer};
use shakmaty::{Board, Chess, Color, Position, Square};
use std::path::Path;
use std::process::Child;
use std::time::Duration;

/// Words of the English console and phrases that no line of a game in another language may hold.
const ENGLISH: [&str; 10] = [
    "Game resumed",
    "resuming",
    "Announced",
    "Pressed",
    "No peg board",
    "not possible",
    "to move",
    "score sheet",
    "journal:",
    "Type h",
];

/// One game's language and words, and the table it is played at.
struct Game<'a> {
    language: Language,
    scheme: Scheme,
    data: &'a Path,
    eboard: Option<&'a SimDgt>,
}

impl Game<'_> {
    /// The game started with its settings on the command line (the only time they are given).
    fn play(&self) -> Child {
        let mut args = vec![
            "--locale".to_string(),
            self.language.to_string(),
            "--scheme".into(),
            self.scheme.to_string(),
            "play".into(),
            "--port".into(),
            "none".into(),
            "--time-control".into(),
            "300+5".into(),
        ];
        if let Some(dgt) = self.eboard {
            args.push("--sighted-port".into());
            args.push(dgt.path().to_str().expect("utf-8 path").into());
        }
        let arrivals = self.arrivals();
        self.started(
            private(self.data)
                .args(["--settle-ms", "800"])
                .args(args)
                .spawn(),
            arrivals,
        )
    }

    /// `pegchess resume` with no flags at all.
    fn resume(&self) -> Child {
        let arrivals = self.arrivals();
        self.started(
            private(self.data)
                .args(["--settle-ms", "800", "resume"])
                .spawn(),
            arrivals,
        )
    }

    /// The game started or resumed as `child`, once both links have reported (the table is said only then):
    /// the peg board found missing, and at table 2 the e-board's dump read (`arrivals` of each were journaled
    /// before it started).
    fn started(&self, child: Child, arrivals: (usize, usize)) -> Child {
        let eboard = self.eboard.is_some();
        until_journaled(self.data, |e| {
            let now = arrived(e, eboard);
            now.0 > arrivals.0 && (!eboard || now.1 > arrivals.1)
        });
        child
    }

    /// The boards' arrivals journaled so far: the peg board's, the e-board's.
    fn arrivals(&self) -> (usize, usize) {
        let entries: Vec<Event> = journal_entries(self.data)
            .into_iter()
            .map(|(_, e)| e)
            .collect();
        arrived(&entries, self.eboard.is_some())
    }

    /// What the game says of `phrase`, in its language and words.
    fn said(&self, phrase: &Phrase) -> String {
        Renderer::new(self.language, self.scheme, Form::Short)
            .render(phrase)
            .text()
    }

    /// The table line the game says as it resumes, and the one it must not say.
    fn tables(&self) -> (String, String) {
        let table = |eboard| Phrase::Table {
            pegs: Presence::Absent,
            eboard,
        };
        let (this, other) = match self.eboard {
            Some(_) => (Presence::Connected, Presence::Absent),
            None => (Presence::Absent, Presence::Connected),
        };
        (self.said(&table(this)), self.said(&table(other)))
    }

    /// Checks what a resumed game printed: the game's language and table, once.
    fn check_resumed(&self, stdout: &str, stage: &str) {
        let (table, other) = self.tables();
        assert_eq!(
            stdout.matches(&table).count(),
            1,
            "{} {stage}: one table\n{stdout}",
            self.language
        );
        assert!(
            !stdout.contains(&other),
            "{} {stage}\n{stdout}",
            self.language
        );
        if self.language != Language::En {
            for line in stdout.lines() {
                assert!(
                    !ENGLISH.iter().any(|e| line.contains(e)),
                    "{} {stage}: an English line: {line}\n{stdout}",
                    self.language
                );
            }
        }
    }
}

/// How many times the table's boards came in `entries`: the peg board found missing, and (at table 2, where
/// `eboard`) the e-board's dump.
fn arrived(entries: &[Event], eboard: bool) -> (usize, usize) {
    let missing = |e: &&Event| matches!(e, Event::Board(LinkEvent::Missing { .. }));
    let dump =
        |e: &&Event| eboard && matches!(e, Event::Sighted(DgtEvent::Position { dump: true, .. }));
    (
        entries.iter().filter(missing).count(),
        entries.iter().filter(dump).count(),
    )
}

/// The presses among the journal's `entries`.
fn presses(entries: &[Event]) -> usize {
    entries
        .iter()
        .filter(|e| matches!(e, Event::Command(Command::Press)))
        .count()
}

/// Whether the journal's `entries` hold the e-board showing `board`.
fn shown(entries: &[Event], board: &shakmaty::Board) -> bool {
    entries
        .iter()
        .any(|e| matches!(e, Event::Sighted(DgtEvent::Position { board: b, .. }) if b == board))
}

fn typed(entries: &[Event], text: &str) -> bool {
    entries
        .iter()
        .any(|e| matches!(e, Event::Command(Command::Typed(t)) if t == text))
}

/// Killed with SIGKILL, nothing saved on the way out: what it printed.
fn killed(mut child: Child) -> String {
    child.kill().expect("kill");
    String::from_utf8_lossy(&output_within(child).stdout).into_owned()
}

/// A move announced and pressed (at table 2 also made on the e-board), and journaled.
fn announce_and_press(game: &Game, child: &mut Child, pos: &mut Chess, text: &str) {
    type_line_after(child, text, Duration::ZERO);
    until_journaled(game.data, |e| typed(e, text));
    match game.eboard {
        Some(dgt) => {
            made(dgt, pos, text);
            until_journaled(game.data, |e| shown(e, pos.board()));
        }
        None => pos.play_unchecked(san(pos, text)),
    }
    let before = presses_now(game.data);
    type_line_after(child, "p", Duration::ZERO);
    until_journaled(game.data, |e| presses(e) > before);
    // The move is recorded: the e-board's once the press ends its hold, the announced one by the press.
    until_game(game.data, |s| s.position().board() == pos.board());
}

fn presses_now(data: &Path) -> usize {
    let entries: Vec<Event> = journal_entries(data).into_iter().map(|(_, e)| e).collect();
    presses(&entries)
}

/// The game at one table in one language, interrupted at every stage (the arbiter's restore at table 3).
fn interrupted(language: Language, scheme: Scheme, at_eboard: bool) {
    let dgt = at_eboard.then(|| SimDgt::start(&Board::default(), false).expect("pseudo-terminal"));
    let data = tempfile::tempdir().unwrap();
    let game = Game {
        language,
        scheme,
        data: data.path(),
        eboard: dgt.as_ref(),
    };
    let mut pos = Chess::default();
    // 1. After a press.
    let mut child = game.play();
    announce_and_press(&game, &mut child, &mut pos, "e4");
    killed(child);
    let mut child = game.resume();
    announce_and_press(&game, &mut child, &mut pos, "e5");
    // 2. Between an announcement and its press.
    type_line_after(&mut child, "d4", Duration::ZERO);
    until_journaled(game.data, |e| typed(e, "d4"));
    let first = killed(child);
    game.check_resumed(&first, "after a press");
    let mut child = game.resume();
    // 3. At table 2, while the sighted player holds the pawn; at table 3, after the press.
    match game.eboard {
        Some(dgt) => {
            dgt.act(DgtAction::Hand(PieceAction::Lift(Square::D2)));
            let mut lifted = pos.board().clone();
            lifted.discard_piece_at(Square::D2);
            until_journaled(game.data, |e| shown(e, &lifted));
        }
        None => {
            let before = presses_now(game.data);
            type_line_after(&mut child, "p", Duration::ZERO);
            until_journaled(game.data, |e| presses(e) > before);
        }
    }
    let second = killed(child);
    game.check_resumed(&second, "between the announcement and the press");
    let unpressed = Phrase::AnnouncedUnpressed(
        AnnouncedMove::new("d4".parse().unwrap()).in_words(Some("d4".into())),
    );
    assert!(
        second.contains(&game.said(&unpressed)),
        "{language}: the announcement said again as it was said\n{second}"
    );
    let mut child = game.resume();
    if let Some(dgt) = game.eboard {
        dgt.act(DgtAction::Hand(PieceAction::Put(
            Square::D4,
            Color::White.pawn(),
        )));
    }
    pos.play_unchecked(san(&pos, "d4"));
    if game.eboard.is_some() {
        // The pawn's hold ends (or the press ends it): the move stands, and the press is journaled.
        until_game(game.data, |s| s.position().board() == pos.board());
        let before = presses_now(game.data);
        type_line_after(&mut child, "p", Duration::ZERO);
        until_journaled(game.data, |e| presses(e) > before);
    }
    let third = quit(child);
    game.check_resumed(&third, "after the hold or the press");
    assert_eq!(
        sheet_moves(game.data),
        ["e4", "e5", "d4"].map(san_at),
        "{language}\n{third}"
    );
    if game.eboard.is_none() {
        after_the_arbiters_restore(&game);
    }
}

/// The fourth interruption, after the arbiter's restore (at table 3, where no board is read, the arbiter goes
/// by the sheets): the sheets differ at 2. d4 (the sighted sheet has 2. Nf3), the game goes back to after 1... e5, and the
/// resumed game runs White's clock: the press adds the increment and writes its reading.
fn after_the_arbiters_restore(game: &Game) {
    let language = game.language;
    let sheet = game.data.join("sighted.pgn");
    std::fs::write(&sheet, "1. e4 e5 2. Nf3\n").unwrap();
    let mut arbiter = private(game.data)
        .args(["arbiter", "--scoresheet"])
        .arg(&sheet)
        .spawn();
    type_line_after(&mut arbiter, "y", Duration::ZERO);
    let out = output_within(arbiter);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut child = game.resume();
    let mut after = Chess::default();
    for m in ["e4", "e5"] {
        after.play_unchecked(san(&after, m));
    }
    announce_and_press(game, &mut child, &mut after, "c4");
    let fourth = quit(child);
    game.check_resumed(&fourth, "after the arbiter's restore");
    let resumed = Phrase::Resumed {
        number: 2,
        to_move: Color::White,
    };
    assert!(
        fourth.contains(&game.said(&resumed)),
        "{language}\n{fourth}"
    );
    let pressed = game.said(&Phrase::Pressed(Color::Black));
    assert!(
        fourth.contains(&pressed),
        "{language}: the press answered\n{fourth}"
    );
    let pgn = std::fs::read_to_string(game_file(game.data, "pgn")).unwrap();
    let after_c4 = pgn.split("2. c4").nth(1).unwrap_or_default().trim_start();
    assert!(
        after_c4.starts_with("{[%clk 0:05:0"),
        "{language}: the press after the restore adds the increment and writes its reading\n{pgn}\n{fourth}"
    );
}

/// A move of the opening 1. e4 e5 2. d4 by its SAN.
fn san_at(text: &str) -> shakmaty::Move {
    let mut pos = Chess::default();
    for m in ["e4", "e5", "d4"] {
        let mv = san(&pos, m);
        if m == text {
            return mv;
        }
        pos.play_unchecked(mv);
    }
    panic!("{text} is not in the opening")
}

#[test]
fn english_at_tables_two_and_three_killed_and_resumed_with_no_flags() {
    interrupted(Language::En, Scheme::Fide, true);
    interrupted(Language::En, Scheme::Fide, false);
}

#[test]
fn german_at_tables_two_and_three_killed_and_resumed_with_no_flags() {
    interrupted(Language::De, Scheme::Fide, true);
    interrupted(Language::De, Scheme::Fide, false);
}

#[test]
fn hungarian_at_tables_two_and_three_killed_and_resumed_with_no_flags() {
    interrupted(Language::Hu, Scheme::Fide, true);
    interrupted(Language::Hu, Scheme::Fide, false);
}

#[test]
fn finnish_at_tables_two_and_three_killed_and_resumed_with_no_flags() {
    interrupted(Language::Fi, Scheme::Fide, true);
    interrupted(Language::Fi, Scheme::Fide, false);
}

#[test]
fn danish_in_the_danish_words_at_tables_two_and_three_killed_and_resumed_with_no_flags() {
    interrupted(Language::Da, Scheme::Danish, true);
    interrupted(Language::Da, Scheme::Danish, false);
}

#[test]
fn a_flag_given_to_resume_changes_the_games_language_says_so_once_and_the_next_resume_keeps_it() {
    let data = tempfile::tempdir().unwrap();
    let game = Game {
        language: Language::Fi,
        scheme: Scheme::Fide,
        data: data.path(),
        eboard: None,
    };
    let mut pos = Chess::default();
    let mut child = game.play();
    announce_and_press(&game, &mut child, &mut pos, "e4");
    killed(child);
    let arrivals = game.arrivals();
    let asked = private(game.data)
        .args(["--settle-ms", "800", "--locale", "de", "resume"])
        .spawn();
    let first = quit(game.started(asked, arrivals));
    let german = Game {
        language: Language::De,
        ..game
    };
    let said = german.said(&Phrase::AsAsked(AsAsked::Language(
        Language::Fi,
        Language::De,
    )));
    assert_eq!(first.matches(&said).count(), 1, "{first}");
    // The next plain resume goes on in German and says nothing more of it.
    let second = quit(german.resume());
    german.check_resumed(&second, "resumed again with no flags");
    let resumed = german.said(&Phrase::Resumed {
        number: 1,
        to_move: Color::Black,
    });
    assert!(second.contains(&resumed), "{second}");
    assert!(!second.contains(&said), "{second}");
}
