//! The session's commands: keys, board buttons and voice, questions, results and the arbiter's clock corrections.

use super::answers;
use super::event::{Command, Effect, GameResult};
use super::{Completion, Happening, Phrase, Reading, Session};
use shakmaty::uci::UciMove;
use shakmaty::{KnownOutcome, Position};
use std::time::Duration;

impl Session {
    pub(super) fn on_command(&mut self, c: Command, now: Duration, out: &mut Vec<Effect>) {
        match c {
            Command::Press => self.press(now, out),
            Command::Promote(role) => {
                self.promotion = Some(role);
                if let Reading::Promotion(ms) | Reading::Lifted { possible: ms, .. } =
                    self.tracker.read()
                    && let Some(m) = self.promoted(&ms)
                {
                    if self.waiting_for_answer {
                        self.complete(m, Completion::Answer, now, out);
                    } else {
                        self.revise(m, now);
                    }
                }
            }
            Command::Repeat => self.repeat(out),
            Command::Announced(uci) => self.announced(uci, now, out),
            Command::Typed(text) => self.on_words(&text, now, out),
            Command::Sighted(text) => {
                let pos = self.accounts.sighted_position();
                match self.reader().read_move(&text, &pos) {
                    Ok(m) => {
                        self.accounts.push_sighted(m);
                        self.compare_accounts(now, out);
                    }
                    Err(e) => out.push(Effect::Say(Phrase::rejected(&text, &e))),
                }
            }
            Command::Restore(keep) => {
                let plies = self.record.moves().len().saturating_sub(keep);
                if plies > 0 {
                    self.tracker.take_back(plies);
                    self.record.take_back(plies, now);
                    self.record.note(now, Happening::ArbiterRestored);
                    self.accounts.truncate_sighted(keep);
                    out.push(Effect::Say(Phrase::TakenBack { plies }));
                    out.push(Effect::RecordChanged);
                }
            }
            Command::OfferDraw => {
                if self.provisional.is_some() {
                    // Offered with the move on the board, before the press: it goes with that move.
                    self.draw_offer_pending = true;
                } else {
                    let by = !self.tracker.position().turn();
                    self.record.note(now, Happening::DrawOffer { by });
                    out.push(Effect::RecordChanged);
                }
            }
            Command::Result(result) => {
                let outcome = match result {
                    GameResult::DrawAgreed => KnownOutcome::Draw,
                    GameResult::Resigned(side) => KnownOutcome::Decisive { winner: !side },
                };
                self.record
                    .note(now, Happening::Result(shakmaty::Outcome::Known(outcome)));
                out.push(Effect::Say(Phrase::GameOver(outcome)));
                out.push(Effect::RecordChanged);
            }
            Command::Clock(action) => {
                let phrase = match self.timekeeper.as_mut() {
                    Some(t) => t.arbiter(action, now),
                    None => Phrase::ClockStopped,
                };
                out.push(Effect::Say(phrase));
            }
            Command::Ask(q) => {
                let pos = self.tracker.position();
                let a = answers::answer(q, &self.record, pos, self.timekeeper.as_ref(), now);
                out.push(Effect::Say(a));
            }
        }
    }

    pub(super) fn tick_clock(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let Some(t) = self.timekeeper.as_mut() else {
            return;
        };
        if !t.due(now) {
            return;
        }
        let (say, result) = t.tick(now, self.tracker.position());
        out.extend(say.into_iter().map(Effect::Say));
        if let Some(outcome) = result {
            self.record
                .note(now, Happening::Result(shakmaty::Outcome::Known(outcome)));
            out.push(Effect::RecordChanged);
        }
    }

    /// A move announced by the side to move (D.2.3): it completes the move when the board shows it
    /// (or shows it among several candidates); otherwise it waits for the board.
    pub(super) fn announced(&mut self, uci: UciMove, now: Duration, out: &mut Vec<Effect>) {
        let Ok(m) = uci.to_move(self.tracker.position()) else {
            return;
        };
        if let Some(role) = m.promotion() {
            self.promotion = Some(role);
        }
        let fits = match self.tracker.read() {
            Reading::Move(shown) => shown == m,
            Reading::Promotion(ms) | Reading::Ambiguous(ms) => ms.contains(&m),
            Reading::Lifted { possible, .. } => possible.contains(&m),
            _ => false,
        };
        if fits {
            self.complete(m, Completion::Announcement, now, out);
        } else {
            self.announced = Some(m);
        }
    }

    pub(super) fn repeat(&self, out: &mut Vec<Effect>) {
        if let Some(p) = &self.last_said {
            out.push(Effect::Say(p.clone()));
        }
    }
}
