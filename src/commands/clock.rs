//! `pegchess clock simulate|audit`: the clock engine on its own, for arbiters and tests.

use crate::config::Settings;
use crate::config::cli::ClockCommand;

use super::CommandResult;

/// Runs a `clock` subcommand.
pub fn run(_cmd: &ClockCommand, _settings: &Settings) -> CommandResult {
    Err("clock is not built yet".into())
}
