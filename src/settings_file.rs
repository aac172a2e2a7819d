//! The settings file: its keys read for the settings a command line asks for (`load`, `settings`), and as a
//! table of keys read (a missing file is empty; a broken one is named and can be kept aside) and written
//! atomically, keeping every key, for the spoken set-up.

use crate::config::cli::GlobalArgs;
use crate::config::options::Options;
use crate::config::{Settings, SettingsError};
use std::path::{Path, PathBuf};

/// The settings file as a table, or why it could not be read (then it is kept aside and an empty table used).
#[derive(Debug, thiserror::Error)]
pub enum FileProblem {
    /// Not readable.
    #[error("cannot read {path}: {why}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        why: std::io::Error,
    },
    /// Not TOML.
    #[error("{path} is not valid TOML: {why}")]
    Syntax {
        /// The file.
        path: PathBuf,
        /// The parser's message.
        why: Box<toml::de::Error>,
    },
}

/// Reads a settings file's keys; a missing file is an empty one.
pub fn load(path: &Path) -> Result<Options, SettingsError> {
    match std::fs::read_to_string(path) {
        Ok(text) => Options::parse(path, &text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Options::default()),
        Err(e) => Err(SettingsError::Read {
            path: path.to_path_buf(),
            reason: e.to_string(),
        }),
    }
}

/// The settings a command line asks for: defaults, then the settings file (`--config`, or the platform's),
/// then the flags.
pub fn settings(global: &GlobalArgs) -> Result<Settings, SettingsError> {
    Ok(global.settings_over(load(&global.config_file())?))
}

/// Reads the settings file as a table of keys; a missing file is an empty table.
pub fn read_table(path: &Path) -> Result<toml::Table, FileProblem> {
    match std::fs::read_to_string(path) {
        Ok(text) => text.parse().map_err(|why| FileProblem::Syntax {
            path: path.to_path_buf(),
            why: Box::new(why),
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(toml::Table::new()),
        Err(why) => Err(FileProblem::Read {
            path: path.to_path_buf(),
            why,
        }),
    }
}

/// Where a broken settings file is kept: beside it, `settings.toml.broken`.
pub fn broken_copy(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".broken");
    path.with_file_name(name)
}

/// Writes the table to `path` atomically (a temporary file, then a rename), creating the folder.
pub fn write_table(path: &Path, table: &toml::Table) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let text = toml::to_string(table).map_err(std::io::Error::other)?;
    let tmp = path.with_extension("toml.tmp");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_written_reads_back_and_a_broken_file_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub").join("settings.toml");
        assert_eq!(read_table(&path).unwrap(), toml::Table::new());
        let mut table = toml::Table::new();
        table.insert("locale".into(), "de".into());
        write_table(&path, &table).unwrap();
        assert_eq!(read_table(&path).unwrap(), table);
        std::fs::write(&path, "locale = ").unwrap();
        assert!(matches!(read_table(&path), Err(FileProblem::Syntax { .. })));
        assert_eq!(
            broken_copy(&path),
            dir.path().join("sub/settings.toml.broken")
        );
    }
}
