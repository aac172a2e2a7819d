//! The serial link to a DGT e-board: a sans-IO core (bytes to positions, with resynchronisation and the board's
//! orientation), run on a port by the link [`engine`](crate::board::link_engine), which reports an unplug once and
//! picks the board up again.
//! With a clock channel it also drives a DGT 3000 behind the board: the clock's faces go out one at a time and
//! its lever comes back as [`DgtEvent::Lever`].

use super::dgt3000::{ClockFace, ClockLink, ClockMessage, LeverNews};
use super::link_state::{LinkHeard, LinkState, LinkStep};
use super::protocol::{BAUD, Command, Decoded, Decoder, Field, Message, id};
use crate::board::link_engine::{LinkError, LinkHandle, Output, PortChoice, Spec, Turn, Wire};
use shakmaty::{Board, Piece};
use std::sync::mpsc::{Receiver, Sender};
use std::time::{Duration, Instant};

/// A line that has carried no byte at all for this long is given up and opened again (a board read but
/// silent is asked its version and counts as lost much sooner: [`super::link_state`]).
pub const SILENCE_LIMIT: Duration = Duration::from_secs(5);
/// A partial message that gets no more bytes for this long was cut: it is dropped and the board asked again.
pub const STALE_PART: Duration = Duration::from_millis(300);
/// How long to wait for a DGT board to answer when probing a port.
pub const PROBE_WAIT: Duration = Duration::from_millis(800);
const READ_TIMEOUT: Duration = Duration::from_millis(40);
/// The read timeout while a DGT 3000 is driven: a face the program sends waits at most this long to go out.
const CLOCK_READ_TIMEOUT: Duration = Duration::from_millis(10);

pub use super::link_event::DgtEvent;

/// What one batch of bytes produced: events for the session, commands for the board.
pub type DgtOutput = Output<DgtEvent, Command>;

/// The link's logic without any I/O: the bytes decoded, and the link's state ([`LinkState`]: greeted, read,
/// lost, back) driven by what the board answers and by the time given to [`DgtCore::tick`].
#[derive(Debug, Default, Clone)]
pub struct DgtCore {
    decoder: Decoder,
    fields: Option<Box<[Option<Piece>; 64]>>,
    rotated: bool,
    serial: Option<String>,
    link: LinkState,
    /// The port named in events.
    port: String,
    awaiting_dump: bool,
    /// The link's state asks for the whole greeting to be sent again.
    greet: bool,
    lost: u64,
    clock: ClockLink,
}

impl DgtCore {
    /// A fresh core, as after opening a port and greeting the board.
    pub fn new() -> Self {
        let mut core = Self::default();
        core.reset();
        // No board asked for yet: a change before any dump asks for one.
        core.awaiting_dump = false;
        core
    }

    /// The commands to send right after opening a port: idle, who are you, what stands where, then report
    /// every change.
    pub fn greeting() -> [Command; 5] {
        [
            Command::Reset,
            Command::SerialNumber,
            Command::Version,
            Command::SendBoard,
            Command::UpdateBoard,
        ]
    }

    /// The greeting when the program drives a clock: as [`DgtCore::greeting`] with the update mode that
    /// passes the clock's messages on (0x4B, times only when they change), then the clock's times once.
    pub fn greeting_with_clock() -> [Command; 6] {
        [
            Command::Reset,
            Command::SerialNumber,
            Command::Version,
            Command::SendBoard,
            Command::UpdateNice,
            Command::SendClock,
        ]
    }

    /// The program wants the clock to show `face` (sent once a clock has answered, one command at a time).
    pub fn want_clock(&mut self, face: ClockFace) {
        self.clock.want(face);
    }

    /// The clock frame to send at `now`, if any (a wanted face, or one whose ack is late).
    pub fn clock_poll(&mut self, now: Instant) -> Option<[u8; super::dgt3000::SET_AND_RUN_LEN]> {
        self.clock.poll(now)
    }

    /// Whether a DGT 3000 has answered since the last reset.
    pub fn clock_present(&self) -> bool {
        self.clock.present()
    }

    /// Forgets the connection after a reconnect, as the greeting goes out on the port opened again (the
    /// orientation is kept: the board did not turn round).
    pub fn reset(&mut self) {
        self.clock.reset();
        self.decoder.clear();
        self.fields = None;
        self.serial = None;
        self.link.opened();
        self.awaiting_dump = true;
        self.greet = false;
    }

    /// Whether the board has answered the greeting and not been lost since.
    pub fn connected(&self) -> bool {
        self.link.connected()
    }

    /// The link's state.
    pub fn link(&self) -> &LinkState {
        &self.link
    }

    /// Whether the whole greeting is to be sent (again): asked once, then forgotten.
    pub fn take_greet(&mut self) -> bool {
        std::mem::take(&mut self.greet)
    }

    /// Time passed to `now`: the greeting, a ping or a request for the whole board when due, and the board
    /// said lost when it stopped answering.
    pub fn tick(&mut self, now: Instant) -> DgtOutput {
        let mut out = DgtOutput::default();
        let steps = self.link.tick(now);
        self.apply(steps, None, &mut out);
        out
    }

    /// Carries out the link state's steps (`version`: the version just heard, for a connection).
    fn apply(&mut self, steps: Vec<LinkStep>, version: Option<(u8, u8)>, out: &mut DgtOutput) {
        for step in steps {
            match step {
                LinkStep::Greet => self.greet = true,
                LinkStep::Ping => out.requests.push(Command::Version),
                LinkStep::AskBoard => out.requests.push(Command::SendBoard),
                LinkStep::Connected => {
                    let (major, minor) = version.unwrap_or_default();
                    self.awaiting_dump = true;
                    out.events.push(DgtEvent::Connected {
                        port: self.port.clone(),
                        serial: self.serial.clone().unwrap_or_default(),
                        version: format!("{major}.{minor}"),
                    });
                }
                LinkStep::Lost(why) => {
                    self.awaiting_dump = true;
                    out.events.push(DgtEvent::Disconnected {
                        port: self.port.clone(),
                        reason: why.text().to_string(),
                    });
                }
                LinkStep::RelayWithoutBoard => out.events.push(DgtEvent::RelayWithoutBoard),
            }
        }
    }

    /// Whether the board stands turned round (black's pieces nearest field 56), as its start position showed.
    pub fn rotated(&self) -> bool {
        self.rotated
    }

    /// Times bytes were lost or garbled so far.
    pub fn losses(&self) -> u64 {
        self.lost
    }

    /// The decoder's counters.
    pub fn decode_stats(&self) -> super::protocol::DecodeStats {
        self.decoder.stats()
    }

    /// Feeds bytes read from the port. `port` names the port in events.
    pub fn on_bytes(&mut self, port: &str, bytes: &[u8]) -> DgtOutput {
        let mut out = DgtOutput::default();
        if self.port != port {
            self.port = port.to_string();
        }
        for item in self.decoder.push(bytes) {
            match item {
                Decoded::Skipped(_) => self.lose(&mut out),
                Decoded::Message(m) => self.on_message(m, &mut out),
            }
        }
        out
    }

    /// The line has been quiet for [`STALE_PART`]: a partial message left in the decoder was cut short.
    pub fn on_quiet(&mut self) -> DgtOutput {
        let mut out = DgtOutput::default();
        if self.decoder.has_partial() {
            self.decoder.clear();
            self.lose(&mut out);
        } else if self.awaiting_dump && self.connected() {
            out.requests.push(Command::SendBoard);
        }
        out
    }

    fn lose(&mut self, out: &mut DgtOutput) {
        self.lost += 1;
        if !self.awaiting_dump {
            self.awaiting_dump = true;
            out.requests.push(Command::SendBoard);
        }
    }

    fn on_message(&mut self, m: Message, out: &mut DgtOutput) {
        let heard = match &m {
            Message::SerialNumber(s) => Some(LinkHeard::Serial {
                relay: s == super::protocol::RELAY_SERIAL,
            }),
            Message::Version { .. } => Some(LinkHeard::Version),
            Message::BoardDump(_) => Some(LinkHeard::Dump),
            Message::Other { id: id::BWTIME, .. } => None,
            Message::FieldUpdate { .. } | Message::Trademark(_) | Message::Other { .. } => {
                Some(LinkHeard::Other)
            }
        };
        if let Message::SerialNumber(s) = &m {
            self.serial = Some(s.clone());
        }
        let version = match &m {
            Message::Version { major, minor } => Some((*major, *minor)),
            _ => None,
        };
        if let Some(heard) = heard {
            let steps = self.link.heard(heard);
            self.apply(steps, version, out);
        }
        match m {
            Message::SerialNumber(_) | Message::Version { .. } => {}
            Message::BoardDump(fields) => {
                self.fields = Some(fields);
                self.awaiting_dump = false;
                self.publish(true, out);
            }
            Message::FieldUpdate { field, piece } => match self.fields.as_mut() {
                Some(fields) => {
                    fields[usize::from(field.number())] = piece;
                    self.publish(false, out);
                }
                None => {
                    if !self.awaiting_dump {
                        self.awaiting_dump = true;
                        out.requests.push(Command::SendBoard);
                    }
                }
            },
            Message::Other {
                id: id::BWTIME,
                body,
            } => {
                let message = ClockMessage::decode(&body);
                let set = matches!(message, Ok(ClockMessage::Ack { command, .. }) if command == super::dgt3000::SET_AND_RUN);
                let news = self.clock.on_message(message);
                if set && self.clock.lever_unknown() {
                    // A clock found by its acknowledgement and now set: its times (and lever) are asked for.
                    out.requests.push(Command::SendClock);
                }
                out.events.extend(news.map(|n| match n {
                    LeverNews::Found { down } => DgtEvent::Lever {
                        down,
                        pressed: false,
                    },
                    LeverNews::Pressed { down } => DgtEvent::Lever {
                        down,
                        pressed: true,
                    },
                    LeverNews::Answered => DgtEvent::Clock,
                }));
            }
            Message::Trademark(_) | Message::Other { .. } => {}
        }
    }

    fn publish(&mut self, dump: bool, out: &mut DgtOutput) {
        let Some(fields) = self.fields.as_deref() else {
            return;
        };
        if let Some(rotated) = start_orientation(fields) {
            self.rotated = rotated;
        }
        out.events.push(DgtEvent::Position {
            board: board_of(fields, self.rotated),
            dump,
        });
    }
}

/// The pieces in the game's squares, from the fields in the board's numbering.
pub fn board_of(fields: &[Option<Piece>; 64], rotated: bool) -> Board {
    let mut board = Board::empty();
    for f in Field::all() {
        if let Some(p) = fields[usize::from(f.number())] {
            board.set_piece_at(f.square(rotated), p);
        }
    }
    board
}

/// The fields in the board's numbering, from the pieces in the game's squares.
pub fn fields_of(board: &Board, rotated: bool) -> [Option<Piece>; 64] {
    let mut fields = [None; 64];
    for f in Field::all() {
        fields[usize::from(f.number())] = board.piece_at(f.square(rotated));
    }
    fields
}

/// Whether the fields show a start position (the usual one or a Chess960 start: every pawn on its second
/// rank, every other piece on its first) the usual way round (`Some(false)`) or turned round (`Some(true)`);
/// `None` for any other position.
pub fn start_orientation(fields: &[Option<Piece>; 64]) -> Option<bool> {
    [false, true]
        .into_iter()
        .find(|&rotated| start_shaped(&board_of(fields, rotated)))
}

/// Whether `board` has the shape of a start: White's eight pieces on rank 1 and pawns on rank 2, Black's on
/// ranks 8 and 7, nothing else (which pieces stand where on the back ranks is not asked here).
fn start_shaped(board: &Board) -> bool {
    use shakmaty::{Bitboard, Color, Rank};
    let rank = |r: Rank| Bitboard::from_rank(r);
    let home = |color: Color, back: Rank, pawns: Rank| {
        let mine = board.by_color(color);
        mine == rank(back) | rank(pawns) && board.pawns() & mine == rank(pawns)
    };
    home(Color::White, Rank::First, Rank::Second) && home(Color::Black, Rank::Eighth, Rank::Seventh)
}

/// Where to find the DGT board: this path, or ask every serial port whether a DGT board answers.
pub type DgtPort = PortChoice;

/// The DGT core as the link engine runs it: the clock's faces to pass on, and the quiet line's timing (a
/// partial message dropped once); the link's state is ticked after every read.
struct DgtLine {
    core: DgtCore,
    faces: Option<Receiver<ClockFace>>,
    quiet_handled: bool,
}

fn command_bytes(commands: &[Command]) -> Vec<u8> {
    commands.iter().map(|c| c.byte()).collect()
}

impl DgtLine {
    fn turn(out: DgtOutput) -> Turn<DgtEvent> {
        out.encoded(|c| [c.byte()])
    }
}

impl Wire for DgtLine {
    type Event = DgtEvent;
    const SPEC: Spec = Spec::new(
        crate::worker::WorkerKind::EBoardLink,
        BAUD,
        SILENCE_LIMIT,
        "no answer",
        PROBE_WAIT,
    );

    fn fresh() -> Self {
        DgtLine {
            core: DgtCore::new(),
            faces: None,
            quiet_handled: false,
        }
    }

    fn question() -> Vec<u8> {
        command_bytes(&[Command::Reset, Command::SerialNumber, Command::Version])
    }

    fn identity(event: &DgtEvent) -> Option<(String, String)> {
        match event {
            DgtEvent::Connected {
                serial, version, ..
            } => Some((serial.clone(), version.clone())),
            _ => None,
        }
    }

    fn disconnected(port: String, reason: String) -> DgtEvent {
        DgtEvent::Disconnected { port, reason }
    }

    fn missing(looking: bool) -> DgtEvent {
        DgtEvent::Missing { looking }
    }

    fn hello(&self) -> Vec<u8> {
        match self.faces {
            Some(_) => {
                // The clock's version asked after the board's: a clock showing 0:00 answers only this.
                let mut bytes = command_bytes(&DgtCore::greeting_with_clock());
                bytes.extend(super::dgt3000::VERSION_FRAME);
                bytes
            }
            None => command_bytes(&DgtCore::greeting()),
        }
    }

    fn restart(&mut self) {
        self.core.reset();
        self.quiet_handled = false;
    }

    fn is_connected(&self) -> bool {
        self.core.connected()
    }

    fn lost_said(&self) -> bool {
        self.core.link().phase() == super::link_state::LinkPhase::Lost
    }

    fn feed(&mut self, port: &str, bytes: &[u8]) -> Turn<DgtEvent> {
        self.quiet_handled = false;
        let mut turn = Self::turn(self.core.on_bytes(port, bytes));
        if self.core.take_greet() {
            turn.requests.extend(self.hello());
        }
        turn
    }

    fn quiet(&mut self, quiet: Duration) -> Turn<DgtEvent> {
        let mut out = DgtOutput::default();
        if quiet > STALE_PART && !self.quiet_handled {
            self.quiet_handled = true;
            out = self.core.on_quiet();
        }
        Self::turn(out)
    }

    fn read_timeout(&self) -> Duration {
        if self.faces.is_some() && self.core.clock_present() {
            CLOCK_READ_TIMEOUT
        } else {
            READ_TIMEOUT
        }
    }

    /// The link's state ticked (a greeting, a ping, the board said lost), then the faces the program sent
    /// taken (the latest counts) and the clock frame due now, if any.
    fn due(&mut self, now: Instant) -> Turn<DgtEvent> {
        let mut turn = Self::turn(self.core.tick(now));
        if self.core.take_greet() {
            turn.requests.extend(self.hello());
        }
        let Some(faces) = self.faces.as_ref() else {
            return turn;
        };
        while let Ok(face) = faces.try_recv() {
            self.core.want_clock(face);
        }
        if let Some(frame) = self.core.clock_poll(now) {
            turn.requests.extend(frame);
        }
        turn
    }
}

/// Asks the port at `path` for a DGT board's serial number and version; returns `serial version` if one
/// answers within `wait`.
pub fn probe(path: &str, wait: Duration) -> Option<String> {
    crate::board::link_engine::identify::<DgtLine>(path, wait)
        .map(|(serial, version)| format!("serial {serial}, version {version}"))
}

/// A running DGT link thread; dropping it stops the thread.
pub type DgtHandle = LinkHandle;

/// Starts the link thread: it opens the board, reads it, reports everything as `T::from(DgtEvent)`, and after
/// an unplug reports the loss once and keeps trying until the board is back. Ends when stopped or when the
/// receiver is gone. A port another pegchess has is refused.
pub fn spawn<T: From<DgtEvent> + Send + 'static>(
    choice: DgtPort,
    tx: Sender<T>,
) -> Result<DgtHandle, LinkError> {
    start(choice, tx, None)
}

/// [`spawn`], driving a DGT 3000 behind the board as well: the board is put in the mode that passes the
/// clock's messages on, the faces received on `faces` are shown on the clock (the latest one, once a clock
/// has answered), and its lever is reported. Without a clock nothing is sent beyond the mode.
pub fn spawn_with_clock<T: From<DgtEvent> + Send + 'static>(
    choice: DgtPort,
    tx: Sender<T>,
    faces: Receiver<ClockFace>,
) -> Result<DgtHandle, LinkError> {
    start(choice, tx, Some(faces))
}

fn start<T: From<DgtEvent> + Send + 'static>(
    choice: DgtPort,
    tx: Sender<T>,
    faces: Option<Receiver<ClockFace>>,
) -> Result<DgtHandle, LinkError> {
    let line = DgtLine {
        faces,
        ..DgtLine::fresh()
    };
    crate::board::link_engine::spawn(line, choice, tx)
}
