//! A hand on the simulated sighted e-board, typed after `sighted`: `lift e2`, `put e4 [Q]` (the piece in the
//! edition's letters: German `D`, Hungarian `V`), `clear`, `start`.

use super::KeyError;
use super::arguments::square_of;
use crate::notation::Language;
use crate::notation::san::typed_role;
use shakmaty::{Color, Piece, Square};

/// A hand on the simulated sighted e-board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SightedKey {
    /// The piece on this square goes into the hand.
    Lift(Square),
    /// The piece last lifted (or the one named) is put on this square.
    Put(Square, Option<Piece>),
    /// Every piece off the board.
    Clear,
    /// The start position set up.
    Start,
}

/// The hand's words after `sighted`, a piece named in the `edition`'s letters.
pub(super) fn sighted_key(rest: &str, edition: Language) -> Result<SightedKey, KeyError> {
    // Case matters only for a named piece: upper case White, lower case Black.
    let words: Vec<String> = rest
        .split_whitespace()
        .enumerate()
        .map(|(i, w)| {
            if i < 2 {
                w.to_ascii_lowercase()
            } else {
                w.to_string()
            }
        })
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    Ok(match words.as_slice() {
        ["clear"] => SightedKey::Clear,
        ["start"] => SightedKey::Start,
        ["lift", sq] => SightedKey::Lift(square_of(sq)?),
        ["put", sq] => SightedKey::Put(square_of(sq)?, None),
        ["put", sq, piece] => {
            let mut chars = piece.chars();
            let letter = chars.next().filter(|_| chars.next().is_none());
            let role = letter.and_then(|c| typed_role(edition, c));
            let (Some(letter), Some(role)) = (letter, role) else {
                return Err(KeyError::NoPiece {
                    letter: piece.chars().next().unwrap_or(' '),
                    edition,
                });
            };
            let color = Color::from_white(letter.is_uppercase());
            SightedKey::Put(square_of(sq)?, Some(Piece { color, role }))
        }
        _ => return Err(KeyError::Sighted),
    })
}
