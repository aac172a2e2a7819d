//! What `pegchess doctor` says: one finding per check, as language-free values ("ok", or what is missing
//! and the one thing to do about it), and the fluent messages that say them.

use super::message::{Arg, Msg};
use crate::notation::Language;

/// One finding of the self-check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Finding {
    /// Speech works through the system's speech engine.
    SpeechOk,
    /// The speech engine is missing; the espeak-ng program speaks instead.
    SpeechFallback,
    /// Nothing can speak: no engine and no espeak-ng.
    SpeechMissing,
    /// Speech is off in the settings (`speech = "off"`), or left to the player's screen reader.
    SpeechNotWanted {
        /// Whether the player's screen reader does the talking.
        screen_reader: bool,
    },
    /// The engine has a voice for this language.
    VoiceOk(Language),
    /// The engine has no voice for this language.
    VoiceMissing(Language),
    /// A voice named in the settings (`voice` or `phonetic-voice`) is not offered.
    VoiceUnknown(String),
    /// The FIDE words (German) are said by a German voice, the interface speaking another language.
    GermanWordsVoice,
    /// No German voice is installed: the interface voice says the FIDE words respelled to sound German.
    GermanWordsRespelled,
    /// The microphone that voice input will use.
    MicrophoneOk(String),
    /// No microphone can be opened.
    MicrophoneMissing,
    /// No vosk model is set, so voice input is off (nothing else needs it).
    ModelNotSet,
    /// The vosk model loads.
    ModelOk,
    /// The vosk model cannot be loaded.
    ModelBroken,
    /// The model knows every word of the grammar.
    GrammarOk,
    /// Words of the grammar the model does not know (how many, and the first few).
    GrammarUnknown {
        /// How many words it does not know.
        count: u64,
        /// The first few of them.
        some: Vec<String>,
    },
    /// The peg board answered.
    BoardOk {
        /// Its serial port.
        port: String,
        /// Its firmware (protocol) version.
        version: String,
    },
    /// No peg board answered on any port.
    BoardMissing,
    /// The settings file is valid.
    SettingsOk(String),
    /// There is no settings file: the defaults are used.
    SettingsDefault,
    /// The settings file cannot be read or is invalid.
    SettingsBroken(String),
    /// The games folder is writable, with this much free space (megabytes).
    GamesOk {
        /// Free space in megabytes.
        free_mb: u64,
    },
    /// The games folder cannot be written.
    GamesNotWritable(String),
    /// liblouis and the Braille table the interface language's score sheets need are installed.
    BrailleOk(String),
    /// liblouis's program or the Braille table the score sheets need is missing.
    BrailleMissing(String),
    /// The kernel can confine a game (fair play).
    FairPlayOk,
    /// The protections this kernel lacks (a game goes on without them).
    FairPlayMissing(Vec<crate::protection::Protection>),
    /// The games folder has less free space than a long event needs.
    GamesLowSpace {
        /// Free space in megabytes.
        free_mb: u64,
    },
}

impl Finding {
    /// Whether this finding is good news (nothing to do).
    pub fn is_ok(&self) -> bool {
        matches!(
            self,
            Finding::SpeechOk
                | Finding::SpeechFallback
                | Finding::SpeechNotWanted { .. }
                | Finding::VoiceOk(_)
                | Finding::GermanWordsVoice
                | Finding::GermanWordsRespelled
                | Finding::MicrophoneOk(_)
                | Finding::ModelNotSet
                | Finding::ModelOk
                | Finding::GrammarOk
                | Finding::BoardOk { .. }
                | Finding::SettingsOk(_)
                | Finding::SettingsDefault
                | Finding::GamesOk { .. }
                | Finding::BrailleOk(_)
                | Finding::FairPlayOk
        )
    }
}

/// The message of one finding.
pub(crate) fn compose(f: &Finding) -> Msg {
    let text = |s: &str| Arg::Text(s.to_string());
    let language = |l: &Language| Arg::Key(l.name());
    match f {
        Finding::SpeechOk => Msg::new("doctor-speech-ok"),
        Finding::SpeechFallback => Msg::new("doctor-speech-fallback"),
        Finding::SpeechMissing => Msg::new("doctor-speech-missing"),
        Finding::SpeechNotWanted { screen_reader } => Msg::new("doctor-speech-not-wanted").arg(
            "who",
            Arg::Key(if *screen_reader {
                "screen-reader"
            } else {
                "off"
            }),
        ),
        Finding::VoiceOk(l) => Msg::new("doctor-voice-ok").arg("language", language(l)),
        Finding::VoiceMissing(l) => Msg::new("doctor-voice-missing").arg("language", language(l)),
        Finding::VoiceUnknown(v) => Msg::new("doctor-voice-unknown").arg("voice", text(v)),
        Finding::GermanWordsVoice => Msg::new("doctor-german-words-voice"),
        Finding::GermanWordsRespelled => Msg::new("doctor-german-words-respelled"),
        Finding::MicrophoneOk(name) => Msg::new("doctor-microphone-ok").arg("name", text(name)),
        Finding::MicrophoneMissing => Msg::new("doctor-microphone-missing"),
        Finding::ModelNotSet => Msg::new("doctor-model-not-set"),
        Finding::ModelOk => Msg::new("doctor-model-ok"),
        Finding::ModelBroken => Msg::new("doctor-model-broken"),
        Finding::GrammarOk => Msg::new("doctor-grammar-ok"),
        Finding::GrammarUnknown { count, some } => Msg::new("doctor-grammar-unknown")
            .arg("count", Arg::Number(*count))
            .arg("words", text(&some.join(", "))),
        Finding::BoardOk { port, version } => Msg::new("doctor-board-ok")
            .arg("port", text(port))
            .arg("version", text(version)),
        Finding::BoardMissing => Msg::new("doctor-board-missing"),
        Finding::SettingsOk(path) => Msg::new("doctor-settings-ok").arg("path", text(path)),
        Finding::SettingsDefault => Msg::new("doctor-settings-default"),
        Finding::SettingsBroken(path) => Msg::new("doctor-settings-broken").arg("path", text(path)),
        Finding::GamesOk { free_mb } => {
            Msg::new("doctor-games-ok").arg("free", Arg::Number(*free_mb))
        }
        Finding::GamesNotWritable(dir) => {
            Msg::new("doctor-games-not-writable").arg("dir", text(dir))
        }
        Finding::GamesLowSpace { free_mb } => {
            Msg::new("doctor-games-low-space").arg("free", Arg::Number(*free_mb))
        }
        Finding::FairPlayOk => Msg::new("doctor-fair-ok"),
        Finding::FairPlayMissing(missing) => {
            Msg::new("doctor-fair-missing").sub("what", super::fair_phrase::protections(missing))
        }
        Finding::BrailleOk(table) => Msg::new("doctor-braille-ok").arg("table", text(table)),
        Finding::BrailleMissing(table) => {
            Msg::new("doctor-braille-missing").arg("table", text(table))
        }
    }
}
