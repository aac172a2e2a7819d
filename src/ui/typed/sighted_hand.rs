//! A hand on the simulated sighted e-board, typed after `sighted`: `lift e2`, `put e4 [Q]`, `clear`, `start`.

use super::KeyError;
use super::arguments::square_of;
use shakmaty::{Piece, Square};

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

/// The hand's words after `sighted`.
pub(super) fn sighted_key(rest: &str) -> Result<SightedKey, KeyError> {
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
            let p = chars
                .next()
                .filter(|_| chars.next().is_none())
                .and_then(Piece::from_char)
                .ok_or_else(|| KeyError::NotAPiece(piece.to_string()))?;
            SightedKey::Put(square_of(sq)?, Some(p))
        }
        _ => return Err(KeyError::Sighted),
    })
}
