//! `pegchess play --simulate --sighted-port PATH` end to end: the real binary reads a DGT board (the simulator
//! on a pseudo-terminal), says when it connects, says at once when the sighted board parts from the record and
//! when they agree again, and journals the sighted board for the arbiter.

use crate::support::type_line_after;
use pegchess::board::dgt::hands::PieceAction;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::dgt::simulator::{DgtAction, SimDgt};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::Button;
use pegchess::game::journal::Journal;
use pegchess::session::Event;
use pegchess::session::rebuild::RecoveredGame;
use shakmaty::{Board, Color, Square};
use std::process::{Child, Stdio};
use std::time::Duration;

/// Leaves the game with `q`; the program must end well. Returns what it printed.
fn quit(mut game: Child) -> String {
    type_line(&mut game, "q");
    let out = crate::support::output_within(game);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Types a line and gives the program 200 ms.
fn type_line(child: &mut Child, line: &str) {
    type_line_after(child, line, Duration::from_millis(200));
}

fn hand(dgt: &SimDgt, actions: &[PieceAction]) {
    for a in actions {
        dgt.act(DgtAction::Hand(*a));
        std::thread::sleep(Duration::from_millis(150));
    }
}

/// A short name for the journaled events these tests wait for.
fn label(e: &Event) -> &'static str {
    match e {
        Event::Sighted(DgtEvent::Connected { .. }) => "sighted-connected",
        Event::Sighted(DgtEvent::Position { dump: true, .. }) => "sighted-board D",
        Event::Sighted(DgtEvent::Position { dump: false, .. }) => "sighted-board U",
        Event::Board(LinkEvent::Button {
            button: Button::RightLever,
            pressed: true,
        }) => "button R 1",
        _ => "",
    }
}

/// Waits until the journal holds an event with that `text` label, `count` times.
fn wait_for(data: &std::path::Path, text: &str, count: usize) {
    let what = format!("the journal to show '{text}' {count} times");
    crate::support::wait_until(Duration::from_secs(10), &what, || {
        let found = std::fs::read_dir(data.join("pegchess/games"))
            .ok()
            .and_then(|d| {
                d.filter_map(|e| e.ok().map(|e| e.path()))
                    .find(|p| p.extension().is_some_and(|x| x == "journal"))
            })
            .and_then(|p| Journal::read(&p).ok())
            .map_or(0, |r: RecoveredGame| {
                r.entries.iter().filter(|(_, e)| label(e) == text).count()
            });
        found >= count
    });
}

#[test]
fn play_reads_a_dgt_board_on_a_path_and_says_where_the_boards_part() {
    let dgt = SimDgt::start(&Board::default(), true).expect("pseudo-terminal");
    let data = tempfile::tempdir().expect("tempdir");
    let path = dgt.path().to_str().expect("utf-8 path").to_string();
    let mut game = crate::support::private(data.path())
        .args(["--porcelain", "--locale", "en", "--settle-ms", "800"])
        .args(["play", "--simulate", "--sighted-port", &path])
        .spawn();
    wait_for(data.path(), "sighted-connected", 1);
    wait_for(data.path(), "sighted-board D", 1);
    // 1. e4 on the peg board, then 1. d4 on the sighted board (a slip).
    for line in ["out e2", "in e4", "lever"] {
        type_line(&mut game, line);
    }
    wait_for(data.path(), "button R 1", 1);
    let pawn = Color::White.pawn();
    hand(
        &dgt,
        &[
            PieceAction::Lift(Square::D2),
            PieceAction::Put(Square::D4, pawn),
        ],
    );
    wait_for(data.path(), "sighted-board U", 2);
    std::thread::sleep(Duration::from_millis(300));
    // The assistant puts it right.
    hand(
        &dgt,
        &[
            PieceAction::Lift(Square::D4),
            PieceAction::Put(Square::D2, pawn),
            PieceAction::Lift(Square::E2),
            PieceAction::Put(Square::E4, pawn),
        ],
    );
    wait_for(data.path(), "sighted-board U", 6);
    std::thread::sleep(Duration::from_millis(400));
    let stdout = quit(game);
    let connected = stdout.find("The sighted player's board is connected.");
    let parted =
        stdout.find("The record and the sighted player's board differ from move 1, White.");
    let agreed = stdout.find("The record and the sighted player's board agree again.");
    assert!(
        connected.is_some() && parted.is_some() && agreed.is_some(),
        "{stdout}"
    );
    assert!(connected < parted && parted < agreed, "{stdout}");
    assert_eq!(stdout.matches("differ from move").count(), 1, "{stdout}");
    // The arbiter's line in full on the console.
    assert!(
        stdout.contains("arbiter: record and sighted board part at 1. White: record 1. e4, sighted board 1. d4; the sighted e-board shows rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR"),
        "{stdout}"
    );
}

#[test]
fn the_arbiter_takes_the_eboards_moves_from_the_journal_as_the_sighted_scoresheet() {
    let dir = tempfile::tempdir().expect("tempdir");
    let journal = dir.path().join("g.journal");
    let config = pegchess::session::SessionConfig {
        orientation: pegchess::config::Orientation::White,
        settle: Duration::from_millis(800),
        ..pegchess::session::SessionConfig::new(shakmaty::Chess::default())
    };
    let header = pegchess::session::JournalHeader::new(&config, Vec::new(), 0);
    let mut j = Journal::create(&journal, &header).expect("journal");
    let board = |fen: &str| fen.parse::<Board>().expect("a board");
    let holes = |hex: u64| shakmaty::Bitboard(hex);
    let button = |pressed| {
        Event::Board(LinkEvent::Button {
            button: Button::RightLever,
            pressed,
        })
    };
    let occupancy = |kind, hex| {
        Event::Board(LinkEvent::Holes {
            holes: holes(hex),
            kind,
        })
    };
    use pegchess::board::peg::protocol::OccupancyKind::{Change, Snapshot};
    let events = [
        Event::Board(LinkEvent::Connected {
            port: "pty".into(),
            name: "test".into(),
            firmware: "1".into(),
        }),
        occupancy(Snapshot, 0xFFFF_0000_0000_FFFF),
        Event::Sighted(DgtEvent::Connected {
            port: "dgt".into(),
            serial: "24601".into(),
            version: "1.7".into(),
        }),
        Event::Sighted(DgtEvent::Position {
            board: board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
            dump: true,
        }),
        occupancy(Change, 0xFFFF_0000_0000_EFFF),
        occupancy(Change, 0xFFFF_0000_1000_EFFF),
        button(true),
        button(false),
        Event::Sighted(DgtEvent::Position {
            board: board("rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQKBNR"),
            dump: false,
        }),
        Event::Sighted(DgtEvent::Position {
            board: board("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR"),
            dump: false,
        }),
    ];
    for (i, event) in events.iter().enumerate() {
        j.append(Duration::from_millis(100 * i as u64 + 100), event)
            .expect("append");
    }
    drop(j);
    let out = crate::support::binary()
        .args(["--no-speech", "arbiter", "--record"])
        .arg(&journal)
        .env("XDG_CONFIG_HOME", dir.path())
        .stdin(Stdio::null())
        .output()
        .expect("arbiter runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("score sheet: the sighted player's DGT e-board, as the journal followed it (1 half-moves)"),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("agree-through: 0"), "{stdout}");
}

#[test]
fn the_settings_choose_the_sighted_board_and_its_announcements() {
    use pegchess::config::Settings;
    use pegchess::config::options::Options;
    let s = Options::parse(
        std::path::Path::new("settings.toml"),
        "sighted-board = \"/dev/ttyUSB7\"\nannounce-sighted-moves = true\n",
    )
    .map(|keys| keys.apply(Settings::default()))
    .expect("valid settings");
    assert_eq!(s.sighted_board.as_deref(), Some("/dev/ttyUSB7"));
    assert!(s.announce_sighted_moves);
    let d = Settings::default();
    assert!(d.sighted_board.is_none() && !d.announce_sighted_moves);
    let err = Options::parse(
        std::path::Path::new("settings.toml"),
        "announce-sighted-moves = \"sometimes\"\n",
    )
    .map(|_| ())
    .expect_err("not a boolean");
    assert!(err.to_string().contains("announce-sighted-moves"), "{err}");
}

#[test]
fn the_simulated_consoles_sighted_keys_move_the_simulated_eboard() {
    let data = tempfile::tempdir().expect("tempdir");
    let mut game = crate::support::private(data.path())
        .args(["--locale", "en", "--settle-ms", "800"])
        .args(["play", "--simulate", "--simulate-sighted"])
        .spawn();
    wait_for(data.path(), "sighted-board D", 1);
    for line in ["out e2", "in e4", "lever"] {
        type_line(&mut game, line);
    }
    wait_for(data.path(), "button R 1", 1);
    for line in ["sighted lift d2", "sighted put d4", "sighted put e4 Q"] {
        type_line(&mut game, line);
    }
    wait_for(data.path(), "sighted-board U", 3);
    type_line(&mut game, "sighted start");
    wait_for(data.path(), "sighted-board U", 5);
    std::thread::sleep(Duration::from_millis(300));
    let stdout = quit(game);
    assert!(
        stdout.contains("The record and the sighted player's board differ from move 1, White."),
        "{stdout}"
    );
}

#[test]
fn the_demo_with_sighted_moves_both_boards() {
    let (ok, stdout, stderr) = crate::support::pegchess(&[
        "--porcelain",
        "demo",
        "--sighted",
        "--speed",
        "20",
        "--plies",
        "4",
    ]);
    assert!(ok, "{stdout}\n{stderr}");
    assert!(
        stdout.contains("The sighted player's board is connected."),
        "{stdout}"
    );
    for line in [
        "sighted board: 1. d4",
        "sighted board: 1... Nf6",
        "sighted board: 2... e6",
    ] {
        assert!(
            stdout.contains(line),
            "the e-board's move is shown: {line}\n{stdout}"
        );
    }
    assert!(
        stdout.contains("1. d4 Nf6 2. c4 e6"),
        "the peg board's record: {stdout}"
    );
    assert!(!stdout.contains("differ from move"), "{stdout}");
}
