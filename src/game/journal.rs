//! The journal: an append-only file of timestamped lines, each flushed to disk before it is acted on,
//! each with a checksum, so a crash or power cut loses nothing and a torn tail is found and cut off.

use crate::board::protocol::crc16;
use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The first line of every journal.
pub const MAGIC: &str = "pegchess-journal 1";

/// A journal open for appending.
#[derive(Debug)]
pub struct Journal {
    file: File,
    path: PathBuf,
}

/// What was read back from a journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recovered {
    /// The header lines written at creation (game settings), in order.
    pub header: Vec<String>,
    /// The entries: session time and text, in order.
    pub entries: Vec<(Duration, String)>,
    /// What was wrong with the tail, if anything (it has been cut off when reopened for appending).
    pub damage: Option<JournalDamage>,
    /// Length in bytes of the intact part.
    pub intact_len: u64,
}

/// A journal whose end was torn or corrupted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalDamage {
    /// Line number (1-based) of the first bad line.
    pub line: usize,
    /// Number of lines dropped from there on.
    pub dropped: usize,
    /// Why the line was refused.
    pub reason: String,
}

impl fmt::Display for JournalDamage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "journal damaged at line {} ({}); {} line(s) from there were dropped, everything before is kept",
            self.line, self.reason, self.dropped
        )
    }
}

/// A journal that cannot be used at all.
#[derive(Debug)]
pub enum JournalError {
    /// Reading or writing failed.
    Io(PathBuf, io::Error),
    /// The file is not a pegchess journal.
    NotAJournal(PathBuf),
}

impl fmt::Display for JournalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JournalError::Io(p, e) => write!(f, "journal {}: {e}", p.display()),
            JournalError::NotAJournal(p) => write!(
                f,
                "{} is not a pegchess journal (its first line is not '{MAGIC}'); pass the .journal file of a game",
                p.display()
            ),
        }
    }
}

impl std::error::Error for JournalError {}

fn seal(text: &str) -> String {
    format!("{text}*{:04X}\n", crc16(text.as_bytes()))
}

fn unseal(line: &str) -> Result<&str, String> {
    let (text, crc) = line.rsplit_once('*').ok_or("no checksum")?;
    let crc = u16::from_str_radix(crc, 16).map_err(|_| "unreadable checksum")?;
    if crc16(text.as_bytes()) != crc {
        return Err("checksum mismatch".into());
    }
    Ok(text)
}

impl Journal {
    /// Creates a new journal with header lines (e.g. the start position and settings); fails if it exists.
    pub fn create(path: &Path, header: &[String]) -> Result<Journal, JournalError> {
        let io_err = |e| JournalError::Io(path.to_path_buf(), e);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io_err)?;
        }
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(io_err)?;
        let mut text = format!("{MAGIC}\n");
        for h in header {
            text.push_str(&seal(&format!("# {h}")));
        }
        file.write_all(text.as_bytes()).map_err(io_err)?;
        file.sync_all().map_err(io_err)?;
        Ok(Journal {
            file,
            path: path.to_path_buf(),
        })
    }

    /// Reads a journal back, keeping the intact part.
    pub fn read(path: &Path) -> Result<Recovered, JournalError> {
        let io_err = |e| JournalError::Io(path.to_path_buf(), e);
        let file = File::open(path).map_err(io_err)?;
        let mut reader = BufReader::new(file);
        let mut first = String::new();
        reader.read_line(&mut first).map_err(io_err)?;
        if first.trim_end() != MAGIC {
            return Err(JournalError::NotAJournal(path.to_path_buf()));
        }
        let mut rec = Recovered {
            header: Vec::new(),
            entries: Vec::new(),
            damage: None,
            intact_len: first.len() as u64,
        };
        let mut raw = Vec::new();
        let mut line_no = 1;
        loop {
            raw.clear();
            let n = reader.read_until(b'\n', &mut raw).map_err(io_err)?;
            if n == 0 {
                break;
            }
            line_no += 1;
            match parse_entry(&raw) {
                Ok(Entry::Header(h)) if rec.entries.is_empty() => rec.header.push(h),
                Ok(Entry::Header(_)) => {
                    rec.damage = Some(damage(line_no, "header line after entries".into()));
                }
                Ok(Entry::At(t, text)) => rec.entries.push((t, text)),
                Err(reason) => rec.damage = Some(damage(line_no, reason)),
            }
            if rec.damage.is_some() {
                let mut rest = 0;
                let mut skip = Vec::new();
                while reader.read_until(b'\n', &mut skip).map_err(io_err)? > 0 {
                    rest += 1;
                    skip.clear();
                }
                if let Some(d) = rec.damage.as_mut() {
                    d.dropped = rest + 1;
                }
                break;
            }
            rec.intact_len += n as u64;
        }
        Ok(rec)
    }

    /// Opens an existing journal for appending after cutting off any damaged tail.
    pub fn reopen(path: &Path) -> Result<(Journal, Recovered), JournalError> {
        let rec = Journal::read(path)?;
        let io_err = |e| JournalError::Io(path.to_path_buf(), e);
        let file = OpenOptions::new().append(true).open(path).map_err(io_err)?;
        file.set_len(rec.intact_len).map_err(io_err)?;
        file.sync_all().map_err(io_err)?;
        Ok((
            Journal {
                file,
                path: path.to_path_buf(),
            },
            rec,
        ))
    }

    /// Appends one entry and flushes it to disk before returning.
    pub fn append(&mut self, at: Duration, text: &str) -> Result<(), JournalError> {
        debug_assert!(!text.contains('\n'));
        let line = seal(&format!("{} {text}", at.as_millis()));
        self.file
            .write_all(line.as_bytes())
            .and_then(|_| self.file.sync_data())
            .map_err(|e| JournalError::Io(self.path.clone(), e))
    }

    /// Where the journal is.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

fn damage(line: usize, reason: String) -> JournalDamage {
    JournalDamage {
        line,
        dropped: 0,
        reason,
    }
}

enum Entry {
    Header(String),
    At(Duration, String),
}

fn parse_entry(raw: &[u8]) -> Result<Entry, String> {
    let line = std::str::from_utf8(raw).map_err(|_| "not text".to_string())?;
    let line = line
        .strip_suffix('\n')
        .ok_or_else(|| "the line was cut off (no line end)".to_string())?;
    let text = unseal(line)?;
    if let Some(h) = text.strip_prefix("# ") {
        return Ok(Entry::Header(h.to_string()));
    }
    let (ms, rest) = text.split_once(' ').ok_or("no timestamp")?;
    let ms: u64 = ms.parse().map_err(|_| "bad timestamp".to_string())?;
    Ok(Entry::At(Duration::from_millis(ms), rest.to_string()))
}
