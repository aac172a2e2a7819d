//! The real serial code end to end on pseudo-terminals: connect, read, noise, lost frames, unplug and replug,
//! and a port one link has refused to another (issue 27, two programs, one board).

use pegchess::board::dgt::link::{self as dgt_link, DgtEvent, DgtPort};
use pegchess::board::peg::link::{self, LinkError, LinkEvent, PortChoice};
use pegchess::board::peg::protocol::{Button, OccupancyKind};
use pegchess::board::peg::simulator::{SimAction, SimBoard};
use shakmaty::{Bitboard, Square};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

const START: Bitboard = Bitboard(0xFFFF_0000_0000_FFFF);
const WAIT: Duration = Duration::from_secs(5);

fn next(rx: &Receiver<LinkEvent>) -> LinkEvent {
    rx.recv_timeout(WAIT)
        .expect("the link should report within 5 seconds")
}

/// Skips heartbeats, which arrive whenever a second has passed.
fn next_news(rx: &Receiver<LinkEvent>) -> LinkEvent {
    loop {
        match next(rx) {
            LinkEvent::Holes {
                kind: OccupancyKind::Heartbeat,
                ..
            } => continue,
            other => return other,
        }
    }
}

fn connect(heartbeat: Duration) -> (SimBoard, link::LinkHandle, Receiver<LinkEvent>) {
    let sim = SimBoard::start(START, heartbeat).expect("pseudo-terminal");
    let (tx, rx) = mpsc::channel();
    let handle = link::spawn(PortChoice::Path(sim.path().to_path_buf()), tx).expect("link");
    match next_news(&rx) {
        LinkEvent::Connected { name, .. } => assert_eq!(name, "PB-SIM"),
        other => panic!("expected Connected first, got {other:?}"),
    }
    assert_eq!(
        next_news(&rx),
        LinkEvent::Holes {
            holes: START,
            kind: OccupancyKind::Snapshot
        }
    );
    (sim, handle, rx)
}

fn without(b: Bitboard, sq: Square) -> Bitboard {
    b & !Bitboard::from_square(sq)
}

#[test]
fn pty_round_trip_delivers_changes_and_buttons_in_order() {
    let (sim, _link, rx) = connect(Duration::from_secs(1));
    let lifted = without(START, Square::E2);
    let placed = lifted | Bitboard::from_square(Square::E4);
    sim.act(SimAction::Holes(lifted));
    sim.act(SimAction::Holes(placed));
    sim.act(SimAction::Button(Button::RightLever, true));
    sim.act(SimAction::Button(Button::RightLever, false));
    let expected = [
        LinkEvent::Holes {
            holes: lifted,
            kind: OccupancyKind::Change,
        },
        LinkEvent::Holes {
            holes: placed,
            kind: OccupancyKind::Change,
        },
        LinkEvent::Button {
            button: Button::RightLever,
            pressed: true,
        },
        LinkEvent::Button {
            button: Button::RightLever,
            pressed: false,
        },
    ];
    for e in expected {
        assert_eq!(next_news(&rx), e);
    }
}

#[test]
fn garbage_and_repeats_are_dropped_and_a_lost_frame_is_recovered_by_snapshot() {
    let (sim, _link, rx) = connect(Duration::from_secs(1));
    sim.act(SimAction::Raw(
        b"\x00\xffnoise$O,07,FFFF*0000\n$O,XX".to_vec(),
    ));
    let lifted = without(START, Square::G1);
    sim.act(SimAction::Holes(lifted));
    sim.act(SimAction::RepeatLast);
    assert_eq!(
        next_news(&rx),
        LinkEvent::Holes {
            holes: lifted,
            kind: OccupancyKind::Change
        }
    );
    // The frame with the knight on f3 is lost; the next one reveals the gap and the link asks for a snapshot.
    let placed = lifted | Bitboard::from_square(Square::F3);
    sim.act(SimAction::DropNext);
    sim.act(SimAction::Holes(placed));
    sim.act(SimAction::Button(Button::LeftLever, true));
    assert_eq!(
        next_news(&rx),
        LinkEvent::Button {
            button: Button::LeftLever,
            pressed: true
        }
    );
    assert_eq!(
        next_news(&rx),
        LinkEvent::Holes {
            holes: placed,
            kind: OccupancyKind::Snapshot
        }
    );
}

#[test]
fn unplug_is_reported_once_and_replug_resynchronises_from_a_snapshot() {
    let (sim, _link, rx) = connect(Duration::from_millis(200));
    sim.act(SimAction::Unplug);
    match next_news(&rx) {
        LinkEvent::Disconnected { .. } => {}
        other => panic!("expected Disconnected, got {other:?}"),
    }
    // While unplugged the player keeps moving: e2-e4 happens on the dead board.
    let moved = without(START, Square::E2) | Bitboard::from_square(Square::E4);
    sim.act(SimAction::Holes(moved));
    std::thread::sleep(Duration::from_millis(600));
    assert!(
        rx.try_recv().is_err(),
        "nothing is reported while the board is away"
    );
    sim.act(SimAction::Replug);
    match next_news(&rx) {
        LinkEvent::Connected { .. } => {}
        other => panic!("expected Connected after replug, got {other:?}"),
    }
    assert_eq!(
        next_news(&rx),
        LinkEvent::Holes {
            holes: moved,
            kind: OccupancyKind::Snapshot
        }
    );
    let after = without(moved, Square::E7);
    sim.act(SimAction::Holes(after));
    // The link may ask for a second snapshot while it resynchronises (a frame that came before the board's
    // identity shows a gap): the same holes again, which change nothing, or, when the board answers it after
    // the lift, the new holes as a snapshot. Either way the next new reading is the lift.
    let again = LinkEvent::Holes {
        holes: moved,
        kind: OccupancyKind::Snapshot,
    };
    let next = std::iter::repeat_with(|| next_news(&rx))
        .take(3)
        .find(|news| *news != again);
    match next {
        Some(LinkEvent::Holes { holes, kind }) => {
            assert_eq!(holes, after);
            assert!(matches!(
                kind,
                OccupancyKind::Change | OccupancyKind::Snapshot
            ));
        }
        other => panic!("expected the lift of e7, got {other:?}"),
    }
}

/// Two programs, one board (issue 27): `refused` is the refusal of a port this process has, in a clear line.
fn assert_in_use<T>(refused: Result<T, LinkError>, port: &std::path::Path) {
    match refused {
        Err(e @ LinkError::PortInUse { .. }) => {
            let line = e.to_string();
            let holder = format!(
                "in use by another pegchess (process {})",
                std::process::id()
            );
            assert!(
                line.contains(&port.display().to_string()) && line.contains(&holder),
                "{line}"
            );
        }
        Err(e) => panic!("refused for another reason: {e}"),
        Ok(_) => panic!("a second link on {} was let in", port.display()),
    }
}

#[test]
fn a_second_link_on_a_port_the_program_has_is_refused() {
    let (sim, first, _rx) = connect(Duration::from_secs(1));
    let (tx, _events) = mpsc::channel::<LinkEvent>();
    assert_in_use(
        link::spawn(PortChoice::Path(sim.path().to_path_buf()), tx),
        sim.path(),
    );
    // The DGT link too, and by the device's own name rather than the link to it.
    let device = std::fs::canonicalize(sim.path()).expect("the pseudo-terminal's device");
    let (tx, _events) = mpsc::channel::<DgtEvent>();
    assert_in_use(dgt_link::spawn(DgtPort::Path(device.clone()), tx), &device);
    assert_in_use(pegchess::board::link_engine::port_free(&device), &device);
    // Once the first link stops, the port is free again.
    first.stop();
    assert!(pegchess::board::link_engine::port_free(sim.path()).is_ok());
    let (tx, rx) = mpsc::channel();
    let _again =
        link::spawn(PortChoice::Path(sim.path().to_path_buf()), tx).expect("the port is free");
    assert!(matches!(next_news(&rx), LinkEvent::Connected { .. }));
}

#[test]
fn pegchess_play_on_a_port_another_pegchess_has_says_so_and_makes_no_game() {
    let (sim, _first, _rx) = connect(Duration::from_secs(1));
    let data = tempfile::tempdir().expect("tempdir");
    let path = sim.path().to_str().expect("utf-8 path");
    let child = crate::support::private(data.path())
        .args(["--locale", "en", "play", "--port", path])
        .spawn_with(std::process::Stdio::null());
    let out = crate::support::output_within(child);
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{text}");
    let line = format!(
        "pegchess: the board on {path} is in use by another pegchess (process {}): one board, one program",
        std::process::id()
    );
    assert!(text.contains(&line), "{text}");
    // In the player's language too.
    refused_in_german(
        crate::support::private(data.path()).args(["--locale", "de", "play", "--port", path]),
        path,
    );
    let games = data.path().join("pegchess/games");
    let made = std::fs::read_dir(&games).map_or(0, |d| d.count());
    assert_eq!(
        made,
        0,
        "a refused game leaves no journal in {}",
        games.display()
    );
}

#[test]
fn a_resumed_game_says_a_board_another_pegchess_has_in_the_games_language() {
    // A German game at table 3, left; resumed with no language given (the environment's is English) and
    // the sighted player's e-board named on a port this process has: said in German, as the game speaks.
    let data = tempfile::tempdir().expect("tempdir");
    let mut game =
        crate::support::spawn_in(data.path(), &["--locale", "de", "play", "--port", "none"]);
    crate::support::type_line_after(&mut game, "q", Duration::ZERO);
    crate::support::output_within(game);
    let (sim, _first, _rx) = connect(Duration::from_secs(1));
    let path = sim.path().to_str().expect("utf-8 path");
    refused_in_german(
        crate::support::private(data.path())
            .env("LANG", "C")
            .env("LC_ALL", "C")
            .args(["resume", "--port", "none", "--sighted-port", path]),
        path,
    );
}

/// Runs `pegchess` to its end and asserts that it failed, saying in German that the board on `path` is this
/// process's.
fn refused_in_german(pegchess: crate::support::Private, path: &str) {
    let out = crate::support::output_within(pegchess.spawn_with(std::process::Stdio::null()));
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{text}");
    let line = format!(
        "pegchess: das Brett an {path} ist in einem anderen pegchess in Gebrauch (Prozess {}): ein Brett",
        std::process::id()
    );
    assert!(text.contains(&line), "{text}");
}
