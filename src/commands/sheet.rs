//! `pegchess sheet`: a score sheet the players can read (D.2.7), from a game journal or a PGN file.
//! Braille through liblouis's `lou_translate` program, large print as a PDF, and the game as sound
//! through espeak-ng's file output and opusenc. Every file is written to a temporary name and renamed.
//!
//! liblouis is run as its program rather than linked: pegchess keeps no build or load dependency on it
//! (a machine without it still plays; only the sheet says what to install), there is no unsafe FFI, and
//! one process translates a whole sheet (a few milliseconds).

use super::CommandResult;
use super::live::{Recovered, games_dir, newest_journal, rebuild};
use crate::config::Settings;
use crate::config::cli::SheetArgs;
use crate::game::journal::{Journal, JournalError};
use crate::game::pgn::{self, PgnError, PgnFileError};
use crate::phonetic::Language;
use crate::session::header::HeaderError;
use crate::sheet::braille::{self, Encoding, PageSize};
use crate::sheet::pdf::{self, Layout, PdfError};
use crate::sheet::sound::{self, Joined, Pcm, RateMismatch, WavError};
use crate::sheet::{Game, Labels, Writing, header_lines, move_lines};
use crate::speech::espeak::{self, EspeakOutput, EspeakSpeaker};
use crate::speech::{Renderer, Speaker};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// liblouis's translation program (Debian: liblouis-bin).
pub const LOU_TRANSLATE: &str = "lou_translate";
/// Where Debian's liblouis-data puts the tables.
pub const TABLES_DIR: &str = "/usr/share/liblouis/tables";

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
    /// liblouis's program is missing.
    #[error("lou_translate (liblouis) is not installed: install the Debian package liblouis-bin")]
    NoLiblouis,
    /// A table is missing.
    #[error(
        "the Braille table {0} is not in {TABLES_DIR}: install the Debian package liblouis-data"
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
    /// A line that came back with characters that are not braille cells.
    #[error(
        "'{text}' does not translate into Braille with {table}: write it in letters the table knows"
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
    /// Figurines in a language without a liblouis chess table.
    #[error(
        "liblouis has no chess table for the '{0}' letters (only en, de, da): leave out --figurines"
    )]
    NoChessTable(Language),
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
}

/// Runs `sheet`.
pub fn run(args: &SheetArgs, settings: &Settings) -> CommandResult {
    let (game, source) = load(args.game.as_deref(), args.number, settings)?;
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
            size: PageSize {
                cells: usize::from(args.cells),
                lines: usize::from(args.lines),
            },
        };
        let text = braille_sheet(&game, &options)?;
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
        let bytes = pdf::sheet(&game, &Labels::new(settings.locale), layout)?;
        write_atomically(&out, &bytes)?;
    } else {
        audio_sheet(&game, settings, writing, args.clocks, &out)?;
    }
    crate::ui::console::show(format_args!("score sheet written: {}", out.display()));
    Ok(())
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
        let recovered: Recovered = Journal::read(&path).map_err(|source| SheetError::Journal {
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
    pub size: PageSize,
}

/// The table list for liblouis: the display table, the language's table, and the chess table with
/// figurines.
fn tables(options: &BrailleOptions, contracted: bool) -> Result<Vec<&'static str>, SheetError> {
    let mut list = vec![
        options.encoding.display_table(),
        braille::table(options.language, contracted),
    ];
    if options.writing.figurines {
        if options.encoding == Encoding::Brf {
            return Err(SheetError::FigurinesInBrf);
        }
        let chess = braille::chess_table(options.writing.notation)
            .ok_or(SheetError::NoChessTable(options.writing.notation))?;
        list.insert(1, chess);
    }
    for table in &list {
        if !table_installed(table) {
            return Err(SheetError::MissingTable(table));
        }
    }
    Ok(list)
}

/// Whether liblouis can find `table`: in `LOUIS_TABLEPATH`'s folders or Debian's tables folder.
pub fn table_installed(table: &str) -> bool {
    let extra = std::env::var("LOUIS_TABLEPATH").unwrap_or_default();
    extra
        .split(',')
        .filter(|d| !d.is_empty())
        .chain([TABLES_DIR])
        .any(|dir| Path::new(dir).join(table).is_file())
}

/// The Braille sheet: the header (contracted on request) and the moves (always uncontracted, as
/// chess notation is written) translated by liblouis, wrapped and paged.
pub fn braille_sheet(game: &Game, options: &BrailleOptions) -> Result<String, SheetError> {
    let header_tables = tables(options, options.contracted)?;
    let move_tables = tables(options, false)?;
    let mut header = header_lines(game, &Labels::new(options.language));
    let result = header.pop().unwrap_or_default();
    let mut print = header;
    print.push(String::new());
    let header_count = print.len();
    let moves = move_lines(game, options.writing, options.clocks);
    if braille::digit_then_letter_breaks(options.language) {
        print.extend(moves.iter().map(|l| braille::hyphen_after_digits(l)));
    } else {
        print.extend(moves);
    }
    print.push(String::new());
    print.push(result);
    let translate = |lines: &[String], list: &[&'static str]| -> Result<Vec<String>, SheetError> {
        let out = lou_translate(&list.join(","), lines, false)?;
        let table = braille::table(options.language, false);
        for (print, cells) in lines.iter().zip(&out) {
            if !cells.chars().all(|c| options.encoding.is_cell(c)) {
                return Err(SheetError::Untranslatable {
                    text: print.clone(),
                    table,
                });
            }
        }
        Ok(out)
    };
    let (head, moves) = print.split_at(header_count);
    let mut cells = translate(head, &header_tables)?;
    let (body, tail) = moves.split_at(moves.len() - 2);
    cells.extend(translate(body, &move_tables)?);
    cells.extend(translate(tail, &header_tables)?);
    let wrapped = braille::wrap(&cells, options.size.cells, options.encoding.blank());
    let count = braille::page_count(wrapped.len(), options.size);
    let numbers: Vec<String> = (1..=count).map(|n| n.to_string()).collect();
    let numbers = translate(&numbers, &move_tables)?;
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
) -> Result<Vec<String>, SheetError> {
    if lines.is_empty() {
        return Ok(Vec::new());
    }
    let program = espeak::find_on_path(LOU_TRANSLATE).ok_or(SheetError::NoLiblouis)?;
    let failed = |reason: String| SheetError::Louis {
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
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
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
    let _ = writer.join();
    let _ = child.wait();
    if !err.trim().is_empty() {
        return Err(failed(err.lines().next().unwrap_or_default().to_string()));
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

/// A folder removed with everything in it when dropped.
struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The game as sound: every chapter's phrases rendered in the settings' language and scheme and said by
/// espeak-ng into files (the scheme's words in their own voice, as at the board's fallback), joined with
/// long pauses trimmed, then Ogg Opus with chapter comments (or WAV when `out` ends in .wav) and a CUE
/// sheet beside it.
pub fn audio_sheet(
    game: &Game,
    settings: &Settings,
    writing: Writing,
    clocks: bool,
    out: &Path,
) -> Result<(), SheetError> {
    let program = espeak::find_program().ok_or(SheetError::NoProgram {
        program: espeak::PROGRAM,
        package: "espeak-ng",
    })?;
    let wav = out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("wav"));
    let opusenc = if wav {
        None
    } else {
        Some(
            espeak::find_on_path("opusenc").ok_or(SheetError::NoProgram {
                program: "opusenc",
                package: "opus-tools",
            })?,
        )
    };
    let write_error = |path: &Path| {
        let path = path.to_path_buf();
        move |source| SheetError::Write { path, source }
    };
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let parts = TempDir(parent.join(format!(".sheet-sound-{}", std::process::id())));
    std::fs::create_dir_all(&parts.0).map_err(write_error(&parts.0))?;
    let chapters = sound::chapters(game, writing, clocks);
    let renderer = Renderer::from_settings(settings);
    let mut speaker = EspeakSpeaker::new(
        program,
        &settings.voice,
        settings.locale,
        EspeakOutput::Files(parts.0.clone()),
    )
    .map_err(|e| SheetError::Failed {
        program: espeak::PROGRAM,
        reason: e.to_string(),
    })?;
    let mut joined: Option<Joined> = None;
    let mut read = 0;
    for chapter in &chapters {
        let mut pieces = Vec::new();
        for phrase in &chapter.phrases {
            speaker
                .say(&renderer.render(phrase))
                .map_err(|e| SheetError::Failed {
                    program: espeak::PROGRAM,
                    reason: e.to_string(),
                })?;
            while speaker.is_speaking() {
                std::thread::sleep(Duration::from_millis(2));
            }
            for n in read..speaker.runs_started() {
                let path = parts.0.join(format!("{n:04}.wav"));
                let bytes = std::fs::read(&path).map_err(|e| SheetError::Failed {
                    program: espeak::PROGRAM,
                    reason: format!("no sound in {}: {e}", path.display()),
                })?;
                pieces.push(Pcm::from_wav(&bytes).map_err(|source| SheetError::Wav {
                    path: path.clone(),
                    source,
                })?);
            }
            read = speaker.runs_started();
        }
        let joined =
            joined.get_or_insert_with(|| Joined::new(pieces.first().map_or(22_050, |p| p.rate)));
        joined.chapter();
        for piece in &pieces {
            joined.push(piece)?;
        }
    }
    drop(speaker);
    let joined = joined.unwrap_or_else(|| Joined::new(22_050));
    let starts = joined.starts.clone();
    let titles: Vec<String> = chapters.into_iter().map(|c| c.title).collect();
    let title = game_title(game);
    let pcm = joined.into_pcm();
    match opusenc {
        None => write_atomically(out, &pcm.to_wav())?,
        Some(opusenc) => {
            let whole = parts.0.join("whole.wav");
            std::fs::write(&whole, pcm.to_wav()).map_err(write_error(&whole))?;
            let encoded = parts.0.join("whole.ogg");
            let mut cmd = Command::new(opusenc);
            cmd.args(["--quiet", "--speech", "--bitrate", "32", "--title"])
                .arg(&title)
                .args(["--artist", "pegchess"]);
            for comment in sound::chapter_comments(&titles, &starts) {
                cmd.arg("--comment").arg(comment);
            }
            let status = cmd
                .arg(&whole)
                .arg(&encoded)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .output()
                .map_err(|e| SheetError::Failed {
                    program: "opusenc",
                    reason: e.to_string(),
                })?;
            if !status.status.success() {
                return Err(SheetError::Failed {
                    program: "opusenc",
                    reason: String::from_utf8_lossy(&status.stderr).trim().to_string(),
                });
            }
            let bytes = std::fs::read(&encoded).map_err(write_error(&encoded))?;
            write_atomically(out, &bytes)?;
        }
    }
    let file = out
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let cue = sound::cue_sheet(&file, &title, &titles, &starts);
    write_atomically(&out.with_extension("cue"), cue.as_bytes())
}

/// "White - Black, Event, Date" for the recording's title.
fn game_title(game: &Game) -> String {
    let h = &game.header;
    let players = format!(
        "{} - {}",
        h.white.as_deref().unwrap_or("?"),
        h.black.as_deref().unwrap_or("?")
    );
    [Some(players), h.event.clone(), h.date.clone()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ")
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
        clocks: game.has_clocks(),
        size: PageSize::default(),
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
    crate::ui::console::show(format_args!(
        "score sheets written beside {}: .brf, .pdf, .ogg",
        source.display()
    ));
    Ok(())
}
