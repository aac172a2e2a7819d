//! The sighted player's e-board as the session follows it: its moves read from piece identities, held back a
//! moment while a sliding piece may go on, fed to the accounts beside the record, and (when the arbiter allows
//! it) said to the blind player the moment they are completed. A board that stands still in a position no move
//! explains is measured against the record ([`crate::inference::agreement`]): re-anchored when it shows one of
//! the record's positions, left alone while a hand is at work, and otherwise said to differ, once, with the
//! first fix (never before a move of the sighted player's own is completed, Article 11.3.1). The part decides
//! what to follow ([`Follow`]); the session does it.

use super::event::Effect;
use crate::inference::agreement::{self, Agreement, Difference};
use crate::inference::pieces::{PieceReading, PieceTracker};
use crate::speech::Phrase;
use crate::speech::phrases::phrase::Source;
use shakmaty::{Board, Chess, Move, Position, Role, Square, attacks};
use std::ops::Range;
use std::time::Duration;

mod outage_moves;

/// How long the board must show a move unchanged before it counts as made when the piece could still slide on.
pub const SLIDE_HOLD: Duration = Duration::from_millis(600);
/// The same for a pawn's single step when its double step is legal: a hand may rest the pawn a moment on the
/// square it passes (up to a second, as real hands were seen to).
pub const PAWN_HOLD: Duration = Duration::from_millis(1200);
/// The same when the move could be the first half of castling (a rook put beside its king, or the king one
/// square on): the hand still has to fetch the other piece.
pub const CASTLING_HOLD: Duration = Duration::from_millis(2000);
/// How long the sighted board must stand still in a position no move explains before it counts as differing:
/// longer than a slide's hold (a piece dragged across squares it cannot reach passes in well under it), short
/// enough that the players hear of a wrong copy before the next move.
pub const DIFFER_HOLD: Duration = Duration::from_millis(1000);
/// A difference of more fixes than this is no slip of the hand: the board is said to differ, with the arbiter.
pub const FIXES_SAID: usize = 3;

/// What the session keeps about the sighted board.
#[derive(Debug, Clone)]
pub struct Sighted {
    /// The game's start position.
    start: Chess,
    tracker: PieceTracker,
    /// Moves at the start that came from the game's import, not from the board.
    imported: usize,
    connected: bool,
    board: Option<Board>,
    /// While the last move could still go on: when the board last changed, and how long to wait.
    held: Option<(Duration, Duration)>,
    /// How many of the tracker's moves were said or passed to the accounts.
    confirmed: usize,
    announce: bool,
    /// When the board last changed.
    changed: Option<Duration>,
    /// Whether the board as it stands has been measured against the record since it changed (or since the
    /// record or the clock changed).
    measured: bool,
    /// The difference last said, until the board agrees again.
    differs: Option<Difference>,
    /// After the arbiter's restore (D.2.9), until the board changes or shows the restored position: a move
    /// beyond it is a difference to set right, never a move to follow (it is the move the arbiter took back).
    restored: bool,
    /// After the link came back, until the board has shown the record's newest position (or gone on from it).
    rejoined: Option<Rejoined>,
    /// The board a relay passed on while the link still counted as lost (its greeting not yet answered).
    passed: Option<Board>,
    /// Moves made while the board was away were said to need the arbiter (several orders reach the board),
    /// until the board agrees again: said once, however many moves are made on it meanwhile.
    away_said: bool,
}

/// The record the board came back to, while the board has yet to show its newest position: a board showing an
/// earlier position of it is behind (followed forward, never a takeback of recorded moves), and a move it
/// shows off the record's line is a difference, never a revision of a recorded move.
#[derive(Debug, Clone)]
struct Rejoined {
    /// The record's moves when the board came back.
    line: Vec<Move>,
    /// Whether the board was said to be behind them.
    behind: bool,
}

impl Sighted {
    /// The sighted board at the game's start, `moves` already played.
    pub fn new(start: &Chess, moves: &[Move]) -> Self {
        let mut tracker = PieceTracker::new(start.clone());
        for m in moves {
            tracker.complete(*m);
        }
        Sighted {
            start: start.clone(),
            tracker,
            imported: moves.len(),
            connected: false,
            board: None,
            held: None,
            confirmed: moves.len(),
            announce: false,
            changed: None,
            measured: true,
            differs: None,
            restored: false,
            rejoined: None,
            passed: None,
            away_said: false,
        }
    }

    /// The difference last said, while the board still differs.
    pub fn difference(&self) -> Option<&Difference> {
        self.differs.as_ref()
    }

    /// The next moment a tick is wanted: the end of a move's hold, or of the hold before a board that
    /// stands still is measured against the record.
    pub fn next_due(&self) -> Option<Duration> {
        self.hold_due().into_iter().chain(self.measure_due()).min()
    }

    /// When the hold on the newest move ends, while the board shows that move untouched.
    fn hold_due(&self) -> Option<Duration> {
        self.held
            .filter(|_| self.board.as_ref() == Some(self.tracker.position().board()))
            .map(|(since, hold)| since + hold)
    }

    /// When a board that stands still is to be measured against the record, if it has yet to be.
    fn measure_due(&self) -> Option<Duration> {
        self.changed
            .filter(|_| !self.measured)
            .map(|since| since + DIFFER_HOLD)
    }

    /// The moves made on the sighted board and taken as made (imported moves included).
    pub fn moves(&self) -> &[Move] {
        &self.tracker.moves()[..self.confirmed]
    }

    /// Whether the e-board shows a move beyond the record's first `recorded` half-moves (taken as made, or
    /// held while it could go on).
    pub(super) fn shows_beyond(&self, recorded: usize) -> bool {
        self.tracker.moves().len() > recorded
    }

    /// The position the e-board shows while it holds a move beyond the record's first `recorded` half-moves
    /// (a piece that could go on; never a game's imported moves or a move the arbiter took back).
    pub(super) fn shown_beyond(&self, recorded: usize) -> Option<&Chess> {
        let holds = self.held.is_some() && !self.restored;
        (holds && self.shows_beyond(recorded)).then(|| self.tracker.position())
    }

    /// The pieces the sighted board showed last, if it has been read.
    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }

    /// Whether a tick at `now` would end the hold on a move: the board has shown the move's position,
    /// untouched, for the hold's time (while a hand is still at work the hold goes on).
    pub fn due(&self, now: Duration) -> bool {
        self.next_due().is_some_and(|due| now >= due)
    }
    /// Whether the arbiter allows the sighted board's moves to be said to the blind player.
    pub(super) fn set_announce(&mut self, on: bool) {
        self.announce = on;
    }

    /// Whether its moves are said to the blind player.
    pub(super) fn announces(&self) -> bool {
        self.announce
    }

    /// The link connected (`true`) or was lost; whether that is news.
    pub(super) fn link(&mut self, connected: bool) -> bool {
        self.passed = None;
        std::mem::replace(&mut self.connected, connected) != connected
    }

    /// The `ply`th move made on the board, and the position it was made from.
    pub(super) fn move_at(&self, ply: usize) -> (Move, Chess) {
        (self.tracker.moves()[ply], self.position_after(ply))
    }

    /// The position on the sighted board after its first `plies` moves.
    fn position_after(&self, plies: usize) -> Chess {
        let mut pos = self.start.clone();
        for m in &self.tracker.moves()[..plies] {
            pos.play_unchecked(*m);
        }
        pos
    }

    /// Takes the first `upto` moves as made (fewer: the later ones no longer count).
    fn take(&mut self, upto: usize, steps: &mut Vec<Follow>) {
        if upto > self.confirmed && self.on_rejoined_line(upto) {
            steps.push(Follow::Take(self.confirmed..upto));
        }
        if upto != self.confirmed {
            self.confirmed = upto;
            steps.push(Follow::Sync);
        }
    }

    /// Whether the board's first `upto` moves follow the record it came back to (always, when it did not
    /// come back or has shown the record's newest position since).
    fn on_rejoined_line(&self, upto: usize) -> bool {
        let Some(r) = &self.rejoined else {
            return true;
        };
        let common = upto.min(r.line.len());
        self.tracker.moves()[..common] == r.line[..common]
    }

    /// Whether the board came back and has yet to show the record's newest position.
    pub(super) fn rejoining(&self) -> bool {
        self.rejoined.is_some()
    }

    /// The board came back showing the record's position after `shows` half-moves, before its end: said
    /// once, as the moves it lacks.
    pub(super) fn behind_at(&mut self, shows: usize) -> Vec<Follow> {
        match &mut self.rejoined {
            Some(r) if shows < r.line.len() && !r.behind => {
                r.behind = true;
                vec![Follow::Behind {
                    shows,
                    record: r.line.len(),
                }]
            }
            _ => Vec::new(),
        }
    }

    /// Once the board shows the record's newest position since it came back (or a position after it): it is
    /// followed as ever (said, when it was said to be behind).
    pub(super) fn caught_up(&mut self) -> Vec<Follow> {
        let moves = self.tracker.moves();
        let shown = self.board.as_ref() == Some(self.tracker.position().board());
        match &self.rejoined {
            Some(r) if shown && moves.len() >= r.line.len() && moves.starts_with(&r.line) => {
                let said = r.behind;
                self.rejoined = None;
                match said {
                    true => vec![Follow::Agrees],
                    false => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }

    /// No more than the first `upto` moves count as made.
    fn take_at_most(&mut self, upto: usize, steps: &mut Vec<Follow>) {
        if self.confirmed > upto {
            self.take(upto, steps);
        }
    }

    /// Takes every move the board shows as made (a hold ended).
    fn take_all(&mut self, steps: &mut Vec<Follow>) {
        self.held = None;
        self.take(self.tracker.moves().len(), steps);
    }

    /// Holds the newest move if it could still go on; takes it as made otherwise.
    fn hold_or_take(&mut self, now: Duration, steps: &mut Vec<Follow>) {
        let n = self.tracker.moves().len();
        let Some(&last) = self.tracker.moves().last() else {
            return;
        };
        match hold_for(&self.position_after(n - 1), &last) {
            Some(hold) => {
                self.held = Some((now, hold));
                // The accounts wait for the hold to end.
                self.take_at_most(n - 1, steps);
            }
            None => self.take_all(steps),
        }
    }

    /// The board shows `board` (`dump`: read whole, after frames were lost): what the session is to follow.
    pub(super) fn see(&mut self, board: Board, dump: bool, now: Duration) -> Vec<Follow> {
        let mut steps = Vec::new();
        if self.board.as_ref() == Some(&board) {
            return steps;
        }
        // The board changed since the arbiter's restore: a hand is at work on it again.
        self.restored = false;
        let reading = if dump {
            self.tracker.resync(&board)
        } else {
            self.tracker.sense(&board)
        };
        // The record's last move, still open when the link went, revised by the hand that went on meanwhile.
        if matches!(reading, PieceReading::Revised { .. })
            && self.rejoined.as_ref().is_some_and(|r| !r.behind)
        {
            self.rejoined = None;
        }
        self.board = Some(board);
        self.changed = Some(now);
        self.measured = false;
        if let Some((_, hold)) = self.held {
            self.held = Some((now, hold));
        }
        let n = self.tracker.moves().len();
        match reading {
            PieceReading::Moved(_) => {
                // The move before it (if held) is made now.
                self.take(n - 1, &mut steps);
                self.hold_or_take(now, &mut steps);
            }
            PieceReading::Revised { .. } => {
                // The move it replaces no longer counts, even if it was taken as made.
                self.take_at_most(n - 1, &mut steps);
                self.hold_or_take(now, &mut steps);
            }
            PieceReading::Takeback(_) => {
                self.held = None;
                self.take_at_most(n.max(self.imported), &mut steps);
                // Back from the link, the board shows an earlier position of the record: it is behind.
                steps.extend(self.behind_at(n));
            }
            PieceReading::CaughtUp(_) => self.take_all(&mut steps),
            PieceReading::Settled | PieceReading::Pending(_) => {}
        }
        steps.extend(self.caught_up());
        steps
    }

    /// Time passed to `now`: a hold that lasted long enough ends; the moves to follow.
    pub(super) fn tick(&mut self, now: Duration) -> Vec<Follow> {
        let mut steps = Vec::new();
        if self.hold_due().is_some_and(|due| now >= due) {
            self.take_all(&mut steps);
        }
        steps
    }

    /// Whether a board that stood still is to be measured against the record at `now` (then it counts as
    /// measured).
    pub(super) fn measure_now(&mut self, now: Duration) -> bool {
        let due = self.measure_due().is_some_and(|due| now >= due);
        self.measured |= due;
        due
    }

    /// A press or an announcement ends the hold on a move now: the moves to follow, if a move was held.
    pub(super) fn end_hold(&mut self) -> Option<Vec<Follow>> {
        self.hold_due()?;
        let mut steps = Vec::new();
        self.take_all(&mut steps);
        Some(steps)
    }

    /// The moves taken as made beyond the record's `plies` (while the board did not make the record), to be
    /// followed again now that it does.
    pub(super) fn beyond(&self, plies: usize) -> Vec<Follow> {
        match self.confirmed > plies {
            true => vec![Follow::Take(plies..self.confirmed), Follow::Sync],
            false => Vec::new(),
        }
    }

    /// The move the board shows one beyond the record's `plies`, if it does.
    pub(super) fn next_after(&self, plies: usize) -> Option<Move> {
        let moves = self.tracker.moves();
        (moves.len() == plies + 1).then(|| moves[plies])
    }

    /// The arbiter restored the position after `keep` half-moves (D.2.9): the board is followed from there.
    pub(super) fn restore(&mut self, keep: usize) {
        let keep = keep.max(self.imported);
        self.tracker.truncate(keep);
        self.confirmed = self.confirmed.min(keep);
        self.held = None;
        self.restored = true;
        self.rejoined = None;
        self.measured = false;
    }

    /// Whether the board still stands as it did at the arbiter's restore (its difference is said whatever it
    /// looks like: no move is in progress there).
    pub(super) fn restoring(&self) -> bool {
        self.restored
    }

    /// The board showed the record's position after `shown` half-moves, the record `plies` long: once it shows
    /// the whole record, the restore is done with and the board is followed again.
    pub(super) fn shown(&mut self, shown: usize, plies: usize) {
        if shown == plies {
            self.restored = false;
        }
    }

    /// The record (now `plies` long) or the clock changed: a board standing still is measured again at the next
    /// tick. Once the record holds the reply to the board's last move, that move is no longer revised by a hand
    /// that goes on (the same player moving again on a board that lacks the reply is a difference).
    pub(super) fn remeasure(&mut self, plies: usize) {
        if self.board.is_some() {
            self.measured = false;
        }
        if plies > self.tracker.moves().len() {
            self.tracker.close_last();
        }
    }

    /// The board as it stands, against the record's `positions` (`agreed`: the half-moves the accounts agree
    /// on): what to do about it.
    pub(super) fn measure(&self, positions: &[Chess], agreed: usize) -> Measured {
        let Some(board) = &self.board else {
            return Measured::Nothing;
        };
        // As it stood at the arbiter's restore, the board is measured against the record whatever it shows.
        if !self.restored {
            if !matches!(self.tracker.read(board), PieceReading::Pending(_)) {
                return Measured::Agrees;
            }
            // A hand at work on the board's own line (it may have parted from the record).
            let own = self.tracker.position();
            let at_work = own
                .legal_moves()
                .into_iter()
                .any(|m| agreement::in_hand(own, m, board));
            if at_work {
                return Measured::Nothing;
            }
        }
        // Back from the link and not yet matched, the board is measured against recorded positions only.
        let beyond = !self.rejoining();
        match agreement::classify(positions, self.confirmed.min(agreed), board, beyond) {
            Agreement::Record { plies } => Measured::Record(plies),
            Agreement::Ahead(_) if self.restored => {
                let newest = positions.last().expect("the record has a position");
                let d = agreement::against(newest, positions.len() - 1, board);
                Measured::Differs(d, board.clone())
            }
            Agreement::Ahead(m) => Measured::Ahead(m),
            Agreement::HandAtWork => Measured::Nothing,
            Agreement::Differs(d) => self.unseen_or_differs(d, board),
        }
    }

    /// Follows the board from the end of `line` (a position of the record, or one move beyond it), after a
    /// stretch it could not be followed through.
    pub(super) fn reanchor(&mut self, line: &[Move]) -> Vec<Follow> {
        let mut tracker = PieceTracker::new(self.start.clone());
        for m in line {
            tracker.complete(*m);
        }
        let common = self
            .tracker
            .moves()
            .iter()
            .zip(line)
            .take_while(|(a, b)| a == b)
            .count();
        self.tracker = tracker;
        self.held = None;
        self.confirmed = self.confirmed.min(common);
        let mut steps = Vec::new();
        self.take(line.len(), &mut steps);
        // The accounts take the new line even when no move was added to it.
        steps.push(Follow::Sync);
        steps
    }

    /// The board is connected (again): it is followed from the end of the record's `line`, and whatever it
    /// shows next is read from there (a board unchanged since it was lost is read again too).
    /// When the board was followed to the record's end and nothing came after, it is followed on as it was:
    /// its last move, read by it with no reply since (one that stood as the board went), may still be revised.
    pub(super) fn rejoin(&mut self, line: &[Move]) -> Vec<Follow> {
        self.board = None;
        self.passed = None;
        self.changed = None;
        self.measured = true;
        self.rejoined = Some(Rejoined {
            line: line.to_vec(),
            behind: false,
        });
        if self.tracker.moves() == line && self.confirmed == line.len() {
            self.held = None;
            return vec![Follow::Sync];
        }
        self.reanchor(line)
    }

    /// Says what differs, once per difference: the first fix, or the count and the arbiter when the board
    /// is beyond a slip.
    pub(super) fn report(&mut self, d: Difference, out: &mut Vec<Effect>) {
        if self.differs.as_ref().map(|o| &o.fixes) == Some(&d.fixes) {
            return;
        }
        let Some(&first) = d.fixes.first() else {
            return;
        };
        if d.fixes.len() > FIXES_SAID {
            out.push(Effect::Say(Phrase::SightedBoardWrong {
                count: d.squares.len(),
            }));
            out.push(Effect::Say(Phrase::CallArbiter));
        } else {
            out.push(Effect::Say(Phrase::SightedDiffers {
                fix: first,
                more: d.fixes.len() - 1,
            }));
        }
        self.differs = Some(d);
    }

    /// The board shows a position it can be followed from again: once after a difference was said, say that
    /// the boards agree.
    pub(super) fn agrees(&mut self, out: &mut Vec<Effect>) {
        self.restored = false;
        self.away_said = false;
        if self.differs.take().is_none() {
            return;
        }
        let phrase = Phrase::Agreement {
            first: Source::Record,
            second: Source::SightedBoard,
        };
        if !out.iter().any(|e| *e == Effect::Say(phrase.clone())) {
            out.push(Effect::Say(phrase));
        }
    }
}

/// What the session does, in order, to follow the sighted board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Follow {
    /// These moves (by their place in the game) are taken as made.
    Take(Range<usize>),
    /// The accounts take the board's moves as they now stand, and are compared with the record.
    Sync,
    /// The board came back showing the record's position after `shows` half-moves, the record `record` long.
    Behind {
        /// The half-moves it shows.
        shows: usize,
        /// The record's half-moves.
        record: usize,
    },
    /// The board said to be behind has caught up with the record.
    Agrees,
}

/// The sighted board, standing still, measured against the record.
#[derive(Debug, Clone)]
pub(super) enum Measured {
    /// It shows its own line's position: it agrees.
    Agrees,
    /// It shows the record's position after these half-moves.
    Record(usize),
    /// It shows the record's newest position and this move beyond it.
    Ahead(Move),
    /// It differs from the record's newest position (the board as it stands).
    Differs(Difference, Board),
    /// Back from the link, it shows the record's newest position and these moves, the one sequence reaching it.
    Unseen(Vec<Move>),
    /// Back from the link, it shows a position several sequences of this many moves reach (and the difference).
    Unordered(usize, Difference),
    /// Nothing to do: no board yet, or a hand at work.
    Nothing,
}
/// How long to wait before taking `m` (just completed from `before`) as made, if it could be the first part
/// of a longer hand movement: a slider that could go on along its line, or the first half of castling.
pub fn hold_for(before: &Chess, m: &Move) -> Option<Duration> {
    let Move::Normal {
        role,
        from,
        to,
        capture: None,
        promotion: None,
    } = *m
    else {
        return None;
    };
    if matches!(role, Role::Rook | Role::King) && castles_from(before, from, to) {
        return Some(CASTLING_HOLD);
    }
    if role == Role::Pawn {
        // A pawn set down on the square its double step passes may be on its way on.
        let double = Square::from_coords(
            from.file(),
            to.rank().offset(to.rank() as i32 - from.rank() as i32)?,
        );
        let goes_on = before
            .legal_moves()
            .iter()
            .any(|c| c.from() == Some(from) && c.to() == double);
        return goes_on.then_some(PAWN_HOLD);
    }
    if !matches!(role, Role::Rook | Role::Bishop | Role::Queen) {
        return None;
    }
    let (df, dr) = (
        (to.file() as i32 - from.file() as i32).signum(),
        (to.rank() as i32 - from.rank() as i32).signum(),
    );
    let next = (to.file() as i32 + df, to.rank() as i32 + dr);
    let on_board = (0..8).contains(&next.0) && (0..8).contains(&next.1);
    let goes_on = on_board && {
        let sq = Square::from_coords(
            shakmaty::File::new(next.0 as u32),
            shakmaty::Rank::new(next.1 as u32),
        );
        before.board().color_at(sq) != Some(before.turn())
    };
    goes_on.then_some(SLIDE_HOLD)
}

/// Whether a piece going `from` `to` could be one half of a castling move still legal in `before`.
fn castles_from(before: &Chess, from: Square, to: Square) -> bool {
    before.legal_moves().iter().any(|c| match *c {
        Move::Castle { king, rook } => {
            let [(_, king_to), (_, rook_to)] = crate::board::castling::castling_pegs(king, rook);
            // The king on its way, or already on its castling square (Chess960: one step there can be a
            // king move of its own).
            (from == king && (to == king_to || attacks::between(king, king_to).contains(to)))
                || (from == rook && to == rook_to)
        }
        _ => false,
    })
}
