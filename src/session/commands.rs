//! The session's commands: keys, board buttons and voice, questions, results and the arbiter's clock corrections;
//! and words, heard or typed, read by the one reader against the position: a move is an announcement, a near
//! match ("Springer Felix drei?") or a resignation is asked back first ([`super::question`]), a command is done.

use super::event::{Command, Effect, GameResult, Query};
use super::queries;
use super::question::Question;
use super::table::{Recorder, said_back};
use super::{Completion, Ending, Happening, Phrase, Reading, Session};
use crate::config::Mode;
use crate::game::record::EndReason;
use crate::notation::san::{Written, parse_written};
use crate::speech::phrase::InputProblem;
use crate::words::{Exact, Said, Understood, judge};
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{KnownOutcome, Position, Role};
use std::time::Duration;

/// The session command for a command in words; a yes or a no is only an answer.
pub fn command_of(said: Said) -> Option<Command> {
    Some(match said {
        Said::Press => Command::Press,
        Said::Repeat => Command::Repeat,
        Said::Promote(role) => Command::Promote(role),
        Said::Ask(q) => Command::Ask(q),
        Said::OfferDraw => Command::OfferDraw,
        Said::Resign(side) => Command::Result(GameResult::Resigned(side)),
        Said::CallArbiter => Command::Clock(super::ClockAction::Pause),
        Said::Yes | Said::No => return None,
    })
}

impl Session {
    pub(super) fn on_command(&mut self, c: Command, now: Duration, out: &mut Vec<Effect>) {
        match c {
            Command::Press => self.key_press(now, out),
            Command::Promote(role) => self.promote(role, now, out),
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
                    self.take_back(plies, now, out);
                    self.record.note(now, Happening::ArbiterRestored);
                    self.accounts.truncate_sighted(keep);
                    self.restore_sighted(keep);
                }
            }
            Command::OfferDraw => {
                if let Some(ending) = self.ending() {
                    out.push(Effect::Say(Phrase::AlreadyOver(ending.outcome)));
                } else if let Some(p) = self.pending_mut().filter(|p| p.provisional.is_some()) {
                    // Offered with the move on the board, before the press: it goes with that move.
                    p.draw_offer = true;
                } else {
                    let by = !self.tracker.position().turn();
                    self.record.note(now, Happening::DrawOffer { by });
                    out.push(Effect::RecordChanged);
                }
            }
            Command::Result(result) => self.result(result, now, out),
            Command::Clock(action) => {
                let phrase = match self.timekeeper.as_mut() {
                    Some(t) => t.arbiter(action, now),
                    None => Phrase::ClockStopped,
                };
                out.push(Effect::Say(phrase));
            }
            Command::Ask(Query::Rating) => {
                let outcome = self.ending().map(|e| e.outcome);
                let answer = self.ratings.answer(outcome, self.player());
                out.extend(answer.into_iter().map(Effect::Say));
            }
            Command::Ask(Query::Position) => {
                let pos = self.tracker.position();
                let side = self.player().unwrap_or(shakmaty::Color::White);
                let rank = self.ranks.next(pos.board(), side);
                out.push(Effect::Say(Phrase::position_rank(pos, rank)));
            }
            Command::Ask(q) => {
                let pos = self.tracker.position();
                let a = queries::answer(q, &self.record, pos, self.timekeeper.as_ref(), now);
                out.push(Effect::Say(a));
            }
        }
    }

    /// The piece a promoting pawn becomes, said: it answers the question about the move on the board (and
    /// completes it), or goes with the move in hand.
    fn promote(&mut self, role: Role, now: Duration, out: &mut Vec<Effect>) {
        let Some(p) = self.pending_mut() else { return };
        p.promotion = Some(role);
        let waiting = self.question.about_board();
        if let Reading::Promotion(ms) | Reading::Lifted { possible: ms, .. } = self.tracker.read()
            && let Some(m) = self.promoted(&ms)
        {
            if waiting {
                self.complete(m, Completion::Answer, now, out);
            } else {
                self.revise(m, now);
                self.say_made(m, out);
            }
        }
    }

    /// The game ends off the board: by agreement, a resignation, or the arbiter.
    fn result(&mut self, result: GameResult, now: Duration, out: &mut Vec<Effect>) {
        if let Some(ending) = self.ending() {
            out.push(Effect::Say(Phrase::AlreadyOver(ending.outcome)));
            return;
        }
        let (outcome, reason) = match result {
            GameResult::DrawAgreed => (KnownOutcome::Draw, EndReason::DrawAgreed),
            GameResult::Resigned(side) => (
                KnownOutcome::Decisive { winner: !side },
                EndReason::Resignation,
            ),
            GameResult::ArbiterWin(winner) => {
                (KnownOutcome::Decisive { winner }, EndReason::Arbiter)
            }
            GameResult::ArbiterDraw => (KnownOutcome::Draw, EndReason::Arbiter),
        };
        self.end(Ending { outcome, reason }, now, out);
        out.push(Effect::Say(Phrase::GameOver(outcome)));
        out.push(Effect::RecordChanged);
    }

    pub(super) fn tick_clock(&mut self, now: Duration, out: &mut Vec<Effect>) {
        let player = self.player();
        let Some(t) = self.timekeeper.as_mut() else {
            return;
        };
        t.set_player(player);
        if !t.due(now) {
            return;
        }
        let (say, result) = t.tick(now, self.tracker.position());
        out.extend(say.into_iter().map(Effect::Say));
        if let Some(outcome) = result
            && self.ending().is_none()
        {
            let reason = EndReason::FlagFall;
            self.end(Ending { outcome, reason }, now, out);
            out.push(Effect::RecordChanged);
        }
    }

    /// A move announced by the side to move (D.2.3): it completes the move when the board shows it
    /// (or shows it among several candidates); otherwise it waits for the board.
    pub(super) fn announced(&mut self, uci: UciMove, now: Duration, out: &mut Vec<Effect>) {
        if let Some(ending) = self.ending() {
            out.push(Effect::Say(Phrase::AlreadyOver(ending.outcome)));
            return;
        }
        let Ok(m) = uci.to_move(self.tracker.position()) else {
            return;
        };
        if self.recorder() != Recorder::Pegs {
            let said = said_back(self.tracker.position(), m);
            return self.announce_unsensed(said, Some(m), now, out);
        }
        let reading = self.tracker.read();
        let fits = match &reading {
            Reading::Move(shown) => *shown == m,
            Reading::Promotion(ms) | Reading::Ambiguous(ms) => ms.contains(&m),
            Reading::Lifted { possible, .. } => possible.contains(&m),
            // A Chess960 castling that left every hole as it was, its trace hidden by lost frames.
            Reading::Settled => self.tracker.hidden().contains(&m),
            _ => false,
        };
        if fits {
            self.complete(m, Completion::Announcement, now, out);
        } else if let Some(p) = self.pending_mut() {
            p.announced = Some(m);
            p.promotion = m.promotion().or(p.promotion);
        } else {
            // Still setting up: no move is in hand to keep it for; say what the set-up lacks.
            self.say_setup(&reading, out);
        }
    }

    /// Says the last phrase again; while the board differs, the next few correction steps instead.
    pub(super) fn repeat(&mut self, out: &mut Vec<Effect>) {
        if let Some(more) = self.mismatch.more() {
            out.push(Effect::Say(more));
        } else if let Some(p) = &self.last_said {
            out.push(Effect::Say(p.clone()));
        }
    }

    /// An announcement as it was written (SAN, long algebraic or UCI in the notation's letters), without
    /// looking at the position; `None` for words.
    fn as_written(&self, words: &str) -> Option<SanPlus> {
        parse_written(words, self.reader().edition())
            .ok()
            .map(Written::san)
    }

    /// Words heard by the recogniser or typed: a move is an announcement, a near match is asked
    /// about, a command is done (a resignation asked about first); otherwise says why not (casual mode). In
    /// tournament mode, see [`Session::words_unjudged`].
    pub(super) fn on_words(&mut self, words: &str, now: Duration, out: &mut Vec<Effect>) {
        if self.config.mode == Mode::Tournament {
            return self.words_unjudged(words, now, out);
        }
        let pos = self.tracker.position();
        let rejected = |problem| {
            Effect::Say(Phrase::InputRejected {
                input: words.trim().to_string(),
                problem,
            })
        };
        match self.reader().read(words, pos) {
            Understood::Move(m) => {
                if self.recorder() != Recorder::Pegs {
                    let said = self.as_written(words).unwrap_or_else(|| said_back(pos, m));
                    return self.announce_unsensed(said, Some(m), now, out);
                }
                let uci = UciMove::from_move(m, pos.castles().mode());
                self.announced(uci, now, out);
            }
            Understood::Confirm(m) => self.ask(Question::HeardMove(m), out),
            Understood::Ambiguous(_) => out.push(rejected(InputProblem::Ambiguous)),
            Understood::Said(said) => self.said(said, now, out),
            Understood::Nothing => {
                let problem = match self.reader().exact(words, pos) {
                    Err(e) => InputProblem::from(&e),
                    Ok(_) => InputProblem::NotUnderstood,
                };
                out.push(rejected(problem));
            }
        }
    }

    /// Words in tournament mode (Article 11.3.1): an announcement is read as it was said, whatever the position.
    /// Where no peg board reads the moves it is said back in the scheme at once, legal or not, and the press
    /// judges it; where the pegs make the record it goes with their move. No question is asked about a move
    /// before it is completed, and no answer depends on whether the position allows it. A command is done as
    /// anywhere.
    fn words_unjudged(&mut self, words: &str, now: Duration, out: &mut Vec<Effect>) {
        let pos = self.tracker.position().clone();
        let problem = match self.reader().announcement(words, &pos) {
            Ok(said) if self.recorder() != Recorder::Pegs => {
                let m = judge(&said.san, &pos, None).ok();
                return self.announce_unsensed(said, m, now, out);
            }
            // Where the pegs make the record, an announcement goes with the move they show when it is one of
            // this position's moves; one that is not is kept by no one and said by no one before the move is
            // completed (11.3.1): the pegs' move is what counts, and it is said when it stands.
            Ok(said) => {
                if let Ok(m) = judge(&said.san, &pos, None) {
                    self.announced(UciMove::from_move(m, pos.castles().mode()), now, out);
                }
                return;
            }
            Err(e) => InputProblem::from(&e),
        };
        // Commands read the same in every position; a move the notation reads against the position is not
        // looked at here (it would tell whether the position allows it).
        match self.reader().exact(words, &pos) {
            Ok(Exact::Said(said)) => self.said(said, now, out),
            _ => out.push(Effect::Say(Phrase::InputRejected {
                input: words.trim().to_string(),
                problem,
            })),
        }
    }

    /// A command said in words: done, a resignation asked about first.
    fn said(&mut self, said: Said, now: Duration, out: &mut Vec<Effect>) {
        match said {
            Said::Resign(side) => self.ask(Question::Resign(side), out),
            said => match command_of(said) {
                Some(c) => self.on_command(c, now, out),
                // A yes or a no that no confirmation waits for.
                None => out.push(self.question.unasked_answer(self.tracker.position())),
            },
        }
    }
}
