//! A board back after the broadcast link was lost is read from the record, never from where it was left:
//! moves announced at the table meanwhile stay once, a move made beyond them on the board is read as a move,
//! and a board that does not follow the record is said to differ, nothing appended (the saved sheet once read
//! `4. c4 d5 5. Nc3 d5`).

use crate::support::SimulatedTime;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::dgt::protocol::RELAY_SERIAL;
use pegchess::board::peg::link::LinkEvent;
use pegchess::session::{Command, Effect, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use shakmaty::san::San;
use shakmaty::{Board, CastlingMode, Chess, Move, Position};
use std::time::Duration;

impl SimulatedTime for Table {
    fn session(&self) -> &Session {
        &self.session
    }

    fn now(&mut self) -> &mut Duration {
        &mut self.now
    }

    fn hand(&mut self, e: Event) {
        Table::hand(self, e);
    }
}

/// Table 2 in simulated time.
pub(super) struct Table {
    pub(super) session: Session,
    now: Duration,
    pub(super) said: Vec<Phrase>,
}

impl Table {
    pub(super) fn new() -> Table {
        let mut t = Table {
            session: Session::new(SessionConfig::new(Chess::default())),
            now: Duration::ZERO,
            said: Vec::new(),
        };
        t.hand(LinkEvent::Missing { looking: false }.into());
        t.connected();
        t
    }

    /// The e-board (back) through the relay.
    pub(super) fn connected(&mut self) {
        self.hand(
            DgtEvent::Connected {
                port: "line".into(),
                serial: RELAY_SERIAL.into(),
                version: "1.7".into(),
            }
            .into(),
        );
    }

    /// The relay has lost its board.
    pub(super) fn lost(&mut self) {
        self.hand(
            DgtEvent::Disconnected {
                port: "line".into(),
                reason: "the relay has no board".into(),
            }
            .into(),
        );
    }

    /// `m` announced and pressed at the table.
    pub(super) fn announce(&mut self, m: Move) {
        self.hand(Event::Command(Command::Announced(
            m.to_uci(CastlingMode::Standard),
        )));
        self.hand(Event::Command(Command::Press));
    }

    pub(super) fn hand(&mut self, e: Event) {
        let effects = self.session.handle(e, self.now);
        self.said
            .extend(effects.into_iter().filter_map(|e| match e {
                Effect::Say(p) => Some(p),
                _ => None,
            }));
    }

    pub(super) fn shows(&mut self, board: &Board) {
        self.hand(
            DgtEvent::Position {
                board: board.clone(),
                dump: true,
            }
            .into(),
        );
        self.pass(3000);
    }

    pub(super) fn record(&self) -> Vec<String> {
        let mut pos = Chess::default();
        self.session
            .record()
            .moves()
            .iter()
            .map(|m| {
                let san = San::from_move(&pos, m.mv).to_string();
                pos.play_unchecked(m.mv);
                san
            })
            .collect()
    }
}

/// The position after `sans` from the start, and the moves.
pub(super) fn after(sans: &[&str]) -> (Chess, Vec<Move>) {
    crate::support::played(Chess::default(), sans)
}

/// The table through a loss: `before` read from the board, `announced` announced and pressed while it is
/// lost, then the board back showing `back`.
fn through_a_loss(before: &[&str], announced: &[&str], back: &[&str]) -> Table {
    let mut t = Table::new();
    t.shows(&Board::default());
    for i in 1..=before.len() {
        t.shows(after(&before[..i]).0.board());
    }
    t.lost();
    let (_, moves) = after(&[before, announced].concat());
    for m in &moves[before.len()..] {
        t.announce(*m);
        t.pass(1000);
    }
    t.connected();
    t.shows(after(back).0.board());
    t
}

#[test]
fn moves_announced_while_the_board_was_lost_stay_once_and_a_move_beyond_them_is_read() {
    let before = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"];
    let announced = ["c3"];
    let t = through_a_loss(
        &before,
        &announced,
        &[&before[..], &["c3", "Nf6", "d4"]].concat(),
    );
    // Two moves made on the board beyond the record (the reply and the next): read as moves.
    assert_eq!(
        t.record(),
        ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4"],
        "{:?}",
        t.said
    );
    assert!(t.said.contains(&Phrase::BroadcastLost));
}

#[test]
fn a_board_back_that_does_not_follow_the_record_is_said_to_differ_and_nothing_is_appended() {
    let before = ["d4", "d5", "c4", "e6"];
    let announced = ["Nc3", "Nf6"];
    // The board back shows another line: a difference, said; the record stays as announced.
    let t = through_a_loss(&before, &announced, &["d4", "d5", "c4", "c6", "Nf3"]);
    assert_eq!(
        t.record(),
        ["d4", "d5", "c4", "e6", "Nc3", "Nf6"],
        "{:?}",
        t.said
    );
    assert!(
        t.said.iter().any(|p| matches!(
            p,
            Phrase::SightedDiffers { .. } | Phrase::SightedBoardWrong { .. }
        )),
        "{:?}",
        t.said
    );
}

#[test]
fn a_move_announced_and_pressed_as_the_link_goes_is_kept_and_the_reply_is_heard() {
    let mut t = Table::new();
    t.shows(&Board::default());
    let (_, moves) = after(&["e4", "e5", "Nf3"]);
    t.shows(after(&["e4"]).0.board());
    t.shows(after(&["e4", "e5"]).0.board());
    // Nf3 announced and pressed while the e-board still makes the record; it never shows it: the link goes.
    t.announce(moves[2]);
    t.pass(500);
    t.lost();
    assert_eq!(t.record(), ["e4", "e5", "Nf3"], "{:?}", t.said);
    // The reply, at table 3, is legal and recorded.
    let (_, moves) = after(&["e4", "e5", "Nf3", "Nc6"]);
    t.announce(moves[3]);
    assert_eq!(t.record(), ["e4", "e5", "Nf3", "Nc6"], "{:?}", t.said);
    // The board back shows both: it agrees, nothing doubled.
    t.connected();
    t.shows(after(&["e4", "e5", "Nf3", "Nc6"]).0.board());
    assert_eq!(t.record(), ["e4", "e5", "Nf3", "Nc6"], "{:?}", t.said);
    assert!(!t.said.contains(&Phrase::PressWithoutMove), "{:?}", t.said);
}
