//! One module per subcommand: each turns validated settings and its arguments into work and output.

pub mod announce;
pub mod arbiter;
pub mod board_check;
pub mod clock;
pub mod demo;
pub mod doctor;
pub mod errors;
pub mod fair_play;
pub mod generate;
pub mod guide;
pub mod listen;
pub mod play;
pub mod rating;
pub mod ports;
pub mod relay;
pub mod replay_check;
pub mod setup;
pub mod sheet;

/// Why a command failed: its family's typed error, whose words come from one exhaustive `match` each
/// (`errors/`), so an error without its words does not compile. Its own text is the English (`--porcelain`).
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// `announce`.
    #[error(transparent)]
    Announce(#[from] announce::AnnounceError),
    /// `arbiter`.
    #[error(transparent)]
    Arbiter(#[from] arbiter::ArbiterError),
    /// `board-check`.
    #[error(transparent)]
    BoardCheck(#[from] board_check::BoardCheckError),
    /// `clock simulate` and `clock audit`.
    #[error(transparent)]
    Clock(#[from] clock::ClockFileError),
    /// `demo`.
    #[error(transparent)]
    Demo(#[from] demo::DemoError),
    /// `doctor`.
    #[error(transparent)]
    Doctor(#[from] doctor::DoctorError),
    /// `fair-play`.
    #[error(transparent)]
    FairPlay(#[from] fair_play::FairPlayError),
    /// `generate`.
    #[error(transparent)]
    Generate(#[from] generate::GenerateError),
    /// `listen`.
    #[error(transparent)]
    Listen(#[from] listen::ListenError),
    /// `play` and `resume`.
    #[error(transparent)]
    Play(#[from] play::PlayError),
    /// `rating`.
    #[error(transparent)]
    Rating(#[from] rating::RatingRunError),
    /// `relay`.
    #[error(transparent)]
    Relay(#[from] relay::RelayError),
    /// `replay-check`.
    #[error(transparent)]
    ReplayCheck(#[from] replay_check::ReplayCheckError),
    /// `setup`.
    #[error(transparent)]
    Setup(#[from] setup::SetupError),
    /// `sheet`.
    #[error(transparent)]
    Sheet(#[from] sheet::SheetCommandError),
}

/// A `--fen` argument that describes no position.
#[derive(Debug, thiserror::Error)]
#[error("--fen: {0}")]
pub struct FenArgError(pub crate::game::pgn::FenError);

pub use errors::error_text;

use crate::config::settings::SettingsError;
use crate::config::{Cli, Settings, Subcommand};
use crate::game::chess960::{GameStart, StartSource};
use crate::ui::console::Console;
use std::ffi::OsString;
use std::process::ExitCode;

/// Runs the program on its command line `args`: parsed (a refusal said in the player's language), the
/// settings read, `--chess960` read once, the first start's set-up, confinement for a game, one command, and
/// its exit code.
pub fn main(args: &[OsString]) -> ExitCode {
    // The words of the help and of a refusal: the command line's, the settings file's, else the environment's.
    let environment = crate::ui::usage::environment_locale();
    let typed = crate::ui::usage::lenient_settings(args, environment.as_deref());
    let language = crate::ui::usage::help_language(&typed);
    let definition = crate::ui::help::localized(Cli::command_with_short_help(), language);
    let cli = match Cli::try_parse_with(definition, args) {
        Ok(cli) => cli,
        Err(e) => {
            let console = Console::new(&typed);
            match crate::ui::usage::refused(&e, console) {
                Some(text) => {
                    eprintln!("{text}");
                    return ExitCode::from(2);
                }
                None => e.exit(),
            }
        }
    };
    let (settings, problem) = match settings_of(&cli) {
        Ok(both) => both,
        Err(code) => return code,
    };
    let source = match &cli.command {
        Subcommand::Play(a) => match play::start_source(a, &settings) {
            Ok(source) => source,
            Err(e) => return failed(&play::PlayError::from(e).into(), &settings),
        },
        _ => None,
    };
    let (settings, chosen) = first_start(&cli, settings, source);
    // A game confines itself once its speech, boards and journal are open (`--no-confine`: developers only).
    if matches!(
        cli.command,
        Subcommand::Play(_) | Subcommand::Resume(_) | Subcommand::Demo(_)
    ) && !cli.global.no_confine
    {
        crate::live::confine::arm(&settings);
    }
    match dispatch(&cli, &settings, problem.as_ref(), (chosen, source)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => failed(&e, &settings),
    }
}

/// Says why the command failed, in the player's language: the exit code of a failure.
fn failed(e: &CommandError, settings: &Settings) -> ExitCode {
    eprintln!("pegchess: {}", error_text(e, Console::new(settings)));
    ExitCode::FAILURE
}

/// The settings: the file's, or (for the set-up and the doctor, which mend and report a broken file) the
/// defaults with the problem; a broken file refuses every other command (exit code 2).
fn settings_of(cli: &Cli) -> Result<(Settings, Option<SettingsError>), ExitCode> {
    match crate::settings_file::settings(&cli.global) {
        Ok(s) => Ok((s, None)),
        Err(e) => {
            let console = Console::new(&cli.global.without_file());
            eprintln!("pegchess: {}", crate::ui::errors::settings(&e, console));
            if matches!(cli.command, Subcommand::Setup(_) | Subcommand::Doctor(_)) {
                Ok((cli.global.without_file(), Some(e)))
            } else {
                Err(ExitCode::from(2))
            }
        }
    }
}

/// The first start of a game or the demo begins with the spoken set-up, when someone can answer it; before
/// a game it also asks which game, standing on the command line's (`source`). The settings then, and the
/// game chosen.
fn first_start(
    cli: &Cli,
    settings: Settings,
    source: Option<StartSource>,
) -> (Settings, Option<GameStart>) {
    let wanted = crate::live::setup::wanted_at_first_start(&cli.global);
    match &cli.command {
        Subcommand::Play(a) if wanted => {
            let game = play::game_to_follow(a, source);
            crate::live::setup::first_start(&cli.global, a.board.port.clone(), settings, game)
        }
        Subcommand::Demo(_) if wanted => {
            crate::live::setup::first_start(&cli.global, None, settings, None)
        }
        _ => (settings, None),
    }
}

/// Runs the one command; a failure is its family's typed error.
fn dispatch(
    cli: &Cli,
    settings: &Settings,
    problem: Option<&SettingsError>,
    start: (Option<GameStart>, Option<StartSource>),
) -> Result<(), CommandError> {
    match &cli.command {
        Subcommand::Announce(args) => Ok(announce::run(args, settings)?),
        Subcommand::Clock(cmd) => Ok(clock::run(cmd, settings)?),
        Subcommand::Setup(args) => Ok(setup::run(args, settings, &cli.global.config_file())?),
        Subcommand::Guide(args) => {
            guide::run(args, settings);
            Ok(())
        }
        Subcommand::ReplayCheck(args) => Ok(replay_check::run(args, settings)?),
        Subcommand::Ports => {
            ports::run(settings);
            Ok(())
        }
        Subcommand::Doctor(args) => Ok(doctor::run(args, settings, problem)?),
        Subcommand::BoardCheck(args) => Ok(board_check::run(args, settings)?),
        Subcommand::Play(args) => Ok(play::run(args, settings, start)?),
        Subcommand::Resume(args) => Ok(play::resume(args, settings, &cli.global.keys)?),
        Subcommand::Demo(args) => Ok(demo::run(args, settings)?),
        Subcommand::Listen(args) => Ok(listen::run(args, settings)?),
        Subcommand::Arbiter(args) => Ok(arbiter::run(args, settings)?),
        Subcommand::Generate(args) => Ok(generate::run(args)?),
        Subcommand::Rating(args) => Ok(rating::run(args, settings)?),
        Subcommand::Sheet(args) => Ok(sheet::run(args, settings)?),
        Subcommand::FairPlay(args) => Ok(fair_play::run(args, settings)?),
        Subcommand::Relay(args) => Ok(relay::run(args, settings)?),
    }
}
