//! The boards' pure side, which the session reads and the link cores in `pegchess`'s `board/` share: where
//! castling carries king and rook (`castling.rs`), the dice both hand models draw from (`dice.rs`), and each
//! board kind's protocol, its link's events and (the peg board's) hands.

pub mod castling;
pub mod dgt;
pub mod dice;
pub mod peg;
