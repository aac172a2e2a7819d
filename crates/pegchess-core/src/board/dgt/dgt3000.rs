//! The DGT 3000 clock behind the e-board, sans-IO: the set-and-run command the host sends through the board,
//! the board's clock messages read as an acknowledgement or as the clock's times and lever, and the link's
//! one-command-in-flight exchange (wait for the ack, send again after a while).
//!
//! Facts from DGT's public protocol description (`dgtbrd.h`; licence note in the README, as for the board): a
//! clock command is a frame `2B LL 03 CC payload 00`, `LL` counting the bytes after itself; set-and-run (`CC`
//! 0A) carries left hours, minutes, seconds, right hours, minutes, seconds in plain binary and a flags byte
//! (01 left counts down, 02 right counts down, 04 paused). The board answers in its update modes 43 and 4B
//! (not 44) with 10-byte time messages (id 0x8D): an acknowledgement when the low nibble of the first or the
//! fourth byte after the header is 0A (then the second byte is 0x10 when all went well and the third names
//! the command), otherwise the right side's hours, BCD minutes and seconds, the left side's, and a status byte
//! (01 running, 02 the lever's right side up, 20 no clock). The turn bits 08/10 are not read: sources
//! disagree on them. The clock takes one command at a time.

use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// The byte that starts a clock command frame.
pub const FRAME_START: u8 = 0x2b;
/// The byte after the length in a clock command frame.
const START_MESSAGE: u8 = 0x03;
/// The byte that ends a clock command frame.
const END_MESSAGE: u8 = 0x00;
/// The clock command that sets both times, which side runs, or a pause.
pub const SET_AND_RUN: u8 = 0x0a;
/// The clock command that asks the clock for its version: a DGT 3000 acknowledges it even while its display
/// shows 0:00 and its time messages are all zeros (picochess finds the clock the same way).
pub(crate) const CLOCK_VERSION: u8 = 0x09;
/// The frame that asks the clock for its version.
pub const VERSION_FRAME: [u8; 5] = [FRAME_START, 0x03, START_MESSAGE, CLOCK_VERSION, END_MESSAGE];
/// Length of a set-and-run frame on the line.
pub const SET_AND_RUN_LEN: usize = 12;
/// Body length (after the 3-byte header) of the board's clock messages.
pub const CLOCK_BODY: usize = 7;
/// An unanswered clock command is sent again after this long.
pub(crate) const RESEND_AFTER: Duration = Duration::from_secs(2);
/// A command the clock refuses or never answers is given up after this many sends.
pub(crate) const MAX_SENDS: u8 = 3;
/// The longest time the clock can show (one digit of hours).
pub const MAX_SHOWN: Duration = Duration::from_secs(9 * 3600 + 59 * 60 + 59);

/// A side of the clock as seen from its front.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClockSide {
    /// The left display and lever half.
    Left,
    /// The right display and lever half.
    Right,
}

impl ClockSide {
    /// The other side.
    pub fn other(self) -> ClockSide {
        match self {
            ClockSide::Left => ClockSide::Right,
            ClockSide::Right => ClockSide::Left,
        }
    }
}

/// What the clock is told to show: both times, which side counts down, or paused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockFace {
    /// The left display's time.
    pub left: Duration,
    /// The right display's time.
    pub right: Duration,
    /// The side whose move it is (`None` before the game starts).
    pub runs: Option<ClockSide>,
    /// Whether the clock stands still (before the start, stopped by the arbiter, or after the game).
    pub paused: bool,
}

/// Something wrong with clock bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    /// A clock message body is not 7 bytes long.
    #[error("a clock message has {CLOCK_BODY} bytes after its header, not {0}")]
    Length(usize),
    /// The board says no clock is connected (status bit 0x20).
    #[error("no clock is connected to the board")]
    NoClock,
    /// A message of zeros only, which the board sends around commands and which means nothing.
    #[error("an empty clock message")]
    Empty,
    /// A minutes or seconds byte that is no BCD number below 60.
    #[error("byte {at} of the clock's times ({byte:#04x}) is no time")]
    NotBcd {
        /// Its place in the body.
        at: usize,
        /// The byte.
        byte: u8,
    },
    /// Bytes that are no set-and-run frame.
    #[error("not a set-and-run frame")]
    NotSetAndRun,
}

fn hms(d: Duration) -> [u8; 3] {
    let s = d.min(MAX_SHOWN).as_secs();
    [(s / 3600) as u8, (s / 60 % 60) as u8, (s % 60) as u8]
}

impl ClockFace {
    /// The set-and-run frame that makes the clock show this (times shown in whole seconds, at most 9:59:59).
    pub fn encode(&self) -> [u8; SET_AND_RUN_LEN] {
        let [lh, lm, ls] = hms(self.left);
        let [rh, rm, rs] = hms(self.right);
        let runs = match self.runs {
            Some(ClockSide::Left) => 0x01,
            Some(ClockSide::Right) => 0x02,
            None => 0,
        };
        let flags = runs | if self.paused { 0x04 } else { 0 };
        let len = (SET_AND_RUN_LEN - 2) as u8;
        [
            FRAME_START,
            len,
            START_MESSAGE,
            SET_AND_RUN,
            lh,
            lm,
            ls,
            rh,
            rm,
            rs,
            flags,
            END_MESSAGE,
        ]
    }

    /// Reads a set-and-run frame (what a clock does with the host's bytes).
    pub fn decode(frame: &[u8]) -> Result<ClockFace, ClockError> {
        let head = [FRAME_START, 0x0a, START_MESSAGE, SET_AND_RUN];
        if frame.len() != SET_AND_RUN_LEN
            || frame[..4] != head
            || frame[SET_AND_RUN_LEN - 1] != END_MESSAGE
        {
            return Err(ClockError::NotSetAndRun);
        }
        let (lh, lm, ls, rh, rm, rs) = (frame[4], frame[5], frame[6], frame[7], frame[8], frame[9]);
        let flags = frame[10];
        let time = |h: u8, m: u8, s: u8| {
            (h <= 9 && m < 60 && s < 60).then(|| {
                Duration::from_secs(u64::from(h) * 3600 + u64::from(m) * 60 + u64::from(s))
            })
        };
        let (Some(left), Some(right)) = (time(lh, lm, ls), time(rh, rm, rs)) else {
            return Err(ClockError::NotSetAndRun);
        };
        let runs = match flags & 0x03 {
            0x01 => Some(ClockSide::Left),
            0x02 => Some(ClockSide::Right),
            _ => None,
        };
        Ok(ClockFace {
            left,
            right,
            runs,
            paused: flags & 0x04 != 0 || runs.is_none(),
        })
    }
}

/// A clock message from the board, read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockMessage {
    /// The clock acknowledged a command.
    Ack {
        /// Whether it was carried out (0x10); otherwise refused (e.g. set-and-run outside the clock's mode 23).
        ok: bool,
        /// The command acknowledged (its top bit set for acks the clock makes by itself).
        command: u8,
    },
    /// The clock's times and its lever.
    Times {
        /// The left display.
        left: Duration,
        /// The right display.
        right: Duration,
        /// Whether the clock runs.
        running: bool,
        /// Which side of the lever is up (that side's time runs on an ordinary clock).
        up: ClockSide,
    },
}

fn bcd(body: &[u8], at: usize) -> Result<u64, ClockError> {
    let byte = body[at];
    let (tens, units) = (byte >> 4, byte & 0x0f);
    if tens > 5 || units > 9 {
        return Err(ClockError::NotBcd { at, byte });
    }
    Ok(u64::from(tens * 10 + units))
}

impl ClockMessage {
    /// Reads the body (the 7 bytes after the header) of a clock message.
    pub fn decode(body: &[u8]) -> Result<ClockMessage, ClockError> {
        if body.len() != CLOCK_BODY {
            return Err(ClockError::Length(body.len()));
        }
        if body[0] & 0x0f == 0x0a || body[3] & 0x0f == 0x0a {
            let ack0 = (body[1] & 0x7f) | ((body[3] << 3) & 0x80);
            let ack1 = (body[2] & 0x7f) | ((body[3] << 2) & 0x80);
            return Ok(ClockMessage::Ack {
                ok: ack0 == 0x10,
                command: ack1,
            });
        }
        if body.iter().all(|&b| b == 0) {
            return Err(ClockError::Empty);
        }
        let status = body[6];
        if status & 0x20 != 0 {
            return Err(ClockError::NoClock);
        }
        let time = |at: usize| -> Result<Duration, ClockError> {
            let hours = u64::from(body[at] & 0x0f);
            let secs = hours * 3600 + bcd(body, at + 1)? * 60 + bcd(body, at + 2)?;
            Ok(Duration::from_secs(secs))
        };
        Ok(ClockMessage::Times {
            right: time(0)?,
            left: time(3)?,
            running: status & 0x01 != 0,
            up: if status & 0x02 != 0 {
                ClockSide::Right
            } else {
                ClockSide::Left
            },
        })
    }

    /// The body (7 bytes after the header) the board sends for this message.
    pub fn encode_body(&self) -> [u8; CLOCK_BODY] {
        match *self {
            ClockMessage::Ack { ok, command } => [
                0x0a,
                if ok { 0x10 } else { 0x40 },
                command & 0x7f,
                0x0a,
                0,
                0,
                0,
            ],
            ClockMessage::Times {
                left,
                right,
                running,
                up,
            } => {
                let to_bcd = |n: u8| ((n / 10) << 4) | (n % 10);
                let [lh, lm, ls] = hms(left);
                let [rh, rm, rs] = hms(right);
                let status = u8::from(running) | if up == ClockSide::Right { 0x02 } else { 0 };
                [
                    rh,
                    to_bcd(rm),
                    to_bcd(rs),
                    lh,
                    to_bcd(lm),
                    to_bcd(ls),
                    status,
                ]
            }
        }
    }
}

/// What a clock message meant to the link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeverNews {
    /// The first reading of the clock since the link (re)connected: the lever stands with this side down.
    Found {
        /// The side down.
        down: ClockSide,
    },
    /// The clock answered (acknowledged its version request) before it sent any times: it is there, its lever
    /// not yet read (a clock at 0:00 sends only empty time messages until it is set).
    Answered,
    /// The lever rocked: this side went down (its player pressed).
    Pressed {
        /// The side that went down.
        down: ClockSide,
    },
}

/// The link's side of the clock: whether a clock answers, the lever as last read, and the one command in
/// flight (the latest face wanted replaces any that waits).
#[derive(Debug, Clone, Default)]
pub struct ClockLink {
    present: bool,
    up: Option<ClockSide>,
    wanted: Option<ClockFace>,
    in_flight: Option<(ClockFace, Instant, u8)>,
}

impl ClockLink {
    /// Whether a clock has answered since the last reset.
    pub fn present(&self) -> bool {
        self.present
    }

    /// Whether a clock answers whose lever has not been read yet (it answered only acknowledgements).
    pub fn lever_unknown(&self) -> bool {
        self.present && self.up.is_none()
    }

    /// Forgets the clock (after a reconnect); a face waiting to be sent is dropped (the program sends a
    /// fresh one when the clock is found again).
    pub fn reset(&mut self) {
        *self = ClockLink::default();
    }

    /// The program wants the clock to show `face`; sent when the clock is free.
    pub fn want(&mut self, face: ClockFace) {
        self.wanted = Some(face);
    }

    /// Reads one clock message (or the error its bytes gave); says what the lever did.
    pub fn on_message(&mut self, m: Result<ClockMessage, ClockError>) -> Option<LeverNews> {
        match m {
            Ok(ClockMessage::Ack { ok, command }) => {
                let found = !std::mem::replace(&mut self.present, true);
                if found && self.up.is_none() {
                    // Found by an acknowledgement (its version asked) before any times: the program sets it.
                    return Some(LeverNews::Answered);
                }
                if command == SET_AND_RUN {
                    match self.in_flight {
                        Some((_, _, sends)) if !ok && sends < MAX_SENDS => {}
                        _ => self.in_flight = None,
                    }
                }
                None
            }
            Ok(ClockMessage::Times { up, .. }) => {
                self.present = true;
                match self.up.replace(up) {
                    None => Some(LeverNews::Found { down: up.other() }),
                    Some(before) if before != up => Some(LeverNews::Pressed { down: up.other() }),
                    Some(_) => None,
                }
            }
            Err(ClockError::NoClock) => {
                self.present = false;
                self.up = None;
                self.in_flight = None;
                None
            }
            Err(_) => None,
        }
    }

    /// The frame to send at `now`, if any: the wanted face once the clock is there and no command is in
    /// flight, or the one in flight again when its ack is late.
    pub fn poll(&mut self, now: Instant) -> Option<[u8; SET_AND_RUN_LEN]> {
        if !self.present {
            return None;
        }
        match self.in_flight {
            Some((face, sent, sends)) if now.duration_since(sent) >= RESEND_AFTER => {
                if sends >= MAX_SENDS {
                    self.in_flight = None;
                    return self.poll(now);
                }
                // A newer face replaces the unanswered one.
                let face = self.wanted.take().unwrap_or(face);
                self.in_flight = Some((face, now, sends + 1));
                Some(face.encode())
            }
            Some(_) => None,
            None => {
                let face = self.wanted.take()?;
                self.in_flight = Some((face, now, 1));
                Some(face.encode())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_round_trip_through_the_body() {
        let m = ClockMessage::Times {
            left: Duration::from_secs(5400),
            right: Duration::from_secs(59),
            running: true,
            up: ClockSide::Right,
        };
        assert_eq!(m.encode_body(), [0, 0x00, 0x59, 1, 0x30, 0x00, 0x03]);
        assert_eq!(ClockMessage::decode(&m.encode_body()), Ok(m));
    }

    #[test]
    fn a_refused_command_is_sent_again_then_given_up() {
        let mut link = ClockLink::default();
        let t0 = Instant::now();
        let face = ClockFace {
            left: Duration::from_secs(60),
            right: Duration::from_secs(60),
            runs: None,
            paused: true,
        };
        link.want(face);
        assert_eq!(
            link.poll(t0),
            None,
            "nothing is sent before a clock answers"
        );
        let up = ClockMessage::Times {
            left: Duration::ZERO,
            right: Duration::ZERO,
            running: false,
            up: ClockSide::Left,
        };
        assert!(link.on_message(Ok(up)).is_some());
        assert_eq!(link.poll(t0), Some(face.encode()));
        let refused = ClockMessage::Ack {
            ok: false,
            command: SET_AND_RUN,
        };
        link.on_message(Ok(refused));
        assert_eq!(link.poll(t0 + Duration::from_secs(1)), None);
        assert_eq!(link.poll(t0 + RESEND_AFTER), Some(face.encode()));
        assert_eq!(link.poll(t0 + RESEND_AFTER * 2), Some(face.encode()));
        assert_eq!(link.poll(t0 + RESEND_AFTER * 3), None, "given up");
    }
}
