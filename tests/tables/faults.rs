//! Faults at tables 2 and 3, in the session with simulated time: the game killed at every stage of a move and
//! resumed from what it had journaled, as `pegchess resume` rebuilds it ([`NoPegs::killed_and_resumed`]). At table
//! 2 the move is made on the sighted player's e-board, killed announced and not yet on the e-board; announced
//! and pressed before the e-board shows it; lifted and still held; standing, before the reply; and after a
//! revised move. At table 3 it is killed with a move announced and not pressed, with an announcement the position
//! does not allow, and with the move pressed. Each time the move and the game go on with nothing lost or taken
//! twice. A game killed and resumed through the real binary, at each table and in every language, is in
//! `interrupted.rs`; the e-board unplugged mid-move in `session.rs` (and through its real link in
//! `boards/unplugged`).

use super::session::{NoPegs, step};
use pegchess::board::dgt::hands::PieceAction::{Lift, Put};
use pegchess::board::dgt::hands::PieceHands;
use pegchess::session::{Command, Event};
use pegchess::speech::Phrase;
use shakmaty::Square::*;
use shakmaty::{Chess, Color, Move, Position};

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

/// The legal move `text` (SAN) names in `pos`.
fn san(pos: &Chess, text: &str) -> Move {
    super::binary::san(pos, text)
}

/// 1. e4 e5 made on the e-board at table 2 with textbook hands, White's announced first; the position after.
fn opening(t: &mut NoPegs) -> Chess {
    let mut pos = Chess::default();
    t.typed("e4");
    t.wait(200);
    for text in ["e4", "e5"] {
        let m = san(&pos, text);
        t.hands(&PieceHands::clean().steps(&pos, &m), 1.0);
        t.wait(1800);
        pos.play_unchecked(m);
    }
    assert_eq!(t.record().len(), 2, "{:?}", t.said);
    pos
}

/// What the record holds, in SAN.
fn sans(t: &NoPegs) -> Vec<String> {
    let record = t.session.record();
    record.moves().iter().map(|m| m.san.to_string()).collect()
}

#[test]
fn table_two_killed_at_every_stage_of_a_move_resumes_with_the_move_once() {
    let (white, black) = (Color::White, Color::Black);
    for stage in [
        Stage::Announced,
        Stage::Pressed,
        Stage::Held,
        Stage::Standing,
    ] {
        let mut t = NoPegs::new(Chess::default(), true);
        opening(&mut t);
        // 2. Nf3, killed at `stage`.
        t.typed("Nf3");
        t.wait(300);
        match stage {
            Stage::Announced => {}
            Stage::Pressed => t.event(Event::Command(Command::Press)),
            Stage::Held => {
                t.hands(&[step(0, Lift(G1))], 1.0);
                t.wait(400);
            }
            Stage::Standing => {
                t.hands(
                    &[step(0, Lift(G1)), step(300, Put(F3, white.knight()))],
                    1.0,
                );
                t.wait(2000);
            }
        }
        let written = t.session.record().moves().len();
        let mut t = t.killed_and_resumed();
        let to_move = match stage {
            Stage::Standing => black,
            _ => white,
        };
        let resumed = Phrase::Resumed { number: 2, to_move };
        assert_eq!(t.said.first(), Some(&resumed), "{stage:?}: {:?}", t.said);
        // Resumed at the same e-board: the move is finished there (or already stood), then 2... Nc6.
        match stage {
            Stage::Announced | Stage::Pressed => t.hands(
                &[step(0, Lift(G1)), step(300, Put(F3, white.knight()))],
                1.0,
            ),
            Stage::Held => t.hands(&[step(0, Put(F3, white.knight()))], 1.0),
            Stage::Standing => {}
        }
        t.wait(2000);
        t.hands(
            &[step(0, Lift(B8)), step(300, Put(C6, black.knight()))],
            1.0,
        );
        t.wait(2000);
        assert_eq!(
            sans(&t),
            ["e4", "e5", "Nf3", "Nc6"],
            "{stage:?} ({written} moves at the kill): {:?}",
            t.said
        );
    }
}

#[test]
fn table_two_killed_after_a_revised_move_resumes_with_the_revision_once() {
    let mut t = NoPegs::new(Chess::default(), true);
    opening(&mut t);
    // 2. d4 announced; the pawn stands on d3 long enough to count, then goes on to d4: the record is revised.
    t.typed("d4");
    t.wait(300);
    let pawn = Color::White.pawn();
    t.hands(&[step(0, Lift(D2)), step(300, Put(D3, pawn))], 1.0);
    t.wait(2500);
    assert_eq!(sans(&t), ["e4", "e5", "d3"], "{:?}", t.said);
    t.hands(&[step(0, Lift(D3)), step(300, Put(D4, pawn))], 1.0);
    t.wait(2500);
    let mut t = t.killed_and_resumed();
    let resumed = Phrase::Resumed {
        number: 2,
        to_move: Color::Black,
    };
    assert_eq!(t.said.first(), Some(&resumed), "{:?}", t.said);
    let knight = Color::Black.knight();
    t.hands(&[step(0, Lift(B8)), step(300, Put(C6, knight))], 1.0);
    t.wait(2000);
    assert_eq!(sans(&t), ["e4", "e5", "d4", "Nc6"], "{:?}", t.said);
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

/// A line typed at table 3, 60 ms after the one before: `p` presses the clock, anything else is announced.
fn line(t: &mut NoPegs, text: &str) {
    t.wait(60);
    match text {
        "p" => t.event(Event::Command(Command::Press)),
        _ => t.typed(text),
    }
}

#[test]
fn table_three_killed_at_every_stage_of_a_move_resumes_with_the_move_once() {
    for stage in [Spoken::Announced, Spoken::Impossible, Spoken::Pressed] {
        let mut t = NoPegs::new(Chess::default(), false);
        for text in ["e4", "p", "e5", "p"] {
            line(&mut t, text);
        }
        match stage {
            Spoken::Announced => line(&mut t, "Nf3"),
            Spoken::Impossible => line(&mut t, "Nf6"),
            Spoken::Pressed => {
                line(&mut t, "Nf3");
                line(&mut t, "p");
            }
        }
        let mut t = t.killed_and_resumed();
        let to_move = match stage {
            Spoken::Pressed => Color::Black,
            _ => Color::White,
        };
        let resumed = Phrase::Resumed { number: 2, to_move };
        assert_eq!(t.said.first(), Some(&resumed), "{stage:?}: {:?}", t.said);
        let unpressed = t
            .said
            .iter()
            .any(|p| matches!(p, Phrase::AnnouncedUnpressed(_)));
        assert_eq!(
            unpressed,
            !matches!(stage, Spoken::Pressed),
            "{stage:?}: the announcement still stands, said again: {:?}",
            t.said
        );
        let rest: &[&str] = match stage {
            // The announcement still stands: the press completes it.
            Spoken::Announced => &["p", "Nc6", "p"],
            // Judged at the press: not possible, no move; then the move meant.
            Spoken::Impossible => &["p", "Nf3", "p", "Nc6", "p"],
            Spoken::Pressed => &["Nc6", "p"],
        };
        for text in rest {
            line(&mut t, text);
        }
        let impossible = t
            .said
            .iter()
            .any(|p| matches!(p, Phrase::AnnouncedImpossible(_)));
        assert_eq!(
            impossible,
            matches!(stage, Spoken::Impossible),
            "{stage:?}: {:?}",
            t.said
        );
        assert_eq!(
            sans(&t),
            ["e4", "e5", "Nf3", "Nc6"],
            "{stage:?}: {:?}",
            t.said
        );
    }
}

#[test]
fn a_game_resumed_with_the_clock_stopped_for_the_arbiter_says_it_is_stopped_until_restarted() {
    for stopped in [true, false] {
        let mut config = pegchess::session::SessionConfig::new(Chess::default());
        config.clock = Some(pegchess::clock::ClockSetup {
            control: "5+3".parse().unwrap(),
            edition: Default::default(),
            schedule: Default::default(),
        });
        let mut t = NoPegs::with_config(config, false);
        for text in ["e4", "p", "e5", "p"] {
            line(&mut t, text);
        }
        if stopped {
            t.event(Event::Command(Command::Clock(
                pegchess::session::ClockAction::Pause,
            )));
        }
        t.wait(2000);
        let mut t = t.killed_and_resumed();
        assert_eq!(
            t.said.contains(&Phrase::ClockStopped),
            stopped,
            "stopped {stopped}: {:?}",
            t.said
        );
        if stopped {
            t.event(Event::Command(Command::Clock(
                pegchess::session::ClockAction::Resume,
            )));
            assert_eq!(t.said.last(), Some(&Phrase::ClockRunning(Color::White)));
        }
    }
}

#[test]
fn an_announcement_refused_at_the_press_is_not_said_again_as_waiting_after_a_crash() {
    let mut t = NoPegs::new(Chess::default(), false);
    for text in ["e4", "p", "Qh4", "p"] {
        line(&mut t, text);
    }
    assert!(
        matches!(t.said.last(), Some(Phrase::AnnouncedImpossible(_))),
        "{:?}",
        t.said
    );
    let mut t = t.killed_and_resumed();
    assert!(
        !t.said
            .iter()
            .any(|p| matches!(p, Phrase::AnnouncedUnpressed(_))),
        "refused, it waits for no press: {:?}",
        t.said
    );
    // Announced again, the press records it.
    for text in ["e5", "p"] {
        line(&mut t, text);
    }
    assert_eq!(t.record().len(), 2, "{:?}", t.said);
}
