//! Two-board synchronisation and the arbiter's D.2.9 procedure: comparing score sheets, finding where they part, corrections for each board.
//!
//! `scoresheet` reads a score sheet (PGN movetext in any edition's letters through `game::movetext`, typed or spoken moves),
//! `letters` reads the sighted player's sheet in the letters it was written in (a title before its moves passed over),
//! `steps` turns one position into another piece by piece, `compare` finds the last half-move both
//! sheets agree on and everything the arbiter needs there (`facts` what it is made of), `decision` the one D.2.9 decision every output renders (over the record, the sighted player's sheet and, when given, the blind player's own, D.2.7),
//! and `retrace` cuts the record back to the split, as PGN.

pub mod compare;
pub mod decision;
pub mod facts;
pub mod letters;
pub mod retrace;
pub mod scoresheet;
pub mod steps;

pub use compare::{Comparison, Observed, Rules, Which, compare};
pub use scoresheet::{MoveNumber, Sheet, read_pgn};
pub use steps::{Step, steps};
