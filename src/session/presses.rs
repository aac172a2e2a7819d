//! Who pressed the clock, and that each press counts once. A press comes from a side of the DGT 3000's rocker
//! (the side that went down), a peg board's lever (its owner, once known), a key or the spoken "press" (the side
//! to move). A press counts only for the side whose clock runs: a press by the side whose clock does not run
//! already pressed for its move (on another lever, or the move standing did), and a rocker reported down again on
//! the same side is no press at all. So the blind player may press the DGT 3000, the peg board's lever, a key or
//! all of them, at every table, and the clock switches once.

use super::dgt_clock::LeverPress;
use super::event::Effect;
use super::table::Recorder;
use super::{Happening, Reading, Session};
use crate::board::dgt::clock::ClockSide;
use crate::board::peg::protocol::Button;
use shakmaty::{ByColor, Color, Position};
use std::time::Duration;

impl Session {
    /// The DGT 3000's lever: found (its first reading) or pressed down on `down`. A press is the sighted
    /// player's or the blind player's by its side, at every table.
    pub(super) fn dgt_lever(
        &mut self,
        down: ClockSide,
        pressed: bool,
        now: Duration,
        out: &mut Vec<Effect>,
    ) {
        if !pressed {
            return self.dgt_clock.lever_found(down);
        }
        let sighted = self
            .player()
            .map_or(self.tracker.position().turn(), Color::other);
        let ply = self.record.moves().len();
        let timekeeper = self.timekeeper.as_mut();
        match self
            .dgt_clock
            .lever_pressed(down, timekeeper, sighted, ply, now, out)
        {
            LeverPress::Blind => {
                self.press(now, out);
                self.remeasure_sighted();
            }
            LeverPress::Sighted => self.remeasure_sighted(),
            LeverPress::Again(side) => {
                self.pressed_again(side);
            }
            LeverPress::Ignored => {}
        }
    }

    /// A peg board's lever. Each player may have their own: a lever pressed by the side whose clock does not
    /// run starts nothing (noted when the opponent's move is under way). A lever whose owner is not known is
    /// a press with no side of its own, as a key's.
    pub(super) fn lever(&mut self, lever: Button, now: Duration, out: &mut Vec<Effect>) {
        match self.lever_owner(lever) {
            Some(by) if by != self.presses_now() => {
                if !self.pressed_again(by) {
                    self.record.note(now, Happening::PressWithoutMove { by });
                }
                return;
            }
            Some(_) => {}
            None => {
                if let Some(by) = self.doubled() {
                    self.pressed_again(by);
                    return;
                }
            }
        }
        let turn = self.tracker.position().turn();
        let before = self.record.moves().len();
        self.press(now, out);
        self.remeasure_sighted();
        if self.record.moves().len() > before {
            self.levers.get_mut(turn).get_or_insert(lever);
        }
    }

    /// A key or the spoken "press": the press of the side to move, unless it is the blind player's press
    /// again.
    pub(super) fn key_press(&mut self, now: Duration, out: &mut Vec<Effect>) {
        match self.doubled() {
            Some(by) => {
                self.pressed_again(by);
            }
            None => self.press(now, out),
        }
    }

    /// The side whose press counts now: the side whose talking clock runs (the sighted player's press on the
    /// DGT 3000 may come before the pegs show their move), else the side to move.
    fn presses_now(&self) -> Color {
        let running = self.timekeeper.as_ref().and_then(|t| t.clock().running());
        running.unwrap_or(self.tracker.position().turn())
    }

    /// The blind player's side when a press with no side of its own (a key, the spoken word, a peg board's
    /// lever whose owner is not known) is their press again: the DGT 3000's rocker stands down on their side
    /// for the move they made last, and nothing has happened since (the sighted player presses their own
    /// side of the DGT 3000).
    fn doubled(&self) -> Option<Color> {
        let last = self.tracker.position().turn().other();
        let again = self.player() == Some(last)
            && self.record.moves().last().is_some_and(|m| m.mover == last)
            && self.dgt_clock.shows_pressed(last)
            && self.nothing_since_last_move();
        again.then_some(last)
    }

    /// A press by `by`, whose clock does not run: no second press. When `by` made the last move it is that
    /// move's press: the one a move that stood on the e-board without a press waited for, or one that makes
    /// a move the pegs completed by standing still firm. Whether it was that move's press (rather than a
    /// press out of turn while the opponent's move is under way).
    fn pressed_again(&mut self, by: Color) -> bool {
        let len = self.record.moves().len();
        if self.record.moves().last().is_none_or(|m| m.mover != by) {
            return false;
        }
        if self.unpressed == Some(len) {
            self.unpressed = None;
            return true;
        }
        if self.recorder() == Recorder::Pegs && self.tracker.last_firm() == Some(false) {
            // The mover presses after the board already stood still long enough: this press is theirs.
            self.tracker.confirm_last();
            return true;
        }
        self.nothing_since_last_move()
    }

    /// Whether nothing happened since the record's last move: the pegs show it and nothing more, or (without
    /// a peg board) no move is announced and the e-board shows none beyond the record.
    fn nothing_since_last_move(&self) -> bool {
        match self.recorder() {
            Recorder::Pegs => {
                matches!(self.tracker.read(), Reading::Settled) && self.tracker.hidden().is_empty()
            }
            recorder => {
                let announced = self
                    .pending()
                    .is_some_and(|p| p.announced.is_some() || p.impossible.is_some());
                let shown = recorder == Recorder::EBoard
                    && self.sighted.shows_beyond(self.record.moves().len());
                !announced && !shown
            }
        }
    }

    /// The owner of a peg board's lever, when known: the player's set one (`player-lever`) once the player's
    /// side is known, and the other for the opponent; otherwise the levers that completed each side's first
    /// pressed move, when they differ.
    fn lever_owner(&self, lever: Button) -> Option<Color> {
        match self.known_levers() {
            ByColor {
                white: Some(white),
                black: Some(black),
            } if white != black => Some(if lever == white {
                Color::White
            } else {
                Color::Black
            }),
            _ => None,
        }
    }

    /// Each side's lever: the player's set one (`player-lever`) once the player's side is known, and the
    /// other for the opponent; otherwise the levers that completed each side's first pressed move.
    fn known_levers(&self) -> ByColor<Option<Button>> {
        let mine = match self.config.player_lever {
            crate::config::PlayerLever::Left => Button::LeftLever,
            crate::config::PlayerLever::Right => Button::RightLever,
            crate::config::PlayerLever::Any => return self.levers,
        };
        let Some(me) = self.player() else {
            return self.levers;
        };
        let theirs = match mine {
            Button::LeftLever => Button::RightLever,
            _ => Button::LeftLever,
        };
        let mut levers = ByColor::new_with(|_| Some(theirs));
        *levers.get_mut(me) = Some(mine);
        levers
    }
}
