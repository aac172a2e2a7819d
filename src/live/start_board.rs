//! `play --chess960 board`: the Chess960 start read from the sighted player's DGT e-board before the game. The
//! e-board's link opens first, on a channel of its own; the session's [`StartWatch`] judges what the board
//! shows, and what is wrong is said until it shows a Chess960 start. The game then starts from that start on
//! the same link: the e-board's news goes into the game's channel first, and everything the link reports after
//! it is passed on in order.

use super::ports::sighted_choice;
use crate::board::dgt::dgt3000::ClockFace;
use crate::board::dgt::link::{self as dgt_link, DgtEvent, DgtHandle};
use crate::board::dgt::simulator::SimDgt;
use crate::board::link_engine::LinkError;
use crate::config::Settings;
use crate::config::cli::BoardArgs;
use crate::game::chess960::{COUNT, StartNumber};
use crate::session::Event;
use crate::session::start_board::{Found, StartWatch, Watched};
use crate::ui::announcer::Announcer;
use shakmaty::Position;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

/// Why the start cannot be read from the e-board.
#[derive(Debug, thiserror::Error)]
pub enum StartBoardError {
    /// `--chess960 board` with no sighted e-board to read.
    #[error(
        "--chess960 board reads the start from the sighted player's DGT e-board, and there is none: give --sighted-port PATH or --simulate-sighted (or sighted-board in the settings), or give the start itself (a number from 0 to 959, or the back rank)"
    )]
    NoSightedBoard,
    /// The e-board's link could not start.
    #[error(transparent)]
    Link(#[from] LinkError),
    /// The simulated e-board could not start.
    #[error("the simulated DGT e-board could not start: {0}")]
    Simulator(#[from] std::io::Error),
    /// The e-board's link stopped before a start was read.
    #[error("the link to the sighted player's e-board stopped before it showed a Chess960 start")]
    LinkEnded,
}

/// The start read from the e-board, and the open link to it, for the game.
pub struct EBoardStart {
    /// The start found, with the e-board's news for the session.
    pub found: Found,
    link: DgtHandle,
    events: Receiver<DgtEvent>,
    sim: Option<Arc<SimDgt>>,
    clock: Sender<ClockFace>,
}

/// The e-board as the game takes it over: its link, its simulator (with `--simulate-sighted`) and the channel
/// for the talking clock's faces.
pub type Attached = (DgtHandle, Option<Arc<SimDgt>>, Sender<ClockFace>);

impl EBoardStart {
    /// Hands the e-board to the game's channel `tx`: its news first, then everything the link reports (a
    /// thread passes it on until the link stops or the game's channel is gone).
    pub fn attach(self, tx: &Sender<Event>) -> Attached {
        for e in self.found.events {
            let _ = tx.send(Event::Sighted(e));
        }
        let (events, relay) = (self.events, tx.clone());
        // The e-board's news lost on the way is the e-board lost, for the game.
        let lost_tx = tx.clone();
        let fallback = move |lost: &crate::worker::Lost| {
            let (port, reason) = ("the e-board's link".into(), lost.to_string());
            let _ = lost_tx.send(Event::Sighted(DgtEvent::Disconnected { port, reason }));
        };
        let kind = crate::worker::WorkerKind::StartBoard;
        // It ends with the link or the game's channel: never joined.
        let passing = crate::worker::spawn_with_fallback(kind, fallback, move || {
            for e in events {
                crate::worker::fault_point(kind);
                if relay.send(Event::Sighted(e)).is_err() {
                    break;
                }
            }
        });
        if let Err(e) = passing {
            eprintln!("pegchess: the e-board's news cannot reach the game: {e}");
        }
        (self.link, self.sim, self.clock)
    }
}

/// Opens the sighted player's e-board (`--simulate-sighted`: a simulated one showing a start drawn at random)
/// and waits until it shows a Chess960 start, saying what is wrong meanwhile. With a time control, the link
/// drives a DGT 3000 behind the board too.
pub fn wait(
    board: &BoardArgs,
    settings: &Settings,
    announcer: &Announcer,
) -> Result<EBoardStart, StartBoardError> {
    let sim = if board.simulate_sighted {
        let drawn = drawn_start().position();
        Some(Arc::new(SimDgt::start(drawn.board(), false)?))
    } else {
        None
    };
    let choice =
        sighted_choice(board, settings, sim.as_deref()).ok_or(StartBoardError::NoSightedBoard)?;
    let (tx, events) = mpsc::channel::<DgtEvent>();
    let (clock, faces) = mpsc::channel();
    let link = match settings.clock {
        Some(_) => dgt_link::spawn_with_clock(choice, tx, faces)?,
        None => dgt_link::spawn(choice, tx)?,
    };
    let origin = Instant::now();
    let mut watch = StartWatch::new();
    announcer.say(&StartWatch::opening());
    loop {
        let wait = watch.next_due().map_or(Duration::from_secs(60), |due| {
            due.saturating_sub(origin.elapsed())
        });
        match events.recv_timeout(wait) {
            Ok(e) => {
                if let Some(said) = watch.event(e, origin.elapsed()) {
                    announcer.say(&said);
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return Err(StartBoardError::LinkEnded),
        }
        match watch.tick(origin.elapsed()) {
            Watched::Wait => {}
            Watched::Say(said) => announcer.say(&said),
            Watched::Start(found) => {
                for said in found.phrases() {
                    announcer.say(&said);
                }
                return Ok(EBoardStart {
                    found,
                    link,
                    events,
                    sim,
                    clock,
                });
            }
        }
    }
}

/// A start drawn at random for the simulated e-board (as an arbiter draws one before the round).
fn drawn_start() -> StartNumber {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let n = u16::try_from(nanos % u32::from(COUNT)).unwrap_or(0);
    StartNumber::new(n).unwrap_or_default()
}
