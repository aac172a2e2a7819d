//! The pegchess binary: parse the command line, validate settings, run one command, map errors to exit codes.

use pegchess::commands;
use pegchess::config::{Cli, Subcommand};
use pegchess::game::chess960::GameStart;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cli = match Cli::try_parse_from_args(&args) {
        Ok(cli) => cli,
        Err(e) => {
            let console =
                pegchess::ui::console::Console::new(&pegchess::ui::usage::lenient_settings(&args));
            match pegchess::ui::usage::refused(&e, console) {
                Some(text) => {
                    eprintln!("{text}");
                    return ExitCode::from(2);
                }
                None => e.exit(),
            }
        }
    };
    let mut settings_problem = None;
    let settings = match cli.global.settings() {
        Ok(s) => s,
        // The set-up can mend a broken settings file, and the doctor reports it: both start from the defaults.
        Err(e) if matches!(cli.command, Subcommand::Setup(_) | Subcommand::Doctor(_)) => {
            let console = pegchess::ui::console::Console::new(&cli.global.without_file());
            eprintln!("pegchess: {}", commands::error_text(&e, console));
            settings_problem = Some(e);
            cli.global.without_file()
        }
        Err(e) => {
            let console = pegchess::ui::console::Console::new(&cli.global.without_file());
            eprintln!("pegchess: {}", commands::error_text(&e, console));
            return ExitCode::from(2);
        }
    };
    let (settings, chosen) = match first_start(&cli, settings) {
        Ok(both) => both,
        Err(code) => return code,
    };
    // A game confines itself once its speech, boards and journal are open (`--no-confine`: developers only).
    if matches!(
        cli.command,
        Subcommand::Play(_) | Subcommand::Resume(_) | Subcommand::Demo(_)
    ) && !cli.global.no_confine
    {
        pegchess::live::confine::arm(&settings);
    }
    let result = match &cli.command {
        Subcommand::Announce(args) => commands::announce::run(args, &settings),
        Subcommand::Clock(cmd) => commands::clock::run(cmd, &settings),
        Subcommand::Setup(args) => commands::setup::run(args, &settings, &cli.global.config_file()),
        Subcommand::Guide(args) => commands::guide::run(args, &settings),
        Subcommand::ReplayCheck(args) => commands::replay_check::run(args, &settings),
        Subcommand::Ports => commands::ports::run(&settings),
        Subcommand::Doctor(args) => {
            commands::doctor::run(args, &settings, settings_problem.as_ref())
        }
        Subcommand::BoardCheck(args) => commands::board_check::run(args, &settings),
        Subcommand::Play(args) => commands::play::run(args, &settings, chosen),
        Subcommand::Resume(args) => commands::play::resume(args, &settings, &cli.global.keys),
        Subcommand::Demo(args) => commands::demo::run(args, &settings),
        Subcommand::Listen(args) => commands::listen::run(args, &settings),
        Subcommand::Arbiter(args) => commands::arbiter::run(args, &settings),
        Subcommand::Generate(args) => commands::generate::run(args),
        Subcommand::Rating(args) => commands::rating::run(args, &settings),
        Subcommand::Sheet(args) => commands::sheet::run(args, &settings),
        Subcommand::FairPlay(args) => commands::fair_play::run(args, &settings),
        Subcommand::Relay(args) => commands::relay::run(args, &settings),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let console = pegchess::ui::console::Console::new(&settings);
            eprintln!("pegchess: {}", commands::error_text(e.as_ref(), console));
            ExitCode::FAILURE
        }
    }
}

/// The first start of a game or the demo begins with the spoken set-up, when someone can answer it; before
/// a game it also asks which game, standing on the command line's. The settings then, and the game chosen.
fn first_start(
    cli: &Cli,
    settings: pegchess::config::Settings,
) -> Result<(pegchess::config::Settings, Option<GameStart>), ExitCode> {
    Ok(match &cli.command {
        Subcommand::Play(a) if pegchess::live::setup::wanted_at_first_start(&cli.global) => {
            let game = match commands::play::game_to_follow(a, &settings) {
                Ok(game) => game,
                Err(e) => {
                    let console = pegchess::ui::console::Console::new(&settings);
                    eprintln!("pegchess: {}", commands::error_text(&e, console));
                    return Err(ExitCode::FAILURE);
                }
            };
            pegchess::live::setup::first_start(&cli.global, a.board.port.clone(), settings, game)
        }
        Subcommand::Demo(_) if pegchess::live::setup::wanted_at_first_start(&cli.global) => {
            pegchess::live::setup::first_start(&cli.global, None, settings, None)
        }
        _ => (settings, None),
    })
}
