//! The rating change a command line asks for (`pegchess rating`): the player's rating and the games from the
//! arguments and a PGN game's tags, the K factor, the rules in force on the day, and the change or the first
//! rating worked out by the rules of this room.

use super::initial::{self, Initial};
use super::input::{self, TagError};
use super::{Birth, Game, K, KFacts, KRule, Rating, RatingError};
use crate::config::cli::{RatingArgs, RatingSide};
use crate::game::pgn;
use shakmaty::Color;
use std::path::PathBuf;

/// Why `rating` cannot work out a change.
#[derive(Debug, thiserror::Error)]
pub enum RatingCommandError {
    /// A value the rating rules refuse.
    #[error(transparent)]
    Rating(#[from] RatingError),
    /// The PGN file cannot be read.
    #[error(transparent)]
    File(#[from] pgn::PgnFileError),
    /// The game asked for is not in the file.
    #[error("{} has no game {game}; it has {count}", .path.display())]
    NoSuchGame {
        /// The file.
        path: PathBuf,
        /// The game asked for (1-based).
        game: usize,
        /// How many games it has.
        count: usize,
    },
    /// The game cannot be read.
    #[error("{}: {error}", .path.display())]
    Game {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        error: pgn::PgnError,
    },
    /// Neither --rating nor a PGN game gives the player's rating.
    #[error("the player's rating is not known: give --rating, or --pgn with --side")]
    NoRating,
    /// A first rating asked for a day before the 2024 rules.
    #[error(
        "the first rating by the rules before 1 March 2024 is not implemented: give a --date from 2024-03-01"
    )]
    InitialBefore2024,
    /// `--first-event` names more opponents than were given, or none.
    #[error(
        "--first-event {first} does not fit {count} opponent(s): give a number from 1 to {count}"
    )]
    FirstEvent {
        /// The games of the first event, as given.
        first: usize,
        /// The opponents given.
        count: usize,
    },
    /// `--first-event` without `--unrated`: a rated player has no first event.
    #[error("--first-event is for a player new to the list: give it with --unrated")]
    FirstEventRated,
    /// The game's tags give no rating change.
    #[error("{} game {game}: {error}", .path.display())]
    Tags {
        /// The file.
        path: PathBuf,
        /// The game (1-based).
        game: usize,
        /// What the tags lack.
        error: TagError,
    },
}

/// What the command works from: the player's rating, the games, and the year of the period.
struct Period {
    rating: Rating,
    games: Vec<Game>,
    year: Option<i32>,
    /// The PGN game's day, when its Date is written in full.
    day: Option<super::Day>,
}

/// A PGN game's year and day, from its Date tag.
type Dated = (Option<i32>, Option<super::Day>);

/// The PGN game's part: the side's rating, the game, and its year and day.
fn from_pgn(args: &RatingArgs) -> Result<Option<(Rating, Game, Dated)>, RatingCommandError> {
    let (Some(path), Some(side)) = (&args.pgn, args.side) else {
        return Ok(None);
    };
    let games = pgn::read_file(path)?;
    let count = games.len();
    let game = games
        .into_iter()
        .nth(args.game.saturating_sub(1))
        .filter(|_| args.game >= 1)
        .ok_or_else(|| RatingCommandError::NoSuchGame {
            path: path.clone(),
            game: args.game,
            count,
        })?
        .map_err(|error| RatingCommandError::Game {
            path: path.clone(),
            error,
        })?;
    let side = match side {
        RatingSide::White => Color::White,
        RatingSide::Black => Color::Black,
    };
    let tagged = input::from_tags(|name| game.tag(name), side).map_err(|error| {
        RatingCommandError::Tags {
            path: path.clone(),
            game: args.game,
            error,
        }
    })?;
    let date = game.tag("Date");
    let year = date.and_then(input::year_of);
    let day = date.and_then(input::day_of);
    Ok(Some((tagged.rating, tagged.game, (year, day))))
}

fn period(args: &RatingArgs) -> Result<Period, RatingCommandError> {
    let mut games = Vec::new();
    let mut rating = None;
    let (mut year, mut day) = (None, None);
    if let Some((own, game, (tagged_year, tagged_day))) = from_pgn(args)? {
        rating = Some(own);
        games.push(game);
        (year, day) = (tagged_year, tagged_day);
    }
    if let Some(r) = &args.rating {
        rating = Some(r.parse()?);
    }
    for text in &args.opponents {
        games.push(input::opponent(text)?);
    }
    let rating = rating.ok_or(RatingCommandError::NoRating)?;
    Ok(Period {
        rating,
        games,
        year,
        day,
    })
}

/// The change the arguments describe, and the rules it follows (those in force on its day); `today` (by the
/// wall clock, read by the caller) is the day and year when neither the arguments nor the game give them.
pub fn change(
    args: &RatingArgs,
    today: super::Day,
) -> Result<(super::PeriodChange, super::Rules), RatingCommandError> {
    let p = period(args)?;
    let k = match &args.k {
        Some(k) => (k.parse::<K>()?, KRule::Given),
        None => KFacts {
            games_before: args.games_played,
            birth: args.born.map(|born| Birth {
                born,
                year: args.year.or(p.year).unwrap_or(today.year()),
            }),
            reached_2400: args.reached_2400,
        }
        .k(p.rating)?,
    };
    let day = args.date.or(p.day).unwrap_or(today);
    let rules = super::Rules::in_force(day);
    let change = super::period(rules, p.rating, k, &p.games, args.period_games)?;
    Ok((change, rules))
}

/// The first rating the arguments describe (`--unrated`): the opponents in the order played, the first
/// `--first-event` of them the player's first event; and the rules in force on its day (`today` unless the
/// arguments give one).
pub fn first_rating(
    args: &RatingArgs,
    today: super::Day,
) -> Result<(Initial, super::Rules), RatingCommandError> {
    let day = args.date.unwrap_or(today);
    if day < initial::FROM {
        return Err(RatingCommandError::InitialBefore2024);
    }
    let games = args
        .opponents
        .iter()
        .map(|text| input::opponent(text))
        .collect::<Result<Vec<Game>, RatingError>>()?;
    let count = games.len();
    let first = match args.first_event {
        Some(first) if first == 0 || first > count => {
            return Err(RatingCommandError::FirstEvent { first, count });
        }
        Some(first) => first,
        None => count,
    };
    let (first, later) = games.split_at(first);
    let first = initial::initial(&[first.to_vec(), later.to_vec()])?;
    Ok((first, super::Rules::in_force(day)))
}
