//! What the program says: language-free phrases, their text in each language, and the speakers.
//!
//! `Phrase` (what) -> `compose` (which fluent message, scheme words as arguments) -> `Renderer`
//! (text in the interface language, an `Utterance`) -> `SpeechQueue` (priorities, interrupt,
//! repeat) -> a `Speaker` (speech engine, console line, or recorder for tests).

pub mod compose;
#[cfg(feature = "speech")]
pub mod engine;
/// Without the `speech` feature: the console alone.
#[cfg(not(feature = "speech"))]
#[path = "console_only.rs"]
pub mod engine;
pub mod phrase;
pub mod queue;
pub mod render;
pub mod setup_phrase;
pub mod speaker;
pub mod utterance;

#[cfg(feature = "speech")]
pub use engine::{TtsCounters, TtsSpeaker};
pub use engine::{VoiceSettings, open_speaker};
pub use phrase::{InputProblem, Line, NumberedMove, Phrase, Source, SpokenMove};
pub use queue::{Priority, SpeechQueue, SpeechThread};
pub use render::{RenderError, Renderer};
pub use setup_phrase::{Finish, SetupOption, SetupPhrase, SetupStep};
pub use speaker::{ConsoleSpeaker, Recorded, RecordingSpeaker, Speaker, SpeakerError};
pub use utterance::{Segment, Utterance};
