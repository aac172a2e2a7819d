//! `pegchess rating`: the FIDE rating change of a game or a rating period, one line per game and the
//! total, in the settings' language (the rules themselves are in `crate::rating`).

use super::CommandResult;
use crate::config::Settings;
use crate::config::cli::{RatingArgs, RatingSide};
use crate::game::date::UtcTime;
use crate::game::pgn;
use crate::rating::initial::{self, Initial};
use crate::rating::input::{self, TagError};
use crate::rating::{self, Birth, Game, K, KFacts, KRule, Rating, RatingError};
use crate::speech::message::{Arg, Msg};
use crate::speech::rating_refusal;
use crate::speech::{Phrase, RatingPhrase, Renderer};
use shakmaty::Color;
use std::io::Write;
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
    day: Option<rating::Day>,
}

/// A PGN game's year and day, from its Date tag.
type Dated = (Option<i32>, Option<rating::Day>);

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

/// The change the arguments describe, and the rules it follows (those in force on its day).
pub fn change(
    args: &RatingArgs,
) -> Result<(rating::PeriodChange, rating::Rules), RatingCommandError> {
    let p = period(args)?;
    let k = match &args.k {
        Some(k) => (k.parse::<K>()?, KRule::Given),
        None => KFacts {
            games_before: args.games_played,
            birth: args.born.map(|born| Birth {
                born,
                year: args.year.or(p.year).unwrap_or_else(this_year),
            }),
            reached_2400: args.reached_2400,
        }
        .k(p.rating)?,
    };
    let day = args.date.or(p.day).unwrap_or_else(today);
    let rules = rating::Rules::in_force(day);
    let change = rating::period(rules, p.rating, k, &p.games, args.period_games)?;
    Ok((change, rules))
}

/// The first rating the arguments describe (`--unrated`): the opponents in the order played, the first
/// `--first-event` of them the player's first event; and the rules in force on its day.
pub fn first_rating(args: &RatingArgs) -> Result<(Initial, rating::Rules), RatingCommandError> {
    let day = args.date.unwrap_or_else(today);
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
    Ok((first, rating::Rules::in_force(day)))
}

/// A refusal, said in the user's language.
#[derive(Debug, thiserror::Error)]
#[error("{said}")]
pub struct Refused {
    /// The refusal in the settings' language.
    said: String,
    /// What was refused.
    #[source]
    why: RatingCommandError,
}

/// Runs `rating`: prints the K factor, one line per game and the total in the settings' language; or, for a
/// player new to the list, the first rating and how it comes about; then the regulations followed. A
/// refusal is said in the same language.
pub fn run(args: &RatingArgs, settings: &Settings) -> CommandResult {
    let renderer = Renderer::from_settings(settings);
    let answer = if !args.unrated && args.first_event.is_some() {
        Err(RatingCommandError::FirstEventRated)
    } else if args.unrated {
        first_rating(args).map(|(first, rules)| (RatingPhrase::initial_lines(&first), rules))
    } else {
        change(args).map(|(change, rules)| (RatingPhrase::lines(&change), rules))
    };
    let (mut lines, rules) = answer.map_err(|why| Refused {
        said: renderer
            .try_render_msg(&refusal(&why))
            .map_or_else(|_| why.to_string(), |u| u.text()),
        why,
    })?;
    lines.push(RatingPhrase::Rules(rules));
    let mut out = std::io::stdout().lock();
    for line in lines {
        writeln!(out, "{}", renderer.try_render(&Phrase::Rating(line))?)?;
    }
    Ok(())
}

/// The message of a refusal (what the files and PGN reader say of a file stays as they say it).
fn refusal(e: &RatingCommandError) -> Msg {
    let path = |p: &std::path::Path| Arg::Text(p.display().to_string());
    let count = |n: usize| Arg::Number(u64::try_from(n).unwrap_or(u64::MAX));
    match e {
        RatingCommandError::Rating(e) => rating_refusal::rating_error(e),
        RatingCommandError::File(e) => {
            Msg::new("rating-error-file").arg("reason", Arg::Text(e.to_string()))
        }
        RatingCommandError::NoSuchGame {
            path: p,
            game,
            count: n,
        } => Msg::new("rating-error-no-such-game")
            .arg("path", path(p))
            .arg("game", count(*game))
            .arg("count", count(*n)),
        RatingCommandError::Game { path: p, error } => Msg::new("rating-error-game")
            .arg("path", path(p))
            .arg("reason", Arg::Text(error.to_string())),
        RatingCommandError::NoRating => Msg::new("rating-error-no-rating"),
        RatingCommandError::InitialBefore2024 => Msg::new("rating-error-initial-before-2024"),
        RatingCommandError::FirstEvent { first, count: n } => Msg::new("rating-error-first-event")
            .arg("first", count(*first))
            .arg("count", count(*n)),
        RatingCommandError::FirstEventRated => Msg::new("rating-error-first-event-rated"),
        RatingCommandError::Tags {
            path: p,
            game,
            error,
        } => Msg::new("rating-error-tags")
            .arg("path", path(p))
            .arg("game", count(*game))
            .sub("reason", rating_refusal::tag_error(error)),
    }
}

/// Today by the wall clock (UTC).
fn today() -> rating::Day {
    let now = UtcTime::now();
    rating::Day {
        year: i32::try_from(now.year).unwrap_or(i32::MAX),
        month: u8::try_from(now.month).unwrap_or(1),
        day: u8::try_from(now.day).unwrap_or(1),
    }
}

/// This year by the wall clock (UTC).
fn this_year() -> i32 {
    i32::try_from(UtcTime::now().year).unwrap_or(i32::MAX)
}
