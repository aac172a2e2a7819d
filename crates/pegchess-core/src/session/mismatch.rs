//! What the blind player hears while the board differs from the record: a few steps at first, then only
//! what each peg change did (a step done, a new difference), the rest on request.

use super::{Effect, Phrase};
use crate::inference::{Correction, Reading};
use crate::speech::phrases::phrase::STEPS_SAID;
use shakmaty::{Bitboard, Chess, Position};

/// More differences than this and the whole board is wrong: say the count, not the steps.
pub(crate) const WHOLE_BOARD: usize = 8;

/// The pieces to put back into the empty `holes` of `pos`.
pub fn put_back(pos: &Chess, holes: Bitboard) -> Vec<Correction> {
    let board = pos.board();
    holes
        .into_iter()
        .filter_map(|sq| board.piece_at(sq).map(|p| Correction::Place(p, sq)))
        .collect()
}

/// The next step of the set-up that the board in `reading` lacks (pegs missing, or others to move), with
/// how many remain.
pub(crate) fn setup_step(pos: &Chess, reading: &Reading) -> Option<Phrase> {
    let steps = match reading {
        Reading::Lifted { holes, .. } => put_back(pos, *holes),
        Reading::Differs(steps) => steps.clone(),
        _ => return None,
    };
    let next = *steps.first()?;
    Some(Phrase::SetupStep {
        next,
        remaining: steps.len(),
    })
}

/// The differences last said, and how far the player has asked through them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Mismatch {
    steps: Option<Vec<Correction>>,
    /// How many steps the last request for more has said (for the next request).
    shown: usize,
}

impl Mismatch {
    /// Whether the board is known to differ.
    pub fn active(&self) -> bool {
        self.steps.is_some()
    }

    /// The steps that restore the board, while it differs.
    pub fn steps(&self) -> Option<&[Correction]> {
        self.steps.as_deref()
    }

    /// The board differs: say so once, briefly. Returns false when this was already said.
    pub fn begin(&mut self, steps: Vec<Correction>, out: &mut Vec<Effect>) -> bool {
        if self.steps.as_ref() == Some(&steps) {
            return false;
        }
        if self.steps.is_some() {
            self.change(steps, out);
            return true;
        }
        out.push(Effect::Say(summary(&steps)));
        self.shown = STEPS_SAID;
        self.steps = Some(steps);
        true
    }

    /// A peg changed while the board differs: say only what that change did.
    pub fn change(&mut self, steps: Vec<Correction>, out: &mut Vec<Effect>) {
        let Some(old) = self.steps.as_ref() else {
            return;
        };
        if *old == steps {
            return;
        }
        let added: Vec<Correction> = steps.iter().filter(|s| !old.contains(s)).copied().collect();
        let phrase = if steps.len() > WHOLE_BOARD {
            (old.len() <= WHOLE_BOARD).then_some(Phrase::BoardWrong { count: steps.len() })
        } else if old.len() > WHOLE_BOARD {
            Some(summary(&steps))
        } else if let Some(new) = added.first() {
            Some(Phrase::NewDifference(*new))
        } else {
            Some(Phrase::StepDone {
                remaining: steps.len(),
            })
        };
        out.extend(phrase.map(Effect::Say));
        self.shown = STEPS_SAID;
        self.steps = Some(steps);
    }

    /// The player asks for more: the next few steps (from the first again after the last).
    pub fn more(&mut self) -> Option<Phrase> {
        let steps = self.steps.as_ref()?;
        if self.shown >= steps.len() {
            self.shown = 0;
        }
        let phrase = Phrase::Mismatch(steps[self.shown..].to_vec());
        self.shown += STEPS_SAID;
        Some(phrase)
    }

    /// The board matches again; returns whether it differed.
    pub fn end(&mut self) -> bool {
        self.shown = 0;
        self.steps.take().is_some()
    }
}

/// The first thing said when the board differs: a few steps, or the count for a whole wrong board.
fn summary(steps: &[Correction]) -> Phrase {
    if steps.len() > WHOLE_BOARD {
        Phrase::BoardWrong { count: steps.len() }
    } else {
        Phrase::Mismatch(steps.to_vec())
    }
}
