//! The three-sheet part of the arbiter's report (D.2.7, D.2.9): the blind player's own sheet, read from Braille,
//! against the record and the sighted player's sheet, where all three agree, and the decision.

use super::{Key, Line, step};
use crate::config::BrailleCode;
use crate::notation::{Language, format_san};
use crate::sheet::blind_file::LoadedBlind;
use crate::sheet::braille::Encoding;
use crate::sheet::cells::{CellProblem, MAX_CELLS, MAX_LINES};
use crate::sheet::read::{LineProblem, Problem, Reading};
use crate::sheet::slips::visible;
use crate::sync::compare::Illegal;
use crate::sync::scoresheet::{MoveNumber, Sheet};
use crate::sync::three::ThreeWay;
use crate::ui::text::{Arg, Texts};

/// A half-move of a sheet as the report writes it (`12... Nf6`), or `None` past its end.
fn sheet_entry(sheet: &Sheet, ply: usize, edition: Language) -> Option<String> {
    let written = sheet.moves().get(ply)?;
    let text = sheet
        .san(ply)
        .map_or_else(|| written.written.clone(), |san| format_san(edition, san));
    Some(format!("{} {text}", MoveNumber::of(sheet.start(), ply)))
}

/// The three-sheet part of the report (D.2.7, D.2.9), after the two-sheet report: the blind player's sheet
/// (its heading: its file and how it was read; and its lines that did not read as moves) against the record and the
/// sighted player's sheet, where all three agree, and the one decision: its position, each board's corrections
/// to it (the observed boards, else each taken to show its own sheet's last position), and its sentence, which
/// also names the typed sheets' `illegal` entries.
pub fn three(
    t: &ThreeWay,
    (blind, illegal): (&Sheet, &[Illegal]),
    (heading, problems): (&str, &[LineProblem]),
    edition: Language,
    texts: &Texts,
) -> Vec<Line> {
    let mut lines = vec![Line::Finding(Key::BlindSheet, heading.to_string())];
    lines.extend(
        problems
            .iter()
            .map(|p| Line::Finding(Key::BlindLine, line_problem(p, texts))),
    );
    let split = t.record_blind.agree_through;
    lines.push(Line::Finding(
        Key::BlindAgreeThrough,
        texts.with(
            "window-report-blind-agree-through",
            &[("ply", split.into())],
        ),
    ));
    let next = sheet_entry(blind, split, edition).or_else(|| {
        blind
            .illegal()
            .filter(|i| i.ply == split)
            .map(|i| format!("{} {}", blind.next_number(), i.written))
    });
    let next = next.unwrap_or_else(|| texts.get("window-report-blind-none"));
    lines.push(Line::Finding(Key::BlindNext, next));
    // The players' sheets agree, or one is silent where the other goes on (it ended, or was not read
    // further), or they differ at a half-move both wrote.
    let p = &t.players;
    let silent = p.scoresheet_next.is_none() || p.record_next.is_none();
    let agree = match (p.sheets_agree, silent) {
        (true, _) => "yes",
        (false, true) => "ends",
        (false, false) => "no",
    };
    let agree = Arg::Text(agree.to_string());
    lines.push(Line::Finding(
        Key::PlayersAgreeThrough,
        texts.with(
            "window-report-players",
            &[("ply", t.players.agree_through.into()), ("agree", agree)],
        ),
    ));
    lines.push(Line::Finding(
        Key::AllAgreeThrough,
        t.all_agree_through.to_string(),
    ));
    // Everything below renders the one decision: its point, position, corrections and sentence.
    let d = &t.decision;
    lines.extend(super::decided_position(
        d,
        edition,
        texts,
        [Key::AllPosition, Key::AllFen],
    ));
    for (key, fix) in [
        (Key::AllPegBoard, &d.peg_board),
        (Key::AllSightedBoard, &d.sighted_board),
    ] {
        let count = texts.with(
            "window-report-corrections",
            &[("count", fix.steps.len().into())],
        );
        lines.push(Line::Finding(key, count));
        lines.extend(fix.steps.iter().map(|s| Line::Detail(step(s, texts))));
    }
    let decision = super::decision::text(d, illegal, edition, texts);
    lines.push(Line::Finding(Key::AllDecision, decision));
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
