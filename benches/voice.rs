//! Benchmarks of voice input: vosk decode time per second of audio (grammar-restricted recogniser,
//! the small Korean test model, a clip said by espeak-ng), and the one reader of words: transcripts
//! read per second, exact and near matches (misheard words).
//! The decode benchmark is skipped with a notice when the model or espeak-ng is missing
//! (scripts/voice-model.sh fetches the model; PEGCHESS_VOSK_TEST_MODEL points elsewhere).

use criterion::Throughput;
use criterion::{Criterion, criterion_group};
use pegchess::notation::Language;
use pegchess::phonetic::Scheme;
use pegchess::voice::listener::PIECE;
use pegchess::voice::{Grammar, SAMPLE_RATE, Transcriber, VoskModel};
use pegchess::words::Reader;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The Korean test fixture (model directory, words it knows, espeak-ng clips).
#[allow(dead_code)]
#[path = "../tests/voice/korean.rs"]
mod korean;

/// A few seconds of Korean speech at 16 kHz mono, with silence around it.
fn clip() -> Option<Vec<i16>> {
    let tmp = tempfile::tempdir().ok()?;
    let clip = korean::say(tmp.path(), "안녕하세요. 하나, 둘, 셋. 사과, 학교.")?;
    let mut samples = vec![0i16; SAMPLE_RATE as usize / 2];
    samples.extend(clip.to_mono_16k());
    samples.extend(vec![0i16; SAMPLE_RATE as usize]);
    Some(samples)
}

fn decode(c: &mut Criterion) {
    let (Some(dir), Some(samples)) = (korean::model_dir(), clip()) else {
        eprintln!(
            "voice bench: decode skipped (no vosk model or no espeak-ng; run scripts/voice-model.sh)"
        );
        return;
    };
    let mut model = VoskModel::load(&dir).expect("the test model loads");
    let grammar = Grammar::of_words(korean::WORDS);
    let seconds = samples.len() as f64 / f64::from(SAMPLE_RATE);
    // Reported time = decode time for one second of audio (a fresh recogniser each round).
    c.bench_function("vosk_decode_per_second_of_audio", |b| {
        b.iter_custom(|rounds| {
            let mut total = Duration::ZERO;
            for _ in 0..rounds {
                let (mut decoder, _) = model.decoder(&grammar).expect("a recogniser");
                let started = Instant::now();
                for piece in samples.chunks(PIECE) {
                    black_box(decoder.accept(piece));
                }
                black_box(decoder.finish());
                total += started.elapsed();
            }
            total.div_f64(seconds)
        })
    });
}

/// Transcripts as players say them, read in the start position after 1. e4 d6 (German, FIDE).
const EXACT: [&str; 6] = [
    "Springer Gustav eins Felix drei",
    "springer nach felix drei",
    "äh Läufer nach Bella fünf Schach",
    "Eva schlägt Eva fünf",
    "Rochade kurz",
    "wo weiße Springer",
];
/// The same with a word misheard: each read as a near match to confirm (or nothing).
const NEAR: [&str; 4] = [
    "Springa Gustav eins Felix drei",
    "springer nach felix drie",
    "Läufer nach Bella fünf Schacht",
    "Dame Dame Dame",
];

fn read(c: &mut Criterion) {
    let reader = Reader::new(Scheme::Fide, Language::De, Language::De);
    let pos = pegchess::game::pgn::position_from_fen(
        "rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
    )
    .expect("a legal position");
    let _ = reader.read(NEAR[0], &pos); // the sound table is worked out on first use
    let mut group = c.benchmark_group("reader");
    group.throughput(Throughput::Elements(EXACT.len() as u64));
    group.bench_function("exact_transcripts", |b| {
        b.iter(|| {
            for text in EXACT {
                black_box(reader.read(black_box(text), &pos));
            }
        })
    });
    group.throughput(Throughput::Elements(NEAR.len() as u64));
    group.bench_function("misheard_transcripts", |b| {
        b.iter(|| {
            for text in NEAR {
                black_box(reader.read(black_box(text), &pos));
            }
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(10));
    targets = decode, read
}
