//! The blind player's own Braille sheet as the third sheet: read from its file and taken as evidence beside
//! the record and the sighted player's sheet, for the one decision over all three.

use super::LoadedRecord;
use crate::sheet::blind_file::{self, LoadedBlind};
use crate::sheet::read::Reading as BrailleReading;
use crate::sync::compare::{Comparison, DifferentStart, Observed, compare};
use crate::sync::decision::{Blind, Gap};
use crate::sync::scoresheet::Sheet;
use std::path::Path;

/// The blind player's sheet, read from its file and taken as evidence.
#[derive(Debug, Clone)]
pub struct Third {
    /// The Braille sheet as the decision read it (its moves, its lines' notes).
    pub loaded: LoadedBlind,
    /// Its moves as evidence: as far as it was read, a move read two ways taken as the other sheets' where
    /// that is one of its readings.
    pub sheet: Sheet,
    /// Where its reading stopped before its end, if it did.
    pub gap: Option<Gap>,
}

impl Third {
    /// The sheet as the decision takes it.
    pub fn blind(&self) -> Blind<'_> {
        Blind {
            sheet: &self.sheet,
            gap: self.gap,
        }
    }
}

/// Reads the blind player's sheet at `path` (`None`: no sheet) from the record's start and takes it as
/// evidence beside the record and the sighted player's sheet (a move read two ways, or fitting several
/// moves, read as the other sheets' where that is one of them).
pub fn read_third(
    path: Option<&Path>,
    reading: BrailleReading,
    record: &LoadedRecord,
    sighted: &Sheet,
) -> Result<Option<Third>, blind_file::BlindSheetError> {
    let Some(path) = path else {
        return Ok(None);
    };
    let mut loaded = blind_file::load(path, record.sheet.start(), reading)?;
    let evidence = blind_file::as_evidence(&loaded.blind, [&record.sheet, sighted]);
    // The report renders the reading the decision took: its moves, its lines' notes.
    loaded.blind = evidence.read;
    Ok(Some(Third {
        loaded,
        sheet: evidence.sheet,
        gap: evidence.gap,
    }))
}

/// The one decision over the record, the sighted player's sheet and, when read, the blind player's
/// (`third`), with the boards as `observed`.
pub fn decide(
    record: &LoadedRecord,
    sighted: &Sheet,
    third: Option<&Third>,
    observed: &Observed,
) -> Result<Comparison, DifferentStart> {
    let blind = third.map(Third::blind);
    compare(&record.sheet, sighted, blind, observed, &record.rules)
}
