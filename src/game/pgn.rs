//! PGN files, read and written by the program: a file read into its games, saying which file could not be read,
//! and a score sheet written atomically. The PGN text itself (read and written) is the core crate's
//! `game::pgn`, re-exported here under its names.

pub use pegchess_core::game::pgn::*;
use std::io::Write as _;
use std::path::Path;

/// A PGN file that could not be read.
#[derive(Debug, thiserror::Error)]
#[error("cannot read {}: {source}; give the path of a PGN file", .path.display())]
pub struct PgnFileError {
    /// The file.
    pub path: std::path::PathBuf,
    /// Why.
    pub source: std::io::Error,
}

/// Reads a PGN file, saying which file could not be read.
pub fn read_file(path: &Path) -> Result<Vec<Result<PgnGame, PgnError>>, PgnFileError> {
    std::fs::read(path)
        .map(|text| read_games(&text))
        .map_err(|source| PgnFileError {
            path: path.to_path_buf(),
            source,
        })
}

/// Writes `text` to `path` atomically: a temporary file beside it, flushed, then renamed over it.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let tmp = path.with_extension("pgn.tmp");
    let mut file = std::fs::File::create(&tmp)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    std::fs::rename(&tmp, path)
}
