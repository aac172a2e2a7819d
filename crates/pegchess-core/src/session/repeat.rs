//! What the player can always hear again: the last phrase said, and the speak button that asks for it (a short
//! press repeats; a long press asks for more).

use super::event::Effect;
use crate::speech::Phrase;
use std::time::Duration;

/// A press of the speak button at least this long asks for more than a repeat.
pub const LONG_PRESS: Duration = Duration::from_millis(800);

/// A press of the speak button, by how long it was held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpeakPress {
    /// Shorter than [`LONG_PRESS`]: say it again.
    Short,
    /// [`LONG_PRESS`] or longer: more than a repeat.
    Long,
}

/// The speak button, from its going down to its coming up.
#[derive(Debug, Clone, Copy, Default)]
pub struct SpeakButton {
    down: Option<Duration>,
}

impl SpeakButton {
    /// The button went down at `now`.
    pub fn down(&mut self, now: Duration) {
        self.down = Some(now);
    }

    /// The button came up at `now`: the press it made, if it was seen going down.
    pub fn up(&mut self, now: Duration) -> Option<SpeakPress> {
        let held = now.saturating_sub(self.down.take()?);
        Some(if held < LONG_PRESS {
            SpeakPress::Short
        } else {
            SpeakPress::Long
        })
    }
}

/// What the session said last, and the button that asks for it again.
#[derive(Debug, Clone, Default)]
pub(super) struct Repeat {
    /// The last phrase, or the parts of the last answer said in parts (`Phrase::is_part`).
    last: Vec<Phrase>,
    /// The peg board's speak button.
    button: SpeakButton,
}

impl Repeat {
    /// The effects of one event: the last phrase among them is the one to repeat, with the parts before it
    /// when it ends an answer said in parts (the last moves, a few a phrase), so that the answer is heard
    /// again whole.
    pub(super) fn said(&mut self, out: &[Effect]) {
        let said: Vec<&Phrase> = out
            .iter()
            .filter_map(|e| match e {
                Effect::Say(p) => Some(p),
                _ => None,
            })
            .collect();
        if said.is_empty() {
            return;
        }
        let parts = said.iter().rev().take_while(|p| p.is_part()).count();
        let from = said.len() - parts.max(1);
        self.last = said[from..].iter().map(|&p| p.clone()).collect();
    }

    /// The speak button went down at `now`.
    pub(super) fn button_down(&mut self, now: Duration) {
        self.button.down(now);
    }

    /// The speak button came up at `now`: the press it made, if it was seen going down.
    pub(super) fn button_up(&mut self, now: Duration) -> Option<SpeakPress> {
        self.button.up(now)
    }

    /// The phrase said last (the parts of an answer said in parts), if any.
    pub(super) fn last(&self) -> &[Phrase] {
        &self.last
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_is_short_or_long_by_how_long_it_was_held() {
        let mut b = SpeakButton::default();
        assert_eq!(b.up(Duration::from_secs(1)), None, "never seen going down");
        b.down(Duration::from_secs(1));
        assert_eq!(b.up(Duration::from_millis(1799)), Some(SpeakPress::Short));
        assert_eq!(b.up(Duration::from_secs(2)), None, "one press, one answer");
        b.down(Duration::from_secs(3));
        assert_eq!(b.up(Duration::from_millis(3800)), Some(SpeakPress::Long));
    }

    #[test]
    fn the_last_phrase_of_the_last_event_that_said_one_is_repeated() {
        let mut r = Repeat::default();
        r.said(&[
            Effect::Say(Phrase::BoardMatches),
            Effect::Say(Phrase::CallArbiter),
        ]);
        r.said(&[Effect::RecordChanged]);
        assert_eq!(r.last(), [Phrase::CallArbiter]);
    }

    #[test]
    fn an_answer_said_in_parts_is_repeated_whole() {
        use crate::speech::phrases::phrase::{NumberedMove, SpokenMove};
        let pos = shakmaty::Chess::default();
        let e4 = shakmaty::san::San::from_ascii(b"e4")
            .ok()
            .and_then(|san| san.to_move(&pos).ok());
        let Some(e4) = e4 else {
            panic!("e4 is legal at the start");
        };
        let part = Phrase::LastMoves(vec![NumberedMove {
            number: 1,
            spoken: SpokenMove::new(&pos, e4),
        }]);
        let mut r = Repeat::default();
        let parts = [part.clone(), part.clone(), part];
        r.said(&[Effect::Say(Phrase::BoardMatches)]);
        r.said(&parts.clone().map(Effect::Say));
        assert_eq!(r.last(), parts);
        // A phrase that is no part is said again alone.
        r.said(&[
            Effect::Say(parts[0].clone()),
            Effect::Say(Phrase::CallArbiter),
        ]);
        assert_eq!(r.last(), [Phrase::CallArbiter]);
    }
}
