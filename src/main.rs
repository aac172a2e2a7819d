//! The pegchess binary: parse the command line, validate settings, run one command, map errors to exit codes.

use clap::Parser;
use pegchess::commands;
use pegchess::config::{Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut settings_problem = None;
    let settings = match cli.global.settings() {
        Ok(s) => s,
        // The set-up can mend a broken settings file, and the doctor reports it: both start from the defaults.
        Err(e) if matches!(cli.command, Command::Setup(_) | Command::Doctor(_)) => {
            eprintln!("pegchess: {e}");
            settings_problem = Some(e);
            cli.global.without_file()
        }
        Err(e) => {
            eprintln!("pegchess: {e}");
            return ExitCode::from(2);
        }
    };
    // The first start of a game or the demo begins with the spoken set-up, when someone can answer it.
    let settings = match &cli.command {
        Command::Play(a) if commands::setup::wanted_at_first_start(&cli.global) => {
            commands::setup::first_start(&cli.global, a.board.port.clone(), settings)
        }
        Command::Demo(_) if commands::setup::wanted_at_first_start(&cli.global) => {
            commands::setup::first_start(&cli.global, None, settings)
        }
        _ => settings,
    };
    // A screen reader doing the talking hears the phrases alone, from the first line on.
    pegchess::ui::console::set_phrases_only(
        settings.speech == pegchess::config::SpeechMode::ScreenReader,
    );
    let result = match &cli.command {
        Command::Announce(args) => commands::announce::run(args, &settings),
        Command::Clock(cmd) => commands::clock::run(cmd, &settings),
        Command::Setup(args) => commands::setup::run(args, &settings, &cli.global.config_file()),
        Command::ReplayCheck(args) => commands::replay_check::run(args, &settings),
        Command::Ports => commands::ports::run(),
        Command::Doctor(args) => commands::doctor::run(args, &settings, settings_problem.as_ref()),
        Command::BoardCheck(args) => commands::board_check::run(args, &settings),
        Command::Play(args) => commands::play::run(args, &settings),
        Command::Resume(args) => commands::play::resume(args, &settings),
        Command::Demo(args) => commands::demo::run(args, &settings),
        Command::Listen(args) => commands::listen::run(args, &settings),
        Command::Arbiter(args) => commands::arbiter::run(args, &settings),
        Command::Generate(args) => commands::generate::run(args),
        Command::Rating(args) => commands::rating::run(args, &settings),
        Command::Sheet(args) => commands::sheet::run(args, &settings),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("pegchess: {e}");
            ExitCode::FAILURE
        }
    }
}
