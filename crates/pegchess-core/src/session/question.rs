//! The one question the program has open, and its answers: which piece a pawn becomes, which of the moves
//! that fit the board was made, whether a near match heard was meant, whether a side resigns.
//!
//! The question closes with the move in hand: when a move is completed or taken back, or the game ends; and
//! when the last move is revised. A confirmation closed that way is withdrawn aloud (its position changed), never dropped without a
//! word.
//!
//! A confirmation is answered yes by a yes in words ("ja", "yes", "igen", "kyllä") and no by a no in words; a
//! near match heard is also taken by a clock lever or the press key `p` (the move completed), while a
//! resignation is taken only on its yes words, and a press closes it (the game goes on). The speak button,
//! the repeat key and "repeat" in words say the open question again and leave it open, and a question to the
//! program (the time, the last moves, the help, the first `q`) leaves it open. Any other command or words close
//! it and are then handled as usual. Board readings and time passing neither answer nor close
//! it. Nothing near is ever taken without a yes. The promotion and which-move questions are answered by the
//! piece said, the move announced, or the board. A yes or a no that answers no open question is said to have
//! nothing to answer.

use super::Phrase;
use super::event::{Command, Effect, Event};
use crate::board::peg::link_event::LinkEvent;
use crate::board::peg::protocol::Button;
use crate::notation::san::san_plus;
use crate::speech::phrases::phrase::SpokenMove;
use crate::words::{Said, Understood};
use shakmaty::{Chess, Color, Move, Square};

/// The question the program asked and waits to have answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Question {
    /// Which piece the pawn reaching this square becomes.
    Promotion(Square),
    /// Which of these moves was made (more than one fits the board).
    WhichMove(Vec<Move>),
    /// Whether the words heard near this move meant it: on a yes it is taken as announced.
    HeardMove(Move),
    /// Whether this side resigns: on a yes the game ends.
    Resign(Color),
}

impl Question {
    /// The question as it is said in `pos`, the position it is asked in.
    pub fn phrase(&self, pos: &Chess) -> Phrase {
        match self {
            Question::Promotion(square) => Phrase::PromotionQuestion(*square),
            Question::WhichMove(moves) => {
                Phrase::WhichMove(moves.iter().map(|m| san_plus(pos, *m)).collect())
            }
            Question::HeardMove(m) => Phrase::ConfirmMove(SpokenMove::new(pos, *m)),
            Question::Resign(side) => Phrase::ConfirmResign(*side),
        }
    }

    /// Whether it waits for a yes or a no; the other questions are answered by the move in hand.
    pub(crate) fn is_confirmation(&self) -> bool {
        matches!(self, Question::HeardMove(_) | Question::Resign(_))
    }
}

/// How words reached the session: typed (a yes may be one letter) or heard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Via {
    /// Typed at the console.
    Keys,
    /// Heard by the recogniser.
    Voice,
}

/// What an event is to an open confirmation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reply {
    /// It says yes: the confirmation is taken, and the event is used up.
    Yes,
    /// It says no: the confirmation closes, and the event is used up.
    No,
    /// Another command or other words: the confirmation closes, and the event is handled as usual.
    Closes,
}

/// The one question open, if any: asked aloud, answered or closed.
#[derive(Debug, Clone, Default)]
pub(super) struct Asking(Option<Question>);

impl Asking {
    /// The question open, if any.
    pub(super) fn open(&self) -> Option<&Question> {
        self.0.as_ref()
    }

    /// Asks `question` in `pos`: what is said; it replaces any question still open.
    pub(super) fn ask(&mut self, question: Question, pos: &Chess) -> Effect {
        let said = Effect::Say(question.phrase(pos));
        self.0 = Some(question);
        said
    }

    /// Whether the open question is about the move on the board (which piece, which move): the board showing
    /// one move, or the piece said, then completes it.
    pub(super) fn about_board(&self) -> bool {
        self.0.as_ref().is_some_and(|q| !q.is_confirmation())
    }

    /// What `event` is to the open confirmation, words read by `read`; `None` when none is open or the event
    /// neither answers nor closes it (a board reading, time passing, a button let go).
    pub(super) fn reply(
        &self,
        event: &Event,
        read: impl FnOnce(&str, Via) -> Understood,
    ) -> Option<Reply> {
        if !self.0.as_ref().is_some_and(Question::is_confirmation) {
            return None;
        }
        // A press completes a move: it takes the near match heard for it, and closes a resignation question
        // (the game goes on), which only its own yes words answer (5.1.2: a resignation cannot be undone).
        let press = match self.0 {
            Some(Question::Resign(_)) => Reply::Closes,
            _ => Reply::Yes,
        };
        match event {
            Event::Board(LinkEvent::Button {
                button: Button::LeftLever | Button::RightLever,
                pressed: true,
            })
            | Event::Command(Command::Press) => Some(press),
            // The speak button and the repeat key say the question again (`Session::repeat`).
            Event::Board(_)
            | Event::Sighted(_)
            | Event::Tick
            | Event::VoiceTrouble(_)
            | Event::Refused(_)
            | Event::WorkerLost(_) => None,
            // A question to the program (the time, the last moves, the help, "q" once) neither answers nor
            // closes it: it stays open, and the repeat key says it again.
            Event::Command(Command::Repeat | Command::Ask(_)) => None,
            Event::Command(Command::Typed(words)) | Event::Heard(words) => {
                let via = match event {
                    Event::Heard(_) => Via::Voice,
                    _ => Via::Keys,
                };
                match read(words, via) {
                    Understood::Said(Said::Yes) => Some(Reply::Yes),
                    Understood::Said(Said::No) => Some(Reply::No),
                    Understood::Said(Said::Repeat) => None,
                    _ => Some(Reply::Closes),
                }
            }
            Event::Command(_) => Some(Reply::Closes),
        }
    }

    /// The question answered or closed without a word: it is no longer open.
    pub(super) fn take(&mut self) -> Option<Question> {
        self.0.take()
    }

    /// A yes or a no that answers no confirmation, in `pos`: the open question is asked again (it wants a
    /// piece or a move), or there is nothing to answer.
    pub(super) fn unasked_answer(&self, pos: &Chess) -> Effect {
        Effect::Say(match &self.0 {
            Some(q) => q.phrase(pos),
            None => Phrase::NothingToAnswer,
        })
    }

    /// The position the open question was asked about changed (the last move revised, or the game moved on):
    /// the question closes, and a confirmation is withdrawn aloud.
    pub(super) fn position_changed(&mut self) -> Option<Effect> {
        self.0
            .take()
            .is_some_and(|q| q.is_confirmation())
            .then_some(Effect::Say(Phrase::QuestionWithdrawn))
    }
}
