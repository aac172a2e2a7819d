//! The peg board: its wire protocol, the serial link that keeps it connected, and a simulated board.

pub mod dgt;
pub mod engine;
pub mod hands;
pub mod link;
pub mod lock;
pub mod protocol;
pub mod pty;
pub mod sim;
pub mod simulator;
