//! `pegchess --help` and `pegchess help COMMAND` in the user's language: clap's definitions (whose doc comments
//! stay the English text and the reference's) with every about and help line, the headings, the defaults and
//! the values replaced from the language's help.ftl, and clap's placeholders too (`[OPTIONS]`, `<COMMAND>`, a
//! value's name such as `<PATH>`). English, and `--porcelain`, keep clap's own words.

use crate::notation::Language;
use crate::speech::rendering::fluent::{Bundle, fluent_bundle};
use clap::{Arg, Command};
use fluent_bundle::{FluentArgs, FluentValue};

/// The embedded help.ftl files of the languages other than English, which keeps clap's doc comments.
const SOURCES: [(Language, &str); 4] = [
    (Language::De, include_str!("../../locales/de/help.ftl")),
    (Language::Hu, include_str!("../../locales/hu/help.ftl")),
    (Language::Fi, include_str!("../../locales/fi/help.ftl")),
    (Language::Da, include_str!("../../locales/da/help.ftl")),
];

/// The message of the program itself; its attributes are the settings flags every command takes.
const TOP: &str = "help-pegchess";
/// The message whose attributes are the help of an argument several commands share (the same English text).
const SHARED: &str = "help-shared";
/// The message whose attributes are clap's placeholders in the language (by `placeholder_key`): `options`
/// (`[OPTIONS]`), `command` (`<COMMAND>`) and each value's name (`path` for `<PATH>`).
pub const PLACEHOLDERS: &str = "help-placeholder";
/// clap's own placeholder words, beside the values' names: `[OPTIONS]` in a usage line, `<COMMAND>` for a
/// subcommand.
pub const CLAP_PLACEHOLDERS: [&str; 2] = ["OPTIONS", "COMMAND"];

/// The embedded help.ftl of a language; `None` for English.
pub fn source(language: Language) -> Option<&'static str> {
    SOURCES
        .iter()
        .find(|(l, _)| *l == language)
        .map(|(_, source)| *source)
}

/// `cmd` (the whole command line, as parsed) with its help in `language`; English leaves it as clap has it.
pub fn localized(cmd: Command, language: Language) -> Command {
    match Words::new(language) {
        Some(words) => {
            let mut cmd = cmd;
            // Built, so that clap's own help flag, version flag and help command are there to be translated.
            cmd.build();
            words.command(cmd, &[])
        }
        None => cmd,
    }
}

/// Where a help line comes from: a message, and its attribute for an argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// The fluent message (`help-play`).
    pub message: String,
    /// The attribute, for an argument (`window`).
    pub attribute: Option<String>,
}

/// The text `source` gives in `language`'s help.ftl (`None`: none there, or English).
pub fn text(language: Language, source: &Source) -> Option<String> {
    Words::new(language)?.text(source, None)
}

/// A placeholder of clap's (`OPTIONS`, `PATH`) in `language`; `None`: its help.ftl has none, or English.
pub fn placeholder(language: Language, english: &str) -> Option<String> {
    Words::new(language)?.placeholder(english)
}

/// The attribute of `help-placeholder` that holds a placeholder of clap's: its English word in lower case, any
/// other sign a dash (`RATING:SCORE`: `rating-score`).
pub fn placeholder_key(english: &str) -> String {
    english
        .chars()
        .map(|c| match c.to_ascii_lowercase() {
            c @ ('a'..='z' | '0'..='9' | '_') => c,
            _ => '-',
        })
        .collect()
}

/// One help line that needs a message in each language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The command path as typed (`clock simulate`; empty: the program).
    pub path: Vec<String>,
    /// The argument's id; `None`: the command's about.
    pub arg: Option<String>,
    /// The English text (clap's doc comment).
    pub english: String,
    /// Where the line may be read from, first first.
    pub sources: Vec<Source>,
}

/// Every help line of `cmd` (built) that needs a message in each language.
pub fn lines(cmd: &Command) -> Vec<Line> {
    let mut out = Vec::new();
    collect(cmd, &[], &mut out);
    out
}

fn collect(cmd: &Command, path: &[String], out: &mut Vec<Line>) {
    if is_clap_help(cmd, path) {
        return;
    }
    out.push(Line {
        path: path.to_vec(),
        arg: None,
        english: cmd.get_about().map(ToString::to_string).unwrap_or_default(),
        sources: vec![Source {
            message: message_id(path),
            attribute: None,
        }],
    });
    for arg in cmd.get_arguments().filter(|a| needs_words(a)) {
        out.push(Line {
            path: path.to_vec(),
            arg: Some(arg.get_id().to_string()),
            english: arg.get_help().map(ToString::to_string).unwrap_or_default(),
            sources: arg_sources(arg, path),
        });
    }
    for sub in cmd.get_subcommands() {
        let mut path = path.to_vec();
        path.push(sub.get_name().to_string());
        collect(sub, &path, out);
    }
}

/// An argument whose help is the program's own (clap's help and version flags have messages of their own,
/// and the settings flags hidden in each command are not shown).
fn needs_words(arg: &Arg) -> bool {
    !arg.is_hide_set() && !matches!(arg.get_id().as_str(), "help" | "version")
}

/// The message of a command path: `help-pegchess`, `help-play`, `help-clock-simulate`.
fn message_id(path: &[String]) -> String {
    if path.is_empty() {
        TOP.to_string()
    } else {
        format!("help-{}", path.join("-"))
    }
}

/// clap's own `help` command (pegchess has no command of that name).
fn is_clap_help(cmd: &Command, path: &[String]) -> bool {
    !path.is_empty() && cmd.get_name() == "help"
}

/// Where an argument's help may come from: its command's message, then (a settings flag) the program's, then
/// the shared message.
fn arg_sources(arg: &Arg, path: &[String]) -> Vec<Source> {
    let attribute = Some(arg.get_id().to_string());
    let mut sources = vec![Source {
        message: message_id(path),
        attribute: attribute.clone(),
    }];
    if arg.is_global_set() && !path.is_empty() {
        sources.push(Source {
            message: TOP.to_string(),
            attribute: attribute.clone(),
        });
    }
    sources.push(Source {
        message: SHARED.to_string(),
        attribute,
    });
    sources
}

/// The help words of one language.
struct Words {
    bundle: Bundle,
}

impl Words {
    fn new(language: Language) -> Option<Words> {
        source(language).map(|source| Words {
            bundle: fluent_bundle(language, source),
        })
    }

    /// A message's text, or an attribute's; `None` when the file has none, or it does not render whole (a
    /// term or an argument missing: clap's English line is better than a broken one).
    fn text(&self, source: &Source, args: Option<&FluentArgs>) -> Option<String> {
        let message = self.bundle.get_message(&source.message)?;
        let pattern = match &source.attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// A message without attributes, or its id when missing (a test keeps them all present).
    fn get(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let source = Source {
            message: id.to_string(),
            attribute: None,
        };
        self.text(&source, args).unwrap_or_else(|| id.to_string())
    }

    fn command(&self, cmd: Command, path: &[String]) -> Command {
        let heading = self.get("help-heading-usage", None);
        let template = format!(
            "{{before-help}}{{about-with-newline}}\n{heading} {{usage}}\n\n{{all-args}}{{after-help}}"
        );
        let mut cmd = cmd
            .help_template(template)
            .subcommand_help_heading(self.get("help-heading-commands", None));
        if is_clap_help(&cmd, path) {
            let about = self.get("help-help-command", None);
            let parent = &path[..path.len() - 1];
            let cmd = cmd
                .about(about)
                .long_about(None)
                .mut_args(|a| self.value_names(self.heading(a)));
            return self
                .usage(cmd, &heading)
                .mut_subcommands(|sub| self.help_tree(sub, parent));
        }
        let about = Source {
            message: message_id(path),
            attribute: None,
        };
        if let Some(about) = self.text(&about, None) {
            cmd = cmd.about(about).long_about(None);
        }
        if cmd.get_after_help().is_some() {
            cmd = cmd.after_help(self.get("help-after", None));
        }
        cmd = cmd.mut_args(|arg| self.value_names(self.arg(arg, path)));
        self.usage(cmd, &heading).mut_subcommands(|sub| {
            let mut path = path.to_vec();
            path.push(sub.get_name().to_string());
            self.command(sub, &path)
        })
    }

    /// A command as clap's `help` command lists it (a copy with its about only), under `parent`'s path.
    fn help_tree(&self, sub: Command, parent: &[String]) -> Command {
        let mut path = parent.to_vec();
        path.push(sub.get_name().to_string());
        let about = Source {
            message: message_id(&path),
            attribute: None,
        };
        let sub = match self.text(&about, None) {
            Some(about) => sub.about(about).long_about(None),
            // clap's help command lists itself too.
            None if sub.get_name() == "help" => sub.about(self.get("help-help-command", None)),
            None => sub,
        };
        sub.subcommand_help_heading(self.get("help-heading-commands", None))
            .mut_subcommands(|s| self.help_tree(s, &path))
    }

    /// A placeholder in the language, by clap's English word (`OPTIONS`, `PATH`); `None` when the file has none.
    fn placeholder(&self, english: &str) -> Option<String> {
        let source = Source {
            message: PLACEHOLDERS.to_string(),
            attribute: Some(placeholder_key(english)),
        };
        self.text(&source, None)
    }

    /// An argument with its values' names in the language (`--sighted-port <POLKU>`).
    fn value_names(&self, arg: Arg) -> Arg {
        let Some(names) = arg.get_value_names() else {
            return arg;
        };
        let names: Vec<String> = names
            .iter()
            .map(|n| self.placeholder(n).unwrap_or_else(|| n.to_string()))
            .collect();
        arg.value_names(names)
    }

    /// `cmd` with its usage line in the language: `<COMMAND>` by clap's setting for it, `[OPTIONS]` in the usage
    /// clap writes (clap has no setting for that word), a second line under the first after `heading`.
    fn usage(&self, cmd: Command, heading: &str) -> Command {
        let mut cmd = match self.placeholder("COMMAND") {
            Some(name) if cmd.has_subcommands() => cmd.subcommand_value_name(name),
            _ => cmd,
        };
        let Some(options) = self.placeholder("OPTIONS") else {
            return cmd;
        };
        let usage = cmd.render_usage().to_string();
        // clap's title ("Usage: ") and the indent of its second line, which line up with each other.
        let Some(usage) = usage.strip_prefix("Usage: ") else {
            return cmd;
        };
        let indent = format!("\n{}", " ".repeat(heading.chars().count() + 1));
        let usage = usage
            .replace("[OPTIONS]", &format!("[{options}]"))
            .replace(&format!("\n{}", " ".repeat("Usage: ".len())), &indent);
        cmd.override_usage(usage)
    }

    /// An argument under the language's heading (clap's "Options" and "Arguments" are its own words).
    fn heading(&self, arg: Arg) -> Arg {
        let heading = if arg.is_positional() {
            "help-heading-arguments"
        } else {
            "help-heading-options"
        };
        let heading = self.get(heading, None);
        arg.help_heading(heading)
    }

    fn arg(&self, arg: Arg, path: &[String]) -> Arg {
        let own = match arg.get_id().as_str() {
            "help" => Some(self.get("help-print-help", None)),
            "version" => Some(self.get("help-print-version", None)),
            _ if arg.is_hide_set() => None,
            _ => arg_sources(&arg, path)
                .iter()
                .find_map(|source| self.text(source, None)),
        };
        let Some(mut help) = own else {
            return self.heading(arg);
        };
        let mut arg = arg;
        let shows_default = arg.get_action().takes_values() && !arg.is_hide_default_value_set();
        if let Some(default) = arg.get_default_values().first().filter(|_| shows_default) {
            let mut args = FluentArgs::new();
            args.set(
                "value",
                FluentValue::from(default.to_string_lossy().into_owned()),
            );
            help = format!("{help} [{}]", self.get("help-default", Some(&args)));
            arg = arg.hide_default_value(true);
        }
        let values: Vec<String> = arg
            .get_possible_values()
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| v.get_name().to_string())
            .collect();
        if !values.is_empty() && !arg.is_hide_possible_values_set() {
            let mut args = FluentArgs::new();
            args.set("values", FluentValue::from(values.join(", ")));
            help = format!("{help} [{}]", self.get("help-values", Some(&args)));
            arg = arg.hide_possible_values(true);
        }
        self.heading(arg.help(help).long_help(None))
    }
}
