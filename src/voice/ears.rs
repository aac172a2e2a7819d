//! The live game's ears: opens the model and the microphone from the settings; every heard
//! transcript goes to the session as [`Event::Heard`], which reads it against its position.

use super::{Grammar, Heard, Listener, VoskModel};
use crate::config::Settings;
use crate::session::Event;
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

/// The recogniser running on the microphone.
pub struct Ears {
    listener: Listener,
}

impl Ears {
    /// Opens voice input when the settings name a model. Returns `Ok(None)` without a model, and an
    /// error that says what to do when the model or the microphone cannot be used. The grammar check
    /// (words the model does not know) is printed.
    pub fn open(settings: &Settings, tx: Sender<Event>) -> Result<Option<Ears>, String> {
        let Some(dir) = &settings.vosk_model else {
            return Ok(None);
        };
        let reader = Reader::new(settings.scheme, settings.locale, settings.notation);
        let mut model = VoskModel::load(dir)
            .map_err(|e| format!("voice input is off: {e}; check `vosk-model` in the settings"))?;
        let (decoder, resolved) = model
            .decoder(&Grammar::of_reader(&reader))
            .map_err(|e| format!("voice input is off: {e}"))?;
        println!("voice: {resolved}");
        let listener = super::spawn(decoder, settings.microphone.as_deref(), tx)
            .map_err(|e| format!("voice input is off: {e}; check `microphone` in the settings"))?;
        Ok(Some(Ears { listener }))
    }

    /// The listener's pause switch (set while the program speaks into a loudspeaker).
    pub fn pause(&self) -> super::Pause {
        self.listener.pause()
    }
}
