//! A simulated peg board: the board's protocol logic (sans-IO), run on a pseudo-terminal that behaves like the
//! real one by the simulators' common [`sim`](crate::board::simulator) thread.

use super::protocol::{
    BoardFrame, BoardMessage, Button, Decoder, Frame, HostRequest, OccupancyKind,
};
use crate::board::simulator::{SimHandle, SimLine, SimModel};
use shakmaty::Bitboard;
use std::path::Path;
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
    sim: SimHandle<SimAction>,
    start_holes: Bitboard,
}

impl SimBoard {
    /// Starts a board holding `holes`, sending heartbeats every `heartbeat`.
    pub fn start(holes: Bitboard, heartbeat: Duration) -> std::io::Result<SimBoard> {
        let board = PegSim {
            model: BoardModel::new(SIM_NAME, holes),
            heartbeat,
            next_beat: Instant::now() + heartbeat,
        };
        Ok(SimBoard {
            sim: SimHandle::start("sim", board, None)?,
            start_holes: holes,
        })
    }

    /// The path the program opens, as it would open a real board's port.
    pub fn path(&self) -> &Path {
        self.sim.path()
    }

    /// The holes the board held when it started.
    pub fn start_holes(&self) -> Bitboard {
        self.start_holes
    }

    /// Hands the board an instruction (applied in order, at once).
    pub fn act(&self, action: SimAction) {
        self.sim.act(action);
    }
}

/// The name the simulated board gives: a device name, as a real board's, and no word of any one language (a
/// German game said "Brett simulated verbunden").
const SIM_NAME: &str = "PB-SIM";

/// The simulated board's thread name (15 bytes: the kernel keeps no more of a thread's name), by which the
/// benchmarks leave the simulated hardware out of the program's CPU time.
pub const THREAD_NAME: &str = "simulated board";

/// The board model with its heartbeat, as the simulator's thread runs it.
struct PegSim {
    model: BoardModel,
    heartbeat: Duration,
    next_beat: Instant,
}

impl SimModel for PegSim {
    type Action = SimAction;
    const NAME: &'static str = THREAD_NAME;

    fn act(&mut self, action: SimAction, line: &mut SimLine) {
        match action {
            SimAction::Holes(h) => {
                if let Some(bytes) = self.model.set_holes(h) {
                    line.send(&bytes);
                }
            }
            SimAction::Button(b, pressed) => line.send(&self.model.button(b, pressed)),
            SimAction::Raw(bytes) => line.raw(&bytes),
            SimAction::DropNext => line.lose_next(),
            SimAction::RepeatLast => line.repeat_last(),
            SimAction::Unplug => line.unplug(),
            SimAction::Replug => {
                if line.replug(Self::NAME) {
                    self.power_up(line);
                }
            }
        }
    }

    fn answer(&mut self, asked: &[u8], line: &mut SimLine) {
        line.send(&self.model.answer(asked));
    }

    /// The board powers up: numbering restarts and it says who it is.
    fn power_up(&mut self, line: &mut SimLine) {
        self.model = BoardModel::new(SIM_NAME, self.model.holes());
        line.send(&self.model.identity());
    }

    fn tick(&mut self, line: &mut SimLine) {
        if Instant::now() >= self.next_beat {
            self.next_beat += self.heartbeat;
            if line.plugged() {
                line.send(&self.model.occupancy(OccupancyKind::Heartbeat));
            }
        }
    }

    fn wait(&self) -> Duration {
        let wait = self.next_beat.saturating_duration_since(Instant::now());
        wait.min(Duration::from_millis(10))
    }
}
