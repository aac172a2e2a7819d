//! The chess clock (Article 6, D.2.6): time controls, the pure two-player clock, and when to talk.
//!
//! Pure: every method that depends on time takes `now`, a monotonic [`Duration`] since an arbitrary
//! origin; nothing here reads a system clock, sleeps or speaks. The session passes time in and turns
//! the values returned here into speech and records.

pub mod audit;
pub mod control;
pub mod chess_clock;
pub mod flag;
pub mod penalty;
pub mod presets;
pub mod problem;
pub mod schedule;
pub mod simulate;
pub mod warnings;

pub use chess_clock::{
    Clock, ClockEntry, ClockError, ClockEvent, ClockReading, PeriodReached, Press, State,
};
pub use control::{Category, PRESETS, ParseTimeControlError, PerMove, Period, TimeControl};
pub use flag::{FlagFall, FlagVerdict, flag_verdict};
pub use penalty::{Edition, Penalty, PenaltyReason, penalty_time};
pub use schedule::{Band, Due, Schedule};
pub use warnings::Warnings;

use std::time::Duration;

/// How the clock is set up for a game.
#[derive(Debug, Clone, PartialEq)]
pub struct ClockSetup {
    /// The time control.
    pub control: TimeControl,
    /// The edition of the Laws in force (penalties).
    pub edition: Edition,
    /// When to announce the time unasked.
    pub schedule: Schedule,
}

/// A time as a clock shows it, `H:MM:SS`, cut to the whole second (0:00:00.9 shows as `0:00:00`).
pub fn format_hms(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hms() {
        assert_eq!(format_hms(Duration::from_secs(5400)), "1:30:00");
        assert_eq!(format_hms(Duration::from_millis(59_999)), "0:00:59");
        assert_eq!(format_hms(Duration::from_secs(36_000 + 61)), "10:01:01");
    }
}
