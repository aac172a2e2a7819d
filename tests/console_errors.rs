//! The errors the console once said only in English, through the real binary: the demo's speed out of range
//! and its game file with no game, a score sheet that cannot be written, too small a large print, Braille
//! figurines in a BRF file, the large-print fair-play statement that cannot be written, a clock audit of a
//! game without clock readings, and `--chess960 board` without the sighted player's e-board; each in German
//! and Hungarian words and none of the English, and in its own English words with `--porcelain`.

/// The German words, the Hungarian words and the English words (`--porcelain`) of one error.
type Words = (&'static str, &'static str, &'static str);

#[test]
fn errors_of_the_demo_the_sheets_fair_play_the_clock_and_the_start_are_in_the_players_language() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let at = |name: &str| dir.path().join(name).to_str().expect("a path").to_string();
    let game = at("game.pgn");
    std::fs::write(
        &game,
        "[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n",
    )
    .expect("write");
    let empty = at("empty.pgn");
    std::fs::write(&empty, "").expect("write");
    let nowhere = at("no-such-folder/out.pdf");
    let cases: Vec<(Vec<&str>, Words)> = vec![
        (
            vec!["demo", "--speed", "0"],
            (
                "liegt außerhalb des Bereichs; eine Zahl über 0",
                "a tartományon kívül esik",
                "is out of range; use a number above 0",
            ),
        ),
        (
            vec!["demo", "--pgn", &empty],
            (
                "enthält keine lesbare Partie",
                "nem tartalmaz olvasható játszmát",
                "holds no readable game",
            ),
        ),
        (
            vec!["sheet", &game, "--large-print", "-o", &nowhere],
            (
                "lässt sich nicht schreiben: keine solche Datei und kein solcher Ordner; mit -o DATEI",
                "nem írható: nincs ilyen fájl vagy mappa; válasszon másik helyet",
                "choose another place with -o FILE",
            ),
        ),
        (
            vec!["sheet", &game, "--large-print", "--font-size", "5"],
            (
                "Großdruck braucht mindestens 18 pt; 5 pt ist zu klein",
                "legalább 18 pt betűméret kell",
                "needs at least 18 pt; 5 pt is too small",
            ),
        ),
        (
            vec!["sheet", &game, "--braille", "--figurines"],
            (
                "Figurinen brauchen 8-Punkt-Zellen",
                "bábuábrákhoz 8 pontos cellák kellenek",
                "figurines need 8-dot cells",
            ),
        ),
        (
            vec!["fair-play", "--pdf", &nowhere],
            (
                "die Erklärung in Großdruck",
                "a nagybetűs nyilatkozat",
                "the large-print statement",
            ),
        ),
        (
            vec!["clock", "audit", "--time-control", "300", &game],
            (
                "hat 1 Partie, aber keine [%clk]-Uhrzeiten",
                "egyetlen [%clk] óraállást sem",
                "but no [%clk] readings",
            ),
        ),
        (
            vec!["play", "--chess960", "board"],
            (
                "liest die Anfangsstellung vom DGT-E-Brett des Sehenden, und es gibt keines",
                "a látó játékos elektronikus DGT-táblájáról olvassa le a kezdőállást",
                "reads the start from the sighted player's DGT e-board, and there is none",
            ),
        ),
    ];
    for (line, (german, hungarian, english)) in cases {
        let run = |first: &[&str]| {
            let out = crate::support::private(dir.path())
                .args(first.iter().chain(&line))
                .run();
            (out.0, out.2)
        };
        for (locale, words) in [("de", german), ("hu", hungarian)] {
            let (ok, err) = run(&["--locale", locale]);
            assert!(
                !ok && err.starts_with("pegchess: "),
                "{locale} {line:?}: {err}"
            );
            assert!(err.contains(words), "{locale} {line:?}: {err}");
            assert!(!err.contains(english), "{locale} {line:?}: {err}");
        }
        let (ok, err) = run(&["--locale", "de", "--porcelain"]);
        assert!(!ok && err.contains(english), "{line:?}: {err}");
    }
}

/// The console's lines printed alone (a line of their own, or after "pegchess: "), each a sentence of its own.
const LINES_ALONE: &[&str] = &[
    "console-sighted-moves",
    "console-resuming",
    "console-unfinished-game",
    "console-game-over",
    "console-close-window",
    "console-fair-program-same",
    "console-fair-program",
    "console-fair-differs",
    "console-fair-no-filter",
    "console-fair-no-new-privs",
    "console-fair-thread",
    "console-fair-socket",
    "console-fair-file-reading",
    "console-fair-file-writing",
    "console-ports-none",
    "console-relay-started",
    "console-relay-up",
    "console-relay-down-not-running",
    "console-relay-down-closed",
    "console-relay-down-absent",
    "console-relay-down-state",
    "console-relay-down-hung",
    "console-relay-down-unreadable",
    "console-relay-refused",
    "console-relay-serial-open",
    "console-relay-serial-lost",
    "console-relay-serial-unopened",
    "console-relay-no-boards",
    "console-relay-board",
    "console-relay-not-running",
    "console-settings-saved",
    "console-nothing-saved",
    "console-arbiter-note",
    "console-setup-keys",
    "console-setup-keys-terminal",
    "console-setup-done",
    "console-error-settings-read",
    "console-error-settings-syntax",
    "console-error-announce",
    "console-error-think-file",
    "console-error-pgn-game",
    "console-error-pgn-move",
    "console-audit-finding",
    "console-audit-game",
    "console-listen-model",
    "console-listen-microphone",
    "console-listen-listening",
    "console-listen-outside",
    "console-listen-command",
    "console-journal-damage",
    "console-voice-off",
    "console-voice-stream",
    "console-voice-trouble",
    "console-key-no-rank",
    "console-key-no-file",
    "console-error-think-not-seconds",
    "console-error-braille-figurines-brf",
    "console-error-fair-differs",
    "console-clock",
    "console-clock-stopped",
    "console-parting",
    "console-should-show",
    "console-journal",
    "console-score-sheet",
    "console-score-sheet-saved",
    "console-sheet-written",
    "console-sheets-written",
    "console-error-journal-read",
    "console-error-journal-header",
    "console-error-journal-encode",
];

/// The words a glossary term says in a form (its default without one): `glossary` is the language's
/// glossary.ftl.
fn term_words<'a>(glossary: &'a str, term: &str, form: Option<&str>) -> &'a str {
    let Some((_, rest)) = glossary.split_once(&format!("\n-{term} = ")) else {
        return "";
    };
    let block = rest.split("\n-").next().unwrap_or("");
    if !block.starts_with("{ $form") {
        return block.lines().next().unwrap_or("");
    }
    block
        .lines()
        .filter_map(|l| {
            let l = l.trim_start();
            let default = l.starts_with('*');
            let (key, words) = l
                .trim_start_matches('*')
                .strip_prefix('[')?
                .split_once("] ")?;
            (form.map_or(default, |f| f == key)).then_some(words)
        })
        .next()
        .unwrap_or("")
}

/// Whether a console message's text opens a sentence: a capital, a digit or a value (a path, a number), a
/// Hungarian article asked for as a capital, or a glossary term whose words open with a capital.
fn opens_a_sentence(text: &str, glossary: &str) -> bool {
    let first = text.chars().next().unwrap_or(' ');
    if let Some(rest) = text.strip_prefix("{ ") {
        if let Some(reference) = rest.strip_prefix('-') {
            let name: String = reference
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            let form = reference[name.len()..]
                .strip_prefix("(form: \"")
                .and_then(|f| f.split_once('"'))
                .map(|(f, _)| f);
            return term_words(glossary, &name, form).starts_with(char::is_uppercase);
        }
        return rest.starts_with('$')
            || rest.starts_with("ARTICLE(") && rest.contains("capital: \"yes\"");
    }
    !first.is_lowercase()
}

#[test]
fn a_console_line_printed_alone_starts_with_a_capital_in_every_language_but_english() {
    // English keeps the terminal's small letters (`resuming FILE`); the other languages write a sentence.
    let mut found = Vec::new();
    for language in ["de", "hu", "fi", "da"] {
        let path = format!(
            "{}/locales/{language}/console.ftl",
            env!("CARGO_MANIFEST_DIR")
        );
        let source = std::fs::read_to_string(&path).expect("the console's messages");
        let glossary = std::fs::read_to_string(path.replace("console.ftl", "glossary.ftl"))
            .expect("the glossary");
        for id in LINES_ALONE {
            let text = source
                .lines()
                .find_map(|l| l.strip_prefix(id)?.strip_prefix(" = "))
                .unwrap_or_else(|| panic!("{language}: no {id}"));
            if !opens_a_sentence(text, &glossary) {
                found.push(format!("{language}: {id} = {text}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The check reads an article or a term at the start as it will be said.
    let glossary =
        "\n-log-file = { $form ->\n       *[nom] loki\n        [Gen] Lokin\n    }\n-clock = Uhr\n";
    assert!(!opens_a_sentence(
        "{ ARTICLE($path) } { $path } játszma",
        glossary
    ));
    assert!(!opens_a_sentence("{ -log-file } rivi", glossary));
    assert!(!opens_a_sentence("keskeneräinen peli: { $path }", glossary));
    assert!(opens_a_sentence(
        "{ -log-file(form: \"Gen\") } rivi",
        glossary
    ));
    assert!(opens_a_sentence("{ -clock }: Weiß", glossary));
}
