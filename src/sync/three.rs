//! The three score sheets at once (D.2.7, D.2.9): the program's record, the sighted player's sheet and
//! the blind player's own, read from Braille. How far each pair agrees and where all three agree; the report
//! (`ui::report::three`) says it after the two-sheet report, in lines keyed `blind-`, `players-` and `all-`.

use super::compare::{Comparison, DifferentStart, Observed, Rules, compare};
use super::decision::{Blind, Decision, decide};
use super::scoresheet::Sheet;

/// The three sheets compared.
#[derive(Debug, Clone)]
pub struct ThreeWay {
    /// The record against the blind player's sheet.
    pub record_blind: Comparison,
    /// The sighted player's sheet against the blind player's: the players' two score sheets of D.2.9.
    pub players: Comparison,
    /// The half-moves on which all three agree, from the start.
    pub all_agree_through: usize,
    /// The decision from the players' two sheets, the record where the blind sheet is silent.
    pub decision: Decision,
}

/// Compares the blind player's sheet (as far as it was read) with the record and with the sighted player's
/// sheet, and decides; `record_sighted` is the two-sheet comparison already made, `observed` the boards.
pub fn compare_three(
    [record, sighted]: [&Sheet; 2],
    blind: Blind<'_>,
    record_sighted: &Comparison,
    observed: &Observed,
    rules: &Rules,
) -> Result<ThreeWay, DifferentStart> {
    let none = Observed::default();
    let record_blind = compare(record, blind.sheet, &none, rules)?;
    let players = compare(sighted, blind.sheet, &none, rules)?;
    let all_agree_through = record_sighted.agree_through.min(record_blind.agree_through);
    Ok(ThreeWay {
        record_blind,
        players,
        all_agree_through,
        decision: decide(record, sighted, Some(blind), observed, rules),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Language;
    use crate::sync::scoresheet::read_pgn;

    #[test]
    fn all_three_agree_as_far_as_the_shortest_agreement() {
        let sheet = |t: &str| read_pgn(t, Language::En, None).unwrap();
        let record = sheet("1. e4 e5 2. Nf3 Nc6 3. Bb5");
        let sighted = sheet("1. e4 e5 2. Nf3 Nc6 3. Bb5");
        let blind = sheet("1. e4 e5 2. Nf3 Nf6");
        let rules = Rules::default();
        let c = compare(&record, &sighted, &Observed::default(), &rules).unwrap();
        let blind = Blind {
            sheet: &blind,
            gap: None,
        };
        let none = Observed::default();
        let t = compare_three([&record, &sighted], blind, &c, &none, &rules).unwrap();
        assert_eq!((t.all_agree_through, t.players.agree_through), (3, 3));
        assert_eq!(t.record_blind.agree_through, 3);
        assert!(!t.players.sheets_agree);
    }
}
