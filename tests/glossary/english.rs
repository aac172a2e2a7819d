//! No English word in a message of another language, over every message of every locale file and every
//! printed guide: a word is English when the English messages and guide say it, and it is flagged in another
//! language unless it is one of the words that language shares with English by right, each group with its
//! reason below (the program's own names, which stay English in every language: commands, flags, settings
//! keys and their values; letters; the scheme's German words; names of programs, formats and standards; and
//! the language's own words spelled like English ones).

use super::{heard_words, read_lines};
use pegchess::notation::Language;
use pegchess::phonetic::{Scheme, Vocabulary};
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// Names said as they are in every language, each group with why.
const NAMES: &[(&str, &[&str])] = &[
    (
        "programs, libraries, packages and their paths and variables",
        &[
            "espeak-ng",
            "speech-dispatcher",
            "vosk",
            "libvosk",
            "liblouis",
            "liblouis-bin",
            "liblouis-data",
            "louis",
            "tablepath",
            "lib",
            "scripts",
            "readme",
            "sum",
            "dialout",
        ],
    ),
    (
        "DGT's products and LiveChess's API calls",
        &["dgt", "livechess", "eboards", "subscribe"],
    ),
    (
        "formats, standards, units and file names (settings.toml, NAME.wav, SHA-256, UTF-8, 24 pt, Hz, T:MM:SS)",
        &[
            "brf", "ogg", "txt", "wav", "pdf", "pgn", "fen", "san", "uci", "sha", "utf", "usb",
            "hz", "mm", "ss", "pt", "settings", "name",
        ],
    ),
    (
        "PGN's tags and marks, the rating regulations' dp, chess notation (exd5, Nf3, O-O), the glossary's \
         Chess960 and the Braille Chess Code",
        &[
            "result",
            "timecontrol",
            "clk",
            "dp",
            "exd",
            "nf",
            "o-o",
            "chess",
        ],
    ),
    (
        "the kernel's names (no_new_privs, Landlock, seccomp, inode)",
        &["new", "privs", "nonewprivs", "landlock", "seccomp", "inode"],
    ),
    (
        "the keys as printed on a keyboard",
        &["enter", "escape", "ctrl-c", "ctrl-d"],
    ),
    (
        "each language's own name, as the language choice shows it",
        &["english", "deutsch", "magyar", "suomi", "dansk"],
    ),
    (
        "the cargo feature and the port value the commands take (--features voice, --port none)",
        &["voice", "none"],
    ),
    (
        "the simulated sighted hand's typed words (sighted lift, put, clear): a tool for tests and the demo, \
         typed in English",
        &["lift", "put", "clear"],
    ),
];

/// Each language's own words spelled like English ones, with why they are that language's.
const SHARED: &[(Language, &str, &[&str])] = &[
    (
        Language::De,
        "German words: in, an, so, was (war), Hand, Minute, plus, minus, normal, still, Option, Format, \
         Terminal, Computer, Sensor, Kernel, Thread, Socket, Shell, Bytes, Tag (a day, and a PGN tag as German \
         texts call it), en passant",
        &[
            "bytes", "tag", "passant", "in", "an", "so", "was", "hand", "minute", "plus", "minus",
            "normal", "still", "option", "format", "terminal", "computer", "sensor", "kernel",
            "thread", "threads", "socket", "shell",
        ],
    ),
    (
        Language::Hu,
        "Hungarian words: be (igekötő), is (also), most (now), program, panel, and the suffix -as after a number \
         (700-as); the IT words kernel, socket",
        &[
            "be", "is", "most", "program", "panel", "as", "kernel", "socket",
        ],
    ),
    (
        Language::Da,
        "Danish words: for, under, over, end, have, hold, tag, stop, send, gives, point, note, score, junior, \
         ratings, program, panel, computer, terminal, socket, format, normal, plus, minus, kernel; en passant \
         (the edition's, 004:160)",
        &[
            "for", "under", "over", "end", "have", "hold", "tag", "stop", "send", "gives", "point",
            "note", "score", "junior", "ratings", "program", "panel", "computer", "terminal",
            "socket", "format", "normal", "plus", "minus", "kernel", "passant",
        ],
    ),
    (Language::Fi, "Finnish words: plus", &["plus"]),
];

/// Every word the English messages and guide say.
fn english() -> &'static BTreeSet<String> {
    static WORDS: OnceLock<BTreeSet<String>> = OnceLock::new();
    WORDS.get_or_init(|| {
        read_lines(Language::En)
            .iter()
            .flat_map(|(_, line)| heard_words(line))
            .collect()
    })
}

/// The program's own names, which stay English in every language: its commands, flags, settings keys and the
/// values they take (`pegchess sheet --large-print`, `scheme = "fide"`), whole and in their parts.
fn program_names() -> &'static BTreeSet<String> {
    static NAMES: OnceLock<BTreeSet<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut cmd = pegchess::config::cli::Cli::command_with_short_help();
        cmd.build();
        let mut names = BTreeSet::new();
        collect(&cmd, &mut names);
        let parts: Vec<String> = names
            .iter()
            .flat_map(|n| n.split(['-', '_']).map(str::to_string).collect::<Vec<_>>())
            .collect();
        names.extend(parts);
        names.extend(
            pegchess::config::reference::file_keys()
                .iter()
                .map(|k| k.to_string()),
        );
        names
    })
}

fn collect(cmd: &clap::Command, names: &mut BTreeSet<String>) {
    names.insert(cmd.get_name().to_lowercase());
    for arg in cmd.get_arguments() {
        names.extend(arg.get_long().map(str::to_lowercase));
        names.extend(
            arg.get_value_names()
                .into_iter()
                .flatten()
                .map(|v| v.to_lowercase()),
        );
        for value in arg.get_possible_values() {
            names.insert(value.get_name().to_lowercase());
        }
    }
    for sub in cmd.get_subcommands() {
        collect(sub, names);
    }
}

/// The words of every scheme in every language (the FIDE words are German wherever they are said).
fn scheme_words() -> &'static BTreeSet<String> {
    static WORDS: OnceLock<BTreeSet<String>> = OnceLock::new();
    WORDS.get_or_init(|| {
        let mut words = BTreeSet::new();
        for &language in Language::ALL {
            for scheme in [Scheme::Fide, Scheme::Danish, Scheme::Plain] {
                let said = crate::spoken_words::words(Vocabulary::new(scheme, language));
                words.extend(
                    said.iter()
                        .flat_map(|w| w.split(' '))
                        .map(str::to_lowercase),
                );
            }
        }
        words
    })
}

/// Whether `word`, heard in a message of `language`, is an English word left there.
pub fn is_english(language: Language, word: &str) -> bool {
    language != Language::En
        && word.chars().count() > 1
        && english().contains(word)
        && !program_names().contains(word)
        && !scheme_words().contains(word)
        && !NAMES.iter().any(|(_, names)| names.contains(&word))
        && !SHARED
            .iter()
            .any(|(l, _, words)| *l == language && words.contains(&word))
}

#[test]
fn no_message_and_no_guide_of_another_language_keeps_an_english_word() {
    let mut found = BTreeSet::new();
    for &language in Language::ALL.iter().filter(|&&l| l != Language::En) {
        let glossary = pegchess::speech::rendering::fluent::glossary_source(language)
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.starts_with('#'))
            .map(|(at, l)| {
                (
                    format!("locales/{language}/glossary.ftl:{}", at + 1),
                    l.to_string(),
                )
            });
        for (at, line) in read_lines(language).into_iter().chain(glossary) {
            for word in heard_words(&line) {
                if is_english(language, &word) {
                    found.insert(format!("{language} \"{word}\" ({at})"));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} found:\n{}",
        found.len(),
        found.into_iter().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn an_english_word_is_found_and_a_shared_one_is_not() {
    assert!(is_english(Language::De, "simulated"));
    assert!(is_english(Language::Hu, "the"));
    assert!(!is_english(Language::De, "springer"));
    // A command's name stays English; a Danish word spelled like an English one is Danish, not German.
    assert!(!is_english(Language::Da, "sheet"));
    assert!(!is_english(Language::Da, "under"));
    assert!(is_english(Language::De, "under"));
    assert!(program_names().contains("large-print"));
}
