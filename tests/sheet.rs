//! `pegchess sheet` (issue 23, D.2.7): every corpus game as Braille (BRF and Unicode) in all five languages,
//! read back through liblouis's back-translation, and as large-print PDF read by pdftotext (a seeded
//! sample of the games in the test command, all of them in `scripts/sweep`); a sample as sound measured by sox; bad input refused in one line with nothing half-written left behind.

use pegchess::config::Settings;
use pegchess::config::cli::Paper;
use pegchess::game::pgn;
use pegchess::live::sheets::{BrailleOptions, audio_sheet, braille_sheet, lou_translate};
use pegchess::notation::Language;
use pegchess::sheet::braille::{self, BraillePageSize, Encoding};
use pegchess::sheet::pdf::{self, Layout};
use pegchess::sheet::{Game, Labels, Writing};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus");

/// Every readable game of the corpus, in file order.
pub(crate) fn corpus() -> Vec<Game> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(CORPUS)
        .expect("the corpus folder")
        .map(|e| e.expect("a corpus entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    let games: Vec<Game> = files
        .iter()
        .flat_map(|f| pgn::read_file(f).expect("a corpus file"))
        .flatten()
        .map(|g| Game::from_pgn(&g))
        .collect();
    // 134 games: 6 + 7 + 20 + 10 + 91 (tests/data/corpus/SOURCES.md counts the 91 twice, with EventDate).
    assert_eq!(games.len(), 134, "every corpus game is read");
    games
}

fn writing(language: Language) -> Writing {
    Writing {
        notation: language,
        figurines: false,
    }
}

/// A written move as the back-translation gives it: German Braille writes no capitals; Hungarian Braille
/// writes `+` and `!` in one cell; the Finnish table (forward only, says its header) reads a closing `#`
/// as a number sign and drops it, and the sheet writes `T6-g5` for `T6g5` there.
fn as_read_back(language: Language, text: &str) -> String {
    match language {
        Language::De => text.to_lowercase(),
        Language::Hu => text.replace('!', "+"),
        Language::Fi => braille::hyphen_after_digits(text.trim_end_matches('#')),
        _ => text.to_string(),
    }
}

/// Print text is read back as written.
fn as_printed(_: Language, text: &str) -> String {
    text.to_string()
}

/// The moves of `game` found in order in back-translated `text`, after its first move number.
fn assert_moves_come_back(
    game: &Game,
    language: Language,
    text: &str,
    what: &str,
    read: fn(Language, &str) -> String,
) {
    let tokens: Vec<String> = text.split_whitespace().map(|t| read(language, t)).collect();
    let Some(first) = game.plies.first() else {
        return;
    };
    let number = format!("{}.", first.number.number);
    let mut at = tokens
        .iter()
        .position(|t| *t == number)
        .unwrap_or_else(|| panic!("{what}: no move number {number} in {text}"));
    for ply in &game.plies {
        let want = read(language, &writing(language).san(ply.san));
        match tokens[at..].iter().position(|t| *t == want) {
            Some(i) => at += i + 1,
            None => panic!(
                "{what}: {} {want} does not come back; read back:\n{text}",
                ply.number
            ),
        }
    }
}

/// Back-translates sheets' lines in one run of liblouis (page numbers and form feeds taken out).
fn read_back(sheets: &[String], language: Language, encoding: Encoding) -> Vec<String> {
    let mut lines = Vec::new();
    let mut counts = Vec::new();
    for sheet in sheets {
        let before = lines.len();
        for page in sheet.split('\u{c}').filter(|p| !p.is_empty()) {
            let mut page_lines: Vec<&str> = page.lines().collect();
            let number = page_lines.pop().expect("a page number line");
            assert!(number.starts_with(encoding.blank()), "{number:?}");
            lines.extend(
                page_lines
                    .iter()
                    .map(|l| l.trim_end_matches('\r').to_string())
                    .filter(|l| !l.is_empty()),
            );
        }
        counts.push(lines.len() - before);
    }
    let tables = format!(
        "{},{}",
        encoding.display_table(),
        braille::table(language, false)
    );
    let back = lou_translate(&tables, &lines, true).expect("liblouis back-translates");
    let mut out = Vec::new();
    let mut rest = back.as_slice();
    for n in counts {
        let (sheet, tail) = rest.split_at(n);
        out.push(sheet.join("\n"));
        rest = tail;
    }
    out
}

fn options(language: Language, encoding: Encoding) -> BrailleOptions {
    BrailleOptions {
        language,
        writing: writing(language),
        encoding,
        contracted: false,
        clocks: false,
        size: BraillePageSize::default(),
        code: pegchess::config::BrailleCode::Literary,
    }
}

#[test]
fn every_corpus_game_in_braille_comes_back_in_every_language() {
    // 16 of the 134 games in the test command.
    let games = crate::support::Sweep::new("Braille sheets").sample(corpus(), 16);
    for_every_language(|language| {
        for encoding in [Encoding::Brf, Encoding::Unicode] {
            let sheets: Vec<String> = games
                .iter()
                .map(|g| braille_sheet(g, &options(language, encoding)).expect("a sheet"))
                .collect();
            for sheet in &sheets {
                for page in sheet.split('\u{c}').filter(|p| !p.is_empty()) {
                    let lines: Vec<&str> = page.lines().collect();
                    assert_eq!(lines.len(), 25, "{language} {encoding:?}: 25 lines a page");
                    assert!(lines.iter().all(|l| l.chars().count() <= 40));
                    assert!(
                        page.chars()
                            .all(|c| c.is_whitespace() || encoding.is_cell(c))
                    );
                }
            }
            let back = read_back(&sheets, language, encoding);
            for (game, text) in games.iter().zip(&back) {
                assert_moves_come_back(
                    &braille::one_reading_each(game, language, writing(language)),
                    language,
                    text,
                    &format!("{language} {encoding:?}"),
                    as_read_back,
                );
            }
        }
    });
}

/// Runs `check` for each of the five languages, each on a thread of its own.
pub(crate) fn for_every_language(check: impl Fn(Language) + Sync) {
    std::thread::scope(|s| {
        for language in Language::ALL.iter().copied() {
            let check = &check;
            s.spawn(move || check(language));
        }
    });
}

#[test]
fn clocks_contraction_figurines_and_page_size_keep_every_move() {
    let games = corpus();
    // The London games carry clock readings.
    let game = games
        .iter()
        .find(|g| g.has_clocks())
        .expect("a corpus game with clocks");
    for language in Language::ALL.iter().copied() {
        let mut o = options(language, Encoding::Unicode);
        o.clocks = true;
        o.contracted = true;
        o.size = BraillePageSize {
            cells: 28,
            lines: 10,
        };
        let sheet = braille_sheet(game, &o).expect("a sheet");
        let pages: Vec<&str> = sheet.split('\u{c}').filter(|p| !p.is_empty()).collect();
        assert!(pages.len() > 3, "{language}: small pages make many");
        assert!(pages.iter().all(|p| p.lines().count() == 10));
        let back = read_back(std::slice::from_ref(&sheet), language, Encoding::Unicode);
        // A contracted header reads back as contracted words; the moves are uncontracted.
        assert_moves_come_back(
            &braille::one_reading_each(game, language, writing(language)),
            language,
            &back[0],
            &format!("{language} contracted"),
            as_read_back,
        );
    }
    for language in [Language::En, Language::De, Language::Da] {
        let mut o = options(language, Encoding::Unicode);
        o.writing.figurines = true;
        let sheet = braille_sheet(game, &o).expect("a figurine sheet");
        // The chess table writes figurines with dot 7 (U+2840 and up): as many as piece moves and castlings.
        let pieces = game
            .plies
            .iter()
            .filter(|p| {
                o.writing
                    .san(p.san)
                    .chars()
                    .next()
                    .is_some_and(|c| ('♔'..='♙').contains(&c))
            })
            .count();
        let dot7 = sheet
            .chars()
            .filter(|c| ('\u{2840}'..='\u{28FF}').contains(c))
            .count();
        assert!(
            dot7 >= pieces && pieces > 10,
            "{language}: {dot7} dot-7 cells, {pieces} piece moves"
        );
    }
}

fn pdftotext(pdf: &[u8], dir: &Path) -> String {
    let path = dir.join("sheet.pdf");
    std::fs::write(&path, pdf).expect("write the PDF");
    let out = Command::new("pdftotext")
        .args(["-layout"])
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) runs");
    assert!(out.status.success());
    String::from_utf8(out.stdout).expect("UTF-8 text")
}

/// Large print for every corpus game in all five languages, A4 and Letter by turns, sizes 18, 24 and 36 by
/// turns: every move read back with pdftotext, in order.
#[test]
fn large_print_of_every_corpus_game_reads_back_with_pdftotext() {
    // 16 of the 134 games in the test command, each with the paper and sizes it has in the full sweep.
    let sweep = crate::support::Sweep::new("large print");
    let games = sweep.sample(corpus().into_iter().enumerate().collect(), 16);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let sizes = [24.0, 18.0, 36.0];
    for (i, game) in games.iter().map(|(i, g)| (*i, g)) {
        for (j, language) in Language::ALL.iter().copied().enumerate() {
            let layout = Layout {
                paper: if (i + j) % 2 == 0 {
                    Paper::A4
                } else {
                    Paper::Letter
                },
                font_size: sizes[(i + j) % 3],
                writing: writing(language),
            };
            let labels = Labels::new(language);
            let bytes = pdf::sheet(game, &labels, layout).expect("a PDF");
            let text = pdftotext(&bytes, dir.path());
            let sign = labels
                .signatures
                .split_whitespace()
                .all(|w| text.contains(w));
            assert!(sign, "{language}: room to sign");
            if let Some(white) = &game.header.white {
                let named = white.split_whitespace().all(|w| text.contains(w));
                assert!(named, "{language}: {white} in the header");
            }
            assert_moves_come_back(
                game,
                language,
                &text,
                &format!("PDF {language}"),
                as_printed,
            );
        }
    }
}

#[test]
fn a_font_under_18_points_is_refused() {
    let games = corpus();
    let layout = Layout {
        paper: Paper::A4,
        font_size: 17.5,
        writing: writing(Language::En),
    };
    let err = pdf::sheet(&games[0], &Labels::new(Language::En), layout).unwrap_err();
    assert!(err.to_string().contains("--font-size 18"), "{err}");
}

fn sox_seconds(wav: &Path) -> f64 {
    let out = Command::new("soxi")
        .arg("-D")
        .arg(wav)
        .output()
        .expect("soxi (sox) runs");
    String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .expect("a duration")
}

/// The longest run of silence (every sample within 1 % of full scale) in a sound file, as sox reads it
/// (its `dat` text form: time and level of every sample).
fn longest_silence(wav: &Path) -> f64 {
    let out = Command::new("sox")
        .arg(wav)
        .args(["-t", "dat", "-"])
        .output()
        .expect("sox runs");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let (mut longest, mut since) = (0.0f64, None::<f64>);
    for line in text.lines().filter(|l| !l.starts_with(';')) {
        let mut fields = line
            .split_whitespace()
            .map(|f| f.parse::<f64>().unwrap_or(1.0));
        let (Some(t), Some(v)) = (fields.next(), fields.next()) else {
            continue;
        };
        if v.abs() <= 0.01 {
            longest = longest.max(t - *since.get_or_insert(t));
        } else {
            since = None;
        }
    }
    longest
}

/// Decodes an Ogg Opus file to WAV with opusdec, and checks it with sox: plausible length for the plies,
/// and no silence over a second.
fn check_sound(ogg: &Path, plies: usize) {
    let wav = ogg.with_extension("check.wav");
    // 8 kHz is plenty to find pauses, and keeps sox's text short.
    let status = Command::new("opusdec")
        .args(["--quiet", "--rate", "8000"])
        .arg(ogg)
        .arg(&wav)
        .status()
        .expect("opusdec (opus-tools) runs");
    assert!(status.success());
    let length = sox_seconds(&wav);
    let per_ply = length / plies as f64;
    assert!(
        (0.8..5.0).contains(&per_ply),
        "{length} s for {plies} plies"
    );
    let silence = longest_silence(&wav);
    assert!(silence < 1.0, "{silence:.2} s of silence in {length:.2} s");
}

/// The sample for sound: the first ten half-moves and the result of the corpus's shortest game, in each of
/// the five languages (the settings' own scheme and voices); and one at the command line with clock
/// readings (below).
#[test]
fn the_game_as_sound_is_measured_by_sox() {
    let games = corpus();
    let mut shortest = games
        .iter()
        .filter(|g| g.outcome.is_some() && g.plies.len() >= 10)
        .min_by_key(|g| g.plies.len())
        .expect("a short game")
        .clone();
    shortest.plies.truncate(10);
    let shortest = &shortest;
    let dir = tempfile::tempdir().expect("a temporary folder");
    for language in Language::ALL.iter().copied() {
        let settings = Settings {
            locale: language,
            notation: language,
            ..Settings::default()
        };
        let out = dir.path().join(format!("game-{language}.ogg"));
        audio_sheet(shortest, &settings, writing(language), false, &out).expect("the sound");
        check_sound(&out, shortest.plies.len());
        let cue = std::fs::read_to_string(out.with_extension("cue")).expect("a CUE sheet beside");
        assert_eq!(
            cue.matches("TRACK").count(),
            shortest.plies.len() + 1,
            "a chapter per move and the result"
        );
        let comments = Command::new("opusinfo")
            .arg(&out)
            .output()
            .expect("opusinfo runs");
        let comments = String::from_utf8_lossy(&comments.stdout);
        assert_eq!(comments.matches("NAME=").count(), shortest.plies.len() + 1);
    }
    let leftovers: Vec<String> = names(dir.path())
        .into_iter()
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(leftovers.is_empty(), "temporary files left: {leftovers:?}");
}

/// The names of the files in a folder.
fn names(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .expect("the folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

fn sheet_command(dir: &Path, args: &[&str]) -> Output {
    crate::support::private(&dir.join("data"))
        .arg("--config")
        .arg(dir.join("settings.toml"))
        .arg("sheet")
        .args(args)
        .output()
}

fn stderr_line(out: &Output) -> String {
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(err.trim().lines().count(), 1, "one line: {err}");
    err
}

#[test]
fn at_the_command_line_sheets_are_written_and_bad_input_gets_one_line() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let pgn = format!("{CORPUS}/lcc2016-dgt-clocks-sample.pgn");
    let brf = dir.path().join("game.brf");
    let out = sheet_command(
        dir.path(),
        &[
            &pgn,
            "--number",
            "2",
            "--braille",
            "--clocks",
            "-o",
            brf.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&brf).expect("the BRF file");
    assert!(text.contains("\r\n") && text.contains('\u{c}'));
    let short = dir.path().join("short.pgn");
    std::fs::write(&short, "[White \"Ørsted, Åse\"]\n\n1. e4 {[%clk 1:59:58]} e5 {[%clk 1:59:50]} 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n").expect("write");
    let out = sheet_command(
        dir.path(),
        &[short.to_str().unwrap(), "--audio", "--clocks"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    check_sound(&dir.path().join("short.ogg"), 7);
    // Bad input: one line each, naming the fix.
    let err = stderr_line(&sheet_command(dir.path(), &["--braille"]));
    assert!(err.contains("name the game"), "{err}");
    let err = stderr_line(&sheet_command(
        dir.path(),
        &[&pgn, "--number", "99", "--braille"],
    ));
    assert!(err.contains("--number from 1 to 10"), "{err}");
    let bad = dir.path().join("bad.pgn");
    std::fs::write(&bad, "1. e4 e5 2. Ke3 *\n").expect("write");
    let err = stderr_line(&sheet_command(
        dir.path(),
        &[bad.to_str().unwrap(), "--braille"],
    ));
    assert!(err.contains("Ke3"), "{err}");
    let err = stderr_line(&sheet_command(
        dir.path(),
        &[&pgn, "--braille", "--figurines"],
    ));
    assert!(err.contains("--braille-unicode"), "{err}");
    let err = stderr_line(&sheet_command(
        dir.path(),
        &[&pgn, "--large-print", "--font-size", "12"],
    ));
    assert!(err.contains("18"), "{err}");
    let missing = dir.path().join("no-such-folder").join("x.pdf");
    let err = stderr_line(&sheet_command(
        dir.path(),
        &[&pgn, "--large-print", "-o", missing.to_str().unwrap()],
    ));
    assert!(err.contains("-o FILE"), "{err}");
    let out = crate::support::binary()
        .args(["--no-speech", "sheet", &pgn, "--braille"])
        .env("PATH", dir.path())
        .output()
        .expect("pegchess runs");
    let err = stderr_line(&out);
    assert!(err.contains("liblouis-bin"), "{err}");
    // A table that is not there, and one that loses a move (x written as e): one line each.
    let tables = dir.path().join("tables");
    std::fs::create_dir_all(&tables).expect("a tables folder");
    let louis = |path: &str| {
        let out = crate::support::binary()
            .args(["--no-speech", "sheet", &pgn, "--braille"])
            .env("LOUIS_TABLEPATH", path)
            .output()
            .expect("pegchess runs");
        stderr_line(&out)
    };
    let err = louis(tables.to_str().unwrap());
    assert!(
        err.contains("en-us-brf.dis") && err.contains("liblouis-data"),
        "{err}"
    );
    std::fs::write(
        tables.join("en-ueb-g1.ctb"),
        format!(
            "lowercase x 15\ninclude {}/en-ueb-g1.ctb\n",
            pegchess::sheet::louis::TABLES_DIR
        ),
    )
    .expect("a table that loses x");
    let err = louis(&format!(
        "{},{}",
        tables.display(),
        pegchess::sheet::louis::TABLES_DIR
    ));
    assert!(
        err.contains("does not come back") && err.contains("--notation"),
        "{err}"
    );
    let names = names(dir.path());
    assert!(
        !names
            .iter()
            .any(|n| n.ends_with(".tmp") || n.starts_with(".sheet")),
        "{names:?}"
    );
}

/// Two games' journals in `games`: the older has four moves, the newer all of Tarrasch's first game;
/// Black resigns both. Returns the newer game.
fn journals(games: &Path) -> pgn::PgnGame {
    use pegchess::live::GameFiles;
    use pegchess::session::{Command as Cmd, Event, GameResult, Session, SessionConfig};
    use std::time::Duration;
    std::fs::create_dir_all(games).expect("the games folder");
    let pgn = format!("{CORPUS}/Tarrasch7games.pgn");
    let played = pgn::read_file(Path::new(&pgn)).expect("the corpus")[0]
        .clone()
        .expect("a game");
    for (name, moves) in [
        ("game-20260101-090000", 4),
        ("game-20260102-090000", played.moves.len()),
    ] {
        let mut config = SessionConfig::new(played.start.clone());
        config.moves = played.moves[..moves].to_vec();
        let tags = vec![("White".to_string(), "Tarrasch, Siegbert".to_string())];
        let mut files = GameFiles::create(games, name, &config, None, tags).expect("a journal");
        let mut session = Session::new(config);
        let resign = Event::Command(Cmd::Result(GameResult::Resigned(shakmaty::Color::Black)));
        files
            .journal
            .append(Duration::from_secs(1), &resign)
            .expect("journaled");
        session.handle(resign, Duration::from_secs(1));
    }
    played
}

/// Without a file, the newest journal in the games folder is the game: its moves, its players and the
/// result the session recorded.
#[test]
fn the_newest_journal_is_the_default_game() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let played = journals(&dir.path().join("data/pegchess/games"));
    let out = sheet_command(dir.path(), &["--braille-unicode"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let sheet = String::from_utf8(out.stdout).expect("UTF-8");
    let back = read_back(&[sheet], Language::En, Encoding::Unicode);
    assert!(back[0].contains("Tarrasch"), "{}", back[0]);
    assert!(
        back[0].contains("1-0"),
        "White wins when Black resigns: {}",
        back[0]
    );
    let game = Game::from_pgn(&played);
    assert_moves_come_back(&game, Language::En, &back[0], "journal", as_read_back);
}

/// The doctor names the Braille table the interface language needs, and says what to install when
/// liblouis is missing (without failing: playing does not need it).
#[test]
fn the_doctor_reports_the_braille_table() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let doctor = |path: Option<&Path>| {
        let mut cmd = crate::support::private(dir.path())
            .args(["--locale", "fi", "--config"])
            .arg(dir.path().join("settings.toml"))
            .args(["doctor", "--simulate"]);
        if let Some(p) = path {
            cmd = cmd.env("PATH", p);
        }
        String::from_utf8_lossy(&cmd.output().stdout).into_owned()
    };
    let out = doctor(None);
    let line = out
        .lines()
        .find(|l| l.contains("fi.utb"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(line.contains("kunnossa"), "{line}");
    let out = doctor(Some(dir.path()));
    let line = out
        .lines()
        .find(|l| l.contains("fi.utb"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(line.contains("liblouis-bin"), "{line}");
}

/// Between games, the speak button's menu (the set-up's last question) makes the newest game's sheets:
/// Braille, large print and sound, beside its journal; the set-up then goes on (here: leave).
#[test]
fn the_speak_buttons_menu_makes_the_sheets_between_games() {
    use pegchess::setup::Input;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let settings = Settings {
        data_dir: dir.path().join("data"),
        speech: pegchess::config::SpeechMode::Off,
        ..Settings::default()
    };
    let games = dir.path().join("data/games");
    journals(&games);
    // Ten questions to the last (each answered as it stands), then on to "score sheets", made; then on
    // to "leave".
    let mut presses = vec![Input::Speak; 10];
    presses.extend([
        Input::Right,
        Input::Right,
        Input::Speak,
        Input::Right,
        Input::Speak,
    ]);
    let mut presses = presses.into_iter();
    let outcome = pegchess::live::setup::converse(
        &settings,
        &dir.path().join("settings.toml"),
        None,
        &mut || presses.next(),
    )
    .expect("the set-up runs");
    assert!(outcome.is_none(), "left without saving");
    for ext in ["brf", "pdf", "ogg", "cue"] {
        let path = games.join(format!("game-20260102-090000.{ext}"));
        assert!(path.is_file(), "{} is written", path.display());
    }
    assert!(
        !games.join("game-20260101-090000.pdf").exists(),
        "only the newest game's"
    );
}

/// At the keyboard during a game (here a simulated board, keys piped), the line `sheet` writes the game's
/// three sheets beside its journal.
#[test]
fn the_sheet_key_at_the_board_writes_the_games_sheets() {
    use std::io::Write as _;
    use std::process::Stdio;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut child = crate::support::binary()
        .args(["--no-speech", "--config"])
        .arg(dir.path().join("settings.toml"))
        .args(["play", "--simulate"])
        .env("XDG_DATA_HOME", dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("pegchess plays");
    let mut keys = child.stdin.take().expect("the keys");
    let games = dir.path().join("pegchess/games");
    for line in ["out e2", "in e4", "lever", "sheet"] {
        std::thread::sleep(std::time::Duration::from_millis(300));
        writeln!(keys, "{line}").expect("a key");
    }
    let written = |ext: &str| {
        std::fs::read_dir(&games)
            .map(|d| {
                d.flatten()
                    .any(|e| e.path().extension().is_some_and(|x| x == ext))
            })
            .unwrap_or(false)
    };
    let start = std::time::Instant::now();
    while !(written("brf") && written("pdf") && written("ogg")) {
        assert!(
            start.elapsed().as_secs() < 20,
            "no sheets in {}",
            games.display()
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    writeln!(keys, "q").expect("a key");
    drop(keys);
    let out = crate::support::output_within(child);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// At a terminal the key 9 asks for the sheets at once, as the typed line `sheet` does.
#[test]
fn the_key_9_makes_the_sheets_as_the_line_sheet_does() {
    use pegchess::ui::typed::single;
    use pegchess::ui::typed::{Key, parse};
    assert_eq!(single('9'), Some(Key::Sheet));
    assert_eq!(parse("sheet").ok(), Some(Key::Sheet));
}

/// The game as sound for every corpus game in all five languages, up to the synthesis (measured with sox on a
/// sample above): one chapter per half-move and one for the result, every phrase said in the language with no
/// placeholder left and no phrase over 25 words, and a cue sheet that lists every chapter.
#[test]
fn every_corpus_game_has_its_sound_script_in_every_language() {
    use pegchess::phonetic::{Form, Scheme};
    use pegchess::sheet::sound::{chapters, cue_sheet};
    use pegchess::speech::rendering::fluent::Renderer;
    let games = corpus();
    assert!(games.len() > 100, "{} games", games.len());
    for &language in Language::ALL {
        let renderer = Renderer::new(language, Scheme::Fide, Form::Short);
        for game in &games {
            let list = chapters(game, writing(language), true);
            let result = usize::from(game.outcome.is_some());
            assert_eq!(list.len(), game.plies.len() + result, "{language}");
            for chapter in &list {
                for phrase in &chapter.phrases {
                    let text = renderer
                        .try_render(phrase)
                        .unwrap_or_else(|e| panic!("{language}: {phrase:?}: {e}"))
                        .text();
                    assert!(!text.contains('{') && !text.trim().is_empty(), "{text}");
                    assert!(text.split_whitespace().count() <= 25, "{text}");
                }
            }
            let titles: Vec<String> = list.iter().map(|c| c.title.clone()).collect();
            let starts: Vec<std::time::Duration> = (0..titles.len() as u64)
                .map(std::time::Duration::from_secs)
                .collect();
            let cue = cue_sheet("game.ogg", "game", &titles, &starts);
            assert_eq!(cue.matches("TRACK ").count(), titles.len(), "{language}");
        }
    }
}
