//! Board-to-speech latency through the live game loop, with and without the window's observer: a peg is put
//! in its new hole and the lever pressed on a simulated board (a pseudo-terminal, read by the real link
//! thread), and the time runs until the loop hands the move's phrase to speech. The window's observer builds
//! a `View` after every event and sends it on a channel, as it does beside a real window.

use criterion::{Criterion, criterion_group};
use pegchess::board::peg::link::{self, LinkHandle, PortChoice};
use pegchess::board::peg::protocol::Button;
use pegchess::board::peg::simulator::{SimAction, SimBoard};
use pegchess::config::{Orientation, Settings};
use pegchess::live::{self, GameFiles};
use pegchess::session::{Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use pegchess::ui::window::Window;
use shakmaty::{Bitboard, Chess, Position, Square};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Knights out and back: a cycle of eight moves (the start position comes back every eight).
const SHUFFLE: [(Square, Square); 8] = [
    (Square::G1, Square::F3),
    (Square::G8, Square::F6),
    (Square::B1, Square::C3),
    (Square::B8, Square::C6),
    (Square::F3, Square::G1),
    (Square::F6, Square::G8),
    (Square::C3, Square::B1),
    (Square::C6, Square::B8),
];
/// Moves in one game before a fresh one (fivefold repetition would end it at 32).
const PLIES: usize = 28;

/// A game running in the live loop on a simulated board.
struct Rig {
    sim: Arc<SimBoard>,
    said: Receiver<Instant>,
    stop: Arc<AtomicBool>,
    game: Option<JoinHandle<()>>,
    _link: LinkHandle,
    _dir: tempfile::TempDir,
    holes: Bitboard,
    ply: usize,
}

impl Rig {
    fn start(window: bool) -> Rig {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let holes = Chess::default().board().occupied();
        let sim =
            Arc::new(SimBoard::start(holes, Duration::from_secs(1)).expect("pseudo-terminal"));
        let (tx, rx) = mpsc::channel::<Event>();
        let link = link::spawn(PortChoice::Path(sim.path().to_path_buf()), tx).expect("link");
        let (said_tx, said) = mpsc::channel::<Instant>();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let path = dir.path().to_path_buf();
        let game = std::thread::spawn(move || {
            let config = SessionConfig {
                orientation: Orientation::White,
                ..SessionConfig::new(Chess::default())
            };
            let mut files =
                GameFiles::create(&path, "bench", &config, None, Vec::new()).expect("journal");
            let mut session = Session::new(config);
            let mut say = |p: &Phrase| {
                if !matches!(p, Phrase::BoardConnected { .. }) {
                    let _ = said_tx.send(Instant::now());
                }
            };
            let (mut observed, _views) = Window::detached(&Settings::default());
            let mut observer =
                |s: &Session, e: &[pegchess::session::Effect], now| observed.observe(s, e, now);
            let game = live::Game {
                observer: window.then_some(&mut observer as &mut live::Observer<'_>),
                ..live::Game::new(live::Sources::new(&rx, &flag), &mut files, &mut say)
            };
            let result = live::run(&mut session, game);
            result.expect("the game loop runs");
        });
        std::thread::sleep(Duration::from_millis(300));
        Rig {
            sim,
            said,
            stop,
            game: Some(game),
            _link: link,
            _dir: dir,
            holes,
            ply: 0,
        }
    }

    /// One move: the piece lifted, then timed from the peg put in its new hole and the lever pressed to
    /// the phrase handed to speech.
    fn one_move(&mut self) -> Duration {
        let (from, to) = SHUFFLE[self.ply % SHUFFLE.len()];
        self.ply += 1;
        self.holes &= !Bitboard::from_square(from);
        self.sim.act(SimAction::Holes(self.holes));
        std::thread::sleep(Duration::from_millis(2));
        while self.said.try_recv().is_ok() {}
        self.holes |= Bitboard::from_square(to);
        let start = Instant::now();
        self.sim.act(SimAction::Holes(self.holes));
        self.sim.act(SimAction::Button(Button::RightLever, true));
        self.sim.act(SimAction::Button(Button::RightLever, false));
        let said = self
            .said
            .recv_timeout(Duration::from_secs(5))
            .expect("the move is said");
        said.saturating_duration_since(start)
    }
}

impl Drop for Rig {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        self.sim.act(SimAction::Button(Button::Speak, true));
        if let Some(game) = self.game.take() {
            let _ = game.join();
        }
    }
}

fn latency(c: &mut Criterion) {
    let mut group = c.benchmark_group("board to speech through the live loop");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    for (name, window) in [
        ("without the window", false),
        ("with the window's observer", true),
    ] {
        group.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                let mut rig = Rig::start(window);
                for _ in 0..iters {
                    if rig.ply == PLIES {
                        rig = Rig::start(window);
                    }
                    total += rig.one_move();
                }
                total
            })
        });
    }
    group.finish();
}

criterion_group!(benches, latency);
