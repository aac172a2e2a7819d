//! `pegchess ports`: the serial ports, and which of them answer as a peg board or a DGT e-board.

use super::CommandResult;
use crate::board::dgt::link as dgt;
use crate::board::peg::link::{PROBE_WAIT, list_ports, probe};

/// Runs `ports`.
pub fn run() -> CommandResult {
    let ports = list_ports();
    if ports.is_empty() {
        println!(
            "no serial ports found; plug the board in (USB) and check that your user may open serial ports (group dialout)"
        );
        return Ok(());
    }
    for port in ports {
        match probe(&port, PROBE_WAIT) {
            Some(name) => println!("{port}: peg board \"{name}\""),
            None => match dgt::probe(&port, dgt::PROBE_WAIT) {
                Some(about) => {
                    println!("{port}: DGT e-board ({about}); use it with --sighted-port {port}")
                }
                None => println!("{port}: no peg board or DGT e-board answered"),
            },
        }
    }
    Ok(())
}
