//! The fallback speaker: the espeak-ng program run directly, one process per run of words, when the
//! system's speech engine (speech-dispatcher) is missing. It needs no daemon, only the program.

use super::speaker::{Speaker, SpeakerError};
use crate::config::settings::VoiceSettings;
use crate::notation::Language;
use crate::phonetic::spoken;
use crate::speech::rendering::ordinals;
use crate::speech::rendering::utterance::Utterance;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// The program's name on the PATH.
pub const PROGRAM: &str = "espeak-ng";

/// Where espeak-ng's sound goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EspeakOutput {
    /// The sound card (espeak-ng plays it itself).
    Device,
    /// WAV files in this folder, numbered in the order said (for tests on machines with no sound card).
    Files(PathBuf),
}

/// The espeak-ng program found on the PATH, if any.
pub fn find_program() -> Option<PathBuf> {
    find_on_path(PROGRAM)
}

/// An executable `program` found on the PATH, if any.
pub fn find_on_path(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|candidate| is_executable(candidate))
}

/// The languages of the voices `program` offers (`espeak-ng --voices`: the second column), e.g. "de".
pub fn voice_languages(program: &Path) -> Vec<String> {
    let Ok(out) = Command::new(program)
        .arg("--voices")
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
    else {
        return Vec::new();
    };
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .skip(1)
        .filter_map(|line| line.split_whitespace().nth(1).map(str::to_string))
        .collect()
}

/// Whether the languages listed (`voice_languages`) hold the voice `wanted` ("de" holds "de" and "de-DE").
pub fn has_voice(languages: &[String], wanted: &str) -> bool {
    languages.iter().any(|l| {
        l.eq_ignore_ascii_case(wanted)
            || l.split(['-', '_'])
                .next()
                .is_some_and(|p| p.eq_ignore_ascii_case(wanted))
    })
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// One run of words and the espeak-ng voice to say it in.
#[derive(Debug, Clone)]
struct Run {
    text: String,
    voice: String,
}

#[derive(Default)]
struct State {
    waiting: VecDeque<Run>,
    child: Option<Child>,
    /// Runs said so far (names the WAV files).
    said: usize,
    closed: bool,
}

#[derive(Default)]
struct Shared {
    state: Mutex<State>,
    wake: Condvar,
    /// The runner's thread was lost.
    lost: std::sync::atomic::AtomicBool,
}

impl Shared {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// Says utterances by running espeak-ng, one run of words after another, on a thread of its own.
pub struct EspeakSpeaker {
    shared: Arc<Shared>,
    interface_voice: String,
    phonetic_voice: Option<String>,
    /// The interface language, whose numbers before a word are said as ordinals.
    language: Language,
}

impl EspeakSpeaker {
    /// A speaker running `program` in the voices for `language` (and the settings' scheme voice), at the
    /// settings' rate and volume, with its sound going to `output`.
    pub fn new(
        program: PathBuf,
        settings: &VoiceSettings,
        language: Language,
        output: EspeakOutput,
    ) -> Result<EspeakSpeaker, SpeakerError> {
        let shared = Arc::new(Shared::default());
        let worker = Arc::clone(&shared);
        // A voice chosen for the German words, not asked for, that espeak-ng lacks: the interface voice says
        // them, respelled.
        let phonetic_voice = match &settings.phonetic_voice {
            Some(v) if settings.phonetic_chosen && !has_voice(&voice_languages(&program), v) => {
                None
            }
            other => other.clone(),
        };
        let interface_voice = settings
            .voice
            .clone()
            .unwrap_or_else(|| language.name().to_string());
        let options = options(settings);
        let lost_flag = Arc::clone(&shared);
        let fallback = move |_: &crate::worker::Lost| {
            lost_flag
                .lost
                .store(true, std::sync::atomic::Ordering::SeqCst);
        };
        // The runner lives as long as the speaker, which ends it on drop: it is never joined.
        let _runner = crate::worker::spawn_with_fallback(
            crate::worker::WorkerKind::Espeak,
            fallback,
            move || serve(&worker, &program, &options, &output),
        )
        .map_err(|e| SpeakerError::Unavailable(e.to_string()))?;
        Ok(EspeakSpeaker {
            shared,
            interface_voice,
            phonetic_voice,
            language,
        })
    }

    /// How many runs of words espeak-ng has been started for so far.
    pub fn runs_started(&self) -> usize {
        self.shared.state().said
    }
}

impl Drop for EspeakSpeaker {
    fn drop(&mut self) {
        self.shared.state().closed = true;
        self.shared.wake.notify_all();
    }
}

/// Rate (words a minute) and amplitude flags from the settings: espeak-ng's normal is 175 words a minute,
/// its range 80 to 450.
fn options(settings: &VoiceSettings) -> Vec<String> {
    let rate = i32::from(settings.rate.clamp(-100, 100));
    let wpm = if rate >= 0 {
        175 + rate * 275 / 100
    } else {
        175 + rate * 95 / 100
    };
    let mut options = vec!["-s".to_string(), wpm.to_string()];
    if let Some(volume) = settings.volume {
        options.push("-a".into());
        options.push((u32::from(volume.min(100)) * 2).to_string());
    }
    options
}

fn serve(shared: &Shared, program: &Path, options: &[String], output: &EspeakOutput) {
    let mut state = shared.state();
    loop {
        // Reap a finished run.
        if let Some(child) = state.child.as_mut()
            && !matches!(child.try_wait(), Ok(None))
        {
            state.child = None;
        }
        if state.child.is_none() {
            if let Some(run) = state.waiting.pop_front() {
                crate::worker::fault_point(crate::worker::WorkerKind::Espeak);
                let mut cmd = Command::new(program);
                cmd.args(options).args(["-v", &run.voice]);
                if let EspeakOutput::Files(dir) = output {
                    cmd.arg("-w")
                        .arg(dir.join(format!("{:04}.wav", state.said)));
                }
                cmd.arg("--")
                    .arg(&run.text)
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(Stdio::null());
                state.said += 1;
                state.child = cmd.spawn().ok();
                continue;
            }
            if state.closed {
                return;
            }
        }
        // Wake for new runs, a stop, or to look at the running child again.
        state = shared
            .wake
            .wait_timeout(state, Duration::from_millis(20))
            .map(|(s, _)| s)
            .unwrap_or_else(|p| p.into_inner().0);
    }
}

impl Speaker for EspeakSpeaker {
    fn say(&mut self, utterance: &Utterance) -> Result<(), SpeakerError> {
        let words = utterance.words_language().unwrap_or(Language::En);
        let runs = utterance
            .segments()
            .into_iter()
            .filter(|s| s.text.chars().any(char::is_alphanumeric))
            .map(|s| {
                let voice = match (&self.phonetic_voice, s.phonetic) {
                    (Some(v), true) => v.clone(),
                    _ => self.interface_voice.clone(),
                };
                // The scheme's words in the spelling that voice reads right ("Zäsar" for "Cesar"; for a
                // Hungarian voice, where no German one is installed, "zeksz" for "sechs").
                let text = if s.phonetic {
                    spoken::for_voice_named(&voice, words, &s.text).into_owned()
                } else {
                    ordinals::spoken(self.language, &s.text).into_owned()
                };
                Run { voice, text }
            });
        let mut state = self.shared.state();
        // Neighbouring runs in one voice go to one process.
        for run in runs {
            match state.waiting.back_mut() {
                Some(last) if last.voice == run.voice => {
                    last.text.push(' ');
                    last.text.push_str(&run.text);
                }
                _ => state.waiting.push_back(run),
            }
        }
        drop(state);
        self.shared.wake.notify_all();
        Ok(())
    }

    fn stop(&mut self) -> Result<(), SpeakerError> {
        let mut state = self.shared.state();
        state.waiting.clear();
        if let Some(mut child) = state.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        Ok(())
    }

    fn is_lost(&self) -> bool {
        self.shared.lost.load(std::sync::atomic::Ordering::SeqCst)
    }

    fn is_speaking(&self) -> bool {
        let mut state = self.shared.state();
        let running = state
            .child
            .as_mut()
            .is_some_and(|c| matches!(c.try_wait(), Ok(None)));
        running || !state.waiting.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_voice_is_found_by_its_language_or_its_tag() {
        let listed = ["de".to_string(), "en-gb".to_string(), "hu".to_string()];
        assert!(has_voice(&listed, "de"));
        assert!(has_voice(&listed, "EN"));
        assert!(has_voice(&listed, "en-GB"));
        assert!(!has_voice(&listed, "fi"));
        assert!(!has_voice(&[], "de"));
    }
}
