//! The announcer: renders phrases in the interface language and scheme, prints each as one console line,
//! and speaks it through the speech engine (or the console alone when there is none).

use crate::config::Settings;
use crate::speech::Phrase;
use crate::speech::engine::open_speaker;
use crate::speech::queue::{Priority, SpeechQueue, SpeechThread};
use crate::speech::render::Renderer;
use std::time::Duration;

/// Says phrases to the player and prints them for everyone else.
pub struct Announcer {
    renderer: Renderer,
    speech: SpeechThread,
}

impl Announcer {
    /// Opens the speaker the settings ask for; if the speech engine is missing, says so once and prints only.
    pub fn open(settings: &Settings) -> Announcer {
        let (speaker, warning) = open_speaker(settings, &settings.voice);
        let renderer = Renderer::from_settings(settings);
        let speech = SpeechThread::spawn(SpeechQueue::new(speaker));
        let announcer = Announcer { renderer, speech };
        if let Some(w) = warning {
            announcer.say_with(&w, Priority::Event);
        }
        announcer
    }

    /// Says a phrase with the priority its kind deserves.
    pub fn say(&self, phrase: &Phrase) {
        self.say_with(phrase, priority(phrase));
    }

    fn say_with(&self, phrase: &Phrase, priority: Priority) {
        self.speech.say(self.renderer.render(phrase), priority);
    }

    /// Keeps `flag` set while the program speaks (to pause voice input near a loudspeaker).
    pub fn mirror_speaking(&self, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.speech.mirror_speaking(flag);
    }

    /// Waits (at most `limit`) until everything queued has been said.
    pub fn finish(&self, limit: Duration) {
        self.speech.drain(limit);
    }
}

/// Scheduled times may be cut off by a move or a mismatch; time-trouble announcements and answers to
/// questions are never cut off (they wait their turn); everything else is an event.
fn priority(phrase: &Phrase) -> Priority {
    match phrase {
        Phrase::Time { .. } => Priority::Background,
        Phrase::TimeShort(_)
        | Phrase::Times { .. }
        | Phrase::MoveNumber { .. }
        | Phrase::LastMoves(_)
        | Phrase::PieceLocations { .. }
        | Phrase::SquareContents { .. }
        | Phrase::ReadLine { .. } => Priority::Reply,
        _ => Priority::Event,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn time_trouble_is_never_cut_off_but_a_routine_time_may_be() {
        let d = Duration::from_secs(30);
        assert_eq!(priority(&Phrase::TimeShort(d)), Priority::Reply);
        let routine = Phrase::Time {
            side: shakmaty::Color::White,
            remaining: d,
        };
        assert_eq!(priority(&routine), Priority::Background);
        assert_eq!(priority(&Phrase::BoardDisconnected), Priority::Event);
    }
}
