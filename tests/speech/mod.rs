//! Speech end to end: locales, every move type in every language and scheme, the corpus (its moves, and
//! every rank, file and last moves of its games said within 25 words),
//! `pegchess announce`, the notation parser, the queue, and the real speech engine.

mod announce;
mod corpus;
#[cfg(feature = "speech")]
mod engine;
mod espeak;
mod lines;
mod locales;
mod moves;
mod notation;
mod phrases;
mod queue;
pub(crate) mod support;
