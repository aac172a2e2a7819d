//! `pegchess demo`: a short real game on a simulated board, announced aloud; the game is `live::demo`'s.

use super::CommandResult;
use crate::config::Settings;
use crate::config::cli::DemoArgs;

/// Runs `demo`.
pub fn run(args: &DemoArgs, settings: &Settings) -> CommandResult {
    crate::live::demo::run(args, settings)
}
