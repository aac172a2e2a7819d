//! A day of the calendar (`2025-10-01`, a PGN Date `2025.10.01`), read from the command line and PGN tags:
//! the rating rules in force on it are chosen by it. Depends on nothing of ours, so every room may name it.

/// A day of the calendar, as a PGN Date tag (`2025.10.01`) or `--date 2025-10-01` writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Day {
    /// The year.
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u8,
    /// The day of the month, 1 to 31.
    pub day: u8,
}

/// A date that is no day (`2025.??.??`, `yesterday`, `2025-13-01`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is no date; write it as 2025-10-01 (or as a PGN Date, 2025.10.01)")]
pub struct NotADay(pub String);

impl std::str::FromStr for Day {
    type Err = NotADay;
    fn from_str(s: &str) -> Result<Day, NotADay> {
        let wrong = || NotADay(s.trim().to_string());
        let parts: Vec<&str> = s.trim().split(['-', '.']).collect();
        let [y, m, d] = parts.as_slice() else {
            return Err(wrong());
        };
        let (year, month, day) = (
            y.parse::<i32>().map_err(|_| wrong())?,
            m.parse::<u8>().map_err(|_| wrong())?,
            d.parse::<u8>().map_err(|_| wrong())?,
        );
        let ok = y.len() == 4 && year > 0 && (1..=12).contains(&month) && (1..=31).contains(&day);
        ok.then_some(Day { year, month, day }).ok_or_else(wrong)
    }
}
