//! The reference of every command, flag and setting, written from the command line's own definitions (clap),
//! so that it cannot drift: `docs/reference.md` is this text, and a test fails when the file is stale.

use super::cli::Cli;
use clap::{Arg, ArgAction, Command, CommandFactory};
use std::fmt::Write;

/// The whole reference, as Markdown.
pub fn markdown() -> String {
    let root = Cli::command();
    let mut out = String::new();
    out.push_str("# Reference\n\n");
    out.push_str(
        "Every command and setting of pegchess, written from the program's own definitions \
         (`cargo test --test main reference` fails when this file is stale; \
         `PEGCHESS_WRITE_DOCS=1` writes it again). Back to the [README](../README.md).\n\n",
    );
    out.push_str("## Settings (global options)\n\n");
    out.push_str(
        "Each global option is also a key of the settings file (`~/.config/pegchess/settings.toml`, \
         or `--config FILE`), of the same name without its dashes; a flag given wins over the file.\n\n",
    );
    options(
        &mut out,
        root.get_arguments()
            .filter(|a| a.is_global_set() || !a.is_positional()),
    );
    let flags: Vec<String> = root
        .get_arguments()
        .filter_map(|a| a.get_long().map(str::to_string))
        .collect();
    file_only(&mut out, &flags);
    out.push_str("## Commands\n\n");
    for sub in root.get_subcommands().filter(|s| !s.is_hide_set()) {
        command(&mut out, sub, "pegchess");
    }
    out
}

/// One command (and its own subcommands) under its full name.
fn command(out: &mut String, cmd: &Command, parent: &str) {
    let name = format!("{parent} {}", cmd.get_name());
    let _ = writeln!(out, "### `{name}`\n");
    if let Some(about) = cmd.get_long_about().or(cmd.get_about()) {
        let _ = writeln!(out, "{}\n", flat(&about.to_string()));
    }
    let args: Vec<&Arg> = cmd
        .get_arguments()
        .filter(|a| !a.is_hide_set() && !a.is_global_set())
        .filter(|a| !matches!(a.get_id().as_str(), "help" | "version"))
        .collect();
    if !args.is_empty() {
        options(out, args.into_iter());
    }
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        command(out, sub, &name);
    }
}

/// A table of options: the flag with its value, what it does, the values it takes and its default.
fn options<'a>(out: &mut String, args: impl Iterator<Item = &'a Arg>) {
    out.push_str("| option | what it does | values | default |\n|---|---|---|---|\n");
    for arg in args {
        if matches!(arg.get_id().as_str(), "help" | "version") || arg.is_hide_set() {
            continue;
        }
        let flag = flag(arg);
        let help = arg
            .get_long_help()
            .or(arg.get_help())
            .map(|h| flat(&h.to_string()))
            .unwrap_or_default();
        let switch = matches!(arg.get_action(), ArgAction::SetTrue | ArgAction::SetFalse);
        let values: Vec<String> = arg
            .get_possible_values()
            .iter()
            .filter(|_| !switch)
            .filter(|v| !v.is_hide_set())
            .map(|v| format!("`{}`", v.get_name()))
            .collect();
        let default: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|v| format!("`{}`", v.to_string_lossy()))
            .collect();
        let _ = writeln!(
            out,
            "| {flag} | {} | {} | {} |",
            cell(&help),
            values.join(", "),
            default.join(", ")
        );
    }
    out.push('\n');
}

/// The flag as it is typed: `--port P`, `-o OUT`, `MOVE...`.
fn flag(arg: &Arg) -> String {
    let value = arg
        .get_value_names()
        .and_then(|v| v.first())
        .map(ToString::to_string)
        .unwrap_or_else(|| arg.get_id().as_str().to_uppercase());
    let takes = !matches!(
        arg.get_action(),
        ArgAction::SetTrue | ArgAction::SetFalse | ArgAction::Count | ArgAction::Help
    );
    let many = matches!(arg.get_action(), ArgAction::Append);
    let mut text = match (arg.get_long(), arg.get_short()) {
        (Some(long), Some(short)) => format!("`-{short}`, `--{long}"),
        (Some(long), None) => format!("`--{long}"),
        (None, Some(short)) => format!("`-{short}"),
        (None, None) => format!("`{value}{}`", if many { "..." } else { "" }),
    };
    if arg.get_long().is_some() || arg.get_short().is_some() {
        if takes {
            let _ = write!(text, " {value}");
        }
        text.push('`');
        if many {
            text.push_str(" (repeatable)");
        }
    }
    text
}

/// Help text on one line.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Text safe in a Markdown table cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// Every key of the settings file, as serde reads them: the settings struct's own list of fields.
pub fn file_keys() -> &'static [&'static str] {
    use serde::Deserialize;
    use serde::de::value::Error;
    /// A deserializer that only learns the fields the struct asks for, then stops.
    struct Fields(std::cell::Cell<&'static [&'static str]>);
    impl<'de> serde::Deserializer<'de> for &Fields {
        type Error = Error;
        fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Error> {
            Err(serde::de::Error::custom("fields only"))
        }
        fn deserialize_struct<V: serde::de::Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Error> {
            self.0.set(fields);
            Err(serde::de::Error::custom("fields only"))
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option
            unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
        }
    }
    let fields = Fields(std::cell::Cell::new(&[]));
    let _ = super::options::Options::deserialize(&fields);
    fields.0.get()
}

/// What each key that only the settings file has means (a key with a flag is described by its `--help`).
pub const FILE_ONLY: &[(&str, &str)] = &[
    (
        "port",
        "The peg board's serial port, or `none` for a table without one (commands take `--port`)",
    ),
    (
        "data-dir",
        "Where the game journals and score sheets are kept",
    ),
    (
        "voice",
        "The interface voice: a voice name or a language code",
    ),
    (
        "phonetic-voice",
        "The voice for the scheme's words (default: a German voice for the FIDE words, where the engine has one)",
    ),
    (
        "vosk-model",
        "The vosk model directory for voice input (`listen` takes `--model`)",
    ),
    ("microphone", "The microphone, a cpal input device name"),
    (
        "loudspeaker",
        "Speech goes to a loudspeaker: voice input pauses while the program speaks (`true`/`false`)",
    ),
    (
        "sighted-board",
        "The sighted player's DGT e-board's serial port, or `none` (`play` takes `--sighted-port`)",
    ),
    (
        "announce-sighted-moves",
        "Whether the sighted player's moves are said to the blind player as the e-board completes them (`true`/`false`; the arbiter decides)",
    ),
    (
        "window",
        "Open the window for the sighted side beside speech and the console (`true`/`false`; `play`, `resume` and `demo` take `--window`)",
    ),
];

/// The settings file's keys that no flag sets, with what they mean.
fn file_only(out: &mut String, flags: &[String]) {
    out.push_str("### Keys of the settings file only\n\n| key | what it means |\n|---|---|\n");
    for key in file_keys()
        .iter()
        .filter(|k| !flags.iter().any(|f| f == *k))
    {
        let what = FILE_ONLY
            .iter()
            .find(|(k, _)| k == key)
            .map_or("", |(_, what)| what);
        let _ = writeln!(out, "| `{key}` | {what} |");
    }
    out.push('\n');
}
