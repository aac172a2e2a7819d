//! The session's handling of the sighted player's e-board: its moves read from piece identities, held back a
//! moment while a sliding piece may go on, fed to the accounts beside the record, and (when the arbiter allows
//! it) said to the blind player the moment they are completed. A board that stands still in a position no move
//! explains is measured against the record ([`crate::inference::agreement`]): re-anchored when it shows one of
//! the record's positions, left alone while a hand is at work, and otherwise said to differ, once, with the
//! first fix (never before a move of the sighted player's own is completed, Article 11.3.1).

use super::Session;
use super::event::Effect;
use super::table::Recorder;
use crate::board::dgt::link::DgtEvent;
use crate::config::Mode;
use crate::inference::agreement::{self, Agreement, Difference};
use crate::inference::pieces::{PieceReading, PieceTracker};
use crate::speech::Phrase;
use crate::speech::phrase::{Presence, Source};
use shakmaty::{Board, Chess, Move, Position, Role, Square, attacks};
use std::time::Duration;

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
}

impl Sighted {
    /// The sighted board at the game's start, `moves` already played.
    pub fn new(start: &Chess, moves: &[Move]) -> Self {
        let mut tracker = PieceTracker::new(start.clone());
        for m in moves {
            tracker.complete(*m);
        }
        Sighted {
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

    /// The pieces the sighted board showed last, if it has been read.
    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }

    /// Whether a tick at `now` would end the hold on a move: the board has shown the move's position,
    /// untouched, for the hold's time (while a hand is still at work the hold goes on).
    pub fn due(&self, now: Duration) -> bool {
        self.next_due().is_some_and(|due| now >= due)
    }
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

impl Session {
    /// Whether the arbiter allows the sighted board's moves to be said to the blind player.
    pub fn set_announce_sighted(&mut self, on: bool) {
        self.sighted.announce = on;
    }

    /// The accounts of the game beside the record (the sighted board's moves, entered or read).
    pub fn accounts(&self) -> &super::accounts::Accounts {
        &self.accounts
    }

    /// The sighted board as the session follows it.
    pub fn sighted(&self) -> &Sighted {
        &self.sighted
    }

    pub(super) fn on_sighted(&mut self, e: DgtEvent, now: Duration, out: &mut Vec<Effect>) {
        match e {
            DgtEvent::Connected { .. } => {
                let said = self.eboard_is(Presence::Connected, now, out);
                if !std::mem::replace(&mut self.sighted.connected, true) && !said {
                    out.push(Effect::Say(Phrase::SightedBoardConnected));
                }
            }
            DgtEvent::Disconnected { .. } => {
                self.dgt_clock.lost();
                let said = self.eboard_is(Presence::Looking, now, out);
                if std::mem::take(&mut self.sighted.connected) && !said {
                    out.push(Effect::Say(Phrase::SightedBoardDisconnected));
                }
            }
            DgtEvent::Missing { looking } => {
                let eboard = if looking {
                    Presence::Looking
                } else {
                    Presence::Absent
                };
                self.eboard_is(eboard, now, out);
            }
            DgtEvent::Position { board, dump } => self.sighted_board(board, dump, now, out),
            DgtEvent::Lever { down, pressed } => self.dgt_lever(down, pressed, now, out),
            DgtEvent::Clock => self.dgt_clock.answered(),
        }
    }

    fn sighted_board(&mut self, board: Board, dump: bool, now: Duration, out: &mut Vec<Effect>) {
        if self.sighted.board.as_ref() == Some(&board) {
            return;
        }
        let reading = if dump {
            self.sighted.tracker.resync(&board)
        } else {
            self.sighted.tracker.sense(&board)
        };
        self.sighted.board = Some(board);
        self.sighted.changed = Some(now);
        self.sighted.measured = false;
        if let Some((_, hold)) = self.sighted.held {
            self.sighted.held = Some((now, hold));
        }
        match reading {
            PieceReading::Moved(_) => {
                // The move before it (if held) is made now.
                let made = self.sighted.tracker.moves().len();
                self.confirm_sighted(made - 1, now, out);
                self.hold_or_confirm(now, out);
            }
            PieceReading::Revised { .. } => {
                // The move it replaces no longer counts, even if it was taken as made.
                let n = self.sighted.tracker.moves().len();
                if self.sighted.confirmed >= n {
                    self.sighted.confirmed = n - 1;
                    self.sync_sighted(now, out);
                }
                self.hold_or_confirm(now, out);
            }
            PieceReading::Takeback(_) => {
                let len = self
                    .sighted
                    .tracker
                    .moves()
                    .len()
                    .max(self.sighted.imported);
                self.sighted.held = None;
                if self.sighted.confirmed > len {
                    self.sighted.confirmed = len;
                    self.sync_sighted(now, out);
                }
            }
            PieceReading::CaughtUp(_) => {
                self.sighted.held = None;
                let n = self.sighted.tracker.moves().len();
                self.confirm_sighted(n, now, out);
            }
            PieceReading::Settled | PieceReading::Pending(_) => {}
        }
    }

    /// Holds the newest move if it could still go on; takes it as made otherwise.
    fn hold_or_confirm(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let n = self.sighted.tracker.moves().len();
        let Some(&last) = self.sighted.tracker.moves().last() else {
            return;
        };
        let before = self.sighted_position_after(n - 1);
        if let Some(hold) = hold_for(&before, &last) {
            self.sighted.held = Some((now, hold));
            // The accounts wait for the hold to end.
            if self.sighted.confirmed >= n {
                self.sighted.confirmed = n - 1;
                self.sync_sighted(now, out);
            }
        } else {
            self.sighted.held = None;
            self.confirm_sighted(n, now, out);
        }
    }

    /// The position on the sighted board after its first `plies` moves.
    fn sighted_position_after(&self, plies: usize) -> Chess {
        let mut pos = self.config.start.clone();
        for m in &self.sighted.tracker.moves()[..plies] {
            pos.play_unchecked(*m);
        }
        pos
    }

    /// The arbiter restored the position after `keep` half-moves (D.2.9): the sighted board is followed
    /// from there.
    pub(super) fn restore_sighted(&mut self, keep: usize) {
        let keep = keep.max(self.sighted.imported);
        self.sighted.tracker.truncate(keep);
        self.sighted.confirmed = self.sighted.confirmed.min(keep);
        self.sighted.held = None;
    }

    /// Ends a hold that has lasted long enough; measures a board that has stood still against the record.
    pub(super) fn sighted_tick(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if self.sighted.hold_due().is_some_and(|due| now >= due) {
            self.sighted.held = None;
            let n = self.sighted.tracker.moves().len();
            self.confirm_sighted(n, now, out);
        }
        if self.sighted.measure_due().is_some_and(|due| now >= due) {
            self.sighted.measured = true;
            self.measure_sighted(now, out);
        }
    }

    /// The record or the clock changed: a board standing still is measured again at the next tick. Once the
    /// record holds the reply to the sighted board's last move, that move is no longer revised by a hand that
    /// goes on (the same player moving again on a board that lacks the reply is a difference).
    pub(super) fn remeasure_sighted(&mut self) {
        if self.sighted.board.is_some() {
            self.sighted.measured = false;
        }
        if self.record.moves().len() > self.sighted.tracker.moves().len() {
            self.sighted.tracker.close_last();
        }
    }

    /// The board has stood still: follow it when it shows a position of the record (or one move on), leave
    /// it while a hand is at work, and say once what differs otherwise.
    fn measure_sighted(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let Some(board) = self.sighted.board.clone() else {
            return;
        };
        if !matches!(self.sighted.tracker.read(&board), PieceReading::Pending(_)) {
            return self.sighted_agrees(out);
        }
        // A hand at work on the sighted board's own line (it may have parted from the record).
        let own = self.sighted.tracker.position();
        let at_work = own
            .legal_moves()
            .into_iter()
            .any(|m| agreement::in_hand(own, m, &board));
        if at_work {
            return;
        }
        let moves: Vec<Move> = self.record.moves().iter().map(|m| m.mv).collect();
        let positions = agreement::positions(self.record.start(), &moves);
        let agreed = self.accounts.parting(&self.record).unwrap_or(usize::MAX);
        let from = self.sighted.confirmed.min(agreed);
        match agreement::classify(&positions, from, &board) {
            Agreement::Record { plies } => self.reanchor_sighted(moves[..plies].to_vec(), now, out),
            Agreement::Ahead(m) => {
                let mut line = moves;
                line.push(m);
                self.reanchor_sighted(line, now, out);
            }
            Agreement::HandAtWork => {}
            Agreement::Differs(d) => {
                let newest = positions.last().expect("the record has a position");
                if self.may_report(newest, &board) {
                    self.report_sighted(d, out);
                }
            }
        }
    }

    /// Whether a difference from `newest` may be said now: in tournament mode not while it could be the
    /// sighted player's own move, not yet completed (Article 11.3.1); the record moving on, or the clock
    /// running for the other side, completes it.
    fn may_report(&self, newest: &Chess, board: &Board) -> bool {
        if self.phase == super::Phase::Setup && self.record.moves().is_empty() {
            return false;
        }
        if self.config.mode == Mode::Casual {
            return true;
        }
        let side = newest.turn();
        let sighted_to_move = self.player().is_none_or(|me| me != side);
        let completed = self
            .timekeeper
            .as_ref()
            .and_then(|t| t.clock().running())
            .is_some_and(|running| running != side);
        !(sighted_to_move
            && !completed
            && agreement::could_be_own_move(newest.board(), board, side))
    }

    /// Says what differs, once per difference: the first fix, or the count and the arbiter when the board
    /// is beyond a slip.
    fn report_sighted(&mut self, d: Difference, out: &mut Vec<Effect>) {
        if self.sighted.differs.as_ref().map(|o| &o.fixes) == Some(&d.fixes) {
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
        self.sighted.differs = Some(d);
    }

    /// The sighted board shows a position it can be followed from again: once after a difference was said,
    /// say that the boards agree.
    fn sighted_agrees(&mut self, out: &mut Vec<Effect>) {
        if self.sighted.differs.take().is_none() {
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

    /// Follows the sighted board from the end of `line` (a position of the record, or one move beyond it),
    /// after a stretch it could not be followed through.
    fn reanchor_sighted(&mut self, line: Vec<Move>, now: Duration, out: &mut Vec<Effect>) {
        let mut tracker = PieceTracker::new(self.config.start.clone());
        for m in &line {
            tracker.complete(*m);
        }
        let common = self
            .sighted
            .tracker
            .moves()
            .iter()
            .zip(&line)
            .take_while(|(a, b)| a == b)
            .count();
        self.sighted.tracker = tracker;
        self.sighted.held = None;
        self.sighted.confirmed = self.sighted.confirmed.min(common);
        self.confirm_sighted(line.len(), now, out);
        // The accounts take the new line even when no move was added to it.
        self.sync_sighted(now, out);
        self.sighted_agrees(out);
    }

    /// A press where the e-board makes the record: a move held while it could go on stands now. Whether one did.
    pub(super) fn sighted_held_now(&mut self, now: Duration, out: &mut Vec<Effect>) -> bool {
        if self.sighted.hold_due().is_none() {
            return false;
        }
        self.sighted.held = None;
        let n = self.sighted.tracker.moves().len();
        self.confirm_sighted(n, now, out);
        true
    }

    /// An announcement where the e-board makes the record: when the e-board already shows that move, held
    /// while it could go on, it stands now.
    pub(super) fn sighted_shows_announced(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let n = self.sighted.tracker.moves().len();
        let announced = self.pending().and_then(|p| p.announced);
        if n == self.record.moves().len() + 1
            && self.sighted.tracker.moves().last().copied() == announced
        {
            self.sighted_held_now(now, out);
        }
    }

    /// Takes the first `upto` moves as made: says the new ones when allowed, and compares with the record.
    fn confirm_sighted(&mut self, upto: usize, now: Duration, out: &mut Vec<Effect>) {
        if upto <= self.sighted.confirmed {
            if upto < self.sighted.confirmed {
                self.sighted.confirmed = upto;
                self.sync_sighted(now, out);
            }
            return;
        }
        for ply in self.sighted.confirmed..upto {
            let m = self.sighted.tracker.moves()[ply];
            let before = self.sighted_position_after(ply);
            if self.recorder() == Recorder::EBoard {
                // No peg board: the e-board makes the record.
                self.record_from_eboard(ply, m, now, out);
            } else if self.sighted.announce && ply >= self.record.moves().len() {
                // Only a move the record has not reached yet is news to the blind player.
                out.push(Effect::Say(Phrase::move_in(&before, m)));
            }
        }
        self.sighted.confirmed = upto;
        self.sync_sighted(now, out);
    }

    /// Hands the accounts the sighted board's moves and compares them with the record.
    fn sync_sighted(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let moves = self.sighted.moves().to_vec();
        self.accounts.set_sighted(moves);
        self.compare_accounts(now, out);
    }
}
