//! What the DGT e-board's link tells the session ([`DgtEvent`]), sans IO: the pure value the session, the
//! journal and the link share.

use super::dgt3000::ClockSide;
use shakmaty::Board;

/// What the DGT link tells the session (journaled as it comes: the board as its FEN piece placement).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DgtEvent {
    /// A DGT board answered on `port`.
    Connected {
        /// The port's path.
        port: String,
        /// The board's serial number.
        serial: String,
        /// Its firmware version, `major.minor`.
        version: String,
    },
    /// The board is gone (unplugged, or no answer for too long). Said once per loss.
    Disconnected {
        /// The port's path.
        port: String,
        /// What happened, for the log.
        reason: String,
    },
    /// No e-board at this table: the one named has not answered in the first seconds (`looking`: the link
    /// goes on looking), or none is used.
    Missing {
        /// Whether a board is still looked for.
        looking: bool,
    },
    /// A broadcast relay answers on the line but has no board to pass on (its link to DGT LiveChess is down):
    /// said once until a board is connected.
    RelayWithoutBoard,
    /// The pieces now on the board, in the game's squares (the board's orientation applied).
    Position {
        /// The pieces.
        board: Board,
        /// Whether this is a whole board dump (after connecting or after lost bytes) rather than one change.
        dump: bool,
    },
    /// A DGT 3000 answered behind the board (its version request acknowledged), before its lever was read.
    Clock,
    /// The DGT 3000's lever (a rocker): `down` is the side pressed down. With `pressed` it just rocked (that
    /// side's player pressed); without, this is the first reading of a clock found behind the board.
    Lever {
        /// The side down.
        down: ClockSide,
        /// Whether it just went down.
        pressed: bool,
    },
}
