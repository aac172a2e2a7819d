//! `pegchess arbiter`: the arbiter's console and score-sheet comparison (D.2.9), parsed and dispatched: the
//! record found (the newest game's journal unless named), the console run (`ui/arbiter_console.rs`).

use crate::config::Settings;
use crate::config::cli::{ArbiterAction, ArbiterArgs};
use crate::live::{games_dir, newest_journal};
use crate::ui::arbiter_console::{
    ArbiterIo, ConsoleError, ask_for_blind, compare_report, console, output,
};
use std::io::{self, IsTerminal};

/// Runs `arbiter`.
pub fn run(args: &ArbiterArgs, settings: &Settings) -> Result<(), ArbiterError> {
    match &args.action {
        Some(ArbiterAction::Compare {
            record,
            scoresheet,
            blind,
            braille_language,
        }) => Ok(compare_report(
            record,
            scoresheet,
            blind.as_deref(),
            *braille_language,
            settings,
        )?),
        None => {
            let stdin = io::stdin();
            let at_terminal = stdin.is_terminal();
            let (texts, _) = output(settings);
            let args = ask_for_blind(
                args,
                at_terminal,
                &texts,
                &mut stdin.lock(),
                &mut io::stdout(),
            )
            .map_err(ConsoleError::Io)?;
            let mut io = ArbiterIo {
                input: &mut stdin.lock(),
                out: &mut io::stdout(),
                texts: &texts,
            };
            let path = match &args.record {
                Some(p) => p.clone(),
                None => {
                    let dir = games_dir(settings);
                    newest_journal(&dir).ok_or(ArbiterError::NoJournal(dir))?
                }
            };
            Ok(console(&args, &path, settings, &mut io)?)
        }
    }
}

/// Why `arbiter` failed.
#[derive(Debug, thiserror::Error)]
pub enum ArbiterError {
    /// No record named and no journal in the games folder.
    #[error("no game journal in {}; pass the record with --record", .0.display())]
    NoJournal(std::path::PathBuf),
    /// The console or the report stopped.
    #[error(transparent)]
    Console(#[from] ConsoleError),
}
