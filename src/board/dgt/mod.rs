//! The sighted player's DGT e-board: its public serial protocol, the link that keeps it connected (its state machine: `link_state`), how hands
//! move identified pieces, the DGT 3000 clock behind it, and a simulated board (and clock) on a pseudo-terminal.

pub use pegchess_core::board::dgt::{dgt3000, link_event, protocol};
pub mod hands;
pub mod link;
pub mod link_state;
pub mod clock_simulator;
pub mod simulator;
