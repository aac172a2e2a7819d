//! An error as the console says it, in the player's language: the words of each error from the rooms below
//! the console, one function per error type, each an exhaustive `match` (a settings file, a PGN file or game,
//! a FEN, a date, a time control or a number out of range (`time_control.rs`), a file the system would not open, a
//! journal and its damage, a process `fair-play --check` cannot read, a Chess960 start, voice input that
//! cannot start (`voice.rs`), a record or score sheet the arbiter cannot read (`sheet_reading.rs`), a slip at the
//! keys) through console.ftl. The commands' families put them together (`commands::errors`); a value clap's
//! parser refused is the one error recovered by its type (`refused_value`). `--porcelain` keeps them English.

use super::console::{Console, path_arg};
use super::typed::KeyError;
use crate::board::link_engine::LinkError;
use crate::clock::ParseTimeControlError;
use crate::config::options::OutOfRange;
use crate::config::settings::SettingsError;
use crate::day::NotADay;
use crate::fair::inspect::InspectError;
use crate::game::chess960::StartError;
use crate::game::journal::{self as journal_file, JournalDamage, JournalError, LineProblem};
use crate::game::pgn::{FenError, PgnError, PgnFileError, PgnProblem};
use crate::notation::NotationError;
use crate::settings_file::FileProblem;
use std::error::Error;
use std::path::Path;

pub mod time_control;
pub mod sheet_reading;
pub mod voice;

/// A value clap's parser refused, in the console's language (`--porcelain`: its own words). clap hands the
/// parser's error over boxed, so this is the one place an error is recovered by its type: the errors of the
/// `FromStr` of the values clap parses; any other keeps its own words.
pub fn refused_value(e: &(dyn Error + 'static), console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    if let Some(e) = e.downcast_ref::<StartError>() {
        return chess960(e, console);
    }
    if let Some(e) = e.downcast_ref::<ParseTimeControlError>() {
        return time_control::time_control(e, console);
    }
    if let Some(e) = e.downcast_ref::<OutOfRange>() {
        return time_control::out_of_range(e, console);
    }
    if let Some(e) = e.downcast_ref::<NotADay>() {
        return no_date(e, console);
    }
    if e.is::<std::num::ParseIntError>() || e.is::<std::num::ParseFloatError>() {
        return console.text("console-error-not-a-number", &[]);
    }
    e.to_string()
}

/// A settings file that cannot be read, in the console's language (`--porcelain`: its own words).
pub fn file_problem(e: &FileProblem, console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    match e {
        FileProblem::Read { path, why } => {
            unopened("console-error-settings-read", path, why, console)
        }
        FileProblem::Syntax { path, why } => {
            let args = [("path", path_arg(path)), ("reason", why.to_string().into())];
            console.text("console-error-settings-syntax", &args)
        }
    }
}

/// A PGN file the system would not open.
pub fn pgn_file(e: &PgnFileError, console: Console) -> String {
    unopened("console-error-pgn-file", &e.path, &e.source, console)
}

/// A process `fair-play --check` cannot read.
pub fn inspect(e: &InspectError, console: Console) -> String {
    match e {
        InspectError::Unreadable { path, source } => {
            unopened("console-error-process", path, source, console)
        }
    }
}

/// A day that is no date.
pub fn no_date(e: &NotADay, console: Console) -> String {
    console.text("console-error-no-date", &[("text", e.text().into())])
}

/// A board's link that did not start: a port another pegchess has, in the console's language.
pub fn link(e: &LinkError, console: Console) -> String {
    match e {
        LinkError::PortInUse { port, pid } => {
            let args = [("port", path_arg(port)), ("pid", pid_arg(*pid).into())];
            console.text("console-error-board-in-use", &args)
        }
        // Held is PortInUse (the link's `refused`); here only for the match to be whole.
        LinkError::Lock {
            port,
            source: crate::board::lock::LockError::Held { pid },
        } => {
            let args = [("port", path_arg(port)), ("pid", pid_arg(*pid).into())];
            console.text("console-error-board-in-use", &args)
        }
        LinkError::Lock {
            port,
            source: crate::board::lock::LockError::Io { path, source },
        } => {
            let args = [
                ("port", path_arg(port)),
                ("path", path_arg(path)),
                ("reason", io(source, console).into()),
            ];
            console.text("console-error-board-lock", &args)
        }
        LinkError::Thread(e) => {
            let args = [("reason", io(e, console).into())];
            console.text("console-error-board-thread", &args)
        }
    }
}

/// The process that has a game or a board, for a message's `$pid` (`none` when the lock file does not say).
fn pid_arg(pid: Option<u32>) -> String {
    pid.map_or("none".to_string(), |p| p.to_string())
}

/// A journal that cannot be used, in the console's language.
pub fn journal(e: &JournalError, console: Console) -> String {
    match e {
        JournalError::Io(path, source) => {
            unopened("console-error-journal-read", path, source, console)
        }
        JournalError::NotAJournal(path) => {
            let magic = format!("{} {}", journal_file::MAGIC, journal_file::VERSION);
            let args = [("path", path_arg(path)), ("magic", magic.into())];
            console.text("console-error-not-a-journal", &args)
        }
        JournalError::Version(path, version) => {
            let args = [
                ("path", path_arg(path)),
                ("version", (*version).into()),
                ("ours", journal_file::VERSION.into()),
            ];
            console.text("console-error-journal-version", &args)
        }
        JournalError::CutAtCreation(path) => {
            console.text("console-error-journal-cut", &[("path", path_arg(path))])
        }
        JournalError::InUse { path, pid } => journal_in_use(path, *pid, console),
        JournalError::Header(path, why) => {
            let args = [
                ("path", path_arg(path)),
                ("reason", line_problem(why, console).into()),
            ];
            console.text("console-error-journal-header", &args)
        }
        JournalError::Encode(path, why) => {
            let args = [("path", path_arg(path)), ("reason", why.to_string().into())];
            console.text("console-error-journal-encode", &args)
        }
    }
}

/// A game open in another pegchess (its process, when the lock file says).
pub fn journal_in_use(path: &Path, pid: Option<u32>, console: Console) -> String {
    let args = [("path", path_arg(path)), ("pid", pid_arg(pid).into())];
    console.text("console-error-journal-in-use", &args)
}

/// A journal's unreadable end, as said on resuming and to the arbiter (`--porcelain`: its own words).
pub fn journal_damage(d: &JournalDamage, console: Console) -> String {
    if console.porcelain() {
        return d.to_string();
    }
    let args = [
        ("line", d.line.into()),
        ("reason", line_problem(&d.reason, console).into()),
    ];
    let damage = console.text("console-journal-damage", &args);
    let rest = match &d.kept_in {
        Some(path) => {
            let args = [
                ("lines", d.dropped.into()),
                ("path", path_arg(path)),
                ("bytes", d.bytes.into()),
            ];
            console.text("console-journal-damage-kept", &args)
        }
        None => {
            let args = [("lines", d.dropped.into()), ("bytes", d.bytes.into())];
            console.text("console-journal-damage-unused", &args)
        }
    };
    format!("{damage}; {rest}")
}

/// Why a journal line is unreadable.
fn line_problem(p: &LineProblem, console: Console) -> String {
    let id = match p {
        LineProblem::NotText => "console-journal-line-not-text",
        LineProblem::CutOff => "console-journal-line-cut-off",
        LineProblem::NoChecksum => "console-journal-line-no-checksum",
        LineProblem::BadChecksum => "console-journal-line-bad-checksum",
        LineProblem::ChecksumMismatch => "console-journal-line-mismatch",
        LineProblem::Content(_) => "console-journal-line-unknown",
    };
    console.text(id, &[])
}

/// The arguments of a message naming a typed piece letter that is none: `text` as typed, the edition's
/// `letters` (`K D T L S B`) and `pieces` to promote to (`=D, =T, =L, =S`).
pub fn letters_args(
    text: &str,
    edition: crate::notation::Language,
) -> [(&'static str, crate::ui::text::Arg); 3] {
    let pieces = format!("={}", super::typed::promotion_letters(edition).join(", ="));
    [
        ("text", text.to_string().into()),
        (
            "letters",
            crate::notation::san::typed_letters(edition).into(),
        ),
        ("pieces", pieces.into()),
    ]
}

/// A typed line that means nothing, with what to type instead (`--porcelain`: its own words).
pub fn key(e: &KeyError, console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    let (id, text) = match e {
        KeyError::NotASquare(t) => ("console-key-not-a-square", t.clone()),
        KeyError::NoPromotionPiece { text, edition } => {
            let args = letters_args(text, *edition);
            return console.text("console-key-no-promotion", &args);
        }
        KeyError::NoPiece { letter, edition } => {
            let args = letters_args(&letter.to_string(), *edition);
            return console.text("console-key-no-piece", &args);
        }
        KeyError::NoRank => ("console-key-no-rank", String::new()),
        KeyError::NoFile => ("console-key-no-file", String::new()),
        KeyError::NotASide(t) => ("console-key-not-a-side", t.clone()),
        KeyError::Increment => ("console-key-increment", String::new()),
        KeyError::Set => ("console-key-set", String::new()),
        KeyError::NotATime(t) => ("console-key-not-a-time", t.clone()),
        KeyError::Moves => ("console-key-moves", String::new()),
        KeyError::Sighted => ("console-key-sighted", String::new()),
    };
    console.text(id, &[("text", text.into())])
}

/// A Chess960 start that cannot be read.
pub fn chess960(e: &StartError, console: Console) -> String {
    let (id, text) = match e {
        StartError::Number(t) => ("console-error-chess960-number", t),
        StartError::Unreadable(t) => ("console-error-chess960-unreadable", t),
        StartError::BackRank(t) => ("console-error-chess960-back-rank", t),
    };
    console.text(id, &[("text", text.as_str().into())])
}

/// A FEN that describes no position.
pub fn fen(e: &FenError, console: Console) -> String {
    let (id, fen, reason) = match e {
        FenError::Syntax { fen, reason } => ("console-error-fen-syntax", fen, reason),
        FenError::Impossible { fen, reason } => ("console-error-fen-impossible", fen, reason),
    };
    let args = [
        ("fen", fen.as_str().into()),
        ("reason", reason.as_str().into()),
    ];
    console.text(id, &args)
}

/// A PGN file's game that cannot be read.
pub fn pgn_game(e: &PgnError, console: Console) -> String {
    let reason = match &e.reason {
        PgnProblem::IllegalMove {
            number,
            san,
            problem,
        } => {
            // A PGN file writes English SAN whatever the console's language: its hints say so.
            let words = console.words();
            let problem = match problem {
                NotationError::Syntax { text } => words.with(
                    "window-problem-syntax-pgn",
                    &[("text", text.as_str().into())],
                ),
                NotationError::UnknownPiece { letter, .. } => words.with(
                    "window-problem-letter-pgn",
                    &[("letter", letter.to_string().into())],
                ),
                other => super::report::problem(other, words),
            };
            let args = [
                ("number", (*number).into()),
                ("san", san.clone().into()),
                ("problem", problem.into()),
            ];
            console.text("console-error-pgn-move", &args)
        }
        PgnProblem::Fen(e) => console.text(
            "console-error-pgn-fen",
            &[("reason", fen(e, console).into())],
        ),
        PgnProblem::Chess960WithoutFen => console.text("console-error-pgn-chess960", &[]),
    };
    let args = [("game", e.game.into()), ("reason", reason.into())];
    console.text("console-error-pgn-game", &args)
}

/// A settings file that cannot be used, in the console's language (`--porcelain`: its own words).
pub fn settings(e: &SettingsError, console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    let (id, path, reason) = match e {
        SettingsError::Read { path, reason } => ("console-error-settings-read", path, reason),
        SettingsError::Syntax { path, reason } => ("console-error-settings-syntax", path, reason),
    };
    let args = [("path", path_arg(path)), ("reason", reason.clone().into())];
    console.text(id, &args)
}

/// The message `id` for a file at `path` the system would not open, and why.
pub fn unopened(id: &str, path: &Path, why: &std::io::Error, console: Console) -> String {
    let args = [
        ("path", path_arg(path)),
        ("reason", io(why, console).into()),
    ];
    console.text(id, &args)
}

/// Why the system would not open a file, in words of the console's language where the kind is a common one.
pub fn io(e: &std::io::Error, console: Console) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => console.text("console-error-not-found", &[]),
        std::io::ErrorKind::PermissionDenied => console.text("console-error-permission", &[]),
        std::io::ErrorKind::IsADirectory => console.text("console-error-folder", &[]),
        _ => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::lock::LockError;
    use crate::notation::Language;
    use std::io::{Error, ErrorKind};
    use std::path::PathBuf;

    /// A board's port whose lock file cannot be made, and a link's thread that does not start, are said in the
    /// console's language with the reason's words, and in English with `--porcelain`.
    #[test]
    fn a_board_that_cannot_be_locked_or_started_is_said_in_the_players_language() {
        let lock = LinkError::Lock {
            port: PathBuf::from("/dev/ttyACM0"),
            source: LockError::Io {
                path: PathBuf::from("/run/lock/pegchess-ttyACM0"),
                source: Error::from(ErrorKind::PermissionDenied),
            },
        };
        let thread = LinkError::Thread(Error::from(ErrorKind::NotFound));
        let de = Console::default().in_language(Language::De);
        let hu = Console::default().in_language(Language::Hu);
        let said = link(&lock, de);
        assert!(
            said.contains("sperren") && said.contains("Zugriff verweigert"),
            "{said}"
        );
        assert!(
            said.contains("/dev/ttyACM0") && said.contains("/run/lock"),
            "{said}"
        );
        let said = link(&thread, hu);
        assert!(said.contains("kapcsolat"), "{said}");
        assert!(!said.contains("cannot"), "{said}");
        assert!(link(&lock, Console::stable()).contains("cannot lock"));
    }
}
