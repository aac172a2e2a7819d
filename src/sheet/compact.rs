//! The compact Braille chess code (the UK's Braille Chess Code and Layout, 2015, for UEB) as far as it
//! was read: its liblouis table (`assets/braille/chess-compact.utb`, the one table that writes and reads
//! it), the move lines printed for that table, and a back-translated line turned into movetext again.
//!
//! The table holds the code's cells; this file only shapes the print text around them: the move number
//! without its full stop (the code writes the lower number and a space) and Black's first move of a
//! line after print's three dots, which the code writes as dots 3-6; and, read back, a check the code
//! writes before the square put after it again, as SAN has it.

use super::{Game, Row};
use crate::notation::{Language, format_san};

/// The liblouis table of the compact code, as shipped (written to a file by `louis.rs`).
pub const TABLE: &str = include_str!("../../assets/braille/chess-compact.utb");

/// The table's file name (liblouis names tables by file).
pub const TABLE_NAME: &str = "pegchess-chess-compact.utb";

/// Where the code was read.
pub const SOURCE: &str = "https://braillechess.org.uk/resources/braille.php";

/// The move lines of a game as the compact table translates them: `12 Nf3 Nc6`, `1 ...e5` where Black
/// begins. The moves are English SAN: the table turns the letters into the code's.
pub fn move_lines(game: &Game) -> Vec<String> {
    game.rows().iter().map(row_line).collect()
}

/// One row: its number (no full stop, a space after it) and the half-moves.
fn row_line(row: &Row<'_>) -> String {
    let mut line = row.number.to_string();
    if let Some(white) = row.white {
        line.push(' ');
        line.push_str(&format_san(Language::En, white.san));
    }
    if let Some(black) = row.black {
        line.push(' ');
        if row.white.is_none() {
            line.push_str("...");
        }
        line.push_str(&format_san(Language::En, black.san));
    }
    line
}

/// A line as the compact table back-translates it, as movetext: `12 Nf3 Nc6` becomes `12. Nf3 Nc6`
/// and `1 ...e5` (or `1 -e5`, the same dots 3-6) becomes `1... e5`. `None` when the line does not start
/// with a move number followed by a space.
pub fn as_movetext(line: &str) -> Option<String> {
    let line = line.trim();
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 4 {
        return None;
    }
    let (number, rest) = line.split_at(digits);
    let rest = rest.strip_prefix(' ')?.trim_start();
    for black in ["...", "-"] {
        if let Some(moves) = rest.strip_prefix(black) {
            return Some(format!("{number}... {moves}"));
        }
    }
    Some(format!("{number}. {rest}"))
}

/// A back-translated move as SAN spells it: a check written before the square (`R+f4`, `Rx+f4`, from
/// the code's dots 4-5 or 4-5-6) goes after it (`Rf4+`, `Rxf4+`), and a full stop after the move
/// (`e4+.`) is dropped. Anything else is left as written, for the movetext reader to judge.
pub fn spelling(word: &str) -> String {
    let word = word.strip_suffix('.').unwrap_or(word);
    let Some(square) = word.rfind(|c: char| ('a'..='h').contains(&c)) else {
        return word.to_string();
    };
    let (before, after) = word.split_at(square);
    if !before.contains('+') {
        return word.to_string();
    }
    let mut out = before.replace('+', "");
    out.push_str(after);
    if !after.contains(['+', '#']) {
        out.push('+');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_lose_the_stop_and_black_keeps_its_dots() {
        assert_eq!(as_movetext("12 Nf3 Nc6").as_deref(), Some("12. Nf3 Nc6"));
        assert_eq!(as_movetext("1 -e5 Nf3").as_deref(), Some("1... e5 Nf3"));
        assert_eq!(as_movetext("1 ...e5").as_deref(), Some("1... e5"));
        assert_eq!(as_movetext("Nf3"), None);
        assert_eq!(as_movetext("12"), None);
        assert_eq!(as_movetext("123456 e4"), None);
    }

    #[test]
    fn a_check_before_the_square_goes_after_it() {
        assert_eq!(spelling("Rx+f4"), "Rxf4+");
        assert_eq!(spelling("+f5"), "f5+");
        assert_eq!(spelling("R+f4#"), "Rf4#");
        assert_eq!(spelling("e4+."), "e4+");
        assert_eq!(spelling("Nb1c3"), "Nb1c3");
        assert_eq!(spelling("exd5+"), "exd5+");
        assert_eq!(spelling("0-0+"), "0-0+");
        assert_eq!(spelling("+"), "+");
    }
}
