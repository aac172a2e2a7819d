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
