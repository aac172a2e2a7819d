//! Simulated hands at the table (the demos' players): they begin once the game is under way, play on the
//! table's simulated boards and into its events, and end the game when they are done or lost.

use crate::board::dgt::simulator::SimDgt;
use crate::board::peg::simulator::SimBoard;
use crate::session::{Event, Session};
use crate::speech::phrases::phrase::Presence;
use crate::worker::{Worker, WorkerKind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::time::Duration;

/// How long the hands wait for the game to be under way before they play anyway (the demo then says how
/// many moves the program recorded).
const START_WAIT: Duration = Duration::from_secs(20);

/// What simulated hands reach at the table: its simulated boards, and the game's events (the blind player's
/// announcements typed, a promotion's piece named).
pub struct AtTable {
    /// The simulated peg board, when the table has one.
    pub pegs: Option<Arc<SimBoard>>,
    /// The simulated e-board, when the table has one.
    pub eboard: Option<Arc<SimDgt>>,
    /// Where the game's events go.
    pub events: Sender<Event>,
}

/// Simulated hands: what they play once the game is under way, on their own thread.
pub struct Hands {
    play: Box<dyn FnOnce(&AtTable) + Send>,
}

impl Hands {
    /// Hands that `play` at the table.
    pub fn new(play: impl FnOnce(&AtTable) + Send + 'static) -> Hands {
        Hands {
            play: Box::new(play),
        }
    }

    /// Plays on their own thread once `cue` says the game is under way (at most [`START_WAIT`] later); the
    /// game ends (`quit`, and the loop woken) when they are done, or lost.
    pub(super) fn spawn(
        self,
        at: AtTable,
        cue: Arc<Cue>,
        quit: Arc<AtomicBool>,
    ) -> std::io::Result<Worker<()>> {
        let events = at.events.clone();
        let end = move || {
            quit.store(true, Ordering::SeqCst);
            // Wake the game loop, which sleeps while nothing is pending.
            let _ = events.send(Event::Tick);
        };
        let lost = end.clone();
        crate::worker::spawn_with_fallback(
            WorkerKind::Hands,
            move |_| lost(),
            move || {
                wait_until(START_WAIT, || cue.under_way.load(Ordering::SeqCst));
                (self.play)(&at);
                end();
            },
        )
    }
}

/// When the hands begin: the game is under way (the board that makes the record has shown the start) and
/// the table's e-board, if it has one, is connected; as a player waits for "the start position is set up"
/// (under load a link can take longer than the hands' first pause).
pub(super) struct Cue {
    under_way: AtomicBool,
    /// Whether the table has an e-board to wait for.
    eboard: bool,
}

impl Cue {
    /// The cue of a table with an e-board, or without one.
    pub(super) fn new(eboard: bool) -> Cue {
        Cue {
            under_way: AtomicBool::new(false),
            eboard,
        }
    }

    /// Looks at the game after an event: under way once it has started and its e-board is seated.
    pub(super) fn notice(&self, session: &Session) {
        let seated = !self.eboard || session.boards_present().eboard() == Some(Presence::Connected);
        if seated && session.pending().is_some() {
            self.under_way.store(true, Ordering::SeqCst);
        }
    }
}

/// Waits until `ready` says so, at most `limit`, looking every 20 ms (hands wait for their table).
pub fn wait_until(limit: Duration, ready: impl Fn() -> bool) {
    let deadline = std::time::Instant::now() + limit;
    while !ready() && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
}
