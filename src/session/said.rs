//! Words in the session: heard and typed words read by the one reader, against the position: a move is an
//! announcement, a near match ("Springer Felix drei?") or a resignation is asked back first
//! ([`super::question`]), a command is done.

use super::event::{Command, Effect, GameResult};
use super::question::Question;
use super::{Phrase, Session};
use crate::speech::phrase::InputProblem;
use crate::words::{Reading, Said};
use shakmaty::Position as _;
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
            Reading::Move(m) => {
                let uci = UciMove::from_move(m, pos.castles().mode());
                self.announced(uci, now, out);
            }
            Reading::Confirm(m) => self.ask(Question::HeardMove(m), out),
            Reading::Said(Said::Resign(side)) => self.ask(Question::Resign(side), out),
            Reading::Said(said) => match command_of(said) {
                Some(c) => self.on_command(c, now, out),
                // A yes or a no that no confirmation waits for.
                None => self.unasked_answer(out),
            },
            Reading::Ambiguous(_) => out.push(rejected(InputProblem::Ambiguous)),
            Reading::Nothing => {
                let problem = match self.reader().exact(words, pos) {
                    Err(e) => InputProblem::from(&e),
                    Ok(_) => InputProblem::NotUnderstood,
                };
                out.push(rejected(problem))
            }
        }
    }
}
