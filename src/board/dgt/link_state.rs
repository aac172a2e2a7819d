//! The table's link to an e-board as one state machine, sans-IO (time comes in with [`LinkState::tick`]):
//! absent, greeting, reading, lost, back. It is the same for a DGT board on USB, a DGT board behind a
//! broadcast relay and the simulated board, and every state has a way out on a schedule: a board that has not
//! answered the greeting is greeted again every [`GREET_EVERY`]; a board read but silent (or half-silent: the
//! clock's messages come, the board's answers do not) is asked its version after [`PING_AFTER`] and counts as
//! lost when it has not answered within [`ANSWER_WAIT`]; a relay that gives its serial number unasked says its
//! board is gone, at once; a board that answers the greeting again is back, and is read whole (a board dump)
//! before it is followed.

use std::time::{Duration, Instant};

/// How often a board that has not answered the greeting (or no longer answers) is greeted again.
pub const GREET_EVERY: Duration = Duration::from_millis(1000);
/// A board read but silent for this long is asked its version, to hear it.
pub const PING_AFTER: Duration = Duration::from_millis(500);
/// A board asked its version that has not answered within this long counts as lost.
pub const ANSWER_WAIT: Duration = Duration::from_millis(1400);
/// A board back (the greeting answered) whose whole board has not come within this long is asked again.
pub const DUMP_WAIT: Duration = Duration::from_millis(500);
/// A greeting not answered within this long was lost on the way: a serial number after it is unasked.
pub const GREET_ANSWER: Duration = Duration::from_millis(500);
/// A relay that gave its serial number but no version this long after the greeting has no board to pass on.
pub const RELAY_WAIT: Duration = Duration::from_millis(300);

/// Where the link to the board stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LinkPhase {
    /// No port open.
    #[default]
    Absent,
    /// The port is open and greeted; the board has not answered the greeting yet.
    Greeting,
    /// The board is read and followed.
    Reading,
    /// The board was read and answers no more (or its relay says it is gone): greeted on a schedule.
    Lost,
    /// The board answered the greeting again: its whole board is awaited before it is followed.
    Back,
}

/// What the board said, as far as the link's state goes (the clock's messages do not count: a relay sends
/// them while its board is gone).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkHeard {
    /// Its serial number (`relay`: a broadcast relay's).
    Serial {
        /// Whether the serial number is a relay's.
        relay: bool,
    },
    /// Its firmware version.
    Version,
    /// A whole board dump.
    Dump,
    /// Any other message of the board's own (a field changed, its trademark).
    Other,
}

/// Why the board counts as lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LostBecause {
    /// The relay gave its serial number unasked: its broadcast link is down.
    RelayWithoutBoard,
    /// Asked its version, the board did not answer.
    NoAnswer,
}

impl LostBecause {
    /// The reason as the disconnect event gives it, for the log.
    pub fn text(self) -> &'static str {
        match self {
            LostBecause::RelayWithoutBoard => "the relay has no board",
            LostBecause::NoAnswer => "no answer",
        }
    }
}

/// What the link is to do, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkStep {
    /// Send the whole greeting (who are you, the board, the update mode).
    Greet,
    /// Ask the board's version.
    Ping,
    /// Ask for the whole board.
    AskBoard,
    /// The board answered the greeting: it is connected (back).
    Connected,
    /// The board is lost.
    Lost(LostBecause),
    /// A relay answers but has no board, and no board has been read since the port opened.
    RelayWithoutBoard,
}

/// The link's state.
#[derive(Debug, Clone, Default)]
pub struct LinkState {
    phase: LinkPhase,
    /// When the phase began (set at the first tick in it).
    since: Option<Instant>,
    /// When the greeting was last sent (`None`: it is due at once).
    greeted: Option<Instant>,
    /// Greetings whose serial number has not come back (those older than [`GREET_ANSWER`] are forgotten).
    outstanding: u32,
    /// The serial number of the greeting came (a version after it answers the greeting).
    serial_heard: bool,
    /// The board answered since the last tick.
    answered: bool,
    /// When the board last answered.
    last_answer: Option<Instant>,
    /// When the version was asked and not yet answered.
    pinged: Option<Instant>,
    /// The serial number heard was a relay's.
    relay: bool,
    /// [`LinkStep::RelayWithoutBoard`] was given since a board was last connected.
    relay_told: bool,
    /// A greeting went out since the last tick (its time is that tick's).
    greet_pending: bool,
}

impl LinkState {
    /// The state before any port is open.
    pub fn new() -> Self {
        Self::default()
    }

    /// Where the link stands.
    pub fn phase(&self) -> LinkPhase {
        self.phase
    }

    /// Whether the board is connected (read, or back and about to be read).
    pub fn connected(&self) -> bool {
        matches!(self.phase, LinkPhase::Reading | LinkPhase::Back)
    }

    /// A port was opened and greeted.
    pub fn opened(&mut self) {
        *self = LinkState {
            relay: self.relay,
            relay_told: self.relay_told,
            // A greeting sent before may still be answered on the port opened again.
            outstanding: (self.outstanding + 1).min(4),
            greeted: self.greeted,
            ..LinkState::default()
        };
        self.enter(LinkPhase::Greeting);
        self.greet_pending = true;
    }

    /// The port is closed (the engine lost it).
    pub fn closed(&mut self) {
        self.enter(LinkPhase::Absent);
    }

    fn enter(&mut self, phase: LinkPhase) {
        self.phase = phase;
        self.since = None;
        self.pinged = None;
    }

    /// The board said `heard`; what to do at once.
    pub fn heard(&mut self, heard: LinkHeard) -> Vec<LinkStep> {
        self.answered = true;
        self.pinged = None;
        match heard {
            LinkHeard::Serial { relay } => {
                self.relay = relay;
                // Within a moment of a greeting it answers the greeting (two greetings may be answered).
                let asked = self.outstanding > 0;
                self.outstanding = self.outstanding.saturating_sub(1);
                if !self.connected() {
                    // A version after it answers the greeting.
                    self.serial_heard = true;
                    return Vec::new();
                }
                // Unasked while the board is read: a relay says its board is gone.
                match relay && !asked {
                    true => self.lose(LostBecause::RelayWithoutBoard),
                    false => Vec::new(),
                }
            }
            LinkHeard::Version => match self.phase {
                LinkPhase::Greeting | LinkPhase::Lost | LinkPhase::Absent if self.serial_heard => {
                    self.enter(LinkPhase::Back);
                    self.relay_told = false;
                    vec![LinkStep::Connected]
                }
                // A version alone answers a ping: the greeting (and its update mode) went unheard.
                LinkPhase::Greeting | LinkPhase::Lost | LinkPhase::Absent => self.greet(),
                LinkPhase::Reading | LinkPhase::Back => Vec::new(),
            },
            LinkHeard::Dump => {
                if self.phase == LinkPhase::Back {
                    self.enter(LinkPhase::Reading);
                }
                Vec::new()
            }
            LinkHeard::Other => Vec::new(),
        }
    }

    fn greet(&mut self) -> Vec<LinkStep> {
        self.outstanding = (self.outstanding + 1).min(4);
        self.serial_heard = false;
        self.greet_pending = true;
        vec![LinkStep::Greet]
    }

    fn lose(&mut self, why: LostBecause) -> Vec<LinkStep> {
        self.enter(LinkPhase::Lost);
        let mut steps = vec![LinkStep::Lost(why)];
        steps.extend(self.greet());
        steps
    }

    /// The greeting went out at `now` (its answer is awaited for [`GREET_ANSWER`]).
    fn sent_greeting(&mut self, now: Instant) {
        self.greeted = Some(now);
    }

    /// Time passed to `now`: what is due.
    pub fn tick(&mut self, now: Instant) -> Vec<LinkStep> {
        if !self.greet_pending && self.greeted.is_some_and(|g| now >= g + GREET_ANSWER) {
            // Greetings unanswered so long were lost on the way: a serial number now is unasked.
            self.outstanding = 0;
        }
        let since = *self.since.get_or_insert(now);
        if std::mem::take(&mut self.greet_pending) {
            self.sent_greeting(now);
        }
        if std::mem::take(&mut self.answered) || self.last_answer.is_none() {
            self.last_answer = Some(now);
        }
        let after = |at: Option<Instant>, wait: Duration| at.is_none_or(|at| now >= at + wait);
        match self.phase {
            LinkPhase::Absent => Vec::new(),
            LinkPhase::Greeting | LinkPhase::Lost => {
                let relay_silent = self.phase == LinkPhase::Greeting
                    && self.relay
                    && self.serial_heard
                    && !self.relay_told
                    && after(self.greeted, RELAY_WAIT);
                let mut steps = Vec::new();
                if relay_silent {
                    self.relay_told = true;
                    steps.push(LinkStep::RelayWithoutBoard);
                }
                if after(self.greeted, GREET_EVERY) {
                    steps.extend(self.greet());
                    self.greet_pending = false;
                    self.sent_greeting(now);
                }
                steps
            }
            LinkPhase::Reading | LinkPhase::Back => {
                if let Some(at) = self.pinged
                    && now >= at + ANSWER_WAIT
                {
                    let steps = self.lose(LostBecause::NoAnswer);
                    self.greet_pending = false;
                    self.sent_greeting(now);
                    self.since = Some(now);
                    return steps;
                }
                let mut steps = Vec::new();
                if self.pinged.is_none() && after(self.last_answer, PING_AFTER) {
                    self.pinged = Some(now);
                    steps.push(LinkStep::Ping);
                }
                if self.phase == LinkPhase::Back && now >= since + DUMP_WAIT {
                    self.since = Some(now);
                    steps.push(LinkStep::AskBoard);
                }
                steps
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The link through `heard` at each time, ticking every 100 ms up to `until` ms: every step it gave.
    fn run(
        link: &mut LinkState,
        t0: Instant,
        heard: &[(u64, LinkHeard)],
        until: u64,
    ) -> Vec<LinkStep> {
        let mut steps = Vec::new();
        for ms in (0..=until).step_by(100) {
            for (_, h) in heard.iter().filter(|(at, _)| *at == ms) {
                steps.extend(link.heard(*h));
            }
            steps.extend(link.tick(t0 + Duration::from_millis(ms)));
        }
        steps
    }

    /// A link that has answered the greeting and been read, at its time.
    fn greeted() -> (LinkState, Instant) {
        let t0 = Instant::now();
        let mut link = LinkState::new();
        link.opened();
        let answers = [
            (0, LinkHeard::Serial { relay: true }),
            (0, LinkHeard::Version),
            (0, LinkHeard::Dump),
        ];
        assert_eq!(run(&mut link, t0, &answers, 0), vec![LinkStep::Connected]);
        assert_eq!(link.phase(), LinkPhase::Reading);
        (link, t0)
    }

    #[test]
    fn a_half_silent_board_is_pinged_lost_and_greeted_on_a_schedule_until_it_answers() {
        let (mut link, t0) = greeted();
        // Only the clock's messages come (they are not heard here): a ping, then lost, then greetings.
        let steps = run(&mut link, t0, &[], 5000);
        assert_eq!(
            steps[..2],
            [LinkStep::Ping, LinkStep::Lost(LostBecause::NoAnswer)]
        );
        let greetings = steps.iter().filter(|s| **s == LinkStep::Greet).count();
        assert!((3..=5).contains(&greetings), "{steps:?}");
        assert_eq!(link.phase(), LinkPhase::Lost);
        // The greeting answered: back, then read whole.
        assert_eq!(link.heard(LinkHeard::Serial { relay: true }), vec![]);
        assert_eq!(link.heard(LinkHeard::Version), vec![LinkStep::Connected]);
        assert_eq!(link.phase(), LinkPhase::Back);
        let later = t0 + Duration::from_secs(6);
        assert_eq!(link.tick(later), vec![]);
        assert!(
            link.tick(later + DUMP_WAIT).contains(&LinkStep::AskBoard),
            "the whole board asked again"
        );
        link.heard(LinkHeard::Dump);
        assert_eq!(link.phase(), LinkPhase::Reading);
    }

    #[test]
    fn a_relays_unasked_serial_number_is_its_board_lost_at_once_and_a_greetings_answer_is_not() {
        let (mut link, t0) = greeted();
        // The greeting's serial number came: the next is unasked, however soon.
        let t1 = t0 + Duration::from_millis(100);
        assert_eq!(link.tick(t1), vec![]);
        assert_eq!(
            link.heard(LinkHeard::Serial { relay: true }),
            vec![
                LinkStep::Lost(LostBecause::RelayWithoutBoard),
                LinkStep::Greet
            ]
        );
        // While lost its serial numbers (asked or not) and the clock keep it lost; greeted every second.
        let steps = run(
            &mut link,
            t1,
            &[(500, LinkHeard::Serial { relay: true })],
            2000,
        );
        assert!(
            !steps.iter().any(|s| matches!(s, LinkStep::Lost(_))),
            "{steps:?}"
        );
        assert_eq!(link.phase(), LinkPhase::Lost);
        // A board of its own never says so by a serial number.
        let mut own = LinkState::new();
        own.opened();
        run(
            &mut own,
            t0,
            &[
                (0, LinkHeard::Serial { relay: false }),
                (0, LinkHeard::Version),
                (0, LinkHeard::Dump),
            ],
            0,
        );
        assert_eq!(own.heard(LinkHeard::Serial { relay: false }), vec![]);
    }

    #[test]
    fn a_relay_without_its_board_from_the_start_is_said_once_and_a_version_alone_is_greeted_again()
    {
        let t0 = Instant::now();
        let mut link = LinkState::new();
        link.opened();
        let steps = run(
            &mut link,
            t0,
            &[(0, LinkHeard::Serial { relay: true })],
            3000,
        );
        let told = steps
            .iter()
            .filter(|s| **s == LinkStep::RelayWithoutBoard)
            .count();
        assert_eq!(told, 1, "{steps:?}");
        let mut late = LinkState::new();
        late.opened();
        assert_eq!(late.heard(LinkHeard::Version), vec![LinkStep::Greet]);
        assert_eq!(late.phase(), LinkPhase::Greeting);
    }
}
