//! What the peg board's link tells the session ([`LinkEvent`]), sans IO: the pure value the session, the
//! journal and the link share.

use super::protocol::{Button, FaultCode, OccupancyKind};
use shakmaty::Bitboard;

/// What the link tells the session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkEvent {
    /// A board answered on `port` and identified itself.
    Connected {
        /// The port's path.
        port: String,
        /// The board's name.
        name: String,
        /// Its firmware version.
        firmware: String,
    },
    /// The board is gone (unplugged, or silent for too long). Said once per loss.
    Disconnected {
        /// The port's path.
        port: String,
        /// What happened, for the log.
        reason: String,
    },
    /// No peg board at this table: none answered in the first seconds (`looking`: the link goes on
    /// looking, and a board that answers later joins the game), or none is used (`--port none`).
    Missing {
        /// Whether a board is still looked for.
        looking: bool,
    },
    /// The occupied holes, as the board reports them (`Snapshot` after a reconnect or lost frames).
    Holes {
        /// Occupied holes, in the board's own square numbering.
        holes: Bitboard,
        /// Why they were sent.
        kind: OccupancyKind,
    },
    /// A button changed state.
    Button {
        /// Which.
        button: Button,
        /// Pressed or released.
        pressed: bool,
    },
    /// The board reported a fault (e.g. a chattering hole).
    Fault {
        /// Code, e.g. `CHATTER`.
        code: FaultCode,
        /// Detail, e.g. the square.
        detail: String,
    },
}
