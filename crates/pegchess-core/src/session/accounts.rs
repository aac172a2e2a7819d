//! The other accounts of the game beside the record: the sighted player's board as the assistant enters
//! its moves, and the first move on which it and the record part (D.2.9).

use crate::game::record::Record;
use crate::notation::numbering::MoveNumber;
use crate::speech::{Phrase, Source};
use shakmaty::{Chess, Color, Move, Piece, Position};

/// The sighted board's moves, and the divergence last reported.
#[derive(Debug, Clone)]
pub struct Accounts {
    start: Chess,
    sighted: Vec<Move>,
    reported: Option<usize>,
    /// Whether a parting was said and the accounts have not agreed since.
    parted: bool,
}

impl Accounts {
    /// No sighted moves yet, from `start`.
    pub fn new(start: Chess) -> Self {
        Accounts {
            start,
            sighted: Vec::new(),
            reported: None,
            parted: false,
        }
    }

    /// The position on the sighted board after the moves entered so far.
    pub(crate) fn sighted_position(&self) -> Chess {
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
    pub(crate) fn push_sighted(&mut self, m: Move) {
        self.sighted.push(m);
    }

    /// Keeps only the first `plies` sighted moves (after the arbiter's decision).
    pub(crate) fn truncate_sighted(&mut self, plies: usize) {
        self.sighted.truncate(plies);
        self.reported = None;
        self.parted = false;
    }

    /// Replaces the sighted moves with those a sighted e-board shows (a parting already said stays said).
    pub(crate) fn set_sighted(&mut self, moves: Vec<Move>) {
        self.sighted = moves;
    }

    /// When the record and the sighted board part at `ply` only in the piece a pawn became (which the peg
    /// board cannot see), the phrase naming both pieces.
    pub(crate) fn promotion_difference(&self, record: &Record, ply: usize) -> Option<Phrase> {
        let recorded = record.moves().get(ply)?.mv;
        let sighted = *self.sighted.get(ply)?;
        match (recorded, sighted) {
            (
                Move::Normal {
                    from: f1,
                    to,
                    promotion: Some(r1),
                    ..
                },
                Move::Normal {
                    from: f2,
                    to: t2,
                    promotion: Some(r2),
                    ..
                },
            ) if f1 == f2 && to == t2 && r1 != r2 => {
                let color = if to.rank() == shakmaty::Rank::Eighth {
                    Color::White
                } else {
                    Color::Black
                };
                Some(Phrase::PromotionDiffers {
                    square: to,
                    sighted: Piece { color, role: r2 },
                    record: Piece { color, role: r1 },
                })
            }
            _ => None,
        }
    }

    /// Once after a parting was said, when the record and the sighted board agree again: the phrase saying so.
    pub(crate) fn agreed_again(&mut self, record: &Record) -> Option<Phrase> {
        (self.parted && self.parting(record).is_none()).then(|| {
            self.parted = false;
            Phrase::Agreement {
                first: Source::Record,
                second: Source::SightedBoard,
            }
        })
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
        self.parted = true;
        let at = MoveNumber::of(&self.start, ply);
        Some(Phrase::Divergence {
            first: Source::Record,
            second: Source::SightedBoard,
            number: at.number,
            side: at.side,
        })
    }
}
