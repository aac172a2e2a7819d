//! The sighted player's DGT e-board: its public serial protocol, the link that keeps it connected (its state machine: `link_state`), how hands
//! move identified pieces, the DGT 3000 clock behind it, and a simulated board (and clock) on a pseudo-terminal.

pub mod dgt3000;
pub mod link_event;
pub mod hands;
pub mod link;
pub mod link_state;
pub mod protocol;
pub mod clock_simulator;
pub mod simulator;
