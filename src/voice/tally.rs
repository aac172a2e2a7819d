//! How well the recogniser hears labelled recordings (`pegchess listen --wav-dir`): the words meant
//! aligned with the words heard, word and move accuracy, and which word was heard for which.

use crate::words::spelling::fold;
use crate::words::tokens;
use std::collections::BTreeMap;

/// Word and move accuracy over labelled recordings, and the words heard for others.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Tally {
    /// Recordings decoded.
    pub recordings: usize,
    /// Words meant, over all recordings.
    pub words: usize,
    /// Words meant that were heard as such (aligned word by word).
    pub words_right: usize,
    /// Recordings whose meant words read as a move or a command.
    pub readings: usize,
    /// Of those, the recordings whose heard words read the same.
    pub readings_right: usize,
    /// (meant, heard) word pairs and how often; "-" for a word missing or extra.
    pub confusions: BTreeMap<(String, String), usize>,
}

impl Tally {
    /// Adds one recording: the words meant, the words heard, and whether both read the same
    /// (`None` when the meant words read as nothing, so the recording has no move to get right).
    pub fn add(&mut self, meant: &str, heard: &str, same_reading: Option<bool>) {
        let meant: Vec<String> = tokens(meant).into_iter().map(fold).collect();
        let heard: Vec<String> = tokens(heard).into_iter().map(fold).collect();
        self.recordings += 1;
        self.words += meant.len();
        self.readings += usize::from(same_reading.is_some());
        self.readings_right += usize::from(same_reading == Some(true));
        for pair in align(&meant, &heard) {
            match pair {
                (Some(m), Some(h)) if m == h => self.words_right += 1,
                (m, h) => {
                    let key = (m.unwrap_or("-").to_string(), h.unwrap_or("-").to_string());
                    *self.confusions.entry(key).or_default() += 1;
                }
            }
        }
    }
}

impl std::fmt::Display for Tally {
    /// `recordings: N`, `word accuracy: R/W (P%)`, `move accuracy: R/N (P%)`, then
    /// `confusions: meant->heard xK, ...` (or `confusions: none`), one per line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let percent = |a: usize, b: usize| 100.0 * a as f64 / b.max(1) as f64;
        writeln!(f, "recordings: {}", self.recordings)?;
        writeln!(
            f,
            "word accuracy: {}/{} ({:.1}%)",
            self.words_right,
            self.words,
            percent(self.words_right, self.words)
        )?;
        writeln!(
            f,
            "move accuracy: {}/{} ({:.1}%)",
            self.readings_right,
            self.readings,
            percent(self.readings_right, self.readings)
        )?;
        let mut confusions: Vec<_> = self.confusions.iter().collect();
        confusions.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let list: Vec<String> = confusions
            .iter()
            .map(|((m, h), n)| format!("{m}->{h} x{n}"))
            .collect();
        let list = if list.is_empty() {
            "none".to_string()
        } else {
            list.join(", ")
        };
        writeln!(f, "confusions: {list}")
    }
}

/// The word-by-word alignment of `a` and `b` with the fewest edits: pairs of words, `None` for a
/// word missing on one side.
fn align<'a>(a: &'a [String], b: &'a [String]) -> Vec<(Option<&'a str>, Option<&'a str>)> {
    let (n, m) = (a.len(), b.len());
    let mut cost = vec![vec![0usize; m + 1]; n + 1];
    for (i, row) in cost.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, c) in cost[0].iter_mut().enumerate() {
        *c = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let sub = cost[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]);
            cost[i][j] = sub.min(cost[i - 1][j] + 1).min(cost[i][j - 1] + 1);
        }
    }
    let mut pairs = Vec::new();
    let (mut i, mut j) = (n, m);
    while i > 0 || j > 0 {
        if i > 0 && j > 0 && cost[i][j] == cost[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]) {
            pairs.push((Some(a[i - 1].as_str()), Some(b[j - 1].as_str())));
            (i, j) = (i - 1, j - 1);
        } else if i > 0 && cost[i][j] == cost[i - 1][j] + 1 {
            pairs.push((Some(a[i - 1].as_str()), None));
            i -= 1;
        } else {
            pairs.push((None, Some(b[j - 1].as_str())));
            j -= 1;
        }
    }
    pairs.reverse();
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tally_aligns_words_and_counts_confusions() {
        let mut t = Tally::default();
        t.add(
            "Springer nach Felix drei",
            "springer acht felix drei",
            Some(false),
        );
        t.add("Eva vier", "eva vier", Some(true));
        t.add("Eva vier", "eva", Some(false));
        t.add("Guten Tag", "", None);
        assert_eq!((t.recordings, t.words, t.words_right), (4, 10, 6));
        assert_eq!((t.readings, t.readings_right), (3, 1));
        assert_eq!(t.confusions[&("nach".into(), "acht".into())], 1);
        assert_eq!(t.confusions[&("vier".into(), "-".into())], 1);
        let text = t.to_string();
        assert!(text.contains("word accuracy: 6/10 (60.0%)"), "{text}");
        assert!(text.contains("move accuracy: 1/3 (33.3%)"), "{text}");
    }
}
