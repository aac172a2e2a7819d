//! The clock on its own, driven by a list of thinking times (`pegchess clock simulate`): the think file read,
//! and the time left after every move.

use super::{Clock, ClockError, Edition, TimeControl, format_hms};
use shakmaty::Color;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Why a think file gives no thinking times.
#[derive(Debug, thiserror::Error)]
pub enum ThinkFileError {
    /// A line that is not a number of seconds.
    #[error(
        "line {line} of {}: '{text}' is not a number of seconds; write one number per line, \
         such as 12 or 7.5 (White's first move first)",
        .path.display()
    )]
    NotSeconds {
        /// The file.
        path: PathBuf,
        /// The line number, from 1.
        line: usize,
        /// The line.
        text: String,
    },
    /// A file without times.
    #[error(
        "{} holds no thinking times; write one number of seconds per line, White's first move first",
        .0.display()
    )]
    NoTimes(PathBuf),
}

/// Reads a think file's text (from `path`): one number of seconds per line; blank lines and `#` comments
/// are skipped.
pub fn parse_think(text: &str, path: &Path) -> Result<Vec<Duration>, ThinkFileError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let secs = line
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e9)
            .ok_or_else(|| ThinkFileError::NotSeconds {
                path: path.to_path_buf(),
                line: i + 1,
                text: line.to_string(),
            })?;
        out.push(Duration::from_secs_f64(secs));
    }
    if out.is_empty() {
        return Err(ThinkFileError::NoTimes(path.to_path_buf()));
    }
    Ok(out)
}

/// One move of a simulated game: the time its mover has left after it, with increment and bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Simulated {
    /// The half-move, from 1.
    pub ply: usize,
    /// Who moved.
    pub side: Color,
    /// The mover's time after the move.
    pub remaining: Duration,
    /// Whether the mover's flag fell (the simulation ends there).
    pub flag: bool,
}

impl std::fmt::Display for Simulated {
    /// The stable line `ply side H:MM:SS`, with ` flag` when the flag fell.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let flag = if self.flag { " flag" } else { "" };
        write!(
            f,
            "{} {} {}{flag}",
            self.ply,
            self.side,
            format_hms(self.remaining)
        )
    }
}

/// Replays thinking times through `control`: every move with the time left after it, up to a flag.
pub fn simulate(control: &TimeControl, thinks: &[Duration]) -> Result<Vec<Simulated>, ClockError> {
    let mut clock = Clock::new(control.clone(), Edition::default());
    let mut now = Duration::ZERO;
    let mut out = Vec::new();
    clock.start(Color::White, now)?;
    for (ply, think) in thinks.iter().enumerate() {
        let side = Color::from_white(ply % 2 == 0);
        now = now.saturating_add(*think);
        let press = clock.press(side, now)?;
        let flag = press.flag.is_some();
        out.push(Simulated {
            ply: ply + 1,
            side,
            remaining: press.remaining,
            flag,
        });
        if flag {
            break;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn think_files_skip_comments_and_name_the_bad_line() {
        let path = Path::new("think.txt");
        let times = parse_think("# white first\n10\n\n7.5 # black\n", path).unwrap();
        assert_eq!(
            times,
            [Duration::from_secs(10), Duration::from_millis(7500)]
        );
        let bad = parse_think("10\nten\n", path).unwrap_err().to_string();
        assert!(bad.starts_with("line 2 of think.txt: 'ten'"), "{bad}");
        assert!(matches!(
            parse_think("# nothing\n", path),
            Err(ThinkFileError::NoTimes(_))
        ));
    }

    #[test]
    fn simulate_adds_the_increment_and_stops_at_the_flag() {
        let control: TimeControl = "60+2".parse().unwrap();
        let thinks = [10, 20, 55, 5].map(Duration::from_secs);
        let lines: Vec<String> = simulate(&control, &thinks)
            .unwrap()
            .iter()
            .map(Simulated::to_string)
            .collect();
        assert_eq!(
            lines,
            ["1 white 0:00:52", "2 black 0:00:42", "3 white 0:00:00 flag"]
        );
    }
}
