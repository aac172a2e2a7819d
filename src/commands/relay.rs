//! `pegchess relay`: without a board, the boards DGT LiveChess sees; with one, the relay started for it
//! ([`crate::relay`]), its reports on the console in the organiser's language, until it is stopped.

use super::CommandResult;
use crate::config::{ClockHand, RelayArgs, Settings};
use crate::ui::console::Console;

/// Runs `relay`.
#[cfg(feature = "relay")]
pub fn run(args: &RelayArgs, settings: &Settings) -> CommandResult {
    use crate::board::dgt::clock::ClockSide;
    use crate::relay::run::{Relay, RelayOptions};
    let console = Console::new(settings);
    let (Some(serialnr), Some(port)) = (&args.board, &args.line) else {
        let boards = crate::relay::link::list(&args.url)?;
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
        poll: crate::relay::link::POLL_EVERY,
    };
    Relay::start(options, move |report| crate::relay::say(&report, console))?.wait();
    Ok(())
}

/// Runs `relay`: this pegchess was built without it.
#[cfg(not(feature = "relay"))]
pub fn run(args: &RelayArgs, settings: &Settings) -> CommandResult {
    let _ = (args, settings, Console::new(settings), ClockHand::Left);
    Err(Box::new(crate::relay::RelayError::Disabled))
}
