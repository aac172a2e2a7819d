//! The DGT e-board's serial protocol, sans-IO: commands to the board, framed messages from it, piece codes
//! and field numbers, and a decoder that resynchronises after garbage, cut messages and lost bytes.
//!
//! Facts from DGT's public protocol description (`dgtbrd.h`): 9600 baud 8N1; a command is one byte; a message
//! starts with its id (top bit set) followed by its length in two 7-bit bytes (high first), the length
//! counting the 3-byte header; every byte after the id has its top bit clear. Field 0 is a8, field 63 is h1
//! when the board stands the usual way round (the board never renumbers itself).

use shakmaty::{Color, Piece, Role, Square};
use std::fmt;

/// The board's baud rate (8 data bits, no parity, 1 stop bit).
pub const BAUD: u32 = 9600;
/// The bit set in a message's first byte, and only there.
pub(crate) const MESSAGE_BIT: u8 = 0x80;
/// Length of a message header: id, length high 7 bits, length low 7 bits.
pub(crate) const HEADER: usize = 3;
/// The longest message the decoder accepts (the variable-length messages are far shorter in practice).
pub const MAX_MESSAGE: usize = 1024;

/// The serial number a broadcast relay (`pegchess relay`) gives for the board it passes on: no DGT board has it
/// (theirs are digits), so the table knows its e-board is read through LiveChess.
pub const RELAY_SERIAL: &str = "RELAY";

/// A one-byte command from the host to the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    /// Back to idle mode (cancels update mode); not answered.
    Reset,
    /// Send the whole board (answered by a board dump).
    SendBoard,
    /// Send a field update whenever a piece is lifted or put down.
    UpdateBoard,
    /// As [`Command::UpdateBoard`], and send a connected clock's times whenever they change; only in this
    /// mode (or 0x43) does the board pass the clock's messages and acknowledgements on.
    UpdateNice,
    /// Send the connected clock's times once (a clock message).
    SendClock,
    /// Send the serial number.
    SerialNumber,
    /// Send the firmware version.
    Version,
    /// Send the trademark text.
    Trademark,
}

impl Command {
    /// Every command, for tests and tools.
    pub const ALL: [Command; 8] = [
        Command::Reset,
        Command::SendBoard,
        Command::UpdateBoard,
        Command::UpdateNice,
        Command::SendClock,
        Command::SerialNumber,
        Command::Version,
        Command::Trademark,
    ];

    /// The byte on the line.
    pub fn byte(self) -> u8 {
        match self {
            Command::Reset => 0x40,
            Command::SendBoard => 0x42,
            Command::UpdateBoard => 0x44,
            Command::UpdateNice => 0x4b,
            Command::SendClock => 0x41,
            Command::SerialNumber => 0x45,
            Command::Trademark => 0x47,
            Command::Version => 0x4d,
        }
    }

    /// The command a byte stands for, if it is one of these.
    pub fn from_byte(b: u8) -> Option<Command> {
        Command::ALL.into_iter().find(|c| c.byte() == b)
    }
}

/// Message ids (with the top bit set) the board sends.
pub mod id {
    /// The 64 fields, answering [`super::Command::SendBoard`].
    pub const BOARD_DUMP: u8 = 0x86;
    /// Both clock times (from a connected clock).
    pub const BWTIME: u8 = 0x8d;
    /// One field changed.
    pub const FIELD_UPDATE: u8 = 0x8e;
    /// Moves stored in the board's memory.
    pub(crate) const EE_MOVES: u8 = 0x8f;
    /// The board's bus address.
    pub(crate) const BUSADRES: u8 = 0x90;
    /// The serial number, five ASCII digits.
    pub const SERIALNR: u8 = 0x91;
    /// The trademark text.
    pub(crate) const TRADEMARK: u8 = 0x92;
    /// The firmware version, major and minor.
    pub const VERSION: u8 = 0x93;
    /// Battery state (wireless boards).
    pub(crate) const BATTERY_STATUS: u8 = 0xa0;
    /// The long serial number, ten ASCII characters.
    pub(crate) const LONG_SERIALNR: u8 = 0xa2;
}

/// The length of a serial-number message, header included.
const SERIALNR_LEN: usize = 8;

/// The length (header included) a message with this id must have, `None` for variable-length messages;
/// `Err(())` for ids the board never sends.
fn fixed_length(message_id: u8) -> Result<Option<usize>, ()> {
    Ok(Some(match message_id {
        id::BOARD_DUMP => HEADER + 64,
        id::BWTIME => 10,
        id::FIELD_UPDATE => 5,
        id::BUSADRES => 5,
        id::SERIALNR => SERIALNR_LEN,
        id::VERSION => 5,
        id::BATTERY_STATUS => 7,
        id::LONG_SERIALNR => 13,
        id::EE_MOVES | id::TRADEMARK => return Ok(None),
        _ => return Err(()),
    }))
}

/// A board field, 0..=63, numbered as the board numbers it (0 = a8 the usual way round).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Field(u8);

impl Field {
    /// The field numbered `n`, if `n` is below 64.
    pub fn new(n: u8) -> Option<Field> {
        (n < 64).then_some(Field(n))
    }

    /// Its number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The square this field is, with the board the usual way round (white's first rank nearest field 56)
    /// or turned round (`rotated`).
    pub fn square(self, rotated: bool) -> Square {
        let usual = Square::new(u32::from((7 - self.0 / 8) * 8 + self.0 % 8));
        if rotated { usual.rotate_180() } else { usual }
    }

    /// The field that is `sq`, the board the usual way round or `rotated`.
    pub fn of(sq: Square, rotated: bool) -> Field {
        let sq = if rotated { sq.rotate_180() } else { sq };
        Field((7 - sq.rank() as u8) * 8 + sq.file() as u8)
    }

    /// All 64 fields in order.
    pub fn all() -> impl Iterator<Item = Field> {
        (0..64).map(Field)
    }
}

/// The board's piece code for a square's content (0 = empty).
pub(crate) fn piece_code(piece: Option<Piece>) -> u8 {
    let Some(p) = piece else { return 0 };
    let base = match p.role {
        Role::Pawn => 1,
        Role::Rook => 2,
        Role::Knight => 3,
        Role::Bishop => 4,
        Role::King => 5,
        Role::Queen => 6,
    };
    if p.color == Color::White {
        base
    } else {
        base + 6
    }
}

/// What a piece code stands for: `Ok(None)` for an empty field; codes above 12 (DGT's special pieces) are
/// not chess pieces.
pub fn piece_of(code: u8) -> Result<Option<Piece>, BadPiece> {
    let (color, n) = match code {
        0 => return Ok(None),
        1..=6 => (Color::White, code),
        7..=12 => (Color::Black, code - 6),
        _ => return Err(BadPiece(code)),
    };
    let role = [
        Role::Pawn,
        Role::Rook,
        Role::Knight,
        Role::Bishop,
        Role::King,
        Role::Queen,
    ][usize::from(n - 1)];
    Ok(Some(Piece { color, role }))
}

/// A piece code that is no chess piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadPiece(pub u8);

impl fmt::Display for BadPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "piece code {:#04x} is no chess piece", self.0)
    }
}

impl std::error::Error for BadPiece {}

/// A message from the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Every field's content, field 0 first.
    BoardDump(Box<[Option<Piece>; 64]>),
    /// One field's new content.
    FieldUpdate {
        /// Which field.
        field: Field,
        /// What stands there now.
        piece: Option<Piece>,
    },
    /// The serial number (five characters on the classic boards).
    SerialNumber(String),
    /// The firmware version.
    Version {
        /// Major number.
        major: u8,
        /// Minor number.
        minor: u8,
    },
    /// The trademark text.
    Trademark(String),
    /// A well-formed message this program does not use (clock times, battery, stored moves, ...).
    Other {
        /// Its id.
        id: u8,
        /// Its bytes after the header.
        body: Vec<u8>,
    },
}

impl Message {
    /// The bytes on the line, header included.
    pub fn encode(&self) -> Vec<u8> {
        let (message_id, body): (u8, Vec<u8>) = match self {
            Message::BoardDump(fields) => (
                id::BOARD_DUMP,
                fields.iter().map(|p| piece_code(*p)).collect(),
            ),
            Message::FieldUpdate { field, piece } => {
                (id::FIELD_UPDATE, vec![field.number(), piece_code(*piece)])
            }
            // The message has a fixed length: five characters, padded with zeros (found by fuzzing).
            Message::SerialNumber(s) => {
                let mut body = seven_bit(s);
                body.resize(SERIALNR_LEN - HEADER, 0);
                (id::SERIALNR, body)
            }
            Message::Version { major, minor } => (id::VERSION, vec![major & 0x7f, minor & 0x7f]),
            Message::Trademark(s) => (id::TRADEMARK, seven_bit(s)),
            Message::Other { id, body } => {
                (*id | MESSAGE_BIT, body.iter().map(|b| b & 0x7f).collect())
            }
        };
        let len = HEADER + body.len();
        let mut out = Vec::with_capacity(len);
        out.push(message_id);
        out.push(((len >> 7) & 0x7f) as u8);
        out.push((len & 0x7f) as u8);
        out.extend(body);
        out
    }

    /// Reads a message from its id and body (the bytes after the header), all body bytes below 0x80.
    fn decode(message_id: u8, body: &[u8]) -> Option<Message> {
        Some(match message_id {
            id::BOARD_DUMP => {
                let mut fields = Box::new([None; 64]);
                for (slot, &code) in fields.iter_mut().zip(body) {
                    *slot = piece_of(code).ok()?;
                }
                Message::BoardDump(fields)
            }
            id::FIELD_UPDATE => Message::FieldUpdate {
                field: Field::new(body[0])?,
                piece: piece_of(body[1]).ok()?,
            },
            id::SERIALNR => Message::SerialNumber(text(body)),
            id::VERSION => Message::Version {
                major: body[0],
                minor: body[1],
            },
            id::TRADEMARK => Message::Trademark(text(body)),
            other => Message::Other {
                id: other,
                body: body.to_vec(),
            },
        })
    }
}

fn seven_bit(s: &str) -> Vec<u8> {
    s.bytes().map(|b| b & 0x7f).collect()
}

fn text(body: &[u8]) -> String {
    body.iter()
        .map(|&b| char::from(b))
        .filter(|c| !c.is_control())
        .collect()
}

/// What the decoder found in the byte stream, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decoded {
    /// A whole, well-formed message.
    Message(Message),
    /// Bytes thrown away to find the next message (garbage, a cut message, a bad length or piece code).
    /// Whatever the board said in them is lost: the host should ask for a fresh board dump.
    Skipped(usize),
}

/// The decoder's counters.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DecodeStats {
    /// Messages decoded.
    pub messages: u64,
    /// Bytes thrown away while resynchronising.
    pub skipped_bytes: u64,
    /// Times the decoder lost step.
    pub resyncs: u64,
}

/// Turns the board's bytes into messages, however the bytes arrive in chunks.
#[derive(Debug, Default, Clone)]
pub struct Decoder {
    buf: Vec<u8>,
    skipped: usize,
    stats: DecodeStats,
}

/// What the head of the buffer holds.
enum Head {
    /// Not enough bytes to tell yet.
    Incomplete,
    /// A message of this many bytes.
    Message(usize, Message),
    /// The first byte does not start a message.
    Bad,
}

impl Decoder {
    /// An empty decoder.
    pub fn new() -> Self {
        Self::default()
    }

    /// The counters so far.
    pub fn stats(&self) -> DecodeStats {
        self.stats
    }

    /// Forgets any partial message (after a reconnect); the counters are kept.
    pub fn clear(&mut self) {
        self.buf.clear();
        self.skipped = 0;
    }

    /// Feeds bytes; returns what they complete. A run of skipped bytes is reported when the next message
    /// starts, so the output does not depend on how the stream is chunked.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<Decoded> {
        self.buf.extend_from_slice(bytes);
        let mut out = Vec::new();
        let mut at = 0;
        while at < self.buf.len() {
            match Self::head(&self.buf[at..]) {
                Head::Incomplete => break,
                Head::Bad => {
                    // Skip to the next byte that could start a message.
                    let next = self.buf[at + 1..]
                        .iter()
                        .position(|b| b & MESSAGE_BIT != 0)
                        .map_or(self.buf.len(), |p| at + 1 + p);
                    if self.skipped == 0 {
                        self.stats.resyncs += 1;
                    }
                    self.skipped += next - at;
                    self.stats.skipped_bytes += (next - at) as u64;
                    at = next;
                }
                Head::Message(len, message) => {
                    if self.skipped > 0 {
                        out.push(Decoded::Skipped(std::mem::take(&mut self.skipped)));
                    }
                    self.stats.messages += 1;
                    out.push(Decoded::Message(message));
                    at += len;
                }
            }
        }
        self.buf.drain(..at);
        out
    }

    /// Whether part of a message (or skipped bytes) waits for more bytes.
    pub fn has_partial(&self) -> bool {
        !self.buf.is_empty() || self.skipped > 0
    }

    /// Bytes skipped since the last message (reported with the next one).
    pub fn pending_skipped(&self) -> usize {
        self.skipped
    }

    fn head(buf: &[u8]) -> Head {
        let message_id = buf[0];
        if message_id & MESSAGE_BIT == 0 {
            return Head::Bad;
        }
        let Ok(fixed) = fixed_length(message_id) else {
            return Head::Bad;
        };
        // Every byte after the id must have its top bit clear; a set one starts the next message.
        let seen = &buf[1..buf.len().min(HEADER)];
        if seen.iter().any(|b| b & MESSAGE_BIT != 0) {
            return Head::Bad;
        }
        if buf.len() < HEADER {
            return Head::Incomplete;
        }
        let len = (usize::from(buf[1]) << 7) | usize::from(buf[2]);
        let fits = match fixed {
            Some(n) => len == n,
            None => (HEADER..=MAX_MESSAGE).contains(&len),
        };
        if !fits {
            return Head::Bad;
        }
        let available = &buf[HEADER..buf.len().min(len)];
        if available.iter().any(|b| b & MESSAGE_BIT != 0) {
            return Head::Bad;
        }
        if buf.len() < len {
            return Head::Incomplete;
        }
        match Message::decode(message_id, &buf[HEADER..len]) {
            Some(m) => Head::Message(len, m),
            None => Head::Bad,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_follow_the_header_numbering() {
        assert_eq!(Field(0).square(false), Square::A8);
        assert_eq!(Field(7).square(false), Square::H8);
        assert_eq!(Field(56).square(false), Square::A1);
        assert_eq!(Field(63).square(false), Square::H1);
        assert_eq!(Field(0).square(true), Square::H1);
        assert_eq!(Field(63).square(true), Square::A8);
        for f in Field::all() {
            for rotated in [false, true] {
                assert_eq!(Field::of(f.square(rotated), rotated), f);
            }
        }
    }

    #[test]
    fn piece_codes_round_trip() {
        assert_eq!(piece_code(Some(Color::White.pawn())), 1);
        assert_eq!(piece_code(Some(Color::White.queen())), 6);
        assert_eq!(piece_code(Some(Color::Black.pawn())), 7);
        assert_eq!(piece_code(Some(Color::Black.queen())), 12);
        for code in 0..=12 {
            assert_eq!(piece_code(piece_of(code).unwrap()), code);
        }
        assert_eq!(piece_of(13), Err(BadPiece(13)));
    }

    #[test]
    fn a_serial_number_is_written_in_its_fixed_length() {
        for serial in ["2460", "24601", "246012"] {
            let m = Message::SerialNumber(serial.into());
            let bytes = m.encode();
            assert_eq!(bytes.len(), SERIALNR_LEN);
            let read = Message::SerialNumber(serial.chars().take(5).collect());
            assert_eq!(Decoder::new().push(&bytes), vec![Decoded::Message(read)]);
        }
    }

    #[test]
    fn a_field_update_is_five_bytes() {
        let m = Message::FieldUpdate {
            field: Field(52),
            piece: None,
        };
        assert_eq!(m.encode(), vec![0x8e, 0x00, 0x05, 52, 0]);
        assert_eq!(Decoder::new().push(&m.encode()), vec![Decoded::Message(m)]);
    }
}
