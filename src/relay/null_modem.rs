//! A null-modem cable made of two pseudo-terminals, for tests and the demo: each end is a serial port behind a
//! stable path (the relay opens one, the player's pegchess the other), a thread carries the bytes across, and
//! either end can be pulled out and plugged in again as a USB-serial adapter can, or the cable cut between the
//! adapters (both ports stay, nothing passes) and joined again.

use crate::board::pty::{Pty, unique_link_path};
use crate::worker::{self, Worker, WorkerKind};
use serialport::SerialPort;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

/// One end of the cable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The relay's end.
    Relay,
    /// The player's end.
    Player,
}

/// What is done to the cable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cable {
    /// The end is pulled out: its port disappears.
    Pull(End),
    /// The end is plugged in again: a new port behind the same path.
    Plug(End),
    /// The cable is cut between the adapters: both ports stay, nothing is carried across.
    Cut,
    /// The cut cable is joined again.
    Join,
}

/// A running cable; dropping it removes both ports.
pub struct NullModem {
    relay: PathBuf,
    player: PathBuf,
    tx: Sender<Cable>,
    thread: Option<Worker<()>>,
}

impl NullModem {
    /// Lays a cable: two ports behind fresh paths, joined.
    pub fn start() -> std::io::Result<NullModem> {
        let relay = unique_link_path("relay-end");
        let player = unique_link_path("player-end");
        let ends = [Some(open(&relay)?), Some(open(&player)?)];
        let (tx, rx) = mpsc::channel();
        let paths = [relay.clone(), player.clone()];
        let thread = worker::spawn(WorkerKind::Cable, move || carry(ends, &paths, &rx))?;
        Ok(NullModem {
            relay,
            player,
            tx,
            thread: Some(thread),
        })
    }

    /// The path of the relay's end.
    pub fn relay_end(&self) -> &Path {
        &self.relay
    }

    /// The path of the player's end.
    pub fn player_end(&self) -> &Path {
        &self.player
    }

    /// Pulls or plugs an end.
    pub fn act(&self, action: Cable) {
        let _ = self.tx.send(action);
    }
}

impl Drop for NullModem {
    fn drop(&mut self) {
        let (tx, _) = mpsc::channel();
        drop(std::mem::replace(&mut self.tx, tx));
        if let Some(t) = self.thread.take() {
            t.wait();
        }
        let _ = std::fs::remove_file(&self.relay);
        let _ = std::fs::remove_file(&self.player);
    }
}

/// An end's port, read with a short wait so that the cable carries bytes across at once.
fn open(path: &Path) -> std::io::Result<Pty> {
    let mut pty = Pty::open(path)?;
    pty.master
        .set_timeout(Duration::from_millis(1))
        .map_err(std::io::Error::other)?;
    Ok(pty)
}

fn index(end: End) -> usize {
    match end {
        End::Relay => 0,
        End::Player => 1,
    }
}

/// The cable's thread: bytes from each end to the other while both are in.
fn carry(mut ends: [Option<Pty>; 2], paths: &[PathBuf; 2], rx: &Receiver<Cable>) {
    let mut buf = [0u8; 512];
    let mut cut = false;
    loop {
        match rx.recv_timeout(Duration::from_micros(200)) {
            Ok(Cable::Cut) => cut = true,
            Ok(Cable::Join) => cut = false,
            Ok(Cable::Pull(end)) => {
                ends[index(end)] = None;
                let _ = std::fs::remove_file(&paths[index(end)]);
            }
            Ok(Cable::Plug(end)) => {
                let i = index(end);
                if ends[i].is_none() {
                    ends[i] = open(&paths[i]).ok();
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        for from in 0..2 {
            let Some(pty) = ends[from].as_mut() else {
                continue;
            };
            let n = match pty.master.read(&mut buf) {
                Ok(n) => n,
                Err(_) => continue,
            };
            if let Some(to) = ends[1 - from].as_mut().filter(|_| !cut) {
                let _ = to.master.write_all(&buf[..n]);
            }
        }
    }
}
