//! How a board of pieces (the sighted player's e-board) stands against the record, in every state: in step,
//! behind by moves still to copy, one legal move ahead, a hand at work, or differing — and, when it differs,
//! the fixes that bring it to the nearest position it should show (D.2.9).
//!
//! Pure: positions and a board in, a state out. The session decides when a state is reported.

use super::pieces::{SquareDiff, differences};
use shakmaty::{Board, Chess, Color, Move, Piece, Position, Square};

/// How a board stands against the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Agreement {
    /// The board shows the record's position after this many plies: all of them (in step), or fewer
    /// (behind, the rest still to be copied).
    Record {
        /// Plies of the record the board shows.
        plies: usize,
    },
    /// The board shows the record's newest position and one legal move more (made there first).
    Ahead(Move),
    /// A hand is at work: every square shows either the position before a move still to be made, the
    /// position after it, or nothing (a piece in the hand).
    HandAtWork,
    /// None of the above: what differs from the nearest position the board should show.
    Differs(Difference),
}

/// A board that none of the other states explains, measured against the nearest position it should show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// The record's plies the expected position follows.
    pub plies: usize,
    /// A legal move beyond the record that the expected position also has (the board is ahead by it).
    pub beyond: Option<Move>,
    /// The squares that differ, a8 to h1.
    pub squares: Vec<SquareDiff>,
    /// The fixes that restore the expected position, the most telling first.
    pub fixes: Vec<Fix>,
}

/// One fix on a board of pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fix {
    /// This piece stands on `from` and belongs on `to`.
    Move {
        /// The piece.
        piece: Piece,
        /// Where it stands.
        from: Square,
        /// Where it belongs.
        to: Square,
    },
    /// Another piece stands here than should.
    Replace {
        /// The square.
        square: Square,
        /// What stands there.
        found: Piece,
        /// What should.
        expected: Piece,
    },
    /// This piece should not be on the board here.
    Remove {
        /// The piece.
        piece: Piece,
        /// Its square.
        square: Square,
    },
    /// This piece is missing here.
    Place {
        /// The piece.
        piece: Piece,
        /// Its square.
        square: Square,
    },
}

impl Fix {
    /// The first square the fix names (where a hand goes first).
    pub fn square(&self) -> Square {
        match *self {
            Fix::Move { from, .. } => from,
            Fix::Replace { square, .. }
            | Fix::Remove { square, .. }
            | Fix::Place { square, .. } => square,
        }
    }
}

/// The fix for the console, pieces in FEN letters (upper case White): `B d4->c4`, `on f3 B should be N`,
/// `remove q e5`, `place P e2`.
impl std::fmt::Display for Fix {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Fix::Move { piece, from, to } => write!(f, "{} {from}->{to}", piece.char()),
            Fix::Replace {
                square,
                found,
                expected,
            } => write!(
                f,
                "on {square} {} should be {}",
                found.char(),
                expected.char()
            ),
            Fix::Remove { piece, square } => write!(f, "remove {} {square}", piece.char()),
            Fix::Place { piece, square } => write!(f, "place {} {square}", piece.char()),
        }
    }
}

/// The fixes that turn `found` into `expected`: a piece that stands on a wrong square and is missing on
/// another is one move; then pieces of another kind, pieces too many, pieces missing.
pub fn fixes(expected: &Board, found: &Board) -> Vec<Fix> {
    let diffs = differences(expected, found);
    let mut extra: Vec<(Square, Piece)> = diffs
        .iter()
        .filter_map(|d| d.found.map(|p| (d.square, p)))
        .collect();
    let mut missing: Vec<(Square, Piece)> = diffs
        .iter()
        .filter_map(|d| d.expected.map(|p| (d.square, p)))
        .collect();
    let mut out = Vec::new();
    // A piece on the wrong square: the same piece missing elsewhere. Prefer the nearest pairing.
    missing.retain(|&(to, piece)| {
        let best = extra
            .iter()
            .enumerate()
            .filter(|(_, (from, p))| *p == piece && *from != to)
            .min_by_key(|(_, (from, _))| from.distance(to))
            .map(|(i, _)| i);
        match best {
            Some(i) => {
                let (from, _) = extra.remove(i);
                out.push(Fix::Move { piece, from, to });
                false
            }
            None => true,
        }
    });
    let mut places = Vec::new();
    for (square, expected) in missing {
        match extra.iter().position(|(sq, _)| *sq == square) {
            Some(i) => {
                let (_, found) = extra.remove(i);
                out.push(Fix::Replace {
                    square,
                    found,
                    expected,
                });
            }
            None => places.push(Fix::Place {
                piece: expected,
                square,
            }),
        }
    }
    out.extend(
        extra
            .into_iter()
            .map(|(square, piece)| Fix::Remove { piece, square }),
    );
    out.extend(places);
    out
}

/// The most pieces a hand (or two) holds off the board in the middle of a move: the capturer and the
/// captured, or the king and the rook.
pub(crate) const IN_HAND: usize = 2;

/// Whether `board` shows hands at work on `m` from `before`: it is neither the position before nor after
/// the move, every square shows one of the two, or is empty with its piece in the hand (a piece of the
/// mover's, touched or moving, or the piece the move takes), or holds the promoting pawn on its last square;
/// and no piece stands in two places at once.
pub fn in_hand(before: &Chess, m: Move, board: &Board) -> bool {
    let mut after = before.clone();
    after.play_unchecked(m);
    let (b, a) = (before.board(), after.board());
    if board == b || board == a {
        return false;
    }
    let mover = before.turn();
    let mut held = 0;
    let squares = b.occupied() | a.occupied() | board.occupied();
    let fits = squares.into_iter().all(|sq| {
        let here = board.piece_at(sq);
        if here == b.piece_at(sq) || here == a.piece_at(sq) {
            return true;
        }
        match here {
            None => {
                held += 1;
                b.piece_at(sq)
                    .is_some_and(|p| p.color == mover || sq == m.to())
            }
            Some(p) => {
                m.is_promotion()
                    && sq == m.to()
                    && p.color == mover
                    && p.role == shakmaty::Role::Pawn
            }
        }
    });
    // No piece is in two places at once: on the squares the move changes, no piece more of any kind than
    // stood there before (the mover cannot have arrived while it still stands where it came from); the
    // promoted piece counts as its pawn. With the squares it leaves alone showing their piece or none, this
    // also bounds every kind on the whole board.
    let touched = changed(b, a);
    let as_before = |sq: Square, p: Piece| match m.promotion() {
        Some(role) if sq == m.to() && p.color == mover && p.role == role => Piece {
            color: mover,
            role: shakmaty::Role::Pawn,
        },
        _ => p,
    };
    let on = |board: &Board, promoted: bool| -> Vec<Piece> {
        touched
            .into_iter()
            .filter_map(|sq| {
                let p = board.piece_at(sq)?;
                Some(if promoted { as_before(sq, p) } else { p })
            })
            .collect()
    };
    let (was, now) = (on(b, false), on(board, true));
    let arrived = now
        .iter()
        .all(|p| now.iter().filter(|q| *q == p).count() <= was.iter().filter(|q| *q == p).count());
    // Pieces off the board, the moving one included: a hand holds the mover and a captured piece (or a king
    // and its rook), never three (three of the mover's pieces lifted and left off is a swept board).
    let off = b
        .occupied()
        .count()
        .saturating_sub(board.occupied().count());
    fits && held <= IN_HAND && off <= IN_HAND && arrived
}

/// The positions of a record: the start and the position after each move.
pub fn positions(start: &Chess, moves: &[Move]) -> Vec<Chess> {
    let mut out = Vec::with_capacity(moves.len() + 1);
    let mut pos = start.clone();
    out.push(pos.clone());
    for m in moves {
        pos.play_unchecked(*m);
        out.push(pos.clone());
    }
    out
}

/// How `board` stands against the record whose positions are `record` (start first), looking back no
/// further than ply `from` for positions the board may still be copying from; `beyond`: whether a position one move
/// beyond the record may be the nearest it should show (not for a board just back, which is measured against the
/// record's own positions).
pub(crate) fn classify(record: &[Chess], from: usize, board: &Board, beyond: bool) -> Agreement {
    let Some(newest) = record.last() else {
        return Agreement::HandAtWork;
    };
    let n = record.len() - 1;
    let from = from.min(n);
    // Behind or in step: the newest first, so that a repeated position counts as the latest.
    if let Some(plies) = (0..=n).rev().find(|&k| record[k].board() == board) {
        return Agreement::Record { plies };
    }
    let onward: Vec<(Move, Chess)> = newest
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut next = newest.clone();
            next.play_unchecked(m);
            (m, next)
        })
        .collect();
    if let Some((m, _)) = onward.iter().find(|(_, p)| p.board() == board) {
        return Agreement::Ahead(*m);
    }
    let moves = record[from..].windows(2).filter_map(|w| {
        let m = move_between(&w[0], &w[1])?;
        Some((&w[0], m))
    });
    let copying = moves
        .into_iter()
        .any(|(before, m)| in_hand(before, m, board));
    if copying || onward.iter().any(|(m, _)| in_hand(newest, *m, board)) {
        return Agreement::HandAtWork;
    }
    // The nearest position the board should show: the fewest fixes, the latest on a tie. A position one
    // move beyond the record counts only where the board shows that move itself as made (the rest differs):
    // a wrong move is measured against the position before it, not against some other move.
    let shows = |p: &Chess| {
        let moved = changed(newest.board(), p.board());
        differences(p.board(), board)
            .iter()
            .all(|d| !moved.contains(d.square))
    };
    let candidates = (0..=n).map(|k| (k, None, record[k].board())).chain(
        onward
            .iter()
            .filter(|(_, p)| beyond && shows(p))
            .map(|(m, p)| (n, Some(*m), p.board())),
    );
    let mut best: Option<Difference> = None;
    for (plies, beyond, expected) in candidates {
        let f = fixes(expected, board);
        let later = (plies, beyond.is_some());
        let better = best.as_ref().is_none_or(|b| {
            f.len() < b.fixes.len()
                || (f.len() == b.fixes.len() && later >= (b.plies, b.beyond.is_some()))
        });
        if better {
            best = Some(Difference {
                plies,
                beyond,
                squares: differences(expected, board),
                fixes: f,
            });
        }
    }
    Agreement::Differs(best.expect("the record has a position"))
}

/// How `board` differs from `expected`, the record's position after `plies` half-moves (nothing beyond it
/// counts: after the arbiter's restore, a move beyond it is to be taken back, not followed).
pub fn against(expected: &Chess, plies: usize, board: &Board) -> Difference {
    Difference {
        plies,
        beyond: None,
        squares: differences(expected.board(), board),
        fixes: fixes(expected.board(), board),
    }
}

/// The squares on which two boards differ.
fn changed(a: &Board, b: &Board) -> shakmaty::Bitboard {
    differences(a, b).iter().map(|d| d.square).collect()
}

/// The legal move that leads from `before` to `after`, if one does.
fn move_between(before: &Chess, after: &Chess) -> Option<Move> {
    super::pieces::move_to(before, after.board())
}

/// Whether the difference could be `side`'s own move, not finished or not yet completed (Article 11.3.1:
/// nothing is said about its legality before it is): only `side`'s pieces changed, except at most one
/// opposing piece taken off a square where one of `side`'s pieces now stands.
pub(crate) fn could_be_own_move(expected: &Board, found: &Board, side: Color) -> bool {
    let diffs = differences(expected, found);
    let mut captured = 0;
    for d in &diffs {
        if d.found.is_some_and(|p| p.color != side) {
            return false;
        }
        if d.expected.is_some_and(|p| p.color != side) {
            if d.found.is_none_or(|f| f.color != side) {
                return false;
            }
            captured += 1;
        }
    }
    let count = |b: &Board| b.by_color(side).count();
    captured <= 1 && count(found) <= count(expected) && !diffs.is_empty()
}
