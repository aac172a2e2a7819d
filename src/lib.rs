//! pegchess: a talking companion for visually impaired chess players on a peg-hole sensor board.
//!
//! Modules in the order data flows through them (a module uses only those above it):
//! board bytes become frames and hole events, inference turns them into moves, the session state
//! machine keeps the game and emits effects that speech, the journal and the console carry out.

pub mod choice;
pub mod day;
pub mod worker_kind;
pub mod protection;
pub mod wav;
pub mod settings_file;
pub mod worker;
pub mod fair;
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
pub mod sheet;
pub mod session;
pub mod setup;
pub mod voice;
pub mod ruling;
pub mod ui;
pub mod relay;
pub mod live;
pub mod commands;
