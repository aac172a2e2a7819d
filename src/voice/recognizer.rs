//! The vosk recogniser: loading a model, checking the grammar against it, and decoding 16 kHz mono
//! samples into final transcripts. Anything that turns samples into text is a [`Transcriber`].

#[cfg(feature = "voice")]
use super::grammar::{Grammar, Resolved};
use std::fmt;
#[cfg(feature = "voice")]
use std::path::Path;
use std::path::PathBuf;

/// The sample rate every transcriber takes (mono, 16-bit).
pub const SAMPLE_RATE: u32 = 16_000;

/// Turns 16 kHz mono samples into final transcripts, one per utterance.
pub trait Transcriber: Send {
    /// Takes the next samples; returns the transcript when an utterance has just ended (a pause
    /// after speech) and something was recognised.
    fn accept(&mut self, samples: &[i16]) -> Option<String>;
    /// Ends the current utterance (end of the audio): its transcript, if any.
    fn finish(&mut self) -> Option<String>;
    /// Forgets the current utterance (e.g. the program itself starts speaking).
    fn reset(&mut self);
}

/// A vosk model could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModelError {
    /// The directory does not exist.
    Missing(PathBuf),
    /// vosk could not load a model from the directory.
    Unloadable(PathBuf),
    /// The model knows none of the grammar's words (a model of another language?).
    NoKnownWords {
        /// The model directory.
        dir: PathBuf,
        /// Every word of the grammar.
        unknown: Vec<String>,
    },
    /// vosk refused to make a recogniser with the grammar.
    Recognizer(PathBuf),
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModelError::Missing(dir) => write!(
                f,
                "no vosk model at {}: download one (see the README, voice input) and set vosk-model in settings.toml or pass --model",
                dir.display()
            ),
            ModelError::Unloadable(dir) => write!(
                f,
                "vosk could not load a model from {}: it must be an unpacked vosk model directory (am/, conf/, graph/)",
                dir.display()
            ),
            ModelError::NoKnownWords { dir, unknown } => write!(
                f,
                "the vosk model at {} knows none of the grammar's words ({}): is it a model of the scheme's language?",
                dir.display(),
                unknown.join(", ")
            ),
            ModelError::Recognizer(dir) => write!(
                f,
                "vosk could not make a recogniser with the grammar for the model at {}",
                dir.display()
            ),
        }
    }
}

impl std::error::Error for ModelError {}

#[cfg(feature = "voice")]
/// A loaded vosk model.
pub struct VoskModel {
    model: vosk::Model,
    dir: PathBuf,
}

#[cfg(feature = "voice")]
impl fmt::Debug for VoskModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("VoskModel").field("dir", &self.dir).finish()
    }
}

#[cfg(feature = "voice")]
impl VoskModel {
    /// Loads the model in `dir` (vosk prints only its warnings and errors).
    pub fn load(dir: &Path) -> Result<VoskModel, ModelError> {
        if !dir.is_dir() {
            return Err(ModelError::Missing(dir.to_path_buf()));
        }
        vosk::set_log_level(vosk::LogLevel::Warn);
        let model = vosk::Model::new(dir.to_string_lossy())
            .ok_or_else(|| ModelError::Unloadable(dir.to_path_buf()))?;
        Ok(VoskModel {
            model,
            dir: dir.to_path_buf(),
        })
    }

    /// The model directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Whether the model knows a word in exactly this spelling.
    pub fn knows(&mut self, word: &str) -> bool {
        self.model.find_word(word).is_some()
    }

    /// Checks every grammar word against the model.
    pub fn check(&mut self, grammar: &Grammar) -> Resolved {
        grammar.resolve(|w| self.knows(w))
    }

    /// A recogniser restricted to the grammar's words that the model knows, and the check that
    /// names the others.
    pub fn decoder(&mut self, grammar: &Grammar) -> Result<(VoskDecoder, Resolved), ModelError> {
        let resolved = self.check(grammar);
        if resolved.known.is_empty() {
            return Err(ModelError::NoKnownWords {
                dir: self.dir.clone(),
                unknown: resolved.unknown,
            });
        }
        let mut phrases = resolved.known.clone();
        // Noise and other words go to the unknown-word model when the model has one.
        if self.knows("[unk]") {
            phrases.push("[unk]".to_string());
        }
        // vosk counts its models' users: the recogniser keeps the model alive on its own.
        let recognizer =
            vosk::Recognizer::new_with_grammar(&self.model, SAMPLE_RATE as f32, &phrases)
                .ok_or_else(|| ModelError::Recognizer(self.dir.clone()))?;
        Ok((VoskDecoder { recognizer }, resolved))
    }
}

#[cfg(feature = "voice")]
/// A vosk recogniser at 16 kHz restricted to a grammar.
pub struct VoskDecoder {
    recognizer: vosk::Recognizer,
}

#[cfg(feature = "voice")]
impl fmt::Debug for VoskDecoder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("VoskDecoder")
    }
}

#[cfg(feature = "voice")]
/// The text of a complete result, `None` when empty.
fn text(result: vosk::CompleteResult<'_>) -> Option<String> {
    let text = match result {
        vosk::CompleteResult::Single(single) => single.text.to_string(),
        vosk::CompleteResult::Multiple(multiple) => multiple
            .alternatives
            .first()
            .map(|a| a.text.to_string())
            .unwrap_or_default(),
    };
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

#[cfg(feature = "voice")]
impl Transcriber for VoskDecoder {
    fn accept(&mut self, samples: &[i16]) -> Option<String> {
        // Chunks are far below vosk's length limit; a refused chunk is only lost audio.
        match self.recognizer.accept_waveform(samples) {
            Ok(vosk::DecodingState::Finalized) => text(self.recognizer.result()),
            _ => None,
        }
    }

    fn finish(&mut self) -> Option<String> {
        text(self.recognizer.final_result())
    }

    fn reset(&mut self) {
        self.recognizer.reset();
    }
}
