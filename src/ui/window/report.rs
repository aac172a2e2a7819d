//! The arbiter's report (D.2.9) in the window's language: the comparison `pegchess arbiter` prints in
//! English, drawn from the same [`Comparison`] through `window.ftl`, with moves in the notation's letters.
//! Also the fixes of the sighted board the window shows.

use super::errors::problem;
use super::text::{Arg, Texts};
use crate::clock::format_hms;
use crate::inference::agreement::Fix;
use crate::phonetic::{Language, format_san};
use crate::sync::compare::{
    Basis, BoardFix, ClockReading, Clocks, Comparison, Illegal, SheetEntry, Which,
};
use shakmaty::fen::Fen;
use shakmaty::{Board, EnPassantMode, File, Position, Rank, Role, Square};
use std::time::Duration;

/// A half-move as the report writes it: `12. Hf3` (the entry as written when it is no legal move).
pub fn entry(e: &SheetEntry, edition: Language) -> String {
    let text = e
        .san
        .map_or_else(|| e.written.clone(), |san| format_san(edition, san));
    format!("{} {text}", e.number)
}

/// The report of a comparison, one line per finding, in the window's language.
pub fn report(c: &Comparison, edition: Language, texts: &Texts) -> Vec<String> {
    let label = |e: &SheetEntry| entry(e, edition);
    let mut lines = vec![if c.sheets_agree {
        texts.get("window-report-sheets-agree")
    } else {
        texts.with(
            "window-report-agree-through",
            &[("ply", c.agree_through.into())],
        )
    }];
    let side = Texts::side(c.agreed.turn());
    lines.push(match &c.last_agreed {
        Some(e) => texts.with(
            "window-report-position-after",
            &[("move", label(e).into()), ("side", side)],
        ),
        None => texts.with("window-report-position-start", &[("side", side)]),
    });
    let fen = Fen::from_position(&c.agreed, EnPassantMode::Legal).to_string();
    lines.push(texts.with("window-report-fen", &[("fen", fen.into())]));
    lines.extend(diagram(c.agreed.board(), texts));
    for (which, next) in [
        (Which::Record, &c.record_next),
        (Which::Scoresheet, &c.scoresheet_next),
    ] {
        let sheet = sheet_arg(which);
        lines.push(match next {
            Some(e) => texts.with(
                "window-report-next",
                &[("sheet", sheet), ("move", label(e).into())],
            ),
            None => texts.with("window-report-ends", &[("sheet", sheet)]),
        });
    }
    for i in &c.illegal {
        lines.extend(illegal(i, c, edition, texts));
    }
    lines.push(texts.with(
        "window-report-clocks",
        &[("clocks", clocks(&c.clocks, edition, texts).into())],
    ));
    lines.push(texts.with(
        "window-report-clocks-now",
        &[("clocks", clocks(&c.clocks_now, edition, texts).into())],
    ));
    for fix in [&c.peg_board, &c.sighted_board] {
        lines.push(board_status(fix, texts));
        lines.extend(fix.steps.iter().map(|s| format!("  {}", step(s, texts))));
    }
    if c.sheets_agree {
        let wrong = c.wrong_boards();
        lines.push(match wrong.as_slice() {
            [] => texts.get("window-report-wrong-unknown"),
            [one] => texts.with("window-report-wrong", &[("board", board_arg(*one))]),
            _ => texts.get("window-report-wrong-both"),
        });
    }
    lines.push(decision(c, edition, texts));
    lines
}

fn sheet_arg(which: Which) -> Arg {
    Arg::Text(which.sheet().to_string())
}

fn board_arg(which: Which) -> Arg {
    Arg::Text(which.board().to_string())
}

/// The board, rank 8 at the top, in the language's piece letters (upper case White) and `.` for empty squares.
fn diagram(board: &Board, texts: &Texts) -> Vec<String> {
    let letters: Vec<char> = texts.get("window-report-letters").chars().collect();
    let letter = |role: Role| {
        let i = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .iter()
        .position(|&r| r == role)
        .unwrap_or(0);
        letters.get(i).copied().unwrap_or_else(|| role.upper_char())
    };
    let mut lines: Vec<String> = Rank::ALL
        .iter()
        .rev()
        .map(|&rank| {
            let squares: Vec<String> = File::ALL
                .iter()
                .map(|&file| {
                    board
                        .piece_at(Square::from_coords(file, rank))
                        .map_or('.', |p| {
                            let c = letter(p.role);
                            if p.color.is_white() {
                                c
                            } else {
                                c.to_lowercase().next().unwrap_or(c)
                            }
                        })
                        .to_string()
                })
                .collect();
            format!("  {} {}", rank.char(), squares.join(" "))
        })
        .collect();
    lines.push("    a b c d e f g h".to_string());
    lines
}

fn minutes(d: Duration) -> Arg {
    usize::try_from(d.as_secs() / 60)
        .unwrap_or(usize::MAX)
        .into()
}

fn illegal(i: &Illegal, c: &Comparison, edition: Language, texts: &Texts) -> Vec<String> {
    let mut lines = vec![texts.with(
        "window-report-illegal",
        &[
            ("sheet", sheet_arg(i.sheet)),
            ("move", entry(&i.entry, edition).into()),
            ("problem", problem(&i.problem, texts).into()),
        ],
    )];
    lines.push(match (i.article, &i.before) {
        ("7.5.2", _) => texts.get("window-report-queen"),
        (article, Some(b)) => texts.with(
            "window-report-reinstated-after",
            &[
                ("article", article.into()),
                ("move", entry(b, edition).into()),
            ],
        ),
        (article, None) => texts.with(
            "window-report-reinstated-start",
            &[("article", article.into())],
        ),
    });
    let category = c
        .rules
        .category()
        .map_or("unknown", |category| category.name());
    lines.push(texts.with(
        "window-report-penalty",
        &[
            ("article", Illegal::PENALTY_ARTICLE.into()),
            ("side", Texts::side(i.offender())),
            ("minutes", minutes(i.penalty)),
            ("category", category.into()),
            ("edition", c.rules.edition.to_string().into()),
        ],
    ));
    if i.unread > 0 {
        lines.push(texts.with("window-report-unread", &[("count", i.unread.into())]));
    }
    lines
}

fn clock_reading(r: &ClockReading, edition: Language, texts: &Texts) -> String {
    match r {
        ClockReading::Recorded { after, time } => texts.with(
            "window-report-clock-after",
            &[
                ("time", format_hms(*time).into()),
                ("move", entry(after, edition).into()),
            ],
        ),
        ClockReading::Missing { after } => texts.with(
            "window-report-clock-missing-after",
            &[("move", entry(after, edition).into())],
        ),
        ClockReading::Initial(time) => texts.with(
            "window-report-clock-initial",
            &[("time", format_hms(*time).into())],
        ),
        ClockReading::Unknown => texts.get("window-report-clock-missing"),
    }
}

fn clocks(c: &Clocks, edition: Language, texts: &Texts) -> String {
    texts.with(
        "window-report-both-clocks",
        &[
            ("white", clock_reading(&c.white, edition, texts).into()),
            ("black", clock_reading(&c.black, edition, texts).into()),
        ],
    )
}

fn board_status(fix: &BoardFix, texts: &Texts) -> String {
    let n = fix.steps.len();
    let id = match (fix.basis, n) {
        (Basis::Unknown, _) => "window-report-board-unknown",
        (Basis::Observed, 0) => "window-report-board-shows",
        (Basis::Observed, _) => "window-report-board-observed",
        (Basis::Sheet, 0) => "window-report-board-shows-sheet",
        (Basis::BeforeIllegal, 0) => "window-report-board-shows-before-illegal",
        (Basis::Sheet, _) => "window-report-board-from-sheet",
        (Basis::BeforeIllegal, _) => "window-report-board-from-before-illegal",
    };
    let status = texts.with(id, &[("sheet", sheet_arg(fix.board)), ("count", n.into())]);
    texts.with(
        "window-report-board",
        &[("board", board_arg(fix.board)), ("status", status.into())],
    )
}

fn step(s: &crate::sync::Step, texts: &Texts) -> String {
    use crate::sync::Step;
    match *s {
        Step::Remove(piece, square) => texts.with(
            "window-fix-remove",
            &[
                ("piece", texts.piece(piece).into()),
                ("square", square.to_string().into()),
            ],
        ),
        Step::Replace {
            square,
            found,
            wanted,
        } => texts.with(
            "window-fix-replace",
            &[
                ("square", square.to_string().into()),
                ("found", texts.piece(found).into()),
                ("expected", texts.piece(wanted).into()),
            ],
        ),
        Step::Place(piece, square) => texts.with(
            "window-step-place",
            &[
                ("piece", texts.piece(piece).into()),
                ("square", square.to_string().into()),
            ],
        ),
    }
}

/// One fix of the sighted board, in the window's language.
pub fn fix(f: &Fix, texts: &Texts) -> String {
    let sq = |s: Square| Arg::Text(s.to_string());
    match *f {
        Fix::Move { piece, from, to } => texts.with(
            "window-fix-move",
            &[
                ("piece", texts.piece(piece).into()),
                ("from", sq(from)),
                ("to", sq(to)),
            ],
        ),
        Fix::Replace {
            square,
            found,
            expected,
        } => texts.with(
            "window-fix-replace",
            &[
                ("square", sq(square)),
                ("found", texts.piece(found).into()),
                ("expected", texts.piece(expected).into()),
            ],
        ),
        Fix::Remove { piece, square } => texts.with(
            "window-fix-remove",
            &[("piece", texts.piece(piece).into()), ("square", sq(square))],
        ),
        Fix::Place { piece, square } => texts.with(
            "window-step-place",
            &[("piece", texts.piece(piece).into()), ("square", sq(square))],
        ),
    }
}

/// The decision in one sentence.
fn decision(c: &Comparison, edition: Language, texts: &Texts) -> String {
    let time = |r: &ClockReading| {
        r.time()
            .map_or_else(|| texts.get("window-report-as-they-are"), format_hms)
    };
    let mut text = if c.sheets_agree {
        texts.get("window-report-decision-agree")
    } else {
        let at = c
            .last_agreed
            .as_ref()
            .map_or_else(|| texts.get("window-the-start"), |e| entry(e, edition));
        texts.with(
            "window-report-decision",
            &[
                ("ply", c.agree_through.into()),
                ("at", at.into()),
                ("white", time(&c.clocks.white).into()),
                ("black", time(&c.clocks.black).into()),
            ],
        )
    };
    for i in &c.illegal {
        text.push(' ');
        text.push_str(&texts.with(
            "window-report-decision-illegal",
            &[
                ("move", entry(&i.entry, edition).into()),
                ("article", i.article.into()),
                ("penalty", Illegal::PENALTY_ARTICLE.into()),
                ("minutes", minutes(i.penalty)),
                ("side", Texts::side(i.offender().other())),
            ],
        ));
    }
    text
}
