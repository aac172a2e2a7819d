//! The announcement vocabulary: the phonetic schemes (FIDE, Danish, plain) and forms of a move, and the
//! spoken names of squares, pieces and castling in each language (`vocabulary.rs`), and the spellings a voice
//! is given for speech only (`spoken.rs`: German players' "Zäsar" for the printed "Cesar").
//!
//! One vocabulary serves both directions: speech uses it to say moves, voice uses it to understand them.
//! The languages themselves and how moves are written are `notation`'s.

pub mod spoken;
pub mod vocabulary;

pub use vocabulary::Vocabulary;

use crate::choice::choice;
use crate::notation::Language;

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

impl Scheme {
    /// The two alphabets of Appendix D in the order `language`'s edition lists them: the Danish edition
    /// gives its own words first, each "eller" the FIDE word; every other edition FIDE's.
    pub fn editions_order(language: Language) -> [Scheme; 2] {
        match language {
            Language::Da => [Scheme::Danish, Scheme::Fide],
            _ => [Scheme::Fide, Scheme::Danish],
        }
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
