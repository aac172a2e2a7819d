//! Sheets made with liblouis's own tables of each language, grade 1 and grade 2 where liblouis has it
//! (en-ueb-g1 and g2; de-g0, g1 and g2; hu-hu-g1 and g2; fi; da-dk-g16 and g26), as a blind player's
//! note-taker writes the print moves: every corpus game's moves, in BRF and in Unicode Braille, read back
//! to its moves (a seeded sample of the games in the test command, all of them in `scripts/sweep`). A grade 2 table's groupsigns inside a move (`Ned3` with the `ed` sign) are read by
//! writing the legal moves with the table. A table without capitals (German, Hungarian grade 2) may leave
//! a move read two ways, noted: where both readings read to the end, the game's move may be the one kept
//! as the other reading.

use crate::sheet::{corpus, for_every_language};
use pegchess::config::BrailleCode;
use pegchess::notation::Language;
use pegchess::sheet::blind_file::read_sheets;
use pegchess::sheet::braille::Encoding;
use pegchess::sheet::louis::lou_translate;
use pegchess::sheet::read::Problem;
use pegchess::sheet::{Writing, move_lines};

/// liblouis's literary tables of a language, grade 1 (or 0) first.
fn tables(language: Language) -> &'static [&'static str] {
    match language {
        Language::En => &["en-ueb-g1.ctb", "en-ueb-g2.ctb"],
        Language::De => &["de-g0.utb", "de-g1.ctb", "de-g2.ctb"],
        Language::Hu => &["hu-hu-g1.ctb", "hu-hu-g2.ctb"],
        Language::Fi => &["fi.utb"],
        Language::Da => &["da-dk-g16.ctb", "da-dk-g26.ctb"],
    }
}

#[test]
fn liblouis_made_sheets_of_every_corpus_game_read_back_in_each_languages_tables() {
    // 16 of the 134 games in the test command.
    let games = crate::support::Sweep::new("liblouis-made sheets").sample(corpus(), 16);
    for_every_language(|language| {
        let writing = Writing {
            notation: language,
            figurines: false,
        };
        let print: Vec<Vec<String>> = games
            .iter()
            .map(|g| move_lines(g, writing, false))
            .collect();
        // One liblouis run for every game's lines, per table and encoding.
        let all: Vec<String> = print.iter().flatten().cloned().collect();
        for table in tables(language) {
            for encoding in [Encoding::Brf, Encoding::Unicode] {
                let list = format!("{},{table}", encoding.display_table());
                let mut cells = lou_translate(&list, &all, false)
                    .expect("liblouis writes")
                    .into_iter();
                let sheets: Vec<String> = print
                    .iter()
                    .map(|lines| {
                        cells
                            .by_ref()
                            .take(lines.len())
                            .collect::<Vec<_>>()
                            .join("\n")
                    })
                    .collect();
                let files = super::files(&sheets, &games);
                let reading = super::reading(language, BrailleCode::Literary);
                let read = read_sheets(&files, encoding, reading).expect("liblouis reads");
                for ((game, r), sheet) in games.iter().zip(&read).zip(&sheets) {
                    let what = format!("{table} {encoding:?}: {}", game.title());
                    let moves: Vec<_> = r.sheet.moves().iter().map(|m| m.mv).collect();
                    let want: Vec<_> = game.plies.iter().map(|p| p.mv).collect();
                    // A move read two ways may be taken the other way where both read to the end: the
                    // game's move is then its other reading, kept for the comparison.
                    let other = |ply: usize, mv| {
                        r.alternatives.iter().any(|a| a.ply == ply && a.other == mv)
                    };
                    let first_off = (0..moves.len().min(want.len())).find(|&i| moves[i] != want[i]);
                    if let Some(ply) = first_off {
                        // From there on the sheet is the comparison's to decide.
                        assert!(other(ply, want[ply]), "{what}: {ply} {:?}", r.problems);
                        continue;
                    }
                    assert_eq!(moves.len(), want.len(), "{what}: {:?}\n{sheet}", r.problems);
                    assert_eq!(r.unread, 0, "{what}");
                    let two_ways = |p: &Problem| matches!(p, Problem::TwoWays { .. });
                    assert!(
                        r.problems.iter().all(|p| two_ways(&p.problem)),
                        "{what}: {:?}",
                        r.problems
                    );
                }
            }
        }
    });
}
