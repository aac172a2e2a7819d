//! The boards at the table: which are there (the peg board, the sighted player's e-board), what is said of
//! them, and which makes the record: the pegs while they are read, else the e-board, else the announcements,
//! completed by the press. Where no peg board reads the moves, an announcement is said back at once from
//! what was said, the same whether or not the position allows it (Article 11.3.1): that is said only after
//! the press (`moves.rs`).

use super::Phrase;
use crate::speech::phrases::phrase::Presence;
use shakmaty::Move;
use shakmaty::san::SanPlus;

/// A legal move `m` from `pos` as it is said back when no written form says it (words, UCI): its SAN, without
/// check or mate (what was announced, not what the position makes of it).
pub(super) fn said_back(pos: &shakmaty::Chess, m: Move) -> SanPlus {
    SanPlus {
        san: shakmaty::san::San::from_move(pos, m),
        suffix: None,
    }
}

/// Which board makes the record now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recorder {
    /// The peg board (table 1): its pegs are read.
    Pegs,
    /// The sighted player's e-board, no peg board (table 2): a move stands when the e-board shows it.
    EBoard,
    /// No board (table 3): a move announced, completed by the press.
    Announcements,
}

/// What the session knows of the boards at the table, and what it last said of them.
#[derive(Debug, Clone, Default)]
pub struct BoardsPresent {
    pegs: Option<Presence>,
    eboard: Option<Presence>,
    said: Option<(Presence, Presence)>,
    /// Whether the e-board last connected is read through a broadcast relay.
    relayed: bool,
    /// A resumed game: which boards' links have not reported since (the peg board's, the e-board's). What the
    /// journal knew of them is not said: the table is said once both links have told what they find now.
    unreported: (bool, bool),
}

impl BoardsPresent {
    /// The peg board, once its link has reported.
    pub fn pegs(&self) -> Option<Presence> {
        self.pegs
    }

    /// The sighted player's e-board, once the game knows whether one is used.
    pub fn eboard(&self) -> Option<Presence> {
        self.eboard
    }

    /// Which board makes the record. Until the peg board's link has said it is missing, the pegs do (a
    /// peg board answers within the first second; the link says so when none has after a few).
    pub fn recorder(&self) -> Recorder {
        match (self.pegs, self.eboard) {
            (None | Some(Presence::Connected), _) => Recorder::Pegs,
            (_, Some(Presence::Connected)) => Recorder::EBoard,
            _ => Recorder::Announcements,
        }
    }

    /// The peg board's presence changed; `quiet`: its own phrase says it (an unplug), so the table is
    /// taken as said.
    pub(super) fn set_pegs(&mut self, pegs: Presence, quiet: bool) {
        self.pegs = Some(pegs);
        self.unreported.0 = false;
        if quiet && let Some(eboard) = self.eboard {
            self.said = Some((pegs, eboard));
        }
    }

    /// The e-board connected is read through a broadcast relay (or not): its loss is said as the broadcast
    /// link's.
    pub(super) fn set_relayed(&mut self, relayed: bool) {
        self.relayed = relayed;
    }

    /// The e-board's presence changed.
    pub(super) fn set_eboard(&mut self, eboard: Presence) {
        self.eboard = Some(eboard);
        self.unreported.1 = false;
    }

    /// The game is resumed: the boards are found again, and the table is said as the links find it (not as
    /// the journal left it).
    pub(super) fn resumed(&mut self) {
        self.unreported = (true, true);
        self.said = None;
    }

    /// The phrase that says the table, when it lacks the peg board and differs from what was last said
    /// (once both boards are known).
    pub(super) fn phrase(&mut self) -> Option<Phrase> {
        if self.unreported != (false, false) {
            return None;
        }
        let now = (self.pegs?, self.eboard?);
        if now.0 == Presence::Connected || self.said == Some(now) {
            return None;
        }
        self.said = Some(now);
        if self.relayed && now.1 == Presence::Looking {
            return Some(Phrase::BroadcastLost);
        }
        Some(Phrase::Table {
            pegs: now.0,
            eboard: now.1,
        })
    }
}
