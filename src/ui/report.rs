//! The arbiter's report (D.2.9), written once for every reader: each finding of a [`Comparison`] under a
//! fixed key, the diagram and the corrections indented under theirs, in any of the five languages.
//! `pegchess arbiter` prints `key: finding` (its first line `agree-through: N`), the window writes each
//! finding into its sentence, and the retraced PGN carries the decision in English.

use crate::clock::format_hms;
use crate::inference::agreement::Fix;
use crate::notation::san::NotationError;
use crate::notation::{Language, format_san};
use crate::sync::Step;
use crate::sync::compare::{
    Basis, BoardFix, ClockReading, Clocks, Comparison, Illegal, SheetEntry, Which,
};
use crate::sync::decision::{Decision, Ground, Verdict, Witness};
use crate::ui::text::{Arg, Texts};
use shakmaty::fen::Fen;
use shakmaty::{Board, EnPassantMode, File, Piece, Position, Rank, Role, Square};
use std::time::Duration;

mod blind;
pub mod decision;
mod letters;
pub use blind::{BlindPart, facts as blind_facts, heading as blind_heading, line_problem};
pub use letters::read_lines;

/// What a line of the report tells; its name is the console's key, the same in every language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// The half-moves both sheets agree on, as the decision counts them (silence is not difference).
    AgreeThrough,
    /// Whether the two sheets agree.
    Scoresheets,
    /// The agreed position and the side to move.
    Position,
    /// The agreed position as FEN.
    Fen,
    /// The record's move after the split.
    RecordNext,
    /// The score sheet's move after the split.
    ScoresheetNext,
    /// An entry that fits no legal move.
    Illegal,
    /// The clocks at the split.
    Clocks,
    /// The clocks as last recorded.
    ClocksNow,
    /// The peg board against the agreed position.
    PegBoard,
    /// The sighted board against the agreed position.
    SightedBoard,
    /// Which board is wrong when the sheets agree.
    WrongBoard,
    /// The decision.
    Decision,
    /// The blind player's Braille sheet: its file and how it was read.
    BlindSheet,
    /// A line of it that does not read as a move.
    BlindLine,
    /// Its move after the split with the record.
    BlindNext,
    /// The half-moves the players' two sheets share, and whether they agree.
    PlayersAgreeThrough,
    /// How the sighted player's sheet was read: as PGN (English SAN), or in an edition's letters.
    ScoresheetLetters,
    /// How far the record is written, when it ends before the decision's point.
    RecordWrittenThrough,
    /// How far the sighted player's sheet is written, when it ends before the decision's point.
    ScoresheetWrittenThrough,
    /// How far the blind player's sheet was read, as the decision took it.
    BlindReadThrough,
    /// A line before the sighted player's moves that is not moves (a title, the players' names): passed over.
    ScoresheetSkipped,
    /// An entry of the sighted player's sheet not ruled illegal, as another edition's letters read it.
    ScoresheetNotRuled,
    /// An entry of the sighted player's sheet crossed out, passed over.
    ScoresheetCrossedOut,
    /// An entry of the sighted player's sheet that is no move as written, where its reading stops.
    ScoresheetUnreadable,
    /// An entry of the sighted player's sheet that fits more than one move, read as the game's.
    ScoresheetReadAsGame,
    /// A slip of the sighted player's sheet read through (a pair skipped or written twice, an entry not read).
    ScoresheetSlip,
}

impl Key {
    /// The key the console prints before the finding: `agree-through`.
    pub fn name(self) -> &'static str {
        self.ids().0
    }

    /// The window's sentence around the finding.
    fn window_id(self) -> &'static str {
        self.ids().1
    }

    fn ids(self) -> (&'static str, &'static str) {
        match self {
            Key::AgreeThrough => ("agree-through", "window-report-key-agree-through"),
            Key::Scoresheets => ("scoresheets", "window-report-key-scoresheets"),
            Key::Position => ("position", "window-report-key-position"),
            Key::Fen => ("fen", "window-report-key-fen"),
            Key::RecordNext => ("record-next", "window-report-key-record-next"),
            Key::ScoresheetNext => ("scoresheet-next", "window-report-key-scoresheet-next"),
            Key::Illegal => ("illegal", "window-report-key-illegal"),
            Key::Clocks => ("clocks", "window-report-key-clocks"),
            Key::ClocksNow => ("clocks-now", "window-report-key-clocks-now"),
            Key::PegBoard => ("peg-board", "window-report-key-peg-board"),
            Key::SightedBoard => ("sighted-board", "window-report-key-sighted-board"),
            Key::WrongBoard => ("wrong-board", "window-report-key-wrong-board"),
            Key::Decision => ("decision", "window-report-key-decision"),
            Key::BlindSheet => ("blind-sheet", "window-report-key-blind-sheet"),
            Key::BlindLine => ("blind-line", "window-report-key-blind-line"),
            Key::BlindNext => ("blind-next", "window-report-key-blind-next"),
            Key::PlayersAgreeThrough => (
                "players-agree-through",
                "window-report-key-players-agree-through",
            ),
            Key::ScoresheetLetters => {
                ("scoresheet-letters", "window-report-key-scoresheet-letters")
            }
            Key::RecordWrittenThrough => (
                "record-written-through",
                "window-report-key-record-written-through",
            ),
            Key::ScoresheetWrittenThrough => (
                "scoresheet-written-through",
                "window-report-key-scoresheet-written-through",
            ),
            Key::BlindReadThrough => ("blind-read-through", "window-report-key-blind-read-through"),
            Key::ScoresheetSkipped => {
                ("scoresheet-skipped", "window-report-key-scoresheet-skipped")
            }
            Key::ScoresheetNotRuled => (
                "scoresheet-not-ruled",
                "window-report-key-scoresheet-not-ruled",
            ),
            Key::ScoresheetCrossedOut => (
                "scoresheet-crossed-out",
                "window-report-key-scoresheet-crossed-out",
            ),
            Key::ScoresheetUnreadable => (
                "scoresheet-unreadable",
                "window-report-key-scoresheet-unreadable",
            ),
            Key::ScoresheetReadAsGame => (
                "scoresheet-read-as-game",
                "window-report-key-scoresheet-read-as-game",
            ),
            Key::ScoresheetSlip => ("scoresheet-slip", "window-report-key-scoresheet-slip"),
        }
    }
}

/// One line of the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A finding under its key.
    Finding(Key, String),
    /// A line under the finding before it: a rank of the diagram, a correction, an article's consequence.
    Detail(String),
}

impl Line {
    /// The line as the console prints it: `key: finding`, or indented.
    pub fn console(&self) -> String {
        match self {
            Line::Finding(key, text) => format!("{}: {text}", key.name()),
            Line::Detail(text) => format!("  {text}"),
        }
    }

    /// The line as the window shows it: the finding in its sentence, or indented.
    pub fn window(&self, texts: &Texts) -> String {
        match self {
            Line::Finding(key, text) => {
                texts.with(key.window_id(), &[("value", text.as_str().into())])
            }
            Line::Detail(text) => format!("  {text}"),
        }
    }
}

/// The report without the peg board's findings and their details, for a table where no peg board is read
/// (the decision still reaches the record; no pegs are there to set).
pub fn without_peg_board(lines: Vec<Line>) -> Vec<Line> {
    let mut dropping = false;
    lines
        .into_iter()
        .filter(|line| {
            match line {
                Line::Finding(key, _) => {
                    dropping = *key == Key::PegBoard;
                }
                Line::Detail(_) => {}
            }
            !dropping
        })
        .collect()
}

/// The report as the console prints it, one line each, every line ended.
pub fn console(
    c: &Comparison,
    blind: Option<&BlindPart<'_>>,
    edition: Language,
    texts: &Texts,
) -> String {
    report(c, blind, edition, texts)
        .iter()
        .map(|line| line.console() + "\n")
        .collect()
}

/// A half-move as the report writes it: `12. Hf3`, `11... Ng4` (SAN in the edition's letters, or the entry
/// as written when it is no legal move).
pub fn entry(e: &SheetEntry, edition: Language) -> String {
    let text = e
        .san
        .map_or_else(|| e.written.clone(), |san| san_text(edition, san));
    format!("{} {text}", e.number)
}

/// A move in the `edition`'s letters: English as SAN writes it (`O-O`, `e8=Q`), so that the report in English
/// (and `--porcelain`) reads back with any SAN reader; another edition's as its Laws write it (`0-0`, `d8V`).
pub fn san_text(edition: Language, san: shakmaty::san::SanPlus) -> String {
    match edition {
        Language::En => san.to_string(),
        _ => format_san(edition, san),
    }
}

/// The report of a comparison, moves in the `edition`'s letters, words in the `texts`' language: every line
/// rendered from the one decision over all the sheets given (its point, its verdict on the sheets, the sheets
/// silent before it, its position, corrections and sentence), the entries after the point, the blind
/// player's sheet as read (`blind`, when given), and the illegal entries beside them. One decision, last.
pub fn report(
    c: &Comparison,
    blind: Option<&BlindPart<'_>>,
    edition: Language,
    texts: &Texts,
) -> Vec<Line> {
    let d = &c.decision;
    let mut lines = vec![
        Line::Finding(Key::AgreeThrough, d.agreed.to_string()),
        Line::Finding(Key::Scoresheets, verdict(d.verdict, texts)),
    ];
    lines.extend(decided_position(
        d,
        edition,
        texts,
        [Key::Position, Key::Fen],
    ));
    let sheets = [
        (
            Key::RecordNext,
            Which::Record,
            Witness::Record,
            &c.record_next,
        ),
        (
            Key::ScoresheetNext,
            Which::Scoresheet,
            Witness::Sighted,
            &c.scoresheet_next,
        ),
    ];
    for (key, which, witness, next) in sheets {
        let text = match (next, d.silent_after(witness)) {
            (Some(e), _) => entry(e, edition),
            (None, Some(_)) => {
                texts.with("window-report-none-before", &[("sheet", sheet_arg(which))])
            }
            (None, None) => texts.with("window-report-none", &[("sheet", sheet_arg(which))]),
        };
        lines.push(Line::Finding(key, text));
    }
    for (key, witness) in [
        (Key::RecordWrittenThrough, Witness::Record),
        (Key::ScoresheetWrittenThrough, Witness::Sighted),
    ] {
        if let Some(n) = d.silent_after(witness) {
            lines.push(Line::Finding(key, n.to_string()));
        }
    }
    if let Some(part) = blind {
        lines.extend(blind_facts(part, d, edition, texts));
    }
    for i in &c.illegal {
        lines.extend(illegal(i, c, edition, texts));
    }
    lines.push(Line::Finding(
        Key::Clocks,
        clocks(&d.clocks, edition, texts),
    ));
    lines.push(Line::Finding(
        Key::ClocksNow,
        clocks(&c.clocks_now, edition, texts),
    ));
    lines.extend(corrections(d, [Key::PegBoard, Key::SightedBoard], texts));
    if d.ground == Ground::Correspond {
        let wrong = match d.wrong_boards().as_slice() {
            [] => texts.get("window-report-wrong-unknown"),
            [one] => texts.with("window-report-wrong", &[("board", board_arg(*one))]),
            _ => texts.get("window-report-wrong-both"),
        };
        lines.push(Line::Finding(Key::WrongBoard, wrong));
    }
    let text = decision::text(d, &c.illegal, edition, texts);
    lines.push(Line::Finding(Key::Decision, text));
    lines
}

/// How the players' sheets stand, in words: agree, agree as far as both go, differ.
fn verdict(v: Verdict, texts: &Texts) -> String {
    match v {
        Verdict::Agree => texts.with("window-report-sheets", &[("agree", "yes".into())]),
        Verdict::AsFarAsTheyGo => texts.get("window-report-sheets-as-far"),
        Verdict::Differ => texts.with("window-report-sheets", &[("agree", "no".into())]),
    }
}

/// The decision's position under `keys` (in words, and as FEN) with its diagram.
fn decided_position(d: &Decision, edition: Language, texts: &Texts, keys: [Key; 2]) -> Vec<Line> {
    let last = d.last.as_ref().map(|e| entry(e, edition));
    let fen = Fen::from_position(&d.position, EnPassantMode::Legal).to_string();
    let mut lines = vec![
        Line::Finding(keys[0], position(last, d.position.turn(), texts)),
        Line::Finding(keys[1], fen),
    ];
    lines.extend(
        diagram(d.position.board(), texts)
            .into_iter()
            .map(Line::Detail),
    );
    lines
}

/// Each board's status under its key, and its corrections to the decision's position beneath.
fn corrections(d: &Decision, keys: [Key; 2], texts: &Texts) -> Vec<Line> {
    let mut lines = Vec::new();
    for (key, fix) in keys.into_iter().zip([&d.peg_board, &d.sighted_board]) {
        lines.push(Line::Finding(key, board_status(fix, texts)));
        lines.extend(fix.steps.iter().map(|s| Line::Detail(step(s, texts))));
    }
    lines
}

/// A position in words: after the move `last` (the start position without one), `turn` to move.
fn position(last: Option<String>, turn: shakmaty::Color, texts: &Texts) -> String {
    let side = Texts::side(turn);
    match last {
        Some(e) => texts.with(
            "window-report-position-after",
            &[("move", e.into()), ("side", side)],
        ),
        None => texts.with("window-report-position-start", &[("side", side)]),
    }
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
        let i = usize::from(Role::King as u8) - usize::from(role as u8);
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
                            p.color.fold_wb(c, c.to_lowercase().next().unwrap_or(c))
                        })
                        .to_string()
                })
                .collect();
            format!("{} {}", rank.char(), squares.join(" "))
        })
        .collect();
    lines.push("  a b c d e f g h".to_string());
    lines
}

/// A stretch of time as the report writes it: `2 minutes`, `1 minute`, `90 seconds`.
fn duration(d: Duration, texts: &Texts) -> String {
    match d.as_secs() {
        s if s % 60 == 0 => {
            let minutes = usize::try_from(s / 60).unwrap_or(usize::MAX);
            texts.with("window-report-minutes", &[("minutes", minutes.into())])
        }
        s => texts.with(
            "window-report-seconds",
            &[("seconds", s.to_string().into())],
        ),
    }
}

fn illegal(i: &Illegal, c: &Comparison, edition: Language, texts: &Texts) -> Vec<Line> {
    let finding = texts.with(
        "window-report-illegal",
        &[
            ("sheet", sheet_arg(i.sheet)),
            ("move", entry(&i.entry, edition).into()),
            ("problem", problem(&i.problem, texts).into()),
        ],
    );
    let reinstated = match (i.article, &i.before) {
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
    };
    let category = c
        .rules
        .category()
        .map_or("unknown", |category| category.name());
    let penalty = texts.with(
        "window-report-penalty",
        &[
            ("article", Illegal::PENALTY_ARTICLE.into()),
            ("side", Texts::side(i.offender())),
            ("penalty", duration(i.penalty, texts).into()),
            ("category", category.into()),
            ("edition", c.rules.edition.to_string().into()),
        ],
    );
    let mut lines = vec![Line::Finding(Key::Illegal, finding)];
    match &i.in_game {
        // The game's own move, a few half-moves away: the sheet slipped, no move was illegal.
        Some(game) => lines.push(Line::Detail(texts.with(
            "window-report-sheet-slip",
            &[
                ("move", entry(&i.entry, edition).into()),
                ("game", entry(game, edition).into()),
            ],
        ))),
        None => lines.extend([Line::Detail(reinstated), Line::Detail(penalty)]),
    }
    if i.unread > 0 {
        lines.push(Line::Detail(
            texts.with("window-report-unread", &[("count", i.unread.into())]),
        ));
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
    let id = match (fix.basis, fix.steps.len()) {
        (Basis::Unknown, _) => "window-report-board-unknown",
        (Basis::Observed, 0) => "window-report-board-shows",
        (Basis::Observed, _) => "window-report-board-observed",
        (Basis::Sheet, 0) => "window-report-board-shows-sheet",
        (Basis::BeforeIllegal, 0) => "window-report-board-shows-before-illegal",
        (Basis::Sheet, _) => "window-report-board-from-sheet",
        (Basis::BeforeIllegal, _) => "window-report-board-from-before-illegal",
    };
    texts.with(
        id,
        &[
            ("sheet", sheet_arg(fix.board)),
            ("count", fix.steps.len().into()),
        ],
    )
}

/// One correction of a board in the `texts`' language ("take the white pawn off e4").
pub fn step(s: &Step, texts: &Texts) -> String {
    match *s {
        Step::Remove(piece, square) => remove(texts, piece, square),
        Step::Replace {
            square,
            found,
            wanted,
        } => replace(texts, "window-report-step-replace", square, found, wanted),
        Step::Place(piece, square) => place(texts, piece, square),
    }
}

/// A piece found on `square` where another is expected, in the words of the message `id`.
fn replace(texts: &Texts, id: &str, square: Square, found: Piece, expected: Piece) -> String {
    texts.with(
        id,
        &[
            ("square", square.to_string().into()),
            ("found", texts.piece(found).into()),
            ("expected", texts.piece(expected).into()),
        ],
    )
}

fn remove(texts: &Texts, piece: Piece, square: Square) -> String {
    texts.with(
        "window-fix-remove",
        &[
            ("piece", texts.piece(piece).into()),
            ("square", square.to_string().into()),
        ],
    )
}

fn place(texts: &Texts, piece: Piece, square: Square) -> String {
    texts.with(
        "window-step-place",
        &[
            ("piece", texts.piece(piece).into()),
            ("square", square.to_string().into()),
        ],
    )
}

/// One fix of the sighted board, as the window lists it.
pub fn fix(f: &Fix, texts: &Texts) -> String {
    match *f {
        Fix::Move { piece, from, to } => texts.with(
            "window-fix-move",
            &[
                ("piece", texts.piece(piece).into()),
                ("from", from.to_string().into()),
                ("to", to.to_string().into()),
            ],
        ),
        Fix::Replace {
            square,
            found,
            expected,
        } => replace(texts, "window-fix-replace", square, found, expected),
        Fix::Remove { piece, square } => remove(texts, piece, square),
        Fix::Place { piece, square } => place(texts, piece, square),
    }
}

/// Why a written move is no move.
pub fn problem(p: &NotationError, texts: &Texts) -> String {
    let text = |t: &str| Arg::Text(t.to_string());
    match p {
        NotationError::Empty => texts.get("window-problem-empty"),
        NotationError::Syntax { text: t } => {
            texts.with("window-problem-syntax", &[("text", text(t))])
        }
        NotationError::UnknownPiece { letter, edition } => {
            let letters: Vec<String> = crate::notation::san::piece_letters(*edition)
                .map(|c| c.to_string())
                .collect();
            let args = [
                ("letter", letter.to_string().into()),
                ("letters", letters.join(" ").into()),
            ];
            texts.with("window-problem-letter", &args)
        }
        NotationError::NoSuchMove { text: t } => {
            texts.with("window-problem-no-move", &[("text", text(t))])
        }
        NotationError::Ambiguous {
            text: t,
            candidates,
        } => texts.with(
            "window-problem-ambiguous",
            &[("text", text(t)), ("count", candidates.len().into())],
        ),
        NotationError::PromotionPiece { text: t } => {
            texts.with("window-problem-promotion", &[("text", text(t))])
        }
    }
}
