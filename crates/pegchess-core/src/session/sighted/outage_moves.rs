//! Moves made on the sighted board alone while its link was lost, more than the move and reply a board dump
//! reads: when the board back stands still showing a position the record's newest one does not explain, the
//! move sequences from it that reach the board are searched ([`crate::inference::unseen`]); exactly one is read
//! as moves, several orders or routes are said once (their order is the arbiter's, from the sighted player's
//! score sheet, D.2.9) and nothing is recorded; none leaves the difference as it was said before. The board a
//! relay passes on while the link still counts as lost is kept, so that a press in that moment is judged after
//! the moves it shows.

use super::{Difference, Follow, Measured, Sighted};
use crate::inference::unseen::{Unseen, unseen};
use crate::session::event::Effect;
use crate::speech::Phrase;
use shakmaty::{Board, Move};

impl Sighted {
    /// A relay passed `board` on while the link still counts as lost: kept, not followed (the board back is read
    /// whole), for a press meanwhile to be judged after the moves it shows.
    pub(in crate::session) fn passed_while_lost(&mut self, board: Board) {
        self.passed = Some(board);
    }

    /// The moves the board a relay passed on while the link counted as lost shows beyond `from` (the record's
    /// position), when exactly one sequence reaches it; taken once.
    pub(in crate::session) fn passed_moves(&mut self, from: &shakmaty::Chess) -> Vec<Move> {
        let Some(board) = self.passed.take() else {
            return Vec::new();
        };
        match unseen(from, &board) {
            Unseen::One(moves) => moves,
            _ => Vec::new(),
        }
    }

    /// The board differs from the record (`d`): back from the link and followed to the record's end, the moves
    /// made on it meanwhile, when a search finds them; else the difference.
    pub(super) fn unseen_or_differs(&self, d: Difference, board: &Board) -> Measured {
        let at_end = self
            .rejoined
            .as_ref()
            .is_some_and(|r| !r.behind && self.tracker.moves() == r.line.as_slice());
        if !at_end || self.restored {
            return Measured::Differs(d, board.clone());
        }
        match unseen(self.tracker.position(), board) {
            Unseen::One(moves) => Measured::Unseen(moves),
            Unseen::Several { plies } => Measured::Unordered(plies, d),
            Unseen::Unreached => Measured::Differs(d, board.clone()),
        }
    }

    /// The one sequence of `moves` reaching the board back: taken as made, from the record's end.
    pub(in crate::session) fn read_unseen(&mut self, moves: &[Move]) -> Vec<Follow> {
        for m in moves {
            self.tracker.complete(*m);
        }
        let mut steps = Vec::new();
        self.take_all(&mut steps);
        steps.extend(self.caught_up());
        steps
    }

    /// Several sequences of `plies` moves reach the board back: said once, however many moves are made on it
    /// meanwhile, for the difference, which stands (said no other way) until the board agrees with the record
    /// again.
    pub(in crate::session) fn unordered(
        &mut self,
        plies: usize,
        d: Difference,
        out: &mut Vec<Effect>,
    ) {
        if self.away_said || self.differs.as_ref().map(|o| &o.fixes) == Some(&d.fixes) {
            self.differs = Some(d);
            return;
        }
        out.push(Effect::Say(Phrase::MovesWhileAway { count: plies }));
        self.away_said = true;
        self.differs = Some(d);
    }
}
