//! The one serial link engine both boards run on: the thread that finds and opens a port, greets the board,
//! feeds its bytes to a sans-IO protocol core, notices an unplug or a silent board, says the loss once and
//! opens the port again until the board is back. What differs between the boards is the [`Wire`] they speak.

use super::lock::{self, Lock, LockError};
use crate::worker::{self, Lost, Worker, WorkerKind};
use serialport::{DataBits, Parity, SerialPort, StopBits};
use std::io::{ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

/// How long the thread waits before it opens a named port again: a failed open costs nothing, and a board
/// plugged back in is heard within a tenth of a second.
const RETRY_NAMED: Duration = Duration::from_millis(50);
/// How long the thread waits before it searches the ports again: a search writes a question to every port
/// that opens, so it is not repeated more often than this.
const RETRY_SEARCH: Duration = Duration::from_millis(250);
/// How often a link thread that was lost (it panicked) is started again, and how soon: the board said
/// lost, then looked for again within a fifth of a second, three times at most.
const RESTARTS: worker::Restarts = worker::Restarts {
    times: 3,
    first_wait: Duration::from_millis(200),
};
/// How long the link looks for a board before it says, once, that none has answered (and looks on): the
/// player hears it well within five seconds of the start.
pub const MISSING_AFTER: Duration = Duration::from_secs(3);

/// What one turn of a protocol core produced: events for the program and requests for the board, in order.
#[derive(Debug, PartialEq, Eq)]
pub struct Output<E, R> {
    /// Events for the program, in order.
    pub events: Vec<E>,
    /// Requests to send to the board, in order.
    pub requests: Vec<R>,
}

impl<E, R> Default for Output<E, R> {
    fn default() -> Self {
        Output {
            events: Vec::new(),
            requests: Vec::new(),
        }
    }
}

impl<E, R> Output<E, R> {
    /// The same output with its requests as the bytes `encode` makes of them.
    pub fn encoded<B: IntoIterator<Item = u8>>(self, encode: impl FnMut(R) -> B) -> Turn<E> {
        Output {
            events: self.events,
            requests: self.requests.into_iter().flat_map(encode).collect(),
        }
    }
}

/// An output as the engine sends it: the requests already bytes.
pub type Turn<E> = Output<E, u8>;

/// The fixed facts of a board's line.
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    /// The link thread's kind of worker (and name).
    pub worker: WorkerKind,
    /// The port's speed (always 8N1).
    pub baud: u32,
    /// A board that sends nothing for this long counts as gone.
    pub silence_limit: Duration,
    /// What the loss reason calls that silence: "no heartbeat", "no answer".
    pub silence_is: &'static str,
    /// How long to wait for a board to answer a probe.
    pub probe_wait: Duration,
}

impl Spec {
    /// The facts in the fields' order.
    pub const fn new(
        worker: WorkerKind,
        baud: u32,
        silence_limit: Duration,
        silence_is: &'static str,
        probe_wait: Duration,
    ) -> Spec {
        Spec {
            worker,
            baud,
            silence_limit,
            silence_is,
            probe_wait,
        }
    }
}

/// A board's protocol as the link engine needs it: the greeting, bytes in, the quiet between them, a reset on
/// reconnecting, and how long a silence means the board is gone. The core behind it stays sans-IO.
pub trait Wire {
    /// What the link reports.
    type Event;
    /// The board's line: its speed, its silences, the thread's name.
    const SPEC: Spec;

    /// A fresh core, to probe a port with.
    fn fresh() -> Self;
    /// The bytes that make a board of this kind say who it is, when probing a port.
    fn question() -> Vec<u8>;
    /// Who answered, from the event that says a board of this kind is there: two words (name and firmware,
    /// or serial number and version).
    fn identity(event: &Self::Event) -> Option<(String, String)>;
    /// The event that says the board on `port` is gone.
    fn disconnected(port: String, reason: String) -> Self::Event;
    /// The event that says no board of this kind has answered yet (`looking`: the link goes on looking).
    fn missing(looking: bool) -> Self::Event;

    /// The bytes to send right after opening a port.
    fn hello(&self) -> Vec<u8>;
    /// Forgets the connection before a port is opened again (statistics are kept).
    fn restart(&mut self);
    /// Whether the board has said who it is since the last restart.
    fn is_connected(&self) -> bool;
    /// Whether the core itself has said the board lost (it stopped answering while the port stayed open):
    /// the port given up after it says nothing more.
    fn lost_said(&self) -> bool {
        false
    }
    /// Feeds bytes read from the port named `port`.
    fn feed(&mut self, port: &str, bytes: &[u8]) -> Turn<Self::Event>;
    /// The line has been quiet for `quiet` (called after every read that timed out).
    fn quiet(&mut self, _quiet: Duration) -> Turn<Self::Event> {
        Turn::default()
    }
    /// How long one read waits for bytes: data ends the wait at once, so this only bounds how soon a stop,
    /// a silence or [`Wire::due`] is noticed.
    fn read_timeout(&self) -> Duration;
    /// What is due at `now` whatever came in (after every read): events (a board said lost by its core's
    /// own schedule) and bytes (a greeting again, a ping, a clock's frame).
    fn due(&mut self, _now: Instant) -> Turn<Self::Event> {
        Turn::default()
    }
}

/// Why a link did not start.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    /// Another pegchess has this port: one board, one program.
    #[error(
        "the board on {} is in use by another pegchess{}: one board, one program. Leave the game there \
         (key q) first, or name another port",
        .port.display(),
        .pid.map_or(String::new(), |p| format!(" (process {p})"))
    )]
    PortInUse {
        /// The port as named.
        port: PathBuf,
        /// The process id of the pegchess that has it, if known.
        pid: Option<u32>,
    },
    /// The port's lock file cannot be made.
    #[error("cannot lock the board's port {}: {source}", .port.display())]
    Lock {
        /// The port as named.
        port: PathBuf,
        /// What failed.
        #[source]
        source: LockError,
    },
    /// The link's thread cannot be started.
    #[error("cannot start the board's link: {0}")]
    Thread(#[source] std::io::Error),
}

/// The error for the port named `port` when a lock of it is not taken.
fn refused(port: &Path, e: LockError) -> LinkError {
    match e {
        LockError::Held { pid } => LinkError::PortInUse {
            port: port.to_path_buf(),
            pid,
        },
        source => LinkError::Lock {
            port: port.to_path_buf(),
            source,
        },
    }
}

/// Takes the lock of the port named `port` for this program (see [`lock::port_lock_paths`]), and checks that
/// no other pegchess has the device it leads to now.
pub fn lock_port(port: &Path) -> Result<Lock, LinkError> {
    let (named, device) = lock::port_lock_paths(port);
    let held = lock::take(&named).map_err(|e| refused(port, e))?;
    match device.and_then(|d| lock::holder(&d)) {
        Some(e) => Err(refused(port, e)),
        None => Ok(held),
    }
}

/// Locks the device the port named `port` leads to now, for as long as it is open (nothing to lock when the
/// name is the device's own); `None` when another program has it. Two names of one device (a link in
/// /dev/serial/by-id and the device itself, two links) lead to one lock.
pub fn lock_device(port: &Path) -> Option<Vec<Lock>> {
    match lock::port_lock_paths(port).1 {
        Some(device) => lock::take(&device).ok().map(|held| vec![held]),
        None => Some(Vec::new()),
    }
}

/// Whether the port at `port` is free: [`LinkError::PortInUse`] when another pegchess has it. Nothing is
/// taken (the link takes the port when it starts).
pub fn port_free(port: &Path) -> Result<(), LinkError> {
    let (named, device) = lock::port_lock_paths(port);
    match [Some(named), device]
        .into_iter()
        .flatten()
        .find_map(|p| lock::holder(&p))
    {
        Some(e) => Err(refused(port, e)),
        None => Ok(()),
    }
}

/// Where to find a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PortChoice {
    /// This path (a device, or a link to one such as /dev/serial/by-id/...).
    Path(PathBuf),
    /// Ask every serial port whether a board of this kind answers.
    Search,
    /// No board of this kind at this table (`--port none`): nothing is looked for.
    None,
}

impl PortChoice {
    /// The choice a port setting names: `none` (any case) for no board, else the path.
    pub fn named(port: &str) -> PortChoice {
        if port.trim().eq_ignore_ascii_case("none") {
            PortChoice::None
        } else {
            PortChoice::Path(port.into())
        }
    }
}

/// Opens a port at `baud`, 8N1, reads waiting at most `timeout`. What waited on the line before it was opened
/// is discarded (a line opened late holds old greetings; an answer is never read from them).
pub fn open_port(
    path: &str,
    baud: u32,
    timeout: Duration,
) -> serialport::Result<Box<dyn SerialPort>> {
    let port = serialport::new(path, baud)
        .data_bits(DataBits::Eight)
        .parity(Parity::None)
        .stop_bits(StopBits::One)
        .timeout(timeout)
        .open()?;
    port.clear(serialport::ClearBuffer::Input)?;
    Ok(port)
}

/// Paths of the serial ports the system lists.
pub fn list_ports() -> Vec<String> {
    serialport::available_ports()
        .map(|ports| ports.into_iter().map(|p| p.port_name).collect())
        .unwrap_or_default()
}

/// Asks the port at `path` who it is; the two words of [`Wire::identity`] if a board of kind `W` answers
/// within `wait`.
pub fn identify<W: Wire>(path: &str, wait: Duration) -> Option<(String, String)> {
    let mut core = W::fresh();
    let mut port = open_port(path, W::SPEC.baud, core.read_timeout()).ok()?;
    port.write_all(&W::question()).ok()?;
    let deadline = Instant::now() + wait;
    let mut buf = [0u8; 256];
    while Instant::now() < deadline {
        match port.read(&mut buf) {
            Ok(n) if n > 0 => {
                let turn = core.feed(path, &buf[..n]);
                if let Some(found) = turn.events.iter().find_map(W::identity) {
                    return Some(found);
                }
            }
            Ok(_) => {}
            // A signal (the confinement reaching this thread) interrupts a wait; it is no answer.
            Err(e) if e.kind() == ErrorKind::TimedOut || e.kind() == ErrorKind::Interrupted => {}
            Err(_) => return None,
        }
    }
    None
}

/// A running link thread (the peg board's or the DGT e-board's); dropping it stops the thread.
pub struct LinkHandle {
    stop: Arc<AtomicBool>,
    thread: Option<Worker<()>>,
}

impl LinkHandle {
    /// Stops the thread and waits for it.
    pub fn stop(mut self) {
        self.shutdown();
    }

    fn shutdown(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            t.wait();
        }
    }
}

impl Drop for LinkHandle {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// Starts the link thread for `core`: it finds and opens the board, reads it, reports everything as
/// `T::from(event)`, and after an unplug reports the loss once and keeps trying until the board is back.
/// The thread ends when stopped or when the receiver is gone. A named port is locked for this program
/// first, for as long as the link runs: a port another pegchess has is refused ([`LinkError::PortInUse`]);
/// a search passes such ports by.
pub fn spawn<W, T>(core: W, choice: PortChoice, tx: Sender<T>) -> Result<LinkHandle, LinkError>
where
    W: Wire + Send + 'static,
    T: From<W::Event> + Send + 'static,
{
    let held = match &choice {
        PortChoice::Path(p) => Some(lock_port(p)?),
        PortChoice::Search => None,
        PortChoice::None => {
            // Nothing to look for: the game hears at once that no board of this kind is at the table.
            let _ = tx.send(W::missing(false).into());
            return Ok(LinkHandle {
                stop: Arc::new(AtomicBool::new(true)),
                thread: None,
            });
        }
    };
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    // A link lost (its thread panicked) is a board lost: the session hears it as the board's own loss.
    let lost_tx = tx.clone();
    let port = match &choice {
        PortChoice::Path(p) => p.display().to_string(),
        PortChoice::Search | PortChoice::None => "the searched ports".to_string(),
    };
    let fallback = move |lost: &Lost| {
        let _ = lost_tx.send(W::disconnected(port.clone(), lost.to_string()).into());
    };
    let mut core = core;
    // A link lost is started again (its core as it was, restarted before a port is opened): the board is
    // looked for and read again, and said back as any board back is.
    let thread = worker::spawn_restarting(W::SPEC.worker, RESTARTS, fallback, move || {
        let _held = &held;
        run(&mut core, &choice, &tx, &flag)
    })
    .map_err(LinkError::Thread)?;
    Ok(LinkHandle {
        stop,
        thread: Some(thread),
    })
}

fn run<W: Wire, T: From<W::Event>>(
    core: &mut W,
    choice: &PortChoice,
    tx: &Sender<T>,
    stop: &AtomicBool,
) {
    let mut lost_reported = false;
    let started = Instant::now();
    let mut missing_reported = false;
    let retry_every = match choice {
        PortChoice::Path(_) => RETRY_NAMED,
        PortChoice::Search | PortChoice::None => RETRY_SEARCH,
    };
    while !stop.load(Ordering::SeqCst) {
        let Some((path, port, locks)) = find::<W>(choice) else {
            if !missing_reported && started.elapsed() >= MISSING_AFTER {
                missing_reported = true;
                if tx.send(W::missing(true).into()).is_err() {
                    return;
                }
            }
            std::thread::sleep(retry_every);
            continue;
        };
        missing_reported = true;
        core.restart();
        match serve(&path, port, locks, core, tx, stop) {
            Served::Stopped | Served::ReceiverGone => return,
            Served::Lost(reason) => {
                if core.lost_said() {
                    lost_reported = true;
                } else if !lost_reported || core.is_connected() {
                    lost_reported = true;
                    let reason = reason.to_string();
                    if tx.send(W::disconnected(path, reason).into()).is_err() {
                        return;
                    }
                }
            }
        }
        std::thread::sleep(retry_every);
    }
}

/// Opens the chosen port, or the first listed port (that no other pegchess has) where a board of kind `W`
/// answers, with the locks to hold while it is open.
fn find<W: Wire>(choice: &PortChoice) -> Option<(String, Box<dyn SerialPort>, Vec<Lock>)> {
    let open = |path: &str| open_port(path, W::SPEC.baud, W::fresh().read_timeout()).ok();
    match choice {
        PortChoice::Path(p) => {
            let locks = lock_device(p)?;
            let path = p.to_string_lossy().into_owned();
            open(&path).map(|port| (path, port, locks))
        }
        PortChoice::None => None,
        PortChoice::Search => list_ports().into_iter().find_map(|path| {
            let mut locks = vec![lock_port(Path::new(&path)).ok()?];
            locks.extend(lock_device(Path::new(&path))?);
            identify::<W>(&path, W::SPEC.probe_wait)?;
            open(&path).map(|port| (path, port, locks))
        }),
    }
}

/// Why an open port was given up (said in the board's disconnect event, for the log).
#[derive(Debug, thiserror::Error)]
pub enum Loss {
    /// The device closed (unplugged).
    #[error("{0} closed")]
    Closed(String),
    /// Nothing came for the board's silence limit.
    #[error("{what} from {path} for {seconds} seconds")]
    Silent {
        /// What the silence means for this board (no heartbeat, no answer).
        what: &'static str,
        /// The port.
        path: String,
        /// The limit, in seconds.
        seconds: u64,
    },
    /// Writing to the port failed.
    #[error("cannot write to {path}: {source}")]
    Write {
        /// The port.
        path: String,
        /// What the system said.
        source: std::io::Error,
    },
    /// Reading from the port failed.
    #[error("{path}: {source}")]
    Read {
        /// The port.
        path: String,
        /// What the system said.
        source: std::io::Error,
    },
}

enum Served {
    Stopped,
    ReceiverGone,
    Lost(Loss),
}

fn write(port: &mut Box<dyn SerialPort>, bytes: &[u8]) -> std::io::Result<()> {
    if bytes.is_empty() {
        return Ok(());
    }
    port.write_all(bytes)?;
    port.flush()
}

/// Reads one open port until it fails, falls silent, or the link is stopped; its locks are let go just before
/// it is closed.
fn serve<W: Wire, T: From<W::Event>>(
    path: &str,
    mut port: Box<dyn SerialPort>,
    locks: Vec<Lock>,
    core: &mut W,
    tx: &Sender<T>,
    stop: &AtomicBool,
) -> Served {
    // Locals drop before the arguments: the locks go first, so that a closed device (a pseudo-terminal number
    // given out again) is never left locked.
    let _locks = locks;
    let cannot_write = |source: std::io::Error| {
        Served::Lost(Loss::Write {
            path: path.to_string(),
            source,
        })
    };
    if let Err(e) = write(&mut port, &core.hello()) {
        return cannot_write(e);
    }
    let mut last_heard = Instant::now();
    let mut timeout = None;
    let mut buf = [0u8; 1024];
    loop {
        if stop.load(Ordering::SeqCst) {
            return Served::Stopped;
        }
        let wanted = core.read_timeout();
        if timeout != Some(wanted) && port.set_timeout(wanted).is_ok() {
            timeout = Some(wanted);
        }
        let turn = match port.read(&mut buf) {
            Ok(0) => return Served::Lost(Loss::Closed(path.to_string())),
            Ok(n) => {
                last_heard = Instant::now();
                worker::fault_point(W::SPEC.worker);
                core.feed(path, &buf[..n])
            }
            Err(e) if e.kind() == ErrorKind::TimedOut || e.kind() == ErrorKind::Interrupted => {
                let quiet = last_heard.elapsed();
                if quiet > W::SPEC.silence_limit {
                    return Served::Lost(Loss::Silent {
                        what: W::SPEC.silence_is,
                        path: path.to_string(),
                        seconds: W::SPEC.silence_limit.as_secs(),
                    });
                }
                core.quiet(quiet)
            }
            Err(source) => {
                return Served::Lost(Loss::Read {
                    path: path.to_string(),
                    source,
                });
            }
        };
        let due = core.due(Instant::now());
        for event in turn.events.into_iter().chain(due.events) {
            if tx.send(event.into()).is_err() {
                return Served::ReceiverGone;
            }
        }
        if let Err(e) = write(&mut port, &turn.requests) {
            return cannot_write(e);
        }
        if let Err(e) = write(&mut port, &due.requests) {
            return cannot_write(e);
        }
    }
}
