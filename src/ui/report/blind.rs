//! The blind player's sheet in the arbiter's report (D.2.7, D.2.9): read from Braille, its heading (its file
//! and how it was read), its lines that did not read as moves, how far it was read, its entry at the decision's
//! split and how the players' sheets stand. The decision over all three sheets is the report's one decision.

use super::{Key, Line};
use crate::config::BrailleCode;
use crate::ruling::Third;
use crate::sheet::blind_file::LoadedBlind;
use crate::sheet::braille::Encoding;
use crate::sheet::cells::{CellProblem, MAX_CELLS, MAX_LINES};
use crate::sheet::read::{LineProblem, Problem, Reading};
use crate::sheet::slips::visible;
use crate::sync::compare::SheetEntry;
use crate::sync::decision::{Decision, Verdict, Witness};
use crate::sync::scoresheet::Sheet;
use crate::ui::text::{Arg, Texts};

/// The blind player's sheet as the report shows it: its heading (its file and how it was read), the lines that
/// did not read as moves, and its moves as the decision took them.
#[derive(Debug, Clone)]
pub struct BlindPart<'a> {
    /// The heading, in the report's language.
    pub heading: String,
    /// The lines that did not read as moves (or read with a note).
    pub problems: &'a [LineProblem],
    /// Its moves as the decision took them.
    pub sheet: &'a Sheet,
}

impl<'a> BlindPart<'a> {
    /// The sheet `third`, read with `reading`, in the `texts`' language.
    pub fn of(third: &'a Third, reading: Reading, texts: &Texts) -> BlindPart<'a> {
        BlindPart {
            heading: heading(&third.loaded, reading, texts),
            problems: &third.loaded.blind.problems,
            sheet: &third.sheet,
        }
    }
}

/// The blind player's sheet's lines of the report, every count and verdict rendered from the one decision
/// `d`: its heading, its lines that did not read as moves, how far it was read, its entry at the decision's
/// split, and the players' sheets as the decision counts them (silence is not difference).
pub fn facts(
    part: &BlindPart<'_>,
    d: &Decision,
    edition: crate::notation::Language,
    texts: &Texts,
) -> Vec<Line> {
    let blind = part.sheet;
    let mut lines = vec![Line::Finding(Key::BlindSheet, part.heading.clone())];
    lines.extend(
        part.problems
            .iter()
            .map(|p| Line::Finding(Key::BlindLine, line_problem(p, texts))),
    );
    lines.push(Line::Finding(
        Key::BlindReadThrough,
        blind.moves().len().to_string(),
    ));
    let next = SheetEntry::entry(blind, d.agreed).map_or_else(
        || match d.silent_after(Witness::Blind) {
            Some(_) => texts.get("window-report-blind-none-before"),
            None => texts.get("window-report-blind-none"),
        },
        |e| super::entry(&e, edition),
    );
    lines.push(Line::Finding(Key::BlindNext, next));
    let agree = match d.verdict {
        Verdict::Agree => "yes",
        Verdict::AsFarAsTheyGo => "ends",
        Verdict::Differ => "no",
    };
    // Where the blind sheet is silent before the point, the record speaks for it, and the line says so.
    let id = match d.silent_after(Witness::Blind) {
        Some(_) => "window-report-players-witness",
        None => "window-report-players",
    };
    let args = [("ply", d.agreed.into()), ("agree", agree.into())];
    lines.push(Line::Finding(
        Key::PlayersAgreeThrough,
        texts.with(id, &args),
    ));
    lines
}

/// A line of the blind player's sheet that does not read as moves (or reads with a note), in the report's
/// language: where it is, its cells (the blank cell as a space), what liblouis read in it, and why; nothing
/// that would not show is quoted as it is (see [`visible`]).
pub fn line_problem(p: &LineProblem, texts: &Texts) -> String {
    let mut args = vec![
        ("line", Arg::from(p.line)),
        ("cells", visible(p.cells.trim_end()).into()),
        ("problem", why(&p.problem, texts).into()),
    ];
    let read = visible(p.read.trim());
    if read.is_empty() {
        return texts.with("arbiter-blind-line-unread", &args);
    }
    args.push(("read", read.into()));
    texts.with("arbiter-blind-line", &args)
}

/// Why a line does not read as moves.
fn why(p: &Problem, texts: &Texts) -> String {
    match p {
        Problem::NotBraille(cells) => {
            let why = not_braille(cells, texts);
            texts.with("arbiter-blind-not-braille", &[("why", why.into())])
        }
        Problem::Noise => texts.get("arbiter-blind-noise"),
        Problem::WrongNumber { written, expected } => texts.with(
            "arbiter-blind-wrong-number",
            &[
                ("written", (*written).into()),
                ("expected", expected.number.into()),
            ],
        ),
        Problem::Missing {
            expected,
            written,
            side: written_side,
        } => texts.with(
            "arbiter-blind-missing",
            &[
                ("expected", expected.number.into()),
                ("side", Texts::side(expected.side)),
                ("written", (*written).into()),
                ("written-side", Texts::side(*written_side)),
            ],
        ),
        Problem::TwoWays {
            written,
            taken,
            other,
        } => texts.with(
            "arbiter-blind-two-ways",
            &[
                ("written", visible(written).into()),
                ("taken", taken.clone().into()),
                ("other", other.clone().into()),
            ],
        ),
        Problem::Illegible { written, problem } => texts.with(
            "arbiter-blind-illegible",
            &[
                ("written", visible(written).into()),
                ("problem", visible(&super::problem(problem, texts)).into()),
            ],
        ),
        Problem::FitsSeveral { written, count } => texts.with(
            "arbiter-blind-fits-several",
            &[
                ("written", visible(written).into()),
                ("count", (*count).into()),
            ],
        ),
        Problem::Illegal { written, problem } => texts.with(
            "arbiter-blind-illegal",
            &[
                ("written", visible(written).into()),
                ("problem", visible(&super::problem(problem, texts)).into()),
            ],
        ),
    }
}

/// Why a line holds something other than Braille cells.
fn not_braille(p: &CellProblem, texts: &Texts) -> String {
    match p {
        CellProblem::NotACell { column, found } => texts.with(
            "arbiter-blind-not-a-cell",
            &[
                ("column", (*column).into()),
                ("found", found.clone().into()),
            ],
        ),
        CellProblem::NotUtf8 => texts.get("arbiter-blind-not-utf8"),
        CellProblem::TooLong { cells } => texts.with(
            "arbiter-blind-too-long",
            &[
                ("cells", (*cells).into()),
                ("most", MAX_CELLS.to_string().into()),
            ],
        ),
        CellProblem::TooManyLines => texts.with(
            "arbiter-blind-too-many-lines",
            &[("most", MAX_LINES.to_string().into())],
        ),
    }
}

/// One line saying what was read of the blind player's sheet, in the report's language: the file, the
/// encoding, the code and table, the moves.
pub fn heading(loaded: &LoadedBlind, reading: Reading, texts: &Texts) -> String {
    let encoding = match loaded.encoding {
        Encoding::Brf => "brf",
        Encoding::Unicode => "unicode",
    };
    let code = match loaded.blind.code {
        Some(BrailleCode::Compact) => "compact",
        Some(BrailleCode::Literary) => "literary",
        None => "none",
    };
    let args = [
        ("path", Arg::from(loaded.path.display().to_string())),
        ("encoding", encoding.into()),
        ("code", code.into()),
        ("table", reading.language.to_string().into()),
        ("read", loaded.blind.sheet.moves().len().into()),
        ("unread", loaded.blind.unread.into()),
    ];
    texts.with("arbiter-blind-heading", &args)
}
