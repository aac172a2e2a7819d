//! The first rating of a player new to the list: FIDE Rating Regulations effective from 1 March 2024, 7.1.4
//! and 8.2 (unchanged by the amendment of 1 October 2025, which touches 8.3.1 only).
//!
//! - 8.2.1: if the player scores zero in their first event, that event is disregarded; otherwise every result
//!   counts, pooled over events as 7.1.4 says.
//! - 8.2.2: Ra is the average rating of the rated opponents plus two hypothetical opponents rated 1800, against
//!   whom the player is taken to have drawn.
//! - 8.2.3: Ru = Ra + dp (table 8.1.1), rounded to the nearest whole number; the most it can be is 2200.
//! - 7.1.4: it is published when based on at least 5 games against rated opponents, and at least 1400.
//!
//! The regulations do not say how p is brought to the table's hundredths: it is rounded to the nearest
//! hundredth, .005 up, as the Title Regulations round percentages before the same table. Everything else is
//! exact: sums in whole points, one rounding at the end.

use super::fide_tables::dp;
use super::{Day, FLOOR, Game, RatingError};

/// The day these rules came into force; the program computes no first rating by the rules before them.
pub const FROM: Day = Day::known(2024, 3, 1);

/// The rating of each hypothetical opponent (8.2.2).
pub(crate) const HYPOTHETICAL_RATING: u16 = 1800;
/// How many hypothetical opponents are added, each a draw (8.2.2).
pub(crate) const HYPOTHETICAL_GAMES: u16 = 2;
/// The highest first rating (8.2.3).
pub(crate) const MAX_INITIAL: i64 = 2200;
/// The games against rated opponents a first rating needs before it is published (7.1.4).
pub(crate) const MIN_GAMES: usize = 5;

/// Whether a first rating is published on the next list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Publication {
    /// It is published.
    Published,
    /// Fewer than 5 games against rated opponents so far: results wait, pooled with later events (7.1.4).
    TooFewGames,
    /// Below the 1400 floor: not published (7.1.4).
    BelowFloor,
}

/// A first rating, with the figures it comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Initial {
    /// The games counted (the first event's left out when it scored zero).
    pub games: usize,
    /// The games of a first event that scored zero, disregarded (8.2.1).
    pub disregarded: usize,
    /// Ra in hundredths of a point: the average of the opponents and the two hypothetical ones.
    pub average: i64,
    /// p in hundredths: the score with the two draws, over the games with the two hypothetical ones.
    pub p: u8,
    /// dp from table 8.1.1.
    pub dp: i32,
    /// Ru as computed, rounded, before the 2200 limit.
    pub computed: i64,
    /// The first rating: Ru, at most 2200.
    pub rating: i64,
    /// Whether it is published.
    pub publication: Publication,
}

/// The first rating from the player's events, in the order played, each its games against rated opponents.
pub fn initial(events: &[Vec<Game>]) -> Result<Initial, RatingError> {
    let first_scored_zero = events
        .first()
        .is_some_and(|first| first.iter().all(|g| g.score.hundredths() == 0));
    let disregarded = match events.first() {
        Some(first) if first_scored_zero => first.len(),
        _ => 0,
    };
    let skip = usize::from(first_scored_zero);
    let games: Vec<&Game> = events.iter().skip(skip).flatten().collect();
    if games.is_empty() && disregarded > 0 {
        return Err(RatingError::ZeroFirstEvent(disregarded));
    }
    if games.is_empty() {
        return Err(RatingError::NoGames);
    }
    let n = i64::try_from(games.len()).unwrap_or(i64::MAX);
    let hypothetical = i64::from(HYPOTHETICAL_GAMES);
    let with_hypothetical = n + hypothetical;
    let sum: i64 = games
        .iter()
        .map(|g| i64::from(g.opponent.get()))
        .sum::<i64>()
        + hypothetical * i64::from(HYPOTHETICAL_RATING);
    // Scores in hundredths; the two hypothetical draws add 100.
    let score: i64 = games.iter().map(|g| g.score.hundredths()).sum::<i64>() + 50 * hypothetical;
    // p in hundredths, rounded to the nearest, half up: (score / with_hypothetical) in hundredths of a point.
    let p = u8::try_from((2 * score + with_hypothetical) / (2 * with_hypothetical)).unwrap_or(100);
    let dp = dp(p);
    // Ru = sum / (n + 2) + dp, rounded to the nearest whole number (half away from zero: Ru is positive).
    let numerator = sum + i64::from(dp) * with_hypothetical;
    let computed = (2 * numerator + with_hypothetical) / (2 * with_hypothetical);
    let rating = computed.min(MAX_INITIAL);
    let publication = if games.len() < MIN_GAMES {
        Publication::TooFewGames
    } else if rating < i64::from(FLOOR) {
        Publication::BelowFloor
    } else {
        Publication::Published
    };
    Ok(Initial {
        games: games.len(),
        disregarded,
        average: (200 * sum + with_hypothetical) / (2 * with_hypothetical),
        p,
        dp,
        computed,
        rating,
        publication,
    })
}
