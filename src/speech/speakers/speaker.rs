//! The `Speaker` trait and the speakers that need no speech engine: the console speaker (one line
//! per phrase, for screen readers and braille displays, and the fallback) and the recorder for tests.

use crate::speech::rendering::utterance::Utterance;
use std::fmt;
use std::io::Write;
use std::sync::{Arc, Mutex, MutexGuard};

/// Why a speaker cannot be used or failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpeakerError {
    /// No speech engine answered (not installed, not running, or too slow to start).
    Unavailable(String),
    /// A voice named in the settings is not offered by the engine.
    UnknownVoice {
        /// The name or language asked for.
        wanted: String,
        /// Some of the voices the engine offers.
        available: Vec<String>,
    },
    /// The engine refused an operation.
    Failed(String),
}

impl fmt::Display for SpeakerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpeakerError::Unavailable(why) => write!(f, "no speech engine: {why}"),
            SpeakerError::UnknownVoice { wanted, available } => write!(
                f,
                "the speech engine has no voice '{wanted}'; some it has: {}",
                available.join(", ")
            ),
            SpeakerError::Failed(why) => write!(f, "the speech engine failed: {why}"),
        }
    }
}

impl std::error::Error for SpeakerError {}

/// Something that says utterances. Saying returns at once; the speaker reports when it is done.
pub trait Speaker: Send {
    /// Starts saying `utterance` after anything already being said.
    fn say(&mut self, utterance: &Utterance) -> Result<(), SpeakerError>;
    /// Cuts off what is being said and drops anything waiting in the engine.
    fn stop(&mut self) -> Result<(), SpeakerError>;
    /// Whether an utterance is still being said (always bounded in time: never stuck at `true`).
    fn is_speaking(&self) -> bool;
    /// Whether this speaker prints each utterance itself, so nobody needs to echo it.
    fn prints(&self) -> bool {
        false
    }
    /// Whether the speaker's own worker (the engine's thread) was lost: the queue then hands over to its
    /// fallback.
    fn is_lost(&self) -> bool {
        false
    }
}

/// Prints each utterance as one line: works with screen readers and braille displays, and is the
/// fallback when no speech engine is available.
pub struct ConsoleSpeaker {
    out: Box<dyn Write + Send>,
}

impl ConsoleSpeaker {
    /// A console speaker on standard output.
    pub fn stdout() -> ConsoleSpeaker {
        ConsoleSpeaker::new(Box::new(std::io::stdout()))
    }

    /// A console speaker writing lines to `out`.
    pub fn new(out: Box<dyn Write + Send>) -> ConsoleSpeaker {
        ConsoleSpeaker { out }
    }
}

impl fmt::Debug for ConsoleSpeaker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ConsoleSpeaker")
    }
}

impl Speaker for ConsoleSpeaker {
    fn say(&mut self, utterance: &Utterance) -> Result<(), SpeakerError> {
        writeln!(self.out, "{utterance}")
            .and_then(|()| self.out.flush())
            .map_err(|e| SpeakerError::Failed(e.to_string()))
    }

    fn stop(&mut self) -> Result<(), SpeakerError> {
        Ok(())
    }

    fn is_speaking(&self) -> bool {
        false
    }

    fn prints(&self) -> bool {
        true
    }
}

/// One thing a `RecordingSpeaker` was asked to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recorded {
    /// An utterance was started.
    Said(Utterance),
    /// Speech was cut off.
    Stopped,
}

#[derive(Debug, Default)]
struct Recording {
    events: Vec<Recorded>,
    speaking: bool,
    hold: bool,
}

/// A speaker for tests: records what it is asked to say. Clones share one recording, so a test
/// keeps a clone while the queue owns the other.
#[derive(Debug, Clone, Default)]
pub struct RecordingSpeaker {
    inner: Arc<Mutex<Recording>>,
}

impl RecordingSpeaker {
    /// A recorder that finishes each utterance at once.
    pub fn new() -> RecordingSpeaker {
        RecordingSpeaker::default()
    }

    /// A recorder that keeps "speaking" each utterance until `finish` is called.
    pub fn holding() -> RecordingSpeaker {
        let r = RecordingSpeaker::default();
        r.lock().hold = true;
        r
    }

    fn lock(&self) -> MutexGuard<'_, Recording> {
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Ends the utterance being said.
    pub fn finish(&self) {
        self.lock().speaking = false;
    }

    /// Everything recorded so far.
    pub fn events(&self) -> Vec<Recorded> {
        self.lock().events.clone()
    }

    /// The texts of the utterances said so far, in order.
    pub fn said(&self) -> Vec<String> {
        self.lock()
            .events
            .iter()
            .filter_map(|e| match e {
                Recorded::Said(u) => Some(u.text()),
                Recorded::Stopped => None,
            })
            .collect()
    }
}

impl Speaker for RecordingSpeaker {
    fn say(&mut self, utterance: &Utterance) -> Result<(), SpeakerError> {
        let mut r = self.lock();
        r.events.push(Recorded::Said(utterance.clone()));
        r.speaking = r.hold;
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeakerError> {
        let mut r = self.lock();
        r.events.push(Recorded::Stopped);
        r.speaking = false;
        Ok(())
    }

    fn is_speaking(&self) -> bool {
        self.lock().speaking
    }
}
