//! Answers to the player's and assistant's queries (D.2.10.4): facts from the record, the board and
//! the clock, never an evaluation or a suggestion.

use super::event::Query;
use super::timekeeper::Timekeeper;
use crate::game::record::Record;
use crate::phonetic::numbering::MoveNumber;
use crate::speech::Phrase;
use crate::speech::phrase::{NumberedMove, SpokenMove};
use shakmaty::Chess;
use std::time::Duration;

/// The answer to `query`.
pub fn answer(
    query: Query,
    record: &Record,
    pos: &Chess,
    clock: Option<&Timekeeper>,
    now: Duration,
) -> Phrase {
    match query {
        Query::Times => clock.map_or(Phrase::ClockStopped, |c| c.times(now)),
        Query::MoveNumber => {
            let next = MoveNumber::of(pos, 0);
            Phrase::MoveNumber {
                number: next.number,
                to_move: next.side,
            }
        }
        Query::LastMoves(n) => {
            let start = record.start();
            let moves = record.moves();
            let from = moves.len().saturating_sub(usize::from(n.max(1)));
            Phrase::LastMoves(
                moves[from..]
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
                    .collect(),
            )
        }
        Query::Pieces(piece) => Phrase::piece_locations(pos, piece),
        Query::Square(square) => Phrase::square_contents(pos, square),
        Query::Line(line) => Phrase::read_line(pos, line),
        Query::Help(topic) => Phrase::Help(topic),
        // The session answers it with the players' ratings (session/rating.rs); without them, they are unknown.
        Query::Rating => Phrase::Rating(crate::speech::RatingPhrase::Unknown),
        // The start's back rank, square by square (a Chess960 start confirmed, Guideline II).
        Query::Start => Phrase::back_rank(shakmaty::Position::board(record.start())),
    }
}
