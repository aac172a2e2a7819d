//! The arguments a typed key reads: a square, and the clock corrections' increment, time and move count, with
//! their limits.

use super::KeyError;
use super::words::side_of;
use crate::session::ClockAction;
use shakmaty::Square;
use std::time::Duration;

/// The most time `set` may give a player.
const MAX_SET: Duration = Duration::from_secs(24 * 3600);
/// The largest increment `increment` may add.
const MAX_INCREMENT: u64 = 3600;
/// The largest move counter `moves` may set.
const MAX_MOVES: u32 = 500;

/// A square named in a line (`e4`).
pub(super) fn square_of(text: &str) -> Result<Square, KeyError> {
    text.trim()
        .parse()
        .map_err(|_| KeyError::NotASquare(text.trim().to_string()))
}

/// `increment SECONDS`: seconds added to the player to move.
pub(super) fn increment(secs: &str) -> Result<ClockAction, KeyError> {
    let secs = secs
        .trim()
        .parse()
        .ok()
        .filter(|s| *s <= MAX_INCREMENT)
        .ok_or(KeyError::Increment)?;
    Ok(ClockAction::AddIncrement(Duration::from_secs(secs)))
}

/// `set SIDE H:MM:SS`: a side's time set.
pub(super) fn set_time(rest: &str) -> Result<ClockAction, KeyError> {
    let (side, time) = rest.trim().split_once(' ').ok_or(KeyError::Set)?;
    Ok(ClockAction::SetTime(side_of(side)?, hms(time)?))
}

/// `moves SIDE N`: a side's move counter set.
pub(super) fn set_moves(rest: &str) -> Result<ClockAction, KeyError> {
    let (side, n) = rest.trim().split_once(' ').ok_or(KeyError::Moves)?;
    let n = n
        .trim()
        .parse()
        .ok()
        .filter(|n| *n <= MAX_MOVES)
        .ok_or(KeyError::Moves)?;
    Ok(ClockAction::SetMoves(side_of(side)?, n))
}

/// Reads H:MM:SS, M:SS or seconds, at most 24 hours.
fn hms(text: &str) -> Result<Duration, KeyError> {
    let bad = || KeyError::NotATime(text.trim().to_string());
    let mut secs = 0u64;
    for part in text.trim().split(':') {
        let part = part.parse::<u64>().map_err(|_| bad())?;
        secs = secs
            .checked_mul(60)
            .and_then(|s| s.checked_add(part))
            .ok_or_else(bad)?;
    }
    Some(Duration::from_secs(secs))
        .filter(|d| *d <= MAX_SET)
        .ok_or_else(bad)
}
