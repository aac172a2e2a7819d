//! Where the e-board makes the record: its move stands (revised while there is no reply), an announced move
//! pressed before it shows it switches the clock, and the announcements ahead of it: a reply announced while
//! the e-board's move is still held (a piece that could go on) is judged after that move once it stands and its
//! press is the announcer's; when the e-board is lost, the move it holds stands (it showed it while it made the
//! record), and an announced move pressed that it never showed stands by that announcement and press, as at
//! table 3. The board back is read from the record (`Session::on_sighted`).

use super::presence::{Recorder, said_back};
use super::writer::Shown;
use super::{Completion, Effect, Phrase, Session};
use crate::speech::phrases::phrase::AnnouncedMove;
use crate::words::judge;
use shakmaty::uci::UciMove;
use shakmaty::{Color, Move, Position};
use std::time::Duration;

impl Session {
    /// A move announced as one of a position's moves (`uci`, as the voice's grammar gives it) that is no move
    /// of the record's position, where the e-board shows a move beyond the record, held: the reply to that
    /// move, said back as said and judged when the move stands (dropped, as before, when it is not one there).
    pub(super) fn announced_beyond(&mut self, uci: UciMove, now: Duration, out: &mut Vec<Effect>) {
        if self.recorder() == Recorder::Pegs {
            return;
        }
        let plies = self.writer.plies();
        let Some(pos) = self.boards.sighted.shown_beyond(plies) else {
            return;
        };
        let Ok(m) = uci.to_move(pos) else {
            return;
        };
        let said = AnnouncedMove::new(said_back(pos, m));
        self.announce_unsensed(said, None, now, out);
    }

    /// An announcement `said` read as `m`, a move of the record's position, while the e-board holds a move
    /// beyond the record: when `m` does not take that move's piece on (a hand that goes on) and `said` reads
    /// as a move after it too, it is the reply, kept as said (`None`) to be judged once the held move stands.
    /// Words name no side: "e4" may be either side's pawn.
    pub(super) fn reply_over_held(&self, said: &AnnouncedMove, m: Option<Move>) -> Option<Move> {
        let mine = m?;
        let plies = self.writer.plies();
        if self.recorder() == Recorder::Pegs {
            return m;
        }
        let (Some(pos), Some(held)) = (
            self.boards.sighted.shown_beyond(plies),
            self.boards.sighted.next_after(plies),
        ) else {
            return m;
        };
        let goes_on = match mine {
            Move::Castle { king, rook } => held.from() == Some(king) || held.from() == Some(rook),
            _ => mine.from() == held.from(),
        };
        match goes_on || judge(said, pos, None).is_err() {
            true => m,
            false => None,
        }
    }

    /// The announcement waiting as said (no move of the record's position) when the e-board's move is about
    /// to stand: perhaps the reply, said while the e-board's move was held.
    pub(super) fn reply_waiting(&self) -> Option<AnnouncedMove> {
        self.pending()
            .filter(|p| p.announced.is_none())
            .and_then(|p| p.impossible.clone())
    }

    /// The e-board's move stood with `waiting` (from [`Session::reply_waiting`]) unjudged: when it reads as
    /// one move of the position now, it is the announcement of the move in hand (it was said back already;
    /// its press is the announcer's). Anything else was no reply and is dropped, as an announcement the
    /// e-board's move answered.
    pub(super) fn reply_kept(&mut self, waiting: Option<AnnouncedMove>) {
        let Some(said) = waiting else {
            return;
        };
        let Ok(m) = judge(&said, self.writer.position(), None) else {
            return;
        };
        if let Some(p) = self.pending_mut() {
            p.announced = Some(m);
            p.said = Some(m);
            p.said_as = Some(said);
            p.promotion = m.promotion();
        }
    }

    /// The e-board is going (lost, or its relay without it), while it still makes the record: a move it
    /// holds while the piece could go on stands now, as it would at the hold's end (the board back revises or
    /// differs should the hand have gone on).
    pub(super) fn held_stands_at_loss(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if self.recorder() == Recorder::EBoard {
            self.sighted_held_now(now, out);
        }
    }

    /// The e-board is lost while an announced move was pressed and not yet shown by it: where the
    /// announcements now make the record, that announcement and press make it (the move is not lost in the
    /// moments before the loss is known); the board back is read from the record.
    pub(super) fn pressed_while_lost(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if self.recorder() != Recorder::Announcements {
            return;
        }
        let Some(m) = self
            .pending()
            .filter(|p| p.pressed)
            .and_then(|p| p.announced)
        else {
            return;
        };
        self.complete(m, Completion::ClockPress, now, out);
    }

    /// A press or an announcement at the table in the moment before the link counts as back, the board passed
    /// on already (a relay's, before its greeting is answered): moves made on it alone meanwhile, when one
    /// sequence reaches it, stand first (said as the board back says them), and the announcement waiting is
    /// judged again after them, so that it is recorded where it was made, not against the record's position.
    pub(super) fn passed_moves_stand(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if self.recorder() != Recorder::Announcements {
            return;
        }
        let moves = self.boards.sighted.passed_moves(self.writer.position());
        let waiting = self.pending().cloned().unwrap_or_default();
        // The moves before the one announced, if the board shows that one made already (its press makes it).
        let mut pos = self.writer.position().clone();
        let said = waiting.said_as.as_ref();
        let stand: Vec<Move> = (moves.into_iter())
            .take_while(|m| {
                let announced =
                    said.is_some_and(|s| judge(s, &pos, waiting.promotion).ok() == Some(*m));
                pos.play_unchecked(*m);
                !announced
            })
            .collect();
        if stand.is_empty() {
            return;
        }
        if let Some(p) = self.pending_mut() {
            *p = Default::default();
        }
        for m in stand {
            self.complete(m, Completion::Settled, now, out);
        }
        let pos = self.writer.position().clone();
        let judged =
            (waiting.said_as.as_ref()).and_then(|s| judge(s, &pos, waiting.promotion).ok());
        if let Some(p) = self.pending_mut() {
            if let Some(said) = waiting.said_as {
                p.hold_announced(said, judged);
            }
            p.promotion = waiting.promotion;
            p.draw_offer = waiting.draw_offer;
        }
    }

    /// The announced move pressed by `by` before the sighted player made it on the e-board: the clock switches
    /// now, and the move stands when the e-board shows it (its clock reading this one's), or by this press if
    /// the e-board is lost first.
    pub(super) fn pressed_before_eboard(
        &mut self,
        by: Color,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        if let Some(p) = self.pending_mut() {
            p.pressed = true;
        }
        let ply = self.writer.plies();
        let t = self.timekeeper.as_mut();
        self.boards.dgt_clock.press_ahead(t, by, ply, now, out);
        out.push(Effect::Say(Phrase::Pressed(by.other())));
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
        let len = self.writer.plies();
        if ply == len {
            let announced = self.pending().and_then(|p| p.announced) == Some(m);
            if announced {
                let said = self.pending().and_then(|p| p.said_as.clone());
                out.extend(said.and_then(|said| self.check_unlike(&said, m)));
            }
            let pressed = self.boards.dgt_clock.pressed_ahead(len);
            let how = if announced {
                Completion::Announcement
            } else {
                Completion::Settled
            };
            let reply = self.reply_waiting();
            self.complete(m, how, now, out);
            self.reply_kept(reply);
            if !pressed {
                self.presses.stood_unpressed(self.writer.plies());
            }
        } else if ply + 1 == len && self.writer.last().is_some_and(|last| last.mv != m) {
            self.revise_recorded(m, now, out);
        }
    }

    /// The record's last move, made by no peg board, is now `m` (the same side's, moved on).
    fn revise_recorded(&mut self, m: Move, now: Duration, out: &mut Vec<Effect>) {
        if self.record_revision(m, Shown::Unsensed, now, out) {
            self.remeasure_sighted();
            self.check_end(now, out);
        }
    }
}
