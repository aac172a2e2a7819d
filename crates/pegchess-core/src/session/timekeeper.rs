//! The session's clock: starts it, presses it when a move is completed, announces times on schedule,
//! and notices a flag fall (6.9, D.2.6). Pure: time comes in with every call.

use super::event::ClockAction;
use crate::clock::{Clock, ClockSetup, FlagVerdict, PenaltyReason, Schedule};
use crate::speech::Phrase;
use shakmaty::{ByColor, Chess, Color, KnownOutcome};
use std::time::Duration;

/// The clock and what has been said about it.
#[derive(Debug, Clone)]
pub struct Timekeeper {
    clock: Clock,
    schedule: Schedule,
    /// The running side's time when it was last checked against the schedule.
    checked: Option<(Color, Duration)>,
    /// The blind player's side, once known: the player's own warnings are said for it.
    player: Option<Color>,
    /// Each side's least time seen in the period so far: a mark is said once, the first time the clock
    /// passes it in a period, though an increment lifts the clock back over it after a move.
    lowest: ByColor<Option<Duration>>,
    /// The last moment the game's journal holds (the last event handled): while the clock runs a tick is
    /// wanted a [`NOTED_EVERY`] after it, and journaled, so that a crash loses at most that of anyone's time.
    noted: Duration,
}

/// While a clock runs, the longest the journal goes without an entry.
pub const NOTED_EVERY: Duration = Duration::from_secs(1);

/// What a completed move did to the clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pressed {
    /// The mover's time after the move (the [%clk] reading).
    pub remaining: Duration,
    /// Phrases to say (a period reached).
    pub say: Vec<Phrase>,
}

impl Timekeeper {
    /// A clock that has not started.
    pub fn new(setup: &ClockSetup) -> Self {
        Timekeeper {
            clock: Clock::new(setup.control.clone(), setup.edition),
            schedule: setup.schedule.clone(),
            checked: None,
            player: None,
            lowest: ByColor::default(),
            noted: Duration::ZERO,
        }
    }

    /// Whose clock the player's own warnings (`warn-at`) watch: the blind player's side, once known.
    pub(crate) fn set_player(&mut self, side: Option<Color>) {
        self.player = side;
    }

    /// The player's own warning due as `side`'s clock went from `before` to `after` (never muted).
    fn warning(&self, side: Color, before: Duration, after: Duration) -> Option<Duration> {
        (self.player == Some(side))
            .then(|| self.schedule.warnings.due(before, after))
            .flatten()
    }

    /// Whether a scheduled announcement or a warning is due as `side`'s clock went from `before` to `after`.
    fn marks(&self, side: Color, before: Duration, after: Duration) -> bool {
        let before = self.unsaid_below(side, before);
        self.schedule.due(before, after).is_some() || self.warning(side, before, after).is_some()
    }

    /// Where `side`'s marks not yet passed in this period begin, its clock last checked at `before`: the
    /// least time it showed in the period, if lower.
    fn unsaid_below(&self, side: Color, before: Duration) -> Duration {
        self.lowest.get(side).map_or(before, |low| low.min(before))
    }

    /// `side`'s clock showed `left`: the least time of its period so far.
    fn seen(&mut self, side: Color, left: Duration) {
        let low = self.lowest.get_mut(side);
        *low = Some(low.map_or(left, |l| l.min(left)));
    }

    /// The clock itself (for the console and the arbiter).
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Starts `side`'s clock if it has not started yet.
    pub fn start(&mut self, side: Color, now: Duration) {
        if self.clock.start(side, now).is_ok() {
            self.checked = Some((side, self.clock.remaining(side, now)));
        }
    }

    /// `mover` completed a move: press the clock (D.2.4: only now).
    pub fn press(&mut self, mover: Color, now: Duration) -> Option<Pressed> {
        let left = self.clock.remaining(mover, now);
        let press = self.clock.press(mover, now).ok()?;
        self.seen(mover, left);
        let mut say = Vec::new();
        if press.period.is_some() {
            // A new period: its marks are said again.
            *self.lowest.get_mut(mover) = None;
            say.push(Phrase::Time {
                side: mover,
                remaining: press.remaining,
            });
        }
        let next = mover.other();
        self.checked = Some((next, self.clock.remaining(next, now)));
        Some(Pressed {
            remaining: press.remaining,
            say,
        })
    }

    /// `plies` half-moves were taken back and it is `to_move`'s move: that clock runs from `now` (or stands,
    /// while stopped), the move counts go back with the moves.
    pub fn taken_back(&mut self, plies: usize, to_move: Color, now: Duration) {
        self.clock
            .take_back(u32::try_from(plies).unwrap_or(u32::MAX), to_move, now);
        self.checked = self
            .clock
            .running()
            .map(|side| (side, self.clock.remaining(side, now)));
    }

    /// The arbiter's decision made a move by `by` again in the record (D.2.9): it counts, and the other
    /// side's clock runs from `now` (or stands, while stopped).
    pub fn remade(&mut self, by: Color, now: Duration) {
        self.clock.remade(by, now);
        self.checked = self
            .clock
            .running()
            .map(|side| (side, self.clock.remaining(side, now)));
    }

    /// A press with no completed move on the board (7.5.3): noted in the clock's journal, clocks unchanged.
    pub fn press_without_move(&mut self, side: Color, now: Duration) {
        let _ = self.clock.press_without_move(side, now, false);
    }

    /// Stops the clock at the end of the game.
    pub fn stop(&mut self, now: Duration) {
        let _ = self.clock.pause(now);
        self.checked = None;
    }

    /// An event at `now` was handled (and journaled).
    pub fn noted(&mut self, now: Duration) {
        self.noted = self.noted.max(now);
    }

    /// When the next tick is due, if the clock runs: the next scheduled announcement or flag fall, or the
    /// journal's next entry ([`NOTED_EVERY`]), whichever comes first.
    pub fn next_due(&self, now: Duration) -> Option<Duration> {
        let due = self.next_mark(now)?;
        Some(due.min(self.noted + NOTED_EVERY))
    }

    /// When the next scheduled announcement or flag fall is due, if the clock runs: the moment the
    /// running side's time passes the next mark of the schedule, or reaches zero.
    fn next_mark(&self, now: Duration) -> Option<Duration> {
        let side = self.clock.running()?;
        let left = self.clock.remaining(side, now);
        let flag = now + left;
        let Some((_, before)) = self.checked.filter(|(s, _)| *s == side) else {
            return Some(flag.min(now + Duration::from_secs(1)));
        };
        // The least time after which a mark is passed: the schedule is monotonic in the time spent.
        let passes = |spent: Duration| self.marks(side, before, left.saturating_sub(spent));
        if !passes(left) {
            return Some(flag);
        }
        let (mut lo, mut hi) = (Duration::ZERO, left);
        while hi.saturating_sub(lo) > Duration::from_millis(1) {
            let mid = lo + (hi - lo) / 2;
            if passes(mid) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        Some((now + hi).min(flag))
    }

    /// Whether a scheduled announcement, a flag fall or the journal's next entry is due at `now`.
    pub fn due(&self, now: Duration) -> bool {
        let announce = self.checked.is_some_and(|(side, before)| {
            self.marks(side, before, self.clock.remaining(side, now))
        });
        let flag = self
            .clock
            .flag_fall(now)
            .is_some_and(|f| !self.reported(f.first));
        let unnoted = self.clock.running().is_some() && now >= self.noted + NOTED_EVERY;
        announce || flag || unnoted
    }

    fn reported(&self, side: Color) -> bool {
        self.clock
            .journal()
            .iter()
            .any(|e| e.event == crate::clock::ClockEvent::FlagFell(side))
    }

    /// Time passes: scheduled announcements, and a flag fall with its verdict (6.9) in the same breath.
    pub fn tick(&mut self, now: Duration, pos: &Chess) -> (Vec<Phrase>, Option<KnownOutcome>) {
        let mut say = Vec::new();
        if let Some((side, checked)) = self.checked {
            let after = self.clock.remaining(side, now);
            let before = self.unsaid_below(side, checked);
            let warning = self.warning(side, before, after);
            if let Some(mark) = warning {
                say.push(Phrase::TimeWarning(mark));
            }
            if let Some(due) = self
                .schedule
                .due(before, after)
                .filter(|d| Some(d.remaining) != warning)
            {
                say.push(if due.time_trouble {
                    Phrase::TimeShort(due.remaining)
                } else {
                    Phrase::Time {
                        side,
                        remaining: due.remaining,
                    }
                });
            }
            self.checked = Some((side, after));
            self.seen(side, after);
        }
        let mut result = None;
        if let Some(fall) = self.clock.tick(now) {
            say.push(Phrase::FlagFall(fall.first));
            let outcome = match fall.verdict(pos) {
                FlagVerdict::Draw => KnownOutcome::Draw,
                FlagVerdict::Loss => KnownOutcome::Decisive {
                    winner: fall.first.other(),
                },
            };
            say.push(Phrase::GameOver(outcome));
            result = Some(outcome);
        }
        (say, result)
    }

    /// Carries out an arbiter's correction; says what the clock shows afterwards.
    pub fn arbiter(&mut self, action: ClockAction, now: Duration) -> Phrase {
        match action {
            ClockAction::Pause => {
                let _ = self.clock.pause(now);
                return Phrase::ClockStopped;
            }
            ClockAction::Resume => {
                if self.clock.resume(now).is_ok()
                    && let Some(side) = self.clock.running()
                {
                    self.checked = Some((side, self.clock.remaining(side, now)));
                    return Phrase::ClockRunning(side);
                }
            }
            ClockAction::SetTime(side, value) => {
                // The arbiter set the time: its marks are said again from there.
                *self.lowest.get_mut(side) = None;
                self.clock.set_time(side, value, now)
            }
            ClockAction::SetMoves(side, n) => {
                self.clock.set_moves(side, n, now);
                return Phrase::MovesCounted { side, moves: n };
            }
            ClockAction::Penalty(offender) => {
                self.clock
                    .penalize(offender, PenaltyReason::IllegalMove, now);
            }
            ClockAction::AddIncrement(amount) => {
                self.clock.add_increment_for_both(amount, now);
                return Phrase::IncrementAdded(amount.as_secs());
            }
        }
        if let Some(side) = self.clock.running() {
            self.checked = Some((side, self.clock.remaining(side, now)));
        }
        self.times(now)
    }

    /// Both times now.
    pub fn times(&self, now: Duration) -> Phrase {
        let r = self.clock.reading(now);
        Phrase::Times {
            white: r.white,
            black: r.black,
        }
    }
}
