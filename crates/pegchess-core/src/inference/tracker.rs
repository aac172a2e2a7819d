//! The move tracker: the settled position, every hole event sensed since, and which move (or moves) they show.
//!
//! There is no pace assumption. A peg out and back in the same hole within milliseconds may be a captured
//! peg lifted and the capturer put in its place, or a brushed peg: both readings are kept in the trace, and
//! the legal moves decide. Candidate moves are matched against the occupancy and the whole trace since the
//! last completed move: one move, or two (both sides moved before a press), or a new version of the last
//! move when it was completed only by the board standing still.

use super::correction::{Correction, corrections};
use super::holes::{HoleEvent, HoleLog, capture_seen, diff};
use super::identity::{Swap, swap_shown, told_apart};
use crate::board::castling::castling_pegs;
use shakmaty::{Bitboard, Chess, Move, Position, Square};
use std::time::Duration;

/// What the holes show, measured against the settled position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// The board shows the settled position.
    Settled,
    /// Some pieces are out of their holes and nothing stands where it should not: hands are at work.
    /// `possible` lists captures the board would also fit if frames were lost (empty when the trace is complete).
    Lifted {
        /// Holes that should hold a peg and are empty.
        holes: Bitboard,
        /// Captures that fit the holes but whose trace was not seen because frames were lost.
        possible: Vec<Move>,
    },
    /// Exactly one legal move explains the board.
    Move(Move),
    /// A pawn reached the last rank; the board cannot tell which piece it became.
    Promotion(Vec<Move>),
    /// Several moves explain the board and the trace cannot tell them apart (frames were lost).
    Ambiguous(Vec<Move>),
    /// Both sides moved: `first` was made, then the opponent's move (read again once `first` is complete).
    /// The trace from event `cut` on belongs to the second move.
    TwoMoves {
        /// The first of the two moves.
        first: Move,
        /// Where the second move's trace starts.
        cut: usize,
    },
    /// The last move, completed only by the board standing still, was changed into this one.
    Revised(Move),
    /// The board shows the position this many plies back: a takeback.
    Takeback(usize),
    /// Nothing explains the board; these steps restore the settled position.
    Differs(Vec<Correction>),
}

/// The most plies a takeback may undo at once.
pub(crate) const MAX_TAKEBACK: usize = 2;

/// Follows the board from one settled position to the next.
#[derive(Debug, Clone)]
pub struct Tracker {
    positions: Vec<Chess>,
    /// The settled position's legal moves, generated once when it settles (every reading matches them).
    legal: Vec<Move>,
    /// For each completed move (one fewer than positions): the move and whether it is firm (pressed,
    /// announced or imported) rather than completed by the board standing still.
    moves: Vec<(Move, bool)>,
    sensed: Bitboard,
    log: HoleLog,
    /// The occupancy the trace starts from (the settled position's, unless the board already showed
    /// part of the next move when the last one was completed).
    base: Bitboard,
    /// Where in the trace frames were lost (the events before it are complete); `None`: complete.
    gap: Option<usize>,
    /// The trace of the last completed move, while that move may still be revised, and where it started.
    last_trace: Vec<HoleEvent>,
    last_base: Bitboard,
    last_trusted: bool,
    last_change: Duration,
}

impl Tracker {
    /// A tracker at `start` whose board is assumed to show it.
    pub fn new(start: Chess) -> Self {
        let sensed = start.board().occupied();
        let legal = start.legal_moves().to_vec();
        Tracker {
            positions: vec![start],
            legal,
            moves: Vec::new(),
            sensed,
            log: HoleLog::new(),
            base: sensed,
            gap: None,
            last_trace: Vec::new(),
            last_base: sensed,
            last_trusted: true,
            last_change: Duration::ZERO,
        }
    }

    /// The settled position.
    pub fn position(&self) -> &Chess {
        self.positions
            .last()
            .expect("a tracker always has a position")
    }

    /// The settled position's legal moves.
    pub fn legal_moves(&self) -> &[Move] {
        &self.legal
    }

    /// The settled position changed: its legal moves are generated again.
    fn settle(&mut self) {
        self.legal.clear();
        let pos = self
            .positions
            .last()
            .expect("a tracker always has a position");
        self.legal.extend(pos.legal_moves());
    }

    /// Every settled position from the start, oldest first.
    pub fn positions(&self) -> &[Chess] {
        &self.positions
    }

    /// The occupancy last sensed (in the game's squares).
    pub fn sensed(&self) -> Bitboard {
        self.sensed
    }

    /// When the sensed occupancy last changed.
    pub(crate) fn last_change(&self) -> Duration {
        self.last_change
    }

    /// The hole events since the settled position.
    pub fn events(&self) -> &[HoleEvent] {
        self.log.events()
    }

    /// Takes a new reading. A `resync` reading (after lost frames or a reconnect) means the events
    /// between the last reading and this one are unknown, so capture traces can no longer be trusted.
    pub fn sense(&mut self, holes: Bitboard, at: Duration, resync: bool) {
        if resync && holes != self.sensed {
            self.distrust();
        }
        if holes == self.sensed {
            return;
        }
        for event in diff(self.sensed, holes, at) {
            self.log.push(event);
        }
        self.sensed = holes;
        self.last_change = at;
    }

    /// No peg board reads the pegs: the board is taken to show the settled position, with no trace (a peg
    /// board that joins later reports its holes, which are then read against it).
    pub(crate) fn assume_shown(&mut self) {
        self.sensed = self.position().board().occupied();
        self.log.clear();
        self.base = self.sensed;
        self.gap = None;
        self.last_trace.clear();
        self.last_base = self.sensed;
    }

    /// Marks the trace as incomplete (frames were lost), even if the holes look unchanged.
    pub(crate) fn distrust(&mut self) {
        self.gap.get_or_insert(self.log.events().len());
    }

    /// Whether the whole trace since the settled position is complete.
    fn trusted(&self) -> bool {
        self.gap.is_none()
    }

    /// Pieces touched since the settled position: out and back in their own hole, excluding `moved` squares.
    pub fn touched(&self, moved: Bitboard) -> Vec<(shakmaty::Piece, Square)> {
        let board = self.position().board();
        self.log
            .touched(self.sensed & board.occupied() & !moved)
            .into_iter()
            .filter_map(|sq| board.piece_at(sq).map(|p| (p, sq)))
            .collect()
    }

    /// Forgets the trace of touches once the board is back at the settled position.
    pub(crate) fn forget_touches(&mut self) {
        self.log.clear();
        self.base = self.sensed;
        self.gap = None;
    }

    /// What the board shows now.
    pub fn read(&self) -> Reading {
        let pos = self.position();
        let occupied = pos.board().occupied();
        if self.sensed == occupied {
            return self.swapped().unwrap_or(Reading::Settled);
        }
        let (mut fits, possible) = fitting(
            pos,
            &self.legal,
            self.sensed,
            self.log.events(),
            self.trusted(),
        );
        match fits.len() {
            0 => {}
            1 => return Reading::Move(fits.remove(0)),
            _ if fits
                .iter()
                .all(|m| m.promotion().is_some() && m.to() == fits[0].to()) =>
            {
                return Reading::Promotion(fits);
            }
            _ => return Reading::Ambiguous(fits),
        }
        // Both sides may have moved (a recapture on the same square looks like two pieces lifted).
        match self.two_moves() {
            Firsts::One(first, cut) => return Reading::TwoMoves { first, cut },
            Firsts::Several(firsts) => return Reading::Ambiguous(firsts),
            Firsts::Promotion(firsts) => return Reading::Promotion(firsts),
            Firsts::None => {}
        }
        if self.sensed & !occupied == Bitboard::EMPTY {
            return Reading::Lifted {
                holes: occupied & !self.sensed,
                possible,
            };
        }
        if let Some(k) = self.takeback_depth() {
            return Reading::Takeback(k);
        }
        if let Some(m) = self.revision() {
            return Reading::Revised(m);
        }
        Reading::Differs(corrections(self.sensed, pos.board()))
    }

    /// Chess960 castling where king and rook trade squares leaves every hole as it was: with both lifted
    /// since the settled position, the castling is read where only it can have carried them, and is one
    /// of two readings (castled, or both put back) where the hand held both at once.
    fn swapped(&self) -> Option<Reading> {
        let events = self.log.events();
        // Nothing lifted since the settled position (the board at rest): no move generation.
        if !self.trusted() || events.is_empty() {
            return None;
        }
        swaps(self.position(), &self.legal).find_map(|c| {
            match swap_shown(&c, self.sensed, events, true) {
                Swap::Shown => Some(Reading::Move(c)),
                Swap::Possible => Some(Reading::Ambiguous(vec![c])),
                Swap::Unseen => None,
            }
        })
    }

    /// The Chess960 castlings lost frames may hide: the board shows the settled holes, and king and rook
    /// trading squares would leave them so. The trace cannot tell; a press or an announcement asks or says.
    pub fn hidden(&self) -> Vec<Move> {
        if self.trusted() || self.sensed != self.position().board().occupied() {
            return Vec::new();
        }
        swaps(self.position(), &self.legal).collect()
    }

    /// Whether the board shows two moves, one by each side: the first move's, found at a moment in the
    /// trace when the board showed it complete, and the second's after that moment.
    fn two_moves(&self) -> Firsts {
        let pos = self.position();
        let occupied = pos.board().occupied();
        let events = self.log.events();
        let shown = shown_after(self.base, events);
        let mut found: Vec<(Move, usize, bool)> = Vec::new();
        // Whether the board showed some move complete, the only reading of the trace at that moment: then a
        // first move lost frames hide (never shown) is not read in its place.
        let mut shown_complete = false;
        // Whether a first move is only possible: a castling swap lost frames may hide. (One the hand may have
        // undone, holding both pieces, is the only legal reading once the opponent moves on.)
        let mut unsure = false;
        let complete_to = |cut: usize| self.gap.is_none_or(|g| g >= cut);
        for &first in &self.legal {
            let middle = occupancy_after(occupied, &first);
            // The board must have shown the first move complete at some moment of the trace.
            let mut cuts: Vec<usize> = (0..shown.len()).filter(|&i| shown[i] == middle).collect();
            // King and rook trading squares (Chess960) leave the holes as they were: only the trace before
            // the moment shows it, and with no such trace it is never read (lost frames do not make it up).
            let swap = |cut: usize| {
                let (before, _) = events.split_at(cut);
                swap_shown(&first, shown[cut], before, complete_to(cut))
            };
            if middle == occupied {
                cuts.retain(|&cut| swap(cut) != Swap::Unseen);
                if cuts.is_empty() {
                    continue;
                }
            }
            // That moment may have fallen among the lost frames: then nothing of the trace is proof.
            let unseen = cuts.is_empty() && self.gap.is_some();
            if let Some(gap) = self.gap.filter(|_| unseen) {
                cuts.push(gap.min(events.len()));
            }
            if cuts.is_empty() {
                continue;
            }
            shown_complete |= !unseen
                && cuts.iter().any(|&cut| {
                    fitting(
                        pos,
                        &self.legal,
                        shown[cut],
                        &events[..cut],
                        complete_to(cut),
                    )
                    .0 == [first]
                });
            let mut after = pos.clone();
            after.play_unchecked(first);
            // Without a complete trace a capture cannot be told from a lifted piece: only moves the
            // occupancy alone proves are taken.
            let ok = cuts
                .into_iter()
                .find(|&cut| self.second_follows(&first, &after, &shown, cut, unseen));
            if let Some(cut) = ok {
                unsure |= middle == occupied && !complete_to(cut);
                found.push((first, cut, unseen));
            }
        }
        if shown_complete {
            found.retain(|(_, _, unseen)| !unseen);
        }
        read_firsts(&found, unsure)
    }

    /// Whether, with `first` shown complete at moment `cut` of the trace (`unseen`: that moment fell among
    /// lost frames), the rest of the trace is the opponent's move from `after` (on the board, or in the hand).
    fn second_follows(
        &self,
        first: &Move,
        after: &Chess,
        shown: &[Bitboard],
        cut: usize,
        unseen: bool,
    ) -> bool {
        let pos = self.position();
        let occupied = pos.board().occupied();
        let events = self.log.events();
        let first = *first;
        let (before, since) = events.split_at(cut);
        let complete_before = !unseen && self.gap.is_none_or(|g| g >= cut);
        let complete_since = !unseen && self.gap.is_none_or(|g| g < cut);
        let (seconds, possible) = if one_move_from(after.board(), after.turn(), self.sensed) {
            fitting(
                after,
                &after.legal_moves(),
                self.sensed,
                since,
                complete_since,
            )
        } else {
            (Vec::new(), Vec::new())
        };
        // A capture that looks like a lifted piece needs its trace, unless frames were lost and
        // the opponent's move since proves it was made (a piece stands where none stood).
        let proven = !seconds.is_empty() && self.sensed & !occupied != Bitboard::EMPTY;
        // Lost frames hide evidence but never make it up: a trace that shows the capture is proof.
        let first_fits =
            !lookalike(&first) || trace_shows(before, &first) || (!complete_before && proven);
        // The second move is on the board, or (with a complete trace) its hands are at work:
        // nothing new stands anywhere, one of the mover's own pieces is in the hand, and the first
        // move was the board's only reading when it showed complete.
        let only = fitting(pos, &self.legal, shown[cut], before, complete_before).0 == [first];
        let lifted = self.sensed & !after.board().occupied() == Bitboard::EMPTY
            && (after.board().occupied() & !self.sensed & after.us()).any()
            && only;
        let unproven = !possible.is_empty() && unproven_second_counts(only, complete_before);
        first_fits && (!seconds.is_empty() || unproven || (complete_since && lifted))
    }

    /// Whether the board shows another version of the last move, when that move was completed only by
    /// the board standing still (a piece slid on, a rook followed by its king).
    fn revision(&self) -> Option<Move> {
        let (last, firm) = *self.moves.last()?;
        if firm {
            return None;
        }
        let before = &self.positions[self.positions.len() - 2];
        let trace: Vec<HoleEvent> = self
            .last_trace
            .iter()
            .chain(self.log.events())
            .copied()
            .collect();
        let trusted = self.trusted() && self.last_trusted;
        let (fits, _) = fitting(before, &before.legal_moves(), self.sensed, &trace, trusted);
        match fits.as_slice() {
            [m] if *m != last => Some(*m),
            _ => None,
        }
    }

    fn takeback_depth(&self) -> Option<usize> {
        (1..=MAX_TAKEBACK.min(self.positions.len() - 1)).find(|k| {
            self.positions[self.positions.len() - 1 - k]
                .board()
                .occupied()
                == self.sensed
        })
    }

    /// Completes a move: it becomes the settled position and the trace starts afresh. A `firm` move
    /// (pressed, announced, answered) can no longer be revised. The move must be legal in the settled position.
    pub fn complete(&mut self, m: &Move, firm: bool) {
        // When the board already shows more (the opponent's hands at work), the trace after the last
        // moment it showed this move belongs to the next one.
        let after = occupancy_after(self.position().board().occupied(), m);
        let events = self.log.events();
        let mut holes = self.base;
        let mut cut = (holes == after).then_some(0);
        for (i, e) in events.iter().enumerate() {
            holes = e.apply(holes);
            if holes == after {
                cut = Some(i + 1);
            }
        }
        let len = events.len();
        self.complete_at(m, firm, cut.unwrap_or(len));
        if cut.is_none() && self.sensed != self.position().board().occupied() {
            // That moment was never seen: the rest of the trace proves nothing.
            self.distrust();
        }
    }

    /// Where the trace of a Chess960 castling that traded king and rook after `m` starts, when there is one:
    /// the board then showed `m` both before and after the castling, and the moment `last` would swallow
    /// it. The latest earlier moment whose rest of the trace shows the swap; with frames lost, the latest
    /// moment before them (what they hide may be the castling, asked about later).
    fn next_swap_from(&self, m: &Move, last: usize) -> Option<usize> {
        let events = self.log.events();
        if last == 0 || events.is_empty() {
            return None;
        }
        let after = occupancy_after(self.position().board().occupied(), m);
        let mut next = self.position().clone();
        next.play_unchecked(*m);
        let castles: Vec<Move> = swaps(&next, &next.legal_moves()).collect();
        if castles.is_empty() {
            return None;
        }
        let mut holes = self.base;
        let moments: Vec<usize> = std::iter::once(0)
            .chain(events.iter().enumerate().filter_map(|(i, e)| {
                holes = e.apply(holes);
                (holes == after).then_some(i + 1)
            }))
            .filter(|&i| i < last && (i > 0 || self.base == after))
            .collect();
        if let Some(gap) = self.gap {
            return moments.into_iter().rev().find(|&cut| cut <= gap);
        }
        moments.into_iter().rev().find(|&cut| {
            castles
                .iter()
                .any(|c| swap_shown(c, after, &events[cut..last], true) != Swap::Unseen)
        })
    }

    /// Completes the first of two moves on the board: the trace from `cut` on stays for the second.
    pub(crate) fn complete_at(&mut self, m: &Move, firm: bool, cut: usize) {
        let cut = cut.min(self.log.events().len());
        let cut = self.next_swap_from(m, cut).unwrap_or(cut);
        let mut next = self.position().clone();
        next.play_unchecked(*m);
        self.positions.push(next);
        self.settle();
        self.moves.push((*m, firm));
        self.last_trace = self.log.events()[..cut].to_vec();
        self.last_base = self.base;
        self.last_trusted = self.gap.is_none_or(|g| g >= cut);
        self.base = self
            .last_trace
            .iter()
            .fold(self.base, |holes, e| e.apply(holes));
        self.log.drop_before(cut);
        self.gap = self.gap.filter(|g| *g >= cut).map(|g| g - cut);
        // The rest of the trace may be a Chess960 castling that left the holes as this move did.
        let swap_since = || {
            !self.log.events().is_empty() && swaps(self.position(), &self.legal).next().is_some()
        };
        if self.sensed == self.position().board().occupied() && !swap_since() {
            // The board shows the completed move and nothing else: the next move starts afresh.
            self.log.clear();
            self.base = self.sensed;
            self.gap = None;
        }
    }

    /// Whether the last completed move is firm; `None` before the first.
    pub(crate) fn last_firm(&self) -> Option<bool> {
        self.moves.last().map(|(_, firm)| *firm)
    }

    /// Makes the last move firm (the clock was pressed for it after all).
    pub(crate) fn confirm_last(&mut self) {
        if let Some((_, firm)) = self.moves.last_mut() {
            *firm = true;
        }
    }

    /// Undoes `plies` completed moves (a takeback agreed by the players, or a revision).
    pub(crate) fn take_back(&mut self, plies: usize) {
        let keep = self.positions.len().saturating_sub(plies).max(1);
        self.positions.truncate(keep);
        self.settle();
        self.moves.truncate(keep - 1);
        self.log.clear();
        self.base = self.sensed;
        self.gap = None;
    }

    /// Undoes the last move to put `m` in its place, keeping the trace of both for the reading of `m`.
    pub(crate) fn revise_last(&mut self, m: &Move) {
        let mut trace = std::mem::take(&mut self.last_trace);
        trace.extend_from_slice(self.log.events());
        let trusted = self.trusted() && self.last_trusted;
        let gap = (!trusted).then_some(0);
        self.positions.pop();
        self.settle();
        self.moves.pop();
        self.log.clear();
        for e in trace {
            self.log.push(e);
        }
        self.base = self.last_base;
        self.gap = gap;
        self.complete(m, false);
    }
}

/// What the trace says about a first move when the board shows two.
enum Firsts {
    None,
    One(Move, usize),
    Several(Vec<Move>),
    Promotion(Vec<Move>),
}

/// The legal moves of `pos` that leave the holes as `sensed` shows them, with `events` as their trace.
/// A capture that looks like a lifted piece (the capturer stands where the captured peg stood) needs the
/// trace of the captured peg out and a peg back in; where frames were lost and the trace does not show
/// it, it is only `possible` (lost frames hide evidence, they never make it up).
fn fitting(
    pos: &Chess,
    legal: &[Move],
    sensed: Bitboard,
    events: &[HoleEvent],
    trusted: bool,
) -> (Vec<Move>, Vec<Move>) {
    let occupied = pos.board().occupied();
    let mut fits = Vec::new();
    let mut possible = Vec::new();
    for &m in legal {
        if occupancy_after(occupied, &m) != sensed {
            continue;
        }
        if !lookalike(&m) || trace_shows(events, &m) {
            fits.push(m);
        } else if !trusted {
            possible.push(m);
        }
    }
    // Chess960 castling and a rook move can leave the same holes: the trace may show which pieces moved.
    if trusted {
        fits = told_apart(fits, sensed, events);
    }
    (fits, possible)
}

/// A capture whose occupancy is the same as the mover's piece lifted.
fn lookalike(m: &Move) -> bool {
    matches!(
        m,
        Move::Normal {
            capture: Some(_),
            ..
        }
    )
}

/// Whether one move of the side `turn` on `board` may leave the holes as `sensed` shows them: it empties
/// its own piece's square (and an en passant pawn's, or castles king and rook) and fills at most two; or,
/// a Chess960 castling trading king and rook, changes nothing. A cheap test before the moves are generated.
fn one_move_from(board: &shakmaty::Board, turn: shakmaty::Color, sensed: Bitboard) -> bool {
    let occupied = board.occupied();
    let emptied = occupied & !sensed;
    let filled = sensed & !occupied;
    if emptied.is_empty() {
        return filled.is_empty();
    }
    emptied.count() <= 2 && filled.count() <= 2 && (emptied & board.by_color(turn)).any()
}

/// Whether the trace shows the capture `m` (see [`capture_seen`]).
fn trace_shows(events: &[HoleEvent], m: &Move) -> bool {
    m.from()
        .is_some_and(|from| capture_seen(events, from, m.to()))
}

/// The occupancy after playing `m` from a position with occupancy `occupied`.
pub(crate) fn occupancy_after(occupied: Bitboard, m: &Move) -> Bitboard {
    let bit = Bitboard::from_square;
    match *m {
        Move::Normal { from, to, .. } => (occupied & !bit(from)) | bit(to),
        Move::EnPassant { from, to } => {
            let captured = Square::from_coords(to.file(), from.rank());
            (occupied & !bit(from) & !bit(captured)) | bit(to)
        }
        Move::Castle { king, rook } => {
            let [(_, king_to), (_, rook_to)] = castling_pegs(king, rook);
            (occupied & !bit(king) & !bit(rook)) | bit(king_to) | bit(rook_to)
        }
        Move::Put { to, .. } => occupied | bit(to),
    }
}

/// Whether the move `m` on the board (among the `legal` moves) could still turn into another move by more hand steps: a rook put
/// on its castling square while its king may still castle that way (the king follows), or a king put on its
/// castling square while its rook may still follow (Chess960: one step there is also a king move of its own).
pub(crate) fn may_become_other(legal: &[Move], m: &Move) -> bool {
    let Move::Normal { from, to, .. } = *m else {
        return false;
    };
    legal.iter().any(|c| match *c {
        Move::Castle { king, rook } => {
            let [(_, king_to), (_, rook_to)] = castling_pegs(king, rook);
            (rook == from && rook_to == to) || (king == from && king_to == to)
        }
        _ => false,
    })
}

/// The castlings of `pos` that leave every hole as it was (Chess960: king and rook trade squares).
fn swaps<'a>(pos: &Chess, legal: &'a [Move]) -> impl Iterator<Item = Move> + 'a {
    let occupied = pos.board().occupied();
    legal
        .iter()
        .copied()
        .filter(move |m| m.is_castle() && occupancy_after(occupied, m) == occupied)
}

/// The occupancy after each prefix of the trace from `base`: `shown[i]` is the board after `i` events.
fn shown_after(base: Bitboard, events: &[HoleEvent]) -> Vec<Bitboard> {
    std::iter::once(base)
        .chain(events.iter().scan(base, |holes, e| {
            *holes = e.apply(*holes);
            Some(*holes)
        }))
        .collect()
}

/// Whether a second move only possible (a capture that looks like a lifted piece, frames lost) may stand
/// for the first move: not where the board showed the first complete as one of several readings (`only`
/// false with a complete trace), or it would pick among them by what the opponent's hand happens to lift.
fn unproven_second_counts(only: bool, complete_before: bool) -> bool {
    only || !complete_before
}

/// The first moves found, each with its cut and whether its moment fell among lost frames, as the reading of
/// the trace; `unsure` when one is a castling swap the pegs cannot prove.
fn read_firsts(found: &[(Move, usize, bool)], unsure: bool) -> Firsts {
    let firsts: Vec<Move> = found.iter().map(|(m, _, _)| *m).collect();
    match found {
        [] => Firsts::None,
        // A castling swap the pegs cannot prove: whoever completes the move says whether it was made.
        _ if unsure => Firsts::Several(firsts),
        [(first, cut, _)] => Firsts::One(*first, *cut),
        // A pawn promoted and the opponent moved on: which piece it became is asked, never guessed.
        [(first, _, _), ..]
            if firsts.iter().all(|m| {
                m.promotion().is_some() && m.from() == first.from() && m.to() == first.to()
            }) =>
        {
            Firsts::Promotion(firsts)
        }
        // The trace cannot tell them apart (a knocked peg looks like a captured one, or frames
        // were lost): whoever completes the move must say which it was.
        _ => Firsts::Several(firsts),
    }
}
