//! The session's moves at every table: the pegs' readings as they come (a move is said the moment it is made,
//! D.2.3), the board standing still, the press of the side to move; an announcement and the press where no peg
//! board reads the moves, the e-board's moves where it makes the record; and every move completed, revised,
//! taken back or ending the game, written through the record writer.

use super::mismatch::{Mismatch, put_back, setup_step};
use super::phase::{Pending, Phase, shows_start_or_move};
use super::presence::Recorder;
use super::question::Question;
use super::writer::Shown;
use super::{Completion, Effect, Happening, Phrase, Reading, Session};
use crate::board::peg::protocol::OccupancyKind;
use crate::game::record::Ending;
use crate::inference::Correction;
use crate::inference::tracker::{may_become_other, occupancy_after};
use crate::notation::san::san_plus;
use crate::speech::phrases::phrase::{AnnouncedMove, SetUp, SpokenMove};
use crate::words::{Unclear, judge};
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
        if resync && self.boards.pegs.reported() {
            // What happened between the last reading and this one is unknown.
            self.writer.distrust();
        }
        if !self.boards.pegs.read(holes) {
            return;
        }
        self.writer
            .sense(self.boards.pegs.facing(), holes, now, resync);
        self.adopt_orientation();
        self.on_reading(now, out);
    }

    /// Before the first move, the board may stand either way round: follow whichever way shows a move.
    fn adopt_orientation(&mut self) {
        let shows_move = |r: &Reading| matches!(r, Reading::Move(_) | Reading::Promotion(_));
        if let Some(turned) = self.writer.turned()
            && !shows_move(&self.writer.tracker().read())
            && shows_move(&turned.read())
            && self.writer.turn_round()
        {
            self.boards.pegs.turn_round();
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
        let record = self.writer.record();
        let at = SetUp::of(record.start(), record.moves().len(), self.writer.position());
        out.push(Effect::Say(Phrase::SetupComplete(at)));
        let turn = self.writer.position().turn();
        if let Some(t) = self.timekeeper.as_mut() {
            t.start(turn, now);
        }
    }

    /// Reacts at once to a new reading; slower reactions wait for the board to settle.
    fn on_reading(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let reading = self.writer.tracker().read();
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
                if self.writer.tracker().hidden().is_empty() {
                    self.say_touches(Bitboard::EMPTY, now, out);
                    self.writer.forget_touches();
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
                } else if !may_become_other(self.writer.tracker().legal_moves(), &m) {
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
                let occupied = self.writer.position().board().occupied();
                let moved_on = !ms
                    .iter()
                    .any(|m| self.writer.tracker().sensed() == occupancy_after(occupied, m));
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
            Reading::Differs(steps) => self.boards.mismatch.change(steps, out),
            Reading::Lifted { holes, .. } if self.boards.mismatch.active() => {
                let steps = put_back(self.writer.position(), holes);
                self.boards.mismatch.change(steps, out);
            }
            _ => {}
        }
    }

    /// The board shows a pawn promoting (`ms`: one move per piece): completed once the piece is known and the
    /// opponent moved on or a press was made; asked about when the opponent moved on without it.
    fn promotion_shown(&mut self, ms: &[Move], now: Duration, out: &mut Vec<Effect>) {
        // The board shows more than the promotion: the opponent moved on, so it is complete.
        let beyond = self.writer.tracker().sensed()
            != occupancy_after(self.writer.position().board().occupied(), &ms[0]);
        let waiting = self.question.about_board();
        match self.phase.promoted(ms) {
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
        if self.writer.tracker().sensed() == self.writer.record().start().board().occupied() {
            out.push(Effect::Say(Phrase::SetupComplete(SetUp::Start)));
        }
        if let Reading::Settled = reading {
            self.writer.forget_touches();
            self.end_mismatch(now, out);
        }
    }

    /// Says a move the moment the board shows it made, or the new move when the board changed again.
    pub(super) fn say_made(&mut self, m: Move, out: &mut Vec<Effect>) {
        let before = self.writer.position().clone();
        let Some(p) = self.pending_mut() else { return };
        if p.said == Some(m) {
            return;
        }
        let phrase = match p.said.replace(m) {
            Some(_) => Phrase::MoveChanged(SpokenMove::new(&before, m)),
            None => Phrase::Move {
                mover: before.turn(),
                san: san_plus(&before, m),
                mv: m,
            },
        };
        out.push(Effect::Say(phrase));
    }

    /// A move now shows on the board; if another showed before (e.g. a rook before the king), note the revision.
    pub(super) fn revise(&mut self, m: Move, now: Duration) {
        let pos = self.writer.position().clone();
        let Some(p) = self.pending_mut() else { return };
        if let Some(old) = p.provisional.replace(m).filter(|old| *old != m) {
            self.writer.note(
                now,
                Happening::Revised {
                    from: san_plus(&pos, old).to_string(),
                    to: san_plus(&pos, m).to_string(),
                },
            );
        }
    }

    /// The last move, completed only by the board standing still, is now another move on the board.
    fn revise_last(&mut self, m: Move, now: Duration, out: &mut Vec<Effect>) {
        if !self.record_revision(m, Shown::Read { cut: None }, now, out) {
            return;
        }
        self.boards.pegs.acted(self.writer.tracker());
        self.check_end(now, out);
    }

    /// The board has been still for the settle time.
    pub(super) fn on_settled(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let reading = self.writer.tracker().read();
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
                    let before = self.writer.position();
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
            Reading::Promotion(ms) => match self.phase.promoted(&ms) {
                Some(m) => self.complete(m, Completion::Settled, now, out),
                None => self.ask(Question::Promotion(ms[0].to()), out),
            },
            Reading::Takeback(plies) if !setup => self.take_back(plies, now, out),
            r @ (Reading::Lifted { .. } | Reading::Differs(_)) if setup => {
                out.extend(setup_step(self.writer.position(), &r).map(Effect::Say))
            }
            Reading::Differs(steps) => self.begin_mismatch(steps, now, out),
            Reading::Lifted { holes, .. } if self.boards.mismatch.active() => {
                // Mid-repair: say what that change did.
                let steps = put_back(self.writer.position(), holes);
                self.boards.mismatch.change(steps, out);
            }
            Reading::Lifted { holes, .. } if holes.count() > HANDS_AT_WORK => {
                // More pegs out than one move's hands hold, and still: knocked out, or the board cleared.
                let steps = put_back(self.writer.position(), holes);
                self.begin_mismatch(steps, now, out);
            }
            _ => {}
        }
    }

    /// The players took back `plies` moves; the board shows the earlier position.
    pub(super) fn take_back(&mut self, plies: usize, now: Duration, out: &mut Vec<Effect>) {
        self.writer.take_back(plies, now);
        let to_move = self.writer.position().turn();
        if let Some(t) = self.timekeeper.as_mut() {
            t.taken_back(plies, to_move, now);
        }
        self.remeasure_sighted();
        out.push(Effect::Say(Phrase::TakenBack { plies }));
        out.push(Effect::RecordChanged);
        self.move_on(Phase::Playing(Pending::default()), out);
    }

    /// The board differs from the record: say so briefly, and note it once.
    fn begin_mismatch(&mut self, steps: Vec<Correction>, now: Duration, out: &mut Vec<Effect>) {
        if self.boards.mismatch.begin(steps.clone(), out) {
            self.writer.note(now, Happening::Mismatch(steps));
        }
    }

    fn end_mismatch(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if self.boards.mismatch.end() {
            self.writer.note(now, Happening::Restored);
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
        let by = self.writer.position().turn();
        match self.writer.tracker().read() {
            Reading::Move(m) => self.complete(m, Completion::ClockPress, now, out),
            Reading::Promotion(ms) => match self.phase.promoted(&ms) {
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
                self.writer.note(now, Happening::PressWithoutMove { by });
                let steps = put_back(self.writer.position(), holes);
                out.push(Effect::Say(Phrase::MoveIncomplete(steps)));
            }
            Reading::Differs(steps) => {
                self.writer.note(now, Happening::PressWithoutMove { by });
                self.boards.mismatch = Mismatch::default();
                self.boards.mismatch.begin(steps, out);
            }
            Reading::Settled if !self.writer.tracker().hidden().is_empty() => {
                // Lost frames may hide a Chess960 castling that left every hole as it was: asked, never assumed.
                self.ask(Question::WhichMove(self.writer.tracker().hidden()), out)
            }
            Reading::Settled | Reading::Takeback(_) | Reading::Revised(_)
                if self.writer.tracker().last_firm() == Some(false) =>
            {
                // The board stood still long enough to complete the move before this press.
                self.writer.confirm_last();
            }
            // The mover's press again for a move the answer to the promotion question completed.
            Reading::Settled if self.presses.claim_unpressed(self.writer.plies()) => {}
            Reading::Settled | Reading::Takeback(_) | Reading::Revised(_) => {
                self.writer.note(now, Happening::PressWithoutMove { by });
                if let Some(t) = self.timekeeper.as_mut() {
                    t.press_without_move(by, now);
                }
                out.push(Effect::Say(Phrase::PressWithoutMove));
            }
        }
    }

    fn say_touches(&mut self, moved: Bitboard, now: Duration, out: &mut Vec<Effect>) {
        let to_move = self.writer.position().turn();
        for (piece, square) in self.writer.tracker().touched(moved) {
            self.writer.note(
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
        let before = self.writer.position().clone();
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
        let shown = match cut {
            Some(_) => Shown::Read { cut },
            None => self.shown_without_cut(),
        };
        let recorded = self.writer.complete(m, how, shown, now);
        let (mover, san) = (recorded.mover, recorded.san);
        if pending.draw_offer {
            self.writer.offer_draw(now, mover);
        }
        if cut.is_none() {
            self.boards.pegs.acted(self.writer.tracker());
        }
        self.boards.mismatch = Mismatch::default();
        if pending.said != Some(m) {
            out.push(Effect::Say(Phrase::Move { mover, san, mv: m }));
        }
        let ply = self.writer.plies();
        if let Some(remaining) = self.boards.dgt_clock.pressed_by_lever(mover, ply) {
            // The sighted player pressed their DGT 3000 before the move reached the record.
            self.writer.set_last_clock(remaining);
        } else if let Some(t) = self.timekeeper.as_mut() {
            t.start(mover, now);
            if let Some(pressed) = t.press(mover, now) {
                self.writer.set_last_clock(pressed.remaining);
                out.extend(pressed.say.into_iter().map(Effect::Say));
            }
        }
        out.push(Effect::RecordChanged);
        self.compare_accounts(now, out);
        self.remeasure_sighted();
        self.check_end(now, out);
    }

    /// How a move completed with no cut in its trace is shown: read from the pegs where a peg board reads
    /// them; else (no peg board reads the pegs) assumed, and the next one that joins is read against it.
    pub(super) fn shown_without_cut(&self) -> Shown {
        match self.recorder() {
            Recorder::Pegs => Shown::Read { cut: None },
            _ => Shown::Unsensed,
        }
    }

    /// Ends the game when the rules of play end it (mate, stalemate, dead position, 9.6).
    pub(super) fn check_end(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if let Some(ending) = self.writer.rules_end() {
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
        self.writer.end(ending, now);
        self.move_on(Phase::Over(ending), out);
        if let Some(t) = self.timekeeper.as_mut() {
            t.stop(now);
        }
    }
    /// A move announced where no peg board reads it: said back at once (`said` is what was said, as
    /// SAN), kept for the e-board to show or the press to complete. `m` is `None` when the position does
    /// not allow it: that is said only after the press.
    pub(super) fn announce_unsensed(
        &mut self,
        said: AnnouncedMove,
        m: Option<Move>,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        if let Some(ending) = self.ending() {
            out.push(Effect::Say(Phrase::AlreadyOver(ending.outcome)));
            return;
        }
        self.complete_setup(now, out);
        let m = self.reply_over_held(&said, m);
        let Some(p) = self.pending_mut() else { return };
        p.hold_announced(said.clone(), m);
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
        self.passed_moves_stand(now, out);
        let by = self.writer.position().turn();
        let pending = self.pending().cloned().unwrap_or_default();
        // An announcement that was no one move when it was said, judged again now (D.2.3): a promotion piece
        // said after it counts.
        let rejudged = pending.impossible.clone().map(|said| {
            let judged = judge(&said, self.writer.position(), pending.promotion);
            (said, judged)
        });
        match self.recorder() {
            Recorder::Announcements => {
                let now_legal = rejudged.as_ref().and_then(|(_, judged)| judged.ok());
                if let Some(m) = pending.announced.or(now_legal) {
                    out.extend(
                        pending
                            .said_as
                            .as_ref()
                            .and_then(|said| self.check_unlike(said, m)),
                    );
                    self.complete(m, Completion::ClockPress, now, out);
                    if self.ending().is_none() {
                        let to_move = self.writer.position().turn();
                        out.push(Effect::Say(Phrase::Pressed(to_move)));
                    }
                    return;
                }
            }
            Recorder::EBoard | Recorder::Pegs => {
                // Every press is answered: the side now to move is said, as at a table without a board.
                let pressed = Phrase::Pressed;
                if self.sighted_held_now(now, out) {
                    // The press ends the e-board's hold: the held move stands, and this is its press, unless
                    // the reply was announced while it was held: then it is the announcer's.
                    self.presses.take_unpressed(self.writer.plies());
                    if self.pending().is_some_and(|p| p.announced.is_some()) {
                        let by = self.writer.position().turn();
                        return self.pressed_before_eboard(by, now, out);
                    }
                    out.push(Effect::Say(pressed(self.writer.position().turn())));
                    return;
                }
                // An announcement made since the e-board's move stood makes this press the announcer's.
                let announced = pending.announced.is_some() || pending.impossible.is_some();
                if self.presses.take_unpressed(self.writer.plies()) && !announced {
                    // The mover's own press after the e-board's move stood: the clock already switched.
                    out.push(Effect::Say(pressed(by)));
                    return;
                }
                if pending.announced.is_some() {
                    return self.pressed_before_eboard(by, now, out);
                }
            }
        }
        self.writer.note(now, Happening::PressWithoutMove { by });
        if let Some((said, judged)) = rejudged {
            return self.refused_at_press(said, judged, out);
        }
        if let Some(t) = self.timekeeper.as_mut() {
            t.press_without_move(by, now);
        }
        out.push(Effect::Say(Phrase::PressWithoutMove));
    }

    /// An announcement judged at the press and not recorded (`judged` says why): said, and nothing of it
    /// waits for a press any more; it is to be announced again.
    fn refused_at_press(
        &mut self,
        said: AnnouncedMove,
        judged: Result<Move, Unclear>,
        out: &mut Vec<Effect>,
    ) {
        if let Some(p) = self.pending_mut() {
            p.impossible = None;
            p.said_as = None;
        }
        let phrase = match judged {
            Err(why @ (Unclear::Ambiguous | Unclear::PromotionPiece)) => Phrase::AnnouncedUnclear {
                said,
                problem: why.into(),
            },
            Err(Unclear::Impossible) | Ok(_) => Phrase::AnnouncedImpossible(said),
        };
        out.push(Effect::Say(phrase));
    }

    /// The move `m` as recorded, when the check or mate word `said` with it is not what the move gives:
    /// said at the press, never before (11.3.1).
    pub(super) fn check_unlike(&self, said: &AnnouncedMove, m: Move) -> Option<Effect> {
        let spoken = SpokenMove::new(self.writer.position(), m);
        (said.san.suffix.is_some() && said.san.suffix != spoken.san.suffix)
            .then_some(Effect::Say(Phrase::RecordedAs(spoken)))
    }

    /// The record's last move is now `m` (the same side's move, revised, as `shown`): the record keeps its
    /// clock reading and notes the revision, and the new move is said. Whether it was revised (`m` is legal
    /// in the position before the last move).
    pub(super) fn record_revision(
        &mut self,
        m: Move,
        shown: Shown,
        now: Duration,
        out: &mut Vec<Effect>,
    ) -> bool {
        let Some(before) = self.writer.revise_last(m, shown, now) else {
            return false;
        };
        out.extend(self.question.position_changed());
        out.push(Effect::Say(Phrase::MoveChanged(SpokenMove::new(
            &before, m,
        ))));
        out.push(Effect::RecordChanged);
        true
    }
}
