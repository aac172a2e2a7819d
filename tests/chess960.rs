//! Chess960 (issue 24, Guideline II), the ground it stands on: every start by its number, and games from all
//! 960 starts (castling on both sides wherever it is legal) written as PGN with `Variant`, `SetUp` and `FEN`
//! and read back to the same moves, and a journal header that keeps Chess960 castling.

use pegchess::game::chess960::{StartNumber, is_chess960};
use pegchess::game::pgn::{self, PgnProblem, PgnTags, to_pgn};
use pegchess::game::record::{Completion, Record};
use pegchess::session::SessionConfig;
use pegchess::session::header::JournalHeader;
use shakmaty::{Chess, Move, Position};
use std::time::Duration;

/// A small deterministic generator (no dependency on the test's order).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// A game of up to `plies` from `start`: castling whenever it is legal, otherwise a random legal move.
fn game(start: &Chess, plies: usize, seed: u64) -> Vec<Move> {
    let mut rng = Lcg(seed);
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let castles: Vec<&Move> = legal.iter().filter(|m| m.is_castle()).collect();
        let mv = match castles.as_slice() {
            [] => legal[rng.below(legal.len())],
            some => *some[rng.below(some.len())],
        };
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

#[test]
fn games_from_every_start_round_trip_through_pgn_with_their_castling() {
    let mut castled = 0;
    for n in StartNumber::all() {
        let start = n.position();
        let moves = game(&start, 30, u64::from(n.get()));
        castled += moves.iter().filter(|m| m.is_castle()).count();
        let mut record = Record::new(start.clone());
        let mut pos = start.clone();
        for m in &moves {
            record.push_move(&pos, *m, Duration::ZERO, Completion::Answer);
            pos.play_unchecked(*m);
        }
        let text = to_pgn(&record, &PgnTags::default());
        assert!(text.contains("[Variant \"Chess960\"]"), "{n}: {text}");
        let read = pgn::read_games(text.as_bytes());
        let game = read[0]
            .as_ref()
            .unwrap_or_else(|e| panic!("start {n}: {e}\n{text}"));
        assert!(is_chess960(&game.start), "start {n}");
        assert_eq!(game.start, start, "start {n}");
        assert_eq!(game.moves, moves, "start {n}: {text}");
    }
    assert!(castled > 900, "castling was played {castled} times");
}

#[test]
fn a_chess960_game_without_its_fen_is_refused_and_the_variant_decides_the_castling() {
    let read = pgn::read_games(b"[Variant \"Chess960\"]\n\n1. e4 *\n");
    assert!(matches!(&read[0], Err(e) if e.reason == PgnProblem::Chess960WithoutFen));
    // The usual start, played as Chess960: castling is king-takes-rook there.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let text = format!(
        "[Variant \"Chess960\"]\n[FEN \"{fen}\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n"
    );
    let game = pgn::read_games(text.as_bytes()).remove(0).unwrap();
    assert!(is_chess960(&game.start));
    assert!(game.moves[6].is_castle());
}

#[test]
fn a_journal_header_keeps_chess960_castling() {
    let start = StartNumber::new(3).unwrap().position();
    let mut config = SessionConfig::new(start.clone());
    // BQNNRKRB: the king on f1 castles with the rook beside it on g1, at once.
    config.moves = game(&start, 1, 0);
    assert!(config.moves[0].is_castle(), "{:?}", config.moves);
    let header = JournalHeader::new(&config, Vec::new(), 0);
    assert!(header.chess960);
    let json = serde_json::to_string(&header).unwrap();
    let back: JournalHeader = serde_json::from_str(&json).unwrap();
    let again = back.config().unwrap();
    assert!(is_chess960(&again.start));
    assert_eq!(again.moves, config.moves);
    // A standard game's header does not mention it.
    let standard = JournalHeader::new(&SessionConfig::new(Chess::default()), Vec::new(), 0);
    assert!(
        !serde_json::to_string(&standard)
            .unwrap()
            .contains("chess960")
    );
}
