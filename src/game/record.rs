//! The record of one game: the moves as played, and everything else that happened at the board, with times.

use crate::inference::Correction;
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Outcome, Piece, Position, Square};
use std::time::Duration;

/// A completed move in the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordedMove {
    /// The move.
    pub mv: Move,
    /// Its SAN, with check or mate suffix.
    pub san: SanPlus,
    /// Who made it.
    pub mover: Color,
    /// When it was completed (session time).
    pub at: Duration,
    /// The mover's clock after the move, once a clock runs.
    pub clock: Option<Duration>,
    /// How it was completed.
    pub completed_by: Completion,
}

/// What completed a move (D.2.3, 6.2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Completion {
    /// A clock press (board lever or key).
    ClockPress,
    /// The move was announced and matched the board.
    Announcement,
    /// The board stayed still for the settle time.
    Settled,
    /// Someone answered the program's question (e.g. the promotion piece).
    Answer,
    /// Played before the board took over (imported from PGN: an adjourned game, Guideline I).
    Imported,
}

/// Something else that happened at the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Happening {
    /// A piece was lifted and put back on its own hole (D.2.2, 4.3).
    Touch {
        /// The piece.
        piece: Piece,
        /// Its hole.
        square: Square,
        /// The side to move at the time.
        to_move: Color,
    },
    /// The provisional move changed before completion (e.g. a rook first, then the king: castling).
    Revised {
        /// What the board showed before.
        from: String,
        /// What it shows now.
        to: String,
    },
    /// The board stopped matching the record.
    Mismatch(Vec<Correction>),
    /// The board matches again.
    Restored,
    /// Moves were taken back.
    Takeback {
        /// How many plies.
        plies: usize,
    },
    /// A clock press while the board showed no completed move (7.5.3) or an incomplete one (D.2.4).
    PressWithoutMove {
        /// Who pressed (the side to move).
        by: Color,
    },
    /// A draw offer (9.1.2), noted "(=)".
    DrawOffer {
        /// Who offered.
        by: Color,
    },
    /// The sighted player's board and the record part from this half-move (0-based) on (D.2.9).
    Divergence {
        /// The first half-move on which they differ.
        ply: usize,
    },
    /// The arbiter restored the position at this point (D.2.9); the game continues from here.
    ArbiterRestored,
    /// The board was unplugged or came back.
    Board {
        /// True when it came back.
        connected: bool,
    },
    /// The game ended.
    Result(Outcome),
}

/// A timestamped happening.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// When (session time).
    pub at: Duration,
    /// Before which ply it happened (the number of moves recorded at the time).
    pub ply: usize,
    /// What.
    pub what: Happening,
}

/// The whole record of one game.
#[derive(Debug, Clone)]
pub struct Record {
    start: Chess,
    moves: Vec<RecordedMove>,
    notes: Vec<Note>,
    result: Option<Outcome>,
}

impl Record {
    /// An empty record starting at `start`.
    pub fn new(start: Chess) -> Self {
        Record {
            start,
            moves: Vec::new(),
            notes: Vec::new(),
            result: None,
        }
    }

    /// The start position.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// The start position in FEN.
    pub fn start_fen(&self) -> String {
        Fen::from_position(&self.start, EnPassantMode::Legal).to_string()
    }

    /// The moves, in order.
    pub fn moves(&self) -> &[RecordedMove] {
        &self.moves
    }

    /// Everything else, in order.
    pub fn notes(&self) -> &[Note] {
        &self.notes
    }

    /// The result, once the game has ended.
    pub fn result(&self) -> Option<Outcome> {
        self.result
    }

    /// The position after the recorded moves.
    pub fn position(&self) -> Chess {
        let mut pos = self.start.clone();
        for m in &self.moves {
            pos.play_unchecked(m.mv);
        }
        pos
    }

    /// Records a completed move played from `before`; returns it.
    pub fn push_move(
        &mut self,
        before: &Chess,
        mv: Move,
        at: Duration,
        completed_by: Completion,
    ) -> &RecordedMove {
        let san = SanPlus::from_move(before.clone(), mv);
        self.moves.push(RecordedMove {
            mv,
            san,
            mover: before.turn(),
            at,
            clock: None,
            completed_by,
        });
        self.moves.last().expect("just pushed")
    }

    /// Sets the clock reading of the last move.
    pub fn set_last_clock(&mut self, remaining: Duration) {
        if let Some(m) = self.moves.last_mut() {
            m.clock = Some(remaining);
        }
    }

    /// Notes a happening.
    pub fn note(&mut self, at: Duration, what: Happening) {
        if let Happening::Result(o) = what {
            self.result = Some(o);
        }
        self.notes.push(Note {
            at,
            ply: self.moves.len(),
            what,
        });
    }

    /// Removes the last `plies` moves (a takeback) and notes it.
    pub fn take_back(&mut self, plies: usize, at: Duration) {
        let keep = self.moves.len().saturating_sub(plies);
        self.moves.truncate(keep);
        self.note(at, Happening::Takeback { plies });
    }

    /// The moves in UCI, for logs and tests.
    pub fn uci(&self) -> Vec<String> {
        self.moves
            .iter()
            .map(|m| UciMove::from_move(m.mv, CastlingMode::Standard).to_string())
            .collect()
    }
}
