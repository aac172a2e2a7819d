//! The sound table (`src/words/sounds.tsv`): every word any reader understands has its IPA, so
//! misheard words are scored by sound. `PEGCHESS_WRITE_SOUNDS=1 cargo test --test main sounds`
//! regenerates the table with espeak-ng (scripts/word-sounds.sh runs exactly that).

use pegchess::phonetic::{Language, Scheme};
use pegchess::words::Reader;
use pegchess::words::sounds::ipa;
use std::io::Write;
use std::process::{Command, Stdio};

/// Every (language, word) of every reader, each once, in a stable order.
fn all_words() -> Vec<(Language, String)> {
    let mut all: Vec<(Language, String)> = Vec::new();
    for &scheme in Scheme::ALL {
        for &locale in Language::ALL {
            for (word, language) in Reader::new(scheme, locale, locale).words() {
                let entry = (*language, word.clone());
                if !all.contains(&entry) {
                    all.push(entry);
                }
            }
        }
    }
    all
}

/// espeak-ng's IPA for each word, one per line in the words' order; `None` without espeak-ng.
fn espeak(language: Language, words: &[&str]) -> Option<Vec<String>> {
    let mut child = Command::new("espeak-ng")
        .args(["-q", "--ipa", "-v", language.name()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .ok()?;
    let text: String = words.iter().map(|w| format!("{w}\n\n")).collect();
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    (lines.len() == words.len()).then_some(lines)
}

#[test]
fn every_word_has_its_sound() {
    let all = all_words();
    if std::env::var_os("PEGCHESS_WRITE_SOUNDS").is_some() {
        let mut table = String::new();
        for &language in Language::ALL {
            let words: Vec<&str> = all
                .iter()
                .filter(|(l, _)| *l == language)
                .map(|(_, w)| w.as_str())
                .collect();
            let sounds = espeak(language, &words).expect("espeak-ng, one line per word");
            for (word, sound) in words.iter().zip(sounds) {
                table.push_str(&format!("{language}\t{word}\t{sound}\n"));
            }
        }
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/words/sounds.tsv");
        std::fs::write(path, table).unwrap();
        return;
    }
    let missing: Vec<String> = all
        .iter()
        .filter(|(l, w)| ipa(*l, w).is_none())
        .map(|(l, w)| format!("{l}:{w}"))
        .collect();
    assert!(
        missing.is_empty(),
        "no sound for {missing:?}; run scripts/word-sounds.sh"
    );
    assert!(all.len() > 300, "only {} words", all.len());
}
