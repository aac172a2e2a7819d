//! The three-sheet part of the arbiter's report (the blind player's Braille sheet beside the other two), as the
//! console prints it and the window's panel shows it.

use crate::notation::Language;
use crate::ruling::{LoadedRecord, Three, decide_three};
use crate::sheet::blind_file;
use crate::sheet::read::Reading as BrailleReading;
use crate::sync::scoresheet::Sheet;
use crate::sync::three::ThreeWay;
use crate::ui::report::Line;
use crate::ui::text::Texts;
use std::path::Path;

/// The three-sheet part of the arbiter's report, its lines, moves in the `edition`'s letters; the `illegal`
/// entries of the typed sheets are named in the decision's sentence.
pub fn three_lines(
    t: &Three,
    reading: BrailleReading,
    illegal: &[crate::sync::compare::Illegal],
    edition: Language,
    texts: &Texts,
) -> Vec<Line> {
    let heading = crate::ui::report::blind_heading(&t.loaded, reading, texts);
    crate::ui::report::three(
        &t.three,
        illegal,
        (&heading, &t.loaded.blind.problems),
        edition,
        texts,
    )
}

/// The three-sheet part of the arbiter's report as the console prints it, a line each ended:
/// [`three_lines`].
pub fn three_text(
    t: &Three,
    reading: BrailleReading,
    illegal: &[crate::sync::compare::Illegal],
    edition: Language,
    texts: &Texts,
) -> String {
    three_lines(t, reading, illegal, edition, texts)
        .iter()
        .map(|l| l.console() + "\n")
        .collect()
}

/// The three-sheet part of the arbiter's report and the decision it renders, moves in the Braille sheet's
/// letters (the window's panel): [`decide_three`] and [`three_lines`]; `None` without a sheet.
pub fn three_sheet(
    path: Option<&Path>,
    reading: BrailleReading,
    sheets: (&LoadedRecord, &Sheet),
    c: &crate::sync::Comparison,
    observed: &crate::sync::Observed,
    texts: &Texts,
) -> Result<Option<(Vec<Line>, ThreeWay)>, blind_file::BlindSheetError> {
    let Some(t) = decide_three(path, reading, sheets, observed)? else {
        return Ok(None);
    };
    let lines = three_lines(&t, reading, &c.illegal, reading.notation, texts);
    Ok(Some((lines, t.three)))
}
