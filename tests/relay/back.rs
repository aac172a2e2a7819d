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

/// Whether `p` says the record and the sighted board agree.
fn agree(p: &Phrase) -> bool {
    matches!(p, Phrase::Agreement { .. })
}

#[test]
fn a_board_back_behind_the_record_is_said_once_and_followed_forward_never_revising_the_reply() {
    // 1. e4 read from the board; lost; 1... e5 announced and pressed at the table; back still after 1. e4.
    let mut t = through_a_loss(&["e4"], &["e5"], &["e4"]);
    assert_eq!(t.record(), ["e4", "e5"], "{:?}", t.said);
    let behind = Phrase::SightedBehind {
        count: 1,
        number: 1,
        side: shakmaty::Color::Black,
    };
    assert_eq!(
        t.said.iter().filter(|p| **p == behind).count(),
        1,
        "{:?}",
        t.said
    );
    // The reply made on the board: caught up, said once; the game goes on from the board.
    let from = t.said.len();
    t.shows(after(&["e4", "e5"]).0.board());
    assert_eq!(t.record(), ["e4", "e5"], "{:?}", t.said);
    assert_eq!(
        t.said[from..].iter().filter(|p| agree(p)).count(),
        1,
        "{:?}",
        t.said
    );
    t.shows(after(&["e4", "e5", "Nf3"]).0.board());
    assert_eq!(t.record(), ["e4", "e5", "Nf3"], "{:?}", t.said);
    assert_eq!(
        t.said.iter().filter(|p| **p == behind).count(),
        1,
        "{:?}",
        t.said
    );

    // Another move than the recorded reply: the boards differ, the reply stays.
    let mut t = through_a_loss(&["e4"], &["e5"], &["e4"]);
    let from = t.said.len();
    t.shows(after(&["e4", "Nf6"]).0.board());
    assert_eq!(t.record(), ["e4", "e5"], "{:?}", t.said);
    assert!(
        t.said[from..]
            .iter()
            .any(|p| matches!(p, Phrase::Divergence { number: 1, .. })),
        "{:?}",
        t.said
    );
    assert!(!t.said[from..].iter().any(agree), "{:?}", t.said);
    // The same player's moves go on: still nothing of the record revised or appended.
    t.shows(after(&["e4", "Nf6", "Nc3"]).0.board());
    assert_eq!(t.record(), ["e4", "e5"], "{:?}", t.said);
}

#[test]
fn a_board_back_three_moves_behind_is_followed_forward_and_a_wrong_move_there_differs() {
    let recorded = ["e4", "e5", "Nf3", "Nc6", "Bb5"];
    let mut t = through_a_loss(&["e4", "e5"], &["Nf3", "Nc6", "Bb5"], &["e4", "e5"]);
    assert_eq!(t.record(), recorded, "{:?}", t.said);
    let behind = Phrase::SightedBehind {
        count: 3,
        number: 2,
        side: shakmaty::Color::White,
    };
    assert!(
        t.said.contains(&behind),
        "{:?}\n{:?}",
        t.said,
        t.session.sighted()
    );
    // Nf3 and Nc6 made on the board, then Bc4 for the recorded Bb5: a difference; nothing revised.
    t.shows(after(&["e4", "e5", "Nf3"]).0.board());
    t.shows(after(&["e4", "e5", "Nf3", "Nc6"]).0.board());
    assert!(!t.said.iter().any(agree), "{:?}", t.said);
    t.shows(after(&["e4", "e5", "Nf3", "Nc6", "Bc4"]).0.board());
    assert_eq!(t.record(), recorded, "{:?}", t.said);
    assert!(
        t.said
            .iter()
            .any(|p| matches!(p, Phrase::Divergence { number: 3, .. })),
        "{:?}",
        t.said
    );
    // Set right (Bc4 back, Bb5 made): caught up, and the reply read from the board.
    t.shows(after(&["e4", "e5", "Nf3", "Nc6"]).0.board());
    t.shows(after(&recorded).0.board());
    t.shows(after(&[&recorded[..], &["a6"]].concat()).0.board());
    assert_eq!(
        t.record(),
        [&recorded[..], &["a6"]].concat(),
        "{:?}",
        t.said
    );
    assert!(t.said.iter().any(agree), "{:?}", t.said);
}

#[test]
fn a_board_back_unlike_a_wrong_announcement_is_said_to_differ_from_a_recorded_position_never_to_agree()
 {
    let before = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"];
    // Bxc6 announced while the board is away, where the sighted board gets O-O; Nxe4 announced after it.
    let t = through_a_loss(
        &before,
        &["Bxc6", "Nxe4"],
        &[&before[..], &["O-O", "Nxe4"]].concat(),
    );
    assert_eq!(
        t.record(),
        [&before[..], &["Bxc6", "Nxe4"]].concat(),
        "{:?}",
        t.said
    );
    let back = t
        .said
        .iter()
        .rposition(|p| matches!(p, Phrase::Table { .. } | Phrase::SightedBoardConnected))
        .unwrap_or(0);
    assert!(!t.said[back..].iter().any(agree), "{:?}", t.said);
    assert!(
        t.said[back..].iter().any(|p| matches!(
            p,
            Phrase::SightedDiffers { .. }
                | Phrase::SightedBoardWrong { .. }
                | Phrase::Divergence { .. }
        )),
        "{:?}",
        t.said
    );
    // The position the arbiter is pointed to is one of the record's, never a move it lacks.
    let d = t.session.sighted().difference().expect("a difference");
    assert_eq!(
        d.beyond,
        None,
        "{d:?} {:?}\n{:?}",
        t.said,
        t.session.sighted()
    );
    assert!(d.plies <= t.record().len(), "{d:?}");
}

#[test]
fn a_pawn_held_as_the_link_goes_and_pushed_on_meanwhile_is_one_move_from_the_record() {
    // The tryout's order: c7-c6 shown and lost within its hold; the relay passes the board (c5) on a moment
    // before the table's greeting is answered, then the board back is read whole.
    let mut t = Table::new();
    t.shows(&Board::default());
    t.shows(after(&["e4"]).0.board());
    let dump = |sans: &[&str]| -> Event {
        DgtEvent::Position {
            board: after(sans).0.board().clone(),
            dump: true,
        }
        .into()
    };
    t.hand(dump(&["e4", "c6"]));
    t.pass(300);
    t.lost();
    t.pass(8500);
    t.hand(dump(&["e4", "c5"]));
    t.pass(560);
    t.connected();
    t.hand(dump(&["e4", "c5"]));
    t.pass(3000);
    assert_eq!(t.record(), ["e4", "c5"], "{:?}", t.said);
    let back = t
        .said
        .iter()
        .position(|p| *p == Phrase::BroadcastLost)
        .unwrap();
    assert!(
        !t.said[back..].iter().any(|p| matches!(
            p,
            Phrase::Divergence { .. }
                | Phrase::SightedDiffers { .. }
                | Phrase::SightedBoardWrong { .. }
        ) || agree(p)),
        "{:?}",
        t.said
    );
    // The game goes on from the board.
    t.shows(after(&["e4", "c5", "Nf3"]).0.board());
    assert_eq!(t.record(), ["e4", "c5", "Nf3"], "{:?}", t.said);
}
