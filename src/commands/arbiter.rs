//! `pegchess arbiter`: the arbiter's console and score-sheet comparison (D.2.9).

use super::CommandResult;
use crate::config::Settings;
use crate::config::cli::ArbiterArgs;

/// Runs `arbiter`.
pub fn run(_args: &ArbiterArgs, _settings: &Settings) -> CommandResult {
    Err("arbiter is not built yet".into())
}
