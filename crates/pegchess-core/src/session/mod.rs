//! The session: one pure state machine that owns the game; events in, effects out, time passed in. `Session`
//! coordinates owned parts (the record writer, the peg board, the presses, the sighted board, the accounts, the
//! clock, the question, the repeat); each part keeps its own fields. `impl Session` opens in three files: here
//! (the parts, the queries, the events and the presses), `moves.rs` (moves made and recorded at every table)
//! and `commands.rs` (commands, words, the table and the sighted board).

pub mod accounts;
mod eboard_follow;
mod eboard_record;
mod boards;
mod commands;
mod draw_offer;
mod config;
pub mod dgt_clock;
pub mod event;
pub mod header;
pub mod journal_form;
pub mod mismatch;
mod moves;
mod pegs;
mod presses;
pub mod phase;
pub mod queries;
pub mod question;
mod rating_question;
pub mod rebuild;
pub mod rehearsal;
mod repeat;
mod resumed;
pub mod sighted;
pub mod start_board;
pub mod presence;
pub mod timekeeper;
pub mod writer;

pub use config::{DEFAULT_SETTLE, SessionConfig};
pub use event::{ClockAction, Command, Effect, Event, GameResult, GameWords, Query};
pub use header::JournalHeader;
pub use mismatch::Mismatch;
pub use phase::{Pending, Phase};
pub use question::Question;
pub use repeat::{LONG_PRESS, SpeakButton, SpeakPress};
pub use timekeeper::Timekeeper;

use crate::board::dgt::dgt3000::ClockSide;
use crate::board::peg::link_event::LinkEvent;
use crate::board::peg::protocol::{Button, FaultCode, OccupancyKind};
use crate::config::Orientation;
use crate::game::record::{Completion, Ending, Happening, Record};
use crate::inference::Reading;
use crate::inference::orientation::Facing;
use crate::speech::Phrase;
use crate::speech::phrases::phrase::Presence;
use crate::words::Reader;
use dgt_clock::LeverPress;
use presence::Recorder;
use question::{Reply, Via};
use shakmaty::Color;
use shakmaty::uci::UciMove;
use shakmaty::{Bitboard, Chess, Position};
use std::time::Duration;

/// The one state machine of a game at the board.
#[derive(Debug)]
pub struct Session {
    config: SessionConfig,
    /// The record and the settled positions the pegs are read against, changed together.
    writer: writer::Writer,
    /// The boards at the table: which are there, the pegs, the e-board and its clock (`boards.rs`).
    boards: boards::Boards,
    /// Setting up, playing (with the move in hand), or over.
    phase: Phase,
    /// The last phrase, and the speak button that asks for it again.
    repeat: repeat::Repeat,
    timekeeper: Option<Timekeeper>,
    accounts: accounts::Accounts,
    /// Who pressed for which move.
    presses: presses::Presses,
    /// Reads typed moves and heard words (SAN, UCI or words); built when first needed.
    reader: std::cell::OnceCell<Reader>,
    /// The question the program asked and waits to have answered; it closes with the move in hand.
    question: question::Asking,
    /// The players' ratings from the score sheet's Elo tags, for the `rating` question.
    ratings: rating_question::Ratings,
    /// Where the whole position, read rank by rank, stands.
    ranks: queries::RankByRank,
}

impl Session {
    /// A new game.
    pub fn new(config: SessionConfig) -> Self {
        let auto = config.orientation == Orientation::Auto;
        let mut session = Session {
            writer: writer::Writer::new(&config.start, &config.moves, auto),
            boards: boards::Boards::new(&config),
            phase: Phase::Setup,
            repeat: repeat::Repeat::default(),
            timekeeper: config.clock.as_ref().map(Timekeeper::new),
            accounts: accounts::Accounts::new(config.start.clone()),
            presses: presses::Presses::default(),
            reader: std::cell::OnceCell::new(),
            question: question::Asking::default(),
            ratings: rating_question::Ratings::default(),
            ranks: queries::RankByRank::default(),
            config,
        };
        // An imported game may already be over (mate on the board, or a result in the PGN is not ours).
        if let Some(ending) = session.writer.rules_end() {
            session.writer.end(ending, Duration::ZERO);
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
        self.boards
            .pegs
            .reported()
            .then(|| self.writer.tracker().sensed())
    }

    /// The record so far.
    pub fn record(&self) -> &Record {
        self.writer.record()
    }

    /// The settled position.
    pub fn position(&self) -> &Chess {
        self.writer.position()
    }

    /// What the board shows now, against the settled position.
    pub fn reading(&self) -> Reading {
        self.writer.tracker().read()
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
        self.boards.pegs.facing()
    }

    /// When the board will have been still for the settle time, if the session has yet to act on that.
    pub(crate) fn settle_due(&self) -> Option<Duration> {
        self.boards
            .pegs
            .settle_due(self.writer.tracker(), self.config.settle)
    }

    /// Whether a `Tick` at `now` would make the session act (so that it is worth journaling).
    pub fn wants_tick(&self, now: Duration) -> bool {
        self.settle_due().is_some_and(|due| now >= due)
            || self.timekeeper.as_ref().is_some_and(|t| t.due(now))
            || self.boards.sighted.due(now)
    }

    /// The next moment a `Tick` may be wanted: the settle deadline, the clock's next announcement
    /// or flag, or the end of a hold on the sighted board. `None` when nothing is pending, so the caller can sleep until the next event.
    pub fn next_due(&self, now: Duration) -> Option<Duration> {
        let settle = self.settle_due();
        let clock = self.timekeeper.as_ref().and_then(|t| t.next_due(now));
        let sighted = self.boards.sighted.next_due();
        settle.into_iter().chain(clock).chain(sighted).min()
    }

    /// The blind player's side, once the board's orientation is known: the side whose a1 is the board's
    /// a1 hole (the player sits behind their own first rank).
    pub fn player(&self) -> Option<shakmaty::Color> {
        (!self.writer.orientation_open()).then_some(match self.boards.pegs.facing() {
            Facing::Normal => shakmaty::Color::White,
            Facing::Turned => shakmaty::Color::Black,
        })
    }

    /// Whether no game is under way: no move made yet, or the game is over.
    pub fn between_games(&self) -> bool {
        self.writer.record().moves().is_empty() || self.ending().is_some()
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
        &self.boards.dgt_clock
    }

    /// Whether the session would ignore this event (a heartbeat or snapshot that shows nothing new,
    /// or a tick with nothing due), so that it need not be journaled.
    pub fn ignores(&self, event: &Event, now: Duration) -> bool {
        match event {
            Event::Tick => !self.wants_tick(now),
            Event::Board(LinkEvent::Holes { holes, kind }) => {
                self.boards.pegs.shows(*holes) && *kind != OccupancyKind::Snapshot
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
        // A confirmation open (a resignation, a near match) is answered first: a question about the board (which
        // piece, which move) waits, and is asked at the next reading or press after it.
        let confirming = self.question.open().is_some_and(Question::is_confirmation);
        if confirming && !question.is_confirmation() {
            return;
        }
        out.push(self.question.ask(question, self.writer.position()));
    }

    /// The open confirmation was answered yes: the near match is taken as announced, or the side resigns.
    fn confirmed(&mut self, now: Duration, out: &mut Vec<Effect>) {
        match self.question.take() {
            Some(Question::HeardMove(m)) => {
                let uci = UciMove::from_move(m, self.writer.position().castles().mode());
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
        let pos = self.writer.position();
        let reply = self.question.reply(&event, |words, via| match via {
            Via::Keys => self.reader().read_typed(words, pos),
            Via::Voice => self.reader().read(words, pos),
        });
        match reply {
            Some(Reply::Yes) => self.confirmed(now, &mut out),
            Some(Reply::No) => {
                self.question.take();
                out.push(Effect::Say(Phrase::NotConfirmed));
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
        if let Some(t) = self.timekeeper.as_mut() {
            // The journal holds this moment: the clock's time up to it survives a crash.
            t.noted(now);
            let turn = self.writer.position().turn();
            out.extend(self.boards.dgt_clock.show(t.clock(), turn, now));
        }
        self.repeat.said(&out);
        out
    }

    fn on_event(&mut self, event: Event, now: Duration, out: &mut Vec<Effect>) {
        match event {
            Event::Board(e) => self.on_board(e, now, out),
            Event::Command(c) => self.on_command(c, now, out),
            Event::Heard(words) => self.on_words(&words, now, out),
            Event::VoiceTrouble(_) => {}
            Event::WorkerLost(kind) => out.push(Effect::Say(Phrase::WorkerLost(kind))),
            Event::Refused(why) => out.push(Effect::Say(Phrase::Refused(why))),
            Event::Sighted(e) => self.on_sighted(e, now, out),
            Event::Tick => {
                if self.settle_due().is_some_and(|due| now >= due) {
                    self.boards.pegs.acted(self.writer.tracker());
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
                let phrase = if self.boards.pegs.reported() {
                    Phrase::BoardReconnected
                } else {
                    Phrase::BoardConnected { name }
                };
                self.boards.pegs.connected();
                self.writer.note(now, Happening::Board { connected: true });
                out.push(Effect::Say(phrase));
            }
            LinkEvent::Disconnected { .. } => {
                if self.boards.pegs.lost() {
                    self.writer.note(now, Happening::Board { connected: false });
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
                (Button::Speak, true) => self.repeat.button_down(now),
                (Button::Speak, false) => match self.repeat.button_up(now) {
                    Some(SpeakPress::Short) => self.repeat(out),
                    // Between games a long press opens the set-up; during a game it asks the times.
                    Some(SpeakPress::Long) if self.between_games() => out.push(Effect::SetUp),
                    Some(SpeakPress::Long) => self.on_command(Command::Ask(Query::Times), now, out),
                    None => {}
                },
                _ => {}
            },
            LinkEvent::Fault {
                code: FaultCode::Chatter,
                detail,
            } => {
                if let Ok(sq) = detail.parse() {
                    out.push(Effect::Say(Phrase::HoleChatter(
                        self.boards.pegs.facing().square(sq),
                    )));
                }
            }
            LinkEvent::Fault { .. } => {}
        }
    }
    /// Says at once when the sighted board's moves and the record part, and asks for the arbiter.
    pub(super) fn compare_accounts(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if let Some(phrase) = self.accounts.check(self.writer.record()) {
            let ply = self
                .accounts
                .parting(self.writer.record())
                .unwrap_or_default();
            self.writer.note(now, Happening::Divergence { ply });
            out.push(Effect::Say(phrase));
            if let Some(p) = self
                .accounts
                .promotion_difference(self.writer.record(), ply)
            {
                out.push(Effect::Say(p));
            }
            out.push(Effect::Say(Phrase::CallArbiter));
        }
        // A board just back agrees only once it has been read showing the record (not while it is behind).
        if !self.boards.sighted.rejoining()
            && let Some(phrase) = self.accounts.agreed_again(self.writer.record())
        {
            out.push(Effect::Say(phrase));
        }
    }

    /// The DGT 3000's lever: found (its first reading) or pressed down on `down`. A press is the sighted
    /// player's or the blind player's by its side, at every table.
    pub(super) fn dgt_lever(
        &mut self,
        down: ClockSide,
        pressed: bool,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        if !pressed {
            return self.boards.dgt_clock.lever_found(down);
        }
        let sighted = self
            .player()
            .map_or(self.writer.position().turn(), Color::other);
        let ply = self.writer.plies();
        let timekeeper = self.timekeeper.as_mut();
        match self
            .boards
            .dgt_clock
            .lever_pressed(down, timekeeper, sighted, ply, now, out)
        {
            LeverPress::Blind => {
                self.press(now, out);
                self.remeasure_sighted();
            }
            LeverPress::Sighted => {
                // The press ends the hold on the sighted player's move, as a press at the table does.
                self.sighted_held_now(now, out);
                self.remeasure_sighted();
            }
            LeverPress::Again(side) => {
                self.pressed_again(side);
            }
            LeverPress::Ignored => {
                // No talking clock to switch: the press still says the move on the e-board is done.
                self.sighted_held_now(now, out);
            }
        }
    }

    /// A peg board's lever. Each player may have their own: a lever pressed by the side whose clock does not
    /// run starts nothing (noted when the opponent's move is under way). A lever whose owner is not known is
    /// a press with no side of its own, as a key's.
    pub(super) fn lever(&mut self, lever: Button, now: Duration, out: &mut Vec<Effect>) {
        let owner = self
            .presses
            .owner(lever, self.config.player_lever, self.player());
        match owner {
            Some(by) if by != self.presses_now() => {
                if !self.pressed_again(by) {
                    self.writer.note(now, Happening::PressWithoutMove { by });
                }
                return;
            }
            Some(_) => {}
            None => {
                if let Some(by) = self.doubled() {
                    self.pressed_again(by);
                    return;
                }
            }
        }
        let turn = self.writer.position().turn();
        let before = self.writer.plies();
        self.press(now, out);
        self.remeasure_sighted();
        if self.writer.plies() > before {
            self.presses.completed_with(turn, lever);
        }
    }

    /// A key or the spoken "press": the press of the side to move, unless it is the blind player's press
    /// again.
    pub(super) fn key_press(&mut self, now: Duration, out: &mut Vec<Effect>) {
        match self.doubled() {
            Some(by) => {
                self.pressed_again(by);
            }
            None => self.press(now, out),
        }
    }

    /// The side whose press counts now: the side whose talking clock runs (the sighted player's press on the
    /// DGT 3000 may come before the pegs show their move), else the side to move.
    fn presses_now(&self) -> Color {
        let running = self.timekeeper.as_ref().and_then(|t| t.clock().running());
        running.unwrap_or(self.writer.position().turn())
    }

    /// The blind player's side when a press with no side of its own (a key, the spoken word, a peg board's
    /// lever whose owner is not known) is their press again: the DGT 3000's rocker stands down on their side
    /// for the move they made last, and nothing has happened since (the sighted player presses their own
    /// side of the DGT 3000).
    fn doubled(&self) -> Option<Color> {
        let last = self.writer.position().turn().other();
        let again = self.player() == Some(last)
            && self.writer.last().is_some_and(|m| m.mover == last)
            && self.boards.dgt_clock.shows_pressed(last)
            && self.nothing_since_last_move();
        again.then_some(last)
    }

    /// A press by `by`, whose clock does not run: no second press. When `by` made the last move it is that
    /// move's press: the one a move that stood on the e-board without a press waited for, or one that makes
    /// a move the pegs completed by standing still firm. Whether it was that move's press (rather than a
    /// press out of turn while the opponent's move is under way).
    fn pressed_again(&mut self, by: Color) -> bool {
        let len = self.writer.plies();
        if self.writer.last().is_none_or(|m| m.mover != by) {
            return false;
        }
        if self.presses.claim_unpressed(len) {
            return true;
        }
        if self.recorder() == Recorder::Pegs && self.writer.tracker().last_firm() == Some(false) {
            // The mover presses after the board already stood still long enough: this press is theirs.
            self.writer.confirm_last();
            return true;
        }
        self.nothing_since_last_move()
    }

    /// Whether nothing happened since the record's last move: the pegs show it and nothing more, or (without
    /// a peg board) no move is announced and the e-board shows none beyond the record.
    fn nothing_since_last_move(&self) -> bool {
        match self.recorder() {
            Recorder::Pegs => {
                matches!(self.writer.tracker().read(), Reading::Settled)
                    && self.writer.tracker().hidden().is_empty()
            }
            recorder => {
                let announced = self
                    .pending()
                    .is_some_and(|p| p.announced.is_some() || p.impossible.is_some());
                let shown = recorder == Recorder::EBoard
                    && self.boards.sighted.shows_beyond(self.writer.plies());
                !announced && !shown
            }
        }
    }
}
