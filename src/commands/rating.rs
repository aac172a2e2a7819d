//! `pegchess rating`: the FIDE rating change of a game or a rating period, one line per game and the
//! total, in the settings' language (the rules themselves are in `crate::rating`).

use crate::config::Settings;
use crate::config::cli::RatingArgs;
use crate::rating::asked::{RatingCommandError, change, first_rating};
use crate::speech::phrases::message::{Arg, Msg};
use crate::speech::phrases::rating_refusal;
use crate::speech::{Phrase, RatingPhrase, Renderer};
use std::io::Write;

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

/// Why `rating` failed.
#[derive(Debug, thiserror::Error)]
pub enum RatingRunError {
    /// The rating rules or the arguments refuse (already in the settings' language).
    #[error(transparent)]
    Refused(#[from] Box<Refused>),
    /// A line the locale cannot say (a fault of the program's locale files).
    #[error(transparent)]
    Render(#[from] crate::speech::RenderError),
    /// The lines cannot be written out.
    #[error(transparent)]
    Output(#[from] std::io::Error),
}

/// Runs `rating`: prints the K factor, one line per game and the total in the settings' language; or, for a
/// player new to the list, the first rating and how it comes about; then the regulations followed. A
/// refusal is said in the same language.
pub fn run(args: &RatingArgs, settings: &Settings) -> Result<(), RatingRunError> {
    let renderer = Renderer::from_settings(settings);
    let today = crate::live::files::wall_clock().day();
    let answer = if !args.unrated && args.first_event.is_some() {
        Err(RatingCommandError::FirstEventRated)
    } else if args.unrated {
        first_rating(args, today).map(|(first, rules)| (RatingPhrase::initial_lines(&first), rules))
    } else {
        change(args, today).map(|(change, rules)| (RatingPhrase::lines(&change), rules))
    };
    let (mut lines, rules) = answer.map_err(|why| {
        Box::new(Refused {
            said: renderer
                .try_render_msg(&refusal(&why))
                .map_or_else(|_| why.to_string(), |u| u.text()),
            why,
        })
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
