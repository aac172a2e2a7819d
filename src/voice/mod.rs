//! Voice input: microphone capture (cpal), the vosk recogniser and its grammar, and transcripts understood as moves or commands.
//!
//! The flow: [`capture`] records the microphone at 16 kHz mono ([`audio`] converts when the
//! device offers another format); [`listener::spawn`] runs a [`Transcriber`] (vosk, restricted to
//! the [`Grammar`] of the active scheme and the interface language) on its own thread and sends
//! every final transcript as [`Heard`]; the session reads it with the one reader of words
//! ([`crate::words::Reader`]) against its position: a legal move, a near match to confirm, several
//! (ambiguous), none, or a spoken command. [`Pause`] stops
//! recognition while the program speaks into an open speaker.

pub mod audio;
#[cfg(feature = "voice")]
pub mod capture;
pub mod ears;
pub mod grammar;
pub mod listener;
pub mod recognizer;
pub mod tally;

#[cfg(feature = "voice")]
pub use capture::CaptureError;
pub use grammar::{Grammar, Resolved};
pub use listener::{Heard, Pause};
#[cfg(feature = "voice")]
pub use listener::{Listener, spawn};
pub use recognizer::{ModelError, SAMPLE_RATE, Transcriber};
#[cfg(feature = "voice")]
pub use recognizer::{VoskDecoder, VoskModel};

/// What a command that needs the recogniser or the microphone says in a build without them.
pub const NOT_BUILT: &str = "voice input needs the `voice` feature: build pegchess with `--features voice` \
     (it needs libvosk: run scripts/setup or set PEGCHESS_VOSK_LIB)";
