//! A command's error as the console says it, in the player's language: one exhaustive `match` per command
//! family (no catch-all arm, so an error added without its words does not compile), through the lower rooms'
//! words ([`crate::ui::errors`]) and the commands' own; a game's families in `game_commands.rs`, those of the commands
//! that read and write files in `file_commands.rs`, the sheets' (PDF, Braille, a journal's header) in `sheets.rs`.
//! An arm that keeps the error's own English words says so and why (for packagers, for developers).
//! `--porcelain`: every error in its own English words.

use super::{
    CommandError, FenArgError, announce, arbiter, board_check, doctor, fair_play, generate, rating,
    replay_check,
};
use crate::ui::arbiter_console::ConsoleError;
use crate::ui::console::{Console, path_arg};
use crate::ui::errors;

mod file_commands;
mod game_commands;
mod sheets;

/// `e` in the console's language (`--porcelain`: its own English words).
pub fn error_text(e: &CommandError, console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    match e {
        CommandError::Announce(e) => announce(e, console),
        CommandError::Arbiter(e) => arbiter(e, console),
        CommandError::BoardCheck(e) => board_check(e, console),
        CommandError::Clock(e) => file_commands::clock(e, console),
        CommandError::Demo(e) => game_commands::demo(e, console),
        CommandError::Doctor(doctor::DoctorError::NeedsAttention(count)) => {
            console.text("console-error-doctor", &[("count", (*count).into())])
        }
        CommandError::FairPlay(e) => fair_play(e, console),
        CommandError::Generate(e) => generate(e),
        CommandError::Listen(e) => file_commands::listen(e, console),
        CommandError::Play(e) => game_commands::play(e, console),
        CommandError::Rating(e) => rating(e, console),
        CommandError::Relay(e) => e.text(console),
        CommandError::ReplayCheck(e) => replay_check(e, console),
        CommandError::Setup(e) => e.text(console),
        CommandError::Sheet(e) => file_commands::sheet_command(e, console),
    }
}

/// A `--fen` that describes no position.
fn fen_arg(FenArgError(fen): &FenArgError, console: Console) -> String {
    format!("--fen: {}", errors::fen(fen, console))
}

/// Why `announce` stopped.
fn announce(e: &announce::AnnounceError, console: Console) -> String {
    use announce::AnnounceError as E;
    match e {
        E::Fen(e) => fen_arg(e, console),
        E::Move {
            number,
            text,
            error,
        } => {
            let problem = crate::ui::report::problem(error, console.words());
            let args = [
                ("number", (*number).into()),
                ("text", text.as_str().into()),
                ("problem", problem.into()),
            ];
            console.text("console-error-announce", &args)
        }
        // English: a message missing from the program's own locale files.
        E::Render(e) => e.to_string(),
        E::Output(e) => errors::io(e, console),
    }
}

/// Why `arbiter` failed.
fn arbiter(e: &arbiter::ArbiterError, console: Console) -> String {
    match e {
        arbiter::ArbiterError::NoJournal(dir) => {
            console.text("console-error-arbiter-no-game", &[("path", path_arg(dir))])
        }
        arbiter::ArbiterError::Console(e) => match e {
            ConsoleError::Decision(e) => errors::sheet_reading::decision(e, console),
            ConsoleError::Journal(e) => errors::journal(e, console),
            ConsoleError::Io(e) => errors::io(e, console),
            ConsoleError::Start(start) => {
                let args = [
                    ("record", start.record.as_str().into()),
                    ("scoresheet", start.scoresheet.as_str().into()),
                ];
                console.text("console-error-different-start", &args)
            }
            ConsoleError::Blind(e) => sheets::blind_sheet(e, console),
            ConsoleError::Write { path, why } => sheets::cannot_write(path, why, console),
        },
    }
}

/// Why `board-check` could not run.
fn board_check(e: &board_check::BoardCheckError, console: Console) -> String {
    match e {
        board_check::BoardCheckError::Simulator(e) => errors::io(e, console),
        board_check::BoardCheckError::Link(e) => errors::link(e, console),
    }
}

/// Why `fair-play` failed.
fn fair_play(e: &fair_play::FairPlayError, console: Console) -> String {
    use fair_play::FairPlayError as E;
    match e {
        E::Inspect(e) => errors::inspect(e, console),
        E::Binary { path, source } => {
            errors::unopened("console-error-fair-binary", path, source, console)
        }
        E::Differs { pid, count } => {
            let args = [("pid", pid.to_string().into()), ("count", (*count).into())];
            console.text("console-error-fair-differs", &args)
        }
        E::Pdf { path, why } => {
            let args = [
                ("path", path_arg(path)),
                ("reason", sheets::pdf(why, console).into()),
            ];
            console.text("console-error-fair-pdf", &args)
        }
        E::PdfFile { path, why } => {
            errors::unopened("console-error-fair-pdf-write", path, why, console)
        }
    }
}

/// Why `generate` failed: English, for packagers.
fn generate(e: &generate::GenerateError) -> String {
    use generate::GenerateError as E;
    match e {
        E::CreateDir { .. } | E::Completions { .. } | E::Write { .. } => e.to_string(),
    }
}

/// Why `rating` failed.
fn rating(e: &rating::RatingRunError, console: Console) -> String {
    match e {
        // Already said in the settings' language.
        rating::RatingRunError::Refused(e) => e.to_string(),
        // English: a message missing from the program's own locale files.
        rating::RatingRunError::Render(e) => e.to_string(),
        rating::RatingRunError::Output(e) => errors::io(e, console),
    }
}

/// Why `replay-check` failed.
fn replay_check(e: &replay_check::ReplayCheckError, console: Console) -> String {
    use crate::live::virtual_table::VirtualTableError as T;
    match e {
        replay_check::ReplayCheckError::Pgn(e) => errors::pgn_file(e, console),
        replay_check::ReplayCheckError::Table(e) => match e {
            T::Io(e) => errors::io(e, console),
            T::Link(e) => errors::link(e, console),
            // English: the pseudo-terminal's own words, for developers.
            T::Serial(_) | T::Unnamed | T::Silent(_) => e.to_string(),
        },
    }
}
