//! An unread line of a hand-made Braille sheet is quoted as Braille and as print with nothing invisible in
//! it, in each of the five languages (issue 42's item 3).

use super::hand::{B, Case, U, read_cases, sans};
use pegchess::notation::Language;
use pegchess::sheet::braille::Encoding;

/// An unread line is quoted as Braille and as print with nothing invisible in it: liblouis leaves a
/// private-use character (English, dots 3-4-6 after a letter) or DEL (German, dots 4-5-6 in a number) in a
/// move it cannot read, and every line's blank cells are quoted as spaces.
#[test]
fn an_unread_line_is_quoted_with_nothing_invisible() {
    use pegchess::ui::{report::line_problem, text::Texts};
    let cases: &[(Language, Encoding, &str, &[&str], &str)] = &[
        // 2. Re?6: a stray cell inside the rook's move, which UEB reads as U+F32B
        (
            Language::En,
            U,
            "⠼⠁⠲⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠲⠀⠠⠗⠑⠬⠼⠋⠀⠠⠝⠉⠼⠋",
            &["e4", "e5"],
            "[U+F32B]",
        ),
        // 2. te?6: dots 4-5-6 inside the number, which the German table reads as DEL
        (
            Language::De,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠼⠃⠄⠀⠞⠑⠼⠸⠼⠋⠀⠎⠉⠼⠋",
            &["e4", "e5"],
            "[U+007F]",
        ),
        // a line of noise with blank cells in it, after the first move line
        (
            Language::Hu,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠯⠯⠀⠯⠯\n⠼⠃⠄⠀⠨⠓⠋⠼⠉",
            &["e4", "e5", "Nf3"],
            "⠯⠯ ⠯⠯",
        ),
        (
            Language::Fi,
            B,
            "#A' E#D E#E\n&& &&\n#B' ,RF#C",
            &["e4", "e5", "Nf3"],
            "⠯⠯ ⠯⠯",
        ),
        (
            Language::Da,
            U,
            "⠼⠁⠄⠀⠑⠼⠙⠀⠑⠼⠑\n⠯⠯⠀⠯⠯\n⠼⠃⠄⠀⠠⠎⠋⠼⠉",
            &["e4", "e5", "Nf3"],
            "⠯⠯ ⠯⠯",
        ),
    ];
    let plain: Vec<Case> = cases.iter().map(|&(l, e, t, w, _)| (l, e, t, w)).collect();
    let read = read_cases(&plain);
    for ((language, _, _, want, shown), r) in cases.iter().zip(&read) {
        assert_eq!(sans(r), *want, "{language}: {:?}", r.problems);
        assert_eq!(r.problems.len(), 1, "{language}: {:?}", r.problems);
        for texts in [Texts::new(*language), Texts::new(Language::En)] {
            let line = line_problem(&r.problems[0], &texts);
            assert!(line.contains(shown), "{language}: {line}");
            let hidden = |c: char| {
                c == '\u{2800}'
                    || (c.is_whitespace() && c != ' ')
                    || c.is_control()
                    || ('\u{E000}'..='\u{F8FF}').contains(&c)
                    || ('\u{200B}'..='\u{200F}').contains(&c)
                    || ('\u{2060}'..='\u{206F}').contains(&c)
            };
            assert!(!line.chars().any(hidden), "{language}: {line:?}");
        }
    }
}
