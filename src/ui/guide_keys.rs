//! The guide's keys and words (`pegchess guide`): a typed line or a key read as a [`GuideKey`] (pure, the words
//! in the player's language and in English), and the reader that turns each key into what the guide says next.

use crate::notation::Language;
use crate::speech::Phrase;
use crate::speech::phrases::guide_phrase::{GuidePhrase, Section};

/// What a key or a word asks of the guide.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GuideKey {
    /// The next section (`n`, "next").
    Next,
    /// The section before (`p`, "previous").
    Previous,
    /// This section again (`r`, "repeat").
    Repeat,
    /// The list of sections (`l`, "list").
    List,
    /// A section by its number (a digit, or a number typed).
    Section(u8),
    /// The guide's own keys (`h`, `?`, "help").
    Help,
    /// Leave the guide (`q`, "quit").
    Quit,
    /// Nothing (an empty line).
    Nothing,
}

/// The guide's words in each language (lower case); English words are understood in every language.
const WORDS: &[(Language, &str, GuideKey)] = {
    use GuideKey::*;
    use Language::*;
    &[
        (En, "next", Next),
        (En, "previous", Previous),
        (En, "back", Previous),
        (En, "repeat", Repeat),
        (En, "again", Repeat),
        (En, "list", List),
        (En, "sections", List),
        (En, "contents", List),
        (En, "help", Help),
        (En, "keys", Help),
        (En, "quit", Quit),
        (En, "leave", Quit),
        (De, "weiter", Next),
        (De, "nächster", Next),
        (De, "zurück", Previous),
        (De, "voriger", Previous),
        (De, "wiederholen", Repeat),
        (De, "nochmal", Repeat),
        (De, "liste", List),
        (De, "inhalt", List),
        (De, "hilfe", Help),
        (De, "tasten", Help),
        (De, "ende", Quit),
        (De, "beenden", Quit),
        (Hu, "tovább", Next),
        (Hu, "következő", Next),
        (Hu, "vissza", Previous),
        (Hu, "előző", Previous),
        (Hu, "ismét", Repeat),
        (Hu, "újra", Repeat),
        (Hu, "lista", List),
        (Hu, "tartalom", List),
        (Hu, "segítség", Help),
        (Hu, "billentyűk", Help),
        (Hu, "kilépés", Quit),
        (Hu, "vége", Quit),
        (Fi, "seuraava", Next),
        (Fi, "edellinen", Previous),
        (Fi, "takaisin", Previous),
        (Fi, "toista", Repeat),
        (Fi, "uudelleen", Repeat),
        (Fi, "luettelo", List),
        (Fi, "lista", List),
        (Fi, "ohje", Help),
        (Fi, "näppäimet", Help),
        (Fi, "lopeta", Quit),
        (Fi, "poistu", Quit),
        (Da, "næste", Next),
        (Da, "videre", Next),
        (Da, "forrige", Previous),
        (Da, "tilbage", Previous),
        (Da, "gentag", Repeat),
        (Da, "igen", Repeat),
        (Da, "liste", List),
        (Da, "indhold", List),
        (Da, "hjælp", Help),
        (Da, "taster", Help),
        (Da, "afslut", Quit),
        (Da, "slut", Quit),
    ]
};

/// A key that acts at once: a letter of the guide, or a digit for a section.
pub fn single(c: char) -> Option<GuideKey> {
    Some(match c.to_ascii_lowercase() {
        'n' => GuideKey::Next,
        'p' => GuideKey::Previous,
        'r' => GuideKey::Repeat,
        'l' => GuideKey::List,
        'h' | '?' => GuideKey::Help,
        'q' => GuideKey::Quit,
        d @ '0'..='9' => GuideKey::Section(d as u8 - b'0'),
        _ => return None,
    })
}

/// Reads a typed (or heard) line: a key's letter, a number, or a word of `language` or English. `None` when it
/// means nothing to the guide.
pub fn read(language: Language, line: &str) -> Option<GuideKey> {
    let lower = line.trim().to_lowercase();
    let mut chars = lower.chars();
    match (chars.next(), chars.next()) {
        (None, _) => return Some(GuideKey::Nothing),
        (Some(c), None) => return single(c),
        _ => {}
    }
    if let Ok(n) = lower.parse::<u8>() {
        return Some(GuideKey::Section(n));
    }
    WORDS
        .iter()
        .find(|&&(l, word, _)| (l == language || l == Language::En) && word == lower)
        .map(|&(.., key)| key)
}

/// Where the reader stands in the guide, and what each key makes it say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guide {
    current: Section,
}

impl Default for Guide {
    fn default() -> Self {
        Guide::new()
    }
}

impl Guide {
    /// The guide at its first section.
    pub fn new() -> Guide {
        Guide {
            current: Section::Table,
        }
    }

    /// What the guide says as it opens: how it works, then the first section.
    pub fn open(&self) -> Vec<Phrase> {
        let mut said = vec![GuidePhrase::Intro.into()];
        said.extend(said_of(self.current));
        said
    }

    /// The section read last.
    pub fn current(&self) -> Section {
        self.current
    }

    /// What one key makes the guide say (leaving says that the guide is closed).
    pub fn key(&mut self, key: GuideKey) -> Vec<Phrase> {
        match key {
            GuideKey::Next => match self.current.next() {
                Some(next) => self.go(next),
                None => vec![GuidePhrase::Last.into()],
            },
            GuideKey::Previous => match self.current.previous() {
                Some(before) => self.go(before),
                None => {
                    let mut said = vec![GuidePhrase::First.into()];
                    said.extend(said_of(self.current));
                    said
                }
            },
            GuideKey::Repeat => said_of(self.current),
            GuideKey::List => std::iter::once(GuidePhrase::ListStart)
                .chain(Section::ALL.into_iter().map(GuidePhrase::ListItem))
                .map(Phrase::from)
                .collect(),
            GuideKey::Section(n) => match Section::numbered(n) {
                Some(section) => self.go(section),
                None => vec![GuidePhrase::NoSection(n).into()],
            },
            GuideKey::Help => vec![GuidePhrase::Keys(1).into(), GuidePhrase::Keys(2).into()],
            GuideKey::Quit => vec![GuidePhrase::Left.into()],
            GuideKey::Nothing => Vec::new(),
        }
    }

    fn go(&mut self, section: Section) -> Vec<Phrase> {
        self.current = section;
        said_of(section)
    }
}

/// What reading a section says, as phrases.
fn said_of(section: Section) -> Vec<Phrase> {
    section.phrases().into_iter().map(Phrase::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_numbers_and_words_are_read() {
        assert_eq!(read(Language::En, " N "), Some(GuideKey::Next));
        assert_eq!(read(Language::De, "Weiter"), Some(GuideKey::Next));
        assert_eq!(read(Language::De, "next"), Some(GuideKey::Next));
        assert_eq!(read(Language::Hu, "VISSZA"), Some(GuideKey::Previous));
        assert_eq!(read(Language::Fi, "toista"), Some(GuideKey::Repeat));
        assert_eq!(read(Language::Da, "liste"), Some(GuideKey::List));
        assert_eq!(read(Language::En, "12"), Some(GuideKey::Section(12)));
        assert_eq!(read(Language::En, "weiter"), None);
        assert_eq!(read(Language::En, ""), Some(GuideKey::Nothing));
    }

    #[test]
    fn next_stops_at_the_last_section_and_previous_at_the_first() {
        let mut guide = Guide::new();
        assert_eq!(guide.key(GuideKey::Previous)[0], GuidePhrase::First.into());
        assert_eq!(
            guide.key(GuideKey::Section(8)).len(),
            1 + Section::Differ.lines().len()
        );
        assert_eq!(guide.key(GuideKey::Next), vec![GuidePhrase::Last.into()]);
        assert_eq!(guide.current(), Section::Differ);
        assert_eq!(
            guide.key(GuideKey::Section(9)),
            vec![GuidePhrase::NoSection(9).into()]
        );
    }

    proptest::proptest! {
        #[test]
        fn any_line_is_a_key_or_nothing(line in "\\PC*") {
            let mut guide = Guide::new();
            if let Some(key) = read(Language::Hu, &line) {
                let _ = guide.key(key);
            }
        }
    }
}
