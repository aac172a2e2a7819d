//! The rating room's program side: the change a command line asks for (`asked.rs`: the rating and games from
//! the arguments and a PGN file's game, whose file it reads). The FIDE rules themselves are the core crate's
//! `rating`, re-exported here under their names.

pub use pegchess_core::rating::*;

pub mod asked;
