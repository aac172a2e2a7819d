//! The arbiter's sheet files: the sighted player's score sheet read from its file or as typed, in the letters
//! it was written in, and why a record or a sheet could not be used.

use crate::game::journal::JournalError;
use crate::notation::Language;
use crate::session::header::HeaderError;
use crate::sync::letters::{Asked, How, ReadSheet, read_sheet_beside};
use crate::sync::scoresheet::{ScoresheetError, Sheet};
use std::path::{Path, PathBuf};

/// Which of the arbiter's files could not be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SheetFile {
    /// The program's record (a PGN file).
    Record,
    /// The sighted player's score sheet.
    Scoresheet,
}

impl std::fmt::Display for SheetFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SheetFile::Record => "record",
            SheetFile::Scoresheet => "score sheet",
        })
    }
}

/// Why a record, a score sheet or a decision could not be used.
#[derive(Debug, thiserror::Error)]
pub enum DecisionError {
    /// A file could not be read.
    #[error("cannot read the {what} {path}: {source}")]
    Read {
        /// Which file: the record or the scoresheet.
        what: SheetFile,
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A score sheet or PGN record could not be read.
    #[error("{what} {path}: {source}")]
    Sheet {
        /// Which file: the record or the scoresheet.
        what: SheetFile,
        /// The file (empty when typed).
        path: PathBuf,
        /// Why.
        source: ScoresheetError,
    },
    /// The journal could not be read or written.
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// The journal's header describes no game.
    #[error("record {path}: {source}")]
    Header {
        /// The journal.
        path: PathBuf,
        /// Why.
        source: HeaderError,
    },
}

/// Whether a sheet file is PGN, by its name (`.pgn`, in any case).
pub fn is_pgn(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
}

/// Reads the sighted player's score sheet file, from the record's start unless it has a FEN tag, in the
/// letters it was written in ([`read_sheet`]: the `edition`'s when named, else a `.pgn` file's English SAN
/// unless only the edition's letters read it); a title before the moves is passed over.
pub fn load_sheet(
    path: &Path,
    letters: (Language, bool),
    record: &Sheet,
) -> Result<ReadSheet, DecisionError> {
    load_sheet_beside(path, letters, record.start(), &record_moves(record))
}

/// Reads the sighted player's score sheet file as [`load_sheet`] does, beside the `game`'s moves.
fn load_sheet_beside(
    path: &Path,
    (edition, named): (Language, bool),
    start: &shakmaty::Chess,
    game: &[shakmaty::Move],
) -> Result<ReadSheet, DecisionError> {
    let text = std::fs::read_to_string(path).map_err(|source| DecisionError::Read {
        what: SheetFile::Scoresheet,
        path: path.to_path_buf(),
        source,
    })?;
    let asked = Asked {
        edition,
        named,
        pgn: is_pgn(path),
    };
    read_sheet_beside(&text, asked, start, game).map_err(|source| DecisionError::Sheet {
        what: SheetFile::Scoresheet,
        path: path.to_path_buf(),
        source,
    })
}

/// The sighted player's sheet at `path` read again beside the blind player's moves (`blind`), when its
/// reading beside the record stopped at an entry that fits several moves (the record had parted from it
/// before): where the blind player's sheet reads the entry as one of its moves, the sighted sheet is read on.
/// Else `read` as it was.
pub fn read_beside_blind(
    path: &Path,
    letters: (Language, bool),
    read: ReadSheet,
    blind: Option<&Sheet>,
) -> ReadSheet {
    let ambiguous = read
        .unreadable
        .as_ref()
        .is_some_and(|u| matches!(u.problem, crate::notation::NotationError::Ambiguous { .. }));
    let Some(blind) = blind.filter(|_| ambiguous) else {
        return read;
    };
    let start = read.sheet.start().clone();
    match load_sheet_beside(path, letters, &start, &record_moves(blind)) {
        Ok(again) if again.sheet.moves().len() > read.sheet.moves().len() => again,
        _ => read,
    }
}

/// The record's moves, which a sheet's entry fitting two moves is read beside.
fn record_moves(record: &Sheet) -> Vec<shakmaty::Move> {
    record.moves().iter().map(|m| m.mv).collect()
}

/// Reads the sighted player's score sheet file with the `edition` as the player's (none named): the moves of
/// [`load_sheet`].
pub fn load_scoresheet(
    path: &Path,
    edition: Language,
    record: &Sheet,
) -> Result<Sheet, DecisionError> {
    load_sheet(path, (edition, false), record).map(|r| r.sheet)
}

/// Reads a typed score sheet (PGN movetext in the `edition`'s letters), from the record's start unless
/// it has a FEN tag; a title before the moves is passed over.
pub fn read_scoresheet(
    text: &str,
    edition: Language,
    record: &Sheet,
) -> Result<Sheet, DecisionError> {
    let asked = Asked {
        edition,
        named: true,
        pgn: false,
    };
    read_sheet_beside(text, asked, record.start(), &record_moves(record))
        .map(|r| r.sheet)
        .map_err(|source| DecisionError::Sheet {
            what: SheetFile::Scoresheet,
            path: PathBuf::new(),
            source,
        })
}

/// A sheet typed at the console, move by move, in the `edition`'s letters.
pub fn typed_sheet(sheet: Sheet, edition: Language) -> ReadSheet {
    ReadSheet {
        sheet,
        letters: edition,
        how: How::Named,
        skipped: Vec::new(),
        not_ruled: None,
        unreadable: None,
    }
}
