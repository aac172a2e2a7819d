//! The blind player's own Braille sheet as the third sheet: read from its file, taken as evidence beside the
//! record and the sighted player's sheet, and the three decided.

use super::LoadedRecord;
use crate::sheet::blind_file::{self, LoadedBlind};
use crate::sheet::read::Reading as BrailleReading;
use crate::sync::decision::Blind;
use crate::sync::scoresheet::Sheet;
use crate::sync::three::{ThreeWay, compare_three};
use std::path::Path;

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
