//! Braille as blind players write it (issue 42's item 3): small hand-made sheets, each with one slip,
//! in each of the five languages, read through the real liblouis back-translation (`read_sheets`, the
//! path `pegchess arbiter --blind` takes) as the blind player meant them. Each case's comment quotes the
//! slip. The cells are written out as a hand writes them: the language's table's own cells (as
//! `lou_translate` writes the print), with the slip made in the cells.

use pegchess::config::BrailleCode;
use pegchess::notation::Language;
use pegchess::sheet::blind_file::read_sheets;
use pegchess::sheet::braille::Encoding;
use pegchess::sheet::read::{BlindSheet, Problem};
use shakmaty::Chess;

/// Unicode Braille.
pub(super) const U: Encoding = Encoding::Unicode;
/// BRF.
pub(super) const B: Encoding = Encoding::Brf;

/// A hand-made sheet: its language, encoding and text, and the moves (SAN) it means.
pub(super) type Case<'a> = (Language, Encoding, &'a str, &'a [&'a str]);

/// Reads each case's sheet in its language's literary reading, all the sheets of a language and encoding
/// in one `read_sheets` call (one liblouis run per table).
pub(super) fn read_cases(cases: &[Case]) -> Vec<BlindSheet> {
    let start = Chess::default();
    let mut out: Vec<Option<BlindSheet>> = vec![None; cases.len()];
    for language in Language::ALL.iter().copied() {
        for encoding in [U, B] {
            let at: Vec<usize> = (0..cases.len())
                .filter(|&i| cases[i].0 == language && cases[i].1 == encoding)
                .collect();
            if at.is_empty() {
                continue;
            }
            let files: Vec<(&[u8], &Chess)> = at
                .iter()
                .map(|&i| (cases[i].2.as_bytes(), &start))
                .collect();
            let reading = super::reading(language, BrailleCode::Literary);
            let read = read_sheets(&files, encoding, reading).expect("liblouis reads");
            for (i, r) in at.into_iter().zip(read) {
                out[i] = Some(r);
            }
        }
    }
    out.into_iter()
        .map(|r| r.expect("every case read"))
        .collect()
}

pub(super) fn sans(read: &BlindSheet) -> Vec<String> {
    (0..read.sheet.moves().len())
        .map(|i| read.sheet.san(i).expect("a move").to_string())
        .collect()
}

/// Every case reads as exactly its moves, with nothing unread; `notes` says which problems a case may
/// carry (none by default).
fn assert_cases(cases: &[Case], notes: impl Fn(&Problem) -> bool) -> Vec<BlindSheet> {
    let read = read_cases(cases);
    for ((language, encoding, text, want), r) in cases.iter().zip(&read) {
        let what = format!("{language} {encoding:?}:\n{text}");
        assert_eq!(sans(r), *want, "{what}\n{:?}", r.problems);
        assert_eq!(r.unread, 0, "{what}");
        assert!(
            r.problems.iter().all(|p| notes(&p.problem)),
            "{what}\n{:?}",
            r.problems
        );
    }
    read
}

/// A move pair split over two lines: White's move ends a numbered line, Black's stands alone on the next
/// (`Nc6`), or on a line of its own numbered for Black (`3... Bc5`).
#[test]
fn a_pair_split_over_two_lines_and_a_move_alone_read_in_five_languages() {
    let cases: &[Case] = &[
        // 2. Nf3; Nc6; 3. Bc4; 3... Bc5
        (
            Language::En,
            U,
            "⠼⠁⠲⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠲⠀⠠⠝⠋⠼⠉\n⠠⠝⠉⠼⠋\n⠼⠉⠲⠀⠠⠃⠉⠼⠙\n⠼⠉⠲⠲⠲⠀⠠⠃⠉⠼⠑\n⠼⠙⠲⠀⠠⠕⠤⠠⠕⠀⠠⠝⠋⠼⠋",
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"],
        ),
        // 2. Sf3; Sc6; 3. Lc4; 3... Lc5
        (
            Language::De,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠄⠀⠎⠋⠼⠉\n⠎⠉⠼⠋\n⠼⠉⠄⠀⠇⠉⠼⠙\n⠼⠉⠄⠄⠄⠀⠇⠉⠼⠑\n⠼⠙⠄⠀⠕⠤⠕⠀⠎⠋⠼⠋",
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"],
        ),
        // 2. Hf3; Hc6; 3. Fc4; 3... Fc5
        (
            Language::Hu,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠄⠀⠨⠓⠋⠼⠉\n⠨⠓⠉⠼⠋\n⠼⠉⠄⠀⠨⠋⠉⠼⠙\n⠼⠉⠄⠄⠄⠀⠨⠋⠉⠼⠑\n⠼⠙⠄⠀⠨⠕⠤⠨⠕⠀⠨⠓⠋⠼⠋",
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"],
        ),
        // 2. Rf3; Rc6; 3. Lc4; 3... Lc5
        (
            Language::Fi,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠄⠀⠠⠗⠋⠼⠉\n⠠⠗⠉⠼⠋\n⠼⠉⠄⠀⠠⠇⠉⠼⠙\n⠼⠉⠄⠄⠄⠀⠠⠇⠉⠼⠑\n⠼⠙⠄⠀⠠⠕⠤⠠⠕⠀⠠⠗⠋⠼⠋",
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"],
        ),
        // 2. Sf3; Sc6; 3. Lc4; 3... Lc5
        (
            Language::Da,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠄⠀⠠⠎⠋⠼⠉\n⠠⠎⠉⠼⠋\n⠼⠉⠄⠀⠠⠇⠉⠼⠙\n⠼⠉⠄⠄⠄⠀⠠⠇⠉⠼⠑\n⠼⠙⠄⠀⠠⠕⠤⠠⠕⠀⠠⠎⠋⠼⠋",
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"],
        ),
    ];
    assert_cases(cases, |_| false);
}

/// A move number wrong in either direction (repeated, one ahead with no move missing, one behind): the
/// moves decide; the line is noted as a wrong number and read.
#[test]
fn a_wrong_move_number_is_noted_and_read_when_the_moves_fit() {
    let cases: &[Case] = &[
        // 1. Nf3 Nc6 (repeated), 4. Bc4 Bc5 (one ahead), 3. O-O Nf6 (one behind)
        (
            Language::En,
            U,
            "⠼⠁⠲⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠁⠲⠀⠠⠝⠋⠼⠉⠀⠠⠝⠉⠼⠋\n⠼⠙⠲⠀⠠⠃⠉⠼⠙⠀⠠⠃⠉⠼⠑\n⠼⠉⠲⠀⠠⠕⠤⠠⠕⠀⠠⠝⠋⠼⠋",
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"],
        ),
        // 1. Sf3 Sc6 (repeated), 4. Lc4 Lc5 (one ahead), 3. O-O Sf6 (one behind)
        (
            Language::De,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠁⠄⠀⠎⠋⠼⠉⠀⠎⠉⠼⠋\n⠼⠙⠄⠀⠇⠉⠼⠙⠀⠇⠉⠼⠑\n⠼⠉⠄⠀⠕⠤⠕⠀⠎⠋⠼⠋",
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"],
        ),
        // 1. Hf3 Hc6 (repeated), 4. Fc4 Fc5 (one ahead), 3. O-O Hf6 (one behind)
        (
            Language::Hu,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠁⠄⠀⠨⠓⠋⠼⠉⠀⠨⠓⠉⠼⠋\n⠼⠙⠄⠀⠨⠋⠉⠼⠙⠀⠨⠋⠉⠼⠑\n⠼⠉⠄⠀⠨⠕⠤⠨⠕⠀⠨⠓⠋⠼⠋",
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"],
        ),
        // 1. Rf3 Rc6 (repeated), 4. Lc4 Lc5 (one ahead), 3. O-O Rf6 (one behind)
        (
            Language::Fi,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠁⠄⠀⠠⠗⠋⠼⠉⠀⠠⠗⠉⠼⠋\n⠼⠙⠄⠀⠠⠇⠉⠼⠙⠀⠠⠇⠉⠼⠑\n⠼⠉⠄⠀⠠⠕⠤⠠⠕⠀⠠⠗⠋⠼⠋",
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"],
        ),
        // 1. Sf3 Sc6 (repeated), 4. Lc4 Lc5 (one ahead), 3. O-O Sf6 (one behind)
        (
            Language::Da,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠁⠄⠀⠠⠎⠋⠼⠉⠀⠠⠎⠉⠼⠋\n⠼⠙⠄⠀⠠⠇⠉⠼⠙⠀⠠⠇⠉⠼⠑\n⠼⠉⠄⠀⠠⠕⠤⠠⠕⠀⠠⠎⠋⠼⠋",
            &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"],
        ),
    ];
    let read = assert_cases(cases, |p| matches!(p, Problem::WrongNumber { .. }));
    for r in &read {
        let written: Vec<u32> = r
            .problems
            .iter()
            .filter_map(|p| match p.problem {
                Problem::WrongNumber { written, .. } => Some(written),
                _ => None,
            })
            .collect();
        assert_eq!(written, [1, 4, 3], "{:?}", r.problems);
    }
}

/// A capital sign left out: `bb3` is the bishop's Bb3 or the pawn's b3 (German Braille writes no
/// capitals, so its queen's `dd3` is always read both ways). Both are legal; the next move (Ba4, Qb5, the
/// rook's Rb4) fits only the piece's move, so it is taken, and the pawn's is kept beside it as the other
/// reading, noted as read two ways.
#[test]
fn a_capital_sign_left_out_is_read_both_ways_and_the_other_reading_kept() {
    let cases: &[(Language, Encoding, &str, &[&str], &str)] = &[
        // Bb3 without its capital sign: ⠃⠃⠼⠉
        (
            Language::En,
            U,
            "⠼⠁⠲⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠲⠀⠠⠃⠉⠼⠙⠀⠠⠝⠋⠼⠋\n⠼⠉⠲⠀⠃⠃⠼⠉⠀⠠⠝⠉⠼⠋\n⠼⠙⠲⠀⠠⠃⠁⠼⠙",
            &["e4", "e5", "Bc4", "Nf6", "Bb3", "Nc6", "Ba4"],
            "b3",
        ),
        // Dd3 without its capital sign: ⠙⠙⠼⠉ (German Braille writes no capitals)
        (
            Language::De,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠄⠀⠙⠋⠼⠉⠀⠎⠉⠼⠋\n⠼⠉⠄⠀⠙⠙⠼⠉⠀⠎⠋⠼⠋\n⠼⠙⠄⠀⠙⠃⠼⠑",
            &["e4", "e5", "Qf3", "Nc6", "Qd3", "Nf6", "Qb5"],
            "d3",
        ),
        // Bb3 without its capital sign: ⠃⠃⠼⠉
        (
            Language::Hu,
            U,
            "⠼⠁⠄⠀⠁⠼⠙⠀⠑⠼⠑\n⠼⠃⠄⠀⠨⠃⠁⠼⠉⠀⠨⠓⠋⠼⠋\n⠼⠉⠄⠀⠃⠃⠼⠉⠀⠨⠓⠉⠼⠋\n⠼⠙⠄⠀⠨⠃⠃⠼⠙",
            &["a4", "e5", "Ra3", "Nf6", "Rb3", "Nc6", "Rb4"],
            "b3",
        ),
        // Dd3 without its capital sign: ⠙⠙⠼⠉
        (
            Language::Fi,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠄⠀⠠⠙⠋⠼⠉⠀⠠⠗⠉⠼⠋\n⠼⠉⠄⠀⠙⠙⠼⠉⠀⠠⠗⠋⠼⠋\n⠼⠙⠄⠀⠠⠙⠃⠼⠑",
            &["e4", "e5", "Qf3", "Nc6", "Qd3", "Nf6", "Qb5"],
            "d3",
        ),
        // Dd3 without its capital sign: ⠙⠙⠼⠉
        (
            Language::Da,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠄⠀⠠⠙⠋⠼⠉⠀⠠⠎⠉⠼⠋\n⠼⠉⠄⠀⠙⠙⠼⠉⠀⠠⠎⠋⠼⠋\n⠼⠙⠄⠀⠠⠙⠃⠼⠑",
            &["e4", "e5", "Qf3", "Nc6", "Qd3", "Nf6", "Qb5"],
            "d3",
        ),
    ];
    let plain: Vec<Case> = cases.iter().map(|&(l, e, t, w, _)| (l, e, t, w)).collect();
    let read = assert_cases(&plain, |p| matches!(p, Problem::TwoWays { .. }));
    for ((language, _, _, _, other), r) in cases.iter().zip(&read) {
        assert_eq!(r.alternatives.len(), 1, "{language}: {:?}", r.problems);
        let alternative = &r.alternatives[0];
        assert_eq!(alternative.ply, 4, "{language}");
        let pos = r.sheet.position_after(4);
        let san = shakmaty::san::San::from_move(&pos, alternative.other).to_string();
        assert_eq!(san, *other, "{language}");
        assert_eq!(r.problems.len(), 1, "{language}");
        assert_eq!(r.problems[0].line, 3, "{language}");
    }
}

/// A number sign left out, on the move numbers and on the ranks: liblouis reads `a. ed ee` (the digits
/// as the letters a to j), read as `1. e4 e5`; only the digits make legal moves.
#[test]
fn a_number_sign_left_out_reads_the_digits() {
    let cases: &[Case] = &[
        // no number sign at all: 1. e4 e5 2. Nf3 Nc6
        (
            Language::En,
            U,
            "⠁⠲⠀⠑⠙⠀⠑⠑\n⠃⠲⠀⠠⠝⠋⠉⠀⠠⠝⠉⠋",
            &["e4", "e5", "Nf3", "Nc6"],
        ),
        // no number sign at all: 1. e4 e5 2. Sf3 Sc6
        (
            Language::De,
            U,
            "⠁⠄⠀⠑⠙⠀⠑⠑\n⠃⠄⠀⠎⠋⠉⠀⠎⠉⠋",
            &["e4", "e5", "Nf3", "Nc6"],
        ),
        // no number sign at all: 1. e4 e5 2. Hf3 Hc6
        (
            Language::Hu,
            U,
            "⠁⠄⠀⠑⠙⠀⠑⠑\n⠃⠄⠀⠨⠓⠋⠉⠀⠨⠓⠉⠋",
            &["e4", "e5", "Nf3", "Nc6"],
        ),
        // no number sign at all: 1. e4 e5 2. Rf3 Rc6
        (
            Language::Fi,
            U,
            "⠁⠄⠀⠑⠙⠀⠑⠑\n⠃⠄⠀⠠⠗⠋⠉⠀⠠⠗⠉⠋",
            &["e4", "e5", "Nf3", "Nc6"],
        ),
        // no number sign at all: 1. e4 e5 2. Sf3 Sc6
        (
            Language::Da,
            U,
            "⠁⠄⠀⠑⠙⠀⠑⠑\n⠃⠄⠀⠠⠎⠋⠉⠀⠠⠎⠉⠋",
            &["e4", "e5", "Nf3", "Nc6"],
        ),
    ];
    assert_cases(cases, |_| false);
}

/// A Perkins erasure: full cells (dots 1-2-3-4-5-6, BRF `=`) written over a wrong word, over a wrong cell
/// inside a word, or over a whole line; the erased cells are dropped and the rest is read.
#[test]
fn a_perkins_erasure_is_dropped_and_the_rest_read() {
    let cases: &[Case] = &[
        // 1. e4 [d5 erased] e5; 2. Nf[wrong cell erased]3 Nc6; a line erased
        (
            Language::En,
            U,
            "⠼⠁⠲⠀⠑⠼⠙⠀⠿⠿⠿⠀⠑⠼⠑\n⠼⠃⠲⠀⠠⠝⠋⠿⠼⠉⠀⠠⠝⠉⠼⠋\n⠿⠿⠿⠿⠿⠿\n⠼⠉⠲⠀⠠⠃⠉⠼⠙",
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        ),
        // the same in BRF (= is the full cell): #A4 E#D === E#E / #B4 ,NF=#C ,NC#F / ====== / #C4 ,BC#D
        (
            Language::En,
            B,
            "#A4 E#D === E#E\n#B4 ,NF=#C ,NC#F\n======\n#C4 ,BC#D",
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        ),
        // 1. e4 [d5 erased] e5; 2. Sf[wrong cell erased]3 Sc6; a line erased
        (
            Language::De,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠿⠿⠿⠀⠑⠼⠑\n⠼⠃⠄⠀⠎⠋⠿⠼⠉⠀⠎⠉⠼⠋\n⠿⠿⠿⠿⠿⠿\n⠼⠉⠄⠀⠇⠉⠼⠙",
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        ),
        // the same in BRF (= is the full cell): #A' E#D === E#E / #B' SF=#C SC#F / ====== / #C' LC#D
        (
            Language::De,
            B,
            "#A' E#D === E#E\n#B' SF=#C SC#F\n======\n#C' LC#D",
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        ),
        // 1. e4 [d5 erased] e5; 2. Hf[wrong cell erased]3 Hc6; a line erased
        (
            Language::Hu,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠿⠿⠿⠀⠑⠼⠑\n⠼⠃⠄⠀⠨⠓⠋⠿⠼⠉⠀⠨⠓⠉⠼⠋\n⠿⠿⠿⠿⠿⠿\n⠼⠉⠄⠀⠨⠋⠉⠼⠙",
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        ),
        // the same in BRF (= is the full cell): #A' E#D === E#E / #B' .HF=#C .HC#F / ====== / #C' .FC#D
        (
            Language::Hu,
            B,
            "#A' E#D === E#E\n#B' .HF=#C .HC#F\n======\n#C' .FC#D",
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        ),
        // 1. e4 [d5 erased] e5; 2. Rf[wrong cell erased]3 Rc6; a line erased
        (
            Language::Fi,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠿⠿⠿⠀⠑⠼⠑\n⠼⠃⠄⠀⠠⠗⠋⠿⠼⠉⠀⠠⠗⠉⠼⠋\n⠿⠿⠿⠿⠿⠿\n⠼⠉⠄⠀⠠⠇⠉⠼⠙",
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        ),
        // the same in BRF (= is the full cell): #A' E#D === E#E / #B' ,RF=#C ,RC#F / ====== / #C' ,LC#D
        (
            Language::Fi,
            B,
            "#A' E#D === E#E\n#B' ,RF=#C ,RC#F\n======\n#C' ,LC#D",
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        ),
        // 1. e4 [d5 erased] e5; 2. Sf[wrong cell erased]3 Sc6; a line erased
        (
            Language::Da,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠿⠿⠿⠀⠑⠼⠑\n⠼⠃⠄⠀⠠⠎⠋⠿⠼⠉⠀⠠⠎⠉⠼⠋\n⠿⠿⠿⠿⠿⠿\n⠼⠉⠄⠀⠠⠇⠉⠼⠙",
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        ),
        // the same in BRF (= is the full cell): #A' E#D === E#E / #B' ,SF=#C ,SC#F / ====== / #C' ,LC#D
        (
            Language::Da,
            B,
            "#A' E#D === E#E\n#B' ,SF=#C ,SC#F\n======\n#C' ,LC#D",
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        ),
    ];
    assert_cases(cases, |_| false);
}

/// Each language's capture, check and mate signs, as its literary table writes them: capture `x` (dots
/// 1-3-4-6) everywhere, and the capture colon (dots 2-5, `e4:d5`, German's, read in every language; the
/// German, Hungarian and Danish tables run the number on past it, so liblouis reads `e4:45`); check
/// (English dots 5, 2-3-5; German dots 4, 2-3-5; Hungarian and Finnish dots 2-3-5, which Hungarian reads
/// back as `!`; Danish dots 4-5, 2-3-5); mate (English dots 4-5-6, 1-4-5-6; German dots 4, 3-4-5-6;
/// Hungarian the full cell; Finnish dots 3-4-5-6, which liblouis reads back as nothing; Danish dots 4-5,
/// 3-4-5-6).
#[test]
fn each_languages_capture_check_and_mate_signs_read() {
    let cases: &[Case] = &[
        // x and the table's check sign
        (
            Language::En,
            U,
            "⠼⠁⠲⠀⠑⠼⠙⠀⠙⠼⠑\n⠼⠃⠲⠀⠑⠭⠙⠼⠑⠀⠠⠟⠭⠙⠼⠑\n⠼⠉⠲⠀⠠⠝⠉⠼⠉⠀⠠⠟⠑⠼⠑⠐⠖",
            &["e4", "d5", "exd5", "Qxd5", "Nc3", "Qe5+"],
        ),
        // e4:d5 with the colon, dots 2-5, as a hand writes it
        (
            Language::En,
            U,
            "⠼⠁⠲⠀⠑⠼⠙⠀⠙⠼⠑\n⠼⠃⠲⠀⠑⠼⠙⠒⠙⠼⠑⠀⠠⠟⠭⠙⠼⠑",
            &["e4", "d5", "exd5", "Qxd5"],
        ),
        // the table's mate sign
        (
            Language::En,
            U,
            "⠼⠁⠲⠀⠋⠼⠉⠀⠑⠼⠑\n⠼⠃⠲⠀⠛⠼⠙⠀⠠⠟⠓⠼⠙⠸⠹",
            &["f3", "e5", "g4", "Qh4#"],
        ),
        // x and the table's check sign
        (
            Language::De,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠑⠭⠙⠼⠑⠀⠙⠭⠙⠼⠑\n⠼⠉⠄⠀⠎⠉⠼⠉⠀⠙⠑⠼⠑⠈⠖",
            &["e4", "d5", "exd5", "Qxd5", "Nc3", "Qe5+"],
        ),
        // e4:d5 with the colon, dots 2-5, as a hand writes it
        (
            Language::De,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠑⠼⠙⠒⠙⠼⠑⠀⠙⠭⠙⠼⠑",
            &["e4", "d5", "exd5", "Qxd5"],
        ),
        // the table's mate sign
        (
            Language::De,
            U,
            "⠼⠁⠄⠀⠋⠼⠉⠀⠑⠼⠑\n⠼⠃⠄⠀⠛⠼⠙⠀⠙⠓⠼⠙⠈⠼",
            &["f3", "e5", "g4", "Qh4#"],
        ),
        // x and the table's check sign
        (
            Language::Hu,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠑⠭⠙⠼⠑⠀⠨⠧⠭⠙⠼⠑\n⠼⠉⠄⠀⠨⠓⠉⠼⠉⠀⠨⠧⠑⠼⠑⠖",
            &["e4", "d5", "exd5", "Qxd5", "Nc3", "Qe5+"],
        ),
        // e4:d5 with the colon, dots 2-5, as a hand writes it
        (
            Language::Hu,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠑⠼⠙⠒⠠⠙⠼⠑⠀⠨⠧⠭⠙⠼⠑",
            &["e4", "d5", "exd5", "Qxd5"],
        ),
        // the table's mate sign
        (
            Language::Hu,
            U,
            "⠼⠁⠄⠀⠋⠼⠉⠀⠑⠼⠑\n⠼⠃⠄⠀⠛⠼⠙⠀⠨⠧⠓⠼⠙⠿",
            &["f3", "e5", "g4", "Qh4#"],
        ),
        // x and the table's check sign
        (
            Language::Fi,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠑⠭⠙⠼⠑⠀⠠⠙⠭⠙⠼⠑\n⠼⠉⠄⠀⠠⠗⠉⠼⠉⠀⠠⠙⠑⠼⠑⠖",
            &["e4", "d5", "exd5", "Qxd5", "Nc3", "Qe5+"],
        ),
        // e4:d5 with the colon, dots 2-5, as a hand writes it
        (
            Language::Fi,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠑⠼⠙⠒⠙⠼⠑⠀⠠⠙⠭⠙⠼⠑",
            &["e4", "d5", "exd5", "Qxd5"],
        ),
        // the table's mate sign
        (
            Language::Fi,
            U,
            "⠼⠁⠄⠀⠋⠼⠉⠀⠑⠼⠑\n⠼⠃⠄⠀⠛⠼⠙⠀⠠⠙⠓⠼⠙⠼",
            &["f3", "e5", "g4", "Qh4#"],
        ),
        // x and the table's check sign
        (
            Language::Da,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠑⠭⠙⠼⠑⠀⠠⠙⠭⠙⠼⠑\n⠼⠉⠄⠀⠠⠎⠉⠼⠉⠀⠠⠙⠑⠼⠑⠘⠖",
            &["e4", "d5", "exd5", "Qxd5", "Nc3", "Qe5+"],
        ),
        // e4:d5 with the colon, dots 2-5, as a hand writes it
        (
            Language::Da,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠑⠼⠙⠒⠙⠼⠑⠀⠠⠙⠭⠙⠼⠑",
            &["e4", "d5", "exd5", "Qxd5"],
        ),
        // the table's mate sign
        (
            Language::Da,
            U,
            "⠼⠁⠄⠀⠋⠼⠉⠀⠑⠼⠑\n⠼⠃⠄⠀⠛⠼⠙⠀⠠⠙⠓⠼⠙⠘⠼",
            &["f3", "e5", "g4", "Qh4#"],
        ),
    ];
    assert_cases(cases, |_| false);
}

/// Castling in every written form: kingside in BRF as a note-taker exports it, zeros with a number sign
/// before each (`#J-#J`), one number sign before all (`#J-J`), none (`J-J`), letter O with its capital
/// sign (the language's own: `,O-,O`, Hungarian `.O-.O`; German writes none) and without (`O-O`), lower
/// zeros (dots 3-5-6, BRF `0-0`), each with the hyphen dots 3-6; queenside the same in Unicode Braille. Each
/// form is written by both players on move 5's line after the language's opening.
#[test]
fn castling_reads_in_every_written_form() {
    // The language, its kingside opening (BRF) and letter-O castling, its queenside opening (Unicode)
    // and letter-O castling.
    let openings: [(Language, &str, &str, &str, &str); 5] = [
        (
            Language::En,
            "#A4 E#D E#E\n#B4 ,NF#C ,NC#F\n#C4 ,BC#D ,BC#E\n#D4 ,NC#C ,NF#F\n#E4",
            ",O-,O",
            "⠼⠁⠲⠀⠙⠼⠙⠀⠙⠼⠑\n⠼⠃⠲⠀⠠⠝⠉⠼⠉⠀⠠⠝⠉⠼⠋\n⠼⠉⠲⠀⠠⠃⠋⠼⠙⠀⠠⠃⠋⠼⠑\n⠼⠙⠲⠀⠠⠟⠙⠼⠃⠀⠠⠟⠙⠼⠛\n⠼⠑⠲",
            "⠠⠕⠤⠠⠕⠤⠠⠕",
        ),
        (
            Language::De,
            "#A' E#D E#E\n#B' SF#C SC#F\n#C' LC#D LC#E\n#D' SC#C SF#F\n#E'",
            "O-O",
            "⠼⠁⠄⠀⠙⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠎⠉⠼⠉⠀⠎⠉⠼⠋\n⠼⠉⠄⠀⠇⠋⠼⠙⠀⠇⠋⠼⠑\n⠼⠙⠄⠀⠙⠙⠼⠃⠀⠙⠙⠼⠛\n⠼⠑⠄",
            "⠕⠤⠕⠤⠕",
        ),
        (
            Language::Hu,
            "#A' E#D E#E\n#B' .HF#C .HC#F\n#C' .FC#D .FC#E\n#D' .HC#C .HF#F\n#E'",
            ".O-.O",
            "⠼⠁⠄⠀⠙⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠨⠓⠉⠼⠉⠀⠨⠓⠉⠼⠋\n⠼⠉⠄⠀⠨⠋⠋⠼⠙⠀⠨⠋⠋⠼⠑\n⠼⠙⠄⠀⠨⠧⠙⠼⠃⠀⠨⠧⠙⠼⠛\n⠼⠑⠄",
            "⠨⠕⠤⠨⠕⠤⠨⠕",
        ),
        (
            Language::Fi,
            "#A' E#D E#E\n#B' ,RF#C ,RC#F\n#C' ,LC#D ,LC#E\n#D' ,RC#C ,RF#F\n#E'",
            ",O-,O",
            "⠼⠁⠄⠀⠙⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠠⠗⠉⠼⠉⠀⠠⠗⠉⠼⠋\n⠼⠉⠄⠀⠠⠇⠋⠼⠙⠀⠠⠇⠋⠼⠑\n⠼⠙⠄⠀⠠⠙⠙⠼⠃⠀⠠⠙⠙⠼⠛\n⠼⠑⠄",
            "⠠⠕⠤⠠⠕⠤⠠⠕",
        ),
        (
            Language::Da,
            "#A' E#D E#E\n#B' ,SF#C ,SC#F\n#C' ,LC#D ,LC#E\n#D' ,SC#C ,SF#F\n#E'",
            ",O-,O",
            "⠼⠁⠄⠀⠙⠼⠙⠀⠙⠼⠑\n⠼⠃⠄⠀⠠⠎⠉⠼⠉⠀⠠⠎⠉⠼⠋\n⠼⠉⠄⠀⠠⠇⠋⠼⠙⠀⠠⠇⠋⠼⠑\n⠼⠙⠄⠀⠠⠙⠙⠼⠃⠀⠠⠙⠙⠼⠛\n⠼⠑⠄",
            "⠠⠕⠤⠠⠕⠤⠠⠕",
        ),
    ];
    let kingside = ["#J-#J", "#J-J", "J-J", "O-O", "0-0"];
    let queenside = ["⠼⠚⠤⠼⠚⠤⠼⠚", "⠼⠚⠤⠚⠤⠚", "⠚⠤⠚⠤⠚", "⠕⠤⠕⠤⠕", "⠴⠤⠴⠤⠴"];
    let short = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Nc3", "Nf6", "O-O", "O-O",
    ];
    let long = [
        "d4", "d5", "Nc3", "Nc6", "Bf4", "Bf5", "Qd2", "Qd7", "O-O-O", "O-O-O",
    ];
    let mut texts: Vec<(Language, Encoding, String, &[&str])> = Vec::new();
    for (language, k, o, q, oq) in openings {
        for form in kingside.iter().chain([&o]) {
            texts.push((language, B, format!("{k} {form} {form}"), &short));
        }
        for form in queenside.iter().chain([&oq]) {
            texts.push((language, U, format!("{q}⠀{form}⠀{form}"), &long));
        }
    }
    let cases: Vec<Case> = texts
        .iter()
        .map(|(l, e, t, w)| (*l, *e, t.as_str(), *w))
        .collect();
    assert_cases(&cases, |_| false);
}
