//! How a session's configuration is built: one constructor with the defaults, one from the settings.

use super::SessionConfig;
use crate::config::{Mode, Orientation, PlayerLever, Settings};
use crate::phonetic::{Language, Scheme};
use shakmaty::Chess;
use std::time::Duration;

/// The settle time when nothing else is said (the settings' default too).
pub const DEFAULT_SETTLE: Duration = Duration::from_millis(2500);

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
            clock: settings.clock.clone(),
            player_lever: settings.player_lever,
            ..SessionConfig::new(start)
        }
    }
}
