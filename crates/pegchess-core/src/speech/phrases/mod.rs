//! What to say, in no language yet: the `Phrase` and its families (the set-up's, the guide's, the rating's,
//! fair play's, the doctor's findings), each as a fluent message tree (`message.rs`: an id and its
//! arguments; `phrase_to_message.rs`; a move in a scheme's words: `move_words.rs`). Uses nothing of
//! `rendering` or `speakers`.

pub mod checkup;
pub mod fair_phrase;
pub mod guide_phrase;
pub mod message;
pub mod move_words;
pub mod phrase;
pub mod phrase_to_message;
pub mod rating_phrase;
pub mod rating_refusal;
pub mod setup_phrase;
