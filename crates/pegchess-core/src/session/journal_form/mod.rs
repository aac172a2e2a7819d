//! The journal's on-disk form of the session's events: a contract of its own, separate from the in-memory
//! [`Event`]. Format version 2 (the journal's first line `pegchess-journal 2`, the form read and written
//! "now") is [`EntryV2`]: every variant and field named explicitly, never derived from an in-memory name, so a
//! variant renamed in memory cannot change what is written or break a saved game. `Event` is written and read
//! only through it (its serde is implemented here, and nowhere else), converted both ways here; the boards'
//! events in `board_entries.rs`. Still shared with memory: a question's form (`words::Query`, `HelpTopic`),
//! written by their own derived names. A
//! later format is a new `EntryV3` beside it, with the conversion from this one, and the journal keeps
//! reading every version written (the saved journals in `tests/data/journals/` are the fixture).

mod board_entries;

pub use board_entries::{DgtEntry, LinkEntry};

use super::event::{ClockAction, Command, Event, GameResult, GameWords};
use crate::game::forms;
use crate::notation::Language;
use crate::phonetic::{Form, Scheme};
use crate::words::Query;
use crate::worker_kind::WorkerKind;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use shakmaty::uci::UciMove;
use shakmaty::{Color, Role};
use std::time::Duration;

/// One journal entry of format version 2, as it is on disk.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum EntryV2 {
    /// The peg board's link.
    #[serde(rename = "board")]
    Board(LinkEntry),
    /// A command from a key, a board button or a voice.
    #[serde(rename = "command")]
    Command(CommandEntry),
    /// Time passed and the session acted.
    #[serde(rename = "tick")]
    Tick,
    /// Words the recogniser heard.
    #[serde(rename = "heard")]
    Heard(String),
    /// Voice input stopped working (never journaled by the loop; kept readable).
    #[serde(rename = "voice-trouble")]
    VoiceTrouble(String),
    /// A typed line the keys could not read (said; changes nothing in the game).
    #[serde(rename = "refused")]
    Refused(String),
    /// The sighted player's DGT e-board.
    #[serde(rename = "sighted")]
    Sighted(DgtEntry),
    /// A worker of the table was lost, by its name ([`WorkerKind::name`]).
    #[serde(rename = "worker-lost")]
    WorkerLost(#[serde(with = "forms::display")] WorkerKind),
}

/// A command as the journal keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum CommandEntry {
    /// The clock pressed.
    #[serde(rename = "press")]
    Press,
    /// The promotion piece.
    #[serde(rename = "promote")]
    Promote(#[serde(with = "forms::role")] Role),
    /// Say the last phrase again.
    #[serde(rename = "repeat")]
    Repeat,
    /// A move announced.
    #[serde(rename = "announced")]
    Announced(#[serde(with = "forms::uci")] UciMove),
    /// A move typed.
    #[serde(rename = "typed")]
    Typed(String),
    /// A question.
    #[serde(rename = "ask")]
    Ask(Query),
    /// A move of the sighted player's board, as the assistant typed it.
    #[serde(rename = "sighted")]
    Sighted(String),
    /// A draw offer, the side not named.
    #[serde(rename = "offer-draw")]
    OfferDraw,
    /// A draw offer by the side named.
    #[serde(rename = "offer-draw-by")]
    OfferDrawBy(#[serde(with = "forms::color")] Color),
    /// A resignation to confirm.
    #[serde(rename = "resign")]
    Resign(#[serde(with = "forms::color")] Color),
    /// The game's end off the board.
    #[serde(rename = "result")]
    Result(ResultEntry),
    /// The arbiter's clock correction.
    #[serde(rename = "clock")]
    Clock(ClockEntry),
    /// The arbiter's restore to this many half-moves.
    #[serde(rename = "restore")]
    Restore(usize),
    /// A move of the sheets made again.
    #[serde(rename = "remade")]
    Remade(#[serde(with = "forms::uci")] UciMove),
    /// The words the game goes on in.
    #[serde(rename = "words")]
    Words(WordsEntry),
}

/// How a game ended off the board, as the journal keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ResultEntry {
    /// A draw agreed.
    #[serde(rename = "draw-agreed")]
    DrawAgreed,
    /// This side resigned.
    #[serde(rename = "resigned")]
    Resigned(#[serde(with = "forms::color")] Color),
    /// The arbiter declared this side the winner.
    #[serde(rename = "arbiter-win")]
    ArbiterWin(#[serde(with = "forms::color")] Color),
    /// The arbiter declared a draw.
    #[serde(rename = "arbiter-draw")]
    ArbiterDraw,
}

/// The arbiter's clock action, as the journal keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClockEntry {
    /// Both clocks stopped.
    #[serde(rename = "pause")]
    Pause,
    /// The clock started again.
    #[serde(rename = "resume")]
    Resume,
    /// A side's time set.
    #[serde(rename = "set-time")]
    SetTime(#[serde(with = "forms::color")] Color, Duration),
    /// A side's move counter set.
    #[serde(rename = "set-moves")]
    SetMoves(#[serde(with = "forms::color")] Color, u32),
    /// The penalty time given to the opponent of this side.
    #[serde(rename = "penalty")]
    Penalty(#[serde(with = "forms::color")] Color),
    /// An increment added for both.
    #[serde(rename = "add-increment")]
    AddIncrement(Duration),
}

/// The words a game goes on in, as the journal keeps them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WordsEntry {
    /// The interface language.
    #[serde(rename = "locale", with = "forms::display")]
    pub locale: Language,
    /// The letters of typed moves.
    #[serde(rename = "notation", with = "forms::display")]
    pub notation: Language,
    /// The announcement scheme.
    #[serde(rename = "scheme", with = "forms::display")]
    pub scheme: Scheme,
    /// Short or long announcements.
    #[serde(rename = "form", with = "forms::display")]
    pub form: Form,
}

/// An event is written as the entry of the format written now.
impl Serialize for Event {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        EntryV2::from(self.clone()).serialize(s)
    }
}

/// An event is read from the entry of the journal's format.
impl<'de> Deserialize<'de> for Event {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        EntryV2::deserialize(d).map(Event::from)
    }
}

impl From<Event> for EntryV2 {
    fn from(event: Event) -> Self {
        match event {
            Event::Board(e) => EntryV2::Board(e.into()),
            Event::Command(c) => EntryV2::Command(c.into()),
            Event::Tick => EntryV2::Tick,
            Event::Heard(words) => EntryV2::Heard(words),
            Event::VoiceTrouble(why) => EntryV2::VoiceTrouble(why),
            Event::Refused(why) => EntryV2::Refused(why),
            Event::Sighted(e) => EntryV2::Sighted(e.into()),
            Event::WorkerLost(kind) => EntryV2::WorkerLost(kind),
        }
    }
}

impl From<EntryV2> for Event {
    fn from(entry: EntryV2) -> Self {
        match entry {
            EntryV2::Board(e) => Event::Board(e.into()),
            EntryV2::Command(c) => Event::Command(c.into()),
            EntryV2::Tick => Event::Tick,
            EntryV2::Heard(words) => Event::Heard(words),
            EntryV2::VoiceTrouble(why) => Event::VoiceTrouble(why),
            EntryV2::Refused(why) => Event::Refused(why),
            EntryV2::Sighted(e) => Event::Sighted(e.into()),
            EntryV2::WorkerLost(kind) => Event::WorkerLost(kind),
        }
    }
}

impl From<Command> for CommandEntry {
    fn from(c: Command) -> Self {
        match c {
            Command::Press => CommandEntry::Press,
            Command::Promote(r) => CommandEntry::Promote(r),
            Command::Repeat => CommandEntry::Repeat,
            Command::Announced(m) => CommandEntry::Announced(m),
            Command::Typed(t) => CommandEntry::Typed(t),
            Command::Ask(q) => CommandEntry::Ask(q),
            Command::Sighted(t) => CommandEntry::Sighted(t),
            Command::OfferDraw(None) => CommandEntry::OfferDraw,
            Command::OfferDraw(Some(c)) => CommandEntry::OfferDrawBy(c),
            Command::Resign(c) => CommandEntry::Resign(c),
            Command::Result(r) => CommandEntry::Result(r.into()),
            Command::Clock(a) => CommandEntry::Clock(a.into()),
            Command::Restore(n) => CommandEntry::Restore(n),
            Command::Remade(m) => CommandEntry::Remade(m),
            Command::Words(w) => CommandEntry::Words(w.into()),
        }
    }
}

impl From<CommandEntry> for Command {
    fn from(c: CommandEntry) -> Self {
        match c {
            CommandEntry::Press => Command::Press,
            CommandEntry::Promote(r) => Command::Promote(r),
            CommandEntry::Repeat => Command::Repeat,
            CommandEntry::Announced(m) => Command::Announced(m),
            CommandEntry::Typed(t) => Command::Typed(t),
            CommandEntry::Ask(q) => Command::Ask(q),
            CommandEntry::Sighted(t) => Command::Sighted(t),
            CommandEntry::OfferDraw => Command::OfferDraw(None),
            CommandEntry::OfferDrawBy(c) => Command::OfferDraw(Some(c)),
            CommandEntry::Resign(c) => Command::Resign(c),
            CommandEntry::Result(r) => Command::Result(r.into()),
            CommandEntry::Clock(a) => Command::Clock(a.into()),
            CommandEntry::Restore(n) => Command::Restore(n),
            CommandEntry::Remade(m) => Command::Remade(m),
            CommandEntry::Words(w) => Command::Words(w.into()),
        }
    }
}

impl From<GameResult> for ResultEntry {
    fn from(r: GameResult) -> Self {
        match r {
            GameResult::DrawAgreed => ResultEntry::DrawAgreed,
            GameResult::Resigned(c) => ResultEntry::Resigned(c),
            GameResult::ArbiterWin(c) => ResultEntry::ArbiterWin(c),
            GameResult::ArbiterDraw => ResultEntry::ArbiterDraw,
        }
    }
}

impl From<ResultEntry> for GameResult {
    fn from(r: ResultEntry) -> Self {
        match r {
            ResultEntry::DrawAgreed => GameResult::DrawAgreed,
            ResultEntry::Resigned(c) => GameResult::Resigned(c),
            ResultEntry::ArbiterWin(c) => GameResult::ArbiterWin(c),
            ResultEntry::ArbiterDraw => GameResult::ArbiterDraw,
        }
    }
}

impl From<ClockAction> for ClockEntry {
    fn from(a: ClockAction) -> Self {
        match a {
            ClockAction::Pause => ClockEntry::Pause,
            ClockAction::Resume => ClockEntry::Resume,
            ClockAction::SetTime(c, d) => ClockEntry::SetTime(c, d),
            ClockAction::SetMoves(c, n) => ClockEntry::SetMoves(c, n),
            ClockAction::Penalty(c) => ClockEntry::Penalty(c),
            ClockAction::AddIncrement(d) => ClockEntry::AddIncrement(d),
        }
    }
}

impl From<ClockEntry> for ClockAction {
    fn from(a: ClockEntry) -> Self {
        match a {
            ClockEntry::Pause => ClockAction::Pause,
            ClockEntry::Resume => ClockAction::Resume,
            ClockEntry::SetTime(c, d) => ClockAction::SetTime(c, d),
            ClockEntry::SetMoves(c, n) => ClockAction::SetMoves(c, n),
            ClockEntry::Penalty(c) => ClockAction::Penalty(c),
            ClockEntry::AddIncrement(d) => ClockAction::AddIncrement(d),
        }
    }
}

impl From<GameWords> for WordsEntry {
    fn from(w: GameWords) -> Self {
        WordsEntry {
            locale: w.locale,
            notation: w.notation,
            scheme: w.scheme,
            form: w.form,
        }
    }
}

impl From<WordsEntry> for GameWords {
    fn from(w: WordsEntry) -> Self {
        GameWords {
            locale: w.locale,
            notation: w.notation,
            scheme: w.scheme,
            form: w.form,
        }
    }
}
