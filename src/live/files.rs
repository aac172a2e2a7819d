//! A game's files: its journal (written before every event is acted on) and its PGN score sheet, where new
//! games are kept, and the newest journal there (what `resume`, `arbiter` and `sheet` open).

use crate::config::Settings;
use crate::config::cli::BoardArgs;
use crate::game::date::UtcTime;
use crate::game::journal::{Journal, JournalError};
use crate::game::pgn::{self, PgnTags};
use crate::session::header::HeaderError;
use crate::session::rebuild::RecoveredGame;
use crate::session::{JournalHeader, Session, SessionConfig};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// Why a game's files cannot be reopened.
#[derive(Debug, thiserror::Error)]
pub enum GameFilesError {
    /// The journal cannot be read or is open elsewhere.
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// Its header does not describe a game.
    #[error(transparent)]
    Header(#[from] HeaderError),
}

/// The files of one game: its journal and its score sheet.
#[derive(Debug)]
pub struct GameFiles {
    /// The journal, written before every event is acted on.
    pub journal: Journal,
    /// Where the PGN score sheet is kept (rewritten atomically after every change).
    pub pgn: PathBuf,
    /// Tags for the score sheet.
    pub tags: PgnTags,
    /// The boards at the table, as the journal's header keeps them (the next game at the table keeps them too).
    pub boards: Option<BoardArgs>,
}

/// The wall clock now, in milliseconds since 1970 (UTC).
fn wall_ms() -> u64 {
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_millis();
    u64::try_from(ms).unwrap_or(u64::MAX)
}

/// The wall clock's moment now, in UTC: the one read of the date, given to the pure rooms that need it (a
/// game's tags, the rating's day, the fair-play statement).
pub fn wall_clock() -> UtcTime {
    UtcTime::from_unix_secs(wall_ms() / 1000)
}

impl GameFiles {
    /// Creates the journal and score sheet of a new game in `dir`, with the PGN tags it starts with and the
    /// boards at its table (kept for `resume`).
    pub fn create(
        dir: &Path,
        name: &str,
        config: &SessionConfig,
        boards: Option<BoardArgs>,
        tags: Vec<(String, String)>,
    ) -> Result<GameFiles, JournalError> {
        let journal_path = dir.join(format!("{name}.journal"));
        let header = JournalHeader {
            boards: boards.clone(),
            ..JournalHeader::new(config, tags.clone(), wall_ms())
        };
        let journal = Journal::create(&journal_path, &header)?;
        Ok(GameFiles {
            journal,
            pgn: journal_path.with_extension("pgn"),
            tags: pgn_tags(config, tags),
            boards,
        })
    }

    /// Creates the files of a game starting now in `dir`, named `{prefix}-YYYYMMDD-HHMMSS` (UTC). A game
    /// started in the same second as another one there is named with `_02`, `_03`, … after the stamp, so
    /// the names still sort in the order the games started (`newest_journal`).
    pub fn start(
        dir: &Path,
        prefix: &str,
        config: &SessionConfig,
        boards: Option<BoardArgs>,
        tags: Vec<(String, String)>,
    ) -> Result<GameFiles, JournalError> {
        let stamp = wall_clock().stamp();
        Self::start_at(dir, &format!("{prefix}-{stamp}"), config, boards, tags)
    }

    /// [`GameFiles::start`] with the name's stem given.
    fn start_at(
        dir: &Path,
        stem: &str,
        config: &SessionConfig,
        boards: Option<BoardArgs>,
        tags: Vec<(String, String)>,
    ) -> Result<GameFiles, JournalError> {
        let mut made = Self::create(dir, stem, config, boards.clone(), tags.clone());
        for n in 2..=SAME_SECOND {
            match &made {
                Err(e) if taken(e) => {
                    let name = format!("{stem}_{n:02}");
                    made = Self::create(dir, &name, config, boards.clone(), tags.clone());
                }
                _ => break,
            }
        }
        made
    }

    /// Reopens a game's files after a crash.
    pub fn reopen(journal_path: &Path) -> Result<(GameFiles, RecoveredGame), GameFilesError> {
        let (journal, recovered): (Journal, RecoveredGame) = Journal::reopen(journal_path)?;
        let config = recovered.header.config()?;
        let tags = recovered.header.tags.clone();
        Ok((
            GameFiles {
                journal,
                pgn: journal_path.with_extension("pgn"),
                tags: pgn_tags(&config, tags),
                boards: recovered.header.boards.clone(),
            },
            recovered,
        ))
    }

    /// Writes the score sheet (atomically).
    pub fn save(&self, session: &Session) -> std::io::Result<()> {
        pgn::write_atomically(&self.pgn, &pgn::to_pgn(session.record(), &self.tags))
    }
}

/// How many games one folder takes in one second before a new one is refused.
const SAME_SECOND: u32 = 99;

/// Whether `e` says the journal's name is taken: the file is there, or another game holds it.
fn taken(e: &JournalError) -> bool {
    match e {
        JournalError::InUse { .. } => true,
        JournalError::Io(_, io) => io.kind() == std::io::ErrorKind::AlreadyExists,
        _ => false,
    }
}

fn pgn_tags(config: &SessionConfig, tags: Vec<(String, String)>) -> PgnTags {
    PgnTags {
        tags,
        time_control: config.clock.as_ref().map(|c| c.control.to_string()),
    }
}

/// Where new games are kept.
pub fn games_dir(settings: &Settings) -> PathBuf {
    settings.data_dir.join("games")
}

/// The newest journal in `dir`, if any.
pub fn newest_journal(dir: &Path) -> Option<PathBuf> {
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "journal"))
        .max_by_key(|p| p.file_name().map(|n| n.to_os_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_started_in_the_same_second_get_names_of_their_own_in_the_order_they_started() {
        let dir = tempfile::tempdir().unwrap();
        let config = SessionConfig::new(shakmaty::Chess::default());
        let stem = "game-20261128-220657";
        let started: Vec<GameFiles> = (0..3)
            .map(|_| GameFiles::start_at(dir.path(), stem, &config, None, vec![]).unwrap())
            .collect();
        let names: Vec<String> = started
            .iter()
            .map(|f| f.pgn.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, [stem, &format!("{stem}_02"), &format!("{stem}_03")]);
        assert_eq!(
            newest_journal(dir.path()),
            Some(dir.path().join(format!("{stem}_03.journal")))
        );
    }
}
