//! The DGT e-board's pure side: its public serial protocol, what its link tells the session, and the DGT 3000
//! clock behind it.

pub mod dgt3000;
pub mod link_event;
pub mod protocol;
