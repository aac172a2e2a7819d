//! From hole events to moves: the settled board, touched pieces, and what differs when nothing fits.

pub mod correction;

pub use correction::Correction;
