//! Front ends: the console shown to the assistant and arbiter, keyboard commands (single keys on a
//! terminal, lines otherwise), the player's guide's keys (`guide_keys.rs`), the announcer, the arbiter's decision and report shared by the console and the
//! window, the printed words (window.ftl),
//! and (with the `window` feature) the window for the sighted side.

pub mod announcer;
pub mod console;
pub mod guide_keys;
pub mod help;
pub mod keyboard;
pub mod typed;
pub mod usage;
pub mod arbiter_console;
pub mod errors;
pub mod report;
pub mod text;
pub mod terminal;
#[cfg(feature = "window")]
pub mod window;
