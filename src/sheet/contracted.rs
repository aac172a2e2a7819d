//! Moves written with a contracted (grade 2) table, read by writing them. liblouis does not read its own
//! groupsigns back inside a move (en-ueb-g2 writes `Ned3` with the `ed` sign and reads it back as `N△`;
//! de-g2 reads `Sge2` as `s&2`; da-dk-g26 reads `Sgeveb`), so where the reading of a sheet stops, every
//! legal move of the position there is written with the contracted table, and a word of the stopped lines
//! whose cells are exactly one move's cells is read as that move. Nothing is guessed: cells that two moves
//! write alike, or that no legal move writes, stay as liblouis read them.

use super::Writing;
use super::braille::Encoding;
use super::cells::brf_to_unicode;
use super::read::{BackLine, BlindSheet, Problem};
use crate::notation::Language;
use crate::notation::san::san_plus;
use shakmaty::{Chess, Position};
use std::collections::HashMap;

/// A stopped sheet's lines to read again by writing, and the position the first of their moves is played
/// in.
#[derive(Debug, Clone)]
pub struct Stopped {
    /// Indexes into the sheet's lines: the line the reading stopped at, and the lines before it that did
    /// not read (a move alone on its line).
    pub lines: Vec<usize>,
    /// The position after the moves read.
    pub position: Chess,
}

/// Where a sheet's reading stopped on lines that may hold contracted moves: the line that ended it and
/// the unread lines just before it, else the unread lines at the sheet's end.
pub fn stopped(blind: &BlindSheet, lines: &[BackLine]) -> Option<Stopped> {
    let unread = |p: &Problem| {
        matches!(
            p,
            Problem::Noise
                | Problem::Missing { .. }
                | Problem::Illegible { .. }
                | Problem::Illegal { .. }
        )
    };
    let ends = |p: &Problem| !matches!(p, Problem::Noise) && unread(p);
    let problems = &blind.problems;
    let end = problems.iter().position(|p| ends(&p.problem)).or_else(|| {
        problems
            .last()
            .is_some_and(|p| unread(&p.problem))
            .then(|| problems.len() - 1)
    })?;
    let first = problems[..end]
        .iter()
        .rposition(|p| !matches!(p.problem, Problem::Noise))
        .map_or(0, |k| k + 1);
    let index = |number: usize| lines.iter().position(|l| l.number == number);
    let lines: Vec<usize> = problems[first..=end]
        .iter()
        .filter(|p| unread(&p.problem))
        .filter_map(|p| index(p.line))
        .collect();
    (!lines.is_empty()).then(|| Stopped {
        lines,
        position: blind.sheet.position(),
    })
}

/// Every way the sheet may write the legal moves of `position` and the replies to them (a line holds a
/// move pair): as SAN writes them in the reading's letters, and without a check or mate sign.
pub fn writings(position: &Chess, notation: Language) -> Vec<String> {
    let writing = Writing {
        notation,
        figurines: false,
    };
    let mut out: Vec<String> = Vec::new();
    let mut write = |position: &Chess, m| {
        let san = writing.san(san_plus(position, m));
        out.push(san.trim_end_matches(['+', '#']).to_string());
        out.push(san);
    };
    for m in position.legal_moves() {
        write(position, m);
        let mut after = position.clone();
        after.play_unchecked(m);
        for reply in after.legal_moves() {
            write(&after, reply);
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The moves' cells (as liblouis wrote `prints` with the contracted table), each to its print: cells that
/// two different moves write alike are left out.
pub fn by_cells(
    prints: &[String],
    cells: &[String],
    encoding: Encoding,
) -> HashMap<String, String> {
    let mut out: HashMap<String, Option<String>> = HashMap::new();
    for (print, cells) in prints.iter().zip(cells) {
        let key = unicode(cells.trim(), encoding);
        let entry = out.entry(key).or_insert_with(|| Some(print.clone()));
        // The same move with and without its sign may write alike; two moves may not.
        if entry
            .as_ref()
            .is_some_and(|p| p.trim_end_matches(['+', '#']) != print.trim_end_matches(['+', '#']))
        {
            *entry = None;
        }
    }
    out.into_iter()
        .filter_map(|(cells, print)| Some((cells, print?)))
        .collect()
}

/// A line's contracted reading with every word whose cells are one move's cells replaced by the move, and
/// every other word taken from the literary reading where it has as many words (the move number reads there).
/// `None` when no word is a move's.
pub fn rewritten(
    line: &BackLine,
    moves: &HashMap<String, String>,
    encoding: Encoding,
    language: Language,
) -> Option<String> {
    let cells = line.cells.as_ref().ok()?;
    let cells = unicode(&super::slips::erase(cells, language), encoding);
    let words: Vec<&str> = cells
        .split([' ', '\u{2800}'])
        .filter(|w| !w.is_empty())
        .collect();
    let literary: Vec<&str> = line.literary.split_whitespace().collect();
    let contracted: Vec<&str> = line.contracted.split_whitespace().collect();
    let fallback = match (
        literary.len() == words.len(),
        contracted.len() == words.len(),
    ) {
        (true, _) => literary,
        (false, true) => contracted,
        (false, false) => return None,
    };
    let mut any = false;
    let out: Vec<&str> = words
        .iter()
        .zip(fallback)
        .map(|(w, f)| match moves.get(*w) {
            Some(print) => {
                any = true;
                print.as_str()
            }
            None => f,
        })
        .collect();
    let out = out.join(" ");
    (any && out != line.contracted).then_some(out)
}

/// Cells as Unicode Braille patterns, whatever the file's encoding.
fn unicode(cells: &str, encoding: Encoding) -> String {
    match encoding {
        Encoding::Brf => brf_to_unicode(cells),
        Encoding::Unicode => cells.to_string(),
    }
}
