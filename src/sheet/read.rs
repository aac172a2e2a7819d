//! A Braille score sheet read back into moves (D.2.7, D.2.9): each line as liblouis back-translated it,
//! with the literary table and with the compact code's, read through the one movetext reader. Lines
//! before the first move line are the header; a page number, a blank line and the result are passed over;
//! every other line that does not read as moves is reported with its number and its cells, and the rest
//! is read on. The sheet is never guessed into a game: a missing move, a move number that skips ahead or
//! a move that cannot be read ends the moves there, and the lines after it are counted unread.

use super::cells::{CellProblem, brf_to_unicode};
use super::compact;
use crate::config::BrailleCode;
use crate::game::movetext::{Token, read_moves, tokenize};
use crate::phonetic::{Language, NotationError, format_san};
use crate::sync::scoresheet::{MoveNumber, Sheet, is_illegal};
use shakmaty::san::{San, SanPlus};
use shakmaty::{Chess, Color, Move};

/// One line of the file with its back-translations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackLine {
    /// Its number in the file.
    pub number: usize,
    /// Its cells as the file holds them, or why they are not cells.
    pub cells: Result<String, CellProblem>,
    /// Whether it starts with a blank cell.
    pub indented: bool,
    /// Back-translated with the language's literary table (empty when not translated).
    pub literary: String,
    /// Back-translated with the compact code's table (empty when not translated).
    pub compact: String,
}

/// How the sheet is read: the table's language, the piece letters of its literary moves, and the code
/// tried first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading {
    /// The literary table's language.
    pub language: Language,
    /// The piece letters the literary moves are written with.
    pub notation: Language,
    /// The code tried first on each line (a line is read in the other when the first finds no move
    /// number at its start).
    pub code: BrailleCode,
}

/// What is wrong with a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// It holds something other than Braille cells.
    NotBraille(CellProblem),
    /// It reads as neither moves, a page number nor the result.
    Noise,
    /// Its move number is not the next one, and no move is missing (a number behind, or repeated).
    WrongNumber {
        /// The number written.
        written: u32,
        /// The number expected.
        expected: MoveNumber,
    },
    /// A half-move is missing before it: the line's number or side is not the next half-move's.
    Missing {
        /// The half-move expected.
        expected: MoveNumber,
        /// The number written.
        written: u32,
        /// The side the line starts with.
        side: Color,
    },
    /// A move that cannot be read (not a move, another edition's letters, two readings).
    Illegible {
        /// As read back.
        written: String,
        /// Why.
        problem: NotationError,
    },
    /// A move no legal move fits (7.5): the sheet is not read past it.
    Illegal {
        /// As read back.
        written: String,
        /// Why.
        problem: NotationError,
    },
}

/// A line that does not read as moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineProblem {
    /// The line's number in the file.
    pub line: usize,
    /// Its cells as Unicode Braille patterns (BRF turned into patterns), or what the file holds.
    pub cells: String,
    /// What liblouis read in it (the code that read its number, else the literary table).
    pub read: String,
    /// What is wrong.
    pub problem: Problem,
}

/// A Braille score sheet read back.
#[derive(Debug, Clone)]
pub struct BlindSheet {
    /// Its moves, up to the first that ends the reading (an illegal one is kept as the sheet's end).
    pub sheet: Sheet,
    /// Every line that does not read as moves, in file order.
    pub problems: Vec<LineProblem>,
    /// Moves written after the reading ended, not read.
    pub unread: usize,
    /// The code that read the moves (the first move line's).
    pub code: Option<BrailleCode>,
}

/// Where the reading is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Header,
    Moves,
    Stopped,
    Ended,
}

/// A move line: its number, whether it starts with Black's move, and its movetext after the number.
struct MoveLine {
    number: u32,
    black: bool,
    text: String,
    code: BrailleCode,
}

/// Reads the lines from `start`.
pub fn read(lines: &[BackLine], start: &Chess, reading: Reading) -> BlindSheet {
    let mut r = Reader {
        out: BlindSheet {
            sheet: Sheet::new(start.clone()),
            problems: Vec::new(),
            unread: 0,
            code: None,
        },
        stage: Stage::Header,
        reading,
    };
    for line in lines {
        r.line(line);
    }
    r.out
}

struct Reader {
    out: BlindSheet,
    stage: Stage,
    reading: Reading,
}

impl Reader {
    fn line(&mut self, line: &BackLine) {
        let cells = match &line.cells {
            Ok(c) => c,
            Err(p) => return self.report(line, "", Problem::NotBraille(p.clone())),
        };
        if self.stage == Stage::Ended || cells.chars().all(|c| c == ' ' || c == '\u{2800}') {
            return;
        }
        if let Some(ml) = self.move_line(line) {
            return match self.stage {
                Stage::Stopped => self.out.unread += words(&ml.text),
                _ => self.numbered(line, ml),
            };
        }
        let literary = line.literary.trim();
        let tokens = tokenize(literary);
        let page_number = |t: &str| {
            let t = t.trim();
            !t.is_empty() && t.chars().all(|c| c.is_ascii_digit())
        };
        if self.stage == Stage::Header || page_number(literary) || page_number(&line.compact) {
            return;
        }
        if tokens.contains(&Token::End) {
            self.stage = Stage::Ended;
            return;
        }
        match (self.stage, line.indented) {
            (Stage::Moves, true) => {
                let text = self.text(line, self.out.code.unwrap_or(self.reading.code));
                self.moves(line, &text);
            }
            (Stage::Stopped, true) => self.out.unread += words(literary),
            _ => self.report(line, literary, Problem::Noise),
        }
    }

    /// The line as a move line, in the code tried first or else the other.
    fn move_line(&self, line: &BackLine) -> Option<MoveLine> {
        let other = match self.reading.code {
            BrailleCode::Literary => BrailleCode::Compact,
            BrailleCode::Compact => BrailleCode::Literary,
        };
        [self.reading.code, other].into_iter().find_map(|code| {
            let text = self.text(line, code);
            let text = match code {
                BrailleCode::Compact => compact::as_movetext(&text)?,
                BrailleCode::Literary => text,
            };
            numbered(&text, code)
        })
    }

    /// The line's reading in `code`, as movetext in the reading's letters.
    fn text(&self, line: &BackLine, code: BrailleCode) -> String {
        match code {
            BrailleCode::Compact => line.compact.trim().to_string(),
            // German Braille writes `...` as three cells apart.
            BrailleCode::Literary => line.literary.trim().replace(". . .", "..."),
        }
    }

    /// A numbered move line: its number checked against the next half-move, then its moves.
    fn numbered(&mut self, line: &BackLine, ml: MoveLine) {
        self.stage = Stage::Moves;
        self.out.code.get_or_insert(ml.code);
        let expected = self.out.sheet.next_number();
        let side = if ml.black { Color::Black } else { Color::White };
        if side != expected.side || ml.number > expected.number {
            let problem = Problem::Missing {
                expected,
                written: ml.number,
                side,
            };
            self.report(line, &ml.text, problem);
            self.stop(words(&ml.text));
            return;
        }
        if ml.number != expected.number {
            let problem = Problem::WrongNumber {
                written: ml.number,
                expected,
            };
            self.report(line, &ml.text, problem);
        }
        self.moves(line, &ml.text);
    }

    /// Reads a line's moves on the sheet, until one cannot be read.
    fn moves(&mut self, line: &BackLine, text: &str) {
        let tokens = tokenize(text);
        let count = tokens
            .iter()
            .filter(|t| matches!(t, Token::Word(_)))
            .count();
        for (i, token) in tokens.iter().enumerate() {
            let word = match token {
                Token::Word(w) => w,
                Token::End => {
                    self.stage = Stage::Ended;
                    return;
                }
                _ => continue,
            };
            let read_so_far = tokens[..i]
                .iter()
                .filter(|t| matches!(t, Token::Word(_)))
                .count();
            if let Err(problem) = self.one(word) {
                let rest = count - read_so_far - 1;
                if is_illegal(&problem) {
                    self.out.sheet.mark_illegal(word.clone(), problem.clone());
                    self.report(
                        line,
                        text,
                        Problem::Illegal {
                            written: word.clone(),
                            problem,
                        },
                    );
                } else {
                    self.report(
                        line,
                        text,
                        Problem::Illegible {
                            written: word.clone(),
                            problem,
                        },
                    );
                }
                self.stop(rest);
                return;
            }
        }
    }

    /// One written move, in every spelling the table may have left it in: the only legal reading is
    /// taken; two readings are refused.
    fn one(&mut self, word: &str) -> Result<(), NotationError> {
        let pos = self.out.sheet.position();
        let edition = match self.out.code {
            Some(BrailleCode::Compact) => Language::En,
            _ => self.reading.notation,
        };
        let mut found: Vec<(String, Move)> = Vec::new();
        let mut first_problem = None;
        for spelling in spellings(self.reading.language, self.out.code, word) {
            let read = read_moves(&[Token::Word(spelling.clone())], &pos, edition);
            match (read.moves.first(), read.stop) {
                (Some(m), _) if !found.iter().any(|(_, f)| *f == m.mv) => {
                    found.push((spelling, m.mv))
                }
                (Some(_), _) => {}
                (None, Some(stop)) => {
                    first_problem.get_or_insert(stop.problem);
                }
                (None, None) => {}
            }
        }
        if found.len() > 1 {
            // Two readings of a sheet without capitals: only a move written as SAN writes it, or from its
            // square, stands.
            found.retain(|(written, mv)| as_san_writes_it(written, *mv, &pos, edition));
        }
        match found.as_slice() {
            [(written, mv)] => {
                self.out.sheet.push(*mv, written.clone(), None);
                Ok(())
            }
            [] => Err(first_problem.unwrap_or(NotationError::Empty)),
            _ => Err(NotationError::Ambiguous {
                text: word.to_string(),
                candidates: found.into_iter().map(|(_, m)| m).collect(),
            }),
        }
    }

    fn stop(&mut self, unread: usize) {
        self.stage = Stage::Stopped;
        self.out.unread += unread;
    }

    fn report(&mut self, line: &BackLine, read: &str, problem: Problem) {
        let cells = match &line.cells {
            Ok(c) if c.chars().any(|c| ('\u{2800}'..='\u{28FF}').contains(&c)) => c.clone(),
            Ok(c) => brf_to_unicode(c),
            Err(_) => String::new(),
        };
        self.out.problems.push(LineProblem {
            line: line.number,
            cells,
            read: read.to_string(),
            problem,
        });
    }
}

/// Whether `written` is `mv` as SAN writes it in `edition`'s letters, or written from its square (case,
/// `=` and the signs after it aside).
fn as_san_writes_it(written: &str, mv: Move, pos: &Chess, edition: Language) -> bool {
    let plain = |t: &str| {
        t.trim_end_matches(['+', '#', '!', '?'])
            .replace('=', "")
            .to_lowercase()
    };
    let san = San::from_move(pos, mv);
    let mut full = san;
    if let (San::Normal { file, rank, .. }, Some(from)) = (&mut full, mv.from()) {
        *file = Some(from.file());
        *rank = Some(from.rank());
    }
    [san, full]
        .into_iter()
        .any(|san| plain(&format_san(edition, SanPlus { san, suffix: None })) == plain(written))
}

/// How many written moves a text holds.
fn words(text: &str) -> usize {
    tokenize(text)
        .iter()
        .filter(|t| matches!(t, Token::Word(_)))
        .count()
}

/// `12. Nf3 Nc6`, `12... Nc6`, `12. ... Nc6` or `12. … Nc6` as a move line.
fn numbered(text: &str, code: BrailleCode) -> Option<MoveLine> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let number: u32 = text.get(..digits)?.parse().ok()?;
    let rest = text[digits..].strip_prefix('.')?;
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

/// The spellings a back-translated move may stand for (`code`: the code the sheet's moves are in). German Braille writes no capitals: `sf3` is read
/// as written (the reader takes lower-case piece letters that are no file), `dxe5` both as the pawn's and
/// as the queen's (`D`), and a promotion's piece letter in capitals.
pub fn spellings(language: Language, code: Option<BrailleCode>, word: &str) -> Vec<String> {
    if code == Some(BrailleCode::Compact) {
        return vec![compact::spelling(word)];
    }
    let mut out = vec![word.to_string()];
    if language == Language::Fi {
        // The Finnish sheet writes a hyphen after a rank that tells two pieces apart, before a capture too.
        return vec![word.replace("-x", "x")];
    }
    if language != Language::De {
        return out;
    }
    // A promotion's piece, after `=` or straight after the rank (`c1d`, `e8=d`), is a capital.
    let chars: Vec<char> = word.chars().collect();
    let promoted: String = chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let before = i.checked_sub(1).map(|p| chars[p]);
            let last = chars[i + 1..]
                .iter()
                .all(|n| matches!(n, '+' | '#' | '!' | '?'));
            match before {
                Some('=' | '1' | '8') if last && matches!(c, 'd' | 't' | 'l' | 's') => {
                    c.to_ascii_uppercase()
                }
                _ => c,
            }
        })
        .collect();
    out[0] = promoted.clone();
    if let Some(rest) = promoted.strip_prefix('d') {
        out.push(format!("D{rest}"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(number: usize, literary: &str) -> BackLine {
        BackLine {
            number,
            cells: Ok("⠿".into()),
            indented: literary.starts_with(' '),
            literary: literary.into(),
            compact: String::new(),
        }
    }

    fn read_literary(lines: &[&str], language: Language) -> BlindSheet {
        let lines: Vec<BackLine> = lines
            .iter()
            .enumerate()
            .map(|(i, l)| line(i + 1, l))
            .collect();
        let reading = Reading {
            language,
            notation: language,
            code: BrailleCode::Literary,
        };
        read(&lines, &Chess::default(), reading)
    }

    #[test]
    fn the_header_page_numbers_and_result_are_passed_over() {
        let r = read_literary(
            &[
                "White: A",
                "",
                "1. e4 e5",
                "2. Nf3",
                "  Nc6",
                "7",
                "Result: 1-0",
                "noise",
            ],
            Language::En,
        );
        assert_eq!(r.sheet.moves().len(), 4);
        assert!(r.problems.is_empty(), "{:?}", r.problems);
    }

    #[test]
    fn german_lower_case_reads_the_only_legal_move() {
        let r = read_literary(&["1. e4 d5", "2. exd5 dxd5", "3. sc3 dd8"], Language::De);
        assert_eq!(r.sheet.moves().len(), 6, "{:?}", r.problems);
        assert_eq!(r.sheet.moves()[3].written, "Dxd5");
    }

    #[test]
    fn a_number_behind_is_reported_and_one_ahead_stops() {
        let r = read_literary(&["1. e4 e5", "1. Nf3 Nc6", "4. Bb5 a6"], Language::En);
        assert_eq!(r.sheet.moves().len(), 4);
        assert!(matches!(
            r.problems[0].problem,
            Problem::WrongNumber { written: 1, .. }
        ));
        assert!(matches!(
            r.problems[1].problem,
            Problem::Missing { written: 4, .. }
        ));
        assert_eq!(r.unread, 2);
    }
}
