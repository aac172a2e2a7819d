//! The peg board: its line protocol, the link core that keeps it read (over the shared engine), a simulated
//! board, and how people's hands move pegs.

pub mod link_event;
pub mod hands;
pub mod link;
pub mod protocol;
pub mod simulator;
