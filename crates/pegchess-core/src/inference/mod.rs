//! From hole events to moves: the settled board, touched pieces, and what differs when nothing fits.

pub mod agreement;
pub mod correction;
pub mod holes;
pub mod identity;
pub mod orientation;
pub mod pieces;
pub mod tracker;
pub mod unseen;

pub use correction::Correction;
pub use tracker::{Reading, Tracker};
