//! The model's table: a session in simulated time at one of the three tables, its journal as the live loop
//! writes it, the boards' state as the hands leave it, and the game rebuilt from the journal after a crash.

use crate::support::SimulatedTime;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::hands::{self, HandAction, Noise};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::OccupancyKind;
use pegchess::clock::{ClockSetup, Edition, Schedule};
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::{Command, Effect, Event, Session, SessionConfig};
use pegchess::speech::{Phrase, Renderer};
use shakmaty::{Bitboard, Board, Chess, Position};
use std::time::Duration;

/// Which boards are at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Table {
    /// The peg board makes the record.
    Pegs,
    /// The sighted player's e-board makes the record.
    Eboard,
    /// No board: the announcement and the press.
    Nothing,
}

/// A game at one table in one language: the session, its time, its journal as the live loop writes it.
pub struct Game {
    pub session: Session,
    pub config: SessionConfig,
    pub table: Table,
    pub now: Duration,
    pub journal: Vec<(Duration, String)>,
    pub holes: Bitboard,
    pub eboard: Board,
    pub renderer: Renderer,
    pub said: Vec<Phrase>,
    /// At table 2, the mover pressed before the e-board showed the move: the clock is ahead of the record
    /// until the e-board shows it (the record's length then changes).
    pub pressed_ahead: Option<usize>,
    /// The record's length before the step.
    pub plies_before: usize,
    /// At table 2, the e-board's cable is in.
    pub plugged: bool,
}

impl SimulatedTime for Game {
    fn session(&self) -> &Session {
        &self.session
    }

    fn now(&mut self) -> &mut Duration {
        &mut self.now
    }

    fn hand(&mut self, e: Event) {
        self.event(e);
    }
}

impl Game {
    /// A game under the time control `control` (PGN's form).
    pub fn with_control(language: Language, table: Table, control: &str) -> Game {
        Game::from(language, table, control, Chess::default())
    }

    /// A game from the position `start` under the time control `control`.
    pub fn from(language: Language, table: Table, control: &str, start: Chess) -> Game {
        let clock = ClockSetup {
            control: control.parse().expect("a time control"),
            edition: Edition::default(),
            schedule: Schedule::default(),
        };
        let config = SessionConfig {
            notation: language,
            locale: language,
            clock: Some(clock),
            ..SessionConfig::new(start.clone())
        };
        let mut g = Game {
            session: Session::new(config.clone()),
            config,
            table,
            now: Duration::ZERO,
            journal: Vec::new(),
            holes: start.board().occupied(),
            eboard: start.board().clone(),
            renderer: Renderer::new(language, Scheme::Fide, Form::Short),
            said: Vec::new(),
            pressed_ahead: None,
            plies_before: 0,
            plugged: true,
        };
        g.boards_come();
        g
    }

    /// The table's boards as the game starts or resumes.
    pub fn boards_come(&mut self) {
        let pegs = match self.table {
            Table::Pegs => LinkEvent::Holes {
                holes: self.holes,
                kind: OccupancyKind::Snapshot,
            },
            _ => LinkEvent::Missing { looking: false },
        };
        self.event(Event::Board(pegs));
        match self.table {
            Table::Eboard if self.plugged => self.eboard_found(),
            // Unplugged while the program was down: looked for, not found.
            Table::Eboard => self.event(Event::Sighted(DgtEvent::Missing { looking: true })),
            _ => self.event(Event::Sighted(DgtEvent::Missing { looking: false })),
        }
    }

    /// The e-board answers (at the start, or its cable put back) and shows its pieces. The sighted player kept
    /// it with the game: the record's position, or that and one move made while it was unplugged.
    pub fn eboard_found(&mut self) {
        let record = self.session.position().clone();
        let one_on = record.legal_moves().iter().any(|&m| {
            let mut after = record.clone();
            after.play_unchecked(m);
            *after.board() == self.eboard
        });
        if !one_on {
            self.eboard = record.board().clone();
        }
        self.event(Event::Sighted(DgtEvent::Connected {
            port: "/dev/pty-laws".into(),
            serial: "1".into(),
            version: "1.0".into(),
        }));
        let board = self.eboard.clone();
        self.event(Event::Sighted(DgtEvent::Position { board, dump: true }));
    }

    /// One event now, journaled as the live loop journals it (through its serde form).
    pub fn event(&mut self, e: Event) {
        if self.session.ignores(&e, self.now) {
            return;
        }
        self.journal.push((
            self.now,
            serde_json::to_string(&e).expect("an event serializes"),
        ));
        for effect in self.session.handle(e, self.now) {
            if let Effect::Say(p) = effect {
                self.said.push(p);
            }
        }
    }

    pub fn wait(&mut self, ms: u64) {
        self.pass(ms);
    }

    pub fn command(&mut self, c: Command) {
        self.event(Event::Command(c));
    }

    pub fn heard(&mut self, words: String) {
        self.event(Event::Heard(words));
    }

    /// The side to move's `n`th legal move (modulo), if it has any.
    pub fn legal(&self, n: usize) -> Option<(Chess, shakmaty::Move)> {
        let pos = self.session.position().clone();
        let legal = pos.legal_moves();
        (!legal.is_empty()).then(|| (pos.clone(), legal[n % legal.len()]))
    }

    /// The move made on the table's board by hands at an ordinary pace.
    pub fn board_move(&mut self, n: usize) {
        let Some((pos, m)) = self.legal(n) else {
            return;
        };
        match self.table {
            Table::Pegs => {
                for s in hands::steps(&pos, &m, &mut Noise::clean()) {
                    self.wait(s.pause.as_millis() as u64 / 4);
                    match s.action {
                        HandAction::Lift(_) | HandAction::Place(_) => {
                            self.holes = hands::apply(self.holes, &s.action);
                            let holes = self.holes;
                            self.event(Event::Board(LinkEvent::Holes {
                                holes,
                                kind: OccupancyKind::Change,
                            }));
                        }
                        HandAction::Announce(role) => self.command(Command::Promote(role)),
                        _ => {}
                    }
                }
            }
            // Unplugged, the hands still move on the board (one move on from the record at most).
            Table::Eboard if !self.plugged && self.eboard != *pos.board() => {}
            Table::Eboard => {
                let mut after = pos.clone();
                after.play_unchecked(m);
                self.eboard = after.board().clone();
                if self.plugged {
                    let board = self.eboard.clone();
                    self.event(Event::Sighted(DgtEvent::Position { board, dump: false }));
                }
            }
            Table::Nothing => {}
        }
    }

    /// Killed now, and resumed: a fresh session rebuilt from the journal's lines, then what a resumed game
    /// says first, and the same boards coming back. The rebuilt game must be the live one.
    pub fn crash(&mut self) {
        let mut rebuilt = Session::new(self.config.clone());
        for (at, line) in &self.journal {
            let e: Event = serde_json::from_str(line).expect("a journal line reads back");
            rebuilt.handle(e, *at);
        }
        same_game(&self.session, &rebuilt, self.now);
        self.session = rebuilt;
        let said = self.session.resumed();
        if let Some(q) = self.session.question() {
            let asked = q.phrase(self.session.position());
            assert!(
                said.contains(&asked),
                "a question open is asked again on resume: {said:?}"
            );
        }
        self.said.extend(said);
        self.boards_come();
    }
}

/// Two sessions hold the same game: record, notes, ending, question, clocks.
pub fn same_game(live: &Session, rebuilt: &Session, now: Duration) {
    let moves =
        |s: &Session| -> Vec<shakmaty::Move> { s.record().moves().iter().map(|m| m.mv).collect() };
    assert_eq!(moves(rebuilt), moves(live), "the record rebuilt");
    assert_eq!(
        rebuilt.record().notes(),
        live.record().notes(),
        "the notes rebuilt"
    );
    assert_eq!(rebuilt.ending(), live.ending(), "the ending rebuilt");
    assert_eq!(
        rebuilt.question(),
        live.question(),
        "the open question rebuilt"
    );
    assert_eq!(rebuilt.phase(), live.phase(), "the move in hand rebuilt");
    let clock = |s: &Session| {
        s.timekeeper()
            .map(|t| (t.clock().reading(now), t.clock().running()))
    };
    assert_eq!(clock(rebuilt), clock(live), "the clocks rebuilt");
}
