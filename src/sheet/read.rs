//! A Braille score sheet read back into moves (D.2.7, D.2.9): each line as liblouis back-translated it,
//! with the literary table (uncontracted, and contracted where liblouis has it) and with the compact
//! code's, read through the one movetext reader, as the blind player meant it: a move alone on its line
//! or a pair split over two lines, a move number one behind or ahead when the moves fit the next
//! half-moves (noted), a Perkins erasure dropped, a sign left out read both ways (a move that reads two
//! legal ways is taken as the sheet reads on furthest, the other kept beside it). Lines before the first
//! move line are the header; a page number, a blank line and the result are passed over; every other line
//! that does not read as moves is reported with its number and its cells. The sheet is never guessed into
//! a game: a missing move or a move that cannot be read ends the moves there, and the lines after it are
//! counted unread.

use super::cells::brf_to_unicode;
use super::compact;
use super::move_line::{MoveLine, move_like_words, numbered, words};
pub use super::read_back::{Alternative, BackLine, BlindSheet, LineProblem, Problem, Reading};
use super::slips::{erase, lower_zeros, number_without_sign, visible};
use super::spell::{as_san_writes_it, hand_spellings, is_san, spellings};
use crate::config::BrailleCode;
use crate::game::movetext::{Token, read_moves, tokenize};
use crate::notation::san::san_plus;
use crate::notation::{Language, NotationError, format_san};
use crate::sync::scoresheet::{Sheet, is_illegal};
use shakmaty::{Chess, Color, Move};

/// Where the reading is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Header,
    Moves,
    Stopped,
    Ended,
}

/// Reads the lines from `start`.
pub fn read(lines: &[BackLine], start: &Chess, reading: Reading) -> BlindSheet {
    read_taking(lines, start, reading, &[])
}

/// Reads the lines from `start`, taking at each `(ply, move)` of `taken` that move where the written move
/// reads two ways and that is one of its readings (the other sheets' move, for the comparison).
pub fn read_taking(
    lines: &[BackLine],
    start: &Chess,
    reading: Reading,
    taken: &[(usize, Move)],
) -> BlindSheet {
    let mut r = Reader {
        taken,
        out: BlindSheet {
            sheet: Sheet::new(start.clone()),
            problems: Vec::new(),
            unread: 0,
            code: None,
            alternatives: Vec::new(),
            // Kept once the reading is done (a probe copies the reader).
            lines: Vec::new(),
            reading,
        },
        stage: Stage::Header,
        reading,
        lines,
        depth: LOOKAHEAD,
        capitals: reading.language != Language::De
            && lines
                .iter()
                .any(|l| l.literary.chars().any(|c| c.is_uppercase())),
    };
    r.from(0);
    if r.stage == Stage::Header {
        r.no_move_line();
    }
    r.out.lines = lines.to_vec();
    r.out
}

/// Whether a line's reading is a page number: digits alone.
fn page_number(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty() && text.chars().all(|c| c.is_ascii_digit())
}

/// How many moves read two ways, one inside another's reading ahead, are each read ahead (past that, a
/// probe takes the first reading).
const LOOKAHEAD: u8 = 3;

/// The reader. A probe is a copy that reads ahead to see how far a reading goes; within it, a move read
/// two ways is read ahead again while `depth` lasts, else its first reading is taken.
#[derive(Clone)]
struct Reader<'a> {
    out: BlindSheet,
    stage: Stage,
    reading: Reading,
    lines: &'a [BackLine],
    depth: u8,
    /// Whether the sheet writes capitals (German Braille and Hungarian grade 2 write none).
    capitals: bool,
    /// Moves to take where a written move reads two ways ([`read_taking`]).
    taken: &'a [(usize, Move)],
}

impl Reader<'_> {
    /// Reads the lines from the `at`th on.
    fn from(&mut self, at: usize) {
        let lines = self.lines;
        for (i, line) in lines.iter().enumerate().skip(at) {
            self.line(i, line);
        }
    }

    /// A copy that reads ahead, reading ahead again `depth` deep.
    fn probe(&self, depth: u8) -> Self {
        let mut probe = self.clone();
        probe.depth = depth;
        probe
    }

    fn line(&mut self, i: usize, line: &BackLine) {
        let cells = match &line.cells {
            Ok(c) => c,
            Err(p) => return self.report(line, "", Problem::NotBraille(p.clone())),
        };
        let blank = |c: char| c == ' ' || c == '\u{2800}';
        if self.stage == Stage::Ended || erase(cells, self.reading.language).chars().all(blank) {
            return;
        }
        if let Some(ml) = self.move_line(i, line) {
            return match self.stage {
                Stage::Stopped => self.out.unread += words(&ml.text),
                _ => self.numbered(i, line, ml),
            };
        }
        let literary = line.literary.trim();
        if self.stage == Stage::Header || page_number(literary) || page_number(&line.compact) {
            return;
        }
        if tokenize(literary).contains(&Token::End) {
            self.stage = Stage::Ended;
            return;
        }
        match self.stage {
            // A move alone on its line (Black's after White's, or a wrapped line's moves).
            Stage::Moves => match self.unnumbered(i, line) {
                Some(text) => self.moves(i, line, &text),
                None if line.indented => {
                    let code = self.out.code.unwrap_or(self.reading.code);
                    let readings = self.readings(line).into_iter();
                    let text = readings.filter(|(c, _)| *c == code).map(|(_, t)| t).next();
                    self.moves(i, line, &text.unwrap_or_default());
                }
                None => self.report(line, literary, Problem::Noise),
            },
            // After the reading stopped, only what looks like moves counts as moves not read (a page's running
            // header does not).
            Stage::Stopped => self.out.unread += move_like_words(literary),
            _ => self.report(line, literary, Problem::Noise),
        }
    }

    /// The line's readings, the code tried first first: the literary table's (uncontracted, then
    /// contracted) and the compact code's, each as liblouis gave it (German Braille's `. . .` closed up).
    fn readings(&self, line: &BackLine) -> Vec<(BrailleCode, String)> {
        let literary = [&line.literary, &line.contracted].into_iter().map(|t| {
            (
                BrailleCode::Literary,
                lower_zeros(t.trim()).replace(". . .", "..."),
            )
        });
        let compact = std::iter::once((BrailleCode::Compact, line.compact.trim().to_string()));
        let mut all: Vec<(BrailleCode, String)> = match self.reading.code {
            BrailleCode::Literary => literary.chain(compact).collect(),
            BrailleCode::Compact => compact.chain(literary).collect(),
        };
        all.retain(|(_, t)| !t.is_empty());
        all.dedup_by(|a, b| a.1 == b.1);
        all
    }

    /// The line as a move line: of its readings with a move number at the start (a number written
    /// without its number sign too), the first whose moves all read as the next half-moves, else the
    /// first.
    fn move_line(&self, i: usize, line: &BackLine) -> Option<MoveLine> {
        let mut found: Vec<MoveLine> = Vec::new();
        for (code, text) in self.readings(line) {
            let text = match code {
                BrailleCode::Compact => compact::as_movetext(&text),
                BrailleCode::Literary => Some(text),
            };
            let Some(text) = text else { continue };
            found.extend(numbered(&text, code));
            if code == BrailleCode::Literary {
                found.extend(number_without_sign(&text).and_then(|t| numbered(&t, code)));
            }
        }
        if found.len() > 1 {
            let best = found.iter().position(|ml| self.fits(i, line, ml));
            if let Some(best) = best {
                return Some(found.swap_remove(best));
            }
        }
        found.into_iter().next()
    }

    /// A line without a move number whose readings' moves all read as the next half-moves.
    fn unnumbered(&self, i: usize, line: &BackLine) -> Option<String> {
        self.readings(line).into_iter().find_map(|(code, text)| {
            let ml = MoveLine {
                number: 0,
                black: false,
                text,
                code,
            };
            self.fits(i, line, &ml).then_some(ml.text)
        })
    }

    /// Whether every move of the line reads as the next half-moves.
    fn fits(&self, i: usize, line: &BackLine, ml: &MoveLine) -> bool {
        let mut probe = self.probe(0);
        probe.out.code.get_or_insert(ml.code);
        probe.stage = Stage::Moves;
        let (plies, notes) = (probe.out.sheet.moves().len(), probe.out.problems.len());
        probe.moves(i, line, &ml.text);
        let read = probe.out.sheet.moves().len() - plies;
        read > 0 && read == words(&ml.text) && probe.out.problems.len() == notes
    }

    /// Whether the line's first move reads as the next half-move.
    fn begins(&self, i: usize, line: &BackLine, ml: &MoveLine) -> bool {
        let mut probe = self.probe(0);
        probe.out.code.get_or_insert(ml.code);
        probe.stage = Stage::Moves;
        let plies = probe.out.sheet.moves().len();
        probe.moves(i, line, &ml.text);
        probe.out.sheet.moves().len() > plies
    }

    /// A numbered move line: its number checked against the next half-move (the moves decide when it
    /// is not the next), then its moves.
    fn numbered(&mut self, i: usize, line: &BackLine, ml: MoveLine) {
        self.stage = Stage::Moves;
        self.out.code.get_or_insert(ml.code);
        let expected = self.out.sheet.next_number();
        let side = if ml.black { Color::Black } else { Color::White };
        let off = side != expected.side || ml.number != expected.number;
        // A number ahead is a missing move unless the line's moves are the next half-moves; where its first
        // move is, and a later one cannot be read, the number is wrong and that move is what stops the sheet.
        let begins = side == expected.side && self.begins(i, line, &ml);
        if off
            && !begins
            && !self.fits(i, line, &ml)
            && (side != expected.side || ml.number > expected.number)
        {
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
        self.moves(i, line, &ml.text);
    }

    /// Reads a line's moves on the sheet, until one cannot be read.
    fn moves(&mut self, i: usize, line: &BackLine, text: &str) {
        let mut written = Vec::new();
        let mut end = false;
        for token in tokenize(text) {
            match token {
                Token::Word(w) => written.push(w),
                Token::End => {
                    end = true;
                    break;
                }
                _ => {}
            }
        }
        if self.words(i, line, text, &written) && end {
            self.stage = Stage::Ended;
        }
    }

    /// Reads `written`, the moves of the `i`th line (whose text is `text`), on the sheet; whether all were
    /// read.
    fn words(&mut self, i: usize, line: &BackLine, text: &str, written: &[String]) -> bool {
        for (k, word) in written.iter().enumerate() {
            let Err(problem) = self.one(i, line, text, word, &written[k + 1..]) else {
                continue;
            };
            let shown = visible(word);
            let problem = if is_illegal(&problem) {
                self.out.sheet.mark_illegal(word.clone(), problem.clone());
                Problem::Illegal {
                    written: shown,
                    problem,
                }
            } else {
                Problem::Illegible {
                    written: shown,
                    problem,
                }
            };
            self.report(line, text, problem);
            self.stop(written.len() - k - 1);
            return false;
        }
        true
    }

    /// One written move, in every spelling the table or the hand may have left it in: the only legal
    /// reading is taken; of two, the one under which the sheet reads on furthest, the other kept.
    fn one(
        &mut self,
        i: usize,
        line: &BackLine,
        text: &str,
        word: &str,
        rest: &[String],
    ) -> Result<(), NotationError> {
        let pos = self.out.sheet.position();
        let edition = match self.out.code {
            Some(BrailleCode::Compact) => Language::En,
            _ => self.reading.notation,
        };
        let ply = self.out.sheet.moves().len();
        let wanted = self.taken.iter().find(|(p, _)| *p == ply).map(|(_, m)| *m);
        // A move that fits several legal moves (`Se2` where two knights reach e2) is read as the one the
        // comparison asks for, when it is one of them; the others are kept beside it.
        let mut found = match self.readings_of(word, &pos, edition) {
            Err(NotationError::Ambiguous { candidates, .. })
                if wanted.is_some_and(|w| candidates.contains(&w)) =>
            {
                candidates.iter().map(|m| (word.to_string(), *m)).collect()
            }
            read => read?,
        };
        let asked = wanted.and_then(|mv| found.iter().position(|(_, m)| *m == mv));
        let taken = match found.len() {
            0 | 1 => 0,
            _ if asked.is_some() => asked.unwrap_or_default(),
            _ if self.depth == 0 => 0,
            _ => self.furthest(i, line, text, &found, rest),
        };
        let (written, mv) = found.remove(taken);
        self.out.sheet.push(mv, written, None);
        for (_, other) in found {
            let san = |m: Move| format_san(edition, san_plus(&pos, m));
            let problem = Problem::TwoWays {
                written: visible(word),
                taken: san(mv),
                other: san(other),
            };
            self.report(line, text, problem);
            self.out.alternatives.push(Alternative {
                ply,
                other,
                written: visible(word),
            });
        }
        Ok(())
    }

    /// The legal moves `word` reads as in `pos`, each with the spelling that read it: a move written as
    /// SAN writes it is the one meant where the sheet writes capitals, and only moves written as SAN writes
    /// them (or from their squares) stand beside another. Why it reads as none, when it does.
    fn readings_of(
        &self,
        word: &str,
        pos: &Chess,
        edition: Language,
    ) -> Result<Vec<(String, Move)>, NotationError> {
        let compact = self.out.code == Some(BrailleCode::Compact);
        // Each spelling, and whether it is the table's own (no slip of the hand undone in it).
        let all = spellings(self.reading.language, self.out.code, word)
            .into_iter()
            .flat_map(|s| {
                let hand = hand_spellings(edition, &s, !compact).into_iter();
                hand.enumerate().map(|(k, h)| (h, k == 0))
            });
        let mut found: Vec<(String, Move)> = Vec::new();
        let mut exact: Vec<(String, Move)> = Vec::new();
        let mut first_problem = None;
        for (spelling, own) in all {
            let read = read_moves(&[Token::Word(spelling.clone())], pos, edition);
            match (read.moves.first(), read.stop) {
                (Some(m), _) => {
                    let san = is_san(&spelling, m.mv, pos, edition);
                    if own && san && !exact.iter().any(|(_, f)| *f == m.mv) {
                        exact.push((spelling.clone(), m.mv));
                    }
                    // A move read from two spellings keeps the one SAN writes (`Dxd5`, not `dxd5`).
                    match found.iter_mut().find(|(_, f)| *f == m.mv) {
                        None => found.push((spelling, m.mv)),
                        Some(seen) if san && !is_san(&seen.0, m.mv, pos, edition) => {
                            seen.0 = spelling
                        }
                        Some(_) => {}
                    }
                }
                (None, Some(stop)) => {
                    first_problem.get_or_insert(stop.problem);
                }
                (None, None) => {}
            }
        }
        if found.is_empty() {
            return Err(first_problem.unwrap_or(NotationError::Empty));
        }
        // Where the sheet writes capitals, a move written exactly as SAN writes it is what was meant
        // (`bxc5` with no capital sign is the pawn's); a sheet without any (German Braille, Hungarian
        // grade 2) reads it both ways.
        if self.capitals && !compact && exact.len() == 1 {
            return Ok(exact);
        }
        if found.len() > 1 {
            // Only a move written as SAN writes it (or from its square) stands beside another.
            let san: Vec<(String, Move)> = found
                .iter()
                .filter(|(written, mv)| as_san_writes_it(written, *mv, pos, edition))
                .cloned()
                .collect();
            if !san.is_empty() {
                return Ok(san);
            }
        }
        Ok(found)
    }

    /// Of two or more readings of a move, the one under which the rest of the sheet (`rest` of this
    /// line, then the lines after it) reads the most half-moves; the first on a tie.
    fn furthest(
        &self,
        i: usize,
        line: &BackLine,
        text: &str,
        found: &[(String, Move)],
        rest: &[String],
    ) -> usize {
        let reach = |(written, mv): &(String, Move)| {
            let mut probe = self.probe(self.depth.saturating_sub(1));
            probe.out.sheet.push(*mv, written.clone(), None);
            if probe.words(i, line, text, rest) {
                probe.from(i + 1);
            }
            probe.out.sheet.moves().len()
        };
        let reaches: Vec<usize> = found.iter().map(reach).collect();
        let most = reaches.iter().copied().max().unwrap_or_default();
        reaches.iter().position(|&r| r == most).unwrap_or_default()
    }

    /// A sheet where no line read as a move line (another language's table, or none of its numbers
    /// read): its first line that starts with a number sign, where the moves would begin, is reported, so
    /// that the sheet is named as unread rather than taken as empty.
    fn no_move_line(&mut self) {
        // A page number is a number alone on its line (and a line liblouis read as nothing is none).
        let numbered = |l: &&BackLine| {
            !(page_number(&l.literary) || l.literary.trim().is_empty())
                && l.cells.as_ref().is_ok_and(|c| {
                    c.trim_start_matches([' ', '\u{2800}'])
                        .starts_with(['#', '⠼'])
                })
        };
        if let Some(line) = self.lines.iter().find(numbered) {
            let literary = line.literary.trim().to_string();
            self.report(line, &literary, Problem::Noise);
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
            read: visible(read),
            problem,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(number: usize, literary: &str) -> BackLine {
        BackLine {
            number,
            cells: Ok("⠁".into()),
            indented: literary.starts_with(' '),
            literary: literary.into(),
            contracted: String::new(),
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
    fn a_number_ahead_whose_black_move_cannot_be_read_reads_its_white_move_and_stops_there() {
        // Line 3 numbered 3 for move 2 (as a hand does), its Black move unreadable; then a page's header.
        let r = read_literary(
            &[
                "1. e4 e5",
                "3. Nf3 KKK",
                "Morphy - Isouard, page 2",
                "3. Bb5 a6",
            ],
            Language::En,
        );
        assert_eq!(r.sheet.moves().len(), 3, "{:?}", r.problems);
        assert!(matches!(
            r.problems[0].problem,
            Problem::WrongNumber { written: 3, .. }
        ));
        assert!(matches!(r.problems[1].problem, Problem::Illegible { .. }));
        // The header's words are not moves: 3. Bb5 a6 are the two not read.
        assert_eq!(r.unread, 2);
    }

    #[test]
    fn a_number_behind_is_reported_and_one_ahead_stops() {
        // 4. Ba4 cannot be White's third move: a move is missing, and the reading stops.
        let r = read_literary(&["1. e4 e5", "1. Nf3 Nc6", "4. Ba4 a6"], Language::En);
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
