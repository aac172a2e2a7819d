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
    last: Option<Phrase>,
    /// The peg board's speak button.
    button: SpeakButton,
}

impl Repeat {
    /// The effects of one event: the last phrase among them is the one to repeat.
    pub(super) fn said(&mut self, out: &[Effect]) {
        let last = out.iter().rev().find_map(|e| match e {
            Effect::Say(p) => Some(p),
            _ => None,
        });
        if let Some(p) = last {
            self.last = Some(p.clone());
        }
    }

    /// The speak button went down at `now`.
    pub(super) fn button_down(&mut self, now: Duration) {
        self.button.down(now);
    }

    /// The speak button came up at `now`: the press it made, if it was seen going down.
    pub(super) fn button_up(&mut self, now: Duration) -> Option<SpeakPress> {
        self.button.up(now)
    }

    /// The phrase said last, if any.
    pub(super) fn last(&self) -> Option<&Phrase> {
        self.last.as_ref()
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
        assert_eq!(r.last(), Some(&Phrase::CallArbiter));
    }
}
