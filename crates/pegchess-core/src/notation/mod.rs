//! The languages of the Laws' editions we work from, and how moves are written in them: SAN in each
//! edition's letters, read and written (`san.rs`), and the move numbers of a game's half-moves
//! (`numbering.rs`, the one place they are computed).

pub mod line;
pub mod numbering;
pub mod san;

pub use san::{NotationError, format_san, parse_move};

use crate::choice::choice;

choice! {
    /// The languages of the editions of the Laws we work from: interface language and notation letters.
    Language {
        /// English.
        En = "en",
        /// German.
        De = "de",
        /// Hungarian.
        Hu = "hu",
        /// Finnish.
        Fi = "fi",
        /// Danish.
        Da = "da",
    }
}
