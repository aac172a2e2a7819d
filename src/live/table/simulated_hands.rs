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
        cue: Arc<HandsCue>,
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
pub(super) struct HandsCue {
    under_way: AtomicBool,
    /// Whether the table has an e-board to wait for.
    eboard: bool,
}

impl HandsCue {
    /// The cue of a table with an e-board, or without one.
    pub(super) fn new(eboard: bool) -> HandsCue {
        HandsCue {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::dgt::link::DgtEvent;
    use crate::board::peg::link::LinkEvent;
    use crate::session::SessionConfig;

    fn began(cue: &HandsCue) -> bool {
        cue.under_way.load(Ordering::SeqCst)
    }

    #[test]
    fn the_hands_begin_once_the_game_is_under_way_and_the_tables_eboard_is_connected() {
        let mut session = Session::new(SessionConfig::new(shakmaty::Chess::default()));
        let (without, with) = (HandsCue::new(false), HandsCue::new(true));
        without.notice(&session);
        assert!(!began(&without), "not before the game is under way");
        // Table 3: no peg board, no e-board; the game is under way once the links have said so.
        let missing = [
            Event::Board(LinkEvent::Missing { looking: false }),
            Event::Sighted(DgtEvent::Missing { looking: false }),
        ];
        for event in missing {
            session.handle(event, Duration::ZERO);
        }
        assert!(session.pending().is_some());
        without.notice(&session);
        with.notice(&session);
        assert!(began(&without));
        assert!(!began(&with), "the e-board the table has is not connected");
    }

    #[test]
    fn at_a_table_with_an_eboard_the_hands_begin_once_it_shows_the_start() {
        let mut session = Session::new(SessionConfig::new(shakmaty::Chess::default()));
        let cue = HandsCue::new(true);
        let connected = DgtEvent::Connected {
            port: "/dev/pts/9".into(),
            serial: "24601".into(),
            version: "1.7".into(),
        };
        let start = DgtEvent::Position {
            board: shakmaty::Board::default(),
            dump: true,
        };
        for event in [
            Event::Board(LinkEvent::Missing { looking: false }),
            Event::Sighted(connected),
            Event::Sighted(start),
        ] {
            session.handle(event, Duration::ZERO);
        }
        cue.notice(&session);
        assert!(began(&cue));
    }
}
