//! Benchmarks of move inference (issue 11): sans-IO throughput over whole corpus files with noisy hands,
//! the live loop from the peg going in to the move said (no lever), and the CPU the live loop uses idle.

use criterion::{Criterion, Throughput, criterion_group};
use pegchess::board::peg::hands::Noise;
use pegchess::board::peg::link::{self, PortChoice};
use pegchess::board::peg::protocol::Button;
use pegchess::board::peg::simulator::{SimAction, SimBoard};
use pegchess::game::pgn;
use pegchess::live::{self, GameFiles};
use pegchess::session::rehearsal::{DirectBoard, Rehearsal};
use pegchess::session::{Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use shakmaty::{Bitboard, Chess, Position, Square};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus");
const SETTLE: Duration = Duration::from_millis(2500);

/// Frames in, moves out, no pty: every move of a corpus file made by noisy hands at any pace.
fn sans_io_throughput(c: &mut Criterion) {
    let mut group = c.benchmark_group("sans-IO inference with noisy hands");
    group.sample_size(10);
    for file in ["Tarrasch7games.pgn", "lcc2016-dgt-clocks-sample.pgn"] {
        let games: Vec<_> = pgn::read_file(std::path::Path::new(&format!("{CORPUS}/{file}")))
            .expect("the corpus in tests/data/corpus")
            .into_iter()
            .flatten()
            .collect();
        let moves: usize = games.iter().map(|g| g.moves.len()).sum();
        group.throughput(Throughput::Elements(moves as u64));
        group.bench_function(format!("{file}, noise seed 1 (moves)"), |b| {
            b.iter(|| {
                for (i, g) in games.iter().enumerate() {
                    let mut noise = Noise::seeded(1_000_003 + i as u64);
                    let r = Rehearsal::replay(
                        &mut DirectBoard::default(),
                        &g.start,
                        &g.moves,
                        &mut noise,
                        SETTLE,
                    )
                    .unwrap_or_else(|e| match e {});
                    assert_eq!(r.recovered, r.moves);
                }
            })
        });
    }
    group.finish();
}

/// A live game on a simulated board: the real link, the real loop, the journal; phrases come back on a channel.
struct LiveTable {
    sim: Arc<SimBoard>,
    said: Receiver<(Instant, Phrase)>,
    stop: Arc<AtomicBool>,
    wake: Sender<Event>,
    holes: Bitboard,
    thread: Option<std::thread::JoinHandle<()>>,
    _dir: std::path::PathBuf,
}

impl LiveTable {
    fn open() -> LiveTable {
        let start = Chess::default();
        let holes = start.board().occupied();
        let sim = Arc::new(SimBoard::start(holes, Duration::from_secs(1)).expect("pty"));
        let (tx, rx) = mpsc::channel::<Event>();
        let link =
            link::spawn(PortChoice::Path(sim.path().to_path_buf()), tx.clone()).expect("link");
        let dir = std::env::temp_dir().join(format!("pegchess-bench-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let config = SessionConfig {
            settle: SETTLE,
            orientation: pegchess::config::Orientation::White,
            ..SessionConfig::new(start)
        };
        static GAMES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let name = format!("bench-{}", GAMES.fetch_add(1, Ordering::SeqCst));
        let mut files =
            GameFiles::create(&dir, &name, &config, None, Vec::new()).expect("game files");
        let (said_tx, said) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let stop = stop.clone();
            let said_tx = Mutex::new(said_tx);
            std::thread::spawn(move || {
                let _link = link;
                let mut session = Session::new(config);
                let mut say = |p: &Phrase| {
                    let _ = said_tx.lock().unwrap().send((Instant::now(), p.clone()));
                };
                let game = live::Game::new(live::Sources::new(&rx, &stop), &mut files, &mut say);
                live::run(&mut session, game).expect("live loop");
            })
        };
        let table = LiveTable {
            sim,
            said,
            stop,
            wake: tx,
            holes,
            thread: Some(thread),
            _dir: dir,
        };
        table.wait_for(|p| matches!(p, Phrase::SetupComplete(_)));
        table
    }

    fn wait_for(&self, what: impl Fn(&Phrase) -> bool) -> Instant {
        loop {
            let (at, p) = self
                .said
                .recv_timeout(Duration::from_secs(10))
                .expect("the program spoke");
            if what(&p) {
                return at;
            }
        }
    }

    fn set(&mut self, holes: Bitboard) {
        self.holes = holes;
        self.sim.act(SimAction::Holes(holes));
    }

    /// Plays `from`-`to`; returns the time from the peg going in to the move being said.
    fn play(&mut self, from: Square, to: Square) -> Duration {
        self.set(self.holes & !Bitboard::from_square(from));
        std::thread::sleep(Duration::from_millis(2));
        let placed = Instant::now();
        self.set(self.holes | Bitboard::from_square(to));
        let said = self.wait_for(|p| matches!(p, Phrase::Move { .. }));
        self.sim.act(SimAction::Button(Button::RightLever, true));
        self.sim.act(SimAction::Button(Button::RightLever, false));
        said.saturating_duration_since(placed)
    }
}

impl Drop for LiveTable {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        let _ = self.wake.send(Event::Tick);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// From the peg going into its new hole to the move said, with no lever: the live loop on a simulated board.
fn peg_in_to_announcement(c: &mut Criterion) {
    let mut table = LiveTable::open();
    // Knights out and home again; a fresh game every 12 moves, before a fifth repetition ends it (9.6.1).
    let tour = [
        (Square::G1, Square::F3),
        (Square::G8, Square::F6),
        (Square::F3, Square::G1),
        (Square::F6, Square::G8),
    ];
    let mut next = 0;
    let mut group = c.benchmark_group("live loop");
    // Each iteration is one real move through the pty, the link and the loop: a few dozen are enough.
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(1));
    group.measurement_time(Duration::from_millis(1));
    group.bench_function("peg in to move said, no lever (simulated board)", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                if next == 12 {
                    table = LiveTable::open();
                    next = 0;
                }
                let (from, to) = tour[next % tour.len()];
                next += 1;
                total += table.play(from, to);
            }
            total
        })
    });
    group.finish();
}

/// The CPU time the live loop's process uses per second while nothing happens (heartbeats only).
fn idle_cost(c: &mut Criterion) {
    let table = LiveTable::open();
    let mut group = c.benchmark_group("idle");
    group.sample_size(10);
    group.bench_function("CPU time per idle second (1 ms/s = 0.1% of a core)", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let before = cpu_time();
                std::thread::sleep(Duration::from_secs(1));
                total += cpu_time().saturating_sub(before);
            }
            total
        })
    });
    group.finish();
    drop(table);
}

/// The program's CPU time so far: every thread's but the simulated board's (it stands for the hardware),
/// in nanoseconds (the first field of each thread's `/proc/self/task/*/schedstat`: time spent on a CPU).
fn cpu_time() -> Duration {
    let nanos: u64 = std::fs::read_dir("/proc/self/task")
        .map(|tasks| {
            tasks
                .filter_map(|t| t.ok())
                .filter(|t| {
                    std::fs::read_to_string(t.path().join("comm")).is_ok_and(|name| {
                        name.trim() != pegchess::board::peg::simulator::THREAD_NAME
                    })
                })
                .filter_map(|t| std::fs::read_to_string(t.path().join("schedstat")).ok())
                .filter_map(|s| s.split_whitespace().next()?.parse::<u64>().ok())
                .sum()
        })
        .unwrap_or(0);
    Duration::from_nanos(nanos)
}

criterion_group!(
    benches,
    sans_io_throughput,
    peg_in_to_announcement,
    idle_cost
);
