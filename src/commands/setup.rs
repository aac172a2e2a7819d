//! `pegchess setup`: the spoken set-up on the board's buttons, run by `live::setup`, which writes the
//! settings file.

use super::CommandResult;
use crate::config::Settings;
use crate::config::cli::SetupArgs;
use crate::live::setup::on_buttons;
use std::path::Path;

/// Runs `pegchess setup`: the settings file is `path`.
pub fn run(args: &SetupArgs, settings: &Settings, path: &Path) -> CommandResult {
    on_buttons(args, settings, path, None)?;
    Ok(())
}
