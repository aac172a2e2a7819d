//! The system's speech engine through the tts crate (speech-dispatcher on Linux), kept on one
//! thread of its own; scheme words may get their own voice (German "Springer" in a Hungarian
//! session). It speaks at once; the voices are looked up once, in the background. Every wait is
//! bounded: a missing or stuck engine is an error, never a hang.

use super::speaker::{Speaker, SpeakerError};
use crate::notation::Language;
use crate::phonetic::spoken;
use crate::speech::rendering::ordinals;
use crate::speech::rendering::utterance::Utterance;
use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tts::{Tts, UtteranceId, Voice};

use crate::config::settings::VoiceSettings;

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

/// How long opening the engine may take. Connecting takes milliseconds and a missing engine is refused at
/// once; voices are chosen after the engine has started speaking. The allowance is for an engine busy with
/// another client (speech-dispatcher answers one request at a time, and listing its voices takes seconds).
pub const OPEN_TIMEOUT: Duration = Duration::from_secs(3);

/// How long the engine must have been given nothing to say before its voices are looked up.
const IDLE_BEFORE_VOICES: Duration = Duration::from_millis(30);

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

/// Where choosing the voices stands (they are looked up in the background, after the first word).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum VoiceChoice {
    /// Not looked up yet: the engine's default voice speaks.
    #[default]
    Pending,
    /// Set: the voices the engine offers.
    Chosen(Vec<String>),
    /// A voice asked for is not there, or the engine failed while choosing; the default voice goes on.
    Failed(SpeakerError),
}

#[derive(Default)]
struct Shared {
    track: Mutex<Track>,
    choice: Mutex<VoiceChoice>,
    begun: AtomicUsize,
    ended: AtomicUsize,
    stopped: AtomicUsize,
    /// The engine's thread was lost.
    lost: std::sync::atomic::AtomicBool,
}

impl Shared {
    fn track(&self) -> MutexGuard<'_, Track> {
        self.track.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn choice(&self) -> MutexGuard<'_, VoiceChoice> {
        self.choice.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn finished(&self, id: UtteranceId) {
        let mut t = self.track();
        if !t.pending.remove(&id) {
            t.early.insert(id);
        }
    }
}

enum Command {
    /// An utterance, said in runs when the scheme's words have a voice of their own, else whole.
    Say(Utterance),
    Stop,
}

/// Speaks through the system's speech engine. The `Tts` objects live on the speaker's own thread.
pub struct TtsSpeaker {
    tx: Sender<Command>,
    shared: Arc<Shared>,
}

impl TtsSpeaker {
    /// Opens the speech engine for an interface in `language`, waiting at most `OPEN_TIMEOUT`.
    pub fn new(settings: &VoiceSettings, language: Language) -> Result<TtsSpeaker, SpeakerError> {
        TtsSpeaker::with_timeout(settings, language, OPEN_TIMEOUT)
    }

    /// Opens the speech engine, waiting at most `timeout` for it to answer. It speaks at once in the
    /// engine's default voice; the voices the settings and the language ask for are looked up and set
    /// in the background, when the engine is first idle (see [`TtsSpeaker::voice_choice`]).
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
        let lost_flag = Arc::clone(&shared);
        let fallback = move |_: &crate::worker::Lost| lost_flag.lost.store(true, Ordering::SeqCst);
        let kind = crate::worker::WorkerKind::SpeechEngine;
        // The engine's thread lives as long as the engine: it is never joined.
        let _engine = crate::worker::spawn_with_fallback(kind, fallback, move || {
            match connect(&settings, None, &worker_shared) {
                Ok(interface) => {
                    let engines = Engines {
                        interface,
                        phonetic: None,
                    };
                    // If nobody waits any more, `serve` ends at once and keeps the engine alive.
                    let _ = ready_tx.send(Ok(()));
                    serve(engines, &settings, language, rx, &worker_shared);
                }
                Err(e) => {
                    let _ = ready_tx.send(Err(e));
                }
            }
        })
        .map_err(|e| SpeakerError::Unavailable(e.to_string()))?;
        match ready_rx.recv_timeout(timeout) {
            Ok(Ok(())) => Ok(TtsSpeaker { tx, shared }),
            Ok(Err(e)) => Err(e),
            Err(_) => Err(SpeakerError::Unavailable(format!(
                "the speech engine did not answer within {} ms",
                timeout.as_millis()
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

    /// Where choosing the voices stands.
    pub fn voice_choice(&self) -> VoiceChoice {
        self.shared.choice().clone()
    }

    /// Waits (at most `limit`) until the voices are chosen: the names the engine offers, or why a voice
    /// asked for could not be set. `Pending` when the limit passed first.
    pub fn wait_for_voices(&self, limit: Duration) -> VoiceChoice {
        let start = Instant::now();
        loop {
            let choice = self.voice_choice();
            if choice != VoiceChoice::Pending || start.elapsed() >= limit {
                return choice;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The names of the voices the engine offers, once they have been looked up (empty before, and
    /// when none had to be looked up: an English interface with no voice asked for).
    pub fn voices(&self) -> Vec<String> {
        match self.voice_choice() {
            VoiceChoice::Chosen(names) => names,
            _ => Vec::new(),
        }
    }
}

impl Speaker for TtsSpeaker {
    fn say(&mut self, utterance: &Utterance) -> Result<(), SpeakerError> {
        let chars = utterance.text().chars().count();
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
            .send(Command::Say(utterance.clone()))
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

    fn is_lost(&self) -> bool {
        self.shared.lost.load(Ordering::SeqCst)
    }

    fn is_speaking(&self) -> bool {
        let t = self.shared.track();
        t.deadline.is_some_and(|d| Instant::now() < d) && (t.inflight > 0 || !t.pending.is_empty())
    }
}

/// The voices the engine offers, each as (name, language tag), looked up on a connection of its own and
/// waiting at most `limit` (listing takes seconds with espeak-ng's many voices).
pub fn list_voices(limit: Duration) -> Result<Vec<(String, String)>, SpeakerError> {
    let (tx, rx) = mpsc::channel();
    let kind = crate::worker::WorkerKind::SpeechEngine;
    // Not joined: a listing past `limit` is left to finish on its own.
    let _listing = crate::worker::spawn(kind, move || {
        let listed = Tts::default().and_then(|probe| {
            let list = probe.voices();
            // The probe never spoke: keep it until the process ends (see `serve`).
            std::mem::forget(probe);
            list
        });
        let _ = tx.send(listed.map_err(engine_error).map(|voices| {
            voices
                .iter()
                .map(|v| (v.name(), v.language().to_string()))
                .collect()
        }));
    })
    .map_err(|e| SpeakerError::Unavailable(e.to_string()))?;
    rx.recv_timeout(limit).unwrap_or_else(|_| {
        Err(SpeakerError::Unavailable(format!(
            "the speech engine did not list its voices within {} seconds",
            limit.as_secs()
        )))
    })
}

/// The open engine: one connection for the interface voice and, when scheme words have a voice of their
/// own, a second connection set to it once (switching a connection's voice makes the engine list all its
/// voices, which takes seconds with espeak-ng). Messages of both connections share the engine's queue, so
/// the runs of an utterance keep their order.
struct Engines {
    interface: Tts,
    phonetic: Option<Tts>,
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

/// Whether the settings and the language need the engine's voice list at all: an English interface with
/// no voice asked for speaks in the engine's default voice.
fn needs_voices(settings: &VoiceSettings, language: Language) -> bool {
    settings.voice.is_some() || settings.phonetic_voice.is_some() || language != Language::En
}

/// Looks the voices up once and sets them: the interface voice on the open connection, and a second
/// connection for the scheme's words when they have a voice of their own.
fn choose_voices(
    engines: &mut Engines,
    settings: &VoiceSettings,
    language: Language,
    shared: &Arc<Shared>,
) -> Result<Vec<String>, SpeakerError> {
    let list = engines.interface.voices().map_err(engine_error)?;
    let names: Vec<String> = list.iter().map(Voice::name).collect();
    let resolve = |wanted: &str| {
        pick(&list, wanted).ok_or_else(|| SpeakerError::UnknownVoice {
            wanted: wanted.to_string(),
            available: names.iter().take(20).cloned().collect(),
        })
    };
    let interface_voice = match &settings.voice {
        Some(wanted) => Some(resolve(wanted)?),
        None => pick(&list, language.name()),
    };
    // A voice chosen for the German words, not asked for, that the engine lacks: the interface voice says them.
    let phonetic_voice = match settings.phonetic_voice.as_deref() {
        Some(wanted) if settings.phonetic_chosen => pick(&list, wanted),
        Some(wanted) => Some(resolve(wanted)?),
        None => None,
    }
    .filter(|v| Some(v) != interface_voice.as_ref());
    if let Some(v) = &interface_voice {
        engines.interface.set_voice(v).map_err(engine_error)?;
    }
    if let Some(v) = &phonetic_voice {
        engines.phonetic = Some(connect(settings, Some(v), shared)?);
    }
    Ok(names)
}

/// What each connection says for one utterance: its runs when the scheme's words have a voice of their own,
/// else the whole text in the interface voice; the scheme's words in the spelling the voice saying them reads
/// right ("Zäsar" for "Cesar" in a German voice; "zeksz" for "sechs" in a Hungarian voice, where no German
/// voice is installed).
fn spoken_messages(
    own_voice: bool,
    settings: &VoiceSettings,
    language: Language,
    utterance: &Utterance,
) -> Vec<(String, bool)> {
    let words = utterance.words_language().unwrap_or(language);
    match (own_voice, settings.phonetic_voice.as_deref()) {
        (true, Some(voice)) => utterance
            .segments()
            .into_iter()
            .filter(|s| s.text.chars().any(char::is_alphanumeric))
            .map(|s| {
                if s.phonetic {
                    (
                        spoken::for_voice_named(voice, words, &s.text).into_owned(),
                        true,
                    )
                } else {
                    (ordinals::spoken(language, &s.text).into_owned(), false)
                }
            })
            .collect(),
        _ => {
            let voice = settings.voice.as_deref().unwrap_or(language.name());
            let whole = utterance.text_spoken(language, |w| {
                spoken::for_voice_named(voice, words, w).into_owned()
            });
            vec![(whole, false)]
        }
    }
}

/// The worker loop: the only place the `Tts` objects are used. It says what comes at once; the first
/// time nothing has come for a moment, it looks the voices up and sets them.
fn serve(
    mut engines: Engines,
    settings: &VoiceSettings,
    language: Language,
    rx: Receiver<Command>,
    shared: &Arc<Shared>,
) {
    let mut voices_due = needs_voices(settings, language);
    if !voices_due {
        *shared.choice() = VoiceChoice::Chosen(Vec::new());
    }
    loop {
        let cmd = if voices_due {
            match rx.recv_timeout(IDLE_BEFORE_VOICES) {
                Ok(cmd) => cmd,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    voices_due = false;
                    let choice = match choose_voices(&mut engines, settings, language, shared) {
                        Ok(names) => VoiceChoice::Chosen(names),
                        Err(e) => VoiceChoice::Failed(e),
                    };
                    *shared.choice() = choice;
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
        } else {
            match rx.recv() {
                Ok(cmd) => cmd,
                Err(_) => break,
            }
        };
        crate::worker::fault_point(crate::worker::WorkerKind::SpeechEngine);
        match cmd {
            Command::Say(utterance) => {
                let messages =
                    spoken_messages(engines.phonetic.is_some(), settings, language, &utterance);
                for (text, phonetic) in messages {
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
    } = engines;
    let _ = interface.stop();
    std::mem::forget(interface);
    if let Some(mut tts) = phonetic {
        let _ = tts.stop();
        std::mem::forget(tts);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scheme_words_reach_a_german_voice_in_its_spelling() {
        use crate::phonetic::{Form, Scheme};
        use crate::speech::{Phrase, Renderer};
        let touched = Phrase::Touched {
            piece: shakmaty::Piece {
                color: shakmaty::Color::White,
                role: shakmaty::Role::Bishop,
            },
            square: shakmaty::Square::C6,
        };
        let said = |interface: Language, scheme: Scheme| {
            Renderer::new(interface, scheme, Form::Short).render(&touched)
        };
        let german = VoiceSettings {
            phonetic_voice: Some("de".into()),
            ..VoiceSettings::default()
        };
        let hungarian = said(Language::Hu, Scheme::Fide);
        let own = spoken_messages(true, &german, Language::Hu, &hungarian);
        let german_runs: Vec<&str> = own
            .iter()
            .filter(|(_, phonetic)| *phonetic)
            .map(|(text, _)| text.as_str())
            .collect();
        assert_eq!(german_runs.join(" "), "Läufer, Zäsar sechs.", "{own:?}");
        assert!(!own[0].1 && !own[0].0.contains("Läufer"), "{own:?}");
        // No German voice: the Hungarian voice says everything, the German words respelled for it.
        let alone = spoken_messages(false, &german, Language::Hu, &hungarian);
        assert_eq!(alone.len(), 1);
        assert!(alone[0].0.contains("lojfa, Cézár zeksz"), "{alone:?}");
        // A German interface gives its own voice "Zäsar"; Hungarian words are not respelled.
        let in_german = spoken_messages(
            false,
            &VoiceSettings::default(),
            Language::De,
            &said(Language::De, Scheme::Fide),
        );
        assert!(in_german[0].0.contains("Zäsar sechs"), "{in_german:?}");
        let plain = said(Language::Hu, Scheme::Plain);
        let plain_said = spoken_messages(false, &VoiceSettings::default(), Language::Hu, &plain);
        assert_eq!(plain_said, vec![(plain.text(), false)]);
    }
}
