//! The errors of a game's commands, in the console's language: `play` and `resume` (the game's start, its
//! files, its table) and `demo`; one exhaustive `match` each.

use crate::commands::{demo, play};
use crate::live::GameFilesError;
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
        E::Io(e) => errors::io(e, console),
        // English: the console has no words for these yet.
        E::StartBoard(_) | E::Files(GameFilesError::Header(_)) | E::Header(_) => e.to_string(),
    }
}

/// Why a game at the table stopped.
fn table(e: &TableError, console: Console) -> String {
    match e {
        TableError::Io(e) => errors::io(e, console),
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
        E::Link(e) => errors::link(e, console),
        E::Setup(e) => e.text(console),
        E::Relay(e) => e.text(console),
        // English: the console has no words for these yet.
        E::NoGame(_)
        | E::BuiltInUnreadable
        | E::Speed(_)
        | E::SimulatedBoard(_)
        | E::Recorded { .. } => e.to_string(),
    }
}
