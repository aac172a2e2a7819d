//! `pegchess generate DIR` (hidden, for packagers): writes the man pages, made from the clap
//! definitions, and the shell completions, so that both always match the program.

use crate::config::Cli;
use crate::config::cli::GenerateArgs;
use clap::CommandFactory;
use clap_complete::Shell;
use std::path::Path;

/// Runs `generate`: `DIR/man/pegchess.1` plus one page per subcommand (`pegchess-demo.1`, ...), and
/// `DIR/completions/` for bash, zsh and fish.
pub fn run(args: &GenerateArgs) -> Result<(), GenerateError> {
    let man = args.dir.join("man");
    let completions = args.dir.join("completions");
    for dir in [&man, &completions] {
        std::fs::create_dir_all(dir).map_err(|why| GenerateError::CreateDir {
            path: dir.clone(),
            why,
        })?;
    }
    let cmd = Cli::command();
    write_man(&cmd, &man, "pegchess")?;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = format!("pegchess-{}", sub.get_name());
        write_man(
            &sub.clone()
                .display_name(name.clone())
                .bin_name(name.replace('-', " ")),
            &man,
            &name,
        )?;
    }
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        clap_complete::generate_to(shell, &mut Cli::command(), "pegchess", &completions)
            .map_err(|why| GenerateError::Completions { shell, why })?;
    }
    Ok(())
}

/// Renders one man page to `dir/name.1`.
fn write_man(cmd: &clap::Command, dir: &Path, name: &str) -> Result<(), GenerateError> {
    let mut page = Vec::new();
    let path = dir.join(format!("{name}.1"));
    clap_mangen::Man::new(cmd.clone())
        .render(&mut page)
        .map_err(|why| GenerateError::Write {
            path: path.clone(),
            why,
        })?;
    std::fs::write(&path, page).map_err(|why| GenerateError::Write { path, why })?;
    Ok(())
}

/// Why the man pages or completions cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    /// A folder cannot be created.
    #[error("cannot create {}: {why}", .path.display())]
    CreateDir {
        /// The folder.
        path: std::path::PathBuf,
        /// Why.
        why: std::io::Error,
    },
    /// A shell's completions cannot be written.
    #[error("cannot write the {shell} completions: {why}")]
    Completions {
        /// The shell.
        shell: Shell,
        /// Why.
        why: std::io::Error,
    },
    /// A man page cannot be written.
    #[error("cannot write {}: {why}", .path.display())]
    Write {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        why: std::io::Error,
    },
}
