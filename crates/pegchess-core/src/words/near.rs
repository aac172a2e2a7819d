//! Misheard words: when no legal move fits the words as they are, the legal moves one or two
//! likely substitutions away, each substitution scored by how alike the two words sound.
//!
//! Sound is the words' IPA from espeak-ng ([`super::sounds`]), compared phoneme by phoneme: an
//! edit distance where a vowel for a vowel, or a consonant for its voiced or unvoiced twin, costs
//! half, divided by the longer length. A word the reader does not know (a typing slip) is compared
//! by its spelling instead. One candidate clearly nearest becomes [`Understood::Confirm`], several
//! about as near [`Understood::Ambiguous`]; a near match is never taken as a move.

use super::spelling::fold;
use super::{Exact, Reader, Understood};
use crate::notation::Language;
use shakmaty::{Chess, Move, Position};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// The likely substitutes of each word of one vocabulary, nearest first.
type NearTable = HashMap<String, Vec<(String, f32)>>;

/// A substitution costing more than this (a word sounding less than half alike) is no likely
/// mishearing.
pub(crate) const FAR: f32 = 0.5;
/// How much nearer the best candidate must be than the next for the reader to ask about it alone.
pub(crate) const MARGIN: f32 = 0.15;
/// At most this many substitutes are tried for one word.
const SUBSTITUTES: usize = 4;
/// A text of more words than this is no misheard move (the longest phrasing, with its check word and a
/// few fillers, has about twelve), and is not searched: the search grows with the square of the words, and
/// a typed line of 120 words kept the game loop busy for 20 seconds (found by fuzzing).
pub(crate) const MAX_NEAR_WORDS: usize = 16;

/// How the reader's words sound; which sound alike is worked out once, when the first near match
/// is looked for.
#[derive(Debug, Clone, Default)]
pub struct Sounds {
    /// Each word's sound (stripped IPA, or the folded spelling without IPA), by folded word.
    sound: HashMap<String, Vec<char>>,
    /// The words in grammar order, folded, with their sound.
    words: Vec<(String, Vec<char>)>,
    /// The likely substitutes of each word, nearest first (shared by every reader of the same words).
    near: OnceLock<Arc<NearTable>>,
}

impl Sounds {
    /// The sounds of `words` (each with its language, as the interpreter lists them).
    pub fn new(words: &[(String, Language)]) -> Sounds {
        let mut sounds = Sounds::default();
        for (word, language) in words {
            let folded = fold(word);
            if sounds.sound.contains_key(&folded) {
                continue;
            }
            let sound = match super::sounds::ipa(*language, word) {
                Some(ipa) => phonemes(ipa),
                None => folded.chars().collect(),
            };
            sounds.sound.insert(folded.clone(), sound.clone());
            sounds.words.push((folded, sound));
        }
        sounds
    }

    /// How alike two of the reader's words sound: 0 the same, 1 nothing alike; `None` when a word
    /// is not one of the reader's.
    pub fn cost(&self, a: &str, b: &str) -> Option<f32> {
        let (a, b) = (self.sound.get(&fold(a))?, self.sound.get(&fold(b))?);
        Some(distance(a, b))
    }

    /// The likely substitutes for `word`, nearest first, each with its cost (at most [`FAR`]).
    /// A word the reader does not know is compared by its spelling with every word.
    pub fn substitutes(&self, word: &str) -> Vec<(String, f32)> {
        let folded = fold(word);
        let near = self.near.get_or_init(|| shared_near(&self.words));
        if let Some(near) = near.get(&folded) {
            return near.clone();
        }
        let spelled: Vec<char> = folded.chars().collect();
        let by_spelling: Vec<(String, Vec<char>)> = self
            .words
            .iter()
            .map(|(w, _)| (w.clone(), w.chars().collect()))
            .collect();
        nearest_of(&by_spelling, &folded, |other| distance(&spelled, other))
    }
}

/// The substitutes of every word of `words`, worked out once for each vocabulary in the process: a reader
/// made again for the same words (the next game, a resumed one, the arbiter's sheets) finds the table
/// instead of comparing every pair of its words again (some 200,000 pairs). A pure function of the words.
fn shared_near(words: &[(String, Vec<char>)]) -> Arc<NearTable> {
    type Tables = HashMap<Vec<(String, Vec<char>)>, Arc<NearTable>>;
    static TABLES: OnceLock<Mutex<Tables>> = OnceLock::new();
    let tables = TABLES.get_or_init(Mutex::default);
    if let Some(table) = tables
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get(words)
    {
        return Arc::clone(table);
    }
    let table: Arc<NearTable> = Arc::new(
        words
            .iter()
            .map(|(w, sound)| {
                (
                    w.clone(),
                    nearest_of(words, w, |other| distance(sound, other)),
                )
            })
            .collect(),
    );
    tables
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(words.to_vec(), Arc::clone(&table));
    table
}

/// The words of `all` other than `word` within [`FAR`] by `cost`, nearest first, at most
/// [`SUBSTITUTES`].
fn nearest_of(
    all: &[(String, Vec<char>)],
    word: &str,
    cost: impl Fn(&[char]) -> f32,
) -> Vec<(String, f32)> {
    let mut near: Vec<(String, f32)> = all
        .iter()
        .filter(|(other, _)| other != word)
        .map(|(other, sound)| (other.clone(), cost(sound)))
        .filter(|&(_, c)| c <= FAR)
        .collect();
    near.sort_by(|a, b| a.1.total_cmp(&b.1));
    near.truncate(SUBSTITUTES);
    near
}

/// The phonemes of an IPA string, without stress and length marks.
fn phonemes(ipa: &str) -> Vec<char> {
    ipa.chars()
        .filter(|c| !matches!(c, 'ˈ' | 'ˌ' | 'ː' | ' ' | '-' | '\u{361}' | '\u{329}'))
        .collect()
}

/// Which sounds a phoneme is easily heard for: 1 the vowels, 2 and up the consonants easily heard one for
/// the other (voiced and unvoiced twins, the r and l sounds), 0 none. A `match`, not a search in a list of
/// strings: the reader compares all its words pairwise, phoneme by phoneme.
fn kin(c: char) -> u8 {
    match c {
        'a' | 'e' | 'i' | 'o' | 'u' | 'y' | 'æ' | 'ø' | 'œ' | 'ɑ' | 'ɒ' | 'ɐ' | 'ə' | 'ɛ' | 'ɜ'
        | 'ɪ' | 'ɔ' | 'ʊ' | 'ʌ' | 'ɨ' | 'ʉ' | 'ɯ' | 'ɤ' | 'ɵ' | 'ɞ' | 'ʏ' | 'ɶ' => 1,
        'p' | 'b' => 2,
        't' | 'd' => 3,
        'k' | 'g' | 'ɡ' => 4,
        'f' | 'v' => 5,
        's' | 'z' | 'ʃ' | 'ʒ' => 6,
        'm' | 'n' | 'ŋ' => 7,
        'r' | 'ɾ' | 'ʁ' | 'ɹ' | 'l' => 8,
        'ç' | 'x' | 'χ' | 'h' => 9,
        'j' | 'ʝ' => 10,
        _ => 0,
    }
}

/// The cost of hearing `a` for `b`: 0 the same, a half for alike sounds (the same [`kin`]), 1 otherwise.
fn substitution(a: char, b: char) -> f32 {
    if a == b {
        0.0
    } else if kin(a) != 0 && kin(a) == kin(b) {
        0.5
    } else {
        1.0
    }
}

/// Edit distance of two phoneme strings (insertions and deletions cost 1), divided by the longer.
pub fn distance(a: &[char], b: &[char]) -> f32 {
    let longer = a.len().max(b.len());
    if longer == 0 {
        return 0.0;
    }
    let mut row: Vec<f32> = (0..=b.len()).map(|j| j as f32).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = (i + 1) as f32;
        for (j, &cb) in b.iter().enumerate() {
            let here = (diagonal + substitution(ca, cb))
                .min(row[j] + 1.0)
                .min(row[j + 1] + 1.0);
            diagonal = row[j + 1];
            row[j + 1] = here;
        }
    }
    row[b.len()] / longer as f32
}

/// The legal moves one or two substitutions away from `tokens` in `pos`, judged (see the module).
pub fn nearest(reader: &Reader, tokens: &[&str], pos: &Chess) -> Understood {
    if tokens.len() > MAX_NEAR_WORDS {
        return Understood::Nothing;
    }
    let options: Vec<Vec<(String, f32)>> = tokens
        .iter()
        .map(|t| reader.sounds().substitutes(t))
        .collect();
    let mut found: Vec<(Move, f32)> = Vec::new();
    let mut words: Vec<&str> = tokens.to_vec();
    let legal = pos.legal_moves();
    let mut note = |words: &[&str], cost: f32| {
        if let Exact::Move(m) = reader.interpreter().read_among(words, pos, &legal) {
            match found.iter_mut().find(|(f, _)| *f == m) {
                Some(entry) => entry.1 = entry.1.min(cost),
                None => found.push((m, cost)),
            }
        }
    };
    for i in 0..tokens.len() {
        for (sub, cost) in &options[i] {
            words[i] = sub;
            note(&words, *cost);
            for j in i + 1..tokens.len() {
                for (sub2, cost2) in &options[j] {
                    words[j] = sub2;
                    note(&words, cost + cost2);
                }
                words[j] = tokens[j];
            }
        }
        words[i] = tokens[i];
    }
    judge(found)
}

/// One candidate clearly nearest: confirm it; several about as near: ambiguous; none: nothing.
fn judge(mut found: Vec<(Move, f32)>) -> Understood {
    found.sort_by(|a, b| a.1.total_cmp(&b.1));
    match found.as_slice() {
        [] => Understood::Nothing,
        [(m, _)] => Understood::Confirm(*m),
        [(m, best), (_, next), ..] if next - best >= MARGIN => Understood::Confirm(*m),
        [(_, best), ..] => {
            let best = *best;
            Understood::Ambiguous(
                found
                    .into_iter()
                    .take_while(|(_, c)| c - best < MARGIN)
                    .map(|(m, _)| m)
                    .collect(),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_is_no_misheard_move() {
        let reader = Reader::new(crate::phonetic::Scheme::Fide, Language::De, Language::De);
        let pos = Chess::default();
        let misheard = "Springa Felix drie";
        assert!(matches!(
            reader.read(misheard, &pos),
            Understood::Confirm(_)
        ));
        let long = [misheard; 6].join(" ");
        assert_eq!(reader.read(&long, &pos), Understood::Nothing);
    }

    #[test]
    fn alike_sounds_cost_less_than_different_ones() {
        let p = |s: &str| phonemes(s);
        assert_eq!(distance(&p("ʃpɾˈɪŋɜ"), &p("ʃpɾˈɪŋɜ")), 0.0);
        let nach_acht = distance(&p("nˈɑːx"), &p("ˈaxt"));
        let nach_springer = distance(&p("nˈɑːx"), &p("ʃpɾˈɪŋɜ"));
        assert!(nach_acht < nach_springer, "{nach_acht} {nach_springer}");
        assert!(distance(&p("tˈɔt"), &p("dˈɔt")) < distance(&p("tˈɔt"), &p("mˈɔt")));
        assert_eq!(distance(&[], &[]), 0.0);
    }
}
