//! The speaker of a pegchess built without the `speech` feature: every phrase is printed, and a player
//! who asked for speech is told once which feature to build with.

use super::phrase::Phrase;
use super::speaker::{ConsoleSpeaker, Speaker};
use crate::config::Settings;

pub use crate::config::settings::VoiceSettings;

/// Why there is no speech in this build, for the one notice.
pub const NOT_BUILT: &str =
    "this pegchess was built without the `speech` feature; build it with `--features speech`";

/// The console speaker, and the notice to print once when the settings ask for speech.
pub fn open_speaker(
    settings: &Settings,
    _voice: &VoiceSettings,
) -> (Box<dyn Speaker>, Option<Phrase>) {
    let notice = settings.speech.then(|| Phrase::SpeechUnavailable {
        reason: NOT_BUILT.to_string(),
    });
    (Box::new(ConsoleSpeaker::stdout()), notice)
}
