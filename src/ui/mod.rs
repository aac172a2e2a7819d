//! Front ends: the console shown to the assistant and arbiter, and keyboard commands.

pub mod announcer;
pub mod keys;
pub mod console;
