//! One module per subcommand: each turns validated settings and its arguments into work and output.

pub mod announce;
pub mod arbiter;
pub mod board_check;
pub mod clock;
pub mod demo;
pub mod doctor;
pub mod fair_play;
pub mod generate;
pub mod guide;
pub mod listen;
pub mod play;
pub mod rating;
pub mod ports;
pub mod replay_check;
pub mod setup;
pub mod sheet;

/// What a command returns: success, or an error whose message says what to do next.
pub type CommandResult = Result<(), Box<dyn std::error::Error + Send + Sync>>;

/// A `--fen` argument that describes no position.
#[derive(Debug, thiserror::Error)]
#[error("--fen: {0}")]
pub struct FenArgError(pub crate::game::pgn::FenError);

/// A command's error as the console says it, in the player's language where it is one a person meets most
/// (a journal that cannot be used, `announce`'s unreadable move, a missing think file, no game to resume, a
/// sheet's game that cannot be read, and the lower rooms' of [`crate::ui::errors`]); any other in its own words.
pub fn error_text(
    e: &(dyn std::error::Error + 'static),
    console: crate::ui::console::Console,
) -> String {
    use crate::live::sheets::SheetError;
    use crate::ui::console::path_arg;
    use crate::ui::errors;
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
    if let Some(clock::ClockFileError::ReadThink { path, why }) = e.downcast_ref() {
        let args = [
            ("path", path_arg(path)),
            ("reason", errors::io(why, console).into()),
        ];
        return console.text("console-error-think-file", &args);
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
    match e.downcast_ref::<SheetError>() {
        Some(SheetError::NoGame(path)) => {
            console.text("console-error-sheet-no-game", &[("path", path_arg(path))])
        }
        Some(SheetError::PgnGame { path, source }) => {
            let reason = errors::pgn_game(source, console);
            let args = [("path", path_arg(path)), ("reason", reason.into())];
            console.text("console-error-sheet-pgn-game", &args)
        }
        Some(SheetError::NoSuchGame { path, count }) => console.text(
            "console-error-sheet-no-such-game",
            &[("path", path_arg(path)), ("count", (*count).into())],
        ),
        Some(SheetError::PgnFile(inner)) => errors::text(inner, console),
        _ => errors::text(e, console),
    }
}
