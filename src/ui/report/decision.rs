//! The D.2.9 decision in one sentence, rendered from the one [`Decision`] value: the report's last line (the one
//! decision over every sheet given), the window's panel, and the retraced PGN's `{arbiter: ...}` comment.

use super::{duration, entry};
use crate::clock::format_hms;
use crate::notation::Language;
use crate::sync::compare::{ClockReading, Illegal};
use crate::sync::decision::{Decision, Ground, Verdict};
use crate::ui::text::Texts;

/// The decision in one sentence, moves in the `edition`'s letters; `illegal`: the illegal entries of the
/// typed sheets, each with its article and penalty.
pub fn text(d: &Decision, illegal: &[Illegal], edition: Language, texts: &Texts) -> String {
    let mut text = ground(d, edition, texts);
    if d.record_keeps < d.plies {
        text.push_str(&texts.with(
            "window-report-decision-record",
            &[("keep", d.record_keeps.into())],
        ));
    }
    if let Some(unread) = &d.blind_unread {
        let from = unread
            .entry
            .as_ref()
            .map_or_else(|| unread.from.to_string(), |e| entry(e, edition));
        let id = if unread.two_ways {
            "window-report-decision-blind-two-ways"
        } else {
            "window-report-decision-blind-unread"
        };
        text.push_str(&texts.with(id, &[("line", unread.line.into()), ("move", from.into())]));
    }
    for i in illegal.iter().filter(|i| i.penalized()) {
        text.push_str(&texts.with(
            "window-report-decision-illegal",
            &[
                ("move", entry(&i.entry, edition).into()),
                ("article", i.article.into()),
                ("penalty", Illegal::PENALTY_ARTICLE.into()),
                ("minutes", duration(i.penalty, texts).into()),
                ("side", Texts::side(i.offender().other())),
            ],
        ));
    }
    text
}

/// The decision's first clause: its ground (D.2.9's two cases, or no correction), its point, the clocks.
fn ground(d: &Decision, edition: Language, texts: &Texts) -> String {
    let time = |r: &ClockReading| {
        r.time()
            .map_or_else(|| texts.get("window-report-as-they-are"), format_hms)
    };
    let at = match &d.last {
        Some(e) => texts.with(
            "window-report-decision-after",
            &[("move", entry(e, edition).into())],
        ),
        None => texts.get("window-report-decision-start"),
    };
    match d.ground {
        Ground::BoardsAgree => texts.with(
            "window-report-decision-boards-agree-split",
            &[("at", at.into()), ("ply", d.agreed.into())],
        ),
        Ground::Correspond if !d.corrects() && d.record_keeps == d.plies => match d.verdict {
            Verdict::AsFarAsTheyGo => texts.get("window-report-decision-agree-as-far"),
            _ => texts.get("window-report-decision-agree"),
        },
        // D.2.9's first case: the player who made the wrong move on the board sets it to the sheets.
        Ground::Correspond => {
            let who = match d.wrong_boards().as_slice() {
                [] => "unknown",
                [one] => one.board(),
                _ => "both",
            };
            texts.with(
                "window-report-decision-follow",
                &[
                    ("ply", d.plies.into()),
                    ("at", at.into()),
                    ("who", who.into()),
                ],
            )
        }
        // No reading recorded for either clock there: the arbiter readjusts them (D.2.9), nothing to quote.
        Ground::Differ if d.clocks.white.time().is_none() && d.clocks.black.time().is_none() => {
            texts.with(
                "window-report-decision-unrecorded",
                &[("ply", d.plies.into()), ("at", at.into())],
            )
        }
        Ground::Differ => texts.with(
            "window-report-decision",
            &[
                ("ply", d.plies.into()),
                ("at", at.into()),
                ("white", time(&d.clocks.white).into()),
                ("black", time(&d.clocks.black).into()),
            ],
        ),
    }
}
