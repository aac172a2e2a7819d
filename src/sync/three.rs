//! The three score sheets at once (D.2.7, D.2.9): the program's record, the sighted player's sheet and
//! the blind player's own, read from Braille. How far each pair agrees, the position where all three
//! agree, and the steps that bring each board there, printed after the two-sheet report as lines keyed
//! `blind-`, `players-` and `all-` (the arbiter is sighted: English, like the report).

use super::compare::{Comparison, DifferentStart, Observed, Rules, compare};
use super::scoresheet::{MoveNumber, Sheet, side_name};
use super::steps::steps;
use crate::clock::format_hms;
use crate::phonetic::{Language, format_san};
use shakmaty::fen::Fen;
use shakmaty::{Board, EnPassantMode, Position};

/// The three sheets compared.
#[derive(Debug, Clone)]
pub struct ThreeWay {
    /// The record against the blind player's sheet.
    pub record_blind: Comparison,
    /// The sighted player's sheet against the blind player's: the players' two score sheets of D.2.9.
    pub players: Comparison,
    /// The half-moves on which all three agree, from the start.
    pub all_agree_through: usize,
}

/// Compares the blind player's sheet with the record and with the sighted player's sheet; `record_sighted`
/// is the two-sheet comparison already made.
pub fn compare_three(
    record: &Sheet,
    sighted: &Sheet,
    blind: &Sheet,
    record_sighted: &Comparison,
    rules: &Rules,
) -> Result<ThreeWay, DifferentStart> {
    let none = Observed::default();
    let record_blind = compare(record, blind, &none, rules)?;
    let players = compare(sighted, blind, &none, rules)?;
    let all_agree_through = record_sighted.agree_through.min(record_blind.agree_through);
    Ok(ThreeWay {
        record_blind,
        players,
        all_agree_through,
    })
}

/// A half-move of a sheet as the report writes it (`12... Nf6`), or `None` past its end.
fn label(sheet: &Sheet, ply: usize, edition: Language) -> Option<String> {
    let written = sheet.moves().get(ply)?;
    let text = sheet
        .san(ply)
        .map_or_else(|| written.written.clone(), |san| format_san(edition, san));
    Some(format!("{} {text}", MoveNumber::of(sheet.start(), ply)))
}

/// The position after `plies`, in words.
fn after(sheet: &Sheet, plies: usize, edition: Language) -> String {
    plies
        .checked_sub(1)
        .and_then(|p| label(sheet, p, edition))
        .map_or("the start position".to_string(), |l| format!("after {l}"))
}

/// The lines of the three-sheet part of the report. `heading` names the blind player's file and how it
/// was read; `notes` are its lines that did not read as moves. The boards are the observed ones, else
/// each taken to show its own sheet's last position.
pub fn three_report(
    t: &ThreeWay,
    sheets: [&Sheet; 3],
    observed: &Observed,
    heading: &str,
    notes: &[String],
    edition: Language,
) -> Vec<String> {
    let [record, sighted, blind] = sheets;
    let mut out = vec![format!("blind-sheet: {heading}")];
    out.extend(notes.iter().map(|n| format!("blind-line: {n}")));
    out.push(format!(
        "blind-agree-through: {} (with the record)",
        t.record_blind.agree_through
    ));
    let next = label(blind, t.record_blind.agree_through, edition).or_else(|| {
        blind
            .illegal()
            .filter(|i| i.ply == t.record_blind.agree_through)
            .map(|i| format!("{} {}", blind.next_number(), i.written))
    });
    out.push(match next {
        Some(l) => format!("blind-next: {l}"),
        None => "blind-next: none (the blind player's sheet ends here)".to_string(),
    });
    out.push(format!(
        "players-agree-through: {} (the sighted player's and the blind player's sheets); they {}",
        t.players.agree_through,
        if t.players.sheets_agree {
            "agree"
        } else {
            "differ"
        }
    ));
    let all = t.all_agree_through;
    let agreed = record.position_after(all);
    out.push(format!("all-agree-through: {all}"));
    out.push(format!(
        "all-position: {}, {} to move",
        after(record, all, edition),
        side_name(agreed.turn())
    ));
    out.push(format!(
        "all-fen: {}",
        Fen::from_position(&agreed, EnPassantMode::Legal)
    ));
    let boards = [
        ("peg", observed.peg.clone(), record),
        ("sighted", observed.sighted.clone(), sighted),
    ];
    for (name, seen, sheet) in boards {
        let current: Board = seen.unwrap_or_else(|| sheet.position().board().clone());
        let fix = steps(&current, agreed.board());
        out.push(format!(
            "all-{name}-board: {} correction{}",
            fix.len(),
            if fix.len() == 1 { "" } else { "s" }
        ));
        out.extend(fix.iter().map(|s| format!("  {s}")));
    }
    out.push(format!("all-decision: {}", decision(t, record, edition)));
    out
}

/// D.2.9 with the players' two sheets: when they correspond, the boards follow them; when they differ,
/// the moves are retraced to where all three agree and the clocks readjusted from the record there.
fn decision(t: &ThreeWay, record: &Sheet, edition: Language) -> String {
    let all = t.all_agree_through;
    let clocks = super::compare::Clocks::at(record, all, &t.record_blind.rules);
    let time = |r: &super::compare::ClockReading| r.time().map_or("as they are".into(), format_hms);
    if t.players.sheets_agree {
        return format!(
            "D.2.9: the players' score sheets correspond through {} half-moves; each board is set to the \
             position after them{}",
            t.players.agree_through,
            if t.record_blind.sheets_agree {
                ""
            } else {
                ", and the record is corrected to them"
            }
        );
    }
    format!(
        "D.2.9: the players' score sheets differ after {} half-moves; the moves are retraced to {}, where \
         all three sheets agree; clocks readjusted to White {}, Black {}",
        t.players.agree_through,
        after(record, all, edition),
        time(&clocks.white),
        time(&clocks.black)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sync::scoresheet::read_pgn;

    #[test]
    fn all_three_agree_as_far_as_the_shortest_agreement() {
        let sheet = |t: &str| read_pgn(t, Language::En, None).unwrap();
        let record = sheet("1. e4 e5 2. Nf3 Nc6 3. Bb5");
        let sighted = sheet("1. e4 e5 2. Nf3 Nc6 3. Bb5");
        let blind = sheet("1. e4 e5 2. Nf3 Nf6");
        let rules = Rules::default();
        let c = compare(&record, &sighted, &Observed::default(), &rules).unwrap();
        let t = compare_three(&record, &sighted, &blind, &c, &rules).unwrap();
        assert_eq!((t.all_agree_through, t.players.agree_through), (3, 3));
        let lines = three_report(
            &t,
            [&record, &sighted, &blind],
            &Observed::default(),
            "x.brf",
            &[],
            Language::En,
        );
        assert!(
            lines.contains(&"blind-next: 2... Nf6".to_string()),
            "{lines:?}"
        );
        assert!(lines.contains(&"all-position: after 2. Nf3, Black to move".to_string()));
    }
}
