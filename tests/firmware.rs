//! Firmware tests: builds the board's portable core (hardware/firmware) with the system C++ compiler, plays
//! scripted raw switch readings through it and decodes what it sends with the program's own decoder.

pub(crate) mod scenarios;

use pegchess::board::peg::protocol::{
    BoardFrame, BoardMessage, Button, Decoder, Frame, OccupancyKind,
};
use scenarios::{EMPTY, NAME, START, document_examples};
use shakmaty::{Bitboard, Square};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

const FIRMWARE_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/hardware/firmware");

/// The core and its host driver (test/host_main.cpp), compiled into a temporary directory.
pub(crate) struct Firmware {
    _dir: tempfile::TempDir,
    exe: PathBuf,
}

impl Firmware {
    pub(crate) fn build() -> Firmware {
        let dir = tempfile::tempdir().expect("temporary directory");
        let exe = dir.path().join("host_main");
        let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".to_string());
        let output = Command::new(&cxx)
            .args([
                "-std=c++11",
                "-Wall",
                "-Wextra",
                "-Werror",
                "-pedantic",
                "-o",
            ])
            .arg(&exe)
            .args(
                ["pegboard/core.cpp", "test/script.cpp", "test/host_main.cpp"]
                    .map(|file| format!("{FIRMWARE_DIR}/{file}")),
            )
            .output()
            .unwrap_or_else(|e| panic!("cannot run the C++ compiler {cxx}: {e}"));
        assert!(
            output.status.success(),
            "{cxx} failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        Firmware { _dir: dir, exe }
    }

    /// Runs the driver with `args` on `input`; returns its stdout.
    pub(crate) fn run(&self, args: &[&str], input: String) -> Vec<u8> {
        let mut child = Command::new(&self.exe)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start host_main");
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
        let output = child.wait_with_output().expect("wait for host_main");
        writer.join().unwrap().expect("write the script");
        assert!(
            output.status.success(),
            "host_main failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        output.stdout
    }

    /// Plays a script on a board called NAME; returns its messages after checking that every byte decoded and
    /// that the sequence numbers count up from 00 without a gap.
    fn play(&self, script: &str) -> Vec<BoardMessage> {
        let frames = decode(&self.run(&[NAME], script.to_string()));
        for (index, frame) in frames.iter().enumerate() {
            assert_eq!(
                frame.seq, index as u8,
                "sequence number of frame {index}: {frame:?}"
            );
        }
        frames.into_iter().map(|frame| frame.message).collect()
    }
}

/// Plays a script on a freshly built firmware (see [`Firmware::play`]).
fn play(script: &str) -> Vec<BoardMessage> {
    Firmware::build().play(script)
}

/// Decodes what the board sent, asserting that the decoder discarded nothing.
pub(crate) fn decode(bytes: &[u8]) -> Vec<BoardFrame> {
    let mut decoder = Decoder::new();
    let frames = decoder
        .push(bytes)
        .into_iter()
        .map(|frame| match frame {
            Frame::Board(frame) => frame,
            Frame::Host(request) => panic!("the board sent a host request: {request:?}"),
        })
        .collect();
    let stats = decoder.stats();
    let discarded = (
        stats.bad_checksum,
        stats.malformed,
        stats.oversized,
        stats.garbage,
    );
    assert_eq!(
        discarded,
        (0, 0, 0, 0),
        "discards in {}",
        String::from_utf8_lossy(bytes)
    );
    frames
}

fn identity(name: &str) -> BoardMessage {
    BoardMessage::Identity {
        protocol: 1,
        firmware: "1.0.0".to_string(),
        name: name.to_string(),
    }
}

fn occupancy(kind: OccupancyKind, holes: Bitboard) -> BoardMessage {
    BoardMessage::Occupancy { kind, holes }
}

fn change(holes: Bitboard) -> BoardMessage {
    occupancy(OccupancyKind::Change, holes)
}

fn button(button: Button, pressed: bool) -> BoardMessage {
    BoardMessage::Button { button, pressed }
}

fn fault(code: &str, detail: &str) -> BoardMessage {
    BoardMessage::Fault {
        code: pegchess::board::peg::protocol::FaultCode::from_code(code),
        detail: detail.to_string(),
    }
}

#[test]
fn power_up_sends_identity_then_the_settled_start_position() {
    let firmware = Firmware::build();
    assert_eq!(
        firmware.play(&scenarios::power_up()),
        [identity(NAME), change(START)]
    );
    let renamed = firmware.run(&["odd,name*$"], "0 END\n".to_string());
    assert_eq!(decode(&renamed)[0].message, identity("odd-name--"));
}

#[test]
fn pawn_move_with_bouncing_switches_gives_one_frame_per_settled_change() {
    let lifted = START.without(Square::E2);
    let moved = lifted.with(Square::E4);
    assert_eq!(
        play(&scenarios::pawn_move()),
        [identity(NAME), change(START), change(lifted), change(moved)]
    );
}

#[test]
fn capture_reports_the_victim_lifted_then_the_capturer_moved() {
    let mut expected = vec![identity(NAME)];
    expected.extend(scenarios::capture_positions().map(change));
    assert_eq!(play(&scenarios::capture()), expected);
}

#[test]
fn buttons_report_debounced_presses_and_releases() {
    assert_eq!(
        play(&scenarios::buttons()),
        [
            identity(NAME),
            change(START),
            button(Button::LeftLever, true),
            button(Button::LeftLever, false),
            button(Button::Speak, true),
            occupancy(OccupancyKind::Heartbeat, START),
            button(Button::Speak, false),
        ]
    );
}

#[test]
fn heartbeat_every_second_carries_the_current_occupancy() {
    let firmware = Firmware::build();
    let lifted = START.without(Square::E2);
    let heartbeat = occupancy(OccupancyKind::Heartbeat, START);
    for (end, heartbeats) in [
        (999, 0),
        (1001, 1),
        (1999, 1),
        (2001, 2),
        (2999, 2),
        (3001, 3),
    ] {
        let mut expected = vec![identity(NAME), change(START)];
        expected.extend(std::iter::repeat_n(heartbeat.clone(), heartbeats));
        assert_eq!(
            firmware.play(&scenarios::heartbeats(end)),
            expected,
            "up to {end} ms"
        );
    }
    assert_eq!(
        firmware.play(&scenarios::heartbeat_after_a_lift()),
        [
            identity(NAME),
            change(START),
            occupancy(OccupancyKind::Heartbeat, START),
            change(lifted),
            occupancy(OccupancyKind::Heartbeat, lifted),
        ]
    );
}

#[test]
fn answers_valid_requests_and_ignores_everything_else() {
    let start_snapshot = occupancy(OccupancyKind::Snapshot, START);
    assert_eq!(
        play(&scenarios::snapshot_requests()),
        [
            identity(NAME),
            change(START),
            start_snapshot.clone(),
            start_snapshot.clone()
        ]
    );
    assert_eq!(
        play(&scenarios::ignored_requests()),
        [
            identity(NAME),
            change(START),
            identity(NAME),
            start_snapshot
        ]
    );
}

#[test]
fn chattering_hole_is_reported_once_and_held_until_quiet() {
    let with_e4 = START.with(Square::E4);
    let heartbeat = occupancy(OccupancyKind::Heartbeat, START);
    let mut expected = vec![identity(NAME), change(START)];
    // The first eight flips get through (debounced 20 ms later); the ninth is chatter and holds e4 open.
    for _ in 0..4 {
        expected.extend([change(with_e4), change(START)]);
    }
    expected.extend([
        fault("CHATTER", "e4"),
        heartbeat.clone(),
        heartbeat.clone(),
        heartbeat,
    ]);
    // Quiet for a second from 2060 ms: released, its settled state is reported.
    expected.push(change(with_e4));
    assert_eq!(play(&scenarios::chattering_hole()), expected);
}

#[test]
fn sequence_numbers_wrap_from_ff_to_00() {
    let messages = play(&scenarios::sequence_wrap());
    // Power-up identity, 300 answers, then the empty board: `play` checked seq == index mod 256.
    assert_eq!(messages.len(), 302);
    assert!(messages[..301].iter().all(|m| *m == identity(NAME)));
    assert_eq!(messages[301], change(EMPTY));
}

#[test]
fn full_transmit_buffer_drops_frames_and_reports_the_overrun() {
    let frames = decode(&Firmware::build().run(&[NAME], scenarios::transmit_overrun()));
    let seqs: Vec<u8> = frames.iter().map(|f| f.seq).collect();
    let messages: Vec<BoardMessage> = frames.into_iter().map(|f| f.message).collect();
    // Six 39-byte answers fit; four more and the O frame (numbers 7 to 11) are dropped.
    assert_eq!(seqs, [0, 1, 2, 3, 4, 5, 6, 12, 13]);
    let mut expected = vec![identity(NAME); 7];
    expected.extend([
        fault("OVERRUN", "5"),
        occupancy(OccupancyKind::Snapshot, EMPTY),
    ]);
    assert_eq!(messages, expected);
}

#[test]
fn clock_origin_does_not_matter_even_across_the_millis_wrap() {
    let firmware = Firmware::build();
    for scenario in scenarios::all() {
        let from_zero = firmware.run(&[scenario.board], scenario.script.clone());
        for start in [scenarios::WRAP_START, u32::MAX] {
            let wrapped = firmware.run(
                &[scenario.board, &start.to_string()],
                scenario.script.clone(),
            );
            assert_eq!(
                String::from_utf8_lossy(&wrapped),
                String::from_utf8_lossy(&from_zero),
                "{} from {start} ms",
                scenario.title
            );
        }
    }
}

#[test]
fn document_examples_decode_and_firmware_crc_agrees() {
    let examples = document_examples();
    assert_eq!(examples.len(), 11, "{examples:?}");
    let mut bodies = String::new();
    for line in &examples {
        let mut decoder = Decoder::new();
        assert_eq!(
            decoder.push(format!("{line}\n").as_bytes()).len(),
            1,
            "{line}"
        );
        assert_eq!(decoder.stats().frames, 1, "{line}: {:?}", decoder.stats());
        bodies += &line[1..line.len() - 5];
        bodies.push('\n');
    }
    // The document's check value comes first.
    let crcs = Firmware::build().run(&["--crc"], format!("123456789\n{bodies}"));
    let mut document_crcs = vec!["29B1"];
    document_crcs.extend(examples.iter().map(|line| &line[line.len() - 4..]));
    assert_eq!(
        String::from_utf8(crcs).unwrap().lines().collect::<Vec<_>>(),
        document_crcs
    );
}

#[test]
fn firmware_replays_the_document_example_byte_for_byte() {
    let examples = document_examples();
    let board_lines = &examples[..examples.len() - 2];
    let output = Firmware::build().run(&["club-board-7"], scenarios::document_example());
    assert_eq!(
        String::from_utf8(output).unwrap(),
        board_lines.join("\n") + "\n"
    );
}
