//! What a D.2.9 comparison is made of, beside the sheets: which sheet and board, the boards as observed, the rules
//! in force, a sheet's entry as the report names it, the clocks' readings, an illegal entry, and what to do to a
//! board. The comparison (`compare.rs`) and the decision (`decision.rs`) both read these; neither reads the other
//! for them.

use super::scoresheet::{IllegalEntry, MoveNumber, Sheet};
use super::steps::Step;
use crate::clock::{Category, Edition, TimeControl, penalty_time};
use crate::notation::NotationError;
use shakmaty::san::SanPlus;
use shakmaty::{Board, Color};
use std::time::Duration;

/// One of the two score sheets, and the board that goes with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Which {
    /// The program's record (the visually impaired player's score sheet, D.2.7) and the peg board.
    Record,
    /// The sighted player's score sheet and board.
    Scoresheet,
}

impl Which {
    /// The sheet's name in the report: `record` or `scoresheet`.
    pub fn sheet(self) -> &'static str {
        match self {
            Which::Record => "record",
            Which::Scoresheet => "scoresheet",
        }
    }

    /// The board's name in the report: `peg` or `sighted`.
    pub fn board(self) -> &'static str {
        match self {
            Which::Record => "peg",
            Which::Scoresheet => "sighted",
        }
    }
}

/// What is known of the two boards as they stand, piece by piece (from a FEN, or the session).
#[derive(Debug, Clone, Default)]
pub struct Observed {
    /// The visually impaired player's peg board.
    pub peg: Option<Board>,
    /// The sighted player's board.
    pub sighted: Option<Board>,
}

/// What decides the penalty and the clocks' initial time.
#[derive(Debug, Clone, Default)]
pub struct Rules {
    /// The game's time control, if known (the record's `TimeControl` tag or the settings).
    pub control: Option<TimeControl>,
    /// The edition of the Laws in force.
    pub edition: Edition,
}

impl Rules {
    /// The category of play, when the time control is known.
    pub fn category(&self) -> Option<Category> {
        self.control.as_ref().map(TimeControl::category)
    }

    /// The time a first completed illegal move gives the opponent (7.5.5, A.3, B.3); standard play
    /// is assumed when the time control is not known.
    pub fn penalty(&self) -> Duration {
        penalty_time(self.category().unwrap_or(Category::Standard), self.edition)
    }

    /// Each clock's time at the start, when the time control is known.
    pub fn initial(&self) -> Option<Duration> {
        self.control.as_ref().map(TimeControl::initial)
    }
}

/// One half-move of a sheet, as the report names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetEntry {
    /// Its move number and side.
    pub number: MoveNumber,
    /// As written on the sheet.
    pub written: String,
    /// Its SAN, when it is a legal move.
    pub san: Option<SanPlus>,
}

impl SheetEntry {
    /// The legal move at index `ply` of `sheet`.
    pub(super) fn at(sheet: &Sheet, ply: usize) -> Option<SheetEntry> {
        Some(SheetEntry {
            number: MoveNumber::of(sheet.start(), ply),
            written: sheet.moves().get(ply)?.written.clone(),
            san: sheet.san(ply),
        })
    }

    /// The entry at index `ply`: a legal move, or the illegal entry that ends the sheet there.
    pub fn entry(sheet: &Sheet, ply: usize) -> Option<SheetEntry> {
        SheetEntry::at(sheet, ply).or_else(|| {
            let illegal = sheet.illegal().filter(|i| i.ply == ply)?;
            Some(SheetEntry {
                number: MoveNumber::of(sheet.start(), ply),
                written: illegal.written.clone(),
                san: None,
            })
        })
    }
}

/// A clock's reading at a point of the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockReading {
    /// Recorded (`[%clk]`) after the side's last move up to that point.
    Recorded {
        /// The move it was recorded after.
        after: SheetEntry,
        /// The time left.
        time: Duration,
    },
    /// The side's last move up to that point has no reading.
    Missing {
        /// The move without a reading.
        after: SheetEntry,
    },
    /// The side has not moved yet: the time control's initial time.
    Initial(Duration),
    /// The side has not moved yet and the time control is not known.
    Unknown,
}

impl ClockReading {
    /// The time, when there is one.
    pub fn time(&self) -> Option<Duration> {
        match self {
            ClockReading::Recorded { time, .. } | ClockReading::Initial(time) => Some(*time),
            _ => None,
        }
    }
}

/// Both clocks' readings at a point of the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clocks {
    /// White's clock.
    pub white: ClockReading,
    /// Black's clock.
    pub black: ClockReading,
}

impl Clocks {
    /// The readings after the first `plies` moves of `sheet`: each side's reading after its last move.
    pub fn at(sheet: &Sheet, plies: usize, rules: &Rules) -> Clocks {
        let reading = |side: Color| {
            let last = (0..plies.min(sheet.moves().len()))
                .rev()
                .find(|&i| MoveNumber::of(sheet.start(), i).side == side);
            match last {
                Some(i) => {
                    let after = SheetEntry::at(sheet, i).expect("a move of the sheet");
                    match sheet.moves()[i].clock {
                        Some(time) => ClockReading::Recorded { after, time },
                        None => ClockReading::Missing { after },
                    }
                }
                None => rules
                    .initial()
                    .map_or(ClockReading::Unknown, ClockReading::Initial),
            }
        };
        Clocks {
            white: reading(Color::White),
            black: reading(Color::Black),
        }
    }

    /// One side's reading.
    pub fn side(&self, side: Color) -> &ClockReading {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// An entry of a sheet that fits no legal move, with the article to apply and the penalty in force.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Illegal {
    /// The sheet it is written on.
    pub sheet: Which,
    /// The entry.
    pub entry: SheetEntry,
    /// Why it is no legal move.
    pub problem: NotationError,
    /// The legal move before it, if any (7.5.1 reinstates the position after it).
    pub before: Option<SheetEntry>,
    /// Entries written after it, which were not read.
    pub unread: usize,
    /// The article that restores the game: 7.5.1 (position before it), or 7.5.2 (a pawn on the last
    /// rank with no piece named: replaced by a queen).
    pub article: &'static str,
    /// The time the opponent receives for a first completed illegal move (7.5.5).
    pub penalty: Duration,
    /// Where the entry is the game's own move (the record's, a few half-moves from where the sheet has it):
    /// a slip of the sheet (a pair skipped or written twice), no illegal move, and no penalty.
    pub in_game: Option<SheetEntry>,
}

impl Illegal {
    /// The article of the penalty.
    pub const PENALTY_ARTICLE: &'static str = "7.5.5";

    pub(super) fn new(
        sheet: Which,
        source: &Sheet,
        entry: &IllegalEntry,
        record: &Sheet,
        rules: &Rules,
    ) -> Illegal {
        let in_game = (sheet != Which::Record)
            .then(|| in_game(&entry.written, entry.ply, record))
            .flatten();
        Illegal {
            in_game,
            sheet,
            entry: SheetEntry::entry(source, entry.ply).expect("the illegal entry"),
            problem: entry.problem.clone(),
            before: entry
                .ply
                .checked_sub(1)
                .and_then(|p| SheetEntry::at(source, p)),
            unread: entry.unread,
            article: match entry.problem {
                NotationError::PromotionPiece { .. } => "7.5.2",
                _ => "7.5.1",
            },
            penalty: rules.penalty(),
        }
    }

    /// Whether a penalty is named: the entry is no move of the game (a slip of the sheet names none).
    pub fn penalized(&self) -> bool {
        self.in_game.is_none()
    }

    /// The player who wrote (and presumably made) the move.
    pub fn offender(&self) -> Color {
        self.entry.number.side
    }
}

/// How far from where a sheet has an entry the game's own move is looked for: a pair or two skipped or
/// written twice.
const SLIP_PLIES: usize = 4;

/// The record's move that the entry `written` (at index `ply` of its sheet, no legal move there) is, read in
/// any edition's letters, among the record's moves by the same side within [`SLIP_PLIES`] of `ply`.
fn in_game(written: &str, ply: usize, record: &Sheet) -> Option<SheetEntry> {
    let near = ply.saturating_sub(SLIP_PLIES)..(ply + SLIP_PLIES + 1).min(record.moves().len());
    near.filter(|p| (p + ply).is_multiple_of(2) && *p != ply)
        .find_map(|p| {
            let pos = record.position_after(p);
            let game = record.moves()[p].mv;
            crate::notation::Language::ALL
                .iter()
                .any(|&l| crate::notation::parse_move(written, l, &pos) == Ok(game))
                .then(|| SheetEntry::at(record, p))
                .flatten()
        })
}

/// Where a board's current position in a comparison comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Basis {
    /// It was observed (given piece by piece).
    Observed,
    /// It is taken to show its sheet's last position.
    Sheet,
    /// It is taken to show its sheet's last legal position, before an illegal entry; it may differ.
    BeforeIllegal,
    /// Not known (the sheets agree, and the board was not described).
    Unknown,
}

/// What to do to one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardFix {
    /// The board.
    pub board: Which,
    /// Where its current position comes from.
    pub basis: Basis,
    /// The position it was taken to show, when known.
    pub current: Option<Board>,
    /// The steps back to the agreed position (empty when it shows it, or when it is not known).
    pub steps: Vec<Step>,
}
