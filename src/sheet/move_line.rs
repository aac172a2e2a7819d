//! A line of a Braille sheet as liblouis read it, as a move line: its move number (`12.`, `12...`, UEB's
//! `12…`), the side it starts with, and its moves; and how many moves a text holds. Pure.

use crate::config::BrailleCode;
use crate::game::movetext::{Token, tokenize};

/// A move line: its number, whether it starts with Black's move, and its movetext after the number.
pub(super) struct MoveLine {
    pub number: u32,
    pub black: bool,
    pub text: String,
    pub code: BrailleCode,
}

/// How many written moves a text holds.
pub(super) fn words(text: &str) -> usize {
    tokenize(text)
        .iter()
        .filter(|t| matches!(t, Token::Word(_)))
        .count()
}

/// How many words of a text look like moves: a square in them (`Nf3`, `exd5`, `sc3`), or castling.
pub(super) fn move_like_words(text: &str) -> usize {
    let square = |w: &str| {
        w.as_bytes()
            .windows(2)
            .any(|p| (b'a'..=b'h').contains(&p[0]) && (b'1'..=b'8').contains(&p[1]))
    };
    let castling = |w: &str| w.starts_with("O-O") || w.starts_with("0-0");
    tokenize(text)
        .iter()
        .filter(|t| matches!(t, Token::Word(w) if square(w) || castling(w)))
        .count()
}

/// `12. Nf3 Nc6`, `12... Nc6`, `12. ... Nc6` or `12. … Nc6` as a move line.
pub(super) fn numbered(text: &str, code: BrailleCode) -> Option<MoveLine> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let number: u32 = text.get(..digits)?.parse().ok()?;
    let rest = match text[digits..].strip_prefix('…') {
        // UEB reads dots 2-5-6 three times straight after the number as an ellipsis.
        Some(after) => {
            return (number > 0).then(|| MoveLine {
                number,
                black: true,
                text: after.trim().to_string(),
                code,
            });
        }
        None => text[digits..].strip_prefix('.')?,
    };
    let (black, rest) = match rest.trim_start().strip_prefix("..") {
        Some(after) => (true, after.trim_start_matches('.')),
        None => match rest.trim_start().strip_prefix('…') {
            Some(after) => (true, after),
            None => (false, rest),
        },
    };
    (number > 0).then(|| MoveLine {
        number,
        black,
        text: rest.trim().to_string(),
        code,
    })
}
