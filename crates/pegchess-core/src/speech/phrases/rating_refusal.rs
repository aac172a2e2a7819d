//! What is said when the rating rules refuse an input (`pegchess rating`): each [`RatingError`] and
//! [`TagError`] as a message, so the refusal is in the user's language like the answer.

use super::message::{Arg, Msg};
use crate::rating::RatingError;
use crate::rating::input::TagError;

fn count(n: usize) -> Arg {
    Arg::Number(u64::try_from(n).unwrap_or(u64::MAX))
}

/// The message of a refusal of the rating rules.
pub fn rating_error(e: &RatingError) -> Msg {
    match e {
        RatingError::OutOfRange(value) => {
            Msg::new("rating-error-out-of-range").arg("rating", Arg::Text(value.to_string()))
        }
        RatingError::NotARating(text) => {
            Msg::new("rating-error-not-a-rating").arg("text", Arg::Text(text.clone()))
        }
        RatingError::NotAScore(text) => {
            Msg::new("rating-error-not-a-score").arg("text", Arg::Text(text.clone()))
        }
        RatingError::UnknownK(text) => {
            Msg::new("rating-error-unknown-k").arg("text", Arg::Text(text.clone()))
        }
        RatingError::NoGames => Msg::new("rating-error-no-games"),
        RatingError::PeriodTooShort { period, listed } => Msg::new("rating-error-period-too-short")
            .arg("period", Arg::Number(u64::from(*period)))
            .arg("listed", count(*listed)),
        RatingError::NotAnOpponent(text) => {
            Msg::new("rating-error-not-an-opponent").arg("text", Arg::Text(text.clone()))
        }
        RatingError::ZeroFirstEvent(games) => {
            Msg::new("rating-error-zero-first-event").arg("games", count(*games))
        }
        RatingError::BirthYear { born, year } => Msg::new("rating-error-birth-year")
            .arg("born", Arg::Text(born.to_string()))
            .arg("year", Arg::Text(year.to_string())),
    }
}

/// The message of a game's tags that give no rating change.
pub fn tag_error(e: &TagError) -> Msg {
    match e {
        TagError::Missing(tag) => {
            Msg::new("rating-error-tag-missing").arg("tag", Arg::Text((*tag).into()))
        }
        TagError::Bad { tag, value, source } => Msg::new("rating-error-tag-bad")
            .arg("tag", Arg::Text((*tag).into()))
            .arg("value", Arg::Text(value.clone()))
            .sub("reason", rating_error(source)),
        TagError::NotFinished(result) => {
            Msg::new("rating-error-not-finished").arg("result", Arg::Text(result.clone()))
        }
    }
}
