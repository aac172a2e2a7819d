//! The set-up's last question, asked only when a game follows the set-up: standard chess or Chess960
//! (Guideline II). A Chess960 start number is set digit by digit with the levers, hundreds, tens and units,
//! never above 959; then the start's back rank is read square by square, the speak button takes it and a
//! lever goes back to change it. The start is the round's draw, not a preference: it is never written to
//! the settings file, only handed to the game that follows.

use crate::game::chess960::{Digit, GameStart, StartNumber};
use crate::speech::{Phrase, SetupOption, SetupPhrase, SetupStep};

/// The game that follows the set-up, as the player has it so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NextGame {
    /// The game taken (at first the one the set-up was given).
    chosen: GameStart,
    /// The Chess960 start number as its digits stand.
    dial: StartNumber,
}

impl NextGame {
    /// The question standing on `game` (a Chess960 start's digits stand on its number, else on 0).
    pub fn new(game: GameStart) -> NextGame {
        let dial = match game {
            GameStart::Chess960(n) => n,
            GameStart::Standard => StartNumber::FIRST,
        };
        NextGame { chosen: game, dial }
    }

    /// The game taken so far.
    pub fn chosen(&self) -> GameStart {
        self.chosen
    }

    /// Whether `step` is one of the game's questions.
    pub fn asks(step: SetupStep) -> bool {
        matches!(
            step,
            SetupStep::Game | SetupStep::StartDigit(_) | SetupStep::StartCheck
        )
    }

    /// The options of one of the game's questions (none for any other question).
    pub fn options(&self, step: SetupStep) -> Vec<SetupOption> {
        match step {
            SetupStep::Game => vec![
                SetupOption::Game(GameStart::Standard),
                SetupOption::Chess960,
            ],
            SetupStep::StartDigit(place) => self
                .dial
                .digit_choices(place)
                .into_iter()
                .map(SetupOption::StartNumber)
                .collect(),
            SetupStep::StartCheck => vec![SetupOption::Game(GameStart::Chess960(self.dial))],
            _ => Vec::new(),
        }
    }

    /// The option a question stands on when it is asked.
    pub fn current(&self, step: SetupStep) -> Option<SetupOption> {
        match step {
            SetupStep::Game => Some(match self.chosen {
                GameStart::Standard => SetupOption::Game(GameStart::Standard),
                GameStart::Chess960(_) => SetupOption::Chess960,
            }),
            SetupStep::StartDigit(_) => Some(SetupOption::StartNumber(self.dial)),
            SetupStep::StartCheck => Some(SetupOption::Game(GameStart::Chess960(self.dial))),
            _ => None,
        }
    }

    /// Takes `option`; the question asked next.
    pub fn choose(&mut self, step: SetupStep, option: &SetupOption) -> SetupStep {
        match (step, option) {
            (SetupStep::Game, SetupOption::Chess960) => SetupStep::StartDigit(Digit::Hundreds),
            (SetupStep::StartDigit(place), SetupOption::StartNumber(n)) => {
                self.dial = *n;
                place
                    .next()
                    .map_or(SetupStep::StartCheck, SetupStep::StartDigit)
            }
            (_, SetupOption::Game(game)) => {
                self.chosen = *game;
                SetupStep::Finish
            }
            _ => step,
        }
    }

    /// What the check of a Chess960 start says in place of a question: its back rank square by square, then
    /// its number and how to take it (the speak button) or change it (a lever).
    pub fn check(&self) -> [Phrase; 2] {
        [
            Phrase::back_rank(shakmaty::Position::board(&self.dial.position())),
            SetupPhrase::CheckStart(self.dial).into(),
        ]
    }

    /// The read-back's brief mention of the game.
    pub fn read_back(&self) -> Vec<(SetupStep, SetupOption)> {
        vec![(SetupStep::Game, SetupOption::Game(self.chosen))]
    }
}
