//! The record retraced to the split the arbiter decided on (D.2.9), as PGN, with the decision as an
//! `{arbiter: ...}` comment at the split.

use super::compare::Rules;
use super::scoresheet::Sheet;
use crate::game::pgn::{PgnTags, to_pgn};

/// The record cut back to its first `keep` half-moves (the decision's), as PGN, with the decision as an
/// `{arbiter: ...}` comment at the split (the end of the retraced game), the `decision` as the report words
/// it. Tags and clock readings come from the record; the time control, else from the `rules`.
pub fn corrected_pgn(record: &Sheet, keep: usize, rules: &Rules, decision: &str) -> String {
    let tags = PgnTags {
        tags: record.tags().to_vec(),
        time_control: record
            .tag("TimeControl")
            .map(str::to_string)
            .or_else(|| rules.control.as_ref().map(ToString::to_string)),
    };
    let text = to_pgn(&record.to_record(keep), &tags);
    let note = format!("{{arbiter: {}}} ", decision.replace(['{', '}'], ""));
    // The retraced game has no result yet, so its movetext ends with the result token `*`: the last
    // `*` of the text (tags come before it; SAN and clock comments hold none).
    match text.rfind('*') {
        Some(at) => format!("{}\n{note}\n{}", text[..at].trim_end(), &text[at..]),
        None => text,
    }
}
