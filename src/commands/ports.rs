//! `pegchess ports`: the serial ports, and which of them answer as a peg board.

use super::CommandResult;
use crate::board::link::{PROBE_WAIT, list_ports, probe};

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
            None => println!("{port}: no peg board answered"),
        }
    }
    Ok(())
}
