//! The validated settings the program runs with, their defaults, and where the settings file lives.
//! The keys themselves (file and flags alike) are defined once, in [`super::options`].

use crate::clock::{ClockSetup, Edition, Schedule};
use crate::notation::Language;
use crate::phonetic::{Form, Scheme};
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

crate::choice::choice! {
    /// Tournament mode follows Article 11.3.1 strictly; casual mode may say more.
    Mode {
        /// Never says whether a move is legal before it is completed.
        Tournament = "tournament",
        /// Says at once when the board shows no legal continuation.
        Casual = "casual",
    }
}

crate::choice::choice! {
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

crate::choice::choice! {
    /// Who does the talking (`speech`).
    SpeechMode {
        /// The system's speech engine speaks (espeak-ng directly when the engine is missing), and every
        /// phrase is also printed.
        On = "on",
        /// Nothing is spoken; phrases are printed.
        Off = "off",
        /// The player's own screen reader speaks: only the phrases are printed, one per line, with no
        /// other console lines, and the program speaks nothing itself.
        ScreenReader = "screen-reader",
    }
}

crate::choice::choice! {
    /// Which clock lever is the blind player's own.
    PlayerLever {
        /// Either lever: the first lever each side completes a move with becomes theirs.
        Any = "any",
        /// The board's left lever.
        Left = "left",
        /// The board's right lever.
        Right = "right",
    }
}

crate::choice::choice! {
    /// How the window is laid out (`window-mode`).
    WindowMode {
        /// Both boards, the clocks, the announcements and the moves side by side.
        Standard = "standard",
        /// Low vision: the record's board fills the window, the side to move and the clocks in very large
        /// type, the last move outlined thickly.
        Large = "large",
    }
}

crate::choice::choice! {
    /// The window's colours (`window-theme`); each meets WCAG AA contrast.
    WindowTheme {
        /// White text on black.
        Dark = "dark",
        /// Black text on white.
        Light = "light",
        /// Yellow text on black.
        Yellow = "yellow-on-black",
    }
}

crate::choice::choice! {
    /// How the moves of a Braille score sheet are written (`braille-code`).
    BrailleCode {
        /// Literary Braille in the language's table, uncontracted: move numbers and ranks with the number sign.
        Literary = "literary",
        /// The UK's Braille Chess Code and Layout (2015, UEB) for game moves: lower-cell digits with no number
        /// sign, the code's piece letters (see the README for the parts covered).
        Compact = "compact",
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
    /// Who does the talking: the speech engine, nobody (print only), or the player's screen reader.
    pub speech: SpeechMode,
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
    /// Which clock lever is the blind player's (`player-lever`).
    pub player_lever: PlayerLever,
    /// Whether `play`, `resume` and `demo` open the window for the sighted side (`window`).
    pub window: bool,
    /// The window's language, when it differs from the blind player's (`window-locale`); `None`: `locale`.
    pub window_locale: Option<Language>,
    /// The window's layout: standard, or large for low vision (`window-mode`).
    pub window_mode: WindowMode,
    /// The window's colours (`window-theme`).
    pub window_theme: WindowTheme,
    /// How a Braille score sheet's moves are written (`braille-code`).
    pub braille_code: BrailleCode,
    /// The settings file these settings were read from (the set-up writes it); `None` when built otherwise.
    pub config_file: Option<PathBuf>,
    /// The console's lines in stable English with English SAN, for scripts and tests (`--porcelain`; never
    /// from the settings file).
    pub porcelain: bool,
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
    /// The scheme's voice was not asked for but chosen because the scheme's words are German (see
    /// [`Settings::speaking`]): where the engine has no such voice, the interface voice says them.
    pub phonetic_chosen: bool,
}

impl Settings {
    /// The voices as the game speaks: the ones asked for; with none asked for the scheme's words, the FIDE
    /// words (German, D.2.1) go to a German voice when the interface speaks another language, so that a
    /// Hungarian, Finnish, Danish or English voice does not read "sechs" by its own rules.
    pub fn speaking(&self) -> VoiceSettings {
        let mut voice = self.voice.clone();
        let german_words = self.scheme == Scheme::Fide && self.locale != Language::De;
        if voice.phonetic_voice.is_none() && german_words {
            voice.phonetic_voice = Some(Language::De.name().to_string());
            voice.phonetic_chosen = true;
        }
        voice
    }
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
            speech: SpeechMode::On,
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
            player_lever: PlayerLever::Any,
            window: false,
            window_locale: None,
            window_mode: WindowMode::Standard,
            window_theme: WindowTheme::Dark,
            braille_code: BrailleCode::Literary,
            config_file: None,
            porcelain: false,
        }
    }
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
        }
    }
}

impl std::error::Error for SettingsError {}

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
