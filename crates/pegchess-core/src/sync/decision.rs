//! The arbiter's one decision at D.2.9, computed once from the sheets as far as they were read: the point the
//! boards go to, the position there, each board's corrections, the clocks, and what a sheet could not say.
//! Every output (the console's lines, the window's panel, the applied decision, the PGN comment) renders
//! this value, so no two of them can name different points.
//!
//! The players' two sheets decide (D.2.9): the record and the sighted player's sheet, or, when the blind
//! player's own Braille sheet is given, the sighted player's and the blind player's, with the record as the
//! witness where the blind sheet is silent. A sheet counts only as far as it was read: a sheet that ends, or
//! stops being read, is silent from there, not different. Where the boards already show the same position,
//! no correction is needed.

use super::facts::{Basis, BoardFix, Clocks, Observed, Rules, SheetEntry, Which};
use super::scoresheet::{MoveNumber, Sheet};
use super::steps::steps;
use crate::notation::NotationError;
use shakmaty::{Board, Chess, Move, Position};

/// Why the decision is what it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ground {
    /// The players' sheets correspond, as far as each was written and read: the boards follow them.
    Correspond,
    /// The players' sheets differ at a half-move both wrote (or, where one is silent, the sheets that speak
    /// there differ): the moves are retraced to where they agree.
    Differ,
    /// The sheets differ, but both boards already show the same position: no correction is needed.
    BoardsAgree,
}

/// How the players' sheets stand to each other at the decision: the report's `scoresheets:` line and the
/// verdict of `players-agree-through:`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// They hold the same moves, to the point.
    Agree,
    /// They agree as far as each was written and read; one is silent before the point (it ended, or was not
    /// read further): silence is not difference.
    AsFarAsTheyGo,
    /// They say different things at a half-move both wrote.
    Differ,
}

/// One of the three sheets, as the decision names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Witness {
    /// The program's record.
    Record,
    /// The sighted player's sheet.
    Sighted,
    /// The blind player's own sheet, as far as it was read.
    Blind,
}

/// A sheet silent before the decision's point: it was written (or read) through `through` half-moves only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Silent {
    /// The sheet.
    pub sheet: Witness,
    /// The half-moves it holds.
    pub through: usize,
}

/// Where the blind player's Braille sheet stopped being read before its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gap {
    /// The file's first line that was not read as moves.
    pub line: usize,
    /// The half-moves read before it.
    pub read: usize,
    /// Whether that line read two ways (a capital sign left out), one of them the other sheets' move,
    /// rather than not at all.
    pub two_ways: bool,
}

/// The blind player's sheet as evidence: its moves as read, and where its reading stopped, if it did.
#[derive(Debug, Clone, Copy)]
pub struct Blind<'a> {
    /// The moves read (an entry read as no legal move ends them, and is not evidence).
    pub sheet: &'a Sheet,
    /// The first line not read, when the reading stopped before the sheet's end.
    pub gap: Option<Gap>,
}

/// Where the blind player's sheet could not be read, before the decision's point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unread {
    /// The file's first line not read as moves.
    pub line: usize,
    /// Whether that line read two ways, rather than not at all.
    pub two_ways: bool,
    /// The first half-move not read.
    pub from: MoveNumber,
    /// That half-move on the sheet the decision stands on, when it has it ("check it from 15. Ng3").
    pub entry: Option<SheetEntry>,
}

/// The one decision.
#[derive(Debug, Clone)]
pub struct Decision {
    /// Why.
    pub ground: Ground,
    /// The half-moves from the start the boards go to.
    pub plies: usize,
    /// The half-moves the deciding sheets agree through, silence not counting as difference: the point,
    /// except where both boards already agree ([`Ground::BoardsAgree`]), where it is the split of the sheets.
    /// Every `*agree-through` line of the report prints this.
    pub agreed: usize,
    /// How the players' sheets stand to each other.
    pub verdict: Verdict,
    /// The sheets that end (or stop being read) before the point, each with the half-moves it holds.
    pub silent: Vec<Silent>,
    /// The position after them.
    pub position: Chess,
    /// The moves from the start to the point, as the sheets that decide have them: the record is made to
    /// match them (its first [`Decision::record_keeps`] stand, the rest are made again from these).
    pub line: Vec<Move>,
    /// The half-move at the point (none at the start), from the sheet that reaches it.
    pub last: Option<SheetEntry>,
    /// What to do to the peg board.
    pub peg_board: BoardFix,
    /// What to do to the sighted player's board.
    pub sighted_board: BoardFix,
    /// The clock readings the record has at the point.
    pub clocks: Clocks,
    /// The half-moves of the record that stand (the record is retraced to these; the moves after them up to
    /// the point are made again).
    pub record_keeps: usize,
    /// Where the blind player's sheet could not be read, when that is before the point: the arbiter reads
    /// those lines with the player.
    pub blind_unread: Option<Unread>,
}

impl Decision {
    /// The fix for one board.
    pub fn fix(&self, board: Which) -> &BoardFix {
        match board {
            Which::Record => &self.peg_board,
            Which::Scoresheet => &self.sighted_board,
        }
    }

    /// The moves the record gets after the half-moves it keeps, from the sheets that decide.
    pub fn remade(&self) -> &[Move] {
        self.line.get(self.record_keeps..).unwrap_or_default()
    }

    /// Whether any board must change.
    pub fn corrects(&self) -> bool {
        !self.peg_board.steps.is_empty() || !self.sighted_board.steps.is_empty()
    }

    /// The half-moves `sheet` holds, when it is silent before the point.
    pub fn silent_after(&self, sheet: Witness) -> Option<usize> {
        self.silent
            .iter()
            .find(|s| s.sheet == sheet)
            .map(|s| s.through)
    }

    /// Whether a board's position is not known, so that the arbiter is asked for it: the sheets correspond
    /// (as far as each goes), and a board was neither seen nor can be taken to show its sheet.
    pub fn needs_boards(&self) -> bool {
        self.ground == Ground::Correspond
            && [&self.peg_board, &self.sighted_board]
                .iter()
                .any(|f| f.basis == Basis::Unknown)
    }

    /// The boards that must change. When the sheets correspond and one board is known to show their position
    /// while the other was not described, the other one is wrong (the boards differ, or the arbiter would not
    /// have been called).
    pub fn wrong_boards(&self) -> Vec<Which> {
        let fixes = [&self.peg_board, &self.sighted_board];
        let wrong: Vec<Which> = fixes
            .iter()
            .filter(|f| !f.steps.is_empty())
            .map(|f| f.board)
            .collect();
        if !wrong.is_empty() || self.ground != Ground::Correspond {
            return wrong;
        }
        match (self.peg_board.basis, self.sighted_board.basis) {
            (Basis::Observed, Basis::Unknown) => vec![Which::Scoresheet],
            (Basis::Unknown, Basis::Observed) => vec![Which::Record],
            _ => Vec::new(),
        }
    }
}

/// The first half-move at which two sheets say different things where both say something: a different
/// move, or a written entry that is no legal move where the other has a move (`x_entries`: whether an
/// illegal entry at the end of that sheet was written, as on a typed sheet, rather than unread).
fn first_conflict(x: &Sheet, x_entries: bool, y: &Sheet, y_entries: bool) -> Option<usize> {
    let common = x
        .moves()
        .iter()
        .zip(y.moves())
        .take_while(|(a, b)| a.mv == b.mv)
        .count();
    if common < x.moves().len().min(y.moves().len()) {
        return Some(common);
    }
    // One is a prefix of the other: the shorter's written illegal entry right after it is a conflict with
    // the longer's move there, or with the other's different illegal entry.
    // An entry that fits several legal moves (a Braille sheet's; none of them the other sheets' move, or it
    // would have been read as that) was written, whatever the sheet.
    let illegal_at = |s: &Sheet, written: bool| {
        s.illegal()
            .filter(|i| written || matches!(i.problem, NotationError::Ambiguous { .. }))
            .filter(|i| i.ply == s.moves().len())
            .map(|i| (i.ply, i.written.clone()))
    };
    match (illegal_at(x, x_entries), illegal_at(y, y_entries)) {
        (Some((px, wx)), Some((py, wy))) if px == py => (wx != wy).then_some(px),
        (Some((p, _)), _) if y.moves().len() > p => Some(p),
        (_, Some((p, _))) if x.moves().len() > p => Some(p),
        _ => None,
    }
}

/// The longer of two sheets of which one is a prefix of the other.
fn longer<'s>(x: &'s Sheet, y: &'s Sheet) -> &'s Sheet {
    if y.moves().len() > x.moves().len() {
        y
    } else {
        x
    }
}

/// Decides D.2.9 from the `record`, the `sighted` player's sheet and, if given, the `blind` player's own
/// sheet, with the boards as `observed` (a board not observed is taken to show its sheet's last position,
/// when that sheet reaches the point).
pub fn decide(
    record: &Sheet,
    sighted: &Sheet,
    blind: Option<Blind<'_>>,
    observed: &Observed,
    rules: &Rules,
) -> Decision {
    let (ground, plies, source) = point(record, sighted, blind);
    // A line read two ways, one of them the other sheets' move, is named but read: the sheet is not silent.
    let read_whole = |b: &Blind<'_>| b.gap.is_none_or(|g| g.two_ways);
    let identical =
        blind.is_none_or(|b| same(b.sheet, sighted) && read_whole(&b)) && same(record, sighted);
    let board = |which: Which, sheet: &Sheet, seen: &Option<Board>| {
        let (basis, current) = match seen {
            Some(b) => (Basis::Observed, Some(b.clone())),
            None if identical => (Basis::Unknown, None),
            // A sheet that ends before the point says nothing of where its board stands now.
            None if sheet.moves().len() < plies => (Basis::Unknown, None),
            None if sheet.illegal().is_some() => {
                (Basis::BeforeIllegal, Some(sheet.position().board().clone()))
            }
            None => (Basis::Sheet, Some(sheet.position().board().clone())),
        };
        (which, basis, current)
    };
    let peg = board(Which::Record, record, &observed.peg);
    let seen = board(Which::Scoresheet, sighted, &observed.sighted);
    // Both boards seen to show the same position (a board only taken to show its sheet proves nothing),
    // while the sheets differ: nothing to correct, and the decision names the sheet that shows it.
    let both_seen = peg.1 == Basis::Observed && seen.1 == Basis::Observed;
    let agreeing = match (&peg.2, &seen.2) {
        (Some(a), Some(b)) if a == b && ground == Ground::Differ && both_seen => [record, sighted]
            .into_iter()
            .find(|s| s.position().board() == a)
            .map(|s| (s, s.moves().len())),
        _ => None,
    };
    let agreed = plies;
    let other = blind.map_or(Some(record), |b| read_whole(&b).then_some(b.sheet));
    let verdict = verdict(ground, plies, sighted, other);
    let (ground, plies, source) = match agreeing {
        Some((s, n)) => (Ground::BoardsAgree, n, s),
        None => (ground, plies, source),
    };
    let position = source.position_after(plies);
    let fix = |(board, basis, current): (Which, Basis, Option<Board>)| BoardFix {
        board,
        basis,
        steps: current
            .as_ref()
            .map_or_else(Vec::new, |c| steps(c, position.board())),
        current,
    };
    let record_keeps = first_conflict(record, true, source, false)
        .unwrap_or(usize::MAX)
        .min(record.moves().len())
        .min(plies);
    Decision {
        ground,
        plies,
        agreed,
        verdict,
        silent: silent(plies, [record, sighted], blind.map(|b| b.sheet)),
        last: plies.checked_sub(1).and_then(|p| SheetEntry::at(source, p)),
        peg_board: fix(peg),
        sighted_board: fix(seen),
        clocks: Clocks::at(record, plies.min(record.moves().len()), rules),
        record_keeps,
        blind_unread: unread(blind.and_then(|b| b.gap), plies, source),
        position,
        line: source.moves().iter().take(plies).map(|m| m.mv).collect(),
    }
}

/// Where the blind sheet could not be read (its `gap`), when that is before the point at `plies`, named on
/// the `source` sheet that reaches the point.
fn unread(gap: Option<Gap>, plies: usize, source: &Sheet) -> Option<Unread> {
    gap.filter(|g| g.read <= plies).map(|g| Unread {
        line: g.line,
        two_ways: g.two_ways,
        from: MoveNumber::of(source.start(), g.read),
        entry: SheetEntry::at(source, g.read),
    })
}

/// How the players' sheets stand: the `sighted` one and the other (`None`: the blind sheet, not read to its
/// end), decided on `ground` at `plies`.
fn verdict(ground: Ground, plies: usize, sighted: &Sheet, other: Option<&Sheet>) -> Verdict {
    match ground {
        Ground::Differ | Ground::BoardsAgree => Verdict::Differ,
        Ground::Correspond => match other {
            Some(o) if same(sighted, o) && sighted.moves().len() == plies => Verdict::Agree,
            _ => Verdict::AsFarAsTheyGo,
        },
    }
}

/// The sheets silent before the point at `plies`: a typed sheet that ends there (an illegal entry is not
/// silence), the blind sheet where its reading ends.
fn silent(plies: usize, [record, sighted]: [&Sheet; 2], blind: Option<&Sheet>) -> Vec<Silent> {
    let typed = [(Witness::Record, record), (Witness::Sighted, sighted)]
        .into_iter()
        .filter(|(_, s)| s.illegal().is_none())
        .map(|(w, s)| (w, s.moves().len()));
    let blind = blind.map(|b| (Witness::Blind, b.moves().len()));
    typed
        .chain(blind)
        .filter(|(_, n)| *n < plies)
        .map(|(sheet, through)| Silent { sheet, through })
        .collect()
}

/// Whether two sheets hold the same moves and no illegal entry.
fn same(x: &Sheet, y: &Sheet) -> bool {
    x.moves().len() == y.moves().len()
        && first_conflict(x, true, y, true).is_none()
        && x.illegal().is_none()
        && y.illegal().is_none()
}

/// The point the sheets decide, why, and a sheet that reaches it.
fn point<'s>(
    record: &'s Sheet,
    sighted: &'s Sheet,
    blind: Option<Blind<'s>>,
) -> (Ground, usize, &'s Sheet) {
    let Some(blind) = blind else {
        // The record is the blind player's sheet (D.2.7): the players' two sheets are it and the sighted one.
        return match first_conflict(record, true, sighted, true) {
            Some(p) => (Ground::Differ, p, record),
            None => corresponding(longer(record, sighted)),
        };
    };
    if let Some(p) = first_conflict(sighted, true, blind.sheet, false) {
        return (Ground::Differ, p, sighted);
    }
    // The blind sheet agrees with the sighted one as far as it was read; where it is silent, the record is
    // the second witness.
    let silent_from = blind.sheet.moves().len();
    let players = longer(sighted, blind.sheet);
    match first_conflict(players, true, record, true) {
        Some(p) if p >= silent_from => (Ground::Differ, p, players),
        // The record differs where both players' sheets agree: they stand.
        Some(_) => corresponding(players),
        None => corresponding(longer(players, record)),
    }
}

/// The sheets correspond: the point is the end of `sheet`, the longest of them.
fn corresponding(sheet: &Sheet) -> (Ground, usize, &Sheet) {
    (Ground::Correspond, sheet.moves().len(), sheet)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Language;
    use crate::sync::scoresheet::read_pgn;

    fn sheet(text: &str) -> Sheet {
        read_pgn(text, Language::En, None).unwrap()
    }

    fn decided(record: &str, sighted: &str, blind: Option<(&str, Option<Gap>)>) -> Decision {
        let (record, sighted) = (sheet(record), sheet(sighted));
        let blind_sheet = blind.map(|(b, gap)| (sheet(b), gap));
        let blind = blind_sheet.as_ref().map(|(s, gap)| Blind {
            sheet: s,
            gap: *gap,
        });
        decide(
            &record,
            &sighted,
            blind,
            &Observed::default(),
            &Rules::default(),
        )
    }

    #[test]
    fn the_players_sheets_stand_against_the_record() {
        // Both players wrote 3. Bb5; the record has 3. Bc4: the boards follow the players.
        let d = decided(
            "1. e4 e5 2. Nf3 Nc6 3. Bc4",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5",
            Some(("1. e4 e5 2. Nf3 Nc6 3. Bb5", None)),
        );
        assert_eq!((d.ground, d.plies), (Ground::Correspond, 5));
        assert_eq!(d.record_keeps, 4);
        assert_eq!(d.last.unwrap().written, "Bb5");
        assert!(d.sighted_board.steps.is_empty());
        assert_eq!(d.peg_board.steps.len(), 2);
    }

    #[test]
    fn a_sheet_that_ends_is_silent_not_different() {
        let d = decided("1. e4 e5 2. Nf3 Nc6", "1. e4 e5", None);
        assert_eq!((d.ground, d.plies), (Ground::Correspond, 4));
        assert!(d.peg_board.steps.is_empty());
        assert_eq!(d.sighted_board.basis, Basis::Unknown);
        // The blind sheet read to move 1 only: the record and the sighted sheet decide the rest.
        let gap = Gap {
            line: 3,
            read: 2,
            two_ways: false,
        };
        let d = decided(
            "1. e4 e5 2. Nf3 Nc6 3. Bb5",
            "1. e4 e5 2. Nf3 Nc6 3. Bc4",
            Some(("1. e4 e5", Some(gap))),
        );
        assert_eq!((d.ground, d.plies), (Ground::Differ, 4));
        let unread = d.blind_unread.unwrap();
        assert_eq!(
            (unread.line, unread.from.to_string()),
            (3, "2.".to_string())
        );
        assert_eq!(unread.entry.unwrap().written, "Nf3");
    }

    #[test]
    fn the_players_differing_retrace_to_where_they_agree() {
        let d = decided(
            "1. e4 e5 2. Nf3 Nc6",
            "1. e4 e5 2. Nf3 Nc6",
            Some(("1. e4 e5 2. Nc3", None)),
        );
        assert_eq!((d.ground, d.plies), (Ground::Differ, 2));
    }

    #[test]
    fn boards_showing_the_same_position_need_no_correction() {
        // The same position by another order of moves, both boards seen showing it.
        let (record, sighted) = (sheet("1. Nf3 Nf6 2. e4"), sheet("1. e4 Nf6 2. Nf3"));
        let observed = Observed {
            peg: Some(record.position().board().clone()),
            sighted: Some(sighted.position().board().clone()),
        };
        let d = decide(&record, &sighted, None, &observed, &Rules::default());
        assert_eq!((d.ground, d.plies), (Ground::BoardsAgree, 3));
        assert!(!d.corrects());
        // Taken only from their sheets, the boards are not known to agree: the sheets are retraced.
        let d = decided("1. Nf3 Nf6 2. e4", "1. e4 Nf6 2. Nf3", None);
        assert_eq!((d.ground, d.plies), (Ground::Differ, 0));
    }
}
