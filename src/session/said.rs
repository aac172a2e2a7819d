//! Words in the session: heard and typed words read by the one reader, against the position: a move is an
//! announcement, a near match ("Springer Felix drei?") or a resignation is asked back first
//! ([`super::question`]), a command is done.

use super::event::{Command, Effect, GameResult};
use super::question::Question;
use super::table::{Recorder, said_back};
use super::{Phrase, Session};
use crate::config::Mode;
use crate::phonetic::notation::{Written, parse_written};
use crate::speech::phrase::InputProblem;
use crate::words::{Said, Understood};
use shakmaty::Position as _;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
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
    /// An announcement as it was written (SAN, long algebraic or UCI in the notation's letters), without
    /// looking at the position; `None` for words.
    fn as_written(&self, words: &str) -> Option<SanPlus> {
        parse_written(words, self.reader().edition())
            .ok()
            .map(Written::san)
    }

    /// Words heard by the recogniser or typed: a move is an announcement, a near match is asked
    /// about, a command is done (a resignation asked about first); otherwise says why not.
    pub(super) fn on_words(&mut self, words: &str, now: Duration, out: &mut Vec<Effect>) {
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
            Understood::Said(Said::Resign(side)) => self.ask(Question::Resign(side), out),
            Understood::Said(said) => match command_of(said) {
                Some(c) => self.on_command(c, now, out),
                // A yes or a no that no confirmation waits for.
                None => self.unasked_answer(out),
            },
            Understood::Ambiguous(_) => out.push(rejected(InputProblem::Ambiguous)),
            Understood::Nothing => {
                let problem = match self.reader().exact(words, pos) {
                    Err(e) => InputProblem::from(&e),
                    Ok(_) => InputProblem::NotUnderstood,
                };
                // Where the announcement is the move, whether the position allows it is said only after the
                // press in tournament mode (11.3.1): it is said back as any other.
                let held = problem == InputProblem::NoSuchMove
                    && self.recorder() != Recorder::Pegs
                    && self.config.mode == Mode::Tournament;
                match self.as_written(words).filter(|_| held) {
                    Some(said) => self.announce_unsensed(said, None, now, out),
                    None => out.push(rejected(problem)),
                }
            }
        }
    }
}
