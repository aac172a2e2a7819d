//! Braille pages: which liblouis table writes each language, and translated lines (BRF's ASCII braille or
//! Unicode braille patterns) wrapped to the line width and paged, with form feeds and page numbers.
//! Translation itself is liblouis's (`louis.rs` runs it); nothing here knows a braille cell's dots.

use super::spell::spellings;
use super::{Game, Writing};
use crate::notation::{Language, parse_move};
use shakmaty::san::San;
use shakmaty::{Move, Position};

/// The smallest line width accepted (a move with its number and a clock reading must fit).
pub const MIN_CELLS: usize = 12;
/// The fewest lines a page may have (two lines of text and the page number).
pub const MIN_LINES: usize = 3;

/// How big a braille page is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BraillePageSize {
    /// Cells a line (40 by default).
    pub cells: usize,
    /// Lines a page, the page number's line included (25 by default).
    pub lines: usize,
}

impl Default for BraillePageSize {
    fn default() -> Self {
        BraillePageSize {
            cells: 40,
            lines: 25,
        }
    }
}

/// Which braille a sheet is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// A BRF file: North American Braille ASCII, lines ended by CR LF, pages by a form feed.
    Brf,
    /// Unicode braille patterns (U+2800-U+28FF), for a braille display or a screen.
    Unicode,
}

impl Encoding {
    /// The liblouis display table that writes this encoding.
    pub fn display_table(self) -> &'static str {
        match self {
            Encoding::Brf => "en-us-brf.dis",
            Encoding::Unicode => "unicode.dis",
        }
    }

    /// The empty cell.
    pub fn blank(self) -> char {
        match self {
            Encoding::Brf => ' ',
            Encoding::Unicode => '\u{2800}',
        }
    }

    /// Whether `c` is a cell of this encoding (anything else is a character liblouis could not translate).
    pub fn is_cell(self, c: char) -> bool {
        match self {
            Encoding::Brf => (' '..='_').contains(&c),
            Encoding::Unicode => ('\u{2800}'..='\u{28FF}').contains(&c) || c == ' ',
        }
    }

    fn line_end(self) -> &'static str {
        match self {
            Encoding::Brf => "\r\n",
            Encoding::Unicode => "\n",
        }
    }
}

/// The liblouis table for a language: uncontracted, or contracted where liblouis has it.
pub fn table(language: Language, contracted: bool) -> &'static str {
    match (language, contracted) {
        (Language::En, false) => "en-ueb-g1.ctb",
        (Language::En, true) => "en-ueb-g2.ctb",
        (Language::De, false) => "de-g0.utb",
        (Language::De, true) => "de-g2.ctb",
        (Language::Hu, false) => "hu-hu-g1.ctb",
        (Language::Hu, true) => "hu-hu-g2.ctb",
        // liblouis has no contracted Finnish: Finnish is written uncontracted either way.
        (Language::Fi, _) => "fi.utb",
        (Language::Da, false) => "da-dk-g16.ctb",
        (Language::Da, true) => "da-dk-g26.ctb",
    }
}

/// The liblouis chess table writing figurines as the language's piece letters: English's, or German's,
/// whose letters Danish shares (K D T L S). Hungarian and Finnish letters have none.
pub fn chess_table(language: Language) -> Option<&'static str> {
    match language {
        Language::En => Some("en-chess.ctb"),
        Language::De | Language::Da => Some("de-chess.ctb"),
        Language::Hu | Language::Fi => None,
    }
}

/// Whether a language's table reads a file letter right after a digit as more digits (a to j are the
/// digits 1 to 0 after a number sign, and the Finnish table writes no letter sign between). There a rank
/// that tells two pieces apart is written with a hyphen before the target square (`T6-g5`, as the long
/// notation writes it), or `T6g5` would read `T675`.
pub fn digit_then_letter_breaks(language: Language) -> bool {
    language == Language::Fi
}

/// A written move with a hyphen between a digit and a following lower-case letter (see
/// [`digit_then_letter_breaks`]).
pub fn hyphen_after_digits(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 1);
    let mut previous = None;
    for c in text.chars() {
        if previous.is_some_and(|p: char| p.is_ascii_digit()) && c.is_ascii_lowercase() {
            out.push('-');
        }
        out.push(c);
        previous = Some(c);
    }
    out
}

/// A written move as liblouis's back-translation gives it in a language: German Braille writes no
/// capitals; Hungarian Braille writes `+` and `!` in one cell; the Finnish table (forward only, says its
/// header) reads a closing `#` as a number sign and drops it, and the sheet writes `T6-g5` there.
pub fn as_read_back(language: Language, text: &str) -> String {
    match language {
        Language::De => text.to_lowercase(),
        Language::Hu => text.replace('!', "+"),
        Language::Fi => hyphen_after_digits(text.trim_end_matches('#')),
        _ => text.to_string(),
    }
}

/// The game as a sheet in `language`'s Braille writes it so that every move reads back one way only.
/// German Braille writes no capitals, so `dxe4` is both the d-pawn's capture and the queen's (`Dxe4`):
/// where both are legal, the move is written from its square (`d5xe4`, `De7xe4`), which reads one way.
pub fn one_reading_each(game: &Game, language: Language, writing: Writing) -> Game {
    let mut out = game.clone();
    if language != Language::De || writing.figurines {
        return out;
    }
    let mut pos = game.start.clone();
    for ply in &mut out.plies {
        let text = writing.san(ply.san).to_lowercase();
        let readings: Vec<Move> = spellings(language, None, &text)
            .iter()
            .filter_map(|s| parse_move(s, writing.notation, &pos).ok())
            .collect();
        if readings.iter().any(|m| *m != ply.mv)
            && let (San::Normal { file, rank, .. }, Some(from)) = (&mut ply.san.san, ply.mv.from())
        {
            *file = Some(from.file());
            *rank = Some(from.rank());
        }
        pos.play_unchecked(ply.mv);
    }
    out
}

/// Wraps translated lines to `cells` a line at blank cells; a continuation line starts two cells in.
/// A word longer than a line is cut.
pub fn wrap(lines: &[String], cells: usize, blank: char) -> Vec<String> {
    const INDENT: usize = 2;
    let mut out = Vec::new();
    for line in lines {
        let mut current: Vec<char> = Vec::new();
        // Where the line's words begin (after a continuation's indent).
        let mut start = 0;
        for word in line.split(blank).filter(|w| !w.is_empty()) {
            let mut word: Vec<char> = word.chars().collect();
            while !word.is_empty() {
                let gap = usize::from(current.len() > start);
                if current.len() + gap + word.len() <= cells {
                    if gap == 1 {
                        current.push(blank);
                    }
                    current.append(&mut word);
                    break;
                }
                if current.len() == start {
                    // Longer than a whole line: cut it.
                    let room = cells.saturating_sub(current.len()).max(1);
                    current.extend(word.drain(..room.min(word.len())));
                }
                out.push(current.drain(..).collect::<String>());
                current.extend(std::iter::repeat_n(blank, INDENT.min(cells / 2)));
                start = current.len();
            }
        }
        out.push(current.into_iter().collect());
    }
    out
}

/// How many pages `wrapped` lines fill.
pub fn page_count(wrapped: usize, size: BraillePageSize) -> usize {
    wrapped.div_ceil(text_lines(size)).max(1)
}

/// Lines of text a page holds (one is the page number's).
fn text_lines(size: BraillePageSize) -> usize {
    size.lines.saturating_sub(1).max(1)
}

/// The pages: `size.lines - 1` lines of text each, then the page's line with its number (translated,
/// `numbers[0]` for page 1) at the right; each page ends with a form feed.
pub fn pages(
    wrapped: &[String],
    numbers: &[String],
    size: BraillePageSize,
    encoding: Encoding,
) -> String {
    let per_page = text_lines(size);
    let mut out = String::new();
    let blank = encoding.blank();
    let end = encoding.line_end();
    let chunks: Vec<&[String]> = if wrapped.is_empty() {
        vec![&[]]
    } else {
        wrapped.chunks(per_page).collect()
    };
    for (i, chunk) in chunks.into_iter().enumerate() {
        for line in chunk {
            out.push_str(line.trim_end_matches(blank));
            out.push_str(end);
        }
        for _ in chunk.len()..per_page {
            out.push_str(end);
        }
        let number = numbers.get(i).map_or("", String::as_str);
        let width = number.chars().count();
        out.extend(std::iter::repeat_n(blank, size.cells.saturating_sub(width)));
        out.push_str(number);
        out.push_str(end);
        out.push('\u{000C}');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_at_blanks_and_indents() {
        let lines = vec!["AAAA BBBB CCCC".to_string()];
        assert_eq!(wrap(&lines, 10, ' '), ["AAAA BBBB", "  CCCC"]);
        assert_eq!(
            wrap(&["ABCDEFGHIJKL".into()], 10, ' '),
            ["ABCDEFGHIJ", "  KL"]
        );
        assert_eq!(wrap(&["".into()], 10, ' '), [""]);
    }

    #[test]
    fn pages_end_with_a_number_and_a_form_feed() {
        let size = BraillePageSize { cells: 6, lines: 3 };
        let wrapped: Vec<String> = ["A", "B", "C"].map(String::from).to_vec();
        assert_eq!(page_count(3, size), 2);
        let text = pages(&wrapped, &["#A".into(), "#B".into()], size, Encoding::Brf);
        assert_eq!(text, "A\r\nB\r\n    #A\r\n\u{c}C\r\n\r\n    #B\r\n\u{c}");
    }
}
