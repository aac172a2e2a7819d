//! The announcement vocabulary: languages, phonetic schemes (FIDE, Danish, plain) and forms of a move.
//!
//! One vocabulary serves both directions: speech uses it to say moves, voice uses it to understand them.
//! `words` holds the spoken names, `notation` the piece letters of each edition and the typed-move parser.

pub mod notation;
pub mod numbering;
pub mod vocabulary;

pub use notation::{NotationError, format_san, parse_move};
pub use vocabulary::Vocabulary;

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

choice! {
    /// How squares, pieces and castling are named aloud.
    Scheme {
        /// FIDE Appendix D: Anna..Hector, eins..acht, Koenig..Bauer, Kurze/Lange Rochade.
        Fide = "fide",
        /// The Danish edition's national alternative: Anna Bodil Cecilie..., et..otte, konge...
        Danish = "danish",
        /// Plain letters and digits in the interface language.
        Plain = "plain",
    }
}

choice! {
    /// Short (like SAN) or long (from and to) move announcements.
    Form {
        /// Like SAN: "Springer Felix drei".
        Short = "short",
        /// From and to: "Springer Gustav eins Felix drei".
        Long = "long",
    }
}
