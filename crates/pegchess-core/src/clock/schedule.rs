//! When the talking clock speaks unasked (D.2.6): time marks by bands, periods, and time trouble.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// Announce every `every` while the time is below `below` (and not below a lower band's `below`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Band {
    /// The spacing of the marks.
    pub every: Duration,
    /// The band covers times below this; `None` for any time.
    pub below: Option<Duration>,
}

/// An announcement that is due: the mark the clock passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Due {
    /// The time to announce (the mark, a round value).
    pub remaining: Duration,
    /// Below the time-trouble threshold: speech uses its shortest words, and muting does not apply.
    pub time_trouble: bool,
}

/// When to announce a player's time without being asked.
///
/// Written (in settings) as comma-separated bands `EVERY` or `EVERY<BELOW`, each a number with `h`,
/// `m` or `s`: the default `10m, 1m<10m, 10s<1m` announces every 10 minutes, every minute under 10
/// minutes and every 10 seconds under a minute. Marks are due when a running clock passes them going
/// down; the starting time and zero are never announced (zero is a flag fall).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    bands: Vec<Band>,
    /// Below this time announcements are in time trouble: shortest words, never muted.
    pub time_trouble: Duration,
    /// Whether reaching a new period is announced.
    pub periods: bool,
    /// The player muted the scheduled announcements: only time-trouble marks are still due.
    pub muted: bool,
    /// The player's own low-time warnings (the `warn-at` key): said for the player's side, never muted.
    pub warnings: super::Warnings,
}

impl Default for Schedule {
    fn default() -> Self {
        "10m, 1m<10m, 10s<1m"
            .parse()
            .expect("the default schedule parses")
    }
}

/// The longest spacing or bound a schedule may name.
pub(crate) const MAX_AMOUNT: Duration = Duration::from_secs(24 * 3600);

/// A schedule that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseScheduleError {
    /// What was given.
    pub input: String,
    /// What is wrong.
    pub problem: ScheduleProblem,
}

/// What is wrong with a schedule.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScheduleProblem {
    /// An amount without `h`, `m` or `s`.
    #[error("'{0}' needs a unit: h, m or s")]
    NoUnit(String),
    /// An amount whose number is not a positive whole number.
    #[error("'{0}' needs a positive whole number before the unit")]
    NotPositive(String),
    /// An amount over [`MAX_AMOUNT`].
    #[error("'{0}' is more than the limit of 24 hours")]
    TooLong(String),
    /// No band at all.
    #[error("there is no band")]
    NoBand,
    /// Two bands without `<`.
    #[error("only one band may be without '<'")]
    TwoUnbounded,
    /// Two bands with the same bound.
    #[error("two bands end below {} s", .0.as_secs())]
    SameBound(Duration),
    /// A band with no spacing.
    #[error("a band's spacing must be more than zero")]
    ZeroSpacing,
}

impl fmt::Display for ParseScheduleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "announcement schedule '{}': {}. Write bands like \"10m, 1m<10m, 10s<1m\" \
             (every 10 minutes, every minute under 10 minutes, every 10 seconds under a minute)",
            self.input, self.problem
        )
    }
}

impl std::error::Error for ParseScheduleError {}

pub(crate) fn parse_amount(text: &str) -> Result<Duration, ScheduleProblem> {
    let text = text.trim();
    let mut chars = text.chars();
    let unit = chars.next_back();
    let number = chars.as_str();
    let scale: u64 = match unit {
        Some('h') => 3600,
        Some('m') => 60,
        Some('s') => 1,
        _ => return Err(ScheduleProblem::NoUnit(text.to_string())),
    };
    let n = match number.parse::<u64>() {
        Ok(n) if n > 0 => n,
        _ => return Err(ScheduleProblem::NotPositive(text.to_string())),
    };
    n.checked_mul(scale)
        .map(Duration::from_secs)
        .filter(|d| *d <= MAX_AMOUNT)
        .ok_or_else(|| ScheduleProblem::TooLong(text.to_string()))
}

pub(crate) fn write_amount(f: &mut fmt::Formatter<'_>, d: Duration) -> fmt::Result {
    let s = d.as_secs();
    if s.is_multiple_of(3600) {
        write!(f, "{}h", s / 3600)
    } else if s.is_multiple_of(60) {
        write!(f, "{}m", s / 60)
    } else {
        write!(f, "{s}s")
    }
}

impl FromStr for Schedule {
    type Err = ParseScheduleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |problem: ScheduleProblem| ParseScheduleError {
            input: s.to_string(),
            problem,
        };
        let bands = s
            .split(',')
            .map(|item| {
                let (every, below) = match item.split_once('<') {
                    Some((e, b)) => (parse_amount(e)?, Some(parse_amount(b)?)),
                    None => (parse_amount(item)?, None),
                };
                Ok(Band { every, below })
            })
            .collect::<Result<Vec<_>, ScheduleProblem>>()
            .map_err(err)?;
        Schedule::new(bands).map_err(err)
    }
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, band) in self.bands.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_amount(f, band.every)?;
            if let Some(below) = band.below {
                f.write_str("<")?;
                write_amount(f, below)?;
            }
        }
        Ok(())
    }
}

impl Schedule {
    /// A schedule from its bands (at most one without a bound, no two with the same bound), with
    /// period announcements on, not muted, and time trouble under 5 minutes.
    pub fn new(mut bands: Vec<Band>) -> Result<Schedule, ScheduleProblem> {
        if bands.is_empty() {
            return Err(ScheduleProblem::NoBand);
        }
        bands.sort_by_key(|b| b.below.unwrap_or(Duration::MAX));
        for pair in bands.windows(2) {
            if pair[0].below == pair[1].below {
                return Err(match pair[0].below {
                    None => ScheduleProblem::TwoUnbounded,
                    Some(b) => ScheduleProblem::SameBound(b),
                });
            }
        }
        if bands.iter().any(|b| b.every.is_zero()) {
            return Err(ScheduleProblem::ZeroSpacing);
        }
        Ok(Schedule {
            bands,
            time_trouble: Duration::from_secs(5 * 60),
            periods: true,
            muted: false,
            warnings: super::Warnings::default(),
        })
    }

    /// The bands, lowest first.
    pub(crate) fn bands(&self) -> &[Band] {
        &self.bands
    }

    /// Whether `remaining` counts as time trouble.
    pub(crate) fn is_time_trouble(&self, remaining: Duration) -> bool {
        remaining < self.time_trouble
    }

    /// The announcement due as a running clock went from `before` to `after` (two readings of the same
    /// player's time): the lowest mark passed, or `None`.
    pub fn due(&self, before: Duration, after: Duration) -> Option<Due> {
        if after >= before {
            return None;
        }
        let mut lower = Duration::ZERO;
        let mut best: Option<Duration> = None;
        for band in &self.bands {
            let upper = band.below.unwrap_or(Duration::MAX);
            // Marks m in this band with after <= m < before, lower <= m < upper, m > 0.
            let from = after.max(lower).max(Duration::from_nanos(1));
            let to = before.min(upper);
            if from < to {
                let step = band.every.as_nanos();
                let mark = from.as_nanos().div_ceil(step) * step;
                if mark < to.as_nanos() {
                    let mark = Duration::from_nanos(mark as u64);
                    best = Some(best.map_or(mark, |b| b.min(mark)));
                }
            }
            lower = upper;
        }
        let remaining = best?;
        let time_trouble = self.is_time_trouble(remaining);
        (time_trouble || !self.muted).then_some(Due {
            remaining,
            time_trouble,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(secs: u64) -> Duration {
        Duration::from_secs(secs)
    }

    #[test]
    fn default_bands() {
        let sch = Schedule::default();
        assert_eq!(sch.to_string(), "10s<1m, 1m<10m, 10m");
        // 90 minutes at the start: nothing until 80 minutes is passed.
        assert_eq!(sch.due(s(5400), s(5399)), None);
        assert_eq!(sch.due(s(4801), s(4799)).unwrap().remaining, s(4800));
        // Under 10 minutes, every minute; 10 minutes itself is a 10-minute mark.
        assert_eq!(sch.due(s(601), s(600)).unwrap().remaining, s(600));
        assert_eq!(sch.due(s(541), s(539)).unwrap().remaining, s(540));
        assert_eq!(sch.due(s(545), s(541)), None);
        // Under a minute, every 10 seconds, in time trouble.
        let d = sch.due(s(51), s(49)).unwrap();
        assert_eq!(
            d,
            Due {
                remaining: s(50),
                time_trouble: true
            }
        );
        // Zero is a flag, not an announcement.
        assert_eq!(sch.due(s(5), s(0)), None);
    }

    #[test]
    fn a_long_gap_announces_the_lowest_mark_once() {
        let sch = Schedule::default();
        assert_eq!(sch.due(s(700), s(290)).unwrap().remaining, s(300));
        assert_eq!(sch.due(s(300), s(299)), None);
    }

    #[test]
    fn muting_stops_all_but_time_trouble() {
        let sch = Schedule {
            muted: true,
            ..Schedule::default()
        };
        assert_eq!(sch.due(s(601), s(599)), None);
        assert_eq!(sch.due(s(241), s(239)).unwrap().remaining, s(240));
    }

    #[test]
    fn bad_schedules_are_refused() {
        assert!(
            "10m, 5m"
                .parse::<Schedule>()
                .unwrap_err()
                .to_string()
                .contains("only one band")
        );
        assert!(
            "10".parse::<Schedule>()
                .unwrap_err()
                .to_string()
                .contains("unit")
        );
        assert!("0s".parse::<Schedule>().is_err());
    }
}
