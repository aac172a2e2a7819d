//! `pegchess ports`: the serial ports, and which of them answer as a peg board or a DGT e-board.

use crate::board::dgt::link as dgt;
use crate::board::peg::link::{PROBE_WAIT, list_ports, probe};
use crate::config::Settings;
use crate::ui::console::Console;

/// Runs `ports`; its lines in the player's language (stable English with `--porcelain`).
pub fn run(settings: &Settings) {
    let console = Console::new(settings);
    let ports = list_ports();
    if ports.is_empty() {
        console.line("console-ports-none", &[]);
        return;
    }
    for port in ports {
        let named = ("port", port.clone().into());
        match probe(&port, PROBE_WAIT) {
            Some(name) => console.line("console-port-pegs", &[named, ("name", name.into())]),
            None => match dgt::probe(&port, dgt::PROBE_WAIT) {
                Some(about) => console.line(
                    "console-port-dgt",
                    &[named, ("about", about.to_string().into())],
                ),
                None => console.line("console-port-silent", &[named]),
            },
        }
    }
}
