//! The table's session fed what its own link heard through the relay and the null-modem cable (the real
//! pseudo-terminal path), at the moments it heard them: a pawn held as the link goes and pushed on meanwhile is
//! read as one move from the record, with no difference said on the way.

use super::back::{Table, after};
use super::faults::{Hall, connected, lost, outages};
use crate::support::SimulatedTime;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::relay::standin::StandInStep;
use pegchess::speech::Phrase;
use shakmaty::Position;
use std::time::{Duration, Instant};

/// Shows the position after `sans` on the stand-in's board.
fn show(hall: &Hall, sans: &[&str]) {
    hall.livechess.play(StandInStep::Event {
        board: Some(after(sans).0.board().clone()),
        clock: None,
    });
}

/// The table's session handed every event the link heard after its first connection, at its time.
fn table_after(hall: &Hall) -> Table {
    let mut t = Table::new();
    let first = hall
        .seen
        .iter()
        .position(|(_, e)| connected(e))
        .expect("connected");
    let mut at: Instant = hall.seen[first].0;
    for (when, e) in &hall.seen[first + 1..] {
        t.pass(when.duration_since(at).as_millis() as u64);
        at = *when;
        t.hand(e.clone().into());
    }
    t.pass(3000);
    t
}

#[test]
fn a_pawn_held_as_livechess_restarts_and_pushed_on_meanwhile_is_one_move_from_the_record() {
    let mut hall = Hall::start(&shakmaty::Board::default(), false);
    assert!(hall.until(0, connected).is_some(), "connected at the start");
    show(&hall, &["e4"]);
    std::thread::sleep(Duration::from_millis(1500));
    // c7-c6 shown, the pawn still in hand (it may go on to c5), and LiveChess restarted at once.
    show(&hall, &["e4", "c6"]);
    std::thread::sleep(Duration::from_millis(150));
    let from = hall.seen.len();
    let (_, restart) = outages().swap_remove(0);
    hall.begin(&restart);
    assert!(hall.until(from, lost).is_some(), "said lost");
    show(&hall, &["e4", "c5"]);
    hall.end(&restart);
    assert!(hall.until(from, connected).is_some(), "never back");
    let back = from
        + hall.seen[from..]
            .iter()
            .position(|(_, e)| connected(e))
            .unwrap();
    let shown = after(&["e4", "c5"]).0.board().clone();
    let read = hall.until(
        back,
        |e| matches!(e, DgtEvent::Position { board, .. } if *board == shown),
    );
    assert!(read.is_some(), "the board back never read: {:?}", hall.seen);
    let t = table_after(&hall);
    assert_eq!(t.record(), ["e4", "c5"], "{:?}", t.said);
    assert!(
        !t.said.iter().any(|p| matches!(
            p,
            Phrase::Divergence { .. }
                | Phrase::SightedDiffers { .. }
                | Phrase::SightedBoardWrong { .. }
        )),
        "{:?}\n{:?}",
        t.said,
        &hall.seen[from..]
    );
}
