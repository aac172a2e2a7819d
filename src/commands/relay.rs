//! `pegchess relay`: without a board, the boards DGT LiveChess sees; with one, the relay started for it
//! ([`crate::relay`]), its reports on the console in the organiser's language, until it is stopped.

use crate::config::{ClockHand, RelayArgs, Settings};
/// Why `relay` failed: the relay's own error.
pub use crate::relay::RelayError;
use crate::ui::console::Console;

/// Runs `relay`.
#[cfg(feature = "relay")]
pub fn run(args: &RelayArgs, settings: &Settings) -> Result<(), RelayError> {
    use crate::board::dgt::dgt3000::ClockSide;
    use crate::relay::run::{Relay, RelayOptions};
    let console = Console::new(settings);
    let (Some(serialnr), Some(port)) = (&args.board, &args.line) else {
        let boards = crate::relay::websocket::list(&args.url)?;
        crate::relay::say_boards(&boards, console);
        return Ok(());
    };
    let options = RelayOptions {
        url: args.url.clone(),
        serialnr: serialnr.clone(),
        port: port.clone(),
        white: match args.white_clock {
            ClockHand::Left => ClockSide::Left,
            ClockHand::Right => ClockSide::Right,
        },
        poll: crate::relay::websocket::POLL_EVERY,
    };
    Relay::start(options, move |report| crate::relay::say(&report, console))?.wait()?;
    Ok(())
}

/// Runs `relay`: this pegchess was built without it.
#[cfg(not(feature = "relay"))]
pub fn run(args: &RelayArgs, settings: &Settings) -> Result<(), RelayError> {
    let _ = (args, settings, Console::new(settings), ClockHand::Left);
    Err(RelayError::Disabled)
}
