//! The slips of a Braille sheet written by hand that are undone around liblouis: the full cell of a
//! Perkins erasure dropped before it reads a line, a move number written without its number sign read
//! after; and any text made visible before a report quotes it. (A move's own slips are `spell.rs`'s.)
//! Pure.

use crate::notation::Language;

/// The full cell, dots 1-2-3-4-5-6, as Unicode Braille.
const FULL: char = '⠿';
/// The full cell in BRF.
const FULL_BRF: char = '=';

/// A line of cells with a Perkins erasure's full cells dropped: a word made only of full cells goes
/// with its blank, full cells written over part of a word go and the rest of the word closes up. In
/// Hungarian a single full cell ending a word is the mate sign (hu-hu-g1 writes `#` so) and stays.
pub fn erase(cells: &str, language: Language) -> String {
    let full = |c: char| c == FULL || c == FULL_BRF;
    let blank = |c: char| c == ' ' || c == '\u{2800}';
    if !cells.chars().any(full) {
        return cells.to_string();
    }
    let mut out = String::with_capacity(cells.len());
    let mut word = String::new();
    let mut pending_blank: Option<char> = None;
    let flush = |word: &mut String, out: &mut String, blank_after: Option<char>| {
        let chars: Vec<char> = word.chars().collect();
        let mate = language == Language::Hu
            && chars.len() > 1
            && chars.last().is_some_and(|&c| full(c))
            && !chars[chars.len() - 2..chars.len() - 1]
                .iter()
                .any(|&c| full(c));
        let kept: String = chars
            .iter()
            .enumerate()
            .filter(|&(i, &c)| !full(c) || (mate && i + 1 == chars.len()))
            .map(|(_, &c)| c)
            .collect();
        let whole_word_erased = !chars.is_empty() && kept.is_empty();
        out.push_str(&kept);
        if let (Some(b), false) = (blank_after, whole_word_erased) {
            out.push(b);
        }
        word.clear();
    };
    for c in cells.chars() {
        if blank(c) {
            if word.is_empty() {
                if pending_blank.is_none() {
                    out.push(c);
                }
            } else {
                flush(&mut word, &mut out, Some(c));
            }
            pending_blank = Some(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out, None);
    out.trim_end_matches(blank).to_string()
}

/// A move line whose number was written without its number sign (`a. e4` for `1. e4`: liblouis reads
/// the digits 1 to 0 as the letters a to j), with the number as digits; `None` for any other line.
pub fn number_without_sign(text: &str) -> Option<String> {
    let letters = text.chars().take_while(|c| ('a'..='j').contains(c)).count();
    let rest = text.get(letters..)?;
    if letters == 0 || letters > 3 || !rest.starts_with('.') {
        return None;
    }
    let digits: String = text[..letters]
        .chars()
        .map(|c| match c {
            'j' => '0',
            c => char::from(b'1' + (c as u8 - b'a')),
        })
        .collect();
    Some(format!("{digits}{rest}"))
}

/// A back-translated line with castling written in lower zeros (dots 3-5-6, which liblouis reads as `"`
/// or `)`: `)-)`) as zeros, before the movetext reader takes `)` for a bracket.
pub fn lower_zeros(text: &str) -> String {
    let zeros = |w: &str| {
        w.contains('-')
            && w.contains(['"', ')'])
            && w.chars().all(|c| matches!(c, '"' | ')' | '-' | '0'))
    };
    text.split(' ')
        .map(|w| match zeros(w) {
            true => w.replace(['"', ')'], "0"),
            false => w.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Text as a report quotes it: every character that would not show (a control character, a format or
/// private-use character liblouis left in, a zero-width space) written as `[U+XXXX]`, and the blank cell
/// U+2800 as a space.
pub fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\u{2800}' => out.push(' '),
            ' ' => out.push(' '),
            c if shows(c) => out.push(c),
            c => out.push_str(&format!("[U+{:04X}]", u32::from(c))),
        }
    }
    out
}

/// Whether a character shows when printed: not a control, format, private-use, unassigned-looking
/// zero-width or other blank character.
fn shows(c: char) -> bool {
    let invisible = c.is_control()
        || c.is_whitespace()
        || matches!(u32::from(c),
            0x00AD | 0x034F | 0x061C | 0x115F | 0x1160 | 0x17B4 | 0x17B5 | 0x180B..=0x180E
            | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
            | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFFB | 0xE000..=0xF8FF | 0xF0000..=0x10FFFF
            | 0xE0000..=0xE0FFF);
    !invisible
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_cells_are_erasures_except_hungarians_mate() {
        assert_eq!(erase("⠼⠁⠲⠀⠿⠿⠿⠀⠑⠼⠙", Language::En), "⠼⠁⠲⠀⠑⠼⠙");
        assert_eq!(erase("⠼⠁⠲⠀⠑⠿⠼⠙", Language::En), "⠼⠁⠲⠀⠑⠼⠙");
        assert_eq!(erase("#A4 === E#D", Language::En), "#A4 E#D");
        assert_eq!(erase("⠿⠿⠿⠀⠿", Language::De), "");
        assert_eq!(erase("⠨⠃⠃⠼⠉⠿", Language::Hu), "⠨⠃⠃⠼⠉⠿");
        assert_eq!(erase("⠨⠃⠃⠼⠉⠿", Language::En), "⠨⠃⠃⠼⠉");
    }

    #[test]
    fn a_move_number_without_its_number_sign_reads() {
        assert_eq!(number_without_sign("a. ed ee").as_deref(), Some("1. ed ee"));
        assert_eq!(number_without_sign("ab. e4").as_deref(), Some("12. e4"));
        assert_eq!(number_without_sign("Nf3"), None);
    }

    #[test]
    fn lower_zeros_are_castling() {
        assert_eq!(lower_zeros("5. )-) \"-\"-\""), "5. 0-0 0-0-0");
        assert_eq!(lower_zeros("(Nf3)"), "(Nf3)");
    }

    #[test]
    fn nothing_invisible_is_quoted() {
        assert_eq!(visible("Re\u{F32B}6"), "Re[U+F32B]6");
        assert_eq!(visible("re\u{7f}6\u{200B}"), "re[U+007F]6[U+200B]");
        assert_eq!(visible("⠼⠁⠀⠑"), "⠼⠁ ⠑");
    }
}
