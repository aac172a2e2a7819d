//! The session's commands: keys, board buttons and voice, questions, results and the arbiter's clock corrections;
//! words, heard or typed, read by the one reader against the position (a move is an announcement, a near match
//! ("Springer Felix drei?") or a resignation is asked back first, [`super::question`]); the boards at the table
//! coming and going; and the sighted player's e-board followed ([`super::sighted`] holds its part).

use super::event::{Command, Effect, GameResult, Query};
use super::mismatch::setup_step;
use super::phase::Phase;
use super::presence::BoardsPresent;
use super::presence::{Recorder, said_back};
use super::queries;
use super::question::Question;
use super::sighted::Sighted;
use super::{Completion, Ending, Happening, Phrase, Reading, Session};
use crate::config::Mode;
use crate::game::record::EndReason;
use crate::notation::san::{Written, parse_written};
use crate::speech::phrases::phrase::Presence;
use crate::speech::phrases::phrase::{AnnouncedMove, InputProblem};
use crate::words::cues::typed_answer;
use crate::words::{Exact, Said, Understood, judge};
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{KnownOutcome, Position, Role};
use std::time::Duration;

/// The session command for a command in words; a yes or a no is only an answer.
pub(crate) fn command_of(said: Said) -> Option<Command> {
    Some(match said {
        Said::Press => Command::Press,
        Said::Repeat => Command::Repeat,
        Said::Promote(role) => Command::Promote(role),
        Said::Ask(q) => Command::Ask(q),
        Said::OfferDraw(side) => Command::OfferDraw(side),
        Said::Resign(side) => Command::Result(GameResult::Resigned(side)),
        Said::CallArbiter => Command::Clock(super::ClockAction::Pause),
        Said::Yes | Said::No => return None,
    })
}

/// Why `words` were not taken as a move: several words (a phrase of another scheme, "Springer g eins f drei",
/// "S f drei"), or a word with no square in it ("Xaver"), are not understood, never a reason of the notation
/// ("not a piece letter", "not a square"), which is said of one written move only (`Xf3`, `f9`); a promotion
/// piece missing or several moves fitting are said of words too.
fn input_problem(words: &str, e: &crate::notation::NotationError) -> InputProblem {
    let one_move = !words.trim().contains(' ') && words.chars().any(|c| c.is_ascii_digit());
    match InputProblem::from(e) {
        problem @ (InputProblem::PromotionPiece | InputProblem::Ambiguous) => problem,
        _ if !one_move => InputProblem::NotUnderstood,
        problem => problem,
    }
}

impl Session {
    pub(super) fn on_command(&mut self, c: Command, now: Duration, out: &mut Vec<Effect>) {
        match c {
            Command::Press => self.key_press(now, out),
            Command::Promote(role) => self.promote(role, now, out),
            Command::Repeat => self.repeat(out),
            Command::Announced(uci) => self.announced(uci, now, out),
            Command::Typed(text) => match typed_answer(self.config.locale, &text) {
                Some(true) => self.said(Said::Yes, now, out),
                Some(false) => self.said(Said::No, now, out),
                None => self.on_words(&text, now, out),
            },
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
            Command::Restore(keep) => self.restore(keep, now, out),
            Command::Resign(side) => self.said(Said::Resign(side), now, out),
            Command::Remade(uci) => self.remade(&uci, now, out),
            Command::Words(w) => {
                self.config.set_words(w);
                self.reader = std::cell::OnceCell::new();
            }
            Command::OfferDraw(side) => self.offer_draw(side, now, out),
            Command::Result(result) => self.result(result, now, out),
            Command::Clock(action) => {
                let phrase = match self.timekeeper.as_mut() {
                    Some(t) => t.arbiter(action, now),
                    None => Phrase::NoClock,
                };
                out.push(Effect::Say(phrase));
            }
            Command::Ask(Query::Rating) => {
                let outcome = self.ending().map(|e| e.outcome);
                let answer = self.ratings.answer(outcome, self.player());
                out.extend(answer.into_iter().map(Effect::Say));
            }
            Command::Ask(Query::Position) => {
                let pos = self.writer.position();
                let side = self.player().unwrap_or(shakmaty::Color::White);
                let rank = self.ranks.next(pos.board(), side);
                out.push(Effect::Say(Phrase::position_rank(pos, rank)));
            }
            Command::Ask(q) => {
                let pos = self.writer.position();
                let said =
                    queries::answer(q, self.writer.record(), pos, self.timekeeper.as_ref(), now);
                out.extend(said.into_iter().map(Effect::Say));
            }
        }
    }

    /// The arbiter's D.2.9 decision: the game goes back to the position after `keep` half-moves.
    fn restore(&mut self, keep: usize, now: Duration, out: &mut Vec<Effect>) {
        let plies = self.writer.plies().saturating_sub(keep);
        if plies > 0 {
            self.take_back(plies, now, out);
            self.writer.note(now, Happening::ArbiterRestored);
            self.accounts.truncate_sighted(keep);
            self.boards.sighted.restore(keep);
        }
        // The clocks stay stopped while the arbiter has them stopped: said, so that they are
        // started again (`weiter`, `continue`) before the game goes on.
        if self
            .timekeeper
            .as_ref()
            .is_some_and(|t| t.clock().reading(now).paused && self.ending().is_none())
        {
            out.push(Effect::Say(Phrase::ClockStopped));
        }
    }

    /// The arbiter's decision makes `uci` again in the record after a restore (D.2.9): written as the players'
    /// sheets have it, the clock handed on without increment; the boards are then set to the record.
    fn remade(&mut self, uci: &UciMove, now: Duration, out: &mut Vec<Effect>) {
        let pos = self.writer.position();
        let Ok(m) = uci.to_move(pos) else { return };
        if self.ending().is_some() || matches!(self.phase, Phase::Setup) {
            return;
        }
        let by = pos.turn();
        let shown = self.shown_without_cut();
        self.writer.complete(m, Completion::Arbiter, shown, now);
        if let Some(t) = self.timekeeper.as_mut() {
            t.remade(by, now);
        }
        self.remeasure_sighted();
        out.push(Effect::RecordChanged);
        self.move_on(Phase::Playing(super::phase::Pending::default()), out);
    }

    /// The piece a promoting pawn becomes, said: it answers the question about the move on the board (and
    /// completes it), or goes with the move in hand.
    fn promote(&mut self, role: Role, now: Duration, out: &mut Vec<Effect>) {
        let Some(p) = self.pending_mut() else { return };
        p.promotion = Some(role);
        let waiting = self.question.about_board();
        if let Reading::Promotion(ms) | Reading::Lifted { possible: ms, .. } =
            self.writer.tracker().read()
            && let Some(m) = self.phase.promoted(&ms)
        {
            if waiting {
                self.complete(m, Completion::Answer, now, out);
                // The player may press once more for the move he just named the piece of: his press, not one
                // without a move.
                self.presses.stood_unpressed(self.writer.plies());
            } else {
                self.revise(m, now);
                self.say_made(m, out);
            }
            return;
        }
        // Noted for the move in hand, whatever the position makes of it (11.3.1): every word is answered.
        out.push(Effect::Say(Phrase::PromotionNoted(role)));
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
        let (say, result) = t.tick(now, self.writer.position());
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
        self.passed_moves_stand(now, out);
        let Ok(m) = uci.to_move(self.writer.position()) else {
            return self.announced_beyond(uci, now, out);
        };
        if self.recorder() != Recorder::Pegs {
            let said = AnnouncedMove::new(said_back(self.writer.position(), m));
            return self.announce_unsensed(said, Some(m), now, out);
        }
        let reading = self.writer.tracker().read();
        let fits = match &reading {
            Reading::Move(shown) => *shown == m,
            Reading::Promotion(ms) | Reading::Ambiguous(ms) => ms.contains(&m),
            Reading::Lifted { possible, .. } => possible.contains(&m),
            // A Chess960 castling that left every hole as it was, its trace hidden by lost frames.
            Reading::Settled => self.writer.tracker().hidden().contains(&m),
            _ => false,
        };
        if fits {
            self.complete(m, Completion::Announcement, now, out);
        } else if let Some(p) = self.pending_mut() {
            p.announced = Some(m);
            p.promotion = m.promotion().or(p.promotion);
        } else {
            // Still setting up: no move is in hand to keep it for; say what the set-up lacks.
            out.extend(setup_step(self.writer.position(), &reading).map(Effect::Say));
        }
    }

    /// Says the last phrase again; while the board differs, the next few correction steps instead.
    pub(super) fn repeat(&mut self, out: &mut Vec<Effect>) {
        if let Some(q) = self.question.open() {
            out.push(Effect::Say(q.phrase(self.writer.position())));
        } else if let Some(more) = self.boards.mismatch.more() {
            out.push(Effect::Say(more));
        } else {
            out.extend(self.repeat.last().iter().cloned().map(Effect::Say));
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
        let pos = self.writer.position();
        let rejected = |problem| {
            Effect::Say(Phrase::InputRejected {
                input: words.trim().to_string(),
                problem,
            })
        };
        match self.reader().read(words, pos) {
            Understood::Move(m) => {
                if self.recorder() != Recorder::Pegs {
                    // Words read exactly are said back as they were said; other notation in the scheme.
                    let said = self.as_written(words).unwrap_or_else(|| said_back(pos, m));
                    let said = AnnouncedMove::new(said).in_words(self.reader().kept_words(words));
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
                    Err(e) => input_problem(words, &e),
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
        let pos = self.writer.position().clone();
        let problem = match self.reader().announcement(words) {
            Ok(said) if self.recorder() != Recorder::Pegs => {
                let m = judge(&said, &pos, None).ok();
                return self.announce_unsensed(said, m, now, out);
            }
            // Where the pegs make the record, an announcement goes with the move they show when it is one of
            // this position's moves; one that is not is kept by no one and said by no one before the move is
            // completed (11.3.1): the pegs' move is what counts, and it is said when it stands.
            Ok(said) => {
                if let Ok(m) = judge(&said, &pos, None) {
                    self.announced(UciMove::from_move(m, pos.castles().mode()), now, out);
                }
                return;
            }
            Err(e) => input_problem(words, &e),
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
            Said::Resign(_) if let Some(ending) = self.ending() => {
                out.push(Effect::Say(Phrase::AlreadyOver(ending.outcome)));
            }
            Said::Resign(side) => self.ask(Question::Resign(side), out),
            said => match command_of(said) {
                Some(c) => self.on_command(c, now, out),
                // A yes or a no that no confirmation waits for.
                None => out.push(self.question.unasked_answer(self.writer.position())),
            },
        }
    }

    /// The boards at the table.
    pub fn boards_present(&self) -> &BoardsPresent {
        &self.boards.present
    }

    /// Which board makes the record now.
    pub(super) fn recorder(&self) -> Recorder {
        self.boards.present.recorder()
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
            self.boards.pegs.joined();
        }
        self.boards.present.set_pegs(pegs, quiet);
        self.table_changed(now, out);
    }

    /// The e-board's link reported `eboard`; whether the table's phrase said so.
    pub(super) fn eboard_is(
        &mut self,
        eboard: Presence,
        now: Duration,
        out: &mut Vec<Effect>,
    ) -> bool {
        self.boards.present.set_eboard(eboard);
        self.table_changed(now, out)
    }

    /// Says the table when it changed; with no peg board, the game is on from here (its clock starts).
    fn table_changed(&mut self, now: Duration, out: &mut Vec<Effect>) -> bool {
        let said = self
            .boards
            .present
            .phrase()
            .map(|p| out.push(Effect::Say(p)))
            .is_some();
        if self.phase == Phase::Setup && self.recorder() != Recorder::Pegs {
            self.complete_setup(now, out);
        }
        if self.recorder() == Recorder::EBoard {
            // Moves the e-board took as made while it did not make the record (it was away, or the pegs
            // did) make it now.
            let steps = self.boards.sighted.beyond(self.writer.plies());
            self.follow_sighted(steps, now, out);
        }
        said
    }

    /// Whether the arbiter allows the sighted board's moves to be said to the blind player.
    pub fn set_announce_sighted(&mut self, on: bool) {
        self.boards.sighted.set_announce(on);
    }

    /// The accounts of the game beside the record (the sighted board's moves, entered or read).
    pub fn accounts(&self) -> &super::accounts::Accounts {
        &self.accounts
    }

    /// The sighted board as the session follows it.
    pub fn sighted(&self) -> &Sighted {
        &self.boards.sighted
    }
}
