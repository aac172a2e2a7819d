//! Braille through liblouis: the table list, whether a table is installed, the `lou_translate` program
//! run over a sheet's lines, and the whole Braille sheet (header, moves, pages), each move checked by
//! back-translation. The compact chess code's table is shipped inside the program and written to a file
//! for liblouis the first time it is needed. The one runner of liblouis: `pegchess sheet`, the arbiter's
//! console and the window's panel all translate through it.

use super::braille::{self, BraillePageSize, Encoding};
use super::{Game, Labels, Writing, compact, header_lines, move_lines};
use crate::config::BrailleCode;
use crate::notation::Language;
use crate::speech::speakers::espeak;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// Why liblouis could not write or read a sheet.
#[derive(Debug, thiserror::Error)]
pub enum LouisError {
    /// liblouis's program is missing.
    #[error("lou_translate (liblouis) is not installed: install the Debian package liblouis-bin")]
    NoLiblouis,
    /// A table is missing.
    #[error(
        "the Braille table {0} is missing (liblouis looks in LOUIS_TABLEPATH, else {TABLES_DIR}): install the Debian package liblouis-data"
    )]
    MissingTable(&'static str),
    /// liblouis refused.
    #[error("liblouis could not translate with {tables}: {reason}")]
    Louis {
        /// The table list.
        tables: String,
        /// What it said.
        reason: String,
    },
    /// A line whose translation holds characters that are not braille cells, or a move that does not come
    /// back from the table's back-translation.
    #[error(
        "{text} does not come back from the Braille table {table}: write the sheet in another notation (--notation)"
    )]
    Untranslatable {
        /// The print line.
        text: String,
        /// The table.
        table: &'static str,
    },
    /// Figurines asked in a BRF file.
    #[error(
        "figurines need 8-dot cells, which a BRF file cannot hold: use --braille-unicode with --figurines"
    )]
    FigurinesInBrf,
    /// Figurines asked with the compact chess code, which has its own piece letters.
    #[error("the compact chess code writes its own piece letters: leave out --figurines")]
    CompactFigurines,
    /// Clock readings asked with the compact chess code.
    #[error(
        "the compact chess code has no clock readings: leave out --clocks, or use --braille-code literary"
    )]
    CompactClocks,
    /// Figurines in a language without a liblouis chess table.
    #[error(
        "liblouis has no chess table for the '{0}' letters (only en, de, da): leave out --figurines"
    )]
    NoChessTable(Language),
    /// The compact code's table could not be written for liblouis.
    #[error("cannot write {}: {source}", .path.display())]
    TableFile {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

/// liblouis's translation program (Debian: liblouis-bin).
pub const LOU_TRANSLATE: &str = "lou_translate";
/// Where Debian's liblouis-data puts the tables.
pub const TABLES_DIR: &str = "/usr/share/liblouis/tables";

/// What a Braille sheet is written with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BrailleOptions {
    /// The language of the table (the settings' interface language).
    pub language: Language,
    /// How moves are written.
    pub writing: Writing,
    /// BRF or Unicode braille.
    pub encoding: Encoding,
    /// Contracted Braille for the header's words.
    pub contracted: bool,
    /// Clock readings after the moves.
    pub clocks: bool,
    /// Cells a line, lines a page.
    pub size: BraillePageSize,
    /// Literary Braille, or the compact chess code for the moves.
    pub code: BrailleCode,
}

/// The table list for liblouis: the display table, the language's table, and the chess table with
/// figurines.
fn tables(options: &BrailleOptions, contracted: bool) -> Result<Vec<&'static str>, LouisError> {
    let mut list = vec![
        options.encoding.display_table(),
        braille::table(options.language, contracted),
    ];
    if options.writing.figurines {
        if options.encoding == Encoding::Brf {
            return Err(LouisError::FigurinesInBrf);
        }
        let chess = braille::chess_table(options.writing.notation)
            .ok_or(LouisError::NoChessTable(options.writing.notation))?;
        list.insert(1, chess);
    }
    for table in &list {
        if !table_installed(table) {
            return Err(LouisError::MissingTable(table));
        }
    }
    Ok(list)
}

/// The table list that writes and reads a sheet's moves: the language's uncontracted table, or the
/// compact code's.
pub fn move_tables(
    encoding: Encoding,
    language: Language,
    code: BrailleCode,
) -> Result<String, LouisError> {
    let table = match code {
        BrailleCode::Literary => braille::table(language, false).to_string(),
        BrailleCode::Compact => compact_table()?.display().to_string(),
    };
    Ok(format!("{},{table}", encoding.display_table()))
}

/// The compact code's table as a file liblouis can open: the installed one when liblouis finds it, else
/// the program's own copy written once to the temporary folder (named by its content, so that two
/// versions never share a file).
pub fn compact_table() -> Result<PathBuf, LouisError> {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    if table_installed(compact::TABLE_NAME) {
        return Ok(PathBuf::from(compact::TABLE_NAME));
    }
    if let Some(path) = PATH.get() {
        return Ok(path.clone());
    }
    let hash = compact::TABLE
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
    let dir = std::env::temp_dir().join(format!("pegchess-liblouis-{hash:016x}"));
    let path = dir.join(compact::TABLE_NAME);
    if std::fs::read_to_string(&path).ok().as_deref() != Some(compact::TABLE) {
        let written = std::fs::create_dir_all(&dir).and_then(|()| {
            // Its own temporary name: threads of one process (and other processes) may write it at once.
            static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
            let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let tmp = dir.join(format!(
                ".{}.{}-{n}",
                compact::TABLE_NAME,
                std::process::id()
            ));
            std::fs::write(&tmp, compact::TABLE)?;
            std::fs::rename(&tmp, &path)
        });
        written.map_err(|source| LouisError::TableFile {
            path: path.clone(),
            source,
        })?;
    }
    Ok(PATH.get_or_init(|| path).clone())
}

/// Whether liblouis can find `table`: in `LOUIS_TABLEPATH`'s folders when it is set (liblouis then looks
/// nowhere else), else in Debian's tables folder.
pub fn table_installed(table: &str) -> bool {
    let path = std::env::var("LOUIS_TABLEPATH").unwrap_or_default();
    let mut dirs: Vec<&str> = path.split(',').filter(|d| !d.is_empty()).collect();
    if dirs.is_empty() {
        dirs.push(TABLES_DIR);
    }
    dirs.iter().any(|dir| Path::new(dir).join(table).is_file())
}

/// The Braille sheet: the header (contracted on request) and the moves (always uncontracted, as
/// chess notation is written) translated by liblouis, wrapped and paged.
pub fn braille_sheet(game: &Game, options: &BrailleOptions) -> Result<String, LouisError> {
    let game = &braille::one_reading_each(game, options.language, options.writing);
    let header_tables = tables(options, options.contracted)?.join(",");
    let (write_tables, moves) = match options.code {
        BrailleCode::Literary => {
            let moves = move_lines(game, options.writing, options.clocks);
            let moves = if braille::digit_then_letter_breaks(options.language) {
                moves
                    .iter()
                    .map(|l| braille::hyphen_after_digits(l))
                    .collect()
            } else {
                moves
            };
            (tables(options, false)?.join(","), moves)
        }
        BrailleCode::Compact => {
            if options.writing.figurines {
                return Err(LouisError::CompactFigurines);
            }
            if options.clocks {
                return Err(LouisError::CompactClocks);
            }
            let list = move_tables(options.encoding, options.language, BrailleCode::Compact)?;
            (list, compact::move_lines(game))
        }
    };
    // The result closes the header, and the sheet again after the moves.
    let mut print = header_lines(game, &Labels::new(options.language));
    let result = print.last().cloned().unwrap_or_default();
    print.push(String::new());
    let header_count = print.len();
    print.extend(moves);
    print.push(String::new());
    print.push(result);
    let translate = |lines: &[String], list: &str| -> Result<Vec<String>, LouisError> {
        let out = lou_translate(list, lines, false)?;
        let table = braille::table(options.language, false);
        for (print, cells) in lines.iter().zip(&out) {
            if !cells.chars().all(|c| options.encoding.is_cell(c)) {
                return Err(LouisError::Untranslatable {
                    text: print.clone(),
                    table,
                });
            }
        }
        Ok(out)
    };
    let (head, moves) = print.split_at(header_count);
    let mut cells = translate(head, &header_tables)?;
    let (body, tail) = moves.split_at(moves.len().saturating_sub(2));
    let move_cells = translate(body, &write_tables)?;
    // Read back without the chess table: a figurine comes back as its dots' escape.
    let read_tables = move_tables(options.encoding, options.language, options.code)?;
    check_moves(game, options, &read_tables, &move_cells)?;
    cells.extend(move_cells);
    cells.extend(translate(tail, &header_tables)?);
    let wrapped = braille::wrap(&cells, options.size.cells, options.encoding.blank());
    let count = braille::page_count(wrapped.len(), options.size);
    let numbers: Vec<String> = (1..=count).map(|n| n.to_string()).collect();
    let numbers = translate(&numbers, &write_tables)?;
    Ok(braille::pages(
        &wrapped,
        &numbers,
        options.size,
        options.encoding,
    ))
}

/// Runs `lou_translate` over `lines` (one line out for each line in), forward or backward.
pub fn lou_translate(
    tables: &str,
    lines: &[String],
    backward: bool,
) -> Result<Vec<String>, LouisError> {
    if lines.is_empty() {
        return Ok(Vec::new());
    }
    let program = espeak::find_on_path(LOU_TRANSLATE).ok_or(LouisError::NoLiblouis)?;
    let failed = |reason: String| LouisError::Louis {
        tables: tables.to_string(),
        reason,
    };
    let mut child = Command::new(program)
        .arg(if backward { "--backward" } else { "--forward" })
        .arg(tables)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| failed(e.to_string()))?;
    // lou_translate reads backslash escapes: a backslash is written as two. Blank lines stay blank.
    let mut input = String::new();
    for line in lines {
        input.push_str(&line.replace('\\', "\\\\"));
        input.push('\n');
    }
    let mut stdin = child
        .stdin
        .take()
        .ok_or_else(|| failed("no input".into()))?;
    let writer = crate::worker::spawn(crate::worker::WorkerKind::Braille, move || {
        stdin.write_all(input.as_bytes())
    })
    .map_err(|e| failed(e.to_string()))?;
    let mut out = String::new();
    if let Some(mut stdout) = child.stdout.take() {
        stdout
            .read_to_string(&mut out)
            .map_err(|e| failed(e.to_string()))?;
    }
    let mut err = String::new();
    if let Some(mut stderr) = child.stderr.take() {
        let _ = stderr.read_to_string(&mut err);
    }
    let written = writer.join();
    let _ = child.wait();
    if !err.trim().is_empty() {
        return Err(failed(err.lines().next().unwrap_or_default().to_string()));
    }
    match written {
        Ok(Ok(())) => {}
        Ok(Err(e)) => return Err(failed(format!("cannot write to liblouis: {e}"))),
        Err(lost) => return Err(failed(lost.to_string())),
    }
    let out: Vec<String> = out.lines().map(str::to_string).collect();
    if out.len() != lines.len() {
        return Err(failed(format!(
            "{} lines came back for {}",
            out.len(),
            lines.len()
        )));
    }
    Ok(out)
}

/// Back-translates the move lines with the table that wrote them and finds every move in them, in order:
/// a move that does not come back is refused. A figurine comes back as its letter, or as liblouis's escape
/// of its dots (`\\1237/`); either stands for the piece. The compact code comes back as English SAN.
fn check_moves(
    game: &Game,
    options: &BrailleOptions,
    tables: &str,
    cells: &[String],
) -> Result<(), LouisError> {
    let language = options.language;
    let back = lou_translate(tables, cells, true)?;
    let compact = options.code == BrailleCode::Compact;
    let piece = |t: &str| -> String {
        let t = match t.strip_prefix('\\').and_then(|r| r.split_once('/')) {
            Some((dots, rest)) if dots.chars().all(|c| c.is_ascii_digit()) => format!("?{rest}"),
            _ => t.to_string(),
        };
        let t: String = t
            .chars()
            .map(|c| if ('♔'..='♟').contains(&c) { '?' } else { c })
            .collect();
        if compact {
            t
        } else {
            braille::as_read_back(language, &t)
        }
    };
    let lines: Vec<String> = back
        .iter()
        .map(|l| match compact {
            true => compact::as_movetext(l).unwrap_or_else(|| l.clone()),
            false => l.clone(),
        })
        .collect();
    let tokens: Vec<String> = lines
        .iter()
        .flat_map(|l| l.split_whitespace())
        .map(piece)
        .collect();
    let letters = Writing {
        figurines: false,
        notation: if compact {
            Language::En
        } else {
            options.writing.notation
        },
    };
    let written = if compact { letters } else { options.writing };
    let mut at = 0;
    for ply in &game.plies {
        let forms = [written.san(ply.san), letters.san(ply.san)].map(|f| piece(&f));
        match tokens[at..].iter().position(|t| forms.contains(t)) {
            Some(i) => at += i + 1,
            None => {
                return Err(LouisError::Untranslatable {
                    text: format!("{} {}", ply.number, written.san(ply.san)),
                    table: braille::table(language, false),
                });
            }
        }
    }
    Ok(())
}
