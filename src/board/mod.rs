//! The boards' serial side, one shape for both. Shared: the link engine (`link_engine.rs`: finding, opening and
//! reading a port through a sans-IO core), the simulator thread on a pseudo-terminal (`sim.rs`, `pty.rs`), the
//! port locks (`lock.rs`), the dice both hand models draw from (`dice.rs`) and where castling carries king and
//! rook (`castling.rs`). Beside them, each board in its own folder: `peg/` (the peg board) and `dgt/` (the
//! sighted player's DGT e-board and the DGT 3000 behind it).

pub use pegchess_core::board::{castling, dice};
pub mod dgt;
pub mod link_engine;
pub mod lock;
pub mod peg;
pub mod pty;
pub mod simulator;
