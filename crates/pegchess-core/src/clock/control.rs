//! Time controls: periods, increment and delay modes, the PGN `TimeControl` notation, presets and category.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

crate::choice::choice! {
    /// The kind of game by thinking time (Appendix A.1, B.1): base time plus 60 times the per-move time.
    Category {
        /// 60 minutes or more for each player.
        Standard = "standard",
        /// More than 10 and less than 60 minutes (Appendix A).
        Rapid = "rapid",
        /// 10 minutes or less (Appendix B).
        Blitz = "blitz",
    }
}

impl Category {
    /// The category of a game whose nominal time for 60 moves (A.1/B.1) is `nominal`.
    pub(crate) fn from_nominal(nominal: Duration) -> Category {
        if nominal <= Duration::from_secs(10 * 60) {
            Category::Blitz
        } else if nominal < Duration::from_secs(60 * 60) {
            Category::Rapid
        } else {
            Category::Standard
        }
    }
}

/// What a player gets on each move of a period besides the base time (Article 6.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PerMove {
    /// Nothing: the clock only counts down.
    None,
    /// Fischer increment: added to the clock when the move is completed (written `+30`).
    Increment(Duration),
    /// Bronstein delay: the time used on the move, up to the delay, is given back when it is completed
    /// (written `b5`).
    Bronstein(Duration),
    /// Simple (US) delay: the clock waits for the delay before it starts to count down (written `d5`).
    Delay(Duration),
}

impl PerMove {
    /// The most a move of this mode can add back: the increment or the delay.
    pub fn allowance(self) -> Duration {
        match self {
            PerMove::None => Duration::ZERO,
            PerMove::Increment(d) | PerMove::Bronstein(d) | PerMove::Delay(d) => d,
        }
    }

    /// How much of `elapsed` thinking time the clock shows as spent while the move is still running.
    pub fn charged(self, elapsed: Duration) -> Duration {
        match self {
            PerMove::Delay(d) => elapsed.saturating_sub(d),
            _ => elapsed,
        }
    }

    /// What is added back to the clock when a move that took `elapsed` is completed.
    pub fn credit(self, elapsed: Duration) -> Duration {
        match self {
            PerMove::Increment(d) => d,
            PerMove::Bronstein(d) => elapsed.min(d),
            PerMove::None | PerMove::Delay(_) => Duration::ZERO,
        }
    }
}

/// One period of a time control: a number of moves (or the rest of the game) in a base time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to make in this period; `None` for the rest of the game (sudden death).
    pub moves: Option<u32>,
    /// The time this period adds to the clock (at the start for the first period).
    pub time: Duration,
    /// The increment or delay on each move of this period.
    pub per_move: PerMove,
}

/// A time control: one or more periods, the last of which repeats if it has a move count.
///
/// # Notation
///
/// The PGN `TimeControl` tag, in seconds, with fields separated by `:`. Each field is
/// `[moves/]seconds[extra]`; a field without `moves/` is the rest of the game and must be the last.
/// The extra part applies to each move of that field's period:
///
/// | written | meaning |
/// |---|---|
/// | `+30` | Fischer increment of 30 seconds, added when the move is completed |
/// | `b5` | Bronstein delay: the time used on the move, up to 5 seconds, is given back when it is completed |
/// | `d5` | simple (US) delay: the clock waits 5 seconds before it counts down |
///
/// The letters cannot clash with PGN, whose fields use only digits, `/`, `+`, `*`, `?` and `-`.
/// Examples: `40/5400+30:1800+30` (FIDE standard), `40/7200:20/3600:900+30`, `300+3`, `5400d5`,
/// `40/7200b10:1800b10`. A last period with a move count repeats (`40/7200` is 2 hours for every 40 moves).
///
/// The PGN forms `?` (unknown), `-` (no clock) and `*180` (sandclock) are refused. A lone field whose
/// base is under 60 seconds (`15+10`) is refused unless it is a preset, and so is a period with under
/// 10 seconds a move (`40/90`), since they almost always mean minutes.
///
/// # Presets
///
/// Friendly names, in minutes and seconds as players say them (spaces do not matter), see [`PRESETS`]:
/// `90/40+30, 30+30` (FIDE standard: 90 minutes for 40 moves, then 30 minutes, 30 s from move 1),
/// `90+30`, `60+30`, `45+15`, `25+10`, `15+10`, `10+5`, `10+0`, `5+3`, `5+0`, `3+2`, `3+0`.
/// A preset wins over the PGN reading of the same text: `60+30` is an hour, not a minute.
///
/// `Display` writes the PGN form, which `FromStr` reads back.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TimeControl {
    periods: Vec<Period>,
}

pub use super::presets::PRESETS;

pub use super::problem::{
    Amount, MAX_PER_MOVE, MAX_PERIOD_MOVES, MAX_PERIOD_TIME, ParseTimeControlError,
    TimeControlProblem,
};

impl TimeControl {
    /// A time control from its periods: every period but the last needs a move count, and every
    /// period needs some time (the `problem` text says which rule is broken).
    pub fn new(periods: Vec<Period>) -> Result<TimeControl, TimeControlProblem> {
        let Some(last) = periods.len().checked_sub(1) else {
            return Err(TimeControlProblem::NoPeriod);
        };
        for (i, p) in periods.iter().enumerate() {
            let n = i + 1;
            let over = |what| TimeControlProblem::PeriodOverLimit { period: n, what };
            if p.moves.is_none() && i != last {
                return Err(TimeControlProblem::NoMoveCount(n));
            }
            if p.moves == Some(0) {
                return Err(TimeControlProblem::ZeroMoves(n));
            }
            if p.time.is_zero() && p.per_move.allowance().is_zero() {
                return Err(TimeControlProblem::NoTime(n));
            }
            if p.moves.is_some_and(|m| m > MAX_PERIOD_MOVES) {
                return Err(over(Amount::MoveCount));
            }
            if p.time > MAX_PERIOD_TIME {
                return Err(over(Amount::BaseTime));
            }
            if p.per_move.allowance() > MAX_PER_MOVE {
                return Err(over(Amount::PerMove));
            }
        }
        Ok(TimeControl { periods })
    }

    /// Sudden death: `base` for the whole game, with `per_move` on every move.
    pub(crate) fn sudden_death(base: Duration, per_move: PerMove) -> TimeControl {
        TimeControl {
            periods: vec![Period {
                moves: None,
                time: base,
                per_move,
            }],
        }
    }

    /// The periods, in order.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The time on each clock at the start.
    pub fn initial(&self) -> Duration {
        self.periods[0].time
    }

    /// The index of the period that move `n` (counted from 1 for each player) belongs to.
    pub fn period_of(&self, n: u32) -> usize {
        let mut end = 0u32;
        for (i, p) in self.periods.iter().enumerate() {
            match p.moves {
                None => return i,
                Some(m) => {
                    end = end.saturating_add(m);
                    if n <= end {
                        return i;
                    }
                }
            }
        }
        self.periods.len() - 1
    }

    /// The increment or delay that applies on move `n` (counted from 1 for each player).
    pub fn per_move(&self, n: u32) -> PerMove {
        self.periods[self.period_of(n)].per_move
    }

    /// If completing move `n` completes a period, the index of the period that starts and its time.
    pub fn bonus_after(&self, n: u32) -> Option<(usize, Duration)> {
        let mut end = 0u32;
        for (i, p) in self.periods.iter().enumerate() {
            let m = p.moves?;
            end = end.saturating_add(m);
            if n == end {
                let next = (i + 1).min(self.periods.len() - 1);
                return Some((next, self.periods[next].time));
            }
            if n < end {
                return None;
            }
        }
        // The last period has a move count and repeats.
        let last = self.periods.last()?;
        let m = last.moves?;
        let offset = n - end;
        offset
            .is_multiple_of(m)
            .then_some((self.periods.len() - 1, last.time))
    }

    /// Each player's nominal time for a 60-move game: the time of every period begun by move 60
    /// plus what the moves add (A.1, B.1 count 60 times the increment; a delay counts as one).
    pub fn nominal_time(&self) -> Duration {
        let mut total = self.initial();
        for n in 1..=60 {
            total += self.per_move(n).allowance();
            if n < 60
                && let Some((_, time)) = self.bonus_after(n)
            {
                total += time;
            }
        }
        total
    }

    /// The category (A.1, B.1) this time control belongs to.
    pub fn category(&self) -> Category {
        Category::from_nominal(self.nominal_time())
    }
}

/// Reads a non-negative whole number of seconds, at most `what`'s limit.
fn seconds(text: &str, what: Amount, field: &str) -> Result<Duration, TimeControlProblem> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TimeControlProblem::BadSeconds {
            field: field.to_string(),
            what,
            text: text.to_string(),
        });
    }
    text.parse::<u64>()
        .ok()
        .map(Duration::from_secs)
        .filter(|d| what.limit_time().is_some_and(|limit| *d <= limit))
        .ok_or_else(|| TimeControlProblem::OverLimit {
            field: field.to_string(),
            what,
        })
}

/// Reads one `[moves/]seconds[+inc|bN|dN]` field.
fn parse_field(field: &str) -> Result<Period, TimeControlProblem> {
    if field.is_empty() {
        return Err(TimeControlProblem::EmptyField);
    }
    if field.starts_with('*') {
        return Err(TimeControlProblem::Sandclock(field.to_string()));
    }
    let (moves, rest) = match field.split_once('/') {
        Some((m, rest)) => {
            let moves = m
                .parse::<u32>()
                .ok()
                .filter(|_| m.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| TimeControlProblem::BadMoveCount {
                    field: field.to_string(),
                    count: m.to_string(),
                })?;
            if moves > MAX_PERIOD_MOVES {
                return Err(TimeControlProblem::OverLimit {
                    field: field.to_string(),
                    what: Amount::MoveCount,
                });
            }
            (Some(moves), rest)
        }
        None => (None, field),
    };
    let split = rest.find(['+', 'b', 'd']);
    let (base, per_move) = match split {
        None => (seconds(rest, Amount::BaseTime, field)?, PerMove::None),
        Some(at) => {
            let (base, extra) = rest.split_at(at);
            let amount = seconds(&extra[1..], Amount::PerMove, field)?;
            let per_move = match extra.as_bytes()[0] {
                b'+' => PerMove::Increment(amount),
                b'b' => PerMove::Bronstein(amount),
                _ => PerMove::Delay(amount),
            };
            (seconds(base, Amount::BaseTime, field)?, per_move)
        }
    };
    Ok(Period {
        moves,
        time: base,
        per_move,
    })
}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |problem: TimeControlProblem| ParseTimeControlError {
            input: s.to_string(),
            problem,
        };
        let compact: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        let compact = compact.to_ascii_lowercase();
        if let Some((_, pgn)) = PRESETS
            .iter()
            .find(|(name, _)| name.replace(' ', "") == compact)
        {
            return pgn.parse();
        }
        match compact.as_str() {
            "" => return Err(err(TimeControlProblem::Empty)),
            "?" => return Err(err(TimeControlProblem::Unknown)),
            "-" => return Err(err(TimeControlProblem::NoClock)),
            _ => {}
        }
        let periods = compact
            .split(':')
            .map(parse_field)
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)?;
        let lone = periods.len() == 1;
        if let Some(p) = periods.iter().find(|p| looks_like_minutes(p, lone)) {
            return Err(err(TimeControlProblem::LooksLikeMinutes(p.time.as_secs())));
        }
        TimeControl::new(periods).map_err(err)
    }
}

/// Whether a period's time, read as PGN's seconds, is one no game is played at, so that it almost always
/// means minutes: a lone field under a minute (`15+10`), or under 10 seconds a move for a move count
/// (`40/90`: 90 minutes meant, 90 seconds written).
fn looks_like_minutes(p: &Period, lone: bool) -> bool {
    match p.moves {
        None => lone && p.time < Duration::from_secs(60),
        Some(n) => p.time < Duration::from_secs(10 * u64::from(n)),
    }
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(m) = self.moves {
            write!(f, "{m}/")?;
        }
        write!(f, "{}", self.time.as_secs())?;
        match self.per_move {
            PerMove::None => Ok(()),
            PerMove::Increment(d) => write!(f, "+{}", d.as_secs()),
            PerMove::Bronstein(d) => write!(f, "b{}", d.as_secs()),
            PerMove::Delay(d) => write!(f, "d{}", d.as_secs()),
        }
    }
}

impl fmt::Display for TimeControl {
    /// The PGN form. One that is also a preset's name (`90+30` meaning 90 seconds) gets a leading zero
    /// (`090+30`), so that it reads back as itself and not as the preset (found by fuzzing).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let periods: Vec<String> = self.periods.iter().map(ToString::to_string).collect();
        let text = periods.join(":");
        if PRESETS
            .iter()
            .any(|(name, _)| name.replace(' ', "") == text)
        {
            f.write_str("0")?;
        }
        f.write_str(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(s: &str) -> TimeControl {
        s.parse().unwrap()
    }

    #[test]
    fn a_pgn_form_that_is_a_presets_name_is_written_so_it_reads_back() {
        for text in ["090+30", "060+30"] {
            let seconds = tc(text);
            assert_eq!(
                seconds.initial().as_secs(),
                text[1..3].parse::<u64>().unwrap()
            );
            assert_eq!(seconds.to_string(), text);
            assert_eq!(tc(&seconds.to_string()), seconds);
        }
        assert_eq!(tc("90+30").to_string(), "5400+30");
    }

    #[test]
    fn presets_mean_minutes() {
        assert_eq!(tc("90/40+30, 30+30"), tc("40/5400+30:1800+30"));
        assert_eq!(tc("15+10").to_string(), "900+10");
        assert_eq!(tc("3+2").to_string(), "180+2");
    }

    #[test]
    fn delay_notation_round_trips() {
        for s in [
            "5400d5",
            "40/7200b10:1800b10",
            "40/7200:20/3600:900+30",
            "600",
        ] {
            assert_eq!(tc(s).to_string(), s);
        }
        assert_eq!(
            tc("5400d5").periods()[0].per_move,
            PerMove::Delay(Duration::from_secs(5))
        );
        assert_eq!(
            tc("5400b5").periods()[0].per_move,
            PerMove::Bronstein(Duration::from_secs(5))
        );
    }

    #[test]
    fn errors_name_the_problem() {
        let e = "20+10".parse::<TimeControl>().unwrap_err().to_string();
        assert!(e.contains("looks like minutes"), "{e}");
        // FIDE's standard control written with its minutes after the move count.
        let fide = "40/90+30:30+30".parse::<TimeControl>().unwrap_err();
        assert_eq!(fide.problem, TimeControlProblem::LooksLikeMinutes(90));
        assert!("2/120:1/60:30+1".parse::<TimeControl>().is_ok());
        assert!(e.contains("40/5400+30:1800+30"), "{e}");
        let e = "5400:40/1800"
            .parse::<TimeControl>()
            .unwrap_err()
            .to_string();
        assert!(e.contains("period 1 has no move count"), "{e}");
        let e = "*180".parse::<TimeControl>().unwrap_err().to_string();
        assert!(e.contains("sandclock"), "{e}");
        let e = "40/x".parse::<TimeControl>().unwrap_err().to_string();
        assert!(e.contains("whole number of seconds"), "{e}");
        assert!("?".parse::<TimeControl>().is_err());
    }

    #[test]
    fn periods_and_bonuses() {
        let t = tc("40/7200:20/3600:900+30");
        assert_eq!(t.period_of(40), 0);
        assert_eq!(t.period_of(41), 1);
        assert_eq!(t.period_of(61), 2);
        assert_eq!(t.bonus_after(40), Some((1, Duration::from_secs(3600))));
        assert_eq!(t.bonus_after(60), Some((2, Duration::from_secs(900))));
        assert_eq!(t.bonus_after(61), None);
        assert_eq!(t.per_move(60), PerMove::None);
        assert_eq!(t.per_move(61), PerMove::Increment(Duration::from_secs(30)));
        let repeating = tc("40/7200");
        assert_eq!(
            repeating.bonus_after(80),
            Some((0, Duration::from_secs(7200)))
        );
        assert_eq!(repeating.bonus_after(79), None);
    }

    #[test]
    fn categories_follow_a1_b1() {
        assert_eq!(tc("90/40+30, 30+30").category(), Category::Standard);
        assert_eq!(tc("15+10").category(), Category::Rapid);
        assert_eq!(tc("3+2").category(), Category::Blitz);
        assert_eq!(tc("10+0").category(), Category::Blitz);
        assert_eq!(tc("10+5").category(), Category::Rapid);
        assert_eq!(tc("3600").category(), Category::Standard);
        assert_eq!(tc("3000+10").category(), Category::Standard);
    }
}
