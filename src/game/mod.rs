//! The game room's program side: the journal's file (`journal.rs`: written and fsync'd before the session
//! acts, locked while a program writes it) and PGN files (`pgn.rs`: read, and written atomically). The record,
//! its text forms, PGN text and the journal's lines are the core crate's `game`, re-exported here under their
//! names.

pub use pegchess_core::game::*;

pub mod journal;
pub mod pgn;
