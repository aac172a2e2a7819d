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
use super::sighted::{Follow, Measured, Sighted};
use super::{Completion, Ending, Happening, Phrase, Reading, Session};
use crate::board::dgt::link::DgtEvent;
use crate::config::Mode;
use crate::game::record::EndReason;
use crate::inference::agreement;
use crate::notation::san::{Written, parse_written};
use crate::speech::phrases::phrase::Presence;
use crate::speech::phrases::phrase::{AnnouncedMove, InputProblem};
use crate::words::cues::typed_answer;
use crate::words::{Exact, Said, Understood, judge};
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{Board, Chess, Move};
use shakmaty::{KnownOutcome, Position, Role};
use std::time::Duration;

/// The session command for a command in words; a yes or a no is only an answer.
pub fn command_of(said: Said) -> Option<Command> {
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
                let steps = self.boards.sighted.see(board, dump, now);
                self.follow_sighted(steps, now, out);
            }
            DgtEvent::Lever { down, pressed } => self.dgt_lever(down, pressed, now, out),
            DgtEvent::Clock => self.boards.dgt_clock.answered(),
        }
    }

    /// Does what following the sighted board asks: moves taken as made are said when allowed (or make the
    /// record where no peg board does), and the accounts compare the board's moves with the record.
    fn follow_sighted(&mut self, steps: Vec<Follow>, now: Duration, out: &mut Vec<Effect>) {
        for step in steps {
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
                Follow::Sync => {
                    self.accounts
                        .set_sighted(self.boards.sighted.moves().to_vec());
                    self.compare_accounts(now, out);
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
        };
        let steps = self.boards.sighted.reanchor(&line);
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
