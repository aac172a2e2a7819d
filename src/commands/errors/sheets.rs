//! The errors of making and reading sheets, in the console's language: a large-print PDF (`sheet`,
//! `fair-play --pdf`), Braille through liblouis (`sheet`, the arbiter's console), the blind player's Braille
//! score sheet the arbiter's console reads, and a journal's header that describes no game; one exhaustive
//! `match` each.

use crate::session::header::HeaderError;
use crate::sheet::blind_file::{self, BlindSheetError};
use crate::sheet::louis::{self, LouisError};
use crate::sheet::pdf::{self, PdfError};
use crate::ui::console::{Console, path_arg};
use crate::ui::errors;

/// A large-print PDF that cannot be made.
pub(super) fn pdf(e: &PdfError, console: Console) -> String {
    let least = pdf::MIN_FONT_SIZE.to_string();
    match e {
        PdfError::TooSmall(size) => {
            let args = [("size", size.to_string().into()), ("least", least.into())];
            console.text("console-error-pdf-too-small", &args)
        }
        PdfError::TooLarge { size, paper } => {
            let args = [
                ("size", size.to_string().into()),
                ("paper", paper.to_string().into()),
                ("least", least.into()),
            ];
            console.text("console-error-pdf-too-large", &args)
        }
        // The font's own reason stays English: a defect of the build, for developers.
        PdfError::FontUnreadable(why) => console.text(
            "console-error-pdf-font",
            &[("reason", why.to_string().into())],
        ),
        PdfError::FontSubset(why) => console.text(
            "console-error-pdf-font",
            &[("reason", format!("{why:?}").into())],
        ),
    }
}

/// Braille that liblouis could not write or read.
pub(super) fn louis(e: &LouisError, console: Console) -> String {
    match e {
        LouisError::NoLiblouis => {
            let program = format!("{} (liblouis)", louis::LOU_TRANSLATE);
            no_program(&program, "liblouis-bin", console)
        }
        LouisError::MissingTable(table) => {
            let args = [
                ("table", (*table).into()),
                ("folder", louis::TABLES_DIR.into()),
            ];
            console.text("console-error-braille-table", &args)
        }
        // liblouis's own words stay as it said them.
        LouisError::Louis { tables, reason } => {
            let args = [
                ("tables", tables.as_str().into()),
                ("reason", reason.as_str().into()),
            ];
            console.text("console-error-liblouis", &args)
        }
        LouisError::Untranslatable { text, table } => {
            let args = [("text", text.as_str().into()), ("table", (*table).into())];
            console.text("console-error-braille-untranslatable", &args)
        }
        LouisError::FigurinesInBrf => console.text("console-error-braille-figurines-brf", &[]),
        LouisError::CompactFigurines => {
            console.text("console-error-braille-compact-figurines", &[])
        }
        LouisError::CompactClocks => console.text("console-error-braille-compact-clocks", &[]),
        LouisError::NoChessTable(language) => console.text(
            "console-error-braille-no-chess-table",
            &[("language", language.to_string().into())],
        ),
        LouisError::TableFile { path, source } => cannot_write(path, source, console),
    }
}

/// The blind player's Braille score sheet that cannot be read.
pub(super) fn blind_sheet(e: &BlindSheetError, console: Console) -> String {
    match e {
        BlindSheetError::Read { path, source } => {
            errors::unopened("console-error-blind-read", path, source, console)
        }
        BlindSheetError::NotBraille(path) => {
            console.text("console-error-not-braille", &[("path", path_arg(path))])
        }
        BlindSheetError::TooBig { path, bytes } => {
            let args = [
                ("path", path_arg(path)),
                ("bytes", bytes.to_string().into()),
                ("most", blind_file::MAX_BYTES.to_string().into()),
            ];
            console.text("console-error-blind-too-big", &args)
        }
        BlindSheetError::Louis(e) => louis(e, console),
    }
}

/// A program the sheet needs that is not installed, and the package that has it.
pub(super) fn no_program(program: &str, package: &str, console: Console) -> String {
    let args = [("program", program.into()), ("package", package.into())];
    console.text("console-error-no-program", &args)
}

/// A file that cannot be written.
pub(super) fn cannot_write(
    path: &std::path::Path,
    why: &std::io::Error,
    console: Console,
) -> String {
    errors::unopened("console-error-cannot-write", path, why, console)
}

/// A journal's header that does not describe a game (the setting's name and its reason stay as written).
pub(super) fn header(e: &HeaderError, console: Console) -> String {
    match e {
        HeaderError::Bad { key, value, why } => {
            let args = [
                ("key", (*key).into()),
                ("value", value.as_str().into()),
                ("reason", why.as_str().into()),
            ];
            console.text("console-error-header-bad", &args)
        }
        HeaderError::IllegalMove(uci) => console.text(
            "console-error-header-move",
            &[("move", uci.as_str().into())],
        ),
    }
}
