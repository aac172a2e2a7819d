//! The spoken set-up: a pure state machine driven by the board's three buttons (or their keys). Button
//! presses in; phrases and, at the end, the choices out. No IO and no clock: `commands/setup.rs` reads
//! the buttons, says the phrases and writes the settings file.
//!
//! The levers move between the choices of a question (left back, right on, round at the ends); a short
//! press of the speak button chooses and moves to the next question; a long press says the question and
//! the choice again. Every choice is said the moment it is reached. The language comes first, so every
//! later phrase is in the player's language.

pub mod choices;

pub use choices::Choices;

use crate::board::protocol::Button;
use crate::session::LONG_PRESS;
use crate::speech::{Finish, Phrase, SetupOption, SetupPhrase, SetupStep};
use choices::{INCREMENTS, MINUTES, current, custom_time_control, options};
use std::time::Duration;

/// One press of a button (or its key).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Input {
    /// The left lever: the previous choice.
    Left,
    /// The right lever: the next choice.
    Right,
    /// A short press of the speak button: choose.
    Speak,
    /// A long press of the speak button: say the question and the choice again.
    SpeakLong,
}

/// How the set-up ended.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// The player chose to save these choices.
    Save(Choices),
    /// The player left without saving.
    Leave,
}

/// The set-up in progress.
#[derive(Debug, Clone)]
pub struct Setup {
    choices: Choices,
    step: SetupStep,
    cursor: usize,
    /// The minutes and increment of a time control built with the levers (indices into the lists).
    minutes: usize,
    increment: usize,
    outcome: Option<Outcome>,
    /// The player asked for the newest game's score sheets, not yet made.
    sheets: bool,
}

impl Setup {
    /// A set-up starting from `choices` (the current settings), and what it says first: how the
    /// buttons work, then the first question.
    pub fn new(choices: Choices) -> (Setup, Vec<Phrase>) {
        let mut setup = Setup {
            choices,
            step: SetupStep::Language,
            cursor: 0,
            minutes: MINUTES.iter().position(|m| *m == 15).unwrap_or(0),
            increment: INCREMENTS.iter().position(|s| *s == 10).unwrap_or(0),
            outcome: None,
            sheets: false,
        };
        let mut out = vec![SetupPhrase::Intro.into()];
        setup.enter(SetupStep::Language, &mut out);
        (setup, out)
    }

    /// The language the phrases are said in now (the one chosen, once it is).
    pub fn language(&self) -> crate::phonetic::Language {
        self.choices.locale
    }

    /// The choices so far.
    pub fn choices(&self) -> &Choices {
        &self.choices
    }

    /// The question being asked.
    pub fn step(&self) -> SetupStep {
        self.step
    }

    /// How the set-up ended, once it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Whether the player asked for the newest game's score sheets since the last call.
    pub fn take_sheets(&mut self) -> bool {
        std::mem::take(&mut self.sheets)
    }

    /// One button press; returns what to say. Once the set-up has ended, presses say nothing.
    pub fn press(&mut self, input: Input) -> Vec<Phrase> {
        let mut out = Vec::new();
        if self.outcome.is_some() {
            return out;
        }
        let options = self.options();
        let n = options.len().max(1);
        match input {
            Input::Left | Input::Right => {
                self.cursor = match input {
                    Input::Left => (self.cursor + n - 1) % n,
                    _ => (self.cursor + 1) % n,
                };
                if let Some(o) = self.options().get(self.cursor) {
                    out.push(SetupPhrase::Choice(o.clone()).into());
                }
            }
            Input::SpeakLong => self.ask(&mut out),
            Input::Speak => {
                if let Some(o) = options.get(self.cursor).cloned() {
                    self.choose(o, &mut out);
                }
            }
        }
        out
    }

    fn options(&self) -> Vec<SetupOption> {
        options(self.step, &self.choices)
    }

    fn ask(&self, out: &mut Vec<Phrase>) {
        if let Some(o) = self.options().get(self.cursor) {
            out.push(SetupPhrase::Ask(self.step, o.clone()).into());
        }
    }

    /// Moves to a question and asks it, standing on the current choice.
    fn enter(&mut self, step: SetupStep, out: &mut Vec<Phrase>) {
        self.step = step;
        let options = self.options();
        let here = match step {
            SetupStep::Minutes => Some(self.minutes),
            SetupStep::Increment => Some(self.increment),
            _ => current(step, &self.choices).and_then(|c| options.iter().position(|o| *o == c)),
        };
        self.cursor = here.unwrap_or(0).min(options.len().saturating_sub(1));
        if step == SetupStep::Finish {
            for (i, items) in self.choices.read_back().into_iter().enumerate() {
                out.push(
                    SetupPhrase::ReadBack {
                        first: i == 0,
                        items,
                    }
                    .into(),
                );
            }
        }
        self.ask(out);
    }

    fn choose(&mut self, option: SetupOption, out: &mut Vec<Phrase>) {
        let c = &mut self.choices;
        let next = match option {
            SetupOption::Language(l) => {
                c.locale = l;
                SetupStep::Scheme
            }
            SetupOption::Scheme(s) => {
                if s != c.scheme {
                    // The voice for the words follows the scheme.
                    c.phonetic_voice = c.phonetic_voice.and(choices::scheme_language(s));
                }
                c.scheme = s;
                SetupStep::Form
            }
            SetupOption::Form(_, f) => {
                c.form = f;
                SetupStep::TimeControl
            }
            SetupOption::TimeControl(tc) => {
                c.time_control = tc;
                SetupStep::Lever
            }
            SetupOption::CustomTimeControl => SetupStep::Minutes,
            SetupOption::Minutes(_) => {
                self.minutes = self.cursor;
                SetupStep::Increment
            }
            SetupOption::Increment(_) => {
                self.increment = self.cursor;
                let minutes = MINUTES.get(self.minutes).copied().unwrap_or(15);
                let increment = INCREMENTS.get(self.increment).copied().unwrap_or(0);
                c.time_control = Some(custom_time_control(minutes, increment));
                SetupStep::Lever
            }
            SetupOption::Lever(l) => {
                c.player_lever = l;
                SetupStep::Rate
            }
            SetupOption::Rate(r) => {
                c.speech_rate = r;
                SetupStep::Voice
            }
            SetupOption::Voice(v) => {
                c.phonetic_voice = v;
                SetupStep::Schedule
            }
            SetupOption::Schedule(s) => {
                c.schedule = s;
                SetupStep::Warnings
            }
            SetupOption::Warnings(w) => {
                c.warnings = w;
                SetupStep::Theme
            }
            SetupOption::Theme(t) => {
                c.window_theme = t;
                SetupStep::Finish
            }
            SetupOption::Finish(Finish::Save) => {
                self.outcome = Some(Outcome::Save(self.choices.clone()));
                return;
            }
            SetupOption::Finish(Finish::Leave) => {
                self.outcome = Some(Outcome::Leave);
                out.push(SetupPhrase::Left.into());
                return;
            }
            SetupOption::Finish(Finish::Again) => SetupStep::Language,
            SetupOption::Finish(Finish::Sheets) => {
                // Made by the caller (`take_sheets`); the question stays.
                self.sheets = true;
                return;
            }
        };
        self.enter(next, out);
    }
}

/// Turns the board's button events into set-up inputs: a lever going down is a move, the speak button
/// is a short or a long press by how long it was held (`LONG_PRESS`, as in a game).
#[derive(Debug, Clone, Default)]
pub struct Buttons {
    speak_down: Option<Duration>,
}

impl Buttons {
    /// A button went down (`pressed`) or up at `now`; the input it makes, if any.
    pub fn read(&mut self, button: Button, pressed: bool, now: Duration) -> Option<Input> {
        match (button, pressed) {
            (Button::LeftLever, true) => Some(Input::Left),
            (Button::RightLever, true) => Some(Input::Right),
            (Button::Speak, true) => {
                self.speak_down = Some(now);
                None
            }
            (Button::Speak, false) => {
                let held = now.saturating_sub(self.speak_down.take()?);
                Some(if held < LONG_PRESS {
                    Input::Speak
                } else {
                    Input::SpeakLong
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Settings;
    use crate::phonetic::Language;

    fn start() -> Setup {
        Setup::new(Choices::from_settings(&Settings::default())).0
    }

    #[test]
    fn it_starts_with_the_buttons_and_the_language() {
        let (_, said) = Setup::new(Choices::from_settings(&Settings::default()));
        assert_eq!(said[0], Phrase::Setup(SetupPhrase::Intro));
        assert_eq!(
            said[1],
            Phrase::Setup(SetupPhrase::Ask(
                SetupStep::Language,
                SetupOption::Language(Language::En)
            ))
        );
    }

    #[test]
    fn the_right_lever_moves_on_and_the_speak_button_chooses() {
        let mut s = start();
        let said = s.press(Input::Right);
        assert_eq!(
            said,
            vec![Phrase::Setup(SetupPhrase::Choice(SetupOption::Language(
                Language::De
            )))]
        );
        s.press(Input::Speak);
        assert_eq!(s.language(), Language::De);
        assert_eq!(s.step(), SetupStep::Scheme);
        // The left lever goes round from the first choice to the last.
        let said = s.press(Input::Left);
        assert_eq!(said.len(), 1);
        assert_eq!(s.press(Input::SpeakLong).len(), 1);
    }

    #[test]
    fn a_custom_time_control_is_built_with_the_levers() {
        let mut s = start();
        for _ in 0..3 {
            s.press(Input::Speak); // language, scheme, form
        }
        assert_eq!(s.step(), SetupStep::TimeControl);
        s.press(Input::Right); // from "no clock" (the default) to "custom"
        s.press(Input::Speak);
        assert_eq!(s.step(), SetupStep::Minutes);
        s.press(Input::Right); // 15 -> 20 minutes
        s.press(Input::Speak);
        s.press(Input::Left); // 10 -> 5 seconds
        s.press(Input::Speak);
        assert_eq!(
            s.choices().time_control.as_ref().map(ToString::to_string),
            Some("1200+5".to_string())
        );
    }

    #[test]
    fn a_long_press_is_told_from_a_short_one() {
        let mut b = Buttons::default();
        let ms = Duration::from_millis;
        assert_eq!(b.read(Button::Speak, true, ms(0)), None);
        assert_eq!(b.read(Button::Speak, false, ms(100)), Some(Input::Speak));
        b.read(Button::Speak, true, ms(1000));
        assert_eq!(
            b.read(Button::Speak, false, ms(2000)),
            Some(Input::SpeakLong)
        );
        assert_eq!(b.read(Button::Speak, false, ms(2100)), None);
        assert_eq!(b.read(Button::LeftLever, true, ms(0)), Some(Input::Left));
        assert_eq!(b.read(Button::LeftLever, false, ms(0)), None);
    }
}
