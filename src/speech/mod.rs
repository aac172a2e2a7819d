//! What the program says: language-free phrases, their text in each language, and the speakers.

pub mod phrase;

pub use phrase::Phrase;
