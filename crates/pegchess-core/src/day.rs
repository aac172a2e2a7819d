//! A day of the calendar (`2025-10-01`, a PGN Date `2025.10.01`), read from the command line and PGN tags:
//! the rating rules in force on it are chosen by it. The calendar is the `time` crate's, so only days that
//! exist are read (no 2025-02-31); depends on nothing of ours, so every room may name it.

use time::{Date, Month};

/// A day of the calendar, as a PGN Date tag (`2025.10.01`) or `--date 2025-10-01` writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Day(Date);

/// Why a date is no day, with the text as it was written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotADay {
    /// Not three numbers, the year of four digits (`2025.??.??`, `yesterday`, `25-10-01`).
    #[error("'{0}' is no date; write it as 2025-10-01 (or as a PGN Date, 2025.10.01)")]
    Unreadable(String),
    /// Three numbers, but no day of the calendar (`2025-13-01`, `2025-02-31`, `2024-02-30`).
    #[error(
        "'{0}' is no day of the calendar; write it as 2025-10-01 (or as a PGN Date, 2025.10.01)"
    )]
    NoSuchDay(String),
}

impl NotADay {
    /// The date as it was written.
    pub fn text(&self) -> &str {
        match self {
            NotADay::Unreadable(text) | NotADay::NoSuchDay(text) => text,
        }
    }
}

impl Day {
    /// The day `day` of month `month` (1 to 12) of `year`, if the calendar has it.
    pub const fn new(year: i32, month: u8, day: u8) -> Option<Day> {
        let Some(month) = month_of(month) else {
            return None;
        };
        match Date::from_calendar_date(year, month, day) {
            Ok(date) => Some(Day(date)),
            Err(_) => None,
        }
    }

    /// A day the program names itself (a rule's first day); it exists, or the program does not compile.
    pub const fn known(year: i32, month: u8, day: u8) -> Day {
        match Day::new(year, month, day) {
            Some(day) => day,
            None => panic!("a day the program names does not exist"),
        }
    }

    /// The year.
    pub fn year(self) -> i32 {
        self.0.year()
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u8 {
        self.0.month().into()
    }

    /// The day of the month, from 1.
    pub fn day(self) -> u8 {
        self.0.day()
    }
}

/// The month numbered `n` (1 to 12).
const fn month_of(n: u8) -> Option<Month> {
    use Month::*;
    const MONTHS: [Month; 12] = [
        January, February, March, April, May, June, July, August, September, October, November,
        December,
    ];
    if n >= 1 && n <= 12 {
        Some(MONTHS[n as usize - 1])
    } else {
        None
    }
}

impl std::str::FromStr for Day {
    type Err = NotADay;
    fn from_str(s: &str) -> Result<Day, NotADay> {
        let text = s.trim();
        let unreadable = || NotADay::Unreadable(text.to_string());
        let parts: Vec<&str> = text.split(['-', '.']).collect();
        let [y, m, d] = parts.as_slice() else {
            return Err(unreadable());
        };
        let (year, month, day) = (
            y.parse::<i32>().map_err(|_| unreadable())?,
            m.parse::<u8>().map_err(|_| unreadable())?,
            d.parse::<u8>().map_err(|_| unreadable())?,
        );
        if y.len() != 4 || year <= 0 {
            return Err(unreadable());
        }
        Day::new(year, month, day).ok_or_else(|| NotADay::NoSuchDay(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_days_of_the_calendar_are_read() {
        let no_such = |t: &str| Err(NotADay::NoSuchDay(t.into()));
        assert_eq!("2025-02-31".parse::<Day>(), no_such("2025-02-31"));
        assert_eq!("2024-02-30".parse::<Day>(), no_such("2024-02-30"));
        assert_eq!("2025.02.29".parse::<Day>(), no_such("2025.02.29"));
        assert_eq!("2025-13-01".parse::<Day>(), no_such("2025-13-01"));
        let leap = "2024-02-29".parse::<Day>().expect("a leap day");
        assert_eq!((leap.year(), leap.month(), leap.day()), (2024, 2, 29));
        assert_eq!("2025.10.01".parse::<Day>(), Ok(Day::known(2025, 10, 1)));
        assert_eq!(
            "yesterday".parse::<Day>(),
            Err(NotADay::Unreadable("yesterday".into()))
        );
        assert!(Day::known(2024, 3, 1) < Day::known(2025, 10, 1));
    }
}
