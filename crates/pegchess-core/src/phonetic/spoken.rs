//! Spellings for speech only: a scheme's German words as a voice must read them to say them as German players
//! do. A German voice reads "Cesar" and "Cäsar" as "Kesar", so it is given "Zäsar" [ˈtsɛːzaʁ]. A Hungarian,
//! Finnish, Danish or English voice, used where no German voice is installed, reads "sechs" by its own rules
//! ([ʃɛtʃʃ] in Hungarian): it is given the word respelled in its own letters ("zeksz"), so that it says [zɛks].
//! The printed word never changes: only what a voice is given to read. Only the FIDE words, which are German
//! (D.2.1), are respelled: a language's own words are read right by its own voice.

use crate::notation::Language;
use std::borrow::Cow;

/// A voice's respellings: (the German word as printed, the spelling that voice reads as German).
type Respellings = &'static [(&'static str, &'static str)];

/// For each voice's language, the German scheme words it must be given respelled; a word not listed is read
/// right as written (Hungarian "Anna", Finnish "Turm"). Chosen and checked by `tests/spoken_words/respelled.rs`
/// against espeak-ng's German phonemes.
const SPELLINGS: &[(Language, Respellings)] = &[
    (Language::De, &[("Cesar", "Zäsar")]),
    (
        Language::Hu,
        &[
            ("Cesar", "Cézár"),
            ("David", "Davít"),
            ("Eva", "Éva"),
            ("Felix", "Félix"),
            ("Gustav", "Gusztáf"),
            ("Hector", "Hektór"),
            ("eins", "ajnsz"),
            ("zwei", "cváj"),
            ("drei", "dráj"),
            ("vier", "fír"),
            ("sechs", "zeksz"),
            ("sieben", "zíben"),
            ("acht", "aht"),
            ("Bauer", "baua"),
            ("Springer", "springa"),
            ("Läufer", "lojfa"),
            ("Dame", "dáme"),
            ("König", "könih"),
            ("Kurze", "kurce"),
            ("Rochade", "rohádé"),
            ("Bauern", "bauen"),
        ],
    ),
    (
        Language::Fi,
        &[
            ("Cesar", "tseesar"),
            ("David", "daviit"),
            ("Eva", "eeva"),
            ("Felix", "feeliks"),
            ("Gustav", "gustaaf"),
            ("Hector", "hektoor"),
            ("eins", "ains"),
            ("zwei", "tsvai"),
            ("drei", "drai"),
            ("vier", "fiir"),
            ("sechs", "seks"),
            ("sieben", "siiben"),
            ("acht", "aht"),
            ("Bauer", "baua"),
            ("Springer", "shpringa"),
            ("Läufer", "loyfa"),
            ("Dame", "daame"),
            ("König", "könih"),
            ("Kurze", "kurtse"),
            ("Rochade", "rohaade"),
            ("Bauern", "bauen"),
        ],
    ),
    (
        Language::Da,
        &[
            ("Cesar", "Tsäsarr"),
            ("David", "Davit"),
            ("Felix", "Feelix"),
            ("Gustav", "Gustaf"),
            ("Hector", "Hektorr"),
            ("eins", "ains"),
            ("zwei", "tsvai"),
            ("drei", "drai"),
            ("vier", "fir"),
            ("sechs", "seks"),
            ("sieben", "ziiben"),
            ("acht", "akt"),
            ("Springer", "sjpringe"),
            ("Läufer", "lojfe"),
            ("König", "kønik"),
            ("Kurze", "kurtse"),
            ("Rochade", "rokade"),
            ("Bauern", "bauen"),
        ],
    ),
    (
        Language::En,
        &[
            ("Cesar", "Tsezzar"),
            ("David", "Daveet"),
            ("Eva", "Ehva"),
            ("Felix", "Faylix"),
            ("Gustav", "Goostaff"),
            ("Hector", "Hektaw"),
            ("zwei", "Tsvai"),
            ("drei", "dry"),
            ("vier", "feer"),
            ("fünf", "finf"),
            ("sechs", "zecks"),
            ("sieben", "zeeben"),
            ("acht", "ahkt"),
            ("Springer", "Schpringer"),
            ("Läufer", "loyfa"),
            ("Turm", "Tourm"),
            ("Dame", "dahma"),
            ("König", "kernikh"),
            ("Kurze", "Kourtsa"),
            ("Lange", "Langa"),
            ("Rochade", "rockahda"),
            ("Türme", "tyrma"),
            ("Damen", "dahmen"),
            ("Könige", "kernigga"),
        ],
    ),
];

/// The language of a voice as the settings or the engine name it ("de", "de+klatt", "mb-de1", "de-DE"), if it
/// is one of the five.
pub(crate) fn voice_language(voice: &str) -> Option<Language> {
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

/// The scheme words `text`, in the language `words`, as a voice of `language` must read them: where the words
/// are German (the FIDE words), every whole word the voice must be given respelled is replaced.
pub fn for_voice(language: Language, words: Language, text: &str) -> Cow<'_, str> {
    let mine: Respellings = match words {
        Language::De => SPELLINGS
            .iter()
            .find(|(l, _)| *l == language)
            .map_or(&[], |(_, table)| table),
        _ => &[],
    };
    let hit = |word: &str| mine.iter().find(|(w, _)| *w == word).map(|(_, s)| *s);
    let split = || text.split(|c: char| !c.is_alphanumeric());
    if !split().any(|w| hit(w).is_some()) {
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

/// The scheme words `text`, in the language `words`, as the voice named `voice` must read them (unchanged for
/// a voice of no known language).
pub fn for_voice_named<'a>(voice: &str, words: Language, text: &'a str) -> Cow<'a, str> {
    match voice_language(voice) {
        Some(language) => for_voice(language, words, text),
        None => Cow::Borrowed(text),
    }
}

/// Whether a voice of `language` is given the German words respelled (every language but German, whose
/// voice says them as they are, "Cesar" aside).
pub fn respells_german(language: Language) -> bool {
    language != Language::De && SPELLINGS.iter().any(|(l, _)| *l == language)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_german_voice_reads_the_c_file_as_german_players_say_it() {
        assert_eq!(
            for_voice(Language::De, Language::De, "Läufer Cesar vier"),
            "Läufer Zäsar vier"
        );
        assert_eq!(
            for_voice(Language::De, Language::De, "Cesar, Cesar."),
            "Zäsar, Zäsar."
        );
        // Only whole words, and only for a German voice.
        assert_eq!(
            for_voice(Language::De, Language::De, "Cesarine"),
            "Cesarine"
        );
        assert_eq!(for_voice(Language::Hu, Language::Hu, "Cesar"), "Cesar");
        assert!(matches!(
            for_voice(Language::De, Language::De, "Eva vier"),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn another_voice_is_given_the_german_words_respelled_and_its_own_words_as_they_are() {
        assert_eq!(
            for_voice(Language::Hu, Language::De, "Springer Felix sechs"),
            "springa Félix zeksz"
        );
        // The Danish words at a Danish table: "Gustav" is theirs too, and a Danish voice reads it right.
        assert_eq!(for_voice(Language::Da, Language::Da, "Gustav"), "Gustav");
        assert_eq!(for_voice(Language::Da, Language::De, "Gustav"), "Gustaf");
        for language in [Language::Hu, Language::Fi, Language::Da, Language::En] {
            assert!(respells_german(language), "{language}");
        }
        assert!(!respells_german(Language::De));
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
        assert_eq!(for_voice_named("mb-de1", Language::De, "Cesar"), "Zäsar");
        assert_eq!(for_voice_named("en-us", Language::De, "Cesar"), "Tsezzar");
    }
}
