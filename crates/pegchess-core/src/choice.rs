//! Closed sets of named choices (the settings' and the command line's): the `choice!` macro that declares one
//! with its names, parsing and display, and the error naming every allowed value. Used by every room that
//! declares such a set (the languages, the settings, the command line).

use std::fmt;

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

        impl ::std::str::FromStr for $name {
            type Err = crate::choice::UnknownChoice;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                let lower = s.trim().to_ascii_lowercase();
                $name::ALL
                    .iter()
                    .copied()
                    .find(|v| v.name() == lower)
                    .ok_or_else(|| crate::choice::UnknownChoice {
                        given: s.to_string(),
                        allowed: $name::NAMES,
                    })
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
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
