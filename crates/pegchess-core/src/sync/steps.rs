//! Piece-aware corrections: the steps that turn one position into another on a real board
//! (squares to empty, pieces to exchange, pieces to put down), as the arbiter reads them out.

use shakmaty::{Board, Piece, Square};

/// One step of setting a board to a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Take this piece off this square (the square stays empty).
    Remove(Piece, Square),
    /// The square holds the wrong piece: take `found` off and put `wanted` there.
    Replace {
        /// The square.
        square: Square,
        /// The piece standing there now.
        found: Piece,
        /// The piece that belongs there.
        wanted: Piece,
    },
    /// Put this piece on this empty square.
    Place(Piece, Square),
}

/// The steps that turn `current` into `target`: first the pieces to take off, then the pieces to
/// exchange, then the pieces to put down, each group in square order (a1, b1, ... h8), so that every
/// piece taken off is in hand before it is needed elsewhere.
pub fn steps(current: &Board, target: &Board) -> Vec<Step> {
    let mut removes = Vec::new();
    let mut replaces = Vec::new();
    let mut places = Vec::new();
    for square in Square::ALL {
        match (current.piece_at(square), target.piece_at(square)) {
            (Some(found), None) => removes.push(Step::Remove(found, square)),
            (Some(found), Some(wanted)) if found != wanted => replaces.push(Step::Replace {
                square,
                found,
                wanted,
            }),
            (None, Some(wanted)) => places.push(Step::Place(wanted, square)),
            _ => {}
        }
    }
    removes.into_iter().chain(replaces).chain(places).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undoing_a_capture_exchanges_then_puts_back() {
        // After 1. e4 d5 2. exd5, back to the position after 1... d5.
        let after: Board = "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR"
            .parse()
            .unwrap();
        let before: Board = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR"
            .parse()
            .unwrap();
        use shakmaty::{Color, Piece, Role, Square};
        let pawn = |color| Piece {
            color,
            role: Role::Pawn,
        };
        assert_eq!(
            steps(&after, &before),
            [
                Step::Replace {
                    square: Square::D5,
                    found: pawn(Color::White),
                    wanted: pawn(Color::Black)
                },
                Step::Place(pawn(Color::White), Square::E4)
            ]
        );
        assert_eq!(
            steps(&before, &after),
            [
                Step::Remove(pawn(Color::White), Square::E4),
                Step::Replace {
                    square: Square::D5,
                    found: pawn(Color::Black),
                    wanted: pawn(Color::White)
                }
            ]
        );
        assert!(steps(&before, &before).is_empty());
    }
}
