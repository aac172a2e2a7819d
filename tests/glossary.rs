//! The glossary and each edition's words: each language's key terms are defined once
//! (locales/<lang>/glossary.ftl, as fluent terms) and used wherever the concept appears; the words of each
//! edition of the Laws (shared TERMS.md, with the seed's line) are said, and no .ftl file and no printed
//! player's guide uses a word that must not stand for them, a familiar form where the language addresses the
//! player formally, or an English word in another language; no Hungarian line says the written-only "a(z)".

use pegchess::notation::Language;
use pegchess::speech::rendering::fluent::glossary_source;
use std::collections::{BTreeMap, BTreeSet};
use words::{ADDRESS, EDITIONS, FORBIDDEN};

mod english;
mod words;

/// The concepts every glossary defines.
const TERMS: [&str; 12] = [
    "score-sheet",
    "peg-board",
    "arbiter",
    "assistant",
    "clock",
    "flag",
    "time-control",
    "large-print",
    "step",
    "log-file",
    "chess960",
    "article",
];

/// The files of a locale beside its glossary.
const FILES: [&str; 5] = ["pegchess", "guide", "console", "window", "help"];

/// Words that stand for another concept inside a message that names this one: (language, term, word).
const NOT_FOR: &[(Language, &str, &str)] = &[
    (Language::Hu, "step", "lépés"),
    (Language::Fi, "log-file", "pöytäkirj"),
    (Language::Da, "score-sheet", "partiformular"),
];

fn read(path: &str) -> String {
    let full = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"))
}

fn locale_file(language: Language, file: &str) -> String {
    read(&format!("locales/{language}/{file}.ftl"))
}

/// The words of a line a reader reads: a fluent message's or attribute's id (`setup-chess960 =`,
/// `    .chess960 =`), a term reference's name (`{ -chess960 }`) and a command-line flag (`--chess960`, which
/// stays English in every language) are left out.
fn prose(line: &str) -> String {
    let id_end = line.split_once(" =").and_then(|(id, _)| {
        let id = id.trim_start().trim_start_matches('.');
        let is_id = !id.is_empty()
            && id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
        is_id.then(|| line.find(" =").unwrap_or(0) + 2)
    });
    let text = &line[id_end.unwrap_or(0)..];
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut at_token_start = true;
    while let Some(c) = chars.next() {
        if c == '-' && at_token_start {
            // A run of dashes opening a token, and the identifier after it.
            while chars.next_if(|&n| n == '-').is_some() {}
            while chars
                .next_if(|n| n.is_ascii_alphanumeric() || *n == '-' || *n == '_')
                .is_some()
            {}
            continue;
        }
        at_token_start = c.is_whitespace() || "([{`\"".contains(c);
        out.push(c);
    }
    out
}

/// Each message or term of a fluent source with its whole text (continuation lines, and a closing brace at
/// the line's start, belong to the entry above); comments are left out.
fn entries(source: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            current = None;
        } else if line.starts_with([' ', '}']) {
            if let Some(text) = current.as_ref().and_then(|id| out.get_mut(id)) {
                let text: &mut String = text;
                text.push('\n');
                text.push_str(line);
            }
        } else if let Some((id, _)) = line.split_once(" =") {
            assert!(
                out.insert(id.to_string(), line.to_string()).is_none(),
                "{id} defined twice"
            );
            current = Some(id.to_string());
        }
    }
    out
}

/// The term references of a text: `{ -name }` and `{ -name(form: "key") }`.
fn references(text: &str) -> Vec<(String, Option<String>)> {
    text.split("{ -")
        .skip(1)
        .filter_map(|rest| {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                .collect();
            let after = &rest[name.len()..];
            let form = after
                .strip_prefix("(form: \"")
                .and_then(|f| f.split_once('"'))
                .map(|(key, _)| key.to_string());
            (!name.is_empty()).then_some((name, form))
        })
        .collect()
}

/// Each term of a glossary with its variant keys.
fn glossary(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    entries(glossary_source(language))
        .into_iter()
        .filter_map(|(id, text)| {
            let name = id.strip_prefix('-')?.to_string();
            let keys = text
                .lines()
                .skip(1)
                .filter_map(|l| {
                    let l = l.trim_start().trim_start_matches('*');
                    l.strip_prefix('[')?
                        .split_once(']')
                        .map(|(k, _)| k.to_string())
                })
                .collect();
            Some((name, keys))
        })
        .collect()
}

#[test]
fn every_language_defines_each_term_once_in_its_glossary() {
    for &language in Language::ALL {
        assert_eq!(
            locale_file(language, "glossary"),
            glossary_source(language),
            "{language}: the embedded glossary is not the file"
        );
        let defined = glossary(language);
        assert_eq!(
            defined.keys().map(String::as_str).collect::<BTreeSet<_>>(),
            TERMS.into_iter().collect::<BTreeSet<_>>(),
            "{language}"
        );
        // Only the glossary defines terms: no other file has a line starting with "-".
        for file in FILES {
            let text = locale_file(language, file);
            assert!(
                !entries(&text).keys().any(|id| id.starts_with('-')),
                "{language}/{file}.ftl defines a term of its own"
            );
        }
    }
}

#[test]
fn every_term_reference_names_a_term_and_a_form_its_glossary_defines() {
    let mut seen = 0;
    for &language in Language::ALL {
        let defined = glossary(language);
        for file in FILES {
            for (id, text) in entries(&locale_file(language, file)) {
                for (term, form) in references(&text) {
                    seen += 1;
                    let keys = defined
                        .get(&term)
                        .unwrap_or_else(|| panic!("{language}/{file}: {id} uses -{term}"));
                    assert!(
                        form.as_ref().is_none_or(|f| keys.contains(f)),
                        "{language}/{file}: {id} uses -{term} in the form {form:?}, not in {keys:?}"
                    );
                }
            }
        }
    }
    assert!(seen > 500, "only {seen} term references");
}

#[test]
fn a_concept_english_names_by_its_term_is_named_by_the_term_in_every_language() {
    for file in FILES {
        let english = entries(&locale_file(Language::En, file));
        for &language in Language::ALL {
            let own = entries(&locale_file(language, file));
            for (id, text) in &english {
                let wanted: BTreeSet<String> = references(text).into_iter().map(|r| r.0).collect();
                let Some(theirs) = own.get(id) else { continue };
                let used: BTreeSet<String> = references(theirs).into_iter().map(|r| r.0).collect();
                let missing: Vec<_> = wanted.difference(&used).collect();
                assert!(
                    missing.is_empty(),
                    "{language}/{file}: {id} does not use {missing:?}: {theirs}"
                );
                for (lang, term, word) in NOT_FOR {
                    assert!(
                        *lang != language
                            || !wanted.contains(*term)
                            || !theirs.to_lowercase().contains(word),
                        "{language}/{file}: {id} says {word} for -{term}: {theirs}"
                    );
                }
            }
        }
    }
}

#[test]
fn no_locale_file_and_no_printed_guide_uses_a_word_its_glossary_forbids() {
    let mut found = Vec::new();
    for &language in Language::ALL {
        let guide = format!("docs/player-guide.{language}.md");
        let paths = FILES
            .iter()
            .chain(&["glossary"])
            .map(|file| format!("locales/{language}/{file}.ftl"))
            .chain([guide]);
        for path in paths {
            let text = read(&path);
            // Comments are for the translators, and may name a word to say why it is not used.
            let lines = text
                .lines()
                .enumerate()
                .filter(|(_, l)| !l.starts_with('#'));
            for (at, line) in lines {
                let lower = prose(line).to_lowercase();
                for (_, word, why) in FORBIDDEN.iter().filter(|(l, ..)| *l == language) {
                    if lower.contains(&word.to_lowercase()) {
                        found.push(format!("{path}:{}: \"{word}\": {why}", at + 1));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The words of a line a listener hears, lowercase: its prose without placeables (`{ $x }`, `{ -term }`) and
/// variant keys (`[white]`), split at every character that is neither a letter nor a hyphen (a settings key
/// such as `data-dir` stays one word).
fn heard_words(line: &str) -> Vec<String> {
    let mut text = String::new();
    let mut depth = 0usize;
    for c in prose(line).chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => text.push(c),
            _ => {}
        }
    }
    let trimmed = text.trim_start().trim_start_matches('*');
    let text = match trimmed
        .strip_prefix('[')
        .and_then(|rest| rest.split_once(']'))
    {
        Some((_, after)) => after,
        None => &text,
    };
    text.split(|c: char| !c.is_alphabetic() && c != '-')
        .map(|w| w.trim_matches('-'))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Every line of a language's message files (not its glossary) and printed guide a reader reads: (where,
/// line).
fn read_lines(language: Language) -> Vec<(String, String)> {
    let guide = format!("docs/player-guide.{language}.md");
    FILES
        .iter()
        .map(|file| format!("locales/{language}/{file}.ftl"))
        .chain([guide])
        .flat_map(|path| {
            // A fluent comment is for the translators; a printed guide's headings are read, its opening
            // comment is not.
            let comment = if path.ends_with(".md") { "<!--" } else { "#" };
            read(&path)
                .lines()
                .enumerate()
                .filter(|(_, l)| !l.starts_with(comment))
                .map(|(at, l)| (format!("{path}:{}", at + 1), l.to_string()))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn each_editions_words_are_said_in_its_language() {
    let mut missing = Vec::new();
    for (language, concept, word, seed) in EDITIONS {
        let lines = read_lines(*language);
        let said = lines.iter().any(|(_, line)| {
            if word.contains([' ', '-']) {
                prose(line).to_lowercase().contains(word)
            } else {
                heard_words(line).iter().any(|w| w.starts_with(word))
            }
        });
        if !said {
            missing.push(format!(
                "{language}: {concept} is {word} ({seed}), said nowhere"
            ));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn each_language_addresses_the_player_in_one_form() {
    let mut found = Vec::new();
    for (language, form, familiar) in ADDRESS {
        for (at, line) in read_lines(*language) {
            for word in heard_words(&line) {
                if familiar.contains(&word.as_str()) {
                    found.push(format!(
                        "{at}: \"{word}\": the familiar form, where {language} says {form}"
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Whether a Hungarian line presses the clock with "nyom": the clock named (its term, or a word of óra) and a
/// word of nyom (not nyomtat, to print) in one line.
fn presses_the_clock(line: &str) -> bool {
    let words = heard_words(line);
    let clock = line.contains("{ -clock")
        || words
            .iter()
            .any(|w| w.starts_with("óra") || w.starts_with("órá"));
    clock
        && words
            .iter()
            .any(|w| w.contains("nyom") && !w.contains("nyomtat"))
}

#[test]
fn the_hungarian_clock_is_kezelt_as_the_edition_says() {
    // The edition's verb for pressing the clock is kezel (6.2.1 órakezelés, D.2.4 "az órát kezelni",
    // 000:269, 589); a button, a key or Enter is pressed (megnyom).
    let found: Vec<String> = read_lines(Language::Hu)
        .into_iter()
        .filter(|(_, line)| presses_the_clock(line))
        .map(|(at, line)| format!("{at}: {line}"))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(presses_the_clock(
        "help-1 = Számbillentyűk: 0 { -clock } megnyomása."
    ));
    assert!(presses_the_clock("Csak ezután nyomja meg az órát."));
    assert!(!presses_the_clock("Nyomja meg az Entert a kezdéshez."));
}

#[test]
fn the_words_checks_would_catch_a_familiar_form_and_an_english_word() {
    // A placeable, a variant key, a term's form and a flag are not heard; the words around them are.
    let line =
        "    [adj] Gépeld be a { -arbiter(form: \"adj\") } { $dir } simulated --simulate tábla";
    assert_eq!(
        heard_words(line),
        ["gépeld", "be", "a", "simulated", "tábla"]
    );
    let familiar = ADDRESS
        .iter()
        .find(|a| a.0 == Language::Hu)
        .map_or(&[][..], |a| a.2);
    assert!(
        heard_words(line)
            .iter()
            .any(|w| familiar.contains(&w.as_str()))
    );
    assert!(
        heard_words(line)
            .iter()
            .any(|w| english::is_english(Language::Hu, w))
    );
    let german = "window-waiting = Beschreibe ein Brett, dessen Stellung du kennst";
    let familiar = ADDRESS
        .iter()
        .find(|a| a.0 == Language::De)
        .map_or(&[][..], |a| a.2);
    assert_eq!(
        heard_words(german)
            .iter()
            .filter(|w| familiar.contains(&w.as_str()))
            .count(),
        2
    );
}

#[test]
fn a_white_rook_is_said_with_the_gender_of_the_word_said() {
    use pegchess::phonetic::{Form, Scheme};
    use pegchess::speech::{Phrase, Renderer};
    use shakmaty::{Color, Piece, Role, Square};
    let rook = Phrase::Touched {
        piece: Piece {
            color: Color::White,
            role: Role::Rook,
        },
        square: Square::A1,
    };
    for (scheme, said, not) in [
        (Scheme::Danish, "hvidt tårn", "hvid tårn"),
        (Scheme::Plain, "hvidt tårn", "hvid tårn"),
        (Scheme::Fide, "hvid Turm", "hvidt Turm"),
    ] {
        let text = Renderer::new(Language::Da, scheme, Form::Short)
            .render(&rook)
            .text();
        assert!(
            text.contains(said) && !text.contains(not),
            "{scheme}: {text}"
        );
    }
}

#[test]
fn the_checks_would_catch_a_forbidden_word_and_an_unknown_form() {
    let sample = "one = a(z) { $x } és { -clock(form: \"nowhere\") }\n    [x] { -peg-board }\n}";
    let refs = references(sample);
    assert_eq!(
        refs,
        vec![
            ("clock".to_string(), Some("nowhere".to_string())),
            ("peg-board".to_string(), None)
        ]
    );
    assert!(!glossary(Language::Hu)["clock"].contains("nowhere"));
    assert_eq!(entries(sample)["one"].lines().count(), 3);
    assert!(sample.contains(FORBIDDEN.iter().find(|f| f.1 == "a(z)").map_or("", |f| f.1)));
    // The edition's word is checked in the prose, not in ids, term references or the flag kept English.
    let line = "    .chess960 = Chess960-peli (--chess960 N) { -chess960 }-peli, setup-chess960";
    assert_eq!(prose(line), " Chess960-peli ( N) {  }-peli, setup-chess960");
    assert_eq!(prose("setup-chess960 = { -chess960 }"), " {  }");
}

#[test]
fn the_glossarys_score_sheet_typed_alone_writes_the_sheets_in_every_language() {
    use pegchess::ui::text::{Arg, Texts};
    use pegchess::ui::typed::{Key, parse};
    for &language in Language::ALL {
        // The console's line names the score sheet by the glossary's term: the word the guide tells to type.
        let line = Texts::console(language)
            .with("console-score-sheet", &[("path", Arg::Text("x".into()))]);
        let word = line.split(':').next().unwrap_or_default();
        assert_eq!(parse(word), Ok(Key::Sheet), "{language}: {word}");
    }
}
