//! The arbiter at a table without a peg board (issue 53): the blind player's own board is not sensed there,
//! so the decision does not take the position the session tracks (the record's own) for that board; the
//! arbiter is asked what it shows, and the board found wrong is named.

use super::session::{NoPegs, step};
use pegchess::board::dgt::hands::PieceAction::{Lift, Put};
use pegchess::ruling::{LoadedRecord, from_session, rules_of};
use pegchess::sync::compare::{Observed, compare};
use pegchess::sync::facts::Which;
use pegchess::sync::scoresheet::Sheet;
use shakmaty::{Chess, Color, Position, Square::*};
use std::path::Path;

/// Three moves made on the e-board at table 2.
fn three_moves() -> NoPegs {
    let mut t = NoPegs::new(Chess::default(), true);
    let (white, black) = (Color::White.pawn(), Color::Black.pawn());
    for (from, to, pawn) in [(E2, E4, white), (E7, E5, black), (D2, D4, white)] {
        t.hands(&[step(300, Lift(from)), step(300, Put(to, pawn))], 1.0);
        t.wait(3000);
    }
    assert_eq!(t.record().len(), 3, "{:?}", t.said);
    t
}

fn loaded(t: &NoPegs) -> LoadedRecord {
    from_session(
        &t.session,
        Path::new(""),
        rules_of(&t.session, Default::default()),
    )
}

#[test]
fn at_table_two_the_blind_players_board_is_not_taken_as_seen_and_the_arbiter_is_asked() {
    let t = three_moves();
    let record = loaded(&t);
    assert_eq!(record.peg, None, "no peg board is sensed at table 2");
    assert!(record.notes.is_empty(), "{:?}", record.notes);
    let (sighted_sheet, eboard) = record.eboard.clone().expect("the e-board's account");
    // The sighted player's sheet agrees with the record; the e-board shows it.
    let observed = Observed {
        peg: record.peg.clone(),
        sighted: Some(eboard),
    };
    let c = compare(
        &record.sheet,
        &sighted_sheet,
        None,
        &observed,
        &record.rules,
    )
    .unwrap();
    assert!(c.sheets_agree);
    // The boards differ (or the arbiter was not called): the unsensed board is the one to set, never
    // "both boards already show the position".
    assert_eq!(c.decision.wrong_boards(), vec![Which::Record]);
    assert!(
        c.decision.needs_boards(),
        "the console asks for the blind player's board"
    );
    // Told what the blind player's board shows (2. d4 not made on it), the decision corrects that board.
    let mut told = observed.clone();
    let mut before = Sheet::new(Chess::default());
    for m in &record.sheet.moves()[..2] {
        before.push(m.mv, String::new(), None);
    }
    told.peg = Some(before.position().board().clone());
    let c = compare(&record.sheet, &sighted_sheet, None, &told, &record.rules).unwrap();
    assert_eq!(c.decision.wrong_boards(), vec![Which::Record]);
    assert_eq!(
        c.decision.fix(Which::Record).steps.len(),
        2,
        "lift d2, put d4"
    );
    assert!(c.decision.fix(Which::Scoresheet).steps.is_empty());
    assert_eq!(c.decision.record_keeps, 3);
}
