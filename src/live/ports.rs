//! Where the links of `play`, `setup` and `board-check` look for the two boards: a simulated board's path, the
//! port given, the settings' port, or a search of every port.

use crate::board::dgt::link::DgtPort;
use crate::board::dgt::simulator::SimDgt;
use crate::board::peg::link::PortChoice;
use crate::board::peg::simulator::SimBoard;
use crate::config::Settings;
use crate::config::cli::BoardArgs;

/// Where the link looks for the board: the simulated board's path, the port given, the settings' port,
/// or a search of every port.
pub fn port_choice(args: &BoardArgs, settings: &Settings, sim: Option<&SimBoard>) -> PortChoice {
    match (sim, &args.port, &settings.port) {
        (Some(sim), _, _) => PortChoice::Path(sim.path().to_path_buf()),
        (None, Some(p), _) | (None, None, Some(p)) => PortChoice::named(p),
        (None, None, None) => PortChoice::Search,
    }
}

/// The boards a game's table was given, as its journal keeps them: the flags, else the settings' ports.
pub fn as_given(args: &BoardArgs, settings: &Settings) -> BoardArgs {
    BoardArgs {
        port: args
            .port
            .clone()
            .or_else(|| settings.port.clone())
            .filter(|_| !args.simulate),
        sighted_port: args
            .sighted_port
            .clone()
            .or_else(|| settings.sighted_board.clone())
            .filter(|_| !args.simulate_sighted),
        ..args.clone()
    }
}

/// Where the sighted player's e-board is, if one is used: the simulated one's path, the port given, or the
/// settings' `sighted-board`.
pub fn sighted_choice(
    args: &BoardArgs,
    settings: &Settings,
    sim: Option<&SimDgt>,
) -> Option<DgtPort> {
    match (sim, &args.sighted_port, &settings.sighted_board) {
        (Some(sim), _, _) => Some(DgtPort::Path(sim.path().to_path_buf())),
        (None, Some(p), _) | (None, None, Some(p)) => match PortChoice::named(p) {
            PortChoice::Path(p) => Some(DgtPort::Path(p)),
            _ => None,
        },
        (None, None, None) => None,
    }
}
