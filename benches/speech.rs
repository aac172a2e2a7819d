//! Speech start-up: from opening the speech engine to its first spoken word (English, and German, whose
//! voice is chosen in the background), one listing of the engine's voices (what start-up used to wait for,
//! three times), and how soon a missing engine is detected and espeak-ng chosen instead.
//!
//! Needs a speech engine: run with `eval "$(scripts/speech-sink.sh start)"; cargo bench --bench benches -- speech`.

use criterion::{Criterion, criterion_group};
use pegchess::config::Settings;
use pegchess::notation::Language;
use pegchess::speech::{Speaker, SpeakerKind, TtsSpeaker, Utterance, VoiceSettings, open_speaker};
use std::time::{Duration, Instant};

/// Opens the engine, says one word, and returns the time until the engine reports it begun.
fn first_word(language: Language) -> Duration {
    let start = Instant::now();
    let mut speaker = TtsSpeaker::new(&VoiceSettings::default(), language).expect("speech engine");
    speaker.say(&Utterance::plain("Anna")).expect("say");
    while speaker.counters().begun == 0 {
        assert!(start.elapsed() < Duration::from_secs(30), "no word begun");
        std::thread::sleep(Duration::from_micros(200));
    }
    let took = start.elapsed();
    // Let the background voice choice finish before the next sample, so samples do not queue up.
    speaker.wait_for_voices(Duration::from_secs(30));
    took
}

fn start_up(c: &mut Criterion) {
    let mut group = c.benchmark_group("speech start");
    group.sample_size(10);
    group.bench_function("open to first word begun (en)", |b| {
        b.iter_custom(|n| (0..n).map(|_| first_word(Language::En)).sum())
    });
    group.bench_function("open to first word begun (de, voice chosen later)", |b| {
        b.iter_custom(|n| (0..n).map(|_| first_word(Language::De)).sum())
    });
    group.bench_function("one listing of the engine's voices", |b| {
        b.iter(|| {
            pegchess::speech::speakers::tts::list_voices(Duration::from_secs(30)).expect("voices")
        })
    });
    group.finish();
}

fn missing_engine(c: &mut Criterion) {
    // Last: from here on this process sees no engine.
    // SAFETY: the benchmark is single-threaded here; no other thread reads the environment.
    unsafe {
        std::env::set_var(
            "SPEECHD_ADDRESS",
            "unix_socket:/nonexistent/pegchess/speechd.sock",
        );
        std::env::set_var("SPEECHD_CMD", "/bin/false");
    }
    let settings = Settings::default();
    let mut group = c.benchmark_group("speech fallback");
    group.sample_size(10);
    group.bench_function("missing engine detected, espeak-ng chosen", |b| {
        b.iter(|| {
            let opened = open_speaker(&settings, &settings.voice);
            assert_eq!(opened.kind, SpeakerKind::EspeakNg);
            opened
        })
    });
    group.finish();
}

criterion_group!(benches, start_up, missing_engine);
