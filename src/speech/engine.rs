//! The system's speech engine through the tts crate (speech-dispatcher on Linux), kept on one
//! thread of its own; scheme words may get their own voice (German "Springer" in a Hungarian
//! session). Every wait is bounded: a missing or stuck engine is an error, never a hang.

use super::phrase::Phrase;
use super::speaker::{ConsoleSpeaker, Speaker, SpeakerError};
use super::utterance::Utterance;
use crate::config::Settings;
use crate::phonetic::Language;
use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tts::{Tts, UtteranceId, Voice};

pub use crate::config::settings::VoiceSettings;

/// How many utterances the engine reported begun, ended and stopped (for checks and diagnostics).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TtsCounters {
    /// Begin callbacks.
    pub begun: usize,
    /// End callbacks.
    pub ended: usize,
    /// Stop (cancel) callbacks.
    pub stopped: usize,
}

/// How long opening the engine may take. Generous: choosing a voice makes speech-dispatcher list
/// every voice of every module (13 000 with espeak-ng, about two seconds each time).
pub const OPEN_TIMEOUT: Duration = Duration::from_secs(8);

#[derive(Default)]
struct Track {
    /// Messages handed to the engine and not yet ended or stopped.
    pending: HashSet<UtteranceId>,
    /// Messages whose end arrived before `speak` returned their id.
    early: HashSet<UtteranceId>,
    /// Utterances sent to the worker thread and not yet handed to the engine.
    inflight: usize,
    /// After this instant the engine is taken as silent even without an end callback.
    deadline: Option<Instant>,
}

#[derive(Default)]
struct Shared {
    track: Mutex<Track>,
    begun: AtomicUsize,
    ended: AtomicUsize,
    stopped: AtomicUsize,
}

impl Shared {
    fn track(&self) -> MutexGuard<'_, Track> {
        self.track.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn finished(&self, id: UtteranceId) {
        let mut t = self.track();
        if !t.pending.remove(&id) {
            t.early.insert(id);
        }
    }
}

enum Command {
    Say(Vec<(String, bool)>),
    Stop,
}

/// Speaks through the system's speech engine. The `Tts` object lives on the speaker's own thread.
pub struct TtsSpeaker {
    tx: Sender<Command>,
    shared: Arc<Shared>,
    split_voices: bool,
    voices: Vec<String>,
}

impl TtsSpeaker {
    /// Opens the speech engine for an interface in `language`, waiting at most `OPEN_TIMEOUT`.
    pub fn new(settings: &VoiceSettings, language: Language) -> Result<TtsSpeaker, SpeakerError> {
        TtsSpeaker::with_timeout(settings, language, OPEN_TIMEOUT)
    }

    /// Opens the speech engine, waiting at most `timeout` for it to answer.
    pub fn with_timeout(
        settings: &VoiceSettings,
        language: Language,
        timeout: Duration,
    ) -> Result<TtsSpeaker, SpeakerError> {
        let shared = Arc::new(Shared::default());
        let (tx, rx) = mpsc::channel();
        let (ready_tx, ready_rx) = mpsc::channel();
        let settings = settings.clone();
        let worker_shared = Arc::clone(&shared);
        std::thread::Builder::new()
            .name("tts".into())
            .spawn(move || match open(&settings, language, &worker_shared) {
                Ok(engines) => {
                    let ready = (engines.names.clone(), engines.phonetic.is_some());
                    // If nobody waits any more, `serve` ends at once and keeps the engines alive.
                    let _ = ready_tx.send(Ok(ready));
                    serve(engines, rx, &worker_shared);
                }
                Err(e) => {
                    let _ = ready_tx.send(Err(e));
                }
            })
            .map_err(|e| SpeakerError::Unavailable(e.to_string()))?;
        match ready_rx.recv_timeout(timeout) {
            Ok(Ok((voices, split_voices))) => Ok(TtsSpeaker {
                tx,
                shared,
                split_voices,
                voices,
            }),
            Ok(Err(e)) => Err(e),
            Err(_) => Err(SpeakerError::Unavailable(format!(
                "the speech engine did not answer within {} seconds",
                timeout.as_secs()
            ))),
        }
    }

    /// What the engine reported so far.
    pub fn counters(&self) -> TtsCounters {
        TtsCounters {
            begun: self.shared.begun.load(Ordering::SeqCst),
            ended: self.shared.ended.load(Ordering::SeqCst),
            stopped: self.shared.stopped.load(Ordering::SeqCst),
        }
    }

    /// The names of the voices the engine offers (empty when none had to be looked up: an
    /// English interface with no voice asked for).
    pub fn voices(&self) -> &[String] {
        &self.voices
    }
}

impl Speaker for TtsSpeaker {
    fn say(&mut self, utterance: &Utterance) -> Result<(), SpeakerError> {
        let parts: Vec<(String, bool)> = if self.split_voices {
            utterance
                .segments()
                .into_iter()
                .filter(|s| s.text.chars().any(char::is_alphanumeric))
                .map(|s| (s.text, s.phonetic))
                .collect()
        } else {
            vec![(utterance.text(), false)]
        };
        let chars: usize = parts.iter().map(|(t, _)| t.chars().count()).sum();
        // Generous: slow voices say about 8 characters a second.
        let allowance =
            Duration::from_millis(3000 + 150 * chars as u64).min(Duration::from_secs(60));
        {
            let mut t = self.shared.track();
            let now = Instant::now();
            match t.deadline {
                Some(d) if d > now => t.deadline = Some(d + allowance),
                _ => {
                    // The engine went quiet without reporting: forget what it never finished.
                    t.pending.clear();
                    t.deadline = Some(now + allowance);
                }
            }
            t.inflight += 1;
        }
        self.tx
            .send(Command::Say(parts))
            .map_err(|_| SpeakerError::Failed("the speech thread has ended".into()))
    }

    fn stop(&mut self) -> Result<(), SpeakerError> {
        {
            let mut t = self.shared.track();
            t.pending.clear();
            t.deadline = None;
        }
        self.tx
            .send(Command::Stop)
            .map_err(|_| SpeakerError::Failed("the speech thread has ended".into()))
    }

    fn is_speaking(&self) -> bool {
        let t = self.shared.track();
        t.deadline.is_some_and(|d| Instant::now() < d) && (t.inflight > 0 || !t.pending.is_empty())
    }
}

/// The speaker the settings ask for: the speech engine when `settings.speech` is on and an engine
/// answers, otherwise the console. When the engine was wanted but is missing, the phrase to say
/// once (on the console) comes with it.
pub fn open_speaker(
    settings: &Settings,
    voice: &VoiceSettings,
) -> (Box<dyn Speaker>, Option<Phrase>) {
    if !settings.speech {
        return (Box::new(ConsoleSpeaker::stdout()), None);
    }
    match TtsSpeaker::new(voice, settings.locale) {
        Ok(speaker) => (Box::new(speaker), None),
        Err(e) => {
            let reason = match e {
                SpeakerError::Unavailable(why) => why,
                other => other.to_string(),
            };
            (
                Box::new(ConsoleSpeaker::stdout()),
                Some(Phrase::SpeechUnavailable { reason }),
            )
        }
    }
}

/// The open engine: one connection for the interface voice and, when scheme words have a voice
/// of their own, a second connection set to it once (switching a connection's voice makes the
/// engine list all its voices, which takes seconds with espeak-ng). Messages of both connections
/// share the engine's queue, so the runs of an utterance keep their order.
struct Engines {
    interface: Tts,
    phonetic: Option<Tts>,
    names: Vec<String>,
}

fn engine_error(e: tts::Error) -> SpeakerError {
    SpeakerError::Unavailable(e.to_string())
}

/// A voice by name (any case) or by language code, preferring a language's plain voice.
fn pick(voices: &[Voice], wanted: &str) -> Option<Voice> {
    if let Some(v) = voices
        .iter()
        .find(|v| v.name().eq_ignore_ascii_case(wanted))
    {
        return Some(v.clone());
    }
    let mut by_language: Vec<&Voice> = voices
        .iter()
        .filter(|v| {
            let tag = v.language();
            tag.as_str().eq_ignore_ascii_case(wanted)
                || tag.primary_language().eq_ignore_ascii_case(wanted)
        })
        .collect();
    by_language.sort_by_key(|v| v.name().contains('+'));
    by_language.first().map(|v| (*v).clone())
}

/// One connection to the engine, reporting into `shared`, with rate, volume and voice set.
fn connect(
    settings: &VoiceSettings,
    voice: Option<&Voice>,
    shared: &Arc<Shared>,
) -> Result<Tts, SpeakerError> {
    let mut tts = Tts::default().map_err(engine_error)?;
    let on = |counter: fn(&Shared) -> &AtomicUsize, finishes: bool| {
        let shared = Arc::clone(shared);
        Box::new(move |id: UtteranceId| {
            counter(&shared).fetch_add(1, Ordering::SeqCst);
            if finishes {
                shared.finished(id);
            }
        }) as Box<dyn FnMut(UtteranceId)>
    };
    tts.on_utterance_begin(Some(on(|s| &s.begun, false)))
        .map_err(engine_error)?;
    tts.on_utterance_end(Some(on(|s| &s.ended, true)))
        .map_err(engine_error)?;
    tts.on_utterance_stop(Some(on(|s| &s.stopped, true)))
        .map_err(engine_error)?;
    if let Some(v) = voice {
        tts.set_voice(v).map_err(engine_error)?;
    }
    let rate = f32::from(settings.rate.clamp(-100, 100)) / 100.0;
    let span = if rate >= 0.0 {
        tts.max_rate() - tts.normal_rate()
    } else {
        tts.normal_rate() - tts.min_rate()
    };
    tts.set_rate(tts.normal_rate() + rate * span)
        .map_err(engine_error)?;
    if let Some(volume) = settings.volume {
        let share = f32::from(volume.min(100)) / 100.0;
        tts.set_volume(tts.min_volume() + share * (tts.max_volume() - tts.min_volume()))
            .map_err(engine_error)?;
    }
    Ok(tts)
}

fn open(
    settings: &VoiceSettings,
    language: Language,
    shared: &Arc<Shared>,
) -> Result<Engines, SpeakerError> {
    // Listing voices is slow; an English interface with no voice asked for needs no list.
    let needs_list =
        settings.voice.is_some() || settings.phonetic_voice.is_some() || language != Language::En;
    let list = if needs_list {
        Tts::default()
            .and_then(|probe| {
                let list = probe.voices();
                // The probe never spoke and registered no callbacks: dropping it is safe.
                drop(probe);
                list
            })
            .map_err(engine_error)?
    } else {
        Vec::new()
    };
    let resolve = |wanted: &str| {
        pick(&list, wanted).ok_or_else(|| SpeakerError::UnknownVoice {
            wanted: wanted.to_string(),
            available: list.iter().take(20).map(Voice::name).collect(),
        })
    };
    let interface_voice = match &settings.voice {
        Some(wanted) => Some(resolve(wanted)?),
        None => pick(&list, language.name()),
    };
    let phonetic_voice = settings
        .phonetic_voice
        .as_deref()
        .map(resolve)
        .transpose()?
        .filter(|v| Some(v) != interface_voice.as_ref());
    let interface = connect(settings, interface_voice.as_ref(), shared)?;
    let phonetic = match &phonetic_voice {
        Some(v) => match connect(settings, Some(v), shared) {
            Ok(tts) => Some(tts),
            Err(e) => {
                // Keep the connection already made alive (see `serve`) and report.
                std::mem::forget(interface);
                return Err(e);
            }
        },
        None => None,
    };
    Ok(Engines {
        interface,
        phonetic,
        names: list.iter().map(Voice::name).collect(),
    })
}

/// The worker loop: the only place the `Tts` objects are used after opening.
fn serve(mut engines: Engines, rx: Receiver<Command>, shared: &Shared) {
    while let Ok(cmd) = rx.recv() {
        match cmd {
            Command::Say(parts) => {
                for (text, phonetic) in parts {
                    let tts = match (phonetic, engines.phonetic.as_mut()) {
                        (true, Some(tts)) => tts,
                        _ => &mut engines.interface,
                    };
                    if let Ok(Some(id)) = tts.speak(text.replace('\0', " "), false) {
                        let mut t = shared.track();
                        if !t.early.remove(&id) {
                            t.pending.insert(id);
                        }
                    }
                }
                let mut t = shared.track();
                t.inflight = t.inflight.saturating_sub(1);
            }
            Command::Stop => {
                let _ = engines.interface.stop();
                if let Some(tts) = engines.phonetic.as_mut() {
                    let _ = tts.stop();
                }
            }
        }
    }
    // The speaker is gone. Dropping a `Tts` unregisters its callbacks before its connection
    // closes, and a late engine event in between would panic inside a C callback and abort the
    // program; so stop speaking and keep the objects until the process ends.
    let Engines {
        mut interface,
        phonetic,
        ..
    } = engines;
    let _ = interface.stop();
    std::mem::forget(interface);
    if let Some(mut tts) = phonetic {
        let _ = tts.stop();
        std::mem::forget(tts);
    }
}
