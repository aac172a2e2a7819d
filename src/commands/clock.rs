//! `pegchess clock simulate|audit`: the chess clock on its own, for arbiters and tests.

use crate::clock::audit::{self, Audited, Unexplained};
use crate::clock::simulate::{Simulated, ThinkFileError, parse_think, simulate};
use crate::clock::{ClockError, TimeControl, format_hms};
use crate::config::Settings;
use crate::config::cli::ClockCommand;
use crate::game::pgn::{self, PgnGame};
use crate::notation::format_san;
use crate::notation::numbering::MoveNumber;
use crate::notation::san::san_plus;
use crate::ui::console::Console;
use crate::ui::text::{Arg, Texts};
use shakmaty::Position;
use shakmaty::{ByColor, Color};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Runs a `clock` subcommand.
pub fn run(cmd: &ClockCommand, settings: &Settings) -> Result<(), ClockFileError> {
    let time_control = &settings
        .clock
        .as_ref()
        .ok_or(ClockFileError::NoTimeControl)?
        .control;
    let console = Console::new(settings);
    let out = match cmd {
        ClockCommand::Simulate { think } => {
            let text = std::fs::read_to_string(think).map_err(|why| ClockFileError::ReadThink {
                path: think.clone(),
                why,
            })?;
            let moves = simulate(time_control, &parse_think(&text, think)?)?;
            moves
                .iter()
                .map(|m| simulated_line(console, m) + "\n")
                .collect()
        }
        ClockCommand::Audit { pgn } => audit_file(console, time_control, pgn)?,
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

/// A simulated move's line in the console's language (in English, the stable `ply side H:MM:SS [flag]`).
fn simulated_line(console: Console, m: &Simulated) -> String {
    console.text(
        "console-clock-simulated",
        &[
            ("ply", m.ply.into()),
            ("side", Texts::side(m.side)),
            ("time", format_hms(m.remaining).into()),
            ("flag", if m.flag { "yes" } else { "no" }.into()),
        ],
    )
}

/// The SAN of the move at `ply` of `game`, in the console's letters.
fn san_at(console: Console, game: &PgnGame, ply: usize) -> String {
    let mut pos = game.start.clone();
    for m in &game.moves[..ply] {
        pos.play_unchecked(*m);
    }
    format_san(console.notation(), san_plus(&pos, game.moves[ply]))
}

/// The game's number, round and players, as the audit's lines name them.
fn game_args(index: usize, game: &PgnGame) -> [(&'static str, Arg); 4] {
    [
        ("game", (index + 1).into()),
        ("round", game.tag("Round").unwrap_or("?").into()),
        ("white", game.tag("White").unwrap_or("?").into()),
        ("black", game.tag("Black").unwrap_or("?").into()),
    ]
}

/// One line describing an unexplained reading.
fn finding_line(console: Console, index: usize, game: &PgnGame, a: &Audited) -> String {
    let dots = if a.side == Color::White { "." } else { "..." };
    let (why, limit) = match a.unexplained {
        Some(Unexplained::TooHigh { most }) => ("too-high", most),
        Some(Unexplained::TooLow { least }) => ("too-low", least),
        None => ("explained", Duration::ZERO),
    };
    let mut args = game_args(index, game).to_vec();
    args.extend([
        (
            "move",
            format!("{}{dots} {}", a.move_number, san_at(console, game, a.ply)).into(),
        ),
        ("side", Texts::side(a.side)),
        ("reading", format_hms(a.reading).into()),
        ("previous", format_hms(a.previous).into()),
        ("why", why.into()),
        ("limit", format_hms(limit).into()),
    ]);
    console.text("console-audit-finding", &args)
}

/// The audit report of `games` under `control`: a line per unexplained reading, a line per game with
/// the thinking time derived from the explained readings, and a summary line.
pub fn audit_report(console: Console, control: &TimeControl, games: &[PgnGame]) -> String {
    let mut out = String::new();
    let (mut total, mut explained) = (0usize, 0usize);
    let mut per_game = String::new();
    for (index, game) in games.iter().enumerate() {
        let audited = audit::audit(control, &game.clocks, MoveNumber::of(&game.start, 0));
        let mut think: ByColor<Duration> = ByColor::default();
        let mut ok = 0;
        for a in &audited {
            match a.think {
                Some(t) if a.unexplained.is_none() => {
                    ok += 1;
                    let side = think.get_mut(a.side);
                    *side = side.saturating_add(t);
                }
                _ => {
                    let _ = writeln!(out, "{}", finding_line(console, index, game, a));
                }
            }
        }
        total += audited.len();
        explained += ok;
        let mut args = game_args(index, game).to_vec();
        args.extend([
            ("explained", ok.into()),
            ("readings", audited.len().into()),
            ("white-think", format_hms(think.white).into()),
            ("black-think", format_hms(think.black).into()),
        ]);
        let _ = writeln!(per_game, "{}", console.text("console-audit-game", &args));
    }
    out.push_str(&per_game);
    let summary = console.text(
        "console-audit-summary",
        &[
            ("explained", explained.into()),
            ("readings", total.into()),
            ("control", control.to_string().into()),
            ("unexplained", (total - explained).into()),
            ("games", games.len().into()),
        ],
    );
    let _ = writeln!(out, "{summary}");
    out
}

/// Audits the PGN file at `path` under `control`.
fn audit_file(
    console: Console,
    control: &TimeControl,
    path: &Path,
) -> Result<String, ClockFileError> {
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
    Ok(audit_report(console, control, &games))
}
