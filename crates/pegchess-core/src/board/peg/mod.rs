//! The peg board's pure side: its line protocol, what its link tells the session, and how people's hands move
//! pegs.

pub mod hands;
pub mod link_event;
pub mod protocol;
