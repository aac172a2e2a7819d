//! Which way round the board stands: the board's own hole numbering against the game's squares.

use shakmaty::{Bitboard, Square};

/// How the board's holes map to the game's squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Facing {
    /// The board's a1 hole is a1.
    #[default]
    Normal,
    /// The board is turned round: its a1 hole is h8.
    Turned,
}

impl Facing {
    /// The game's square for a board hole (and back: the mapping is its own inverse).
    pub fn square(self, hole: Square) -> Square {
        match self {
            Facing::Normal => hole,
            Facing::Turned => hole.flip_vertical().flip_horizontal(),
        }
    }

    /// The game's occupancy for the board's occupancy (and back).
    pub fn holes(self, holes: Bitboard) -> Bitboard {
        match self {
            Facing::Normal => holes,
            Facing::Turned => holes.flip_vertical().flip_horizontal(),
        }
    }

    /// The other way round.
    pub fn turned(self) -> Facing {
        match self {
            Facing::Normal => Facing::Turned,
            Facing::Turned => Facing::Normal,
        }
    }
}
