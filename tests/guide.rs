//! The player's guide: `pegchess guide` read by its keys and words through the binary in the five languages,
//! every guide phrase rendered in every language, scheme and form and short, and the printed guides
//! (docs/player-guide.<lang>.md) fresh.

use crate::support::{output_within, spawn_in, type_line_after};
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::speech::phrases::guide_phrase::{self, GuidePhrase, Section};
use pegchess::speech::phrases::phrase::MOST_WORDS;
use pegchess::speech::rendering::fluent::{guide_source, locale_source};
use pegchess::speech::{Phrase, Renderer};
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

/// Each language with its word for "next", and how its fifth section's heading begins.
const LANGUAGES: [(Language, &str, &str); 5] = [
    (Language::En, "next", "Section 5:"),
    (Language::De, "weiter", "Abschnitt 5:"),
    (Language::Hu, "tovább", "5. fejezet:"),
    (Language::Fi, "seuraava", "Osio 5:"),
    (Language::Da, "næste", "Afsnit 5:"),
];

/// Runs pegchess in `language` with `args` (`guide` among them) and these typed lines; its printed lines.
fn guide_output(language: Language, args: &[&str], lines: &[&str]) -> Vec<String> {
    let data = tempfile::tempdir().unwrap();
    let locale = language.to_string();
    let mut child = spawn_in(data.path(), &[&["--locale", &locale], args].concat());
    for line in lines {
        type_line_after(&mut child, line, Duration::from_millis(50));
    }
    let out = output_within(child);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

fn texts(renderer: &Renderer, phrases: impl IntoIterator<Item = Phrase>) -> Vec<String> {
    phrases
        .into_iter()
        .map(|p| renderer.render(&p).text())
        .collect()
}

#[test]
fn the_guide_is_read_by_its_keys_and_words_in_every_language() {
    for (language, next, fifth) in LANGUAGES {
        let said = guide_output(
            language,
            &["guide"],
            &[next, "p", "r", "l", "5", "zz", "99", "h", "q"],
        );
        // In the words the language's edition lists first (the Danish words at a Danish table).
        let [scheme, _] = Scheme::editions_order(language);
        let renderer = Renderer::new(language, scheme, Form::Short);
        let section = |s: Section| texts(&renderer, s.phrases().into_iter().map(Phrase::from));
        let mut expected = texts(&renderer, [GuidePhrase::Intro.into()]);
        expected.extend(section(Section::Table)); // the guide opens at the first section
        expected.extend(section(Section::Setup)); // next (the language's word)
        expected.extend(section(Section::Table)); // p
        expected.extend(section(Section::Table)); // r
        expected.extend(texts(
            &renderer,
            std::iter::once(GuidePhrase::ListStart)
                .chain(Section::ALL.into_iter().map(GuidePhrase::ListItem))
                .map(Phrase::from),
        )); // l
        expected.extend(section(Section::Said)); // 5
        expected.extend(texts(
            &renderer,
            [
                GuidePhrase::Unknown("zz".into()),
                GuidePhrase::NoSection(99),
                GuidePhrase::Keys(1),
                GuidePhrase::Keys(2),
                GuidePhrase::Left, // q
            ]
            .map(Phrase::from),
        ));
        assert_eq!(said, expected, "{language}");
        // In the language itself, with its edition's first words for the example moves: the FIDE scheme's
        // German words, the Danish words in Danish.
        assert!(
            said.iter().any(|l| l.starts_with(fifth)),
            "{language}: {said:#?}"
        );
        let example = match language {
            Language::Da => "springer Frederik tre",
            _ => "Springer Felix drei",
        };
        assert!(
            said.iter().any(|l| l.contains(example)),
            "{language}: {said:#?}"
        );
    }
}

#[test]
fn the_guide_says_its_examples_in_the_players_scheme_and_form() {
    // The long form says where the piece came from.
    let long = guide_output(Language::En, &["--form", "long", "guide"], &["3", "q"]).join("\n");
    assert!(long.contains("Springer Gustav eins Felix drei"), "{long}");
    // The plain scheme says no FIDE words; the FIDE scheme's are German in Danish too, one setting away from
    // the Danish words a Danish table starts with.
    let plain = guide_output(Language::Da, &["--scheme", "plain", "guide"], &["q"]).join("\n");
    assert!(!plain.contains("Felix"), "{plain}");
    let danish = guide_output(Language::Da, &["guide"], &["q"]).join("\n");
    assert!(danish.contains("springer Frederik tre"), "{danish}");
    let fide = guide_output(Language::Da, &["--scheme", "fide", "guide"], &["q"]).join("\n");
    assert!(fide.contains("Springer Felix drei"), "{fide}");
    // The guide can begin at a section: after its first phrase, the last section's heading.
    let begun = guide_output(Language::De, &["guide", "--section", "8"], &["q"]);
    let renderer = Renderer::new(Language::De, Scheme::Fide, Form::Short);
    let heading = renderer
        .render(&GuidePhrase::Heading(Section::Differ).into())
        .text();
    assert_eq!(begun.get(1), Some(&heading), "{begun:#?}");
}

/// Message ids and the `$arguments` each uses, read from fluent source (a message on one line, as guide.ftl
/// writes them).
fn catalogue(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    source
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let (id, body) = line.split_once('=').expect("a message line");
            let args = body
                .split('$')
                .skip(1)
                .map(|part| {
                    part.chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                        .collect()
                })
                .collect();
            (id.trim().to_string(), args)
        })
        .collect()
}

#[test]
fn every_guide_phrase_renders_in_every_language_short_and_complete() {
    let english = catalogue(guide_source(Language::En));
    // Every line the code reads is in the file with exactly the examples the code passes.
    for section in Section::ALL {
        assert!(english.contains_key(section.title_id()), "{section:?}");
        for line in section.lines() {
            let passed: BTreeSet<String> =
                line.examples.iter().map(|e| e.name().to_string()).collect();
            assert_eq!(english.get(line.id), Some(&passed), "{}", line.id);
        }
    }
    for &language in Language::ALL {
        let own = catalogue(guide_source(language));
        assert_eq!(
            own.keys().collect::<Vec<_>>(),
            english.keys().collect::<Vec<_>>(),
            "{language}: the guide's messages differ from English"
        );
        assert_eq!(
            own, english,
            "{language}: the arguments differ from English"
        );
        let game = catalogue_ids(locale_source(language));
        assert!(
            own.keys().all(|id| !game.contains(id)),
            "{language}: a guide message shares its id with pegchess.ftl"
        );
        let on_disk = std::fs::read_to_string(format!(
            "{}/locales/{language}/guide.ftl",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        assert_eq!(on_disk, guide_source(language));
        for &scheme in Scheme::ALL {
            for &form in Form::ALL {
                let renderer = Renderer::new(language, scheme, form);
                for phrase in guide_phrase::every_phrase() {
                    let phrase = Phrase::from(phrase);
                    let text = renderer
                        .try_render(&phrase)
                        .unwrap_or_else(|e| panic!("{phrase:?}: {e}"))
                        .text();
                    let words = text.split_whitespace().count();
                    assert!(
                        (1..=MOST_WORDS).contains(&words),
                        "{language} {scheme} {form}: {words} words: {text}"
                    );
                    assert!(!text.contains(['{', '}', '$']), "{text}");
                }
            }
        }
    }
}

/// The message ids defined in a fluent source (every line that starts a message).
fn catalogue_ids(source: &str) -> BTreeSet<String> {
    source
        .lines()
        .filter(|l| !l.starts_with([' ', '#']) && !l.trim().is_empty())
        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim().to_string()))
        .collect()
}

#[test]
fn printed_guides_are_fresh() {
    let write = std::env::var_os("PEGCHESS_WRITE_DOCS").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for &language in Language::ALL {
        let text = pegchess::speech::rendering::printed_guide::markdown(language)
            .unwrap_or_else(|e| panic!("{e}"));
        let path = format!(
            "{}/docs/player-guide.{language}.md",
            env!("CARGO_MANIFEST_DIR")
        );
        if write {
            std::fs::write(&path, &text).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            stale.push(path);
        }
    }
    assert!(
        stale.is_empty(),
        "stale printed guides {stale:?}: regenerate them with \
         PEGCHESS_WRITE_DOCS=1 cargo test --test main guide::printed_guides_are_fresh"
    );
}

#[test]
fn every_guide_cites_the_articles_it_states_in_the_editions_order() {
    for &language in Language::ALL {
        let renderer = Renderer::new(language, Scheme::Fide, Form::Short);
        let lines =
            |section: Section| texts(&renderer, section.phrases().into_iter().map(Phrase::from));
        let moves = lines(Section::Moves);
        // D.2.3 and D.2.4 are stated first, before each table's own way.
        assert!(
            moves[1].contains("D.2.3") && moves[1].contains("D.2.4"),
            "{language}: {moves:#?}"
        );
        // D.2.7, the score sheet kept in Braille, by hand or on a device, is stated before pegchess's own sheets.
        let sheets = lines(Section::Sheets);
        assert!(sheets[1].contains("D.2.7"), "{language}: {sheets:#?}");
        let differ = lines(Section::Differ);
        // Stopping the clock to call the arbiter is 6.11.2 and 7.4.2, not D.2.9.
        let stop = differ.iter().position(|l| l.contains("6.11.2"));
        let nine = differ.iter().position(|l| l.contains("D.2.9"));
        let (Some(stop), Some(nine)) = (stop, nine) else {
            panic!("{language}: {differ:#?}")
        };
        assert!(
            differ[stop].contains("7.4.2") && !differ[stop].contains("D.2.9"),
            "{language}: {}",
            differ[stop]
        );
        // The line quotes what the program says in a game, in the same words.
        let call = renderer.render(&Phrase::CallArbiter).text().to_lowercase();
        assert!(
            differ[stop]
                .to_lowercase()
                .contains(call.trim_end_matches('.')),
            "{language}: {} does not say {call}",
            differ[stop]
        );
        // D.2.9 is stated after it, with its two cases: the sheets agree, the sheets differ.
        assert!(
            stop < nine && nine + 2 < differ.len(),
            "{language}: {differ:#?}"
        );
    }
}

#[test]
fn each_printed_guide_says_its_examples_in_the_words_its_edition_lists_first() {
    for &language in Language::ALL {
        let text = pegchess::speech::rendering::printed_guide::markdown(language)
            .unwrap_or_else(|e| panic!("{e}"));
        let (own, other) = match language {
            // The Danish edition gives its own words first: springer Frederik tre, eller Springer Felix drei.
            Language::Da => ("springer Frederik tre", "Felix"),
            _ => ("Springer Felix drei", "Frederik"),
        };
        assert!(text.contains(own), "{language}: {text}");
        assert!(!text.contains(other), "{language}: {text}");
    }
}
