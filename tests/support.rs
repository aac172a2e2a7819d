//! A peg board at a table for scenario tests: holes set by hand, time advanced by hand, the session's words kept.

use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::{Button, OccupancyKind};
use pegchess::clock::ClockSetup;
use pegchess::config::Orientation;
use pegchess::game::record::Happening;
use pegchess::session::{Command, Effect, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use shakmaty::fen::Fen;
use shakmaty::{Bitboard, CastlingMode, Chess, Move, Piece, Position, Square};
use std::time::Duration;

pub const SETTLE: Duration = Duration::from_millis(2500);

/// A peg board at a table: the holes, the time, and everything the session said.
pub struct Table {
    pub session: Session,
    pub holes: Bitboard,
    pub now: Duration,
    pub said: Vec<Phrase>,
    pub turned: bool,
    pub pace: u64,
}

impl Table {
    pub fn new(orientation: Orientation) -> Table {
        Table::from_position(Chess::default(), orientation)
    }

    pub fn from_fen(fen: &str) -> Table {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        Table::from_position(pos, Orientation::White)
    }

    pub fn from_position(start: Chess, orientation: Orientation) -> Table {
        let holes = shakmaty::Position::board(&start).occupied();
        Table::with_board(start, orientation, holes)
    }

    /// A table whose board holds `holes` when it is plugged in.
    pub fn with_board(start: Chess, orientation: Orientation, holes: Bitboard) -> Table {
        Table::with_clock(start, orientation, holes, None)
    }

    /// A table with a talking clock.
    pub fn with_clock(
        start: Chess,
        orientation: Orientation,
        holes: Bitboard,
        clock: Option<ClockSetup>,
    ) -> Table {
        Table::with_config(
            SessionConfig {
                settle: SETTLE,
                orientation,
                clock,
                ..SessionConfig::new(start)
            },
            holes,
        )
    }

    /// A table at the start position in casual mode, where a misheard move is asked back before it is made
    /// (tournament mode asks nothing about a move before it is completed, 11.3.1).
    pub fn casual() -> Table {
        let start = Chess::default();
        let holes = shakmaty::Position::board(&start).occupied();
        Table::with_config(
            SessionConfig {
                settle: SETTLE,
                orientation: Orientation::White,
                mode: pegchess::config::Mode::Casual,
                ..SessionConfig::new(start)
            },
            holes,
        )
    }

    /// A table at the start position whose session reads and speaks `locale` (the FIDE scheme).
    pub fn in_locale(start: Chess, locale: pegchess::notation::Language) -> Table {
        let holes = shakmaty::Position::board(&start).occupied();
        Table::with_config(
            SessionConfig {
                settle: SETTLE,
                orientation: Orientation::White,
                locale,
                ..SessionConfig::new(start)
            },
            holes,
        )
    }

    /// A table with this session, its board holding `holes` when it is plugged in.
    pub fn with_config(config: SessionConfig, holes: Bitboard) -> Table {
        let session = Session::new(config);
        let mut t = Table {
            session,
            holes,
            now: Duration::ZERO,
            said: Vec::new(),
            turned: false,
            pace: 300,
        };
        t.send(LinkEvent::Connected {
            port: "pty".into(),
            name: "test".into(),
            firmware: "1".into(),
        });
        t.send(LinkEvent::Holes {
            holes,
            kind: OccupancyKind::Snapshot,
        });
        t
    }

    /// The board as the sensor sees it (turned round if the player sits at the other side).
    pub fn sensor(&self) -> Bitboard {
        if self.turned {
            self.holes.flip_vertical().flip_horizontal()
        } else {
            self.holes
        }
    }

    pub fn send(&mut self, e: LinkEvent) {
        self.event(Event::Board(e));
    }

    /// What the session says to `e`, and only that.
    pub fn answers(&mut self, e: Event) -> Vec<Phrase> {
        let n = self.said.len();
        self.event(e);
        self.said[n..].to_vec()
    }

    pub fn event(&mut self, e: Event) {
        for effect in self.session.handle(e, self.now) {
            if let Effect::Say(p) = effect {
                self.said.push(p);
            }
        }
    }

    pub fn step(&mut self, ms: u64) {
        self.now += Duration::from_millis(ms);
    }

    pub fn set(&mut self, holes: Bitboard, resync: bool) {
        self.holes = holes;
        let kind = if resync {
            OccupancyKind::Snapshot
        } else {
            OccupancyKind::Change
        };
        self.send(LinkEvent::Holes {
            holes: self.sensor(),
            kind,
        });
    }

    /// The pause before each following lift and place (300 ms unless set).
    pub fn pace(&mut self, ms: u64) -> &mut Self {
        self.pace = ms;
        self
    }

    pub fn lift(&mut self, sq: Square) -> &mut Self {
        self.step(self.pace);
        self.set(self.holes & !Bitboard::from_square(sq), false);
        self
    }

    pub fn place(&mut self, sq: Square) -> &mut Self {
        self.step(self.pace);
        self.set(self.holes | Bitboard::from_square(sq), false);
        self
    }

    pub fn wait(&mut self, ms: u64) -> &mut Self {
        let end = self.now + Duration::from_millis(ms);
        while self.now < end {
            self.step(100);
            self.event(Event::Tick);
        }
        self
    }

    pub fn press(&mut self) -> &mut Self {
        self.step(200);
        self.send(LinkEvent::Button {
            button: Button::RightLever,
            pressed: true,
        });
        self.send(LinkEvent::Button {
            button: Button::RightLever,
            pressed: false,
        });
        self
    }

    pub fn cmd(&mut self, c: Command) -> &mut Self {
        self.event(Event::Command(c));
        self
    }

    /// Lift from, place on: a quiet move.
    pub fn slide(&mut self, from: Square, to: Square) -> &mut Self {
        self.lift(from).place(to)
    }

    pub fn moves(&self) -> Vec<String> {
        self.session.record().uci()
    }

    pub fn touches(&self) -> Vec<(Piece, Square)> {
        self.session
            .record()
            .notes()
            .iter()
            .filter_map(|n| match n.what {
                Happening::Touch { piece, square, .. } => Some((piece, square)),
                _ => None,
            })
            .collect()
    }
}

/// The real binary, to be given its arguments: every test starts pegchess through here.
pub fn binary() -> std::process::Command {
    // The environment's language does not reach the tests: with no locale given, the command line's help and
    // refusals are in English (a test that wants another sets LANG itself).
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_pegchess"));
    cmd.env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    cmd
}

/// The real binary in a private environment, the one way tests run it: the system's speech off
/// (`--no-speech`, unless [`Private::speaking`]), its settings and data in a folder of the test's own (the XDG
/// folders) or no settings file at all, standard output and error piped.
pub struct Private {
    cmd: std::process::Command,
    speech: bool,
    args: Vec<std::ffi::OsString>,
}

/// The binary with its settings and data in `home`, without speech.
pub fn private(home: &std::path::Path) -> Private {
    let mut cmd = binary();
    cmd.env("XDG_DATA_HOME", home).env("XDG_CONFIG_HOME", home);
    Private {
        cmd,
        speech: false,
        args: Vec::new(),
    }
}

/// The binary without any settings file (and its data in the user's folders, for commands that keep none),
/// without speech.
pub fn no_settings() -> Private {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/no-such-settings.toml");
    Private {
        cmd: binary(),
        speech: false,
        args: Vec::new(),
    }
    .args(["--config", file])
}

impl Private {
    /// The system's speech left on (the speech sink of `scripts/test` takes it).
    pub fn speaking(mut self) -> Private {
        self.speech = true;
        self
    }

    /// One more argument.
    pub fn arg(mut self, arg: impl AsRef<std::ffi::OsStr>) -> Private {
        self.args.push(arg.as_ref().to_os_string());
        self
    }

    /// More arguments.
    pub fn args<S: AsRef<std::ffi::OsStr>>(mut self, args: impl IntoIterator<Item = S>) -> Private {
        self.args
            .extend(args.into_iter().map(|a| a.as_ref().to_os_string()));
        self
    }

    /// An environment variable.
    pub fn env(mut self, key: &str, value: impl AsRef<std::ffi::OsStr>) -> Private {
        self.cmd.env(key, value);
        self
    }

    /// The command as it runs.
    pub fn command(mut self) -> std::process::Command {
        if !self.speech {
            self.cmd.arg("--no-speech");
        }
        self.cmd.args(self.args);
        self.cmd
    }

    /// Runs it to its end with no input; its output.
    pub fn output(self) -> std::process::Output {
        self.command()
            .stdin(std::process::Stdio::null())
            .output()
            .expect("pegchess runs")
    }

    /// Runs it to its end with no input: (success, stdout, stderr).
    pub fn run(self) -> (bool, String, String) {
        let out = self.output();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    /// Starts it with its input piped too (for keys typed into it).
    pub fn spawn(self) -> std::process::Child {
        self.spawn_with(std::process::Stdio::piped())
    }

    /// Starts it with `stdin` as its input.
    pub fn spawn_with(self, stdin: impl Into<std::process::Stdio>) -> std::process::Child {
        use std::process::Stdio;
        self.command()
            .stdin(stdin)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start pegchess")
    }
}

/// Runs the real binary without speech and without any settings file; returns (success, stdout, stderr).
pub fn pegchess(args: &[&str]) -> (bool, String, String) {
    no_settings().args(args).run()
}

/// Starts the real binary without speech, its data and settings in `data` (settle time 800 ms), with
/// standard input, output and error piped.
pub fn spawn_in(data: &std::path::Path, args: &[&str]) -> std::process::Child {
    private(data)
        .args(["--settle-ms", "800"])
        .args(args)
        .spawn()
}

/// Types one line into a running pegchess, then waits `pause`.
pub fn type_line_after(child: &mut std::process::Child, line: &str, pause: Duration) {
    use std::io::Write;
    let stdin = child.stdin.as_mut().expect("piped stdin");
    writeln!(stdin, "{line}").expect("pegchess reads its input");
    stdin.flush().expect("pegchess reads its input");
    std::thread::sleep(pause);
}

/// Types one line into a running pegchess and gives it 150 ms.
pub fn type_line(child: &mut std::process::Child, line: &str) {
    type_line_after(child, line, Duration::from_millis(150));
}

/// The first file with extension `ext` in the games folder under `data`, if there is one now.
pub fn game_file_now(data: &std::path::Path, ext: &str) -> Option<std::path::PathBuf> {
    std::fs::read_dir(data.join("pegchess/games"))
        .ok()
        .and_then(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .find(|p| p.extension().is_some_and(|x| x == ext))
        })
}

/// The first file with extension `ext` in the games folder under `data`, once one appears (30 s at most: a
/// bound for a file that never comes, on loaded cores).
pub fn game_file(data: &std::path::Path, ext: &str) -> std::path::PathBuf {
    let dir = data.join("pegchess/games");
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(p) = game_file_now(data, ext) {
            return p;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no .{ext} file appeared in {}",
            dir.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Waits until `done` holds, asking every 20 ms; fails the test, naming `what`, if it does not within `within`.
/// Tests wait for what they need with it, never for a fixed time.
pub fn wait_until(within: Duration, what: &str, mut done: impl FnMut() -> bool) {
    let deadline = std::time::Instant::now() + within;
    while !done() {
        assert!(
            std::time::Instant::now() < deadline,
            "waited {within:?} for {what}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The newest game's journal under `data`, if there is one yet.
fn journal_path(data: &std::path::Path) -> Option<std::path::PathBuf> {
    pegchess::live::newest_journal(&data.join("pegchess/games"))
}

/// The entries of the game's journal under `data` so far, with their times (none before it exists): the game
/// writes each before it acts on it.
pub fn journal_entries(data: &std::path::Path) -> Vec<(Duration, pegchess::session::Event)> {
    let read = journal_path(data).and_then(|p| {
        pegchess::game::journal::Journal::read::<pegchess::session::JournalHeader, _>(&p).ok()
    });
    read.map(|r| r.entries).unwrap_or_default()
}

/// Waits until the game's journal under `data` holds entries `done` accepts (10 s at most); a game killed after
/// this loses none of them.
pub fn until_journaled(data: &std::path::Path, done: impl Fn(&[pegchess::session::Event]) -> bool) {
    let mut seen = Vec::new();
    wait_until(Duration::from_secs(10), "the journal to show it", || {
        seen = journal_entries(data).into_iter().map(|(_, e)| e).collect();
        done(&seen)
    });
}

/// Waits until the game under `data`, rebuilt from its journal as `resume` rebuilds it, is as `done` wants it
/// (10 s at most): the move the e-board's hold made, the press answered.
pub fn until_game(data: &std::path::Path, done: impl Fn(&pegchess::session::Session) -> bool) {
    wait_until(Duration::from_secs(10), "the game to stand so", || {
        let Some(p) = journal_path(data) else {
            return false;
        };
        let Ok(recovered) = pegchess::game::journal::Journal::read(&p) else {
            return false;
        };
        pegchess::session::rebuild::rebuild(&recovered).is_ok_and(|(s, _)| done(&s))
    });
}

/// Waits until the peg board has connected `n` times in the journal under `data` (once per start of a game
/// at a simulated board): what is typed for the board from then on reaches the game after its first reading.
pub fn until_connected(data: &std::path::Path, n: usize) {
    until_journaled(data, |e| connected(e) >= n);
}

/// How many times the peg board has connected in the journal under `data` so far.
pub fn connections(data: &std::path::Path) -> usize {
    let entries: Vec<_> = journal_entries(data).into_iter().map(|(_, e)| e).collect();
    connected(&entries)
}

fn connected(entries: &[pegchess::session::Event]) -> usize {
    use pegchess::board::peg::link::LinkEvent;
    use pegchess::session::Event;
    let connected = |e: &&Event| matches!(e, Event::Board(LinkEvent::Connected { .. }));
    entries.iter().filter(connected).count()
}

/// The clock's presses among the journal's `entries` (typed `p` or the key for it).
pub fn presses(entries: &[pegchess::session::Event]) -> usize {
    use pegchess::session::{Command, Event};
    let pressed = |e: &&Event| matches!(e, Event::Command(Command::Press));
    entries.iter().filter(pressed).count()
}

/// Waits until the journal under `data` holds `n` presses (10 s at most).
pub fn until_presses(data: &std::path::Path, n: usize) {
    until_journaled(data, |e| presses(e) >= n);
}

/// Waits until the game under `data` has recorded `n` moves (10 s at most).
pub fn until_moves(data: &std::path::Path, n: usize) {
    until_game(data, |s| s.record().moves().len() >= n);
}

/// The game's journal under `data`, once it appears.
pub fn journal_in(data: &std::path::Path) -> std::path::PathBuf {
    game_file(data, "journal")
}

/// A random legal game of up to `plies` half-moves from the start position, with captures, castling and
/// promotions chosen often (it stops early at mate or stalemate).
pub fn random_game(seed: u64, plies: usize) -> Vec<Move> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        // Prefer captures, castling and promotions now and then, so they occur often.
        let special: Vec<&Move> = legal
            .iter()
            .filter(|m| m.is_capture() || m.is_castle() || m.is_promotion())
            .collect();
        let m = if !special.is_empty() && rng.random_bool(0.4) {
            *special[rng.random_range(0..special.len())]
        } else {
            legal[rng.random_range(0..legal.len())]
        };
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

/// Held by tests that need the speech engine's undivided attention: speech-dispatcher answers one request
/// at a time, and a client listing its voices holds it for seconds.
pub fn speech_engine_lock() -> std::sync::MutexGuard<'static, ()> {
    static ENGINE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ENGINE.lock().unwrap_or_else(|p| p.into_inner())
}

/// How long a test waits for a program it started to end before it fails instead of hanging the suite.
pub const CHILD_DEADLINE: std::time::Duration = std::time::Duration::from_secs(180);

/// `Child::wait_with_output` with a deadline ([`CHILD_DEADLINE`]): the child's piped output is read as it
/// comes; a child still running then is killed, and the test fails with what it printed.
pub fn output_within(mut child: std::process::Child) -> std::process::Output {
    use std::io::Read;
    fn drain<R: Read + Send + 'static>(pipe: Option<R>) -> std::thread::JoinHandle<Vec<u8>> {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    }
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let deadline = std::time::Instant::now() + CHILD_DEADLINE;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the child") {
            break Some(status);
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let stdout = stdout.join().expect("stdout read");
    let stderr = stderr.join().expect("stderr read");
    let Some(status) = status else {
        panic!(
            "the program did not end within {CHILD_DEADLINE:?}; it printed:\n{}{}",
            String::from_utf8_lossy(&stdout),
            String::from_utf8_lossy(&stderr)
        );
    };
    std::process::Output {
        status,
        stdout,
        stderr,
    }
}

/// What a program a test started prints, read as it comes (so the test can wait for a line instead of a time).
#[derive(Clone, Default)]
pub struct Printed(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl Printed {
    /// Reads `pipe` to its end on a thread of its own.
    fn reading<R: std::io::Read + Send + 'static>(
        pipe: R,
    ) -> (Printed, std::thread::JoinHandle<()>) {
        let printed = Printed::default();
        let into = printed.clone();
        let reader = std::thread::spawn(move || {
            let mut pipe = pipe;
            let mut chunk = [0u8; 4096];
            while let Ok(n) = pipe.read(&mut chunk) {
                if n == 0 {
                    break;
                }
                into.0.lock().unwrap().extend_from_slice(&chunk[..n]);
            }
        });
        (printed, reader)
    }

    /// Everything printed so far.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }

    /// Waits until `text` has been printed `times` times (20 s at most).
    pub fn until(&self, text: &str, times: usize) {
        wait_until(
            Duration::from_secs(20),
            &format!("{text:?} printed"),
            || self.text().matches(text).count() >= times,
        );
    }
}

/// pegchess started with its input piped, its standard output read as it comes.
pub struct Watched {
    child: std::process::Child,
    /// What it printed so far.
    pub printed: Printed,
    reader: std::thread::JoinHandle<()>,
}

impl Watched {
    /// Watches `child`, started with its output piped.
    pub fn new(mut child: std::process::Child) -> Watched {
        let stdout = child.stdout.take().expect("piped stdout");
        let (printed, reader) = Printed::reading(stdout);
        Watched {
            child,
            printed,
            reader,
        }
    }

    /// Types one line into it.
    pub fn type_line(&mut self, line: &str) {
        type_line_after(&mut self.child, line, Duration::ZERO);
    }

    /// Waits for it to end (within [`CHILD_DEADLINE`]); its output, standard output as it was read.
    pub fn output(self) -> std::process::Output {
        let mut out = output_within(self.child);
        self.reader.join().expect("stdout read");
        out.stdout = self.printed.0.lock().unwrap().clone();
        out
    }
}

/// pegchess started with `args`, its settings and data in `dir`, its keys coming from a terminal (a
/// pseudo-terminal whose master end the test types into); the link path is removed when the test ends.
pub struct AtTerminal {
    child: std::process::Child,
    pty: pegchess::board::pty::Pty,
    link: std::path::PathBuf,
    /// What it printed so far.
    pub printed: Printed,
    reader: std::thread::JoinHandle<()>,
}

impl AtTerminal {
    /// Starts pegchess with `args` on a new terminal named after `name`.
    pub fn start(dir: &std::path::Path, name: &str, args: &[&str]) -> AtTerminal {
        use pegchess::board::pty::{Pty, unique_link_path};
        use std::process::Stdio;
        let link = unique_link_path(name);
        let pty = Pty::open(&link).unwrap();
        let terminal = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&link)
            .unwrap();
        let mut child = binary()
            .args(args)
            .env("XDG_DATA_HOME", dir)
            .env("XDG_CONFIG_HOME", dir)
            .stdin(Stdio::from(terminal))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let (printed, reader) = Printed::reading(child.stdout.take().expect("piped stdout"));
        AtTerminal {
            child,
            pty,
            link,
            printed,
            reader,
        }
    }

    /// Types `bytes` and gives pegchess `pause_ms`.
    pub fn press(&mut self, bytes: &[u8], pause_ms: u64) {
        use std::io::Write;
        self.pty.master.write_all(bytes).unwrap();
        self.pty.master.flush().unwrap();
        std::thread::sleep(Duration::from_millis(pause_ms));
    }

    /// Waits for pegchess to end (a set-up still waiting for a key fails the test instead of hanging the
    /// suite); what it printed.
    pub fn output(self) -> String {
        let out = output_within(self.child);
        let _ = std::fs::remove_file(&self.link);
        drop(out);
        self.reader.join().expect("stdout read");
        self.printed.text()
    }
}

/// A sweep over a whole corpus or a large generated space (every corpus position, every start, every
/// phrasing in every language, thousands of generated cases). The test command checks a sample drawn from
/// a seed that differs from run to run; `PEGCHESS_FULL_SWEEP=1` checks everything (`scripts/sweep`), and
/// `PEGCHESS_SWEEP_SEED=N` draws the sample of seed N again. The seed is printed when the sweep starts,
/// so a failing test shows it with its output. Every item sampled is checked with the same assertions as
/// in the full sweep.
pub struct Sweep {
    /// `None` in the full sweep.
    seed: Option<u64>,
}

impl Sweep {
    pub fn new(name: &str) -> Sweep {
        let full = std::env::var("PEGCHESS_FULL_SWEEP").is_ok_and(|v| !v.is_empty() && v != "0");
        if full {
            eprintln!("sweep {name}: full (PEGCHESS_FULL_SWEEP)");
            return Sweep { seed: None };
        }
        let seed = match std::env::var("PEGCHESS_SWEEP_SEED") {
            Ok(s) => s
                .parse()
                .unwrap_or_else(|_| panic!("PEGCHESS_SWEEP_SEED={s:?}: not a number")),
            Err(_) => std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64 % 1_000_000_000),
        };
        eprintln!(
            "sweep {name}: a sample, seed {seed} (PEGCHESS_SWEEP_SEED={seed} draws it again, \
             PEGCHESS_FULL_SWEEP=1 checks everything)"
        );
        Sweep { seed: Some(seed) }
    }

    /// `n` of the items, drawn from the seed and kept in their order; all of them in the full sweep.
    pub fn sample<T>(&self, items: Vec<T>, n: usize) -> Vec<T> {
        let Some(seed) = self.seed else {
            return items;
        };
        if n >= items.len() {
            return items;
        }
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut keep = rand::seq::index::sample(&mut rng, items.len(), n).into_vec();
        keep.sort_unstable();
        let mut keep = keep.into_iter().peekable();
        items
            .into_iter()
            .enumerate()
            .filter_map(|(i, item)| (keep.next_if_eq(&i).is_some()).then_some(item))
            .collect()
    }

    /// A property test's settings: `sampled` cases drawn from the sweep's seed in the test command, `full`
    /// cases from a random seed in the full sweep.
    pub fn proptest(&self, sampled: u32, full: u32) -> proptest::test_runner::Config {
        let (cases, rng_seed) = match self.seed {
            Some(seed) => (sampled, proptest::test_runner::RngSeed::Fixed(seed)),
            None => (full, proptest::test_runner::RngSeed::Random),
        };
        proptest::test_runner::Config {
            cases,
            rng_seed,
            ..Default::default()
        }
    }
}

/// A game in simulated time, sans-IO: a session, the time now, and the way events reach the session (each
/// journaled as the live loop journals it). Time passes with the ticks the session asks for.
pub trait SimulatedTime {
    /// The session.
    fn session(&self) -> &pegchess::session::Session;
    /// The time now.
    fn now(&mut self) -> &mut std::time::Duration;
    /// Hands the session one event now.
    fn hand(&mut self, e: pegchess::session::Event);

    /// Lets `ms` pass, with the ticks the session asks for.
    fn pass(&mut self, ms: u64) {
        let end = *self.now() + std::time::Duration::from_millis(ms);
        loop {
            let now = *self.now();
            let Some(due) = self.session().next_due(now).filter(|d| *d <= end) else {
                break;
            };
            *self.now() = due.max(now);
            self.hand(pegchess::session::Event::Tick);
            let now = *self.now();
            if self.session().next_due(now) == Some(due) {
                break;
            }
        }
        *self.now() = end;
    }
}

/// `sans` played from `position`, each move with it.
pub fn played(mut position: Chess, sans: &[&str]) -> (Chess, Vec<Move>) {
    let mut moves = Vec::new();
    for san in sans {
        let mv = san
            .parse::<shakmaty::san::San>()
            .unwrap()
            .to_move(&position)
            .unwrap();
        position.play_unchecked(mv);
        moves.push(mv);
    }
    (position, moves)
}
