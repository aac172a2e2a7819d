//! The boards' events in the journal's form (format version 2): the peg board's link ([`LinkEntry`]) and the
//! sighted player's DGT e-board ([`DgtEntry`]), every name explicit, the holes as one number (a1 = bit 0) and
//! a board as the piece-placement field of FEN, converted both ways from the links' in-memory events.

use crate::board::dgt::dgt3000::ClockSide;
use crate::board::dgt::link_event::DgtEvent;
use crate::board::peg::link_event::LinkEvent;
use crate::board::peg::protocol::{Button, FaultCode, OccupancyKind};
use serde::{Deserialize, Serialize};
use shakmaty::{Bitboard, Board};

/// The peg board's link's event, as the journal keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum LinkEntry {
    /// A board answered on a port.
    #[serde(rename = "connected")]
    Connected {
        /// The port.
        #[serde(rename = "port")]
        port: String,
        /// The board's name.
        #[serde(rename = "name")]
        name: String,
        /// Its firmware.
        #[serde(rename = "firmware")]
        firmware: String,
    },
    /// The board is gone.
    #[serde(rename = "disconnected")]
    Disconnected(Gone),
    /// No peg board has answered.
    #[serde(rename = "missing")]
    Missing(NotThere),
    /// The occupied holes.
    #[serde(rename = "holes")]
    Holes {
        /// The holes as one number, a1 = bit 0.
        #[serde(rename = "holes")]
        holes: u64,
        /// Why they were sent.
        #[serde(rename = "kind")]
        kind: SentAs,
    },
    /// A button changed state.
    #[serde(rename = "button")]
    Button {
        /// Which.
        #[serde(rename = "button")]
        button: ButtonEntry,
        /// Pressed or released.
        #[serde(rename = "pressed")]
        pressed: bool,
    },
    /// The board reported a fault.
    #[serde(rename = "fault")]
    Fault {
        /// Its code.
        #[serde(rename = "code")]
        code: FaultEntry,
        /// Its detail.
        #[serde(rename = "detail")]
        detail: String,
    },
}

/// A board gone (either kind): written as the fields of the variant it is in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gone {
    /// The port.
    #[serde(rename = "port")]
    pub port: String,
    /// Why.
    #[serde(rename = "reason")]
    pub reason: String,
}

/// No board of a kind has answered (either kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct NotThere {
    /// Whether the link goes on looking.
    #[serde(rename = "looking")]
    pub looking: bool,
}

/// Why the holes were sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SentAs {
    /// A hole changed.
    #[serde(rename = "change")]
    Change,
    /// The board's heartbeat.
    #[serde(rename = "heartbeat")]
    Heartbeat,
    /// Asked for.
    #[serde(rename = "snapshot")]
    Snapshot,
}

/// A button of the peg board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ButtonEntry {
    /// The left lever.
    #[serde(rename = "left-lever")]
    LeftLever,
    /// The right lever.
    #[serde(rename = "right-lever")]
    RightLever,
    /// The speak button.
    #[serde(rename = "speak")]
    Speak,
}

/// A fault the peg board reported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum FaultEntry {
    /// A chattering hole.
    #[serde(rename = "chatter")]
    Chatter,
    /// The board's buffer overran.
    #[serde(rename = "overrun")]
    Overrun,
    /// A protocol error.
    #[serde(rename = "protocol")]
    Protocol,
    /// Lost sync.
    #[serde(rename = "sync")]
    Sync,
    /// Another code.
    #[serde(rename = "other")]
    Other(String),
}

/// The sighted player's e-board's event, as the journal keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum DgtEntry {
    /// The e-board answered.
    #[serde(rename = "connected")]
    Connected {
        /// The port.
        #[serde(rename = "port")]
        port: String,
        /// Its serial number.
        #[serde(rename = "serial")]
        serial: String,
        /// Its version.
        #[serde(rename = "version")]
        version: String,
    },
    /// The e-board is gone.
    #[serde(rename = "disconnected")]
    Disconnected(Gone),
    /// No e-board has answered.
    #[serde(rename = "missing")]
    Missing(NotThere),
    /// The relay answers without its board.
    #[serde(rename = "relay-without-board")]
    RelayWithoutBoard,
    /// The pieces the e-board shows.
    #[serde(rename = "position")]
    Position {
        /// The piece-placement field of FEN.
        #[serde(rename = "board", with = "board_fen")]
        board: Board,
        /// Whether it was a whole board's dump.
        #[serde(rename = "dump")]
        dump: bool,
    },
    /// The DGT 3000 answered.
    #[serde(rename = "clock")]
    Clock,
    /// The DGT 3000's lever.
    #[serde(rename = "lever")]
    Lever {
        /// The side that is down.
        #[serde(rename = "down")]
        down: LeverSide,
        /// Whether it was pressed now.
        #[serde(rename = "pressed")]
        pressed: bool,
    },
}

/// A side of the DGT 3000.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LeverSide {
    /// The left side.
    #[serde(rename = "left")]
    Left,
    /// The right side.
    #[serde(rename = "right")]
    Right,
}

/// A board in the journal: the piece-placement field of FEN (`rnbqkbnr/pppppppp/8/...`).
mod board_fen {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Board;

    pub(crate) fn serialize<S: Serializer>(board: &Board, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(board)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Board, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|_| D::Error::custom(format!("'{text}' is not a board")))
    }
}

impl From<LinkEvent> for LinkEntry {
    fn from(e: LinkEvent) -> Self {
        match e {
            LinkEvent::Connected {
                port,
                name,
                firmware,
            } => LinkEntry::Connected {
                port,
                name,
                firmware,
            },
            LinkEvent::Disconnected { port, reason } => {
                LinkEntry::Disconnected(Gone { port, reason })
            }
            LinkEvent::Missing { looking } => LinkEntry::Missing(NotThere { looking }),
            LinkEvent::Holes { holes, kind } => LinkEntry::Holes {
                holes: holes.0,
                kind: match kind {
                    OccupancyKind::Change => SentAs::Change,
                    OccupancyKind::Heartbeat => SentAs::Heartbeat,
                    OccupancyKind::Snapshot => SentAs::Snapshot,
                },
            },
            LinkEvent::Button { button, pressed } => LinkEntry::Button {
                button: match button {
                    Button::LeftLever => ButtonEntry::LeftLever,
                    Button::RightLever => ButtonEntry::RightLever,
                    Button::Speak => ButtonEntry::Speak,
                },
                pressed,
            },
            LinkEvent::Fault { code, detail } => LinkEntry::Fault {
                code: match code {
                    FaultCode::Chatter => FaultEntry::Chatter,
                    FaultCode::Overrun => FaultEntry::Overrun,
                    FaultCode::Protocol => FaultEntry::Protocol,
                    FaultCode::Sync => FaultEntry::Sync,
                    FaultCode::Other(other) => FaultEntry::Other(other),
                },
                detail,
            },
        }
    }
}

impl From<LinkEntry> for LinkEvent {
    fn from(e: LinkEntry) -> Self {
        match e {
            LinkEntry::Connected {
                port,
                name,
                firmware,
            } => LinkEvent::Connected {
                port,
                name,
                firmware,
            },
            LinkEntry::Disconnected(Gone { port, reason }) => {
                LinkEvent::Disconnected { port, reason }
            }
            LinkEntry::Missing(NotThere { looking }) => LinkEvent::Missing { looking },
            LinkEntry::Holes { holes, kind } => LinkEvent::Holes {
                holes: Bitboard(holes),
                kind: match kind {
                    SentAs::Change => OccupancyKind::Change,
                    SentAs::Heartbeat => OccupancyKind::Heartbeat,
                    SentAs::Snapshot => OccupancyKind::Snapshot,
                },
            },
            LinkEntry::Button { button, pressed } => LinkEvent::Button {
                button: match button {
                    ButtonEntry::LeftLever => Button::LeftLever,
                    ButtonEntry::RightLever => Button::RightLever,
                    ButtonEntry::Speak => Button::Speak,
                },
                pressed,
            },
            LinkEntry::Fault { code, detail } => LinkEvent::Fault {
                code: match code {
                    FaultEntry::Chatter => FaultCode::Chatter,
                    FaultEntry::Overrun => FaultCode::Overrun,
                    FaultEntry::Protocol => FaultCode::Protocol,
                    FaultEntry::Sync => FaultCode::Sync,
                    FaultEntry::Other(other) => FaultCode::Other(other),
                },
                detail,
            },
        }
    }
}

impl From<ClockSide> for LeverSide {
    fn from(side: ClockSide) -> Self {
        match side {
            ClockSide::Left => LeverSide::Left,
            ClockSide::Right => LeverSide::Right,
        }
    }
}

impl From<LeverSide> for ClockSide {
    fn from(side: LeverSide) -> Self {
        match side {
            LeverSide::Left => ClockSide::Left,
            LeverSide::Right => ClockSide::Right,
        }
    }
}

impl From<DgtEvent> for DgtEntry {
    fn from(e: DgtEvent) -> Self {
        match e {
            DgtEvent::Connected {
                port,
                serial,
                version,
            } => DgtEntry::Connected {
                port,
                serial,
                version,
            },
            DgtEvent::Disconnected { port, reason } => {
                DgtEntry::Disconnected(Gone { port, reason })
            }
            DgtEvent::Missing { looking } => DgtEntry::Missing(NotThere { looking }),
            DgtEvent::RelayWithoutBoard => DgtEntry::RelayWithoutBoard,
            DgtEvent::Position { board, dump } => DgtEntry::Position { board, dump },
            DgtEvent::Clock => DgtEntry::Clock,
            DgtEvent::Lever { down, pressed } => DgtEntry::Lever {
                down: down.into(),
                pressed,
            },
        }
    }
}

impl From<DgtEntry> for DgtEvent {
    fn from(e: DgtEntry) -> Self {
        match e {
            DgtEntry::Connected {
                port,
                serial,
                version,
            } => DgtEvent::Connected {
                port,
                serial,
                version,
            },
            DgtEntry::Disconnected(Gone { port, reason }) => {
                DgtEvent::Disconnected { port, reason }
            }
            DgtEntry::Missing(NotThere { looking }) => DgtEvent::Missing { looking },
            DgtEntry::RelayWithoutBoard => DgtEvent::RelayWithoutBoard,
            DgtEntry::Position { board, dump } => DgtEvent::Position { board, dump },
            DgtEntry::Clock => DgtEvent::Clock,
            DgtEntry::Lever { down, pressed } => DgtEvent::Lever {
                down: down.into(),
                pressed,
            },
        }
    }
}
