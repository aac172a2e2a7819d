//! `pegchess arbiter` as a binary: `compare` prints the report (its first line `agree-through: N`) or
//! names what cannot be read; the console reads typed and spoken moves, asks for the boards when the
//! sheets agree, and writes the retraced record.

use super::{after, diverging, hms, line, london, record_pgn, sheet_text};
use pegchess::notation::Language;
use pegchess::sync::scoresheet::read_pgn;
use shakmaty::Position;
use std::path::Path;
use std::process::Output;

fn pegchess(dir: &Path, args: &[&str], stdin: &str) -> Output {
    use std::io::Write;
    let mut child = crate::support::private(dir)
        .arg("--config")
        .arg(dir.join("no-settings.toml"))
        .args(args)
        .spawn();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    crate::support::output_within(child)
}

/// The standard output of a run that succeeded (its standard error shown when it did not).
fn succeeded(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn arbiter_compare_prints_the_report_and_names_what_cannot_be_read() {
    let dir = tempfile::tempdir().unwrap();
    let game = london("8.4");
    let record = dir.path().join("record.pgn");
    std::fs::write(&record, record_pgn(&game, 20, None)).unwrap();
    let written = diverging(&game, 18, &["Rd1"]);
    // Typed in Hungarian letters: not PGN, which is English SAN whatever the language.
    let sheet = dir.path().join("sheet.txt");
    std::fs::write(&sheet, sheet_text(&game.start, &written, Language::Hu)).unwrap();
    let args = |sheet: &Path| {
        vec![
            "--notation".to_string(),
            "hu".to_string(),
            "arbiter".to_string(),
            "compare".to_string(),
            "--record".to_string(),
            record.display().to_string(),
            "--scoresheet".to_string(),
            sheet.display().to_string(),
        ]
    };
    let a = args(&sheet);
    let out = pegchess(
        dir.path(),
        &a.iter().map(String::as_str).collect::<Vec<_>>(),
        "",
    );
    let stdout = succeeded(&out);
    assert_eq!(stdout.lines().next(), Some("agree-through: 18"));
    assert_eq!(
        line(&stdout, "scoresheet-next:"),
        "scoresheet-next: 10. Bd1"
    );
    assert_eq!(
        line(&stdout, "clocks:"),
        "clocks: White 1:56:54 (after 9. Vc2), Black 1:57:15 (after 9... Be8)"
    );
    assert!(
        stdout.contains("\n  put the white king on e1\n"),
        "{stdout}"
    );

    // In a German game the same report is German under the same keys, the moves still in Hungarian letters.
    let mut german = vec!["--locale".to_string(), "de".to_string()];
    german.extend(args(&sheet));
    let out = pegchess(
        dir.path(),
        &german.iter().map(String::as_str).collect::<Vec<_>>(),
        "",
    );
    let deutsch = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert_eq!(deutsch.lines().next(), Some("agree-through: 18"));
    assert_eq!(
        line(&deutsch, "scoresheet-next:"),
        "scoresheet-next: 10. Bd1"
    );
    assert!(
        line(&deutsch, "decision:").starts_with(
            "decision: D.2.9: die Partieformulare stimmen bis Halbzug 18 überein; beide Bretter gehen zurück auf die Stellung nach 9... Be8"
        ),
        "{deutsch}"
    );
    assert_eq!(deutsch.lines().count(), stdout.lines().count());
    assert!(!deutsch.contains("put the white king"), "{deutsch}");

    // English letters on a sheet read as Hungarian: the file, the move and the text are named.
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "1. d4 Hf6 2. c4 e6 3. Nf3").unwrap();
    let a = args(&bad);
    let out = pegchess(
        dir.path(),
        &a.iter().map(String::as_str).collect::<Vec<_>>(),
        "",
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("bad.txt"), "{stderr}");
    assert!(stderr.contains("move 3 (White), “Nf3”"), "{stderr}");
}

#[test]
fn the_console_reads_typed_and_spoken_moves_and_writes_the_retraced_record() {
    let dir = tempfile::tempdir().unwrap();
    let game = london("9.1");
    let record = dir.path().join("game.pgn");
    std::fs::write(&record, record_pgn(&game, 14, None)).unwrap();
    // 2... Nc6 typed as the FIDE words, a typo refused, an illegal entry refused once, then kept.
    let typed = "Nf3\nc5\nc4\nSpringer Cesar sechs\nNc3\ne5\ne3\nNf6\nBe2\nQx5\nd5\nd4\nBb4\nn\nBb4\ny\ny\n";
    let out = pegchess(
        dir.path(),
        &["arbiter", "--record", record.to_str().unwrap()],
        typed,
    );
    let stdout = succeeded(&out);
    assert!(stdout.contains("Not taken: 'Qx5'"), "{stdout}");
    assert!(stdout.contains("Type it again."), "{stdout}");
    let report_start = stdout.find("agree-through:").expect("a report");
    let report = &stdout[report_start..];
    assert!(report.starts_with("agree-through: 11\n"), "{report}");
    assert_eq!(
        line(report, "illegal:"),
        "illegal: score sheet 6... Bb4: 'Bb4' does not fit any legal move in this position"
    );
    let written = std::fs::read_to_string(dir.path().join("game.arbiter.pgn")).unwrap();
    assert!(written.contains("6. d4 {[%clk 1:59:18]}"), "{written}");
    assert!(!written.contains("cxd4"), "{written}");
    assert!(
        written.contains("{arbiter: D.2.9: the score sheets agree through 11 half-moves"),
        "{written}"
    );
    // The retraced record reads back with 11 half-moves and the clocks of the split.
    let back = read_pgn(&written, Language::En, None).unwrap();
    assert_eq!(back.moves().len(), 11);
    assert_eq!(back.moves()[10].clock, hms("1:59:18"));

    // End of input at the first question quits quietly.
    let out = pegchess(
        dir.path(),
        &["arbiter", "--record", record.to_str().unwrap()],
        "",
    );
    assert!(out.status.success());
    assert!(!String::from_utf8_lossy(&out.stdout).contains("agree-through"));
}

/// The console in the player's language (`--locale`): its questions and answers in German, the German
/// words for yes and for undo taken, a non-answer refused in German; the report's keys stay English.
#[test]
fn the_console_asks_and_answers_in_the_players_language() {
    use pegchess::ui::text::Texts;
    let (de, en) = (Texts::new(Language::De), Texts::new(Language::En));
    let first = |id: &str| de.get(id).split(',').next().unwrap().trim().to_string();
    let (yes, undo) = (first("arbiter-console-yes"), de.get("arbiter-console-undo"));
    assert_ne!(undo, "undo");
    let dir = tempfile::tempdir().unwrap();
    let game = london("9.1");
    let record = dir.path().join("game.pgn");
    std::fs::write(&record, record_pgn(&game, 14, None)).unwrap();
    // 1. Nf3 c5 2. c4 Nc6 3. Nc3, a wrong 3... e6 taken back in German, then an illegal 3... Bb4 kept
    // after a non-answer, and the retraced record written.
    let typed = format!("Sf3\nc5\nc4\nSc6\nSc3\ne6\n{undo}\nLb4\nvielleicht\n{yes}\n{yes}\n");
    let out = pegchess(
        dir.path(),
        &[
            "--locale",
            "de",
            "--notation",
            "de",
            "arbiter",
            "--record",
            record.to_str().unwrap(),
        ],
        &typed,
    );
    let stdout = succeeded(&out);
    for id in ["arbiter-console-title", "arbiter-console-illegal-stops"] {
        assert_ne!(de.get(id), en.get(id), "{id}");
        assert!(stdout.contains(&de.get(id)), "{id}: {stdout}");
    }
    let refused = de.with(
        "arbiter-console-not-an-answer",
        &[("text", "vielleicht".into())],
    );
    assert!(stdout.contains(&refused), "{stdout}");
    assert!(
        stdout.contains(&de.get("arbiter-console-yes-no")),
        "{stdout}"
    );
    assert!(!stdout.contains("[y/n]"), "{stdout}");
    let report = &stdout[stdout.find("agree-through:").expect("a report")..];
    assert!(report.starts_with("agree-through: 5\n"), "{report}");
    assert!(dir.path().join("game.arbiter.pgn").exists(), "{stdout}");
}

#[test]
fn the_console_asks_for_the_boards_when_the_sheets_agree() {
    let dir = tempfile::tempdir().unwrap();
    let game = london("8.1");
    let record = dir.path().join("game.pgn");
    std::fs::write(&record, record_pgn(&game, 14, None)).unwrap();
    let sheet = dir.path().join("sheet.pgn");
    std::fs::write(
        &sheet,
        sheet_text(&game.start, &game.moves[..14], Language::En),
    )
    .unwrap();
    // The peg board shows 7... Qd6 instead of 7... Qxd5; a wrong answer is refused first.
    let peg = after(&game.start, &diverging(&game, 13, &["Qd6"]));
    let typed = format!("not a board\n{}\n\n", peg.board());
    let out = pegchess(
        dir.path(),
        &[
            "arbiter",
            "--record",
            record.to_str().unwrap(),
            "--scoresheet",
            sheet.to_str().unwrap(),
        ],
        &typed,
    );
    let stdout = succeeded(&out);
    assert!(
        stdout.contains("'not' is not a FEN piece placement"),
        "{stdout}"
    );
    let report = &stdout[stdout.find("agree-through:").expect("a report")..];
    assert!(
        report.starts_with("agree-through: 14\nscoresheets: agree\n"),
        "{report}"
    );
    assert_eq!(line(report, "wrong-board:"), "wrong-board: peg");
    assert!(report.contains(
        "peg-board: as observed, 2 corrections:\n  take the black queen off d6\n  \
         on d5 replace the white pawn with the black queen\n"
    ));
    assert_eq!(
        line(report, "clocks:"),
        "clocks: White 1:58:00 (after 7. exd5), Black 1:59:28 (after 7... Qxd5)"
    );
    assert!(stdout.contains("The record stands"), "{stdout}");
    assert!(!dir.path().join("game.arbiter.pgn").exists());
}

/// The arbiter's typed score sheet takes back its last entry with the language's word (and English undo) in
/// every language: the first word takes back the move typed, the second finds nothing left to take back.
#[test]
fn the_typed_score_sheet_takes_back_an_entry_in_every_language() {
    use pegchess::ui::text::Texts;
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.pgn");
    std::fs::write(&record, record_pgn(&london("9.1"), 14, None)).unwrap();
    for &language in Language::ALL {
        let texts = Texts::new(language);
        let undo = texts.get("arbiter-console-undo");
        for word in [undo.as_str(), "undo"] {
            // 1. Nf3 typed as UCI (the same in every language), taken back, then nothing left.
            let typed = format!("g1f3\n{word}\n{word}\n\n");
            let locale = language.to_string();
            let args = ["--locale", &locale, "arbiter", "--record"];
            let mut args = args.to_vec();
            args.push(record.to_str().unwrap());
            let stdout = succeeded(&pegchess(dir.path(), &args, &typed));
            let nothing = texts.get("arbiter-console-nothing-to-undo");
            assert_eq!(
                stdout.matches(&nothing).count(),
                1,
                "{language} {word}: {stdout}"
            );
        }
    }
}

/// A sheet typed in a hurry: the sheet a player writes ([`sheet_text`]) with its move numbers in turn without
/// their dot, with a bracket and with the dot, a comma after each move, every piece letter lowercase.
fn typed_in_haste(start: &shakmaty::Chess, moves: &[shakmaty::Move], edition: Language) -> String {
    let marks = ["", ")", "."];
    let mut numbers = 0;
    let mut text = String::new();
    for word in sheet_text(start, moves, edition).split(' ') {
        let digits = word.trim_end_matches('.');
        if digits.chars().all(|c| c.is_ascii_digit()) {
            text += &format!("\n{digits}{} ", marks[numbers % marks.len()]);
            numbers += 1;
        } else {
            let mut letters = word.chars();
            let first = letters.next().map(|c| c.to_lowercase().to_string());
            text += &(first.unwrap_or_default() + letters.as_str() + ", ");
        }
    }
    text
}

/// How many half-moves of `moves` a reader following SAN (shakmaty's own) reads as written in `typed`'s
/// hurried form: up to the first whose lowercase letter SAN reads as another legal pawn move.
fn san_agrees_through(start: &shakmaty::Chess, moves: &[shakmaty::Move], typed: &str) -> usize {
    let words = typed.split([' ', ',', '\n']).filter(|w| {
        !w.trim_end_matches([')', '.'])
            .chars()
            .all(|c| c.is_ascii_digit())
    });
    let mut pos = start.clone();
    for (i, (mv, word)) in moves.iter().zip(words).enumerate() {
        let as_pawn = word.parse::<shakmaty::san::SanPlus>().ok();
        if as_pawn
            .and_then(|s| s.san.to_move(&pos).ok())
            .is_some_and(|m| m != *mv)
        {
            return i;
        }
        pos.play_unchecked(*mv);
    }
    moves.len()
}

#[test]
fn a_sheet_typed_in_haste_agrees_with_the_record_in_every_edition() {
    use pegchess::game::pgn::read_games;
    let dir = tempfile::tempdir().unwrap();
    let corpus = Path::new(super::CORPUS).join("lcc2016-dgt-clocks-sample.pgn");
    let games = read_games(&std::fs::read(corpus).unwrap());
    let mut parted = 0;
    for game in games.into_iter().map(Result::unwrap) {
        let record = dir.path().join("record.pgn");
        std::fs::write(&record, record_pgn(&game, game.moves.len(), None)).unwrap();
        for &edition in Language::ALL {
            let code = edition.to_string();
            let typed = typed_in_haste(&game.start, &game.moves, edition);
            let sheet = dir.path().join("sheet.txt");
            std::fs::write(&sheet, &typed).unwrap();
            let args = [
                "--notation",
                &code,
                "--porcelain",
                "arbiter",
                "compare",
                "--record",
            ];
            let paths = [
                record.to_str().unwrap(),
                "--scoresheet",
                sheet.to_str().unwrap(),
            ];
            let all: Vec<&str> = args.iter().chain(&paths).copied().collect();
            let stdout = succeeded(&pegchess(dir.path(), &all, ""));
            let expected = san_agrees_through(&game.start, &game.moves, &typed);
            parted += usize::from(expected < game.moves.len());
            assert_eq!(
                stdout.lines().next(),
                Some(format!("agree-through: {expected}").as_str()),
                "{edition:?}:\n{typed}\n{stdout}"
            );
        }
    }
    // Both cases are met in this corpus (6 of the 50 sheets part where SAN reads a pawn move, as of writing).
    assert!(
        (1..50).contains(&parted),
        "{parted} of 50 hurried sheets parted from their record"
    );
}

/// The case in every language: the peg board put a wrong move into the record; both players' sheets
/// (the sighted player's PGN, the blind player's Braille in his language) hold the game. One decision, D.2.9's
/// first case; the arbiter's yes in his language writes the record as the sheets have it, all of it.
#[test]
fn the_console_writes_the_record_the_players_sheets_decide_in_every_language() {
    use pegchess::ui::text::Texts;
    let game = "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 \
        8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *\n";
    let wrong = game.replace("9. h3", "9. a3");
    for language in [
        Language::En,
        Language::De,
        Language::Hu,
        Language::Fi,
        Language::Da,
    ] {
        let dir = tempfile::tempdir().unwrap();
        let record = dir.path().join("game.pgn");
        std::fs::write(&record, &wrong).unwrap();
        let sighted = dir.path().join("sighted.pgn");
        std::fs::write(&sighted, game).unwrap();
        let locale = language.name();
        let brf = braille_of(dir.path(), &sighted, locale);
        let yes = Texts::new(language).get("arbiter-console-yes");
        let yes = yes.split(',').next().unwrap().trim().to_string();
        let out = pegchess(
            dir.path(),
            &[
                "--locale",
                locale,
                "arbiter",
                "--record",
                record.to_str().unwrap(),
                "--scoresheet",
                sighted.to_str().unwrap(),
                "--blind",
                brf.to_str().unwrap(),
            ],
            &format!("{yes}\n"),
        );
        let stdout = succeeded(&out);
        let decisions = stdout
            .lines()
            .filter(|l| l.starts_with("decision: "))
            .count();
        assert_eq!(decisions, 1, "{locale}: {stdout}");
        assert_eq!(
            line(&stdout, "agree-through:"),
            "agree-through: 20",
            "{locale}"
        );
        let written = std::fs::read_to_string(dir.path().join("game.arbiter.pgn"))
            .unwrap_or_else(|e| panic!("{locale}: {e}: {stdout}"));
        let back = read_pgn(&written, Language::En, None).unwrap();
        let sheets = read_pgn(game, Language::En, None).unwrap();
        let moves = |s: &pegchess::sync::Sheet| s.moves().iter().map(|m| m.mv).collect::<Vec<_>>();
        assert_eq!(moves(&back), moves(&sheets), "{locale}: {written}");
        // The PGN is English SAN, its arbiter's note too (a Hungarian `Hbd7` would read as no move).
        assert!(
            written.contains("{arbiter: D.2.9") && written.contains("after 10... Nbd7"),
            "{locale}: {written}"
        );
    }
}

/// Slips of a sheet in another edition's letters, and `--porcelain`: every move the report names is English
/// SAN, the slip's and the ambiguous entry's too; a sheet in other letters is refused naming both editions.
#[test]
fn porcelain_names_the_slips_in_english_san_and_other_letters_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.pgn");
    std::fs::write(&record, RUY_LOPEZ).unwrap();
    // Danish letters: pair 6 skipped, 10... Sd7 fits two knights.
    let danish = "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. 0-0 Le7 7. Lb3 d6 8. c3 0-0 \
        9. h3 Sb8 10. d4 Sd7 11. Sbd2 Lb7";
    let sheet = dir.path().join("s.txt");
    std::fs::write(&sheet, danish).unwrap();
    let out = compared_in_danish(dir.path(), &record, &sheet, None);
    assert_eq!(line(&out, "agree-through:"), "agree-through: 22", "{out}");
    let slip = line(&out, "scoresheet-slip:");
    assert!(slip.contains("6. Re1 6... b5"), "{slip}");
    let as_game = line(&out, "scoresheet-read-as-game:");
    assert!(as_game.contains("Nbd7"), "{as_game}");
    // A German sheet read in English letters: refused, German named.
    let german = "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6";
    std::fs::write(&sheet, german).unwrap();
    let args = [
        "arbiter",
        "compare",
        "--record",
        record.to_str().unwrap(),
        "--scoresheet",
        sheet.to_str().unwrap(),
    ];
    let out = pegchess(dir.path(), &args, "");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(err.contains("“Sf3”") && err.contains("“de”"), "{err}");
}

/// An entry that fits two knights after the record parted from the players' sheets (the peg board's wrong
/// 9. a3): read beside the blind player's sheet, as the blind sheet has it, and the sighted sheet read on.
#[test]
fn an_entry_fitting_two_moves_after_the_record_parted_is_read_beside_the_blind_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.pgn");
    std::fs::write(&record, RUY_LOPEZ.replace("9. h3", "9. a3")).unwrap();
    let blind_pgn = dir.path().join("blind.pgn");
    std::fs::write(&blind_pgn, RUY_LOPEZ).unwrap();
    let brf = braille_of(dir.path(), &blind_pgn, "da");
    let sheet = dir.path().join("s.txt");
    let danish = "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. 0-0 Le7 6. Te1 b5 7. Lb3 d6 8. c3 0-0 \
        9. h3 Sb8 10. d4 Sd7 11. Sbd2 Lb7";
    std::fs::write(&sheet, danish).unwrap();
    let out = compared_in_danish(dir.path(), &record, &sheet, Some(&brf));
    assert!(
        line(&out, "scoresheet-read-as-game:").contains("Nbd7"),
        "{out}"
    );
    assert!(!out.contains("scoresheet-unreadable:"), "{out}");
    assert_eq!(line(&out, "agree-through:"), "agree-through: 22", "{out}");
    assert!(!out.contains("scoresheet-written-through:"), "{out}");
}

/// The Ruy Lopez these tests play, 22 half-moves, as the record writes it.
const RUY_LOPEZ: &str = "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 \
    7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 *\n";

/// The blind player's Braille sheet of the game at `pgn`, written in `locale`'s table as `blind.brf` in `dir`.
fn braille_of(dir: &Path, pgn: &Path, locale: &str) -> std::path::PathBuf {
    let brf = dir.join("blind.brf");
    let args = [
        "--locale",
        locale,
        "sheet",
        pgn.to_str().unwrap(),
        "--braille",
        "-o",
        brf.to_str().unwrap(),
    ];
    succeeded(&pegchess(dir, &args, ""));
    brf
}

/// `arbiter compare --porcelain` in Danish letters on the record, the sheet and perhaps a Braille sheet.
fn compared_in_danish(dir: &Path, record: &Path, sheet: &Path, blind: Option<&Path>) -> String {
    let mut args = vec![
        "--locale".to_string(),
        "da".into(),
        "--notation".into(),
        "da".into(),
        "arbiter".into(),
        "compare".into(),
        "--porcelain".into(),
        "--record".into(),
        record.display().to_string(),
        "--scoresheet".into(),
        sheet.display().to_string(),
    ];
    if let Some(b) = blind {
        args.extend(["--blind".to_string(), b.display().to_string()]);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    succeeded(&pegchess(dir, &args, ""))
}
