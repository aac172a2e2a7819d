//! pegchess: a talking companion for visually impaired chess players on a peg-hole sensor board.
//!
//! Modules in the order data flows through them (a module uses only those above it):
//! board bytes become frames and hole events, inference turns them into moves, the session state
//! machine keeps the game and emits effects that speech, the journal and the console carry out.
//!
//! The rooms marked `pub use pegchess_core::...` are the core crate's (`crates/pegchess-core`: no I/O),
//! re-exported under their names; each stands alone (rustfmt sorts a run of `use`s), so the order stays.

pub use pegchess_core::choice;

pub use pegchess_core::day;

pub use pegchess_core::worker_kind;

pub use pegchess_core::protection;

pub mod wav;
pub mod worker;
pub mod fair;
pub mod board;

pub use pegchess_core::notation;

pub use pegchess_core::phonetic;

pub use pegchess_core::clock;

pub use pegchess_core::config;

pub mod settings_file;

pub use pegchess_core::inference;

pub mod game;

pub mod rating;

pub mod speech;

pub use pegchess_core::sync;

pub use pegchess_core::words;

pub mod sheet;

pub use pegchess_core::session;

pub use pegchess_core::setup;

pub mod voice;
pub mod ruling;
pub mod ui;
pub mod relay;
pub mod live;
pub mod commands;
