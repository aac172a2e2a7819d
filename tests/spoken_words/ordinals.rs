//! Numbers before a word said as the language reads them (`speech::rendering::ordinals`): every number a
//! game can reach is given its ordinal word in Hungarian, Finnish and Danish (German: every day of a month),
//! each a different word, and the Hungarian ones are the words espeak-ng's Hungarian voice itself reads for
//! the digits ("21. lépés": huszonegyedik), checked over all of them.

use pegchess::notation::Language;
use pegchess::speech::rendering::ordinals::{LARGEST, ordinal, spoken};
use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};

/// A noun each language puts after an ordinal, and the largest number said so.
const NOUNS: [(Language, &str, u32); 4] = [
    (Language::Hu, "lépés", LARGEST),
    (Language::Fi, "siirto", LARGEST),
    (Language::Da, "træk", LARGEST),
    (Language::De, "März", 31),
];

#[test]
fn every_number_before_a_word_is_given_its_own_ordinal_word() {
    for (language, noun, largest) in NOUNS {
        let mut seen = BTreeSet::new();
        for n in 1..=largest {
            let word = ordinal(language, n).unwrap_or_else(|| panic!("{language} {n}"));
            assert!(
                word.chars().all(|c| c.is_alphabetic() || c == ' '),
                "{language} {n}: {word}"
            );
            assert!(seen.insert(word.clone()), "{language} {n}: {word} twice");
            let text = format!("vom {n}. {noun} 2024");
            let said = spoken(language, &text);
            assert_eq!(said, format!("vom {word} {noun} 2024"), "{language}");
        }
        assert_eq!(ordinal(language, largest + 1), None, "{language}");
    }
}

/// espeak-ng's phonemes for each line, one line out for each line in; stress and word joins left out, and the
/// "nny" of "tizennyolcadik" written one way (read from digits espeak-ng joins "tizen" and "nyolcadik" and
/// writes nn^, read as one word n^n^: the same sound).
fn phonemes(voice: &str, lines: &[String]) -> Vec<String> {
    let mut child = Command::new("espeak-ng")
        .args(["-q", "-x", "-v", voice])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("espeak-ng cannot run ({e}): run scripts/setup"));
    let mut stdin = child.stdin.take().expect("stdin");
    let text = lines.join("\n") + "\n";
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child.wait_with_output().expect("espeak-ng runs");
    writer.join().expect("writer").expect("written");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            l.chars()
                .filter(|c| !"'_!|:, ".contains(*c))
                .collect::<String>()
                .replace("n^n^", "nn^")
        })
        .collect()
}

#[test]
fn the_hungarian_ordinals_are_the_words_a_hungarian_voice_reads_for_the_digits() {
    let numbers: Vec<u32> = (1..=LARGEST).collect();
    let digits: Vec<String> = numbers.iter().map(|n| format!("{n}. lépés.")).collect();
    let words: Vec<String> = numbers
        .iter()
        .map(|n| format!("{} lépés.", ordinal(Language::Hu, *n).unwrap_or_default()))
        .collect();
    let (read, given) = (phonemes("hu", &digits), phonemes("hu", &words));
    assert_eq!(read.len(), numbers.len(), "{read:?}");
    let differ: Vec<String> = numbers
        .iter()
        .zip(read.iter().zip(&given))
        .filter(|(_, (a, b))| a != b)
        .map(|(n, (a, b))| format!("{n}: {a} read, {b} given"))
        .collect();
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
