//! The dice both boards' hand models (the peg board's and the e-board's) draw their chances and pauses from.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use shakmaty::{Bitboard, Square};
use std::time::Duration;

/// The chances and pauses both boards' hand models draw from: textbook (no randomness, middle values) or
/// seeded.
#[derive(Debug, Clone)]
pub struct Dice {
    rng: Option<SmallRng>,
}

impl Dice {
    /// No randomness: nothing by chance happens, pauses are the middle of their range, picks the first.
    pub fn clean() -> Self {
        Dice { rng: None }
    }

    /// Random draws from `seed`.
    pub fn seeded(seed: u64) -> Self {
        Dice {
            rng: Some(SmallRng::seed_from_u64(seed)),
        }
    }

    /// Whether something with probability `p` happens (never, for textbook hands).
    pub fn chance(&mut self, p: f64) -> bool {
        self.rng.as_mut().is_some_and(|r| r.random_bool(p))
    }

    /// A pause from `lo` to `hi` milliseconds (their middle, for textbook hands).
    pub fn millis(&mut self, lo: u64, hi: u64) -> Duration {
        Duration::from_millis(match self.rng.as_mut() {
            Some(r) => r.random_range(lo..=hi),
            None => (lo + hi) / 2,
        })
    }

    /// One of `items` (the first, for textbook hands); `None` when there are none.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        match self.rng.as_mut() {
            Some(r) if !items.is_empty() => Some(items[r.random_range(0..items.len())]),
            _ => items.first().copied(),
        }
    }

    /// One of the squares in `squares`.
    pub fn pick_square(&mut self, squares: Bitboard) -> Option<Square> {
        self.pick(&squares.into_iter().collect::<Vec<_>>())
    }

    /// The pause between two hand steps: log-uniform from 5 ms to 2 s (375 ms for textbook hands).
    pub fn pace(&mut self) -> Duration {
        match self.rng.as_mut() {
            Some(r) => {
                let ms = (5f64.ln() + r.random::<f64>() * (2000f64.ln() - 5f64.ln())).exp();
                Duration::from_micros((ms * 1000.0) as u64)
            }
            None => Duration::from_millis(375),
        }
    }
}
