//! Words in the session: heard and typed words read by the one reader, and the question asked back
//! when the words came near one move only ("Springer Felix drei?") or resign the game.
//!
//! The question is answered yes by a clock lever, the speak button, the keys `p` or `r`, or a yes
//! in words ("ja", "yes", "igen", "kyllä"); any other command or words drop it, and are then
//! handled as usual. Board readings and time passing neither answer nor drop it. Nothing near is
//! ever taken without that yes.

use super::event::{Command, Effect, Event, GameResult};
use super::{Phrase, Session};
use crate::board::link::LinkEvent;
use crate::board::protocol::Button;
use crate::speech::phrase::{InputProblem, SpokenMove};
use crate::words::{Said, Understood};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, Move};
use std::time::Duration;

/// What waits for a yes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pending {
    /// A move near the words heard, to be taken as announced.
    Move(Move),
    /// A resignation by this side.
    Resign(Color),
}

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
    /// Takes `event` as the answer to the open question, if there is one and it answers: returns
    /// whether the event was used up. An event that is no yes drops the question.
    pub(super) fn answered(&mut self, event: &Event, now: Duration, out: &mut Vec<Effect>) -> bool {
        let Some(pending) = self.confirming else {
            return false;
        };
        let yes = match event {
            Event::Board(LinkEvent::Button { button, pressed }) => match button {
                Button::LeftLever | Button::RightLever | Button::Speak if *pressed => true,
                _ => return false,
            },
            Event::Board(_) | Event::Sighted(_) | Event::Tick | Event::VoiceTrouble(_) => {
                return false;
            }
            Event::Command(Command::Press | Command::Repeat) => true,
            Event::Command(Command::Typed(words)) | Event::Heard(words) => {
                let pos = self.tracker.position();
                match self.reader().read(words, pos) {
                    Understood::Said(Said::Yes) => true,
                    Understood::Said(Said::No) => {
                        self.confirming = None;
                        return true;
                    }
                    _ => false,
                }
            }
            Event::Command(_) => false,
        };
        self.confirming = None;
        if yes {
            match pending {
                Pending::Move(m) => {
                    let uci = UciMove::from_move(m, CastlingMode::Standard);
                    self.announced(uci, now, out);
                }
                Pending::Resign(side) => {
                    let c = Command::Result(GameResult::Resigned(side));
                    self.on_command(c, now, out);
                }
            }
        }
        yes
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
                let uci = UciMove::from_move(m, CastlingMode::Standard);
                self.announced(uci, now, out);
            }
            Understood::Confirm(m) => {
                let spoken = SpokenMove::new(pos, m);
                self.confirming = Some(Pending::Move(m));
                out.push(Effect::Say(Phrase::ConfirmMove(spoken)));
            }
            Understood::Said(Said::Resign(side)) => {
                self.confirming = Some(Pending::Resign(side));
                out.push(Effect::Say(Phrase::ConfirmResign(side)));
            }
            Understood::Said(said) => match command_of(said) {
                Some(c) => self.on_command(c, now, out),
                // A yes or no with no question open means nothing.
                None => out.push(rejected(InputProblem::NotUnderstood)),
            },
            Understood::Ambiguous(_) => out.push(rejected(InputProblem::Ambiguous)),
            Understood::Nothing => {
                let problem = match self.reader().exact(words, pos) {
                    Err(e) => InputProblem::from(&e),
                    Ok(_) => InputProblem::NotUnderstood,
                };
                out.push(rejected(problem))
            }
        }
    }
}
