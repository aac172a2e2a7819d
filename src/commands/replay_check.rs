//! `pegchess replay-check`: replays real games through a simulated peg board and the real serial path,
//! with human-like noise, in simulated time, and counts how many moves the program recovers; `--direct`
//! feeds the session straight from the hand model and says the moves per second.

use crate::board::peg::hands::Noise;
use crate::config::Settings;
use crate::config::cli::ReplayArgs;
use crate::game::pgn;
use crate::live::virtual_table::{VirtualTable, VirtualTableError};
use crate::session::rehearsal::{DirectBoard, Rehearsal};
use std::time::Instant;

/// What a replay found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReplayTally {
    /// Games replayed.
    pub games: usize,
    /// Moves in those games.
    pub moves: usize,
    /// Moves recorded exactly as in the source.
    pub recovered: usize,
    /// Moves recorded differently from the source.
    pub wrong: usize,
    /// Moves where the program had to ask (promotion piece, or several moves fitting after lost frames).
    pub asked: usize,
}

impl std::fmt::Display for ReplayTally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "games: {}, moves: {}, recovered: {}, wrong: {}, asked: {}",
            self.games, self.moves, self.recovered, self.wrong, self.asked
        )
    }
}

/// Why `replay-check` failed.
#[derive(Debug, thiserror::Error)]
pub enum ReplayCheckError {
    /// The PGN file cannot be read.
    #[error(transparent)]
    Pgn(#[from] pgn::PgnFileError),
    /// The virtual table on its pseudo-terminal failed.
    #[error(transparent)]
    Table(#[from] VirtualTableError),
}

/// Runs `replay-check` and prints a line per game that went wrong, then the tally.
pub fn run(opts: &ReplayArgs, settings: &Settings) -> Result<(), ReplayCheckError> {
    let games = pgn::read_file(&opts.pgn)?;
    let mut tally = ReplayTally::default();
    let mut table = if opts.direct {
        None
    } else {
        Some(VirtualTable::open(settings.settle)?)
    };
    // One table for the whole file, as one pseudo-terminal serves every game through the serial path.
    let mut direct = DirectBoard::default();
    let started = Instant::now();
    for (i, game) in games
        .into_iter()
        .take(opts.games.unwrap_or(usize::MAX))
        .enumerate()
    {
        let game = match game {
            Ok(g) => g,
            Err(e) => {
                eprintln!("skipped {e}");
                continue;
            }
        };
        let mut noise = match opts.noise {
            Some(seed) => Noise::seeded(seed.wrapping_mul(1_000_003).wrapping_add(i as u64)),
            None => Noise::clean(),
        };
        let result = match table.as_mut() {
            Some(table) => table.replay(&game, &mut noise)?,
            None => match Rehearsal::replay(
                &mut direct,
                &game.start,
                &game.moves,
                &mut noise,
                settings.settle,
            ) {
                Ok(r) => r,
                Err(never) => match never {},
            },
        };
        if let Some(why) = result
            .stopped
            .as_ref()
            .filter(|_| result.recovered < result.moves)
        {
            println!(
                "game {}: {} of {} moves recovered; stopped: {why}",
                i + 1,
                result.recovered,
                result.moves,
            );
        }
        tally.games += 1;
        tally.moves += result.moves;
        tally.recovered += result.recovered;
        tally.wrong += result.wrong;
        tally.asked += result.asked;
    }
    if opts.direct {
        let seconds = started.elapsed().as_secs_f64();
        eprintln!(
            "direct: {} moves in {seconds:.3} s, {:.0} moves per second",
            tally.moves,
            tally.moves as f64 / seconds.max(1e-9)
        );
    }
    println!("{tally}");
    Ok(())
}
