//! The session: one pure state machine that owns the game; events in, effects out, time passed in.

pub mod accounts;
mod commands;
mod config;
pub mod dgt_clock;
pub mod event;
pub mod header;
pub mod mismatch;
mod moves;
mod presses;
pub mod phase;
pub mod queries;
pub mod question;
mod rating;
pub mod rebuild;
pub mod rehearsal;
pub mod sighted;
pub mod start_board;
pub mod table;
pub mod timekeeper;

pub use config::{DEFAULT_SETTLE, SessionConfig};
pub use event::{ClockAction, Command, Effect, Event, GameResult, Query};
pub use header::JournalHeader;
pub use mismatch::Mismatch;
pub use phase::{Pending, Phase};
pub use question::Question;
pub use timekeeper::Timekeeper;

use crate::board::peg::link::LinkEvent;
use crate::board::peg::protocol::{Button, FaultCode, OccupancyKind};
use crate::config::Orientation;
use crate::game::record::{Completion, Ending, Happening, Record};
use crate::inference::orientation::Facing;
use crate::inference::{Reading, Tracker};
use crate::speech::Phrase;
use crate::speech::phrase::Presence;
use crate::words::Reader;
use question::Reply;
use shakmaty::uci::UciMove;
use shakmaty::{Bitboard, ByColor, Chess, Position};
use std::time::Duration;

/// A press of the speak button at least this long asks for more than a repeat.
pub const LONG_PRESS: Duration = Duration::from_millis(800);

/// The one state machine of a game at the board.
#[derive(Debug)]
pub struct Session {
    config: SessionConfig,
    tracker: Tracker,
    /// While the orientation is still open (before the first move), the tracker for the board turned round.
    turned: Option<Tracker>,
    facing: Facing,
    record: Record,
    raw: Option<Bitboard>,
    connected: bool,
    /// Setting up, playing (with the move in hand), or over.
    phase: Phase,
    /// What the board lacks to match the record, while it does not.
    mismatch: Mismatch,
    acted_on: Option<Duration>,
    speak_down: Option<Duration>,
    last_said: Option<Phrase>,
    timekeeper: Option<Timekeeper>,
    accounts: accounts::Accounts,
    /// The sighted player's e-board, as its link reports it.
    sighted: sighted::Sighted,
    /// The DGT 3000 behind the sighted player's e-board, if one answered.
    dgt_clock: dgt_clock::DgtClock,
    /// The lever that completed each side's first pressed move.
    levers: ByColor<Option<Button>>,
    /// Reads typed moves and heard words (SAN, UCI or words); built when first needed.
    reader: std::cell::OnceCell<Reader>,
    /// The question the program asked and waits to have answered; it closes with the move in hand.
    question: question::Asking,
    /// The players' ratings from the score sheet's Elo tags, for the `rating` question.
    ratings: rating::Ratings,
    /// The boards at the table, and which makes the record.
    table: table::Table,
    /// The record's length when the e-board's move stood with no press (the mover's press is then theirs).
    unpressed: Option<usize>,
    /// Where the whole position, read rank by rank, stands.
    ranks: queries::RankByRank,
}

impl Session {
    /// A new game.
    pub fn new(config: SessionConfig) -> Self {
        let facing = match config.orientation {
            Orientation::Black => Facing::Turned,
            _ => Facing::Normal,
        };
        let mut tracker = Tracker::new(config.start.clone());
        let mut record = Record::new(config.start.clone());
        for m in &config.moves {
            let before = tracker.position().clone();
            record.push_move(&before, *m, Duration::ZERO, Completion::Imported);
            tracker.complete(m, true);
        }
        let imported = !config.moves.is_empty();
        let turned =
            (config.orientation == Orientation::Auto && !imported).then(|| tracker.clone());
        let mut session = Session {
            record,
            tracker,
            turned,
            facing,
            raw: None,
            connected: false,
            phase: Phase::Setup,
            mismatch: Mismatch::default(),
            acted_on: None,
            speak_down: None,
            last_said: None,
            timekeeper: config.clock.as_ref().map(Timekeeper::new),
            accounts: accounts::Accounts::new(config.start.clone()),
            sighted: sighted::Sighted::new(&config.start, &config.moves),
            dgt_clock: dgt_clock::DgtClock::default(),
            levers: ByColor::default(),
            reader: std::cell::OnceCell::new(),
            question: question::Asking::default(),
            ratings: rating::Ratings::default(),
            table: table::Table::default(),
            unpressed: None,
            ranks: queries::RankByRank::default(),
            config,
        };
        // An imported game may already be over (mate on the board, or a result in the PGN is not ours).
        if let Some(ending) = phase::rules_end(session.tracker.positions()) {
            session
                .record
                .note(Duration::ZERO, Happening::Ended(ending));
            session.phase = Phase::Over(ending);
        }
        session
    }

    /// The reader of typed moves: the notation's letters, UCI, or the words of the scheme.
    fn reader(&self) -> &Reader {
        self.reader.get_or_init(|| {
            Reader::new(self.config.scheme, self.config.locale, self.config.notation)
        })
    }

    /// How the session was set up (the notation, the clock, the start position).
    pub fn config(&self) -> &SessionConfig {
        &self.config
    }

    /// The holes the peg board's sensors read last, in the record's squares (turned round when the player
    /// sits behind Black); `None` until the board has reported.
    pub fn holes(&self) -> Option<Bitboard> {
        self.raw.map(|_| self.tracker.sensed())
    }

    /// The record so far.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The settled position.
    pub fn position(&self) -> &Chess {
        self.tracker.position()
    }

    /// What the board shows now, against the settled position.
    pub fn reading(&self) -> Reading {
        self.tracker.read()
    }

    /// The phase of the game: setting up, playing, or over.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The move in hand, while the game is under way.
    pub fn pending(&self) -> Option<&Pending> {
        match &self.phase {
            Phase::Playing(p) => Some(p),
            Phase::Setup | Phase::Over(_) => None,
        }
    }

    /// The move in hand, to change, while the game is under way.
    fn pending_mut(&mut self) -> Option<&mut Pending> {
        match &mut self.phase {
            Phase::Playing(p) => Some(p),
            Phase::Setup | Phase::Over(_) => None,
        }
    }

    /// How the game ended, once it is over.
    pub fn ending(&self) -> Option<Ending> {
        match self.phase {
            Phase::Over(e) => Some(e),
            _ => None,
        }
    }

    /// Which way round the board is (fixed at the first move when the setting is `auto`).
    pub fn facing(&self) -> Facing {
        self.facing
    }

    /// When the board will have been still for the settle time, if the session has yet to act on that.
    pub fn settle_due(&self) -> Option<Duration> {
        let last = self.tracker.last_change();
        // A board that shows the settled position has nothing to settle.
        let settled = self.tracker.sensed() == self.tracker.position().board().occupied();
        (self.raw.is_some() && !settled && self.acted_on != Some(last))
            .then_some(last + self.config.settle)
    }

    /// Whether a `Tick` at `now` would make the session act (so that it is worth journaling).
    pub fn wants_tick(&self, now: Duration) -> bool {
        self.settle_due().is_some_and(|due| now >= due)
            || self.timekeeper.as_ref().is_some_and(|t| t.due(now))
            || self.sighted.due(now)
    }

    /// The next moment a `Tick` may be wanted: the settle deadline, the clock's next announcement
    /// or flag, or the end of a hold on the sighted board. `None` when nothing is pending, so the caller can sleep until the next event.
    pub fn next_due(&self, now: Duration) -> Option<Duration> {
        let settle = self.settle_due();
        let clock = self.timekeeper.as_ref().and_then(|t| t.next_due(now));
        let sighted = self.sighted.next_due();
        settle.into_iter().chain(clock).chain(sighted).min()
    }

    /// The blind player's side, once the board's orientation is known: the side whose a1 is the board's
    /// a1 hole (the player sits behind their own first rank).
    pub fn player(&self) -> Option<shakmaty::Color> {
        self.turned.is_none().then_some(match self.facing {
            Facing::Normal => shakmaty::Color::White,
            Facing::Turned => shakmaty::Color::Black,
        })
    }

    /// Whether no game is under way: no move made yet, or the game is over.
    pub fn between_games(&self) -> bool {
        self.record.moves().is_empty() || self.ending().is_some()
    }

    /// The clock, if one runs.
    pub fn timekeeper(&self) -> Option<&Timekeeper> {
        self.timekeeper.as_ref()
    }

    /// Sets the players' ratings (from the score sheet's WhiteElo and BlackElo tags), for the `rating`
    /// question; `None` where a rating is not known.
    pub fn set_ratings(
        &mut self,
        white: Option<crate::rating::Rating>,
        black: Option<crate::rating::Rating>,
    ) {
        self.ratings.set(white, black);
    }

    /// The DGT 3000 behind the sighted board, as the session follows it.
    pub fn dgt_clock(&self) -> &dgt_clock::DgtClock {
        &self.dgt_clock
    }

    /// Whether the session would ignore this event (a heartbeat or snapshot that shows nothing new,
    /// or a tick with nothing due), so that it need not be journaled.
    pub fn ignores(&self, event: &Event, now: Duration) -> bool {
        match event {
            Event::Tick => !self.wants_tick(now),
            Event::Board(LinkEvent::Holes { holes, kind }) => {
                self.raw == Some(*holes) && *kind != OccupancyKind::Snapshot
            }
            _ => false,
        }
    }

    /// The question the program has open, if any.
    pub fn question(&self) -> Option<&Question> {
        self.question.open()
    }

    /// Asks `question` aloud; it replaces any question still open.
    fn ask(&mut self, question: Question, out: &mut Vec<Effect>) {
        out.push(self.question.ask(question, self.tracker.position()));
    }

    /// The open confirmation was answered yes: the near match is taken as announced, or the side resigns.
    fn confirmed(&mut self, now: Duration, out: &mut Vec<Effect>) {
        match self.question.take() {
            Some(Question::HeardMove(m)) => {
                let uci = UciMove::from_move(m, self.tracker.position().castles().mode());
                self.announced(uci, now, out);
            }
            Some(Question::Resign(side)) => {
                let c = Command::Result(GameResult::Resigned(side));
                self.on_command(c, now, out);
            }
            // `reply` says yes to confirmations only.
            Some(Question::Promotion(_) | Question::WhichMove(_)) | None => {}
        }
    }

    /// The game moves on to `next` (a fresh move in hand, or over) and the open question closes with the move
    /// in hand; a confirmation, asked about the position that was, is withdrawn aloud. Returns the move in hand
    /// that was, if the game was under way.
    fn move_on(&mut self, next: Phase, out: &mut Vec<Effect>) -> Option<Pending> {
        let was = std::mem::replace(&mut self.phase, next);
        out.extend(self.question.position_changed());
        match was {
            Phase::Playing(pending) => Some(pending),
            Phase::Setup | Phase::Over(_) => None,
        }
    }

    /// Handles one event at time `now` and returns what to do about it.
    pub fn handle(&mut self, event: Event, now: Duration) -> Vec<Effect> {
        let mut out = Vec::new();
        let input = matches!(
            event,
            Event::Command(_) | Event::Heard(_) | Event::Board(LinkEvent::Button { .. })
        );
        // An open confirmation takes its answer first; anything else that is no answer closes it.
        let pos = self.tracker.position();
        let reply = self
            .question
            .reply(&event, |words| self.reader().read(words, pos));
        match reply {
            Some(Reply::Yes) => self.confirmed(now, &mut out),
            Some(Reply::No) => {
                self.question.take();
            }
            Some(Reply::Closes) => {
                self.question.take();
                self.on_event(event, now, &mut out);
            }
            None => self.on_event(event, now, &mut out),
        }
        if input {
            // Any other command or words start the position's reading again from the first rank.
            self.ranks.after_input();
        }
        if let Some(t) = &self.timekeeper {
            let turn = self.tracker.position().turn();
            out.extend(self.dgt_clock.show(t.clock(), turn, now));
        }
        for e in &out {
            if let Effect::Say(p) = e {
                self.last_said = Some(p.clone());
            }
        }
        out
    }

    fn on_event(&mut self, event: Event, now: Duration, out: &mut Vec<Effect>) {
        match event {
            Event::Board(e) => self.on_board(e, now, out),
            Event::Command(c) => self.on_command(c, now, out),
            Event::Heard(words) => self.on_words(&words, now, out),
            Event::VoiceTrouble(_) => {}
            Event::Sighted(e) => self.on_sighted(e, now, out),
            Event::Tick => {
                if self.settle_due().is_some_and(|due| now >= due) {
                    self.acted_on = Some(self.tracker.last_change());
                    self.on_settled(now, out);
                }
                self.tick_clock(now, out);
                self.sighted_tick(now, out);
            }
        }
    }

    fn on_board(&mut self, e: LinkEvent, now: Duration, out: &mut Vec<Effect>) {
        match e {
            LinkEvent::Connected { name, .. } => {
                self.pegs_are(Presence::Connected, true, now, out);
                let phrase = if self.raw.is_some() {
                    Phrase::BoardReconnected
                } else {
                    Phrase::BoardConnected { name }
                };
                self.connected = true;
                self.record.note(now, Happening::Board { connected: true });
                out.push(Effect::Say(phrase));
            }
            LinkEvent::Disconnected { .. } => {
                if std::mem::take(&mut self.connected) {
                    self.record.note(now, Happening::Board { connected: false });
                    out.push(Effect::Say(Phrase::BoardDisconnected));
                }
                self.pegs_are(Presence::Looking, true, now, out);
            }
            LinkEvent::Missing { looking } => {
                let pegs = if looking {
                    Presence::Looking
                } else {
                    Presence::Absent
                };
                self.pegs_are(pegs, false, now, out);
            }
            LinkEvent::Holes { holes, kind } => self.on_holes(holes, kind, now, out),
            LinkEvent::Button { button, pressed } => match (button, pressed) {
                (Button::LeftLever | Button::RightLever, true) => self.lever(button, now, out),
                (Button::Speak, true) => self.speak_down = Some(now),
                (Button::Speak, false) => {
                    let held = self.speak_down.take().map(|t| now.saturating_sub(t));
                    match held {
                        Some(h) if h < LONG_PRESS => self.repeat(out),
                        // Between games a long press opens the set-up; during a game it asks the times.
                        Some(_) if self.between_games() => out.push(Effect::SetUp),
                        Some(_) => self.on_command(Command::Ask(Query::Times), now, out),
                        None => {}
                    }
                }
                _ => {}
            },
            LinkEvent::Fault {
                code: FaultCode::Chatter,
                detail,
            } => {
                if let Ok(sq) = detail.parse() {
                    out.push(Effect::Say(Phrase::HoleChatter(self.facing.square(sq))));
                }
            }
            LinkEvent::Fault { .. } => {}
        }
    }
}

impl Session {
    /// Says at once when the sighted board's moves and the record part, and asks for the arbiter.
    pub(super) fn compare_accounts(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if let Some(phrase) = self.accounts.check(&self.record) {
            let ply = self.accounts.parting(&self.record).unwrap_or_default();
            self.record.note(now, Happening::Divergence { ply });
            out.push(Effect::Say(phrase));
            if let Some(p) = self.accounts.promotion_difference(&self.record, ply) {
                out.push(Effect::Say(p));
            }
            out.push(Effect::Say(Phrase::CallArbiter));
        }
        if let Some(phrase) = self.accounts.agreed_again(&self.record) {
            out.push(Effect::Say(phrase));
        }
    }
}
