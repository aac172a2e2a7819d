//! The session: one pure state machine that owns the game; events in, effects out, time passed in.

pub mod accounts;
pub mod answers;
mod commands;
pub mod confirm;
pub mod event;
pub mod timekeeper;

pub use event::{ClockAction, Command, Effect, Event, GameResult, Query};
pub use timekeeper::Timekeeper;

use crate::board::link::LinkEvent;
use crate::board::protocol::{Button, OccupancyKind};
use crate::clock::ClockSetup;
use crate::config::{Mode, Orientation};
use crate::game::record::{Completion, Happening, Record};
use crate::inference::orientation::Facing;
use crate::inference::tracker::occupancy_after;
use crate::inference::{Correction, Reading, Tracker};
use crate::phonetic::{Language, Scheme};
use crate::speech::Phrase;
use crate::speech::phrase::SpokenMove;
use crate::words::Reader;
use shakmaty::san::SanPlus;
use shakmaty::{Bitboard, Chess, KnownOutcome, Move, Position, Role};
use std::time::Duration;

/// A press of the speak button at least this long asks for more than a repeat.
pub const LONG_PRESS: Duration = Duration::from_millis(800);

/// How a session is set up.
#[derive(Debug, Clone)]
pub struct SessionConfig {
    /// Tournament or casual.
    pub mode: Mode,
    /// How long the board must be still before a move settles.
    pub settle: Duration,
    /// Which way round the player sits.
    pub orientation: Orientation,
    /// The position the game starts from.
    pub start: Chess,
    /// Whose piece letters typed moves use.
    pub notation: Language,
    /// The interface language (typed moves may also be the announced words of the scheme).
    pub locale: Language,
    /// The announcement scheme (for typed moves in words).
    pub scheme: Scheme,
    /// The clock, if one runs.
    pub clock: Option<ClockSetup>,
    /// Moves already played before the board takes over (an imported or adjourned game), from `start`.
    pub moves: Vec<Move>,
}

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
    setup_done: bool,
    provisional: Option<Move>,
    promotion: Option<Role>,
    waiting_for_answer: bool,
    announced: Option<Move>,
    mismatch: Option<Vec<Correction>>,
    acted_on: Option<Duration>,
    speak_down: Option<Duration>,
    last_said: Option<Phrase>,
    timekeeper: Option<Timekeeper>,
    draw_offer_pending: bool,
    accounts: accounts::Accounts,
    other_move_said: Option<Move>,
    /// The lever that completed each side's first pressed move (indexed by colour: black 0, white 1).
    levers: [Option<Button>; 2],
    /// Reads typed moves and heard words (SAN, UCI or words); built when first needed.
    reader: std::cell::OnceCell<Reader>,
    /// A near match or a resignation waiting for a yes.
    confirming: Option<confirm::Pending>,
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
            tracker.complete(m);
        }
        let imported = !config.moves.is_empty();
        let turned =
            (config.orientation == Orientation::Auto && !imported).then(|| tracker.clone());
        Session {
            record,
            tracker,
            turned,
            facing,
            raw: None,
            connected: false,
            setup_done: false,
            provisional: None,
            promotion: None,
            waiting_for_answer: false,
            announced: None,
            mismatch: None,
            acted_on: None,
            speak_down: None,
            last_said: None,
            timekeeper: config.clock.as_ref().map(Timekeeper::new),
            draw_offer_pending: false,
            accounts: accounts::Accounts::new(config.start.clone()),
            other_move_said: None,
            levers: [None, None],
            reader: std::cell::OnceCell::new(),
            confirming: None,
            config,
        }
    }

    /// The reader of typed moves: the notation's letters, UCI, or the words of the scheme.
    fn reader(&self) -> &Reader {
        self.reader.get_or_init(|| {
            Reader::new(self.config.scheme, self.config.locale, self.config.notation)
        })
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

    /// Which way round the board is (fixed at the first move when the setting is `auto`).
    pub fn facing(&self) -> Facing {
        self.facing
    }

    /// When the board will have been still for the settle time, if the session has yet to act on that.
    pub fn settle_due(&self) -> Option<Duration> {
        let last = self.tracker.last_change();
        (self.raw.is_some() && self.acted_on != Some(last)).then_some(last + self.config.settle)
    }

    /// Whether a `Tick` at `now` would make the session act (so that it is worth journaling).
    pub fn wants_tick(&self, now: Duration) -> bool {
        self.settle_due().is_some_and(|due| now >= due)
            || self.timekeeper.as_ref().is_some_and(|t| t.due(now))
    }

    /// The clock, if one runs.
    pub fn timekeeper(&self) -> Option<&Timekeeper> {
        self.timekeeper.as_ref()
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

    /// Handles one event at time `now` and returns what to do about it.
    pub fn handle(&mut self, event: Event, now: Duration) -> Vec<Effect> {
        let mut out = Vec::new();
        match event {
            ref e if self.answered(e, now, &mut out) => {}
            Event::Board(e) => self.on_board(e, now, &mut out),
            Event::Command(c) => self.on_command(c, now, &mut out),
            Event::Heard(words) => self.on_words(&words, now, &mut out),
            Event::VoiceTrouble(_) => {}
            Event::Tick => {
                if self.settle_due().is_some_and(|due| now >= due) {
                    self.acted_on = Some(self.tracker.last_change());
                    self.on_settled(now, &mut out);
                }
                self.tick_clock(now, &mut out);
            }
        }
        for e in &out {
            if let Effect::Say(p) = e {
                self.last_said = Some(p.clone());
            }
        }
        out
    }

    fn on_board(&mut self, e: LinkEvent, now: Duration, out: &mut Vec<Effect>) {
        match e {
            LinkEvent::Connected { name, .. } => {
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
            }
            LinkEvent::Holes { holes, kind } => self.on_holes(holes, kind, now, out),
            LinkEvent::Button { button, pressed } => match (button, pressed) {
                (Button::LeftLever | Button::RightLever, true) => self.lever(button, now, out),
                (Button::Speak, true) => self.speak_down = Some(now),
                (Button::Speak, false) => {
                    let held = self.speak_down.take().map(|t| now.saturating_sub(t));
                    match held {
                        Some(h) if h < LONG_PRESS => self.repeat(out),
                        Some(_) => self.on_command(Command::Ask(Query::Times), now, out),
                        None => {}
                    }
                }
                _ => {}
            },
            LinkEvent::Fault { code, detail } => {
                if code == "CHATTER"
                    && let Ok(sq) = detail.parse()
                {
                    out.push(Effect::Say(Phrase::HoleChatter(self.facing.square(sq))));
                }
            }
        }
    }

    fn on_holes(
        &mut self,
        holes: Bitboard,
        kind: OccupancyKind,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        let resync = kind == OccupancyKind::Snapshot;
        if resync && self.raw.is_some() {
            // What happened between the last reading and this one is unknown.
            self.tracker.distrust();
            if let Some(t) = self.turned.as_mut() {
                t.distrust();
            }
        }
        if self.raw == Some(holes) {
            return;
        }
        self.raw = Some(holes);
        self.tracker.sense(self.facing.holes(holes), now, resync);
        if let Some(t) = self.turned.as_mut() {
            t.sense(self.facing.turned().holes(holes), now, resync);
        }
        self.adopt_orientation();
        self.on_reading(now, out);
    }

    /// Before the first move, the board may stand either way round: follow whichever way shows a move.
    fn adopt_orientation(&mut self) {
        let shows_move = |r: &Reading| matches!(r, Reading::Move(_) | Reading::Promotion(_));
        if let Some(turned) = &self.turned
            && !shows_move(&self.tracker.read())
            && shows_move(&turned.read())
        {
            let turned = self.turned.replace(self.tracker.clone()).expect("checked");
            self.tracker = turned;
            self.facing = self.facing.turned();
        }
    }

    /// Reacts at once to a new reading; slower reactions wait for the board to settle.
    fn on_reading(&mut self, now: Duration, out: &mut Vec<Effect>) {
        match self.tracker.read() {
            Reading::Settled => {
                self.provisional = None;
                if !self.setup_done {
                    self.setup_done = true;
                    out.push(Effect::Say(Phrase::SetupComplete));
                    let turn = self.tracker.position().turn();
                    if let Some(t) = self.timekeeper.as_mut() {
                        t.start(turn, now);
                    }
                }
                self.say_touches(Bitboard::EMPTY, now, out);
                self.tracker.forget_touches();
                self.end_mismatch(now, out);
            }
            Reading::Move(m) => {
                self.revise(m, now);
                self.end_mismatch(now, out);
                if self.announced.as_ref() == Some(&m) {
                    self.complete(m, Completion::Announcement, now, out);
                } else if self.waiting_for_answer {
                    self.complete(m, Completion::ClockPress, now, out);
                }
            }
            Reading::Promotion(ms) => {
                self.end_mismatch(now, out);
                if let Some(m) = self.promoted(&ms) {
                    self.revise(m, now);
                    if self.waiting_for_answer {
                        self.complete(m, Completion::ClockPress, now, out);
                    }
                }
            }
            _ => {}
        }
    }

    /// A move now shows on the board; if another showed before (e.g. a rook before the king), note the revision.
    fn revise(&mut self, m: Move, now: Duration) {
        if let Some(old) = self.provisional.as_ref().filter(|old| **old != m) {
            let pos = self.tracker.position();
            self.record.note(
                now,
                Happening::Revised {
                    from: SanPlus::from_move(pos.clone(), *old).to_string(),
                    to: SanPlus::from_move(pos.clone(), m).to_string(),
                },
            );
        }
        self.provisional = Some(m);
    }

    fn promoted(&self, ms: &[Move]) -> Option<Move> {
        let role = self.promotion?;
        ms.iter().find(|m| m.promotion() == Some(role)).cloned()
    }

    /// The board has been still for the settle time.
    fn on_settled(&mut self, now: Duration, out: &mut Vec<Effect>) {
        match self.tracker.read() {
            Reading::Move(m) => match self.announced {
                // The board shows another move than the one announced (D.2.8): say so now and
                // wait: the board may be put right, or the press completes what the board shows.
                Some(a) if a != m => {
                    let before = self.tracker.position();
                    out.push(Effect::Say(Phrase::AnnouncedOtherMove {
                        announced: SpokenMove::new(before, a),
                        executed: SpokenMove::new(before, m),
                    }));
                    self.other_move_said = Some(m);
                }
                _ => self.complete(m, Completion::Settled, now, out),
            },
            Reading::Promotion(ms) => match self.promoted(&ms) {
                Some(m) => self.complete(m, Completion::Settled, now, out),
                None => self.ask(Phrase::PromotionQuestion(ms[0].to()), out),
            },
            Reading::Takeback(plies) if self.setup_done => {
                self.tracker.take_back(plies);
                if let Some(t) = self.turned.as_mut() {
                    t.take_back(plies);
                }
                self.record.take_back(plies, now);
                self.provisional = None;
                out.push(Effect::Say(Phrase::TakenBack { plies }));
                out.push(Effect::RecordChanged);
            }
            Reading::Lifted { holes, .. } if !self.setup_done => {
                let steps = self.setup_steps(holes);
                self.say_setup(steps, out);
            }
            Reading::Differs(steps) if !self.setup_done => self.say_setup(steps, out),
            Reading::Differs(steps) if self.mismatch.as_ref() != Some(&steps) => {
                self.record.note(now, Happening::Mismatch(steps.clone()));
                self.mismatch = Some(steps.clone());
                out.push(Effect::Say(Phrase::Mismatch(steps)));
            }
            Reading::Lifted { holes, .. } if self.mismatch.is_some() => {
                // Mid-repair: say what is still missing.
                let steps = self.setup_steps(holes);
                if self.mismatch.as_ref() != Some(&steps) {
                    self.mismatch = Some(steps.clone());
                    out.push(Effect::Say(Phrase::Mismatch(steps)));
                }
            }
            _ => {}
        }
    }

    fn setup_steps(&self, missing: Bitboard) -> Vec<Correction> {
        let board = self.tracker.position().board();
        missing
            .into_iter()
            .filter_map(|sq| board.piece_at(sq).map(|p| Correction::Place(p, sq)))
            .collect()
    }

    fn say_setup(&mut self, steps: Vec<Correction>, out: &mut Vec<Effect>) {
        if let Some(next) = steps.first() {
            out.push(Effect::Say(Phrase::SetupStep {
                next: *next,
                remaining: steps.len(),
            }));
        }
    }

    fn end_mismatch(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if self.mismatch.take().is_some() {
            self.record.note(now, Happening::Restored);
            out.push(Effect::Say(Phrase::BoardMatches));
        }
    }

    fn ask(&mut self, question: Phrase, out: &mut Vec<Effect>) {
        self.waiting_for_answer = true;
        out.push(Effect::Say(question));
    }

    /// A clock lever. Each player has their own: once each side has completed a move with a different
    /// lever, a lever pressed out of turn starts nothing (it is noted). Until then (or with one shared
    /// lever) any lever press is the side to move's.
    fn lever(&mut self, lever: Button, now: Duration, out: &mut Vec<Effect>) {
        let turn = self.tracker.position().turn();
        let owner = match self.levers {
            [Some(black), Some(white)] if white != black => {
                if lever == white {
                    shakmaty::Color::White
                } else {
                    shakmaty::Color::Black
                }
            }
            _ => turn,
        };
        if owner != turn {
            self.record
                .note(now, Happening::PressWithoutMove { by: owner });
            return;
        }
        let before = self.record.moves().len();
        self.press(now, out);
        if self.record.moves().len() > before {
            self.levers[turn as usize].get_or_insert(lever);
        }
    }

    /// A clock press by the side to move: completes the move on the board, or says why it cannot (D.2.4).
    fn press(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let by = self.tracker.position().turn();
        match self.tracker.read() {
            Reading::Move(m) => self.complete(m, Completion::ClockPress, now, out),
            Reading::Promotion(ms) => match self.promoted(&ms) {
                Some(m) => self.complete(m, Completion::ClockPress, now, out),
                None => self.ask(Phrase::PromotionQuestion(ms[0].to()), out),
            },
            Reading::Lifted { possible, .. } if possible.len() == 1 => {
                let m = possible.into_iter().next().expect("one");
                self.complete(m, Completion::ClockPress, now, out);
            }
            Reading::Lifted { possible, .. } if !possible.is_empty() => {
                self.ask_which(possible, out)
            }
            Reading::Ambiguous(ms) => self.ask_which(ms, out),
            Reading::Lifted { holes, .. } => {
                self.record.note(now, Happening::PressWithoutMove { by });
                let steps = self.setup_steps(holes);
                out.push(Effect::Say(Phrase::MoveIncomplete(steps)));
            }
            Reading::Differs(steps) => {
                self.record.note(now, Happening::PressWithoutMove { by });
                out.push(Effect::Say(Phrase::Mismatch(steps)));
            }
            Reading::Settled | Reading::Takeback(_) => {
                self.record.note(now, Happening::PressWithoutMove { by });
                if let Some(t) = self.timekeeper.as_mut() {
                    t.press_without_move(by, now);
                }
                out.push(Effect::Say(Phrase::PressWithoutMove));
            }
        }
    }

    fn ask_which(&mut self, moves: Vec<Move>, out: &mut Vec<Effect>) {
        let pos = self.tracker.position();
        let sans = moves
            .into_iter()
            .map(|m| SanPlus::from_move(pos.clone(), m))
            .collect();
        self.ask(Phrase::WhichMove(sans), out);
    }

    fn say_touches(&mut self, moved: Bitboard, now: Duration, out: &mut Vec<Effect>) {
        let to_move = self.tracker.position().turn();
        for (piece, square) in self.tracker.touched(moved) {
            self.record.note(
                now,
                Happening::Touch {
                    piece,
                    square,
                    to_move,
                },
            );
            out.push(Effect::Say(Phrase::Touched { piece, square }));
        }
    }

    /// Records a completed move.
    fn complete(&mut self, m: Move, how: Completion, now: Duration, out: &mut Vec<Effect>) {
        let before = self.tracker.position().clone();
        let moved = before.board().occupied() ^ occupancy_after(before.board().occupied(), &m)
            | Bitboard::from_square(m.to());
        self.say_touches(moved, now, out);
        let said = self.other_move_said.take() == Some(m);
        if let Some(a) = self.announced.filter(|a| *a != m && !said) {
            out.push(Effect::Say(Phrase::AnnouncedOtherMove {
                announced: SpokenMove::new(&before, a),
                executed: SpokenMove::new(&before, m),
            }));
        }
        let recorded = self.record.push_move(&before, m, now, how);
        let (mover, san) = (recorded.mover, recorded.san);
        if std::mem::take(&mut self.draw_offer_pending) {
            self.record.note(now, Happening::DrawOffer { by: mover });
        }
        let phrase = Phrase::Move { mover, san, mv: m };
        self.tracker.complete(&m);
        self.setup_done = true;
        self.turned = None;
        self.provisional = None;
        self.promotion = None;
        self.waiting_for_answer = false;
        self.announced = None;
        self.mismatch = None;
        self.acted_on = Some(self.tracker.last_change());
        out.push(Effect::Say(phrase));
        if let Some(t) = self.timekeeper.as_mut() {
            t.start(mover, now);
            if let Some(pressed) = t.press(mover, now) {
                self.record.set_last_clock(pressed.remaining);
                out.extend(pressed.say.into_iter().map(Effect::Say));
            }
        }
        out.push(Effect::RecordChanged);
        self.compare_accounts(now, out);
        if let Some(outcome) = game_end(self.tracker.position()) {
            self.record
                .note(now, Happening::Result(shakmaty::Outcome::Known(outcome)));
            if self.tracker.position().is_stalemate() {
                out.push(Effect::Say(Phrase::Stalemate));
            }
            out.push(Effect::Say(Phrase::GameOver(outcome)));
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
            out.push(Effect::Say(Phrase::CallArbiter));
        }
    }
}

/// How the game ends in `pos` by the rules of play alone (mate, stalemate, dead position), if it does.
fn game_end(pos: &Chess) -> Option<KnownOutcome> {
    if pos.is_checkmate() {
        Some(KnownOutcome::Decisive {
            winner: !pos.turn(),
        })
    } else if pos.is_stalemate() || pos.is_insufficient_material() {
        Some(KnownOutcome::Draw)
    } else {
        None
    }
}
