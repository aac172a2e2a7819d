//! The five locales have the same messages with the same arguments, the composer passes exactly the
//! arguments each message uses, and every phrase renders cleanly and stays short (at most 25 words).

use super::support::{combinations, render_clean, sample_phrases};
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme, Vocabulary};
use pegchess::speech::phrases::message::{Arg, Msg};
use pegchess::speech::phrases::move_words::Composer;
use pegchess::speech::rendering::fluent::locale_source;
use pegchess::speech::{MOST_WORDS, Renderer};
use std::collections::{BTreeMap, BTreeSet};

type Catalogue = BTreeMap<String, BTreeSet<String>>;

/// Message ids and the `$arguments` each refers to, read from fluent source.
fn catalogue(language: Language) -> Catalogue {
    let mut map = Catalogue::new();
    let mut current: Option<String> = None;
    for line in locale_source(language).lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            current = None;
            continue;
        }
        let body = if line.starts_with(char::is_whitespace) {
            line
        } else {
            let (id, body) = line
                .split_once('=')
                .unwrap_or_else(|| panic!("{language}: not a message line: {line}"));
            let id = id.trim().to_string();
            assert!(
                map.insert(id.clone(), BTreeSet::new()).is_none(),
                "{language}: message {id} defined twice"
            );
            current = Some(id);
            body
        };
        let id = current
            .as_ref()
            .unwrap_or_else(|| panic!("{language}: continuation without a message: {line}"));
        let vars = map.get_mut(id).unwrap();
        for part in body.split('$').skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            vars.insert(name);
        }
    }
    map
}

#[test]
fn every_locale_has_the_same_messages_and_arguments() {
    let english = catalogue(Language::En);
    assert!(english.len() > 50, "only {} messages", english.len());
    for &language in Language::ALL {
        let other = catalogue(language);
        let ids: BTreeSet<_> = english.keys().collect();
        let other_ids: BTreeSet<_> = other.keys().collect();
        assert_eq!(
            ids.symmetric_difference(&other_ids).collect::<Vec<_>>(),
            Vec::<&&String>::new(),
            "message ids of {language} differ from en"
        );
        for (id, vars) in &english {
            assert_eq!(&other[id], vars, "arguments of {id} in {language}");
        }
    }
}

#[test]
fn embedded_locales_are_the_files_under_locales() {
    for &language in Language::ALL {
        let path = format!(
            "{}/locales/{language}/pegchess.ftl",
            env!("CARGO_MANIFEST_DIR")
        );
        let on_disk = std::fs::read_to_string(&path).unwrap();
        assert_eq!(on_disk, locale_source(language), "{path}");
    }
}

fn check_args(msg: &Msg, catalogue: &Catalogue) {
    let Some(vars) = catalogue.get(msg.id) else {
        panic!("the composer uses {}, which no locale defines", msg.id);
    };
    let passed: BTreeSet<String> = msg.args.iter().map(|(n, _)| n.to_string()).collect();
    assert_eq!(&passed, vars, "arguments passed to {}", msg.id);
    for (_, arg) in &msg.args {
        if let Arg::Msg(inner) = arg {
            check_args(inner, catalogue);
        }
    }
}

#[test]
fn composer_passes_exactly_the_arguments_each_message_uses() {
    let catalogue = catalogue(Language::En);
    for &scheme in Scheme::ALL {
        for &form in Form::ALL {
            let composer = Composer::new(Vocabulary::new(scheme, Language::En), form);
            for phrase in sample_phrases() {
                check_args(&composer.phrase(&phrase), &catalogue);
            }
        }
    }
}

#[test]
fn every_phrase_renders_in_every_locale_scheme_and_form() {
    for (language, scheme, form) in combinations() {
        let renderer = Renderer::new(language, scheme, form);
        for phrase in sample_phrases() {
            let text = render_clean(&renderer, &phrase);
            // Speech is short: every phrase, a whole rank or file and White's back rank too.
            let words = text.split_whitespace().count();
            assert!(words <= MOST_WORDS, "{language}: {words} words: {text}");
        }
    }
}
