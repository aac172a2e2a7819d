//! The Chess960 start read from the sighted player's DGT e-board before a game (Guideline II; `play --chess960
//! board`), pure like the session: the e-board's news in, with the time, and what to say or the start out.
//! Each reading is checked ([`start_of_board`]); what is wrong is said once the board has stood still for
//! [`PROBLEM_HOLD`] (and not again while it stays the same), and the start is taken once the board has shown
//! one, untouched, for [`START_HOLD`]. The e-board's other news (connected, its clock's lever) is kept, in order,
//! for the game's session, which gets it with the start's position before anything newer.

use crate::board::dgt::link_event::DgtEvent;
use crate::game::chess960::{NotAStart, StartNumber, start_of_board};
use crate::speech::Phrase;
use shakmaty::Board;
use std::time::Duration;

/// How long the board must show a start, untouched, before the game starts from it (a hand setting up may
/// pass through a start on its way to another).
pub const START_HOLD: Duration = Duration::from_millis(1000);
/// How long the board must stand still before what is wrong with it is said (a hand still setting up is not
/// talked over at every piece).
pub const PROBLEM_HOLD: Duration = Duration::from_millis(2000);

/// Waits for a Chess960 start on the sighted player's e-board.
#[derive(Debug, Clone, Default)]
pub struct StartWatch {
    /// The board as last read, its verdict, and when it changed.
    board: Option<(Board, Result<StartNumber, NotAStart>, Duration)>,
    /// Whether the board as it stands has been judged (said or taken).
    judged: bool,
    /// The problem said last (not said again while the board shows it).
    said: Option<NotAStart>,
    /// The e-board's other news, for the session.
    kept: Vec<DgtEvent>,
}

/// What the watch makes of the e-board at a moment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Watched {
    /// Nothing to do yet.
    Wait,
    /// Say this (what is wrong with the board, or that it stopped answering).
    Say(Phrase),
    /// The board shows this start: the game starts from it.
    Start(Found),
}

/// A start found on the e-board, with the e-board's news for the game's session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The start's number.
    pub number: StartNumber,
    /// The pieces the e-board shows.
    pub board: Board,
    /// The e-board's news for the session, in order, ending with its position (as a whole-board reading).
    pub events: Vec<DgtEvent>,
}

impl Found {
    /// What is said when the game starts: the start's number, then White's back rank square by square.
    pub fn phrases(&self) -> [Phrase; 2] {
        [
            Phrase::Chess960Start(self.number),
            Phrase::back_rank(&self.board),
        ]
    }
}

impl StartWatch {
    /// A watch with nothing read yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// What is said as the wait begins.
    pub fn opening() -> Phrase {
        Phrase::Chess960Waiting
    }

    /// Takes one piece of the e-board's news at `now`; returns what to say at once (its loss).
    pub fn event(&mut self, event: DgtEvent, now: Duration) -> Option<Phrase> {
        match event {
            DgtEvent::Position { board, .. } => {
                if self.board.as_ref().map(|(b, _, _)| b) != Some(&board) {
                    let verdict = start_of_board(&board);
                    self.board = Some((board, verdict, now));
                    self.judged = false;
                }
                None
            }
            DgtEvent::Disconnected { .. } => {
                // Its pieces are read afresh when it is back.
                self.kept
                    .retain(|e| !matches!(e, DgtEvent::Connected { .. }));
                let was = self.board.take().is_some();
                was.then_some(Phrase::SightedBoardDisconnected)
            }
            DgtEvent::Connected { .. } => {
                self.kept
                    .retain(|e| !matches!(e, DgtEvent::Connected { .. }));
                self.kept.push(event);
                None
            }
            // Before the game the start is waited for on this board; the game hears of it from its link.
            DgtEvent::Missing { .. } | DgtEvent::RelayWithoutBoard => None,
            DgtEvent::Lever { .. } | DgtEvent::Clock => {
                self.kept.push(event);
                None
            }
        }
    }

    /// The next moment [`StartWatch::tick`] has something to do, if any.
    pub fn next_due(&self) -> Option<Duration> {
        match &self.board {
            Some((_, verdict, since)) if !self.judged => Some(
                *since
                    + match verdict {
                        Ok(_) => START_HOLD,
                        Err(_) => PROBLEM_HOLD,
                    },
            ),
            _ => None,
        }
    }

    /// At `now`: the start, once the board has shown it for long enough; what is wrong, once it has stood
    /// still long enough (said once while it stays wrong the same way).
    pub fn tick(&mut self, now: Duration) -> Watched {
        if self.next_due().is_none_or(|due| now < due) {
            return Watched::Wait;
        }
        self.judged = true;
        let Some((board, verdict, _)) = &self.board else {
            return Watched::Wait;
        };
        match *verdict {
            Ok(number) => {
                let mut events = std::mem::take(&mut self.kept);
                events.push(DgtEvent::Position {
                    board: board.clone(),
                    dump: true,
                });
                Watched::Start(Found {
                    number,
                    board: board.clone(),
                    events,
                })
            }
            Err(problem) if self.said != Some(problem) => {
                self.said = Some(problem);
                Watched::Say(Phrase::NotAStart(problem))
            }
            Err(_) => Watched::Wait,
        }
    }
}
