//! The settings file and its validation: every key is checked and a bad one is named with its allowed values.

use crate::clock::{ClockSetup, Edition, Schedule, TimeControl};
use crate::phonetic::{Form, Language, Scheme};
use serde::Deserialize;
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

crate::phonetic::choice! {
    /// Tournament mode follows Article 11.3.1 strictly; casual mode may say more.
    Mode {
        /// Never says whether a move is legal before it is completed.
        Tournament = "tournament",
        /// Says at once when the board shows no legal continuation.
        Casual = "casual",
    }
}

crate::phonetic::choice! {
    /// Which way round the player sits at the peg board.
    Orientation {
        /// Found from the start position when the game begins.
        Auto = "auto",
        /// The board's a1 hole is White's a1.
        White = "white",
        /// The board is turned round: its a1 hole is White's h8.
        Black = "black",
    }
}

/// Every setting the program runs with, validated.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    /// Interface language.
    pub locale: Language,
    /// How squares and pieces are named aloud.
    pub scheme: Scheme,
    /// Short or long move announcements.
    pub form: Form,
    /// Whose piece letters are used when typing SAN.
    pub notation: Language,
    /// Tournament or casual.
    pub mode: Mode,
    /// Which way round the player sits.
    pub orientation: Orientation,
    /// The board's serial port; `None` finds it by asking every port.
    pub port: Option<String>,
    /// How long the board must be still before a move counts as settled.
    pub settle: Duration,
    /// Whether to speak through the system's speech engine (otherwise print only).
    pub speech: bool,
    /// Where the game journals and PGN files are kept.
    pub data_dir: PathBuf,
    /// The clock, when a time control is set.
    pub clock: Option<ClockSetup>,
    /// The edition of the Laws in force (time penalties): 2018 or 2023.
    pub edition: Edition,
    /// When to announce the time unasked.
    pub schedule: Schedule,
    /// Rate, volume and voices of the speech engine.
    pub voice: VoiceSettings,
    /// The vosk model directory for voice input (a German model for the FIDE words).
    pub vosk_model: Option<PathBuf>,
    /// The microphone (a cpal input device name); `None` uses the default input.
    pub microphone: Option<String>,
    /// Speech goes to a loudspeaker (not headphones): voice input pauses while the program speaks.
    pub loudspeaker: bool,
    /// The sighted player's DGT e-board's serial port, if one is used.
    pub sighted_board: Option<String>,
    /// Whether the sighted player's moves are said to the blind player as the e-board completes them
    /// (the arbiter decides; off by default, the e-board then only checks).
    pub announce_sighted_moves: bool,
}

/// Rate, volume and voices of the speech engine.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct VoiceSettings {
    /// Speaking rate from -100 (slowest) to 100 (fastest); 0 is the engine's normal rate.
    pub rate: i8,
    /// Volume from 0 to 100; `None` leaves the engine's normal volume.
    pub volume: Option<u8>,
    /// The interface voice: a voice name or a language code; `None` picks the interface language.
    pub voice: Option<String>,
    /// The voice for scheme words (e.g. "de" or "German" for the FIDE words); `None` uses the
    /// interface voice.
    pub phonetic_voice: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            locale: Language::En,
            scheme: Scheme::Fide,
            form: Form::Short,
            notation: Language::En,
            mode: Mode::Tournament,
            orientation: Orientation::Auto,
            port: None,
            settle: Duration::from_millis(2500),
            speech: true,
            data_dir: default_data_dir(),
            clock: None,
            edition: Edition::default(),
            schedule: Schedule::default(),
            voice: VoiceSettings::default(),
            vosk_model: None,
            microphone: None,
            loudspeaker: false,
            sighted_board: None,
            announce_sighted_moves: false,
        }
    }
}

/// The settings file as written: every key optional, unknown keys refused.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct SettingsFile {
    locale: Option<String>,
    scheme: Option<String>,
    form: Option<String>,
    notation: Option<String>,
    mode: Option<String>,
    orientation: Option<String>,
    port: Option<String>,
    settle_ms: Option<u64>,
    speech: Option<bool>,
    data_dir: Option<PathBuf>,
    time_control: Option<String>,
    edition: Option<String>,
    announce_times: Option<String>,
    speech_rate: Option<i8>,
    speech_volume: Option<u8>,
    voice: Option<String>,
    phonetic_voice: Option<String>,
    vosk_model: Option<PathBuf>,
    microphone: Option<String>,
    loudspeaker: Option<bool>,
    sighted_board: Option<String>,
    announce_sighted_moves: Option<bool>,
}

/// A setting that cannot be used, with what to do about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsError {
    /// The file could not be read.
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// The file is not valid TOML or has a key we do not know.
    Syntax {
        /// The file.
        path: PathBuf,
        /// The parser's message (names the key and line).
        reason: String,
    },
    /// A key has a value outside its allowed set.
    Value {
        /// The key, as written in the file or on the command line.
        key: &'static str,
        /// What is wrong and what is allowed.
        reason: String,
    },
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsError::Read { path, reason } => {
                write!(f, "cannot read settings file {}: {reason}", path.display())
            }
            SettingsError::Syntax { path, reason } => write!(
                f,
                "settings file {} is not valid: {reason}; fix the line or delete the file to use defaults",
                path.display()
            ),
            SettingsError::Value { key, reason } => write!(f, "setting '{key}': {reason}"),
        }
    }
}

impl std::error::Error for SettingsError {}

/// Parses one choice-valued key, naming the key on error.
pub fn parse_key<T: FromStr>(key: &'static str, value: &str) -> Result<T, SettingsError>
where
    T::Err: fmt::Display,
{
    value.parse().map_err(|e: T::Err| SettingsError::Value {
        key,
        reason: e.to_string(),
    })
}

impl SettingsFile {
    /// Reads a settings file; a missing file is an empty one.
    pub fn load(path: &Path) -> Result<SettingsFile, SettingsError> {
        match std::fs::read_to_string(path) {
            Ok(text) => SettingsFile::parse(path, &text),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(SettingsFile::default()),
            Err(e) => Err(SettingsError::Read {
                path: path.to_path_buf(),
                reason: e.to_string(),
            }),
        }
    }

    /// Parses settings text (the path is only for messages).
    pub fn parse(path: &Path, text: &str) -> Result<SettingsFile, SettingsError> {
        toml::from_str(text).map_err(|e| SettingsError::Syntax {
            path: path.to_path_buf(),
            reason: e.to_string().trim().replace('\n', " "),
        })
    }

    /// Applies the file's values on top of `base`.
    pub fn apply(self, mut base: Settings) -> Result<Settings, SettingsError> {
        if let Some(v) = self.locale {
            base.locale = parse_key("locale", &v)?;
            base.notation = base.locale;
        }
        if let Some(v) = self.scheme {
            base.scheme = parse_key("scheme", &v)?;
        }
        if let Some(v) = self.form {
            base.form = parse_key("form", &v)?;
        }
        if let Some(v) = self.notation {
            base.notation = parse_key("notation", &v)?;
        }
        if let Some(v) = self.mode {
            base.mode = parse_key("mode", &v)?;
        }
        if let Some(v) = self.orientation {
            base.orientation = parse_key("orientation", &v)?;
        }
        if let Some(v) = self.port {
            base.port = Some(v);
        }
        if let Some(ms) = self.settle_ms {
            base.settle = settle_from_ms(ms)?;
        }
        if let Some(v) = self.speech {
            base.speech = v;
        }
        if let Some(v) = self.data_dir {
            base.data_dir = v;
        }
        if let Some(v) = self.edition {
            base.edition = parse_key("edition", &v)?;
        }
        if let Some(v) = self.announce_times {
            base.schedule = parse_key("announce-times", &v)?;
        }
        if let Some(v) = self.time_control {
            base.set_time_control("time-control", &v)?;
        }
        if let Some(rate) = self.speech_rate {
            if !(-100..=100).contains(&rate) {
                return Err(SettingsError::Value {
                    key: "speech-rate",
                    reason: format!("{rate} is out of range; use -100 (slowest) to 100 (fastest)"),
                });
            }
            base.voice.rate = rate;
        }
        if let Some(volume) = self.speech_volume {
            if volume > 100 {
                return Err(SettingsError::Value {
                    key: "speech-volume",
                    reason: format!("{volume} is out of range; use 0 to 100"),
                });
            }
            base.voice.volume = Some(volume);
        }
        if self.voice.is_some() {
            base.voice.voice = self.voice;
        }
        if self.phonetic_voice.is_some() {
            base.voice.phonetic_voice = self.phonetic_voice;
        }
        if self.vosk_model.is_some() {
            base.vosk_model = self.vosk_model;
        }
        if self.microphone.is_some() {
            base.microphone = self.microphone;
        }
        if let Some(v) = self.loudspeaker {
            base.loudspeaker = v;
        }
        if self.sighted_board.is_some() {
            base.sighted_board = self.sighted_board;
        }
        if let Some(v) = self.announce_sighted_moves {
            base.announce_sighted_moves = v;
        }
        Ok(base)
    }
}

impl Settings {
    /// Sets the time control from its text ("none" for no clock), naming `key` on error.
    pub fn set_time_control(&mut self, key: &'static str, text: &str) -> Result<(), SettingsError> {
        self.clock = if text.trim().eq_ignore_ascii_case("none") {
            None
        } else {
            let control: TimeControl = parse_key(key, text)?;
            Some(ClockSetup {
                control,
                edition: self.edition,
                schedule: self.schedule.clone(),
            })
        };
        Ok(())
    }
}

/// Validates a settle time in milliseconds (200 ms to 30 s).
pub fn settle_from_ms(ms: u64) -> Result<Duration, SettingsError> {
    if (200..=30_000).contains(&ms) {
        Ok(Duration::from_millis(ms))
    } else {
        Err(SettingsError::Value {
            key: "settle-ms",
            reason: format!("{ms} is out of range; use 200 to 30000 milliseconds"),
        })
    }
}

/// The platform's per-user config directory for pegchess (XDG on Linux).
pub fn default_config_file() -> PathBuf {
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .or_else(|| home().map(|h| h.join(".config")))
        .unwrap_or_else(|| PathBuf::from("."));
    base.join("pegchess").join("settings.toml")
}

fn default_data_dir() -> PathBuf {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .or_else(|| home().map(|h| h.join(".local/share")))
        .unwrap_or_else(|| PathBuf::from("."));
    base.join("pegchess")
}

fn home() -> Option<PathBuf> {
    std::env::var_os("HOME").map(PathBuf::from)
}
