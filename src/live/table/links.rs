//! The boards at the table opened: the simulated boards asked for, the peg board's link and the sighted
//! player's e-board's (a DGT 3000 behind it driven when the game has a clock), all reporting into the game's
//! channel, with every worker of the table lost.

use super::{EBoardAt, PegsAt, TableError};
use crate::board::dgt::dgt3000::{ClockFace, ClockSide};
use crate::board::dgt::link::{self as dgt_link, DgtHandle, DgtPort};
use crate::board::dgt::simulator::SimDgt;
use crate::board::peg::link::{self, PortChoice};
use crate::board::peg::simulator::SimBoard;
use crate::live;
use crate::session::{Event, Session};
use crate::ui::console::{Console, path_arg};
use shakmaty::Position;
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

/// The boards' links of a game and what goes with them, kept open while it is played.
pub(super) struct Links {
    _pegs: link::LinkHandle,
    sighted: Option<DgtHandle>,
    /// The simulated peg board.
    pub(super) sim: Option<Arc<SimBoard>>,
    /// The simulated e-board.
    pub(super) sighted_sim: Option<Arc<SimDgt>>,
    /// Where the talking clock's faces go.
    pub(super) clock_tx: mpsc::Sender<ClockFace>,
}

impl Links {
    /// Whether the table has an e-board.
    pub(super) fn eboard(&self) -> bool {
        self.sighted.is_some()
    }

    /// What simulated hands reach at this table, sending into `events`.
    pub(super) fn at_table(&self, events: &mpsc::Sender<Event>) -> super::AtTable {
        super::AtTable {
            pegs: self.sim.clone(),
            eboard: self.sighted_sim.clone(),
            events: events.clone(),
        }
    }
}

/// Opens the boards at the table for `session`: the peg board (a simulated one with the pegs as the game's
/// sensors last read them: the hands' last move stays on it), the sighted player's e-board; every worker
/// of the table lost (speech, links, voice, keys, window, hands) comes to the game through `tx`.
pub(super) fn open(
    session: &Session,
    pegs: PegsAt,
    eboard: EBoardAt,
    console: Console,
    tx: &mpsc::Sender<Event>,
) -> Result<Links, TableError> {
    live::report_lost_workers(tx);
    let (choice, sim) = match pegs {
        PegsAt::Port(choice) => (choice, None),
        PegsAt::Simulated => {
            let holes = session
                .holes()
                .unwrap_or_else(|| session.position().board().occupied());
            let sim = SimBoard::start(holes, Duration::from_secs(1))?;
            (
                PortChoice::Path(sim.path().to_path_buf()),
                Some(Arc::new(sim)),
            )
        }
    };
    let pegs = link::spawn(choice, tx.clone())?;
    let clocked = session.timekeeper().is_some();
    let (sighted, sighted_sim, clock_tx) = sighted_link(session, eboard, clocked, console, tx)?;
    Ok(Links {
        _pegs: pegs,
        sighted,
        sim,
        sighted_sim,
        clock_tx,
    })
}

/// The sighted e-board's link (none at a table without one), the simulated e-board, where the clock's faces go.
type SightedLink = (
    Option<DgtHandle>,
    Option<Arc<SimDgt>>,
    mpsc::Sender<ClockFace>,
);

/// The sighted player's e-board: the link already open when the start was read from it, or one opened now
/// (driving a DGT 3000 behind it when a talking clock runs), or none, which the game hears at once.
fn sighted_link(
    session: &Session,
    eboard: EBoardAt,
    clocked: bool,
    console: Console,
    tx: &mpsc::Sender<Event>,
) -> Result<SightedLink, TableError> {
    let (clock_tx, clock_rx) = mpsc::channel();
    let (choice, sim) = match eboard {
        EBoardAt::StartRead(read) => {
            let (handle, sim, faces) = read.attach(tx);
            return Ok((Some(handle), sim, faces));
        }
        EBoardAt::None => {
            // No e-board at this table: the game knows the whole table once the peg board's link reports.
            let _ = tx.send(Event::Sighted(dgt_link::DgtEvent::Missing {
                looking: false,
            }));
            return Ok((None, None, clock_tx));
        }
        EBoardAt::Port(port) => (port, None),
        EBoardAt::Simulated { clock } => {
            let sim = simulated_eboard(session, clock && clocked)?;
            console.line(
                "console-simulated-eboard-at",
                &[("path", path_arg(sim.path()))],
            );
            (DgtPort::Path(sim.path().to_path_buf()), Some(Arc::new(sim)))
        }
    };
    let handle = if clocked {
        dgt_link::spawn_with_clock(choice, tx.clone(), clock_rx)?
    } else {
        dgt_link::spawn(choice, tx.clone())?
    };
    Ok((Some(handle), sim, clock_tx))
}

/// The simulated e-board, showing what the game's e-board showed last (a resumed game's comes back with its
/// pieces; a new game's shows the start); with `clock`, a simulated DGT 3000 behind it, White's side up as a
/// game starts (Black has started White's clock).
fn simulated_eboard(session: &Session, clock: bool) -> Result<SimDgt, TableError> {
    let pieces = session
        .sighted()
        .board()
        .unwrap_or_else(|| session.position().board());
    if clock {
        SimDgt::start_with_clock(pieces, false, ClockSide::Right)
    } else {
        SimDgt::start(pieces, false)
    }
    .map_err(TableError::SimulatedEBoard)
}
