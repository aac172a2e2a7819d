//! Reading rating inputs: an opponent as `rating:score`, and a game's PGN tags (WhiteElo, BlackElo,
//! Result, Date) for one side.

use super::{Game, Rating, RatingError, Score};
use shakmaty::{ByColor, Color};

/// Reads an opponent and the player's score against them: `2100:1`, `1950:½`, `1950:1/2`, `1800:0`.
pub fn opponent(text: &str) -> Result<Game, RatingError> {
    let (rating, score) = text
        .split_once(':')
        .ok_or_else(|| RatingError::NotAnOpponent(text.trim().to_string()))?;
    Ok(Game {
        opponent: rating.parse()?,
        score: score.parse()?,
    })
}

/// Why a game's tags give no rating change.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TagError {
    /// A rating tag is missing or empty ("-", "?", "0" and "" mean unknown in PGN files).
    #[error("the game has no {0} tag: the rating is not known")]
    Missing(&'static str),
    /// A rating tag that is no rating of the list.
    #[error("{tag} \"{value}\": {source}")]
    Bad {
        /// The tag.
        tag: &'static str,
        /// Its value.
        value: String,
        /// Why it is refused.
        source: RatingError,
    },
    /// The game has no result yet.
    #[error("the game's result is \"{0}\": it is not finished, so it changes no rating yet")]
    NotFinished(String),
}

/// A game read from its tags for one side: that player's rating and the game against the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TaggedGame {
    /// The player's own rating (their side's Elo tag).
    pub rating: Rating,
    /// The opponent and the player's score.
    pub game: Game,
}

fn elo(tag: &'static str, value: Option<&str>) -> Result<Rating, TagError> {
    let v = value
        .map(str::trim)
        .filter(|v| !matches!(*v, "" | "-" | "?" | "0"))
        .ok_or(TagError::Missing(tag))?;
    v.parse().map_err(|source| TagError::Bad {
        tag,
        value: v.to_string(),
        source,
    })
}

/// The score of `side` from a PGN result ("1-0", "0-1", "1/2-1/2", also "½-½").
pub fn score_of(result: &str, side: Color) -> Result<Score, TagError> {
    let white = match result.trim() {
        "1-0" => Score::Win,
        "0-1" => Score::Loss,
        "1/2-1/2" | "½-½" => Score::Draw,
        other => return Err(TagError::NotFinished(other.to_string())),
    };
    Ok(match (side, white) {
        (Color::White, s) => s,
        (Color::Black, Score::Win) => Score::Loss,
        (Color::Black, Score::Loss) => Score::Win,
        (Color::Black, Score::Draw) => Score::Draw,
    })
}

/// The ratings of `side` and of its opponent from a game's Elo tags (`tag` looks one up by name).
pub fn ratings<'a>(
    tag: impl Fn(&str) -> Option<&'a str>,
    side: Color,
) -> Result<(Rating, Rating), TagError> {
    let (own, other) = match side {
        Color::White => ("WhiteElo", "BlackElo"),
        Color::Black => ("BlackElo", "WhiteElo"),
    };
    Ok((elo(own, tag(own))?, elo(other, tag(other))?))
}

/// Reads the game for `side` from its tags: the side's Elo tag, the other side's, and the result. The
/// result is checked first: an unfinished game says so even without ratings.
pub fn from_tags<'a>(
    tag: impl Fn(&str) -> Option<&'a str>,
    side: Color,
) -> Result<TaggedGame, TagError> {
    let score = score_of(tag("Result").unwrap_or("*"), side)?;
    let (rating, opponent) = ratings(tag, side)?;
    Ok(TaggedGame {
        rating,
        game: Game { opponent, score },
    })
}

/// The day of a PGN date ("2022.03.05"), when it is written in full.
pub fn day_of(date: &str) -> Option<super::Day> {
    date.parse().ok()
}

/// The year of a PGN date ("2022.03.05"), when it is written.
pub fn year_of(date: &str) -> Option<i32> {
    let year = date.trim().split('.').next()?;
    (year.len() == 4)
        .then(|| year.parse::<i32>().ok())
        .flatten()
        .filter(|y| *y > 0)
}

/// Why a game at the board gives no rating change yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoChange {
    /// The game is not over.
    NotOver,
    /// A player's rating, or the player's side, is not known.
    Unknown,
}

/// The change a finished game at the board makes for the player of `side`, from both players' ratings
/// (indexed by colour: black 0, white 1). K follows from the player's rating alone, as for an established
/// adult player (20 under 2400, else 10); other players ask `pegchess rating` with their facts. The game is
/// being played now: the rules in force now (1 October 2025's) count.
pub fn after_game(
    outcome: Option<shakmaty::KnownOutcome>,
    side: Option<Color>,
    ratings: ByColor<Option<Rating>>,
) -> Result<super::PeriodChange, NoChange> {
    let outcome = outcome.ok_or(NoChange::NotOver)?;
    let side = side.ok_or(NoChange::Unknown)?;
    let (Some(rating), Some(opponent)) = (*ratings.get(side), *ratings.get(!side)) else {
        return Err(NoChange::Unknown);
    };
    let score = match outcome {
        shakmaty::KnownOutcome::Draw => Score::Draw,
        shakmaty::KnownOutcome::Decisive { winner } if winner == side => Score::Win,
        shakmaty::KnownOutcome::Decisive { .. } => Score::Loss,
    };
    let k = super::KFacts::established()
        .k(rating)
        .map_err(|_| NoChange::Unknown)?;
    let game = [Game { opponent, score }];
    super::period(super::Rules::October2025, rating, k, &game, None).map_err(|_| NoChange::Unknown)
}
