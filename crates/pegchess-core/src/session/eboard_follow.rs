//! The sighted player's e-board followed by the session: its link's events (connected, back, lost, the board
//! read), the steps its part decides ([`super::sighted`]) carried out on the record and the accounts, a board
//! that stood still measured against the record, and a board back behind the record said once and followed
//! forward.

use super::event::Effect;
use super::presence::Recorder;
use super::sighted::{Follow, Measured};
use super::{Phrase, Session};
use crate::board::dgt::link_event::DgtEvent;
use crate::config::Mode;
use crate::inference::agreement;
use crate::notation::numbering::MoveNumber;
use crate::speech::phrases::phrase::Presence;
use shakmaty::{Board, Chess, Move, Position};
use std::time::Duration;

impl Session {
    pub(super) fn on_sighted(&mut self, e: DgtEvent, now: Duration, out: &mut Vec<Effect>) {
        match e {
            DgtEvent::Connected { serial, .. } => {
                // Connected (or back): the board is read whole next and followed from the record, never
                // from where it was left (moves made meanwhile read from the record's position).
                let line: Vec<Move> = self.writer.record().moves().iter().map(|m| m.mv).collect();
                let steps = self.boards.sighted.rejoin(&line);
                self.follow_sighted(steps, now, out);
                let relayed = serial == crate::board::dgt::protocol::RELAY_SERIAL;
                self.boards.present.set_relayed(relayed);
                let said = self.eboard_is(Presence::Connected, now, out);
                if self.boards.sighted.link(true) && !said {
                    out.push(Effect::Say(Phrase::SightedBoardConnected));
                }
            }
            DgtEvent::Disconnected { .. } => {
                self.held_stands_at_loss(now, out);
                let said = self.eboard_is(Presence::Looking, now, out);
                if self.boards.sighted.link(false) && !said {
                    out.push(Effect::Say(Phrase::SightedBoardDisconnected));
                }
                self.pressed_while_lost(now, out);
                self.boards.dgt_clock.lost();
            }
            DgtEvent::RelayWithoutBoard => {
                // The broadcast relay is there but its board is not: the game goes on by announcement.
                self.held_stands_at_loss(now, out);
                self.boards.present.set_relayed(true);
                self.eboard_is(Presence::Looking, now, out);
                self.pressed_while_lost(now, out);
            }
            DgtEvent::Missing { looking } => {
                let eboard = if looking {
                    Presence::Looking
                } else {
                    Presence::Absent
                };
                self.eboard_is(eboard, now, out);
            }
            DgtEvent::Position { board, dump } => {
                // A board lost is not followed until it is back (a relay passes its board on a moment before
                // the greeting is answered): the board back is read whole, from the record.
                let lost = self.boards.present.eboard() == Some(Presence::Looking);
                if lost && self.boards.sighted.board().is_some() {
                    return self.boards.sighted.passed_while_lost(board);
                }
                let steps = self.boards.sighted.see(board, dump, now);
                self.follow_sighted(steps, now, out);
            }
            DgtEvent::Lever { down, pressed } => self.dgt_lever(down, pressed, now, out),
            DgtEvent::Clock => self.boards.dgt_clock.answered(),
        }
    }

    /// Does what following the sighted board asks: moves taken as made are said when allowed (or make the
    /// record where no peg board does), and the accounts compare the board's moves with the record.
    pub(super) fn follow_sighted(
        &mut self,
        steps: Vec<Follow>,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        // The accounts take the board's moves as they stand once the steps are done: an earlier sync in the
        // same steps would compare them with a record the steps have yet to change.
        let last_sync = steps.iter().rposition(|s| *s == Follow::Sync);
        for (i, step) in steps.into_iter().enumerate() {
            match step {
                Follow::Take(plies) => {
                    for ply in plies {
                        let (m, before) = self.boards.sighted.move_at(ply);
                        if self.recorder() == Recorder::EBoard {
                            // No peg board: the e-board makes the record.
                            self.record_from_eboard(ply, m, now, out);
                        } else if self.boards.sighted.announces() && ply >= self.writer.plies() {
                            // Only a move the record has not reached yet is news to the blind player.
                            out.push(Effect::Say(Phrase::move_in(&before, m)));
                        }
                    }
                }
                Follow::Sync if Some(i) != last_sync => {}
                Follow::Sync => {
                    self.accounts
                        .set_sighted(self.boards.sighted.moves().to_vec());
                    self.compare_accounts(now, out);
                }
                Follow::Behind { shows, record } => {
                    let at = MoveNumber::of(self.writer.record().start(), shows);
                    out.push(Effect::Say(Phrase::SightedBehind {
                        count: record - shows,
                        number: at.number,
                        side: at.side,
                    }));
                }
                Follow::Agrees => {
                    let phrase = Phrase::Agreement {
                        first: crate::speech::Source::Record,
                        second: crate::speech::Source::SightedBoard,
                    };
                    if !out.contains(&Effect::Say(phrase.clone())) {
                        out.push(Effect::Say(phrase));
                    }
                }
            }
        }
    }

    /// Ends a hold that has lasted long enough; measures a board that has stood still against the record.
    pub(super) fn sighted_tick(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let steps = self.boards.sighted.tick(now);
        self.follow_sighted(steps, now, out);
        if self.boards.sighted.measure_now(now) {
            self.measure_sighted(now, out);
        }
    }

    /// The record or the clock changed: a board standing still is measured again at the next tick.
    pub(super) fn remeasure_sighted(&mut self) {
        self.boards.sighted.remeasure(self.writer.plies());
    }

    /// The board has stood still: follow it when it shows a position of the record (or one move on), leave
    /// it while a hand is at work, and say once what differs otherwise.
    fn measure_sighted(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let moves: Vec<Move> = self.writer.record().moves().iter().map(|m| m.mv).collect();
        let positions = agreement::positions(self.writer.record().start(), &moves);
        let agreed = self.accounts.parting(self.writer.record());
        let line = match self
            .boards
            .sighted
            .measure(&positions, agreed.unwrap_or(usize::MAX))
        {
            Measured::Agrees => return self.boards.sighted.agrees(out),
            Measured::Nothing => return,
            Measured::Record(plies) => {
                self.boards.sighted.shown(plies, moves.len());
                // Back from the link and behind the record: said once, followed forward from there.
                let steps = self.boards.sighted.behind_at(plies);
                self.follow_sighted(steps, now, out);
                moves[..plies].to_vec()
            }
            Measured::Ahead(m) => moves.into_iter().chain([m]).collect(),
            Measured::Differs(d, board) => {
                let newest = positions.last().expect("the record has a position");
                if self.boards.sighted.restoring() || self.may_report(newest, &board) {
                    self.boards.sighted.report(d, out);
                }
                return;
            }
            Measured::Unseen(made) => {
                // Moves made on it alone while its link was lost, more than a dump reads: read as moves, the
                // fewest that reach the board; more by another route would too, so they are to be checked.
                let steps = self.boards.sighted.read_unseen(&made);
                self.follow_sighted(steps, now, out);
                out.push(Effect::Say(Phrase::MovesReadWhileAway {
                    count: made.len(),
                }));
                return self.boards.sighted.agrees(out);
            }
            Measured::Unordered(plies, d) => return self.boards.sighted.unordered(plies, d, out),
        };
        let mut steps = self.boards.sighted.reanchor(&line);
        steps.extend(self.boards.sighted.caught_up());
        self.follow_sighted(steps, now, out);
        self.boards.sighted.agrees(out);
    }

    /// Whether a difference from `newest` may be said now: in tournament mode not while it could be the
    /// sighted player's own move, not yet completed (Article 11.3.1); the record moving on, or the clock
    /// running for the other side, completes it.
    fn may_report(&self, newest: &Chess, board: &Board) -> bool {
        if self.phase == super::Phase::Setup && self.writer.plies() == 0 {
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

    /// A press where the e-board makes the record: a move held while it could go on stands now. Whether one did.
    pub(super) fn sighted_held_now(&mut self, now: Duration, out: &mut Vec<Effect>) -> bool {
        let Some(steps) = self.boards.sighted.end_hold() else {
            return false;
        };
        self.follow_sighted(steps, now, out);
        true
    }

    /// An announcement where the e-board makes the record: when the e-board already shows that move, held
    /// while it could go on, it stands now.
    pub(super) fn sighted_shows_announced(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let announced = self.pending().and_then(|p| p.announced);
        if announced.is_some() && self.boards.sighted.next_after(self.writer.plies()) == announced {
            self.sighted_held_now(now, out);
        }
    }
}
