//! What the program says: language-free phrases, their text in each language, and the speakers.
//!
//! `Phrase` (what) -> `phrase_to_message` (which fluent message, scheme words as arguments; `move_words`: a
//! move in a scheme's words) -> `fluent::Renderer`
//! (text in the interface language, an `Utterance`) -> `SpeechQueue` (priorities, interrupt,
//! repeat) -> a `Speaker` (speech engine, espeak-ng, console line, or recorder for tests); `choose_speaker` picks
//! which.

pub mod article;
pub mod checkup;
pub mod phrase_to_message;
#[cfg(feature = "speech")]
pub mod engine;
pub mod espeak;
pub mod fair_phrase;
pub mod guide;
pub mod message;
pub mod choose_speaker;
pub mod phrase;
pub mod printed_guide;
pub mod queue;
pub mod rating_phrase;
pub mod rating_refusal;
pub mod fluent;
pub mod setup_phrase;
pub mod speaker;
pub mod move_words;
pub mod utterance;

pub use crate::config::settings::VoiceSettings;
pub use checkup::Finding;
pub use choose_speaker::{Opened, SpeakerKind, open_speaker};
#[cfg(feature = "speech")]
pub use engine::{TtsCounters, TtsSpeaker, VoiceChoice};
pub use espeak::{EspeakOutput, EspeakSpeaker};
pub use fair_phrase::FairLine;
pub use fluent::{RenderError, Renderer};
pub use guide::{GuidePhrase, Section};
pub use phrase::{InputProblem, Line, MOST_WORDS, NumberedMove, Phrase, Source, SpokenMove};
pub use queue::{Priority, SpeechQueue, SpeechThread};
pub use rating_phrase::RatingPhrase;
pub use setup_phrase::{Finish, SetupOption, SetupPhrase, SetupStep};
pub use speaker::{ConsoleSpeaker, Recorded, RecordingSpeaker, Speaker, SpeakerError};
pub use utterance::{Segment, Utterance};
