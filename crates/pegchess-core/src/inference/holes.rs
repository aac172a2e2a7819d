//! Hole events: pegs going out and in, derived from successive occupancy readings, kept as they came.
//!
//! The board's firmware already debounces every hole, so the log keeps every change: a captured peg
//! out and the capturer in 30 ms later is evidence of a capture, not noise. Only the judgement "this
//! piece was touched" asks for a peg to have stayed out for a while ([`TOUCH_MIN`]).

use shakmaty::{Bitboard, Square};
use std::time::Duration;

/// A peg out of its own hole for less than this and back is not reported as a touch (a brushed peg).
pub(crate) const TOUCH_MIN: Duration = Duration::from_millis(120);

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

impl HoleEvent {
    /// The occupancy after this event, from `holes` before it.
    pub fn apply(&self, holes: Bitboard) -> Bitboard {
        let bit = Bitboard::from_square(self.square);
        match self.change {
            Change::Out => holes & !bit,
            Change::In => holes | bit,
        }
    }
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

/// Whether `events` hold the trace of a capture on `target` by the piece from `origin`, in either order
/// of hands: `target` emptied, and afterwards (once `origin` was emptied too) filled again.
pub fn capture_seen(events: &[HoleEvent], origin: Square, target: Square) -> bool {
    let first_out = |sq: Square| {
        events
            .iter()
            .position(|e| e.square == sq && e.change == Change::Out)
    };
    let (Some(origin_out), Some(target_out)) = (first_out(origin), first_out(target)) else {
        return false;
    };
    events.iter().enumerate().any(|(i, e)| {
        e.square == target && e.change == Change::In && i > origin_out && i > target_out
    })
}

/// The hole events since the last settled position, every one of them.
#[derive(Debug, Clone, Default)]
pub struct HoleLog {
    events: Vec<HoleEvent>,
}

impl HoleLog {
    /// An empty log.
    pub fn new() -> Self {
        HoleLog::default()
    }

    /// Adds an event.
    pub fn push(&mut self, event: HoleEvent) {
        self.events.push(event);
    }

    /// Forgets everything (a new settled position).
    pub fn clear(&mut self) {
        self.events.clear();
    }

    /// Forgets the events before index `from` (a move completed there; the rest belongs to the next one).
    pub(crate) fn drop_before(&mut self, from: usize) {
        self.events.drain(..from.min(self.events.len()));
    }

    /// The events, oldest first.
    pub fn events(&self) -> &[HoleEvent] {
        &self.events
    }

    /// Whether a peg went into `target` after a peg left `origin`, and `target` had been emptied before that.
    pub fn capture_seen(&self, origin: Square, target: Square) -> bool {
        capture_seen(&self.events, origin, target)
    }

    /// Holes whose peg went out for at least [`TOUCH_MIN`] and came back in (the pieces in them were
    /// touched), among `still_occupied`, in square order.
    pub fn touched(&self, still_occupied: Bitboard) -> Bitboard {
        self.events
            .iter()
            .enumerate()
            .filter(|(_, e)| e.change == Change::Out && still_occupied.contains(e.square))
            .filter(|(i, out)| {
                let back = self.events[i + 1..]
                    .iter()
                    .find(|e| e.square == out.square && e.change == Change::In);
                back.is_none_or(|b| b.at.saturating_sub(out.at) >= TOUCH_MIN)
            })
            .map(|(_, e)| e.square)
            .collect()
    }
}
