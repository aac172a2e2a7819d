//! The console lines for the sighted side (assistant, arbiter, opponent) beside the spoken ones.

use crate::clock::{Reading, format_hms};
use shakmaty::Color;

/// Both clocks on one line, the running side marked: `clock: White 1:29:34 * | Black 1:30:00`.
pub fn clock_line(r: &Reading) -> String {
    let mark = |side: Color| {
        if r.to_move == Some(side) && !r.paused {
            " *"
        } else {
            ""
        }
    };
    format!(
        "clock: White {}{} | Black {}{}{}",
        format_hms(r.white),
        mark(Color::White),
        format_hms(r.black),
        mark(Color::Black),
        if r.paused { " (stopped)" } else { "" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_running_side_is_marked() {
        let r = Reading {
            white: Duration::from_secs(5374),
            black: Duration::from_secs(5400),
            to_move: Some(Color::Black),
            paused: false,
            move_number: 1,
        };
        assert_eq!(clock_line(&r), "clock: White 1:29:34 | Black 1:30:00 *");
    }
}
