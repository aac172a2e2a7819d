//! The live game's ears: opens the model and the microphone from the settings; every heard
//! transcript goes to the session as [`Event::Heard`], which reads it against its position.

use super::Heard;
#[cfg(feature = "voice")]
use super::{Grammar, Listener, VoskModel};
use crate::config::Settings;
use crate::session::Event;
#[cfg(feature = "voice")]
use crate::words::Reader;
use std::sync::mpsc::Sender;

impl From<Heard> for Event {
    fn from(h: Heard) -> Event {
        match h {
            Heard::Words(words) => Event::Heard(words),
            Heard::Trouble(why) => Event::VoiceTrouble(why),
        }
    }
}

/// Why voice input is off although the settings name a model.
#[derive(Debug, thiserror::Error)]
pub enum EarsError {
    /// The model cannot be loaded.
    #[cfg(feature = "voice")]
    #[error("voice input is off: {0}; check `vosk-model` in the settings")]
    Model(super::ModelError),
    /// The model cannot recognise the grammar.
    #[cfg(feature = "voice")]
    #[error("voice input is off: {0}")]
    Grammar(super::ModelError),
    /// The microphone cannot be opened.
    #[cfg(feature = "voice")]
    #[error("voice input is off: {0}; check `microphone` in the settings")]
    Microphone(super::CaptureError),
    /// This build has no recogniser.
    #[cfg(not(feature = "voice"))]
    #[error("voice input is off: {}", super::NOT_BUILT)]
    NotBuilt,
}

/// The recogniser running on the microphone.
#[cfg(feature = "voice")]
pub struct Ears {
    listener: Listener,
    model: std::path::PathBuf,
    check: super::Resolved,
}

#[cfg(feature = "voice")]
impl Ears {
    /// Opens voice input when the settings name a model. Returns `Ok(None)` without a model, and an
    /// error that says what to do when the model or the microphone cannot be used. The grammar check
    /// (words the model does not know) is kept for the console ([`Ears::check`]).
    pub fn open(settings: &Settings, tx: Sender<Event>) -> Result<Option<Ears>, EarsError> {
        let Some(dir) = &settings.vosk_model else {
            return Ok(None);
        };
        let reader = Reader::new(settings.scheme, settings.locale, settings.notation);
        let mut model = VoskModel::load(dir).map_err(EarsError::Model)?;
        let (decoder, resolved) = model
            .decoder(&Grammar::of_reader(&reader))
            .map_err(EarsError::Grammar)?;
        let listener = super::spawn(decoder, settings.microphone.as_deref(), tx)
            .map_err(EarsError::Microphone)?;
        Ok(Some(Ears {
            listener,
            model: dir.clone(),
            check: resolved,
        }))
    }

    /// The model's folder and which of the grammar's words it knows.
    pub fn check(&self) -> (&std::path::Path, &super::Resolved) {
        (&self.model, &self.check)
    }

    /// The listener's pause switch (set while the program speaks into a loudspeaker).
    pub fn pause(&self) -> super::Pause {
        self.listener.pause()
    }
}

/// Voice input in a build without the `voice` feature: there are never any ears.
#[cfg(not(feature = "voice"))]
#[derive(Debug)]
pub enum Ears {}

#[cfg(not(feature = "voice"))]
impl Ears {
    /// `Ok(None)` without a model in the settings; with one, says which feature to build with.
    pub fn open(settings: &Settings, _tx: Sender<Event>) -> Result<Option<Ears>, EarsError> {
        match &settings.vosk_model {
            None => Ok(None),
            Some(_) => Err(EarsError::NotBuilt),
        }
    }

    /// Never called: there are no ears to pause.
    pub fn pause(&self) -> super::Pause {
        match *self {}
    }

    /// Never called: there are no ears to check.
    pub fn check(&self) -> (&std::path::Path, &super::Resolved) {
        match *self {}
    }
}
