//! `pegchess board-check`: the peg board's assembly check (`live::assembly_check`), every hole change said and
//! a hole that chatters flagged.

use crate::config::Settings;
use crate::config::cli::BoardArgs;

/// Why `board-check` could not run: the assembly check's own error (a board that cannot be reached).
pub use crate::live::assembly_check::CheckError as BoardCheckError;

/// Runs `board-check` until interrupted (or, on a simulated board, through a short self-test).
pub fn run(args: &BoardArgs, settings: &Settings) -> Result<(), BoardCheckError> {
    crate::live::assembly_check::run(args, settings)
}
