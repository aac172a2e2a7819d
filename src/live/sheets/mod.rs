//! The players' score sheets of a game (D.2.7), from its journal or a PGN file: Braille through liblouis's
//! `lou_translate` program (`sheet::louis`), large print as a PDF, and the game as sound through espeak-ng's file
//! output and opusenc (`sound_sheet.rs`). Every file is written to a temporary name and renamed. `pegchess sheet`
//! and the board's `sheet` key both write here.
//!
//! liblouis is run as its program rather than linked: pegchess keeps no build or load dependency on it
//! (a machine without it still plays; only the sheet says what to install), there is no unsafe FFI, and
//! one process translates a whole sheet (a few milliseconds).

mod sound_sheet;

pub use sound_sheet::audio_sheet;

pub use crate::sheet::louis::{
    BrailleOptions, LOU_TRANSLATE, LouisError, TABLES_DIR, braille_sheet, compact_table,
    lou_translate, move_tables, table_installed,
};

use super::{games_dir, newest_journal};
use crate::config::{BrailleCode, Settings};
use crate::game::journal::{Journal, JournalError};
use crate::game::pgn::{self, PgnError, PgnFileError};
use crate::notation::Language;
use crate::session::header::HeaderError;
use crate::session::rebuild::{RecoveredGame, rebuild};
use crate::sheet::braille::{BraillePageSize, Encoding};
use crate::sheet::pdf::{self, Layout, PdfError};
use crate::sheet::sound::{RateMismatch, WavError};
use crate::sheet::{Game, Labels, Writing};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Why a sheet cannot be made; each says the one thing to do.
#[derive(Debug, thiserror::Error)]
pub enum SheetError {
    /// No game named and none in the games folder.
    #[error("no game journal in {}; name the game: pegchess sheet FILE", .0.display())]
    NoGame(PathBuf),
    /// The journal cannot be read.
    #[error("cannot read the game {}: {source}", .path.display())]
    Journal {
        /// The journal.
        path: PathBuf,
        /// Why.
        source: JournalError,
    },
    /// The journal's header describes no game.
    #[error("the journal {} does not describe a game: {source}", .path.display())]
    Header {
        /// The journal.
        path: PathBuf,
        /// Why.
        source: HeaderError,
    },
    /// The PGN file cannot be read.
    #[error(transparent)]
    PgnFile(#[from] PgnFileError),
    /// The chosen game of the PGN file cannot be read.
    #[error("{}: {source}; correct the game or choose another with --number", .path.display())]
    PgnGame {
        /// The file.
        path: PathBuf,
        /// Why.
        source: PgnError,
    },
    /// The PGN file has fewer games.
    #[error("{} has {count} games; give --number from 1 to {count}", .path.display())]
    NoSuchGame {
        /// The file.
        path: PathBuf,
        /// How many games it has.
        count: usize,
    },
    /// The PDF cannot be made.
    #[error(transparent)]
    Pdf(#[from] PdfError),
    /// A program the sound needs is missing.
    #[error("{program} is not installed: install the Debian package {package}")]
    NoProgram {
        /// The program.
        program: &'static str,
        /// Its Debian package.
        package: &'static str,
    },
    /// A program failed.
    #[error("{program} failed: {reason}")]
    Failed {
        /// The program.
        program: &'static str,
        /// What went wrong.
        reason: String,
    },
    /// espeak-ng's sound cannot be read.
    #[error("espeak-ng's sound {}: {source}", .path.display())]
    Wav {
        /// The file.
        path: PathBuf,
        /// Why.
        source: WavError,
    },
    /// espeak-ng's pieces cannot be joined.
    #[error(transparent)]
    Rate(#[from] RateMismatch),
    /// The output cannot be written.
    #[error("cannot write {}: {source}; choose another place with -o FILE", .path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Braille through liblouis.
    #[error(transparent)]
    Braille(#[from] crate::sheet::louis::LouisError),
}

/// Reads a game: a journal (its record as the session rebuilds it), or game `number` of a PGN file;
/// without a path, the newest journal in the games folder. Returns the game and its file.
pub fn load(
    path: Option<&Path>,
    number: u64,
    settings: &Settings,
) -> Result<(Game, PathBuf), SheetError> {
    let path = match path {
        Some(p) => p.to_path_buf(),
        None => {
            let dir = games_dir(settings);
            newest_journal(&dir).ok_or(SheetError::NoGame(dir))?
        }
    };
    if path.extension().is_some_and(|e| e == "journal") {
        let recovered: RecoveredGame =
            Journal::read(&path).map_err(|source| SheetError::Journal {
                path: path.clone(),
                source,
            })?;
        let header = |source| SheetError::Header {
            path: path.clone(),
            source,
        };
        let config = recovered.header.config().map_err(header)?;
        let (session, _) = rebuild(&recovered).map_err(header)?;
        let control = config.clock.map(|c| c.control.to_string());
        let game = Game::from_record(session.record(), &recovered.header.tags, control);
        return Ok((game, path));
    }
    let games = pgn::read_file(&path)?;
    let count = games.len();
    let index = usize::try_from(number.saturating_sub(1)).unwrap_or(usize::MAX);
    let game = games
        .into_iter()
        .nth(index)
        .ok_or_else(|| SheetError::NoSuchGame {
            path: path.clone(),
            count,
        })?
        .map_err(|source| SheetError::PgnGame {
            path: path.clone(),
            source,
        })?;
    Ok((Game::from_pgn(&game), path))
}

/// Writes `bytes` to `path` through a temporary file beside it, renamed over it once complete.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), SheetError> {
    let name = path
        .file_name()
        .map_or_else(|| "sheet".into(), |n| n.to_string_lossy().into_owned());
    let tmp = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    written.map_err(|source| {
        let _ = std::fs::remove_file(&tmp);
        SheetError::Write {
            path: path.to_path_buf(),
            source,
        }
    })
}

/// Makes every sheet of the newest game beside its journal, with the settings in `language` (between
/// games, from the speak button's menu): the BRF file, the large-print PDF and the sound. Says how it went.
pub fn all_sheets(settings: &Settings, language: Language) -> crate::speech::SetupPhrase {
    use crate::speech::SetupPhrase;
    let settings = Settings {
        locale: language,
        ..settings.clone()
    };
    match write_all_sheets(&settings) {
        Ok(()) => SetupPhrase::SheetsWritten,
        Err(e) => {
            eprintln!("pegchess: {e}");
            SetupPhrase::SheetsFailed(e.to_string())
        }
    }
}

fn write_all_sheets(settings: &Settings) -> Result<(), SheetError> {
    let (game, source) = load(None, 1, settings)?;
    let writing = Writing {
        notation: settings.notation,
        figurines: false,
    };
    let options = BrailleOptions {
        language: settings.locale,
        writing,
        encoding: Encoding::Brf,
        contracted: false,
        clocks: game.has_clocks() && settings.braille_code == BrailleCode::Literary,
        size: BraillePageSize::default(),
        code: settings.braille_code,
    };
    write_atomically(
        &source.with_extension("brf"),
        braille_sheet(&game, &options)?.as_bytes(),
    )?;
    let layout = Layout {
        paper: crate::config::cli::Paper::A4,
        font_size: pdf::DEFAULT_FONT_SIZE,
        writing,
    };
    let bytes = pdf::sheet(&game, &Labels::new(settings.locale), layout)?;
    write_atomically(&source.with_extension("pdf"), &bytes)?;
    audio_sheet(
        &game,
        settings,
        writing,
        false,
        &source.with_extension("ogg"),
    )?;
    crate::ui::console::Console::new(settings).line(
        "console-sheets-written",
        &[("path", crate::ui::console::path_arg(&source))],
    );
    Ok(())
}
