//! `pegchess clock simulate|audit`: the clock engine on its own, for arbiters and tests.

use crate::clock::audit::{self, Audited, Unexplained};
use crate::clock::{Clock, Edition, TimeControl, format_hms};
use crate::config::Settings;
use crate::config::cli::ClockCommand;
use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::Color;
use std::fmt::Write as _;
use std::ops::ControlFlow;
use std::path::Path;
use std::time::Duration;

use super::CommandResult;

/// Runs a `clock` subcommand.
pub fn run(cmd: &ClockCommand, _settings: &Settings) -> CommandResult {
    let out = match cmd {
        ClockCommand::Simulate {
            time_control,
            think,
        } => {
            let control: TimeControl = time_control.parse()?;
            let text = std::fs::read_to_string(think).map_err(|e| {
                format!(
                    "cannot read the think file {}: {e}; give a text file with one number of seconds per line",
                    think.display()
                )
            })?;
            simulate(&control, &parse_think(&text, think)?)
        }
        ClockCommand::Audit { pgn, time_control } => {
            let control: TimeControl = time_control.parse()?;
            audit_file(&control, pgn)?
        }
    };
    print!("{out}");
    Ok(())
}

/// Reads a think file: one number of seconds per line; blank lines and `#` comments are skipped.
pub fn parse_think(text: &str, path: &Path) -> Result<Vec<Duration>, String> {
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
            .ok_or_else(|| {
                format!(
                    "line {} of {}: '{line}' is not a number of seconds; write one number per line, \
                     such as 12 or 7.5 (White's first move first)",
                    i + 1,
                    path.display()
                )
            })?;
        out.push(Duration::from_secs_f64(secs));
    }
    if out.is_empty() {
        return Err(format!(
            "{} holds no thinking times; write one number of seconds per line, White's first move first",
            path.display()
        ));
    }
    Ok(out)
}

/// Replays thinking times through `control`: one line per move, `ply side H:MM:SS`, the time after the
/// move with increment and bonus; a line ending in `flag` when a player ran out of time, and the end.
pub fn simulate(control: &TimeControl, thinks: &[Duration]) -> String {
    let mut clock = Clock::new(control.clone(), Edition::default());
    let mut now = Duration::ZERO;
    let mut out = String::new();
    clock.start(Color::White, now).expect("a new clock starts");
    for (ply, think) in thinks.iter().enumerate() {
        let side = Color::from_white(ply % 2 == 0);
        now += *think;
        let press = clock.press(side, now).expect("the side to move presses");
        let flag = if press.flag.is_some() { " flag" } else { "" };
        let _ = writeln!(
            out,
            "{} {side} {}{flag}",
            ply + 1,
            format_hms(press.remaining)
        );
        if press.flag.is_some() {
            break;
        }
    }
    out
}

/// One game's tags and readings, as the audit needs them.
#[derive(Debug, Default)]
pub struct GameClocks {
    /// "White - Black", from the tags.
    pub players: (String, String),
    /// The Round tag.
    pub round: String,
    /// The SAN of each ply.
    pub sans: Vec<String>,
    /// The `[%clk]` reading after each ply, if any.
    pub readings: Vec<Option<Duration>>,
}

/// Collects each game's moves and `[%clk]` readings (main line only).
struct ClockVisitor;

impl Visitor for ClockVisitor {
    type Tags = GameClocks;
    type Movetext = GameClocks;
    type Output = GameClocks;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(GameClocks::default())
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let value = value.decode_utf8_lossy().into_owned();
        match name {
            b"White" => tags.players.0 = value,
            b"Black" => tags.players.1 = value,
            b"Round" => tags.round = value,
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(tags)
    }

    fn san(&mut self, game: &mut Self::Movetext, san: SanPlus) -> ControlFlow<Self::Output> {
        game.sans.push(san.to_string());
        game.readings.push(None);
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        game: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        if let (Some(last), Some(clk)) = (
            game.readings.last_mut(),
            audit::parse_clk(&String::from_utf8_lossy(comment.as_bytes())),
        ) {
            *last = Some(clk);
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: Self::Movetext) -> Self::Output {
        game
    }
}

/// Reads every game of a PGN text with its clock readings.
pub fn read_games(pgn: &[u8]) -> std::io::Result<Vec<GameClocks>> {
    let mut reader = Reader::new(pgn);
    let mut games = Vec::new();
    while let Some(game) = reader.read_game(&mut ClockVisitor)? {
        games.push(game);
    }
    Ok(games)
}

/// One line describing an unexplained reading.
fn finding_line(index: usize, game: &GameClocks, a: &Audited) -> String {
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
        game.round,
        game.players.0,
        game.players.1,
        a.move_number,
        game.sans[a.ply],
        a.side,
        format_hms(a.reading),
        format_hms(a.previous),
    )
}

/// The audit report of `games` under `control`: a line per unexplained reading, a line per game with
/// the thinking time derived from the explained readings, and a summary line.
pub fn audit_report(control: &TimeControl, games: &[GameClocks]) -> String {
    let mut out = String::new();
    let (mut total, mut explained) = (0usize, 0usize);
    let mut per_game = String::new();
    for (index, game) in games.iter().enumerate() {
        let audited = audit::audit(control, &game.readings);
        let mut think = [Duration::ZERO; 2];
        let mut ok = 0;
        for a in &audited {
            match a.think {
                Some(t) if a.unexplained.is_none() => {
                    ok += 1;
                    think[(a.side == Color::Black) as usize] += t;
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
            game.round,
            game.players.0,
            game.players.1,
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
fn audit_file(control: &TimeControl, path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| {
        format!(
            "cannot read {}: {e}; give the path of a PGN file with [%clk] comments",
            path.display()
        )
    })?;
    let games = read_games(&bytes).map_err(|e| {
        format!(
            "{} is not readable as PGN: {e}; check that it is a PGN text file",
            path.display()
        )
    })?;
    if games.iter().all(|g| g.readings.iter().all(Option::is_none)) {
        return Err(format!(
            "{} has {} games but no [%clk] readings; the audit needs comments like {{[%clk 1:59:56]}} after the moves",
            path.display(),
            games.len()
        ));
    }
    Ok(audit_report(control, &games))
}
