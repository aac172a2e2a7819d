//! The arbiter's D.2.9 decision, shared by the console (`pegchess arbiter`) and the window's panel: the
//! record loaded (a journal, a PGN file, or the live session), the sighted player's score sheet read, and
//! the decision turned into the session commands that are journaled (back to the agreed point, the clocks
//! set to their readings there), so that `pegchess resume` replays it like any other event.

use crate::config::Settings;
use crate::game::journal::{JournalDamage, JournalError};
use crate::inference::Reading;
use crate::notation::Language;
use crate::session::header::HeaderError;
use crate::session::{ClockAction, Command, Session};
use crate::sheet::blind_file::{self, LoadedBlind};
use crate::sheet::read::Reading as BrailleReading;
use crate::sync::compare::{ClockReading, Rules};
use crate::sync::decision::{Blind, Decision, Ground};
use crate::sync::letters::{Asked, How, ReadSheet, read_sheet};
use crate::sync::scoresheet::{ScoresheetError, Sheet};
use crate::sync::three::{ThreeWay, compare_three};
use crate::ui::console::Console;
use crate::ui::text::Texts;
use shakmaty::{Board, Color, Position};
use std::path::{Path, PathBuf};

/// Why a record, a score sheet or a decision could not be used.
#[derive(Debug, thiserror::Error)]
pub enum DecisionError {
    /// A file could not be read.
    #[error("cannot read the {what} {path}: {source}")]
    Read {
        /// Which file: the record or the scoresheet.
        what: &'static str,
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A score sheet or PGN record could not be read.
    #[error("{what} {path}: {source}")]
    Sheet {
        /// Which file: the record or the scoresheet.
        what: &'static str,
        /// The file (empty when typed).
        path: PathBuf,
        /// Why.
        source: ScoresheetError,
    },
    /// The journal could not be read or written.
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// The journal's header describes no game.
    #[error("record {path}: {source}")]
    Header {
        /// The journal.
        path: PathBuf,
        /// Why.
        source: HeaderError,
    },
}

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

impl RecordNote {
    /// The note in the console's words.
    pub fn text(&self, console: Console) -> String {
        match self {
            RecordNote::Damaged(d) => super::errors::journal_damage(d, console),
            RecordNote::OpenElsewhere { path, pid } => {
                super::errors::journal_in_use(path, *pid, console)
            }
            RecordNote::PegsDiffer(holes) => {
                console.text("console-note-pegs-differ", &[("holes", (*holes).into())])
            }
            RecordNote::MoveUnderWay => console.text("console-note-move-under-way", &[]),
        }
    }
}

/// The record as a session holds it (live, or rebuilt from a journal).
pub fn from_session(session: &Session, path: &Path, rules: Rules) -> LoadedRecord {
    let mut notes = Vec::new();
    let peg = match session.reading() {
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

/// Whether a sheet file is PGN, by its name (`.pgn`, in any case).
pub fn is_pgn(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
}

/// Reads the sighted player's score sheet file, from the record's start unless it has a FEN tag, in the
/// letters it was written in ([`read_sheet`]: the `edition`'s when named, else a `.pgn` file's English SAN
/// unless only the edition's letters read it); a title before the moves is passed over.
pub fn load_sheet(
    path: &Path,
    (edition, named): (Language, bool),
    record: &Sheet,
) -> Result<ReadSheet, DecisionError> {
    let text = std::fs::read_to_string(path).map_err(|source| DecisionError::Read {
        what: "score sheet",
        path: path.to_path_buf(),
        source,
    })?;
    let asked = Asked {
        edition,
        named,
        pgn: is_pgn(path),
    };
    read_sheet(&text, asked, record.start()).map_err(|source| DecisionError::Sheet {
        what: "score sheet",
        path: path.to_path_buf(),
        source,
    })
}

/// Reads the sighted player's score sheet file with the `edition` as the player's (none named): the moves of
/// [`load_sheet`].
pub fn load_scoresheet(
    path: &Path,
    edition: Language,
    record: &Sheet,
) -> Result<Sheet, DecisionError> {
    load_sheet(path, (edition, false), record).map(|r| r.sheet)
}

/// Reads a typed score sheet (PGN movetext in the `edition`'s letters), from the record's start unless
/// it has a FEN tag; a title before the moves is passed over.
pub fn read_scoresheet(
    text: &str,
    edition: Language,
    record: &Sheet,
) -> Result<Sheet, DecisionError> {
    let asked = Asked {
        edition,
        named: true,
        pgn: false,
    };
    read_sheet(text, asked, record.start())
        .map(|r| r.sheet)
        .map_err(|source| DecisionError::Sheet {
            what: "score sheet",
            path: PathBuf::new(),
            source,
        })
}

/// A sheet typed at the console, move by move, in the `edition`'s letters.
pub fn typed_sheet(sheet: Sheet, edition: Language) -> ReadSheet {
    ReadSheet {
        sheet,
        letters: edition,
        how: How::Named,
        skipped: Vec::new(),
        not_ruled: None,
    }
}

/// The decision as session commands: the record retraced to the half-moves that stand, and the clocks set to
/// their readings at the point. The console appends them to a closed game's journal; the window sends them
/// into the live game, whose loop journals them.
pub fn decision_commands(d: &Decision) -> Vec<Command> {
    let mut commands = vec![Command::Restore(d.record_keeps)];
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
/// retraced, or the sheets differ and the clocks are readjusted.
pub fn applies(d: &Decision, record_len: usize) -> bool {
    d.record_keeps < record_len || d.ground == Ground::Differ
}

/// The blind player's sheet read, and the three sheets decided.
#[derive(Debug, Clone)]
pub struct Three {
    /// The Braille sheet as read from its file.
    pub loaded: LoadedBlind,
    /// The decision with all three.
    pub three: ThreeWay,
}

/// Reads the blind player's sheet at `path` (`None`: no sheet) from the record's start, takes it as evidence
/// beside the record and the sighted player's sheet (a move read two ways, or fitting several moves, read as
/// the other sheets' where that is one of them), and decides with the boards as `observed`.
pub fn decide_three(
    path: Option<&Path>,
    reading: BrailleReading,
    (record, sighted): (&LoadedRecord, &Sheet),
    observed: &crate::sync::Observed,
) -> Result<Option<Three>, blind_file::BlindSheetError> {
    let Some(path) = path else {
        return Ok(None);
    };
    let mut loaded = blind_file::load(path, record.sheet.start(), reading)?;
    let evidence = blind_file::as_evidence(&loaded.blind, [&record.sheet, sighted]);
    let blind = Blind {
        sheet: &evidence.sheet,
        gap: evidence.gap,
    };
    let three = compare_three([&record.sheet, sighted], blind, observed, &record.rules);
    // The report renders the reading the decision took: its moves, its lines' notes.
    loaded.blind = evidence.read;
    Ok(Some(Three { loaded, three }))
}

/// The three-sheet part of the arbiter's report, a line each ended, moves in the `edition`'s letters; the
/// `illegal` entries of the typed sheets are named in the decision's sentence.
pub fn three_text(
    t: &Three,
    reading: BrailleReading,
    illegal: &[crate::sync::compare::Illegal],
    edition: Language,
    texts: &Texts,
) -> String {
    let heading = crate::ui::report::blind_heading(&t.loaded, reading, texts);
    let lines = crate::ui::report::three(
        &t.three,
        illegal,
        (&heading, &t.loaded.blind.problems),
        edition,
        texts,
    );
    lines.iter().map(|l| l.console() + "\n").collect()
}

/// The three-sheet part of the arbiter's report, a line each, and the decision it renders, moves in the Braille
/// sheet's letters (the window's panel): [`decide_three`] and [`three_text`]; `None` without a sheet.
pub fn three_sheet(
    path: Option<&Path>,
    reading: BrailleReading,
    sheets: (&LoadedRecord, &Sheet),
    c: &crate::sync::Comparison,
    observed: &crate::sync::Observed,
    texts: &Texts,
) -> Result<Option<(String, ThreeWay)>, Box<dyn std::error::Error + Send + Sync>> {
    let Some(t) = decide_three(path, reading, sheets, observed)? else {
        return Ok(None);
    };
    let text = three_text(&t, reading, &c.illegal, reading.notation, texts);
    Ok(Some((text, t.three)))
}
