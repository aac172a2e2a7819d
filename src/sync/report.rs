//! The arbiter's printed report (its first line is `agree-through: N`) and the corrected PGN that
//! carries the decision as an `{arbiter: ...}` comment at the split.
//!
//! The arbiter is sighted: these texts are printed in English, not spoken.

use super::compare::{
    Basis, BoardFix, ClockReading, Clocks, Comparison, Illegal, SheetEntry, Which,
};
use super::scoresheet::{Sheet, side_name};
use crate::clock::format_hms;
use crate::game::pgn::{PgnTags, to_pgn};
use crate::phonetic::{Language, format_san};
use shakmaty::fen::Fen;
use shakmaty::{EnPassantMode, File, Position, Rank, Square};
use std::time::Duration;

/// A half-move as the report writes it: `12. Hf3`, `11... Ng4` (SAN in the edition's letters, or
/// the entry as written when it is no legal move).
pub fn entry_label(entry: &SheetEntry, edition: Language) -> String {
    let text = entry
        .san
        .map_or_else(|| entry.written.clone(), |san| format_san(edition, san));
    format!("{} {text}", entry.number)
}

/// The report of a comparison, moves in the `edition`'s letters. Its first line is `agree-through: N`;
/// every other line starts with a key (`scoresheets:`, `position:`, `fen:`, `record-next:`,
/// `scoresheet-next:`, `illegal:`, `clocks:`, `clocks-now:`, `peg-board:`, `sighted-board:`,
/// `wrong-board:`, `decision:`) or is indented under the line before it.
pub fn report(c: &Comparison, edition: Language) -> String {
    let label = |e: &SheetEntry| entry_label(e, edition);
    let mut out = String::new();
    let mut line = |text: String| {
        out.push_str(&text);
        out.push('\n');
    };
    line(format!("agree-through: {}", c.agree_through));
    line(format!(
        "scoresheets: {}",
        if c.sheets_agree { "agree" } else { "differ" }
    ));
    let to_move = side_name(c.agreed.turn());
    line(match &c.last_agreed {
        Some(e) => format!("position: after {}, {to_move} to move", label(e)),
        None => format!("position: the start position, {to_move} to move"),
    });
    line(format!(
        "fen: {}",
        Fen::from_position(&c.agreed, EnPassantMode::Legal)
    ));
    diagram(c.agreed.board()).into_iter().for_each(&mut line);
    for (which, next) in [
        (Which::Record, &c.record_next),
        (Which::Scoresheet, &c.scoresheet_next),
    ] {
        line(match next {
            Some(e) => format!("{}-next: {}", which.sheet(), label(e)),
            None => format!("{0}-next: none (the {0} ends here)", which.sheet()),
        });
    }
    for illegal in &c.illegal {
        illegal_lines(illegal, c, edition)
            .into_iter()
            .for_each(&mut line);
    }
    line(format!("clocks: {}", clocks(&c.clocks, edition)));
    line(format!("clocks-now: {}", clocks(&c.clocks_now, edition)));
    for fix in [&c.peg_board, &c.sighted_board] {
        line(format!(
            "{}-board: {}",
            fix.board.board(),
            board_status(fix)
        ));
        for step in &fix.steps {
            line(format!("  {step}"));
        }
    }
    if c.sheets_agree {
        let wrong: Vec<&str> = c.wrong_boards().iter().map(|w| w.board()).collect();
        line(format!(
            "wrong-board: {}",
            if wrong.is_empty() {
                "unknown (describe the boards: the one that does not show the position above is wrong)"
                    .to_string()
            } else {
                wrong.join(" and ")
            }
        ));
    }
    line(format!("decision: {}", decision(c, edition)));
    out
}

/// The board, rank 8 at the top, with FEN letters (upper case White) and `.` for empty squares.
fn diagram(board: &shakmaty::Board) -> Vec<String> {
    let mut lines: Vec<String> = Rank::ALL
        .iter()
        .rev()
        .map(|&rank| {
            let squares: Vec<String> = File::ALL
                .iter()
                .map(|&file| {
                    board
                        .piece_at(Square::from_coords(file, rank))
                        .map_or('.', |p| p.char())
                        .to_string()
                })
                .collect();
            format!("  {} {}", rank.char(), squares.join(" "))
        })
        .collect();
    lines.push("    a b c d e f g h".to_string());
    lines
}

fn minutes(d: Duration) -> String {
    match d.as_secs() {
        60 => "1 minute".to_string(),
        s if s % 60 == 0 => format!("{} minutes", s / 60),
        s => format!("{s} seconds"),
    }
}

fn illegal_lines(i: &Illegal, c: &Comparison, edition: Language) -> Vec<String> {
    let side = side_name(i.offender());
    let other = side_name(i.offender().other());
    let mut lines = vec![format!(
        "illegal: {} {}: {}",
        i.sheet.sheet(),
        entry_label(&i.entry, edition),
        i.problem
    )];
    lines.push(match i.article {
        "7.5.2" => "  7.5.2: if the pawn was not replaced on the board, it is replaced by a queen of its colour"
            .to_string(),
        article => format!(
            "  {article}: the position immediately before it is reinstated ({})",
            i.before
                .as_ref()
                .map_or("the start position".to_string(), |b| format!(
                    "after {}",
                    entry_label(b, edition)
                ))
        ),
    });
    let play = match c.rules.category() {
        Some(category) => format!("{category} play"),
        None => "standard play assumed: no time control known".to_string(),
    };
    lines.push(format!(
        "  {}: first completed illegal move by {side}: {} more for {other} ({play}, Laws of {}); \
         a second one by {side} loses the game (drawn if {other} cannot checkmate)",
        Illegal::PENALTY_ARTICLE,
        minutes(i.penalty),
        c.rules.edition
    ));
    if i.unread > 0 {
        lines.push(format!(
            "  entries written after it, not read: {}",
            i.unread
        ));
    }
    lines
}

fn clock_reading(r: &ClockReading, edition: Language) -> String {
    match r {
        ClockReading::Recorded { after, time } => {
            format!(
                "{} (after {})",
                format_hms(*time),
                entry_label(after, edition)
            )
        }
        ClockReading::Missing { after } => {
            format!("not recorded (after {})", entry_label(after, edition))
        }
        ClockReading::Initial(time) => format!("{} (initial time)", format_hms(*time)),
        ClockReading::Unknown => "not recorded".to_string(),
    }
}

fn clocks(c: &Clocks, edition: Language) -> String {
    format!(
        "White {}, Black {}",
        clock_reading(&c.white, edition),
        clock_reading(&c.black, edition)
    )
}

fn board_status(fix: &BoardFix) -> String {
    let n = fix.steps.len();
    let count = format!("{n} correction{}:", if n == 1 { "" } else { "s" });
    match (fix.basis, n) {
        (Basis::Unknown, _) => "position not given".to_string(),
        (Basis::Observed, 0) => "shows the position above".to_string(),
        (Basis::Observed, _) => format!("as observed, {count}"),
        (Basis::Sheet, 0) => format!("shows the position above (as its {})", fix.board.sheet()),
        (Basis::BeforeIllegal, 0) => format!(
            "shows the position above (as its {} up to the illegal entry: check the board)",
            fix.board.sheet()
        ),
        (Basis::Sheet, _) => format!("from the {}'s last position, {count}", fix.board.sheet()),
        (Basis::BeforeIllegal, _) => format!(
            "from the {}'s last legal position (check the board: an illegal move was written), {count}",
            fix.board.sheet()
        ),
    }
}

/// The decision in one sentence, as the report ends and as the PGN comment says it.
pub fn decision(c: &Comparison, edition: Language) -> String {
    let at = c
        .last_agreed
        .as_ref()
        .map_or("the start position".to_string(), |e| {
            format!("the position after {}", entry_label(e, edition))
        });
    let clocks = format!(
        "White {}, Black {}",
        c.clocks
            .white
            .time()
            .map_or("as they are".to_string(), format_hms),
        c.clocks
            .black
            .time()
            .map_or("as they are".to_string(), format_hms)
    );
    let mut text = if c.sheets_agree {
        "D.2.9: the scoresheets agree; the player whose board differs sets it to the position above"
            .to_string()
    } else {
        format!(
            "D.2.9: the scoresheets agree through {} half-moves; both boards go back to {at}; clocks readjusted to {clocks}",
            c.agree_through
        )
    };
    for i in &c.illegal {
        text.push_str(&format!(
            "; if {} was completed on the board: {} and {}, {} more for {}",
            entry_label(&i.entry, edition),
            i.article,
            Illegal::PENALTY_ARTICLE,
            minutes(i.penalty),
            side_name(i.offender().other())
        ));
    }
    text
}

/// The record cut back to the agreed half-moves, as PGN, with the decision as an `{arbiter: ...}`
/// comment at the split (the end of the retraced game). Tags and clock readings come from the record.
pub fn corrected_pgn(record: &Sheet, c: &Comparison, edition: Language) -> String {
    let tags = PgnTags {
        tags: record.tags().to_vec(),
        time_control: record
            .tag("TimeControl")
            .map(str::to_string)
            .or_else(|| c.rules.control.as_ref().map(ToString::to_string)),
    };
    let text = to_pgn(&record.to_record(c.agree_through), &tags);
    let note = format!(
        "{{arbiter: {}}} ",
        decision(c, edition).replace(['{', '}'], "")
    );
    // The retraced game has no result yet, so its movetext ends with the result token `*`: the last
    // `*` of the text (tags come before it; SAN and clock comments hold none).
    match text.rfind('*') {
        Some(at) => format!("{}\n{note}\n{}", text[..at].trim_end(), &text[at..]),
        None => text,
    }
}
