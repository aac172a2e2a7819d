//! The command line's help in the user's language: every command's about and every argument's help has a
//! line in each language's help.ftl (a new flag without its translations fails here), and through the binary
//! `--help` and `help COMMAND` print no English line under `--locale`, the settings file's locale or `LANG`,
//! while `--porcelain` and `LANG=C` keep clap's English; so do clap's placeholders (`[OPTIONS]`, `<COMMAND>`,
//! each value's name).

use crate::support;
use pegchess::config::Cli;
use pegchess::notation::Language;
use pegchess::ui::help::{
    CLAP_PLACEHOLDERS, Line, PLACEHOLDERS, Source, lines, placeholder, placeholder_key, source,
    text,
};
use std::collections::{BTreeMap, BTreeSet};

/// The languages with a help.ftl (English keeps clap's doc comments).
const OTHERS: [Language; 4] = [Language::De, Language::Hu, Language::Fi, Language::Da];

/// The command line as parsed, built (clap's own help flags and command there).
fn definition() -> clap::Command {
    let mut cmd = Cli::command_with_short_help();
    cmd.build();
    cmd
}

/// Each command path (as typed, `clock simulate`) with the English lines of its help.
fn english_by_command() -> BTreeMap<Vec<String>, Vec<String>> {
    let mut out: BTreeMap<Vec<String>, Vec<String>> = BTreeMap::new();
    for Line { path, english, .. } in lines(&definition()) {
        out.entry(path).or_default().push(english);
    }
    out
}

#[test]
fn every_command_and_argument_has_its_help_in_every_language() {
    let all = lines(&definition());
    assert!(all.len() > 100, "only {} help lines", all.len());
    let mut missing = Vec::new();
    for language in OTHERS {
        // An argument read from the shared lines means the same in every command that has it.
        let mut shared: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for Line {
            arg,
            english,
            sources,
            ..
        } in &all
        {
            match sources.iter().find(|s| text(language, s).is_some()) {
                None => missing.push(format!(
                    "{language}: {} {}: {english}",
                    sources[0].message,
                    arg.clone().unwrap_or_default()
                )),
                Some(found) if found.message == "help-shared" => {
                    let id = arg.clone().unwrap_or_default();
                    shared.entry(id).or_default().insert(english.clone());
                }
                Some(_) => {}
            }
        }
        for (id, texts) in shared {
            assert_eq!(
                texts.len(),
                1,
                "{language}: help-shared.{id} stands for different English lines: {texts:?}"
            );
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// clap's English placeholders: its own words and the name of every value the command line shows it takes.
fn placeholders() -> BTreeSet<String> {
    fn collect(cmd: &clap::Command, out: &mut BTreeSet<String>) {
        let shown = cmd
            .get_arguments()
            .filter(|a| !a.is_hide_set() && a.get_action().takes_values());
        for arg in shown {
            out.extend(
                arg.get_value_names()
                    .into_iter()
                    .flatten()
                    .map(|n| n.to_string()),
            );
        }
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            collect(sub, out);
        }
    }
    let mut out: BTreeSet<String> = CLAP_PLACEHOLDERS.iter().map(|p| p.to_string()).collect();
    collect(&definition(), &mut out);
    out
}

#[test]
fn every_placeholder_has_its_word_in_every_language() {
    let all = placeholders();
    assert!(all.len() > 50 && all.contains("PATH"), "{all:?}");
    let missing: Vec<String> = OTHERS
        .into_iter()
        .flat_map(|language| {
            all.iter()
                .filter(move |p| placeholder(language, p).is_none())
                .map(move |p| format!("{language}: {PLACEHOLDERS}: {p}"))
        })
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The English placeholders a help text shows (`<PATH>`, `[OPTIONS]`) where the language has a word of its own.
fn english_placeholders_in(out: &str, language: Language, all: &BTreeSet<String>) -> Vec<String> {
    all.iter()
        .filter(|p| placeholder(language, p).is_some_and(|own| own != **p))
        .filter(|p| out.contains(&format!("<{p}>")) || out.contains(&format!("[{p}]")))
        .cloned()
        .collect()
}

/// Each message and attribute a help.ftl defines: (message, attribute).
fn defined(source: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let mut message = None;
    for line in source.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if let Some(rest) = line.trim_start().strip_prefix('.')
            && line.starts_with(' ')
        {
            let name = rest.split(['=', ' ']).next().unwrap_or_default();
            if let Some(m) = &message {
                out.push((String::clone(m), Some(name.to_string())));
            }
        } else if !line.starts_with(' ')
            && let Some((id, _)) = line.split_once(" =")
        {
            message = Some(id.to_string());
            out.push((id.to_string(), None));
        }
    }
    out
}

#[test]
fn no_help_file_keeps_a_line_for_an_argument_the_program_no_longer_has() {
    let wanted: BTreeSet<(String, Option<String>)> = lines(&definition())
        .into_iter()
        .flat_map(|line| line.sources)
        .map(|Source { message, attribute }| (message, attribute))
        .collect();
    // The messages of the help's own words, beside the commands'.
    let own = [
        "help-heading-usage",
        "help-heading-commands",
        "help-heading-arguments",
        "help-heading-options",
        "help-default",
        "help-values",
        "help-after",
        "help-print-help",
        "help-print-version",
        "help-help-command",
        "help-shared",
    ];
    let placeholders: BTreeSet<String> =
        placeholders().iter().map(|p| placeholder_key(p)).collect();
    for language in OTHERS {
        let file = source(language).expect("a help.ftl");
        for (message, attribute) in defined(file) {
            let known = wanted.contains(&(message.clone(), attribute.clone()))
                || (attribute.is_none() && own.contains(&message.as_str()))
                || (message == PLACEHOLDERS
                    && attribute.as_ref().is_none_or(|a| placeholders.contains(a)));
            assert!(
                known,
                "{language}/help.ftl: {message} {attribute:?} is no command's or argument's"
            );
        }
    }
}

/// The English lines (long enough to be a sentence, not a word both languages share) a help text contains.
fn english_in(out: &str, english: &[String]) -> Vec<String> {
    let mut found: Vec<String> = english
        .iter()
        .filter(|e| e.len() > 24 && out.contains(e.as_str()))
        .cloned()
        .collect();
    for word in [
        "Usage:",
        "Options:",
        "Arguments:",
        "Commands:",
        "Print help",
        "Print this message",
        "[default:",
        "[possible values:",
    ] {
        if out.contains(word) {
            found.push(word.to_string());
        }
    }
    found
}

fn help_of(path: &[String], language: Language, by_locale_flag: bool) -> (bool, String, String) {
    let mut run = support::no_settings();
    if by_locale_flag {
        run = run.args(["--locale", &language.to_string()]);
    } else {
        run = run.env("LANG", format!("{language}_XX.UTF-8"));
    }
    // clap's help command takes no --help: `help help` is its help.
    let asks = if path.last().is_some_and(|c| c == "help") {
        "help"
    } else {
        "--help"
    };
    run.args(path).arg(asks).run()
}

#[test]
fn every_command_s_help_is_in_the_language_given() {
    let english = english_by_command();
    let all: Vec<String> = english.values().flatten().cloned().collect();
    let placeholders = placeholders();
    // clap's help command lists the commands too, as `help help` and `clock help help` show.
    let helps = [
        vec!["help".to_string()],
        vec!["clock".into(), "help".into()],
    ];
    for (i, path) in english.keys().chain(&helps).enumerate() {
        for (j, language) in OTHERS.into_iter().enumerate() {
            // Half the runs name the language by --locale, the others by LANG alone.
            let (ok, out, err) = help_of(path, language, (i + j) % 2 == 0);
            assert!(ok, "{language} {path:?}: {err}");
            // A command's help lists its own options; the settings flags only the program's does.
            assert_eq!(
                out.contains("--warn-at"),
                path.is_empty(),
                "{language} {path:?}: {out}"
            );
            // A message of the help's own words that did not render shows its id.
            assert!(!out.contains("help-"), "{language} {path:?}: {out}");
            let found = english_in(&out, &all);
            assert!(
                found.is_empty(),
                "{language} {path:?} --help says in English: {found:?}\n{out}"
            );
            let found = english_placeholders_in(&out, language, &placeholders);
            assert!(
                found.is_empty(),
                "{language} {path:?} --help shows clap's placeholders: {found:?}\n{out}"
            );
            let own = english
                .get(path)
                .and_then(|lines| lines.first())
                .filter(|about| about.len() > 24);
            assert!(own.is_none_or(|a| !out.contains(a.as_str())), "{out}");
        }
    }
}

#[test]
fn help_command_and_the_settings_file_s_locale_and_lang_choose_the_language() {
    let home = tempfile::tempdir().expect("tempdir");
    let config = home.path().join("pegchess");
    std::fs::create_dir_all(&config).expect("mkdir");
    std::fs::write(config.join("settings.toml"), "locale = \"da\"\n").expect("settings");
    let english = english_by_command();
    let all: Vec<String> = english.values().flatten().cloned().collect();
    // The settings file's Danish wins over LANG's Finnish; `help play` is `play --help`.
    let (ok, out, err) = support::private(home.path())
        .env("LANG", "fi_FI.UTF-8")
        .args(["help", "play"])
        .run();
    assert!(ok, "{err}");
    assert!(english_in(&out, &all).is_empty(), "{out}");
    let danish = text(
        Language::Da,
        &Source {
            message: "help-play".into(),
            attribute: None,
        },
    )
    .expect("Danish play");
    assert!(out.contains(&danish), "{out}");
    // LANG alone, with no settings file.
    let (ok, out, _) = support::no_settings()
        .env("LANG", "fi_FI.UTF-8")
        .args(["play", "--help"])
        .run();
    assert!(ok);
    let finnish = text(
        Language::Fi,
        &Source {
            message: "help-shared".into(),
            attribute: Some("window".into()),
        },
    )
    .expect("Finnish --window");
    assert!(out.contains(&finnish), "{out}");
    assert!(english_in(&out, &all).is_empty(), "{out}");
}

#[test]
fn porcelain_and_lang_c_keep_clap_s_english() {
    let english = english_by_command();
    let about = english[&vec!["play".to_string()]][0].clone();
    for run in [
        support::no_settings().args(["--porcelain", "--locale", "de", "play", "--help"]),
        support::no_settings()
            .env("LANG", "C")
            .args(["play", "--help"]),
        support::no_settings()
            .env("LANG", "fr_FR.UTF-8")
            .args(["help", "play"]),
    ] {
        let (ok, out, err) = run.run();
        assert!(ok, "{err}");
        assert!(out.contains(&about), "{out}");
        assert!(out.contains("Usage:") && out.contains("Options:"), "{out}");
        assert!(out.contains("[OPTIONS]") && out.contains("<PATH>"), "{out}");
    }
}
