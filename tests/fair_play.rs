//! Fair play through the real binary: a confined game refuses a TCP connection, a UDP socket, a file written
//! outside its places and a shell (tried by the test probe from a thread that was running before the
//! confinement), and still speaks, reads a peg board plugged in mid-game on a pseudo-terminal, journals, and
//! writes the sheets with the key 9; `resume` after a crash is confined the same way; `fair-play --check`
//! tells a confined game from an unconfined process; the statement's hash is the binary's.

use crate::support::{binary, output_within, type_line_after, until_journaled, until_moves};

mod paper;
use pegchess::board::peg::link::LinkEvent;
use pegchess::fair::probe::{PROBE_ENV, PROBE_FILE};
use pegchess::game::journal::Journal;
use pegchess::session::Event;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::time::Duration;

/// The speech sink's captured audio, when the suite's private speech-dispatcher runs (`None`: no sink, and
/// the suite does not require one).
fn speech_audio() -> Option<PathBuf> {
    if std::env::var_os("SPEECHD_ADDRESS").is_none() {
        assert!(
            std::env::var("PEGCHESS_REQUIRE_SPEECH").as_deref() != Ok("1"),
            "PEGCHESS_REQUIRE_SPEECH=1 but SPEECHD_ADDRESS is not set"
        );
        return None;
    }
    std::env::var_os("PEGCHESS_SPEECH_AUDIO").map(PathBuf::from)
}

fn size(path: &Option<PathBuf>) -> u64 {
    path.as_ref()
        .and_then(|p| std::fs::metadata(p).ok())
        .map_or(0, |m| m.len())
}

/// Waits until `done` (at most `secs` seconds, else the test fails saying `failure`).
fn until(secs: u64, failure: &str, done: impl Fn() -> bool) {
    crate::support::wait_until(Duration::from_secs(secs), failure, done);
}

/// Waits until the process `pid` runs `sleep` (a child runs the test's own binary between its fork and its exec,
/// and a check then would read the test binary).
fn running_sleep(pid: u32) {
    crate::support::wait_until(Duration::from_secs(10), "sleep to run", || {
        std::fs::read_link(format!("/proc/{pid}/exe")).is_ok_and(|exe| exe.ends_with("sleep"))
    });
}

/// What the test probe asks the game to try: a listener on 127.0.0.1, and a folder outside its places.
struct Bait {
    listener: TcpListener,
    outside: tempfile::TempDir,
}

impl Bait {
    fn new() -> Bait {
        Bait {
            listener: TcpListener::bind("127.0.0.1:0").unwrap(),
            outside: tempfile::tempdir().unwrap(),
        }
    }

    fn env(&self) -> String {
        let port = self.listener.local_addr().unwrap().port();
        format!("{port}:{}", self.outside.path().display())
    }

    /// The probe's outcomes, once the game wrote them into its games folder `games` (20 s at most); the
    /// folder outside is still empty and the listener was never reached.
    fn all_refused(&self, games: &Path) {
        let file = games.join(PROBE_FILE);
        // Written line by line as the probe tries each thing: read once the last, the shell, is there.
        until(20, &format!("no probe file in {}", games.display()), || {
            std::fs::read_to_string(&file).is_ok_and(|t| t.contains("shell: "))
        });
        let text = std::fs::read_to_string(&file).unwrap();
        for what in ["tcp", "udp", "write", "shell"] {
            assert!(text.contains(&format!("{what}: refused\n")), "{text}");
        }
        assert_eq!(std::fs::read_dir(self.outside.path()).unwrap().count(), 0);
        self.listener.set_nonblocking(true).unwrap();
        assert!(self.listener.accept().is_err(), "the listener was reached");
    }
}

/// pegchess started confined with `args`, its settings and data in `data`, speech as the suite has it
/// (on with the sink), the test probe baited with `bait`, keys piped.
fn confined(data: &Path, bait: &Bait, args: &[&str]) -> Child {
    let mut cmd = binary();
    if speech_audio().is_none() {
        cmd.arg("--no-speech");
    }
    cmd.args(["--settle-ms", "800", "--locale", "en"])
        .args(args)
        .env("XDG_DATA_HOME", data)
        .env("XDG_CONFIG_HOME", data)
        .env(PROBE_ENV, bait.env())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start pegchess")
}

/// Waits until the journal under `games` holds an event `wanted` picks (15 s at most).
fn journaled(games: &Path, wanted: impl Fn(&Event) -> bool) {
    until(15, "the journal never showed it", || {
        let newest = pegchess::live::newest_journal(games);
        let read: Option<pegchess::session::rebuild::RecoveredGame> =
            newest.and_then(|p| Journal::read(&p).ok());
        read.is_some_and(|r| r.entries.iter().any(|(_, e)| wanted(e)))
    });
}

/// Waits for the three score sheets in `games` (30 s at most).
fn sheets_written(games: &Path) {
    let written = |ext: &str| {
        std::fs::read_dir(games)
            .map(|d| {
                d.flatten()
                    .any(|e| e.path().extension().is_some_and(|x| x == ext))
            })
            .unwrap_or(false)
    };
    until(30, &format!("no sheets in {}", games.display()), || {
        written("brf") && written("pdf") && written("ogg")
    });
}

/// `pegchess fair-play --check pid`: whether it passed, and what it printed.
fn check(pid: u32) -> (bool, String) {
    let dir = tempfile::tempdir().unwrap();
    english_in(
        dir.path(),
        &["--porcelain", "fair-play", "--check", &pid.to_string()],
    )
}

/// pegchess without speech, in English, with `args`, its settings and data in `dir`: whether it passed,
/// and what it printed (standard error after the output).
fn english_in(dir: &Path, args: &[&str]) -> (bool, String) {
    let (passed, stdout, stderr) = in_locale(dir, "en", args);
    (passed, stdout + &stderr)
}

/// pegchess without speech, in `locale`, with `args`, its settings and data in `dir`: whether it passed,
/// its output and its errors.
fn in_locale(dir: &Path, locale: &str, args: &[&str]) -> (bool, String, String) {
    crate::support::private(dir)
        .args(["--locale", locale])
        .args(args)
        .run()
}

/// The SHA-256 of the binary under test, as sha256sum gives it.
fn binary_sha256() -> String {
    let summed = std::process::Command::new("sha256sum")
        .arg(env!("CARGO_BIN_EXE_pegchess"))
        .output()
        .unwrap();
    let summed = String::from_utf8_lossy(&summed.stdout);
    summed.split_whitespace().next().unwrap().to_string()
}

/// Leaves the game with `q`; it must end well. What it printed.
fn quit(mut game: Child) -> String {
    type_line_after(&mut game, "q", Duration::ZERO);
    let out = output_within(game);
    let text = format!("{:?}\n", out.status)
        + &String::from_utf8_lossy(&out.stdout)
        + "\n--- stderr\n"
        + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}");
    text
}

#[test]
fn a_confined_game_refuses_the_network_writes_and_shells_and_still_plays_speaks_and_writes_sheets()
{
    use pegchess::board::peg::protocol::Button;
    use pegchess::board::peg::simulator::{SimAction, SimBoard};
    use shakmaty::{Bitboard, Chess, Position, Square};
    let _engine = crate::support::speech_engine_lock();
    let audio = speech_audio();
    let data = tempfile::tempdir().unwrap();
    let games = data.path().join("pegchess/games");
    let bait = Bait::new();
    // The port the game looks at: nothing there until the board is plugged in, mid-game.
    let port = data.path().join("pegboard");
    let mut args = vec!["play", "--port", port.to_str().unwrap()];
    args.extend(["--time-control", "none"]);
    if std::env::var_os("DISPLAY").is_some() {
        args.push("--window");
    }
    let audio_before = size(&audio);
    let mut game = confined(data.path(), &bait, &args);
    bait.all_refused(&games);
    let (passed, seen) = check(game.id());
    assert!(passed, "{seen}");
    assert!(seen.contains("Seccomp 2, NoNewPrivs 1"), "{seen}");
    // Plugged in now: the confined game opens the new pseudo-terminal and reads its pegs.
    let start = Chess::default().board().occupied();
    let board = SimBoard::start(start, Duration::from_secs(1)).unwrap();
    std::os::unix::fs::symlink(board.path(), &port).unwrap();
    // Its first reading, the snapshot after it connected, is in the game.
    until_journaled(data.path(), |e| {
        let connected = e
            .iter()
            .position(|e| matches!(e, Event::Board(LinkEvent::Connected { .. })));
        let snapshot = |e: &Event| {
            matches!(
                e,
                Event::Board(LinkEvent::Holes {
                    kind: pegchess::board::peg::protocol::OccupancyKind::Snapshot,
                    ..
                })
            )
        };
        connected.is_some_and(|i| e[i..].iter().any(snapshot))
    });
    let e2e4 = (start & !Bitboard::from_square(Square::E2)) | Bitboard::from_square(Square::E4);
    for holes in [start & !Bitboard::from_square(Square::E2), e2e4] {
        board.act(SimAction::Holes(holes));
        std::thread::sleep(Duration::from_millis(300));
    }
    board.act(SimAction::Button(Button::RightLever, true));
    board.act(SimAction::Button(Button::RightLever, false));
    until_moves(data.path(), 1);
    // The key 9: the sheets, written by the programs the game may run.
    type_line_after(&mut game, "9", Duration::from_millis(100));
    sheets_written(&games);
    let out = quit(game);
    let _ = std::fs::remove_file(&port);
    let journal = pegchess::live::newest_journal(&games).unwrap();
    let record = pegchess::session::rebuild::rebuild(&Journal::read(&journal).unwrap());
    assert_eq!(record.unwrap().0.record().uci(), ["e2e4"], "{out}");
    assert!(!out.contains("cannot write"), "{out}");
    if audio.is_some() {
        assert!(
            size(&audio) > audio_before,
            "nothing reached the speech sink:\n{out}"
        );
    }
}

#[test]
fn resume_after_a_crash_is_confined_and_plays_on() {
    let data = tempfile::tempdir().unwrap();
    let games = data.path().join("pegchess/games");
    let args = ["play", "--port", "none", "--time-control", "none"];
    let first = Bait::new();
    let mut game = confined(data.path(), &first, &args);
    first.all_refused(&games);
    for line in ["e4", "p"] {
        type_line_after(&mut game, line, Duration::from_millis(100));
    }
    journaled(&games, |e| {
        matches!(e, Event::Command(pegchess::session::Command::Press))
    });
    // The crash.
    game.kill().unwrap();
    let _ = game.wait();
    std::fs::remove_file(games.join(PROBE_FILE)).unwrap();
    let second = Bait::new();
    let mut resumed = confined(data.path(), &second, &["resume", "--port", "none"]);
    second.all_refused(&games);
    for line in ["e5", "p"] {
        type_line_after(&mut resumed, line, Duration::ZERO);
    }
    until_moves(data.path(), 2);
    let out = quit(resumed);
    let journal = pegchess::live::newest_journal(&games).unwrap();
    let record = pegchess::session::rebuild::rebuild(&Journal::read(&journal).unwrap());
    assert_eq!(record.unwrap().0.record().uci(), ["e2e4", "e7e5"], "{out}");
}

#[test]
fn the_check_tells_a_confined_demo_from_an_unconfined_process() {
    let bait = Bait::new();
    let data = tempfile::tempdir().unwrap();
    // Slow enough that the demo still plays while the check reads it on loaded cores (at twice the human
    // pace it could end first, and the check then read a finished process: no seccomp, no program).
    let mut demo = binary()
        .args(["--no-speech", "demo", "--speed", "0.25", "--plies", "40"])
        .env("XDG_DATA_HOME", data.path())
        .env("XDG_CONFIG_HOME", data.path())
        .env(PROBE_ENV, bait.env())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // The demo keeps its game in a folder of its own in the temporary folder.
    let games = std::env::temp_dir().join(format!("pegchess-demo-{}", demo.id()));
    bait.all_refused(&games);
    let (passed, seen) = check(demo.id());
    let _ = demo.kill();
    let _ = demo.wait();
    let _ = std::fs::remove_dir_all(&games);
    assert!(passed, "{seen}");
    assert!(seen.contains("is confined as the statement says"), "{seen}");
    let mut sleeper = std::process::Command::new("sleep")
        .arg("30")
        .spawn()
        .unwrap();
    running_sleep(sleeper.id());
    let (passed, seen) = check(sleeper.id());
    let _ = sleeper.kill();
    let _ = sleeper.wait();
    assert!(!passed, "{seen}");
    let first = seen.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("Process ") && first.contains("is not pegchess: it runs"),
        "{seen}"
    );
    assert!(seen.contains("has no seccomp filter"), "{seen}");
    assert!(seen.contains("is not confined as stated"), "{seen}");
}

#[test]
fn the_statement_gives_the_binarys_sha256_and_what_the_kernel_refused() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("statement.pdf");
    let (passed, stdout) = english_in(dir.path(), &["fair-play", "--pdf", pdf.to_str().unwrap()]);
    assert!(passed, "{stdout}");
    let hash = binary_sha256();
    assert!(stdout.contains(&format!("SHA-256: {hash}")), "{stdout}");
    assert!(
        stdout.contains(&format!("begins with {}", &hash[..8])),
        "{stdout}"
    );
    for tried in [
        "A network connection",
        "A UDP socket",
        "A file outside",
        "A shell",
    ] {
        assert!(
            stdout
                .lines()
                .any(|l| l.starts_with(tried) && l.ends_with(": refused.")),
            "{tried}: {stdout}"
        );
    }
    assert!(
        stdout.contains("seccomp filter on, no new privileges on"),
        "{stdout}"
    );
    assert!(stdout.contains("no chess engine"), "{stdout}");
    assert!(stdout.contains("11.3.1"), "{stdout}");
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
}

#[test]
fn the_statement_and_the_doctors_line_are_said_in_every_language() {
    let expected = [
        ("de", "pegchess enthält keine Schach-Engine"),
        ("hu", "A pegchess nem tartalmaz sakkmotort"),
        ("fi", "pegchess ei sisällä shakkimoottoria"),
        ("da", "pegchess indeholder ingen skakmotor"),
        ("en", "pegchess contains no chess engine"),
    ];
    for (locale, said) in expected {
        let (ok, stdout, stderr) = crate::support::pegchess(&["--locale", locale, "fair-play"]);
        assert!(ok, "{locale}: {stdout}{stderr}");
        assert!(stdout.contains(said), "{locale}: {stdout}");
    }
    let dir = tempfile::tempdir().unwrap();
    let (_, stdout) = english_in(dir.path(), &["doctor", "--port", "none"]);
    assert!(
        stdout.contains("Fair play: ok, the kernel can confine the game."),
        "{stdout}"
    );
}

#[test]
fn the_statement_names_a_broadcast_table_and_the_relays_one_board_limit() {
    let (ok, stdout, stderr) =
        crate::support::pegchess(&["--locale", "en", "fair-play", "--broadcast"]);
    assert!(ok, "{stdout}{stderr}");
    assert!(
        stdout.contains("Table: the sighted player's board through a broadcast relay"),
        "{stdout}"
    );
    assert!(
        stdout.contains("The relay passes on one board, never a second"),
        "{stdout}"
    );
    // The relay itself takes one board: a second is refused.
    let (ok, _, stderr) = crate::support::pegchess(&[
        "relay",
        "--board",
        "1",
        "--board",
        "2",
        "--line",
        "/dev/null",
    ]);
    assert!(!ok && stderr.contains("--board"), "{stderr}");
}

#[test]
fn a_second_game_after_the_set_up_writes_the_settings_and_plays_confined() {
    let data = tempfile::tempdir().unwrap();
    let games = data.path().join("pegchess/games");
    let bait = Bait::new();
    let args = ["play", "--simulate", "--time-control", "none"];
    let mut game = confined(data.path(), &bait, &args);
    bait.all_refused(&games);
    // Before the first move, a long press of the speak button: the set-up, each answer as it stands, saved.
    type_line_after(&mut game, "speak long", Duration::from_millis(500));
    for _ in 0..13 {
        type_line_after(&mut game, "speak", Duration::from_millis(300));
    }
    let journals = || {
        std::fs::read_dir(&games)
            .map(|d| {
                d.flatten()
                    .filter(|e| e.path().extension().is_some_and(|x| x == "journal"))
                    .count()
            })
            .unwrap_or(0)
    };
    until(
        15,
        &format!("no second game in {}", games.display()),
        || journals() >= 2,
    );
    for line in ["out e2", "in e4", "lever"] {
        type_line_after(&mut game, line, Duration::ZERO);
    }
    until_moves(data.path(), 1);
    let out = quit(game);
    assert!(
        data.path().join("pegchess/settings.toml").is_file(),
        "{out}"
    );
    let journal = pegchess::live::newest_journal(&games).unwrap();
    let record = pegchess::session::rebuild::rebuild(&Journal::read(&journal).unwrap());
    assert_eq!(record.unwrap().0.record().uci(), ["e2e4"], "{out}");
}
