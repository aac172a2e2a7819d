//! The boards at the table: which are there (the peg board, the sighted player's e-board), what is said of
//! them, and which makes the record: the pegs while they are read, else the e-board, else the announcements,
//! completed by the press. Where no peg board reads the moves, an announcement is said back at once from
//! what was said, the same whether or not the position allows it (Article 11.3.1): that is said only after
//! the press. A revision of the record's last move (the pegs' or the e-board's) is written here too.

use super::event::Effect;
use super::phase::Phase;
use super::{Completion, Happening, Phrase, Session};
use crate::speech::phrase::{Presence, SpokenMove};
use crate::words::{Unclear, judge};
use shakmaty::san::SanPlus;
use shakmaty::{Move, Position};
use std::time::Duration;

/// A legal move `m` from `pos` as it is said back when no written form says it (words, UCI): its SAN, without
/// check or mate (what was announced, not what the position makes of it).
pub(super) fn said_back(pos: &shakmaty::Chess, m: Move) -> SanPlus {
    SanPlus {
        san: shakmaty::san::San::from_move(pos, m),
        suffix: None,
    }
}

/// Which board makes the record now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recorder {
    /// The peg board (table 1): its pegs are read.
    Pegs,
    /// The sighted player's e-board, no peg board (table 2): a move stands when the e-board shows it.
    EBoard,
    /// No board (table 3): a move announced, completed by the press.
    Announcements,
}

/// What the session knows of the boards at the table, and what it last said of them.
#[derive(Debug, Clone, Default)]
pub struct Table {
    pegs: Option<Presence>,
    eboard: Option<Presence>,
    said: Option<(Presence, Presence)>,
}

impl Table {
    /// The peg board, once its link has reported.
    pub fn pegs(&self) -> Option<Presence> {
        self.pegs
    }

    /// The sighted player's e-board, once the game knows whether one is used.
    pub fn eboard(&self) -> Option<Presence> {
        self.eboard
    }

    /// Which board makes the record. Until the peg board's link has said it is missing, the pegs do (a
    /// peg board answers within the first second; the link says so when none has after a few).
    pub fn recorder(&self) -> Recorder {
        match (self.pegs, self.eboard) {
            (None | Some(Presence::Connected), _) => Recorder::Pegs,
            (_, Some(Presence::Connected)) => Recorder::EBoard,
            _ => Recorder::Announcements,
        }
    }

    /// The peg board's presence changed; `quiet`: its own phrase says it (an unplug), so the table is
    /// taken as said.
    fn set_pegs(&mut self, pegs: Presence, quiet: bool) {
        self.pegs = Some(pegs);
        if quiet && let Some(eboard) = self.eboard {
            self.said = Some((pegs, eboard));
        }
    }

    /// The phrase that says the table, when it lacks the peg board and differs from what was last said
    /// (once both boards are known).
    fn phrase(&mut self) -> Option<Phrase> {
        let now = (self.pegs?, self.eboard?);
        if now.0 == Presence::Connected || self.said == Some(now) {
            return None;
        }
        self.said = Some(now);
        Some(Phrase::Table {
            pegs: now.0,
            eboard: now.1,
        })
    }
}

impl Session {
    /// What a game resumed from its journal says first: where it stands (the move number and the side to
    /// move, as players count), the table it is played at, and an announcement made and not yet pressed,
    /// which still stands.
    pub fn resumed(&self) -> Vec<Phrase> {
        let pos = self.tracker.position();
        let next = crate::notation::numbering::MoveNumber::of(pos, 0);
        let mut said = vec![Phrase::Resumed {
            number: next.number,
            to_move: next.side,
        }];
        if let (Some(pegs), Some(eboard)) = (self.table.pegs, self.table.eboard)
            && pegs != Presence::Connected
        {
            said.push(Phrase::Table { pegs, eboard });
        }
        if self.recorder() != Recorder::Pegs
            && let Some(p) = self.pending()
        {
            let announced = match (p.announced, &p.impossible) {
                (Some(m), _) => Some(said_back(pos, m)),
                (None, Some(san)) => Some(*san),
                (None, None) => None,
            };
            said.extend(announced.map(Phrase::AnnouncedUnpressed));
        }
        said
    }

    /// The boards at the table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Which board makes the record now.
    pub(super) fn recorder(&self) -> Recorder {
        self.table.recorder()
    }

    /// The peg board's link reported `pegs` (`quiet`: its own phrase already says it).
    pub(super) fn pegs_are(
        &mut self,
        pegs: Presence,
        quiet: bool,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        if pegs == Presence::Connected && self.recorder() != Recorder::Pegs {
            // A peg board joins the game: its first reading is measured against the record once it is still.
            self.acted_on = None;
        }
        self.table.set_pegs(pegs, quiet);
        self.table_changed(now, out);
    }

    /// The e-board's link reported `eboard`; whether the table's phrase said so.
    pub(super) fn eboard_is(
        &mut self,
        eboard: Presence,
        now: Duration,
        out: &mut Vec<Effect>,
    ) -> bool {
        self.table.eboard = Some(eboard);
        self.table_changed(now, out)
    }

    /// Says the table when it changed; with no peg board, the game is on from here (its clock starts).
    fn table_changed(&mut self, now: Duration, out: &mut Vec<Effect>) -> bool {
        let said = self
            .table
            .phrase()
            .map(|p| out.push(Effect::Say(p)))
            .is_some();
        if self.phase == Phase::Setup && self.recorder() != Recorder::Pegs {
            self.complete_setup(now, out);
        }
        said
    }

    /// A move announced where no peg board reads it: said back at once (`said` is what was said, as
    /// SAN), kept for the e-board to show or the press to complete. `m` is `None` when the position does
    /// not allow it: that is said only after the press.
    pub(super) fn announce_unsensed(
        &mut self,
        said: SanPlus,
        m: Option<Move>,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        if let Some(ending) = self.ending() {
            out.push(Effect::Say(Phrase::AlreadyOver(ending.outcome)));
            return;
        }
        self.complete_setup(now, out);
        let Some(p) = self.pending_mut() else { return };
        p.announced = m;
        p.said = m;
        p.impossible = m.is_none().then_some(said);
        p.promotion = m.and_then(|m| m.promotion()).or(p.promotion);
        out.push(Effect::Say(Phrase::Announced(said)));
        if self.recorder() == Recorder::EBoard {
            // The e-board may already show it, held while the piece could go on: it stands now.
            self.sighted_shows_announced(now, out);
        }
    }

    /// A press where no peg board reads the moves (a key, a spoken "press", the DGT 3000's lever).
    pub(super) fn press_unsensed(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if let Some(ending) = self.ending() {
            out.push(Effect::Say(Phrase::AlreadyOver(ending.outcome)));
            return;
        }
        let by = self.tracker.position().turn();
        let pending = self.pending().cloned().unwrap_or_default();
        // An announcement that was no one move when it was said, judged again now (D.2.3): a promotion piece
        // said after it counts.
        let rejudged = pending.impossible.map(|said| {
            (
                said,
                judge(&said.san, self.tracker.position(), pending.promotion),
            )
        });
        match self.recorder() {
            Recorder::Announcements => {
                let now_legal = rejudged.and_then(|(_, judged)| judged.ok());
                if let Some(m) = pending.announced.or(now_legal) {
                    self.complete(m, Completion::ClockPress, now, out);
                    if self.ending().is_none() {
                        let to_move = self.tracker.position().turn();
                        out.push(Effect::Say(Phrase::Pressed(to_move)));
                    }
                    return;
                }
            }
            Recorder::EBoard | Recorder::Pegs => {
                if self.sighted_held_now(now, out) {
                    return;
                }
                if self.unpressed.take() == Some(self.record.moves().len()) {
                    // The mover's own press after the e-board's move stood: the clock already switched.
                    return;
                }
                if pending.announced.is_some() {
                    // Pressed before the sighted player made the move on the e-board: the clock switches
                    // now, and the move stands when the e-board shows it (its clock reading this one's).
                    let ply = self.record.moves().len();
                    let t = self.timekeeper.as_mut();
                    self.dgt_clock.press_ahead(t, by, ply, now, out);
                    return;
                }
            }
        }
        self.record.note(now, Happening::PressWithoutMove { by });
        if let Some((said, judged)) = rejudged {
            if let Some(p) = self.pending_mut() {
                p.impossible = None;
            }
            let phrase = match judged {
                Err(why @ (Unclear::Ambiguous | Unclear::PromotionPiece)) => {
                    Phrase::AnnouncedUnclear {
                        said,
                        problem: why.into(),
                    }
                }
                Err(Unclear::Impossible) | Ok(_) => Phrase::AnnouncedImpossible(said),
            };
            out.push(Effect::Say(phrase));
            return;
        }
        if let Some(t) = self.timekeeper.as_mut() {
            t.press_without_move(by, now);
        }
        out.push(Effect::Say(Phrase::PressWithoutMove));
    }

    /// The e-board showed the move after the record's last one: it stands (`ply`: its place in the game).
    /// A move the e-board revises before the reply (a pawn set down on the square it passes, then moved
    /// on) revises the record's last move, and says the new one.
    pub(super) fn record_from_eboard(
        &mut self,
        ply: usize,
        m: Move,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        let len = self.record.moves().len();
        if ply == len {
            let announced = self.pending().and_then(|p| p.announced) == Some(m);
            let pressed = self.dgt_clock.pressed_ahead(len);
            let how = if announced {
                Completion::Announcement
            } else {
                Completion::Settled
            };
            self.complete(m, how, now, out);
            if !pressed {
                self.unpressed = Some(self.record.moves().len());
            }
        } else if ply + 1 == len && self.record.moves().last().is_some_and(|last| last.mv != m) {
            self.revise_recorded(m, now, out);
        }
    }

    /// The record's last move, made by no peg board, is now `m` (the same side's, moved on).
    fn revise_recorded(&mut self, m: Move, now: Duration, out: &mut Vec<Effect>) {
        let positions = self.tracker.positions();
        let Some(before) = positions.len().checked_sub(2).map(|i| positions[i].clone()) else {
            return;
        };
        if !before.is_legal(m) {
            return;
        }
        self.tracker.take_back(1);
        self.tracker.complete(&m, false);
        self.tracker.assume_shown();
        self.record_revision(&before, m, now, out);
        self.remeasure_sighted();
        self.check_end(now, out);
    }

    /// The record's last move is now `m`, played from `before` (the same side's move, revised): the record
    /// keeps its clock reading, notes the revision, and the new move is said.
    pub(super) fn record_revision(
        &mut self,
        before: &shakmaty::Chess,
        m: Move,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        let Some(old) = self.record.moves().last().cloned() else {
            return;
        };
        self.record.retract(1, now);
        out.extend(self.question.position_changed());
        let new = self.record.push_move(before, m, now, Completion::Settled);
        let to = new.san.to_string();
        if let Some(clock) = old.clock {
            self.record.set_last_clock(clock);
        }
        self.record.note(
            now,
            Happening::Revised {
                from: old.san.to_string(),
                to,
            },
        );
        out.push(Effect::Say(Phrase::MoveChanged(SpokenMove::new(before, m))));
        out.push(Effect::RecordChanged);
    }
}
