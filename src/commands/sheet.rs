//! `pegchess sheet`: a score sheet the players can read (D.2.7), from a game journal or a PGN file, as its
//! arguments ask; the sheets are made by `live::sheets`.

use crate::config::Settings;
use crate::config::cli::SheetArgs;
use crate::live::sheets::{
    BrailleOptions, SheetError, audio_sheet, braille_sheet, load, write_atomically,
};
use crate::sheet::braille::{BraillePageSize, Encoding};
use crate::sheet::pdf::{self, Layout};
use crate::sheet::{Labels, Writing};
use std::io::Write;

/// Runs `sheet`.
pub fn run(args: &SheetArgs, settings: &Settings) -> Result<(), SheetCommandError> {
    let (game, source) = load(args.game.as_deref(), args.number.get(), settings)?;
    let writing = Writing {
        notation: settings.notation,
        figurines: args.figurines,
    };
    let kind = &args.kind;
    if kind.braille || kind.braille_unicode {
        let encoding = if kind.braille {
            Encoding::Brf
        } else {
            Encoding::Unicode
        };
        let options = BrailleOptions {
            language: settings.locale,
            writing,
            encoding,
            contracted: args.contracted,
            clocks: args.clocks,
            size: BraillePageSize {
                cells: usize::from(args.cells.get()),
                lines: usize::from(args.lines.get()),
            },
            code: settings.braille_code,
        };
        let text = braille_sheet(&game, &options).map_err(SheetError::from)?;
        return match &args.output {
            Some(path) => Ok(write_atomically(path, text.as_bytes())?),
            None => Ok(std::io::stdout().write_all(text.as_bytes())?),
        };
    }
    let (bytes_or_sound, extension) = if kind.large_print {
        (true, "pdf")
    } else {
        (false, "ogg")
    };
    let out = args
        .output
        .clone()
        .unwrap_or_else(|| source.with_extension(extension));
    if bytes_or_sound {
        let layout = Layout {
            paper: args.paper,
            font_size: args.font_size,
            writing,
        };
        let bytes =
            pdf::sheet(&game, &Labels::new(settings.locale), layout).map_err(SheetError::from)?;
        write_atomically(&out, &bytes)?;
    } else {
        audio_sheet(&game, settings, writing, args.clocks, &out)?;
    }
    crate::ui::console::Console::new(settings).line(
        "console-sheet-written",
        &[("path", crate::ui::console::path_arg(&out))],
    );
    Ok(())
}

/// Why `sheet` failed.
#[derive(Debug, thiserror::Error)]
pub enum SheetCommandError {
    /// The sheet cannot be made or written.
    #[error(transparent)]
    Sheet(#[from] SheetError),
    /// The Braille sheet cannot be written out.
    #[error(transparent)]
    Output(#[from] std::io::Error),
}
