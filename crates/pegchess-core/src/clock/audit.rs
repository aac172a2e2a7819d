//! Auditing recorded clock readings (`[%clk]`): thinking times, and readings a time control cannot explain.
//!
//! A reading is the player's time just after the move (increment and period bonus included), in whole
//! seconds as boards record it. Since each reading may be cut to the second, one second of slack is
//! allowed either way.

use super::control::{PerMove, TimeControl};
use crate::notation::numbering::MoveNumber;
use shakmaty::{ByColor, Color};
use std::time::Duration;

/// The slack allowed for readings cut to whole seconds.
pub const SLACK: Duration = Duration::from_secs(1);

/// Why a reading cannot be explained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unexplained {
    /// The clock shows more than the previous reading plus all the control could add.
    TooHigh {
        /// The most the control allows.
        most: Duration,
    },
    /// The clock shows less than the move's own increment and bonus: the flag would have fallen.
    TooLow {
        /// The least the control allows after a move made in time.
        least: Duration,
    },
}

/// One audited reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Audited {
    /// The ply (0 for the game's first half-move).
    pub ply: usize,
    /// Whose move.
    pub side: Color,
    /// The full-move number, as the score sheet shows it.
    pub move_number: u32,
    /// The reading after the move.
    pub reading: Duration,
    /// The player's previous reading (the initial time before the first move).
    pub previous: Duration,
    /// Thinking time since the previous reading, if the reading is explained. Under a delay, a move
    /// faster than the delay reads as the full delay.
    pub think: Option<Duration>,
    /// Why the reading cannot be explained, if it cannot.
    pub unexplained: Option<Unexplained>,
}

/// Audits the readings of one game played under `control`: `readings[ply]` is the reading after that
/// ply (the game's first half-move is ply 0, made by `first.side`), `None` where none was recorded. A gap
/// spans several moves.
pub fn audit(
    control: &TimeControl,
    readings: &[Option<Duration>],
    first: MoveNumber,
) -> Vec<Audited> {
    let mut previous = ByColor::new_with(|_| control.initial());
    // The most the moves since each side's previous reading could add (increments, delays, bonuses).
    let mut gain = ByColor::new_with(|_| Duration::ZERO);
    let mut out = Vec::new();
    for (ply, reading) in readings.iter().enumerate() {
        let label = MoveNumber::counted(first.number, first.side, ply);
        let side = label.side;
        // The player's own count of moves under the control, from 1 in this game.
        let n = u32::try_from(ply / 2 + 1).unwrap_or(u32::MAX);
        let per_move = control.per_move(n);
        let bonus = control.bonus_after(n).map_or(Duration::ZERO, |(_, t)| t);
        let gained = gain.get_mut(side);
        *gained = gained
            .saturating_add(per_move.allowance())
            .saturating_add(bonus);
        let Some(reading) = *reading else { continue };
        let most = previous.get(side).saturating_add(*gain.get(side));
        let least = bonus.saturating_add(match per_move {
            PerMove::Increment(d) => d,
            _ => Duration::ZERO,
        });
        let unexplained = if reading > most.saturating_add(SLACK) {
            Some(Unexplained::TooHigh { most })
        } else if reading.saturating_add(SLACK) < least {
            Some(Unexplained::TooLow { least })
        } else {
            None
        };
        out.push(Audited {
            ply,
            side,
            move_number: label.number,
            reading,
            previous: *previous.get(side),
            think: unexplained.map_or(Some(most.saturating_sub(reading)), |_| None),
            unexplained,
        });
        *previous.get_mut(side) = reading;
        *gain.get_mut(side) = Duration::ZERO;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const WHITE_FIRST: MoveNumber = MoveNumber {
        number: 1,
        side: Color::White,
    };

    fn s(secs: u64) -> Duration {
        Duration::from_secs(secs)
    }

    #[test]
    fn fischer_thinking_times_and_findings() {
        let tc: TimeControl = "300+5".parse().unwrap();
        let readings = [
            Some(s(295)),
            Some(s(305)),
            None,
            Some(s(290)),
            Some(s(2)),
            Some(s(300)),
        ];
        let r = audit(&tc, &readings, WHITE_FIRST);
        assert_eq!(r.len(), 5);
        assert_eq!((r[0].think, r[0].unexplained), (Some(s(10)), None));
        assert_eq!((r[1].think, r[1].unexplained), (Some(s(0)), None));
        assert_eq!((r[2].ply, r[2].think), (3, Some(s(20))));
        // White's reading after a gap of two moves: 2 s is less than the increment of the last move.
        assert_eq!(r[3].unexplained, Some(Unexplained::TooLow { least: s(5) }));
        assert_eq!(r[3].think, None);
        // Black: 290 + 5 = 295 at most.
        assert_eq!(
            r[4].unexplained,
            Some(Unexplained::TooHigh { most: s(295) })
        );
    }

    #[test]
    fn period_bonus_is_allowed_on_the_last_move_of_the_period() {
        let tc: TimeControl = "2/600:300".parse().unwrap();
        let r = audit(
            &tc,
            &[Some(s(590)), Some(s(600)), Some(s(880)), Some(s(900))],
            WHITE_FIRST,
        );
        assert_eq!(r[2].think, Some(s(10)));
        assert_eq!(r[3].unexplained, None);
        assert_eq!(r[3].think, Some(s(0)));
        let r = audit(
            &tc,
            &[Some(s(590)), Some(s(601)), Some(s(880)), Some(s(900))],
            WHITE_FIRST,
        );
        assert_eq!(r[1].unexplained, None, "one second of slack");
        let r = audit(&tc, &[Some(s(590)), Some(s(602))], WHITE_FIRST);
        assert_eq!(
            r[1].unexplained,
            Some(Unexplained::TooHigh { most: s(600) })
        );
    }
}
