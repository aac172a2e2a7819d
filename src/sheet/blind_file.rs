//! The blind player's own score sheet in Braille, read from its file (D.2.7, D.2.9): the encoding found
//! (`cells`), every line (a Perkins erasure's full cells dropped) back-translated by liblouis (`louis`) with
//! the language's literary table, its contracted table where liblouis has one, and the compact code's (one
//! run of `lou_translate` each, for any number of sheets), the lines read into moves (`read`), and the sheet
//! as evidence for the arbiter's decision: how far it was read. The console and the window both read here.

use super::braille::{self, Encoding};
use super::cells::{self, CellLine};
use super::contracted;
use super::louis::{LouisError, lou_translate, move_tables, table_installed};
use super::read::{BackLine, BlindSheet, Problem, Reading, read, read_taking};
use super::slips::erase;
use crate::config::BrailleCode;
use crate::sync::decision::Gap;
use shakmaty::Chess;
use std::path::{Path, PathBuf};

/// The largest Braille file read (a game's sheet is a few kilobytes).
pub const MAX_BYTES: u64 = 4 * 1024 * 1024;

/// Why the blind player's sheet cannot be read at all (a line that does not read is not an error: it is
/// reported with the sheet).
#[derive(Debug, thiserror::Error)]
pub enum BlindSheetError {
    /// The file cannot be read.
    #[error("cannot read the blind player's score sheet {}: {source}", .path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Neither a `.brf` file nor Unicode Braille.
    #[error(
        "{} is not Braille: name a BRF file (.brf) or a text of Unicode Braille patterns",
        .0.display()
    )]
    NotBraille(PathBuf),
    /// Larger than any score sheet.
    #[error("{} has {bytes} bytes, more than the {MAX_BYTES} a score sheet may have", .path.display())]
    TooBig {
        /// The file.
        path: PathBuf,
        /// Its size.
        bytes: u64,
    },
    /// liblouis is missing or failed.
    #[error(transparent)]
    Louis(#[from] LouisError),
}

/// A Braille sheet read from a file.
#[derive(Debug, Clone)]
pub struct LoadedBlind {
    /// The file.
    pub path: PathBuf,
    /// BRF or Unicode Braille.
    pub encoding: Encoding,
    /// What was read.
    pub blind: BlindSheet,
}

/// Reads the blind player's sheet from `path`, from the record's start.
pub fn load(path: &Path, start: &Chess, reading: Reading) -> Result<LoadedBlind, BlindSheetError> {
    let read_error = |source| BlindSheetError::Read {
        path: path.to_path_buf(),
        source,
    };
    let size = std::fs::metadata(path).map_err(read_error)?.len();
    if size > MAX_BYTES {
        return Err(BlindSheetError::TooBig {
            path: path.to_path_buf(),
            bytes: size,
        });
    }
    let bytes = std::fs::read(path).map_err(read_error)?;
    let encoding =
        cells::detect(path, &bytes).ok_or_else(|| BlindSheetError::NotBraille(path.into()))?;
    let blind = read_sheets(&[(bytes.as_slice(), start)], encoding, reading)?
        .pop()
        .ok_or_else(|| BlindSheetError::NotBraille(path.into()))?;
    Ok(LoadedBlind {
        path: path.to_path_buf(),
        encoding,
        blind,
    })
}

/// Reads Braille sheets of one encoding, each from its start: all their lines back-translated in one run
/// of liblouis per table.
pub fn read_sheets(
    files: &[(&[u8], &Chess)],
    encoding: Encoding,
    reading: Reading,
) -> Result<Vec<BlindSheet>, LouisError> {
    let sheets: Vec<Vec<CellLine>> = files
        .iter()
        .map(|(b, _)| cells::lines(b, encoding))
        .collect();
    // Only lines of cells with something on them go to liblouis, a Perkins erasure's full cells dropped;
    // the rest come back empty.
    let erased = |c: &String| erase(c, reading.language);
    let wanted: Vec<String> = sheets
        .iter()
        .flatten()
        .filter_map(|l| l.cells.as_ref().ok())
        .map(erased)
        .filter(|c| !is_blank(c))
        .collect();
    let literary = move_tables(encoding, reading.language, BrailleCode::Literary)?;
    let compact = move_tables(encoding, reading.language, BrailleCode::Compact)?;
    let mut literary = lou_translate(&literary, &wanted, true)?.into_iter();
    let mut compact = lou_translate(&compact, &wanted, true)?.into_iter();
    // The contracted table, where liblouis has one for the language: a hand may write its moves with it.
    let contracted_table = Some(braille::table(reading.language, true))
        .filter(|t| *t != braille::table(reading.language, false) && table_installed(t));
    let mut contracted = match contracted_table {
        Some(table) => {
            let list = format!("{},{table}", encoding.display_table());
            lou_translate(&list, &wanted, true)?
        }
        None => Vec::new(),
    }
    .into_iter();
    let mut backs: Vec<Vec<BackLine>> = sheets
        .into_iter()
        .map(|lines| {
            lines
                .into_iter()
                .map(|l| {
                    let translated = l.cells.as_ref().is_ok_and(|c| !is_blank(&erased(c)));
                    let next = |it: &mut std::vec::IntoIter<String>| match translated {
                        true => it.next().unwrap_or_default(),
                        false => String::new(),
                    };
                    BackLine {
                        literary: next(&mut literary),
                        contracted: next(&mut contracted),
                        compact: next(&mut compact),
                        number: l.number,
                        cells: l.cells,
                        indented: l.indented,
                    }
                })
                .collect()
        })
        .collect();
    let mut blinds: Vec<BlindSheet> = backs
        .iter()
        .zip(files)
        .map(|(back, (_, start))| read(back, start, reading))
        .collect();
    if let Some(table) = contracted_table {
        let list = format!("{},{table}", encoding.display_table());
        // Each round reads one more contracted move of each stopped sheet, and reads again only the sheets
        // it changed; a round that changes none ends, and no sheet has more moves than lines.
        let rounds = backs.iter().map(Vec::len).sum::<usize>();
        for _ in 0..rounds {
            let changed = reread_contracted(&mut backs, &blinds, &list, encoding, reading)?;
            if changed.is_empty() {
                break;
            }
            for k in changed {
                blinds[k] = read(&backs[k], files[k].1, reading);
            }
        }
    }
    Ok(blinds)
}

/// Rewrites the stopped lines of each sheet whose words are legal moves written with the contracted
/// table ([`contracted`]); the sheets changed.
fn reread_contracted(
    backs: &mut [Vec<BackLine>],
    blinds: &[BlindSheet],
    list: &str,
    encoding: Encoding,
    reading: Reading,
) -> Result<Vec<usize>, LouisError> {
    let stops: Vec<(usize, contracted::Stopped, Vec<String>)> = blinds
        .iter()
        .zip(backs.iter())
        .enumerate()
        .filter_map(|(k, (blind, back))| {
            let stop = contracted::stopped(blind, back)?;
            let prints = contracted::writings(&stop.position, reading.notation);
            Some((k, stop, prints))
        })
        .collect();
    let prints: Vec<String> = stops.iter().flat_map(|(_, _, p)| p.clone()).collect();
    if prints.is_empty() {
        return Ok(Vec::new());
    }
    let mut cells = lou_translate(list, &prints, false)?.into_iter();
    let mut changed = Vec::new();
    for (k, stop, prints) in stops {
        let written: Vec<String> = cells.by_ref().take(prints.len()).collect();
        let moves = contracted::by_cells(&prints, &written, encoding);
        for i in stop.lines {
            let line = &mut backs[k][i];
            if let Some(text) = contracted::rewritten(line, &moves, encoding, reading.language) {
                line.contracted = text;
                if changed.last() != Some(&k) {
                    changed.push(k);
                }
            }
        }
    }
    Ok(changed)
}

fn is_blank(cells: &str) -> bool {
    cells.chars().all(|c| c == ' ' || c == '\u{2800}')
}

/// How the settings, or the arbiter's `--braille-language`, say a Braille sheet is read.
pub fn reading(
    settings: &crate::config::Settings,
    language: Option<crate::notation::Language>,
) -> Reading {
    Reading {
        language: language.unwrap_or(settings.locale),
        notation: language.unwrap_or(settings.notation),
        code: settings.braille_code,
    }
}

/// Where the reading of a Braille sheet stopped before its end: the first line that ended it (a move missing
/// before it, or one that did not read as a legal move), with the half-moves read before it. A sheet with
/// no move read is silent from its first line that did not read.
pub fn gap(blind: &BlindSheet) -> Option<Gap> {
    let stopped = blind.problems.iter().find(|p| {
        matches!(
            p.problem,
            Problem::Missing { .. } | Problem::Illegible { .. } | Problem::Illegal { .. }
        )
    });
    let first = blind
        .problems
        .first()
        .filter(|_| blind.sheet.moves().is_empty());
    stopped.or(first).map(|p| Gap {
        line: p.line,
        read: blind.sheet.moves().len(),
        two_ways: false,
    })
}

/// The blind player's sheet as the comparison takes it.
#[derive(Debug, Clone)]
pub struct Evidence {
    /// The reading the report renders: the sheet read again with each move read two ways (or fitting several
    /// moves) taken as the other sheets' where that is one of its readings.
    pub read: BlindSheet,
    /// Its moves as evidence, a move that fits several legal moves, none the other sheets', kept as a written
    /// entry at its end.
    pub sheet: crate::sync::Sheet,
    /// Where it stops being read, or the first line read as the other sheets' move, named for the arbiter.
    pub gap: Option<Gap>,
}

/// The blind sheet as evidence, and where it stops being read: where its first difference from the other
/// sheets is a move it read two ways (a capital sign left out), or the move where its reading stopped fits
/// several legal moves, and one of its readings is the move another sheet has there, the sheet is not read as
/// differing: it is read again with that reading taken, and the first such line is named for the arbiter to
/// read with the player. A move that fits several legal moves, none of them another sheet's, is a difference:
/// it ends the evidence as a written entry, not silence. Otherwise the sheet as read, with its [`gap`].
pub fn as_evidence(blind: &BlindSheet, others: [&crate::sync::Sheet; 2]) -> Evidence {
    let mut taken: Vec<(usize, shakmaty::Move)> = Vec::new();
    let mut named: Option<Gap> = None;
    let mut current = blind.clone();
    // Each reading again takes one more move another way; no sheet has more of them than its lines.
    let most = blind.alternatives.len() + blind.lines.len();
    while let Some((ply, line, other)) =
        meant(&current, others).or_else(|| fits_several(&current, others))
    {
        if taken.iter().any(|(p, _)| *p == ply) || taken.len() > most {
            break;
        }
        taken.push((ply, other));
        named.get_or_insert(Gap {
            line,
            read: ply,
            two_ways: true,
        });
        let start = blind.sheet.start();
        current = read_taking(&blind.lines, start, blind.reading, &taken);
    }
    let mut sheet = current.sheet.clone();
    let gap = match several(&current) {
        Some((at, written, problem)) => {
            sheet.mark_illegal(written.clone(), problem.clone());
            if let crate::notation::NotationError::Ambiguous { candidates, .. } = problem {
                let count = candidates.len();
                current.problems[at].problem = Problem::FitsSeveral { written, count };
            }
            named
        }
        None => named.or_else(|| gap(&current)),
    };
    Evidence {
        read: current,
        sheet,
        gap,
    }
}

/// The move where the reading stopped, when it fits several legal moves: its problem's index, the move as
/// written, and why.
fn several(blind: &BlindSheet) -> Option<(usize, String, crate::notation::NotationError)> {
    use crate::notation::NotationError;
    let at = blind.problems.iter().position(|p| {
        matches!(
            p.problem,
            Problem::Missing { .. } | Problem::Illegible { .. } | Problem::Illegal { .. }
        )
    })?;
    match &blind.problems[at].problem {
        Problem::Illegible {
            written,
            problem: problem @ NotationError::Ambiguous { .. },
        } => Some((at, written.clone(), problem.clone())),
        _ => None,
    }
}

/// Where the reading stopped at a move that fits several legal moves, one of them the move another sheet
/// has there: the half-move, the line, and that move.
fn fits_several(
    blind: &BlindSheet,
    others: [&crate::sync::Sheet; 2],
) -> Option<(usize, usize, shakmaty::Move)> {
    let (at, _, problem) = several(blind)?;
    let crate::notation::NotationError::Ambiguous { candidates, .. } = problem else {
        return None;
    };
    let ply = blind.sheet.moves().len();
    let meant = candidates.iter().find(|c| {
        others
            .iter()
            .any(|o| o.moves().get(ply).is_some_and(|m| m.mv == **c))
    })?;
    Some((ply, blind.problems[at].line, *meant))
}

/// Where the sheet first differs from the other two at a move it read two ways whose other reading is
/// another sheet's move there: the half-move, the line, and that other reading.
fn meant(
    blind: &BlindSheet,
    others: [&crate::sync::Sheet; 2],
) -> Option<(usize, usize, shakmaty::Move)> {
    let moves = blind.sheet.moves();
    let differs = |other: &crate::sync::Sheet| {
        moves
            .iter()
            .zip(other.moves())
            .position(|(a, b)| a.mv != b.mv)
    };
    let ply = others.iter().filter_map(|o| differs(o)).min()?;
    let two_ways = blind
        .problems
        .iter()
        .filter(|p| matches!(p.problem, Problem::TwoWays { .. }));
    blind
        .alternatives
        .iter()
        .zip(two_ways)
        .find(|(a, _)| {
            a.ply == ply
                && others
                    .iter()
                    .any(|o| o.moves().get(ply).is_some_and(|m| m.mv == a.other))
        })
        .map(|(a, line)| (ply, line.line, a.other))
}
