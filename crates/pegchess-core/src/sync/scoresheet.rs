//! Score sheets read into moves: PGN movetext in the edition's piece letters (through the one
//! movetext reader, `game::movetext`), or typed entries one by one (read by `words::Reader`:
//! SAN, UCI, or words); an entry that is no legal move ends the sheet.

use crate::game::movetext::games;
pub use crate::game::movetext::{Slip, SlipKind};
use crate::game::record::{Completion, Record};
use crate::game::sheet_slips::read_moves_beside;
use crate::notation::Language;
use crate::notation::san::{NotationError, san_plus};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position};
use std::fmt;
use std::time::Duration;

pub use crate::notation::numbering::MoveNumber;

/// One move of a score sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetMove {
    /// The move.
    pub mv: Move,
    /// The move as written on the sheet.
    pub written: String,
    /// The mover's clock after the move (`[%clk]`), where the sheet has one.
    pub clock: Option<Duration>,
}

/// An entry that fits no legal move in its position (7.5): the sheet is not read past it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalEntry {
    /// The number of legal half-moves before it.
    pub ply: usize,
    /// The entry as written.
    pub written: String,
    /// Why it is no move: `NoSuchMove`, or `PromotionPiece` (a pawn on the last rank, no piece named).
    pub problem: NotationError,
    /// Entries written after it, which were not read.
    pub unread: usize,
}

/// Whether a typed move's error means "no legal move is written here" (kept as an illegal entry)
/// rather than "this is not legible" (to be corrected by whoever typed it).
pub fn is_illegal(problem: &NotationError) -> bool {
    matches!(
        problem,
        NotationError::NoSuchMove { .. } | NotationError::PromotionPiece { .. }
    )
}

/// A score sheet read into moves, from its start position.
#[derive(Debug, Clone)]
pub struct Sheet {
    start: Chess,
    tags: Vec<(String, String)>,
    moves: Vec<SheetMove>,
    illegal: Option<IllegalEntry>,
    /// Entries crossed out, each with the number of moves before it: not read.
    crossed: Vec<(usize, String)>,
    /// Entries fitting more than one move, read as the game's move, by index.
    as_game: Vec<(usize, String)>,
    /// The sheet's own slips read through beside the game.
    slips: Vec<Slip>,
}

/// An entry a sheet's reading stopped at that is no move as written (not an illegal one): a descriptive
/// entry, one that fits two moves, a promotion without its piece. The sheet is read up to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    /// Where on the sheet.
    pub number: MoveNumber,
    /// The entry as written.
    pub written: String,
    /// Why it is no move as written.
    pub problem: NotationError,
    /// Entries written after it, not read.
    pub unread: usize,
}

impl Sheet {
    /// An empty sheet starting at `start`.
    pub fn new(start: Chess) -> Sheet {
        Sheet {
            start,
            tags: Vec::new(),
            moves: Vec::new(),
            illegal: None,
            crossed: Vec::new(),
            as_game: Vec::new(),
            slips: Vec::new(),
        }
    }

    /// The entries that fit more than one move, read as the game's move there, by index.
    pub fn read_as_game(&self) -> &[(usize, String)] {
        &self.as_game
    }

    /// The sheet's own slips, read through beside the game (a pair skipped or written twice, an entry not read
    /// between the game's moves).
    pub fn slips(&self) -> &[Slip] {
        &self.slips
    }

    /// The entries crossed out on the sheet, each with the number of moves written before it.
    pub fn crossed_out(&self) -> &[(usize, String)] {
        &self.crossed
    }

    /// The program's record as a sheet: its moves in English SAN, with their clock readings.
    pub fn from_record(record: &Record) -> Sheet {
        let mut sheet = Sheet::new(record.start().clone());
        for m in record.moves() {
            sheet.push(m.mv, m.san.to_string(), m.clock);
        }
        sheet
    }

    /// The start position.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// The PGN tags the sheet was read with, in file order.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        crate::game::movetext::tag_value(&self.tags, name)
    }

    /// The legal moves, in order.
    pub fn moves(&self) -> &[SheetMove] {
        &self.moves
    }

    /// The entry that ended the sheet, if it fits no legal move.
    pub fn illegal(&self) -> Option<&IllegalEntry> {
        self.illegal.as_ref()
    }

    /// The position after the first `plies` moves (all of them if there are fewer).
    pub fn position_after(&self, plies: usize) -> Chess {
        let mut pos = self.start.clone();
        for m in self.moves.iter().take(plies) {
            pos.play_unchecked(m.mv);
        }
        pos
    }

    /// The position after every legal move.
    pub fn position(&self) -> Chess {
        self.position_after(self.moves.len())
    }

    /// The move number of the next entry.
    pub fn next_number(&self) -> MoveNumber {
        MoveNumber::of(&self.start, self.moves.len())
    }

    /// The SAN of the move at index `ply`, with its check or mate suffix.
    pub fn san(&self, ply: usize) -> Option<SanPlus> {
        let m = self.moves.get(ply)?;
        Some(san_plus(&self.position_after(ply), m.mv))
    }

    /// Adds a legal move (the caller has checked it in `position()`); ignored once the sheet has ended.
    pub fn push(&mut self, mv: Move, written: String, clock: Option<Duration>) {
        if self.illegal.is_none() {
            self.moves.push(SheetMove { mv, written, clock });
        }
    }

    /// Ends the sheet with an entry that fits no legal move.
    pub fn mark_illegal(&mut self, written: String, problem: NotationError) {
        self.illegal = Some(IllegalEntry {
            ply: self.moves.len(),
            written,
            problem,
            unread: 0,
        });
    }

    /// Removes the last entry (the illegal one first, if any); false when the sheet is empty.
    pub fn pop(&mut self) -> bool {
        self.illegal.take().is_some() || self.moves.pop().is_some()
    }

    /// The first `plies` moves as a game record (moves, SAN and clock readings), for writing PGN.
    pub fn to_record(&self, plies: usize) -> Record {
        let mut record = Record::new(self.start.clone());
        let mut pos = self.start.clone();
        for m in self.moves.iter().take(plies) {
            record.push_move(&pos, m.mv, Duration::ZERO, Completion::Answer);
            if let Some(c) = m.clock {
                record.set_last_clock(c);
            }
            pos.play_unchecked(m.mv);
        }
        record
    }
}

/// A score sheet that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScoresheetError {
    /// The FEN tag is not a legal position.
    Fen {
        /// The tag's value.
        fen: String,
        /// What is wrong with it.
        reason: String,
    },
    /// An entry is not legible as a move: not a move at all, a letter of another edition, or ambiguous.
    Move {
        /// Where on the sheet.
        number: MoveNumber,
        /// The entry as written.
        written: String,
        /// What is wrong with it.
        problem: NotationError,
    },
    /// An entry no legal move fits in the letters read, which another edition's letters read as a legal
    /// move: nothing is concluded about its legality.
    OtherLetters {
        /// Where on the sheet.
        number: MoveNumber,
        /// The entry as written.
        written: String,
        /// The letters the sheet was read in.
        read_in: Language,
        /// An edition whose letters read it as a legal move.
        fits: Language,
    },
}

impl fmt::Display for ScoresheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoresheetError::Fen { fen, reason } => write!(f, "FEN tag '{fen}': {reason}"),
            ScoresheetError::Move {
                number,
                written,
                problem,
            } => write!(
                f,
                "move {} ({}), '{written}': {problem}",
                number.number,
                side_name(number.side)
            ),
            ScoresheetError::OtherLetters {
                number,
                written,
                read_in,
                fits,
            } => write!(
                f,
                "move {} ({}), '{written}': no legal move in the '{read_in}' edition's letters, but one in \
                 the '{fits}' edition's; name the letters the sheet is written in with --notation",
                number.number,
                side_name(number.side)
            ),
        }
    }
}

impl std::error::Error for ScoresheetError {}

/// "White" or "Black".
pub(crate) fn side_name(side: Color) -> &'static str {
    match side {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// Reads the first game of a PGN text whose moves are written with the `edition`'s letters.
///
/// A `FEN` tag sets the start position, otherwise `start` does (the standard position when `None`).
/// Move numbers, NAGs, variations and comments other than `[%clk]` are skipped; the game ends at its
/// result or at the next game's tags. An entry that fits no legal move ends the sheet as illegal.
pub fn read_pgn(
    text: &str,
    edition: Language,
    start: Option<&Chess>,
) -> Result<Sheet, ScoresheetError> {
    match read_pgn_up_to(text, edition, start, &[])? {
        (sheet, None) => Ok(sheet),
        (_, Some(stop)) => Err(ScoresheetError::Move {
            number: stop.number,
            written: stop.written,
            problem: stop.problem,
        }),
    }
}

/// Reads a player's sheet as [`read_pgn`] does, but an entry that is no move as written (not an illegal
/// one) does not refuse the sheet: it is read up to that entry, which is returned to be named. Crossed-out
/// entries are passed over and kept on the sheet to be named. An entry that fits more than one move is read
/// as the game's move (`game_moves`) where the sheet agrees with the game so far and that is one of its readings.
pub(crate) fn read_pgn_up_to(
    text: &str,
    edition: Language,
    start: Option<&Chess>,
    game_moves: &[Move],
) -> Result<(Sheet, Option<Unreadable>), ScoresheetError> {
    let game = games(text).into_iter().next().unwrap_or_default();
    let start = match game.tag("FEN") {
        Some(fen) => fen_position(fen)?,
        None => start.cloned().unwrap_or_default(),
    };
    let read = read_moves_beside(&game.movetext, &start, edition, game_moves);
    let mut sheet = Sheet::new(start);
    sheet.tags = game.tags;
    sheet.crossed = read.crossed;
    sheet.as_game = read.as_game;
    sheet.slips = read.slips;
    for m in read.moves {
        sheet.push(m.mv, m.written, m.clock);
    }
    if let Some(stop) = read.stop {
        // A letter that is no piece letter of the edition is the sheet's letters mistaken, not an entry to
        // pass over: the whole sheet is refused with the letters named.
        let wrong_letters = matches!(stop.problem, NotationError::UnknownPiece { .. })
            && !crate::game::sheet_slips::descriptive(&stop.written);
        if wrong_letters {
            return Err(ScoresheetError::Move {
                number: sheet.next_number(),
                written: stop.written,
                problem: stop.problem,
            });
        }
        if !is_illegal(&stop.problem) {
            let unreadable = Unreadable {
                number: sheet.next_number(),
                written: stop.written,
                problem: stop.problem,
                unread: stop.unread,
            };
            return Ok((sheet, Some(unreadable)));
        }
        sheet.mark_illegal(stop.written, stop.problem);
        if let Some(illegal) = sheet.illegal.as_mut() {
            illegal.unread = stop.unread;
        }
    }
    Ok((sheet, None))
}

fn fen_position(fen: &str) -> Result<Chess, ScoresheetError> {
    crate::game::pgn::position_from_fen(fen).map_err(|e| ScoresheetError::Fen {
        fen: fen.to_string(),
        reason: e.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Role, Square};

    #[test]
    fn clocks_attach_to_their_moves_and_the_first_game_ends_at_its_result() {
        let text = "1.e4 {[%clk 1:59:50]} e5 {no clock} 2. Nf3 {[%clk 1:59:40]} 1-0\n\n1. d4";
        let sheet = read_pgn(text, Language::En, None).unwrap();
        assert_eq!(sheet.moves().len(), 3);
        let clocks: Vec<Option<u64>> = sheet
            .moves()
            .iter()
            .map(|m| m.clock.map(|c| c.as_secs()))
            .collect();
        assert_eq!(clocks, [Some(7190), None, Some(7180)]);
    }

    #[test]
    fn hungarian_rook_is_not_an_english_bishop() {
        let start = crate::game::pgn::position_from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
        let sheet = read_pgn("1. Ba3", Language::Hu, Some(&start)).unwrap();
        assert_eq!(sheet.moves()[0].mv.role(), Role::Rook);
        assert_eq!(sheet.moves()[0].mv.to(), Square::A3);
        let err = read_pgn("1. Ra3", Language::Hu, Some(&start)).unwrap_err();
        assert!(
            err.to_string().starts_with("move 1 (White), 'Ra3':"),
            "{err}"
        );
    }

    #[test]
    fn an_illegal_entry_ends_the_sheet_and_counts_the_rest() {
        let sheet = read_pgn("1. e4 e5 2. Ke3 Nc6 3. Bc4 *", Language::En, None).unwrap();
        let illegal = sheet.illegal().unwrap();
        assert_eq!((illegal.ply, illegal.written.as_str()), (2, "Ke3"));
        assert_eq!(illegal.unread, 2);
        assert_eq!(MoveNumber::of(sheet.start(), 2).to_string(), "2.");
    }
}
