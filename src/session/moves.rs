//! The session at the board: readings as they come (a move is said the moment it is made, D.2.3), the
//! board standing still, the press of the side to move, and completed moves.

use super::mismatch::Mismatch;
use super::phase::{Pending, Phase, rules_end};
use super::question::Question;
use super::table::Recorder;
use super::{Completion, Effect, Happening, Phrase, Reading, Session};
use crate::board::peg::protocol::OccupancyKind;
use crate::game::record::Ending;
use crate::inference::Correction;
use crate::inference::tracker::{may_become_other, occupancy_after};
use crate::speech::phrase::SpokenMove;
use shakmaty::san::SanPlus;
use shakmaty::{Bitboard, Move, Position};
use std::time::Duration;

/// The most pegs a move holds out of their holes at once (a capture: the capturer and the captured).
const HANDS_AT_WORK: usize = 2;

impl Session {
    pub(super) fn on_holes(
        &mut self,
        holes: Bitboard,
        kind: OccupancyKind,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        let resync = kind == OccupancyKind::Snapshot;
        if resync && self.raw.is_some() {
            // What happened between the last reading and this one is unknown.
            self.tracker.distrust();
            if let Some(t) = self.turned.as_mut() {
                t.distrust();
            }
        }
        if self.raw == Some(holes) {
            return;
        }
        self.raw = Some(holes);
        self.tracker.sense(self.facing.holes(holes), now, resync);
        if let Some(t) = self.turned.as_mut() {
            t.sense(self.facing.turned().holes(holes), now, resync);
        }
        self.adopt_orientation();
        self.on_reading(now, out);
    }

    /// Before the first move, the board may stand either way round: follow whichever way shows a move.
    fn adopt_orientation(&mut self) {
        let shows_move = |r: &Reading| matches!(r, Reading::Move(_) | Reading::Promotion(_));
        if let Some(turned) = &self.turned
            && !shows_move(&self.tracker.read())
            && shows_move(&turned.read())
        {
            let turned = self.turned.replace(self.tracker.clone()).expect("checked");
            self.tracker = turned;
            self.facing = self.facing.turned();
        }
    }

    /// The set-up is complete: the board shows the start position, or a move made from it (or a move is
    /// completed from it). The game is on with a fresh move in hand, the player hears so, and the clock starts
    /// for the side to move. The one way from `Phase::Setup` to `Phase::Playing`.
    pub(super) fn complete_setup(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if self.phase != Phase::Setup {
            return;
        }
        self.phase = Phase::Playing(Pending::default());
        out.push(Effect::Say(Phrase::SetupComplete));
        let turn = self.tracker.position().turn();
        if let Some(t) = self.timekeeper.as_mut() {
            t.start(turn, now);
        }
    }

    /// Reacts at once to a new reading; slower reactions wait for the board to settle.
    fn on_reading(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let reading = self.tracker.read();
        if let Phase::Over(_) = self.phase {
            return self.over_reading(reading, now, out);
        }
        if self.phase == Phase::Setup && shows_start_or_move(&reading) {
            self.complete_setup(now, out);
        }
        match reading {
            Reading::Settled => {
                if let Some(p) = self.pending_mut() {
                    p.provisional = None;
                    if p.said.take().is_some() {
                        out.push(Effect::Say(Phrase::MoveUndone));
                    }
                }
                // Lost frames may hide a Chess960 castling that left the holes as they were: its trace is
                // kept for the press or announcement that says whether it was made.
                if self.tracker.hidden().is_empty() {
                    self.say_touches(Bitboard::EMPTY, now, out);
                    self.tracker.forget_touches();
                }
                self.end_mismatch(now, out);
            }
            Reading::Move(m) => {
                self.revise(m, now);
                self.end_mismatch(now, out);
                let Some(p) = self.pending() else { return };
                if p.announced == Some(m) {
                    self.complete(m, Completion::Announcement, now, out);
                } else if self.question.about_board() {
                    self.complete(m, Completion::ClockPress, now, out);
                } else if !may_become_other(self.tracker.position(), &m) {
                    self.say_made(m, out);
                }
            }
            Reading::Promotion(ms) => {
                self.end_mismatch(now, out);
                self.promotion_shown(&ms, now, out);
            }
            Reading::Ambiguous(ms) => {
                // The board shows more than any of the moves: the opponent moved on after a move the lost
                // frames hide. Ask which it was, now.
                let occupied = self.tracker.position().board().occupied();
                let moved_on = !ms
                    .iter()
                    .any(|m| self.tracker.sensed() == occupancy_after(occupied, m));
                if moved_on && !self.question.about_board() {
                    self.ask(Question::WhichMove(ms), out);
                }
            }
            Reading::TwoMoves { first, cut } => {
                // The opponent moved on before a press: the first move is complete, read the second.
                self.end_mismatch(now, out);
                self.complete_move(first, Completion::Followed, Some(cut), now, out);
                if self.ending().is_none() {
                    self.on_reading(now, out);
                }
            }
            Reading::Revised(m) => {
                self.end_mismatch(now, out);
                self.revise_last(m, now, out);
            }
            Reading::Differs(steps) => self.mismatch.change(steps, out),
            Reading::Lifted { holes, .. } if self.mismatch.active() => {
                let steps = self.missing(holes);
                self.mismatch.change(steps, out);
            }
            _ => {}
        }
    }

    /// The board shows a pawn promoting (`ms`: one move per piece): completed once the piece is known and the
    /// opponent moved on or a press was made; asked about when the opponent moved on without it.
    fn promotion_shown(&mut self, ms: &[Move], now: Duration, out: &mut Vec<Effect>) {
        // The board shows more than the promotion: the opponent moved on, so it is complete.
        let beyond = self.tracker.sensed()
            != occupancy_after(self.tracker.position().board().occupied(), &ms[0]);
        let waiting = self.question.about_board();
        match self.promoted(ms) {
            Some(m) if beyond => {
                self.complete(m, Completion::Followed, now, out);
                if self.ending().is_none() {
                    self.on_reading(now, out);
                }
            }
            Some(m) if waiting => self.complete(m, Completion::ClockPress, now, out),
            Some(m) => {
                self.revise(m, now);
                self.say_made(m, out);
            }
            None if beyond && !waiting => self.ask(Question::Promotion(ms[0].to()), out),
            None => {}
        }
    }

    /// After the end the board is still followed: the players may reset it, or take the last move back.
    fn over_reading(&mut self, reading: Reading, now: Duration, out: &mut Vec<Effect>) {
        // The board is set up again for a next game (a new session): said, the phase stays over.
        if self.tracker.sensed() == self.record.start().board().occupied() {
            out.push(Effect::Say(Phrase::SetupComplete));
        }
        if let Reading::Settled = reading {
            self.tracker.forget_touches();
            self.end_mismatch(now, out);
        }
    }

    /// Says a move the moment the board shows it made, or the new move when the board changed again.
    pub(super) fn say_made(&mut self, m: Move, out: &mut Vec<Effect>) {
        let before = self.tracker.position().clone();
        let Some(p) = self.pending_mut() else { return };
        if p.said == Some(m) {
            return;
        }
        let phrase = match p.said.replace(m) {
            Some(_) => Phrase::MoveChanged(SpokenMove::new(&before, m)),
            None => Phrase::Move {
                mover: before.turn(),
                san: SanPlus::from_move(before, m),
                mv: m,
            },
        };
        out.push(Effect::Say(phrase));
    }

    /// A move now shows on the board; if another showed before (e.g. a rook before the king), note the revision.
    pub(super) fn revise(&mut self, m: Move, now: Duration) {
        let pos = self.tracker.position().clone();
        let Some(p) = self.pending_mut() else { return };
        if let Some(old) = p.provisional.replace(m).filter(|old| *old != m) {
            self.record.note(
                now,
                Happening::Revised {
                    from: SanPlus::from_move(pos.clone(), old).to_string(),
                    to: SanPlus::from_move(pos, m).to_string(),
                },
            );
        }
    }

    /// The last move, completed only by the board standing still, is now another move on the board.
    fn revise_last(&mut self, m: Move, now: Duration, out: &mut Vec<Effect>) {
        if self.record.moves().is_empty() {
            return;
        }
        self.tracker.revise_last(&m);
        let before = self.tracker.positions()[self.tracker.positions().len() - 2].clone();
        self.record_revision(&before, m, now, out);
        self.acted_on = Some(self.tracker.last_change());
        self.check_end(now, out);
    }

    pub(super) fn promoted(&self, ms: &[Move]) -> Option<Move> {
        let role = match &self.phase {
            Phase::Playing(p) => p.promotion?,
            _ => return None,
        };
        ms.iter().find(|m| m.promotion() == Some(role)).cloned()
    }

    /// The board has been still for the settle time.
    pub(super) fn on_settled(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let reading = self.tracker.read();
        if let Phase::Over(_) = self.phase {
            if let Reading::Takeback(1) = reading {
                // The players took the last move back: the game goes on (the result goes with it).
                self.take_back(1, now, out);
            }
            return;
        }
        let setup = self.phase == Phase::Setup;
        match reading {
            Reading::Move(m) => match self.pending().and_then(|p| p.announced) {
                // The board shows another move than the one announced (D.2.8): say so now and
                // wait: the board may be put right, or the press completes what the board shows.
                Some(a) if a != m => {
                    let before = self.tracker.position();
                    out.push(Effect::Say(Phrase::AnnouncedOtherMove {
                        announced: SpokenMove::new(before, a),
                        executed: SpokenMove::new(before, m),
                    }));
                    if let Some(p) = self.pending_mut() {
                        p.other_move_said = Some(m);
                    }
                }
                _ => self.complete(m, Completion::Settled, now, out),
            },
            Reading::Promotion(ms) => match self.promoted(&ms) {
                Some(m) => self.complete(m, Completion::Settled, now, out),
                None => self.ask(Question::Promotion(ms[0].to()), out),
            },
            Reading::Takeback(plies) if !setup => self.take_back(plies, now, out),
            r @ (Reading::Lifted { .. } | Reading::Differs(_)) if setup => self.say_setup(&r, out),
            Reading::Differs(steps) => self.begin_mismatch(steps, now, out),
            Reading::Lifted { holes, .. } if self.mismatch.active() => {
                // Mid-repair: say what that change did.
                let steps = self.missing(holes);
                self.mismatch.change(steps, out);
            }
            Reading::Lifted { holes, .. } if holes.count() > HANDS_AT_WORK => {
                // More pegs out than one move's hands hold, and still: knocked out, or the board cleared.
                let steps = self.missing(holes);
                self.begin_mismatch(steps, now, out);
            }
            _ => {}
        }
    }

    /// The players took back `plies` moves; the board shows the earlier position.
    pub(super) fn take_back(&mut self, plies: usize, now: Duration, out: &mut Vec<Effect>) {
        self.tracker.take_back(plies);
        if let Some(t) = self.turned.as_mut() {
            t.take_back(plies);
        }
        self.record.take_back(plies, now);
        self.remeasure_sighted();
        out.push(Effect::Say(Phrase::TakenBack { plies }));
        out.push(Effect::RecordChanged);
        self.move_on(Phase::Playing(Pending::default()), out);
    }

    /// The pieces to put back into the empty `missing` holes.
    pub(super) fn missing(&self, missing: Bitboard) -> Vec<Correction> {
        let board = self.tracker.position().board();
        missing
            .into_iter()
            .filter_map(|sq| board.piece_at(sq).map(|p| Correction::Place(p, sq)))
            .collect()
    }

    /// Says the next step of the set-up the board in `reading` lacks (pegs missing, or others to move).
    pub(super) fn say_setup(&self, reading: &Reading, out: &mut Vec<Effect>) {
        let steps = match reading {
            Reading::Lifted { holes, .. } => self.missing(*holes),
            Reading::Differs(steps) => steps.clone(),
            _ => return,
        };
        if let Some(next) = steps.first() {
            out.push(Effect::Say(Phrase::SetupStep {
                next: *next,
                remaining: steps.len(),
            }));
        }
    }

    /// The board differs from the record: say so briefly, and note it once.
    fn begin_mismatch(&mut self, steps: Vec<Correction>, now: Duration, out: &mut Vec<Effect>) {
        if self.mismatch.begin(steps.clone(), out) {
            self.record.note(now, Happening::Mismatch(steps));
        }
    }

    fn end_mismatch(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if self.mismatch.end() {
            self.record.note(now, Happening::Restored);
            out.push(Effect::Say(Phrase::BoardMatches));
        }
    }

    /// A clock press by the side to move: completes the move on the board, or says why it cannot (D.2.4).
    pub(super) fn press(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if self.recorder() != Recorder::Pegs {
            return self.press_unsensed(now, out);
        }
        if let Some(ending) = self.ending() {
            out.push(Effect::Say(Phrase::AlreadyOver(ending.outcome)));
            return;
        }
        let by = self.tracker.position().turn();
        match self.tracker.read() {
            Reading::Move(m) => self.complete(m, Completion::ClockPress, now, out),
            Reading::Promotion(ms) => match self.promoted(&ms) {
                Some(m) => self.complete(m, Completion::ClockPress, now, out),
                None => self.ask(Question::Promotion(ms[0].to()), out),
            },
            Reading::TwoMoves { first, cut } => {
                self.complete_move(first, Completion::Followed, Some(cut), now, out);
                if self.ending().is_none() {
                    self.press(now, out);
                }
            }
            Reading::Lifted { possible, .. } if possible.len() == 1 => {
                let m = possible.into_iter().next().expect("one");
                self.complete(m, Completion::ClockPress, now, out);
            }
            Reading::Lifted { possible, .. } if !possible.is_empty() => {
                self.ask(Question::WhichMove(possible), out)
            }
            Reading::Ambiguous(ms) => self.ask(Question::WhichMove(ms), out),
            Reading::Lifted { holes, .. } => {
                self.record.note(now, Happening::PressWithoutMove { by });
                let steps = self.missing(holes);
                out.push(Effect::Say(Phrase::MoveIncomplete(steps)));
            }
            Reading::Differs(steps) => {
                self.record.note(now, Happening::PressWithoutMove { by });
                self.mismatch = Mismatch::default();
                self.mismatch.begin(steps, out);
            }
            Reading::Settled if !self.tracker.hidden().is_empty() => {
                // Lost frames may hide a Chess960 castling that left every hole as it was: asked, never assumed.
                self.ask(Question::WhichMove(self.tracker.hidden()), out)
            }
            Reading::Settled | Reading::Takeback(_) | Reading::Revised(_)
                if self.tracker.last_firm() == Some(false) =>
            {
                // The board stood still long enough to complete the move before this press.
                self.tracker.confirm_last();
            }
            Reading::Settled | Reading::Takeback(_) | Reading::Revised(_) => {
                self.record.note(now, Happening::PressWithoutMove { by });
                if let Some(t) = self.timekeeper.as_mut() {
                    t.press_without_move(by, now);
                }
                out.push(Effect::Say(Phrase::PressWithoutMove));
            }
        }
    }

    fn say_touches(&mut self, moved: Bitboard, now: Duration, out: &mut Vec<Effect>) {
        let to_move = self.tracker.position().turn();
        for (piece, square) in self.tracker.touched(moved) {
            self.record.note(
                now,
                Happening::Touch {
                    piece,
                    square,
                    to_move,
                },
            );
            out.push(Effect::Say(Phrase::Touched { piece, square }));
        }
    }

    /// Records a completed move.
    pub(super) fn complete(
        &mut self,
        m: Move,
        how: Completion,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        self.complete_move(m, how, None, now, out);
    }

    /// Records a completed move; with `cut`, the board already shows the next move too, whose trace
    /// starts at that event.
    fn complete_move(
        &mut self,
        m: Move,
        how: Completion,
        cut: Option<usize>,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        if self.phase == Phase::Setup {
            // Completed before the board ever read as the start position (frames were lost): it was set up.
            self.complete_setup(now, out);
        }
        if !matches!(self.phase, Phase::Playing(_)) {
            return;
        }
        let pending = self
            .move_on(Phase::Playing(Pending::default()), out)
            .unwrap_or_default();
        let before = self.tracker.position().clone();
        let moved = before.board().occupied() ^ occupancy_after(before.board().occupied(), &m)
            | Bitboard::from_square(m.to());
        self.say_touches(moved, now, out);
        if let Some(a) = pending
            .announced
            .filter(|a| *a != m && pending.other_move_said != Some(m))
        {
            out.push(Effect::Say(Phrase::AnnouncedOtherMove {
                announced: SpokenMove::new(&before, a),
                executed: SpokenMove::new(&before, m),
            }));
        }
        let recorded = self.record.push_move(&before, m, now, how);
        let (mover, san) = (recorded.mover, recorded.san);
        if pending.draw_offer {
            self.record.note(now, Happening::DrawOffer { by: mover });
        }
        match cut {
            Some(cut) => self.tracker.complete_at(&m, how.is_firm(), cut),
            None => {
                self.tracker.complete(&m, how.is_firm());
                self.acted_on = Some(self.tracker.last_change());
            }
        }
        self.turned = None;
        if self.recorder() != Recorder::Pegs {
            // No peg board reads the pegs: the next one that joins is read against this position.
            self.tracker.assume_shown();
        }
        self.mismatch = Mismatch::default();
        if pending.said != Some(m) {
            out.push(Effect::Say(Phrase::Move { mover, san, mv: m }));
        }
        let ply = self.record.moves().len();
        if let Some(remaining) = self.dgt_clock.pressed_by_lever(mover, ply) {
            // The sighted player pressed their DGT 3000 before the move reached the record.
            self.record.set_last_clock(remaining);
        } else if let Some(t) = self.timekeeper.as_mut() {
            t.start(mover, now);
            if let Some(pressed) = t.press(mover, now) {
                self.record.set_last_clock(pressed.remaining);
                out.extend(pressed.say.into_iter().map(Effect::Say));
            }
        }
        out.push(Effect::RecordChanged);
        self.compare_accounts(now, out);
        self.remeasure_sighted();
        self.check_end(now, out);
    }

    /// Ends the game when the rules of play end it (mate, stalemate, dead position, 9.6).
    pub(super) fn check_end(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if let Some(ending) = rules_end(self.tracker.positions()) {
            let reason = ending.reason;
            if reason != crate::game::record::EndReason::Checkmate {
                out.push(Effect::Say(Phrase::Ended(reason)));
            }
            out.push(Effect::Say(Phrase::GameOver(ending.outcome)));
            self.end(ending, now, out);
        }
    }

    /// The game is over: the record says why, the clock stops, nothing more is recorded as a move, and the
    /// open question closes with the move in hand.
    pub(super) fn end(&mut self, ending: Ending, now: Duration, out: &mut Vec<Effect>) {
        self.record.note(now, Happening::Ended(ending));
        self.move_on(Phase::Over(ending), out);
        if let Some(t) = self.timekeeper.as_mut() {
            t.stop(now);
        }
    }
}

/// Whether `reading`, while setting up, shows the set-up complete: the start position, or a move made from it.
fn shows_start_or_move(reading: &Reading) -> bool {
    matches!(
        reading,
        Reading::Settled
            | Reading::Move(_)
            | Reading::Promotion(_)
            | Reading::Ambiguous(_)
            | Reading::TwoMoves { .. }
    )
}
