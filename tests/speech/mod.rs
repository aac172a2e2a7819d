//! Speech end to end: locales, every move type in every language and scheme, the corpus,
//! `pegchess announce`, the notation parser, the queue, and the real speech engine.

mod announce;
mod corpus;
#[cfg(feature = "speech")]
mod engine;
mod espeak;
mod locales;
mod moves;
mod notation;
mod phrases;
mod queue;
pub(crate) mod support;
