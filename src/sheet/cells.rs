//! A Braille score sheet as a file holds it: whether a file is Braille at all (a `.brf` name, or text
//! made of Unicode Braille patterns), and its lines of cells, numbered as an editor numbers them. A line
//! holding anything but cells (a byte BRF has no cell for, invalid UTF-8, a control character) or longer
//! than any sheet's line is set apart with why, never translated. Pure: the bytes are read by `commands`.

use super::braille::Encoding;
use std::path::Path;

/// The longest line read, in cells (a sheet's lines are 40 cells; a note-taker's may be longer).
pub const MAX_CELLS: usize = 400;
/// The most lines read from one file (a long game fills about 200).
pub const MAX_LINES: usize = 20_000;

/// North American Braille ASCII: the character of each 6-dot cell, in Unicode's order (U+2800 + dots).
const BRF: &[u8; 64] = b" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

/// Which encoding a file is in: BRF when its name ends in `.brf`, Unicode Braille when most of its
/// visible characters are Braille patterns; `None` for anything else (a PGN score sheet, say).
pub fn detect(path: &Path, bytes: &[u8]) -> Option<Encoding> {
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("brf"))
    {
        return Some(Encoding::Brf);
    }
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(64 * 1024)]);
    let visible = head.chars().filter(|c| !c.is_whitespace()).count();
    let cells = head.chars().filter(|c| is_pattern(*c)).count();
    (cells > 0 && cells * 2 > visible).then_some(Encoding::Unicode)
}

fn is_pattern(c: char) -> bool {
    ('\u{2800}'..='\u{28FF}').contains(&c)
}

/// Why a line of the file is not Braille cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CellProblem {
    /// A character the encoding has no cell for, at this column (1 = the first).
    NotACell {
        /// The column.
        column: usize,
        /// What stands there (a byte shown as `\xNN` when it is not a character).
        found: String,
    },
    /// Not UTF-8 text (a Unicode Braille file must be).
    NotUtf8,
    /// Longer than [`MAX_CELLS`].
    TooLong {
        /// Its length in characters.
        cells: usize,
    },
    /// The file goes on past [`MAX_LINES`]: this line and the rest are not read.
    TooManyLines,
}

/// One line of a Braille file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellLine {
    /// Its number in the file, 1 for the first (form feeds end pages, not lines).
    pub number: usize,
    /// Its cells as the file writes them (BRF letters upper case), or the problem that keeps it unread.
    pub cells: Result<String, CellProblem>,
    /// Whether it starts with a blank cell (a wrapped move line's continuation is indented).
    pub indented: bool,
}

/// The file's lines (up to [`MAX_LINES`], then one line saying the rest is not read), each as cells or
/// with what is wrong with it. Blank lines are kept, so that the numbers stay the file's.
pub fn lines(bytes: &[u8], encoding: Encoding) -> Vec<CellLine> {
    let mut lines = read_lines(bytes, encoding);
    if bytes.split(|&b| b == b'\n').nth(MAX_LINES).is_some() {
        lines.push(CellLine {
            number: MAX_LINES + 1,
            cells: Err(CellProblem::TooManyLines),
            indented: false,
        });
    }
    lines
}

fn read_lines(bytes: &[u8], encoding: Encoding) -> Vec<CellLine> {
    bytes
        .split(|&b| b == b'\n')
        .take(MAX_LINES)
        .enumerate()
        .map(|(i, raw)| {
            let raw = trim_page_marks(raw);
            let cells = match encoding {
                Encoding::Brf => brf_line(raw),
                Encoding::Unicode => unicode_line(raw),
            };
            let indented = raw.first() == Some(&b' ') || raw.starts_with("\u{2800}".as_bytes());
            CellLine {
                number: i + 1,
                cells,
                indented,
            }
        })
        .collect()
}

/// A line without its CR and the form feeds that end pages.
fn trim_page_marks(mut raw: &[u8]) -> &[u8] {
    while let [rest @ .., b'\r' | b'\x0c'] = raw {
        raw = rest;
    }
    while let [b'\x0c', rest @ ..] = raw {
        raw = rest;
    }
    raw
}

/// A BRF line: the 64 characters of Braille ASCII, lower-case letters and `` ` { | } ~ `` read as their
/// upper-case forms (both are written by note-takers).
fn brf_line(raw: &[u8]) -> Result<String, CellProblem> {
    if raw.len() > MAX_CELLS {
        return Err(CellProblem::TooLong { cells: raw.len() });
    }
    raw.iter()
        .enumerate()
        .map(|(i, &b)| {
            let b = if (0x60..=0x7e).contains(&b) {
                b - 0x20
            } else {
                b
            };
            if (0x20..=0x5f).contains(&b) {
                Ok(char::from(b))
            } else {
                Err(CellProblem::NotACell {
                    column: i + 1,
                    found: shown(b),
                })
            }
        })
        .collect()
}

/// A byte as a report shows it: the character when printable ASCII, else `\xNN`.
fn shown(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("'{}'", char::from(b))
    } else {
        format!("\\x{b:02X}")
    }
}

/// A Unicode Braille line: patterns, with ordinary spaces as blank cells.
fn unicode_line(raw: &[u8]) -> Result<String, CellProblem> {
    let text = std::str::from_utf8(raw).map_err(|_| CellProblem::NotUtf8)?;
    let count = text.chars().count();
    if count > MAX_CELLS {
        return Err(CellProblem::TooLong { cells: count });
    }
    match text
        .chars()
        .enumerate()
        .find(|(_, c)| !is_pattern(*c) && *c != ' ')
    {
        Some((i, c)) => Err(CellProblem::NotACell {
            column: i + 1,
            found: format!("U+{:04X}", u32::from(c)),
        }),
        None => Ok(text.to_string()),
    }
}

/// BRF cells as Unicode Braille patterns (for a report a sighted arbiter can compare with the paper).
pub fn brf_to_unicode(cells: &str) -> String {
    cells
        .chars()
        .map(|c| {
            BRF.iter()
                .position(|&b| char::from(b) == c.to_ascii_uppercase())
                .and_then(|i| char::from_u32(0x2800 + u32::try_from(i).ok()?))
                .unwrap_or(c)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brf_lines_keep_their_numbers_and_refuse_what_is_no_cell() {
        let bytes = b"#AB4 ,NF#C\r\n\x0c  #B\r\nok\tno\r\n\xff\n";
        let lines = lines(bytes, Encoding::Brf);
        assert_eq!(lines[0].cells.as_deref(), Ok("#AB4 ,NF#C"));
        assert_eq!(lines[1].cells.as_deref(), Ok("  #B"));
        assert!(lines[1].indented);
        assert_eq!(
            lines[2].cells,
            Err(CellProblem::NotACell {
                column: 3,
                found: "\\x09".into()
            })
        );
        assert!(matches!(
            lines[3].cells,
            Err(CellProblem::NotACell { column: 1, .. })
        ));
        assert_eq!(brf_to_unicode("#AB4 ,NF#C"), "⠼⠁⠃⠲⠀⠠⠝⠋⠼⠉");
    }

    #[test]
    fn unicode_is_found_by_content_and_brf_by_name() {
        let text = "⠼⠁⠲ ⠑⠼⠙\n".as_bytes();
        assert_eq!(
            detect(Path::new("sheet.txt"), text),
            Some(Encoding::Unicode)
        );
        assert_eq!(detect(Path::new("sheet.BRF"), b"#A"), Some(Encoding::Brf));
        assert_eq!(detect(Path::new("sheet.pgn"), b"1. e4 e5"), None);
        let long = "⠁".repeat(MAX_CELLS + 1);
        assert!(matches!(
            lines(long.as_bytes(), Encoding::Unicode)[0].cells,
            Err(CellProblem::TooLong { .. })
        ));
        assert_eq!(
            lines(b"\xe2\x28\xa1", Encoding::Unicode)[0].cells,
            Err(CellProblem::NotUtf8)
        );
        let many = "⠁\n".repeat(MAX_LINES + 5);
        let read = lines(many.as_bytes(), Encoding::Unicode);
        assert_eq!(read.len(), MAX_LINES + 1);
        assert_eq!(read[MAX_LINES].cells, Err(CellProblem::TooManyLines));
    }
}
