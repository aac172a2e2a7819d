//! The DGT link on pseudo-terminals against the simulated board: connect either way round, follow hands,
//! recover from noise and cut messages with a fresh dump, report an unplug once and pick the board up again;
//! and a recorded session's bytes read as DGT's public header says.

use pegchess::board::dgt::hands::PieceHands;
use pegchess::board::dgt::link::{self, DgtCore, DgtEvent, DgtPort};
use pegchess::board::dgt::protocol::{Command, id};
use pegchess::board::dgt::simulator::{
    DgtAction, Direction, PtyCapture, SimDgt, capture_text, parse_capture,
};
use shakmaty::san::San;
use shakmaty::{Board, Chess, Position};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(5);
const CAPTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/dgt-session.txt");

fn next(rx: &Receiver<DgtEvent>) -> DgtEvent {
    rx.recv_timeout(WAIT)
        .expect("the DGT link should report within 5 seconds")
}

fn connect(rotated: bool) -> (SimDgt, link::DgtHandle, Receiver<DgtEvent>) {
    let sim = SimDgt::start(&Board::default(), rotated).expect("pseudo-terminal");
    let (tx, rx) = mpsc::channel();
    let handle = link::spawn(DgtPort::Path(sim.path().to_path_buf()), tx).expect("thread");
    assert!(matches!(next(&rx), DgtEvent::Connected { .. }));
    assert_eq!(
        next(&rx),
        DgtEvent::Position {
            board: Board::default(),
            dump: true
        }
    );
    (sim, handle, rx)
}

/// Plays SAN moves with `hands`; returns the position reached.
fn play(sim: &SimDgt, moves: &[&str], hands: &mut PieceHands) -> Chess {
    let mut pos = Chess::default();
    for s in moves {
        let m = s.parse::<San>().expect("san").to_move(&pos).expect("legal");
        for step in hands.steps(&pos, &m) {
            sim.act(DgtAction::Hand(step.action));
        }
        pos.play_unchecked(m);
    }
    pos
}

/// Waits until the link reports `board`; returns every position event on the way.
fn until(rx: &Receiver<DgtEvent>, board: &Board) -> Vec<DgtEvent> {
    let mut seen = Vec::new();
    loop {
        let e = next(rx);
        let done = matches!(&e, DgtEvent::Position { board: b, .. } if b == board);
        seen.push(e);
        if done {
            return seen;
        }
    }
}

#[test]
fn hands_on_a_board_either_way_round_arrive_in_game_squares() {
    for rotated in [false, true] {
        let (sim, _link, rx) = connect(rotated);
        let pos = play(
            &sim,
            &["e4", "e5", "Nf3", "Nc6", "Bb5"],
            &mut PieceHands::seeded(7),
        );
        let seen = until(&rx, pos.board());
        assert!(
            seen.iter()
                .all(|e| matches!(e, DgtEvent::Position { dump: false, .. })),
            "only field updates expected: {seen:?}"
        );
    }
}

#[test]
fn noise_and_a_cut_message_are_followed_by_a_fresh_dump() {
    let (sim, _link, rx) = connect(false);
    sim.act(DgtAction::Raw(vec![0x13, 0x99, 0x00, 0x7f]));
    let pos = play(&sim, &["d4"], &mut PieceHands::clean());
    let seen = until(&rx, pos.board());
    assert!(
        seen.iter()
            .any(|e| matches!(e, DgtEvent::Position { dump: true, .. })),
        "a dump after noise: {seen:?}"
    );
    sim.act(DgtAction::CutNext);
    let pos = {
        let mut p = pos;
        let mut hands = PieceHands::clean();
        let m = "d5"
            .parse::<San>()
            .expect("san")
            .to_move(&p)
            .expect("legal");
        for step in hands.steps(&p, &m) {
            sim.act(DgtAction::Hand(step.action));
        }
        p.play_unchecked(m);
        p
    };
    let seen = until(&rx, pos.board());
    assert!(matches!(
        seen.last(),
        Some(DgtEvent::Position { dump: true, .. })
    ));
}

#[test]
fn an_unplugged_board_is_reported_once_and_picked_up_again() {
    let (sim, _link, rx) = connect(false);
    sim.act(DgtAction::Unplug);
    assert!(matches!(next(&rx), DgtEvent::Disconnected { .. }));
    // While it stays away nothing more is said.
    assert!(rx.recv_timeout(Duration::from_millis(1500)).is_err());
    sim.act(DgtAction::Replug);
    assert!(matches!(next(&rx), DgtEvent::Connected { .. }));
    assert_eq!(
        next(&rx),
        DgtEvent::Position {
            board: Board::default(),
            dump: true
        }
    );
}

/// A session on the simulated board: greeting, 1. e4 e5 2. Nf3 by clean hands. Returns the capture.
fn record_session() -> PtyCapture {
    let (sim, link, rx) = connect(false);
    let pos = play(&sim, &["e4", "e5", "Nf3"], &mut PieceHands::clean());
    until(&rx, pos.board());
    link.stop();
    sim.capture()
}

fn board_bytes(capture: &PtyCapture) -> Vec<u8> {
    capture
        .iter()
        .filter(|(d, _)| *d == Direction::FromBoard)
        .flat_map(|(_, b)| b.clone())
        .collect()
}

#[test]
fn a_recorded_session_reads_as_the_public_header_says() {
    if std::env::var_os("PEGCHESS_RECORD_DGT").is_some() {
        let text = format!(
            "# A session with the simulated DGT board: greeting, then 1. e4 e5 2. Nf3 by hand.\n\
             # '>' bytes to the board, '<' bytes from it, in hex.\n{}",
            capture_text(&record_session())
        );
        std::fs::write(CAPTURE, text).expect("write the capture");
    }
    let stored = parse_capture(&std::fs::read_to_string(CAPTURE).expect("capture")).expect("valid");
    // The host's first bytes: reset, serial number, version, board dump, update mode (0x40 0x45 0x4d 0x42 0x44).
    let (dir, first) = &stored[0];
    assert_eq!(*dir, Direction::ToBoard);
    assert_eq!(first, &vec![0x40, 0x45, 0x4d, 0x42, 0x44]);
    // The board's bytes, walked by hand as dgtbrd.h describes them: id with the top bit, 14-bit length.
    let bytes = board_bytes(&stored);
    let mut at = 0;
    let mut ids = Vec::new();
    while at < bytes.len() {
        assert!(bytes[at] & 0x80 != 0, "a message starts at {at}");
        let len = (usize::from(bytes[at + 1]) << 7) | usize::from(bytes[at + 2]);
        let expected = match bytes[at] {
            id::SERIALNR => 8,
            id::VERSION => 5,
            id::BOARD_DUMP => 67,
            id::FIELD_UPDATE => 5,
            other => panic!("unexpected message {other:#x}"),
        };
        assert_eq!(len, expected);
        assert!(bytes[at + 1..at + len].iter().all(|b| b & 0x80 == 0));
        ids.push(bytes[at]);
        at += len;
    }
    assert_eq!(&ids[..3], &[id::SERIALNR, id::VERSION, id::BOARD_DUMP]);
    // 1. e4: e2 (field 52) empties, e4 (field 36) gets a white pawn (code 1).
    assert_eq!(
        &bytes[8 + 5 + 67..8 + 5 + 67 + 10],
        &[0x8e, 0, 5, 52, 0, 0x8e, 0, 5, 36, 1]
    );
    // The reader follows the same bytes to the position after 1. e4 e5 2. Nf3, however they are chunked.
    for chunk in [1, 3, 64, bytes.len()] {
        let mut core = DgtCore::new();
        let mut last = None;
        for part in bytes.chunks(chunk) {
            for e in core.on_bytes("capture", part).events {
                if let DgtEvent::Position { board, .. } = e {
                    last = Some(board);
                }
            }
        }
        let mut pos = Chess::default();
        for s in ["e4", "e5", "Nf3"] {
            let m = s.parse::<San>().expect("san").to_move(&pos).expect("legal");
            pos.play_unchecked(m);
        }
        assert_eq!(last.as_ref(), Some(pos.board()));
        assert_eq!(core.losses(), 0);
    }
    // A fresh recording sends the same bytes.
    assert_eq!(board_bytes(&record_session()), bytes);
    assert_eq!(Command::from_byte(0x42), Some(Command::SendBoard));
}

/// A board that answers nothing until `on`, then as the simulated DGT board does; the link's bytes go to it
/// through a pseudo-terminal. Ends when `done` is set, or after 15 s.
fn board_switched_on_later(
    link: &std::path::Path,
    on: std::time::Instant,
    moved: Board,
    done: &std::sync::atomic::AtomicBool,
) {
    use pegchess::board::dgt::simulator::DgtModel;
    use std::io::{Read, Write};
    let mut pty = pegchess::board::pty::Pty::open(link).expect("pseudo-terminal");
    let mut model = DgtModel::new(&Board::default(), false);
    let mut buf = [0u8; 256];
    let mut moved = Some(moved);
    let end = std::time::Instant::now() + Duration::from_secs(15);
    while std::time::Instant::now() < end && !done.load(std::sync::atomic::Ordering::SeqCst) {
        let n = match pty.master.read(&mut buf) {
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => 0,
            Err(_) => return,
        };
        if std::time::Instant::now() < on {
            continue;
        }
        let mut out = model.answer(&buf[..n]);
        // Once asked to report changes, a hand plays 1. e4 (as field updates).
        if let Some(board) = moved.take_if(|_| model.updating()) {
            out.extend(model.show(&board));
        }
        if !out.is_empty() && pty.master.write_all(&out).is_err() {
            return;
        }
    }
}

#[test]
fn a_board_that_missed_the_greeting_is_greeted_again_and_reports_its_moves() {
    // The board is off (or its relay not yet up) when the link greets it; it answers only the link's next
    // question, a version ping. Taken as connected then, it would never be asked to report changes.
    let link = pegchess::board::pty::unique_link_path("sim-dgt-late");
    let on = std::time::Instant::now() + Duration::from_millis(500);
    let mut after_e4 = Chess::default();
    after_e4.play_unchecked("e4".parse::<San>().unwrap().to_move(&after_e4).unwrap());
    let board = after_e4.board().clone();
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (path, moved, off) = (link.clone(), board.clone(), done.clone());
    let sim = std::thread::spawn(move || board_switched_on_later(&path, on, moved, &off));
    while !link.exists() {
        std::thread::sleep(Duration::from_millis(5));
    }
    let (tx, rx) = mpsc::channel();
    let handle = link::spawn(DgtPort::Path(link.clone()), tx).expect("thread");
    // The ping comes after two quiet seconds; the greeting again, then the board.
    let within = Duration::from_secs(8);
    let connected = rx.recv_timeout(within).expect("the board is found");
    assert!(
        matches!(&connected, DgtEvent::Connected { serial, .. } if !serial.is_empty()),
        "connected by its answer to the greeting, serial number and all: {connected:?}"
    );
    let mut seen = Vec::new();
    while !seen.contains(&DgtEvent::Position {
        board: board.clone(),
        dump: false,
    }) {
        seen.push(
            rx.recv_timeout(within)
                .unwrap_or_else(|_| panic!("the move never reported; the link read {seen:?}")),
        );
    }
    handle.stop();
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    let _ = sim.join();
    let _ = std::fs::remove_file(&link);
}
