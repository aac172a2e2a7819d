//! The sighted player's DGT 3000 (behind their e-board): the talking clock drives its display, and its lever is
//! read as the sighted player's press. Its own time is never trusted: only the talking clock's times are shown
//! on it, and a press there presses the talking clock.
//!
//! Which side of the DGT 3000 is White's is read from its lever when the talking clock starts (or when the
//! DGT 3000 is found, if later): the lever is up on the side to move's side (White's, after Black starts
//! White's clock as usual). Until the lever has been read, White's time is shown on the left.

use super::Session;
use super::event::Effect;
use super::table::Recorder;
use crate::board::dgt::clock::{ClockFace, ClockSide};
use crate::clock::State;
use shakmaty::{Color, Position};
use std::time::Duration;

/// What the session keeps about the DGT 3000.
#[derive(Debug, Clone, Default)]
pub struct DgtClock {
    /// Whether the sighted board reported a clock (since it last connected).
    present: bool,
    /// Which side of the clock is White's, once read from the lever.
    white: Option<ClockSide>,
    /// The lever's side down, as last reported.
    down: Option<ClockSide>,
    /// What the clock was last told to show: the talking clock's state and both times at its last change.
    shown: Option<(State, Duration, Duration, ClockSide)>,
    /// A press by the DGT 3000's lever before the sighted player's move reached the record: the record's
    /// length then, the side that pressed, and the time it left them (that move's clock reading).
    pressed: Option<(usize, Color, Duration)>,
}

impl DgtClock {
    /// White's side: as fixed, else read from the lever (up on `to_move`'s side), else the left.
    fn white_side(&self, to_move: Color) -> ClockSide {
        let from_lever = self.down.map(|down| match to_move {
            Color::White => down.other(),
            Color::Black => down,
        });
        self.white.or(from_lever).unwrap_or(ClockSide::Left)
    }

    /// The side of the DGT 3000 that shows `color`'s time (once White's side is fixed).
    fn side(&self, color: Color) -> ClockSide {
        let white = self.white.unwrap_or(ClockSide::Left);
        match color {
            Color::White => white,
            Color::Black => white.other(),
        }
    }

    /// The colour whose time `side` shows.
    fn color(&self, side: ClockSide) -> Color {
        if self.side(Color::White) == side {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Whether a DGT 3000 was found behind the sighted board.
    pub fn present(&self) -> bool {
        self.present
    }

    /// The lever's side down, as last reported (for the next game at the same table).
    pub fn lever_down(&self) -> Option<ClockSide> {
        self.down
    }
}

impl Session {
    /// The DGT 3000 behind the sighted board, as the session follows it.
    pub fn dgt_clock(&self) -> &DgtClock {
        &self.dgt_clock
    }

    /// The sighted player's side: the one that is not the blind player's, or the side to move while the
    /// player's side is unknown.
    fn sighted_side(&self) -> Color {
        self.player()
            .map_or(self.tracker.position().turn(), Color::other)
    }

    /// The sighted board went away: the clock is found again with it.
    pub(super) fn dgt_clock_lost(&mut self) {
        self.dgt_clock.present = false;
        self.dgt_clock.shown = None;
    }

    /// A DGT 3000 answered before its lever was read (a clock at 0:00): it is set at once with the talking
    /// clock's times; White's side is read from the lever when its times come.
    pub(super) fn dgt_clock_answered(&mut self) {
        self.dgt_clock.present = true;
        self.dgt_clock.shown = None;
    }

    /// The DGT 3000's lever: found (its first reading) or pressed down on `down`.
    pub(super) fn dgt_lever(
        &mut self,
        down: ClockSide,
        pressed: bool,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        self.dgt_clock.present = true;
        self.dgt_clock.down = Some(down);
        if !pressed {
            // A clock found (again): show it the talking clock's times.
            self.dgt_clock.shown = None;
            return;
        }
        let Some(clock) = self.timekeeper.as_ref().map(|t| t.clock()) else {
            return;
        };
        let sighted = self.sighted_side();
        let known = self.dgt_clock.white.is_some();
        let side = self.dgt_clock.color(down);
        if known
            && side != sighted
            && clock.running() == Some(side)
            && self.recorder() != Recorder::Pegs
        {
            // The blind player's press, where no peg board (with its own lever) reads the moves: a press
            // for their side, as a key's.
            return self.press(now, out);
        }
        if !known || side != sighted || clock.running() != Some(sighted) {
            // The blind player's press beside a peg board (its own lever presses), or a press out of turn:
            // the talking clock is not touched.
            return;
        }
        let Some(t) = self.timekeeper.as_mut() else {
            return;
        };
        if let Some(p) = t.press(sighted, now) {
            self.dgt_clock.pressed = Some((self.record.moves().len(), sighted, p.remaining));
            out.extend(p.say.into_iter().map(Effect::Say));
            self.remeasure_sighted();
        }
    }

    /// A press for `by` before its move reached the record (no peg board): the talking clock switches now,
    /// and the move, when the e-board shows it, takes this press's reading and is not pressed again.
    pub(super) fn press_ahead(&mut self, by: Color, now: Duration, out: &mut Vec<Effect>) {
        if self.dgt_clock.pressed.is_some() {
            return;
        }
        let Some(t) = self.timekeeper.as_mut() else {
            return;
        };
        if let Some(p) = t.press(by, now) {
            self.dgt_clock.pressed = Some((self.record.moves().len(), by, p.remaining));
            out.extend(p.say.into_iter().map(Effect::Say));
        }
    }

    /// Whether a press came before the move now due reached the record.
    pub(super) fn pressed_ahead(&self) -> bool {
        self.dgt_clock
            .pressed
            .is_some_and(|(ply, _, _)| ply == self.record.moves().len())
    }

    /// The clock reading of `mover`'s move just recorded when the DGT 3000's lever already pressed the
    /// talking clock for it (then it is not pressed again). Any recorded move ends the wait for it.
    pub(super) fn pressed_by_lever(&mut self, mover: Color) -> Option<Duration> {
        let (ply, side, remaining) = self.dgt_clock.pressed.take()?;
        (side == mover && self.record.moves().len() == ply + 1).then_some(remaining)
    }

    /// After every event: when a DGT 3000 is there and the talking clock changed (started, pressed, paused
    /// or resumed, set by the arbiter, stopped at the end), tell it what to show.
    pub(super) fn show_dgt_clock(&mut self, now: Duration, out: &mut Vec<Effect>) {
        if !self.dgt_clock.present {
            return;
        }
        let Some(clock) = self.timekeeper.as_ref().map(|t| t.clock()) else {
            return;
        };
        let state = clock.state();
        let to_move = clock.to_move().unwrap_or(self.tracker.position().turn());
        let white_side = self.dgt_clock.white_side(to_move);
        if state != State::Ready && self.dgt_clock.down.is_some() {
            // The clock runs (or has run): White's side stays as the lever showed it then (a clock found
            // before its lever was read, at 0:00, is read at its first times).
            self.dgt_clock.white = Some(white_side);
        }
        // Times are compared at the start of the running stretch, so that time passing is no change.
        let at = match state {
            State::Running { since, .. } => since,
            _ => now,
        };
        let shown = (
            state,
            clock.remaining(Color::White, at),
            clock.remaining(Color::Black, at),
            white_side,
        );
        if self.dgt_clock.shown == Some(shown) {
            return;
        }
        self.dgt_clock.shown = Some(shown);
        let (white, black) = (
            clock.remaining(Color::White, now),
            clock.remaining(Color::Black, now),
        );
        let (left, right) = match white_side {
            ClockSide::Left => (white, black),
            ClockSide::Right => (black, white),
        };
        out.push(Effect::DgtClock(ClockFace {
            left,
            right,
            runs: clock.to_move().map(|c| match c {
                Color::White => white_side,
                Color::Black => white_side.other(),
            }),
            paused: clock.running().is_none(),
        }));
    }
}
