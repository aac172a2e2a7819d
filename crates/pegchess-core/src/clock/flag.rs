//! Flag fall (Articles 6.8, 6.9): who fell first, and whether the fall loses or draws.

use shakmaty::{Color, Position};
use std::time::Duration;

/// The flags that have fallen by some moment: the first, and the other if it fell too.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FlagFall {
    /// The player whose flag fell first.
    pub first: Color,
    /// When it fell (the clock's time, exact, not when it was noticed).
    pub at: Duration,
    /// The other player and when, if that flag has fallen too.
    pub second: Option<(Color, Duration)>,
}

/// What a flag fall means for the game (6.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagVerdict {
    /// The player whose flag fell loses: the opponent could still mate.
    Loss,
    /// Drawn: the opponent cannot mate by any series of legal moves.
    Draw,
}

/// Whether `flagged`'s flag fall in `position` loses, or draws because the opponent has no mating
/// material (shakmaty's `has_insufficient_material`, which never calls a winnable position drawn).
pub fn flag_verdict<P: Position>(position: &P, flagged: Color) -> FlagVerdict {
    if position.has_insufficient_material(flagged.other()) {
        FlagVerdict::Draw
    } else {
        FlagVerdict::Loss
    }
}

impl FlagFall {
    /// The verdict for the first flag in `position` (6.9).
    pub fn verdict<P: Position>(&self, position: &P) -> FlagVerdict {
        flag_verdict(position, self.first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    #[test]
    fn bare_king_opponent_draws() {
        // White has K+Q, Black a bare king.
        let p = pos("8/8/8/4k3/8/8/8/3QK3 w - - 0 1");
        assert_eq!(flag_verdict(&p, Color::White), FlagVerdict::Draw);
        assert_eq!(flag_verdict(&p, Color::Black), FlagVerdict::Loss);
        assert_eq!(
            flag_verdict(&Chess::default(), Color::White),
            FlagVerdict::Loss
        );
    }
}
