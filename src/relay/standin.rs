//! A simulated DGT LiveChess for tests and the demo: a websocket server on 127.0.0.1 that speaks the part of the
//! API the relay uses (`eboards`, `subscribe`, the board's feed) and plays a script of steps: events (a
//! position, a clock, both), the board's state changing, the board leaving the list and coming back, an odd
//! entry beside it, LiveChess hanging (the socket open, nothing answered), the socket closed, LiveChess
//! restarted. Every call it
//! hears is kept, so a test can check that the relay sent nothing but `eboards` and `subscribe`.

use super::livechess::{FEED_ID, LiveClock};
use crate::worker::{self, Worker, WorkerKind};
use serde_json::{Value, json};
use shakmaty::Board;
use std::collections::VecDeque;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tungstenite::{Message, WebSocket};

/// How long the server waits for a call before it looks at its script again.
const READ_WAIT: Duration = Duration::from_millis(2);

/// One step of the stand-in's script, carried out in order.
#[derive(Debug, Clone, PartialEq)]
pub enum StandInStep {
    /// A feed event of the board (waits until the relay has subscribed): the position, the clock, or both.
    Event {
        /// The pieces (missing in a clock-only event).
        board: Option<Board>,
        /// The clock.
        clock: Option<LiveClock>,
    },
    /// The board's state in the board list from now on (`ACTIVE`, `INACTIVE`, `NOTRESPONDING`).
    State(String),
    /// A text sent as it is (an error, garbage).
    Raw(String),
    /// Wait this long before the next step.
    Pause(Duration),
    /// LiveChess closes the websocket (it stays up: the relay connects again).
    Close,
    /// LiveChess is restarted: the socket closed, nothing listening for this long, then up again with the
    /// board's last position.
    Restart(Duration),
    /// LiveChess hangs for this long: the socket stays open, calls are read and never answered.
    Hang(Duration),
    /// The board is in LiveChess's list (`true`) or has left it (`false`) from now on.
    Listed(bool),
    /// An entry listed beside the board from now on, as its JSON text (`None`: none): an odd one such as
    /// `{"serialnr":"","board":""}`.
    Extra(Option<String>),
}

/// What the server and the test share.
#[derive(Debug, Default)]
struct Shared {
    calls: Vec<String>,
    subscribed: bool,
    done: usize,
}

/// A running stand-in; dropping it stops it.
pub struct StandIn {
    addr: SocketAddr,
    tx: Option<Sender<StandInStep>>,
    shared: Arc<Mutex<Shared>>,
    thread: Option<Worker<()>>,
}

impl StandIn {
    /// Starts a LiveChess with one board `serialnr` showing `board`, on a free port.
    pub fn start(serialnr: &str, board: &Board) -> std::io::Result<StandIn> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        let addr = listener.local_addr()?;
        let (tx, rx) = mpsc::channel();
        let shared = Arc::new(Mutex::new(Shared::default()));
        let server = Server {
            serialnr: serialnr.into(),
            board: board.clone(),
            clock: None,
            state: "ACTIVE".into(),
            shared: shared.clone(),
            steps: VecDeque::new(),
            wait_until: None,
            started: Instant::now(),
            hung_until: None,
            listed: true,
            extra: None,
        };
        let thread = worker::spawn(WorkerKind::StandIn, move || server.run(listener, &rx))?;
        Ok(StandIn {
            addr,
            tx: Some(tx),
            shared,
            thread: Some(thread),
        })
    }

    /// The websocket address the relay is given.
    pub fn url(&self) -> String {
        format!("ws://{}/api/v1.0", self.addr)
    }

    /// Adds a step to the script.
    pub fn play(&self, step: StandInStep) {
        if let Some(tx) = &self.tx {
            let _ = tx.send(step);
        }
    }

    /// Every call the relay made so far, by name.
    pub fn calls(&self) -> Vec<String> {
        self.shared
            .lock()
            .map(|s| s.calls.clone())
            .unwrap_or_default()
    }

    /// Whether the relay is subscribed now.
    pub fn subscribed(&self) -> bool {
        self.shared.lock().is_ok_and(|s| s.subscribed)
    }

    /// How many steps were carried out so far.
    pub fn done(&self) -> usize {
        self.shared.lock().map_or(0, |s| s.done)
    }

    /// Waits until `steps` steps were carried out, at most `limit`; whether they were.
    pub fn wait_done(&self, steps: usize, limit: Duration) -> bool {
        let deadline = Instant::now() + limit;
        while self.done() < steps {
            if Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        true
    }
}

impl Drop for StandIn {
    fn drop(&mut self) {
        drop(self.tx.take());
        if let Some(t) = self.thread.take() {
            t.wait();
        }
    }
}

/// The server's own state.
struct Server {
    serialnr: String,
    board: Board,
    clock: Option<LiveClock>,
    state: String,
    shared: Arc<Mutex<Shared>>,
    steps: VecDeque<StandInStep>,
    wait_until: Option<Instant>,
    started: Instant,
    /// Until when LiveChess hangs.
    hung_until: Option<Instant>,
    listed: bool,
    extra: Option<String>,
}

type Socket = WebSocket<TcpStream>;

/// What became of the connection after a turn.
enum Turn {
    Open,
    Closed,
    Restart(Duration),
    Stop,
}

impl Server {
    fn run(mut self, mut listener: TcpListener, rx: &Receiver<StandInStep>) {
        let addr = listener.local_addr().ok();
        let _ = listener.set_nonblocking(true);
        loop {
            let mut socket = match listener.accept() {
                Ok((stream, _)) => match accept(stream) {
                    Some(s) => Some(s),
                    None => continue,
                },
                Err(_) => None,
            };
            let turn = match socket.as_mut() {
                Some(s) => self.serve(s, rx),
                None => match self.take_steps(rx) {
                    false => Turn::Stop,
                    true => {
                        // Steps that need no connection go on; an event waits for the relay.
                        self.idle_step();
                        std::thread::sleep(READ_WAIT);
                        Turn::Open
                    }
                },
            };
            match turn {
                Turn::Stop => return,
                Turn::Restart(down) => {
                    drop(listener);
                    std::thread::sleep(down);
                    let Some(bound) = addr.and_then(|a| TcpListener::bind(a).ok()) else {
                        return;
                    };
                    listener = bound;
                    let _ = listener.set_nonblocking(true);
                }
                Turn::Open | Turn::Closed => {}
            }
        }
    }

    /// Takes the steps the test added; false once the test is gone (what is left is not played).
    fn take_steps(&mut self, rx: &Receiver<StandInStep>) -> bool {
        loop {
            match rx.try_recv() {
                Ok(step) => self.steps.push_back(step),
                Err(TryRecvError::Empty) => return true,
                Err(TryRecvError::Disconnected) => return false,
            }
        }
    }

    /// Serves one connection until it closes.
    fn serve(&mut self, socket: &mut Socket, rx: &Receiver<StandInStep>) -> Turn {
        let _ = socket.get_mut().set_read_timeout(Some(READ_WAIT));
        loop {
            if !self.take_steps(rx) {
                let _ = socket.close(None);
                return Turn::Stop;
            }
            let hung = self.hung_until.is_some_and(|t| Instant::now() < t);
            match socket.read() {
                Ok(Message::Text(text)) if hung => self.note_call(text.as_str()),
                Ok(Message::Text(text)) => self.answer(socket, text.as_str()),
                Ok(Message::Close(_)) => return self.closed(),
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock
                            | std::io::ErrorKind::TimedOut
                            | std::io::ErrorKind::Interrupted
                    ) => {}
                Err(_) => return self.closed(),
            }
            // Every step ready goes out before the next read waits (none while hung).
            while !hung && !self.steps.is_empty() {
                match self.step(socket) {
                    (Turn::Open, true) => {}
                    (Turn::Open, false) => break,
                    (other, _) => {
                        let _ = socket.close(None);
                        let _ = socket.flush();
                        self.closed();
                        return other;
                    }
                }
            }
        }
    }

    fn closed(&mut self) -> Turn {
        if let Ok(mut s) = self.shared.lock() {
            s.subscribed = false;
        }
        Turn::Closed
    }

    /// Answers a call: the board list, a subscription's acknowledgement, or an error for any other call.
    fn answer(&mut self, socket: &mut Socket, text: &str) {
        let call: Value = serde_json::from_str(text).unwrap_or(Value::Null);
        let id = call.get("id").cloned().unwrap_or(Value::Null);
        let name = call.get("call").and_then(Value::as_str).unwrap_or("?");
        let reply = match name {
            "eboards" => json!({"response": "call", "id": id, "param": self.list(),
                "time": self.time()}),
            "subscribe" => {
                if let Ok(mut s) = self.shared.lock() {
                    s.subscribed = true;
                }
                json!({"response": "call", "id": id, "param": null, "time": self.time()})
            }
            other => json!({"response": "error", "id": id,
                "param": {"message": format!("call '{other}' is not allowed here")}}),
        };
        self.note_call(text);
        let _ = socket.send(Message::text(reply.to_string()));
    }

    /// Keeps the call's name among those heard.
    fn note_call(&mut self, text: &str) {
        let call: Value = serde_json::from_str(text).unwrap_or(Value::Null);
        let name = call.get("call").and_then(Value::as_str).unwrap_or("?");
        if let Ok(mut s) = self.shared.lock() {
            s.calls.push(name.to_string());
        }
    }

    /// The board list: the board while listed, and the extra entry.
    fn list(&self) -> Value {
        let extra = self
            .extra
            .as_deref()
            .map(|t| serde_json::from_str(t).unwrap_or(Value::String(t.into())));
        let board = self.listed.then(|| self.listed());
        Value::Array(extra.into_iter().chain(board).collect())
    }

    fn time(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    fn listed(&self) -> Value {
        json!({"serialnr": self.serialnr, "source": "COM3", "state": self.state,
            "battery": null, "comment": null, "board": self.board.to_string(), "flipped": false,
            "clock": self.clock.map(clock_json)})
    }

    /// Carries out the next step when it is due; what became of the connection, and whether a step was
    /// carried out.
    fn step(&mut self, socket: &mut Socket) -> (Turn, bool) {
        if self.wait_until.is_some_and(|t| Instant::now() < t) {
            return (Turn::Open, false);
        }
        self.wait_until = None;
        let subscribed = self.shared.lock().is_ok_and(|s| s.subscribed);
        let Some(step) = self.steps.front().cloned() else {
            return (Turn::Open, false);
        };
        let turn = match step {
            StandInStep::Event { board, clock } => {
                if !subscribed {
                    return (Turn::Open, false);
                }
                let _ = socket.send(Message::text(self.event(board, clock)));
                Turn::Open
            }
            StandInStep::Raw(text) => {
                let _ = socket.send(Message::text(text));
                Turn::Open
            }
            StandInStep::Close => Turn::Closed,
            StandInStep::Restart(down) => Turn::Restart(down),
            StandInStep::State(_)
            | StandInStep::Pause(_)
            | StandInStep::Hang(_)
            | StandInStep::Listed(_)
            | StandInStep::Extra(_) => {
                let before = self.steps.len();
                self.idle_step();
                return (Turn::Open, self.steps.len() < before);
            }
        };
        self.finish_step();
        (turn, true)
    }

    /// Carries out the next step if it needs no connection (a pause, a state); events wait.
    fn idle_step(&mut self) {
        if self.wait_until.is_some_and(|t| Instant::now() < t) {
            return;
        }
        self.wait_until = None;
        match self.steps.front().cloned() {
            Some(StandInStep::Pause(d)) => self.wait_until = Some(Instant::now() + d),
            Some(StandInStep::State(state)) => self.state = state,
            Some(StandInStep::Hang(d)) => self.hung_until = Some(Instant::now() + d),
            Some(StandInStep::Listed(listed)) => self.listed = listed,
            Some(StandInStep::Extra(extra)) => self.extra = extra,
            _ => return,
        }
        self.finish_step();
    }

    fn finish_step(&mut self) {
        self.steps.pop_front();
        if let Ok(mut s) = self.shared.lock() {
            s.done += 1;
        }
    }

    /// A feed event's text; the board's position and clock are kept for the board list.
    fn event(&mut self, board: Option<Board>, clock: Option<LiveClock>) -> String {
        let mut param = json!({"serialnr": self.serialnr, "flipped": false});
        if let Some(b) = board {
            param["board"] = json!(b.to_string());
            self.board = b;
        }
        if let Some(c) = clock {
            param["clock"] = clock_json(c);
            self.clock = Some(c);
        }
        json!({"response": "feed", "id": FEED_ID, "param": param, "time": self.time()}).to_string()
    }
}

fn clock_json(c: LiveClock) -> Value {
    json!({"white": c.white.as_secs(), "black": c.black.as_secs(), "run": c.run, "time": 0})
}

fn accept(stream: TcpStream) -> Option<Socket> {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_nodelay(true);
    tungstenite::accept(stream).ok()
}
