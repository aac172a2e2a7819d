//! The spellings a back-translated move may stand for: the table's own (German Braille writes no
//! capitals, the Finnish sheet's hyphen, the compact code's signs) and a hand's slips (a capital or
//! number sign left out, a capture colon, castling in any hand's form, a word in capitals), and which of
//! two legal readings is written as SAN writes it. Pure.

use super::compact;
use crate::config::BrailleCode;
use crate::notation::san::role_for_letter;
use crate::notation::{Language, format_san};
use shakmaty::san::{San, SanPlus};
use shakmaty::{Chess, Move};

/// The most characters of a word whose letters and digits are read both ways (longer words are read as
/// written).
const MAX_FLIPPED_WORD: usize = 12;

/// Whether `written` is `mv` as SAN writes it in `edition`'s letters, or written from its square, or a
/// pawn's step with its file before it (`bb3`, a hand's bishop move without its capital, is the pawn's
/// b3 too) (case, `=` and the signs after it aside).
pub fn as_san_writes_it(written: &str, mv: Move, pos: &Chess, edition: Language) -> bool {
    let san = San::from_move(pos, mv);
    let mut full = san;
    if let (San::Normal { file, rank, .. }, Some(from)) = (&mut full, mv.from()) {
        *file = Some(from.file());
        *rank = Some(from.rank());
    }
    let step = match (mv.is_capture(), mv.role(), mv.from()) {
        (false, shakmaty::Role::Pawn, Some(from)) => Some(from.file().char()),
        _ => None,
    };
    [san, full].into_iter().any(|san| {
        let print = plain(&format_san(edition, SanPlus { san, suffix: None }));
        let written = plain(written);
        print == written || step.is_some_and(|f| format!("{f}{print}") == written)
    })
}

/// The spellings a back-translated move may stand for (`code`: the code the sheet's moves are in). German Braille writes no capitals: `sf3` is read
/// as written (the reader takes lower-case piece letters that are no file), `dxe5` both as the pawn's and
/// as the queen's (`D`), and a promotion's piece letter in capitals.
pub fn spellings(language: Language, code: Option<BrailleCode>, word: &str) -> Vec<String> {
    if code == Some(BrailleCode::Compact) {
        return vec![compact::spelling(word)];
    }
    let mut out = vec![word.to_string()];
    if language == Language::Fi {
        // The Finnish sheet writes a hyphen after a rank that tells two pieces apart, before a capture too.
        return vec![word.replace("-x", "x")];
    }
    if language != Language::De {
        return out;
    }
    // A promotion's piece, after `=` or straight after the rank (`c1d`, `e8=d`), is a capital.
    let chars: Vec<char> = word.chars().collect();
    let promoted: String = chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let before = i.checked_sub(1).map(|p| chars[p]);
            let last = chars[i + 1..]
                .iter()
                .all(|n| matches!(n, '+' | '#' | '!' | '?'));
            match before {
                Some('=' | '1' | '8') if last && matches!(c, 'd' | 't' | 'l' | 's') => {
                    c.to_ascii_uppercase()
                }
                _ => c,
            }
        })
        .collect();
    out[0] = promoted.clone();
    if let Some(rest) = promoted.strip_prefix('d') {
        out.push(format!("D{rest}"));
    }
    out
}

/// Whether `written` is `mv` exactly as SAN writes it in `edition`'s letters (case included; `=` and the
/// signs after it aside).
pub fn is_san(written: &str, mv: Move, pos: &Chess, edition: Language) -> bool {
    let san = SanPlus {
        san: San::from_move(pos, mv),
        suffix: None,
    };
    let bare = |t: &str| t.trim_end_matches(['+', '#', '!', '?']).replace('=', "");
    bare(&format_san(edition, san)) == bare(written)
}

/// A written move without the signs after it and `=`, in lower case.
fn plain(t: &str) -> String {
    t.trim_end_matches(['+', '#', '!', '?'])
        .replace('=', "")
        .to_lowercase()
}

/// The spellings a back-translated word may stand for when its hand left a sign out or wrote a sign of
/// its own, the word as written first: a capture colon (`e4:d5`, German's; liblouis's German table
/// reads its capture sign as `╳`) as `x`; castling's zeros as letters `j` (a number sign before
/// `j-j`), letter O, or lower zeros (`"` or `)`) as `0-0`; a word in capitals (a capitals sign) in
/// its letters' case; a lower-case piece letter also as the capital (a capital sign left out: `bb3`
/// is the pawn's b3 and the bishop's Bb3); and a file letter where a rank belongs also as that rank's
/// digit (a number sign left out: `ed` is e4), a digit where a file belongs also as its letter (a number
/// sign's digits running on past a colon or a rank: `e4:45` is e4:d5, Finnish `T675` is T6g5). `capital`:
/// whether a piece letter has a capital form (not in the compact code, whose piece letters are small).
pub fn hand_spellings(notation: Language, word: &str, capital: bool) -> Vec<String> {
    let mut out = vec![word.to_string()];
    let add = |s: String, out: &mut Vec<String>| {
        if !out.contains(&s) {
            out.push(s);
        }
    };
    let normal = normalised(word);
    add(normal.clone(), &mut out);
    let mut bases = vec![normal.clone()];
    if let Some(first) = normal.chars().next()
        && capital
        && first.is_lowercase()
        && role_for_letter(notation, first.to_ascii_uppercase()).is_some()
    {
        let capital: String = std::iter::once(first.to_ascii_uppercase())
            .chain(normal.chars().skip(1))
            .collect();
        add(capital.clone(), &mut out);
        bases.push(capital);
    }
    for base in bases {
        for flipped in flips(&base) {
            add(flipped, &mut out);
        }
    }
    out
}

/// A word with its capture colon as `x`, its castling as zeros and hyphens, and its capitals (past the
/// first letter) in lower case.
fn normalised(word: &str) -> String {
    let word: String = word
        .chars()
        .map(|c| match c {
            ':' | '╳' | '×' => 'x',
            '\u{2010}'..='\u{2015}' | '\u{2212}' => '-',
            c => c,
        })
        .collect();
    let marks = word.trim_end_matches(['+', '#', '!', '?']);
    let castle = marks.split('-').count() >= 2
        && marks.split('-').all(|part| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| matches!(c, '0' | 'o' | 'O' | 'j' | 'J' | '"' | ')'))
        });
    if castle {
        let zeros: String = marks
            .chars()
            .filter(|&c| c != '-')
            .map(|_| "0")
            .collect::<Vec<_>>()
            .join("-");
        return format!("{zeros}{}", &word[marks.len()..]);
    }
    // A capitals-word sign before the move: its first letters all capitals (`RE6`, `NBD7`).
    let mut chars = word.chars();
    if chars.next().is_some_and(|c| c.is_ascii_uppercase())
        && chars.next().is_some_and(|c| c.is_ascii_uppercase())
    {
        let mut chars = word.chars();
        let first = chars.next().map(String::from).unwrap_or_default();
        return first + &chars.as_str().to_lowercase();
    }
    word
}

/// The word with one or two of its letters read as digits where a rank belongs (a file letter a to h
/// straight after a file letter, not before a digit) or of its digits read as letters where a file
/// belongs (a digit 1 to 8 straight after a digit or a capture sign).
fn flips(word: &str) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    if chars.len() > MAX_FLIPPED_WORD {
        return Vec::new();
    }
    let file = |c: char| ('a'..='h').contains(&c);
    let rank = |c: char| ('1'..='8').contains(&c);
    let spots: Vec<(usize, char)> = (1..chars.len())
        .filter_map(|i| {
            let (before, c) = (chars[i - 1], chars[i]);
            let next_digit = chars.get(i + 1).is_some_and(char::is_ascii_digit);
            if file(c) && file(before) && !next_digit {
                let digit = char::from_digit(u32::from(c) - u32::from('a') + 1, 10)?;
                Some((i, digit))
            } else if rank(c) && (before.is_ascii_digit() || before == 'x') {
                let letter = char::from_u32(u32::from(c) - u32::from('1') + u32::from('a'))?;
                Some((i, letter))
            } else {
                None
            }
        })
        .collect();
    let flip = |picked: &[(usize, char)]| -> String {
        let mut c = chars.clone();
        for &(i, to) in picked {
            c[i] = to;
        }
        c.into_iter().collect()
    };
    let mut out = Vec::new();
    for (n, a) in spots.iter().enumerate() {
        out.push(flip(&[*a]));
        for b in &spots[n + 1..] {
            out.push(flip(&[*a, *b]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_spellings_read_each_slip_both_ways() {
        let en = |w| hand_spellings(Language::En, w, true);
        assert!(en("bb3").contains(&"Bb3".to_string()));
        assert!(en("ed").contains(&"e4".to_string()));
        assert!(en("nfc").contains(&"Nf3".to_string()));
        assert!(en("e4:45").contains(&"e4xd5".to_string()));
        assert!(en("0-j-j").contains(&"0-0-0".to_string()));
        assert!(en("\"-\"").contains(&"0-0".to_string()));
        assert!(en("RE6").contains(&"Re6".to_string()));
        assert_eq!(hand_spellings(Language::De, "e4╳d5", true)[1], "e4xd5");
        assert!(hand_spellings(Language::Fi, "T675", true).contains(&"T6g5".to_string()));
    }
}
