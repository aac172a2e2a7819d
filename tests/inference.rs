//! Scenario tests: every physical way of making a move on the peg board, fed to the session as hole events.

use crate::support::Table;
use pegchess::config::Orientation;
use pegchess::game::record::Happening;
use pegchess::inference::Correction;
use pegchess::session::Command;
use pegchess::speech::Phrase;
use shakmaty::{Bitboard, Chess, Color, Piece, Role, Square};

use Square::*;

#[test]
fn a_quiet_move_completes_on_the_clock_press() {
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4);
    assert!(t.moves().is_empty(), "provisional until completed");
    t.press();
    assert_eq!(t.moves(), ["e2e4"]);
    assert!(matches!(
        t.said.last(),
        Some(Phrase::Move {
            mover: Color::White,
            ..
        })
    ));
}

#[test]
fn a_move_completes_after_the_settle_time_without_a_press() {
    let mut t = Table::new(Orientation::White);
    t.slide(G1, F3).wait(2000);
    assert!(t.moves().is_empty(), "not settled before 2.5 seconds");
    t.wait(1000);
    assert_eq!(t.moves(), ["g1f3"]);
}

#[test]
fn captures_are_seen_in_either_order_of_hands_and_while_hovering() {
    // 1. e4 d5 2. exd5: the captured pawn first.
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4).press().slide(D7, D5).press();
    t.lift(D5).lift(E4).wait(5000).place(D5).press();
    assert_eq!(t.moves(), ["e2e4", "d7d5", "e4d5"]);
    // 2... Qxd5: the queen first, hovering for seconds over the square before the pawn goes.
    t.lift(D8).wait(4000);
    assert_eq!(
        t.moves().len(),
        3,
        "a lifted piece is not a move, however long it hovers"
    );
    t.lift(D5).wait(3000).place(D5);
    t.wait(3000);
    assert_eq!(t.moves(), ["e2e4", "d7d5", "e4d5", "d8d5"]);
}

#[test]
fn a_lifted_piece_over_an_enemy_piece_that_was_only_touched_is_no_capture() {
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4).press().slide(D7, D5).press();
    // White touches the d5 pawn (out and in), then lifts the e4 pawn and thinks.
    t.lift(D5).place(D5).lift(E4).wait(4000);
    assert_eq!(t.moves().len(), 2);
    t.place(E5).press();
    assert_eq!(t.moves(), ["e2e4", "d7d5", "e4e5"]);
    assert_eq!(
        t.touches(),
        [(
            Piece {
                color: Color::Black,
                role: Role::Pawn
            },
            D5
        )]
    );
}

#[test]
fn castling_king_first_and_rook_first() {
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    let mut t = Table::from_fen(fen);
    t.slide(E1, G1).slide(H1, F1).press();
    assert_eq!(t.moves(), ["e1g1"]);
    // Black castles long, rook first: the rook move is provisional and revised when the king follows.
    t.slide(A8, D8).slide(E8, C8).press();
    assert_eq!(t.moves(), ["e1g1", "e8c8"]);
    let revised = t.session.record().notes().iter().any(
        |n| matches!(&n.what, Happening::Revised { from, to } if from == "Rd8" && to == "O-O-O"),
    );
    assert!(revised, "the rook move was noted as revised into castling");
}

#[test]
fn en_passant_in_either_order() {
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    let mut t = Table::from_fen(fen);
    t.lift(E5).place(D6).lift(D5).press();
    assert_eq!(t.moves(), ["e5d6"]);
    let mut t = Table::from_fen(fen);
    t.lift(D5).slide(E5, D6).press();
    assert_eq!(t.moves(), ["e5d6"]);
}

#[test]
fn promotion_asks_for_the_piece_and_never_guesses() {
    let fen = "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1";
    let mut t = Table::from_fen(fen);
    t.slide(E7, E8).press();
    assert!(t.moves().is_empty());
    assert_eq!(t.said.last(), Some(&Phrase::PromotionQuestion(E8)));
    t.cmd(Command::Promote(Role::Queen));
    assert_eq!(t.moves(), ["e7e8q"]);
    // Told beforehand: the press completes at once.
    let mut t = Table::from_fen(fen);
    t.cmd(Command::Promote(Role::Knight)).slide(E7, E8).press();
    assert_eq!(t.moves(), ["e7e8n"]);
}

#[test]
fn promotion_is_not_completed_by_the_settle_time_alone() {
    let mut t = Table::from_fen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    t.slide(E7, E8).wait(6000);
    assert!(t.moves().is_empty());
    assert!(t.said.contains(&Phrase::PromotionQuestion(E8)));
}

#[test]
fn a_piece_lifted_and_put_back_is_a_touch_and_no_move() {
    let mut t = Table::new(Orientation::White);
    t.lift(G1).place(G1).wait(3000);
    assert!(t.moves().is_empty());
    assert_eq!(
        t.touches(),
        [(
            Piece {
                color: Color::White,
                role: Role::Knight
            },
            G1
        )]
    );
    // A black piece knocked out and put back while White is to move is a touch too.
    t.lift(B8).place(B8).slide(E2, E4).press();
    assert_eq!(t.moves(), ["e2e4"]);
    assert_eq!(t.touches().len(), 2);
}

#[test]
fn sensor_bounce_is_neither_a_touch_nor_a_move() {
    let mut t = Table::new(Orientation::White);
    t.set(t.holes & !Bitboard::from_square(C2), false);
    t.step(20);
    t.set(t.holes | Bitboard::from_square(C2), false);
    t.wait(3000);
    assert!(t.touches().is_empty());
    assert!(t.moves().is_empty());
}

#[test]
fn a_takeback_agreed_by_the_players_removes_the_move() {
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4).press().slide(E4, E2).wait(3000);
    assert!(t.moves().is_empty());
    assert!(t.said.contains(&Phrase::TakenBack { plies: 1 }));
}

#[test]
fn a_wrong_board_is_described_in_steps_and_the_match_is_announced() {
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4).press();
    // Black's pawn goes to a square no pawn can reach, and a white knight falls off.
    t.slide(E7, E3).lift(G1).wait(3000);
    let steps = t.said.iter().find_map(|p| match p {
        Phrase::Mismatch(s) => Some(s.clone()),
        _ => None,
    });
    assert_eq!(
        steps.expect("a mismatch is described"),
        vec![
            Correction::Empty(E3),
            Correction::Place(
                Piece {
                    color: Color::White,
                    role: Role::Knight
                },
                G1
            ),
            Correction::Place(
                Piece {
                    color: Color::Black,
                    role: Role::Pawn
                },
                E7
            ),
        ]
    );
    t.lift(E3).place(G1).place(E7).wait(500);
    assert_eq!(t.said.last(), Some(&Phrase::BoardMatches));
    t.slide(E7, E5).press();
    assert_eq!(t.moves(), ["e2e4", "e7e5"]);
}

#[test]
fn the_board_may_stand_turned_round_and_the_first_move_tells() {
    let mut t = Table::new(Orientation::Auto);
    t.turned = true;
    t.slide(E2, E4).press();
    assert_eq!(t.moves(), ["e2e4"]);
    t.slide(C7, C5).press();
    assert_eq!(t.moves(), ["e2e4", "c7c5"]);
}

#[test]
fn a_capture_whose_frames_were_lost_is_completed_by_the_press_when_only_one_fits() {
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4).press().slide(D7, D5).press();
    // Only the snapshot after the loss is seen: e4 empty, d5 still full.
    t.step(500);
    t.set(t.holes & !Bitboard::from_square(E4), true);
    t.press();
    assert_eq!(t.moves(), ["e2e4", "d7d5", "e4d5"]);
}

#[test]
fn an_incomplete_move_refuses_the_press_and_says_what_is_missing() {
    let mut t = Table::new(Orientation::White);
    t.lift(E2).press();
    assert!(t.moves().is_empty());
    assert_eq!(
        t.said.last(),
        Some(&Phrase::MoveIncomplete(vec![Correction::Place(
            Piece {
                color: Color::White,
                role: Role::Pawn
            },
            E2
        )]))
    );
}

#[test]
fn an_empty_board_is_set_up_hole_by_hole() {
    let mut t = Table::with_board(Chess::default(), Orientation::White, Bitboard::EMPTY);
    t.wait(3000);
    assert_eq!(
        t.said.last(),
        Some(&Phrase::SetupStep {
            next: Correction::Place(
                Piece {
                    color: Color::White,
                    role: Role::Rook
                },
                A1
            ),
            remaining: 32
        })
    );
    for sq in Bitboard(0xFFFF_0000_0000_FFFF) {
        t.place(sq);
    }
    assert!(t.said.contains(&Phrase::SetupComplete(
        pegchess::speech::phrases::phrase::SetUp::Start
    )));
}

#[test]
fn an_imported_game_continues_from_its_last_position() {
    use pegchess::session::{Session, SessionConfig};
    // An adjourned game (Guideline I): 1. e4 e5 2. Nf3 were played before the board takes over.
    let start = Chess::default();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for uci in ["e2e4", "e7e5", "g1f3"] {
        let m = uci
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        shakmaty::Position::play_unchecked(&mut pos, m);
        moves.push(m);
    }
    let session = Session::new(SessionConfig {
        settle: crate::support::SETTLE,
        orientation: Orientation::White,
        moves,
        ..SessionConfig::new(start)
    });
    assert_eq!(session.record().uci(), ["e2e4", "e7e5", "g1f3"]);
    let holes = shakmaty::Position::board(session.position()).occupied();
    let mut t = Table {
        session,
        holes,
        now: std::time::Duration::ZERO,
        said: Vec::new(),
        turned: false,
        pace: 300,
    };
    t.send(pegchess::board::peg::link::LinkEvent::Holes {
        holes,
        kind: pegchess::board::peg::protocol::OccupancyKind::Snapshot,
    });
    t.slide(Square::B8, Square::C6).press();
    assert_eq!(t.session.record().uci(), ["e2e4", "e7e5", "g1f3", "b8c6"]);
}

#[test]
fn an_unplugged_board_is_said_once_and_a_move_made_meanwhile_is_read_after_the_replug() {
    use pegchess::board::peg::link::LinkEvent;
    use pegchess::board::peg::protocol::OccupancyKind;
    let mut t = Table::new(Orientation::White);
    let gone = || LinkEvent::Disconnected {
        port: "p".into(),
        reason: "unplugged".into(),
    };
    t.send(gone());
    t.send(gone());
    assert_eq!(
        t.said
            .iter()
            .filter(|p| **p == Phrase::BoardDisconnected)
            .count(),
        1
    );
    // While the board is away White plays e4 on it.
    t.holes = (t.holes & !Bitboard::from_square(E2)) | Bitboard::from_square(E4);
    t.send(LinkEvent::Connected {
        port: "p".into(),
        name: "test".into(),
        firmware: "1".into(),
    });
    assert_eq!(t.said.last(), Some(&Phrase::BoardReconnected));
    t.send(LinkEvent::Holes {
        holes: t.holes,
        kind: OccupancyKind::Snapshot,
    });
    t.press();
    assert_eq!(t.moves(), ["e2e4"]);
}

#[test]
fn the_sighted_board_and_the_record_parting_is_said_at_once_with_the_move() {
    use pegchess::speech::Source;
    let mut t = Table::new(Orientation::White);
    t.slide(E2, E4).press().slide(E7, E5).press();
    for m in ["e4", "e5"] {
        t.cmd(Command::Sighted(m.into()));
    }
    assert!(
        !t.said
            .iter()
            .any(|p| matches!(p, Phrase::Divergence { .. }))
    );
    // The assistant enters the move made on the sighted board before the peg board shows White's.
    t.cmd(Command::Sighted("Nc3".into()));
    t.slide(G1, F3).press();
    let divergence = Phrase::Divergence {
        first: Source::Record,
        second: Source::SightedBoard,
        number: 2,
        side: Color::White,
    };
    let n = t.said.len();
    assert_eq!(t.said[n - 2..], [divergence.clone(), Phrase::CallArbiter]);
    // Said once, not again with every later entry.
    t.cmd(Command::Sighted("Nc6".into()));
    assert_eq!(t.said.iter().filter(|p| **p == divergence).count(), 1);
    // A move that cannot be played on the sighted board is refused, not guessed.
    t.cmd(Command::Sighted("Ke3".into()));
    assert!(matches!(t.said.last(), Some(Phrase::InputRejected { .. })));
}

#[test]
fn each_player_has_a_lever_and_one_pressed_out_of_turn_completes_nothing() {
    use pegchess::board::peg::link::LinkEvent;
    use pegchess::board::peg::protocol::Button;
    let mut t = Table::new(Orientation::White);
    let lever = |t: &mut Table, button| {
        t.send(LinkEvent::Button {
            button,
            pressed: true,
        });
        t.send(LinkEvent::Button {
            button,
            pressed: false,
        });
    };
    // Each side completes its first move with its own lever.
    t.slide(E2, E4);
    lever(&mut t, Button::RightLever);
    t.slide(E7, E5);
    lever(&mut t, Button::LeftLever);
    // White moves, but Black's lever is pressed: nothing is completed, and it is noted.
    t.slide(G1, F3);
    lever(&mut t, Button::LeftLever);
    assert_eq!(t.moves(), ["e2e4", "e7e5"]);
    let noted = t
        .session
        .record()
        .notes()
        .iter()
        .any(|n| matches!(n.what, Happening::PressWithoutMove { by: Color::Black }));
    assert!(noted);
    lever(&mut t, Button::RightLever);
    assert_eq!(t.moves(), ["e2e4", "e7e5", "g1f3"]);
}

#[test]
fn a_move_the_board_showed_complete_is_not_replaced_by_one_lost_frames_could_hide() {
    // Black's queen takes on a5 (the pawn touched first), no press; White's pawn goes to d5 by mistake and
    // on to c5 while a frame is lost. At the snapshot the board also fits "Qd5, then c4 takes on d5" (the
    // queen move never shown, the capture without its trace): the move the board showed complete wins.
    let mut t = Table::from_fen("4k3/8/8/Pq6/2P5/8/8/7K b - - 0 1");
    t.lift(A5).place(A5).lift(A5).lift(B5).place(A5);
    let out = t.holes & !Bitboard::from_square(C4);
    t.step(300);
    t.set(out | Bitboard::from_square(D5), true);
    t.lift(D5).place(C5).press();
    assert_eq!(t.moves(), ["b5a5", "c4c5"], "said {:?}", t.said);
}
