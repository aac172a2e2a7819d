//! What the program says, in three rooms that depend one way: `phrases` (what to say) <- `rendering` (a
//! phrase in words of a language) <- `speakers` (who says the words).
//!
//! `Phrase` (what) -> `phrases::phrase_to_message` (which fluent message, scheme words as arguments;
//! `move_words`: a move in a scheme's words) -> `rendering::fluent::Renderer` (text in the interface
//! language, an `Utterance`) -> `SpeechQueue` (priorities, interrupt, repeat) -> a `Speaker` (speech engine,
//! espeak-ng, console line, or recorder for tests); `speakers::choose` picks which.

pub use pegchess_core::speech::phrases;
pub mod rendering;
pub mod speakers;

pub use crate::config::settings::VoiceSettings;
pub use phrases::checkup::Finding;
pub use phrases::fair_phrase::FairLine;
pub use phrases::guide_phrase::{GuidePhrase, Section};
pub use phrases::phrase::{
    InputProblem, Line, MOST_WORDS, NumberedMove, Phrase, Source, SpokenMove,
};
pub use phrases::rating_phrase::RatingPhrase;
pub use phrases::setup_phrase::{Finish, SetupOption, SetupPhrase, SetupStep};
pub use rendering::fluent::{RenderError, Renderer};
pub use rendering::utterance::{Segment, Utterance};
pub use speakers::choose::{Opened, SpeakerKind, open_speaker};
pub use speakers::espeak::{EspeakOutput, EspeakSpeaker};
pub use speakers::queue::{Priority, SpeechQueue, SpeechThread};
pub use speakers::speaker::{ConsoleSpeaker, Recorded, RecordingSpeaker, Speaker, SpeakerError};
#[cfg(feature = "speech")]
pub use speakers::tts::{TtsCounters, TtsSpeaker, VoiceChoice};
