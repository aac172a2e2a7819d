//! Who says the words: the `Speaker` trait with the console and recording speakers (`speaker.rs`), the
//! system's speech engine through the tts crate (`tts.rs`), the espeak-ng program (`espeak.rs`), the queue
//! with its priorities and repeat (`queue.rs`), and which of them speaks (`choose.rs`). Uses `rendering`'s
//! `Utterance` and `phrases`' `Phrase`.

pub mod choose;
pub mod espeak;
pub mod queue;
pub mod speaker;
#[cfg(feature = "speech")]
pub mod tts;
