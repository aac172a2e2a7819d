//! The arbiter's report on sheets typed by hand in Hungarian, Finnish and Danish letters, as players write
//! them (a title line, move numbers, a slip), beside Braille sheets made with liblouis and edited as a blind
//! player's hand leaves them (issue 53): each test runs the binary and quotes the line that was wrong.

use pegchess::notation::Language;
use pegchess::sync::read_pgn;
use shakmaty::Chess;
use shakmaty::san::SanPlus;
use std::path::Path;

/// Morphy's game at the Paris opera, 1858, as the record writes it.
const OPERA: &str = "[Event \"Paris\"]\n[White \"Morphy\"]\n[Black \"Duke Karl / Count Isouard\"]\n\
    [Result \"*\"]\n\n1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 \
    8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 \
    15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# *\n";

/// The sighted player's sheet in Hungarian letters (V queen, B rook, F bishop, H knight), typed from the
/// paper: 14... Ve6 written as 14... Vd6, and the moves after it as he wrote them (17. Bd8 is then no
/// rook move, but a bishop's in English letters).
const OPERA_HU: &str = "Morphy - Braunschweigi Károly herceg és Isouard gróf, Párizs 1858

 1. e4     e5
 2. Hf3    d6
 3. d4     Fg4
 4. dxe5   Fxf3
 5. Vxf3   dxe5
 6. Fc4    Hf6
 7. Vb3    Ve7
 8. Hc3    c6
 9. Fg5    b5
10. Hxb5   cxb5
11. Fxb5+  Hbd7
12. 0-0-0  Bd8
13. Bxd7   Bxd7
14. Bd1    Vd6
15. Fxd7+  Hxd7
16. Vb8+   Hxb8
17. Bd8#
";

/// The sighted player's sheet in Finnish letters (D queen, T rook, L bishop, R knight), saved as `.pgn`:
/// 8... c6 written as 8... c5, so that 10... cxb5 is then no legal move.
const OPERA_FI: &str = "Morphy - Herzog Karl von Braunschweig & Graf Isouard

1.e4 e5 2.Rf3 d6 3.d4 Lg4 4.dxe5 Lxf3 5.Dxf3 dxe5 6.Lc4 Rf6
7.Db3 De7 8.Rc3 c5 9.Lg5 b5 10.Rxb5 cxb5 11.Lxb5+ Rbd7
12.0-0-0 Td8 13.Txd7 Txd7 14.Td1 De6 15.Lxd7+ Rxd7
16.Db8+ Rxb8 17.Td8# 1-0
";

/// A club game, as the record writes it: 5. Nd5, where 5. Ne2 would fit both White knights.
const CLUB: &str = "[Event \"Klubturnering\"]\n[White \"Hansen\"]\n[Black \"Jensen\"]\n[Result \"*\"]\n\n\
    1. e4 e5 2. Nc3 Nc6 3. Bc4 Bc5 4. d3 d6 5. Nd5 Nf6 6. Nxf6+ Qxf6 7. Nf3 h6 8. O-O O-O 9. c3 Bg4 \
    10. h3 Bxf3 11. Qxf3 Qxf3 12. gxf3 Na5 *\n";

/// The same club game as the sighted player wrote it in Danish letters (D queen, T rook, L bishop, S knight),
/// until he stopped writing after 7. Sf3.
const CLUB_DA_STOPS: &str = "Hansen - Jensen, klubturnering, 3. runde

1. e4 e5
2. Sc3 Sc6
3. Lc4 Lc5
4. d3 d6
5. Sd5 Sf6
6. Sxf6+ Dxf6
7. Sf3
";

/// Another club game: 5. Nge2, written `5. Se2` on the blind player's Braille sheet.
const CLUB_NGE2: &str = "[Event \"Klubturnering\"]\n[White \"Hansen\"]\n[Black \"Jensen\"]\n[Result \"*\"]\n\n\
    1. e4 e5 2. Nc3 Nc6 3. Bc4 Bc5 4. d3 d6 5. Nge2 Nf6 6. O-O O-O 7. Bg5 h6 8. Bh4 g5 9. Bg3 Bg4 \
    10. h3 Be6 *\n";

/// The sighted player's sheet of that game in Danish letters.
const CLUB_NGE2_DA: &str = "1.e4 e5 2.Sc3 Sc6 3.Lc4 Lc5 4.d3 d6 5.Sge2 Sf6 6.0-0 0-0
7.Lg5 h6 8.Lh4 g5 9.Lg3 Lg4 10.h3 Le6
";

/// Files in a folder of the test's own.
struct Files(tempfile::TempDir);

impl Files {
    fn new() -> Files {
        Files(tempfile::tempdir().expect("a temporary folder"))
    }

    /// Writes `text` to `name`; its path.
    fn write(&self, name: &str, text: &str) -> String {
        let path = self.0.path().join(name);
        std::fs::write(&path, text).expect("write");
        shown(&path)
    }

    /// The Braille sheet `pegchess sheet --braille` writes of the game `pgn` in `locale`, with the line that
    /// holds `from` (BRF) written as `to`, as the blind player's hand left it.
    fn braille(&self, pgn: &str, locale: &str, (from, to): (&str, &str)) -> String {
        let brf = self.0.path().join(format!("blind-{locale}.brf"));
        let args = [
            "--locale",
            locale,
            "sheet",
            pgn,
            "--braille",
            "-o",
            &shown(&brf),
        ];
        let (ok, _, err) = crate::support::pegchess(&args);
        assert!(ok, "{err}");
        let text = std::fs::read_to_string(&brf).expect("the Braille sheet");
        assert!(text.contains(from), "no {from} in\n{text}");
        std::fs::write(&brf, text.replacen(from, to, 1)).expect("write");
        shown(&brf)
    }
}

fn shown(path: &Path) -> String {
    path.to_str().expect("a path").to_string()
}

/// What `pegchess ARGS` printed, given `stdin`: (success, standard output, standard error).
fn run(args: &[&str], stdin: &str) -> (bool, String, String) {
    use std::io::Write;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut child = crate::support::private(dir.path())
        .arg("--config")
        .arg(dir.path().join("no-settings.toml"))
        .args(args)
        .spawn();
    let mut input = child.stdin.take().expect("piped stdin");
    input.write_all(stdin.as_bytes()).expect("stdin");
    drop(input);
    let out = crate::support::output_within(child);
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

/// `pegchess ... arbiter compare`, which must succeed: what it printed.
fn compared(global: &[&str], [record, sighted]: [&str; 2], blind: Option<&str>) -> String {
    let mut args = global.to_vec();
    args.extend([
        "arbiter",
        "compare",
        "--record",
        record,
        "--scoresheet",
        sighted,
    ]);
    args.extend(blind.iter().flat_map(|b| ["--blind", b]));
    let (ok, out, err) = run(&args, "");
    assert!(ok, "{args:?}: {err}");
    out
}

/// The line of `out` that starts with `key` and a colon.
fn line<'a>(out: &'a str, key: &str) -> &'a str {
    let key = format!("{key}: ");
    out.lines()
        .find(|l| l.starts_with(&key))
        .unwrap_or_else(|| panic!("no {key} in\n{out}"))
}

#[test]
fn every_count_of_a_hungarian_three_sheet_report_is_the_decisions() {
    let files = Files::new();
    let record = files.write("record.pgn", OPERA);
    let sighted = files.write("sighted.txt", OPERA_HU);
    // The Braille sheet's line of move 6 with a word of noise for 6... Hf6: read through 6. Fc4 only.
    let blind = files.braille(&record, "hu", ("#F' .FC#D .HF#F", "#F' .FC#D .K.K.K"));
    let out = compared(&["--locale", "hu"], [&record, &sighted], Some(&blind));
    // The sheets part at 14... Vd6 (the 28th half-move); the Braille sheet, silent from line 11, is no
    // difference. Before: `all-agree-through: 11` beside a decision through 27.
    assert_eq!(line(&out, "agree-through"), "agree-through: 27");
    assert_eq!(line(&out, "scoresheet-next"), "scoresheet-next: 14... Vd6");
    assert_eq!(line(&out, "blind-read-through"), "blind-read-through: 11");
    assert!(
        line(&out, "players-agree-through").starts_with("players-agree-through: 27 ("),
        "{out}"
    );
    assert_eq!(line(&out, "agree-through"), "agree-through: 27");
    let decision = line(&out, "decision");
    assert!(
        decision.contains("a játszmalapok 27 féllépésig egyeznek"),
        "{out}"
    );
    assert!(decision.contains("11. sortól nem olvasható"), "{out}");
    // 17. Bd8 is no rook move after the slip, but a bishop's in English letters: not ruled illegal.
    assert!(!out.contains("\nillegal: "), "{out}");
    assert!(
        line(&out, "scoresheet-not-ruled").contains("17. 'Bd8#'"),
        "{out}"
    );
    assert_eq!(
        line(&out, "scoresheet-skipped"),
        "scoresheet-skipped: 1. sor: 'Morphy - Braunschweigi Károly herceg és Isouard gróf, Párizs 1858'"
    );
}

#[test]
fn a_danish_sheet_that_stops_agrees_as_far_as_it_goes_and_the_console_asks_for_the_boards() {
    let files = Files::new();
    let record = files.write("record.pgn", CLUB);
    let sighted = files.write("sighted.txt", CLUB_DA_STOPS);
    let out = compared(&["--locale", "da"], [&record, &sighted], None);
    // Before: `agree-through: 13` and `scoresheets: afviger` above a decision that they agree.
    assert_eq!(line(&out, "agree-through"), "agree-through: 24");
    assert_eq!(
        line(&out, "scoresheets"),
        "scoresheets: stemmer overens, så langt begge rækker"
    );
    assert_eq!(
        line(&out, "scoresheet-written-through"),
        "scoresheet-written-through: 13"
    );
    assert!(
        line(&out, "decision").contains("så langt hver af dem rækker"),
        "{out}"
    );
    // The console asks for the boards (an empty line skips each), then reports with their positions unknown.
    let args = [
        "--locale",
        "da",
        "arbiter",
        "--record",
        &record,
        "--scoresheet",
        &sighted,
    ];
    let (ok, console, err) = run(&args, "\n\n");
    assert!(ok, "{err}");
    let da = pegchess::ui::text::Texts::new(Language::Da);
    let asked = da.with(
        "arbiter-console-sheets-agree-as-far",
        &[(
            "example",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".into(),
        )],
    );
    assert!(console.contains(&asked), "{console}");
    assert!(
        console.contains(&da.get("arbiter-console-peg-board")),
        "{console}"
    );
    assert!(
        line(&console, "wrong-board").starts_with("wrong-board: "),
        "{console}"
    );
}

#[test]
fn an_empty_danish_sheet_beside_the_braille_sheet_is_silent_not_different() {
    let files = Files::new();
    let record = files.write("record.pgn", CLUB);
    // Only the players' names were written.
    let sighted = files.write("sighted.txt", "Hansen - Jensen\n\n");
    let blind = files.braille(&record, "da", ("#A' E#D E#E", "#A' E#D E#E"));
    let out = compared(&["--locale", "da"], [&record, &sighted], Some(&blind));
    // Before: `agree-through: 0`, `scoresheets: afviger`, `all-agree-through: 0` and `0 rettelser` for a board
    // whose position is not given.
    assert_eq!(line(&out, "agree-through"), "agree-through: 24");
    assert_eq!(
        line(&out, "scoresheets"),
        "scoresheets: stemmer overens, så langt begge rækker"
    );
    assert_eq!(line(&out, "agree-through"), "agree-through: 24");
    assert_eq!(
        line(&out, "sighted-board"),
        "sighted-board: stillingen er ikke angivet"
    );
    assert!(
        line(&out, "players-agree-through").ends_with("de stemmer overens, så langt begge rækker"),
        "{out}"
    );
}

#[test]
fn a_danish_braille_knight_move_that_fits_two_knights_neither_the_others_is_a_difference() {
    let files = Files::new();
    let record = files.write("record.pgn", CLUB);
    let sighted = files.write(
        "sighted.txt",
        &CLUB_DA_STOPS.replace("7. Sf3\n", "7. Sf3 h6\n"),
    );
    // 5. Sd5 written 5. Se2, which fits both White knights (Sce2, Sge2), neither the others' Sd5.
    let blind = files.braille(&record, "da", ("#E' ,SD#E ,SF#F", "#E' ,SE#B ,SF#F"));
    let out = compared(&["--locale", "da"], [&record, &sighted], Some(&blind));
    // Before: "they agree as far as both go", and the record stood. Now D.2.9 retraces to move 5.
    assert!(
        line(&out, "players-agree-through").starts_with("players-agree-through: 8 (")
            && line(&out, "players-agree-through").ends_with("de afviger"),
        "{out}"
    );
    assert_eq!(line(&out, "blind-next"), "blind-next: 5. Se2");
    assert!(
        line(&out, "blind-line").ends_with(
            "ingen af dem er de andre noteringslisters træk her: noteringslisterne afviger ved dette træk"
        ),
        "{out}"
    );
    assert_eq!(
        line(&out, "position"),
        "position: efter 4... d6, hvid i trækket"
    );
    assert!(
        line(&out, "decision").contains("til og med 8 halvtræk; begge brætter går tilbage"),
        "{out}"
    );
}

#[test]
fn a_danish_braille_knight_move_that_fits_the_others_knight_is_read_as_it() {
    let files = Files::new();
    let record = files.write("record.pgn", CLUB_NGE2);
    let sighted = files.write("sighted.txt", CLUB_NGE2_DA);
    let blind = files.braille(&record, "da", ("#E' ,SGE#B ,SF#F", "#E' ,SE#B ,SF#F"));
    let out = compared(&["--locale", "da"], [&record, &sighted], Some(&blind));
    // Before: "fits 2 moves ... the sheet is read only up to here". Now read as 5. Sge2, and on to the end.
    assert_eq!(line(&out, "blind-read-through"), "blind-read-through: 20");
    // Its heading and its line say the reading the decision took, not the one that stopped at 5. Se2.
    assert!(
        line(&out, "blind-sheet").ends_with(": 20 halvtræk læst"),
        "{out}"
    );
    assert!(line(&out, "blind-line").contains("Sge2 tages"), "{out}");
    assert!(
        line(&out, "players-agree-through").ends_with("de stemmer overens"),
        "{out}"
    );
    assert!(
        line(&out, "decision").contains("kan læses på to måder i linje 10"),
        "{out}"
    );
}

#[test]
fn a_finnish_sheet_saved_as_pgn_is_read_in_finnish_letters() {
    let files = Files::new();
    let record = files.write("record.pgn", OPERA);
    let sighted = files.write("sighted.pgn", OPERA_FI);
    // Before: read as English SAN, `2. Rf3` an illegal rook move, `agree-through: 2`, 40 corrections.
    let out = compared(&["--notation", "fi"], [&record, &sighted], None);
    assert_eq!(line(&out, "agree-through"), "agree-through: 15");
    assert_eq!(line(&out, "scoresheet-next"), "scoresheet-next: 8... c5");
    assert_eq!(
        line(&out, "scoresheet-letters"),
        "scoresheet-letters: in the 'fi' edition's piece letters"
    );
    assert!(line(&out, "illegal").contains("10... cxb5"), "{out}");
    assert_eq!(
        line(&out, "scoresheet-skipped"),
        "scoresheet-skipped: line 1: 'Morphy - Herzog Karl von Braunschweig & Graf Isouard'"
    );
    // With no letters named, a Finnish player's `.pgn` sheet is read in the letters that fit it, and said so.
    let out = compared(&["--locale", "fi"], [&record, &sighted], None);
    assert_eq!(line(&out, "agree-through"), "agree-through: 15");
    assert!(line(&out, "scoresheet-letters").contains("'fi'"), "{out}");
    // Read in English letters, `2. Rf3` is not ruled an illegal rook move: the letters that read it are named.
    let args = [
        "arbiter",
        "compare",
        "--record",
        &record,
        "--scoresheet",
        &sighted,
    ];
    let (ok, out, err) = run(&args, "");
    assert!(!ok && !out.contains("agree-through"), "{out}");
    assert!(err.contains("“Rf3”") && err.contains("“fi”"), "{err}");
}

#[test]
fn porcelain_names_every_move_in_english_san_whatever_the_locale_and_notation() {
    let files = Files::new();
    let record = files.write("record.pgn", OPERA);
    let sighted = files.write("sighted.txt", OPERA_HU);
    let blind = files.braille(&record, "hu", ("#F' .FC#D .HF#F", "#F' .FC#D .K.K.K"));
    let global = ["--porcelain", "--locale", "hu", "--notation", "hu"];
    let out = compared(&global, [&record, &sighted], Some(&blind));
    // Before: `after 14. Bd1` (the Hungarian rook, an English bishop) and Hungarian lines.
    assert_eq!(line(&out, "scoresheets"), "scoresheets: differ");
    let positions = |sheet: pegchess::sync::Sheet| -> Vec<Chess> {
        (0..=sheet.moves().len())
            .map(|p| sheet.position_after(p))
            .collect()
    };
    let record_pos = positions(read_pgn(OPERA, Language::En, None).expect("the record"));
    let sighted_text = OPERA_HU
        .split_once('\n')
        .map_or(OPERA_HU, |(_, moves)| moves);
    let sighted_pos = positions(read_pgn(sighted_text, Language::Hu, None).expect("the sheet"));
    let mut named = 0;
    // Lines that quote what a sheet has written are quotes, not the report's moves.
    let quoting = [
        "blind-line:",
        "blind-sheet:",
        "illegal:",
        "scoresheet-not-ruled:",
        "scoresheet-skipped:",
    ];
    for l in out
        .lines()
        .filter(|l| !quoting.iter().any(|q| l.starts_with(q)))
    {
        for (ply, san) in moves_named(l) {
            let parsed: SanPlus = san.parse().unwrap_or_else(|_| panic!("'{san}' in: {l}"));
            let legal = [&record_pos, &sighted_pos]
                .iter()
                .filter_map(|p| p.get(ply))
                .any(|pos| parsed.san.to_move(pos).is_ok());
            assert!(
                legal,
                "'{san}' is no English SAN move at half-move {ply}: {l}"
            );
            named += 1;
        }
    }
    // The report names each of its moves once (one decision, no second block).
    assert!(named >= 8, "only {named} moves named:\n{out}");
}

/// The moves a line names after their numbers (`14. Rd1`, `13... Rxd7`), each with its half-move's index.
fn moves_named(line: &str) -> Vec<(usize, String)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    words
        .windows(2)
        .filter_map(|w| {
            let (number, black) = match w[0].strip_suffix("...") {
                Some(n) => (n, true),
                None => (w[0].strip_suffix('.')?, false),
            };
            let number: usize = number.parse().ok()?;
            let ply = (number.checked_sub(1)?) * 2 + usize::from(black);
            let san = w[1].trim_end_matches([',', ';', ')', ':']);
            Some((ply, san.to_string()))
        })
        .collect()
}

#[test]
fn the_consoles_header_quotes_the_records_last_move_in_the_locales_letters() {
    let files = Files::new();
    let record = files.write("record.pgn", OPERA);
    let sighted = files.write("sighted.txt", OPERA_HU);
    let args = [
        "--locale",
        "hu",
        "arbiter",
        "--record",
        &record,
        "--scoresheet",
        &sighted,
    ];
    // End of input at the first question quits.
    let (ok, out, err) = run(&args, "");
    assert!(ok, "{err}");
    // Before: `az utolsó: 17. Rd8#`, the rook in English letters.
    let header = out
        .lines()
        .find(|l| l.starts_with("játszmajegyzés: "))
        .unwrap_or_else(|| panic!("no header in\n{out}"));
    assert!(header.ends_with("az utolsó: 17. Bd8#)"), "{header}");
}

#[test]
fn a_sheet_or_record_the_arbiter_cannot_read_is_refused_in_the_players_language() {
    let files = Files::new();
    let record = files.write("record.pgn", OPERA);
    // A slip no edition reads, a Finnish knight in English letters, a FEN tag that is no position, no file.
    let slip = files.write("slip.txt", "1. e4 e5 2. Nf3 Zq9\n");
    let finnish = files.write("finnish.txt", "1. e4 e5 2. Rf3 d6\n");
    let bad_fen = files.write("fen.pgn", "[FEN \"no position\"]\n\n1. e4 e5\n");
    let missing = files.0.path().join("missing.pgn");
    let missing = shown(&missing);
    let english = [
        "cannot read",
        "is not a piece letter",
        "no legal move in the letters",
        "the record",
        "score sheet",
        "FEN tag",
        "no such file",
        "is no legal position",
    ];
    for locale in ["de", "hu", "fi", "da", "en"] {
        for (record, sighted, named) in [
            (&record, &slip, "Zq9"),
            (&record, &finnish, "Rf3"),
            (&record, &bad_fen, "no position"),
            (&missing, &slip, "missing.pgn"),
            (&bad_fen, &slip, "no position"),
        ] {
            // The sheets are written in English letters, whatever the player's language.
            let args = [
                "--locale",
                locale,
                "--notation",
                "en",
                "arbiter",
                "compare",
                "--record",
                record,
                "--scoresheet",
                sighted,
            ];
            let (ok, _, err) = run(&args, "");
            assert!(!ok, "{args:?}");
            assert!(err.starts_with("pegchess: "), "{args:?}: {err}");
            assert!(err.contains(named), "{args:?}: {err}");
            let in_english = english.iter().any(|e| err.contains(e));
            assert_eq!(in_english, locale == "en", "{args:?}: {err}");
        }
    }
}
