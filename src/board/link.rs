//! The serial link to the board: a sans-IO core (frames to link events) and the thread that runs it on a port.

use super::protocol::{
    BoardFrame, BoardMessage, Button, Decoder, FaultCode, Frame, HostRequest, OccupancyKind,
    PROTOCOL_VERSION, SequenceCheck,
};
use serialport::SerialPort;
use shakmaty::Bitboard;
use std::io::{ErrorKind, Read, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Baud rate of the board (PROTOCOL.md).
pub const BAUD: u32 = 115_200;
/// A board that sends nothing for this long counts as gone (it sends a heartbeat every second).
pub const SILENCE_LIMIT: Duration = Duration::from_millis(3500);
/// How long to wait for a board to identify itself when probing a port.
pub const PROBE_WAIT: Duration = Duration::from_secs(1);
/// How long one read waits for bytes: data ends the wait at once, so this only bounds how soon a stop or a
/// silent board is noticed (the board's heartbeat comes every second), not the latency of a move.
const READ_TIMEOUT: Duration = Duration::from_millis(500);
const RETRY_EVERY: Duration = Duration::from_millis(250);

/// What the link tells the session.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
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
    /// The occupied holes, as the board reports them (`Snapshot` after a reconnect or lost frames).
    Holes {
        /// Occupied holes, in the board's own square numbering.
        #[serde(with = "holes_as_number")]
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

/// What one batch of bytes produced.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct LinkOutput {
    /// Events for the session, in order.
    pub events: Vec<LinkEvent>,
    /// Requests to send to the board, in order.
    pub requests: Vec<HostRequest>,
}

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

/// Where to find the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PortChoice {
    /// This path (a device, or a link to one such as /dev/serial/by-id/...).
    Path(PathBuf),
    /// Ask every serial port for a peg board's identity.
    Search,
}

/// Opens a port with the board's settings.
pub fn open_port(path: &str) -> serialport::Result<Box<dyn SerialPort>> {
    serialport::new(path, BAUD).timeout(READ_TIMEOUT).open()
}

/// Asks the port at `path` who it is; returns the board's name if a peg board answers within `wait`.
pub fn probe(path: &str, wait: Duration) -> Option<String> {
    identify(path, wait).map(|(name, _)| name)
}

/// Asks the port at `path` who it is; returns the board's name and firmware version if a peg board
/// answers within `wait`.
pub fn identify(path: &str, wait: Duration) -> Option<(String, String)> {
    let mut port = open_port(path).ok()?;
    port.write_all(&HostRequest::Identify.encode()).ok()?;
    let mut core = LinkCore::new();
    let deadline = Instant::now() + wait;
    let mut buf = [0u8; 256];
    while Instant::now() < deadline {
        match port.read(&mut buf) {
            Ok(n) if n > 0 => {
                for event in core.on_bytes(path, &buf[..n]).events {
                    if let LinkEvent::Connected { name, firmware, .. } = event {
                        return Some((name, firmware));
                    }
                }
            }
            Ok(_) => {}
            Err(e) if e.kind() == ErrorKind::TimedOut => {}
            Err(_) => return None,
        }
    }
    None
}

/// Paths of the serial ports the system lists.
pub fn list_ports() -> Vec<String> {
    serialport::available_ports()
        .map(|ports| ports.into_iter().map(|p| p.port_name).collect())
        .unwrap_or_default()
}

/// A running link thread (the peg board's or the DGT e-board's); dropping it stops the thread.
pub struct LinkHandle {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl LinkHandle {
    /// The handle of `thread`, which ends soon after `stop` is set.
    pub fn new(stop: Arc<AtomicBool>, thread: JoinHandle<()>) -> LinkHandle {
        LinkHandle {
            stop,
            thread: Some(thread),
        }
    }

    /// Stops the thread and waits for it.
    pub fn stop(mut self) {
        self.shutdown();
    }

    fn shutdown(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for LinkHandle {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// Starts the link thread: it finds and opens the board, reads it, reports everything as `T::from(LinkEvent)`,
/// and after an unplug reports the loss once and keeps trying until the board is back.
/// The thread ends when stopped or when the receiver is gone.
pub fn spawn<T: From<LinkEvent> + Send + 'static>(choice: PortChoice, tx: Sender<T>) -> LinkHandle {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let thread = std::thread::Builder::new()
        .name("board-link".into())
        .spawn(move || run(choice, tx, flag))
        .expect("spawn board link thread");
    LinkHandle {
        stop,
        thread: Some(thread),
    }
}

fn run<T: From<LinkEvent>>(choice: PortChoice, tx: Sender<T>, stop: Arc<AtomicBool>) {
    let mut core = LinkCore::new();
    let mut lost_reported = false;
    while !stop.load(Ordering::SeqCst) {
        let Some((path, port)) = find(&choice) else {
            std::thread::sleep(RETRY_EVERY);
            continue;
        };
        core.reset();
        let reason = serve(&path, port, &mut core, &tx, &stop);
        match reason {
            Served::Stopped => return,
            Served::ReceiverGone => return,
            Served::Lost(reason) => {
                if !lost_reported || core.identified() {
                    lost_reported = true;
                    let event = LinkEvent::Disconnected { port: path, reason };
                    if tx.send(event.into()).is_err() {
                        return;
                    }
                }
            }
        }
        std::thread::sleep(RETRY_EVERY);
    }
}

fn find(choice: &PortChoice) -> Option<(String, Box<dyn SerialPort>)> {
    match choice {
        PortChoice::Path(p) => {
            let path = p.to_string_lossy().into_owned();
            open_port(&path).ok().map(|port| (path, port))
        }
        PortChoice::Search => list_ports()
            .into_iter()
            .find(|p| probe(p, PROBE_WAIT).is_some())
            .and_then(|p| open_port(&p).ok().map(|port| (p, port))),
    }
}

enum Served {
    Stopped,
    ReceiverGone,
    Lost(String),
}

/// Reads one open port until it fails, falls silent, or the link is stopped.
fn serve<T: From<LinkEvent>>(
    path: &str,
    mut port: Box<dyn SerialPort>,
    core: &mut LinkCore,
    tx: &Sender<T>,
    stop: &AtomicBool,
) -> Served {
    let send_all =
        |port: &mut Box<dyn SerialPort>, requests: &[HostRequest]| -> std::io::Result<()> {
            for r in requests {
                port.write_all(&r.encode())?;
            }
            port.flush()
        };
    if let Err(e) = send_all(&mut port, &LinkCore::greeting()) {
        return Served::Lost(format!("cannot write to {path}: {e}"));
    }
    let mut last_heard = Instant::now();
    let mut buf = [0u8; 1024];
    loop {
        if stop.load(Ordering::SeqCst) {
            return Served::Stopped;
        }
        match port.read(&mut buf) {
            Ok(0) => return Served::Lost(format!("{path} closed")),
            Ok(n) => {
                last_heard = Instant::now();
                let out = core.on_bytes(path, &buf[..n]);
                for event in out.events {
                    if tx.send(event.into()).is_err() {
                        return Served::ReceiverGone;
                    }
                }
                if let Err(e) = send_all(&mut port, &out.requests) {
                    return Served::Lost(format!("cannot write to {path}: {e}"));
                }
            }
            Err(e) if e.kind() == ErrorKind::TimedOut || e.kind() == ErrorKind::Interrupted => {
                if last_heard.elapsed() > SILENCE_LIMIT {
                    return Served::Lost(format!(
                        "no heartbeat from {path} for {} seconds",
                        SILENCE_LIMIT.as_secs()
                    ));
                }
            }
            Err(e) => return Served::Lost(format!("{path}: {e}")),
        }
    }
}

/// The occupied holes in a journal: one number, a1 = bit 0.
mod holes_as_number {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Bitboard;

    pub fn serialize<S: Serializer>(holes: &Bitboard, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(holes.0)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Bitboard, D::Error> {
        u64::deserialize(d).map(Bitboard)
    }
}
