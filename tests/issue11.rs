//! Issue 11: move inference at any human pace, announced the moment the move is made, and corrections
//! a blind player can follow. Sans-IO: hole readings straight into the session.

use crate::support::Table;
use pegchess::board::hands::Noise;
use pegchess::config::Orientation;
use pegchess::game::pgn;
use pegchess::session::rehearsal::{DirectTable, Rehearsal};
use pegchess::speech::Phrase;
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use shakmaty::{Chess, Move, Position};
use std::time::Duration;

use shakmaty::Square::*;

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/corpus");
const SETTLE: Duration = Duration::from_millis(2500);

/// A random legal game of up to `plies` half-moves (it stops early at mate or stalemate).
fn random_game(seed: u64, plies: usize) -> Vec<Move> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        // Prefer captures now and then, so that games are full of them.
        let captures: Vec<&Move> = legal.iter().filter(|m| m.is_capture()).collect();
        let m = if !captures.is_empty() && rng.random_bool(0.5) {
            *captures[rng.random_range(0..captures.len())]
        } else {
            legal[rng.random_range(0..legal.len())]
        };
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

fn replay(moves: &[Move], seed: u64) -> pegchess::session::rehearsal::GameResult {
    let mut noise = Noise::seeded(seed);
    Rehearsal::replay(
        &mut DirectTable::default(),
        &Chess::default(),
        moves,
        &mut noise,
        SETTLE,
    )
    .unwrap_or_else(|e| match e {})
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random legal games made by random hand orders and paces give exactly the game's moves.
    #[test]
    fn issue11_random_games_at_random_paces_give_exactly_their_moves(game in any::<u64>(), hands in any::<u64>()) {
        let moves = random_game(game, 120);
        let result = replay(&moves, hands);
        prop_assert_eq!(result.wrong, 0, "{:?}", result.stopped);
        prop_assert_eq!(result.recovered, result.moves, "{:?}", result.stopped);
    }
}

#[test]
fn issue11_every_corpus_game_at_any_pace_sans_io() {
    for file in ["Philidor.pgn", "lcc2016-dgt-clocks-sample.pgn", "Tarrasch7games.pgn"] {
        let games = pgn::read_file(std::path::Path::new(&format!("{CORPUS}/{file}"))).unwrap();
        for seed in 1..=3u64 {
            for (i, game) in games.iter().flatten().enumerate() {
                let mut noise = Noise::seeded(seed * 1_000_003 + i as u64);
                let r = Rehearsal::replay(
                    &mut DirectTable::default(),
                    &game.start,
                    &game.moves,
                    &mut noise,
                    SETTLE,
                )
                .unwrap_or_else(|e| match e {});
                assert_eq!(r.wrong, 0, "{file} game {} seed {seed}: {:?}", i + 1, r.stopped);
                assert_eq!(r.recovered, r.moves, "{file} game {} seed {seed}: {:?}", i + 1, r.stopped);
            }
        }
    }
}

#[test]
fn zz_debug() {
    let moves = random_game(2718548342647822115, 120);
    let mut noise = Noise::seeded(318760828222926880);
    let mut pos = Chess::default();
    for (i, mv) in moves.iter().enumerate().take(48) {
        let steps = pegchess::board::hands::steps(&pos, mv, &mut noise);
        if i >= 44 { eprintln!("ply {} {:?}: {:?}", i + 1, mv, steps); }
        pos.play_unchecked(*mv);
    }
    let r = replay(&moves, 318760828222926880);
    eprintln!("{:?}", r.stopped);
}
