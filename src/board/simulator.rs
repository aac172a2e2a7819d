//! The simulated boards' common shape: a thread that runs a board model on a pseudo-terminal behind a stable
//! path, carries out the test's instructions in order, answers the program, and can be unplugged and plugged
//! in again. What differs between the boards is the [`SimModel`] they run.

use super::pty::{Pty, unique_link_path};
use crate::worker::{self, Worker, WorkerKind};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Which way bytes went, in a capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// From the program to the board.
    ToBoard,
    /// From the board to the program.
    FromBoard,
}

/// Every byte that crossed the line, in order, in runs.
pub type PtyCapture = Vec<(Direction, Vec<u8>)>;

/// A simulated board's own behaviour, with no thread and no pseudo-terminal of its own.
pub trait SimModel: Send + 'static {
    /// An instruction from the test.
    type Action: Send + 'static;
    /// The thread's name, also in its messages.
    const NAME: &'static str;
    /// Carries out an instruction (pulling the plug and putting it back through the line).
    fn act(&mut self, action: Self::Action, line: &mut SimLine);
    /// Answers bytes the program sent.
    fn answer(&mut self, asked: &[u8], line: &mut SimLine);
    /// The board powers up (at the start, and after being plugged in again).
    fn power_up(&mut self, line: &mut SimLine);
    /// Every turn: what the board sends of its own accord (a heartbeat, a clock's report).
    fn tick(&mut self, line: &mut SimLine);
    /// How long a turn waits for the next instruction.
    fn wait(&self) -> Duration;
}

/// The board's end of the line: the plug (the pseudo-terminal while plugged in, and the path it is found at),
/// the next frame's fault, the last frame (to repeat it), and the capture, if one is kept.
pub struct SimLine {
    pty: Option<Pty>,
    link: PathBuf,
    fault: Option<Fault>,
    last: Vec<u8>,
    capture: Option<Arc<Mutex<PtyCapture>>>,
}

#[derive(Debug, Clone, Copy)]
enum Fault {
    Lose,
    Cut,
}

impl SimLine {
    /// Whether the plug is in.
    pub fn plugged(&self) -> bool {
        self.pty.is_some()
    }

    /// Pulls the USB plug: the pseudo-terminal disappears, and so does the path.
    pub fn unplug(&mut self) {
        self.pty = None;
        let _ = std::fs::remove_file(&self.link);
    }

    /// Plugs it back in: a new pseudo-terminal behind the same path. Whether it was out and is now in (the
    /// board then powers up).
    pub fn replug(&mut self, name: &str) -> bool {
        if self.plugged() {
            return false;
        }
        match Pty::open(&self.link) {
            Ok(p) => {
                self.pty = Some(p);
                true
            }
            Err(e) => {
                eprintln!("{name}: cannot replug: {e}");
                false
            }
        }
    }

    /// The next frame sent is lost.
    pub fn lose_next(&mut self) {
        self.fault = Some(Fault::Lose);
    }

    /// Only the first half of the next frame sent goes out.
    pub fn cut_next(&mut self) {
        self.fault = Some(Fault::Cut);
    }

    /// Sends a frame (unless it is to be lost or cut) and remembers it for [`SimLine::repeat_last`].
    pub fn send(&mut self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        self.last = bytes.to_vec();
        match self.fault.take() {
            Some(Fault::Lose) => {}
            Some(Fault::Cut) => self.raw(&bytes[..bytes.len() / 2]),
            None => self.raw(bytes),
        }
    }

    /// Sends the last frame again.
    pub fn repeat_last(&mut self) {
        let last = std::mem::take(&mut self.last);
        self.raw(&last);
        self.last = last;
    }

    /// Puts bytes on the line as they are. They are recorded first: once the program has read them, the
    /// capture holds them (a test that stops at what the program read sees every byte it read).
    pub fn raw(&mut self, bytes: &[u8]) {
        if self.pty.is_some() {
            self.record(Direction::FromBoard, bytes);
        }
        if let Some(p) = self.pty.as_mut() {
            let _ = p.master.write_all(bytes);
        }
    }

    fn record(&self, dir: Direction, bytes: &[u8]) {
        if let Some(Ok(mut c)) = self.capture.as_ref().map(|c| c.lock()) {
            c.push((dir, bytes.to_vec()));
        }
    }

    /// What the program sent since the last turn, if anything.
    fn asked(&mut self) -> Option<Vec<u8>> {
        let mut buf = [0u8; 256];
        let n = self.pty.as_mut()?.master.read(&mut buf).ok()?;
        let asked = buf.get(..n).filter(|a| !a.is_empty())?.to_vec();
        self.record(Direction::ToBoard, &asked);
        Some(asked)
    }
}

/// A simulated board's thread on a pseudo-terminal, reachable at a stable path (like /dev/serial/by-id
/// links); dropping it stops the board and removes the path.
pub struct SimHandle<A> {
    path: PathBuf,
    tx: Sender<A>,
    thread: Option<Worker<()>>,
}

impl<A: Send + 'static> SimHandle<A> {
    /// Starts `model` on a fresh pseudo-terminal behind a path named after `kind` ("sim", "sim-dgt"),
    /// recording every byte into `capture` if given.
    pub fn start<M: SimModel<Action = A>>(
        kind: &str,
        model: M,
        capture: Option<Arc<Mutex<PtyCapture>>>,
    ) -> std::io::Result<SimHandle<A>> {
        let path = unique_link_path(kind);
        let line = SimLine {
            pty: Some(Pty::open(&path)?),
            link: path.clone(),
            fault: None,
            last: Vec::new(),
            capture,
        };
        let (tx, rx) = mpsc::channel();
        let thread = worker::spawn(WorkerKind::SimulatedBoard, move || run(line, model, rx))?;
        Ok(SimHandle {
            path,
            tx,
            thread: Some(thread),
        })
    }

    /// The path the program opens, as it would open a real board's port.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Hands the board an instruction (applied in order, at once).
    pub fn act(&self, action: A) {
        let _ = self.tx.send(action);
    }
}

impl<A> Drop for SimHandle<A> {
    fn drop(&mut self) {
        let (tx, _) = mpsc::channel();
        drop(std::mem::replace(&mut self.tx, tx));
        if let Some(t) = self.thread.take() {
            t.wait();
        }
        let _ = std::fs::remove_file(&self.path);
    }
}

fn run<M: SimModel>(mut line: SimLine, mut model: M, rx: Receiver<M::Action>) {
    model.power_up(&mut line);
    loop {
        match rx.recv_timeout(model.wait()) {
            Ok(action) => {
                worker::fault_point(WorkerKind::SimulatedBoard);
                model.act(action, &mut line);
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        if let Some(asked) = line.asked() {
            model.answer(&asked, &mut line);
        }
        model.tick(&mut line);
    }
}
