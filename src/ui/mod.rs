//! Front ends: the console shown to the assistant and arbiter, keyboard commands (single keys on a
//! terminal, lines otherwise), and the announcer.

pub mod announcer;
pub mod console;
pub mod keys;
pub mod terminal;
