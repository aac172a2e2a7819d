//! The window's words and colours: every message the window uses is in all five window.ftl files, no English
//! label is written in the window's code, the window in each language shows no English label (read through
//! AccessKit, as a screen reader would), every theme meets WCAG AA, and the window's settings keys are read.
#![cfg(feature = "window")]

use crate::window::{Game, clocked, window_with};
use egui_kittest::kittest::NodeT;
use pegchess::config::options::Options;
use pegchess::config::{Settings, WindowMode, WindowTheme};
use pegchess::notation::Language;
use pegchess::ui::text::{Texts, window_source};
use pegchess::ui::window::theme::{PIECE_BLACK, PIECE_WHITE, contrast, palette};
use shakmaty::Square;
use std::collections::BTreeSet;
use std::path::Path;

/// The ids a window.ftl file defines.
fn ids(source: &str) -> BTreeSet<String> {
    source
        .lines()
        .filter_map(|l| l.split_once(" ="))
        .map(|(id, _)| id.trim().to_string())
        .filter(|id| id.starts_with("window-") && !id.contains(' '))
        .collect()
}

/// The window's source files, and the printed words and report it shares with the arbiter's console.
fn window_sources() -> Vec<(String, String)> {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let mut files: Vec<(String, String)> = ["report.rs", "report/blind.rs", "text.rs"]
        .iter()
        .map(|name| {
            let path = ui.join(name);
            (
                path.display().to_string(),
                std::fs::read_to_string(&path).unwrap(),
            )
        })
        .collect();
    let mut dirs = vec![ui.join("window")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                files.push((path.display().to_string(), text));
            }
        }
    }
    assert!(
        files.len() >= 8,
        "the window's files are not where expected"
    );
    files
}

/// The string literals of Rust code outside comments and `#[error(...)]` attributes.
fn literals(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in code.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("//") || trimmed.starts_with("#[error(") {
            continue;
        }
        let mut rest = line;
        while let Some(start) = rest.find('"') {
            // A char literal '"' is not a string.
            if rest[..start].ends_with('\'') {
                rest = &rest[start + 1..];
                continue;
            }
            let after = &rest[start + 1..];
            let Some(end) = after.find('"') else { break };
            found.push(after[..end].to_string());
            rest = &after[end + 1..];
        }
    }
    found
}

/// Words in a literal once format placeholders are taken out: `{n}. {side}` has none.
fn words(literal: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut depth = 0;
    for c in literal.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    // `large-side` is one word (an egui id); `A-` has no word.
    plain
        .split(|c: char| !(c.is_alphabetic() || c == '-' || c == '\''))
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .map(str::to_string)
        .collect()
}

#[test]
fn every_window_message_is_in_all_five_locales_and_no_english_label_is_written_in_the_code() {
    let english = ids(window_source(Language::En));
    // Each language gets its own file.
    for (language, moves) in [
        (Language::En, "Moves"),
        (Language::De, "Züge"),
        (Language::Hu, "Lépések"),
        (Language::Fi, "Siirrot"),
        (Language::Da, "Træk"),
    ] {
        assert_eq!(Texts::new(language).get("window-moves"), moves);
    }
    assert!(english.len() > 80, "{} messages", english.len());
    for language in Language::ALL {
        assert_eq!(
            ids(window_source(*language)),
            english,
            "window.ftl of {language} has other messages than English's"
        );
        let texts = Texts::new(*language);
        for id in &english {
            assert!(texts.has(id), "{id} does not render in {language}");
        }
    }
    let mut used = BTreeSet::new();
    for (file, code) in window_sources() {
        for literal in literals(&code) {
            if literal.starts_with("window-") {
                used.insert(literal);
                continue;
            }
            if literal.ends_with(".ftl") || literal.ends_with(".ttf") {
                continue;
            }
            // Anything else is a fluent argument's name, an egui id or a format: one lower-case word at most.
            let words = words(&literal);
            let label = words.len() > 1 || words.iter().any(|w| w.starts_with(char::is_uppercase));
            assert!(
                !label,
                "{file}: the literal \"{literal}\" reads as a label: put it in window.ftl"
            );
        }
    }
    assert!(
        used.len() > 60,
        "only {} message ids found in the code",
        used.len()
    );
    for id in &used {
        assert!(
            english.contains(id),
            "the window uses {id}, which no window.ftl defines"
        );
    }
}

/// The English labels' fixed words: each message's text outside its arguments, in pieces of 4 letters or more.
fn english_fragments() -> Vec<String> {
    let source = window_source(Language::En);
    let texts = Texts::new(Language::En);
    let mut fragments = Vec::new();
    for id in ids(source) {
        // Language names are written in their own language everywhere.
        if id.starts_with("window-language-") {
            continue;
        }
        // Without arguments fluent writes each placeholder as {$name}; selectors fall to their default.
        for piece in texts.get(&id).split(['{', '}']) {
            let piece = piece.trim_matches(|c: char| !c.is_alphanumeric());
            if piece.len() >= 4 && !piece.starts_with('$') {
                fragments.push(piece.to_string());
            }
        }
    }
    fragments
}

/// Whether `needle` occurs in `hay` as whole words.
fn has_words(hay: &str, needle: &str) -> bool {
    hay.match_indices(needle).any(|(at, _)| {
        let before = hay[..at].chars().next_back();
        let after = hay[at + needle.len()..].chars().next();
        // A command line option (`--notation`) is no English word of the message.
        let option = hay[..at].ends_with("--");
        !option
            && !before.is_some_and(char::is_alphanumeric)
            && !after.is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn the_window_in_each_language_shows_no_english_label() {
    let fragments = english_fragments();
    assert!(fragments.iter().any(|f| f == "White's clock"));
    for language in Language::ALL.iter().filter(|l| **l != Language::En) {
        let dir = tempfile::tempdir().unwrap();
        let settings = Settings {
            locale: *language,
            notation: *language,
            ..clocked("90/40+30, 30+30")
        };
        let mut game = Game::with(dir.path(), &settings);
        game.slide(Square::E2, Square::E4);
        game.slide(Square::E7, Square::E5);
        let (mut harness, _sent, _views) = window_with(&mut game, &settings, [1280.0, 900.0]);
        harness.run_steps(2);
        // The arbiter's panel too.
        harness.key_press(eframe::egui::Key::F9);
        harness.run_steps(2);
        let labels: Vec<String> = harness
            .root()
            .children_recursive()
            .filter_map(|n| {
                // A label's text is its value in AccessKit.
                let node = n.accesskit_node();
                node.label().or_else(|| node.value())
            })
            .collect();
        assert!(labels.len() > 30, "{language}: only {} names", labels.len());
        let texts = Texts::new(*language);
        assert!(
            labels
                .iter()
                .any(|l| l.contains(&texts.get("window-white-clock"))),
            "{language}: {labels:?}"
        );
        for label in &labels {
            for fragment in &fragments {
                assert!(
                    !has_words(label, fragment),
                    "{language}: the name \"{label}\" holds the English \"{fragment}\""
                );
            }
        }
    }
}

#[test]
fn every_theme_meets_wcag_aa_for_text_squares_pieces_and_the_last_move() {
    for theme in WindowTheme::ALL {
        let p = palette(*theme);
        for (what, colour) in [
            ("text", p.text),
            ("attention", p.attention),
            ("alarm", p.alarm),
        ] {
            let ratio = contrast(colour, p.background);
            assert!(ratio >= 4.5, "{theme}: {what} on the background {ratio:.2}");
        }
        assert!(contrast(p.text, p.field) >= 4.5, "{theme}: text in fields");
        assert!(
            contrast(p.text, p.selection) >= 4.5,
            "{theme}: selected text"
        );
        let squares = [p.light_square, p.dark_square];
        assert!(contrast(squares[0], squares[1]) >= 3.0, "{theme}: squares");
        for square in squares {
            for (fill, ink) in [PIECE_WHITE, PIECE_BLACK] {
                let ratio = contrast(fill, square).max(contrast(ink, square));
                assert!(ratio >= 3.0, "{theme}: a piece on a square {ratio:.2}");
                assert!(contrast(fill, ink) >= 4.5);
            }
            let ratio = contrast(p.last_move, square).max(contrast(p.edge, square));
            assert!(ratio >= 3.0, "{theme}: the last move's outline {ratio:.2}");
        }
        assert!(
            contrast(p.last_move, p.edge) >= 3.0,
            "{theme}: outline and edge"
        );
        // Not by red against green: the outline is blue.
        assert!(p.last_move.b() > p.last_move.r() && p.last_move.b() > p.last_move.g());
    }
}

#[test]
fn the_window_keys_are_read_from_the_settings_file() {
    let keys = Options::parse(
        Path::new("settings.toml"),
        "locale = \"hu\"\nwindow-locale = \"fi\"\nwindow-mode = \"large\"\nwindow-theme = \"yellow-on-black\"\n",
    )
    .unwrap();
    let settings = keys.apply(Settings::default());
    assert_eq!(settings.locale, Language::Hu);
    assert_eq!(settings.window_locale, Some(Language::Fi));
    assert_eq!(settings.window_mode, WindowMode::Large);
    assert_eq!(settings.window_theme, WindowTheme::Yellow);
    let bad = Options::parse(Path::new("settings.toml"), "window-mode = \"huge\"\n");
    assert!(bad.is_err());
}

/// The arbiter's report as the window shows it, for sheets that part, with an illegal entry, clock readings
/// and both boards observed off the record: every line of it in each language but English holds no English.
#[test]
fn the_arbiter_report_and_its_errors_are_in_the_window_language() {
    use pegchess::ruling::read_scoresheet;
    use pegchess::sync::compare::{Observed, Rules, compare};
    use pegchess::sync::read_pgn;
    use pegchess::ui::report::report;
    use pegchess::ui::window::errors::{key_error, sheet_error};
    use shakmaty::Position;
    let record = read_pgn(
        "[TimeControl \"900+10\"]\n1. e4 {[%clk 0:14:55]} e5 {[%clk 0:14:50]} 2. Nf3 {[%clk 0:14:40]} Nc6 {[%clk 0:14:30]} 3. Bb5 {[%clk 0:14:20]}",
        Language::En,
        None,
    )
    .unwrap();
    let sheet = read_pgn("1. e4 e5 2. Nf3 Nf6 3. Ke3 Nc6", Language::En, None).unwrap();
    let observed = Observed {
        peg: Some(record.position().board().clone()),
        sighted: Some(sheet.position_after(1).board().clone()),
    };
    let rules = Rules {
        control: Some("900+10".parse().unwrap()),
        edition: Default::default(),
    };
    let c = compare(&record, &sheet, None, &observed, &rules).unwrap();
    assert!(!c.sheets_agree && !c.illegal.is_empty());
    let fragments = english_fragments();
    let in_window = |language: Language, texts: &Texts| -> Vec<String> {
        report(&c, None, language, texts)
            .iter()
            .map(|line| line.window(texts))
            .collect()
    };
    let english = in_window(Language::En, &Texts::new(Language::En)).join("\n");
    assert!(english.contains("agree through half-move 3"), "{english}");
    assert!(
        english.contains("Illegal entry in the score sheet"),
        "{english}"
    );
    for &language in Language::ALL {
        let texts = Texts::new(language);
        let lines = in_window(language, &texts);
        assert!(lines.len() > 15, "{language}: {lines:?}");
        let bad = "1. e4 e5 2. Nf3 Xz9";
        let error = sheet_error(
            &read_scoresheet(bad, language, &record).unwrap_err(),
            &texts,
        );
        let key = key_error(
            &pegchess::ui::typed::parse("set white 99:00:00").unwrap_err(),
            &texts,
        );
        assert!(key.contains("99:00:00"), "{language}: {key}");
        for line in lines.iter().chain([&error, &key]) {
            assert!(
                !line.contains("{$") && !line.contains("window-"),
                "{language}: {line}"
            );
            if language == Language::En {
                continue;
            }
            for fragment in &fragments {
                assert!(
                    !has_words(line, fragment),
                    "{language}: the report line \"{line}\" holds the English \"{fragment}\""
                );
            }
        }
    }
}
