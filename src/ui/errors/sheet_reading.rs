//! Why the arbiter's record or a score sheet could not be read, in the player's language: a written move's
//! problem (the report's words), a FEN tag, an entry another edition's letters read, a file the system would
//! not open; and what the arbiter should know about a record. The console (`pegchess arbiter`) and the
//! window's panel say the same.

use super::Console;
use crate::ruling::{DecisionError, RecordNote, SheetFile};
use crate::sync::scoresheet::ScoresheetError;
use crate::ui::report::problem;
use crate::ui::text::Texts;

/// What is wrong with a sheet's text, in the words of `texts`.
pub fn reason(e: &ScoresheetError, texts: &Texts) -> String {
    match e {
        ScoresheetError::Move {
            number,
            written,
            problem: p,
        } => texts.with(
            "window-error-sheet-move",
            &[
                ("number", number.number.into()),
                ("side", Texts::side(number.side)),
                ("written", written.clone().into()),
                ("problem", problem(p, texts).into()),
            ],
        ),
        ScoresheetError::Fen { fen, .. } => {
            texts.with("window-error-sheet-fen", &[("fen", fen.clone().into())])
        }
        ScoresheetError::OtherLetters {
            number,
            written,
            read_in,
            fits,
        } => texts.with(
            "error-sheet-other-letters",
            &[
                ("number", number.number.into()),
                ("side", Texts::side(number.side)),
                ("written", written.clone().into()),
                ("read_in", read_in.name().into()),
                ("fits", fits.name().into()),
            ],
        ),
    }
}

/// The arbiter's refusal of a record or a score sheet, in the console's language.
pub fn decision(e: &DecisionError, console: Console) -> String {
    let file = |what: &SheetFile, path: &std::path::Path, reason: String| {
        let what = match what {
            SheetFile::Record => "record",
            SheetFile::Scoresheet => "scoresheet",
        };
        console.text(
            "console-error-sheet-file",
            &[
                ("what", what.into()),
                ("path", super::path_arg(path)),
                ("reason", reason.into()),
            ],
        )
    };
    match e {
        DecisionError::Read { what, path, source } => file(what, path, super::io(source, console)),
        DecisionError::Sheet { what, path, source } => {
            file(what, path, reason(source, console.words()))
        }
        DecisionError::Journal(j) => super::journal(j, console),
        // The header's own words are still English (a setting's value, why it is unreadable).
        DecisionError::Header { path, source } => {
            file(&SheetFile::Record, path, source.to_string())
        }
    }
}

/// What the arbiter should know about a record, in the console's words.
pub fn record_note(note: &RecordNote, console: Console) -> String {
    match note {
        RecordNote::Damaged(d) => super::journal_damage(d, console),
        RecordNote::OpenElsewhere { path, pid } => super::journal_in_use(path, *pid, console),
        RecordNote::PegsDiffer(holes) => {
            console.text("console-note-pegs-differ", &[("holes", (*holes).into())])
        }
        RecordNote::MoveUnderWay => console.text("console-note-move-under-way", &[]),
    }
}
