//! The arbiter's comparison (D.2.9) of every sheet given (the program's record, the sighted player's score
//! sheet and, when given, the blind player's own): the one decision over all of them, the entries after its
//! split, illegal entries with the article and penalty in force (7.5) or named as a sheet's slip, and the
//! clock readings recorded at the end.

use super::decision::{Blind, Decision, Verdict, decide};
use super::scoresheet::Sheet;
use shakmaty::EnPassantMode;
use shakmaty::fen::Fen;
use std::fmt;

pub use super::facts::{
    Basis, BoardFix, ClockReading, Clocks, Illegal, Observed, Rules, SheetEntry, Which,
};

/// The sheets do not start from the same position: there is nothing to compare.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DifferentStart {
    /// The record's start, in FEN.
    pub record: String,
    /// The score sheet's start, in FEN.
    pub scoresheet: String,
}

impl fmt::Display for DifferentStart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the record starts from {} but the score sheet from {}; give the score sheet the record's FEN tag or none",
            self.record, self.scoresheet
        )
    }
}

impl std::error::Error for DifferentStart {}

/// Everything the arbiter needs for D.2.9: how the sheets compare, and the one decision over all of them.
#[derive(Debug, Clone)]
pub struct Comparison {
    /// The half-moves the sheets agree through, as the decision counts them (silence is not difference):
    /// [`Decision::agreed`].
    pub agree_through: usize,
    /// Whether the sheets agree entirely (same moves, same length, no illegal entry).
    pub sheets_agree: bool,
    /// The record's half-move after the agreed ones, if it has one.
    pub record_next: Option<SheetEntry>,
    /// The score sheet's half-move after the agreed ones, if it has one.
    pub scoresheet_next: Option<SheetEntry>,
    /// Entries that fit no legal move, on either sheet.
    pub illegal: Vec<Illegal>,
    /// The decision: the point, the position, each board's corrections, the clocks there.
    pub decision: Decision,
    /// The clock readings at the end of the record.
    pub clocks_now: Clocks,
    /// The rules the penalties were worked out with.
    pub rules: Rules,
}

impl Comparison {
    /// The boards that must change ([`Decision::wrong_boards`]).
    pub fn wrong_boards(&self) -> Vec<Which> {
        self.decision.wrong_boards()
    }
}

/// Compares the program's `record` with the sighted player's `scoresheet` and, when given, the `blind`
/// player's own sheet (D.2.7, D.2.9): one decision over all of them.
pub fn compare(
    record: &Sheet,
    scoresheet: &Sheet,
    blind: Option<Blind<'_>>,
    observed: &Observed,
    rules: &Rules,
) -> Result<Comparison, DifferentStart> {
    if record.start() != scoresheet.start() {
        let fen = |s: &Sheet| Fen::from_position(s.start(), EnPassantMode::Legal).to_string();
        return Err(DifferentStart {
            record: fen(record),
            scoresheet: fen(scoresheet),
        });
    }
    let decision = decide(record, scoresheet, blind, observed, rules);
    let agree_through = decision.agreed;
    let illegal = [(Which::Record, record), (Which::Scoresheet, scoresheet)]
        .into_iter()
        .filter_map(|(which, sheet)| {
            sheet
                .illegal()
                .map(|i| Illegal::new(which, sheet, i, record, rules))
        })
        .collect();
    Ok(Comparison {
        agree_through,
        sheets_agree: decision.verdict == Verdict::Agree,
        record_next: SheetEntry::entry(record, agree_through),
        scoresheet_next: SheetEntry::entry(scoresheet, agree_through),
        illegal,
        decision,
        clocks_now: Clocks::at(record, record.moves().len(), rules),
        rules: rules.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Edition;
    use crate::notation::Language;
    use crate::sync::decision::{Ground, Witness};
    use crate::sync::scoresheet::read_pgn;
    use std::time::Duration;

    fn sheet(text: &str) -> Sheet {
        read_pgn(text, Language::En, None).unwrap()
    }

    #[test]
    fn a_sheet_that_skipped_a_pair_names_a_slip_and_no_penalty_an_illegal_entry_names_one() {
        let record = sheet("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+");
        let rules = Rules::default();
        // Pair 4 skipped: the sheet's 5. cxd4 is no legal move after its own entries, but it is the game's 6. cxd4.
        let skipped = sheet("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d4 exd4 5. cxd4 Bb4+");
        let c = compare(&record, &skipped, None, &Observed::default(), &rules).unwrap();
        let [i] = c.illegal.as_slice() else {
            panic!("{:?}", c.illegal)
        };
        assert!(!i.penalized());
        assert_eq!(
            i.in_game.as_ref().map(|g| g.number.to_string()),
            Some("6.".to_string())
        );
        // A pair written twice: the entry after it is the game's earlier move.
        let twice = sheet("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. c3");
        let c = compare(&record, &twice, None, &Observed::default(), &rules).unwrap();
        assert!(c.illegal.iter().all(|i| !i.penalized()), "{:?}", c.illegal);
        // An entry that is no move of the game: 7.5 is named.
        let wrong = sheet("1. e4 e5 2. Ke3");
        let c = compare(&record, &wrong, None, &Observed::default(), &rules).unwrap();
        assert!(c.illegal.iter().all(Illegal::penalized), "{:?}", c.illegal);
        assert_eq!(c.illegal.len(), 1);
    }

    #[test]
    fn a_prefix_agrees_through_its_length() {
        let record = sheet("1. e4 {[%clk 0:14:55]} e5 {[%clk 0:14:50]} 2. Nf3 {[%clk 0:14:40]}");
        let short = sheet("1. e4 e5");
        let rules = Rules {
            control: Some("900+10".parse().unwrap()),
            edition: Edition::Y2023,
        };
        let c = compare(&record, &short, None, &Observed::default(), &rules).unwrap();
        // The shorter sheet ends; it does not differ: the record's third half-move stands, and the sheets
        // agree as far as they go, through the decision's point.
        assert_eq!(c.agree_through, 3);
        assert!(!c.sheets_agree);
        assert_eq!(
            (c.scoresheet_next.as_ref(), c.record_next.as_ref()),
            (None, None)
        );
        let d = &c.decision;
        assert_eq!(d.plies, 3);
        assert_eq!(d.verdict, Verdict::AsFarAsTheyGo);
        assert_eq!(
            d.silent_after(crate::sync::decision::Witness::Sighted),
            Some(2)
        );
        assert_eq!(d.clocks.white.time(), Some(Duration::from_secs(880)));
        assert_eq!(d.clocks.black.time(), Some(Duration::from_secs(890)));
        assert_eq!(c.clocks_now.white.time(), Some(Duration::from_secs(880)));
        assert!(d.peg_board.steps.is_empty());
        assert_eq!(d.sighted_board.basis, Basis::Unknown);
        let at_start =
            compare(&record, &sheet("1. d4"), None, &Observed::default(), &rules).unwrap();
        assert_eq!(at_start.agree_through, 0);
        assert_eq!(
            at_start.decision.clocks.white,
            ClockReading::Initial(Duration::from_secs(900))
        );
    }

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
        let t = compare(&record, &sighted, Some(read), &none, &rules).unwrap();
        assert_eq!((t.decision.ground, t.decision.agreed), (Ground::Differ, 3));
        assert_eq!(t.decision.verdict, Verdict::Differ);
        // The blind sheet stops after 1. e4: silent, not different; the record witnesses the rest.
        let short = sheet("1. e4");
        let read = Blind {
            sheet: &short,
            gap: None,
        };
        let t = compare(&record, &sighted, Some(read), &none, &rules).unwrap();
        assert_eq!(
            (t.decision.ground, t.decision.agreed),
            (Ground::Correspond, 5)
        );
        assert_eq!(t.decision.verdict, Verdict::AsFarAsTheyGo);
        assert_eq!(t.decision.silent_after(Witness::Blind), Some(1));
    }
}
