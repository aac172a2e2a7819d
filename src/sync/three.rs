//! The three score sheets at once (D.2.7, D.2.9): the program's record, the sighted player's sheet and
//! the blind player's own, read from Braille, decided once. The report (`ui::report::three`) renders the
//! decision after the two-sheet report, in lines keyed `blind-`, `players-` and `all-`.

use super::compare::{Observed, Rules};
use super::decision::{Blind, Decision, decide};
use super::scoresheet::Sheet;

/// The three sheets, decided.
#[derive(Debug, Clone)]
pub struct ThreeWay {
    /// The blind player's sheet as the decision read it: as far as it was read, a move read two ways taken
    /// as the other sheets' where that is one of its readings.
    pub blind: Sheet,
    /// The decision from the players' two sheets, the record where the blind sheet is silent.
    pub decision: Decision,
}

/// Decides from the record, the sighted player's sheet and the blind player's sheet (as far as it was read),
/// with the boards as `observed`.
pub fn compare_three(
    [record, sighted]: [&Sheet; 2],
    blind: Blind<'_>,
    observed: &Observed,
    rules: &Rules,
) -> ThreeWay {
    ThreeWay {
        blind: blind.sheet.clone(),
        decision: decide(record, sighted, Some(blind), observed, rules),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Language;
    use crate::sync::decision::{Ground, Verdict, Witness};
    use crate::sync::scoresheet::read_pgn;

    #[test]
    fn the_players_differing_decide_and_a_silent_blind_sheet_is_named() {
        let sheet = |t: &str| read_pgn(t, Language::En, None).unwrap();
        let record = sheet("1. e4 e5 2. Nf3 Nc6 3. Bb5");
        let sighted = sheet("1. e4 e5 2. Nf3 Nc6 3. Bb5");
        let blind = sheet("1. e4 e5 2. Nf3 Nf6");
        let rules = Rules::default();
        let none = Observed::default();
        let read = Blind {
            sheet: &blind,
            gap: None,
        };
        let t = compare_three([&record, &sighted], read, &none, &rules);
        assert_eq!((t.decision.ground, t.decision.agreed), (Ground::Differ, 3));
        assert_eq!(t.decision.verdict, Verdict::Differ);
        // The blind sheet stops after 1. e4: silent, not different; the record witnesses the rest.
        let short = sheet("1. e4");
        let read = Blind {
            sheet: &short,
            gap: None,
        };
        let t = compare_three([&record, &sighted], read, &none, &rules);
        assert_eq!(
            (t.decision.ground, t.decision.agreed),
            (Ground::Correspond, 5)
        );
        assert_eq!(t.decision.verdict, Verdict::AsFarAsTheyGo);
        assert_eq!(t.decision.silent_after(Witness::Blind), Some(1));
    }
}
