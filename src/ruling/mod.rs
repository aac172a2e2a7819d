//! The arbiter's case (D.2.9), below the front ends: the program's record loaded (a journal, a PGN file, or
//! the live session), the sheets read (`sheet_files.rs`, the blind player's as a third: `third_sheet.rs`), and
//! the decision turned into the session commands that are journaled (back to the agreed point, the clocks set
//! to their readings there), so that `pegchess resume` replays it like any other event. The console
//! (`ui/arbiter_console.rs`) and the window's panel both decide through here.

pub mod sheet_files;
pub mod third_sheet;

pub use sheet_files::{
    DecisionError, SheetFile, is_pgn, load_scoresheet, load_sheet, read_beside_blind,
    read_scoresheet, typed_sheet,
};
pub use third_sheet::{Third, decide, read_third};

use crate::config::Settings;
use crate::game::journal::{self, Journal, JournalDamage, JournalError};
use crate::inference::Reading;
use crate::notation::Language;
use crate::session::rebuild::{RecoveredGame, rebuild};
use crate::session::{ClockAction, Command, Event, Session};
use crate::speech::phrases::phrase::Presence;
use crate::sync::compare::{ClockReading, Rules};
use crate::sync::decision::{Decision, Ground};
use crate::sync::scoresheet::{Sheet, read_pgn};
use shakmaty::{Board, Color, Position};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The program's record, loaded for the arbiter.
#[derive(Debug, Clone)]
pub struct LoadedRecord {
    /// Where it came from (a journal, a PGN file; empty for a live session).
    pub path: PathBuf,
    /// The record as a score sheet.
    pub sheet: Sheet,
    /// The time control and edition in force.
    pub rules: Rules,
    /// The peg board, when the session shows it settled on the record's position.
    pub peg: Option<Board>,
    /// What the arbiter should know about the record (a damaged journal, a peg board off the record).
    pub notes: Vec<RecordNote>,
    /// The sighted player's DGT e-board, when the session followed one: its moves as a score sheet, and
    /// the pieces it showed last.
    pub eboard: Option<(Sheet, Board)>,
}

/// The sighted e-board's moves as a score sheet (SAN), from the record's start.
pub fn eboard_sheet(start: &shakmaty::Chess, moves: &[shakmaty::Move]) -> Sheet {
    let mut sheet = Sheet::new(start.clone());
    for m in moves {
        let san = shakmaty::san::San::from_move(&sheet.position(), *m).to_string();
        sheet.push(*m, san, None);
    }
    sheet
}

/// The rules in force: the session's clock when it has one, else the settings' edition.
pub fn rules_of(session: &Session, fallback: Rules) -> Rules {
    match &session.config().clock {
        Some(clock) => Rules {
            control: Some(clock.control.clone()),
            edition: clock.edition,
        },
        None => fallback,
    }
}

/// The rules from the settings alone.
pub fn settings_rules(settings: &Settings) -> Rules {
    Rules {
        control: settings.clock.as_ref().map(|c| c.control.clone()),
        edition: settings
            .clock
            .as_ref()
            .map_or(settings.edition, |c| c.edition),
    }
}

/// What the arbiter should know about a record, said in the console's language.
#[derive(Debug, Clone)]
pub enum RecordNote {
    /// The journal's end was unreadable.
    Damaged(JournalDamage),
    /// Another pegchess has the game open (its process, when the lock file says).
    OpenElsewhere {
        /// The journal.
        path: PathBuf,
        /// The process holding it.
        pid: Option<u32>,
    },
    /// The peg board does not show the record's position (so many holes differ).
    PegsDiffer(usize),
    /// A move was under way on the peg board when the journal ended.
    MoveUnderWay,
}

/// The record as a session holds it (live, or rebuilt from a journal). The peg board is taken as seen only
/// while its sensors are read: at a table without one (or with its link lost) the tracked position is the
/// record's own, not a board's, and the arbiter is asked what the blind player's board shows.
pub fn from_session(session: &Session, path: &Path, rules: Rules) -> LoadedRecord {
    let mut notes = Vec::new();
    let sensed = matches!(
        session.boards_present().pegs(),
        None | Some(Presence::Connected)
    );
    let peg = match session.reading() {
        _ if !sensed => None,
        Reading::Settled => Some(session.position().board().clone()),
        Reading::Differs(steps) => {
            notes.push(RecordNote::PegsDiffer(steps.len()));
            None
        }
        _ => {
            notes.push(RecordNote::MoveUnderWay);
            None
        }
    };
    let sheet = Sheet::from_record(session.record());
    let eboard = session.sighted().board().map(|board| {
        (
            eboard_sheet(sheet.start(), session.sighted().moves()),
            board.clone(),
        )
    });
    LoadedRecord {
        path: path.to_path_buf(),
        sheet,
        rules,
        peg,
        notes,
        eboard,
    }
}

/// The decision as session commands: the record retraced to the half-moves that stand, the moves after them
/// up to the point made again from the players' sheets, and the clocks set to their readings at the point.
/// The console appends them to a closed game's journal; the window sends them into the live game, whose loop
/// journals them.
pub fn decision_commands(d: &Decision) -> Vec<Command> {
    let mut commands = vec![Command::Restore(d.record_keeps)];
    commands.extend(
        d.remade()
            .iter()
            .map(|m| Command::Remade(m.to_uci(d.position.castles().mode()))),
    );
    for (side, reading) in [
        (Color::White, &d.clocks.white),
        (Color::Black, &d.clocks.black),
    ] {
        if let ClockReading::Recorded { time, .. } = reading {
            commands.push(Command::Clock(ClockAction::SetTime(side, *time)));
        }
    }
    commands
}

/// Whether applying the decision changes the record of a game `record_len` half-moves long: the record is
/// retraced or made longer, or the sheets differ and the clocks are readjusted.
pub fn applies(d: &Decision, record_len: usize) -> bool {
    d.record_keeps < record_len || d.plies > record_len || d.ground == Ground::Differ
}

/// Loads a PGN record (English SAN, as pegchess writes it) or a game journal.
pub fn load_record(path: &Path, settings: &Settings) -> Result<LoadedRecord, DecisionError> {
    let mut rules = settings_rules(settings);
    if path.extension().is_some_and(|e| e == "journal") {
        let recovered: RecoveredGame = Journal::read(path)?;
        let header = |source| DecisionError::Header {
            path: path.to_path_buf(),
            source,
        };
        let (session, _) = rebuild(&recovered).map_err(header)?;
        if let Some(clock) = recovered.header.config().map_err(header)?.clock {
            rules = Rules {
                control: Some(clock.control),
                edition: clock.edition,
            };
        }
        let mut loaded = from_session(&session, path, rules);
        let mut notes: Vec<RecordNote> = recovered
            .damage
            .into_iter()
            .map(RecordNote::Damaged)
            .collect();
        if let Some(journal::JournalError::InUse { path, pid }) = journal::in_use(path) {
            notes.push(RecordNote::OpenElsewhere { path, pid });
        }
        notes.append(&mut loaded.notes);
        loaded.notes = notes;
        return Ok(loaded);
    }
    let text = std::fs::read_to_string(path).map_err(|source| DecisionError::Read {
        what: SheetFile::Record,
        path: path.to_path_buf(),
        source,
    })?;
    let sheet = read_pgn(&text, Language::En, None).map_err(|source| DecisionError::Sheet {
        what: SheetFile::Record,
        path: path.to_path_buf(),
        source,
    })?;
    if let Some(control) = sheet.tag("TimeControl").and_then(|t| t.parse().ok()) {
        rules.control = Some(control);
    }
    Ok(LoadedRecord {
        path: path.to_path_buf(),
        sheet,
        rules,
        peg: None,
        notes: Vec::new(),
        eboard: None,
    })
}

/// Appends the decision to the game's journal as session commands (the ones the window sends into a
/// live game), so that `pegchess resume` replays it like any other event.
pub fn journal_decision(path: &Path, d: &Decision) -> Result<(), JournalError> {
    let (mut journal, recovered): (Journal, RecoveredGame) = Journal::reopen(path)?;
    let at = recovered.entries.last().map_or(Duration::ZERO, |(t, _)| *t);
    for command in decision_commands(d) {
        journal.append(at, &Event::Command(command))?;
    }
    Ok(())
}
