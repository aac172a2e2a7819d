//! Move numbers: which full-move number and side a half-move of a game has, counted from the position the
//! game starts in (a FEN start may have Black to move, or any move number). The one place this is computed.

use shakmaty::{Color, Position};

/// The number and side of one half-move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveNumber {
    /// The full-move number (saturating at `u32::MAX`).
    pub number: u32,
    /// The side that makes the half-move.
    pub side: Color,
}

impl MoveNumber {
    /// The half-move after `ply` half-moves have been played from `start`.
    pub fn of<P: Position>(start: &P, ply: usize) -> MoveNumber {
        MoveNumber::counted(start.fullmoves().get(), start.turn(), ply)
    }

    /// The half-move after `ply` half-moves of a game whose first half-move is `first` by `mover`.
    pub fn counted(first: u32, mover: Color, ply: usize) -> MoveNumber {
        let offset = ply.saturating_add(usize::from(mover == Color::Black)) / 2;
        MoveNumber {
            number: first.saturating_add(u32::try_from(offset).unwrap_or(u32::MAX)),
            side: if ply.is_multiple_of(2) {
                mover
            } else {
                mover.other()
            },
        }
    }
}

impl std::fmt::Display for MoveNumber {
    /// As a score sheet writes it: `12.` for White, `12...` for Black.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.side {
            Color::White => write!(f, "{}.", self.number),
            Color::Black => write!(f, "{}...", self.number),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shakmaty::Chess;

    #[test]
    fn black_first_from_a_fen() {
        assert_eq!(
            MoveNumber::counted(12, Color::Black, 0),
            MoveNumber {
                number: 12,
                side: Color::Black
            }
        );
        assert_eq!(
            MoveNumber::counted(12, Color::Black, 1),
            MoveNumber {
                number: 13,
                side: Color::White
            }
        );
        assert_eq!(MoveNumber::of(&Chess::default(), 3).number, 2);
    }

    proptest! {
        #[test]
        fn numbers_never_overflow_and_sides_alternate(first in 1..=u32::MAX, black in any::<bool>(), ply in any::<usize>()) {
            let mover = Color::from_white(!black);
            let a = MoveNumber::counted(first, mover, ply);
            let b = MoveNumber::counted(first, mover, ply.saturating_add(1));
            prop_assert!(a.number >= first);
            if ply < usize::MAX {
                prop_assert_eq!(b.side, a.side.other());
            }
        }
    }
}
