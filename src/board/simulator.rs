//! A simulated peg board: the board's protocol logic (sans-IO) and a pseudo-terminal that behaves like the real one.

use super::protocol::{
    BoardFrame, BoardMessage, Button, Decoder, Frame, HostRequest, OccupancyKind,
};
use crate::board::pty::{Pty, unique_link_path};
use shakmaty::Bitboard;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The board's side of the protocol: what it holds and the frames it sends, with no I/O.
#[derive(Debug)]
pub struct BoardModel {
    name: String,
    holes: Bitboard,
    seq: u8,
    requests: Decoder,
}

impl BoardModel {
    /// A board called `name` holding `holes`.
    pub fn new(name: &str, holes: Bitboard) -> Self {
        BoardModel {
            name: name.to_string(),
            holes,
            seq: 0,
            requests: Decoder::new(),
        }
    }

    /// The holes it holds now.
    pub fn holes(&self) -> Bitboard {
        self.holes
    }

    /// Builds the next frame (taking a sequence number) and encodes it.
    pub fn frame(&mut self, message: BoardMessage) -> Vec<u8> {
        let frame = BoardFrame {
            seq: self.seq,
            message,
        };
        self.seq = self.seq.wrapping_add(1);
        frame.encode()
    }

    /// The identity frame, as sent at power-up.
    pub fn identity(&mut self) -> Vec<u8> {
        let name = self.name.clone();
        self.frame(BoardMessage::Identity {
            protocol: super::protocol::PROTOCOL_VERSION,
            firmware: "sim-1".into(),
            name,
        })
    }

    /// The occupancy frame of the given kind for the current holes.
    pub fn occupancy(&mut self, kind: OccupancyKind) -> Vec<u8> {
        let holes = self.holes;
        self.frame(BoardMessage::Occupancy { kind, holes })
    }

    /// Changes the holes; returns the change frame, or nothing if nothing changed.
    pub fn set_holes(&mut self, holes: Bitboard) -> Option<Vec<u8>> {
        (holes != self.holes).then(|| {
            self.holes = holes;
            self.occupancy(OccupancyKind::Change)
        })
    }

    /// A button frame.
    pub fn button(&mut self, button: Button, pressed: bool) -> Vec<u8> {
        self.frame(BoardMessage::Button { button, pressed })
    }

    /// Reads bytes from the host and returns the replies to any complete requests.
    pub fn answer(&mut self, bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        for frame in self.requests.push(bytes) {
            match frame {
                Frame::Host(HostRequest::Identify) => out.extend(self.identity()),
                Frame::Host(HostRequest::Snapshot) => {
                    out.extend(self.occupancy(OccupancyKind::Snapshot))
                }
                Frame::Board(_) => {}
            }
        }
        out
    }
}

/// An instruction to the simulated board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SimAction {
    /// The pegs now stand in these holes.
    Holes(Bitboard),
    /// A button goes down or up.
    Button(Button, bool),
    /// Pull the USB plug: the pseudo-terminal disappears.
    Unplug,
    /// Plug it back in: a new pseudo-terminal behind the same path; the board restarts.
    Replug,
    /// Put these bytes on the line as they are (noise).
    Raw(Vec<u8>),
    /// Lose the next frame the board sends.
    DropNext,
    /// Send the last frame again.
    RepeatLast,
}

/// A simulated board on a pseudo-terminal, reachable at a stable path (like /dev/serial/by-id links).
pub struct SimBoard {
    path: PathBuf,
    start_holes: Bitboard,
    tx: Sender<SimAction>,
    thread: Option<JoinHandle<()>>,
}

impl SimBoard {
    /// Starts a board holding `holes`, sending heartbeats every `heartbeat`.
    pub fn start(holes: Bitboard, heartbeat: Duration) -> std::io::Result<SimBoard> {
        let path = unique_link_path("sim");
        let pty = Pty::open(&path)?;
        let (tx, rx) = mpsc::channel();
        let link = path.clone();
        let thread = std::thread::Builder::new()
            .name("sim-board".into())
            .spawn(move || {
                run(
                    pty,
                    link,
                    BoardModel::new("simulated", holes),
                    rx,
                    heartbeat,
                )
            })?;
        Ok(SimBoard {
            path,
            start_holes: holes,
            tx,
            thread: Some(thread),
        })
    }

    /// The path the program opens, as it would open a real board's port.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The holes the board held when it started.
    pub fn start_holes(&self) -> Bitboard {
        self.start_holes
    }

    /// Hands the board an instruction (applied in order, at once).
    pub fn act(&self, action: SimAction) {
        let _ = self.tx.send(action);
    }
}

impl Drop for SimBoard {
    fn drop(&mut self) {
        let (tx, _) = mpsc::channel();
        drop(std::mem::replace(&mut self.tx, tx));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        let _ = std::fs::remove_file(&self.path);
    }
}

/// What the board thread keeps between instructions.
struct Line {
    pty: Option<Pty>,
    drop_next: bool,
    last: Vec<u8>,
}

impl Line {
    /// Sends a frame (unless it is to be lost) and remembers it for `RepeatLast`.
    fn send(&mut self, bytes: Vec<u8>) {
        if bytes.is_empty() {
            return;
        }
        self.last = bytes;
        if std::mem::take(&mut self.drop_next) {
            return;
        }
        let last = self.last.clone();
        self.raw(&last);
    }

    /// Puts bytes on the line as they are.
    fn raw(&mut self, bytes: &[u8]) {
        if let Some(p) = self.pty.as_mut() {
            let _ = p.master.write_all(bytes);
        }
    }
}

fn run(
    pty: Pty,
    link: PathBuf,
    mut model: BoardModel,
    rx: Receiver<SimAction>,
    heartbeat: Duration,
) {
    let mut line = Line {
        pty: Some(pty),
        drop_next: false,
        last: Vec::new(),
    };
    let mut next_beat = Instant::now() + heartbeat;
    line.send(model.identity());
    loop {
        let wait = next_beat.saturating_duration_since(Instant::now());
        match rx.recv_timeout(wait.min(Duration::from_millis(10))) {
            Ok(SimAction::Holes(h)) => {
                if let Some(bytes) = model.set_holes(h) {
                    line.send(bytes);
                }
            }
            Ok(SimAction::Button(b, pressed)) => line.send(model.button(b, pressed)),
            Ok(SimAction::Raw(bytes)) => line.raw(&bytes),
            Ok(SimAction::DropNext) => line.drop_next = true,
            Ok(SimAction::RepeatLast) => {
                let last = line.last.clone();
                line.raw(&last);
            }
            Ok(SimAction::Unplug) => {
                line.pty = None;
                let _ = std::fs::remove_file(&link);
            }
            Ok(SimAction::Replug) => {
                if line.pty.is_none() {
                    match Pty::open(&link) {
                        Ok(p) => {
                            line.pty = Some(p);
                            // The board powers up: numbering restarts and it says who it is.
                            model = BoardModel::new("simulated", model.holes());
                            line.send(model.identity());
                        }
                        Err(e) => eprintln!("simulated board: cannot replug: {e}"),
                    }
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        if let Some(p) = line.pty.as_mut() {
            let mut buf = [0u8; 256];
            if let Ok(n) = p.master.read(&mut buf) {
                let reply = model.answer(&buf[..n]);
                line.send(reply);
            }
        }
        if Instant::now() >= next_beat {
            next_beat += heartbeat;
            if line.pty.is_some() {
                line.send(model.occupancy(OccupancyKind::Heartbeat));
            }
        }
    }
}
