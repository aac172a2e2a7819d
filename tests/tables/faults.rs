//! Faults at tables 2 and 3 through the real binary. At table 2 the game is killed (SIGKILL) at every stage of a
//! move made on the sighted player's e-board (announced and not yet on the e-board; announced and pressed before
//! the e-board shows it; lifted and still held; standing, before the reply), and resumed at the same e-board. At
//! table 3 it is killed with a move announced and not pressed, with an announcement the position does not allow,
//! and with the move pressed, and resumed at the same table. Each time the move and the game go on with nothing
//! lost or taken twice.

use super::binary::{at_eboard, at_table_three, made, quit, san, sheet_moves};
use crate::support::{game_file, spawn_in, type_line_after};
use pegchess::board::dgt::hands::PieceAction;
use pegchess::board::dgt::simulator::{DgtAction, SimDgt};
use pegchess::game::journal::Journal;
use pegchess::session::rebuild::Recovered;
use pegchess::session::{Command, Event};
use shakmaty::{Board, Chess, Move, Position, Square};
use std::process::Child;
use std::time::Duration;

/// Where in a move the game is killed.
#[derive(Debug, Clone, Copy)]
enum Stage {
    /// The blind player announced it; the e-board does not show it yet.
    Announced,
    /// The blind player announced it and pressed the clock; the e-board does not show it yet.
    Pressed,
    /// The sighted player lifted the piece and holds it.
    Held,
    /// The move stands on the e-board; the reply has not begun.
    Standing,
}

/// pegchess at table 2 (no peg board, the e-board `dgt`, no clock), or resumed there.
fn at_table(data: &std::path::Path, dgt: &SimDgt, resume: bool) -> Child {
    let child = if resume {
        let path = dgt.path().to_str().expect("utf-8 path");
        spawn_in(data, &["--locale", "en", "resume", "--sighted-port", path])
    } else {
        at_eboard(data, dgt, "none")
    };
    std::thread::sleep(Duration::from_millis(1500));
    child
}

/// The journal's entries so far (the game writes them before it acts).
fn entries(data: &std::path::Path) -> usize {
    let recovered: Recovered = Journal::read(&game_file(data, "journal")).expect("the journal");
    recovered.entries.len()
}

#[test]
fn table_two_killed_at_every_stage_of_a_move_resumes_with_the_move_once() {
    for stage in [
        Stage::Announced,
        Stage::Pressed,
        Stage::Held,
        Stage::Standing,
    ] {
        let dgt = SimDgt::start(&Board::default(), false).expect("pseudo-terminal");
        let data = tempfile::tempdir().unwrap();
        let mut child = at_table(data.path(), &dgt, false);
        let mut pos = Chess::default();
        opening(&mut child, &dgt, &mut pos);
        // 2. Nf3, killed at `stage`.
        let nf3 = san(&pos, "Nf3");
        let knight = pos.board().piece_at(Square::G1).expect("the knight");
        type_line_after(&mut child, "Nf3", Duration::from_millis(300));
        match stage {
            Stage::Announced => {}
            Stage::Pressed => {
                type_line_after(&mut child, "p", Duration::ZERO);
                until_journaled(data.path(), |e| presses(e) == 1);
            }
            Stage::Held => {
                dgt.act(DgtAction::Hand(PieceAction::Lift(Square::G1)));
                std::thread::sleep(Duration::from_millis(400));
            }
            Stage::Standing => {
                dgt.act(DgtAction::Hand(PieceAction::Lift(Square::G1)));
                std::thread::sleep(Duration::from_millis(300));
                dgt.act(DgtAction::Hand(PieceAction::Put(Square::F3, knight)));
                std::thread::sleep(Duration::from_millis(2000));
            }
        }
        let written = entries(data.path());
        child.kill().unwrap(); // SIGKILL: nothing is saved on the way out
        let _ = child.wait();
        // Resumed at the same e-board: the move is finished there (or already stood), then 2... Nc6.
        let child = at_table(data.path(), &dgt, true);
        match stage {
            Stage::Announced | Stage::Pressed => {
                dgt.act(DgtAction::Hand(PieceAction::Lift(Square::G1)));
                std::thread::sleep(Duration::from_millis(300));
                dgt.act(DgtAction::Hand(PieceAction::Put(Square::F3, knight)));
            }
            Stage::Held => dgt.act(DgtAction::Hand(PieceAction::Put(Square::F3, knight))),
            Stage::Standing => {}
        }
        std::thread::sleep(Duration::from_millis(2000));
        pos.play_unchecked(nf3);
        let nc6 = san(&pos, "Nc6");
        let black = pos.board().piece_at(Square::B8).expect("the knight");
        dgt.act(DgtAction::Hand(PieceAction::Lift(Square::B8)));
        std::thread::sleep(Duration::from_millis(300));
        dgt.act(DgtAction::Hand(PieceAction::Put(Square::C6, black)));
        std::thread::sleep(Duration::from_millis(2000));
        let stdout = quit(child);
        let start = Chess::default();
        let expected = [
            san(&start, "e4"),
            san(&start.clone().play(san(&start, "e4")).unwrap(), "e5"),
            nf3,
            nc6,
        ];
        assert_eq!(
            sheet_moves(data.path()),
            expected,
            "{stage:?} (journal had {written} entries at the kill)\n{stdout}"
        );
        let resumed = match stage {
            Stage::Standing => "Game resumed at move 2, Black to move.",
            _ => "Game resumed at move 2, White to move.",
        };
        assert!(stdout.contains(resumed), "{stage:?}: {stdout}");
    }
}

/// The presses among the journal's `entries`.
pub(super) fn presses(entries: &[Event]) -> usize {
    entries
        .iter()
        .filter(|e| matches!(e, Event::Command(Command::Press)))
        .count()
}

/// Waits until the game's journal under `data` holds entries that `done` accepts (10 s at most): the game writes
/// them before it acts, so a kill after this loses none of them.
pub(super) fn until_journaled(data: &std::path::Path, done: impl Fn(&[Event]) -> bool) {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        let recovered: Option<Recovered> = Journal::read(&game_file(data, "journal")).ok();
        let entries: Vec<Event> = recovered
            .map(|r| r.entries.into_iter().map(|(_, e)| e).collect())
            .unwrap_or_default();
        if done(&entries) {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the journal never held it: {entries:?}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Where in a move the game at table 3 is killed.
#[derive(Debug, Clone, Copy)]
enum Spoken {
    /// The move is announced and not pressed.
    Announced,
    /// A move the position does not allow is announced and not pressed (it is judged at the press, 11.3.1).
    Impossible,
    /// The move is announced and pressed.
    Pressed,
}

#[test]
fn table_three_killed_at_every_stage_of_a_move_resumes_with_the_move_once() {
    let start = Chess::default();
    let mut pos = start.clone();
    let moves: Vec<Move> = ["e4", "e5", "Nf3", "Nc6"]
        .into_iter()
        .map(|text| {
            let m = san(&pos, text);
            pos.play_unchecked(m);
            m
        })
        .collect();
    let typed = |line: &str| Event::Command(Command::Typed(line.into()));
    for stage in [Spoken::Announced, Spoken::Impossible, Spoken::Pressed] {
        let data = tempfile::tempdir().unwrap();
        let mut child = at_table_three(data.path(), "en");
        let pause = Duration::from_millis(60);
        for line in ["e4", "p", "e5", "p"] {
            type_line_after(&mut child, line, pause);
        }
        let last = match stage {
            Spoken::Announced => "Nf3",
            Spoken::Impossible => "Nf6",
            Spoken::Pressed => {
                type_line_after(&mut child, "Nf3", pause);
                "p"
            }
        };
        type_line_after(&mut child, last, Duration::ZERO);
        let presses_before = if last == "p" { 3 } else { 2 };
        until_journaled(data.path(), |entries| {
            presses(entries) == presses_before
                && entries.contains(&typed(if last == "p" { "Nf3" } else { last }))
        });
        let written = entries(data.path());
        child.kill().unwrap(); // SIGKILL: nothing is saved on the way out
        let _ = child.wait();
        let mut child = at_table_three_resumed(data.path());
        let rest: &[&str] = match stage {
            // The announcement still stands: the press completes it.
            Spoken::Announced => &["p", "Nc6", "p"],
            // Judged at the press: not possible, no move; then the move meant.
            Spoken::Impossible => &["p", "Nf3", "p", "Nc6", "p"],
            Spoken::Pressed => &["Nc6", "p"],
        };
        for line in rest {
            type_line_after(&mut child, line, pause);
        }
        let stdout = quit(child);
        assert_eq!(
            sheet_moves(data.path()),
            moves,
            "{stage:?} (journal had {written} entries at the kill)\n{stdout}"
        );
        let (resumed, told) = match stage {
            Spoken::Announced => (
                "Game resumed at move 2, White to move.",
                "Announced, not yet pressed:",
            ),
            Spoken::Impossible => (
                "Game resumed at move 2, White to move.",
                "is not possible here",
            ),
            Spoken::Pressed => ("Game resumed at move 2, Black to move.", "Game resumed"),
        };
        assert!(stdout.contains(resumed), "{stage:?}: {stdout}");
        assert!(stdout.contains(told), "{stage:?}: {stdout}");
    }
}

/// pegchess resumed at table 3 (no board), its data in `data`.
fn at_table_three_resumed(data: &std::path::Path) -> Child {
    let child = crate::support::spawn_in(data, &["--locale", "en", "resume", "--port", "none"]);
    std::thread::sleep(Duration::from_millis(800));
    child
}

/// 1. e4 e5 made on the e-board at table 2, White's announced first; `pos` follows.
fn opening(child: &mut Child, dgt: &SimDgt, pos: &mut Chess) {
    type_line_after(child, "e4", Duration::from_millis(200));
    for text in ["e4", "e5"] {
        made(dgt, pos, text);
        std::thread::sleep(Duration::from_millis(1800));
    }
}

/// The sighted player's 2... Nc6 on the e-board, then `q`: what the game printed.
fn knight_out_and_quit(child: Child, dgt: &SimDgt) -> String {
    let knight = shakmaty::Color::Black.knight();
    dgt.act(DgtAction::Hand(PieceAction::Lift(Square::B8)));
    std::thread::sleep(Duration::from_millis(300));
    dgt.act(DgtAction::Hand(PieceAction::Put(Square::C6, knight)));
    std::thread::sleep(Duration::from_millis(2000));
    quit(child)
}

/// The record's moves in SAN, from the sheet the game wrote under `data`.
fn sheet_sans(data: &std::path::Path) -> Vec<String> {
    let mut pos = Chess::default();
    sheet_moves(data)
        .into_iter()
        .map(|m| {
            let san = shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut pos, m);
            san.to_string()
        })
        .collect()
}

#[test]
fn table_two_killed_after_a_revised_move_resumes_with_the_revision_once() {
    let dgt = SimDgt::start(&Board::default(), false).expect("pseudo-terminal");
    let data = tempfile::tempdir().unwrap();
    let mut child = at_table(data.path(), &dgt, false);
    let mut pos = Chess::default();
    opening(&mut child, &dgt, &mut pos);
    // 2. d4 announced; the pawn stands on d3 long enough to count, then goes on to d4: the record is revised.
    type_line_after(&mut child, "d4", Duration::from_millis(300));
    let pawn = shakmaty::Color::White.pawn();
    dgt.act(DgtAction::Hand(PieceAction::Lift(Square::D2)));
    std::thread::sleep(Duration::from_millis(300));
    dgt.act(DgtAction::Hand(PieceAction::Put(Square::D3, pawn)));
    std::thread::sleep(Duration::from_millis(2500));
    dgt.act(DgtAction::Hand(PieceAction::Lift(Square::D3)));
    std::thread::sleep(Duration::from_millis(300));
    dgt.act(DgtAction::Hand(PieceAction::Put(Square::D4, pawn)));
    std::thread::sleep(Duration::from_millis(2500));
    let written = entries(data.path());
    child.kill().unwrap(); // SIGKILL: nothing is saved on the way out
    let _ = child.wait();
    let child = at_table(data.path(), &dgt, true);
    let stdout = knight_out_and_quit(child, &dgt);
    assert_eq!(
        sheet_sans(data.path()),
        ["e4", "e5", "d4", "Nc6"],
        "journal had {written} entries at the kill\n{stdout}"
    );
    assert!(
        stdout.contains("Game resumed at move 2, Black to move."),
        "{stdout}"
    );
}

#[test]
fn table_two_eboard_unplugged_with_the_piece_in_the_hand_or_the_move_held_records_it_once() {
    for held in [false, true] {
        let dgt = SimDgt::start(&Board::default(), false).expect("pseudo-terminal");
        let data = tempfile::tempdir().unwrap();
        let mut child = at_table(data.path(), &dgt, false);
        let mut pos = Chess::default();
        opening(&mut child, &dgt, &mut pos);
        // 2. Bc4: a bishop that could slide on to b5 is held a moment before it stands.
        type_line_after(&mut child, "Bc4", Duration::from_millis(300));
        let bishop = shakmaty::Color::White.bishop();
        dgt.act(DgtAction::Hand(PieceAction::Lift(Square::F1)));
        std::thread::sleep(Duration::from_millis(300));
        if held {
            dgt.act(DgtAction::Hand(PieceAction::Put(Square::C4, bishop)));
            std::thread::sleep(Duration::from_millis(100));
            dgt.act(DgtAction::Unplug);
            std::thread::sleep(Duration::from_millis(3000));
        } else {
            dgt.act(DgtAction::Unplug);
            std::thread::sleep(Duration::from_millis(500));
            // The hand goes on while the e-board is away.
            dgt.act(DgtAction::Hand(PieceAction::Put(Square::C4, bishop)));
            std::thread::sleep(Duration::from_millis(1500));
        }
        dgt.act(DgtAction::Replug);
        std::thread::sleep(Duration::from_millis(4000));
        let stdout = knight_out_and_quit(child, &dgt);
        assert_eq!(
            sheet_sans(data.path()),
            ["e4", "e5", "Bc4", "Nc6"],
            "held {held}\n{stdout}"
        );
        assert!(!stdout.contains("arbiter"), "held {held}: {stdout}");
    }
}
