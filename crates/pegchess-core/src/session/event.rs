//! What goes into the session (events) and what comes out (effects). The journal writes and reads an event only
//! through its own form (`journal_form.rs`, format version 2): these in-memory names are free to change.

use crate::board::dgt::link_event::DgtEvent;
use crate::board::peg::link_event::LinkEvent;
use crate::notation::Language;
use crate::phonetic::{Form, Scheme};
use crate::speech::Phrase;
use crate::worker_kind::WorkerKind;
use shakmaty::uci::UciMove;
use shakmaty::{Color, Role};
use std::time::Duration;

/// Everything that can happen to the session. On disk it is the journal's own form (`journal_form::EntryV2`,
/// which writes and reads it), converted both ways.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Something from the board's link.
    Board(LinkEvent),
    /// A command from a key, a board button or a voice.
    Command(Command),
    /// Time passes (only journaled when the session acts on it).
    Tick,
    /// Words the recogniser heard, read by the session against its position (a move, a near
    /// match asked back, or a command); the journal keeps the words.
    Heard(String),
    /// Voice input stopped working (e.g. the microphone was unplugged); shown on the console.
    VoiceTrouble(String),
    /// A typed line the keys could not read, with what to type instead, in the console's language: said (a
    /// blind player does not read the console) and kept for the repeat key; it changes nothing in the game.
    Refused(String),
    /// Something from the sighted player's DGT e-board.
    Sighted(DgtEvent),
    /// A worker of the table (speech, a board's link, voice, the keys, the window) was lost: its thread
    /// panicked. Its fallback has taken over; the session says what goes on instead.
    WorkerLost(WorkerKind),
}

impl From<DgtEvent> for Event {
    fn from(e: DgtEvent) -> Self {
        Event::Sighted(e)
    }
}

impl From<LinkEvent> for Event {
    fn from(e: LinkEvent) -> Self {
        Event::Board(e)
    }
}

/// A command from the player, the assistant or the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// The side to move presses the clock (a key; the board's levers arrive as board events).
    Press,
    /// The piece a promoting pawn becomes.
    Promote(Role),
    /// Say the last phrase again.
    Repeat,
    /// A move was announced (heard, or typed by the assistant) by the side to move.
    Announced(UciMove),
    /// A move typed by the assistant or arbiter in SAN (the notation's letters), UCI or phonetic words;
    /// it is read against the position when it arrives.
    Typed(String),
    /// A question from the player or assistant (D.2.10.4): answered from the record, never with advice.
    Ask(Query),
    /// A move executed on the sighted player's board, as the assistant enters it (SAN in the notation's
    /// letters, or UCI). These moves are the sighted side's account of the game, compared with the record.
    Sighted(String),
    /// A draw offer (9.1.2), noted "(=)" with the offering side's move: by the side named, else by the
    /// side whose move is in hand (made or announced, not yet pressed), else by the last mover.
    OfferDraw(Option<Color>),
    /// A resignation keyed or typed for this side: asked to be confirmed, as a spoken one is (5.1.2 ends the
    /// game at once, so a key pressed by mistake must not); the yes completes it.
    Resign(Color),
    /// The game ends by agreement, resignation or the arbiter's decision.
    Result(GameResult),
    /// The arbiter corrects the clock (6.10, 6.11, 7.5.5, 9.5.3, III.4).
    Clock(ClockAction),
    /// The arbiter's D.2.9 decision: the game goes back to the position after this many half-moves.
    Restore(usize),
    /// The arbiter's D.2.9 decision, after a restore: a move of the players' score sheets made again in the
    /// record, where the record had another (the sheets correspond; the boards are set to them).
    Remade(UciMove),
    /// The game goes on in other words than it began in (a `resume` asked for them): typed and heard words
    /// are read in these from now on, and a later `resume` keeps them.
    Words(GameWords),
}

/// The words a game is spoken, typed and heard in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameWords {
    /// The interface language.
    pub locale: Language,
    /// The letters of typed moves.
    pub notation: Language,
    /// The announcement scheme.
    pub scheme: Scheme,
    /// Short or long announcements.
    pub form: Form,
}

/// How a game ended off the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    /// The players agreed a draw (9.1).
    DrawAgreed,
    /// This side resigned (5.1.2).
    Resigned(Color),
    /// The arbiter declared this side the winner (e.g. 5.1.2 with a player absent, or 12.9).
    ArbiterWin(Color),
    /// The arbiter declared the game drawn.
    ArbiterDraw,
}

/// What the arbiter does to the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockAction {
    /// Stop both clocks (6.11).
    Pause,
    /// Start the stopped clock again.
    Resume,
    /// Set a side's time.
    SetTime(Color, Duration),
    /// Set a side's move counter.
    SetMoves(Color, u32),
    /// The offender completed an illegal move (7.5.5): the opponent gets the penalty time in force.
    Penalty(Color),
    /// Add an increment per move for both players (Guideline III.4), in seconds.
    AddIncrement(Duration),
}

pub use crate::words::Query;

/// What the session asks the outside world to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Say this (and print it).
    Say(Phrase),
    /// The record changed: save the score sheet.
    RecordChanged,
    /// Between games (before the first move, or after the end) the player held the speak button: leave
    /// the game and run the spoken set-up, then a new game.
    SetUp,
    /// The talking clock changed (started, pressed, paused or resumed, set, stopped): the sighted player's
    /// DGT 3000 is to show this (it counts down by itself in between).
    DgtClock(crate::board::dgt::dgt3000::ClockFace),
}

/// A readable one-line form for the console (`pegchess listen`); the journal uses its own form.
impl std::fmt::Display for Command {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Command::Press => f.write_str("press"),
            Command::Promote(r) => write!(f, "promote {}", r.char()),
            Command::Repeat => f.write_str("repeat"),
            Command::Announced(m) => write!(f, "announced {m}"),
            Command::Typed(text) => write!(f, "typed {text}"),
            Command::Ask(q) => write!(f, "ask {q}"),
            Command::Sighted(text) => write!(f, "sighted {text}"),
            Command::Restore(plies) => write!(f, "restore {plies}"),
            Command::Remade(m) => write!(f, "remade {m}"),
            Command::Words(w) => write!(
                f,
                "words {} {} {} {}",
                w.locale, w.notation, w.scheme, w.form
            ),
            Command::OfferDraw(None) => f.write_str("offer-draw"),
            Command::OfferDraw(Some(c)) => write!(f, "offer-draw {}", c.char()),
            Command::Resign(c) => write!(f, "resign {}", c.char()),
            Command::Result(GameResult::DrawAgreed) => f.write_str("result draw"),
            Command::Result(GameResult::Resigned(c)) => write!(f, "result resigned {}", c.char()),
            Command::Result(GameResult::ArbiterWin(c)) => write!(f, "result arbiter {}", c.char()),
            Command::Result(GameResult::ArbiterDraw) => f.write_str("result arbiter draw"),
            Command::Clock(a) => match a {
                ClockAction::Pause => f.write_str("clock pause"),
                ClockAction::Resume => f.write_str("clock resume"),
                ClockAction::SetTime(c, d) => write!(f, "clock set {} {}", c.char(), d.as_millis()),
                ClockAction::SetMoves(c, n) => write!(f, "clock moves {} {n}", c.char()),
                ClockAction::Penalty(c) => write!(f, "clock penalty {}", c.char()),
                ClockAction::AddIncrement(d) => write!(f, "clock increment {}", d.as_millis()),
            },
        }
    }
}
