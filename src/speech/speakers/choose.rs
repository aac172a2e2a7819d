//! Who speaks: the system's speech engine, the espeak-ng program directly when the engine is missing, or
//! the console (print only, or the player's own screen reader), as the settings ask.

use super::espeak::{self, EspeakOutput, EspeakSpeaker};
use super::speaker::{ConsoleSpeaker, Speaker, SpeakerError};
use crate::config::settings::VoiceSettings;
use crate::config::{Settings, SpeechMode};
use crate::speech::phrases::phrase::Phrase;

/// Why there is no speech engine in this build, for the one notice.
#[cfg(not(feature = "speech"))]
pub const NOT_BUILT: &str =
    "this pegchess was built without the `speech` feature; build it with `--features speech`";

/// Which speaker was opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpeakerKind {
    /// The system's speech engine, through the tts crate (speech-dispatcher on Linux).
    System,
    /// The espeak-ng program, run directly (the engine is missing).
    EspeakNg,
    /// The console only: speech is off, or no engine could be found.
    Console,
    /// The console for the player's own screen reader: phrases only, one per line.
    ScreenReader,
}

impl SpeakerKind {
    /// Its name, as the doctor prints it.
    pub fn name(self) -> &'static str {
        match self {
            SpeakerKind::System => "the speech engine (speech-dispatcher)",
            SpeakerKind::EspeakNg => "espeak-ng",
            SpeakerKind::Console => "the console",
            SpeakerKind::ScreenReader => "your screen reader",
        }
    }
}

/// The speaker opened, which kind it is, and the phrase to say once when speech was wanted but the
/// engine is missing.
pub struct Opened {
    /// The speaker.
    pub speaker: Box<dyn Speaker>,
    /// Which kind it is.
    pub kind: SpeakerKind,
    /// Said once at start: which engine speaks instead, or that everything is printed only.
    pub notice: Option<Phrase>,
}

/// The speaker the settings ask for. With `speech = "on"`: the speech engine when it answers, else
/// espeak-ng when the program is installed (in a build with the `speech` feature), else the console with a
/// notice saying why.
pub fn open_speaker(settings: &Settings, voice: &VoiceSettings) -> Opened {
    let console = |kind, notice| Opened {
        speaker: Box::new(ConsoleSpeaker::stdout()),
        kind,
        notice,
    };
    match settings.speech {
        SpeechMode::Off => return console(SpeakerKind::Console, None),
        SpeechMode::ScreenReader => return console(SpeakerKind::ScreenReader, None),
        SpeechMode::On => {}
    }
    let missing = match system_speaker(settings, voice) {
        Ok(speaker) => {
            return Opened {
                speaker,
                kind: SpeakerKind::System,
                notice: None,
            };
        }
        Err(e) => e,
    };
    // A build without the `speech` feature is a console build: it prints, and says why it is silent.
    let fallback = espeak::find_program()
        .filter(|_| cfg!(feature = "speech"))
        .and_then(|program| {
            EspeakSpeaker::new(program, voice, settings.locale, EspeakOutput::Device).ok()
        });
    match fallback {
        Some(speaker) => Opened {
            speaker: Box::new(speaker),
            kind: SpeakerKind::EspeakNg,
            notice: Some(Phrase::SpeechFallback),
        },
        None => {
            let reason = match missing {
                SpeakerError::Unavailable(why) => why,
                other => other.to_string(),
            };
            console(
                SpeakerKind::Console,
                Some(Phrase::SpeechUnavailable { reason }),
            )
        }
    }
}

#[cfg(feature = "speech")]
fn system_speaker(
    settings: &Settings,
    voice: &VoiceSettings,
) -> Result<Box<dyn Speaker>, SpeakerError> {
    let speaker = super::tts::TtsSpeaker::new(voice, settings.locale)?;
    Ok(Box::new(speaker))
}

#[cfg(not(feature = "speech"))]
fn system_speaker(
    _settings: &Settings,
    _voice: &VoiceSettings,
) -> Result<Box<dyn Speaker>, SpeakerError> {
    Err(SpeakerError::Unavailable(NOT_BUILT.to_string()))
}

/// The plainer speaker that takes over when speech of `kind` is lost (its thread panicked): espeak-ng after
/// the system's engine, when it is installed, else the console.
pub fn fallback_speaker(
    settings: &Settings,
    voice: &VoiceSettings,
    kind: SpeakerKind,
) -> Box<dyn Speaker> {
    let espeak = espeak::find_program()
        .filter(|_| kind == SpeakerKind::System && cfg!(feature = "speech"))
        .and_then(|program| {
            EspeakSpeaker::new(program, voice, settings.locale, EspeakOutput::Device).ok()
        });
    match espeak {
        Some(speaker) => Box::new(speaker),
        None => Box::new(ConsoleSpeaker::stdout()),
    }
}
