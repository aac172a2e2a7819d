//! Games generated from a start, deterministically: castling whenever it is legal (both sides, in every
//! Chess960 start), otherwise a legal move drawn by a fixed generator from a seed. The demo's Chess960 game
//! and the tests' games; such a game shows the rules, not chess (nothing here evaluates a position).

use shakmaty::{Chess, Move, Position};

/// A small linear congruential generator: the same seed draws the same moves on every machine.
#[derive(Debug, Clone)]
struct Lcg(u64);

impl Lcg {
    /// A number below `n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// A game of up to `plies` from `start` (fewer when it ends): castling whenever it is legal (one of the
/// castlings drawn when both are), otherwise a legal move drawn from `seed`.
pub fn castling_game(start: &Chess, plies: usize, seed: u64) -> Vec<Move> {
    let mut rng = Lcg(seed);
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        let castles: Vec<&Move> = legal.iter().filter(|m| m.is_castle()).collect();
        let drawn = match castles.as_slice() {
            [] => legal.get(rng.below(legal.len())),
            some => some.get(rng.below(some.len())).copied(),
        };
        let Some(&mv) = drawn else {
            break;
        };
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

/// The first of the games [`castling_game`] draws from seeds `0..tries` in which castling comes within `plies`
/// (the seed's game where none does, or none is tried).
pub fn game_that_castles(start: &Chess, plies: usize, tries: u64) -> Vec<Move> {
    (0..tries)
        .map(|seed| castling_game(start, plies, seed))
        .find(|game| game.iter().any(|m| m.is_castle()))
        .unwrap_or_else(|| castling_game(start, plies, 0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::chess960::StartNumber;

    #[test]
    fn the_same_seed_draws_the_same_legal_game_and_castles_when_it_can() {
        let start = StartNumber::new(0)
            .map(StartNumber::position)
            .unwrap_or_default();
        let game = castling_game(&start, 40, 7);
        assert_eq!(game, castling_game(&start, 40, 7));
        assert_eq!(game.len(), 40);
        let mut pos = start.clone();
        for m in &game {
            let castle = pos.legal_moves().into_iter().find(|c| c.is_castle());
            assert!(
                castle.is_none() || m.is_castle(),
                "{m:?} instead of castling"
            );
            assert!(pos.is_legal(*m));
            pos.play_unchecked(*m);
        }
        assert_ne!(game, castling_game(&start, 40, 8));
        let castles = game_that_castles(&start, 40, 64);
        assert!(castles.len() == 40 && castles.iter().any(|m| m.is_castle()));
    }
}
