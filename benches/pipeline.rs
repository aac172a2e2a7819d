//! Benchmarks: how long from the board's frames to an inferred move, and how many moves per second a replay
//! through the real serial path recovers.

use criterion::{Criterion, Throughput, criterion_group};
use pegchess::board::peg::hands::Noise;
use pegchess::board::peg::link::LinkCore;
use pegchess::board::peg::protocol::{BoardFrame, BoardMessage, Button, OccupancyKind};
use pegchess::config::Orientation;
use pegchess::game::pgn;
use pegchess::live::virtual_table::VirtualTable;
use pegchess::session::{Effect, Event, Session, SessionConfig};
use shakmaty::{Bitboard, Chess, Square};
use std::hint::black_box;
use std::time::Duration;

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus");

/// The frames a board sends for 1. e4 (lift, place, lever) after its greeting.
fn e4_frames() -> Vec<u8> {
    let start = Bitboard(0xFFFF_0000_0000_FFFF);
    let lifted = start & !Bitboard::from_square(Square::E2);
    let placed = lifted | Bitboard::from_square(Square::E4);
    let messages = [
        BoardMessage::Occupancy {
            kind: OccupancyKind::Snapshot,
            holes: start,
        },
        BoardMessage::Occupancy {
            kind: OccupancyKind::Change,
            holes: lifted,
        },
        BoardMessage::Occupancy {
            kind: OccupancyKind::Change,
            holes: placed,
        },
        BoardMessage::Button {
            button: Button::RightLever,
            pressed: true,
        },
    ];
    messages
        .into_iter()
        .enumerate()
        .flat_map(|(i, message)| {
            BoardFrame {
                seq: i as u8,
                message,
            }
            .encode()
        })
        .collect()
}

fn frame_to_move(c: &mut Criterion) {
    let bytes = e4_frames();
    c.bench_function("frames to inferred move (1. e4, sans-IO)", |b| {
        b.iter(|| {
            let mut core = LinkCore::new();
            let mut session = Session::new(SessionConfig {
                orientation: Orientation::White,
                ..SessionConfig::new(Chess::default())
            });
            let mut moved = false;
            for (i, e) in core
                .on_bytes("bench", black_box(&bytes))
                .events
                .into_iter()
                .enumerate()
            {
                let effects =
                    session.handle(Event::Board(e), Duration::from_millis(i as u64 * 300));
                moved |= effects.iter().any(|e| matches!(e, Effect::RecordChanged));
            }
            assert!(moved);
        })
    });
}

fn replay_throughput(c: &mut Criterion) {
    let games = pgn::read_file(std::path::Path::new(&format!(
        "{CORPUS}/Tarrasch7games.pgn"
    )))
    .expect("the corpus in tests/data/corpus");
    let games: Vec<_> = games.into_iter().flatten().collect();
    let moves: usize = games.iter().map(|g| g.moves.len()).sum();
    let mut table = VirtualTable::open(Duration::from_millis(2500)).expect("pseudo-terminal");
    let mut group = c.benchmark_group("replay through the pty");
    group.throughput(Throughput::Elements(moves as u64));
    group.sample_size(10);
    group.bench_function("Tarrasch7games.pgn, noise seed 1", |b| {
        b.iter(|| {
            let mut noise = Noise::seeded(1);
            for g in &games {
                let r = table.replay(g, &mut noise).expect("replay");
                assert_eq!(r.recovered, r.moves);
            }
        })
    });
    group.finish();
}

criterion_group!(benches, frame_to_move, replay_throughput);
