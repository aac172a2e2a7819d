//! The session's handling of the sighted player's e-board: its moves read from piece identities, held back a
//! moment while a sliding piece may go on, fed to the accounts beside the record, and (when the arbiter allows
//! it) said to the blind player the moment they are completed.

use super::Session;
use super::event::Effect;
use crate::board::dgt::link::DgtEvent;
use crate::inference::pieces::{PieceReading, PieceTracker};
use crate::speech::Phrase;
use shakmaty::{Board, Chess, Move, Position, Role, Square, attacks};
use std::time::Duration;

/// How long the board must show a move unchanged before it counts as made when the piece could still slide on.
pub const SLIDE_HOLD: Duration = Duration::from_millis(600);
/// The same when the move could be the first half of castling (a rook put beside its king, or the king one
/// square on): the hand still has to fetch the other piece.
pub const CASTLING_HOLD: Duration = Duration::from_millis(2000);

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
        }
    }

    /// The moves made on the sighted board and taken as made (imported moves included).
    pub fn moves(&self) -> &[Move] {
        &self.tracker.moves()[..self.confirmed]
    }

    /// The pieces the sighted board showed last, if it has been read.
    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }

    /// Whether a tick at `now` would end the hold on a move: the board has shown the move's position,
    /// untouched, for the hold's time (while a hand is still at work the hold goes on).
    pub fn due(&self, now: Duration) -> bool {
        self.held.is_some_and(|(since, hold)| now >= since + hold)
            && self.board.as_ref() == Some(self.tracker.position().board())
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
            let [(_, king_to), (_, rook_to)] = crate::board::hands::castling_pegs(king, rook);
            (from == king && attacks::between(king, king_to).contains(to))
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
                if !std::mem::replace(&mut self.sighted.connected, true) {
                    out.push(Effect::Say(Phrase::SightedBoardConnected));
                }
            }
            DgtEvent::Disconnected { .. } => {
                if std::mem::take(&mut self.sighted.connected) {
                    out.push(Effect::Say(Phrase::SightedBoardDisconnected));
                }
            }
            DgtEvent::Position { board, dump } => self.sighted_board(board, dump, now, out),
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

    /// Ends a hold that has lasted long enough.
    pub(super) fn sighted_tick(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if self.sighted.due(now) {
            self.sighted.held = None;
            let n = self.sighted.tracker.moves().len();
            self.confirm_sighted(n, now, out);
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
            // Only a move the record has not reached yet is news to the blind player.
            if self.sighted.announce && ply >= self.record.moves().len() {
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
