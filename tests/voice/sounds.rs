//! The sound table (`src/words/sounds.tsv`): every word any reader understands has its IPA, so
//! misheard words are scored by sound. `PEGCHESS_WRITE_SOUNDS=1 cargo test --test main sounds`
//! regenerates the table with espeak-ng (scripts/word-sounds.sh runs exactly that).

use pegchess::notation::Language;
use pegchess::phonetic::Scheme;
use pegchess::words::Reader;
use pegchess::words::cues::{Cue, Keyword, cues};
use pegchess::words::sounds::ipa;
use pegchess::words::spelling::fold;
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
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/crates/pegchess-core/src/words/sounds.tsv"
        );
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

/// The words of the spoken queries added for issue 24 (the rating change, the start's back rank).
fn is_query_word(cue: Cue) -> Option<Keyword> {
    match cue {
        Cue::Command(k @ (Keyword::Rating | Keyword::Start)) => Some(k),
        _ => None,
    }
}

#[test]
fn the_rating_and_start_words_sound_unlike_the_move_words() {
    sound_unlike_the_other_words(is_query_word, 4);
}

/// The words of the whole position read rank by rank (issue 34).
fn is_position_word(cue: Cue) -> Option<Keyword> {
    match cue {
        Cue::Command(k @ Keyword::Position) => Some(k),
        _ => None,
    }
}

#[test]
fn the_position_words_sound_unlike_the_move_and_query_words() {
    sound_unlike_the_other_words(is_position_word, 2);
}

/// Each word of the queries `is_query_word` picks out (at least `at_least` in every reader) is far enough by
/// sound from the reader's other words.
fn sound_unlike_the_other_words(is_query_word: fn(Cue) -> Option<Keyword>, at_least: usize) {
    // A query word heard for a move word would lose a move (or a promotion piece said alone), so each
    // is further than 0.4 from every square, piece and number word, and further than 0.35 from every
    // other word the reader knows (its own query's other words aside: "start", "starting").
    for &scheme in Scheme::ALL {
        for &locale in Language::ALL {
            let reader = Reader::new(scheme, locale, locale);
            let mut languages = vec![locale];
            if scheme == Scheme::Fide && locale != Language::De {
                languages.push(Language::De);
            }
            let cue_of = |word: &str| {
                languages
                    .iter()
                    .flat_map(|&l| cues(l))
                    .filter(|(w, _)| w.split_whitespace().any(|p| fold(p) == fold(word)))
                    .map(|&(_, c)| c)
                    .collect::<Vec<Cue>>()
            };
            let queries: Vec<(String, Keyword)> = reader
                .words()
                .iter()
                .filter_map(|(w, _)| {
                    Some((w.clone(), cue_of(w).into_iter().find_map(is_query_word)?))
                })
                .collect();
            assert!(queries.len() >= at_least, "{scheme} {locale}: {queries:?}");
            for (word, keyword) in &queries {
                for (other, _) in reader.words() {
                    let cues = cue_of(other);
                    if cues.iter().any(|&c| is_query_word(c) == Some(*keyword)) {
                        continue;
                    }
                    let moving = cues.is_empty()
                        || cues
                            .iter()
                            .any(|c| matches!(c, Cue::Number(_) | Cue::Pieces(_)));
                    let least = if moving { 0.4 } else { 0.35 };
                    let cost = reader.sounds().cost(word, other).unwrap();
                    assert!(
                        cost > least,
                        "{scheme} {locale}: '{word}' sounds like '{other}' ({cost:.2})"
                    );
                }
            }
        }
    }
}
