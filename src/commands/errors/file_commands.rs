//! The errors of the commands that read and write files, in the console's language: `clock simulate|audit`'s
//! files, `listen`'s model and recordings, `sheet`'s game and output; one exhaustive `match` each.

use super::{fen_arg, sheets};
use crate::clock::simulate::ThinkFileError;
use crate::commands::{clock, listen, sheet};
use crate::live::sheets::SheetError;
use crate::ui::console::{Console, path_arg};
use crate::ui::errors;

/// `clock simulate`'s or `clock audit`'s file that cannot be used.
pub(super) fn clock(e: &clock::ClockFileError, console: Console) -> String {
    use clock::ClockFileError as E;
    match e {
        E::NoTimeControl => console.text("console-error-no-time-control", &[]),
        E::ReadThink { path, why } => {
            errors::unopened("console-error-think-file", path, why, console)
        }
        E::Think(e) => think(e, console),
        E::Pgn(e) => errors::pgn_file(e, console),
        E::Game { path, error } => {
            let reason = errors::pgn_game(error, console);
            let args = [("path", path_arg(path)), ("reason", reason.into())];
            console.text("console-error-audit-game", &args)
        }
        // The clock's own reason stays English: a state a replay cannot reach, for developers.
        E::Clock(why) => console.text(
            "console-error-clock-press",
            &[("reason", why.to_string().into())],
        ),
        E::NoReadings { path, games } => {
            let args = [("path", path_arg(path)), ("games", (*games).into())];
            console.text("console-error-no-readings", &args)
        }
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
pub(super) fn listen(e: &listen::ListenError, console: Console) -> String {
    use listen::ListenError as E;
    match e {
        E::Fen(e) => fen_arg(e, console),
        E::Output(e) => errors::io(e, console),
        #[cfg(not(feature = "voice"))]
        E::NotBuilt => {
            let reason = console.text("console-voice-not-built", &[]);
            console.text(
                "console-error-listen-not-built",
                &[("reason", reason.into())],
            )
        }
        #[cfg(feature = "voice")]
        E::Model(e) => errors::voice::model(e, console),
        #[cfg(feature = "voice")]
        E::Capture(e) => errors::voice::capture(e, console),
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
        // What is wrong inside the file stays English: a format's detail.
        #[cfg(feature = "voice")]
        E::Wav { path, why } => {
            let args = [("path", path_arg(path)), ("reason", why.to_string().into())];
            console.text("console-error-wav-unusable", &args)
        }
    }
}

/// Why `sheet` failed.
pub(super) fn sheet_command(e: &sheet::SheetCommandError, console: Console) -> String {
    match e {
        sheet::SheetCommandError::Sheet(e) => sheet(e, console),
        sheet::SheetCommandError::Output(e) => errors::io(e, console),
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
                ("reason", sheets::header(source, console).into()),
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
        SheetError::PgnFile(e) => errors::pgn_file(e, console),
        SheetError::NoProgram { program, package } => sheets::no_program(program, package, console),
        SheetError::Pdf(e) => sheets::pdf(e, console),
        SheetError::Failed { program, reason } => {
            let args = [
                ("program", (*program).into()),
                ("reason", reason.as_str().into()),
            ];
            console.text("console-error-program-failed", &args)
        }
        // What is wrong inside espeak-ng's sound stays English: a format's detail, for developers.
        SheetError::Wav { path, source } => {
            let args = [
                ("path", path_arg(path)),
                ("reason", source.to_string().into()),
            ];
            console.text("console-error-sheet-wav", &args)
        }
        SheetError::Rate(e) => {
            let args = [
                ("found", e.found.to_string().into()),
                ("expected", e.expected.to_string().into()),
            ];
            console.text("console-error-sheet-rate", &args)
        }
        SheetError::Write { path, source } => {
            errors::unopened("console-error-sheet-write", path, source, console)
        }
        SheetError::Braille(e) => sheets::louis(e, console),
    }
}
