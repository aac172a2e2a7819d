//! Spellings for speech only: a scheme's word as a voice of its language must read it to say it as that
//! language's players do. German players say the FIDE file "Cesar" [ˈtsɛːzaʁ]; espeak-ng reads "Cesar" and
//! "Cäsar" as "Kesar", and "Zäsar" right. The printed word never changes: only what a voice is given to read.

use crate::notation::Language;
use std::borrow::Cow;

/// (the voice's language, the written word, the spelling that voice reads right).
const SPELLINGS: &[(Language, &str, &str)] = &[(Language::De, "Cesar", "Zäsar")];

/// The language of a voice as the settings or the engine name it ("de", "de+klatt", "mb-de1", "de-DE"), if it
/// is one of the five.
pub fn voice_language(voice: &str) -> Option<Language> {
    voice
        .split(|c: char| !c.is_ascii_alphanumeric())
        .map(|part| part.trim_end_matches(|c: char| c.is_ascii_digit()))
        .find_map(|part| {
            Language::ALL
                .iter()
                .copied()
                .find(|l| l.name() == part.to_ascii_lowercase())
        })
}

/// `text` as a voice of `language` must read it: every whole word with a speech spelling replaced.
pub fn for_voice(language: Language, text: &str) -> Cow<'_, str> {
    let mine: Vec<_> = SPELLINGS.iter().filter(|(l, ..)| *l == language).collect();
    let hit = |word: &str| mine.iter().find(|(_, w, _)| *w == word).map(|(.., s)| *s);
    let words = || text.split(|c: char| !c.is_alphanumeric());
    if !words().any(|w| hit(w).is_some()) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() {
            word.push(c);
            continue;
        }
        out.push_str(hit(&word).unwrap_or(&word));
        word.clear();
        out.push(c);
    }
    out.pop();
    Cow::Owned(out)
}

/// `text` as the voice named `voice` must read it (unchanged for a voice of no known language).
pub fn for_voice_named<'a>(voice: &str, text: &'a str) -> Cow<'a, str> {
    match voice_language(voice) {
        Some(language) => for_voice(language, text),
        None => Cow::Borrowed(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_german_voice_reads_the_c_file_as_german_players_say_it() {
        assert_eq!(
            for_voice(Language::De, "Läufer Cesar vier"),
            "Läufer Zäsar vier"
        );
        assert_eq!(for_voice(Language::De, "Cesar, Cesar."), "Zäsar, Zäsar.");
        // Only whole words, and only for a German voice.
        assert_eq!(for_voice(Language::De, "Cesarine"), "Cesarine");
        assert_eq!(for_voice(Language::Hu, "Cesar"), "Cesar");
        assert!(matches!(
            for_voice(Language::De, "Eva vier"),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn a_voice_name_gives_its_language() {
        for (voice, language) in [
            ("de", Some(Language::De)),
            ("de+klatt", Some(Language::De)),
            ("mb-de1", Some(Language::De)),
            ("de-DE", Some(Language::De)),
            ("hu", Some(Language::Hu)),
            ("Danish", None),
            ("", None),
        ] {
            assert_eq!(voice_language(voice), language, "{voice}");
        }
        assert_eq!(for_voice_named("mb-de1", "Cesar"), "Zäsar");
        assert_eq!(for_voice_named("en-us", "Cesar"), "Cesar");
    }
}
