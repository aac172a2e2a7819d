//! What the confinement costs, through the real binary on a simulated peg board: the start-up (from starting
//! the program to the board said connected in the confined game loop), and the latency from a peg going into
//! its new hole to the move's line (the settle time, 200 ms here, included), each with the confinement (the
//! default) and with `--no-confine`.

use criterion::{Criterion, criterion_group};
use pegchess::board::peg::protocol::Button;
use pegchess::board::peg::simulator::{SimAction, SimBoard};
use shakmaty::{Bitboard, Chess, Position, Square};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

/// pegchess playing on a simulated board, its printed lines coming back with the time each was read.
struct Game {
    child: Child,
    sim: SimBoard,
    lines: Receiver<(Instant, String)>,
    holes: Bitboard,
    _data: tempfile::TempDir,
}

impl Game {
    /// Starts pegchess (confined unless `unconfined`) and waits for the board said connected; the game, and
    /// the time from the start to that line.
    fn start(unconfined: bool) -> (Game, Duration) {
        let holes = Chess::default().board().occupied();
        let sim = SimBoard::start(holes, Duration::from_secs(1)).expect("pty");
        let data = tempfile::tempdir().expect("temp dir");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_pegchess"));
        if unconfined {
            cmd.arg("--no-confine");
        }
        let started = Instant::now();
        let mut child = cmd
            .args([
                "--no-speech",
                "--locale",
                "en",
                "--settle-ms",
                "200",
                "play",
            ])
            .args(["--time-control", "none", "--port"])
            .arg(sim.path())
            .env("XDG_DATA_HOME", data.path())
            .env("XDG_CONFIG_HOME", data.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("pegchess starts");
        let out = BufReader::new(child.stdout.take().expect("piped"));
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in out.lines().map_while(Result::ok) {
                let _ = tx.send((Instant::now(), line));
            }
        });
        let game = Game {
            child,
            sim,
            lines,
            holes,
            _data: data,
        };
        let ready = game.wait_for(|l| l.contains("connected"));
        (game, ready.saturating_duration_since(started))
    }

    fn wait_for(&self, what: impl Fn(&str) -> bool) -> Instant {
        loop {
            let (at, line) = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .expect("pegchess printed");
            if what(&line) {
                return at;
            }
        }
    }

    /// Plays the knight's move `from`-`to` on the pegs; the time from the peg going in to the move's line.
    fn play(&mut self, from: Square, to: Square) -> Duration {
        self.holes &= !Bitboard::from_square(from);
        self.sim.act(SimAction::Holes(self.holes));
        std::thread::sleep(Duration::from_millis(20));
        while self.lines.try_recv().is_ok() {}
        self.holes |= Bitboard::from_square(to);
        let placed = Instant::now();
        self.sim.act(SimAction::Holes(self.holes));
        // The knight's move, in the FIDE scheme ("Springer Felix drei"), once the board settles.
        let said = self.wait_for(|l| l.contains("Springer"));
        self.sim.act(SimAction::Button(Button::RightLever, true));
        self.sim.act(SimAction::Button(Button::RightLever, false));
        std::thread::sleep(Duration::from_millis(50));
        said.saturating_duration_since(placed)
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// From the peg into its new hole to the move's line, with and without the confinement.
fn peg_to_phrase(c: &mut Criterion) {
    let tour = [
        (Square::G1, Square::F3),
        (Square::G8, Square::F6),
        (Square::F3, Square::G1),
        (Square::F6, Square::G8),
    ];
    let mut group = c.benchmark_group("fair play: peg in to move said (binary, simulated board)");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(1));
    group.measurement_time(Duration::from_millis(1));
    for (name, unconfined) in [("confined", false), ("--no-confine", true)] {
        let mut game = Game::start(unconfined).0;
        let mut next = 0;
        group.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    // A fresh game before a fifth repetition ends this one (9.6.1).
                    if next == 12 {
                        game = Game::start(unconfined).0;
                        next = 0;
                    }
                    let (from, to) = tour[next % tour.len()];
                    next += 1;
                    total += game.play(from, to);
                }
                total
            })
        });
    }
    group.finish();
}

/// From starting the program to the board said connected in the game loop, with and without the confinement.
fn start_up(c: &mut Criterion) {
    let mut group = c.benchmark_group("fair play: start to board connected (binary)");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(1));
    group.measurement_time(Duration::from_millis(1));
    for (name, unconfined) in [("confined", false), ("--no-confine", true)] {
        group.bench_function(name, |b| {
            b.iter_custom(|iters| (0..iters).map(|_| Game::start(unconfined).1).sum())
        });
    }
    group.finish();
}

criterion_group!(benches, peg_to_phrase, start_up);
