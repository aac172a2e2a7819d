//! Chess960 at the boards (issue 24, Guideline II): the start read from the sighted player's DGT e-board (every
//! start recognised, what is wrong named, the wait said and the start taken; end to end through the real binary
//! and a pseudo-terminal), Chess960 castling on the e-board in every order a hand can use, and the demo's
//! generated Chess960 game.

use crate::chess960::{castling_orders, open_back_rank};
use crate::dgt::session::TwoBoards;
use pegchess::board::castling::castling_pegs;
use pegchess::board::dgt::hands::{PieceAction, PieceHands};
use pegchess::board::dgt::link::{DgtCore, DgtEvent};
use pegchess::board::dgt::protocol::Command as DgtCommand;
use pegchess::board::dgt::simulator::{DgtAction, DgtModel, Direction, SimDgt};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::{Button, OccupancyKind};
use pegchess::game::chess960::{
    NotAStart, StartNumber, StartSource, read_start_source, start_of_board,
};
use pegchess::inference::pieces::PieceTracker;
use pegchess::notation::Language;
use pegchess::session::start_board::{PROBLEM_HOLD, START_HOLD, StartWatch, Watched};
use pegchess::session::{Command, Event};
use pegchess::speech::Phrase;
use proptest::prelude::*;
use shakmaty::uci::UciMove;
use shakmaty::{Bitboard, Board, CastlingMode, Chess, Color, Move, Piece, Position, Square};
use std::time::Duration;

fn start(n: u16) -> Chess {
    StartNumber::new(n).expect("a start number").position()
}

/// `board` with the pieces on `a` and `b` swapped.
fn swapped(board: &Board, a: Square, b: Square) -> Board {
    let mut out = board.clone();
    let (pa, pb) = (board.piece_at(a), board.piece_at(b));
    out.discard_piece_at(a);
    out.discard_piece_at(b);
    if let Some(p) = pa {
        out.set_piece_at(b, p);
    }
    if let Some(p) = pb {
        out.set_piece_at(a, p);
    }
    out
}

#[test]
fn every_start_is_read_from_a_board_and_the_first_thing_wrong_is_named() {
    for n in StartNumber::all() {
        assert_eq!(start_of_board(n.position().board()), Ok(n));
    }
    assert_eq!(
        start_of_board(&Board::default()).map(StartNumber::get),
        Ok(518)
    );
    // Start 3: BQNNRKRB.
    let three = start(3).board().clone();
    let with = |changes: &[(Square, Option<Piece>)]| {
        let mut b = three.clone();
        for &(sq, p) in changes {
            b.discard_piece_at(sq);
            if let Some(p) = p {
                b.set_piece_at(sq, p);
            }
        }
        b
    };
    let cases = [
        (Board::empty(), NotAStart::Empty),
        (with(&[(Square::A1, None)]), NotAStart::BackRank(Square::A1)),
        (
            with(&[(Square::B1, Some(Color::Black.queen()))]),
            NotAStart::BackRank(Square::B1),
        ),
        (
            with(&[(Square::C1, Some(Color::White.pawn()))]),
            NotAStart::BackRank(Square::C1),
        ),
        (
            with(&[(Square::C1, Some(Color::White.queen()))]),
            NotAStart::Pieces,
        ),
        (
            swapped(&three, Square::A1, Square::B1),
            NotAStart::BishopsOneColour,
        ),
        (
            swapped(&three, Square::F1, Square::G1),
            NotAStart::KingOutside,
        ),
        (
            swapped(&three, Square::A8, Square::B8),
            NotAStart::Mirror {
                square: Square::A8,
                piece: Color::Black.bishop(),
            },
        ),
        (
            with(&[(Square::D2, None), (Square::D4, Some(Color::White.pawn()))]),
            NotAStart::Pawn {
                square: Square::D2,
                piece: Color::White.pawn(),
            },
        ),
        (
            with(&[(Square::E7, Some(Color::White.pawn()))]),
            NotAStart::Pawn {
                square: Square::E7,
                piece: Color::Black.pawn(),
            },
        ),
        (
            with(&[(Square::E4, Some(Color::White.knight()))]),
            NotAStart::Extra {
                square: Square::E4,
                piece: Color::White.knight(),
            },
        ),
    ];
    for (board, problem) in cases {
        assert_eq!(start_of_board(&board), Err(problem), "{board}");
    }
}

#[test]
fn the_start_comes_from_the_sighted_board_by_its_word_in_any_language() {
    for word in ["board", "Board", " brett ", "TÁBLA", "lauta", "bræt"] {
        assert_eq!(
            read_start_source(word, Language::En),
            Ok(StartSource::SightedBoard),
            "{word}"
        );
    }
    let three = StartNumber::new(3).expect("3");
    assert_eq!(
        read_start_source("LDSSTKTL", Language::De),
        Ok(StartSource::Given(three))
    );
    assert_eq!(
        read_start_source("3", Language::Hu),
        Ok(StartSource::Given(three))
    );
    assert!(read_start_source("boards", Language::En).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    #[test]
    fn no_text_and_no_board_makes_the_start_readers_panic(
        text in "\\PC{0,40}",
        pieces in proptest::collection::vec((0u32..64, 0usize..12), 0..40),
    ) {
        let _ = read_start_source(&text, Language::De);
        let mut board = Board::empty();
        for (sq, p) in pieces {
            let piece = Piece {
                color: if p < 6 { Color::White } else { Color::Black },
                role: shakmaty::Role::ALL[p % 6],
            };
            board.set_piece_at(Square::new(sq), piece);
        }
        let _ = start_of_board(&board);
    }
}

#[test]
fn a_dgt_board_turned_round_showing_a_chess960_start_is_read_the_right_way_round() {
    for (n, rotated) in [(3, true), (3, false), (959, true), (0, true)] {
        let pos = start(n);
        let mut model = DgtModel::new(pos.board(), rotated);
        let greeting: Vec<u8> = DgtCore::greeting().iter().map(|c| c.byte()).collect();
        let mut core = DgtCore::new();
        let out = core.on_bytes("sim", &model.answer(&greeting));
        let board = out.events.iter().find_map(|e| match e {
            DgtEvent::Position { board, .. } => Some(board.clone()),
            _ => None,
        });
        assert_eq!(
            board.as_ref(),
            Some(pos.board()),
            "start {n}, rotated {rotated}"
        );
        assert_eq!(core.rotated(), rotated);
        // A move on it is read in the game's squares.
        let out = core.on_bytes("sim", &model.act(PieceAction::Lift(Square::E2)));
        assert!(out.events.iter().any(|e| matches!(e,
            DgtEvent::Position { board, .. } if board.piece_at(Square::E2).is_none()
                && board.piece_at(Square::E7).is_some())));
    }
}

#[test]
fn the_start_watch_says_what_is_wrong_once_and_takes_a_start_that_stands() {
    let ms = Duration::from_millis;
    let mut watch = StartWatch::new();
    assert_eq!(StartWatch::opening(), Phrase::Chess960Waiting);
    let connected = DgtEvent::Connected {
        port: "p".into(),
        serial: "1".into(),
        version: "1.7".into(),
    };
    assert_eq!(watch.event(connected.clone(), ms(0)), None);
    let at = |board: &Board, dump| DgtEvent::Position {
        board: board.clone(),
        dump,
    };
    let three = start(3).board().clone();
    let wrong = swapped(&three, Square::A8, Square::B8);
    assert_eq!(watch.event(at(&Board::empty(), true), ms(100)), None);
    // A hand at work is not talked over.
    assert_eq!(watch.tick(ms(100) + PROBLEM_HOLD - ms(1)), Watched::Wait);
    assert_eq!(
        watch.tick(ms(100) + PROBLEM_HOLD),
        Watched::Say(Phrase::NotAStart(NotAStart::Empty))
    );
    watch.event(at(&wrong, false), ms(3000));
    let mirror = Phrase::NotAStart(NotAStart::Mirror {
        square: Square::A8,
        piece: Color::Black.bishop(),
    });
    assert_eq!(watch.next_due(), Some(ms(3000) + PROBLEM_HOLD));
    assert_eq!(watch.tick(ms(3000) + PROBLEM_HOLD), Watched::Say(mirror));
    // The same problem again after a touch is not said again.
    watch.event(at(&three.clone(), false), ms(6000));
    watch.event(at(&wrong, false), ms(6100));
    assert_eq!(watch.tick(ms(9000)), Watched::Wait);
    // A start passed through for a moment is not taken; one that stands is.
    watch.event(at(&three, false), ms(10_000));
    watch.event(at(&wrong, false), ms(10_500));
    watch.event(at(&three, false), ms(11_000));
    assert_eq!(watch.tick(ms(11_000) + START_HOLD - ms(1)), Watched::Wait);
    let Watched::Start(found) = watch.tick(ms(11_000) + START_HOLD) else {
        panic!("the start is taken");
    };
    assert_eq!(found.number.get(), 3);
    assert_eq!(found.events, vec![connected, at(&three, true)]);
    let [number, rank] = found.phrases();
    assert_eq!(number, Phrase::Chess960Start(StartNumber::new(3).unwrap()));
    assert!(matches!(rank, Phrase::BackRank(ref squares) if squares.len() == 8));
    // The board's loss is said, and its pieces are read afresh.
    let mut watch = StartWatch::new();
    watch.event(at(&three, true), ms(0));
    let gone = DgtEvent::Disconnected {
        port: "p".into(),
        reason: "unplugged".into(),
    };
    assert_eq!(
        watch.event(gone, ms(10)),
        Some(Phrase::SightedBoardDisconnected)
    );
    assert_eq!(watch.tick(ms(5000)), Watched::Wait);
}

/// The squares and pieces of a castling: `(king from, king to)`, `(rook from, rook to)`, king, rook.
fn castling_parts(pos: &Chess, castle: Move) -> ([(Square, Square); 2], Piece, Piece) {
    let Move::Castle { king, rook } = castle else {
        panic!("{castle:?} is no castling");
    };
    let piece = |sq| pos.board().piece_at(sq).expect("a piece");
    (castling_pegs(king, rook), piece(king), piece(rook))
}

/// Every order a hand can castle in on a board of pieces (as on the pegs: one piece at a time where the first
/// does not land on the other's square, both in the hand in either order, a piece that stays touched or
/// not), as the boards the e-board shows on the way.
fn castling_boards(pos: &Chess, castle: Move) -> Vec<Vec<Board>> {
    let ([k, r], king, rook) = castling_parts(pos, castle);
    castling_orders(k, r)
        .into_iter()
        .map(|(order, _)| {
            let mut board = pos.board().clone();
            order
                .into_iter()
                .map(|(sq, put)| {
                    let action = match (put, sq == k.1) {
                        (false, _) => PieceAction::Lift(sq),
                        (true, true) => PieceAction::Put(sq, king),
                        (true, false) => PieceAction::Put(sq, rook),
                    };
                    action.apply(&mut board);
                    board.clone()
                })
                .collect()
        })
        .collect()
}

fn castlings(pos: &Chess) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|m| m.is_castle())
        .collect()
}

#[test]
fn chess960_castling_on_the_eboard_is_read_in_every_order_from_every_start() {
    let mut cases = 0;
    for n in StartNumber::all() {
        let pos = open_back_rank(n);
        for castle in castlings(&pos) {
            let mut after = pos.clone();
            after.play_unchecked(castle);
            for boards in castling_boards(&pos, castle) {
                cases += 1;
                let mut tracker = PieceTracker::new(pos.clone());
                for b in &boards {
                    tracker.sense(b);
                }
                assert_eq!(boards.last(), Some(after.board()));
                assert_eq!(tracker.moves(), [castle], "start {n}, {castle:?}");
            }
            // The hands the demo and the tests use leave the castled position, in any of their orders.
            for seed in 0..12 {
                let mut board = pos.board().clone();
                let mut tracker = PieceTracker::new(pos.clone());
                for step in PieceHands::seeded(seed).steps(&pos, &castle) {
                    step.action.apply(&mut board);
                    tracker.sense(&board);
                }
                assert_eq!(&board, after.board(), "start {n}, {castle:?}, hands {seed}");
                assert_eq!(tracker.moves(), [castle], "start {n}, hands {seed}");
            }
        }
    }
    // The same cases as on the pegs (tests/chess960.rs), and the README's count.
    assert_eq!(cases, 18_372);
}

/// Castles on the peg board (both pieces in the hand, the lever pressed; a question answered by the move).
fn castle_on_the_pegs(t: &mut TwoBoards, castle: Move) {
    let Move::Castle { king, rook } = castle else {
        panic!("{castle:?} is no castling");
    };
    let [(k_from, k_to), (r_from, r_to)] = castling_pegs(king, rook);
    for (sq, put) in [(k_from, false), (r_from, false), (k_to, true), (r_to, true)] {
        t.advance(Duration::from_millis(300));
        let one = Bitboard::from_square(sq);
        t.holes = if put { t.holes | one } else { t.holes & !one };
        let holes = t.holes;
        t.event(Event::Board(LinkEvent::Holes {
            holes,
            kind: OccupancyKind::Change,
        }));
    }
    for pressed in [true, false] {
        t.event(Event::Board(LinkEvent::Button {
            button: Button::RightLever,
            pressed,
        }));
    }
    if t.session.record().moves().is_empty() {
        let uci = UciMove::from_move(castle, CastlingMode::Chess960);
        t.event(Event::Command(Command::Announced(uci)));
    }
    let recorded: Vec<Move> = t.session.record().moves().iter().map(|m| m.mv).collect();
    assert_eq!(recorded, [castle], "the pegs' castling");
}

#[test]
fn chess960_castling_on_the_eboard_is_one_move_said_once_and_never_parts_from_the_record() {
    let mut cases = 0;
    for n in StartNumber::all().step_by(23) {
        let pos = open_back_rank(n);
        for castle in castlings(&pos) {
            for boards in castling_boards(&pos, castle) {
                for record_first in [false, true] {
                    cases += 1;
                    let mut t = TwoBoards::new(pos.clone(), 1, true);
                    if record_first {
                        castle_on_the_pegs(&mut t, castle);
                    }
                    let before = t.said.len();
                    for b in &boards {
                        t.advance(Duration::from_millis(300));
                        t.show(b.clone());
                    }
                    t.advance(Duration::from_secs(3));
                    let case = format!("start {n}, {castle:?}, record first {record_first}");
                    assert_eq!(t.session.accounts().sighted(), [castle], "{case}");
                    assert!(t.divergences().is_empty(), "{case}: {:?}", t.said);
                    let moves_said: Vec<&Phrase> = t.said[before..]
                        .iter()
                        .map(|(_, p)| p)
                        .filter(|p| matches!(p, Phrase::Move { .. }))
                        .collect();
                    // The sighted player's move is said once, as castling, when the record has yet to get it.
                    let expected = if record_first {
                        vec![]
                    } else {
                        vec![Phrase::move_in(&pos, castle)]
                    };
                    assert_eq!(
                        moves_said,
                        expected.iter().collect::<Vec<_>>(),
                        "{case}: {:?}",
                        t.said
                    );
                }
            }
        }
    }
    assert!(cases > 300, "{cases} cases");
}

#[test]
fn play_reads_the_chess960_start_from_the_sighted_eboard_and_says_what_is_wrong_meanwhile() {
    let three = start(3);
    // The sighted board stands turned round, and its back ranks do not mirror yet.
    let wrong = swapped(three.board(), Square::A8, Square::B8);
    let dgt = SimDgt::start(&wrong, true).expect("pseudo-terminal");
    let data = tempfile::tempdir().expect("tempdir");
    let path = dgt.path().to_str().expect("utf-8 path").to_string();
    let mut game = crate::support::spawn_in(
        data.path(),
        &[
            "--locale",
            "en",
            "play",
            "--simulate",
            "--sighted-port",
            &path,
            "--chess960",
            "board",
        ],
    );
    // Once the program has the board's pieces and they have stood long enough, it says what is wrong; no game
    // is made before the board shows a start.
    until(|| {
        let capture = dgt.capture();
        let asked = capture.iter().position(|(dir, bytes)| {
            *dir == Direction::ToBoard && bytes.contains(&DgtCommand::SendBoard.byte())
        });
        asked.is_some_and(|i| capture[i..].iter().any(|(d, _)| *d == Direction::FromBoard))
    });
    std::thread::sleep(PROBLEM_HOLD + Duration::from_millis(1000));
    assert!(!data.path().join("pegchess/games").exists());
    for action in [
        PieceAction::Lift(Square::A8),
        PieceAction::Lift(Square::B8),
        PieceAction::Put(Square::A8, Color::Black.bishop()),
        PieceAction::Put(Square::B8, Color::Black.queen()),
    ] {
        dgt.act(DgtAction::Hand(action));
        std::thread::sleep(Duration::from_millis(100));
    }
    let journal = crate::support::journal_in(data.path());
    // The game reads the same link on: a move on the e-board reaches the journal.
    std::thread::sleep(Duration::from_millis(500));
    for action in [
        PieceAction::Lift(Square::E2),
        PieceAction::Put(Square::E4, Color::White.pawn()),
    ] {
        dgt.act(DgtAction::Hand(action));
        std::thread::sleep(Duration::from_millis(200));
    }
    let moved = "bqnnrkrb/pppppppp/8/8/4P3/8/PPPP1PPP/BQNNRKRB";
    until(|| std::fs::read_to_string(&journal).is_ok_and(|t| t.contains(moved)));
    crate::support::type_line_after(&mut game, "q", Duration::ZERO);
    let out = crate::support::output_within(game);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for said in [
        "Waiting for the Chess960 start on the sighted player's board.",
        "Not a Chess960 start: the back ranks do not mirror; black Läufer missing on Anna acht.",
        "Chess960 start number 3.",
        "The start: Anna Läufer, Bella Dame",
        "The sighted player's board is connected.",
    ] {
        assert_eq!(stdout.matches(said).count(), 1, "{said}\n{stdout}");
    }
    let text = std::fs::read_to_string(&journal).expect("journal");
    assert!(text.contains("\"chess960\":true"), "{text}");
    assert!(text.contains("/BQNNRKRB w"), "{text}");
}

/// Waits until `done` holds (10 s at most).
fn until(done: impl Fn() -> bool) {
    crate::support::wait_until(Duration::from_secs(10), "the game to show it", done);
}

#[test]
fn play_with_a_simulated_sighted_board_starts_from_the_start_it_shows() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut game = crate::support::spawn_in(
        data.path(),
        &[
            "--locale",
            "en",
            "play",
            "--simulate",
            "--simulate-sighted",
            "--chess960",
            "board",
        ],
    );
    let journal = crate::support::journal_in(data.path());
    std::thread::sleep(Duration::from_millis(800));
    crate::support::type_line_after(&mut game, "q", Duration::ZERO);
    let out = crate::support::output_within(game);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let number: u16 = stdout
        .split("Chess960 start number ")
        .nth(1)
        .and_then(|rest| rest.split('.').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no start said: {stdout}"));
    let rank = pegchess::game::chess960::letters(&StartNumber::new(number).expect("n").back_rank());
    let text = std::fs::read_to_string(&journal).expect("journal");
    assert!(
        text.contains(&format!("/{rank} w")),
        "start {number}: {text}"
    );
    assert!(!stdout.contains("Not a Chess960 start"), "{stdout}");
}

#[test]
fn the_start_from_the_sighted_board_needs_one() {
    let (ok, _, stderr) = crate::support::pegchess(&["play", "--simulate", "--chess960", "board"]);
    assert!(!ok, "{stderr}");
    assert!(
        stderr.contains("--chess960 board reads the start from the sighted player's DGT e-board")
            && stderr.contains("--sighted-port"),
        "{stderr}"
    );
}

#[test]
fn the_demo_plays_a_generated_chess960_game_with_castling_on_both_boards() {
    let (ok, stdout, stderr) = crate::support::pegchess(&[
        "demo",
        "--chess960",
        "3",
        "--sighted",
        "--speed",
        "20",
        "--plies",
        "8",
    ]);
    assert!(ok, "{stdout}\n{stderr}");
    // The start is said once, before the game.
    assert_eq!(
        stdout.matches("Chess960 start number 3.").count(),
        1,
        "{stdout}"
    );
    assert!(stdout.contains("Kurze Rochade"), "{stdout}");
    assert!(stdout.contains("[Variant \"Chess960\"]"), "{stdout}");
    assert!(
        stdout.contains("bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w"),
        "{stdout}"
    );
    assert!(stdout.contains("1. O-O O-O"), "{stdout}");
    assert!(!stdout.contains("differ from move"), "{stdout}");
    // The same start by its back rank, in plain words, on the peg board alone: the same game. King and rook
    // change places, so no hole tells the castling: the program asks, and the player's announcement answers.
    let (ok, plain, stderr) = crate::support::pegchess(&[
        "--scheme",
        "plain",
        "demo",
        "--chess960",
        "BQNNRKRB",
        "--speed",
        "4",
        "--plies",
        "4",
    ]);
    assert!(ok, "{plain}\n{stderr}");
    assert!(plain.contains("kingside castling"), "{plain}");
    assert!(plain.contains("1. O-O O-O 2. "), "{plain}");
    let (ok, _, stderr) = crate::support::pegchess(&["demo", "--chess960", "960"]);
    assert!(!ok && stderr.contains("0 to 959"), "{stderr}");
}
