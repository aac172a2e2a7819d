//! `pegchess announce`: print how each move of a sequence is announced.

use crate::config::Settings;
use crate::config::cli::AnnounceArgs;

use super::CommandResult;

/// Runs `announce`.
pub fn run(_args: &AnnounceArgs, _settings: &Settings) -> CommandResult {
    Err("announce is not built yet".into())
}
