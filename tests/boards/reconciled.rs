//! Issue 22: both boards and the record reconciled in every state. The three reproductions of the issue, one
//! test per state of the sighted e-board and of the peg board, the wake-up, and 11.3.1 (nothing early).

use crate::dgt::session::{TwoBoards, san};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::OccupancyKind;
use pegchess::config::Mode;
use pegchess::inference::agreement::Fix;
use pegchess::session::Event;
use pegchess::session::sighted::DIFFER_HOLD;
use pegchess::speech::Phrase;
use pegchess::speech::phrases::phrase::Source;
use shakmaty::{Board, Chess, Color, Move, Piece, Position, Role, Square};
use std::time::Duration;

const AGREE: Phrase = Phrase::Agreement {
    first: Source::Record,
    second: Source::SightedBoard,
};

fn white(role: Role) -> Piece {
    Piece {
        color: Color::White,
        role,
    }
}

fn black(role: Role) -> Piece {
    Piece {
        color: Color::Black,
        role,
    }
}

/// Both boards through `sans` (White on the pegs first, Black on the e-board first); returns the position.
fn opening(t: &mut TwoBoards, sans: &[&str]) -> Chess {
    let mut pos = Chess::default();
    for s in sans {
        let m = san(&pos, s);
        t.both(&mut pos, m);
    }
    t.advance(Duration::from_secs(3));
    pos
}

/// What the sighted board's measuring said from `from` on (differences, lost boards, agreement, arbiter).
fn reports(t: &TwoBoards, from: usize) -> Vec<(Duration, Phrase)> {
    t.said_at[from..]
        .iter()
        .filter(|(_, p)| {
            matches!(
                p,
                Phrase::SightedDiffers { .. }
                    | Phrase::SightedBoardWrong { .. }
                    | Phrase::Agreement { .. }
                    | Phrase::CallArbiter
                    | Phrase::Divergence { .. }
            )
        })
        .cloned()
        .collect()
}

/// Lifts the piece on `from` and puts `piece` on `to`, a pause apart, on the sighted board.
fn put(t: &mut TwoBoards, from: Option<Square>, to: Square, piece: Piece) {
    let mut board = t.sighted.clone();
    if let Some(from) = from {
        board.discard_piece_at(from);
        t.show(board.clone());
        t.advance(Duration::from_millis(400));
    }
    board.set_piece_at(to, piece);
    t.show(board);
}

fn said_once_within_the_hold(t: &TwoBoards, from: usize, at: Duration, phrase: &Phrase) {
    let r = reports(t, from);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(&r[0].1, phrase);
    let late = r[0].0.saturating_sub(at);
    assert!(
        r[0].0 >= at + DIFFER_HOLD && late <= DIFFER_HOLD + Duration::from_millis(500),
        "said {late:?} after the board stood still"
    );
}

#[test]
fn a_bishop_copied_to_a_square_it_cannot_reach_is_said_at_once() {
    let mut t = TwoBoards::new(Chess::default(), 1, false);
    let pos = opening(&mut t, &["e4", "e5", "Nf3", "Nc6"]);
    let bc4 = san(&pos, "Bc4");
    t.peg(&pos, &bc4);
    let from = t.said_at.len();
    put(&mut t, Some(Square::F1), Square::D4, white(Role::Bishop));
    let at = t.now;
    t.advance(Duration::from_secs(12));
    let fix = Fix::Move {
        piece: white(Role::Bishop),
        from: Square::D4,
        to: Square::C4,
    };
    said_once_within_the_hold(&t, from, at, &Phrase::SightedDiffers { fix, more: 0 });
    assert_eq!(
        t.session.sighted().difference().map(|d| d.fixes.clone()),
        Some(vec![fix])
    );
    // The console and the window give the whole difference for the arbiter and the assistant.
    let line = pegchess::ui::console::sighted_difference_line(
        pegchess::ui::console::Console::stable(),
        &t.session,
    )
    .expect("a line");
    assert!(
        line.starts_with(
            "arbiter: the sighted board should show the position after 3. Bc4; fix: B d4->c4;"
        ),
        "{line}"
    );
    #[cfg(feature = "window")]
    assert_eq!(
        pegchess::ui::window::view::View::of(&t.session, t.now).sighted_fixes,
        Some((Some("3. Bc4".to_string()), vec![fix]))
    );
    // The bishop moved on to c4: the boards agree, and the e-board is followed on.
    let from = t.said_at.len();
    put(&mut t, Some(Square::D4), Square::C4, white(Role::Bishop));
    t.advance(Duration::from_secs(3));
    assert_eq!(
        reports(&t, from).iter().map(|r| &r.1).collect::<Vec<_>>(),
        vec![&AGREE]
    );
    let record: Vec<Move> = t.session.record().moves().iter().map(|m| m.mv).collect();
    assert_eq!(t.session.sighted().moves(), record.as_slice());
    assert!(t.session.sighted().difference().is_none());
}

#[test]
fn a_bishop_put_where_the_knight_belongs_is_said_before_the_knight_comes() {
    let mut t = TwoBoards::new(Chess::default(), 2, false);
    let pos = opening(&mut t, &["e4", "e5"]);
    t.peg(&pos, &san(&pos, "Nf3"));
    let from = t.said_at.len();
    // The knight is lifted from g1 and a bishop (from the box) is put on f3.
    put(&mut t, Some(Square::G1), Square::F3, white(Role::Bishop));
    let at = t.now;
    t.advance(Duration::from_secs(5));
    let fix = Fix::Replace {
        square: Square::F3,
        found: white(Role::Bishop),
        expected: white(Role::Knight),
    };
    said_once_within_the_hold(&t, from, at, &Phrase::SightedDiffers { fix, more: 0 });
    let from = t.said_at.len();
    put(&mut t, Some(Square::F3), Square::F3, white(Role::Knight));
    t.advance(Duration::from_secs(2));
    assert_eq!(
        reports(&t, from).iter().map(|r| &r.1).collect::<Vec<_>>(),
        vec![&AGREE]
    );
}

#[test]
fn an_answer_on_a_board_that_never_got_the_last_move_is_said_and_the_board_followed_on() {
    let mut t = TwoBoards::new(Chess::default(), 3, false);
    let mut pos = opening(&mut t, &["e4", "e5", "Nf3", "Nc6"]);
    let bc4 = san(&pos, "Bc4");
    t.peg(&pos, &bc4);
    pos.play_unchecked(bc4);
    // The sighted player never copies Bc4 and answers Nf6 on the e-board.
    let from = t.said_at.len();
    put(&mut t, Some(Square::G8), Square::F6, black(Role::Knight));
    let at = t.now;
    t.advance(Duration::from_secs(6));
    let fix = Fix::Move {
        piece: white(Role::Bishop),
        from: Square::F1,
        to: Square::C4,
    };
    said_once_within_the_hold(&t, from, at, &Phrase::SightedDiffers { fix, more: 0 });
    // Then Bc4 is copied as well: the e-board shows both moves, and is followed from there.
    let from = t.said_at.len();
    put(&mut t, Some(Square::F1), Square::C4, white(Role::Bishop));
    t.advance(Duration::from_secs(3));
    assert_eq!(
        reports(&t, from).iter().map(|r| &r.1).collect::<Vec<_>>(),
        vec![&AGREE]
    );
    let nf6 = san(&pos, "Nf6");
    let mut line: Vec<Move> = t.session.record().moves().iter().map(|m| m.mv).collect();
    line.push(nf6);
    assert_eq!(t.session.sighted().moves(), line.as_slice());
    // The game goes on, and the e-board is read for the rest of it.
    t.peg(&pos, &nf6);
    pos.play_unchecked(nf6);
    for s in ["O-O", "Bc5", "d3", "d6"] {
        let m = san(&pos, s);
        t.both(&mut pos, m);
    }
    let record: Vec<Move> = t.session.record().moves().iter().map(|m| m.mv).collect();
    assert_eq!(record.len(), 10);
    assert_eq!(t.session.sighted().moves(), record.as_slice());
    assert!(t.divergences().is_empty(), "{:?}", t.said);
}

#[test]
fn a_sighted_board_in_step_or_behind_is_never_reported() {
    let mut t = TwoBoards::new(Chess::default(), 4, false);
    let pos = opening(&mut t, &["d4", "d5", "c4"]);
    // Black to move; the blind player's c4 is on the e-board too (in step). Nothing is said for a minute.
    let from = t.said_at.len();
    t.advance(Duration::from_secs(60));
    assert!(reports(&t, from).is_empty());
    // White plays on the pegs and the e-board lags behind by one move: still nothing.
    let e6 = san(&pos, "e6");
    t.sighted(&pos, &e6);
    t.peg(&pos, &e6);
    let mut pos = pos;
    pos.play_unchecked(e6);
    t.peg(&pos, &san(&pos, "Nc3"));
    t.advance(Duration::from_secs(30));
    assert!(reports(&t, from).is_empty(), "{:?}", reports(&t, from));
}

#[test]
fn a_hand_at_work_is_never_reported() {
    let mut t = TwoBoards::new(Chess::default(), 5, false);
    let pos = opening(&mut t, &["e4", "d5"]);
    // White takes on d5 on the pegs; on the e-board the pawn is lifted, and the captured pawn too, for long.
    let exd5 = san(&pos, "exd5");
    t.peg(&pos, &exd5);
    let from = t.said_at.len();
    let mut board = t.sighted.clone();
    board.discard_piece_at(Square::E4);
    t.show(board.clone());
    t.advance(Duration::from_secs(8));
    board.discard_piece_at(Square::D5);
    t.show(board.clone());
    t.advance(Duration::from_secs(8));
    assert!(reports(&t, from).is_empty(), "{:?}", reports(&t, from));
    board.set_piece_at(Square::D5, white(Role::Pawn));
    t.show(board);
    t.advance(Duration::from_secs(2));
    assert!(reports(&t, from).is_empty(), "{:?}", reports(&t, from));
    let record: Vec<Move> = t.session.record().moves().iter().map(|m| m.mv).collect();
    assert_eq!(t.session.sighted().moves(), record.as_slice());
}

#[test]
fn the_sighted_players_own_wrong_move_waits_for_completion_in_tournament_mode() {
    for mode in [Mode::Tournament, Mode::Casual] {
        let mut t = TwoBoards::with_mode(Chess::default(), 6, false, mode);
        let pos = opening(&mut t, &["e4", "e5", "Nf3"]);
        // Black (the sighted player) puts the b8 knight on b6, which it cannot reach, and does not go on.
        let from = t.said_at.len();
        put(&mut t, Some(Square::B8), Square::B6, black(Role::Knight));
        let at = t.now;
        t.advance(Duration::from_secs(10));
        let wrong = Fix::Move {
            piece: black(Role::Knight),
            from: Square::B6,
            to: Square::B8,
        };
        if mode == Mode::Casual {
            said_once_within_the_hold(
                &t,
                from,
                at,
                &Phrase::SightedDiffers {
                    fix: wrong,
                    more: 0,
                },
            );
            continue;
        }
        assert!(
            reports(&t, from).is_empty(),
            "11.3.1: {:?}",
            reports(&t, from)
        );
        // Black announces Nc6 and the blind player plays it on the pegs: now the e-board differs.
        let nc6 = san(&pos, "Nc6");
        t.peg(&pos, &nc6);
        let moved_on = t.now;
        t.advance(Duration::from_secs(3));
        let r = reports(&t, from);
        assert!(
            r.iter()
                .all(|(at, _)| *at <= moved_on + Duration::from_millis(200)),
            "{r:?}"
        );
        let fix = Fix::Move {
            piece: black(Role::Knight),
            from: Square::B6,
            to: Square::C6,
        };
        assert_eq!(
            r.iter().map(|r| &r.1).collect::<Vec<_>>(),
            vec![&Phrase::SightedDiffers { fix, more: 0 }]
        );
    }
}

#[test]
fn a_board_no_slip_explains_is_said_to_differ_with_the_arbiter_and_followed_again_later() {
    let mut t = TwoBoards::new(Chess::default(), 7, false);
    let pos = opening(&mut t, &["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    let from = t.said_at.len();
    // Someone knocks the white queen's side over: five white pieces off the e-board.
    let mut board = t.sighted.clone();
    for sq in [Square::A1, Square::B1, Square::C1, Square::D1, Square::E1] {
        board.discard_piece_at(sq);
    }
    t.show(board);
    t.advance(Duration::from_secs(3));
    let r: Vec<Phrase> = reports(&t, from).into_iter().map(|r| r.1).collect();
    assert_eq!(
        r,
        vec![Phrase::SightedBoardWrong { count: 5 }, Phrase::CallArbiter]
    );
    // The pieces go back: the boards agree, and the next move is read.
    let from = t.said_at.len();
    t.show(pos.board().clone());
    t.advance(Duration::from_secs(2));
    assert_eq!(
        reports(&t, from).iter().map(|r| &r.1).collect::<Vec<_>>(),
        vec![&AGREE]
    );
    let a6 = san(&pos, "a6");
    t.sighted(&pos, &a6);
    t.peg(&pos, &a6);
    let record: Vec<Move> = t.session.record().moves().iter().map(|m| m.mv).collect();
    assert_eq!(t.session.sighted().moves(), record.as_slice());
}

#[test]
fn two_pieces_swapped_and_an_extra_piece_are_named() {
    let mut t = TwoBoards::new(Chess::default(), 8, false);
    let _ = opening(&mut t, &["d4", "Nf6"]);
    // Black's move is on both boards; the sighted side swaps White's knight and bishop on b1 and c1.
    let from = t.said_at.len();
    let mut board = t.sighted.clone();
    board.set_piece_at(Square::B1, white(Role::Bishop));
    board.set_piece_at(Square::C1, white(Role::Knight));
    t.show(board.clone());
    let at = t.now;
    t.advance(Duration::from_secs(3));
    let swap = Phrase::SightedDiffers {
        fix: Fix::Move {
            piece: white(Role::Knight),
            from: Square::C1,
            to: Square::B1,
        },
        more: 1,
    };
    said_once_within_the_hold(&t, from, at, &swap);
    // Put right, then an extra white queen appears on h5.
    t.show(t.session.position().board().clone());
    t.advance(Duration::from_secs(2));
    let from = t.said_at.len();
    let mut board: Board = t.session.position().board().clone();
    board.set_piece_at(Square::H5, white(Role::Queen));
    t.show(board);
    let at = t.now;
    t.advance(Duration::from_secs(3));
    let extra = Phrase::SightedDiffers {
        fix: Fix::Remove {
            piece: white(Role::Queen),
            square: Square::H5,
        },
        more: 0,
    };
    said_once_within_the_hold(&t, from, at, &extra);
}

#[test]
fn a_legal_move_other_than_the_records_is_said_as_a_parting() {
    let mut t = TwoBoards::new(Chess::default(), 9, false);
    let pos = opening(&mut t, &["e4", "e5"]);
    t.peg(&pos, &san(&pos, "Nf3"));
    let from = t.said_at.len();
    t.sighted(&pos, &san(&pos, "Nc3"));
    t.advance(Duration::from_secs(3));
    let r = reports(&t, from);
    assert!(
        matches!(r.first(), Some((_, Phrase::Divergence { .. }))),
        "{r:?}"
    );
    assert!(
        !r.iter()
            .any(|(_, p)| matches!(p, Phrase::SightedDiffers { .. })),
        "{r:?}"
    );
}

#[test]
fn the_wake_up_includes_the_sighted_boards_hold_with_no_clock() {
    let mut t = TwoBoards::new(Chess::default(), 10, false);
    let pos = opening(&mut t, &["e4", "e5", "Nf3", "Nc6"]);
    t.peg(&pos, &san(&pos, "Bc4"));
    put(&mut t, Some(Square::F1), Square::D4, white(Role::Bishop));
    let now = t.now;
    // No clock runs: the only thing due is the end of the hold on the e-board.
    assert!(t.session.timekeeper().is_none());
    let due = t.session.next_due(now).expect("the hold is due");
    assert_eq!(due, now + DIFFER_HOLD);
    assert!(!t.session.wants_tick(due - Duration::from_millis(1)));
    assert!(t.session.wants_tick(due));
    // One tick at that moment says the difference, and nothing is due after it.
    t.now = due;
    let from = t.said_at.len();
    t.event(Event::Tick);
    assert_eq!(reports(&t, from).len(), 1);
    assert_eq!(t.session.next_due(t.now), None);
    // A held slide is due too: Bc4 copied, the bishop could still slide to b5.
    put(&mut t, Some(Square::D4), Square::C4, white(Role::Bishop));
    let now = t.now;
    let due = t.session.next_due(now).expect("the slide's hold");
    assert!(
        due > now && due <= now + DIFFER_HOLD,
        "{due:?} after {now:?}"
    );
    assert!(t.session.wants_tick(due));
}

/// The peg board in the same states: in step, a hand at work, and differing (it says only what occupancy
/// shows).
#[test]
fn the_peg_board_in_step_at_work_and_differing() {
    let mut t = TwoBoards::new(Chess::default(), 11, false);
    let _ = opening(&mut t, &["e4", "e5"]);
    let count = |t: &TwoBoards| {
        t.said
            .iter()
            .filter(|(_, p)| matches!(p, Phrase::Mismatch(_) | Phrase::BoardWrong { .. }))
            .count()
    };
    let before = count(&t);
    t.advance(Duration::from_secs(20));
    assert_eq!(count(&t), before, "in step: nothing said");
    // A hand at work: the knight's peg lifted and held for ten seconds.
    let mut holes = t.holes;
    holes.discard(Square::G1);
    t.event(Event::Board(LinkEvent::Holes {
        holes,
        kind: OccupancyKind::Change,
    }));
    t.advance(Duration::from_secs(10));
    assert_eq!(count(&t), before, "a hand at work: nothing said");
    // Differing: the peg put into a hole no knight move reaches, and left there.
    holes.add(Square::G4);
    t.event(Event::Board(LinkEvent::Holes {
        holes,
        kind: OccupancyKind::Change,
    }));
    t.advance(Duration::from_secs(5));
    assert_eq!(count(&t), before + 1, "differing: said once");
}

/// The phrases in every language: rendered with no placeholder left, short, and as the README quotes them.
#[test]
fn the_sighted_boards_phrases_in_every_language() {
    use crate::speech::support::render_clean;
    use pegchess::notation::Language;
    use pegchess::phonetic::{Form, Scheme};
    use pegchess::speech::rendering::fluent::Renderer;
    let fixes = [
        Fix::Move {
            piece: white(Role::Bishop),
            from: Square::D4,
            to: Square::C4,
        },
        Fix::Replace {
            square: Square::F3,
            found: white(Role::Bishop),
            expected: white(Role::Knight),
        },
        Fix::Remove {
            piece: black(Role::Queen),
            square: Square::H5,
        },
        Fix::Place {
            piece: black(Role::Pawn),
            square: Square::E7,
        },
    ];
    for &language in Language::ALL {
        let r = Renderer::new(language, Scheme::Fide, Form::Short);
        for fix in fixes {
            for more in [0, 2] {
                let text = render_clean(&r, &Phrase::SightedDiffers { fix, more });
                assert!(text.split_whitespace().count() <= 25, "{text}");
            }
        }
        let wrong = render_clean(&r, &Phrase::SightedBoardWrong { count: 9 });
        assert!(wrong.contains('9'), "{wrong}");
    }
    let said = |language| {
        Renderer::new(language, Scheme::Fide, Form::Short)
            .render(&Phrase::SightedDiffers {
                fix: fixes[0],
                more: 0,
            })
            .text()
    };
    assert_eq!(
        said(Language::En),
        "Sighted board: white Läufer on David vier, should be on Cesar vier."
    );
    assert_eq!(
        said(Language::De),
        "Brett des Sehenden: weißer Läufer auf David vier, gehört auf Cesar vier."
    );
}
