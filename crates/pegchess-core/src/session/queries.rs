//! Answers to the player's and assistant's queries (D.2.10.4): facts from the record, the board and
//! the clock, never an evaluation or a suggestion; and where the whole position, read rank by rank, stands.

use super::event::Query;
use super::timekeeper::Timekeeper;
use crate::game::record::Record;
use crate::notation::numbering::MoveNumber;
use crate::speech::Phrase;
use crate::speech::phrases::phrase::{NumberedMove, SpokenMove};
use shakmaty::{Board, Chess, Color, Rank};
use std::time::Duration;

/// The most moves one phrase of the last moves says: two numbered moves stay within 25 words in every
/// language, scheme and form (tests/speech/lines.rs reads them over the corpus).
pub const MOVES_A_PHRASE: usize = 2;

/// The answer to `query`: one phrase, or for the last moves as many as they need, [`MOVES_A_PHRASE`] moves
/// a phrase (a repeat says them all again: `Phrase::is_part`).
pub fn answer(
    query: Query,
    record: &Record,
    pos: &Chess,
    clock: Option<&Timekeeper>,
    now: Duration,
) -> Vec<Phrase> {
    match query {
        Query::LastMoves(n) => last_moves(record, n),
        other => vec![one(other, record, pos, clock, now)],
    }
}

/// The last `n` moves (at least one), oldest first, [`MOVES_A_PHRASE`] a phrase; "no moves" alone.
fn last_moves(record: &Record, n: u8) -> Vec<Phrase> {
    let start = record.start();
    let moves = record.moves();
    let from = moves.len().saturating_sub(usize::from(n.max(1)));
    let numbered: Vec<NumberedMove> = moves[from..]
        .iter()
        .enumerate()
        .map(|(i, m)| NumberedMove {
            number: MoveNumber::of(start, from + i).number,
            spoken: SpokenMove {
                mover: m.mover,
                san: m.san,
                mv: m.mv,
            },
        })
        .collect();
    if numbered.is_empty() {
        return vec![Phrase::LastMoves(Vec::new())];
    }
    numbered
        .chunks(MOVES_A_PHRASE)
        .map(|part| Phrase::LastMoves(part.to_vec()))
        .collect()
}

/// The answer to a query said in one phrase.
fn one(
    query: Query,
    record: &Record,
    pos: &Chess,
    clock: Option<&Timekeeper>,
    now: Duration,
) -> Phrase {
    match query {
        Query::Times => clock.map_or(Phrase::NoClock, |c| c.times(now)),
        // No move is to be made in a game that is over: its result instead.
        Query::MoveNumber => {
            if let Some(ending) = record.ending() {
                return Phrase::AlreadyOver(ending.outcome);
            }
            let next = MoveNumber::of(pos, 0);
            Phrase::MoveNumber {
                number: next.number,
                to_move: next.side,
            }
        }
        // Said in parts by `answer`; in one phrase, the first part.
        Query::LastMoves(n) => last_moves(record, n)
            .into_iter()
            .next()
            .unwrap_or(Phrase::LastMoves(Vec::new())),
        Query::Pieces(piece) => Phrase::piece_locations(pos, piece),
        Query::Square(square) => Phrase::square_contents(pos, square),
        Query::Line(line) => Phrase::read_line(pos, line),
        Query::Help(topic) => Phrase::Help(topic),
        // The session answers it with the players' ratings (session/rating.rs); without them, they are unknown.
        Query::Rating => Phrase::Rating(crate::speech::RatingPhrase::Unknown),
        // The start's back rank, square by square (a Chess960 start confirmed, Guideline II).
        Query::Start => Phrase::back_rank(shakmaty::Position::board(record.start())),
        // The session reads it rank by rank (`RankByRank`); alone, the first rank from White's side.
        Query::Position => Phrase::position_rank(pos, Rank::First),
    }
}

/// The whole position read rank by rank (`Query::Position`), one rank an ask, from the player's side (White's
/// while it is unknown): which rank comes next, and of which board.
#[derive(Debug, Clone, Default)]
pub struct RankByRank {
    /// The ranks said so far, with the board and the side they were read for; `None`: none yet.
    read: Option<(u8, Board, Color)>,
    /// Whether the current command or words asked for a rank.
    asked: bool,
}

impl RankByRank {
    /// The next rank to say of `board` from `side`'s first rank; after the last, the first again. A reading
    /// of another board (a move was made) or for another side starts from the first rank.
    pub fn next(&mut self, board: &Board, side: Color) -> Rank {
        self.asked = true;
        let said = match &self.read {
            Some((n, b, s)) if b == board && *s == side && *n < 8 => *n,
            _ => 0,
        };
        self.read = Some((said + 1, board.clone(), side));
        let from_first = Rank::ALL[usize::from(said % 8)];
        match side {
            Color::White => from_first,
            Color::Black => from_first.flip_vertical(),
        }
    }

    /// After a command or words: unless they asked for the next rank, the reading starts again.
    pub(crate) fn after_input(&mut self) {
        if !std::mem::take(&mut self.asked) {
            self.read = None;
        }
    }
}
