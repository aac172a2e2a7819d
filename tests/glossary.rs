//! The glossary: each language's key terms are defined once (locales/<lang>/glossary.ftl, as fluent terms) and
//! used wherever the concept appears; no .ftl file and no printed player's guide uses a word the glossary
//! forbids for a concept, and no Hungarian line says the written-only "a(z)".

use pegchess::notation::Language;
use pegchess::speech::rendering::fluent::glossary_source;
use std::collections::{BTreeMap, BTreeSet};

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

/// Words that mean something else, or a second name, where the glossary has a term: (language, word, why).
/// Matched without regard to case.
const FORBIDDEN: &[(Language, &str, &str)] = &[
    (
        Language::En,
        "both levers",
        "the setting means either lever",
    ),
    (
        Language::De,
        "beide Hebel",
        "the setting means either lever",
    ),
    (
        Language::De,
        "Steckbrett",
        "a second name for the peg board (Stiftbrett)",
    ),
    (
        Language::Hu,
        "űrlap",
        "any form, not the score sheet (játszmalap)",
    ),
    (
        Language::Hu,
        "tüskés",
        "spiky: a second name for the peg board",
    ),
    (
        Language::Hu,
        "pöcköstábla",
        "a second name for the peg board",
    ),
    (
        Language::Hu,
        "tapintós tábla",
        "a second name for the peg board",
    ),
    (
        Language::Hu,
        "sor vagy oszlop",
        "a file is a vonal in the edition",
    ),
    (Language::Hu, "a(z)", "written only: a voice reads it out"),
    (
        Language::Hu,
        "időbeosztás",
        "the time control is the gondolkodási idő",
    ),
    (
        Language::Hu,
        "K-tényező",
        "the rating regulations say K-szorzó",
    ),
    (
        Language::De,
        "Schach960",
        "a second name: the glossary's is Chess960",
    ),
    (
        Language::Hu,
        "irányelv",
        "the edition's guidelines are útmutatók (000:61)",
    ),
    (
        Language::Fi,
        "Chess960",
        "the edition says Shakki960 (001:549)",
    ),
    (
        Language::Fi,
        "artikla",
        "the edition refers to an article as sääntö (katso sääntö 8.7, 001:328)",
    ),
    (
        Language::Fi,
        "isokirjain",
        "a capital letter, not large print (isoteksti)",
    ),
    (
        Language::Fi,
        "suurteksti",
        "a second word for large print (isoteksti)",
    ),
    (
        Language::Fi,
        "ajankäyt",
        "the edition's time control is peliaika",
    ),
    (
        Language::Fi,
        "aikakontrolli",
        "the edition's time control is peliaika",
    ),
    (
        Language::Da,
        "partiformular",
        "no Danish chess word: the edition says noteringsliste",
    ),
    (
        Language::Da,
        "noteringsblanket",
        "the edition says noteringsliste",
    ),
    (
        Language::Da,
        "begge håndtag",
        "the setting means either lever",
    ),
    (
        Language::Da,
        "stiftbræt",
        "a second name for the peg board (pindebræt)",
    ),
    (
        Language::Da,
        "Chess960",
        "the edition says Skak960 (004:1547)",
    ),
    (
        Language::Da,
        "artikel",
        "the edition refers to an article as § (§ 12.9, 004:451)",
    ),
    (
        Language::Da,
        "retningslinje",
        "the edition's guidelines are anbefalinger (004:1409)",
    ),
];

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
