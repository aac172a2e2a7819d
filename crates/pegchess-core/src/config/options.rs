//! The one definition of every setting: its key, its type and its limits. The same struct is read
//! from the settings file (serde) and from the command line (clap), so the two cannot drift; flags
//! override the file key by key.

use super::settings::{
    BrailleCode, Mode, Orientation, PlayerLever, Settings, SettingsError, SpeechMode, WindowMode,
    WindowTheme,
};
use crate::clock::{ClockSetup, Edition, ParseTimeControlError, Schedule, TimeControl, Warnings};
use crate::notation::Language;
use crate::phonetic::{Form, Scheme};
use clap::Args;
use serde::{Deserialize, Deserializer, de::Error as _};
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

/// A whole-number setting with inclusive limits, checked alike in the file and on the command line.
macro_rules! ranged {
    ($(#[$meta:meta])* $name:ident($t:ty), $key:literal, $lo:literal ..= $hi:literal, $what:literal) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct $name($t);

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let v = i64::deserialize(d)?;
                <$t>::try_from(v)
                    .map_err(|_| OutOfRange {
                        key: $key,
                        given: v.to_string(),
                        low: $lo as i64,
                        high: $hi as i64,
                    })
                    .and_then($name::try_from)
                    .map_err(D::Error::custom)
            }
        }

        impl $name {
            /// The smallest allowed value.
            pub const MIN: $t = $lo;
            /// The largest allowed value.
            pub const MAX: $t = $hi;
            /// The command line's help, with the limits.
            pub(crate) const HELP: &'static str = concat!($what, " (", $lo, " to ", $hi, ")");

            /// The value.
            pub fn get(self) -> $t {
                self.0
            }
        }

        impl TryFrom<$t> for $name {
            type Error = OutOfRange;
            fn try_from(v: $t) -> Result<Self, OutOfRange> {
                if (Self::MIN..=Self::MAX).contains(&v) {
                    Ok($name(v))
                } else {
                    Err(OutOfRange {
                        key: $key,
                        given: v.to_string(),
                        low: $lo as i64,
                        high: $hi as i64,
                    })
                }
            }
        }

        impl FromStr for $name {
            type Err = OutOfRange;
            fn from_str(s: &str) -> Result<Self, OutOfRange> {
                let v: $t = s.trim().parse().map_err(|_| OutOfRange {
                    key: $key,
                    given: s.to_string(),
                    low: $lo as i64,
                    high: $hi as i64,
                })?;
                $name::try_from(v)
            }
        }
    };
}

/// A number outside its key's limits (or no number at all).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutOfRange {
    /// The key, as written in the file and (with `--`) on the command line.
    pub key: &'static str,
    /// What was given.
    pub given: String,
    /// The smallest allowed.
    pub low: i64,
    /// The largest allowed.
    pub high: i64,
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} is out of range; use {} to {}",
            self.key, self.given, self.low, self.high
        )
    }
}

impl std::error::Error for OutOfRange {}

ranged! {
    /// How long the board must be still before a move settles, in milliseconds.
    SettleMs(u64), "settle-ms", 200 ..= 30000, "How long the board must be still before a move settles, in milliseconds"
}
ranged! {
    /// The speaking rate: -100 (slowest) to 100 (fastest), 0 the engine's normal rate.
    SpeechRate(i8), "speech-rate", -100 ..= 100, "Speaking rate, slowest to fastest; 0 is the engine's normal rate"
}
ranged! {
    /// The speech volume, 0 to 100.
    SpeechVolume(u8), "speech-volume", 0 ..= 100, "Speech volume"
}
// The sheet's numbers are no settings, but are checked and refused alike.
ranged! {
    /// Which game of a PGN file, from 1.
    GameNumber(u64), "number", 1 ..= 1_000_000, "Which game of a PGN file (1 = the first)"
}
ranged! {
    /// Braille cells a line.
    BrailleCells(u16), "cells", 12 ..= 200, "Braille cells a line"
}
ranged! {
    /// Braille lines a page, the page number's line included.
    BrailleLines(u16), "lines", 3 ..= 200, "Braille lines a page, the page number's line included"
}

/// A time control, or none (no clock).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TimeControlKey {
    /// No clock.
    None,
    /// A clock with this time control.
    Control(TimeControl),
}

impl FromStr for TimeControlKey {
    type Err = ParseTimeControlError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.trim().eq_ignore_ascii_case("none") {
            Ok(TimeControlKey::None)
        } else {
            s.parse().map(TimeControlKey::Control)
        }
    }
}

/// Reads a TOML string through the type's `FromStr` (the same parser the command line uses).
fn parsed<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: FromStr,
    T::Err: fmt::Display,
{
    let text = String::deserialize(d)?;
    text.parse().map(Some).map_err(D::Error::custom)
}

/// Reads `speech`: a mode's name, or `true`/`false` as older settings files have it.
fn speech_mode<'de, D>(d: D) -> Result<Option<SpeechMode>, D::Error>
where
    D: Deserializer<'de>,
{
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Written {
        Switch(bool),
        Name(String),
    }
    match Written::deserialize(d)? {
        Written::Switch(true) => Ok(Some(SpeechMode::On)),
        Written::Switch(false) => Ok(Some(SpeechMode::Off)),
        Written::Name(name) => name.parse().map(Some).map_err(D::Error::custom),
    }
}

/// Reads `warn-at`: a list of marks (`["5m", "1m", "30s"]`) or one text (`"5m, 1m, 30s"`).
fn warnings<'de, D>(d: D) -> Result<Option<Warnings>, D::Error>
where
    D: Deserializer<'de>,
{
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Written {
        List(Vec<String>),
        Text(String),
    }
    let text = match Written::deserialize(d)? {
        Written::List(marks) => marks.join(","),
        Written::Text(text) => text,
    };
    text.parse().map(Some).map_err(D::Error::custom)
}

/// Every setting, each optional: the settings file's keys and the global flags are this one struct.
/// Options marked "file only" have no flag.
#[derive(Debug, Default, Clone, PartialEq, Args, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Options {
    /// Interface language.
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub locale: Option<Language>,
    /// Announcement scheme (default: the one the locale's edition lists first: danish for da, else fide).
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub scheme: Option<Scheme>,
    /// Announcement form.
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub form: Option<Form>,
    /// Piece letters for typed moves (default: the locale's).
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub notation: Option<Language>,
    /// Tournament (the default: legality never said before a move is completed, 11.3.1) or casual.
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub mode: Option<Mode>,
    /// Which way round the board stands: auto, or the colour whose a1 is the board's a1 hole.
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub orientation: Option<Orientation>,
    /// The peg board's serial port, or `none` for a table without one (file only; commands take `--port`).
    #[arg(skip)]
    pub port: Option<String>,
    /// How long the board must be still before a move settles, in milliseconds.
    #[arg(long, global = true, help = SettleMs::HELP)]
    pub settle_ms: Option<SettleMs>,
    /// Who speaks: "on" (the speech engine), "off" (print only) or "screen-reader" (print only the phrases,
    /// one per line, for the player's own screen reader). In the file also `true`/`false`.
    #[arg(long, global = true, ignore_case = true, value_name = "MODE")]
    #[serde(default, deserialize_with = "speech_mode")]
    pub speech: Option<SpeechMode>,
    /// Where the game journals and score sheets are kept (file only).
    #[arg(skip)]
    pub data_dir: Option<PathBuf>,
    /// Time control for the talking clock.
    #[arg(
        long,
        global = true,
        value_name = "TC",
        help = "Time control for the talking clock, e.g. \"90/40+30, 30+30\", \"15+10\", \"40/5400+30:1800+30\"; \"none\": no clock"
    )]
    #[serde(default, deserialize_with = "parsed")]
    pub time_control: Option<TimeControlKey>,
    /// The edition of the Laws in force for time penalties.
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub edition: Option<Edition>,
    /// When the time is announced unasked, e.g. "10m, 1m<10m, 10s<1m".
    #[arg(long, global = true, value_name = "SCHEDULE")]
    #[serde(default, deserialize_with = "parsed")]
    pub announce_times: Option<Schedule>,
    /// Speaking rate.
    #[arg(long, global = true, allow_hyphen_values = true, help = SpeechRate::HELP)]
    pub speech_rate: Option<SpeechRate>,
    /// Speech volume.
    #[arg(long, global = true, help = SpeechVolume::HELP)]
    pub speech_volume: Option<SpeechVolume>,
    /// The interface voice: a voice name or a language code (file only).
    #[arg(skip)]
    pub voice: Option<String>,
    /// The voice for the scheme's words, e.g. "de" for the FIDE words (file only).
    #[arg(skip)]
    pub phonetic_voice: Option<String>,
    /// The vosk model directory for voice input (file only; `listen` takes `--model`).
    #[arg(skip)]
    pub vosk_model: Option<PathBuf>,
    /// The microphone, a cpal input device name (file only).
    #[arg(skip)]
    pub microphone: Option<String>,
    /// Speech goes to a loudspeaker: voice input pauses while the program speaks (file only).
    #[arg(skip)]
    pub loudspeaker: Option<bool>,
    /// The sighted player's DGT e-board's serial port (file only; `play` takes `--sighted-port`).
    #[arg(skip)]
    pub sighted_board: Option<String>,
    /// Whether the sighted player's moves are said to the blind player as the e-board completes them
    /// (file only; the arbiter decides).
    #[arg(skip)]
    pub announce_sighted_moves: Option<bool>,
    /// The player's own low-time warnings, said for the player's side and never muted, e.g. "5m, 1m, 30s"
    /// (in the file also a list: `["5m", "1m", "30s"]`).
    #[arg(long, global = true, value_name = "MARKS")]
    #[serde(default, deserialize_with = "warnings")]
    pub warn_at: Option<Warnings>,
    /// Which clock lever is the blind player's own.
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub player_lever: Option<PlayerLever>,
    /// Open the window for the sighted side beside speech and the console (file only; `play`, `resume`
    /// and `demo` take `--window`).
    #[arg(skip)]
    pub window: Option<bool>,
    /// The window's language, when the sighted side reads another than the blind player's locale.
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub window_locale: Option<Language>,
    /// The window's layout: "standard", or "large" for low vision (the board fills the window).
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub window_mode: Option<WindowMode>,
    /// The window's colours: "dark", "light" or "yellow-on-black".
    #[arg(long, global = true, ignore_case = true)]
    #[serde(default, deserialize_with = "parsed")]
    pub window_theme: Option<WindowTheme>,
    /// How a Braille score sheet's moves are written: "literary" (the language's table) or "compact" (the
    /// UK's Braille Chess Code: lower-cell digits, no number sign).
    #[arg(long, global = true, ignore_case = true, value_name = "CODE")]
    #[serde(default, deserialize_with = "parsed")]
    pub braille_code: Option<BrailleCode>,
}

impl Options {
    /// Parses settings text (the path is only for messages). A bad value is refused with its line,
    /// its key and the allowed values.
    pub fn parse(path: &Path, text: &str) -> Result<Options, SettingsError> {
        toml::from_str(text).map_err(|e| SettingsError::Syntax {
            path: path.to_path_buf(),
            reason: e.to_string().trim().replace('\n', " "),
        })
    }

    /// These keys, with `under`'s where these have none (flags over the file).
    pub fn over(self, under: Options) -> Options {
        Options {
            locale: self.locale.or(under.locale),
            scheme: self.scheme.or(under.scheme),
            form: self.form.or(under.form),
            notation: self.notation.or(under.notation),
            mode: self.mode.or(under.mode),
            orientation: self.orientation.or(under.orientation),
            port: self.port.or(under.port),
            settle_ms: self.settle_ms.or(under.settle_ms),
            speech: self.speech.or(under.speech),
            data_dir: self.data_dir.or(under.data_dir),
            time_control: self.time_control.or(under.time_control),
            edition: self.edition.or(under.edition),
            announce_times: self.announce_times.or(under.announce_times),
            speech_rate: self.speech_rate.or(under.speech_rate),
            speech_volume: self.speech_volume.or(under.speech_volume),
            voice: self.voice.or(under.voice),
            phonetic_voice: self.phonetic_voice.or(under.phonetic_voice),
            vosk_model: self.vosk_model.or(under.vosk_model),
            microphone: self.microphone.or(under.microphone),
            loudspeaker: self.loudspeaker.or(under.loudspeaker),
            sighted_board: self.sighted_board.or(under.sighted_board),
            announce_sighted_moves: self.announce_sighted_moves.or(under.announce_sighted_moves),
            warn_at: self.warn_at.or(under.warn_at),
            player_lever: self.player_lever.or(under.player_lever),
            window: self.window.or(under.window),
            window_locale: self.window_locale.or(under.window_locale),
            window_mode: self.window_mode.or(under.window_mode),
            window_theme: self.window_theme.or(under.window_theme),
            braille_code: self.braille_code.or(under.braille_code),
        }
    }

    /// The settings: `base` with every key given here. The notation follows the locale unless given, and so
    /// does the scheme: the words the locale's edition lists first (the Danish edition's own, else FIDE's).
    pub fn apply(self, mut base: Settings) -> Settings {
        if let Some(v) = self.locale {
            base.locale = v;
            base.notation = v;
            let [first, _] = Scheme::editions_order(v);
            base.scheme = first;
        }
        set(&mut base.notation, self.notation);
        set(&mut base.scheme, self.scheme);
        set(&mut base.form, self.form);
        set(&mut base.mode, self.mode);
        set(&mut base.orientation, self.orientation);
        if self.port.is_some() {
            base.port = self.port;
        }
        if let Some(ms) = self.settle_ms {
            base.settle = Duration::from_millis(ms.get());
        }
        set(&mut base.speech, self.speech);
        set(&mut base.data_dir, self.data_dir);
        set(&mut base.edition, self.edition);
        set(&mut base.schedule, self.announce_times);
        set(&mut base.schedule.warnings, self.warn_at);
        match self.time_control {
            Some(TimeControlKey::Control(control)) => {
                base.clock = Some(ClockSetup {
                    control,
                    edition: base.edition,
                    schedule: base.schedule.clone(),
                })
            }
            Some(TimeControlKey::None) => base.clock = None,
            None => {}
        }
        if let Some(rate) = self.speech_rate {
            base.voice.rate = rate.get();
        }
        if let Some(volume) = self.speech_volume {
            base.voice.volume = Some(volume.get());
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
        set(&mut base.loudspeaker, self.loudspeaker);
        if self.sighted_board.is_some() {
            base.sighted_board = self.sighted_board;
        }
        set(
            &mut base.announce_sighted_moves,
            self.announce_sighted_moves,
        );
        set(&mut base.player_lever, self.player_lever);
        set(&mut base.window, self.window);
        if self.window_locale.is_some() {
            base.window_locale = self.window_locale;
        }
        set(&mut base.window_mode, self.window_mode);
        set(&mut base.window_theme, self.window_theme);
        set(&mut base.braille_code, self.braille_code);
        base
    }
}

/// Overwrites `slot` when a value is given.
fn set<T>(slot: &mut T, value: Option<T>) {
    if let Some(v) = value {
        *slot = v;
    }
}
