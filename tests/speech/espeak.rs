//! The espeak-ng fallback speaker: the real program, its sound written to WAV files (this machine has no
//! sound card), runs of the scheme's words in their own voice, and stop.

use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::speech::speakers::espeak;
use pegchess::speech::{
    EspeakOutput, EspeakSpeaker, Phrase, Renderer, Speaker, Utterance, VoiceSettings,
};
use std::time::{Duration, Instant};

fn speaker(dir: &std::path::Path, settings: &VoiceSettings, language: Language) -> EspeakSpeaker {
    let program = espeak::find_program().expect("espeak-ng is installed (scripts/setup)");
    EspeakSpeaker::new(
        program,
        settings,
        language,
        EspeakOutput::Files(dir.to_path_buf()),
    )
    .expect("espeak-ng starts")
}

fn wait_quiet(s: &EspeakSpeaker) {
    let start = Instant::now();
    while s.is_speaking() {
        assert!(start.elapsed() < Duration::from_secs(20), "still speaking");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The WAV files written, in order, with their sizes.
fn wavs(dir: &std::path::Path) -> Vec<u64> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "wav"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| std::fs::metadata(p).unwrap().len())
        .collect()
}

#[test]
fn espeak_ng_says_each_run_of_words_in_its_voice() {
    let dir = tempfile::tempdir().unwrap();
    let settings = VoiceSettings {
        phonetic_voice: Some("de".into()),
        ..VoiceSettings::default()
    };
    let mut s = speaker(dir.path(), &settings, Language::Hu);
    let touched = Phrase::Touched {
        piece: shakmaty::Piece {
            color: shakmaty::Color::White,
            role: shakmaty::Role::Knight,
        },
        square: shakmaty::Square::G1,
    };
    let utterance = Renderer::new(Language::Hu, Scheme::Fide, Form::Short).render(&touched);
    s.say(&utterance).unwrap();
    wait_quiet(&s);
    // "Megérintve: világos" in Hungarian, then "Springer Gustav eins" in German: two voices, two runs.
    let sizes = wavs(dir.path());
    assert_eq!(sizes.len(), 2, "{sizes:?}");
    assert!(sizes.iter().all(|n| *n > 1000), "silent runs: {sizes:?}");
}

#[test]
fn espeak_ng_stop_cuts_off_a_long_utterance() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = speaker(dir.path(), &VoiceSettings::default(), Language::En);
    s.say(&Utterance::plain("Anna Bella Cesar David. ".repeat(200)))
        .unwrap();
    s.say(&Utterance::plain("never said")).unwrap();
    assert!(s.is_speaking());
    s.stop().unwrap();
    assert!(!s.is_speaking());
    std::thread::sleep(Duration::from_millis(300));
    assert!(s.runs_started() <= 1, "the waiting run was said after stop");
}
