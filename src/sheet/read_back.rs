//! A Braille score sheet read back, as values: each line with liblouis's back-translations, how the sheet
//! is read (the table's language, its letters, the code tried first), what is wrong with a line, and the
//! sheet as read. `read.rs` reads the lines into them.

use super::cells::CellProblem;
use crate::config::BrailleCode;
use crate::notation::{Language, NotationError};
use crate::sync::scoresheet::{MoveNumber, Sheet};
use shakmaty::{Color, Move};

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
    /// Back-translated with the language's contracted table, where liblouis has one (else empty).
    pub contracted: String,
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
    /// number at its start, or its moves do not read there).
    pub code: BrailleCode,
}

/// What is wrong with a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// It holds something other than Braille cells.
    NotBraille(CellProblem),
    /// It reads as neither moves, a page number nor the result.
    Noise,
    /// Its move number is not the next one (behind, repeated, or ahead), and its moves are the next
    /// half-moves: they are read.
    WrongNumber {
        /// The number written.
        written: u32,
        /// The number expected.
        expected: MoveNumber,
    },
    /// A half-move is missing before it: the line's number or side is not the next half-move's, and its
    /// moves do not fit the next half-moves.
    Missing {
        /// The half-move expected.
        expected: MoveNumber,
        /// The number written.
        written: u32,
        /// The side the line starts with.
        side: Color,
    },
    /// A move that reads as two legal moves (a capital or number sign left out: `bb3` is the bishop's Bb3
    /// and the pawn's b3): the one under which the sheet reads on furthest is taken (the first written on
    /// a tie), and the other is kept in [`BlindSheet::alternatives`] for the comparison.
    TwoWays {
        /// As read back.
        written: String,
        /// The move taken, in the reading's letters.
        taken: String,
        /// The other reading, in the reading's letters.
        other: String,
    },
    /// A move that cannot be read (not a move, another edition's letters, two readings).
    Illegible {
        /// As read back.
        written: String,
        /// Why.
        problem: NotationError,
    },
    /// A move that fits several legal moves, none of them the move the other sheets have there: the sheets
    /// differ at it (set by the comparison, `blind_file::as_evidence`); the sheet is not read past it.
    FitsSeveral {
        /// As read back.
        written: String,
        /// How many legal moves it fits.
        count: usize,
    },
    /// A move no legal move fits (7.5): the sheet is not read past it.
    Illegal {
        /// As read back.
        written: String,
        /// Why.
        problem: NotationError,
    },
}

/// A line that does not read as moves, or reads with a note (a wrong number, two readings).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineProblem {
    /// The line's number in the file.
    pub line: usize,
    /// Its cells as Unicode Braille patterns (BRF turned into patterns), or what the file holds.
    pub cells: String,
    /// What liblouis read in it (the code that read its number, else the literary table), with anything
    /// that would not show written as its code point.
    pub read: String,
    /// What is wrong.
    pub problem: Problem,
}

/// The other reading of a move that reads two ways ([`Problem::TwoWays`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternative {
    /// The half-move (0 = the first of the sheet) the sheet holds the taken reading at.
    pub ply: usize,
    /// The other legal move the written move reads as, in the same position.
    pub other: Move,
    /// The move as read back.
    pub written: String,
}

/// A Braille score sheet read back.
#[derive(Debug, Clone)]
pub struct BlindSheet {
    /// Its moves, up to the first that ends the reading (an illegal one is kept as the sheet's end).
    pub sheet: Sheet,
    /// Every line that does not read as moves, or reads with a note, in file order.
    pub problems: Vec<LineProblem>,
    /// Moves written after the reading ended, not read.
    pub unread: usize,
    /// The code that read the moves (the first move line's).
    pub code: Option<BrailleCode>,
    /// The other reading of each move that reads two legal ways, in sheet order: the comparison may take
    /// the one that agrees with the other sheets (the sheet after it was read with the move taken).
    pub alternatives: Vec<Alternative>,
    /// The lines it was read from, and how: to read it again with a move read two ways taken the other
    /// way ([`read_taking`]).
    pub lines: Vec<BackLine>,
    /// How it was read.
    pub reading: Reading,
}
