//! The sighted player's DGT e-board: its public serial protocol, the link that keeps it connected, how hands
//! move identified pieces, and a simulated board on a pseudo-terminal.

pub mod hands;
pub mod link;
pub mod protocol;
pub mod simulator;
