//! The move tracker: the settled position, the holes sensed since, and which move (if any) they show.

use super::correction::{Correction, corrections};
use super::holes::{HoleEvent, HoleLog, diff};
use crate::board::hands::castling_pegs;
use shakmaty::{Bitboard, Chess, Move, Position, Square};
use std::time::Duration;

/// Peg changes undone faster than this are sensor bounce, not a touch.
pub const BOUNCE: Duration = Duration::from_millis(120);

/// What the holes show, measured against the settled position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// The board shows the settled position.
    Settled,
    /// Some pieces are out of their holes and nothing stands where it should not: hands are at work.
    /// `possible` lists captures the board would also fit if frames were lost (empty when the trace is complete).
    Lifted {
        /// Holes that should hold a peg and are empty.
        holes: Bitboard,
        /// Captures that fit the holes but whose trace was not seen because frames were lost.
        possible: Vec<Move>,
    },
    /// Exactly one legal move explains the board.
    Move(Move),
    /// A pawn reached the last rank; the board cannot tell which piece it became.
    Promotion(Vec<Move>),
    /// Several moves explain the board and the trace cannot tell them apart (frames were lost).
    Ambiguous(Vec<Move>),
    /// The board shows the position this many plies back: a takeback.
    Takeback(usize),
    /// Nothing explains the board; these steps restore the settled position.
    Differs(Vec<Correction>),
}

/// The most plies a takeback may undo at once.
pub const MAX_TAKEBACK: usize = 2;

/// Follows the board from one settled position to the next.
#[derive(Debug, Clone)]
pub struct Tracker {
    positions: Vec<Chess>,
    sensed: Bitboard,
    log: HoleLog,
    trusted: bool,
    last_change: Duration,
}

impl Tracker {
    /// A tracker at `start` whose board is assumed to show it.
    pub fn new(start: Chess) -> Self {
        let sensed = start.board().occupied();
        Tracker {
            positions: vec![start],
            sensed,
            log: HoleLog::new(BOUNCE),
            trusted: true,
            last_change: Duration::ZERO,
        }
    }

    /// The settled position.
    pub fn position(&self) -> &Chess {
        self.positions
            .last()
            .expect("a tracker always has a position")
    }

    /// Every settled position from the start, oldest first.
    pub fn positions(&self) -> &[Chess] {
        &self.positions
    }

    /// The occupancy last sensed (in the game's squares).
    pub fn sensed(&self) -> Bitboard {
        self.sensed
    }

    /// When the sensed occupancy last changed.
    pub fn last_change(&self) -> Duration {
        self.last_change
    }

    /// The hole events since the settled position.
    pub fn events(&self) -> &[HoleEvent] {
        self.log.events()
    }

    /// Takes a new reading. A `resync` reading (after lost frames or a reconnect) means the events
    /// between the last reading and this one are unknown, so capture traces can no longer be trusted.
    pub fn sense(&mut self, holes: Bitboard, at: Duration, resync: bool) {
        if resync && holes != self.sensed {
            self.trusted = false;
        }
        if holes == self.sensed {
            return;
        }
        for event in diff(self.sensed, holes, at) {
            self.log.push(event);
        }
        self.sensed = holes;
        self.last_change = at;
    }

    /// Marks the trace as incomplete (frames were lost), even if the holes look unchanged.
    pub fn distrust(&mut self) {
        self.trusted = false;
    }

    /// Pieces touched since the settled position: out and back in their own hole, excluding `moved` squares.
    pub fn touched(&self, moved: Bitboard) -> Vec<(shakmaty::Piece, Square)> {
        let board = self.position().board();
        self.log
            .touched(self.sensed & board.occupied() & !moved)
            .into_iter()
            .filter_map(|sq| board.piece_at(sq).map(|p| (p, sq)))
            .collect()
    }

    /// Forgets the trace of touches once the board is back at the settled position.
    pub fn forget_touches(&mut self) {
        self.log.clear();
        self.trusted = true;
    }

    /// What the board shows now.
    pub fn read(&self) -> Reading {
        let pos = self.position();
        let occupied = pos.board().occupied();
        if self.sensed == occupied {
            return Reading::Settled;
        }
        let mut fits: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| occupancy_after(occupied, m) == self.sensed)
            .collect();
        let mut possible = Vec::new();
        // A finished capture and a lifted piece look alike; the trace of hands tells them apart.
        fits.retain(|m| {
            let hovering_lookalike = matches!(
                m,
                Move::Normal {
                    capture: Some(_),
                    ..
                }
            );
            if !hovering_lookalike {
                return true;
            }
            if self.trusted {
                return self
                    .log
                    .capture_seen(m.from().expect("normal move"), m.to());
            }
            possible.push(*m);
            false
        });
        match fits.len() {
            0 => {}
            1 => return Reading::Move(fits.remove(0)),
            _ if fits
                .iter()
                .all(|m| m.promotion().is_some() && m.to() == fits[0].to()) =>
            {
                return Reading::Promotion(fits);
            }
            _ => return Reading::Ambiguous(fits),
        }
        if self.sensed & !occupied == Bitboard::EMPTY {
            return Reading::Lifted {
                holes: occupied & !self.sensed,
                possible,
            };
        }
        if let Some(k) = self.takeback_depth() {
            return Reading::Takeback(k);
        }
        Reading::Differs(corrections(self.sensed, pos.board()))
    }

    fn takeback_depth(&self) -> Option<usize> {
        (1..=MAX_TAKEBACK.min(self.positions.len() - 1)).find(|k| {
            self.positions[self.positions.len() - 1 - k]
                .board()
                .occupied()
                == self.sensed
        })
    }

    /// Completes a move: it becomes the settled position and the trace starts afresh.
    /// The move must be legal in the settled position.
    pub fn complete(&mut self, m: &Move) {
        let mut next = self.position().clone();
        next.play_unchecked(*m);
        self.positions.push(next);
        self.log.clear();
        self.trusted = true;
    }

    /// Undoes `plies` completed moves (a takeback agreed by the players).
    pub fn take_back(&mut self, plies: usize) {
        let keep = self.positions.len().saturating_sub(plies).max(1);
        self.positions.truncate(keep);
        self.log.clear();
        self.trusted = true;
    }
}

/// The occupancy after playing `m` from a position with occupancy `occupied`.
pub fn occupancy_after(occupied: Bitboard, m: &Move) -> Bitboard {
    let bit = Bitboard::from_square;
    match *m {
        Move::Normal { from, to, .. } => (occupied & !bit(from)) | bit(to),
        Move::EnPassant { from, to } => {
            let captured = Square::from_coords(to.file(), from.rank());
            (occupied & !bit(from) & !bit(captured)) | bit(to)
        }
        Move::Castle { king, rook } => {
            let [(_, king_to), (_, rook_to)] = castling_pegs(king, rook);
            (occupied & !bit(king) & !bit(rook)) | bit(king_to) | bit(rook_to)
        }
        Move::Put { to, .. } => occupied | bit(to),
    }
}
