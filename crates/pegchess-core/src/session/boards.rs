//! The boards at the table, one part of the session: which boards are there and which makes the record
//! (`presence`), the peg board (`pegs`) and what it lacks to match the record (`mismatch`), the sighted player's
//! e-board (`sighted`) and the DGT 3000 behind it (`dgt_clock`). Each is a part of its own with its methods;
//! the session reaches them through this one.

use super::mismatch::Mismatch;
use super::{SessionConfig, dgt_clock, pegs, presence, sighted};

/// The boards at the table.
#[derive(Debug)]
pub(super) struct Boards {
    /// Which boards are there, and which makes the record.
    pub(super) present: presence::BoardsPresent,
    /// The peg board's link, the holes it read last, and which way round it stands.
    pub(super) pegs: pegs::Pegs,
    /// What the peg board lacks to match the record, while it does not.
    pub(super) mismatch: Mismatch,
    /// The sighted player's e-board, as its link reports it.
    pub(super) sighted: sighted::Sighted,
    /// The DGT 3000 behind the sighted player's e-board, if one answered.
    pub(super) dgt_clock: dgt_clock::DgtClock,
}

impl Boards {
    /// The boards of a new game: none reported yet, the e-board's account at the game's start.
    pub(super) fn new(config: &SessionConfig) -> Boards {
        Boards {
            present: presence::BoardsPresent::default(),
            pegs: pegs::Pegs::new(config.orientation),
            mismatch: Mismatch::default(),
            sighted: sighted::Sighted::new(&config.start, &config.moves),
            dgt_clock: dgt_clock::DgtClock::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::presence::Recorder;

    #[test]
    fn a_new_games_boards_know_nothing_yet_and_the_pegs_would_make_the_record() {
        let mut config = SessionConfig::new(shakmaty::Chess::default());
        let e4 = shakmaty::san::San::from_ascii(b"e4")
            .unwrap()
            .to_move(&config.start)
            .unwrap();
        config.moves = vec![e4];
        let boards = Boards::new(&config);
        assert_eq!(boards.present.pegs(), None);
        assert_eq!(boards.present.eboard(), None);
        assert_eq!(boards.present.recorder(), Recorder::Pegs);
        // An imported move is the e-board's account too: it is followed from after it.
        assert_eq!(boards.sighted.moves(), &[e4]);
    }
}
