//! The announcement vocabulary: languages, phonetic schemes (FIDE, Danish, plain) and forms of a move.
//!
//! One vocabulary serves both directions: speech uses it to say moves, voice uses it to understand them.
//! `words` holds the spoken names, `notation` the piece letters of each edition and the typed-move parser.

pub mod notation;
pub mod numbering;
pub mod vocabulary;

pub use notation::{NotationError, format_san, parse_move};
pub use vocabulary::Vocabulary;

use std::fmt;
use std::str::FromStr;

/// Declares a closed set of named choices with `FromStr`/`Display` and the list of allowed names,
/// so that settings errors can name every allowed value.
macro_rules! choice {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vmeta])* $variant),+ }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// The names accepted by `from_str`.
            pub const NAMES: &'static [&'static str] = &[$($text),+];

            /// The name used in settings and on the command line.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }
        }

        impl FromStr for $name {
            type Err = crate::phonetic::UnknownChoice;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                let lower = s.trim().to_ascii_lowercase();
                $name::ALL
                    .iter()
                    .copied()
                    .find(|v| v.name() == lower)
                    .ok_or_else(|| crate::phonetic::UnknownChoice {
                        given: s.to_string(),
                        allowed: $name::NAMES,
                    })
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        // The command line takes the same names: `--help` lists them and clap refuses any other.
        impl clap::ValueEnum for $name {
            fn value_variants<'a>() -> &'a [Self] {
                $name::ALL
            }
            fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
                Some(clap::builder::PossibleValue::new(self.name()))
            }
        }
    };
}
pub(crate) use choice;

/// A value that is not one of the allowed names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownChoice {
    /// What was given.
    pub given: String,
    /// What would have been accepted.
    pub allowed: &'static [&'static str],
}

impl fmt::Display for UnknownChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not one of: {}",
            self.given,
            self.allowed.join(", ")
        )
    }
}

impl std::error::Error for UnknownChoice {}

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
