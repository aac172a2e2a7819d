//! A journal's lines and what is read back from them, sans IO: each line sealed with `*` and its CRC-16 and
//! checked when read back (`seal`, `unseal`, `LineProblem`), the header and entries recovered up to the first
//! unreadable line (`Recovered`, `JournalDamage`). The journal's file (written, fsync'd, locked) is
//! `pegchess`'s `game/journal.rs`.

use crate::board::peg::protocol::crc16;
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

/// What was read back from a journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recovered<H, E> {
    /// The header written at creation (the game's settings).
    pub header: H,
    /// The entries with their session times, in order, up to the first unreadable line.
    pub entries: Vec<(Duration, E)>,
    /// The first unreadable line and what became of the lines from there on, if any.
    pub damage: Option<JournalDamage>,
    /// Length in bytes of the readable part.
    pub intact_len: u64,
}

/// A journal with an unreadable line: everything before it is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalDamage {
    /// Line number (1-based) of the first unreadable line.
    pub line: usize,
    /// Number of lines from there to the end.
    pub dropped: usize,
    /// Number of bytes from there to the end (none of them is lost: they are kept aside on reopening).
    pub bytes: u64,
    /// Why the line was refused.
    pub reason: LineProblem,
    /// Where those lines were kept for the arbiter (when the journal was reopened to carry on).
    pub kept_in: Option<PathBuf>,
}

impl fmt::Display for JournalDamage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "journal line {} is unreadable ({}); the game is kept up to it",
            self.line, self.reason
        )?;
        match &self.kept_in {
            Some(p) => write!(
                f,
                ", and the {} line(s) from there are kept in {} for the arbiter ({} bytes)",
                self.dropped,
                p.display(),
                self.bytes
            ),
            None => write!(
                f,
                "; {} line(s) from there ({} bytes) are not used",
                self.dropped, self.bytes
            ),
        }
    }
}

/// A line's text with its `*` and CRC-16, and the line end.
pub fn seal(text: &str) -> String {
    format!("{text}*{:04X}\n", crc16(text.as_bytes()))
}

/// Why one line of a journal is unreadable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineProblem {
    /// Not UTF-8.
    #[error("not text")]
    NotText,
    /// Torn: no line end.
    #[error("the line was cut off (no line end)")]
    CutOff,
    /// No `*` and checksum.
    #[error("no checksum")]
    NoChecksum,
    /// The checksum is not hex.
    #[error("unreadable checksum")]
    BadChecksum,
    /// The checksum does not fit the text.
    #[error("checksum mismatch")]
    ChecksumMismatch,
    /// The text is no entry (a newer or unknown kind of event).
    #[error("{0}")]
    Content(String),
}

/// Checks a line's end and checksum; returns its text.
pub fn unseal(raw: &[u8]) -> Result<&str, LineProblem> {
    // A torn line is cut off, even when the cut split a character.
    let line = raw.strip_suffix(b"\n").ok_or(LineProblem::CutOff)?;
    let line = std::str::from_utf8(line).map_err(|_| LineProblem::NotText)?;
    let (text, crc) = line.rsplit_once('*').ok_or(LineProblem::NoChecksum)?;
    let crc = u16::from_str_radix(crc, 16).map_err(|_| LineProblem::BadChecksum)?;
    if crc16(text.as_bytes()) != crc {
        return Err(LineProblem::ChecksumMismatch);
    }
    Ok(text)
}
