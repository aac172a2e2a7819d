//! The record made to match the arbiter's decision (D.2.9), as PGN: retraced to the half-moves that stand,
//! the moves after them up to the point made again from the players' sheets, with the decision as an
//! `{arbiter: ...}` comment at the point.

use super::compare::Rules;
use super::decision::Decision;
use super::scoresheet::Sheet;
use crate::game::pgn::{PgnTags, to_pgn};
use crate::game::record::{Completion, Record};
use shakmaty::Position;
use std::time::Duration;

/// The record as the decision `d` makes it: its first [`Decision::record_keeps`] half-moves (with their clock
/// readings), then the decision's moves up to its point ([`Decision::remade`]).
pub(crate) fn decided_record(record: &Sheet, d: &Decision) -> Record {
    let mut decided = record.to_record(d.record_keeps);
    let mut pos = record.position_after(d.record_keeps);
    for &m in d.remade() {
        if !pos.is_legal(m) {
            break;
        }
        decided.push_move(&pos, m, Duration::ZERO, Completion::Arbiter);
        pos.play_unchecked(m);
    }
    decided
}

/// The record as the decision `d` makes it ([`decided_record`]), as PGN, with the decision as an
/// `{arbiter: ...}` comment at the point (the end of the game as decided), the `decision` as the report words
/// it. Tags and clock readings come from the record; the time control, else from the `rules`.
pub fn corrected_pgn(record: &Sheet, d: &Decision, rules: &Rules, decision: &str) -> String {
    let tags = PgnTags {
        tags: record.tags().to_vec(),
        time_control: record
            .tag("TimeControl")
            .map(str::to_string)
            .or_else(|| rules.control.as_ref().map(ToString::to_string)),
    };
    let text = to_pgn(&decided_record(record, d), &tags);
    let note = format!("{{arbiter: {}}} ", decision.replace(['{', '}'], ""));
    // The retraced game has no result yet, so its movetext ends with the result token `*`: the last
    // `*` of the text (tags come before it; SAN and clock comments hold none).
    match text.rfind('*') {
        Some(at) => format!("{}\n{note}\n{}", text[..at].trim_end(), &text[at..]),
        None => text,
    }
}
