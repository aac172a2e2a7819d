//! What the spoken set-up says: its questions, the choices (each with a spoken example where one helps), the
//! read-back and the outcome, as language-free values, and the fluent messages that say them.

use super::message::{Arg, Msg, duration, list};
use super::move_words::{Composer, SpokenMove};
use crate::clock::{PerMove, Schedule, TimeControl, Warnings};
use crate::config::settings::{PlayerLever, WindowTheme};
use crate::game::chess960::{Digit, GameStart, StartNumber};
use crate::notation::Language;
use crate::phonetic::{Form, Scheme, Vocabulary};
use shakmaty::{Chess, Move, Role, Square};
use std::time::Duration;

/// One question of the set-up, in the order they are asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SetupStep {
    /// The interface language.
    Language,
    /// The announcement scheme (FIDE or Danish).
    Scheme,
    /// The short or long form of a move.
    Form,
    /// The time control (presets, none, or one built with the levers).
    TimeControl,
    /// The minutes of a time control built with the levers.
    Minutes,
    /// The seconds added per move of a time control built with the levers.
    Increment,
    /// Which clock lever is the player's.
    Lever,
    /// The speaking rate.
    Rate,
    /// The voice for the scheme's words.
    Voice,
    /// When the time is announced unasked.
    Schedule,
    /// The player's own low-time warnings.
    Warnings,
    /// The window's colours, for a player who still reads large shapes (`window-theme`).
    Theme,
    /// Which game follows: standard chess or Chess960 (asked only when a game follows the set-up).
    Game,
    /// One digit of a Chess960 start number, set with the levers.
    StartDigit(Digit),
    /// The Chess960 start read back square by square, to be taken or changed.
    StartCheck,
    /// Save, start again, or leave.
    Finish,
}

impl SetupStep {
    fn key(self) -> &'static str {
        match self {
            SetupStep::Language => "language",
            SetupStep::Scheme => "scheme",
            SetupStep::Form => "form",
            SetupStep::TimeControl => "time-control",
            SetupStep::Minutes => "minutes",
            SetupStep::Increment => "increment",
            SetupStep::Lever => "lever",
            SetupStep::Rate => "rate",
            SetupStep::Voice => "voice",
            SetupStep::Schedule => "schedule",
            SetupStep::Warnings => "warnings",
            SetupStep::Theme => "theme",
            SetupStep::Game => "game",
            SetupStep::StartDigit(Digit::Hundreds) => "hundreds",
            SetupStep::StartDigit(Digit::Tens) => "tens",
            SetupStep::StartDigit(Digit::Units) => "units",
            SetupStep::StartCheck => "start",
            SetupStep::Finish => "finish",
        }
    }
}

/// How the set-up ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Finish {
    /// Write the settings and finish.
    Save,
    /// Go back to the first question.
    Again,
    /// Make the newest game's score sheets (Braille, large print, sound; D.2.7), then ask again.
    Sheets,
    /// Leave without writing anything.
    Leave,
}

/// One choice, as it is said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupOption {
    /// A language, named in itself.
    Language(Language),
    /// An announcement scheme, with an example move in its short form.
    Scheme(Scheme),
    /// A form of the given scheme, with an example move.
    Form(Scheme, Form),
    /// A time control, or none.
    TimeControl(Option<TimeControl>),
    /// A time control of one's own, built with the levers.
    CustomTimeControl,
    /// Minutes of a time control built with the levers.
    Minutes(u32),
    /// Seconds added per move of a time control built with the levers.
    Increment(u32),
    /// The player's clock lever.
    Lever(PlayerLever),
    /// A speaking rate, -100 to 100.
    Rate(i8),
    /// The voice for the scheme's words: a language's voice, or the interface voice (`None`).
    Voice(Option<Language>),
    /// An announcement schedule.
    Schedule(Schedule),
    /// The player's own low-time warnings.
    Warnings(Warnings),
    /// The window's colours.
    Theme(WindowTheme),
    /// The game that follows: standard chess, or Chess960 from a start.
    Game(GameStart),
    /// Chess960, its start number still to be set with the levers.
    Chess960,
    /// A Chess960 start number as its digits stand (the question says which digit the levers set).
    StartNumber(StartNumber),
    /// How to end the set-up.
    Finish(Finish),
}

/// What the set-up says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupPhrase {
    /// The first phrase: how the buttons work.
    Intro,
    /// A question with the choice it stands on.
    Ask(SetupStep, SetupOption),
    /// The choice the levers moved to.
    Choice(SetupOption),
    /// Some of the choices made, read back briefly (examples left out); `first` opens the read-back.
    ReadBack {
        /// Whether this is the first part of the read-back.
        first: bool,
        /// The questions and their choices.
        items: Vec<(SetupStep, SetupOption)>,
    },
    /// The settings were written.
    Saved,
    /// The set-up was left; nothing was written.
    Left,
    /// The settings file could not be read; a copy of it is kept beside it.
    Broken,
    /// The settings could not be written.
    WriteFailed,
    /// At the first start: the set-up is done, Enter begins the game.
    Begin,
    /// After a Chess960 start's back rank is read: its number, and how to take it or change it.
    CheckStart(StartNumber),
    /// The newest game's score sheets are written.
    SheetsWritten,
    /// The score sheets could not be written, and why.
    SheetsFailed(String),
}

/// The example move said with each scheme and form: Nf3 from the start position.
fn example() -> SpokenMove {
    let mv = Move::Normal {
        role: Role::Knight,
        from: Square::G1,
        capture: None,
        to: Square::F3,
        promotion: None,
    };
    SpokenMove::new(&Chess::default(), mv)
}

fn example_in(language: Language, scheme: Scheme, form: Form) -> Msg {
    Composer::new(Vocabulary::new(scheme, language), form).spoken_move(&example())
}

fn time_control(tc: &TimeControl) -> Msg {
    let periods = tc.periods();
    let same = periods.windows(2).all(|w| w[0].per_move == w[1].per_move);
    let items = periods
        .iter()
        .map(|p| {
            let mut m = match p.moves {
                Some(n) => Msg::new("setup-tc-period-moves")
                    .sub("time", duration(p.time))
                    .arg("moves", Arg::Number(u64::from(n))),
                None => Msg::new("setup-tc-period").sub("time", duration(p.time)),
            };
            if !same {
                m = per_move(m, p.per_move);
            }
            m
        })
        .collect();
    let all = list(items, "setup-tc-then", "setup-tc-then");
    match (same, periods.first()) {
        (true, Some(p)) => per_move(all, p.per_move),
        _ => all,
    }
}

fn per_move(m: Msg, per: PerMove) -> Msg {
    let seconds = |d: Duration| Arg::Number(d.as_secs());
    match per {
        PerMove::None => m,
        PerMove::Increment(d) => Msg::new("setup-tc-increment")
            .sub("rest", m)
            .arg("seconds", seconds(d)),
        PerMove::Bronstein(d) | PerMove::Delay(d) => Msg::new("setup-tc-delay")
            .sub("rest", m)
            .arg("seconds", seconds(d)),
    }
}

fn schedule(s: &Schedule) -> Msg {
    let items = s
        .bands()
        .iter()
        .rev()
        .map(|b| {
            let every = spaced("setup-every", b.every);
            match b.below {
                Some(below) => Msg::new("setup-band-below")
                    .sub("every", every)
                    .sub("under", spaced("setup-under", below)),
                None => Msg::new("setup-band").sub("every", every),
            }
        })
        .collect();
    list(items, "join-comma", "join-and")
}

/// "every 10 minutes", "under a minute": a span with its seconds, so that a language may say one minute
/// its own way.
fn spaced(id: &'static str, d: Duration) -> Msg {
    Msg::new(id)
        .sub("time", duration(d))
        .arg("seconds", Arg::Number(d.as_secs()))
}

fn language_key(l: Language) -> Arg {
    Arg::Key(l.name())
}

/// The message saying a choice; `brief` leaves the example out (for the read-back).
fn option(composer: Composer, o: &SetupOption, brief: bool) -> Msg {
    let language = composer.vocab().language();
    let with_example = |m: Msg, scheme, form| {
        if brief {
            m
        } else {
            Msg::new("setup-example")
                .sub("choice", m)
                .sub("example", example_in(language, scheme, form))
        }
    };
    match o {
        SetupOption::Language(l) => Msg::new("setup-language").arg("language", language_key(*l)),
        SetupOption::Scheme(s) => with_example(
            Msg::new("setup-scheme").arg("scheme", Arg::Key(s.name())),
            *s,
            Form::Short,
        ),
        SetupOption::Form(s, f) => with_example(
            Msg::new("setup-form").arg("form", Arg::Key(f.name())),
            *s,
            *f,
        ),
        SetupOption::TimeControl(None) => Msg::new("setup-tc-none"),
        SetupOption::TimeControl(Some(tc)) => time_control(tc),
        SetupOption::CustomTimeControl => Msg::new("setup-tc-custom"),
        SetupOption::Minutes(m) => duration(Duration::from_secs(u64::from(*m) * 60)),
        SetupOption::Increment(0) => Msg::new("setup-no-increment"),
        SetupOption::Increment(s) => duration(Duration::from_secs(u64::from(*s))),
        SetupOption::Lever(l) => Msg::new("setup-lever").arg("lever", Arg::Key(l.name())),
        SetupOption::Rate(r) => {
            let pace = match r {
                0 => "normal",
                r if *r < 0 => "slower",
                _ => "faster",
            };
            Msg::new("setup-rate")
                .arg("pace", Arg::Key(pace))
                .arg("amount", Arg::Number(u64::from(r.unsigned_abs())))
        }
        SetupOption::Voice(v) => Msg::new("setup-voice").arg(
            "voice",
            Arg::Key(match v {
                Some(l) => l.name(),
                None => "same",
            }),
        ),
        SetupOption::Schedule(s) => schedule(s),
        SetupOption::Theme(t) => Msg::new("setup-theme").arg("theme", Arg::Key(t.name())),
        SetupOption::Warnings(w) if w.is_empty() => Msg::new("setup-warnings-none"),
        SetupOption::Warnings(w) => {
            let items = w.marks().iter().map(|d| duration(*d)).collect();
            Msg::new("setup-warnings").sub("marks", list(items, "join-comma", "join-and"))
        }
        SetupOption::Game(GameStart::Standard) => Msg::new("setup-game-standard"),
        SetupOption::Game(GameStart::Chess960(n)) => {
            Msg::new("setup-game-chess960").arg("number", number(*n))
        }
        SetupOption::Chess960 => Msg::new("setup-chess960"),
        SetupOption::StartNumber(n) => Msg::new("setup-start-number").arg("number", number(*n)),
        SetupOption::Finish(f) => Msg::new("setup-finish").arg(
            "choice",
            Arg::Key(match f {
                Finish::Save => "save",
                Finish::Again => "again",
                Finish::Sheets => "sheets",
                Finish::Leave => "leave",
            }),
        ),
    }
}

/// A start number, as a number (not a count).
fn number(n: StartNumber) -> Arg {
    Arg::Number(u64::from(n.get()))
}

fn question(step: SetupStep) -> Msg {
    Msg::new("setup-question").arg("step", Arg::Key(step.key()))
}

/// The message saying a set-up phrase.
pub(crate) fn compose(composer: Composer, p: &SetupPhrase) -> Msg {
    match p {
        SetupPhrase::Intro => Msg::new("setup-intro"),
        SetupPhrase::Ask(step, o) => Msg::new("setup-ask")
            .sub("question", question(*step))
            .sub("choice", option(composer, o, false)),
        SetupPhrase::Choice(o) => {
            Msg::new("setup-choice").sub("choice", option(composer, o, false))
        }
        SetupPhrase::ReadBack { first, items } => {
            let items = items
                .iter()
                .map(|(step, o)| {
                    Msg::new("setup-item")
                        .sub("question", question(*step))
                        .sub("choice", option(composer, o, true))
                })
                .collect();
            let id = if *first {
                "setup-readback"
            } else {
                "setup-readback-more"
            };
            Msg::new(id).sub("choices", list(items, "join-steps", "join-steps"))
        }
        SetupPhrase::Saved => Msg::new("setup-saved"),
        SetupPhrase::Left => Msg::new("setup-left"),
        SetupPhrase::Broken => Msg::new("setup-broken"),
        SetupPhrase::WriteFailed => Msg::new("setup-write-failed"),
        SetupPhrase::Begin => Msg::new("setup-begin"),
        SetupPhrase::CheckStart(n) => Msg::new("setup-check-start").arg("number", number(*n)),
        SetupPhrase::SheetsWritten => Msg::new("sheet-written"),
        SetupPhrase::SheetsFailed(reason) => {
            Msg::new("sheet-failed").arg("reason", Arg::Text(reason.clone()))
        }
    }
}
