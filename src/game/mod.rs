//! The game record: moves, touches, mismatches and results; its crash-safe journal; PGN in and out.

pub mod chess960;
pub mod journal;
pub mod movetext;
pub mod pgn;
pub mod record;
