//! The journal: an append-only file of timestamped entries, each flushed to disk before it is acted on.
//! Format version 2: a first line `pegchess-journal 2`, then one JSON line for the header and one per entry
//! (`{"ms":..,"entry":..}`), each followed by `*` and its CRC-16, so a crash or power cut loses nothing and a
//! torn or damaged line is found. (A version 1 of text lines existed for hours before any release; it is not
//! read.) One program writes a journal at a time: an exclusive lock on
//! `<journal>.lock`, which also holds the writer's process id. A line the disk refuses (full, failing) is
//! cut off again and kept in memory until the disk takes it, so the file always holds whole lines.

use crate::board::lock::{Lock, LockError};
pub use crate::game::journal_lines::{JournalDamage, LineProblem, Recovered};
use crate::game::journal_lines::{seal, unseal};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The first word of every journal; the format version follows it.
pub const MAGIC: &str = "pegchess-journal";

/// The format version this program writes.
pub const VERSION: u32 = 2;

/// A journal open for appending; it holds the journal's lock until it is dropped.
#[derive(Debug)]
pub struct Journal {
    medium: Box<dyn Medium>,
    path: PathBuf,
    _lock: Lock,
    /// Bytes of the file written and flushed: whole lines.
    written: u64,
    /// Lines the disk refused, in order; written before the next line.
    unwritten: String,
    /// Whether a refused line may be partly on disk still (cutting it off failed too).
    torn: bool,
}

/// Where a journal's lines go: its file (opened for appending), or a test double that fails as a full
/// disk does.
pub trait Medium: fmt::Debug + Send {
    /// Writes `bytes` at the end.
    fn append(&mut self, bytes: &[u8]) -> io::Result<()>;
    /// Flushes what was written to the disk.
    fn sync(&mut self) -> io::Result<()>;
    /// Cuts the file back to `len` bytes.
    fn truncate(&mut self, len: u64) -> io::Result<()>;
}

impl Medium for File {
    fn append(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.write_all(bytes)
    }

    fn sync(&mut self) -> io::Result<()> {
        self.sync_data()
    }

    fn truncate(&mut self, len: u64) -> io::Result<()> {
        self.set_len(len)
    }
}

/// A journal that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// Reading or writing failed.
    #[error("journal {path}: {source}", path = .0.display(), source = .1)]
    Io(PathBuf, #[source] io::Error),
    /// The file is not a pegchess journal.
    #[error("{} is not a pegchess journal (its first line is not '{MAGIC} {VERSION}'); pass the .journal file of a game", .0.display())]
    NotAJournal(PathBuf),
    /// Another format version than this pegchess reads (a newer pegchess wrote it).
    #[error("{path} is a version-{v} journal; this pegchess reads version {VERSION}: resume it with the pegchess that wrote it", path = .0.display(), v = .1)]
    Version(PathBuf, u32),
    /// The journal was cut off before its header was whole (a crash while the game was created): it
    /// holds no move.
    #[error("{} was cut off while its game was created: it holds no move; start the game with `pegchess play`", .0.display())]
    CutAtCreation(PathBuf),
    /// The header (the game's settings) cannot be read, so no entry can be replayed.
    #[error("journal {path}: its header is unreadable ({why})", path = .0.display(), why = .1)]
    Header(PathBuf, LineProblem),
    /// An entry cannot be written as JSON (a map with keys that are not text; never for pegchess's events).
    #[error("journal {path}: cannot write an entry: {why}", path = .0.display(), why = .1)]
    Encode(PathBuf, #[source] serde_json::Error),
    /// Another pegchess has the game open.
    #[error(
        "the game {} is open in another pegchess{}. Stop the clock and leave the game there (key q) first, \
         or compare read-only with `pegchess arbiter compare --record {}`",
        .path.display(),
        .pid.map_or(String::new(), |p| format!(" (process {p})")),
        .path.display()
    )]
    InUse {
        /// The journal.
        path: PathBuf,
        /// The process id written in the lock file, if readable.
        pid: Option<u32>,
    },
}

/// The lock file beside a journal.
pub fn lock_path(journal: &Path) -> PathBuf {
    sibling(journal, ".lock")
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}

/// Takes the journal's exclusive lock and writes this process's id into the lock file.
fn lock(journal: &Path) -> Result<Lock, JournalError> {
    let path = lock_path(journal);
    crate::board::lock::take(&path)
        .map(|lock| lock.removed_at_end(&path))
        .map_err(|e| in_use_error(e, journal))
}

/// Whether another program writes the journal now: its [`JournalError::InUse`], or `None` when it is free.
/// Nothing is taken or written.
pub fn in_use(journal: &Path) -> Option<JournalError> {
    crate::board::lock::holder(&lock_path(journal)).map(|e| in_use_error(e, journal))
}

/// The journal's error for a lock not taken.
fn in_use_error(e: LockError, journal: &Path) -> JournalError {
    match e {
        LockError::Held { pid } => JournalError::InUse {
            path: journal.to_path_buf(),
            pid,
        },
        LockError::Io { path, source } => JournalError::Io(path, source),
    }
}

#[derive(Serialize)]
struct LineOut<'a, E> {
    ms: u64,
    entry: &'a E,
}

#[derive(serde::Deserialize)]
struct LineIn<E> {
    ms: u64,
    entry: E,
}

impl Journal {
    /// Creates a new journal with its header (the game's settings); fails if it exists or is locked.
    pub fn create<H: Serialize>(path: &Path, header: &H) -> Result<Journal, JournalError> {
        let io_err = |e| JournalError::Io(path.to_path_buf(), e);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io_err)?;
        }
        let lock = lock(path)?;
        // Appending: after a refused line is cut off, the next write goes to the new end.
        let mut file = OpenOptions::new()
            .append(true)
            .create_new(true)
            .open(path)
            .map_err(io_err)?;
        let text = first_part(header).map_err(|e| JournalError::Encode(path.to_path_buf(), e))?;
        file.write_all(text.as_bytes())
            .and_then(|_| file.sync_all())
            .map_err(io_err)?;
        Ok(Journal::on(file, path, lock, text.len() as u64))
    }

    fn on(file: File, path: &Path, lock: Lock, written: u64) -> Journal {
        Journal {
            medium: Box::new(file),
            path: path.to_path_buf(),
            _lock: lock,
            written,
            unwritten: String::new(),
            torn: false,
        }
    }

    /// Reads a journal back (without locking it), keeping everything up to the first unreadable line.
    pub fn read<H, E>(path: &Path) -> Result<Recovered<H, E>, JournalError>
    where
        H: DeserializeOwned,
        E: DeserializeOwned,
    {
        let io_err = |e| JournalError::Io(path.to_path_buf(), e);
        let file = File::open(path).map_err(io_err)?;
        let mut reader = BufReader::new(file);
        let mut first = String::new();
        reader.read_line(&mut first).map_err(io_err)?;
        if !first.ends_with('\n') && format!("{MAGIC} {VERSION}\n").starts_with(&first) {
            return Err(JournalError::CutAtCreation(path.to_path_buf()));
        }
        let version = first
            .trim_end()
            .strip_prefix(MAGIC)
            .and_then(|v| v.strip_prefix(' '))
            .and_then(|v| v.parse::<u32>().ok())
            .ok_or_else(|| JournalError::NotAJournal(path.to_path_buf()))?;
        let mut lines = Lines {
            reader,
            number: 1,
            offset: first.len() as u64,
            raw: Vec::new(),
            path,
        };
        match version {
            VERSION => read_v2(&mut lines),
            v => Err(JournalError::Version(path.to_path_buf(), v)),
        }
    }

    /// Opens an existing journal to carry on: takes its lock, moves any unreadable part aside to
    /// `<journal>.rest` for the arbiter.
    pub fn reopen<H, E>(path: &Path) -> Result<(Journal, Recovered<H, E>), JournalError>
    where
        H: DeserializeOwned,
        E: DeserializeOwned,
    {
        let io_err = |e| JournalError::Io(path.to_path_buf(), e);
        let lock = lock(path)?;
        let mut rec: Recovered<H, E> = Journal::read(path)?;
        if let Some(damage) = rec.damage.as_mut() {
            let mut all = Vec::new();
            File::open(path)
                .and_then(|mut f| f.read_to_end(&mut all))
                .map_err(io_err)?;
            let start = usize::try_from(rec.intact_len)
                .unwrap_or(all.len())
                .min(all.len());
            let aside = free_name(path, ".rest");
            std::fs::write(&aside, &all[start..])
                .map_err(|e| JournalError::Io(aside.clone(), e))?;
            damage.kept_in = Some(aside);
        }
        let file = OpenOptions::new().append(true).open(path).map_err(io_err)?;
        file.set_len(rec.intact_len).map_err(io_err)?;
        file.sync_all().map_err(io_err)?;
        let journal = Journal::on(file, path, lock, rec.intact_len);
        Ok((journal, rec))
    }

    /// Appends one entry and flushes it to disk before returning. When the disk refuses it, the file is
    /// cut back to its whole lines, the entry is kept in memory, and the error is returned: the next
    /// append (or [`Journal::flush`]) writes the kept lines first, in order, so no entry is skipped.
    pub fn append<E: Serialize>(&mut self, at: Duration, entry: &E) -> Result<(), JournalError> {
        let line = entry_line(at, entry).map_err(|e| JournalError::Encode(self.path.clone(), e))?;
        self.unwritten.push_str(&line);
        self.flush()
    }

    /// Writes the lines the disk refused before, if it takes them now.
    pub fn flush(&mut self) -> Result<(), JournalError> {
        if self.unwritten.is_empty() {
            return Ok(());
        }
        let medium = &mut self.medium;
        let written = self.written;
        let result = (if self.torn {
            medium.truncate(written)
        } else {
            Ok(())
        })
        .and_then(|_| {
            self.torn = false;
            medium.append(self.unwritten.as_bytes())
        })
        .and_then(|_| medium.sync());
        match result {
            Ok(()) => {
                self.written += self.unwritten.len() as u64;
                self.unwritten.clear();
                Ok(())
            }
            Err(e) => {
                // A line partly written is cut off again, so that what is on disk resumes.
                self.torn = medium.truncate(written).is_err();
                Err(JournalError::Io(self.path.clone(), e))
            }
        }
    }

    /// How many bytes of entries the disk has refused so far and wait in memory.
    pub fn unwritten(&self) -> usize {
        self.unwritten.len()
    }

    /// The same journal writing through the medium `wrap` makes of its file (a test double that fails as
    /// a full disk does).
    pub fn through(mut self, wrap: impl FnOnce(Box<dyn Medium>) -> Box<dyn Medium>) -> Journal {
        self.medium = wrap(self.medium);
        self
    }

    /// Where the journal is.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// The magic line and the sealed header.
fn first_part<H: Serialize>(header: &H) -> Result<String, serde_json::Error> {
    Ok(format!(
        "{MAGIC} {VERSION}\n{}",
        seal(&serde_json::to_string(header)?)
    ))
}

fn entry_line<E: Serialize>(at: Duration, entry: &E) -> Result<String, serde_json::Error> {
    let ms = u64::try_from(at.as_millis()).unwrap_or(u64::MAX);
    Ok(seal(&serde_json::to_string(&LineOut { ms, entry })?))
}

/// `path` + `suffix`, or with `-2`, `-3`... when that name is taken.
fn free_name(path: &Path, suffix: &str) -> PathBuf {
    let mut name = sibling(path, suffix);
    let mut n = 2;
    while name.exists() && n < 10_000 {
        name = sibling(path, &format!("{suffix}-{n}"));
        n += 1;
    }
    name
}

/// The lines of a journal after its first.
struct Lines<'p> {
    reader: BufReader<File>,
    number: usize,
    offset: u64,
    raw: Vec<u8>,
    path: &'p Path,
}

impl Lines<'_> {
    /// The next raw line, or `None` at the end.
    fn next(&mut self) -> Result<Option<&[u8]>, JournalError> {
        self.raw.clear();
        let n = self
            .reader
            .read_until(b'\n', &mut self.raw)
            .map_err(|e| JournalError::Io(self.path.to_path_buf(), e))?;
        if n == 0 {
            return Ok(None);
        }
        self.number += 1;
        Ok(Some(&self.raw))
    }

    /// Marks the current line as read.
    fn keep(&mut self) {
        self.offset += self.raw.len() as u64;
    }

    /// The damage at the current line: counts it and the lines after it.
    fn damage(&mut self, reason: LineProblem) -> Result<JournalDamage, JournalError> {
        let line = self.number;
        let mut dropped = 1;
        let mut bytes = self.raw.len() as u64;
        while let Some(raw) = self.next()? {
            bytes += raw.len() as u64;
            dropped += 1;
        }
        Ok(JournalDamage {
            line,
            dropped,
            bytes,
            reason,
            kept_in: None,
        })
    }
}

fn read_v2<H: DeserializeOwned, E: DeserializeOwned>(
    lines: &mut Lines,
) -> Result<Recovered<H, E>, JournalError> {
    let path = lines.path;
    let cut = || JournalError::CutAtCreation(path.to_path_buf());
    let raw = lines.next()?.ok_or_else(cut)?;
    let header = match unseal(raw) {
        Err(LineProblem::CutOff) => return Err(cut()),
        Err(e) => Err(e),
        Ok(text) => serde_json::from_str(text).map_err(|e| LineProblem::Content(e.to_string())),
    }
    .map_err(|why| JournalError::Header(path.to_path_buf(), why))?;
    lines.keep();
    let mut entries = Vec::new();
    let mut damage = None;
    while let Some(raw) = lines.next()? {
        let parsed = unseal(raw).and_then(|text| {
            serde_json::from_str::<LineIn<E>>(text).map_err(|e| LineProblem::Content(e.to_string()))
        });
        match parsed {
            Ok(line) => {
                entries.push((Duration::from_millis(line.ms), line.entry));
                lines.keep();
            }
            Err(reason) => {
                damage = Some(lines.damage(reason)?);
                break;
            }
        }
    }
    Ok(Recovered {
        header,
        entries,
        damage,
        intact_len: lines.offset,
    })
}
