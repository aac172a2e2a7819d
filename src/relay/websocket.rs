//! The broadcast link: the websocket to DGT LiveChess, on its own thread. It lists the boards (`eboards`),
//! subscribes to the one chosen (`subscribe`) and passes its events on; it asks `eboards` again now and then
//! to hear the board go inactive or stop answering; a closed socket or a LiveChess not running is reported
//! once and tried again until LiveChess is back (restarted mid-game too); a LiveChess that leaves the list
//! unanswered for [`ANSWER_LIMIT`] (hung, its socket open) is reported as soon as that is known, and the board
//! is back when it answers again. It sends nothing else.

use super::livechess::{Call, EBoard, FEED_ID, Feed, Incoming, LiveClock};
use super::{Fault, RelayError};
use shakmaty::Board;
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};
use tungstenite::client::IntoClientRequest;
use tungstenite::{Message, WebSocket};

/// How long connecting to LiveChess may take.
const CONNECT_WAIT: Duration = Duration::from_secs(2);
/// How long a read waits before the thread looks at its stop flag and its next `eboards`.
const READ_WAIT: Duration = Duration::from_millis(100);
/// How often the board list is asked for again, to hear the board's state.
pub const POLL_EVERY: Duration = Duration::from_millis(500);
/// How long after a loss LiveChess is tried again.
pub const RETRY_AFTER: Duration = Duration::from_millis(500);
/// How long an `eboards` call may go unanswered before LiveChess counts as hung.
pub const ANSWER_LIMIT: Duration = Duration::from_millis(1500);
/// How long the board list may take to come, when listing.
const LIST_WAIT: Duration = Duration::from_secs(3);

/// What the link tells the relay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LiveNews {
    /// The board is read (again): its position and clock as the board list gives them.
    Up {
        /// The pieces.
        board: Option<Board>,
        /// The clock.
        clock: Option<LiveClock>,
    },
    /// One event of the board.
    Feed(Feed),
    /// The link is lost, and why.
    Down(Fault),
}

type Socket = WebSocket<TcpStream>;

/// The board the link follows, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wanted {
    /// LiveChess's websocket address.
    pub url: String,
    /// The board's serial number.
    pub serialnr: String,
    /// How often the board list is asked for ([`POLL_EVERY`]).
    pub poll: Duration,
}

/// Opens the websocket to LiveChess at `url`.
fn connect(url: &str) -> Result<Socket, Fault> {
    let request = url.into_client_request().map_err(|_| Fault::NotRunning)?;
    let uri = request.uri();
    let host = uri.host().unwrap_or("127.0.0.1");
    let port = uri.port_u16().unwrap_or(80);
    let addrs: Vec<SocketAddr> = (host, port)
        .to_socket_addrs()
        .map_err(|_| Fault::NotRunning)?
        .collect();
    let stream = addrs
        .iter()
        .find_map(|a| TcpStream::connect_timeout(a, CONNECT_WAIT).ok())
        .ok_or(Fault::NotRunning)?;
    let _ = stream.set_nodelay(true);
    stream
        .set_read_timeout(Some(READ_WAIT))
        .map_err(|_| Fault::NotRunning)?;
    let (socket, _) = tungstenite::client(request, stream).map_err(|_| Fault::NotRunning)?;
    Ok(socket)
}

/// Whether a read error only means nothing came in time.
fn timed_out(e: &tungstenite::Error) -> bool {
    matches!(e, tungstenite::Error::Io(io) if matches!(io.kind(),
        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut | std::io::ErrorKind::Interrupted))
}

/// The next message read, `Ok(None)` when nothing came in time; a closed socket is [`Fault::Closed`].
fn next(socket: &mut Socket) -> Result<Option<Incoming>, Fault> {
    match socket.read() {
        Ok(Message::Text(text)) => Ok(super::livechess::read(text.as_str()).ok()),
        Ok(Message::Close(_)) => Err(Fault::Closed),
        Ok(_) => Ok(None),
        Err(e) if timed_out(&e) => Ok(None),
        Err(_) => Err(Fault::Closed),
    }
}

/// Sends a call; a signal in the middle (the game's confinement reaching this thread) only delays it.
fn send(socket: &mut Socket, call: &Call, id: u64) -> Result<(), Fault> {
    match socket.send(Message::text(call.text(id))) {
        Err(e) if timed_out(&e) => socket.flush().map_err(|_| Fault::Closed),
        other => other.map_err(|_| Fault::Closed),
    }
}

/// The boards LiveChess at `url` sees, for the organiser to choose one.
pub fn list(url: &str) -> Result<Vec<EBoard>, RelayError> {
    let not_running = || RelayError::NotRunning { url: url.into() };
    let mut socket = connect(url).map_err(|_| not_running())?;
    send(&mut socket, &Call::EBoards, 1).map_err(|_| not_running())?;
    let deadline = Instant::now() + LIST_WAIT;
    while Instant::now() < deadline {
        match next(&mut socket) {
            Ok(Some(Incoming::Boards { boards, .. })) => {
                let _ = socket.close(None);
                return Ok(boards);
            }
            Ok(Some(Incoming::Error { message, .. })) => return Err(RelayError::Refused(message)),
            Ok(_) => {}
            Err(_) => break,
        }
    }
    Err(not_running())
}

/// The link's thread: the `wanted` board, its news sent as `T::from(news)` until `stop`.
pub fn run<T: From<LiveNews>>(wanted: &Wanted, tx: &Sender<T>, stop: &AtomicBool) {
    let mut said: Option<Fault> = None;
    while !stop.load(Ordering::SeqCst) {
        let fault = session(wanted, tx, stop, &mut said);
        if stop.load(Ordering::SeqCst) {
            return;
        }
        if said.as_ref() != Some(&fault) {
            if tx.send(T::from(LiveNews::Down(fault.clone()))).is_err() {
                return;
            }
            said = Some(fault);
        }
        std::thread::sleep(RETRY_AFTER);
    }
}

/// One connection to LiveChess, until it fails: what failed.
fn session<T: From<LiveNews>>(
    wanted: &Wanted,
    tx: &Sender<T>,
    stop: &AtomicBool,
    said: &mut Option<Fault>,
) -> Fault {
    let serialnr = wanted.serialnr.as_str();
    let mut socket = match connect(&wanted.url) {
        Ok(s) => s,
        Err(f) => return f,
    };
    let mut ids = 1..;
    let mut subscribed = false;
    let mut up = false;
    let mut polled: Option<Instant> = None;
    // When the oldest `eboards` still unanswered was sent.
    let mut unanswered: Option<Instant> = None;
    loop {
        if stop.load(Ordering::SeqCst) {
            let _ = socket.close(None);
            return Fault::Closed;
        }
        if polled.is_none_or(|at| at.elapsed() >= wanted.poll) {
            polled = Some(Instant::now());
            unanswered.get_or_insert_with(Instant::now);
            if let Err(f) = send(&mut socket, &Call::EBoards, ids.next().unwrap_or(0)) {
                return f;
            }
        }
        if unanswered.is_some_and(|at| at.elapsed() >= ANSWER_LIMIT)
            && let Some(news) = changed(&[], serialnr, Some(Fault::Hung), said, &mut up)
            && tx.send(T::from(news)).is_err()
        {
            return Fault::Closed;
        }
        let news = match next(&mut socket) {
            Ok(Some(Incoming::Boards {
                boards, unreadable, ..
            })) => {
                unanswered = None;
                let fault = match unreadable.iter().any(|s| s == serialnr) {
                    true => Some(Fault::Unreadable),
                    false => state(&boards, serialnr),
                };
                if let (None, false) = (&fault, subscribed) {
                    let call = Call::Subscribe {
                        serialnr: serialnr.into(),
                    };
                    if let Err(f) = send(&mut socket, &call, ids.next().unwrap_or(0)) {
                        return f;
                    }
                    subscribed = true;
                }
                changed(&boards, serialnr, fault, said, &mut up)
            }
            Ok(Some(Incoming::Feed(f))) if f.id == FEED_ID && f.serialnr == serialnr => {
                Some(LiveNews::Feed(f))
            }
            Ok(Some(Incoming::Error { message, .. })) => {
                let fault = Fault::Refused(message);
                (said.as_ref() != Some(&fault)).then(|| {
                    *said = Some(fault.clone());
                    LiveNews::Down(fault)
                })
            }
            Ok(_) => None,
            Err(f) => return f,
        };
        if let Some(news) = news
            && tx.send(T::from(news)).is_err()
        {
            return Fault::Closed;
        }
    }
}

/// What the board list says of the board: `None` when it is read, else why not.
fn state(boards: &[EBoard], serialnr: &str) -> Option<Fault> {
    match boards.iter().find(|b| b.serialnr == serialnr) {
        None => Some(Fault::Absent),
        Some(b) if b.active() => None,
        Some(b) => Some(Fault::State(b.state.clone())),
    }
}

/// The news when the board's state changed since it was last said (`up`: whether this connection has said the
/// board is read; `said`: the fault last said, over every connection).
fn changed(
    boards: &[EBoard],
    serialnr: &str,
    fault: Option<Fault>,
    said: &mut Option<Fault>,
    up: &mut bool,
) -> Option<LiveNews> {
    match fault {
        None if !*up => {
            *up = true;
            *said = None;
            let b = boards.iter().find(|b| b.serialnr == serialnr)?;
            Some(LiveNews::Up {
                board: b.board.clone(),
                clock: b.clock,
            })
        }
        None => None,
        Some(f) => {
            *up = false;
            (said.as_ref() != Some(&f)).then(|| {
                *said = Some(f.clone());
                LiveNews::Down(f)
            })
        }
    }
}

/// A running link thread; dropping it stops the thread.
pub struct LinkThread {
    stop: Arc<AtomicBool>,
    thread: Option<crate::worker::Worker<()>>,
}

impl LinkThread {
    /// Starts the link to the `wanted` board.
    pub fn start<T: From<LiveNews> + Send + 'static>(
        wanted: Wanted,
        tx: Sender<T>,
    ) -> std::io::Result<LinkThread> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        // A link lost is LiveChess gone for the bridge: the table hears its board gone.
        let down = tx.clone();
        let fallback = move |_: &crate::worker::Lost| {
            let _ = down.send(LiveNews::Down(Fault::Closed).into());
        };
        let thread = crate::worker::spawn_with_fallback(
            crate::worker::WorkerKind::LiveChess,
            fallback,
            move || run(&wanted, &tx, &flag),
        )?;
        Ok(LinkThread {
            stop,
            thread: Some(thread),
        })
    }
}

impl Drop for LinkThread {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            t.wait();
        }
    }
}
