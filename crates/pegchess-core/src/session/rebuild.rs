//! A game rebuilt from its journal: every entry replayed through a fresh session, silently (what `resume`,
//! the arbiter and the score sheets start from).

use super::header::HeaderError;
use super::{Event, JournalHeader, Session};
use crate::game::journal_lines;
use std::time::Duration;

/// What a game's journal holds, as read back.
pub type RecoveredGame = journal_lines::Recovered<JournalHeader, Event>;

/// Replays a journal's entries through a fresh session, silently; returns the session and the last time.
pub fn rebuild(recovered: &RecoveredGame) -> Result<(Session, Duration), HeaderError> {
    let config = recovered.header.config()?;
    let mut session = Session::new(config);
    let mut last = Duration::ZERO;
    for (at, event) in &recovered.entries {
        session.handle(event.clone(), *at);
        last = *at;
    }
    Ok((session, last))
}
