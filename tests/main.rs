//! The integration tests, one binary; each module tests one capability end to end.

mod arbiter;
mod board;
mod clock;
mod config;
mod firmware;
mod inference;
mod install;
mod journal;
mod keys;
mod protocol;
mod replay;
mod speech;
mod support;
mod talking_clock;
mod voice;
