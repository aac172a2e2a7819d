//! A time control that cannot be read and a setting's number out of its range, in the console's language
//! (`--porcelain`: their own words).

use crate::clock::control::PRESETS;
use crate::clock::problem::{Amount, ParseTimeControlError, TimeControlProblem as P};
use crate::config::options::OutOfRange;
use crate::ui::console::Console;

/// A time control that cannot be read: what is wrong, and how to write one.
pub fn time_control(e: &ParseTimeControlError, console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    let presets: Vec<String> = PRESETS
        .iter()
        .map(|(name, _)| format!("\"{name}\""))
        .collect();
    let args = [
        ("input", e.input.as_str().into()),
        ("problem", problem(&e.problem, console).into()),
        ("presets", presets.join(", ").into()),
    ];
    console.text("console-tc", &args)
}

/// What is wrong with a time control.
fn problem(p: &P, console: Console) -> String {
    let amount = |what: &Amount| {
        let (id, limit) = match what {
            Amount::BaseTime => ("console-tc-base-time", "console-tc-limit-base-time"),
            Amount::PerMove => ("console-tc-per-move", "console-tc-limit-per-move"),
            Amount::MoveCount => ("console-tc-moves", "console-tc-limit-moves"),
        };
        (console.text(id, &[]), console.text(limit, &[]))
    };
    match p {
        P::Empty => console.text("console-tc-empty", &[]),
        P::Unknown => console.text("console-tc-unknown", &[]),
        P::NoClock => console.text("console-tc-no-clock", &[]),
        P::LooksLikeMinutes(seconds) => console.text(
            "console-tc-minutes",
            &[("seconds", seconds.to_string().into())],
        ),
        P::EmptyField => console.text("console-tc-empty-field", &[]),
        P::Sandclock(field) => {
            console.text("console-tc-sandclock", &[("field", field.as_str().into())])
        }
        P::BadMoveCount { field, count } => console.text(
            "console-tc-move-count",
            &[
                ("field", field.as_str().into()),
                ("count", count.as_str().into()),
            ],
        ),
        P::BadSeconds { field, what, text } => console.text(
            "console-tc-seconds",
            &[
                ("field", field.as_str().into()),
                ("what", amount(what).0.into()),
                ("text", text.as_str().into()),
            ],
        ),
        P::OverLimit { field, what } => {
            let (what, limit) = amount(what);
            let args = [
                ("field", field.as_str().into()),
                ("what", what.into()),
                ("limit", limit.into()),
            ];
            console.text("console-tc-over", &args)
        }
        P::NoPeriod => console.text("console-tc-no-period", &[]),
        P::NoMoveCount(n) => console.text("console-tc-no-move-count", &[("period", (*n).into())]),
        P::ZeroMoves(n) => console.text("console-tc-zero-moves", &[("period", (*n).into())]),
        P::NoTime(n) => console.text("console-tc-no-time", &[("period", (*n).into())]),
        P::PeriodOverLimit { period, what } => {
            let (what, limit) = amount(what);
            let args = [
                ("period", (*period).into()),
                ("what", what.into()),
                ("limit", limit.into()),
            ];
            console.text("console-tc-period-over", &args)
        }
    }
}

/// A setting's number out of its range.
pub fn out_of_range(e: &OutOfRange, console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    let args = [
        ("key", e.key.into()),
        ("given", e.given.as_str().into()),
        ("low", e.low.to_string().into()),
        ("high", e.high.to_string().into()),
    ];
    console.text("console-out-of-range", &args)
}
