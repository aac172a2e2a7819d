//! A game's events with the times they come at, for tests and benches: the loop's time is the script's, and
//! what the session has due between two events (a settle deadline, a hold on the e-board, the clock's next
//! announcement) comes as a tick at its moment. A game of hours plays in moments, the same way every time.

use crate::session::{Event, Session};
use std::iter::Peekable;
use std::time::Duration;

/// How long after the last event what falls due still comes (a move held on the e-board stands, a board
/// settles), before the script ends.
pub const TAIL: Duration = Duration::from_secs(10);

/// The events to come, each at its time, and the time now.
#[derive(Debug)]
pub struct Script {
    events: Peekable<std::vec::IntoIter<(Duration, Event)>>,
    now: Duration,
    /// The moment of the last tick (a due moment is ticked once).
    ticked: Option<Duration>,
    /// When the script ends: [`TAIL`] after its last event.
    end: Option<Duration>,
}

impl Script {
    /// The script of `events`, in the order given (a time earlier than the one before counts as that one).
    pub fn new(events: Vec<(Duration, Event)>) -> Self {
        Script {
            events: events.into_iter().peekable(),
            now: Duration::ZERO,
            ticked: None,
            end: None,
        }
    }

    /// The next event for `session` and its time: a tick when something falls due before the next event,
    /// else the next event; `None` when the script is over.
    pub fn next(&mut self, session: &Session) -> Option<(Duration, Event)> {
        let due = session
            .next_due(self.now)
            .map(|due| due.max(self.now))
            .filter(|due| Some(*due) != self.ticked);
        let next_at = self.events.peek().map(|(at, _)| (*at).max(self.now));
        let tick = match (due, next_at) {
            (Some(due), Some(at)) => due <= at,
            (Some(due), None) => due <= *self.end.get_or_insert(self.now + TAIL),
            (None, _) => false,
        };
        if let Some(due) = due.filter(|_| tick) {
            self.now = due;
            self.ticked = Some(due);
            return Some((due, Event::Tick));
        }
        let (at, event) = self.events.next()?;
        self.now = at.max(self.now);
        Some((self.now, event))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::peg::link::LinkEvent;
    use crate::session::{Command, SessionConfig};
    use shakmaty::Chess;

    #[test]
    fn what_falls_due_between_events_comes_as_a_tick_at_its_moment_once() {
        let mut session = Session::new(SessionConfig::new(Chess::default()));
        let board = Event::Board(LinkEvent::Missing { looking: false });
        let typed = Event::Command(Command::Typed("e4".into()));
        let mut script = Script::new(vec![
            (Duration::from_secs(1), board.clone()),
            (Duration::from_secs(2), typed.clone()),
        ]);
        let mut seen = Vec::new();
        while let Some((at, event)) = script.next(&session) {
            session.handle(event.clone(), at);
            seen.push((at, event));
        }
        // No clock and no board: nothing falls due, so only the events come, at their times.
        assert_eq!(
            seen,
            [
                (Duration::from_secs(1), board),
                (Duration::from_secs(2), typed)
            ]
        );
    }
}
