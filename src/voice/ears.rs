//! The live game's ears: opens the model and the microphone from the settings, and turns each heard
//! transcript into a session command against the current position, or into a phrase saying why not.

#[cfg(feature = "voice")]
use super::{Grammar, Listener, VoskModel};
use super::{Heard, Interpreter, Understood};
use crate::config::Settings;
#[cfg(feature = "voice")]
use crate::phonetic::Vocabulary;
use crate::session::{Command, Event};
use crate::speech::Phrase;
use crate::speech::phrase::InputProblem;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess};
use std::sync::mpsc::Sender;

impl From<Heard> for Event {
    fn from(h: Heard) -> Event {
        match h {
            Heard::Words(words) => Event::Heard(words),
            Heard::Trouble(why) => Event::VoiceTrouble(why),
        }
    }
}

#[cfg(feature = "voice")]
/// The recogniser running on the microphone, and the interpreter of what it hears.
pub struct Ears {
    interpreter: Interpreter,
    listener: Listener,
}

#[cfg(feature = "voice")]
impl Ears {
    /// Opens voice input when the settings name a model. Returns `Ok(None)` without a model, and an
    /// error that says what to do when the model or the microphone cannot be used. The grammar check
    /// (words the model does not know) is printed.
    pub fn open(settings: &Settings, tx: Sender<Event>) -> Result<Option<Ears>, String> {
        let Some(dir) = &settings.vosk_model else {
            return Ok(None);
        };
        let vocab = Vocabulary::new(settings.scheme, settings.locale);
        let mut model = VoskModel::load(dir)
            .map_err(|e| format!("voice input is off: {e}; check `vosk-model` in the settings"))?;
        let (decoder, resolved) = model
            .decoder(&Grammar::new(vocab))
            .map_err(|e| format!("voice input is off: {e}"))?;
        println!("voice: {resolved}");
        let listener = super::spawn(decoder, settings.microphone.as_deref(), tx)
            .map_err(|e| format!("voice input is off: {e}; check `microphone` in the settings"))?;
        Ok(Some(Ears {
            interpreter: Interpreter::new(vocab),
            listener,
        }))
    }

    /// The listener's pause switch (set while the program speaks into a loudspeaker).
    pub fn pause(&self) -> super::Pause {
        self.listener.pause()
    }

    /// What a transcript means in `pos` (see [`translate`]).
    pub fn translate(&self, words: &str, pos: &Chess) -> Result<Command, Phrase> {
        translate(&self.interpreter, words, pos)
    }
}

/// Voice input in a build without the `voice` feature: there are never any ears.
#[cfg(not(feature = "voice"))]
#[derive(Debug)]
pub enum Ears {}

#[cfg(not(feature = "voice"))]
impl Ears {
    /// `Ok(None)` without a model in the settings; with one, says which feature to build with.
    pub fn open(settings: &Settings, _tx: Sender<Event>) -> Result<Option<Ears>, String> {
        match &settings.vosk_model {
            None => Ok(None),
            Some(_) => Err(format!("voice input is off: {}", super::NOT_BUILT)),
        }
    }

    /// Never called: there are no ears to pause.
    pub fn pause(&self) -> super::Pause {
        match *self {}
    }

    /// Never called: there are no ears to hear.
    pub fn translate(&self, _words: &str, _pos: &Chess) -> Result<Command, Phrase> {
        match *self {}
    }
}

/// What a transcript means in `pos`: a command for the session (a heard move is an announcement),
/// or a phrase saying why it was not taken (several moves fit, or none). Never a guess.
pub fn translate(interpreter: &Interpreter, words: &str, pos: &Chess) -> Result<Command, Phrase> {
    let rejected = |problem| Phrase::InputRejected {
        input: words.to_string(),
        problem,
    };
    match interpreter.understand(words, pos) {
        Understood::Move(m) => Ok(Command::Announced(UciMove::from_move(
            m,
            CastlingMode::Standard,
        ))),
        Understood::Command(c) => Ok(c),
        Understood::Ambiguous(_) => Err(rejected(InputProblem::Ambiguous)),
        Understood::Nothing => Err(rejected(InputProblem::NotUnderstood)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::phonetic::{Language, Scheme, Vocabulary};

    #[test]
    fn heard_words_become_announcements_or_say_why_not() {
        let interpreter = Interpreter::new(Vocabulary::new(Scheme::Fide, Language::De));
        let start = Chess::default();
        assert_eq!(
            translate(&interpreter, "Springer Felix drei", &start),
            Ok(Command::Announced("g1f3".parse().unwrap()))
        );
        assert!(matches!(
            translate(&interpreter, "Springer Felix sechs", &start),
            Err(Phrase::InputRejected {
                problem: InputProblem::NotUnderstood,
                ..
            })
        ));
        // Two knights can reach d2: the words alone do not say which.
        let pos = crate::game::pgn::position_from_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
        assert!(matches!(
            translate(&interpreter, "Springer David zwei", &pos),
            Err(Phrase::InputRejected {
                problem: InputProblem::Ambiguous,
                ..
            })
        ));
    }
}
