//! Where castling carries the king and the rook (standard and Chess960): what both hand models and the e-board's
//! hold times need.

use shakmaty::{CastlingSide, Color, Square};

/// The two pegs a castling move shifts, king first: `[(king, king's square), (rook, rook's square)]`.
pub fn castling_pegs(king: Square, rook: Square) -> [(Square, Square); 2] {
    let side = if rook.file() > king.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    let color = if king.rank() == shakmaty::Rank::First {
        Color::White
    } else {
        Color::Black
    };
    [(king, side.king_to(color)), (rook, side.rook_to(color))]
}
