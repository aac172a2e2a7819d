//! Issue 12, the game's phases: every end moves the game to Over with its reason, nothing more is recorded
//! after it, an agreed takeback reopens it, and `resume` on a finished game says the result.

use crate::support::{Table, spawn_in, type_line_after};
use pegchess::config::Orientation;
use pegchess::game::record::EndReason;
use pegchess::session::{Command, GameResult, Phase};
use pegchess::speech::Phrase;
use shakmaty::{Color, KnownOutcome};
use std::time::Duration;

use shakmaty::Square::*;

#[test]
fn the_game_ends_at_a_resignation_and_nothing_more_is_recorded() {
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4).press().slide(E7, E5).press();
    t.cmd(Command::Result(GameResult::Resigned(Color::White)));
    let ending = t.session.ending().expect("over");
    assert_eq!(ending.reason, EndReason::Resignation);
    assert_eq!(
        ending.outcome,
        KnownOutcome::Decisive {
            winner: Color::Black
        }
    );
    // The reproduction: out g1, in f3, lever after the resignation.
    t.slide(G1, F3).press();
    assert_eq!(
        t.moves(),
        ["e2e4", "e7e5"],
        "nothing is recorded after the end"
    );
    assert!(matches!(t.said.last(), Some(Phrase::AlreadyOver(_))));
    let pgn = pegchess::game::pgn::to_pgn(t.session.record(), &Default::default());
    assert!(pgn.contains("1. e4 e5 {resignation} 0-1"), "{pgn}");
    // Questions are still answered: the last moves as played; the move number's key says no move is to be made.
    t.cmd(Command::Ask(pegchess::session::Query::LastMoves(2)));
    assert!(matches!(t.said.last(), Some(Phrase::LastMoves(m)) if m.len() == 2));
    t.cmd(Command::Ask(pegchess::session::Query::MoveNumber));
    assert!(matches!(t.said.last(), Some(Phrase::AlreadyOver(_))));
}

#[test]
fn checkmate_ends_the_game_and_its_takeback_reopens_it() {
    let mut t = Table::new(Orientation::White);
    // Fool's mate.
    t.slide(F2, F3)
        .press()
        .slide(E7, E5)
        .press()
        .slide(G2, G4)
        .press();
    t.slide(D8, H4).press();
    assert_eq!(
        t.session.ending().map(|e| e.reason),
        Some(EndReason::Checkmate)
    );
    assert!(t.session.record().result().is_some());
    // The players take the mating move back on the board.
    t.slide(H4, D8).wait(3000);
    assert!(matches!(t.session.phase(), Phase::Playing(_)), "reopened");
    assert_eq!(
        t.session.record().result(),
        None,
        "the result goes with the move"
    );
    let pgn = pegchess::game::pgn::to_pgn(t.session.record(), &Default::default());
    assert!(pgn.trim_end().ends_with('*'), "{pgn}");
    t.slide(B8, C6).press();
    assert_eq!(t.moves().last().map(String::as_str), Some("b8c6"));
}

#[test]
fn after_the_end_the_board_is_followed_back_to_the_start() {
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4).press();
    t.cmd(Command::Result(GameResult::DrawAgreed));
    let before = t.said.len();
    t.slide(E4, E2);
    assert!(
        t.said[before..].contains(&Phrase::SetupComplete(
            pegchess::speech::phrases::phrase::SetUp::Start
        )),
        "{:?}",
        &t.said[before..]
    );
    assert_eq!(t.moves(), ["e2e4"]);
}

#[test]
fn fivefold_repetition_ends_the_game() {
    let mut t = Table::new(Orientation::White);
    for _ in 0..4 {
        t.slide(G1, F3).press().slide(G8, F6).press();
        t.slide(F3, G1).press().slide(F6, G8).press();
    }
    assert_eq!(
        t.session.ending().map(|e| e.reason),
        Some(EndReason::FivefoldRepetition)
    );
    assert!(
        t.said
            .contains(&Phrase::Ended(EndReason::FivefoldRepetition))
    );
}

/// `play --simulate` started under `data`, and 1. e4 played on its simulated board and recorded.
fn first_move_played(data: &std::path::Path) -> std::process::Child {
    let mut child = spawn_in(data, &["play", "--simulate"]);
    crate::support::until_connected(data, 1);
    for k in ["out e2", "in e4", "p"] {
        type_line_after(&mut child, k, Duration::ZERO);
    }
    crate::support::until_moves(data, 1);
    child
}

#[test]
fn resume_on_a_finished_game_says_the_result_and_does_not_play_on() {
    let data = tempfile::tempdir().unwrap();
    // 1. e4 on the simulated board, once it is there; Black resigns once the move is recorded.
    let mut child = first_move_played(data.path());
    type_line_after(&mut child, "resign black", Duration::ZERO);
    // Asked to be confirmed; the yes ends the game.
    type_line_after(&mut child, "yes", Duration::ZERO);
    crate::support::until_game(data.path(), |s| s.ending().is_some());
    type_line_after(&mut child, "q", Duration::ZERO);
    crate::support::output_within(child);
    // The finished game is not played on: resume ends by itself.
    let child = spawn_in(data.path(), &["--porcelain", "resume", "--simulate"]);
    let out = crate::support::output_within(child);
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.contains("is over (resignation)"), "{out}");
    assert!(out.contains("1. e4 {resignation} 1-0"), "{out}");
    assert!(!out.contains("resuming"), "{out}");
}

#[test]
fn the_arbiters_decision_ends_the_game_with_its_reason() {
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4).press();
    t.cmd(Command::Result(GameResult::ArbiterWin(Color::White)));
    assert_eq!(
        t.session.ending().map(|e| e.reason),
        Some(EndReason::Arbiter)
    );
    let pgn = pegchess::game::pgn::to_pgn(t.session.record(), &Default::default());
    assert!(pgn.contains("[Termination \"adjudication\"]"), "{pgn}");
    assert!(pgn.contains("1-0"), "{pgn}");
    assert!(matches!(
        pegchess::ui::typed::parse("arbiter draw"),
        Ok(pegchess::ui::typed::Key::Command(Command::Result(
            GameResult::ArbiterDraw
        )))
    ));
}

#[test]
fn an_unfinished_game_is_named_by_play_and_resume_takes_the_newest_unfinished_one() {
    let data = tempfile::tempdir().unwrap();
    // A game left unfinished (1. e4, then the program quits), then a game that ends by resignation.
    let mut child = first_move_played(data.path());
    type_line_after(&mut child, "q", Duration::ZERO);
    crate::support::output_within(child);
    // The next `play` names the unfinished game and how to resume it, and plays a new one.
    let mut child = spawn_in(data.path(), &["--porcelain", "play", "--simulate"]);
    let games = data.path().join("pegchess/games");
    crate::support::wait_until(Duration::from_secs(20), "the second game's journal", || {
        std::fs::read_dir(&games).map_or(0, |d| {
            d.filter(|e| {
                e.as_ref()
                    .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "journal"))
            })
            .count()
        }) >= 2
    });
    crate::support::until_connected(data.path(), 1);
    type_line_after(&mut child, "resign white", Duration::ZERO);
    // Asked to be confirmed; the yes ends the game.
    type_line_after(&mut child, "yes", Duration::ZERO);
    crate::support::until_game(data.path(), |s| s.ending().is_some());
    type_line_after(&mut child, "q", Duration::ZERO);
    let out = crate::support::output_within(child);
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.contains("an unfinished game: ") && out.contains("pegchess resume --journal"),
        "{out}"
    );
    // And said, for a player who does not read the console: its number, where it stands, how to resume it.
    assert!(
        out.contains(
            "Another game is unfinished: game 1, at move 1. pegchess resume --unfinished 1 resumes it."
        ),
        "{out}"
    );
    // The newest game is over; `resume` takes the unfinished one, not the finished one.
    let mut child = spawn_in(data.path(), &["--porcelain", "resume", "--simulate"]);
    type_line_after(&mut child, "q", Duration::from_millis(500));
    let out = crate::support::output_within(child);
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.contains("resuming"), "{out}");
    assert!(!out.contains("is over"), "{out}");
    // A number no unfinished game has is refused, saying how many there are; the one there is resumed by it.
    let out = crate::support::output_within(spawn_in(
        data.path(),
        &["--porcelain", "resume", "--simulate", "--unfinished", "3"],
    ));
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("there is no unfinished game 3; there are 1"),
        "{err}"
    );
    let mut child = spawn_in(
        data.path(),
        &["--porcelain", "resume", "--simulate", "--unfinished", "1"],
    );
    type_line_after(&mut child, "q", Duration::from_millis(500));
    let out = crate::support::output_within(child);
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.contains("Game resumed at move 1, Black to move."),
        "{out}"
    );
}
