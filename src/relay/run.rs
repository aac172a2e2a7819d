//! The relay at work: the broadcast link's thread ([`super::websocket`]), a thread that holds the serial line open
//! (opened again after the cable is pulled at this end) and reads what the player's pegchess asks, and the one
//! loop between them that drives the [`Bridge`] and writes its bytes on the line. Each thread wakes the loop
//! through one channel, so a LiveChess event is on the line as soon as it is read.

use super::bridge::Bridge;
use super::websocket::{LinkThread, LiveNews, Wanted};
use super::{RelayError, Report};
use crate::board::dgt::dgt3000::ClockSide;
use crate::board::dgt::protocol::BAUD;
use crate::board::link_engine::{LinkError, lock_device, lock_port, open_port};
use crate::board::lock::Lock;
use crate::worker::{self, Worker, WorkerKind};
use serialport::SerialPort;
use std::io::ErrorKind;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

/// How often the clock's times are looked at when nothing else happens.
const TICK: Duration = Duration::from_millis(20);
/// How long a read of the serial line waits before the thread looks at its stop flag.
const SERIAL_WAIT: Duration = Duration::from_millis(50);
/// How long after the serial line is gone it is opened again.
const REOPEN_AFTER: Duration = Duration::from_millis(200);

/// What the relay is to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RelayOptions {
    /// LiveChess's websocket address.
    pub url: String,
    /// The serial number of the one board to forward.
    pub serialnr: String,
    /// The serial line to the player's computer.
    pub port: PathBuf,
    /// The side of the DGT 3000 that shows White's time.
    pub white: ClockSide,
    /// How often LiveChess's board list is asked for, to hear the board's state ([`super::websocket::POLL_EVERY`]).
    pub poll: Duration,
}

/// What wakes the relay's loop.
enum Input {
    Live(LiveNews),
    SerialOpen(Box<dyn SerialPort>),
    Serial(Vec<u8>),
    SerialLost,
    SerialUnopened(String),
}

impl From<LiveNews> for Input {
    fn from(news: LiveNews) -> Self {
        Input::Live(news)
    }
}

/// A running relay; dropping it stops it.
pub struct Relay {
    stop: Arc<AtomicBool>,
    threads: Vec<Worker<()>>,
    link: Option<LinkThread>,
    /// The serial line's lock, held while the relay runs: a second relay or a pegchess at a table naming the
    /// same line is refused.
    _line: Lock,
}

impl Relay {
    /// Starts relaying as `options` say; every report goes to `report` (from the relay's loop).
    pub fn start(
        options: RelayOptions,
        mut report: impl FnMut(Report) + Send + 'static,
    ) -> Result<Relay, RelayError> {
        let start_error = |e: std::io::Error| RelayError::Start(e.to_string());
        let line = lock_port(&options.port).map_err(|e| match e {
            LinkError::PortInUse { port, pid } => RelayError::LineInUse {
                port: port.display().to_string(),
                pid,
            },
            other => RelayError::Start(other.to_string()),
        })?;
        // The device itself, whatever path names it: a second relay naming it by another path is refused.
        let device = lock_device(&options.port).ok_or_else(|| RelayError::LineInUse {
            port: options.port.display().to_string(),
            pid: None,
        })?;
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel();
        report(Report::Started {
            serialnr: options.serialnr.clone(),
            url: options.url.clone(),
            port: options.port.display().to_string(),
        });
        let serial = {
            let (port, tx, stop) = (options.port.clone(), tx.clone(), stop.clone());
            // The serial line's worker is under way before the loop starts (a worker lost is said by its
            // kind and its order: the loop is the relay's second).
            let (started, under_way) = mpsc::channel();
            let serial = worker::spawn(WorkerKind::Relay, move || {
                let _ = started.send(());
                serial_line(&port, device, &tx, &stop);
            })
            .map_err(start_error)?;
            let _ = under_way.recv_timeout(Duration::from_secs(5));
            serial
        };
        let wanted = Wanted {
            url: options.url.clone(),
            serialnr: options.serialnr.clone(),
            poll: options.poll,
        };
        let link = LinkThread::start(wanted, tx).map_err(start_error)?;
        let bridge = Bridge::new(options.white);
        let flag = stop.clone();
        let named = options.port.display().to_string();
        let relay = worker::spawn(WorkerKind::Relay, move || {
            relay_loop(&rx, bridge, &named, &mut report, &flag);
        })
        .map_err(start_error)?;
        Ok(Relay {
            stop,
            threads: vec![relay, serial],
            link: Some(link),
            _line: line,
        })
    }

    /// Waits until the relay ends (it runs until the process is stopped); a relay whose loop was lost
    /// ends with [`RelayError::Stopped`].
    pub fn wait(mut self) -> Result<(), RelayError> {
        // The relay's loop is the first thread.
        if self.threads.is_empty() {
            return Ok(());
        }
        self.threads.remove(0).join().map_err(RelayError::Stopped)
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        drop(self.link.take());
        for t in self.threads.drain(..) {
            // A thread lost was printed when it was lost.
            t.wait();
        }
    }
}

/// The serial line's thread: opens `port` (again after it is gone) and passes on what it reads; a line that
/// cannot be opened is said once until it opens. The device's lock (`device`, taken at the start) is held while
/// the line is open and taken again at each opening, so that no other program opens the same device by
/// another name meanwhile.
fn serial_line(port: &std::path::Path, device: Vec<Lock>, tx: &Sender<Input>, stop: &AtomicBool) {
    let path = port.to_string_lossy();
    let mut device = Some(device);
    let mut said_unopened = false;
    while !stop.load(Ordering::SeqCst) {
        let Some(locks) = device.take().or_else(|| lock_device(port)) else {
            std::thread::sleep(REOPEN_AFTER);
            continue;
        };
        let opened = open_port(&path, BAUD, SERIAL_WAIT)
            .and_then(|line| line.try_clone().map(|writer| (line, writer)));
        let (mut line, writer) = match opened {
            Ok(both) => both,
            Err(e) => {
                drop(locks);
                if !said_unopened && tx.send(Input::SerialUnopened(e.to_string())).is_err() {
                    return;
                }
                said_unopened = true;
                std::thread::sleep(REOPEN_AFTER);
                continue;
            }
        };
        said_unopened = false;
        if tx.send(Input::SerialOpen(writer)).is_err() {
            return;
        }
        let mut buf = [0u8; 256];
        while !stop.load(Ordering::SeqCst) {
            match line.read(&mut buf) {
                Ok(n) if n > 0 => {
                    if tx.send(Input::Serial(buf[..n].to_vec())).is_err() {
                        return;
                    }
                }
                Err(e) if matches!(e.kind(), ErrorKind::TimedOut | ErrorKind::Interrupted) => {}
                _ => break,
            }
        }
        drop(locks);
        if stop.load(Ordering::SeqCst) || tx.send(Input::SerialLost).is_err() {
            return;
        }
        std::thread::sleep(REOPEN_AFTER);
    }
}

/// The relay's loop: each input through the bridge, its bytes on the line.
fn relay_loop(
    rx: &Receiver<Input>,
    mut bridge: Bridge,
    port: &str,
    report: &mut impl FnMut(Report),
    stop: &AtomicBool,
) {
    let mut writer: Option<Box<dyn SerialPort>> = None;
    while !stop.load(Ordering::SeqCst) {
        let input = match rx.recv_timeout(TICK) {
            Ok(input) => Some(input),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => return,
        };
        let now = Instant::now();
        let mut out = match input {
            Some(Input::Live(news)) => on_news(&mut bridge, news, report, now),
            Some(Input::SerialOpen(w)) => {
                writer = Some(w);
                bridge.line_opened();
                report(Report::SerialOpen);
                Vec::new()
            }
            Some(Input::Serial(bytes)) => bridge.on_serial(&bytes, now),
            Some(Input::SerialLost) => {
                writer = None;
                report(Report::SerialLost);
                Vec::new()
            }
            Some(Input::SerialUnopened(why)) => {
                report(Report::SerialUnopened {
                    port: port.to_string(),
                    why,
                });
                Vec::new()
            }
            None => Vec::new(),
        };
        out.extend(bridge.tick(now));
        if let Some(w) = writer.as_mut().filter(|_| !out.is_empty()) {
            // A write that fails is the line gone: its thread finds out and opens it again.
            let _ = w.write_all(&out).and_then(|()| w.flush());
        }
    }
}

fn on_news(
    bridge: &mut Bridge,
    news: LiveNews,
    report: &mut impl FnMut(Report),
    now: Instant,
) -> Vec<u8> {
    match news {
        LiveNews::Up { board, clock } => {
            report(Report::Up);
            bridge.link_up(board.as_ref(), clock, now)
        }
        LiveNews::Feed(feed) => bridge.on_feed(&feed, now),
        LiveNews::Down(fault) => {
            report(Report::Down(fault));
            // The table hears at once that its board is gone (a relay down from the start tells it too).
            bridge.link_down(now)
        }
    }
}
