//! The arbiter's comparison (D.2.9): how far the program's record and the sighted player's score sheet
//! agree, the position there, illegal entries with the article and penalty in force (7.5), the steps
//! that bring each board back, and the clock readings recorded at that move.

use super::decision::{Decision, Verdict, decide};
use super::scoresheet::{IllegalEntry, MoveNumber, Sheet};
use super::steps::Step;
use crate::clock::{Category, Edition, TimeControl, penalty_time};
use crate::notation::NotationError;
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{Board, Color, EnPassantMode};
use std::fmt;
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
}

impl Illegal {
    /// The article of the penalty.
    pub const PENALTY_ARTICLE: &'static str = "7.5.5";

    fn new(sheet: Which, source: &Sheet, entry: &IllegalEntry, rules: &Rules) -> Illegal {
        Illegal {
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

    /// The player who wrote (and presumably made) the move.
    pub fn offender(&self) -> Color {
        self.entry.number.side
    }
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

/// The sheets do not start from the same position: there is nothing to compare.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DifferentStart {
    /// The record's start, in FEN.
    pub record: String,
    /// The score sheet's start, in FEN.
    pub scoresheet: String,
}

impl fmt::Display for DifferentStart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the record starts from {} but the scoresheet from {}; give the scoresheet the record's FEN tag or none",
            self.record, self.scoresheet
        )
    }
}

impl std::error::Error for DifferentStart {}

/// Everything the arbiter needs for D.2.9: how the two sheets compare, and the one decision.
#[derive(Debug, Clone)]
pub struct Comparison {
    /// The half-moves the sheets agree through, as the decision counts them (silence is not difference):
    /// [`Decision::agreed`].
    pub agree_through: usize,
    /// Whether the sheets agree entirely (same moves, same length, no illegal entry).
    pub sheets_agree: bool,
    /// The record's half-move after the agreed ones, if it has one.
    pub record_next: Option<SheetEntry>,
    /// The score sheet's half-move after the agreed ones, if it has one.
    pub scoresheet_next: Option<SheetEntry>,
    /// Entries that fit no legal move, on either sheet.
    pub illegal: Vec<Illegal>,
    /// The decision: the point, the position, each board's corrections, the clocks there.
    pub decision: Decision,
    /// The clock readings at the end of the record.
    pub clocks_now: Clocks,
    /// The rules the penalties were worked out with.
    pub rules: Rules,
}

impl Comparison {
    /// The boards that must change ([`Decision::wrong_boards`]).
    pub fn wrong_boards(&self) -> Vec<Which> {
        self.decision.wrong_boards()
    }
}

/// Compares the program's `record` with the sighted player's `scoresheet` (D.2.9).
pub fn compare(
    record: &Sheet,
    scoresheet: &Sheet,
    observed: &Observed,
    rules: &Rules,
) -> Result<Comparison, DifferentStart> {
    if record.start() != scoresheet.start() {
        let fen = |s: &Sheet| Fen::from_position(s.start(), EnPassantMode::Legal).to_string();
        return Err(DifferentStart {
            record: fen(record),
            scoresheet: fen(scoresheet),
        });
    }
    let decision = decide(record, scoresheet, None, observed, rules);
    let agree_through = decision.agreed;
    let illegal = [(Which::Record, record), (Which::Scoresheet, scoresheet)]
        .into_iter()
        .filter_map(|(which, sheet)| {
            sheet
                .illegal()
                .map(|i| Illegal::new(which, sheet, i, rules))
        })
        .collect();
    Ok(Comparison {
        agree_through,
        sheets_agree: decision.verdict == Verdict::Agree,
        record_next: SheetEntry::entry(record, agree_through),
        scoresheet_next: SheetEntry::entry(scoresheet, agree_through),
        illegal,
        decision,
        clocks_now: Clocks::at(record, record.moves().len(), rules),
        rules: rules.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Language;
    use crate::sync::scoresheet::read_pgn;

    fn sheet(text: &str) -> Sheet {
        read_pgn(text, Language::En, None).unwrap()
    }

    #[test]
    fn a_prefix_agrees_through_its_length() {
        let record = sheet("1. e4 {[%clk 0:14:55]} e5 {[%clk 0:14:50]} 2. Nf3 {[%clk 0:14:40]}");
        let short = sheet("1. e4 e5");
        let rules = Rules {
            control: Some("900+10".parse().unwrap()),
            edition: Edition::Y2023,
        };
        let c = compare(&record, &short, &Observed::default(), &rules).unwrap();
        // The shorter sheet ends; it does not differ: the record's third half-move stands, and the sheets
        // agree as far as they go, through the decision's point.
        assert_eq!(c.agree_through, 3);
        assert!(!c.sheets_agree);
        assert_eq!(
            (c.scoresheet_next.as_ref(), c.record_next.as_ref()),
            (None, None)
        );
        let d = &c.decision;
        assert_eq!(d.plies, 3);
        assert_eq!(d.verdict, Verdict::AsFarAsTheyGo);
        assert_eq!(
            d.silent_after(crate::sync::decision::Witness::Sighted),
            Some(2)
        );
        assert_eq!(d.clocks.white.time(), Some(Duration::from_secs(880)));
        assert_eq!(d.clocks.black.time(), Some(Duration::from_secs(890)));
        assert_eq!(c.clocks_now.white.time(), Some(Duration::from_secs(880)));
        assert!(d.peg_board.steps.is_empty());
        assert_eq!(d.sighted_board.basis, Basis::Unknown);
        let at_start = compare(&record, &sheet("1. d4"), &Observed::default(), &rules).unwrap();
        assert_eq!(at_start.agree_through, 0);
        assert_eq!(
            at_start.decision.clocks.white,
            ClockReading::Initial(Duration::from_secs(900))
        );
    }
}
