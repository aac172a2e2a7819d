//! The blind player's Braille score sheet read by the arbiter (D.2.7, D.2.9): every corpus game written by
//! `sheet --braille` (BRF and Unicode, literary and compact, five languages) reads back to its moves (a
//! seeded sample of the games in the test command, all of them in `scripts/sweep`);
//! hand-made sheets with the slips people make (a wrong move number, a missing move, a line of noise, a
//! cell of another table, bytes that are no Braille) read as they should; the compact code checked
//! against the code's own published examples; and the three-sheet comparison through the real binary.
//! `hand.rs`: sheets with the slips blind players make by hand, in five languages (`quote.rs`: their
//! unread lines quoted visibly); `tables.rs`: sheets made with liblouis's own tables of each language.

mod hand;
mod quote;
mod tables;

use crate::sheet::{corpus, for_every_language};
use crate::support::pegchess;
use pegchess::config::BrailleCode;
use pegchess::live::sheets::{BrailleOptions, braille_sheet, lou_translate, move_tables};
use pegchess::notation::Language;
use pegchess::sheet::blind_file::read_sheets;
use pegchess::sheet::braille::{BraillePageSize, Encoding};
use pegchess::sheet::read::{BlindSheet, Problem, Reading};
use pegchess::sheet::{Game, Writing};
use shakmaty::Chess;
use std::path::Path;

fn options(language: Language, encoding: Encoding, code: BrailleCode) -> BrailleOptions {
    BrailleOptions {
        language,
        writing: Writing {
            notation: language,
            figurines: false,
        },
        encoding,
        contracted: false,
        clocks: false,
        size: BraillePageSize::default(),
        code,
    }
}

fn reading(language: Language, code: BrailleCode) -> Reading {
    Reading {
        language,
        notation: language,
        code,
    }
}

/// Each sheet with its game's start, for `read_sheets`.
fn files<'a>(sheets: &'a [String], games: &'a [Game]) -> Vec<(&'a [u8], &'a Chess)> {
    sheets
        .iter()
        .zip(games)
        .map(|(s, g)| (s.as_bytes(), &g.start))
        .collect()
}

/// The sheet read back holds exactly the game's moves, and no line was reported.
fn assert_reads_as(game: &Game, read: &BlindSheet, what: &str) {
    let moves: Vec<_> = read.sheet.moves().iter().map(|m| m.mv).collect();
    let want: Vec<_> = game.plies.iter().map(|p| p.mv).collect();
    assert!(read.problems.is_empty(), "{what}: {:?}", read.problems);
    assert_eq!(moves, want, "{what}: {}", game.title());
    assert_eq!(read.unread, 0, "{what}");
}

#[test]
fn every_corpus_sheet_reads_back_to_its_moves_in_both_codes_and_five_languages() {
    // 16 of the 134 games in the test command (about 40 s of the 310 s of all of them).
    let games = crate::support::Sweep::new("Braille sheets read back").sample(corpus(), 16);
    for_every_language(|language| {
        for encoding in [Encoding::Brf, Encoding::Unicode] {
            for code in [BrailleCode::Literary, BrailleCode::Compact] {
                let o = options(language, encoding, code);
                let sheets: Vec<String> = games
                    .iter()
                    .map(|g| braille_sheet(g, &o).expect("a sheet"))
                    .collect();
                let files = files(&sheets, &games);
                // The reader is told the other code first: each line finds its own.
                let other = match code {
                    BrailleCode::Literary => BrailleCode::Compact,
                    BrailleCode::Compact => BrailleCode::Literary,
                };
                let read = read_sheets(&files, encoding, reading(language, other))
                    .expect("liblouis reads");
                for (game, r) in games.iter().zip(&read) {
                    let what = format!("{language} {encoding:?} {code}");
                    assert_reads_as(game, r, &what);
                    if !game.plies.is_empty() {
                        assert_eq!(r.code, Some(code), "{what}");
                    }
                }
            }
        }
    });
}

/// A note-taker's export of the same sheets: BRF in lower-case letters, lines ended by CR LF, a form feed at
/// each page's end. Every corpus game reads back to its moves, in both codes.
#[test]
fn a_note_takers_lower_case_crlf_brf_reads_as_the_sheet() {
    let games = corpus();
    for code in [BrailleCode::Literary, BrailleCode::Compact] {
        let o = options(Language::En, Encoding::Brf, code);
        let sheets: Vec<Vec<u8>> = games
            .iter()
            .map(|g| {
                let sheet = braille_sheet(g, &o).expect("a sheet").to_ascii_lowercase();
                let lines: Vec<&str> = sheet.lines().collect();
                format!("{}\r\n\x0c", lines.join("\r\n")).into_bytes()
            })
            .collect();
        assert!(sheets.iter().all(|s| !s.iter().any(u8::is_ascii_uppercase)));
        let files: Vec<(&[u8], &Chess)> = sheets
            .iter()
            .zip(&games)
            .map(|(s, g)| (s.as_slice(), &g.start))
            .collect();
        let read = read_sheets(&files, Encoding::Brf, reading(Language::En, code))
            .expect("liblouis reads");
        for (game, r) in games.iter().zip(&read) {
            assert_reads_as(game, r, &format!("lower-case CR LF BRF, {code}"));
        }
    }
}

/// Braille of print lines, through the library's liblouis run (the test's own hand, writing a sheet).
fn braille(lines: &[&str], language: Language, code: BrailleCode) -> String {
    let tables = move_tables(Encoding::Unicode, language, code).expect("the tables");
    let lines: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    let cells = lou_translate(&tables, &lines, false).expect("liblouis writes");
    cells.join("\n")
}

fn read_one(text: &str, language: Language, code: BrailleCode) -> BlindSheet {
    let start = Chess::default();
    read_sheets(
        &[(text.as_bytes(), &start)],
        Encoding::Unicode,
        reading(language, code),
    )
    .expect("liblouis reads")
    .remove(0)
}

/// An English literary sheet of these print lines, read back.
fn english(lines: &[&str]) -> BlindSheet {
    let text = braille(lines, Language::En, BrailleCode::Literary);
    read_one(&text, Language::En, BrailleCode::Literary)
}

fn sans(read: &BlindSheet) -> Vec<String> {
    (0..read.sheet.moves().len())
        .map(|i| read.sheet.san(i).expect("a move").to_string())
        .collect()
}

#[test]
fn a_wrong_number_is_reported_and_its_moves_read_on() {
    let read = english(&["1. e4 e5", "2. Nf3 Nc6", "2. Bb5 a6", "4. Ba4 Nf6"]);
    assert_eq!(sans(&read).len(), 8, "{:?}", read.problems);
    assert_eq!(read.problems.len(), 1);
    let p = &read.problems[0];
    assert_eq!(p.line, 3);
    assert!(p.cells.starts_with("⠼⠃⠲"), "{}", p.cells);
    assert!(matches!(p.problem, Problem::WrongNumber { written: 2, .. }));
    // The report's line, in English and in German.
    use pegchess::ui::{report::line_problem, text::Texts};
    let english = line_problem(p, &Texts::new(Language::En));
    assert!(english.starts_with("line 3: ⠼⠃⠲"), "{english}");
    assert!(
        english.ends_with("(read: Bb5 a6): numbered 2, but it is move 3; its moves are read"),
        "{english}"
    );
    let german = line_problem(p, &Texts::new(Language::De));
    assert!(german.contains("⠼⠃⠲") && german.contains('3'), "{german}");
    assert!(!german.contains("numbered"), "{german}");
}

#[test]
fn a_missing_move_ends_the_reading_there_and_the_rest_is_counted() {
    // Black's second move is not written: the third line cannot be read as White's third.
    let read = english(&["1. e4 e5", "2. Nf3", "3. Bb5 a6", "4. Ba4 Nf6"]);
    assert_eq!(sans(&read), ["e4", "e5", "Nf3"]);
    assert_eq!(read.problems.len(), 1, "{:?}", read.problems);
    assert_eq!(read.problems[0].line, 3);
    assert!(matches!(
        read.problems[0].problem,
        Problem::Missing { written: 3, .. }
    ));
    assert_eq!(read.unread, 4);
    // A whole row missing: a number that skips ahead is not read as the next move when its moves do
    // not fit (3. Ba4 cannot be White's second move).
    let read = english(&["1. e4 e5", "3. Ba4 a6"]);
    assert_eq!(sans(&read), ["e4", "e5"]);
}

#[test]
fn a_line_of_noise_is_reported_and_the_moves_go_on() {
    let mut lines = vec![braille(&["1. e4 e5"], Language::De, BrailleCode::Literary)];
    lines.push("⠹⠹⠹⠀⠹".to_string());
    lines.push(braille(
        &["2. Sf3 Sc6"],
        Language::De,
        BrailleCode::Literary,
    ));
    let read = read_one(&lines.join("\n"), Language::De, BrailleCode::Literary);
    assert_eq!(sans(&read), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(read.problems.len(), 1);
    assert_eq!(
        (read.problems[0].line, read.problems[0].cells.as_str()),
        (2, "⠹⠹⠹⠀⠹")
    );
    assert_eq!(read.problems[0].problem, Problem::Noise);
}

#[test]
fn a_cell_from_the_german_table_in_an_english_sheet_is_not_guessed() {
    // UEB writes R6g5 with the grade 1 indicator (dots 5-6) before the g; the German table's letter sign
    // after a digit is dot 6, which UEB reads as a capital: the move cannot be read.
    let start = "r3k3/8/6R1/8/8/8/8/4K1R1 w - - 0 1";
    let english = braille(&["1. R6g5"], Language::En, BrailleCode::Literary);
    assert_eq!(english, "⠼⠁⠲⠀⠠⠗⠼⠋⠰⠛⠼⠑");
    let slip = english.replace('⠰', "⠠");
    let pos: Chess = pegchess::game::pgn::position_from_fen(start).expect("a position");
    let read = |text: &str| {
        read_sheets(
            &[(text.as_bytes(), &pos)],
            Encoding::Unicode,
            reading(Language::En, BrailleCode::Literary),
        )
        .expect("liblouis reads")
        .remove(0)
    };
    assert_eq!(read(&english).sheet.moves().len(), 1);
    let r = read(&slip);
    assert!(r.sheet.moves().is_empty());
    assert_eq!(r.problems.len(), 1);
    assert!(r.problems[0].cells.contains("⠠⠛"), "{:?}", r.problems[0]);
    assert!(
        matches!(r.problems[0].problem, Problem::Illegible { .. }),
        "{:?}",
        r.problems[0]
    );
    // A German piece (no capital sign, the German letter: s for the knight) in an English sheet.
    let english = braille(
        &["1. e4 e5", "2. Nf3 Nc6"],
        Language::En,
        BrailleCode::Literary,
    );
    let slip = english.replacen("⠠⠝⠋", "⠎⠋", 1);
    let r = read_one(&slip, Language::En, BrailleCode::Literary);
    assert_eq!(sans(&r), ["e4", "e5"]);
    assert_eq!(r.problems[0].line, 2);
    assert!(matches!(r.problems[0].problem, Problem::Illegible { .. }));
    assert_eq!(r.unread, 1);
}

#[test]
fn hostile_bytes_are_reported_by_line_and_never_panic() {
    let mut bytes = b"#A4 E#D E#E\r\n\x01\x02 junk\r\n".to_vec();
    bytes.extend_from_slice(&[0xff, 0xfe, b'\n']);
    bytes.extend_from_slice(&vec![b'A'; 5000]);
    bytes.extend_from_slice(b"\n#B4 ,NF#C ,NC#F\n");
    let start = Chess::default();
    let read = read_sheets(
        &[(bytes.as_slice(), &start)],
        Encoding::Brf,
        reading(Language::En, BrailleCode::Literary),
    )
    .expect("liblouis reads")
    .remove(0);
    assert_eq!(sans(&read), ["e4", "e5", "Nf3", "Nc6"]);
    let lines: Vec<usize> = read.problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, [2, 3, 4], "{:?}", read.problems);
    assert!(
        read.problems
            .iter()
            .all(|p| matches!(p.problem, Problem::NotBraille(_)))
    );
    // The same bytes as a Unicode Braille file: nothing there is a pattern, nothing panics.
    let read = read_sheets(
        &[(bytes.as_slice(), &start)],
        Encoding::Unicode,
        reading(Language::En, BrailleCode::Literary),
    )
    .expect("liblouis reads");
    assert!(read[0].sheet.moves().is_empty());
}

/// The code's examples, from the UK's Braille Chess Code and Layout, 2015 edition for UEB (Braille
/// Authority of the UK, published by the Braille Chess Association at
/// https://braillechess.org.uk/resources/braille.php), quoted with their clause:
///
/// - 1.3 "Each move number is written as a lower number without a numeric indicator, e.g. 2.♘f3 ⠆ ⠎⠋⠒"
/// - 1.4 "6. e4+. ⠖ ⠑⠲⠜⠏⠲" (the check, dots 3-4-5 and p, is one of 2.2's abbreviations, and a full
///   stop follows it with no separating sign; read in a game where 6. e4 gives check, below)
/// - 1.4 "8. ♘e4) ⠦ ⠎⠑⠲⠐…" (the move; the bracket is not)
/// - 1.4 "queen, ⠰⠟⠜⠂" and "a1: ⠁⠂⠜⠒" (outside game moves dots 5-6 come first, which game moves leave
///   out (1.1): the queen is q, and a1 is a with the lower 1)
#[test]
fn the_compact_code_writes_and_reads_the_codes_own_examples() {
    let code = |print: &str| braille(&[print], Language::En, BrailleCode::Compact);
    assert_eq!(code("2 Nf3"), "⠆⠀⠎⠋⠒");
    assert_eq!(code("6 e4"), "⠖⠀⠑⠲");
    assert_eq!(code("6 e4+"), "⠖⠀⠑⠲⠜⠏");
    assert_eq!(code("8 Ne4"), "⠦⠀⠎⠑⠲");
    assert_eq!(code("Q"), "⠟");
    assert_eq!(code("a1"), "⠁⠂");
    // 1.2: a numbered series that begins with Black's move has dots 3-6 before it; move numbers of two
    // digits are lower numbers too.
    assert_eq!(code("12 ...e5"), "⠂⠆⠀⠤⠑⠢");
    // Those cells read back as the moves, in any language's settings.
    for language in Language::ALL.iter().copied() {
        let read = read_one("⠂⠀⠑⠲⠀⠑⠢\n⠆⠀⠎⠋⠒", language, BrailleCode::Literary);
        assert_eq!(
            sans(&read),
            ["e4", "e5", "Nf3"],
            "{language}: {:?}",
            read.problems
        );
    }
    // A game's compact sheet writes move 2 as the code's example does.
    let games = corpus();
    let game = games
        .iter()
        .find(|g| g.plies.get(2).is_some_and(|p| p.san.to_string() == "Nf3"))
        .expect("a corpus game with 2. Nf3");
    let sheet = braille_sheet(
        game,
        &options(Language::En, Encoding::Unicode, BrailleCode::Compact),
    )
    .expect("a compact sheet");
    assert!(sheet.lines().any(|l| l.starts_with("⠆⠀⠎⠋⠒")), "{sheet}");
}

/// 1.4's "6. e4+. ⠖ ⠑⠲⠜⠏⠲", cell for cell, as the sixth line of a game in which 6. e4 gives check
/// (the black king walked to f5), reads as that move; so does the check written before the square.
#[test]
fn the_codes_check_example_reads_in_a_game() {
    let first = braille(
        &["1 a3 e6", "2 b3 Ke7", "3 c3 Kf6", "4 d3 Kf5", "5 h3 h6"],
        Language::En,
        BrailleCode::Compact,
    );
    let want = [
        "a3", "e6", "b3", "Ke7", "c3", "Kf6", "d3", "Kf5", "h3", "h6", "e4+",
    ];
    let sixths = ["⠖⠀⠑⠲⠜⠏⠲", "⠖⠀⠑⠲⠜⠏", "⠖⠀⠘⠑⠲", "⠖⠀⠑⠲⠐⠖"];
    assert_each_last_line_reads(&first, &sixths, &want);
}

/// `first`, then each of `lasts` in turn, read in the compact code as exactly the moves `want`.
fn assert_each_last_line_reads(first: &str, lasts: &[&str], want: &[&str]) {
    for last in lasts {
        let text = format!("{first}\n{last}");
        let read = read_one(&text, Language::En, BrailleCode::Compact);
        assert_eq!(sans(&read), want, "{last}: {:?}", read.problems);
        assert!(read.problems.is_empty(), "{last}: {:?}", read.problems);
    }
}

/// Capture and mate in the forms a blind player may write them: the code's mate (dots 3-4-5 and m) and
/// capture and check before the square (dots 5-6, 4-5-6), as a third party quotes the code's 2.2 and 3.4
/// (a public repository citing https://braillechess.org.uk/wp-content/uploads/2023/08/Braille-Chess-Notation.htm:
/// "cxd5" ⠉⠰⠙⠢, "Rxf4+" ⠗⠸⠋⠲, "Re8#" ⠗⠑⠦⠜⠍), and UEB's x and # from a note-taker.
#[test]
fn captures_and_mate_read_in_every_form() {
    let first = braille(
        &["1 e4 e5", "2 Bc4 Nc6", "3 Qh5 Nf6"],
        Language::En,
        BrailleCode::Compact,
    );
    assert_eq!(
        braille(&["4 Qxf7#"], Language::En, BrailleCode::Compact),
        "⠲⠀⠟⠭⠋⠶⠜⠍"
    );
    let want = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
    let fourths = ["⠲⠀⠟⠭⠋⠶⠜⠍", "⠲⠀⠟⠰⠋⠶⠜⠍", "⠲⠀⠟⠸⠋⠶", "⠲⠀⠟⠭⠋⠶⠸⠹", "⠲⠀⠟⠰⠋⠶"];
    assert_each_last_line_reads(&first, &fourths, &want);
    // Castling as a hand writes it: print's letter O, with or without the capital sign, or lower zeros
    // with no number sign (as the code writes every number), besides UEB's 0-0 that pegchess writes.
    let first = braille(
        &["1 e4 e5", "2 Nf3 Nc6", "3 Bb5 a6", "4 Bxc6 dxc6"],
        Language::En,
        BrailleCode::Compact,
    );
    let fifths = ["⠢⠀⠕⠤⠕⠀⠋⠖", "⠢⠀⠠⠕⠤⠠⠕⠀⠋⠖", "⠢⠀⠴⠤⠴⠀⠋⠖", "⠢⠀⠼⠚⠤⠼⠚⠀⠋⠖"];
    let want = [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O", "f6",
    ];
    assert_each_last_line_reads(&first, &fifths, &want);
    // A pawn's capture with dots 5-6: 1 e4 d5 2 exd5.
    let read = read_one("⠂⠀⠑⠲⠀⠙⠢\n⠆⠀⠑⠰⠙⠢", Language::En, BrailleCode::Compact);
    assert_eq!(sans(&read), ["e4", "d5", "exd5"], "{:?}", read.problems);
}

#[test]
fn the_settings_choose_the_code_and_refuse_others() {
    use pegchess::config::options::Options;
    let path = Path::new("settings.toml");
    let o = Options::parse(path, "braille-code = \"compact\"\n").expect("a valid key");
    assert_eq!(o.braille_code, Some(BrailleCode::Compact));
    let err = Options::parse(path, "braille-code = \"grade3\"\n").unwrap_err();
    assert!(err.to_string().contains("literary, compact"), "{err}");
}

/// Writes `pgn` to `dir/name` and returns the path as text.
fn file(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path.to_str().expect("a path").to_string()
}

/// `pegchess [global] arbiter compare` on the record, the sighted player's sheet and the blind player's.
pub fn compare_three(
    global: &[&str],
    [record, sighted, blind]: [&str; 3],
    more: &[&str],
) -> (bool, String, String) {
    let mut args = global.to_vec();
    args.extend([
        "arbiter",
        "compare",
        "--record",
        record,
        "--scoresheet",
        sighted,
        "--blind",
        blind,
    ]);
    args.extend(more);
    let (ok, out, err) = pegchess(&args);
    // One decision per report, however many sheets.
    if ok {
        let decisions = out.lines().filter(|l| l.starts_with("decision: ")).count();
        assert_eq!(decisions, 1, "{out}");
    }
    (ok, out, err)
}

const RECORD: &str = "[Event \"Test\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n\
    1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n";

#[test]
fn the_arbiter_compares_three_sheets_through_the_binary() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let d = dir.path();
    let record = file(d, "record.pgn", RECORD);
    let sighted = file(d, "sighted.pgn", RECORD);
    // The blind player's sheet parts from the record at 3... Nf6, in the compact code, as BRF.
    let blind_game = file(
        d,
        "blind.pgn",
        "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Be7 *\n",
    );
    let brf = d.join("blind.brf");
    let brf_text = brf.to_str().expect("a path");
    let (ok, _, err) = pegchess(&[
        "--braille-code",
        "compact",
        "sheet",
        &blind_game,
        "--braille",
        "-o",
        brf_text,
    ]);
    assert!(ok, "{err}");
    let (ok, out, err) = compare_three(&[], [&record, &sighted, brf_text], &[]);
    assert!(ok, "{err}");
    let line = |key: &str| {
        out.lines()
            .find(|l| l.starts_with(key))
            .unwrap_or_else(|| panic!("no {key} in\n{out}"))
            .to_string()
    };
    assert!(line("blind-sheet:").contains("BRF, the compact chess code): 8 half-moves read"));
    // Every count from the one decision: the sheets part at 3... Nf6; the Braille sheet was read to its end.
    assert_eq!(line("blind-read-through:"), "blind-read-through: 8");
    assert_eq!(line("blind-next:"), "blind-next: 3... Nf6");
    assert!(line("players-agree-through:").starts_with("players-agree-through: 5 "));
    assert_eq!(line("agree-through:"), "agree-through: 5");
    assert_eq!(line("position:"), "position: after 3. Bb5, Black to move");
    assert!(
        line("decision:").contains("both boards go back to the position after 3. Bb5"),
        "{out}"
    );
    assert!(!out.contains("blind-line:"), "{out}");
}

#[test]
fn the_arbiter_reads_a_unicode_sheet_in_german_and_reports_its_noise() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let d = dir.path();
    let record = file(d, "record.pgn", RECORD);
    // The sighted player's sheet in German letters, as the German settings read it.
    let sighted = file(
        d,
        "sighted.txt",
        "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. 0-0 Le7 *\n",
    );
    let (ok, sheet, err) = pegchess(&["--locale", "de", "sheet", &record, "--braille-unicode"]);
    assert!(ok, "{err}");
    // A line of noise after the fourth line of moves; the file is named for no encoding.
    let mut lines: Vec<&str> = sheet.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("⠼⠙"))
        .expect("move 4's line");
    lines.insert(at + 1, "⠯⠯⠯⠯");
    let blind = file(d, "blind.txt", &lines.join("\n"));
    let (ok, out, err) = compare_three(&["--locale", "de"], [&record, &sighted, &blind], &[]);
    assert!(ok, "{err}");
    // A German game: the findings in German under the same keys.
    assert!(out.contains("\nblind-read-through: 10\n"), "{out}");
    assert!(out.contains("sie stimmen überein"), "{out}");
    // The line of noise, named by its number and cells, and why in German.
    let noise = out
        .lines()
        .find(|l| l.starts_with("blind-line:"))
        .expect("a blind-line");
    assert!(noise.contains(&format!(" {}: ⠯⠯⠯⠯", at + 2)), "{out}");
    let why = pegchess::ui::text::Texts::new(Language::De).get("arbiter-blind-noise");
    assert!(noise.ends_with(&why), "{noise}");
    assert!(!noise.contains("no move"), "{noise}");
    // Named in English instead, the German sheet has no move line the English table can read (German
    // Braille ends a move number with dot 3, which UEB reads as an apostrophe): nothing is guessed.
    let english = ["--braille-language", "en"];
    let (ok, out, _) = compare_three(&[], [&record, &record, &blind], &english);
    assert!(ok);
    assert!(
        out.contains("(Unicode Braille, no move line found): 0 half-moves read"),
        "{out}"
    );
    assert!(out.contains("\nblind-read-through: 0\n"), "{out}");
}
