//! A peg board on a pseudo-terminal driven step by step (`replay-check` and the pipeline benchmark): the
//! program's real link reads it over the real serial path, and a session is fed in simulated time.

use crate::board::link_engine::LinkError;
use crate::board::peg::hands::Noise;
use crate::board::peg::link::{self, LinkEvent, LinkHandle, PortChoice};
use crate::board::peg::protocol::{
    BoardMessage, Button, Decoder, FaultCode, Frame, HostRequest, OccupancyKind,
};
use crate::board::peg::simulator::BoardModel;
use crate::game::pgn::PgnGame;
use crate::session::rehearsal::{Rehearsal, RehearsalBoard, ReplayOutcome};
use serialport::{SerialPort, TTYPort};
use shakmaty::Bitboard;
use std::io::{Read, Write};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// How long to wait for the link before calling the serial path broken.
const LINK_WAIT: Duration = Duration::from_secs(5);

/// A peg board on a pseudo-terminal driven step by step, with the program's real link reading it,
/// and a session fed in simulated time.
pub struct VirtualTable {
    // Dropped first: the link stops (and lets go of the port's lock) before the pseudo-terminal closes and its
    // number can be given to another.
    _link: LinkHandle,
    master: TTYPort,
    _slave: TTYPort,
    events: Receiver<LinkEvent>,
    requests: Decoder,
    model: BoardModel,
    settle: Duration,
    sync: u64,
    last_frame: Vec<u8>,
    lose_next: bool,
    lost: bool,
}

/// Why the virtual table failed: the pseudo-terminal, the link, or a link that went silent.
#[derive(Debug, thiserror::Error)]
pub enum VirtualTableError {
    /// The pseudo-terminal cannot be made or set.
    #[error(transparent)]
    Serial(#[from] serialport::Error),
    /// The pseudo-terminal cannot be read or written.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// The pseudo-terminal has no path to open it by.
    #[error("pseudo-terminal has no name")]
    Unnamed,
    /// The link cannot start.
    #[error(transparent)]
    Link(#[from] LinkError),
    /// The link passed nothing on in time.
    #[error(transparent)]
    Silent(#[from] mpsc::RecvTimeoutError),
}

type Failure = VirtualTableError;

impl VirtualTable {
    /// Opens the pseudo-terminal and starts the real link on it.
    pub fn open(settle: Duration) -> Result<VirtualTable, Failure> {
        let (mut master, slave) = TTYPort::pair()?;
        master.set_timeout(LINK_WAIT)?;
        let path = slave.name().ok_or(VirtualTableError::Unnamed)?;
        let (tx, events) = mpsc::channel();
        let link = link::spawn(PortChoice::Path(path.into()), tx)?;
        let mut table = VirtualTable {
            _link: link,
            master,
            _slave: slave,
            events,
            requests: Decoder::new(),
            model: BoardModel::new("virtual", Bitboard::EMPTY),
            settle,
            sync: 0,
            last_frame: Vec::new(),
            lose_next: false,
            lost: false,
        };
        // The link greets the board: identity and snapshot.
        table.answer_requests(2)?;
        Ok(table)
    }

    fn write(&mut self, bytes: &[u8]) -> Result<(), Failure> {
        self.master.write_all(bytes)?;
        Ok(())
    }

    /// Sends a frame, unless the line is to lose it.
    fn send(&mut self, frame: Vec<u8>) -> Result<(), Failure> {
        self.last_frame = frame;
        if std::mem::take(&mut self.lose_next) {
            self.lost = true;
            return Ok(());
        }
        let bytes = self.last_frame.clone();
        self.write(&bytes)
    }

    /// Reads host requests from the line until `count` have been answered.
    fn answer_requests(&mut self, count: usize) -> Result<(), Failure> {
        let mut answered = 0;
        let mut buf = [0u8; 256];
        while answered < count {
            let n = self.master.read(&mut buf)?;
            for frame in self.requests.push(&buf[..n]) {
                let reply = match frame {
                    Frame::Host(HostRequest::Identify) => self.model.identity(),
                    Frame::Host(HostRequest::Snapshot) => self
                        .model
                        .occupancy(crate::board::peg::protocol::OccupancyKind::Snapshot),
                    Frame::Board(_) => continue,
                };
                self.write(&reply)?;
                answered += 1;
            }
        }
        Ok(())
    }

    /// Waits until the link has passed on everything sent so far; returns those events in order.
    fn barrier(&mut self) -> Result<Vec<LinkEvent>, Failure> {
        self.sync += 1;
        let marker = self.sync.to_string();
        let frame = self.model.frame(BoardMessage::Fault {
            code: FaultCode::Sync,
            detail: marker.clone(),
        });
        self.write(&frame)?;
        // The barrier's frame is the last on the line: a repeat of "the last frame" repeats it, as a line that
        // doubles a frame does (an older frame sent again would be a frame out of order, not a repeat).
        self.last_frame = frame;
        let mut got = Vec::new();
        loop {
            match self.events.recv_timeout(LINK_WAIT)? {
                LinkEvent::Fault {
                    code: FaultCode::Sync,
                    detail,
                } => {
                    if detail == marker {
                        break;
                    }
                }
                e => got.push(e),
            }
        }
        if std::mem::take(&mut self.lost) {
            // The link noticed the gap and asked for a snapshot: answer it and collect what it brings.
            self.answer_requests(1)?;
            got.extend(self.barrier()?);
        }
        Ok(got)
    }

    /// Replays one game from its start position.
    pub fn replay(&mut self, game: &PgnGame, noise: &mut Noise) -> Result<ReplayOutcome, Failure> {
        Rehearsal::replay(self, &game.start, &game.moves, noise, self.settle)
    }
}

impl RehearsalBoard for VirtualTable {
    type Error = Failure;

    fn holes(&mut self, holes: Bitboard) -> Result<Vec<LinkEvent>, Failure> {
        if let Some(f) = self.model.set_holes(holes) {
            self.send(f)?;
        }
        if self.sync == 0 {
            let snapshot = self.model.occupancy(OccupancyKind::Snapshot);
            self.send(snapshot)?;
        }
        self.barrier()
    }

    fn lever(&mut self) -> Result<Vec<LinkEvent>, Failure> {
        let down = self.model.button(Button::RightLever, true);
        self.send(down)?;
        let up = self.model.button(Button::RightLever, false);
        self.send(up)?;
        self.barrier()
    }

    fn lose_next_frame(&mut self) {
        self.lose_next = true;
    }

    fn repeat_last_frame(&mut self) -> Result<Vec<LinkEvent>, Failure> {
        let again = self.last_frame.clone();
        self.write(&again)?;
        self.barrier()
    }
}
