//! A time control that cannot be read: what is wrong with it (`TimeControlProblem`), the amount that is
//! wrong or too large (`Amount`, with its limit), and the whole error with examples (`ParseTimeControlError`).

use super::presets::PRESETS;
use std::fmt;
use std::time::Duration;

/// The longest time a period may give.
pub const MAX_PERIOD_TIME: Duration = Duration::from_secs(24 * 3600);
/// The most moves a period may ask for.
pub const MAX_PERIOD_MOVES: u32 = 500;
/// The longest increment or delay per move.
pub const MAX_PER_MOVE: Duration = Duration::from_secs(3600);

/// A number in a time control that has a limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Amount {
    /// A period's time (the base time).
    BaseTime,
    /// The increment or delay per move.
    PerMove,
    /// A period's move count.
    MoveCount,
}

impl Amount {
    /// The largest allowed as a time (`None` for the move count).
    pub(crate) fn limit_time(self) -> Option<Duration> {
        match self {
            Amount::BaseTime => Some(MAX_PERIOD_TIME),
            Amount::PerMove => Some(MAX_PER_MOVE),
            Amount::MoveCount => None,
        }
    }

    /// The limit, in words.
    pub fn limit(self) -> &'static str {
        match self {
            Amount::BaseTime => "24 hours",
            Amount::PerMove => "1 hour",
            Amount::MoveCount => "500 moves",
        }
    }
}

impl fmt::Display for Amount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Amount::BaseTime => "base time",
            Amount::PerMove => "increment or delay",
            Amount::MoveCount => "the move count",
        })
    }
}

/// A time control that could not be read: names what is wrong and shows examples.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseTimeControlError {
    /// The text that was given.
    pub input: String,
    /// What is wrong with it.
    pub problem: TimeControlProblem,
}

/// What is wrong with a time control.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlProblem {
    /// Nothing was given.
    #[error("it is empty")]
    Empty,
    /// PGN's `?`.
    #[error("'?' means the time control is unknown")]
    Unknown,
    /// PGN's `-`.
    #[error("'-' means the game had no clock")]
    NoClock,
    /// A sudden-death base under a minute, probably minutes meant as seconds.
    #[error(
        "a base of {0} seconds looks like minutes; PGN counts seconds (15 minutes + 10 s is 900+10)"
    )]
    LooksLikeMinutes(u64),
    /// An empty field between `:`.
    #[error("a field between ':' separators is empty")]
    EmptyField,
    /// PGN's sandclock.
    #[error("sandclock '{0}' is not supported")]
    Sandclock(String),
    /// A move count that is not a whole number.
    #[error("'{field}' needs a move count before '/', not '{count}'")]
    BadMoveCount {
        /// The field.
        field: String,
        /// The count as written.
        count: String,
    },
    /// Seconds that are not a whole number.
    #[error("'{field}' needs a whole number of seconds as {what}, not '{text}'")]
    BadSeconds {
        /// The field.
        field: String,
        /// Base time, or increment or delay.
        what: Amount,
        /// The number as written.
        text: String,
    },
    /// A number past a limit.
    #[error("'{field}': {what} is over the limit of {}", what.limit())]
    OverLimit {
        /// The field.
        field: String,
        /// What is too large.
        what: Amount,
    },
    /// No period.
    #[error("there is no period")]
    NoPeriod,
    /// A period before the last without a move count.
    #[error("period {0} has no move count, so only it can be the last")]
    NoMoveCount(usize),
    /// A period of 0 moves.
    #[error("period {0} has 0 moves")]
    ZeroMoves(usize),
    /// A period with neither time nor increment.
    #[error("period {0} gives no time at all")]
    NoTime(usize),
    /// A period past the limits.
    #[error("period {period}: {what} is over the limit of {}", what.limit())]
    PeriodOverLimit {
        /// The period, from 1.
        period: usize,
        /// What is too large.
        what: Amount,
    },
}

impl fmt::Display for ParseTimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "time control '{}': {}. Write a PGN TimeControl in seconds such as 40/5400+30:1800+30 \
             or 900+10 (b5 for a Bronstein delay, d5 for a simple delay, e.g. 5400d5), or a preset: {}",
            self.input,
            self.problem,
            PRESETS
                .iter()
                .map(|(name, _)| format!("\"{name}\""))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

impl std::error::Error for ParseTimeControlError {}
