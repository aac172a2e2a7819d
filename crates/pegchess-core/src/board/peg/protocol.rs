//! The peg board's wire protocol (hardware/PROTOCOL.md), sans-IO: bytes in, messages out, and back.

use shakmaty::Bitboard;
use std::fmt;

/// The protocol version this program speaks.
pub const PROTOCOL_VERSION: u32 = 1;
/// The longest valid line, from `$` to `\n` inclusive.
pub const MAX_LINE: usize = 96;

/// CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), the frame checksum (and the journal's line checksum).
pub fn crc16(bytes: &[u8]) -> u16 {
    bytes.iter().fold(0xFFFF, |crc: u16, &b| {
        (crc << 8) ^ CRC16_TABLE[usize::from((crc >> 8) as u8 ^ b)]
    })
}

/// The CRC of each byte value: one lookup per byte instead of eight shifts (a journal is read whole).
const CRC16_TABLE: [u16; 256] = {
    let mut table = [0u16; 256];
    let mut i = 0;
    while i < 256 {
        let mut crc = (i as u16) << 8;
        let mut bit = 0;
        while bit < 8 {
            crc = if crc & 0x8000 != 0 {
                (crc << 1) ^ 0x1021
            } else {
                crc << 1
            };
            bit += 1;
        }
        table[i] = crc;
        i += 1;
    }
    table
};

/// A physical button on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Button {
    /// The left clock lever, seen from the a1-h1 edge.
    LeftLever,
    /// The right clock lever, seen from the a1-h1 edge.
    RightLever,
    /// The player's speak button.
    Speak,
}

impl Button {
    fn code(self) -> &'static str {
        match self {
            Button::LeftLever => "L",
            Button::RightLever => "R",
            Button::Speak => "P",
        }
    }

    fn from_code(s: &str) -> Option<Button> {
        match s {
            "L" => Some(Button::LeftLever),
            "R" => Some(Button::RightLever),
            "P" => Some(Button::Speak),
            _ => None,
        }
    }
}

/// Why the board sent its occupancy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OccupancyKind {
    /// The set of occupied holes changed (`O`).
    Change,
    /// The periodic heartbeat (`H`).
    Heartbeat,
    /// The answer to a snapshot request (`S`).
    Snapshot,
}

/// What a board frame says, apart from its sequence number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardMessage {
    /// `I`: the board's identity.
    Identity {
        /// Protocol version the board speaks.
        protocol: u32,
        /// Firmware version string.
        firmware: String,
        /// The board's name.
        name: String,
    },
    /// `O`, `H` or `S`: the occupied holes.
    Occupancy {
        /// Why it was sent.
        kind: OccupancyKind,
        /// Occupied holes, a1 = bit 0.
        holes: Bitboard,
    },
    /// `B`: a button changed state.
    Button {
        /// Which button.
        button: Button,
        /// True when pressed, false when released.
        pressed: bool,
    },
    /// `E`: a fault report.
    Fault {
        /// Fault code, e.g. `CHATTER`.
        code: FaultCode,
        /// Detail, e.g. the square.
        detail: String,
    },
}

/// A fault code from the board's `E` frame (or raised by the link itself).
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FaultCode {
    /// `CHATTER`: a hole's sensor bounces; the detail is the square.
    Chatter,
    /// `OVERRUN`: the board's send buffer overflowed; the detail is how many frames were lost.
    Overrun,
    /// `PROTOCOL`: the board speaks another protocol version (raised by the link).
    Protocol,
    /// `SYNC`: a marker the replay harness sends through the link to know everything before it arrived.
    Sync,
    /// Any other code, kept as the board sent it.
    Other(String),
}

impl FaultCode {
    /// The code as it travels in a frame.
    pub fn code(&self) -> &str {
        match self {
            FaultCode::Chatter => "CHATTER",
            FaultCode::Overrun => "OVERRUN",
            FaultCode::Protocol => "PROTOCOL",
            FaultCode::Sync => "SYNC",
            FaultCode::Other(code) => code,
        }
    }

    /// Reads a code from a frame; unknown codes are kept as [`FaultCode::Other`].
    pub fn from_code(code: &str) -> FaultCode {
        match code {
            "CHATTER" => FaultCode::Chatter,
            "OVERRUN" => FaultCode::Overrun,
            "PROTOCOL" => FaultCode::Protocol,
            "SYNC" => FaultCode::Sync,
            other => FaultCode::Other(other.to_string()),
        }
    }
}

impl std::fmt::Display for FaultCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// A frame from the board: sequence number plus message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardFrame {
    /// Sequence number, 0..=255, wrapping.
    pub seq: u8,
    /// The message.
    pub message: BoardMessage,
}

/// A request from the host to the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostRequest {
    /// `Q,I`: send your identity.
    Identify,
    /// `Q,S`: send a snapshot of the occupancy.
    Snapshot,
}

/// Any decoded frame, from either direction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Frame {
    /// Board to host.
    Board(BoardFrame),
    /// Host to board.
    Host(HostRequest),
}

/// Why a line was discarded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Discard {
    /// The CRC did not match the body.
    BadChecksum,
    /// The CRC was fine but the body made no sense (unknown type, wrong field).
    Malformed,
    /// The line grew past [`MAX_LINE`].
    Oversized,
    /// Bytes outside any frame.
    Garbage,
}

/// Counters of everything the decoder threw away.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DecodeStats {
    /// Frames decoded.
    pub frames: u64,
    /// Lines with a wrong CRC.
    pub bad_checksum: u64,
    /// Lines with a good CRC and a bad body.
    pub malformed: u64,
    /// Lines that grew too long.
    pub oversized: u64,
    /// Bytes seen outside frames (noise), and frames cut off by a new `$`.
    pub garbage: u64,
}

impl DecodeStats {
    fn count(&mut self, d: Discard) {
        match d {
            Discard::BadChecksum => self.bad_checksum += 1,
            Discard::Malformed => self.malformed += 1,
            Discard::Oversized => self.oversized += 1,
            Discard::Garbage => self.garbage += 1,
        }
    }
}

/// Line decoder: feed it bytes as they arrive, in any chunks; it yields whole, checked frames.
#[derive(Debug, Default)]
pub struct Decoder {
    line: Vec<u8>,
    in_frame: bool,
    overflowed: bool,
    stats: DecodeStats,
}

impl Decoder {
    /// A decoder with nothing buffered.
    pub fn new() -> Self {
        Self::default()
    }

    /// What the decoder has accepted and discarded so far.
    pub fn stats(&self) -> DecodeStats {
        self.stats
    }

    /// Feeds bytes; returns the frames completed by them, in order.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<Frame> {
        let mut out = Vec::new();
        for &b in bytes {
            if let Some(frame) = self.push_byte(b) {
                out.push(frame);
            }
        }
        out
    }

    fn push_byte(&mut self, b: u8) -> Option<Frame> {
        match b {
            b'$' => {
                if self.in_frame {
                    // A frame cut short by the next one.
                    self.stats.count(Discard::Garbage);
                }
                self.line.clear();
                self.in_frame = true;
                self.overflowed = false;
                None
            }
            b'\n' => {
                if !self.in_frame {
                    return None;
                }
                self.in_frame = false;
                if self.overflowed {
                    self.stats.count(Discard::Oversized);
                    return None;
                }
                if self.line.last() == Some(&b'\r') {
                    self.line.pop();
                }
                let result = parse_line(&self.line);
                self.line.clear();
                match result {
                    Ok(frame) => {
                        self.stats.frames += 1;
                        Some(frame)
                    }
                    Err(d) => {
                        self.stats.count(d);
                        None
                    }
                }
            }
            _ if !self.in_frame => {
                if b != b'\r' {
                    self.stats.garbage += 1;
                }
                None
            }
            _ => {
                // `$` + line + `\n` must fit in MAX_LINE.
                if self.line.len() + 2 >= MAX_LINE {
                    self.overflowed = true;
                    self.line.clear();
                } else if !self.overflowed {
                    self.line.push(b);
                }
                None
            }
        }
    }
}

/// Parses the bytes between `$` and the line end: `body*CRC`.
fn parse_line(line: &[u8]) -> Result<Frame, Discard> {
    let star = line
        .iter()
        .rposition(|&b| b == b'*')
        .ok_or(Discard::BadChecksum)?;
    let (body, crc_text) = (&line[..star], &line[star + 1..]);
    if crc_text.len() != 4
        || !crc_text
            .iter()
            .all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(b))
    {
        return Err(Discard::BadChecksum);
    }
    let crc = u16::from_str_radix(
        std::str::from_utf8(crc_text).map_err(|_| Discard::BadChecksum)?,
        16,
    )
    .map_err(|_| Discard::BadChecksum)?;
    if crc16(body) != crc {
        return Err(Discard::BadChecksum);
    }
    if !body
        .iter()
        .all(|&b| (0x20..=0x7E).contains(&b) && b != b'*' && b != b'$')
    {
        return Err(Discard::Malformed);
    }
    let body = std::str::from_utf8(body).map_err(|_| Discard::Malformed)?;
    parse_body(body).ok_or(Discard::Malformed)
}

fn parse_body(body: &str) -> Option<Frame> {
    let fields: Vec<&str> = body.split(',').collect();
    if fields.as_slice() == ["Q", "I"] {
        return Some(Frame::Host(HostRequest::Identify));
    }
    if fields.as_slice() == ["Q", "S"] {
        return Some(Frame::Host(HostRequest::Snapshot));
    }
    let (kind, seq, rest) = match fields.as_slice() {
        [kind, seq, rest @ ..] => (*kind, *seq, rest),
        _ => return None,
    };
    let seq = parse_hex_exact(seq, 2)? as u8;
    let message = match (kind, rest) {
        ("I", ["PEGBOARD", protocol, firmware, name]) => BoardMessage::Identity {
            protocol: protocol
                .parse()
                .ok()
                .filter(|_| protocol.bytes().all(|b| b.is_ascii_digit()))?,
            firmware: firmware.to_string(),
            name: name.to_string(),
        },
        ("O" | "H" | "S", [hex]) => BoardMessage::Occupancy {
            kind: match kind {
                "O" => OccupancyKind::Change,
                "H" => OccupancyKind::Heartbeat,
                _ => OccupancyKind::Snapshot,
            },
            holes: Bitboard(parse_hex_exact(hex, 16)?),
        },
        ("B", [button, state]) => BoardMessage::Button {
            button: Button::from_code(button)?,
            pressed: match *state {
                "1" => true,
                "0" => false,
                _ => return None,
            },
        },
        ("E", [code, detail]) if !code.is_empty() => BoardMessage::Fault {
            code: FaultCode::from_code(code),
            detail: detail.to_string(),
        },
        _ => return None,
    };
    Some(Frame::Board(BoardFrame { seq, message }))
}

/// Parses exactly `digits` upper-case hex digits.
fn parse_hex_exact(s: &str, digits: usize) -> Option<u64> {
    if s.len() != digits
        || !s
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b))
    {
        return None;
    }
    u64::from_str_radix(s, 16).ok()
}

/// Wraps a body into a complete line: `$body*CRC\n`.
pub fn encode_body(body: &str) -> Vec<u8> {
    format!("${body}*{:04X}\n", crc16(body.as_bytes())).into_bytes()
}

impl fmt::Display for BoardMessage {
    /// The body without type-and-sequence prefix is not meaningful alone, so this shows the whole
    /// message as the protocol writes it with sequence `??`; use [`BoardFrame::encode`] for the wire.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&body_of(self, "??"))
    }
}

fn body_of(message: &BoardMessage, seq: &str) -> String {
    match message {
        BoardMessage::Identity {
            protocol,
            firmware,
            name,
        } => format!("I,{seq},PEGBOARD,{protocol},{firmware},{name}"),
        BoardMessage::Occupancy { kind, holes } => {
            let t = match kind {
                OccupancyKind::Change => "O",
                OccupancyKind::Heartbeat => "H",
                OccupancyKind::Snapshot => "S",
            };
            format!("{t},{seq},{:016X}", holes.0)
        }
        BoardMessage::Button { button, pressed } => {
            format!("B,{seq},{},{}", button.code(), u8::from(*pressed))
        }
        BoardMessage::Fault { code, detail } => format!("E,{seq},{code},{detail}"),
    }
}

impl BoardFrame {
    /// The frame as the board sends it, newline included.
    pub fn encode(&self) -> Vec<u8> {
        encode_body(&body_of(&self.message, &format!("{:02X}", self.seq)))
    }
}

impl HostRequest {
    /// The request as the host sends it, newline included.
    pub fn encode(self) -> Vec<u8> {
        encode_body(match self {
            HostRequest::Identify => "Q,I",
            HostRequest::Snapshot => "Q,S",
        })
    }
}

/// Tracks sequence numbers of board frames and notices gaps.
#[derive(Debug, Default, Clone)]
pub struct SequenceCheck {
    expected: Option<u8>,
    gaps: u64,
}

impl SequenceCheck {
    /// Records `seq`; returns true when frames were lost before it.
    pub fn observe(&mut self, seq: u8) -> bool {
        let gap = matches!(self.expected, Some(e) if e != seq);
        if gap {
            self.gaps += 1;
        }
        self.expected = Some(seq.wrapping_add(1));
        gap
    }

    /// Forgets the expected number (after a reconnect).
    pub fn reset(&mut self) {
        self.expected = None;
    }

    /// How many gaps were seen.
    pub fn gaps(&self) -> u64 {
        self.gaps
    }
}
