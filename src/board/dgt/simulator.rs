//! A simulated DGT e-board: the board's side of the protocol (sans-IO), run on a pseudo-terminal by the
//! simulators' common [`sim`](crate::board::simulator) thread, answering the commands as a real board does, with a
//! capture of every byte each way; optionally with a simulated DGT 3000 behind it ([`super::clock_simulator`]).

use super::clock_simulator::SimClock;
use super::dgt3000::{ClockFace, ClockSide};
use super::hands::PieceAction;
use super::link::fields_of;
use super::protocol::{Command, Field, Message};
use crate::board::simulator::{SimHandle, SimLine, SimModel};
use shakmaty::{Board, Piece};
use std::fmt::Write as _;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The serial number the simulated board gives.
pub const SIM_SERIAL: &str = "24601";
/// The firmware version the simulated board gives.
pub const SIM_VERSION: (u8, u8) = (1, 7);

/// The board's side of the protocol: the pieces on its fields and its mode, with no I/O.
#[derive(Debug, Clone)]
pub struct DgtModel {
    fields: [Option<Piece>; 64],
    rotated: bool,
    updating: bool,
    /// Whether the mode passes the clock's messages on (0x43 or 0x4B).
    clock_updates: bool,
    clock: Option<SimClock>,
    /// The serial number it gives.
    serial: &'static str,
}

impl DgtModel {
    /// A board holding `board` (in the game's squares), standing the usual way round or `rotated`.
    pub fn new(board: &Board, rotated: bool) -> Self {
        DgtModel {
            fields: fields_of(board, rotated),
            rotated,
            updating: false,
            clock_updates: false,
            clock: None,
            serial: SIM_SERIAL,
        }
    }

    /// The same board giving `serial` as its serial number (the relay's [`super::protocol::RELAY_SERIAL`]).
    pub fn with_serial(mut self, serial: &'static str) -> Self {
        self.serial = serial;
        self
    }

    /// The same board with a DGT 3000 connected, its lever with `down` pressed.
    pub fn with_clock(mut self, down: ClockSide) -> Self {
        self.clock = Some(SimClock::new(down, Instant::now()));
        self
    }

    /// The same board with a DGT 3000 just powered on (showing 0:00, its time messages all zeros until set),
    /// its lever with `down` pressed.
    pub fn with_zeroed_clock(mut self, down: ClockSide) -> Self {
        self.clock = Some(SimClock::zeroed(down, Instant::now()));
        self
    }

    /// The same board with `clock` connected (a clock built elsewhere, such as the relay's followed one).
    pub fn with_sim_clock(mut self, clock: SimClock) -> Self {
        self.clock = Some(clock);
        self
    }

    /// The connected clock, if any.
    pub fn clock(&self) -> Option<&SimClock> {
        self.clock.as_ref()
    }

    /// The connected clock, if any, to set (the relay sets its times from LiveChess).
    pub fn clock_mut(&mut self) -> Option<&mut SimClock> {
        self.clock.as_mut()
    }

    /// Presses the clock's lever on `side`; returns the times message the board sends (when the lever moved
    /// and the mode passes clock messages).
    pub fn press_lever(&mut self, side: ClockSide, now: Instant) -> Vec<u8> {
        let Some(c) = self.clock.as_mut() else {
            return Vec::new();
        };
        if c.press(side) && self.clock_updates {
            c.times(now)
        } else {
            Vec::new()
        }
    }

    /// The clock's times message when its shown seconds or its lever changed (in a mode that passes them).
    pub fn clock_report(&mut self, now: Instant) -> Vec<u8> {
        match self.clock.as_mut() {
            Some(c) if self.clock_updates => c.report(now).unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// Every set-and-run the clock carried out since the last call, with its moment.
    pub fn take_clock_shown(&mut self) -> Vec<(Instant, ClockFace)> {
        self.clock
            .as_mut()
            .map(SimClock::take_shown)
            .unwrap_or_default()
    }

    /// Whether the board reports changes as they happen (after an update command, until a reset).
    pub fn updating(&self) -> bool {
        self.updating
    }

    /// The pieces in the board's numbering.
    pub fn fields(&self) -> &[Option<Piece>; 64] {
        &self.fields
    }

    /// Answers the host's command bytes; bytes that are no command are ignored, and so are clock frames when
    /// no clock is connected.
    pub fn answer(&mut self, bytes: &[u8]) -> Vec<u8> {
        self.answer_at(bytes, Instant::now())
    }

    /// [`DgtModel::answer`] at `now` (the clock's time).
    pub fn answer_at(&mut self, bytes: &[u8], now: Instant) -> Vec<u8> {
        let mut out = Vec::new();
        for &b in bytes {
            if let Some(clock) = self.clock.as_mut().filter(|c| c.takes(b)) {
                out.extend(clock.feed(b, now, self.clock_updates).unwrap_or_default());
                continue;
            }
            let Some(command) = Command::from_byte(b) else {
                continue;
            };
            let reply = match command {
                Command::Reset => {
                    self.updating = false;
                    self.clock_updates = false;
                    None
                }
                Command::UpdateBoard | Command::UpdateNice => {
                    self.updating = true;
                    self.clock_updates = command == Command::UpdateNice;
                    None
                }
                Command::SendClock => {
                    if let Some(c) = self.clock.as_mut() {
                        out.extend(c.times(now));
                    }
                    None
                }
                Command::SendBoard => Some(Message::BoardDump(Box::new(self.fields))),
                Command::SerialNumber => Some(Message::SerialNumber(self.serial.into())),
                Command::Version => Some(Message::Version {
                    major: SIM_VERSION.0,
                    minor: SIM_VERSION.1,
                }),
                Command::Trademark => Some(Message::Trademark("simulated DGT board".into())),
            };
            if let Some(m) = reply {
                out.extend(m.encode());
            }
        }
        out
    }

    /// Sets one field; returns the field update the board sends (nothing when idle or unchanged).
    pub fn set(&mut self, field: Field, piece: Option<Piece>) -> Vec<u8> {
        let slot = &mut self.fields[usize::from(field.number())];
        if *slot == piece {
            return Vec::new();
        }
        *slot = piece;
        if self.updating {
            Message::FieldUpdate { field, piece }.encode()
        } else {
            Vec::new()
        }
    }

    /// A hand's action, in the game's squares.
    pub fn act(&mut self, action: PieceAction) -> Vec<u8> {
        match action {
            PieceAction::Lift(sq) => self.set(Field::of(sq, self.rotated), None),
            PieceAction::Put(sq, p) => self.set(Field::of(sq, self.rotated), Some(p)),
        }
    }

    /// Makes the board show `board`, field by field from field 0; returns the updates sent.
    pub fn show(&mut self, board: &Board) -> Vec<u8> {
        let wanted = fields_of(board, self.rotated);
        Field::all()
            .flat_map(|f| self.set(f, wanted[usize::from(f.number())]))
            .collect()
    }
}

/// An instruction to the simulated DGT board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DgtAction {
    /// A hand lifts or puts a piece.
    Hand(PieceAction),
    /// The board is made to show this position (e.g. cleared, or set up), field by field.
    Show(Board),
    /// Pull the USB plug: the pseudo-terminal disappears.
    Unplug,
    /// Plug it back in: a new pseudo-terminal behind the same path, the board idle again.
    Replug,
    /// Put these bytes on the line as they are (noise).
    Raw(Vec<u8>),
    /// Send only the first half of the board's next message (a cut message).
    CutNext,
    /// A hand presses the DGT 3000's lever on this side (nothing without a clock).
    Lever(ClockSide),
}

pub use crate::board::simulator::{Direction, PtyCapture};

/// A capture as text: one run a line, `>` to the board and `<` from it, bytes in hex.
pub fn capture_text(capture: &PtyCapture) -> String {
    let mut out = String::new();
    for (dir, bytes) in capture {
        out.push(match dir {
            Direction::ToBoard => '>',
            Direction::FromBoard => '<',
        });
        for b in bytes {
            let _ = write!(out, " {b:02x}");
        }
        out.push('\n');
    }
    out
}

/// Reads a capture written by [`capture_text`]; lines starting with `#` are comments. `None` on a bad line.
pub fn parse_capture(text: &str) -> Option<PtyCapture> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut words = line.split_whitespace();
            let dir = match words.next()? {
                ">" => Direction::ToBoard,
                "<" => Direction::FromBoard,
                _ => return None,
            };
            let bytes = words
                .map(|w| u8::from_str_radix(w, 16).ok())
                .collect::<Option<Vec<u8>>>()?;
            Some((dir, bytes))
        })
        .collect()
}

/// A simulated DGT board on a pseudo-terminal, reachable at a stable path.
pub struct SimDgt {
    sim: SimHandle<DgtAction>,
    capture: Arc<Mutex<PtyCapture>>,
    shown: Arc<Mutex<Vec<(Instant, ClockFace)>>>,
}

impl SimDgt {
    /// Starts a board showing `board`, the usual way round or `rotated`.
    pub fn start(board: &Board, rotated: bool) -> std::io::Result<SimDgt> {
        Self::start_model(DgtModel::new(board, rotated))
    }

    /// Starts a board as [`SimDgt::start`] with a DGT 3000 connected, its lever with `down` pressed.
    pub fn start_with_clock(
        board: &Board,
        rotated: bool,
        down: ClockSide,
    ) -> std::io::Result<SimDgt> {
        Self::start_model(DgtModel::new(board, rotated).with_clock(down))
    }

    /// Starts a board as [`SimDgt::start_with_clock`] whose DGT 3000 was just powered on: it shows 0:00 and
    /// answers a times request with zeros until it is set.
    pub fn start_with_zeroed_clock(
        board: &Board,
        rotated: bool,
        down: ClockSide,
    ) -> std::io::Result<SimDgt> {
        Self::start_model(DgtModel::new(board, rotated).with_zeroed_clock(down))
    }

    fn start_model(model: DgtModel) -> std::io::Result<SimDgt> {
        let capture = Arc::new(Mutex::new(PtyCapture::new()));
        let shown = Arc::new(Mutex::new(Vec::new()));
        let board = DgtSim {
            model,
            shown: shown.clone(),
        };
        Ok(SimDgt {
            sim: SimHandle::start("sim-dgt", board, Some(capture.clone()))?,
            capture,
            shown,
        })
    }

    /// The path the program opens.
    pub fn path(&self) -> &Path {
        self.sim.path()
    }

    /// Hands the board an instruction (applied in order, at once).
    pub fn act(&self, action: DgtAction) {
        self.sim.act(action);
    }

    /// Every set-and-run the simulated DGT 3000 carried out so far, with the moment it did.
    pub fn clock_shown(&self) -> Vec<(Instant, ClockFace)> {
        self.shown.lock().map(|c| c.clone()).unwrap_or_default()
    }

    /// Every byte each way so far.
    pub fn capture(&self) -> PtyCapture {
        self.capture.lock().map(|c| c.clone()).unwrap_or_default()
    }
}

/// The board model, with the clock faces it showed, as the simulator's thread runs it.
struct DgtSim {
    model: DgtModel,
    shown: Arc<Mutex<Vec<(Instant, ClockFace)>>>,
}

impl SimModel for DgtSim {
    type Action = DgtAction;
    const NAME: &'static str = "simulated DGT board";

    fn act(&mut self, action: DgtAction, line: &mut SimLine) {
        match action {
            DgtAction::Hand(a) => line.send(&self.model.act(a)),
            DgtAction::Show(board) => {
                // One message at a time, as the board sends them.
                for chunk in self.model.show(&board).chunks(5) {
                    line.send(chunk);
                }
            }
            DgtAction::Raw(bytes) => line.raw(&bytes),
            DgtAction::CutNext => line.cut_next(),
            DgtAction::Lever(side) => line.send(&self.model.press_lever(side, Instant::now())),
            DgtAction::Unplug => line.unplug(),
            DgtAction::Replug => {
                if line.replug(Self::NAME) {
                    self.power_up(line);
                }
            }
        }
    }

    fn answer(&mut self, asked: &[u8], line: &mut SimLine) {
        let reply = self.model.answer(asked);
        if let Ok(mut shown) = self.shown.lock() {
            shown.extend(self.model.take_clock_shown());
        }
        line.send(&reply);
    }

    /// The board powers up idle again.
    fn power_up(&mut self, _line: &mut SimLine) {
        self.model.answer(&[Command::Reset.byte()]);
    }

    fn tick(&mut self, line: &mut SimLine) {
        if line.plugged() {
            line.send(&self.model.clock_report(Instant::now()));
        }
    }

    fn wait(&self) -> Duration {
        Duration::from_millis(5)
    }
}
