//! A phrase in words of a language: the message tree rendered through fluent in the five embedded locales
//! (`fluent.rs`, with the Hungarian article chosen by its word: `article.rs`), as an `Utterance` that knows
//! which words are the scheme's (`utterance.rs`), the numbers a voice is given as ordinal words (`ordinals.rs`:
//! "3. fejezet" said "harmadik fejezet"), and the printed guide (`printed_guide.rs`). Uses `phrases`, never
//! `speakers`.

pub mod article;
pub mod fluent;
pub mod ordinals;
pub mod printed_guide;
pub mod utterance;
