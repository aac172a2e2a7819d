//! The peg board: its line protocol, the link core that keeps it read (over the shared engine), a simulated
//! board, and how people's hands move pegs.

pub use pegchess_core::board::peg::{hands, link_event, protocol};
pub mod link;
pub mod simulator;
