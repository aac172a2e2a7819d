//! `pegchess board-check`: the peg board's assembly check (`live::assembly_check`), every hole change said and
//! a hole that chatters flagged.

use super::CommandResult;
use crate::config::Settings;
use crate::config::cli::BoardArgs;

/// Runs `board-check` until interrupted (or, on a simulated board, through a short self-test).
pub fn run(args: &BoardArgs, settings: &Settings) -> CommandResult {
    crate::live::assembly_check::run(args, settings)?;
    Ok(())
}
