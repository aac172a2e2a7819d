//! The `rating` question after a game: the players' ratings from the score sheet, and the FIDE rating change
//! the game's result makes for the blind player (the rules are in `crate::rating`).

use crate::rating::Rating;
use crate::rating::input::{NoChange, after_game};
use crate::speech::{Phrase, RatingPhrase};
use shakmaty::{ByColor, Color, KnownOutcome};

/// The players' ratings (the score sheet's WhiteElo and BlackElo tags); `None` where one is not known.
#[derive(Debug, Clone, Default)]
pub struct Ratings(ByColor<Option<Rating>>);

impl Ratings {
    /// Both players' ratings.
    pub fn set(&mut self, white: Option<Rating>, black: Option<Rating>) {
        self.0 = ByColor { white, black };
    }

    /// The answer to `rating` for the blind `player` after a game that ended in `outcome`: the game's
    /// change and the total, or why there is none yet.
    pub fn answer(&self, outcome: Option<KnownOutcome>, player: Option<Color>) -> Vec<Phrase> {
        let lines = match after_game(outcome, player, self.0) {
            // The K factor is said with the total: one game, so the game line and the total suffice.
            Ok(change) => RatingPhrase::lines(&change).split_off(1),
            Err(NoChange::NotOver) => vec![RatingPhrase::NotOver],
            Err(NoChange::Unknown) => vec![RatingPhrase::Unknown],
        };
        lines.into_iter().map(Phrase::Rating).collect()
    }
}
