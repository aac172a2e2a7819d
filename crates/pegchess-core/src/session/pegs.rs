//! The peg board as the session follows it: whether it is connected, the holes it read last, which way round it
//! stands, and whether the session has acted on the board standing still since it last changed.

use crate::config::Orientation;
use crate::inference::Tracker;
use crate::inference::orientation::Facing;
use shakmaty::{Bitboard, Position};
use std::time::Duration;

/// What the session keeps about the peg board's link and its readings.
#[derive(Debug, Clone)]
pub(super) struct Pegs {
    facing: Facing,
    /// The holes as the board read them last (not turned round); `None` until it has reported.
    holes: Option<Bitboard>,
    connected: bool,
    /// The moment of the board's last change the session acted on (it settled, or a move was completed).
    acted_on: Option<Duration>,
}

impl Pegs {
    /// The peg board before it reports, read the way `orientation` says (`auto`: as White's until a move
    /// shows otherwise).
    pub(super) fn new(orientation: Orientation) -> Self {
        let facing = match orientation {
            Orientation::Black => Facing::Turned,
            _ => Facing::Normal,
        };
        Pegs {
            facing,
            holes: None,
            connected: false,
            acted_on: None,
        }
    }

    /// Which way round the board is read.
    pub(super) fn facing(&self) -> Facing {
        self.facing
    }

    /// The board is read the other way round from now on.
    pub(super) fn turn_round(&mut self) {
        self.facing = self.facing.turned();
    }

    /// Whether the board has reported its holes.
    pub(super) fn reported(&self) -> bool {
        self.holes.is_some()
    }

    /// Whether `holes` are the holes read last.
    pub(super) fn shows(&self, holes: Bitboard) -> bool {
        self.holes == Some(holes)
    }

    /// The board read `holes`; whether they changed.
    pub(super) fn read(&mut self, holes: Bitboard) -> bool {
        self.holes.replace(holes) != Some(holes)
    }

    /// The link connected.
    pub(super) fn connected(&mut self) {
        self.connected = true;
    }

    /// The link was lost; whether it had been connected.
    pub(super) fn lost(&mut self) -> bool {
        std::mem::take(&mut self.connected)
    }

    /// The session acted on the board as `tracker` last saw it change.
    pub(super) fn acted(&mut self, tracker: &Tracker) {
        self.acted_on = Some(tracker.last_change());
    }

    /// A peg board joins a game that was recorded without it: its first reading is measured once it is still.
    pub(super) fn joined(&mut self) {
        self.acted_on = None;
    }

    /// When the board will have stood still for `settle`, if the session has yet to act on that: a board that
    /// shows the settled position has nothing to settle.
    pub(super) fn settle_due(&self, tracker: &Tracker, settle: Duration) -> Option<Duration> {
        let last = tracker.last_change();
        let settled = tracker.sensed() == tracker.position().board().occupied();
        (self.reported() && !settled && self.acted_on != Some(last)).then_some(last + settle)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Square};

    #[test]
    fn a_board_that_lifted_a_peg_settles_once_after_the_settle_time() {
        let mut pegs = Pegs::new(Orientation::Auto);
        let mut tracker = Tracker::new(Chess::default());
        let settle = Duration::from_millis(500);
        let start = Chess::default().board().occupied();
        assert!(pegs.settle_due(&tracker, settle).is_none(), "not reported");
        assert!(pegs.read(start));
        assert!(!pegs.read(start), "the same holes again");
        assert!(
            pegs.settle_due(&tracker, settle).is_none(),
            "it shows the position"
        );
        let lifted = start.without(Square::E2);
        assert!(pegs.read(lifted));
        tracker.sense(lifted, Duration::from_secs(2), false);
        assert_eq!(
            pegs.settle_due(&tracker, settle),
            Some(Duration::from_millis(2500))
        );
        pegs.acted(&tracker);
        assert!(pegs.settle_due(&tracker, settle).is_none(), "acted on");
        pegs.joined();
        assert!(
            pegs.settle_due(&tracker, settle).is_some(),
            "measured again"
        );
    }

    #[test]
    fn the_link_is_lost_once_and_the_board_turns_round_both_ways() {
        let mut pegs = Pegs::new(Orientation::Black);
        assert_eq!(pegs.facing(), Facing::Turned);
        pegs.turn_round();
        assert_eq!(pegs.facing(), Facing::Normal);
        assert!(!pegs.lost(), "never connected");
        pegs.connected();
        assert!(pegs.lost());
        assert!(!pegs.lost());
    }
}
