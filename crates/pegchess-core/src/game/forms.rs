//! The journal's text forms of shakmaty's types, for serde (the forms people read: `e2e4`, `e4`, `Q`, `w`,
//! `rank 2`).

use serde::de::Error;
use serde::{Deserialize, Deserializer, Serializer};

fn one_char(s: &str) -> Option<char> {
    let mut chars = s.chars();
    chars.next().filter(|_| chars.next().is_none())
}

/// A type written as one character.
macro_rules! one_letter {
    ($name:ident, $ty:ty, $what:literal) => {
        pub mod $name {
            use super::*;

            pub(crate) fn serialize<S: Serializer>(v: &$ty, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_char(v.char())
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                let text = String::deserialize(d)?;
                one_char(&text)
                    .and_then(<$ty>::from_char)
                    .ok_or_else(|| D::Error::custom(format!("'{text}' is not {}", $what)))
            }
        }
    };
}

one_letter!(role, shakmaty::Role, "a piece letter");
one_letter!(color, shakmaty::Color, "a side (w or b)");
one_letter!(piece, shakmaty::Piece, "a piece letter");

/// A type written with its `Display` and read with its `FromStr`.
macro_rules! text {
    ($name:ident, $ty:ty, $what:literal) => {
        pub mod $name {
            use super::*;

            pub(crate) fn serialize<S: Serializer>(v: &$ty, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(v)
            }

            pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                let text = String::deserialize(d)?;
                text.parse()
                    .map_err(|_| D::Error::custom(format!("'{text}' is not {}", $what)))
            }
        }
    };
}

text!(uci, shakmaty::uci::UciMove, "a move in UCI");
text!(square, shakmaty::Square, "a square");

pub mod line {
    use super::*;
    use crate::notation::line::Line;
    use shakmaty::{File, Rank};

    pub(crate) fn serialize<S: Serializer>(v: &Line, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Line::Rank(r) => s.collect_str(&format_args!("rank {}", r.char())),
            Line::File(f) => s.collect_str(&format_args!("file {}", f.char())),
        }
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Line, D::Error> {
        let text = String::deserialize(d)?;
        let line = match text.split_once(' ') {
            Some(("rank", r)) => one_char(r).and_then(Rank::from_char).map(Line::Rank),
            Some(("file", f)) => one_char(f).and_then(File::from_char).map(Line::File),
            _ => None,
        };
        line.ok_or_else(|| D::Error::custom(format!("'{text}' is not a rank or a file")))
    }
}

/// Any type written with its `Display` and read with its `FromStr`: the settings' choices and the clock's
/// forms in the journal's header, typed in memory and the same text on disk as in the settings file.
pub mod display {
    use super::*;
    use std::fmt::Display;
    use std::str::FromStr;

    pub(crate) fn serialize<T: Display, S: Serializer>(v: &T, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(v)
    }

    pub(crate) fn deserialize<'de, T, D>(d: D) -> Result<T, D::Error>
    where
        T: FromStr,
        T::Err: Display,
        D: Deserializer<'de>,
    {
        String::deserialize(d)?.parse().map_err(D::Error::custom)
    }
}

/// [`display`] for an optional value (absent when `None`).
pub mod display_opt {
    use super::*;
    use std::fmt::Display;
    use std::str::FromStr;

    pub(crate) fn serialize<T: Display, S: Serializer>(
        v: &Option<T>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        match v {
            Some(v) => s.collect_str(v),
            None => s.serialize_none(),
        }
    }

    pub(crate) fn deserialize<'de, T, D>(d: D) -> Result<Option<T>, D::Error>
    where
        T: FromStr,
        T::Err: Display,
        D: Deserializer<'de>,
    {
        Option::<String>::deserialize(d)?
            .map(|t| t.parse().map_err(D::Error::custom))
            .transpose()
    }
}
