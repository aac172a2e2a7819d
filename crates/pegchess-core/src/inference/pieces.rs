//! Moves from piece identities (a sighted e-board): a move is the change between two legal positions, completed
//! the moment the board shows the new position, whatever order the hands made it in.
//!
//! A board that shows every piece needs no trace of hands: between two positions any board is hands at work.
//! One subtlety remains: a piece slid across squares, or a rook moved first in castling, passes through
//! positions that are legal moves themselves. Such a move is completed and then revised while the same player's
//! hand goes on, which the opponent's reply ends.

use shakmaty::{Board, Chess, Move, Piece, Position, Square};

/// What the board shows, measured against the settled position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PieceReading {
    /// The board shows the settled position.
    Settled,
    /// The board shows the position after this legal move: it is completed.
    Moved(Move),
    /// The board shows, instead of the last completed move, the position after this other move by the same
    /// player (a slide that went on, the king following the rook in castling).
    Revised {
        /// The move completed before.
        was: Move,
        /// The move the board shows now.
        now: Move,
    },
    /// The board shows the position this many plies back.
    Takeback(usize),
    /// After lost readings, the board shows the position two moves on: both are completed.
    CaughtUp([Move; 2]),
    /// Hands are at work (or the board is wrong): these squares differ from the settled position.
    Pending(Vec<SquareDiff>),
}

/// One square on which the board differs from a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareDiff {
    /// The square.
    pub square: Square,
    /// What should stand there.
    pub expected: Option<Piece>,
    /// What the board shows.
    pub found: Option<Piece>,
}

/// The squares on which `found` differs from `expected`, a8 to h1 rank by rank.
pub fn differences(expected: &Board, found: &Board) -> Vec<SquareDiff> {
    let changed = (expected.occupied() | found.occupied())
        .into_iter()
        .filter(|&sq| expected.piece_at(sq) != found.piece_at(sq));
    let mut diffs: Vec<SquareDiff> = changed
        .map(|square| SquareDiff {
            square,
            expected: expected.piece_at(square),
            found: found.piece_at(square),
        })
        .collect();
    diffs.sort_by_key(|d| (std::cmp::Reverse(d.square.rank()), d.square.file()));
    diffs
}

/// The most plies a takeback may undo at once.
pub(crate) const MAX_TAKEBACK: usize = 2;

/// Follows a sighted board from one legal position to the next.
#[derive(Debug, Clone)]
pub struct PieceTracker {
    positions: Vec<Chess>,
    moves: Vec<Move>,
    /// Whether the last move may still be revised (no reply since, and it was read here, not restored).
    revisable: bool,
}

impl PieceTracker {
    /// A tracker at `start`.
    pub fn new(start: Chess) -> Self {
        PieceTracker {
            positions: vec![start],
            moves: Vec::new(),
            revisable: false,
        }
    }

    /// The settled position.
    pub fn position(&self) -> &Chess {
        self.positions
            .last()
            .expect("a piece tracker always has a position")
    }

    /// The moves completed so far, from the start.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Takes a reading of the board and follows it: a move, revision or takeback is applied at once.
    pub fn sense(&mut self, board: &Board) -> PieceReading {
        let reading = self.read(board);
        match &reading {
            PieceReading::Moved(m) => self.push(*m),
            PieceReading::Revised { now, .. } => {
                self.pop(1);
                self.push(*now);
            }
            PieceReading::Takeback(k) => self.pop(*k),
            PieceReading::CaughtUp(ms) => {
                for m in ms {
                    self.push(*m);
                }
                self.revisable = false;
            }
            PieceReading::Settled | PieceReading::Pending(_) => {}
        }
        reading
    }

    /// What the board shows, without following it.
    pub fn read(&self, board: &Board) -> PieceReading {
        let pos = self.position();
        if pos.board() == board {
            return PieceReading::Settled;
        }
        if let Some(m) = move_to(pos, board) {
            return PieceReading::Moved(m);
        }
        if self.revisable
            && let [.., before, _] = self.positions.as_slice()
            && let Some(now) = move_to(before, board)
            && let Some(&was) = self.moves.last()
        {
            return PieceReading::Revised { was, now };
        }
        let depth = (1..=MAX_TAKEBACK.min(self.positions.len() - 1))
            .find(|k| self.positions[self.positions.len() - 1 - k].board() == board);
        if let Some(k) = depth {
            return PieceReading::Takeback(k);
        }
        PieceReading::Pending(differences(pos.board(), board))
    }

    /// Takes a reading after lost readings (a whole-board dump): besides what [`PieceTracker::sense`] sees,
    /// the board may show the position two moves on (a move and its reply made while the readings were lost).
    pub fn resync(&mut self, board: &Board) -> PieceReading {
        let reading = self.read(board);
        if !matches!(reading, PieceReading::Pending(_)) {
            return self.sense(board);
        }
        let pos = self.position();
        let caught = pos.legal_moves().into_iter().find_map(|first| {
            let mut next = pos.clone();
            next.play_unchecked(first);
            move_to(&next, board).map(|second| [first, second])
        });
        match caught {
            Some(ms) => {
                let reading = PieceReading::CaughtUp(ms);
                for m in ms {
                    self.push(m);
                }
                self.revisable = false;
                reading
            }
            None => reading,
        }
    }

    fn push(&mut self, m: Move) {
        let mut next = self.position().clone();
        next.play_unchecked(m);
        self.positions.push(next);
        self.moves.push(m);
        self.revisable = true;
    }

    fn pop(&mut self, plies: usize) {
        let keep = self.positions.len().saturating_sub(plies).max(1);
        self.positions.truncate(keep);
        self.moves.truncate(keep - 1);
        self.revisable = false;
    }

    /// Completes a move from outside (e.g. replayed from the journal); it must be legal in the position.
    pub fn complete(&mut self, m: Move) {
        self.push(m);
        self.revisable = false;
    }

    /// The last move can no longer be revised (another account already has the reply to it).
    pub(crate) fn close_last(&mut self) {
        self.revisable = false;
    }

    /// Keeps only the first `plies` moves (after the arbiter's decision).
    pub fn truncate(&mut self, plies: usize) {
        let extra = self.moves.len().saturating_sub(plies);
        self.pop(extra);
    }
}

/// The legal move in `pos` after which the board shows `board`, if there is one (there is at most one:
/// different legal moves leave different boards).
pub fn move_to(pos: &Chess, board: &Board) -> Option<Move> {
    let mut diff = pos.board().occupied() ^ board.occupied();
    for sq in pos.board().occupied() & board.occupied() {
        if pos.board().piece_at(sq) != board.piece_at(sq) {
            diff.add(sq);
        }
    }
    // A move changes two to four squares.
    if !(2..=4).contains(&diff.count()) {
        return None;
    }
    pos.legal_moves().into_iter().find(|m| {
        let touched = m.from().is_some_and(|f| diff.contains(f)) || diff.contains(m.to());
        touched && {
            let mut after = pos.clone();
            after.play_unchecked(*m);
            after.board() == board
        }
    })
}
