//! pegchess-core: the program's pure core, no I/O (no port, audio, speech, window or socket; time comes in
//! as `now`): notation, the clock, inference, the game record and its text forms, the settings, rating, the
//! phrases in no language, words, sync, the session and the spoken set-up, with the pure values of the boards'
//! protocols they read. The program around it (`pegchess`: boards, live, speech, voice, ui, relay, commands)
//! re-exports these rooms under the same names.
//!
//! Modules in the order data flows through them (a module uses only those above it), the order of the rooms in
//! `pegchess`'s `src/lib.rs`.

pub mod choice;
pub mod day;
pub mod worker_kind;
pub mod protection;
pub mod board;
pub mod notation;
pub mod phonetic;
pub mod clock;
pub mod config;
pub mod inference;
pub mod game;
pub mod rating;
pub mod speech;
pub mod sync;
pub mod words;
pub mod session;
pub mod setup;
