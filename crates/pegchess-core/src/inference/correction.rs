//! One step that brings a peg board back to the position it should show.

use shakmaty::{Bitboard, Board, Piece, Square};

/// One step of a restoration, as the player would carry it out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Correction {
    /// There is a peg in this hole, and there should be none.
    Empty(Square),
    /// This piece belongs in this hole, which is empty.
    Place(Piece, Square),
}

/// The steps that turn the sensed occupancy into the occupancy of `expected`:
/// first the holes to empty, then the pieces to put back, each in square order.
pub fn corrections(sensed: Bitboard, expected: &Board) -> Vec<Correction> {
    let extra = sensed & !expected.occupied();
    let missing = expected.occupied() & !sensed;
    extra
        .into_iter()
        .map(Correction::Empty)
        .chain(missing.into_iter().filter_map(|sq| {
            expected
                .piece_at(sq)
                .map(|piece| Correction::Place(piece, sq))
        }))
        .collect()
}
