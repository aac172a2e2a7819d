//! The other accounts of the game beside the record: the sighted player's board as the assistant enters
//! its moves, and the first move on which it and the record part (D.2.9).

use crate::game::record::Record;
use crate::phonetic::numbering::MoveNumber;
use crate::speech::{Phrase, Source};
use shakmaty::{Chess, Move, Position};

/// The sighted board's moves, and the divergence last reported.
#[derive(Debug, Clone)]
pub struct Accounts {
    start: Chess,
    sighted: Vec<Move>,
    reported: Option<usize>,
}

impl Accounts {
    /// No sighted moves yet, from `start`.
    pub fn new(start: Chess) -> Self {
        Accounts {
            start,
            sighted: Vec::new(),
            reported: None,
        }
    }

    /// The position on the sighted board after the moves entered so far.
    pub fn sighted_position(&self) -> Chess {
        let mut pos = self.start.clone();
        for m in &self.sighted {
            pos.play_unchecked(*m);
        }
        pos
    }

    /// The moves entered for the sighted board.
    pub fn sighted(&self) -> &[Move] {
        &self.sighted
    }

    /// Adds a move played on the sighted board (legal in [`Accounts::sighted_position`]).
    pub fn push_sighted(&mut self, m: Move) {
        self.sighted.push(m);
    }

    /// Keeps only the first `plies` sighted moves (after the arbiter's decision).
    pub fn truncate_sighted(&mut self, plies: usize) {
        self.sighted.truncate(plies);
        self.reported = None;
    }

    /// The first half-move (0-based) on which the record and the sighted board differ, if any.
    pub fn parting(&self, record: &Record) -> Option<usize> {
        record
            .moves()
            .iter()
            .zip(&self.sighted)
            .position(|(r, s)| r.mv != *s)
    }

    /// Compares the sighted board with the record; returns the phrase to say when they have newly
    /// parted (once per parting point; forgotten when they agree again).
    pub fn check(&mut self, record: &Record) -> Option<Phrase> {
        let Some(ply) = self.parting(record) else {
            self.reported = None;
            return None;
        };
        if self.reported == Some(ply) {
            return None;
        }
        self.reported = Some(ply);
        let at = MoveNumber::of(&self.start, ply);
        Some(Phrase::Divergence {
            first: Source::Record,
            second: Source::SightedBoard,
            number: at.number,
            side: at.side,
        })
    }
}
