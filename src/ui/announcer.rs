//! The announcer: renders phrases in the interface language and scheme, prints each as one console line,
//! and speaks it through the speech engine (or the console alone when there is none).

use crate::config::Settings;
use crate::speech::Phrase;
use crate::speech::rendering::fluent::Renderer;
use crate::speech::speakers::queue::{Priority, SpeechQueue, SpeechThread};
use crate::speech::{Opened, SpeakerKind, open_speaker};
use std::time::Duration;

/// Says phrases to the player and prints them for everyone else.
pub struct Announcer {
    renderer: Renderer,
    speech: SpeechThread,
    kind: SpeakerKind,
}

impl Announcer {
    /// Opens the speaker the settings ask for; if the speech engine is missing, says once which engine
    /// speaks instead (espeak-ng), or that everything is printed only. For a screen reader, the console
    /// prints the phrases alone from now on.
    pub fn open(settings: &Settings) -> Announcer {
        Announcer::with_renderer(settings, Renderer::from_settings(settings))
    }

    /// As [`Announcer::open`], with phrases rendered by `renderer` (the set-up changes language as it goes).
    pub fn with_renderer(settings: &Settings, renderer: Renderer) -> Announcer {
        Announcer::build(settings, renderer, true)
    }

    /// As [`Announcer::open`], but phrases said by a speech engine are not printed: the caller prints
    /// them (see [`Announcer::prints`]) when it wants them on the console at once.
    pub fn unechoed(settings: &Settings) -> Announcer {
        Announcer::build(settings, Renderer::from_settings(settings), false)
    }

    fn build(settings: &Settings, renderer: Renderer, echo: bool) -> Announcer {
        let Opened {
            speaker,
            kind,
            notice,
        } = open_speaker(settings, &settings.speaking());
        let queue = if echo {
            SpeechQueue::new(speaker)
        } else {
            SpeechQueue::with_echo(speaker, None)
        };
        // Speech lost (a thread of it panicked) goes on in a plainer speaker: espeak-ng, or the console.
        let (chosen, voice) = (settings.clone(), settings.speaking());
        let queue = queue.with_fallback(std::sync::Arc::new(move || {
            crate::speech::speakers::choose::fallback_speaker(&chosen, &voice, kind)
        }));
        let speech = SpeechThread::spawn(queue);
        let announcer = Announcer {
            renderer,
            speech,
            kind,
        };
        if let Some(w) = notice {
            if !echo && !announcer.prints() {
                use std::io::Write;
                let _ = writeln!(std::io::stdout().lock(), "{}", announcer.text(&w));
            }
            announcer.say_with(&w, Priority::Event);
        }
        announcer
    }

    /// Whether the speaker itself prints each phrase (the console, for the eye or a screen reader).
    pub fn prints(&self) -> bool {
        matches!(self.kind, SpeakerKind::Console | SpeakerKind::ScreenReader)
    }

    /// A phrase's text in the interface language.
    pub fn text(&self, phrase: &Phrase) -> String {
        self.renderer.render(phrase).text()
    }

    /// Which speaker says the phrases.
    pub fn kind(&self) -> SpeakerKind {
        self.kind
    }

    /// Says a phrase as an answer: it waits its turn and is never cut off.
    pub fn reply(&self, phrase: &Phrase) {
        self.say_with(phrase, Priority::Reply);
    }

    /// Says a phrase with the priority its kind deserves.
    pub fn say(&self, phrase: &Phrase) {
        self.say_with(phrase, priority(phrase));
    }

    fn say_with(&self, phrase: &Phrase, priority: Priority) {
        self.speech.say(self.renderer.render(phrase), priority);
    }

    /// Stops what is being said and drops what waits (the player moved on), unless the console prints
    /// each phrase, which is never cut.
    pub fn silence(&self) {
        if !self.prints() {
            self.speech.silence();
        }
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
        | Phrase::ReadLine { .. }
        | Phrase::PositionRank { .. } => Priority::Reply,
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
