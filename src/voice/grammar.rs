//! The recogniser's grammar: the words of the active scheme and of the interface language (capture,
//! check, promotion and command words), checked against what the loaded model knows.
//!
//! The grammar is exactly the word list of the one reader of words ([`Reader`]): the move words,
//! and the words players say around them ("nach", "schlägt", "Schach", "ja"), so the recogniser
//! never forces a word it lacks onto a move word ("nach" heard as "acht"), and everything it can
//! hear is something the reader understands. Each word is tried in its own spelling and in its
//! ASCII spelling (fünf, fuenf); a word the model knows in neither is named, never silently lost.

use crate::phonetic::Vocabulary;
use crate::words::spelling::fold;
use crate::words::{Interpreter, Reader};
use std::fmt;

/// The words a recogniser may hear, lower case, each once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grammar {
    words: Vec<String>,
}

/// A grammar checked against a model: the spellings to give the recogniser, and the words the
/// model does not know.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Resolved {
    /// The spelling of each known word that the model knows.
    pub known: Vec<String>,
    /// The grammar words the model knows in no spelling.
    pub unknown: Vec<String>,
}

impl Grammar {
    /// The grammar of a vocabulary: its scheme words and its interface language's words.
    pub fn new(vocab: Vocabulary) -> Grammar {
        Grammar::of_words(Interpreter::new(vocab).words().iter().map(|(w, _)| w))
    }

    /// The grammar of every word `reader` understands.
    pub fn of_reader(reader: &Reader) -> Grammar {
        Grammar::of_words(reader.words().iter().map(|(w, _)| w))
    }

    /// A grammar of the given words (e.g. the words a test model knows). Words with digits are
    /// left out (nobody says "3"; the number words are there), and so are words a grammar cannot
    /// carry (quotes, backslashes).
    pub fn of_words<I>(words: I) -> Grammar
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        let mut out: Vec<String> = Vec::new();
        for word in words {
            for w in word.as_ref().split_whitespace() {
                let w = w.to_lowercase();
                let speakable = !w
                    .chars()
                    .any(|c| c.is_ascii_digit() || c == '"' || c == '\\');
                if speakable && !out.contains(&w) {
                    out.push(w);
                }
            }
        }
        Grammar { words: out }
    }

    /// The words, lower case, in order.
    pub fn words(&self) -> &[String] {
        &self.words
    }

    /// Checks every word with `knows` (does the model know this spelling?): the first spelling
    /// known is kept; a word known in no spelling is named in `unknown`.
    pub fn resolve(&self, mut knows: impl FnMut(&str) -> bool) -> Resolved {
        let mut resolved = Resolved::default();
        for word in &self.words {
            let ascii = fold(word);
            let spellings = [word.as_str(), ascii.as_str()];
            match spellings.into_iter().find(|s| knows(s)) {
                Some(s) if !resolved.known.iter().any(|k| k == s) => {
                    resolved.known.push(s.to_string())
                }
                Some(_) => {}
                None => resolved.unknown.push(word.clone()),
            }
        }
        resolved
    }
}

impl fmt::Display for Resolved {
    /// "42 words known; unknown to the model: løber, tårn" (or "...; every word known").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} grammar words known", self.known.len())?;
        if self.unknown.is_empty() {
            f.write_str("; the model knows every word")
        } else {
            write!(f, "; unknown to the model: {}", self.unknown.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Language;
    use crate::phonetic::Scheme;

    #[test]
    fn the_fide_grammar_has_the_scheme_and_the_command_words() {
        let g = Grammar::new(Vocabulary::new(Scheme::Fide, Language::De));
        for w in [
            "anna", "hector", "fünf", "läufer", "kurze", "rochade", "schlägt", "zeit",
        ] {
            assert!(g.words().iter().any(|x| x == w), "{w} missing");
        }
        let plain = Grammar::new(Vocabulary::new(Scheme::Plain, Language::En));
        assert!(plain.words().iter().all(|w| !w.contains('3')));
        assert!(plain.words().iter().any(|w| w == "three"));
    }

    #[test]
    fn unknown_words_are_named_and_ascii_spellings_tried() {
        let g = Grammar::of_words(["Fünf Läufer", "tårn", "fünf"]);
        assert_eq!(g.words(), ["fünf", "läufer", "tårn"]);
        let r = g.resolve(|w| w == "fuenf" || w == "läufer");
        assert_eq!(r.known, ["fuenf", "läufer"]);
        assert_eq!(r.unknown, ["tårn"]);
        assert_eq!(
            r.to_string(),
            "2 grammar words known; unknown to the model: tårn"
        );
    }
}
