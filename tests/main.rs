//! The integration tests, one binary; each module tests one capability end to end.

mod clock;
mod firmware;
mod protocol;
mod speech;
