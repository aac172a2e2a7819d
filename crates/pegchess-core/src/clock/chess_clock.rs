//! The two-player clock: presses, periods, pauses, arbiter corrections and flags, with time passed in.
//!
//! Every method that depends on time takes `now`, a monotonic time since an arbitrary origin; the clock
//! never reads a system clock. Every change is written to the clock's journal.

use super::control::{Category, TimeControl};
use super::flag::FlagFall;
use super::penalty::{Edition, Penalty, PenaltyReason, penalty_time};
use shakmaty::{ByColor, Color};
use std::fmt;
use std::time::Duration;

/// Where the clock is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Set up, not started.
    Ready,
    /// `side`'s clock runs since `since`; `used` is the time spent on this move before `since`.
    Running {
        /// Whose clock runs.
        side: Color,
        /// When this stretch began.
        since: Duration,
        /// Thinking time on this move before `since` (earlier stretches, before a pause).
        used: Duration,
    },
    /// Stopped by the arbiter (6.11, 6.12) during `side`'s move.
    Paused {
        /// Whose move it is.
        side: Color,
        /// Thinking time on this move so far.
        used: Duration,
    },
}

/// The period that a completed move began, and the time it added.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PeriodReached {
    /// Index of the period that begins (0 for the first; a repeating last period repeats its index).
    pub period: usize,
    /// The time added to the clock.
    pub added: Duration,
}

/// What a press did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Press {
    /// The player who completed the move.
    pub side: Color,
    /// That player's number of moves, this one included.
    pub move_number: u32,
    /// The thinking time on this move.
    pub used: Duration,
    /// The time added back: increment, Bronstein delay, III.4 increment (not the period bonus).
    pub credit: Duration,
    /// The period reached by this move, if any.
    pub period: Option<PeriodReached>,
    /// The player's time after the move, everything added: the `[%clk]` reading.
    pub remaining: Duration,
    /// When this player's flag fell during the move (the clock then stays at zero and adds nothing).
    pub flag: Option<Duration>,
}

/// One change to the clock, for the journal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockEvent {
    /// The clock was started with `side`'s clock running.
    Started(Color),
    /// A move was completed.
    Pressed(Press),
    /// The clock was pressed without a move (7.5.3); `switched` if the clock was let run on.
    PressWithoutMove {
        /// Who pressed.
        side: Color,
        /// Whether the press switched the clocks.
        switched: bool,
    },
    /// A flag fell (the entry's time is the exact moment).
    FlagFell(Color),
    /// The arbiter stopped the clocks.
    Paused,
    /// The arbiter restarted the clocks.
    Resumed,
    /// The arbiter set a player's time (6.10).
    TimeSet {
        /// Whose time.
        side: Color,
        /// The time shown before.
        from: Duration,
        /// The time set.
        to: Duration,
    },
    /// The arbiter set a player's move counter (6.10).
    MovesSet {
        /// Whose counter.
        side: Color,
        /// The count before.
        from: u32,
        /// The count set.
        to: u32,
    },
    /// Time added to a player (a bonus or a decision of the arbiter, e.g. III.4).
    TimeAdded {
        /// Who received it.
        side: Color,
        /// How much.
        amount: Duration,
    },
    /// A penalty gave the offender's opponent time.
    Penalty(Penalty),
    /// An increment for both players from now on (III.4).
    IncrementAdded(Duration),
    /// Moves were taken back (a take-back or the arbiter's D.2.9 restore): `to_move`'s clock is the one
    /// that runs (or stands, if stopped), each side's move count less its moves taken back.
    TakenBack {
        /// How many half-moves.
        plies: u32,
        /// Whose move it is now.
        to_move: Color,
    },
}

/// A journal line: when, and what changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockEntry {
    /// The clock time of the change.
    pub at: Duration,
    /// The change.
    pub event: ClockEvent,
}

/// An action the clock cannot take in its present state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockError {
    /// The clock has not been started.
    NotStarted,
    /// The clock is already running or paused.
    AlreadyStarted,
    /// The clock is paused; resume it first.
    Paused,
    /// The clock is not paused.
    NotPaused,
    /// `pressed` pressed, but it is `running`'s clock that runs.
    NotYourClock {
        /// Who pressed.
        pressed: Color,
        /// Whose clock runs.
        running: Color,
    },
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::NotStarted => f.write_str("the clock has not been started"),
            ClockError::AlreadyStarted => f.write_str("the clock has already been started"),
            ClockError::Paused => f.write_str("the clock is paused; resume it first"),
            ClockError::NotPaused => f.write_str("the clock is not paused"),
            ClockError::NotYourClock { pressed, running } => {
                write!(f, "{pressed} pressed, but {running}'s clock is running")
            }
        }
    }
}

impl std::error::Error for ClockError {}

/// Both clocks at one moment, for the console and for spoken requests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockReading {
    /// White's time.
    pub white: Duration,
    /// Black's time.
    pub black: Duration,
    /// Whose move it is (`None` before the start).
    pub to_move: Option<Color>,
    /// Whether the arbiter has stopped the clocks.
    pub paused: bool,
    /// The move number of the move in progress for the player to move (1 before the start).
    pub move_number: u32,
}

/// A chess clock for two players under one time control.
#[derive(Debug, Clone)]
pub struct Clock {
    control: TimeControl,
    edition: Edition,
    banked: ByColor<Duration>,
    moves: ByColor<u32>,
    state: State,
    extra: Duration,
    fallen: ByColor<Option<Duration>>,
    reported: ByColor<bool>,
    journal: Vec<ClockEntry>,
}

impl Clock {
    /// A clock set to `control`'s initial time on both sides, not started; penalties follow `edition`.
    pub fn new(control: TimeControl, edition: Edition) -> Clock {
        let initial = control.initial();
        Clock {
            control,
            edition,
            banked: ByColor::new_with(|_| initial),
            moves: ByColor::new_with(|_| 0),
            state: State::Ready,
            extra: Duration::ZERO,
            fallen: ByColor::new_with(|_| None),
            reported: ByColor::new_with(|_| false),
            journal: Vec::new(),
        }
    }

    /// The time control.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The category of the time control (A.1, B.1).
    pub fn category(&self) -> Category {
        self.control.category()
    }

    /// The edition of the Laws whose penalties apply.
    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// Where the clock is.
    pub fn state(&self) -> State {
        self.state
    }

    /// Whose clock is running (`None` before the start and while paused).
    pub fn running(&self) -> Option<Color> {
        match self.state {
            State::Running { side, .. } => Some(side),
            _ => None,
        }
    }

    /// Whose move it is (`None` before the start), paused or not.
    pub fn to_move(&self) -> Option<Color> {
        match self.state {
            State::Ready => None,
            State::Running { side, .. } | State::Paused { side, .. } => Some(side),
        }
    }

    /// The number of moves `side` has completed.
    pub fn moves(&self, side: Color) -> u32 {
        *self.moves.get(side)
    }

    /// The move number of the move in progress for the player to move (1 before the start).
    pub fn move_number(&self) -> u32 {
        self.to_move()
            .map_or(1, |side| self.moves(side).saturating_add(1))
    }

    /// The increment or delay `side`'s move in progress is played under.
    fn mode(&self, side: Color) -> super::control::PerMove {
        self.control.per_move(self.moves(side).saturating_add(1))
    }

    /// The player to move and the thinking time on the move in progress.
    fn turn(&self, now: Duration) -> Option<(Color, Duration)> {
        match self.state {
            State::Ready => None,
            State::Running { side, since, used } => {
                Some((side, used.saturating_add(now.saturating_sub(since))))
            }
            State::Paused { side, used } => Some((side, used)),
        }
    }

    /// `side`'s time at `now`, as the clock shows it (never below zero).
    pub fn remaining(&self, side: Color, now: Duration) -> Duration {
        let banked = *self.banked.get(side);
        match self.turn(now) {
            Some((s, used)) if s == side => banked.saturating_sub(self.mode(side).charged(used)),
            _ => banked,
        }
    }

    /// Both clocks at `now`.
    pub fn reading(&self, now: Duration) -> ClockReading {
        ClockReading {
            white: self.remaining(Color::White, now),
            black: self.remaining(Color::Black, now),
            to_move: self.to_move(),
            paused: matches!(self.state, State::Paused { .. }),
            move_number: self.move_number(),
        }
    }

    /// When the running clock reaches (or reached) zero, if it runs.
    fn running_flag(&self) -> Option<(Color, Duration)> {
        let State::Running { side, since, used } = self.state else {
            return None;
        };
        let banked = *self.banked.get(side);
        let at_zero = match self.mode(side) {
            super::control::PerMove::Delay(d) => banked.saturating_add(d),
            _ => banked,
        };
        Some((side, since.saturating_add(at_zero.saturating_sub(used))))
    }

    /// The flags fallen by `now`: who first, and the other if it fell too.
    pub fn flag_fall(&self, now: Duration) -> Option<FlagFall> {
        let mut falls = self.fallen;
        if let Some((side, at)) = self.running_flag()
            && at <= now
        {
            let slot = falls.get_mut(side);
            *slot = Some(slot.map_or(at, |t| t.min(at)));
        }
        let mut list: Vec<(Color, Duration)> = [Color::White, Color::Black]
            .into_iter()
            .filter_map(|c| falls.get(c).map(|t| (c, t)))
            .collect();
        list.sort_by_key(|&(_, t)| t);
        let &(first, at) = list.first()?;
        Some(FlagFall {
            first,
            at,
            second: list.get(1).copied(),
        })
    }

    /// Records the flags fallen by `now` and journals the new ones; returns the fall if a flag is new.
    pub fn tick(&mut self, now: Duration) -> Option<FlagFall> {
        let fall = self.flag_fall(now)?;
        let mut new = false;
        for (side, at) in [(fall.first, fall.at)].into_iter().chain(fall.second) {
            *self.fallen.get_mut(side) = Some(at);
            if !*self.reported.get(side) {
                *self.reported.get_mut(side) = true;
                self.journal.push(ClockEntry {
                    at,
                    event: ClockEvent::FlagFell(side),
                });
                new = true;
            }
        }
        new.then_some(fall)
    }

    fn log(&mut self, at: Duration, event: ClockEvent) {
        self.journal.push(ClockEntry { at, event });
    }

    /// The journal of every change, oldest first.
    pub fn journal(&self) -> &[ClockEntry] {
        &self.journal
    }

    /// Starts the clock with `side`'s clock running (White's at the start of a game).
    pub fn start(&mut self, side: Color, now: Duration) -> Result<(), ClockError> {
        if self.state != State::Ready {
            return Err(ClockError::AlreadyStarted);
        }
        self.state = State::Running {
            side,
            since: now,
            used: Duration::ZERO,
        };
        self.log(now, ClockEvent::Started(side));
        Ok(())
    }

    /// The running side and its thinking time, or why the clock cannot be pressed.
    fn pressable(&self, side: Color, now: Duration) -> Result<Duration, ClockError> {
        match self.state {
            State::Ready => Err(ClockError::NotStarted),
            // A move completed while the arbiter has the clocks stopped: counted with the time used before the
            // stop, and the opponent's clock is the one that stands (and runs on the restart).
            State::Paused {
                side: stopped,
                used,
            } if stopped == side => Ok(used),
            State::Paused { .. } => Err(ClockError::Paused),
            State::Running { side: running, .. } if running != side => {
                Err(ClockError::NotYourClock {
                    pressed: side,
                    running,
                })
            }
            State::Running { since, used, .. } => {
                Ok(used.saturating_add(now.saturating_sub(since)))
            }
        }
    }

    /// `side` completed a move at `now` (6.2.1): charges the time, adds increment and any period
    /// bonus, counts the move and starts the opponent's clock (or, with the clocks stopped by the arbiter,
    /// makes it the one that stands, to run on the restart).
    pub fn press(&mut self, side: Color, now: Duration) -> Result<Press, ClockError> {
        let used = self.pressable(side, now)?;
        self.tick(now);
        let n = self.moves(side).saturating_add(1);
        let mode = self.control.per_move(n);
        let banked = *self.banked.get(side);
        let charged = mode.charged(used);
        let fell = self
            .running_flag()
            .map(|(_, at)| at)
            .filter(|&at| at <= now);
        let (remaining, credit, period, flag) = if fell.is_some() {
            (Duration::ZERO, Duration::ZERO, None, fell)
        } else {
            let credit = mode.credit(used).saturating_add(self.extra);
            let period = self
                .control
                .bonus_after(n)
                .map(|(period, added)| PeriodReached { period, added });
            let bonus = period.map_or(Duration::ZERO, |p| p.added);
            (
                banked
                    .saturating_sub(charged)
                    .saturating_add(credit)
                    .saturating_add(bonus),
                credit,
                period,
                None,
            )
        };
        *self.banked.get_mut(side) = remaining;
        *self.moves.get_mut(side) = n;
        self.state = match self.state {
            State::Paused { .. } => State::Paused {
                side: side.other(),
                used: Duration::ZERO,
            },
            _ => State::Running {
                side: side.other(),
                since: now,
                used: Duration::ZERO,
            },
        };
        let press = Press {
            side,
            move_number: n,
            used,
            credit,
            period,
            remaining,
            flag,
        };
        self.log(now, ClockEvent::Pressed(press));
        Ok(press)
    }

    /// `side` pressed without making a move (7.5.3): journaled for the arbiter. With `switch` false
    /// the clocks do not change; with `switch` true the press acts as the clock's button would
    /// ([`Clock::press`]), for the arbiter to correct afterwards.
    pub fn press_without_move(
        &mut self,
        side: Color,
        now: Duration,
        switch: bool,
    ) -> Result<Option<Press>, ClockError> {
        if matches!(self.state, State::Paused { .. }) {
            return Err(ClockError::Paused);
        }
        self.pressable(side, now)?;
        self.log(
            now,
            ClockEvent::PressWithoutMove {
                side,
                switched: switch,
            },
        );
        if switch {
            self.press(side, now).map(Some)
        } else {
            Ok(None)
        }
    }

    /// Stops the clocks (6.11, 6.12).
    pub fn pause(&mut self, now: Duration) -> Result<(), ClockError> {
        let State::Running { side, since, used } = self.state else {
            return Err(match self.state {
                State::Ready => ClockError::NotStarted,
                _ => ClockError::Paused,
            });
        };
        self.tick(now);
        self.state = State::Paused {
            side,
            used: used.saturating_add(now.saturating_sub(since)),
        };
        self.log(now, ClockEvent::Paused);
        Ok(())
    }

    /// Restarts the clocks after [`Clock::pause`].
    pub fn resume(&mut self, now: Duration) -> Result<(), ClockError> {
        let State::Paused { side, used } = self.state else {
            return Err(ClockError::NotPaused);
        };
        self.state = State::Running {
            side,
            since: now,
            used,
        };
        self.log(now, ClockEvent::Resumed);
        Ok(())
    }

    /// Sets `side`'s time as shown at `now` to `value` (6.10); a fallen flag is raised again.
    pub fn set_time(&mut self, side: Color, value: Duration, now: Duration) {
        self.tick(now);
        let from = self.remaining(side, now);
        let charged = match self.turn(now) {
            Some((s, used)) if s == side => self.mode(side).charged(used),
            _ => Duration::ZERO,
        };
        *self.banked.get_mut(side) = value.saturating_add(charged);
        *self.fallen.get_mut(side) = None;
        *self.reported.get_mut(side) = false;
        self.log(
            now,
            ClockEvent::TimeSet {
                side,
                from,
                to: value,
            },
        );
    }

    /// Sets `side`'s move counter to `moves` completed moves (6.10). No period bonus is added: the
    /// arbiter sets the time too.
    pub fn set_moves(&mut self, side: Color, moves: u32, now: Duration) {
        let from = self.moves(side);
        *self.moves.get_mut(side) = moves;
        self.log(
            now,
            ClockEvent::MovesSet {
                side,
                from,
                to: moves,
            },
        );
    }

    /// Adds `amount` to `side`'s time (an arbiter's decision). A fallen flag stays fallen.
    pub fn add_time(&mut self, side: Color, amount: Duration, now: Duration) {
        self.tick(now);
        let banked = self.banked.get_mut(side);
        *banked = banked.saturating_add(amount);
        self.log(now, ClockEvent::TimeAdded { side, amount });
    }

    /// Penalises `offender` (7.5.5, 9.5.3): the opponent receives the time the category and the
    /// edition in force set.
    pub fn penalize(&mut self, offender: Color, reason: PenaltyReason, now: Duration) -> Penalty {
        self.tick(now);
        let amount = penalty_time(self.category(), self.edition);
        let banked = self.banked.get_mut(offender.other());
        *banked = banked.saturating_add(amount);
        let penalty = Penalty {
            offender,
            reason,
            amount,
        };
        self.log(now, ClockEvent::Penalty(penalty));
        penalty
    }

    /// `plies` half-moves were taken back and it is `to_move`'s move (7.4, D.2.9): each side's move count loses
    /// its moves taken back, and `to_move`'s clock runs (or stands, while stopped) from `now`; the side whose
    /// clock ran keeps the time it showed. Before the start the clock stays as it is.
    pub(crate) fn take_back(&mut self, plies: u32, to_move: Color, now: Duration) {
        if self.state == State::Ready || plies == 0 {
            return;
        }
        self.tick(now);
        // The earliest move taken back was `to_move`'s; the rest alternate.
        let own = plies.div_ceil(2);
        let other = plies / 2;
        let count = self.moves.get_mut(to_move);
        *count = count.saturating_sub(own);
        let count = self.moves.get_mut(to_move.other());
        *count = count.saturating_sub(other);
        self.hand_to(to_move, now);
        self.log(now, ClockEvent::TakenBack { plies, to_move });
    }

    /// The arbiter's decision made a move again in the record (D.2.9): it counts for `by`, and the clock
    /// goes to the other side, with no increment and no time charged (the arbiter sets the times).
    pub fn remade(&mut self, by: Color, now: Duration) {
        if self.state == State::Ready {
            return;
        }
        self.tick(now);
        let count = self.moves.get_mut(by);
        *count = count.saturating_add(1);
        self.hand_to(by.other(), now);
    }

    /// The clock goes to `to_move` without a press: the side whose clock ran stops at the time it shows,
    /// with no increment for a move that was not made.
    fn hand_to(&mut self, to_move: Color, now: Duration) {
        if let Some((side, used)) = self.turn(now)
            && side != to_move
        {
            let charged = self.mode(side).charged(used);
            let banked = self.banked.get_mut(side);
            *banked = banked.saturating_sub(charged);
            self.state = match self.state {
                State::Paused { .. } => State::Paused {
                    side: to_move,
                    used: Duration::ZERO,
                },
                _ => State::Running {
                    side: to_move,
                    since: now,
                    used: Duration::ZERO,
                },
            };
        }
    }

    /// From the next completed move on, both players receive `amount` more per move.
    pub fn add_increment_for_both(&mut self, amount: Duration, now: Duration) {
        self.extra = self.extra.saturating_add(amount);
        self.log(now, ClockEvent::IncrementAdded(amount));
    }
}
