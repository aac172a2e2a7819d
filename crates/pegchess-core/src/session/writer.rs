//! The record writer: the game's record and the positions the pegs are read against, changed together and only
//! here (a move completed, taken back, revised; the game ended), so the two never part.

use super::phase::rules_end;
use crate::game::record::{Completion, Ending, Happening, Record, RecordedMove};
use crate::inference::Tracker;
use crate::inference::orientation::Facing;
use shakmaty::{Bitboard, Chess, Move, Position};
use std::time::Duration;

/// How the board that makes the record follows a move the writer records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// The peg board read it: the trace after `cut` (when given) is already the next move's.
    Read { cut: Option<usize> },
    /// No peg board read it (the e-board, or the announcement and the press): a peg board that joins later
    /// is read against the new position.
    Unsensed,
}

/// The record and the tracker of the settled positions, one move apart never.
#[derive(Debug, Clone)]
pub struct Writer {
    record: Record,
    tracker: Tracker,
    /// While the orientation is still open (before the first move), the tracker for the board turned round.
    turned: Option<Tracker>,
}

impl Writer {
    /// A writer at `start` with the imported `moves` already recorded; `open_orientation`: the board may yet
    /// be found turned round (no move made, orientation `auto`).
    pub fn new(start: &Chess, moves: &[Move], open_orientation: bool) -> Self {
        let mut tracker = Tracker::new(start.clone());
        let mut record = Record::new(start.clone());
        for m in moves {
            let before = tracker.position().clone();
            record.push_move(&before, *m, Duration::ZERO, Completion::Imported);
            tracker.complete(m, true);
        }
        let turned = (open_orientation && moves.is_empty()).then(|| tracker.clone());
        Writer {
            record,
            tracker,
            turned,
        }
    }

    /// The record so far.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The settled positions and the pegs' trace since the last one.
    pub fn tracker(&self) -> &Tracker {
        &self.tracker
    }

    /// The settled position.
    pub fn position(&self) -> &Chess {
        self.tracker.position()
    }

    /// How many moves the record holds.
    pub fn plies(&self) -> usize {
        self.record.moves().len()
    }

    /// The record's last move.
    pub fn last(&self) -> Option<&RecordedMove> {
        self.record.moves().last()
    }

    /// Whether the orientation is still open (the board may yet be found turned round).
    pub(crate) fn orientation_open(&self) -> bool {
        self.turned.is_some()
    }

    /// Notes a happening in the record.
    pub fn note(&mut self, now: Duration, what: Happening) {
        self.record.note(now, what);
    }

    /// Notes `by`'s draw offer now (`Record::offer_draw`).
    pub(crate) fn offer_draw(&mut self, now: Duration, by: shakmaty::Color) {
        self.record.offer_draw(now, by);
    }

    /// Sets the clock reading of the record's last move.
    pub fn set_last_clock(&mut self, remaining: Duration) {
        self.record.set_last_clock(remaining);
    }

    /// A reading of the peg board's `holes` (as the board has them; `facing` turns them into the game's
    /// squares), for both ways round while the orientation is open.
    pub fn sense(&mut self, facing: Facing, holes: Bitboard, now: Duration, resync: bool) {
        self.tracker.sense(facing.holes(holes), now, resync);
        if let Some(t) = self.turned.as_mut() {
            t.sense(facing.turned().holes(holes), now, resync);
        }
    }

    /// Frames were lost: the traces since the settled position prove nothing.
    pub(crate) fn distrust(&mut self) {
        self.tracker.distrust();
        if let Some(t) = self.turned.as_mut() {
            t.distrust();
        }
    }

    /// The board is read the other way round from now on (before the first move only); whether it turned.
    pub(crate) fn turn_round(&mut self) -> bool {
        match self.turned.replace(self.tracker.clone()) {
            Some(turned) => {
                self.tracker = turned;
                true
            }
            None => false,
        }
    }

    /// The way round the board is read while the orientation is open, if it is.
    pub fn turned(&self) -> Option<&Tracker> {
        self.turned.as_ref()
    }

    /// Pieces touched and put back are forgotten (said, or the board settled without a move).
    pub(crate) fn forget_touches(&mut self) {
        self.tracker.forget_touches();
    }

    /// The last move is firm after all (its press came after the board stood still).
    pub(crate) fn confirm_last(&mut self) {
        self.tracker.confirm_last();
    }

    /// Records the completed move `m` (legal in the settled position) and settles the position after it;
    /// the orientation is fixed from here. Returns the recorded move.
    pub fn complete(
        &mut self,
        m: Move,
        how: Completion,
        shown: Shown,
        now: Duration,
    ) -> &RecordedMove {
        let before = self.tracker.position().clone();
        match shown {
            Shown::Read { cut: Some(cut) } => self.tracker.complete_at(&m, how.is_firm(), cut),
            Shown::Read { cut: None } => self.tracker.complete(&m, how.is_firm()),
            Shown::Unsensed => {
                self.tracker.complete(&m, how.is_firm());
                self.tracker.assume_shown();
            }
        }
        self.turned = None;
        self.record.push_move(&before, m, now, how)
    }

    /// The players took back `plies` moves (the result goes with them); noted in the record.
    pub(crate) fn take_back(&mut self, plies: usize, now: Duration) {
        self.tracker.take_back(plies);
        if let Some(t) = self.turned.as_mut() {
            t.take_back(plies);
        }
        self.record.take_back(plies, now);
    }

    /// The record's last move, completed by no press, is now `m`: the pegs' trace is read again for it
    /// (`shown` read), or (unsensed) the position is set after it. The record keeps the clock reading and
    /// notes the revision. Returns the position `m` was played from, or `None` (nothing changed) when there
    /// is no move to revise or `m` is not legal there.
    pub(crate) fn revise_last(&mut self, m: Move, shown: Shown, now: Duration) -> Option<Chess> {
        let positions = self.tracker.positions();
        let before = positions
            .len()
            .checked_sub(2)
            .map(|i| positions[i].clone())?;
        let old = self.record.moves().last().cloned()?;
        if !before.is_legal(m) {
            return None;
        }
        match shown {
            Shown::Read { .. } => self.tracker.revise_last(&m),
            Shown::Unsensed => {
                self.tracker.take_back(1);
                self.tracker.complete(&m, false);
                self.tracker.assume_shown();
            }
        }
        self.record.retract(1, now);
        let to = self
            .record
            .push_move(&before, m, now, Completion::Settled)
            .san
            .to_string();
        if let Some(clock) = old.clock {
            self.record.set_last_clock(clock);
        }
        let from = old.san.to_string();
        self.record.note(now, Happening::Revised { from, to });
        Some(before)
    }

    /// How the rules of play end the game in the settled position (mate, stalemate, dead position, 9.6).
    pub(crate) fn rules_end(&self) -> Option<Ending> {
        rules_end(self.tracker.positions(), self.tracker.legal_moves())
    }

    /// The game is over: the record says why.
    pub fn end(&mut self, ending: Ending, now: Duration) {
        self.record.note(now, Happening::Ended(ending));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::record::EndReason;
    use shakmaty::Outcome;
    use shakmaty::san::San;
    use shakmaty::{Color, KnownOutcome};

    fn play(w: &mut Writer, san: &str, how: Completion, shown: Shown, at: u64) {
        let m = san
            .parse::<San>()
            .expect("san")
            .to_move(w.position())
            .expect("legal");
        w.complete(m, how, shown, Duration::from_secs(at));
    }

    /// Plays `sans` completed by the press, with no peg board, a second apart.
    fn pressed(w: &mut Writer, sans: &[&str]) {
        for san in sans {
            let at = w.plies() as u64;
            play(w, san, Completion::ClockPress, Shown::Unsensed, at);
        }
    }

    /// The record's moves and the tracker's positions agree move by move.
    fn in_step(w: &Writer) {
        let moves = w.record().moves();
        assert_eq!(w.tracker().positions().len(), moves.len() + 1);
        let mut pos = w.record().start().clone();
        for (m, settled) in moves.iter().zip(&w.tracker().positions()[1..]) {
            pos.play_unchecked(m.mv);
            assert_eq!(pos.board(), settled.board());
        }
    }

    fn san_of(w: &Writer) -> Vec<String> {
        w.record()
            .moves()
            .iter()
            .map(|m| m.san.to_string())
            .collect()
    }

    #[test]
    fn moves_completed_in_every_way_keep_the_record_and_the_positions_in_step() {
        let mut w = Writer::new(&Chess::default(), &[], true);
        assert!(w.orientation_open());
        play(
            &mut w,
            "e4",
            Completion::ClockPress,
            Shown::Read { cut: None },
            3,
        );
        assert!(
            !w.orientation_open(),
            "the first move fixes the orientation"
        );
        play(&mut w, "e5", Completion::Settled, Shown::Unsensed, 5);
        play(
            &mut w,
            "Nf3",
            Completion::Announcement,
            Shown::Read { cut: Some(0) },
            9,
        );
        in_step(&w);
        assert_eq!(san_of(&w), ["e4", "e5", "Nf3"]);
        assert_eq!(w.last().map(|m| m.mover), Some(Color::White));
        assert_eq!(w.position().turn(), Color::Black);
        assert_eq!(w.tracker().last_firm(), Some(true));
    }

    #[test]
    fn imported_moves_stand_before_the_first_and_fix_the_orientation() {
        let pos = Chess::default();
        let e4 = "e4".parse::<San>().unwrap().to_move(&pos).unwrap();
        let w = Writer::new(&pos, &[e4], true);
        in_step(&w);
        assert!(!w.orientation_open());
        assert_eq!(w.last().map(|m| m.completed_by), Some(Completion::Imported));
    }

    #[test]
    fn a_takeback_leaves_both_at_the_earlier_position_and_is_noted() {
        let mut w = Writer::new(&Chess::default(), &[], false);
        pressed(&mut w, &["e4", "e5", "Nf3", "Nc6"]);
        w.take_back(2, Duration::from_secs(10));
        in_step(&w);
        assert_eq!(san_of(&w), ["e4", "e5"]);
        let last = w.record().notes().last().expect("noted");
        assert_eq!(last.what, Happening::Takeback { plies: 2 });
        assert_eq!(last.ply, 2);
    }

    #[test]
    fn a_revision_keeps_the_clock_reading_and_notes_both_moves() {
        for shown in [Shown::Unsensed, Shown::Read { cut: None }] {
            let mut w = Writer::new(&Chess::default(), &[], false);
            play(&mut w, "d4", Completion::Settled, shown, 1);
            w.set_last_clock(Duration::from_secs(297));
            let d3 = "d3".parse::<San>().unwrap();
            let d3 = d3.to_move(&w.tracker().positions()[0]).unwrap();
            let before = w.revise_last(d3, shown, Duration::from_secs(2));
            assert_eq!(
                before.as_ref().map(|p| p.board()),
                Some(Chess::default().board())
            );
            in_step(&w);
            assert_eq!(san_of(&w), ["d3"]);
            assert_eq!(
                w.last().and_then(|m| m.clock),
                Some(Duration::from_secs(297))
            );
            let revised = Happening::Revised {
                from: "d4".into(),
                to: "d3".into(),
            };
            assert_eq!(w.record().notes().last().map(|n| &n.what), Some(&revised));
        }
    }

    #[test]
    fn a_revision_that_is_no_legal_move_or_has_no_move_to_revise_changes_nothing() {
        let mut w = Writer::new(&Chess::default(), &[], false);
        let e4 = "e4"
            .parse::<San>()
            .unwrap()
            .to_move(&Chess::default())
            .unwrap();
        assert!(w.revise_last(e4, Shown::Unsensed, Duration::ZERO).is_none());
        play(&mut w, "e4", Completion::Settled, Shown::Unsensed, 1);
        // Black's reply is not White's move to revise.
        let e5 = "e5".parse::<San>().unwrap().to_move(w.position()).unwrap();
        assert!(
            w.revise_last(e5, Shown::Unsensed, Duration::from_secs(2))
                .is_none()
        );
        in_step(&w);
        assert_eq!(san_of(&w), ["e4"]);
        assert!(w.record().notes().is_empty());
    }

    #[test]
    fn mate_ends_by_the_rules_and_a_takeback_reopens_the_game() {
        let mut w = Writer::new(&Chess::default(), &[], false);
        for san in ["f3", "e5", "g4", "Qh4#"] {
            assert!(w.rules_end().is_none(), "not over before {san}");
            pressed(&mut w, &[san]);
        }
        let ending = w.rules_end().expect("mate");
        assert_eq!(ending.reason, EndReason::Checkmate);
        w.end(ending, Duration::from_secs(5));
        assert_eq!(
            w.record().result(),
            Some(Outcome::Known(KnownOutcome::Decisive {
                winner: Color::Black
            }))
        );
        w.take_back(1, Duration::from_secs(6));
        assert_eq!(w.record().result(), None, "the result goes with the move");
        assert!(w.rules_end().is_none());
    }
}
