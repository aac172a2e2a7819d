//! `pegchess clock simulate|audit`: the clock engine on its own, for arbiters and tests.

use crate::clock::audit::{self, Audited, Unexplained};
use crate::clock::simulate::{ThinkFileError, parse_think, simulate};
use crate::clock::{ClockError, TimeControl, format_hms};
use crate::config::Settings;
use crate::config::cli::ClockCommand;
use crate::game::pgn::{self, PgnGame};
use crate::notation::numbering::MoveNumber;
use shakmaty::Color;
use shakmaty::Position;
use shakmaty::san::SanPlus;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::CommandResult;

/// Runs a `clock` subcommand.
pub fn run(cmd: &ClockCommand, settings: &Settings) -> CommandResult {
    let time_control = &settings
        .clock
        .as_ref()
        .ok_or(ClockFileError::NoTimeControl)?
        .control;
    let out = match cmd {
        ClockCommand::Simulate { think } => {
            let text = std::fs::read_to_string(think).map_err(|why| ClockFileError::ReadThink {
                path: think.clone(),
                why,
            })?;
            simulate(time_control, &parse_think(&text, think)?)?
        }
        ClockCommand::Audit { pgn } => audit_file(time_control, pgn)?,
    };
    print!("{out}");
    Ok(())
}

/// Why `clock simulate` or `clock audit` cannot run on a file.
#[derive(Debug, thiserror::Error)]
pub enum ClockFileError {
    /// No time control in the settings or flags.
    #[error("give the time control: --time-control TC (e.g. \"15+10\", \"40/5400+30:1800+30\")")]
    NoTimeControl,
    /// The think file cannot be read.
    #[error(
        "cannot read the think file {}: {why}; give a text file with one number of seconds per line",
        .path.display()
    )]
    ReadThink {
        /// The file.
        path: PathBuf,
        /// Why.
        why: std::io::Error,
    },
    /// The think file cannot be read as thinking times.
    #[error(transparent)]
    Think(#[from] ThinkFileError),
    /// The clock refuses a press (a time control it cannot run).
    #[error(transparent)]
    Clock(#[from] ClockError),
    /// The PGN file cannot be read.
    #[error(transparent)]
    Pgn(#[from] pgn::PgnFileError),
    /// A game of the PGN file cannot be read.
    #[error("{}: {error}; correct that game or remove it", .path.display())]
    Game {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        error: pgn::PgnError,
    },
    /// No game has a reading.
    #[error(
        "{} has {games} games but no [%clk] readings; the audit needs comments like {{[%clk 1:59:56]}} after the moves",
        .path.display()
    )]
    NoReadings {
        /// The file.
        path: PathBuf,
        /// How many games it has.
        games: usize,
    },
}

/// The SAN of the move at `ply` of `game`.
fn san_at(game: &PgnGame, ply: usize) -> String {
    let mut pos = game.start.clone();
    for m in &game.moves[..ply] {
        pos.play_unchecked(*m);
    }
    SanPlus::from_move(pos, game.moves[ply]).to_string()
}

/// One line describing an unexplained reading.
fn finding_line(index: usize, game: &PgnGame, a: &Audited) -> String {
    let dots = if a.side == Color::White { "." } else { "..." };
    let why = match a.unexplained {
        Some(Unexplained::TooHigh { most }) => {
            format!("more than the {} the control allows", format_hms(most))
        }
        Some(Unexplained::TooLow { least }) => {
            format!(
                "less than the {} the move adds: the flag would have fallen",
                format_hms(least)
            )
        }
        None => "explained".into(),
    };
    format!(
        "game {} (round {}, {} - {}) {}{dots} {} ({}): {} after {}: {why}",
        index + 1,
        game.tag("Round").unwrap_or("?"),
        game.tag("White").unwrap_or("?"),
        game.tag("Black").unwrap_or("?"),
        a.move_number,
        san_at(game, a.ply),
        a.side,
        format_hms(a.reading),
        format_hms(a.previous),
    )
}

/// The audit report of `games` under `control`: a line per unexplained reading, a line per game with
/// the thinking time derived from the explained readings, and a summary line.
pub fn audit_report(control: &TimeControl, games: &[PgnGame]) -> String {
    let mut out = String::new();
    let (mut total, mut explained) = (0usize, 0usize);
    let mut per_game = String::new();
    for (index, game) in games.iter().enumerate() {
        let audited = audit::audit(control, &game.clocks, MoveNumber::of(&game.start, 0));
        let mut think = [Duration::ZERO; 2];
        let mut ok = 0;
        for a in &audited {
            match a.think {
                Some(t) if a.unexplained.is_none() => {
                    ok += 1;
                    let side = &mut think[usize::from(a.side == Color::Black)];
                    *side = side.saturating_add(t);
                }
                _ => {
                    let _ = writeln!(out, "{}", finding_line(index, game, a));
                }
            }
        }
        total += audited.len();
        explained += ok;
        let _ = writeln!(
            per_game,
            "game {} (round {}, {} - {}): {ok} of {} readings explained; thinking time white {}, black {}",
            index + 1,
            game.tag("Round").unwrap_or("?"),
            game.tag("White").unwrap_or("?"),
            game.tag("Black").unwrap_or("?"),
            audited.len(),
            format_hms(think[0]),
            format_hms(think[1]),
        );
    }
    out.push_str(&per_game);
    let _ = writeln!(
        out,
        "{explained} of {total} readings explained by {control} ({} unexplained, {} game{})",
        total - explained,
        games.len(),
        if games.len() == 1 { "" } else { "s" }
    );
    out
}

/// Audits the PGN file at `path` under `control`.
fn audit_file(control: &TimeControl, path: &Path) -> Result<String, ClockFileError> {
    let mut games = Vec::new();
    for game in pgn::read_file(path)? {
        games.push(game.map_err(|error| ClockFileError::Game {
            path: path.to_path_buf(),
            error,
        })?);
    }
    if games.iter().all(|g| g.clocks.iter().all(Option::is_none)) {
        return Err(ClockFileError::NoReadings {
            path: path.to_path_buf(),
            games: games.len(),
        });
    }
    Ok(audit_report(control, &games))
}
