//! The talking clock inside a game (D.2.4, D.2.6, 6.9): pressed only when the move is complete, readings in
//! the record, announcements on schedule, flag fall with its verdict, and the player's questions answered.

use crate::support::Table;
use pegchess::clock::{ClockSetup, Edition, Schedule};
use pegchess::config::Orientation;
use pegchess::game::pgn::{PgnTags, to_pgn};
use pegchess::session::{Command, Query};
use pegchess::speech::Phrase;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Position, Square::*};
use std::time::Duration;

fn clock(tc: &str) -> ClockSetup {
    ClockSetup {
        control: tc.parse().unwrap(),
        edition: Edition::default(),
        schedule: Schedule::default(),
    }
}

fn table(fen: Option<&str>, tc: &str) -> Table {
    let start: Chess = match fen {
        Some(f) => f
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap(),
        None => Chess::default(),
    };
    let holes = start.board().occupied();
    Table::with_clock(start, Orientation::White, holes, Some(clock(tc)))
}

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s)
}

#[test]
fn the_clock_runs_from_the_setup_and_a_completed_move_stores_its_reading() {
    let mut t = table(None, "3+2");
    // 300 ms to lift, 300 ms to place, 200 ms to press: 0.8 s used, 2 s added.
    t.slide(E2, E4).press();
    let clock = t.session.record().moves()[0]
        .clock
        .expect("a [%clk] reading");
    assert_eq!(clock, secs(180.0 - 0.8 + 2.0));
    let pgn = to_pgn(t.session.record(), &PgnTags::default());
    assert!(pgn.contains("1. e4 {[%clk 0:03:01]}"), "{pgn}");
}

#[test]
fn an_early_press_is_refused_and_does_not_touch_the_clock() {
    let mut t = table(None, "3+2");
    t.lift(E2).press();
    assert!(matches!(t.said.last(), Some(Phrase::MoveIncomplete(_))));
    let clock = t.session.timekeeper().unwrap().clock();
    assert_eq!(
        clock.to_move(),
        Some(Color::White),
        "White's clock still runs"
    );
    assert_eq!(clock.moves(Color::White), 0);
    t.place(E4).press();
    let clock = t.session.timekeeper().unwrap().clock();
    assert_eq!(clock.to_move(), Some(Color::Black));
    assert_eq!(clock.moves(Color::White), 1);
}

#[test]
fn time_is_announced_on_schedule_in_short_words_in_time_trouble() {
    let mut t = table(None, "3+2");
    t.wait(59_000);
    assert!(
        !t.said
            .iter()
            .any(|p| matches!(p, Phrase::TimeShort(_) | Phrase::Time { .. }))
    );
    t.wait(2_000);
    // The default schedule speaks every minute under ten; under five minutes is time trouble.
    assert_eq!(
        t.said.last(),
        Some(&Phrase::TimeShort(Duration::from_secs(120)))
    );
    t.wait(60_000);
    assert_eq!(
        t.said.last(),
        Some(&Phrase::TimeShort(Duration::from_secs(60)))
    );
    t.wait(10_500);
    assert_eq!(
        t.said.last(),
        Some(&Phrase::TimeShort(Duration::from_secs(50)))
    );
}

#[test]
fn a_flag_fall_is_a_loss_when_the_opponent_can_mate() {
    let mut t = table(None, "3+0");
    t.wait(181_000);
    let n = t.said.len();
    assert_eq!(
        t.said[n - 2..],
        [
            Phrase::FlagFall(Color::White),
            Phrase::GameOver(KnownOutcome::Decisive {
                winner: Color::Black
            })
        ]
    );
    let result = t.session.record().result();
    assert_eq!(
        result,
        Some(shakmaty::Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black
        }))
    );
}

#[test]
fn a_flag_fall_is_a_draw_when_the_opponent_cannot_mate() {
    // White has a rook, Black only the king. White's flag falls first, and a lone king cannot mate: drawn.
    let mut t = table(Some("8/8/4k3/8/8/8/8/R3K3 w - - 0 1"), "3+0");
    t.wait(181_000);
    assert!(t.said.contains(&Phrase::FlagFall(Color::White)));
    assert_eq!(t.said.last(), Some(&Phrase::GameOver(KnownOutcome::Draw)));
}

#[test]
fn questions_are_answered_from_the_record_and_the_clock() {
    let mut t = table(None, "15+10");
    t.slide(E2, E4)
        .press()
        .slide(E7, E5)
        .press()
        .slide(G1, F3)
        .press();
    t.cmd(Command::Ask(Query::MoveNumber));
    assert_eq!(
        t.said.last(),
        Some(&Phrase::MoveNumber {
            number: 2,
            to_move: Color::Black
        })
    );
    t.cmd(Command::Ask(Query::LastMoves(2)));
    match t.said.last() {
        Some(Phrase::LastMoves(moves)) => {
            let got: Vec<(u32, String)> = moves
                .iter()
                .map(|m| (m.number, m.spoken.san.to_string()))
                .collect();
            assert_eq!(got, [(1, "e5".to_string()), (2, "Nf3".to_string())]);
        }
        other => panic!("expected the last moves, got {other:?}"),
    }
    // Five asked, three played: two moves a phrase (each within 25 words), and a repeat says the whole
    // answer again.
    let before = t.said.len();
    t.cmd(Command::Ask(Query::LastMoves(5)));
    let answer = t.said[before..].to_vec();
    let parts: Vec<usize> = answer
        .iter()
        .map(|p| match p {
            Phrase::LastMoves(moves) => moves.len(),
            _ => 0,
        })
        .collect();
    assert_eq!(parts, [2, 1], "{answer:?}");
    let before = t.said.len();
    t.cmd(Command::Repeat);
    assert_eq!(t.said[before..], answer[..]);
    t.cmd(Command::Ask(Query::Times));
    match t.said.last() {
        Some(Phrase::Times { white, black }) => {
            assert!(
                *white > Duration::from_secs(900) && *black > Duration::from_secs(900),
                "{white:?} {black:?}"
            );
        }
        other => panic!("expected both times, got {other:?}"),
    }
}

#[test]
fn a_typed_move_completes_the_board_move_and_a_different_one_is_said_at_once() {
    let mut t = table(None, "15+10");
    t.cmd(Command::Typed("Nf3".into()));
    t.slide(G1, F3);
    assert_eq!(
        t.session.record().uci(),
        ["g1f3"],
        "the announcement completes the move (D.2.3)"
    );
    // Black announces Nc6 but plays Nf6 on the board.
    t.cmd(Command::Typed("Nc6".into()));
    t.slide(G8, F6).press();
    assert!(
        t.said
            .iter()
            .any(|p| matches!(p, Phrase::AnnouncedOtherMove { .. }))
    );
    assert_eq!(t.session.record().uci(), ["g1f3", "g8f6"]);
    t.cmd(Command::Typed("Qh9".into()));
    assert!(matches!(t.said.last(), Some(Phrase::InputRejected { .. })));
}

#[test]
fn the_arbiter_corrects_the_clock_and_every_correction_replays_from_the_journal() {
    use pegchess::session::ClockAction;
    let mut t = table(None, "90/40+30, 30+30");
    t.slide(E2, E4).press();
    t.cmd(Command::Clock(ClockAction::Pause));
    assert_eq!(t.said.last(), Some(&Phrase::ClockStopped));
    let stopped = t
        .session
        .timekeeper()
        .unwrap()
        .clock()
        .remaining(Color::Black, t.now);
    t.wait(10_000);
    assert_eq!(
        t.session
            .timekeeper()
            .unwrap()
            .clock()
            .remaining(Color::Black, t.now),
        stopped,
        "a stopped clock does not run"
    );
    t.cmd(Command::Clock(ClockAction::Resume));
    assert_eq!(t.said.last(), Some(&Phrase::ClockRunning(Color::Black)));
    // White completes an illegal move in a standard game: Black gets 2 minutes (7.5.5).
    let before = t
        .session
        .timekeeper()
        .unwrap()
        .clock()
        .remaining(Color::Black, t.now);
    t.cmd(Command::Clock(ClockAction::Penalty(Color::White)));
    let after = t
        .session
        .timekeeper()
        .unwrap()
        .clock()
        .remaining(Color::Black, t.now);
    assert_eq!(after - before, Duration::from_secs(120));
    t.cmd(Command::Clock(ClockAction::SetTime(
        Color::White,
        Duration::from_secs(3600),
    )));
    match t.said.last() {
        Some(Phrase::Times { white, .. }) => assert_eq!(*white, Duration::from_secs(3600)),
        other => panic!("expected both times, got {other:?}"),
    }
    // A move count and an increment are confirmed by what they set, not by the times they leave alone.
    t.cmd(Command::Clock(ClockAction::SetMoves(Color::Black, 20)));
    assert_eq!(
        t.said.last(),
        Some(&Phrase::MovesCounted {
            side: Color::Black,
            moves: 20
        })
    );
    assert_eq!(
        t.session.timekeeper().unwrap().clock().moves(Color::Black),
        20
    );
    t.cmd(Command::Clock(ClockAction::AddIncrement(
        Duration::from_secs(5),
    )));
    assert_eq!(t.said.last(), Some(&Phrase::IncrementAdded(5)));
}

#[test]
fn a_draw_offer_goes_with_the_move_and_a_resignation_ends_the_game() {
    use pegchess::game::record::Happening;
    use pegchess::session::GameResult;
    let mut t = table(None, "15+10");
    // White moves, offers a draw, then presses (9.1.2).
    t.slide(E2, E4);
    t.cmd(Command::OfferDraw(None));
    t.press();
    let offer = t
        .session
        .record()
        .notes()
        .iter()
        .find_map(|n| match n.what {
            Happening::DrawOffer { by } => Some((n.ply, by)),
            _ => None,
        });
    assert_eq!(offer, Some((1, Color::White)));
    let pgn = to_pgn(t.session.record(), &PgnTags::default());
    assert!(pgn.contains("1. e4 {(=) [%clk"), "{pgn}");
    t.cmd(Command::Result(GameResult::Resigned(Color::Black)));
    assert_eq!(
        t.said.last(),
        Some(&Phrase::GameOver(KnownOutcome::Decisive {
            winner: Color::White
        }))
    );
    assert!(to_pgn(t.session.record(), &PgnTags::default()).contains("[Result \"1-0\"]"));
}

#[test]
fn a_board_move_other_than_the_announced_one_is_said_and_waits_to_be_put_right() {
    // The opponent announces Nf3; the blind player executes Nh3 on the peg board by mistake.
    let mut t = table(None, "15+10");
    t.cmd(Command::Typed("Nf3".into()));
    t.slide(G1, H3).wait(3000);
    assert!(matches!(
        t.said.last(),
        Some(Phrase::AnnouncedOtherMove { .. })
    ));
    assert!(
        t.session.record().moves().is_empty(),
        "not recorded while it differs"
    );
    // Put right on the board: the announced move completes.
    t.slide(H3, F3);
    assert_eq!(t.session.record().uci(), ["g1f3"]);
    let said = t
        .said
        .iter()
        .filter(|p| matches!(p, Phrase::AnnouncedOtherMove { .. }))
        .count();
    assert_eq!(said, 1);
}

#[test]
fn the_assistant_may_type_the_announced_words_instead_of_notation() {
    let mut t = table(None, "15+10");
    t.cmd(Command::Typed("Springer Felix drei".into()));
    t.slide(G1, F3);
    assert_eq!(t.session.record().uci(), ["g1f3"]);
    t.cmd(Command::Sighted("Springer Gustav eins Felix drei".into()));
    assert!(
        !t.said
            .iter()
            .any(|p| matches!(p, Phrase::InputRejected { .. })),
        "{:?}",
        t.said
    );
}

/// The clock's running side and both move counts.
fn clock_state(t: &Table) -> (Option<Color>, u32, u32) {
    let c = t.session.timekeeper().unwrap().clock();
    (c.to_move(), c.moves(Color::White), c.moves(Color::Black))
}

#[test]
fn after_the_arbiters_restore_the_side_to_move_has_the_clock_and_its_press_adds_the_increment() {
    let mut t = table(None, "300+5");
    t.slide(E2, E4).press();
    t.wait(2_000);
    t.slide(E7, E5).press();
    t.wait(3_000);
    t.slide(G1, F3).press();
    t.wait(1_000);
    // The arbiter goes back to after 1... e5 with White's and Black's times as the sheets had them.
    t.cmd(Command::Restore(2));
    assert_eq!(clock_state(&t), (Some(Color::White), 1, 1));
    t.cmd(Command::Clock(pegchess::session::ClockAction::SetTime(
        Color::White,
        secs(290.0),
    )));
    let black = t
        .session
        .timekeeper()
        .unwrap()
        .clock()
        .remaining(Color::Black, t.now);
    // White thinks 4 s on the board put right: White's time falls, Black's stands.
    t.wait(4_000);
    let c = t.session.timekeeper().unwrap().clock();
    assert_eq!(c.remaining(Color::White, t.now), secs(286.0));
    assert_eq!(c.remaining(Color::Black, t.now), black);
    // White puts the knight back and plays 2. Nf3: the press adds the increment, read into the record.
    let thinking_from = t.now;
    t.slide(F3, G1).slide(G1, F3).press();
    let used = t.now - thinking_from;
    let last = t.session.record().moves().last().cloned().unwrap();
    assert_eq!(last.clock, Some(secs(286.0) - used + secs(5.0)));
    assert_eq!(clock_state(&t), (Some(Color::Black), 2, 1));
}

#[test]
fn a_take_back_of_one_move_gives_the_clock_back_to_the_side_that_moves_again() {
    let mut t = table(None, "300+5");
    t.slide(E2, E4).press();
    t.wait(2_000);
    t.cmd(Command::Clock(pegchess::session::ClockAction::Pause));
    t.cmd(Command::Restore(0));
    // Stopped, White's move again: the clock stands with White to move and runs for White when resumed.
    assert_eq!(clock_state(&t), (Some(Color::White), 0, 0));
    t.cmd(Command::Clock(pegchess::session::ClockAction::Resume));
    assert_eq!(t.said.last(), Some(&Phrase::ClockRunning(Color::White)));
}
