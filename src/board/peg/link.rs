//! The serial link to the peg board: a sans-IO core (frames to link events), run on a port by the link
//! [`engine`](crate::board::link_engine).

use super::protocol::{
    BoardFrame, BoardMessage, Decoder, FaultCode, Frame, HostRequest, OccupancyKind,
    PROTOCOL_VERSION, SequenceCheck,
};
use std::sync::mpsc::Sender;
use std::time::Duration;

/// Baud rate of the board (PROTOCOL.md).
pub const BAUD: u32 = 115_200;
/// A board that sends nothing for this long counts as gone (it sends a heartbeat every second).
pub const SILENCE_LIMIT: Duration = Duration::from_millis(3500);
/// How long to wait for a board to identify itself when probing a port.
pub const PROBE_WAIT: Duration = Duration::from_secs(1);
/// How long one read waits for bytes: data ends the wait at once, so this only bounds how soon a stop or a
/// silent board is noticed (the board's heartbeat comes every second), not the latency of a move.
const READ_TIMEOUT: Duration = Duration::from_millis(500);

pub use super::link_event::LinkEvent;

/// The link's logic without any I/O: bytes in, events and requests out.
#[derive(Debug, Default)]
pub struct LinkCore {
    decoder: Decoder,
    sequence: SequenceCheck,
    last_seq: Option<u8>,
    identified: bool,
    resyncing: bool,
    duplicates: u64,
    incompatible: u64,
}

/// What one batch of bytes produced: events for the session, requests for the board.
pub type LinkOutput = Output<LinkEvent, HostRequest>;

impl LinkCore {
    /// A fresh core, as after opening a port: until the first snapshot, readings count as resynchronising.
    pub fn new() -> Self {
        LinkCore {
            resyncing: true,
            ..Self::default()
        }
    }

    /// The requests to send right after opening a port: who are you, and what do you hold.
    pub fn greeting() -> [HostRequest; 2] {
        [HostRequest::Identify, HostRequest::Snapshot]
    }

    /// Forgets sequence state after a reconnect; decoder statistics are kept.
    pub fn reset(&mut self) {
        self.sequence.reset();
        self.last_seq = None;
        self.identified = false;
        self.resyncing = true;
        self.decoder = Decoder::new();
    }

    /// Frames lost (sequence gaps) so far.
    pub fn gaps(&self) -> u64 {
        self.sequence.gaps()
    }

    /// Repeated frames dropped so far.
    pub fn duplicates(&self) -> u64 {
        self.duplicates
    }

    /// The decoder's counters (checksum failures, garbage, ...).
    pub fn decode_stats(&self) -> super::protocol::DecodeStats {
        self.decoder.stats()
    }

    /// Whether an identity frame of a supported version has been seen since the last reset.
    pub fn identified(&self) -> bool {
        self.identified
    }

    /// Feeds bytes read from the port. `port` names the port in events.
    pub fn on_bytes(&mut self, port: &str, bytes: &[u8]) -> LinkOutput {
        let mut out = LinkOutput::default();
        for frame in self.decoder.push(bytes) {
            if let Frame::Board(frame) = frame {
                self.on_frame(port, frame, &mut out);
            }
        }
        out
    }

    fn on_frame(&mut self, port: &str, frame: BoardFrame, out: &mut LinkOutput) {
        if self.last_seq == Some(frame.seq) {
            // The same frame again (a repeat on the line): act on it once.
            self.duplicates += 1;
            return;
        }
        self.last_seq = Some(frame.seq);
        let gap = self.sequence.observe(frame.seq);
        match frame.message {
            BoardMessage::Identity {
                protocol,
                firmware,
                name,
            } => {
                if protocol != PROTOCOL_VERSION {
                    self.incompatible += 1;
                    out.events.push(LinkEvent::Fault {
                        code: FaultCode::Protocol,
                        detail: format!(
                            "board speaks protocol {protocol}, this program speaks {PROTOCOL_VERSION}; update the firmware"
                        ),
                    });
                    return;
                }
                if !self.identified {
                    self.identified = true;
                    out.events.push(LinkEvent::Connected {
                        port: port.to_string(),
                        name,
                        firmware,
                    });
                }
                // A board that restarted numbers from zero: the gap is expected, but ask anyway.
                if gap {
                    out.requests.push(HostRequest::Snapshot);
                    self.resyncing = true;
                }
            }
            BoardMessage::Occupancy { holes, kind } => {
                if gap && kind != OccupancyKind::Snapshot {
                    out.requests.push(HostRequest::Snapshot);
                    self.resyncing = true;
                }
                // Between a loss and the snapshot that follows it, every reading stands alone:
                // the changes that led to it are unknown, so it is passed on as a snapshot.
                let kind = if self.resyncing {
                    OccupancyKind::Snapshot
                } else {
                    kind
                };
                if kind == OccupancyKind::Snapshot {
                    self.resyncing = false;
                }
                out.events.push(LinkEvent::Holes { holes, kind });
            }
            BoardMessage::Button { button, pressed } => {
                out.events.push(LinkEvent::Button { button, pressed });
                if gap {
                    out.requests.push(HostRequest::Snapshot);
                    self.resyncing = true;
                }
            }
            BoardMessage::Fault { code, detail } => {
                out.events.push(LinkEvent::Fault { code, detail });
                if gap {
                    out.requests.push(HostRequest::Snapshot);
                    self.resyncing = true;
                }
            }
        }
    }
}

pub use crate::board::link_engine::{LinkError, LinkHandle, PortChoice, list_ports};
use crate::board::link_engine::{Output, Spec, Turn, Wire};

impl Wire for LinkCore {
    type Event = LinkEvent;
    const SPEC: Spec = Spec::new(
        crate::worker::WorkerKind::PegLink,
        BAUD,
        SILENCE_LIMIT,
        "no heartbeat",
        PROBE_WAIT,
    );

    fn fresh() -> Self {
        LinkCore::new()
    }

    fn question() -> Vec<u8> {
        HostRequest::Identify.encode()
    }

    fn identity(event: &LinkEvent) -> Option<(String, String)> {
        match event {
            LinkEvent::Connected { name, firmware, .. } => Some((name.clone(), firmware.clone())),
            _ => None,
        }
    }

    fn disconnected(port: String, reason: String) -> LinkEvent {
        LinkEvent::Disconnected { port, reason }
    }

    fn missing(looking: bool) -> LinkEvent {
        LinkEvent::Missing { looking }
    }

    fn hello(&self) -> Vec<u8> {
        LinkCore::greeting()
            .into_iter()
            .flat_map(HostRequest::encode)
            .collect()
    }

    fn restart(&mut self) {
        self.reset();
    }

    fn is_connected(&self) -> bool {
        self.identified()
    }

    fn feed(&mut self, port: &str, bytes: &[u8]) -> Turn<LinkEvent> {
        self.on_bytes(port, bytes).encoded(HostRequest::encode)
    }

    fn read_timeout(&self) -> Duration {
        READ_TIMEOUT
    }
}

/// Asks the port at `path` who it is; returns the board's name if a peg board answers within `wait`.
pub fn probe(path: &str, wait: Duration) -> Option<String> {
    identify(path, wait).map(|(name, _)| name)
}

/// Asks the port at `path` who it is; returns the board's name and firmware version if a peg board
/// answers within `wait`.
pub fn identify(path: &str, wait: Duration) -> Option<(String, String)> {
    crate::board::link_engine::identify::<LinkCore>(path, wait)
}

/// Starts the link thread: it finds and opens the board, reads it, reports everything as `T::from(LinkEvent)`,
/// and after an unplug reports the loss once and keeps trying until the board is back.
/// The thread ends when stopped or when the receiver is gone. A port another pegchess has is refused.
pub fn spawn<T: From<LinkEvent> + Send + 'static>(
    choice: PortChoice,
    tx: Sender<T>,
) -> Result<LinkHandle, LinkError> {
    crate::board::link_engine::spawn(LinkCore::new(), choice, tx)
}
