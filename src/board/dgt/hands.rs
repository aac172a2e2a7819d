//! How hands move identified pieces on a sighted board: every physical order a move can be made in (captures
//! either piece first, castling any order, en passant, promotion with the pawn left waiting, sliding, touching).

use crate::board::{castling::castling_pegs, dice::Dice};
use shakmaty::{Bitboard, Board, Chess, Move, Piece, Position, Role, Square, attacks};
use std::time::Duration;

/// One thing a hand does to a sighted board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PieceAction {
    /// The piece on this square is lifted (or knocked off).
    Lift(Square),
    /// This piece is put on this square (replacing whatever stood there).
    Put(Square, Piece),
}

impl PieceAction {
    /// Applies the action to a board.
    pub fn apply(self, board: &mut Board) {
        match self {
            PieceAction::Lift(sq) => {
                board.discard_piece_at(sq);
            }
            PieceAction::Put(sq, piece) => board.set_piece_at(sq, piece),
        }
    }
}

/// A hand action after a pause.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceStep {
    /// How long after the previous step.
    pub pause: Duration,
    /// What happens.
    pub action: PieceAction,
}

/// How the hands move: `clean()` the textbook way, `seeded` in random human orders.
#[derive(Debug, Clone)]
pub struct PieceHands {
    dice: Dice,
}

impl PieceHands {
    /// Textbook hands: mover first, straight to its square, castling king first.
    pub fn clean() -> Self {
        PieceHands {
            dice: Dice::clean(),
        }
    }

    /// Hands drawn from `seed`: any capture and castling order, slides, promotions with the pawn put down
    /// first, and pieces touched and put back.
    pub fn seeded(seed: u64) -> Self {
        PieceHands {
            dice: Dice::seeded(seed),
        }
    }

    fn chance(&mut self, p: f64) -> bool {
        self.dice.chance(p)
    }

    fn pause(&mut self, lo: u64, hi: u64) -> Duration {
        self.dice.millis(lo, hi)
    }

    fn pick(&mut self, squares: Bitboard) -> Option<Square> {
        self.dice.pick_square(squares)
    }

    /// A sleeve sweeping the board: three of `side`'s pieces knocked off, one after another, and left off
    /// (no move: a slip the program must say, as real hands were seen to make).
    pub fn sweep(&mut self, board: &Board, side: shakmaty::Color) -> Vec<PieceStep> {
        let mut out = Vec::new();
        let mut left = board.by_color(side);
        for _ in 0..3 {
            let Some(sq) = self.pick(left) else { break };
            left &= !Bitboard::from_square(sq);
            self.step(&mut out, 100, 400, PieceAction::Lift(sq));
        }
        out
    }

    /// One step `lo` to `hi` milliseconds after the one before.
    fn step(&mut self, out: &mut Vec<PieceStep>, lo: u64, hi: u64, action: PieceAction) {
        let pause = self.pause(lo, hi);
        out.push(PieceStep { pause, action });
    }

    /// The steps that play `mv` in `pos` on the board.
    pub fn steps(&mut self, pos: &Chess, mv: &Move) -> Vec<PieceStep> {
        let board = pos.board();
        let mut out = Vec::new();
        // Perhaps one of the mover's other pieces is touched and put back first.
        if self.chance(0.1) {
            let others = board.by_color(pos.turn()) & !Bitboard::from_iter(mv.from());
            if let Some(sq) = self.pick(others)
                && let Some(piece) = board.piece_at(sq)
            {
                self.step(&mut out, 400, 1500, PieceAction::Lift(sq));
                self.step(&mut out, 200, 900, PieceAction::Put(sq, piece));
            }
        }
        let done = match *mv {
            Move::Normal { .. } => self.normal(board, mv, &mut out),
            Move::EnPassant { from, to } => self.en_passant(board, from, to, &mut out),
            Move::Castle { king, rook } => self.castle(board, king, rook, &mut out),
            Move::Put { role, to } => {
                let piece = Piece {
                    color: pos.turn(),
                    role,
                };
                self.step(&mut out, 300, 900, PieceAction::Put(to, piece));
                Some(())
            }
        };
        if done.is_some() { out } else { Vec::new() }
    }

    /// A move of one piece (a capture either piece first, a slide, a promotion with the pawn left waiting, a
    /// pawn resting on the square its double step passes); `None` when the board lacks the mover.
    fn normal(&mut self, board: &Board, mv: &Move, out: &mut Vec<PieceStep>) -> Option<()> {
        let Move::Normal {
            role,
            from,
            to,
            capture,
            promotion,
        } = *mv
        else {
            return None;
        };
        let piece = board.piece_at(from)?;
        let captured_first = capture.is_some() && self.chance(0.5);
        if captured_first {
            self.step(out, 400, 1500, PieceAction::Lift(to));
        }
        self.step(out, 300, 1500, PieceAction::Lift(from));
        if matches!(role, Role::Rook | Role::Bishop | Role::Queen) && self.chance(0.3) {
            for mid in attacks::between(from, to) {
                self.step(out, 60, 200, PieceAction::Put(mid, piece));
                self.step(out, 30, 120, PieceAction::Lift(mid));
            }
        }
        if capture.is_some() && !captured_first {
            self.step(out, 150, 2500, PieceAction::Lift(to));
        }
        if let Some(new) = promotion {
            if self.chance(0.4) {
                // The pawn is put on the last rank and waits there for its new piece.
                self.step(out, 200, 600, PieceAction::Put(to, piece));
                self.step(out, 500, 2500, PieceAction::Lift(to));
            }
            let new = Piece {
                color: piece.color,
                role: new,
            };
            self.step(out, 200, 900, PieceAction::Put(to, new));
            return Some(());
        }
        let passes = (role == Role::Pawn)
            .then(|| pawn_passes(from, to))
            .flatten();
        if let Some(mid) = passes.filter(|_| self.chance(0.3)) {
            // The pawn is set down a moment on the square it passes, then moved on.
            self.step(out, 150, 600, PieceAction::Put(mid, piece));
            self.step(out, 100, 1000, PieceAction::Lift(mid));
        }
        self.step(out, 150, 600, PieceAction::Put(to, piece));
        Some(())
    }

    /// En passant, the captured pawn taken off first or last.
    fn en_passant(
        &mut self,
        board: &Board,
        from: Square,
        to: Square,
        out: &mut Vec<PieceStep>,
    ) -> Option<()> {
        let piece = board.piece_at(from)?;
        let captured = Square::from_coords(to.file(), from.rank());
        let captured_first = self.chance(0.5);
        if captured_first {
            self.step(out, 400, 1500, PieceAction::Lift(captured));
        }
        self.step(out, 300, 1500, PieceAction::Lift(from));
        self.step(out, 150, 600, PieceAction::Put(to, piece));
        if !captured_first {
            self.step(out, 200, 900, PieceAction::Lift(captured));
        }
        Some(())
    }

    /// Castling in any order, one piece at a time or both in the hands at once.
    fn castle(
        &mut self,
        board: &Board,
        king: Square,
        rook: Square,
        out: &mut Vec<PieceStep>,
    ) -> Option<()> {
        let (k, r) = (board.piece_at(king)?, board.piece_at(rook)?);
        let [(_, king_to), (_, rook_to)] = castling_pegs(king, rook);
        let moves = [(king, king_to, k), (rook, rook_to, r)];
        let order = if self.chance(0.4) { [1, 0] } else { [0, 1] };
        // A piece put on the other's square would push it off: where king and rook trade or share squares
        // (Chess960), the hand lifts both first.
        let blocked = moves[order[0]].1 == moves[order[1]].0;
        if self.chance(0.3) || blocked {
            // Both pieces in the hands at once.
            for i in order {
                self.step(out, 300, 900, PieceAction::Lift(moves[i].0));
            }
            for i in order {
                self.step(out, 150, 600, PieceAction::Put(moves[i].1, moves[i].2));
            }
        } else {
            for i in order {
                self.step(out, 300, 900, PieceAction::Lift(moves[i].0));
                self.step(out, 150, 600, PieceAction::Put(moves[i].1, moves[i].2));
            }
        }
        Some(())
    }
}

/// The square a pawn's double step from `from` to `to` passes, if it is one.
fn pawn_passes(from: Square, to: Square) -> Option<Square> {
    let (a, b) = (from.rank() as i32, to.rank() as i32);
    ((a - b).abs() == 2 && from.file() == to.file())
        .then(|| Square::from_coords(from.file(), shakmaty::Rank::new(((a + b) / 2) as u32)))
}
