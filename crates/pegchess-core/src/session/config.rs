//! The session's configuration (the game's start, its moves so far, the settings it plays by): the struct,
//! one constructor with the defaults, one from the settings.

use crate::clock::ClockSetup;
use crate::config::{Mode, Orientation, PlayerLever, Settings};
use crate::notation::Language;
use crate::phonetic::{Form, Scheme};
use shakmaty::{Chess, Move};
use std::time::Duration;

/// The settle time when nothing else is said (the settings' default too).
pub const DEFAULT_SETTLE: Duration = Duration::from_millis(2500);

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
    /// The form moves are said back in (short or long); the session does not read it, the game carries it.
    pub form: Form,
    /// The clock, if one runs.
    pub clock: Option<ClockSetup>,
    /// Moves already played before the board takes over (an imported or adjourned game), from `start`.
    pub moves: Vec<Move>,
    /// Which clock lever is the blind player's; with the player's side known, the other is the opponent's.
    pub player_lever: PlayerLever,
}

impl SessionConfig {
    /// A game from `start` with the defaults: tournament mode, orientation found from the first move,
    /// English letters, words and interface, the FIDE scheme, no clock and no imported moves.
    pub fn new(start: Chess) -> Self {
        SessionConfig {
            mode: Mode::Tournament,
            settle: DEFAULT_SETTLE,
            orientation: Orientation::Auto,
            start,
            notation: Language::En,
            locale: Language::En,
            scheme: Scheme::Fide,
            form: Form::Short,
            clock: None,
            moves: Vec::new(),
            player_lever: PlayerLever::Any,
        }
    }

    /// A new game from `start` as the settings say.
    pub fn from_settings(settings: &Settings, start: Chess) -> Self {
        SessionConfig {
            mode: settings.mode,
            settle: settings.settle,
            orientation: settings.orientation,
            notation: settings.notation,
            locale: settings.locale,
            scheme: settings.scheme,
            form: settings.form,
            clock: settings.clock.clone(),
            player_lever: settings.player_lever,
            ..SessionConfig::new(start)
        }
    }
}

impl SessionConfig {
    /// The words the game is spoken, typed and heard in.
    pub fn words(&self) -> super::GameWords {
        super::GameWords {
            locale: self.locale,
            notation: self.notation,
            scheme: self.scheme,
            form: self.form,
        }
    }

    /// The game goes on in `words`.
    pub(crate) fn set_words(&mut self, words: super::GameWords) {
        self.locale = words.locale;
        self.notation = words.notation;
        self.scheme = words.scheme;
        self.form = words.form;
    }
}
