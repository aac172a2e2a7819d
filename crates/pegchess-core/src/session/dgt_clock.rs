//! The sighted player's DGT 3000 (behind their e-board): the talking clock drives its display, and its lever (a
//! rocker both players press) is read as a press by the side that went down. Its own time is never trusted: only
//! the talking clock's times are shown on it, and a press there presses the talking clock.
//!
//! Which side of the DGT 3000 is White's is read from its lever when the talking clock starts (or when the
//! DGT 3000 is found, if later): the lever is up on the side to move's side (White's, after Black starts
//! White's clock as usual). Until the lever has been read, White's time is shown on the left.

use super::event::Effect;
use super::timekeeper::Timekeeper;
use crate::board::dgt::dgt3000::{ClockFace, ClockSide};
use crate::clock::{Clock, State};
use shakmaty::Color;
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

/// What the session does about a press of the DGT 3000's lever.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LeverPress {
    /// Nothing: no talking clock, the clock stopped, its sides not read yet, or the same side reported down
    /// again.
    Ignored,
    /// The blind player's press while their clock runs: a press for their side, as a key's or the peg board's
    /// lever (at every table).
    Blind,
    /// The sighted player's press while their clock runs, which pressed the talking clock.
    Sighted,
    /// A press by this side while its clock does not run: it pressed for its move already (another lever, a
    /// key, or the move standing did), so this is no second press.
    Again(Color),
}

impl DgtClock {
    /// The sighted board went away: the clock is found again with it.
    pub(super) fn lost(&mut self) {
        self.present = false;
        self.shown = None;
    }

    /// A DGT 3000 answered before its lever was read (a clock at 0:00): it is set at once with the talking
    /// clock's times; White's side is read from the lever when its times come.
    pub(super) fn answered(&mut self) {
        self.present = true;
        self.shown = None;
    }

    /// The lever read without a press, down on `down`: a clock found (again) is shown the talking clock's
    /// times.
    pub(super) fn lever_found(&mut self, down: ClockSide) {
        self.present = true;
        self.down = Some(down);
        self.shown = None;
    }

    /// Whether the lever, its sides known, stands down on `color`'s side (that side pressed last).
    pub(super) fn shows_pressed(&self, color: Color) -> bool {
        self.present && self.white.is_some() && self.down == Some(self.side(color))
    }

    /// The lever pressed down on `down`, with the talking clock, the sighted player's side and the record's
    /// length: the side that went down pressed, and it counts only while that side's clock runs.
    pub(super) fn lever_pressed(
        &mut self,
        down: ClockSide,
        timekeeper: Option<&mut Timekeeper>,
        sighted: Color,
        ply: usize,
        now: Duration,
        out: &mut Vec<Effect>,
    ) -> LeverPress {
        self.present = true;
        let same = self.down.replace(down) == Some(down);
        let Some(t) = timekeeper else {
            return LeverPress::Ignored;
        };
        if same || self.white.is_none() {
            return LeverPress::Ignored;
        }
        let side = self.color(down);
        match t.clock().running() {
            Some(running) if running != side => LeverPress::Again(side),
            Some(_) if side != sighted => LeverPress::Blind,
            Some(_) if self.press(t, sighted, ply, now, out) => LeverPress::Sighted,
            Some(_) | None => LeverPress::Ignored,
        }
    }

    /// A press for `by` before its move reached the record (the record `ply` half-moves long): the talking
    /// clock switches now, and the move, when the e-board shows it, takes this press's reading and is not
    /// pressed again. Whether the clock was pressed.
    pub(super) fn press(
        &mut self,
        t: &mut Timekeeper,
        by: Color,
        ply: usize,
        now: Duration,
        out: &mut Vec<Effect>,
    ) -> bool {
        let Some(p) = t.press(by, now) else {
            return false;
        };
        self.pressed = Some((ply, by, p.remaining));
        out.extend(p.say.into_iter().map(Effect::Say));
        true
    }

    /// The talking clock pressed for `by` before its move reached the record, unless a press already waits.
    pub(super) fn press_ahead(
        &mut self,
        t: Option<&mut Timekeeper>,
        by: Color,
        ply: usize,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        if let (None, Some(t)) = (self.pressed, t) {
            self.press(t, by, ply, now, out);
        }
    }

    /// Whether a press came before the move now due (the record `ply` half-moves long) reached the record.
    pub(super) fn pressed_ahead(&self, ply: usize) -> bool {
        self.pressed.is_some_and(|(at, _, _)| at == ply)
    }

    /// The clock reading of `mover`'s move just recorded (the record now `ply` half-moves long) when the lever
    /// already pressed the talking clock for it (then it is not pressed again). Any recorded move ends the
    /// wait for it.
    pub(super) fn pressed_by_lever(&mut self, mover: Color, ply: usize) -> Option<Duration> {
        let (at, side, remaining) = self.pressed.take()?;
        (side == mover && ply == at + 1).then_some(remaining)
    }

    /// After every event: when a DGT 3000 is there and the talking clock changed (started, pressed, paused
    /// or resumed, set by the arbiter, stopped at the end), what to show on it; `turn` is the side to move
    /// on the board.
    pub(super) fn show(&mut self, clock: &Clock, turn: Color, now: Duration) -> Option<Effect> {
        if !self.present {
            return None;
        }
        let state = clock.state();
        let white_side = self.white_side(clock.to_move().unwrap_or(turn));
        if state != State::Ready && self.down.is_some() {
            // The clock runs (or has run): White's side stays as the lever showed it then (a clock found
            // before its lever was read, at 0:00, is read at its first times).
            self.white = Some(white_side);
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
        if self.shown.replace(shown) == Some(shown) {
            return None;
        }
        let (white, black) = (
            clock.remaining(Color::White, now),
            clock.remaining(Color::Black, now),
        );
        let (left, right) = match white_side {
            ClockSide::Left => (white, black),
            ClockSide::Right => (black, white),
        };
        Some(Effect::DgtClock(ClockFace {
            left,
            right,
            runs: clock.to_move().map(|c| match c {
                Color::White => white_side,
                Color::Black => white_side.other(),
            }),
            paused: clock.running().is_none(),
        }))
    }
}
