//! A rendered phrase: one line of text that knows which of its words belong to the phonetic scheme,
//! so a speaker can say "Springer" and "acht" with a German voice inside a Hungarian sentence.

use super::ordinals;
use crate::notation::Language;
use crate::speech::phrases::message::{WORD_END, WORD_START};
use std::fmt;

/// Text to say and print, with the scheme words marked.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Utterance {
    marked: String,
    /// The language of the scheme words (German for the FIDE words); `None` when there are none.
    words: Option<Language>,
}

/// A run of an utterance spoken with one voice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    /// The text of the run.
    pub text: String,
    /// Whether the run is scheme words (phonetic voice) rather than interface language.
    pub phonetic: bool,
}

impl Utterance {
    /// An utterance from rendered text that may contain word marks of scheme words in the language `words`.
    pub(crate) fn from_marked(marked: String, words: Language) -> Utterance {
        Utterance {
            marked,
            words: Some(words),
        }
    }

    /// The language of the scheme words marked in it (German for the FIDE words), if it may have any.
    pub fn words_language(&self) -> Option<Language> {
        self.words
    }

    /// The text as a single voice of the interface `language` says it: each scheme word given as `spell`
    /// turns it (a voice without German is given the German words respelled), the numbers of the rest that
    /// are ordinals as words (`ordinals::spoken`).
    pub fn text_spoken(&self, language: Language, spell: impl Fn(&str) -> String) -> String {
        let mut out = String::with_capacity(self.marked.len());
        let mut plain = String::new();
        let mut word: Option<String> = None;
        for c in self.marked.chars() {
            match (c, word.as_mut()) {
                (WORD_START, _) => {
                    out.push_str(&ordinals::spoken(language, &plain));
                    plain.clear();
                    word = Some(String::new());
                }
                (WORD_END, Some(w)) => {
                    out.push_str(&spell(w));
                    word = None;
                }
                (WORD_END, None) => {}
                (c, Some(w)) => w.push(c),
                (c, None) => plain.push(c),
            }
        }
        if let Some(w) = word {
            out.push_str(&w);
        }
        out.push_str(&ordinals::spoken(language, &plain));
        out
    }

    /// An utterance of plain interface-language text (no scheme words).
    pub fn plain(text: impl Into<String>) -> Utterance {
        let text: String = text.into();
        Utterance {
            marked: text.replace([WORD_START, WORD_END], ""),
            words: None,
        }
    }

    /// The text as printed and spoken by a single voice.
    pub fn text(&self) -> String {
        self.marked.replace([WORD_START, WORD_END], "")
    }

    /// The text split into runs of interface language and runs of scheme words; scheme words
    /// separated only by spaces and punctuation form one run ("Felix drei", "Anna Turm, Bella Springer").
    pub fn segments(&self) -> Vec<Segment> {
        let mut raw: Vec<Segment> = Vec::new();
        let mut current = Segment {
            text: String::new(),
            phonetic: false,
        };
        for c in self.marked.chars() {
            if c == WORD_START || c == WORD_END {
                let next = Segment {
                    text: String::new(),
                    phonetic: c == WORD_START,
                };
                raw.push(std::mem::replace(&mut current, next));
            } else {
                current.text.push(c);
            }
        }
        raw.push(current);
        let mut merged: Vec<Segment> = Vec::new();
        for seg in raw.into_iter().filter(|s| !s.text.is_empty()) {
            // Blanks and punctuation between scheme words stay in their run, so the voice that says them pauses
            // at a comma ("Anna Turm, Bella Springer").
            let blank = !seg.phonetic
                && seg
                    .text
                    .chars()
                    .all(|c| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '.'));
            match merged.last_mut() {
                Some(last) if last.phonetic == seg.phonetic || (blank && last.phonetic) => {
                    last.text.push_str(&seg.text)
                }
                _ => merged.push(seg),
            }
        }
        // A phonetic run that swallowed trailing blanks gives them back to nobody: trim them.
        for seg in merged.iter_mut().filter(|s| s.phonetic) {
            let trimmed = seg.text.trim_end().len();
            seg.text.truncate(trimmed);
        }
        merged
    }
}

impl fmt::Display for Utterance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marked(s: &str) -> Utterance {
        Utterance::from_marked(
            s.replace('[', "\u{E000}").replace(']', "\u{E001}"),
            Language::De,
        )
    }

    #[test]
    fn a_list_of_scheme_words_keeps_its_commas_for_the_voice_that_says_it() {
        let u = marked("Reihe 1, Weiß: [Anna] [Turm], [Bella] [Springer].");
        let segs = u.segments();
        let texts: Vec<(&str, bool)> = segs.iter().map(|s| (s.text.as_str(), s.phonetic)).collect();
        assert_eq!(
            texts,
            [
                ("Reihe 1, Weiß: ", false),
                ("Anna Turm, Bella Springer.", true)
            ]
        );
    }

    #[test]
    fn scheme_words_form_runs() {
        let u = marked("[Springer] üt [Felix] [drei], sakk");
        assert_eq!(u.text(), "Springer üt Felix drei, sakk");
        let segs = u.segments();
        let texts: Vec<(&str, bool)> = segs.iter().map(|s| (s.text.as_str(), s.phonetic)).collect();
        assert_eq!(
            texts,
            [
                ("Springer", true),
                (" üt ", false),
                ("Felix drei", true),
                (", sakk", false)
            ]
        );
    }

    #[test]
    fn only_the_scheme_words_are_respelled() {
        let u = marked("[Springer] üt [Felix] [sechs], Felix, 3. lépés");
        assert_eq!(
            u.text_spoken(Language::Hu, |w| w.to_uppercase()),
            "SPRINGER üt FELIX SECHS, Felix, harmadik lépés"
        );
        assert_eq!(u.words_language(), Some(Language::De));
    }

    #[test]
    fn plain_text_is_one_run() {
        let u = Utterance::plain("Nothing to repeat.");
        assert_eq!(u.segments().len(), 1);
        assert!(!u.segments()[0].phonetic);
    }
}
