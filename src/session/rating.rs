//! The `rating` question after a game: the FIDE rating change its result makes for the blind player,
//! from the players' ratings on the score sheet (the rules are in `crate::rating`).

use super::Session;
use crate::rating::Rating;
use crate::rating::input::{NoChange, after_game};
use crate::speech::{Phrase, RatingPhrase};

impl Session {
    /// Sets the players' ratings (from the score sheet's WhiteElo and BlackElo tags), for the `rating`
    /// question; `None` where a rating is not known.
    pub fn set_ratings(&mut self, white: Option<Rating>, black: Option<Rating>) {
        self.ratings = [black, white];
    }

    /// The answer to `rating`: the game's change and the total, or why there is none yet.
    pub(super) fn rating_answer(&self) -> Vec<Phrase> {
        let outcome = self.ending().map(|e| e.outcome);
        let lines = match after_game(outcome, self.player(), self.ratings) {
            // The K factor is said with the total: one game, so the game line and the total suffice.
            Ok(change) => RatingPhrase::lines(&change).split_off(1),
            Err(NoChange::NotOver) => vec![RatingPhrase::NotOver],
            Err(NoChange::Unknown) => vec![RatingPhrase::Unknown],
        };
        lines.into_iter().map(Phrase::Rating).collect()
    }
}
