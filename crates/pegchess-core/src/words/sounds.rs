//! How the reader's words sound: their IPA as espeak-ng writes it, one line per word in
//! `sounds.tsv` (`language<TAB>word<TAB>ipa`), generated from the grammar words of every scheme
//! and language by `scripts/word-sounds.sh` (the test `voice::sounds` checks every word has one).
//!
//! The table is data, not a process: the reader stays pure and needs no espeak-ng at run time.

use super::spelling::fold;
use crate::notation::Language;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The generated table.
const TABLE: &str = include_str!("sounds.tsv");

/// The IPA of `word` as a word of `language` (any spelling of the word), if the table has it.
pub fn ipa(language: Language, word: &str) -> Option<&'static str> {
    static MAP: OnceLock<HashMap<(Language, String), &'static str>> = OnceLock::new();
    let map = MAP.get_or_init(|| {
        TABLE
            .lines()
            .filter_map(|line| {
                let mut parts = line.split('\t');
                let language = parts.next()?.parse().ok()?;
                let word = parts.next()?;
                let ipa = parts.next()?;
                Some(((language, fold(word)), ipa))
            })
            .collect()
    });
    map.get(&(language, fold(word))).copied()
}
