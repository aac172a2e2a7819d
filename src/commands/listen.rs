//! `pegchess listen`: what the recogniser hears and how it is understood (for tuning).

use super::CommandResult;
use crate::config::Settings;
use crate::config::cli::ListenArgs;

/// Runs `listen`.
pub fn run(_args: &ListenArgs, _settings: &Settings) -> CommandResult {
    Err("listen is not built yet".into())
}
