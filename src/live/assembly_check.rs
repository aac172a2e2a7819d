//! The peg board's assembly check (`pegchess board-check`): every hole change said, and a hole that chatters
//! flagged; on a simulated board, a short self-test.

use crate::board::peg::link::{self, LinkEvent};
use crate::board::peg::protocol::FaultCode;
use crate::board::peg::simulator::{SimAction, SimBoard};
use crate::config::Settings;
use crate::config::cli::BoardArgs;
use crate::inference::holes::{Change, diff};
use crate::speech::Phrase;
use crate::ui::announcer::Announcer;
use shakmaty::{Bitboard, Square};
use std::collections::HashMap;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Why the assembly check could not run.
#[derive(Debug, thiserror::Error)]
pub enum CheckError {
    /// The simulated board could not start.
    #[error(transparent)]
    Simulator(#[from] std::io::Error),
    /// The board's link could not start.
    #[error(transparent)]
    Link(#[from] crate::board::link_engine::LinkError),
}

/// A hole that changes this often within `CHATTER_WINDOW` is flagged.
const CHATTER_CHANGES: usize = 6;
const CHATTER_WINDOW: Duration = Duration::from_secs(1);

/// Runs `board-check` until interrupted (or, on a simulated board, through a short self-test).
pub fn run(args: &BoardArgs, settings: &Settings) -> Result<(), CheckError> {
    let announcer = Announcer::open(settings);
    let sim = if args.simulate {
        Some(SimBoard::start(Bitboard::EMPTY, Duration::from_secs(1))?)
    } else {
        None
    };
    let choice = crate::live::ports::port_choice(args, settings, sim.as_ref());
    let (tx, rx) = mpsc::channel::<LinkEvent>();
    let _link = link::spawn(choice, tx)?;
    let mut checker = Checker::default();
    let started = Instant::now();
    loop {
        let event = match rx.recv_timeout(Duration::from_millis(500)) {
            Ok(e) => e,
            Err(mpsc::RecvTimeoutError::Timeout)
                if sim.is_some() && started.elapsed() > Duration::from_secs(4) =>
            {
                break;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => continue,
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        };
        let first_reading = matches!(event, LinkEvent::Holes { .. }) && !checker.has_reading();
        for phrase in checker.on_event(event, started.elapsed()) {
            announcer.say(&phrase);
        }
        if let Some(sim) = sim.as_ref().filter(|_| first_reading) {
            self_test(sim);
        }
    }
    announcer.finish(Duration::from_secs(10));
    Ok(())
}

/// On a simulated board: a peg into every hole of the first rank, then a hole that chatters.
fn self_test(sim: &SimBoard) {
    let mut holes = sim.start_holes();
    for sq in Bitboard::from_rank(shakmaty::Rank::First) {
        holes ^= Bitboard::from_square(sq);
        sim.act(SimAction::Holes(holes));
    }
    for _ in 0..8 {
        holes ^= Bitboard::from_square(Square::E4);
        sim.act(SimAction::Holes(holes));
    }
}

/// Turns link events into assembly-check phrases.
#[derive(Debug, Default)]
pub struct Checker {
    holes: Option<Bitboard>,
    recent: HashMap<Square, Vec<Duration>>,
    flagged: Bitboard,
}

impl Checker {
    /// Whether the board's holes have been read yet.
    pub fn has_reading(&self) -> bool {
        self.holes.is_some()
    }

    /// What to say about one link event at time `now`.
    pub fn on_event(&mut self, event: LinkEvent, now: Duration) -> Vec<Phrase> {
        let mut out = Vec::new();
        match event {
            LinkEvent::Connected { name, .. } => out.push(Phrase::BoardConnected { name }),
            LinkEvent::Disconnected { .. } => out.push(Phrase::BoardDisconnected),
            LinkEvent::Missing { looking: true } => out.push(Phrase::BoardLooking),
            LinkEvent::Holes { holes, .. } => {
                if let Some(before) = self.holes.replace(holes) {
                    for e in diff(before, holes, now) {
                        out.push(match e.change {
                            Change::Out => Phrase::PegOut(e.square),
                            Change::In => Phrase::PegIn(e.square),
                        });
                        if self.chatters(e.square, now) {
                            out.push(Phrase::HoleChatter(e.square));
                        }
                    }
                }
            }
            LinkEvent::Fault {
                code: FaultCode::Chatter,
                detail,
            } => {
                if let Ok(sq) = detail.parse() {
                    out.push(Phrase::HoleChatter(sq));
                }
            }
            _ => {}
        }
        out
    }

    fn chatters(&mut self, sq: Square, now: Duration) -> bool {
        let times = self.recent.entry(sq).or_default();
        times.retain(|t| now.saturating_sub(*t) < CHATTER_WINDOW);
        times.push(now);
        if times.len() >= CHATTER_CHANGES && !self.flagged.contains(sq) {
            self.flagged.add(sq);
            return true;
        }
        false
    }
}
