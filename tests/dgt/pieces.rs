//! Moves from piece identities: random legal games made by hands in random physical orders give exactly the
//! games' moves, and the special cases (castling rook first, a pawn waiting on the last rank, a slide, a piece
//! put back) read as the rules say.

use crate::support::random_game;
use pegchess::board::dgt::hands::{PieceAction, PieceHands};
use pegchess::inference::pieces::{PieceReading, PieceTracker};
use proptest::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{Board, CastlingMode, Chess, Move, Position};

/// Plays `moves` from `start` with `hands` on a board read by a tracker; returns the tracker's moves.
fn play_by_hand(start: Chess, moves: &[Move], hands: &mut PieceHands) -> Vec<Move> {
    let mut tracker = PieceTracker::new(start.clone());
    let mut board = start.board().clone();
    let mut pos = start;
    for m in moves {
        for step in hands.steps(&pos, m) {
            step.action.apply(&mut board);
            tracker.sense(&board);
        }
        pos.play_unchecked(*m);
        assert_eq!(&board, pos.board(), "the hands left the wrong position");
    }
    tracker.moves().to_vec()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn random_games_with_random_hands_give_exactly_the_games_moves(game in any::<u64>(), hands in any::<u64>()) {
        let moves = random_game(game, 120);
        let got = play_by_hand(Chess::default(), &moves, &mut PieceHands::seeded(hands));
        prop_assert_eq!(got, moves);
    }
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("fen")
        .into_position(CastlingMode::Standard)
        .expect("legal")
}

fn san(pos: &Chess, s: &str) -> Move {
    s.parse::<San>().expect("san").to_move(pos).expect("legal")
}

fn after(board: &Board, actions: &[PieceAction]) -> Board {
    let mut b = board.clone();
    for a in actions {
        a.apply(&mut b);
    }
    b
}

#[test]
fn castling_rook_first_is_revised_when_the_king_follows() {
    use shakmaty::{Color, Square};
    let pos = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let mut t = PieceTracker::new(pos.clone());
    let rook = Color::White.rook();
    let king = Color::White.king();
    let b = after(
        pos.board(),
        &[
            PieceAction::Lift(Square::H1),
            PieceAction::Put(Square::F1, rook),
        ],
    );
    assert_eq!(t.sense(&b), PieceReading::Moved(san(&pos, "Rf1")));
    let b = after(&b, &[PieceAction::Lift(Square::E1)]);
    assert!(matches!(t.sense(&b), PieceReading::Pending(_)));
    let b = after(&b, &[PieceAction::Put(Square::G1, king)]);
    assert_eq!(
        t.sense(&b),
        PieceReading::Revised {
            was: san(&pos, "Rf1"),
            now: san(&pos, "O-O")
        }
    );
    assert_eq!(t.moves(), &[san(&pos, "O-O")]);
}

#[test]
fn a_pawn_on_the_last_rank_waits_for_its_new_piece() {
    use shakmaty::{Color, Square};
    let pos = position("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let mut t = PieceTracker::new(pos.clone());
    let b = after(
        pos.board(),
        &[
            PieceAction::Lift(Square::E7),
            PieceAction::Put(Square::E8, Color::White.pawn()),
        ],
    );
    assert!(matches!(t.sense(&b), PieceReading::Pending(d) if d.len() == 2));
    assert!(t.moves().is_empty());
    let b = after(&b, &[PieceAction::Put(Square::E8, Color::White.knight())]);
    assert_eq!(t.sense(&b), PieceReading::Moved(san(&pos, "e8=N")));
}

#[test]
fn a_piece_lifted_and_put_back_changes_nothing_and_a_takeback_is_seen() {
    use shakmaty::{Color, Square};
    let pos = Chess::default();
    let mut t = PieceTracker::new(pos.clone());
    let lifted = after(pos.board(), &[PieceAction::Lift(Square::G1)]);
    assert!(matches!(t.sense(&lifted), PieceReading::Pending(_)));
    assert_eq!(t.sense(pos.board()), PieceReading::Settled);
    let e4 = after(
        pos.board(),
        &[
            PieceAction::Lift(Square::E2),
            PieceAction::Put(Square::E4, Color::White.pawn()),
        ],
    );
    assert_eq!(t.sense(&e4), PieceReading::Moved(san(&pos, "e4")));
    // The reply, then both moves taken back.
    let after_e4 = t.position().clone();
    let e5 = after(
        &e4,
        &[
            PieceAction::Lift(Square::E7),
            PieceAction::Put(Square::E5, Color::Black.pawn()),
        ],
    );
    assert_eq!(t.sense(&e5), PieceReading::Moved(san(&after_e4, "e5")));
    assert_eq!(t.sense(pos.board()), PieceReading::Takeback(2));
    assert!(t.moves().is_empty());
}

#[test]
fn every_corpus_game_by_human_hands_gives_its_moves() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus");
    let entries = std::fs::read_dir(dir).expect("the corpus in tests/data/corpus");
    let mut games = 0;
    for (i, entry) in entries.flatten().enumerate() {
        let text = std::fs::read(entry.path()).expect("a readable corpus file");
        for (j, game) in pegchess::game::pgn::read_games(&text)
            .into_iter()
            .flatten()
            .enumerate()
        {
            let mut hands = PieceHands::seeded((i * 1000 + j) as u64);
            let got = play_by_hand(game.start.clone(), &game.moves, &mut hands);
            assert_eq!(got, game.moves, "game {j} of {}", entry.path().display());
            games += 1;
        }
    }
    assert!(games > 0);
}

#[test]
fn after_lost_readings_a_dump_two_moves_on_is_caught_up() {
    let pos = Chess::default();
    let mut t = PieceTracker::new(pos.clone());
    let e4 = san(&pos, "e4");
    let mut after = pos.clone();
    after.play_unchecked(e4);
    let c5 = san(&after, "c5");
    after.play_unchecked(c5);
    // An ordinary reading does not jump two moves; a dump does.
    assert!(matches!(t.sense(after.board()), PieceReading::Pending(_)));
    assert_eq!(t.resync(after.board()), PieceReading::CaughtUp([e4, c5]));
    assert_eq!(t.moves(), &[e4, c5]);
    // A dump that shows one move is an ordinary move.
    let mut third = after.clone();
    let nf3 = san(&third, "Nf3");
    third.play_unchecked(nf3);
    assert_eq!(t.resync(third.board()), PieceReading::Moved(nf3));
}
