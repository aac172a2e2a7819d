//! `pegchess setup`: the spoken set-up on the board's buttons, run by `live::setup`, which writes the
//! settings file.

use crate::config::Settings;
use crate::config::cli::SetupArgs;
use crate::live::setup::on_buttons;
use std::path::Path;

/// Why `setup` failed: the set-up's own error (the board, or the settings file that cannot be written).
pub use crate::live::setup::SetupError;

/// Runs `pegchess setup`: the settings file is `path`.
pub fn run(args: &SetupArgs, settings: &Settings, path: &Path) -> Result<(), SetupError> {
    on_buttons(args, settings, path, None)?;
    Ok(())
}
