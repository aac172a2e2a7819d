//! What a game resumed from its journal says first: where it stands, its clock stopped for the arbiter, an
//! announcement still waiting for its press, and the question still open.

use super::presence::{Recorder, said_back};
use super::{Effect, Phrase, Session};
use crate::speech::phrases::phrase::AnnouncedMove;
use shakmaty::Position;

impl Session {
    /// What a game resumed from its journal says first: where it stands (the move number and the side to
    /// move, as players count), the table it is played at, an announcement made and not yet pressed, which
    /// still stands, and the question still open, asked again. The last of these is what a repeat says next
    /// (nothing said before the game stopped).
    pub fn resumed(&mut self) -> Vec<Phrase> {
        let pos = self.writer.position();
        let next = crate::notation::numbering::MoveNumber::of(pos, 0);
        let mut said = vec![Phrase::Resumed {
            number: next.number,
            to_move: next.side,
        }];
        // The boards are said as their links find them now, not as the journal left them.
        self.boards.present.resumed();
        // A clock the arbiter stopped stays stopped until he restarts it: said, so no one waits for it to run.
        let stopped = self.timekeeper.as_ref().is_some_and(|t| {
            matches!(
                t.clock().state(),
                crate::clock::chess_clock::State::Paused { .. }
            )
        });
        if stopped && self.ending().is_none() {
            said.push(Phrase::ClockStopped);
        }
        // At table 2 the mover may have pressed before the e-board showed the move: the opponent's clock
        // runs, and the announcement is no longer waiting for its press.
        let pressed =
            self.timekeeper.as_ref().and_then(|t| t.clock().running()) == Some(!pos.turn());
        if self.recorder() != Recorder::Pegs
            && !pressed
            && let Some(p) = self.pending()
        {
            let announced = match (&p.said_as, p.announced) {
                (Some(said), _) => Some(said.clone()),
                (None, Some(m)) => Some(AnnouncedMove::new(said_back(pos, m))),
                (None, None) => p.impossible.clone(),
            };
            said.extend(announced.map(Phrase::AnnouncedUnpressed));
        }
        said.extend(self.question.open().map(|q| q.phrase(pos)));
        let effects: Vec<Effect> = said.iter().cloned().map(Effect::Say).collect();
        self.repeat.said(&effects);
        said
    }
}
