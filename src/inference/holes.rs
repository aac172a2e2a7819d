//! Hole events: pegs going out and in, derived from successive occupancy readings, with sensor bounce removed.

use shakmaty::{Bitboard, Square};
use std::time::Duration;

/// Which way a peg went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The peg left the hole.
    Out,
    /// A peg went into the hole.
    In,
}

/// One peg going out of or into one hole.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HoleEvent {
    /// The hole.
    pub square: Square,
    /// Out or in.
    pub change: Change,
    /// When (session time).
    pub at: Duration,
}

/// The hole events between two readings, outs before ins, each in square order.
pub fn diff(before: Bitboard, after: Bitboard, at: Duration) -> impl Iterator<Item = HoleEvent> {
    let outs = (before & !after).into_iter().map(move |square| HoleEvent {
        square,
        change: Change::Out,
        at,
    });
    let ins = (after & !before).into_iter().map(move |square| HoleEvent {
        square,
        change: Change::In,
        at,
    });
    outs.chain(ins)
}

/// The hole events since the last settled position, with bounce (a change undone within the bounce
/// window) cancelled out.
#[derive(Debug, Clone, Default)]
pub struct HoleLog {
    events: Vec<HoleEvent>,
    bounce: Duration,
}

impl HoleLog {
    /// An empty log that treats a change undone within `bounce` as sensor bounce.
    pub fn new(bounce: Duration) -> Self {
        HoleLog {
            events: Vec::new(),
            bounce,
        }
    }

    /// Adds an event, or cancels the previous event on the same hole if this undoes it within the bounce window.
    pub fn push(&mut self, event: HoleEvent) {
        if let Some(i) = self.events.iter().rposition(|e| e.square == event.square) {
            let last = self.events[i];
            if last.change != event.change && event.at.saturating_sub(last.at) < self.bounce {
                self.events.remove(i);
                return;
            }
        }
        self.events.push(event);
    }

    /// Forgets everything (a new settled position).
    pub fn clear(&mut self) {
        self.events.clear();
    }

    /// The events, oldest first.
    pub fn events(&self) -> &[HoleEvent] {
        &self.events
    }

    /// Whether a peg went into `target` after a peg left `origin`, and `target` had been emptied before that:
    /// the trace of a capture on `target` by the piece from `origin`, in either order of hands.
    pub fn capture_seen(&self, origin: Square, target: Square) -> bool {
        let first_out = |sq: Square| {
            self.events
                .iter()
                .position(|e| e.square == sq && e.change == Change::Out)
        };
        let (Some(origin_out), Some(target_out)) = (first_out(origin), first_out(target)) else {
            return false;
        };
        self.events.iter().enumerate().any(|(i, e)| {
            e.square == target && e.change == Change::In && i > origin_out && i > target_out
        })
    }

    /// Holes that went out and came back in (the pieces in them were touched), in square order.
    pub fn touched(&self, still_occupied: Bitboard) -> Bitboard {
        self.events
            .iter()
            .filter(|e| e.change == Change::Out)
            .map(|e| e.square)
            .filter(|sq| still_occupied.contains(*sq))
            .collect()
    }
}
