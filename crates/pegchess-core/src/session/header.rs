//! The journal's header: everything needed to rebuild a session from its events (start position, settings,
//! imported moves, the score sheet's tags, the clock), in the journal's JSON. The journal itself (src/game/journal.rs) frames, checks and locks; this is what it carries.

use super::SessionConfig;
use crate::clock::{ClockSetup, Edition, Schedule, TimeControl, Warnings};
use crate::config::cli::BoardArgs;
use crate::config::{Mode, Orientation, PlayerLever};
use crate::game::forms;
use crate::game::pgn;
use crate::notation::Language;
use crate::phonetic::{Form, Scheme};
use serde::{Deserialize, Serialize};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, EnPassantMode, Position};
use std::time::Duration;

/// The header of a game's journal. The settings are typed here and written in their settings-file text form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct JournalHeader {
    /// The start position (FEN).
    pub start: String,
    /// Whether the game castles by Chess960's rules (absent: standard).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chess960: bool,
    /// Tournament or casual.
    #[serde(with = "forms::display")]
    pub mode: Mode,
    /// Which way round the player sits.
    #[serde(with = "forms::display")]
    pub orientation: Orientation,
    /// The settle time in milliseconds.
    pub settle_ms: u64,
    /// The letters of typed moves.
    #[serde(with = "forms::display")]
    pub notation: Language,
    /// The interface language.
    #[serde(with = "forms::display")]
    pub locale: Language,
    /// The announcement scheme.
    #[serde(with = "forms::display")]
    pub scheme: Scheme,
    /// The form moves are said in (absent in older journals: short).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "forms::display_opt"
    )]
    pub form: Option<Form>,
    /// The boards at the table the game began at, as given: the ports, `none`, or simulated (absent in older
    /// journals and in games made without a table: `resume` takes its own flags and the settings').
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boards: Option<BoardArgs>,
    /// When the game was created (milliseconds since 1970, UTC).
    pub wall_ms: u64,
    /// Moves played before the board took over, in UCI from `start`.
    #[serde(default)]
    pub moves: Vec<String>,
    /// The score sheet's tags the game started with.
    #[serde(default)]
    pub tags: Vec<(String, String)>,
    /// The clock, if one runs.
    #[serde(default)]
    pub clock: Option<ClockHeader>,
    /// The blind player's clock lever, when one is set (absent: either).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "forms::display_opt"
    )]
    pub player_lever: Option<PlayerLever>,
}

/// The clock's part of the header.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct ClockHeader {
    /// The time control (PGN TimeControl form).
    #[serde(with = "forms::display")]
    pub time_control: TimeControl,
    /// The edition of the Laws.
    #[serde(with = "forms::display")]
    pub edition: Edition,
    /// The announcement schedule.
    #[serde(with = "forms::display")]
    pub announce_times: Schedule,
    /// The player's own low-time warnings (absent in older journals: none).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "forms::display_opt"
    )]
    pub warn_at: Option<Warnings>,
}

/// A header that does not describe a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HeaderError {
    /// A setting's value is unreadable.
    #[error("the journal header's {key} '{value}' is unreadable: {why}")]
    Bad {
        /// Which setting.
        key: &'static str,
        /// Its value.
        value: String,
        /// Why.
        why: String,
    },
    /// An imported move is not legal in its position.
    #[error("the journal header's imported move '{0}' is not legal")]
    IllegalMove(String),
}

impl JournalHeader {
    /// The header of a new game created at `wall_ms`, with the tags its score sheet starts with.
    pub fn new(config: &SessionConfig, tags: Vec<(String, String)>, wall_ms: u64) -> Self {
        JournalHeader {
            start: Fen::from_position(&config.start, EnPassantMode::Legal).to_string(),
            chess960: config.start.castles().mode() == CastlingMode::Chess960,
            mode: config.mode,
            orientation: config.orientation,
            settle_ms: u64::try_from(config.settle.as_millis()).unwrap_or(u64::MAX),
            notation: config.notation,
            locale: config.locale,
            scheme: config.scheme,
            form: Some(config.form),
            boards: None,
            wall_ms,
            moves: config
                .moves
                .iter()
                .map(|m| UciMove::from_move(*m, config.start.castles().mode()).to_string())
                .collect(),
            tags,
            clock: config.clock.as_ref().map(|c| ClockHeader {
                time_control: c.control.clone(),
                edition: c.edition,
                announce_times: c.schedule.clone(),
                warn_at: (!c.schedule.warnings.is_empty()).then(|| c.schedule.warnings.clone()),
            }),
            player_lever: (config.player_lever != PlayerLever::Any).then_some(config.player_lever),
        }
    }

    /// The session's configuration this header describes.
    pub fn config(&self) -> Result<SessionConfig, HeaderError> {
        let mode = if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        let start = pgn::position_from_fen_in(&self.start, mode).map_err(|e| HeaderError::Bad {
            key: "start",
            value: self.start.clone(),
            why: e.to_string(),
        })?;
        let clock = self.clock.as_ref().map(|c| ClockSetup {
            control: c.time_control.clone(),
            edition: c.edition,
            schedule: {
                let mut s = c.announce_times.clone();
                if let Some(w) = &c.warn_at {
                    s.warnings = w.clone();
                }
                s
            },
        });
        let mut moves = Vec::new();
        let mut pos = start.clone();
        for uci in &self.moves {
            let m = uci
                .parse::<UciMove>()
                .ok()
                .and_then(|u| u.to_move(&pos).ok())
                .ok_or_else(|| HeaderError::IllegalMove(uci.clone()))?;
            pos.play_unchecked(m);
            moves.push(m);
        }
        let mut config = SessionConfig::new(start);
        config.moves = moves;
        config.mode = self.mode;
        config.orientation = self.orientation;
        config.settle = Duration::from_millis(self.settle_ms);
        config.notation = self.notation;
        config.locale = self.locale;
        config.scheme = self.scheme;
        config.form = self.form.unwrap_or(Form::Short);
        config.clock = clock;
        config.player_lever = self.player_lever.unwrap_or(PlayerLever::Any);
        Ok(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Chess;

    fn header() -> JournalHeader {
        let mut config = SessionConfig::new(Chess::default());
        let pos = Chess::default();
        config.moves = vec!["e2e4".parse::<UciMove>().unwrap().to_move(&pos).unwrap()];
        config.clock = Some(ClockSetup {
            control: "40/5400+30:1800+30".parse().unwrap(),
            edition: Default::default(),
            schedule: Default::default(),
        });
        config.settle = Duration::from_millis(1234);
        JournalHeader::new(&config, vec![("White".into(), "A B".into())], 99)
    }

    #[test]
    fn a_header_rebuilds_the_configuration_it_was_made_from() {
        let h = header();
        let again = JournalHeader::new(&h.config().unwrap(), h.tags.clone(), h.wall_ms);
        assert_eq!(again, h);
        let json = serde_json::to_string(&h).unwrap();
        assert_eq!(serde_json::from_str::<JournalHeader>(&json).unwrap(), h);
        // Typed in memory, the settings file's words on disk: journals written before read the same.
        for written in [
            r#""mode":"tournament""#,
            r#""orientation":"auto""#,
            r#""scheme":"fide""#,
            r#""time-control":"40/5400+30:1800+30""#,
        ] {
            assert!(json.contains(written), "{written} not in {json}");
        }
        let wrong = json.replace(r#""mode":"tournament""#, r#""mode":"blitzkrieg""#);
        assert!(serde_json::from_str::<JournalHeader>(&wrong).is_err());
    }
}
