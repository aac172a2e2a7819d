//! A command line clap refused, said in the player's language: the language, `--porcelain` and the settings
//! file are read from the words typed as far as they can be (clap's own words stay for `--porcelain`, help
//! and the version).

use super::console::Console;
use crate::config::Settings;
use crate::config::settings::default_config_file;
use crate::notation::Language;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::ffi::OsString;
use std::path::PathBuf;

/// The settings a command line names before clap reads it (for its help, and when clap refuses it): the
/// settings file's (`--config`, else the default file; the defaults when it cannot be used), under `--locale`
/// and `--porcelain` where typed readably. With no language in either, the environment's (`environment`: the
/// value of `LC_ALL`, `LC_MESSAGES` or `LANG`, as [`environment_locale`] finds it), else English.
pub fn lenient_settings(args: &[OsString], environment: Option<&str>) -> Settings {
    let words: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let config = flag_value(&words, "--config").map_or_else(default_config_file, PathBuf::from);
    let file = crate::settings_file::load(&config).unwrap_or_default();
    let typed = flag_value(&words, "--locale").and_then(|l| l.parse::<Language>().ok());
    let language = typed
        .or(file.locale)
        .or_else(|| environment.and_then(language_of_locale));
    let mut settings = file.apply(Settings::default());
    if let Some(locale) = language {
        settings.locale = locale;
    }
    settings.porcelain = words.iter().any(|w| w == "--porcelain");
    settings
}

/// The language of the command line's help: the settings' locale, English under `--porcelain`.
pub fn help_language(settings: &Settings) -> Language {
    if settings.porcelain {
        Language::En
    } else {
        settings.locale
    }
}

/// The environment's locale for messages, as POSIX looks for it: the first set and non-empty of `LC_ALL`,
/// `LC_MESSAGES` and `LANG`.
pub fn environment_locale() -> Option<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
}

/// The language a locale name such as `de_DE.UTF-8`, `fi` or `da_DK@euro` names, among pegchess's; `None` for
/// another language or `C` and `POSIX`.
pub fn language_of_locale(name: &str) -> Option<Language> {
    let code = name.split(['_', '.', '@', '-']).next().unwrap_or_default();
    code.to_ascii_lowercase().parse().ok()
}

/// The value given to `flag` (`--flag VALUE` or `--flag=VALUE`), the last one when given twice.
fn flag_value(words: &[String], flag: &str) -> Option<String> {
    let mut found = None;
    for (i, word) in words.iter().enumerate() {
        if word == flag {
            found = words.get(i + 1).cloned();
        } else if let Some(value) = word.strip_prefix(flag).and_then(|v| v.strip_prefix('=')) {
            found = Some(value.to_string());
        }
    }
    found
}

/// `e` in the console's language, with the line that says where help is; `None` where clap's own words
/// stand: help, the version, and every refusal under `--porcelain`.
pub fn refused(e: &clap::Error, console: Console) -> Option<String> {
    if console.porcelain() {
        return None;
    }
    let arg = |kind| context(e, kind).unwrap_or_default();
    let problem = match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        ErrorKind::InvalidSubcommand => {
            let name = arg(ContextKind::InvalidSubcommand);
            console.text("console-usage-unknown-command", &[("name", name.into())])
        }
        ErrorKind::UnknownArgument => {
            let name = arg(ContextKind::InvalidArg);
            console.text("console-usage-unknown-option", &[("name", name.into())])
        }
        ErrorKind::InvalidValue if arg(ContextKind::InvalidValue).is_empty() => {
            let name = arg(ContextKind::InvalidArg);
            console.text("console-usage-no-value", &[("name", name.into())])
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => value_refused(e, console),
        ErrorKind::MissingRequiredArgument | ErrorKind::TooFewValues => {
            let name = arg(ContextKind::InvalidArg);
            // A group clap writes `<--braille|--large-print>`: one of them.
            match name.strip_prefix('<').and_then(|n| n.strip_suffix('>')) {
                Some(group) if group.contains('|') => {
                    let names = group.split('|').collect::<Vec<_>>().join(", ");
                    console.text("console-usage-missing-one", &[("names", names.into())])
                }
                _ => console.text("console-usage-missing", &[("name", name.into())]),
            }
        }
        ErrorKind::ArgumentConflict => {
            let args = [
                ("name", arg(ContextKind::InvalidArg).into()),
                ("other", arg(ContextKind::PriorArg).into()),
            ];
            console.text("console-usage-conflict", &args)
        }
        _ => console.text("console-usage-other", &[]),
    };
    let suggested = context(e, ContextKind::SuggestedSubcommand)
        .or_else(|| context(e, ContextKind::SuggestedArg))
        .or_else(|| context(e, ContextKind::SuggestedValue));
    let problem = match suggested {
        Some(s) => {
            let mean = console.text("console-usage-did-you-mean", &[("name", s.into())]);
            format!("{problem}; {mean}")
        }
        None => problem,
    };
    Some(format!(
        "pegchess: {problem}\n{}",
        console.text("console-usage-help", &[])
    ))
}

/// A value clap refused: one it does not take (and the values it does), or one its own parser cannot read
/// (and why, in that parser's words).
fn value_refused(e: &clap::Error, console: Console) -> String {
    let arg = |kind| context(e, kind).unwrap_or_default();
    let args = [
        ("value", arg(ContextKind::InvalidValue).into()),
        ("name", arg(ContextKind::InvalidArg).into()),
    ];
    if e.kind() == ErrorKind::ValueValidation {
        use std::error::Error;
        let reason = e.source().map_or_else(String::new, |why| {
            super::errors::refused_value(why, console)
        });
        let [value, name] = args;
        let args = [value, name, ("reason", reason.into())];
        return console.text("console-usage-unreadable-value", &args);
    }
    let problem = console.text("console-usage-invalid-value", &args);
    match context(e, ContextKind::ValidValue).filter(|v| !v.is_empty()) {
        Some(valid) => {
            let takes = console.text("console-usage-takes", &[("valid", valid.into())]);
            format!("{problem}; {takes}")
        }
        None => problem,
    }
}

/// An option without its value's name (`--locale`, not `--locale <LOCALE>`); anything else as it is.
fn without_value_name(s: &str) -> String {
    match s.split_once(" <") {
        Some((flag, _)) if s.starts_with('-') => flag.to_string(),
        _ => s.to_string(),
    }
}

/// The words clap keeps for `kind`, lists joined by commas, options without their values' names.
fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(without_value_name(s)),
        ContextValue::Strings(list) => Some(
            list.iter()
                .map(|s| without_value_name(s))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(list) => Some(
            list.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Cli;

    fn refused_in(locale: Language, line: &[&str]) -> String {
        let args: Vec<OsString> = line.iter().map(OsString::from).collect();
        let e = Cli::try_parse_from_args(&args).expect_err("clap refuses it");
        let settings = Settings {
            locale,
            ..Settings::default()
        };
        refused(&e, Console::new(&settings)).expect("said")
    }

    #[test]
    fn the_environment_s_locale_names_a_language_or_none() {
        assert_eq!(language_of_locale("fi_FI.UTF-8"), Some(Language::Fi));
        assert_eq!(language_of_locale("de"), Some(Language::De));
        assert_eq!(language_of_locale("da_DK@euro"), Some(Language::Da));
        assert_eq!(language_of_locale("C.UTF-8"), None);
        assert_eq!(language_of_locale("POSIX"), None);
        assert_eq!(language_of_locale("fr_FR.UTF-8"), None);
    }

    #[test]
    fn a_mistyped_command_is_named_with_the_command_meant() {
        let text = refused_in(Language::De, &["pegchess", "resme"]);
        assert!(text.contains("resme"), "{text}");
        assert!(text.contains("resume"), "{text}");
        assert!(!text.contains("unrecognized"), "{text}");
    }

    #[test]
    fn a_value_not_taken_lists_the_values_taken() {
        let text = refused_in(Language::Hu, &["pegchess", "--locale", "xx", "ports"]);
        assert!(text.contains("xx"), "{text}");
        assert!(text.contains("en, de, hu, fi, da"), "{text}");
    }

    #[test]
    fn help_and_the_version_keep_clap_s_words() {
        let args: Vec<OsString> = ["pegchess", "--help"].iter().map(OsString::from).collect();
        let e = Cli::try_parse_from_args(&args).expect_err("help is clap's own");
        assert_eq!(refused(&e, Console::default()), None);
    }

    #[test]
    fn the_language_is_read_from_the_refused_line() {
        let line = ["pegchess", "--locale=fi", "--porcelain", "x"];
        let args: Vec<OsString> = line.iter().map(OsString::from).collect();
        let settings = lenient_settings(&args, Some("de_DE.UTF-8"));
        assert_eq!(settings.locale, Language::Fi);
        assert!(settings.porcelain);
        assert_eq!(help_language(&settings), Language::En);
        let none: Vec<OsString> = ["pegchess", "--config", "/nonexistent/settings.toml", "x"]
            .iter()
            .map(OsString::from)
            .collect();
        let settings = lenient_settings(&none, Some("da_DK.UTF-8"));
        assert_eq!(help_language(&settings), Language::Da);
        assert_eq!(lenient_settings(&none, Some("C")).locale, Language::En);
    }
}
