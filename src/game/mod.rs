//! The game room's program side: the journal's file (`journal.rs`: written and fsync'd before the session
//! acts, locked while a program writes it). The record, its text forms, PGN and the journal's lines are the core
//! crate's `game`, re-exported here under their names.

pub use pegchess_core::game::*;

pub mod journal;
