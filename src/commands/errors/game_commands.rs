//! The errors of a game's commands, in the console's language: `play` and `resume` (the game's start, its
//! files, its table) and `demo`; one exhaustive `match` each.

use super::sheets;
use crate::commands::{demo, play};
use crate::live::GameFilesError;
use crate::live::start_board::StartBoardError;
use crate::live::table::TableError;
use crate::ui::console::{Console, path_arg};
use crate::ui::errors;

/// Why `play` or `resume` failed.
pub(super) fn play(e: &play::PlayError, console: Console) -> String {
    use play::PlayError as E;
    match e {
        E::NoGameToResume(path) => console.text(
            "console-error-no-game-to-resume",
            &[("path", path_arg(path))],
        ),
        E::NoSuchUnfinished { game, count } => console.text(
            "console-error-no-such-unfinished",
            &[("game", (*game).into()), ("count", (*count).into())],
        ),
        E::FewerGames { path, games } => console.text(
            "console-error-fewer-games",
            &[("path", path_arg(path)), ("games", (*games).into())],
        ),
        E::Start(e) => errors::chess960(e, console),
        E::PgnFile(e) => errors::pgn_file(e, console),
        E::PgnGame(e) => errors::pgn_game(e, console),
        E::Link(e) => errors::link(e, console),
        E::Journal(e) => errors::journal(e, console),
        E::Files(GameFilesError::Journal(e)) => errors::journal(e, console),
        E::Table(e) => table(e, console),
        E::Resumed { language, error } => table(error, console.in_language(*language)),
        E::Io(e) => errors::io(e, console),
        E::StartBoard(e) => start_board(e, console),
        E::Files(GameFilesError::Header(e)) | E::Header(e) => sheets::header(e, console),
    }
}

/// Why `--chess960 board` read no start from the sighted player's e-board.
fn start_board(e: &StartBoardError, console: Console) -> String {
    match e {
        StartBoardError::NoSightedBoard => console.text("console-error-start-board-none", &[]),
        StartBoardError::Link(e) => errors::link(e, console),
        StartBoardError::Simulator(e) => simulated_eboard(e, console),
        StartBoardError::LinkEnded => console.text("console-error-start-board-ended", &[]),
    }
}

/// The simulated DGT e-board that could not start.
fn simulated_eboard(e: &std::io::Error, console: Console) -> String {
    let reason = errors::io(e, console);
    console.text(
        "console-error-simulated-eboard",
        &[("reason", reason.into())],
    )
}

/// Why a game at the table stopped.
fn table(e: &TableError, console: Console) -> String {
    match e {
        TableError::Io(e) => errors::io(e, console),
        TableError::SimulatedEBoard(e) => simulated_eboard(e, console),
        TableError::Link(e) => errors::link(e, console),
        TableError::Journal(e) => errors::journal(e, console),
        TableError::Setup(e) => e.text(console),
    }
}

/// Why `demo` failed.
pub(super) fn demo(e: &demo::DemoError, console: Console) -> String {
    use demo::DemoError as E;
    match e {
        E::Pgn(e) => errors::pgn_file(e, console),
        E::Start(e) => errors::chess960(e, console),
        E::Io(e) => errors::io(e, console),
        E::Journal(e) => errors::journal(e, console),
        E::Table(e) => table(e, console),
        E::Setup(e) => e.text(console),
        E::Relay(e) => e.text(console),
        E::NoGame(path) => console.text("console-error-demo-no-game", &[("path", path_arg(path))]),
        E::BuiltInUnreadable => console.text("console-error-demo-built-in", &[]),
        E::Speed(speed) => console.text(
            "console-error-demo-speed",
            &[("speed", speed.to_string().into())],
        ),
        E::Recorded { recorded, plies } => console.text(
            "console-error-demo-recorded",
            &[("recorded", (*recorded).into()), ("plies", (*plies).into())],
        ),
    }
}
