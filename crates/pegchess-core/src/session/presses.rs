//! Who pressed the clock, and that each press counts once: the part that keeps each side's lever and the move
//! that stood unpressed. A press comes from a side of the DGT 3000's rocker (the side that went down), a peg
//! board's lever (its owner, once known), a key or the spoken "press" (the side to move). A press counts only for
//! the side whose clock runs: a press by the side whose clock does not run already pressed for its move (on
//! another lever, or the move standing did), and a rocker reported down again on the same side is no press at
//! all. So the blind player may press the DGT 3000, the peg board's lever, a key or all of them, at every table,
//! and the clock switches once. The session's side of it is in `mod.rs`.

use crate::board::peg::protocol::Button;
use crate::config::PlayerLever;
use shakmaty::{ByColor, Color};

/// Who pressed for which move: the peg board's levers as each side's first pressed move showed them, and
/// the move that stood on the e-board before its press.
#[derive(Debug, Clone, Default)]
pub(super) struct Presses {
    /// The lever that completed each side's first pressed move.
    levers: ByColor<Option<Button>>,
    /// The record's length when the e-board's move stood with no press, or the answer to the promotion
    /// question completed the move (the mover's press is then theirs).
    unpressed: Option<usize>,
}

impl Presses {
    /// `lever` completed a move of `side`: the first such lever is that side's.
    pub(super) fn completed_with(&mut self, side: Color, lever: Button) {
        self.levers.get_mut(side).get_or_insert(lever);
    }

    /// The e-board's move stood with the record `plies` long, and no press came with it.
    pub(super) fn stood_unpressed(&mut self, plies: usize) {
        self.unpressed = Some(plies);
    }

    /// A press came where no peg board reads the moves: whether it is the mover's press for the move that
    /// stood on the e-board without one, the record `plies` long. Any such press ends the wait.
    pub(super) fn take_unpressed(&mut self, plies: usize) -> bool {
        self.unpressed.take() == Some(plies)
    }

    /// Whether a press by the last mover, with the record `plies` long, is their press for the move that stood
    /// on the e-board without one (it counts once).
    pub(super) fn claim_unpressed(&mut self, plies: usize) -> bool {
        let claimed = self.unpressed == Some(plies);
        if claimed {
            self.unpressed = None;
        }
        claimed
    }

    /// The owner of a peg board's lever, when known: the player's set one (`setting`) once the player's side is
    /// known, and the other for the opponent; otherwise the levers that completed each side's first pressed
    /// move, when they differ.
    pub(super) fn owner(
        &self,
        lever: Button,
        setting: PlayerLever,
        player: Option<Color>,
    ) -> Option<Color> {
        match self.known(setting, player) {
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

    /// Each side's lever: the player's set one (`setting`) once the player's side is known, and the other for
    /// the opponent; otherwise the levers that completed each side's first pressed move.
    fn known(&self, setting: PlayerLever, player: Option<Color>) -> ByColor<Option<Button>> {
        let (mine, theirs) = match setting {
            PlayerLever::Left => (Button::LeftLever, Button::RightLever),
            PlayerLever::Right => (Button::RightLever, Button::LeftLever),
            PlayerLever::Any => return self.levers,
        };
        let Some(me) = player else {
            return self.levers;
        };
        let mut levers = ByColor::new_with(|_| Some(theirs));
        *levers.get_mut(me) = Some(mine);
        levers
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lever_belongs_to_a_side_once_the_setting_and_the_player_say_so() {
        let presses = Presses::default();
        let (left, right) = (Button::LeftLever, Button::RightLever);
        assert_eq!(
            presses.owner(left, PlayerLever::Any, Some(Color::White)),
            None
        );
        assert_eq!(presses.owner(left, PlayerLever::Left, None), None);
        assert_eq!(
            presses.owner(left, PlayerLever::Left, Some(Color::Black)),
            Some(Color::Black)
        );
        assert_eq!(
            presses.owner(left, PlayerLever::Right, Some(Color::Black)),
            Some(Color::White)
        );
        assert_eq!(
            presses.owner(right, PlayerLever::Right, Some(Color::White)),
            Some(Color::White)
        );
    }

    #[test]
    fn with_no_setting_the_levers_of_each_sides_first_pressed_move_decide() {
        let mut presses = Presses::default();
        presses.completed_with(Color::White, Button::RightLever);
        // One side's lever alone names no owner.
        assert_eq!(
            presses.owner(Button::RightLever, PlayerLever::Any, None),
            None
        );
        presses.completed_with(Color::Black, Button::LeftLever);
        // Only the first lever counts.
        presses.completed_with(Color::White, Button::LeftLever);
        assert_eq!(
            presses.owner(Button::LeftLever, PlayerLever::Any, None),
            Some(Color::Black)
        );
        assert_eq!(
            presses.owner(Button::RightLever, PlayerLever::Any, None),
            Some(Color::White)
        );
        // Both first moves on one lever: a shared lever has no owner.
        let mut shared = Presses::default();
        shared.completed_with(Color::White, Button::LeftLever);
        shared.completed_with(Color::Black, Button::LeftLever);
        assert_eq!(
            shared.owner(Button::LeftLever, PlayerLever::Any, None),
            None
        );
    }

    #[test]
    fn a_move_that_stood_unpressed_takes_one_press_only_at_its_length() {
        let mut presses = Presses::default();
        presses.stood_unpressed(7);
        assert!(!presses.claim_unpressed(8), "the record moved on");
        assert!(presses.claim_unpressed(7));
        assert!(!presses.claim_unpressed(7), "a second press is no press");
        presses.stood_unpressed(9);
        assert!(
            !presses.take_unpressed(10),
            "a press with the record moved on"
        );
        assert!(!presses.take_unpressed(9), "that press ended the wait");
    }
}
