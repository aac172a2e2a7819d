//! The console's lines in the player's language and notation, through the real binary: the demo at a table
//! without a peg board in all five languages (the blind player's moves typed in the notation's letters, none
//! refused, the record its game; the sighted board's moves and the clock line in the language), a game's
//! files, clock and saved score sheet in German and Hungarian, the errors a person meets (a command line
//! typed with a slip, a slip at the keys, a torn journal resumed), and `--porcelain`'s stable English lines.

use crate::support::{
    game_file, output_within, pegchess, spawn_in, type_line_after, until_moves, until_presses,
};
use crate::tables::binary::quit;
use pegchess::game::pgn;
use pegchess::notation::{Language, format_san};
use pegchess::phonetic::{Form, Scheme};
use pegchess::speech::{Phrase, Renderer};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position};
use std::time::Duration;

/// The plies the demo plays in these tests.
const PLIES: usize = 8;

/// The built-in demo game's first `PLIES` moves, from its start.
fn demo_moves() -> (Chess, Vec<Move>) {
    let text = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/demo.pgn")).unwrap();
    let game = pgn::read_games(&text)
        .into_iter()
        .next()
        .expect("a game")
        .expect("readable");
    (game.start, game.moves[..PLIES].to_vec())
}

/// Each move with the position before it.
fn played(start: &Chess, moves: &[Move]) -> Vec<(Chess, Move)> {
    let mut pos = start.clone();
    moves
        .iter()
        .map(|m| {
            let before = pos.clone();
            pos.play_unchecked(*m);
            (before, *m)
        })
        .collect()
}

/// The demo at table 2 (`--no-pegs`) with a clock, in `locale`, with `extra` global flags: its output.
fn demo_without_pegs(locale: &'static str, extra: &'static [&'static str]) -> String {
    let mut args = vec!["--locale", locale, "--time-control", "15+10"];
    args.extend_from_slice(extra);
    let plies = PLIES.to_string();
    args.extend(["demo", "--no-pegs", "--speed", "20", "--plies", &plies]);
    let (ok, stdout, stderr) = pegchess(&args);
    // The demo fails unless every move played reached the record.
    assert!(ok, "{locale}: {stdout}\n{stderr}");
    stdout
}

/// `text` without its `{...}` comments, its words one space apart.
fn movetext(text: &str) -> String {
    let mut depth = 0;
    let plain: String = text
        .chars()
        .filter(|c| {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => return depth == 0,
            }
            false
        })
        .collect();
    plain.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn the_demo_without_pegs_types_the_blind_players_moves_in_each_languages_notation() {
    let (start, moves) = demo_moves();
    let runs: Vec<_> = Language::ALL
        .iter()
        .map(|l| (*l, &[][..]))
        .chain([(Language::De, &["--porcelain"][..])])
        .map(|(language, extra)| {
            let code: &'static str = language.name();
            (
                language,
                extra,
                std::thread::spawn(move || demo_without_pegs(code, extra)),
            )
        })
        .collect();
    let record: Vec<String> = played(&start, &moves)
        .into_iter()
        .enumerate()
        .map(|(i, (pos, m))| {
            let san = SanPlus::from_move(pos, m);
            match i % 2 {
                0 => format!("{}. {san}", i / 2 + 1),
                _ => san.to_string(),
            }
        })
        .collect();
    let record = record.join(" ");
    for (language, extra, run) in runs {
        let stdout = run.join().expect("the demo ran");
        // Said in the words each edition lists first: the Danish words at a Danish table.
        let [scheme, _] = Scheme::editions_order(language);
        let renderer = Renderer::new(language, scheme, Form::Short);
        for (pos, m) in played(&start, &moves) {
            if pos.turn() != Color::White {
                continue;
            }
            let san = SanPlus::from_move(pos, m);
            let typed = format_san(language, san);
            // Not refused ("Sf3: ...", or "Nf3: ..." as English letters were), and said back as announced.
            for written in [typed.clone(), san.to_string()] {
                assert!(
                    !stdout
                        .lines()
                        .any(|l| l.starts_with(&format!("{written}:"))),
                    "{language}: {written} refused\n{stdout}"
                );
            }
            // Notation is said back in the scheme; a move typed as the words of a scheme ("e4") as it was typed.
            let reader = pegchess::words::Reader::new(scheme, language, language);
            let said = pegchess::speech::phrases::phrase::AnnouncedMove::new(san)
                .in_words(reader.kept_words(&typed));
            let announced = renderer.render(&Phrase::Announced(said)).text();
            assert!(
                stdout.contains(&announced),
                "{language}: {announced}\n{stdout}"
            );
        }
        // The score sheet the demo kept is its game (PGN, English SAN in every language).
        assert!(
            movetext(&stdout).contains(&record),
            "{language}: {record}\n{stdout}"
        );
        let lines: &[&str] = match (language, extra.is_empty()) {
            (Language::De, true) => &[
                "Brett des Sehenden: 1... Sf6",
                "Brett des Sehenden: 4. Sc3",
                "Brett des Sehenden: 4... Le7",
                "Uhr: Weiß 0:15:",
                " | Schwarz 0:15:",
                "pegchess-Demo: ein simuliertes DGT-E-Brett (kein Steckbrett) spielt die ersten 8 Halbzüge",
                "Das Partieformular, das das Programm geführt hat (",
            ],
            (Language::Hu, _) => &[
                "Látó játékos táblája: 1... Hf6",
                "Látó játékos táblája: 4... Fe7",
                "Óra: világos 0:15:",
                " | sötét 0:15:",
            ],
            (Language::Fi, _) => &["Näkevän lauta: 1... Rf6", "Kello: valkea 0:15:"],
            (Language::Da, _) => &["Den seendes bræt: 1... Sf6", "Ur: hvid 0:15:"],
            // English, and German with --porcelain: the stable lines, English SAN.
            _ => &[
                "sighted board: 1... Nf6",
                "sighted board: 4... Be7",
                "clock: White 0:15:",
                " | Black 0:15:",
                "pegchess demo: a simulated DGT e-board (no peg board) plays the first 8 moves",
            ],
        };
        for line in lines {
            assert!(
                stdout.contains(line),
                "{language} {extra:?}: {line}\n{stdout}"
            );
        }
        if language != Language::En && extra.is_empty() {
            for english in [
                "sighted board:",
                "clock: White",
                "The score sheet the program kept",
            ] {
                assert!(!stdout.contains(english), "{language}: {english}\n{stdout}");
            }
        }
    }
}

/// A game at a table with no board in `locale` (with `extra` global flags): 1. e4 announced and pressed, then
/// left. What it printed.
fn announced_game(locale: &str, extra: &[&str]) -> String {
    let data = tempfile::tempdir().unwrap();
    let mut args = vec!["--locale", locale];
    args.extend_from_slice(extra);
    args.extend(["play", "--port", "none", "--time-control", "90+30"]);
    let mut child = spawn_in(data.path(), &args);
    type_line_after(&mut child, "e4", Duration::ZERO);
    type_line_after(&mut child, "p", Duration::ZERO);
    until_moves(data.path(), 1);
    quit(child)
}

#[test]
fn a_games_files_and_clock_are_on_the_console_in_the_players_language_or_stable_with_porcelain() {
    let runs = [
        (
            "de",
            &[][..],
            &[
                "Journal: ",
                "Partieformular: ",
                "Uhr: Weiß 1:30:",
                " | Schwarz 1:30:00 *",
                "Partieformular gespeichert: ",
                "Angesagt: ",
            ][..],
            &["journal: ", "clock: ", "score sheet"][..],
        ),
        (
            "hu",
            &[],
            &[
                "Napló: ",
                "Játszmalap: ",
                "Óra: világos 1:30:",
                " | sötét 1:30:00 *",
                "Játszmalap mentve: ",
                "Bejelentve: ",
            ],
            &["journal: ", "clock: ", "score sheet"],
        ),
        // --porcelain: the console's lines in stable English; the phrases stay in the player's language.
        (
            "de",
            &["--porcelain"],
            &[
                "journal: ",
                "score sheet: ",
                "clock: White 1:30:",
                " | Black 1:30:00 *",
                "score sheet saved: ",
                "Angesagt: ",
            ],
            &["Journal", "Uhr: "],
        ),
    ];
    let outputs: Vec<_> = runs
        .iter()
        .map(|(locale, extra, _, _)| {
            let (locale, extra): (String, Vec<String>) = (
                locale.to_string(),
                extra.iter().map(|s| s.to_string()).collect(),
            );
            std::thread::spawn(move || {
                let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
                announced_game(&locale, &extra)
            })
        })
        .collect();
    for ((locale, extra, shown, absent), run) in runs.iter().zip(outputs) {
        let stdout = run.join().expect("the game ran");
        for line in *shown {
            assert!(
                stdout.contains(line),
                "{locale} {extra:?}: {line}\n{stdout}"
            );
        }
        for start in *absent {
            assert!(
                !stdout.lines().any(|l| l.starts_with(start)),
                "{locale} {extra:?}: {start}\n{stdout}"
            );
        }
    }
}

#[test]
fn every_console_message_is_in_all_five_languages() {
    use pegchess::ui::text::{Texts, console_source};
    let ids = |source: &str| -> Vec<String> {
        source
            .lines()
            .filter_map(|l| l.split_once(" ="))
            .map(|(id, _)| id.trim().to_string())
            .filter(|id| id.starts_with("console-"))
            .collect()
    };
    let english = ids(console_source(Language::En));
    assert!(english.len() > 30, "{english:?}");
    // Every id the code uses is defined.
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut dirs = vec![std::path::PathBuf::from(src)];
    let mut used = 0;
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let code = std::fs::read_to_string(&path).unwrap_or_default();
            for piece in code.split('"').skip(1).step_by(2) {
                if piece.starts_with("console-") && !piece.contains(' ') {
                    used += 1;
                    assert!(
                        english.contains(&piece.to_string()),
                        "{}: {piece}",
                        path.display()
                    );
                }
            }
        }
    }
    assert!(used > 30, "{used} console messages used");
    for language in Language::ALL {
        assert_eq!(ids(console_source(*language)), english, "{language}");
        let texts = Texts::console(*language);
        let mut as_english = Vec::new();
        for id in &english {
            assert!(texts.has(id), "{id} in {language}");
            if *language != Language::En && texts.get(id) == Texts::console(Language::En).get(id) {
                as_english.push(id);
            }
        }
        // A few lines read the same (Danish "program: SHA-256 ..."); the rest is translated.
        assert!(as_english.len() <= 3, "{language}: {as_english:?}");
    }
}

#[test]
fn the_errors_a_person_meets_most_are_in_the_players_language_or_english_with_porcelain() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let missing = dir.path().join("missing.pgn");
    let missing = missing.to_str().expect("a path");
    let bad = dir.path().join("bad.pgn");
    std::fs::write(&bad, "1. e4 e5 2. Qh9 *\n").expect("write");
    let bad = bad.to_str().expect("a path");
    let no_journal = dir.path().join("game.journal");
    std::fs::write(&no_journal, "hello\n").expect("write");
    let no_journal = no_journal.to_str().expect("a path");
    let think = dir.path().join("think.txt");
    std::fs::write(&think, "10\nabc\n").expect("write");
    let think = think.to_str().expect("a path");
    let missing_journal = dir.path().join("missing.journal");
    let missing_journal = missing_journal.to_str().expect("a path");
    let settings = dir.path().join("settings.toml");
    std::fs::write(&settings, "locale = \"xx\"\n").expect("write");
    let settings = settings.to_str().expect("a path");
    let english = [
        "cannot read ",
        "is not legal here",
        "is not valid",
        "no such file",
        "is not a pegchess journal",
        "is not a move",
        "not a piece letter",
        "think file",
        "needs a whole number",
        "is out of range",
        "is no date",
        "is not a valid fen",
        "cannot be read as",
        "is not a number of seconds",
        "no vosk model",
        "no such file",
    ];
    for locale in ["de", "hu", "fi", "da", "en"] {
        let simulate = |tc, think| {
            let line = ["clock", "simulate", "--time-control", tc, "--think", think];
            [&["--locale", locale][..], &line].concat()
        };
        let errors: Vec<String> = [
            vec!["--locale", locale, "sheet", missing, "--braille"],
            vec!["--locale", locale, "sheet", bad, "--braille"],
            // A process fair play cannot read (no such process: above the kernel's highest number).
            vec!["--locale", locale, "fair-play", "--check", "4194305"],
            // A file that is no journal, to resume.
            vec!["--locale", locale, "resume", "--journal", no_journal],
            // A move announce cannot read, and a think file that is not there.
            vec!["--locale", locale, "announce", "Qz9"],
            simulate("300", missing),
            // Values typed with a slip: a time control, a number out of range, a date, a FEN.
            simulate("40/5400+30:x", missing),
            vec!["--locale", locale, "--settle-ms", "5", "ports"],
            vec![
                "--locale",
                locale,
                "rating",
                "--rating",
                "1800",
                "--opponent",
                "1500:1",
                "--date",
                "yesterday",
            ],
            vec!["--locale", locale, "announce", "e4", "--fen", "not a fen"],
            // A think file with a line that is no number, a journal that is not there, no model to listen with.
            simulate("300", think),
            vec!["--locale", locale, "sheet", missing_journal, "--braille"],
            #[cfg(feature = "voice")]
            vec!["--locale", locale, "listen"],
        ]
        .iter()
        .map(|args| pegchess(args).2)
        .chain(std::iter::once({
            let args = [
                "--no-speech",
                "--config",
                settings,
                "--locale",
                locale,
                "ports",
            ];
            let out = crate::support::binary().args(args).output().expect("runs");
            String::from_utf8_lossy(&out.stderr).into_owned()
        }))
        .collect();
        for err in &errors {
            assert!(err.starts_with("pegchess: "), "{locale}: {err}");
            let in_english = english.iter().any(|e| err.to_lowercase().contains(e));
            assert_eq!(in_english, locale == "en", "{locale}: {err}");
        }
        // The move's problem is said in the language too.
        assert!(errors[1].contains("Qh9"), "{locale}: {}", errors[1]);
        // A PGN file is English SAN in every language: its hint writes English letters.
        assert!(
            errors[1].contains("Nf3, exd5, O-O, e8=Q"),
            "{locale}: {}",
            errors[1]
        );
        let (_, _, err) = pegchess(&["--locale", locale, "--porcelain", "sheet", bad, "--braille"]);
        assert!(err.contains("is not legal here"), "{locale}: {err}");
    }
}

#[test]
fn errors_once_said_only_in_english_are_in_the_players_language_or_english_with_porcelain() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let missing = dir.path().join("missing.pgn");
    let missing = missing.to_str().expect("a path");
    // The demo's start number out of range and game file that is not there; the arbiter with no game.
    let cases = [
        (
            vec!["demo", "--chess960", "1000"],
            (
                "keine Chess960-Startnummer",
                "is not a Chess960 start number",
            ),
        ),
        (
            vec!["demo", "--pgn", missing],
            ("den Pfad einer PGN-Datei angeben", "No such file"),
        ),
        (
            vec!["arbiter"],
            (
                "die Aufzeichnung mit --record angeben",
                "pass the record with --record",
            ),
        ),
    ];
    for (line, (german, english)) in cases {
        let run = |first: &[&'static str]| {
            let out = crate::support::private(dir.path())
                .args(first.iter().chain(&line))
                .run();
            (out.0, out.2)
        };
        let (ok, err) = run(&["--locale", "de"]);
        assert!(!ok && err.starts_with("pegchess: "), "{err}");
        assert!(err.contains(german), "{err}");
        assert!(!err.contains(english), "{err}");
        let (_, err) = run(&["--locale", "de", "--porcelain"]);
        assert!(err.contains(english), "{err}");
    }
}

/// A game in `locale` at a table without boards: e4 announced and pressed, a slip typed (`rank 9`), left;
/// then its journal's end torn by a line no pegchess wrote, and the game resumed and left. The standard
/// error of both runs.
fn slip_and_torn_journal(locale: &'static str) -> (String, String) {
    use std::io::Write;
    let data = tempfile::tempdir().expect("a temporary folder");
    let mut game = spawn_in(data.path(), &["--locale", locale, "play", "--port", "none"]);
    type_line_after(&mut game, "e4", Duration::ZERO);
    type_line_after(&mut game, "p", Duration::ZERO);
    until_presses(data.path(), 1);
    // The slip and the leaving are read in the order typed.
    type_line_after(&mut game, "rank 9", Duration::ZERO);
    type_line_after(&mut game, "q", Duration::ZERO);
    let played = output_within(game);
    let journal = game_file(data.path(), "journal");
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&journal)
        .expect("the journal");
    file.write_all(b"a line no pegchess wrote\n")
        .expect("written");
    drop(file);
    let mut resumed = spawn_in(
        data.path(),
        &["--locale", locale, "resume", "--port", "none"],
    );
    type_line_after(&mut resumed, "q", Duration::ZERO);
    let resumed = output_within(resumed);
    let err = |out: &std::process::Output| String::from_utf8_lossy(&out.stderr).into_owned();
    // The slip is said, so it is printed with the game's phrases.
    let said = String::from_utf8_lossy(&played.stdout).into_owned();
    (said + &err(&played), err(&resumed))
}

#[test]
fn a_slip_at_the_keys_and_a_torn_journal_are_said_in_the_players_language() {
    let english = [
        "ype rank 1",
        "is unreadable",
        "kept up to it",
        "line(s) from there",
        "for the arbiter",
    ];
    let runs: Vec<_> = ["de", "hu", "fi", "da", "en"]
        .into_iter()
        .map(|locale| {
            (
                locale,
                std::thread::spawn(move || slip_and_torn_journal(locale)),
            )
        })
        .collect();
    for (locale, run) in runs {
        let (played, resumed) = run.join().expect("the games ran");
        // The slip is said, and says what to type, in the language's words for a rank.
        let rank = match locale {
            "de" => "Reihe 1",
            "hu" => "sor 1",
            "fi" => "rivi 1",
            "da" => "række 1",
            _ => "rank 1",
        };
        assert!(played.contains(rank), "{locale}: {played}");
        // The torn line is said: its number, and where the rest went (a file beside the journal).
        assert!(resumed.contains(".journal.rest"), "{locale}: {resumed}");
        let both = format!("{played}{resumed}");
        for e in english {
            assert_eq!(both.contains(e), locale == "en", "{locale}: {e}\n{both}");
        }
    }
}

#[test]
fn a_command_line_typed_with_a_slip_is_refused_in_the_players_language_or_in_clap_s_words_with_porcelain()
 {
    let english = [
        "is no pegchess command",
        "did you mean",
        "is no option",
        "lists the commands",
        "is not a value",
        "unrecognized",
        "invalid digit",
        "must be given",
        "needs a value",
        "not a number",
        "is out of range",
        "is not in",
    ];
    for locale in ["de", "hu", "fi", "da", "en"] {
        for line in [
            vec!["--locale", locale, "resme"],
            vec!["--locale", locale, "clock", "simulate", "--bogus"],
            vec!["--locale", locale, "--scheme", "nato2", "ports"],
            // A number that is none, one of a group missing, a flag without its value.
            vec!["--locale", locale, "demo", "--plies", "abc"],
            vec!["--locale", locale, "sheet"],
            vec!["--locale", locale, "arbiter", "compare", "--record"],
            // A sheet's number out of its range.
            vec!["--locale", locale, "sheet", "--braille", "--cells", "5"],
        ] {
            let out = crate::support::binary().args(&line).output().expect("runs");
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{line:?}: {err}");
            assert!(err.starts_with("pegchess: "), "{line:?}: {err}");
            assert!(err.contains("--help"), "{line:?}: {err}");
            let in_english = english.iter().any(|e| err.contains(e));
            assert_eq!(in_english, locale == "en", "{line:?}: {err}");
        }
        // The command meant is named.
        let out = crate::support::binary()
            .args(["--locale", locale, "resme"])
            .output()
            .expect("runs");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("resume"),
            "{locale}"
        );
        // --porcelain: clap's own words, for scripts.
        let out = crate::support::binary()
            .args(["--locale", locale, "--porcelain", "resme"])
            .output()
            .expect("runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("unrecognized subcommand 'resme'"),
            "{locale}: {err}"
        );
    }
}
