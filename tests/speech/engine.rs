//! The real speech engine (tts crate, speech-dispatcher). Runs when SPEECHD_ADDRESS points at a
//! daemon, as `eval "$(scripts/speech-sink.sh start)"` arranges; otherwise it says it is skipped,
//! unless PEGCHESS_REQUIRE_SPEECH=1 makes a missing engine a failure.

use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::speech::{
    Phrase, Renderer, Speaker, SpeakerKind, TtsSpeaker, Utterance, VoiceChoice, VoiceSettings,
};
use std::time::{Duration, Instant};

fn engine_expected() -> bool {
    if std::env::var_os("SPEECHD_ADDRESS").is_some() {
        return true;
    }
    assert!(
        std::env::var("PEGCHESS_REQUIRE_SPEECH").as_deref() != Ok("1"),
        "PEGCHESS_REQUIRE_SPEECH=1 but SPEECHD_ADDRESS is not set: run eval \"$(scripts/speech-sink.sh start)\""
    );
    eprintln!(
        "speech engine test skipped: SPEECHD_ADDRESS is not set (see scripts/speech-sink.sh)"
    );
    false
}

fn wait_until(timeout: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < timeout {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    done()
}

fn audio_len() -> Option<u64> {
    let path = std::env::var_os("PEGCHESS_SPEECH_AUDIO")?;
    std::fs::metadata(path).ok().map(|m| m.len())
}

#[test]
fn the_speech_engine_begins_and_ends_utterances() {
    if !engine_expected() {
        return;
    }
    let _engine = crate::support::speech_engine_lock();
    let audio_before = audio_len();
    let mut speaker = TtsSpeaker::new(&VoiceSettings::default(), Language::En)
        .unwrap_or_else(|e| panic!("speech engine: {e}"));
    speaker
        .say(&Utterance::plain("Springer Felix drei"))
        .unwrap();
    assert!(
        wait_until(Duration::from_secs(20), || speaker.counters().ended >= 1),
        "no end callback: {:?}",
        speaker.counters()
    );
    let counters = speaker.counters();
    assert!(counters.begun >= 1, "no begin callback: {counters:?}");
    assert!(
        wait_until(Duration::from_secs(2), || !speaker.is_speaking()),
        "still speaking after the end callback"
    );
    if let (Some(before), Some(after)) = (audio_before, audio_len()) {
        assert!(
            after > before,
            "no audio reached the sink ({before} -> {after} bytes)"
        );
    }

    // A Hungarian sentence with the FIDE words in a German voice: one message per voice run.
    let hungarian = VoiceSettings {
        phonetic_voice: Some("de".into()),
        ..VoiceSettings::default()
    };
    let mut split = TtsSpeaker::new(&hungarian, Language::Hu)
        .unwrap_or_else(|e| panic!("speech engine with a phonetic voice: {e}"));
    // The voices are chosen in the background, once the engine is idle.
    match split.wait_for_voices(Duration::from_secs(60)) {
        VoiceChoice::Chosen(names) => assert!(names.iter().any(|v| v.starts_with("German"))),
        other => panic!("the voices were not chosen: {other:?}"),
    }
    let phrase = Phrase::Time {
        side: shakmaty::Color::White,
        remaining: Duration::from_secs(61),
    };
    let renderer = Renderer::new(Language::Hu, Scheme::Fide, Form::Short);
    split.say(&renderer.render(&phrase)).unwrap();
    let touched = Phrase::Touched {
        piece: shakmaty::Piece {
            color: shakmaty::Color::White,
            role: shakmaty::Role::Knight,
        },
        square: shakmaty::Square::G1,
    };
    split.say(&renderer.render(&touched)).unwrap();
    // "Világos: 1 perc 1 másodperc" is one run; "Megérintve: világos | Springer, Gustav eins." are two (the
    // comma between scheme words stays in their run): three messages, two voices.
    assert!(
        wait_until(Duration::from_secs(30), || split.counters().ended >= 3),
        "the runs of both voices did not all end: {:?}",
        split.counters()
    );
    an_unknown_voice_is_an_error_not_a_hang();
}

#[test]
fn stop_cuts_off_a_long_utterance() {
    if !engine_expected() {
        return;
    }
    let _engine = crate::support::speech_engine_lock();
    let mut speaker = TtsSpeaker::new(&VoiceSettings::default(), Language::En)
        .unwrap_or_else(|e| panic!("speech engine: {e}"));
    let long = "Anna Bella Cesar David Eva Felix Gustav Hector. ".repeat(30);
    speaker.say(&Utterance::plain(long)).unwrap();
    assert!(wait_until(Duration::from_secs(10), || speaker
        .counters()
        .begun
        >= 1));
    speaker.stop().unwrap();
    assert!(!speaker.is_speaking());
    assert!(
        wait_until(Duration::from_secs(10), || {
            let c = speaker.counters();
            c.stopped + c.ended >= 1
        }),
        "neither stop nor end reported: {:?}",
        speaker.counters()
    );
}

/// Part of the main test: the engine serves one client at a time, and listing its voices takes
/// seconds, so the slow checks run one after the other. A voice that does not exist never stops speech:
/// the engine speaks at once in its default voice, and the choice reports the unknown voice.
fn an_unknown_voice_is_an_error_not_a_hang() {
    let settings = VoiceSettings {
        voice: Some("no-such-voice-xyz".into()),
        ..VoiceSettings::default()
    };
    let mut speaker = TtsSpeaker::new(&settings, Language::En)
        .unwrap_or_else(|e| panic!("the engine did not open: {e}"));
    speaker.say(&Utterance::plain("Anna eins")).unwrap();
    match speaker.wait_for_voices(Duration::from_secs(60)) {
        VoiceChoice::Failed(pegchess::speech::SpeakerError::UnknownVoice { wanted, .. }) => {
            assert_eq!(wanted, "no-such-voice-xyz")
        }
        other => panic!("a voice that does not exist was not reported: {other:?}"),
    }
    assert!(
        wait_until(Duration::from_secs(20), || speaker.counters().ended >= 1),
        "the default voice did not speak: {:?}",
        speaker.counters()
    );
}

/// Set in the child process of `a_missing_engine_is_an_error_at_once`.
const CHILD: &str = "PEGCHESS_MISSING_ENGINE_CHILD";

/// Runs `missing_engine_child` with no speech engine reachable; `path` replaces PATH when given (to hide
/// espeak-ng).
fn run_missing_engine_child(path: Option<&str>) {
    let mut cmd = std::process::Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "speech::engine::missing_engine_child",
        "--exact",
        "--nocapture",
    ])
    .env(
        CHILD,
        if path.is_some() {
            "no-espeak"
        } else {
            "espeak"
        },
    )
    .env(
        "SPEECHD_ADDRESS",
        "unix_socket:/nonexistent/pegchess/speechd.sock",
    )
    .env("SPEECHD_CMD", "/bin/false");
    if let Some(path) = path {
        cmd.env("PATH", path);
    }
    let out = cmd.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("1 passed"), "{stdout}");
}

#[test]
fn a_missing_engine_falls_back_to_espeak_ng_at_once() {
    assert!(
        pegchess::speech::speakers::espeak::find_program().is_some(),
        "espeak-ng is not installed (scripts/setup installs it)"
    );
    run_missing_engine_child(None);
}

#[test]
fn with_no_engine_and_no_espeak_ng_everything_is_printed() {
    run_missing_engine_child(Some("/nonexistent-pegchess-bin"));
}

#[test]
fn missing_engine_child() {
    let Ok(which) = std::env::var(CHILD) else {
        return;
    };
    let started = Instant::now();
    let result = TtsSpeaker::new(&VoiceSettings::default(), Language::En);
    assert!(
        matches!(result, Err(pegchess::speech::SpeakerError::Unavailable(_))),
        "expected an unavailable engine"
    );
    assert!(
        started.elapsed()
            <= pegchess::speech::speakers::tts::OPEN_TIMEOUT + Duration::from_millis(500)
    );
    let settings = pegchess::config::Settings::default();
    let opened = pegchess::speech::open_speaker(&settings, &VoiceSettings::default());
    let notice = opened.notice.expect("one clear message");
    let text = Renderer::new(Language::En, Scheme::Fide, Form::Short)
        .try_render(&notice)
        .unwrap()
        .text();
    if which == "espeak" {
        assert_eq!(opened.kind, SpeakerKind::EspeakNg);
        assert_eq!(text, "No speech engine; espeak-ng speaks instead.");
        assert!(
            !opened.speaker.prints(),
            "espeak-ng speaks; the queue prints"
        );
    } else {
        assert_eq!(opened.kind, SpeakerKind::Console);
        assert!(opened.speaker.prints(), "falls back to the console");
        assert!(text.starts_with("No speech engine ("), "{text}");
        assert!(text.ends_with("); everything is printed only."), "{text}");
    }
}
