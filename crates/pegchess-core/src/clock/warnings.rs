//! The player's own low-time warnings ("warn me at 5 minutes, 1 minute, 30 seconds"): marks said for the
//! player's side as its clock passes them, never muted. Written `5m, 1m, 30s` (the settings key `warn-at`).

use super::schedule::{ParseScheduleError, ScheduleProblem, parse_amount, write_amount};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// The player's warning marks, highest first, each more than zero and at most 24 hours.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Warnings(Vec<Duration>);

impl Warnings {
    /// Warnings at these marks (zero marks dropped, duplicates merged, highest first).
    pub fn new(marks: impl IntoIterator<Item = Duration>) -> Warnings {
        let mut marks: Vec<Duration> = marks.into_iter().filter(|d| !d.is_zero()).collect();
        marks.sort_unstable_by(|a, b| b.cmp(a));
        marks.dedup();
        Warnings(marks)
    }

    /// The marks, highest first.
    pub fn marks(&self) -> &[Duration] {
        &self.0
    }

    /// Whether there is no warning at all.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The warning due as a running clock went from `before` to `after`: the lowest mark passed
    /// (`after <= mark < before`), or `None`.
    pub fn due(&self, before: Duration, after: Duration) -> Option<Duration> {
        self.0
            .iter()
            .copied()
            .filter(|&m| after <= m && m < before)
            .min()
    }
}

impl FromStr for Warnings {
    type Err = ParseScheduleError;

    /// `5m, 1m, 30s`; an empty text or `none` is no warning.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let trimmed = s.trim();
        if trimmed.is_empty() || trimmed.eq_ignore_ascii_case("none") {
            return Ok(Warnings::default());
        }
        let marks = trimmed
            .split(',')
            .map(parse_amount)
            .collect::<Result<Vec<_>, ScheduleProblem>>()
            .map_err(|problem| ParseScheduleError {
                input: s.to_string(),
                problem,
            })?;
        Ok(Warnings::new(marks))
    }
}

impl fmt::Display for Warnings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("none");
        }
        for (i, m) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_amount(f, *m)?;
        }
        Ok(())
    }
}

impl Warnings {
    /// The marks as the settings file writes them: `["5m", "1m", "30s"]`.
    pub fn to_strings(&self) -> Vec<String> {
        self.0
            .iter()
            .map(|m| Warnings(vec![*m]).to_string())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(secs: u64) -> Duration {
        Duration::from_secs(secs)
    }

    #[test]
    fn marks_are_read_sorted_and_written_back() {
        let w: Warnings = "30s, 5m, 1m, 1m".parse().unwrap();
        assert_eq!(w.marks(), &[s(300), s(60), s(30)]);
        assert_eq!(w.to_string(), "5m, 1m, 30s");
        assert_eq!(w.to_strings(), ["5m", "1m", "30s"]);
        assert_eq!(w.to_string().parse::<Warnings>().unwrap(), w);
        assert!("none".parse::<Warnings>().unwrap().is_empty());
        assert!("5".parse::<Warnings>().is_err());
    }

    #[test]
    fn a_mark_is_due_once_when_passed() {
        let w: Warnings = "5m, 30s".parse().unwrap();
        assert_eq!(w.due(s(301), s(300)), Some(s(300)));
        assert_eq!(w.due(s(300), s(299)), None);
        assert_eq!(w.due(s(400), s(20)), Some(s(30)));
        assert_eq!(w.due(s(20), s(10)), None);
    }
}
