//! The speech queue: priorities (a move or a mismatch cuts off a time announcement), "repeat",
//! an echo of every spoken line on the console, and a thread that drives a speaker.

use super::speaker::Speaker;
use crate::speech::rendering::utterance::Utterance;
use crate::worker::{self, Worker, WorkerKind};
use std::collections::VecDeque;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SendError, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Makes the plainer speaker that takes over when speech is lost (espeak-ng, or the console).
pub type Fallback = Arc<dyn Fn() -> Box<dyn Speaker> + Send + Sync>;

/// How urgent an utterance is. Higher priorities are said first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Priority {
    /// Periodic announcements (time): cut off by any event, dropped when stale.
    Background,
    /// Answers to the player's queries and "repeat".
    Reply,
    /// Moves, mismatches, touches, errors: never cut off.
    Event,
}

/// Orders utterances by priority and feeds them one at a time to a speaker.
pub struct SpeechQueue {
    speaker: Box<dyn Speaker>,
    echo: Option<Box<dyn Write + Send>>,
    pending: VecDeque<(Priority, Utterance)>,
    current: Option<Priority>,
    last: Option<Utterance>,
    fallback: Option<Fallback>,
}

impl SpeechQueue {
    /// A queue on `speaker` that echoes every spoken line on standard output (unless the speaker
    /// prints lines itself).
    pub fn new(speaker: Box<dyn Speaker>) -> SpeechQueue {
        let echo: Option<Box<dyn Write + Send>> = if speaker.prints() {
            None
        } else {
            Some(Box::new(std::io::stdout()))
        };
        SpeechQueue::with_echo(speaker, echo)
    }

    /// A queue on `speaker` that echoes every spoken line to `echo` (or nowhere).
    pub fn with_echo(
        speaker: Box<dyn Speaker>,
        echo: Option<Box<dyn Write + Send>>,
    ) -> SpeechQueue {
        SpeechQueue {
            speaker,
            echo,
            pending: VecDeque::new(),
            current: None,
            last: None,
            fallback: None,
        }
    }

    /// The same queue, handing over to the speaker `fallback` makes when its speaker's worker is lost (and
    /// its thread, when it runs on a [`SpeechThread`]).
    pub fn with_fallback(self, fallback: Fallback) -> SpeechQueue {
        SpeechQueue {
            fallback: Some(fallback),
            ..self
        }
    }

    /// The speaker's worker was lost: the fallback speaks from now on, and the console echoes unless it
    /// prints itself.
    fn fall_back(&mut self) {
        let Some(make) = self.fallback.take() else {
            return;
        };
        self.speaker = make();
        if self.speaker.prints() {
            self.echo = None;
        }
        self.current = None;
    }

    /// Queues an utterance. An `Event` cuts off a `Background` utterance being said and drops the
    /// waiting ones; otherwise it waits behind everything of its priority or higher.
    pub fn push(&mut self, utterance: Utterance, priority: Priority) {
        if priority == Priority::Event {
            self.pending.retain(|(p, _)| *p != Priority::Background);
            if self.current == Some(Priority::Background) && self.speaker.is_speaking() {
                // A failed stop leaves the old utterance running: the new one follows it.
                let _ = self.speaker.stop();
                self.current = None;
            }
        }
        let at = self
            .pending
            .iter()
            .position(|(p, _)| *p < priority)
            .unwrap_or(self.pending.len());
        self.pending.insert(at, (priority, utterance));
        self.pump();
    }

    /// Says the last utterance again; `false` if nothing has been said yet.
    pub fn repeat(&mut self) -> bool {
        match self.last.clone() {
            Some(u) => {
                self.push(u, Priority::Reply);
                true
            }
            None => false,
        }
    }

    /// Cuts off what is being said and forgets everything waiting.
    pub fn silence(&mut self) {
        self.pending.clear();
        let _ = self.speaker.stop();
        self.current = None;
    }

    /// Starts the next utterance if the speaker is free; call it regularly.
    pub fn pump(&mut self) {
        if self.speaker.is_lost() {
            self.fall_back();
        }
        if self.speaker.is_speaking() {
            return;
        }
        self.current = None;
        let Some((priority, utterance)) = self.pending.pop_front() else {
            return;
        };
        if let Some(echo) = self.echo.as_mut() {
            // The console line is a convenience: a closed console must not stop the speech.
            let _ = writeln!(echo, "{utterance}").and_then(|()| echo.flush());
        }
        if self.speaker.say(&utterance).is_ok() {
            self.current = Some(priority);
        }
        self.last = Some(utterance);
    }

    /// Whether nothing is being said and nothing waits.
    pub fn is_idle(&self) -> bool {
        self.pending.is_empty() && !self.speaker.is_speaking()
    }

    /// The last utterance started, which "repeat" says again.
    pub fn last(&self) -> Option<&Utterance> {
        self.last.as_ref()
    }
}

enum Command {
    Say(Utterance, Priority),
    Repeat(Sender<bool>),
    Silence,
    Drain(Sender<bool>, Instant),
    Mirror(Arc<AtomicBool>),
}

/// A speech queue running on its own thread; cheap to call from the session's output side. When the thread
/// is lost (it panicked), the next call starts a fresh one on the queue's fallback speaker.
pub struct SpeechThread {
    running: Mutex<Running>,
    fallback: Option<Fallback>,
}

/// The thread now speaking and the way to it.
struct Running {
    tx: Option<Sender<Command>>,
    worker: Option<Worker<()>>,
}

impl Running {
    fn start(queue: SpeechQueue) -> Running {
        let (tx, rx) = mpsc::channel();
        let worker = worker::spawn(WorkerKind::Speech, move || run(queue, rx)).ok();
        Running {
            tx: worker.is_some().then_some(tx),
            worker,
        }
    }
}

/// How often the thread looks whether the speaker has finished.
const POLL: Duration = Duration::from_millis(20);

impl SpeechThread {
    /// Moves `queue` onto a new thread.
    pub fn spawn(queue: SpeechQueue) -> SpeechThread {
        let fallback = queue.fallback.clone();
        SpeechThread {
            running: Mutex::new(Running::start(queue)),
            fallback,
        }
    }

    /// Sends `cmd` to the thread; a thread lost (its end of the channel gone) is replaced once by a fresh
    /// queue on the fallback speaker, which takes the command.
    fn send(&self, cmd: Command) {
        let mut running = self.running.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(tx) = &running.tx else { return };
        let Err(SendError(cmd)) = tx.send(cmd) else {
            return;
        };
        if let Some(lost) = running.worker.take() {
            // Reported when it was lost; the fallback takes over here.
            lost.wait();
        }
        running.tx = None;
        if let Some(make) = &self.fallback {
            *running = Running::start(SpeechQueue::new(make()));
            if let Some(tx) = &running.tx {
                let _ = tx.send(cmd);
            }
        }
    }

    /// Queues an utterance.
    pub fn say(&self, utterance: Utterance, priority: Priority) {
        self.send(Command::Say(utterance, priority));
    }

    /// Says the last utterance again; `false` if nothing was said yet (waits at most a second).
    pub fn repeat(&self) -> bool {
        let (tx, rx) = mpsc::channel();
        self.send(Command::Repeat(tx));
        rx.recv_timeout(Duration::from_secs(1)).unwrap_or(false)
    }

    /// Cuts off speech and forgets what waits.
    pub fn silence(&self) {
        self.send(Command::Silence);
    }

    /// Keeps `flag` set while anything is being said (within one poll, 20 ms), e.g. to pause a
    /// microphone that would hear a loudspeaker.
    pub fn mirror_speaking(&self, flag: Arc<AtomicBool>) {
        self.send(Command::Mirror(flag));
    }

    /// Waits until everything queued has been said, at most `timeout`; `true` if it was.
    pub fn drain(&self, timeout: Duration) -> bool {
        let (tx, rx) = mpsc::channel();
        self.send(Command::Drain(tx, Instant::now() + timeout));
        rx.recv_timeout(timeout + Duration::from_millis(500))
            .unwrap_or(false)
    }
}

impl Drop for SpeechThread {
    fn drop(&mut self) {
        let running = self
            .running
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner);
        drop(running.tx.take());
        if let Some(worker) = running.worker.take() {
            // A lost thread was reported when it was lost.
            worker.wait();
        }
    }
}

fn run(mut queue: SpeechQueue, rx: Receiver<Command>) {
    let mut drains: Vec<(Sender<bool>, Instant)> = Vec::new();
    let mut mirrors: Vec<Arc<AtomicBool>> = Vec::new();
    loop {
        // While something is spoken or awaited, the engine is polled; otherwise the thread sleeps until
        // the next command (nothing wakes the program while nothing is pending).
        let busy = !queue.is_idle() || !drains.is_empty();
        let received = if busy {
            rx.recv_timeout(POLL)
        } else {
            rx.recv().map_err(|_| RecvTimeoutError::Disconnected)
        };
        if received.is_ok() {
            worker::fault_point(WorkerKind::Speech);
        }
        match received {
            Ok(Command::Say(u, p)) => queue.push(u, p),
            Ok(Command::Repeat(reply)) => {
                let _ = reply.send(queue.repeat());
            }
            Ok(Command::Silence) => queue.silence(),
            Ok(Command::Drain(reply, deadline)) => drains.push((reply, deadline)),
            Ok(Command::Mirror(flag)) => mirrors.push(flag),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        queue.pump();
        let idle = queue.is_idle();
        for flag in &mirrors {
            flag.store(!idle, Ordering::SeqCst);
        }
        let now = Instant::now();
        drains.retain(|(reply, deadline)| {
            let done = idle || now >= *deadline;
            if done {
                let _ = reply.send(idle);
            }
            !done
        });
    }
}
