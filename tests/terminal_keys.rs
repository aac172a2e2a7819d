//! Issue 14, the keys: single keys on a real terminal (a pseudo-terminal), lines when input is a pipe,
//! the spoken help in short parts, one short line at the start, and a second `q` to leave.

use crate::support::{spawn_in, type_line};
use pegchess::game::journal::Journal;
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::speech::Phrase;
use pegchess::speech::phrases::phrase::HelpTopic;
use pegchess::speech::rendering::fluent::Renderer;
use serialport::{SerialPort, TTYPort};
use std::io::{Read, Write};
use std::time::{Duration, Instant};

const LANGUAGES: [Language; 5] = [
    Language::En,
    Language::De,
    Language::Hu,
    Language::Fi,
    Language::Da,
];

fn help_phrases() -> Vec<Phrase> {
    let mut phrases: Vec<Phrase> = (1..=HelpTopic::PARTS)
        .map(|n| Phrase::Help(HelpTopic::Part(n)))
        .collect();
    phrases.push(Phrase::Help(HelpTopic::Leave));
    phrases.push(Phrase::Ready { single_keys: true });
    phrases.push(Phrase::Ready { single_keys: false });
    phrases
}

#[test]
fn help_comes_in_short_different_parts_in_every_language() {
    for lang in LANGUAGES {
        let renderer = Renderer::new(lang, Scheme::Fide, Form::Long);
        let texts: Vec<String> = help_phrases()
            .iter()
            .map(|p| renderer.render(p).text())
            .collect();
        for text in &texts {
            let words = text.split_whitespace().count();
            assert!((4..=25).contains(&words), "{lang:?}: {text}");
        }
        let mut distinct = texts.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), texts.len(), "{lang:?}: {texts:?}");
    }
    // The parts come round in order.
    let mut topic = HelpTopic::Part(1);
    for expected in [2, 3, 4, 1] {
        topic = topic.next();
        assert_eq!(topic, HelpTopic::Part(expected));
    }
}

fn en(phrase: &Phrase) -> String {
    Renderer::new(Language::En, Scheme::Fide, Form::Long)
        .render(phrase)
        .text()
}

#[test]
fn piped_input_keeps_lines_with_the_same_keys_and_one_start_line() {
    let data = tempfile::tempdir().unwrap();
    let mut child = spawn_in(data.path(), &["play", "--simulate"]);
    for line in ["h", "?", "h", "h", "x", "help", "3", "q"] {
        type_line(&mut child, line);
    }
    let out = crate::support::output_within(child);
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    // One short start line, not the key list.
    assert!(
        stdout.contains(&en(&Phrase::Ready { single_keys: false })),
        "{stdout}"
    );
    assert!(!stdout.contains("where N"), "{stdout}");
    // h, ?, h, h: parts 1, 2, 3 and 4 (the player's guide); another key ("x", refused) starts the help over.
    let help = |n| en(&Phrase::Help(HelpTopic::Part(n)));
    let order: Vec<usize> = [help(1), help(2), help(3), help(4)]
        .iter()
        .map(|t| stdout.matches(t.as_str()).count())
        .collect();
    assert_eq!(order, vec![2, 1, 1, 1], "{stdout}");
    let first_three: Vec<usize> = (1..=4)
        .map(|n| stdout.find(help(n).as_str()).unwrap())
        .collect();
    assert!(first_three.windows(2).all(|w| w[0] < w[1]), "{stdout}");
    // "3": the move number, at once; one "q" leaves when the input is a pipe.
    assert!(stdout.contains("Move 1, White to move."), "{stdout}");
}

/// pegchess on a pseudo-terminal, as a person at a terminal would run it.
struct AtTerminal {
    child: std::process::Child,
    master: TTYPort,
    seen: String,
}

impl AtTerminal {
    fn start(data: &std::path::Path) -> AtTerminal {
        Self::start_with(data, &["play", "--simulate"])
    }

    /// pegchess without speech, its console lines in English (`--porcelain`), with `args`.
    fn start_with(data: &std::path::Path, args: &[&str]) -> AtTerminal {
        let (mut master, slave) = TTYPort::pair().expect("a pseudo-terminal");
        master.set_timeout(Duration::from_millis(50)).unwrap();
        let name = slave.name().expect("the terminal's name");
        let open = || {
            std::fs::OpenOptions::new()
                .read(true)
                .write(true)
                .open(&name)
                .expect("open the terminal")
        };
        // A settings file of the player's: this is a game, not the first start (which begins with the set-up).
        std::fs::create_dir_all(data.join("pegchess")).unwrap();
        std::fs::write(data.join("pegchess/settings.toml"), "").unwrap();
        let child = crate::support::binary()
            .args(["--no-speech", "--porcelain"])
            .args(args)
            .env("XDG_DATA_HOME", data)
            .env("XDG_CONFIG_HOME", data)
            .stdin(open())
            .stdout(open())
            .stderr(open())
            .spawn()
            .expect("start pegchess");
        drop(slave);
        AtTerminal {
            child,
            master,
            seen: String::new(),
        }
    }

    /// Reads the terminal until `text` has appeared after `from` (30 s at most, for a loaded machine); the
    /// index after it.
    fn wait_for(&mut self, from: usize, text: &str) -> usize {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(i) = self.seen.get(from..).and_then(|s| s.find(text)) {
                return from + i + text.len();
            }
            assert!(
                Instant::now() < deadline,
                "'{text}' did not appear; the terminal shows:\n{}",
                self.seen
            );
            let mut buf = [0u8; 4096];
            if let Ok(n) = self.master.read(&mut buf) {
                self.seen.push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        }
    }

    fn keys(&mut self, keys: &str) {
        self.master.write_all(keys.as_bytes()).unwrap();
        self.master.flush().unwrap();
    }
}

#[test]
fn on_a_terminal_keys_act_at_once_and_a_stray_q_does_not_end_the_game() {
    let data = tempfile::tempdir().unwrap();
    let mut t = AtTerminal::start(data.path());
    let mut at = t.wait_for(0, &en(&Phrase::Ready { single_keys: true }));
    // No Enter: "h" speaks the first part of the help, "h" again the second.
    t.keys("h");
    at = t.wait_for(at, &en(&Phrase::Help(HelpTopic::Part(1))));
    t.keys("h");
    at = t.wait_for(at, &en(&Phrase::Help(HelpTopic::Part(2))));
    // A printed line starts at the left edge: the output keeps its line breaks in raw mode.
    assert!(!t.seen.contains("\n "), "{:?}", t.seen);
    // "3": the move number.
    t.keys("3");
    at = t.wait_for(at, "White to move");
    // One q only says how to leave; any other key stays in the game.
    t.keys("q");
    at = t.wait_for(at, &en(&Phrase::Help(HelpTopic::Leave)));
    t.keys("2");
    at = t.wait_for(at, &en(&Phrase::NoClock));
    // A typed line: echoed, edited, sent with Enter ("s e5", rub out, "4": what stands on e4).
    t.keys("s e5\u{7f}4\r");
    let e4 = en(&Phrase::square_contents(
        &shakmaty::Chess::default(),
        shakmaty::Square::E4,
    ));
    at = t.wait_for(at, &e4);
    // q twice leaves; the game is kept.
    t.keys("qq");
    t.wait_for(at, "score sheet saved");
    let status = wait_exit(&mut t.child);
    assert!(status.success());
    assert!(crate::support::journal_in(data.path()).exists());
}

#[test]
fn a_move_typed_with_a_capital_piece_letter_is_that_move_even_where_the_letter_is_a_key() {
    // Hungarian H is the knight and h the help key; English Q the queen and q the key to leave.
    for (notation, moves, uci) in [
        ("hu", ["e4", "e5", "Hf3"], "g1f3"),
        ("en", ["e4", "e5", "Qh5"], "d1h5"),
    ] {
        let data = tempfile::tempdir().unwrap();
        let args = ["--notation", notation, "play", "--port", "none"];
        let mut t = AtTerminal::start_with(data.path(), &args);
        let mut at = t.wait_for(0, &en(&Phrase::Ready { single_keys: true }));
        // Each move typed and sent with Enter, then the clock pressed with the key 0.
        for (i, mv) in moves.iter().enumerate() {
            t.keys(&format!("{mv}\r0"));
            let to_move = if i % 2 == 0 {
                "Black to move"
            } else {
                "White to move"
            };
            at = t.wait_for(at, to_move);
        }
        t.keys("qq");
        t.wait_for(at, "score sheet saved");
        assert!(wait_exit(&mut t.child).success());
        let journal = Journal::read(&crate::support::journal_in(data.path())).unwrap();
        let rebuilt = pegchess::session::rebuild::rebuild(&journal).unwrap().0;
        assert_eq!(rebuilt.record().uci(), ["e2e4", "e7e5", uci], "{}", t.seen);
    }
}

#[test]
fn a_resumed_game_at_a_terminal_prints_every_line_from_the_left_edge() {
    let data = tempfile::tempdir().unwrap();
    let mut t = AtTerminal::start_with(data.path(), &["play", "--port", "none"]);
    let at = t.wait_for(0, &en(&Phrase::Ready { single_keys: true }));
    t.keys("e4\r0qq");
    t.wait_for(at, "score sheet saved");
    assert!(wait_exit(&mut t.child).success());
    // The game loop prints its first lines while the keys' thread switches the terminal to single keys.
    let mut t = AtTerminal::start_with(data.path(), &["resume"]);
    let at = t.wait_for(0, &en(&Phrase::Ready { single_keys: true }));
    t.keys("qq");
    t.wait_for(at, "score sheet saved");
    assert!(wait_exit(&mut t.child).success());
    assert!(!t.seen.contains("\n "), "{:?}", t.seen);
}

fn wait_exit(child: &mut std::process::Child) -> std::process::ExitStatus {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(s) = child.try_wait().unwrap() {
            return s;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("pegchess did not leave after q q");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn help_can_be_asked_aloud_in_every_language() {
    use pegchess::words::{Exact, Query, Reader, Said};
    let pos = shakmaty::Chess::default();
    for (lang, help, two) in [
        (Language::En, "help", "help two"),
        (Language::De, "Hilfe", "Hilfe zwei"),
        (Language::Hu, "segítség", "segítség kettő"),
        (Language::Fi, "ohje", "ohje kaksi"),
        (Language::Da, "hjælp", "hjælp to"),
    ] {
        let reader = Reader::new(Scheme::Fide, lang, lang);
        for (text, part) in [(help, 1), (two, 2)] {
            assert_eq!(
                reader.exact(text, &pos),
                Ok(Exact::Said(Said::Ask(Query::Help(HelpTopic::Part(part))))),
                "{lang:?}: {text}"
            );
        }
        // The help word is in the recogniser's grammar.
        assert!(
            reader.words().iter().any(|(w, _)| w == help),
            "{lang:?}: {help}"
        );
    }
}

#[test]
fn for_a_screen_reader_only_the_phrases_are_printed() {
    let data = tempfile::tempdir().unwrap();
    let out = crate::support::private(data.path())
        .speaking()
        .args(["--speech", "screen-reader", "demo", "--speed", "50"])
        .args(["--plies", "4"])
        .output();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    // 1. d4 Nf6 2. c4 e6, said in the FIDE words, one phrase a line.
    assert!(
        lines.iter().any(|l| l.contains("Springer Felix sechs")),
        "{stdout}"
    );
    for line in &lines {
        assert!(!line.trim().is_empty(), "an empty line:\n{stdout}");
        for decoration in [
            "clock:",
            "journal",
            "score sheet",
            "pegchess demo",
            "[",
            "1. d4",
        ] {
            assert!(
                !line.starts_with(decoration) && !line.contains("The score sheet"),
                "not a phrase: {line}\n{stdout}"
            );
        }
    }
}
