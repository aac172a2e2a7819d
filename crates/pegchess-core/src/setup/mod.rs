//! The spoken set-up: a pure state machine driven by the board's three buttons (or their keys). Button
//! presses in; phrases and, at the end, the choices out. No IO and no clock: `commands/setup.rs` reads
//! the buttons, says the phrases and writes the settings file.
//!
//! The levers move between the choices of a question (left back, right on, round at the ends); a short
//! press of the speak button chooses and moves to the next question; a long press says the question and
//! the choice again. Every choice is said the moment it is reached. The language comes first, so every
//! later phrase is in the player's language. When a game follows the set-up, the last question is which
//! game (`game.rs`): its answer goes to that game, never into the settings.

pub mod choices;
pub mod game;

pub use choices::Choices;
pub use game::NextGame;

use crate::board::peg::protocol::Button;
use crate::game::chess960::{Digit, GameStart};
use crate::session::{SpeakButton, SpeakPress};
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
    /// The game that follows, when one does (its question is asked last).
    game: Option<NextGame>,
}

impl Setup {
    /// A set-up starting from `choices` (the current settings), and what it says first: how the
    /// buttons work, then the first question. No game follows it (`pegchess setup`): which game is not asked.
    pub fn new(choices: Choices) -> (Setup, Vec<Phrase>) {
        Setup::start(choices, None)
    }

    /// A set-up a game follows: as [`Setup::new`], and its last question is which game, standing on `game`
    /// (the one the game would have without the set-up).
    pub fn before_game(choices: Choices, game: GameStart) -> (Setup, Vec<Phrase>) {
        Setup::start(choices, Some(NextGame::new(game)))
    }

    fn start(choices: Choices, game: Option<NextGame>) -> (Setup, Vec<Phrase>) {
        let mut setup = Setup {
            choices,
            step: SetupStep::Language,
            cursor: 0,
            minutes: MINUTES.iter().position(|m| *m == 15).unwrap_or(0),
            increment: INCREMENTS.iter().position(|s| *s == 10).unwrap_or(0),
            outcome: None,
            sheets: false,
            game,
        };
        let mut out = vec![SetupPhrase::Intro.into()];
        setup.enter(SetupStep::Language, &mut out);
        (setup, out)
    }

    /// The language the phrases are said in now (the one chosen, once it is).
    pub fn language(&self) -> crate::notation::Language {
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

    /// The game that follows as the player has it so far (the one given until the question is answered);
    /// `None` when no game follows.
    pub fn game(&self) -> Option<GameStart> {
        self.game.as_ref().map(NextGame::chosen)
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
            // The start read back: a lever goes back to its digits, to change it.
            Input::Left | Input::Right if self.step == SetupStep::StartCheck => {
                self.enter(SetupStep::StartDigit(Digit::Hundreds), &mut out);
            }
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
        match &self.game {
            Some(game) if NextGame::asks(self.step) => game.options(self.step),
            _ => options(self.step, &self.choices),
        }
    }

    fn ask(&self, out: &mut Vec<Phrase>) {
        if let (Some(game), SetupStep::StartCheck) = (&self.game, self.step) {
            out.extend(game.check());
            return;
        }
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
            _ => match &self.game {
                Some(game) if NextGame::asks(step) => game.current(step),
                _ => current(step, &self.choices),
            }
            .and_then(|c| options.iter().position(|o| *o == c)),
        };
        self.cursor = here.unwrap_or(0).min(options.len().saturating_sub(1));
        if step == SetupStep::Finish {
            let mut parts = self.choices.read_back();
            parts.extend(self.game.as_ref().map(NextGame::read_back));
            for (i, items) in parts.into_iter().enumerate() {
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
        if let Some(next) = self.setting(option.clone()) {
            return self.enter(next, out);
        }
        let next = match option {
            SetupOption::Game(_) | SetupOption::Chess960 | SetupOption::StartNumber(_) => {
                match self.game.as_mut() {
                    Some(game) => game.choose(self.step, &option),
                    None => SetupStep::Finish,
                }
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
            // Every setting is taken by `setting`.
            _ => return,
        };
        self.enter(next, out);
    }

    /// A setting chosen: kept in the choices; the step that follows it, or `None` for a choice that is no
    /// setting (the game, the finish).
    fn setting(&mut self, option: SetupOption) -> Option<SetupStep> {
        let c = &mut self.choices;
        Some(match option {
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
                c.scheme_chosen = true;
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
                match self.game {
                    Some(_) => SetupStep::Game,
                    None => SetupStep::Finish,
                }
            }
            _ => return None,
        })
    }
}

/// Turns the board's button events into set-up inputs: a lever going down is a move, the speak button
/// is a short or a long press by how long it was held (`LONG_PRESS`, as in a game).
#[derive(Debug, Clone, Default)]
pub struct Buttons {
    speak: SpeakButton,
}

impl Buttons {
    /// A button went down (`pressed`) or up at `now`; the input it makes, if any.
    pub fn read(&mut self, button: Button, pressed: bool, now: Duration) -> Option<Input> {
        match (button, pressed) {
            (Button::LeftLever, true) => Some(Input::Left),
            (Button::RightLever, true) => Some(Input::Right),
            (Button::Speak, true) => {
                self.speak.down(now);
                None
            }
            (Button::Speak, false) => Some(match self.speak.up(now)? {
                SpeakPress::Short => Input::Speak,
                SpeakPress::Long => Input::SpeakLong,
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Settings;
    use crate::notation::Language;

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

    /// A set-up a standard game follows, at its question about the game (every other choice as it stands).
    fn at_the_game() -> Setup {
        let mut s = Setup::before_game(
            Choices::from_settings(&Settings::default()),
            GameStart::Standard,
        )
        .0;
        for _ in 0..10 {
            s.press(Input::Speak);
        }
        assert_eq!(s.step(), SetupStep::Game);
        s
    }

    fn said_number(said: &[Phrase]) -> Option<u16> {
        said.iter().find_map(|p| match p {
            Phrase::Setup(SetupPhrase::Choice(SetupOption::StartNumber(n)))
            | Phrase::Setup(SetupPhrase::Ask(_, SetupOption::StartNumber(n))) => Some(n.get()),
            _ => None,
        })
    }

    #[test]
    fn without_a_game_to_follow_the_game_is_not_asked() {
        let mut s = start();
        for _ in 0..10 {
            s.press(Input::Speak);
        }
        assert_eq!(s.step(), SetupStep::Finish);
        assert_eq!(s.game(), None);
    }

    #[test]
    fn a_chess960_start_is_set_digit_by_digit_and_read_back() {
        let mut s = at_the_game();
        s.press(Input::Right);
        let said = s.press(Input::Speak);
        assert_eq!(s.step(), SetupStep::StartDigit(Digit::Hundreds));
        assert_eq!(said_number(&said), Some(0));
        for _ in 0..4 {
            s.press(Input::Right);
        }
        s.press(Input::Speak);
        assert_eq!(said_number(&s.press(Input::Right)), Some(410));
        s.press(Input::Speak);
        // The units wrap: left from 0 is 9.
        assert_eq!(said_number(&s.press(Input::Left)), Some(419));
        s.press(Input::Left);
        let said = s.press(Input::Left);
        assert_eq!(said_number(&said), Some(417));
        let said = s.press(Input::Speak);
        assert_eq!(s.step(), SetupStep::StartCheck);
        let n = crate::game::chess960::StartNumber::new(417).unwrap();
        assert_eq!(
            said[0],
            Phrase::back_rank(shakmaty::Position::board(&n.position()))
        );
        assert_eq!(said[1], Phrase::Setup(SetupPhrase::CheckStart(n)));
        // A lever goes back to change it; the digits stand where they were.
        let said = s.press(Input::Left);
        assert_eq!(s.step(), SetupStep::StartDigit(Digit::Hundreds));
        assert_eq!(said_number(&said), Some(417));
        for _ in 0..3 {
            s.press(Input::Speak);
        }
        assert_eq!(s.press(Input::SpeakLong).len(), 2, "the check said again");
        let said = s.press(Input::Speak);
        assert_eq!(s.step(), SetupStep::Finish);
        let game = GameStart::Chess960(n);
        assert!(said.iter().any(|p| matches!(p,
            Phrase::Setup(SetupPhrase::ReadBack { items, .. })
                if items == &[(SetupStep::Game, SetupOption::Game(game))])));
        s.press(Input::Speak);
        assert!(matches!(s.outcome(), Some(Outcome::Save(_))));
        assert_eq!(s.game(), Some(game));
    }

    #[test]
    fn the_digits_never_reach_above_959() {
        let mut s = at_the_game();
        s.press(Input::Right);
        s.press(Input::Speak);
        // Left from 0 hundreds wraps to 9.
        assert_eq!(said_number(&s.press(Input::Left)), Some(900));
        s.press(Input::Speak);
        let mut heard = Vec::new();
        for _ in 0..7 {
            heard.extend(said_number(&s.press(Input::Right)));
        }
        assert_eq!(heard, [910, 920, 930, 940, 950, 900, 910]);
        assert_eq!(said_number(&s.press(Input::Left)), Some(900));
        assert_eq!(said_number(&s.press(Input::Left)), Some(950));
        s.press(Input::Speak);
        assert_eq!(said_number(&s.press(Input::Left)), Some(959));
        s.press(Input::Speak);
        s.press(Input::Speak);
        s.press(Input::Speak);
        let highest = crate::game::chess960::StartNumber::new(959).unwrap();
        assert_eq!(s.game(), Some(GameStart::Chess960(highest)));
    }

    #[test]
    fn standard_chess_is_taken_as_it_stands() {
        let mut s = at_the_game();
        s.press(Input::Speak);
        assert_eq!(s.step(), SetupStep::Finish);
        s.press(Input::Speak);
        assert_eq!(s.game(), Some(GameStart::Standard));
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
