//! Voice input end to end: every announcement of the corpus understood back, `pegchess listen`,
//! spoken commands and spellings, the voice thread, and the real vosk path with a real model.

#[cfg(feature = "voice")]
pub(crate) mod korean;
mod confirm;
mod confusion;
mod listen;
mod listener;
mod phrasing;
mod round_trip;
mod sounds;
pub(crate) mod understand;
#[cfg(feature = "voice")]
mod vosk;

/// The corpus games, from the speech tests' helpers.
use crate::speech::support as corpus;
