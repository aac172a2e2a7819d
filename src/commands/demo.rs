//! `pegchess demo`: a short real game on a simulated board, announced aloud; the game is `live::demo`'s, or with
//! `--broadcast` `live::broadcast_demo`'s.

use super::CommandResult;
use crate::config::Settings;
use crate::config::cli::DemoArgs;

/// Runs `demo`.
pub fn run(args: &DemoArgs, settings: &Settings) -> CommandResult {
    #[cfg(feature = "relay")]
    if args.broadcast {
        return crate::live::broadcast_demo::run(args, settings);
    }
    #[cfg(not(feature = "relay"))]
    if args.broadcast {
        return Err(crate::relay::RelayError::Disabled.into());
    }
    crate::live::demo::run(args, settings)
}
