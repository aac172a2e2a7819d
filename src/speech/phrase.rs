//! The language-free phrases the program can say; fluent turns each into text.

use crate::inference::Correction;
use shakmaty::san::SanPlus;
use shakmaty::{Color, Move, Piece, Square};

/// Something to tell the player, assistant or arbiter, independent of language and scheme.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phrase {
    /// A board answered and identified itself.
    BoardConnected {
        /// The board's name from its identity frame.
        name: String,
    },
    /// The board stopped answering; the game is kept.
    BoardDisconnected,
    /// The board is back and the program has read its holes again.
    BoardReconnected,
    /// A hole keeps changing by itself (a loose peg or a faulty sensor).
    HoleChatter(Square),
    /// A peg left a hole (assembly check).
    PegOut(Square),
    /// A peg went into a hole (assembly check).
    PegIn(Square),
    /// A move was completed on the board.
    Move {
        /// The side that moved.
        mover: Color,
        /// The move in SAN with its check or mate suffix.
        san: SanPlus,
        /// The move itself (from, to, promotion, castling, en passant).
        mv: Move,
    },
    /// A piece was lifted and put back on its own hole (D.2.2, 4.3).
    Touched {
        /// The piece.
        piece: Piece,
        /// Its hole.
        square: Square,
    },
    /// The board does not show the position it should; these steps restore it.
    Mismatch(Vec<Correction>),
    /// The board matches the record again.
    BoardMatches,
}
