//! `pegchess demo`: a short real game on a simulated board, announced aloud; the game is `live::demo`'s, or with
//! `--broadcast` `live::broadcast_demo`'s.

use crate::config::Settings;
use crate::config::cli::DemoArgs;

/// Why `demo` failed: the demo's own error (its game, its simulated boards, its set-up, its relay).
pub use crate::live::demo::DemoError;

/// Runs `demo`.
pub fn run(args: &DemoArgs, settings: &Settings) -> Result<(), DemoError> {
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
