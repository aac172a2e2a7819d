//! The record of one game: the moves as played, and everything else that happened at the board, with times.

use crate::inference::Correction;
use crate::notation::san::san_plus;
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, EnPassantMode, KnownOutcome, Move, Outcome, Piece, Position, Square};
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
    /// The opponent moved on before a press: the next move on the board completed this one.
    Followed,
    /// Written by the arbiter's decision (D.2.9) from the players' score sheets, where the record had
    /// another move.
    Arbiter,
}

impl Completion {
    /// Whether the move is firm: completed by a person (press, announcement, answer) or imported, rather
    /// than by the board alone (standing still, or the next move), so that it can no longer be revised.
    pub(crate) fn is_firm(self) -> bool {
        !matches!(self, Completion::Settled | Completion::Followed)
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndReason {
    /// Checkmate (5.1.1).
    Checkmate,
    /// Stalemate (5.2.1).
    Stalemate,
    /// A player resigned (5.1.2).
    Resignation,
    /// A flag fell (6.9), with the verdict whether the opponent could still mate.
    FlagFall,
    /// The players agreed a draw (9.1).
    DrawAgreed,
    /// Neither player can mate: a dead position (5.2.2).
    DeadPosition,
    /// The same position for the fifth time (9.6.1).
    FivefoldRepetition,
    /// 75 moves by each player with no capture and no pawn move (9.6.2).
    SeventyFiveMoves,
    /// The arbiter decided the result.
    Arbiter,
}

impl EndReason {
    /// The PGN Termination tag's value for this end.
    pub(crate) fn termination(self) -> &'static str {
        match self {
            EndReason::FlagFall => "time forfeit",
            EndReason::Arbiter => "adjudication",
            _ => "normal",
        }
    }

    /// A short English description for the score sheet's closing comment.
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Resignation => "resignation",
            EndReason::FlagFall => "flag fall",
            EndReason::DrawAgreed => "draw agreed",
            EndReason::DeadPosition => "dead position",
            EndReason::FivefoldRepetition => "fivefold repetition",
            EndReason::SeventyFiveMoves => "75-move rule",
            EndReason::Arbiter => "arbiter's decision",
        }
    }
}

/// How a game ended: the result and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ending {
    /// The result.
    pub outcome: KnownOutcome,
    /// Why.
    pub reason: EndReason,
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
    Ended(Ending),
    /// The game was reopened after its end (the last move taken back, or the arbiter's decision).
    Reopened,
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
    ending: Option<Ending>,
}

impl Record {
    /// An empty record starting at `start`.
    pub fn new(start: Chess) -> Self {
        Record {
            start,
            moves: Vec::new(),
            notes: Vec::new(),
            ending: None,
        }
    }

    /// The start position.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// The start position in FEN.
    pub(crate) fn start_fen(&self) -> String {
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
        self.ending.map(|e| Outcome::Known(e.outcome))
    }

    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
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
        let san = san_plus(before, mv);
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
        match what {
            Happening::Ended(e) => self.ending = Some(e),
            Happening::Reopened => self.ending = None,
            _ => {}
        }
        self.notes.push(Note {
            at,
            ply: self.moves.len(),
            what,
        });
    }

    /// Notes `by`'s draw offer at this point. An offer of the other side noted last, with no move since, is
    /// taken as said of the wrong side and replaced: two offers with no move between are one offer and its
    /// correction (the second side would agree, not offer).
    pub(crate) fn offer_draw(&mut self, at: Duration, by: Color) {
        let ply = self.moves.len();
        if let Some(last) = self.notes.last()
            && last.ply == ply
            && last.what == (Happening::DrawOffer { by: !by })
        {
            self.notes.pop();
        }
        self.note(at, Happening::DrawOffer { by });
    }

    /// Removes the last `plies` moves (a takeback) and notes it.
    pub(crate) fn take_back(&mut self, plies: usize, at: Duration) {
        self.retract(plies, at);
        self.note(at, Happening::Takeback { plies });
    }

    /// Removes the last `plies` moves without a note (a provisional move read again); a result that
    /// came with them goes too.
    pub(crate) fn retract(&mut self, plies: usize, at: Duration) {
        let keep = self.moves.len().saturating_sub(plies);
        if keep < self.moves.len() && self.ending.take().is_some() {
            self.notes.push(Note {
                at,
                ply: self.moves.len(),
                what: Happening::Reopened,
            });
        }
        self.moves.truncate(keep);
    }

    /// The moves in UCI, for logs and tests.
    pub fn uci(&self) -> Vec<String> {
        self.moves
            .iter()
            .map(|m| UciMove::from_move(m.mv, self.start.castles().mode()).to_string())
            .collect()
    }
}
