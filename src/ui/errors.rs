//! An error as the console says it, in the player's language: the errors a person at the table meets most
//! from the rooms below the console (a settings file, a PGN file or game, a file the system would not
//! open, a journal, a process `fair-play --check` cannot read) through console.ftl; any other error in its own words.
//! `--porcelain` keeps them all English.

use super::console::{Console, path_arg};
use crate::config::settings::SettingsError;
use crate::fair::inspect::InspectError;
use crate::game::journal::{self as journal_file, JournalError};
use crate::game::pgn::{PgnError, PgnFileError, PgnProblem};
use crate::notation::NotationError;
use std::error::Error;

/// `e` in the console's language, where it is one of the errors known here, else its own text.
pub fn text(e: &(dyn Error + 'static), console: Console) -> String {
    known(e, console).unwrap_or_else(|| e.to_string())
}

/// `e` in the console's language, when it is one of the errors known here.
pub fn known(e: &(dyn Error + 'static), console: Console) -> Option<String> {
    if console.porcelain() {
        return None;
    }
    if let Some(e) = e.downcast_ref::<SettingsError>() {
        return Some(settings(e, console));
    }
    if let Some(e) = e.downcast_ref::<PgnFileError>() {
        let reason = io(&e.source, console);
        let args = [("path", path_arg(&e.path)), ("reason", reason.into())];
        return Some(console.text("console-error-pgn-file", &args));
    }
    if let Some(InspectError::Unreadable { path, source }) = e.downcast_ref::<InspectError>() {
        let reason = io(source, console);
        let args = [("path", path_arg(path)), ("reason", reason.into())];
        return Some(console.text("console-error-process", &args));
    }
    if let Some(e) = e.downcast_ref::<JournalError>() {
        return journal(e, console);
    }
    if let Some(e) = e.downcast_ref::<PgnError>() {
        return Some(pgn_game(e, console));
    }
    None
}

/// A journal that cannot be used, in the console's language; `None` for the rare kinds (an unreadable header,
/// an entry that cannot be written), which keep their own words.
pub fn journal(e: &JournalError, console: Console) -> Option<String> {
    Some(match e {
        JournalError::Io(path, source) => {
            let args = [
                ("path", path_arg(path)),
                ("reason", io(source, console).into()),
            ];
            console.text("console-error-journal-read", &args)
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
        JournalError::InUse { path, pid } => {
            let pid = pid.map_or("none".to_string(), |p| p.to_string());
            let args = [("path", path_arg(path)), ("pid", pid.into())];
            console.text("console-error-journal-in-use", &args)
        }
        JournalError::Header(..) | JournalError::Encode(..) => return None,
    })
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
        PgnProblem::Fen(fen) => console.text(
            "console-error-pgn-fen",
            &[("reason", fen.to_string().into())],
        ),
        PgnProblem::Chess960WithoutFen => console.text("console-error-pgn-chess960", &[]),
    };
    let args = [("game", e.game.into()), ("reason", reason.into())];
    console.text("console-error-pgn-game", &args)
}

fn settings(e: &SettingsError, console: Console) -> String {
    let (id, path, reason) = match e {
        SettingsError::Read { path, reason } => ("console-error-settings-read", path, reason),
        SettingsError::Syntax { path, reason } => ("console-error-settings-syntax", path, reason),
    };
    let args = [("path", path_arg(path)), ("reason", reason.clone().into())];
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
