//! A command's error as the console says it, in the player's language: the commands' own errors (a journal
//! that cannot be used, `announce`'s unreadable move, the clock's files, no game to resume, a sheet that
//! cannot be made, `listen`'s model and recordings, the doctor's count, a set-up that cannot save) and the
//! lower rooms' (through [`crate::ui::errors`]); any other in its own words. `--porcelain`: all in English.

use super::{FenArgError, announce, clock, doctor, play};
use crate::clock::simulate::ThinkFileError;
use crate::live::sheets::SheetError;
use crate::ui::console::{Console, path_arg};
use crate::ui::errors;
use std::error::Error;

/// `e` in the console's language where it is known, else in its own words.
pub fn error_text(e: &(dyn Error + 'static), console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    if let Some(crate::live::GameFilesError::Journal(j)) = e.downcast_ref() {
        return errors::journal(j, console);
    }
    if let Some(e) = e.downcast_ref::<announce::AnnounceError>() {
        let problem = crate::ui::report::problem(&e.error, console.words());
        let args = [
            ("number", e.number.into()),
            ("text", e.text.as_str().into()),
            ("problem", problem.into()),
        ];
        return console.text("console-error-announce", &args);
    }
    if let Some(e) = e.downcast_ref::<clock::ClockFileError>() {
        return clock_file(e, console);
    }
    if let Some(e) = e.downcast_ref::<ThinkFileError>() {
        return think(e, console);
    }
    if let Some(e) = e.downcast_ref::<crate::live::setup::SaveError>() {
        return e.text(console);
    }
    if let Some(FenArgError(fen)) = e.downcast_ref() {
        return format!("--fen: {}", errors::fen(fen, console));
    }
    if let Some(doctor::DoctorError::NeedsAttention(count)) = e.downcast_ref() {
        return console.text("console-error-doctor", &[("count", (*count).into())]);
    }
    if let Some(e) = e.downcast_ref::<play::PlayError>() {
        return match e {
            play::PlayError::NoGameToResume(path) => console.text(
                "console-error-no-game-to-resume",
                &[("path", path_arg(path))],
            ),
            play::PlayError::FewerGames { path, games } => console.text(
                "console-error-fewer-games",
                &[("path", path_arg(path)), ("games", (*games).into())],
            ),
        };
    }
    if let Some(e) = e.downcast_ref::<crate::relay::RelayError>() {
        return e.text(console);
    }
    if let Some(e) = e.downcast_ref::<super::listen::ListenError>() {
        return listen(e, console);
    }
    match e.downcast_ref::<SheetError>() {
        Some(e) => sheet(e, console),
        None => errors::text(e, console),
    }
}

/// A sheet that cannot be made.
fn sheet(e: &SheetError, console: Console) -> String {
    match e {
        SheetError::NoGame(path) => {
            console.text("console-error-sheet-no-game", &[("path", path_arg(path))])
        }
        SheetError::Journal { source, .. } => errors::journal(source, console),
        SheetError::Header { path, source } => {
            let args = [
                ("path", path_arg(path)),
                ("reason", source.to_string().into()),
            ];
            console.text("console-error-sheet-header", &args)
        }
        SheetError::PgnGame { path, source } => {
            let reason = errors::pgn_game(source, console);
            let args = [("path", path_arg(path)), ("reason", reason.into())];
            console.text("console-error-sheet-pgn-game", &args)
        }
        SheetError::NoSuchGame { path, count } => console.text(
            "console-error-sheet-no-such-game",
            &[("path", path_arg(path)), ("count", (*count).into())],
        ),
        SheetError::PgnFile(inner) => errors::text(inner, console),
        SheetError::NoProgram { program, package } => {
            let args = [
                ("program", (*program).into()),
                ("package", (*package).into()),
            ];
            console.text("console-error-no-program", &args)
        }
        other => other.to_string(),
    }
}

/// `clock simulate`'s or `clock audit`'s file that cannot be used.
fn clock_file(e: &clock::ClockFileError, console: Console) -> String {
    use clock::ClockFileError as E;
    match e {
        E::NoTimeControl => console.text("console-error-no-time-control", &[]),
        E::ReadThink { path, why } => {
            errors::unopened("console-error-think-file", path, why, console)
        }
        E::Think(e) => think(e, console),
        E::Pgn(inner) => errors::text(inner, console),
        E::Game { path, error } => {
            let reason = errors::pgn_game(error, console);
            let args = [("path", path_arg(path)), ("reason", reason.into())];
            console.text("console-error-audit-game", &args)
        }
        other => other.to_string(),
    }
}

/// A think file that gives no thinking times.
fn think(e: &ThinkFileError, console: Console) -> String {
    match e {
        ThinkFileError::NotSeconds { path, line, text } => {
            let args = [
                ("path", path_arg(path)),
                ("line", (*line).into()),
                ("text", text.as_str().into()),
            ];
            console.text("console-error-think-not-seconds", &args)
        }
        ThinkFileError::NoTimes(path) => {
            console.text("console-error-think-empty", &[("path", path_arg(path))])
        }
    }
}

/// Why `listen` cannot hear.
fn listen(e: &super::listen::ListenError, console: Console) -> String {
    use super::listen::ListenError as E;
    match e {
        #[cfg(not(feature = "voice"))]
        E::NotBuilt => {
            let reason = console.text("console-voice-not-built", &[]);
            console.text(
                "console-error-listen-not-built",
                &[("reason", reason.into())],
            )
        }
        #[cfg(feature = "voice")]
        E::ReadWav { path, why } => errors::unopened("console-error-wav-read", path, why, console),
        #[cfg(feature = "voice")]
        E::WavDir { path, why } => errors::unopened("console-error-wav-dir", path, why, console),
        #[cfg(feature = "voice")]
        E::NoRecordings(path) => {
            console.text("console-error-no-recordings", &[("path", path_arg(path))])
        }
        #[cfg(feature = "voice")]
        E::NoModel => console.text("console-error-no-model", &[]),
        #[cfg(feature = "voice")]
        other => other.to_string(),
    }
}
