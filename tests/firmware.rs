//! Firmware tests: builds the board's portable core (hardware/firmware) with the system C++ compiler, plays
//! scripted raw switch readings through it and decodes what it sends with the program's own decoder.

use pegchess::board::protocol::{
    BoardFrame, BoardMessage, Button, Decoder, Frame, HostRequest, OccupancyKind, crc16,
};
use shakmaty::{Bitboard, Square};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

const FIRMWARE_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/hardware/firmware");
const PROTOCOL_DOC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/hardware/PROTOCOL.md");
const NAME: &str = "test-board";
const START: Bitboard = Bitboard(0xFFFF_0000_0000_FFFF);
const EMPTY: Bitboard = Bitboard(0);

/// The core and its host driver (host_main.cpp), compiled into a temporary directory.
struct Firmware {
    _dir: tempfile::TempDir,
    exe: PathBuf,
}

impl Firmware {
    fn build() -> Firmware {
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
                ["pegboard/core.cpp", "host/host_main.cpp"]
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
    fn run(&self, args: &[&str], input: String) -> Vec<u8> {
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
fn decode(bytes: &[u8]) -> Vec<BoardFrame> {
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
        code: pegchess::board::protocol::FaultCode::from_code(code),
        detail: detail.to_string(),
    }
}

fn holes_at(ms: u32, holes: Bitboard) -> String {
    format!("{ms} HOLES {:016X}\n", holes.0)
}

/// Contact bounce from `ms` on: the reading flips to its new state and back every scan (2 ms) for 8 ms, then
/// stays; `reading(settled)` is the script command for the new (`true`) or old state.
fn bounce(ms: u32, reading: impl Fn(bool) -> String) -> String {
    (0..5)
        .map(|i| format!("{} {}\n", ms + 2 * i, reading(i % 2 == 0)))
        .collect()
}

fn holes_bounce(ms: u32, before: Bitboard, after: Bitboard) -> String {
    bounce(ms, |settled| {
        let holes = if settled { after } else { before };
        format!("HOLES {:016X}", holes.0)
    })
}

fn button_bounce(ms: u32, letter: char, pressed: bool) -> String {
    bounce(ms, |settled| {
        format!("BTN {letter} {}", u8::from(settled == pressed))
    })
}

/// A request line as the program sends it, without its newline.
fn request(request: HostRequest) -> String {
    String::from_utf8(request.encode())
        .unwrap()
        .trim_end()
        .to_string()
}

#[test]
fn power_up_sends_identity_then_the_settled_start_position() {
    let firmware = Firmware::build();
    let script = holes_bounce(0, EMPTY, START) + "100 END\n";
    assert_eq!(firmware.play(&script), [identity(NAME), change(START)]);
    let renamed = firmware.run(&["odd,name*$"], "0 END\n".to_string());
    assert_eq!(decode(&renamed)[0].message, identity("odd-name--"));
}

#[test]
fn pawn_move_with_bouncing_switches_gives_one_frame_per_settled_change() {
    let lifted = START.without(Square::E2);
    let moved = lifted.with(Square::E4);
    let script = [
        holes_bounce(0, EMPTY, START),
        holes_bounce(100, START, lifted),
        // A touch shorter than the debounce time on a3 is no change.
        holes_at(200, lifted.with(Square::A3)),
        holes_at(210, lifted),
        holes_bounce(300, lifted, moved),
        "500 END\n".to_string(),
    ]
    .concat();
    assert_eq!(
        play(&script),
        [identity(NAME), change(START), change(lifted), change(moved)]
    );
}

#[test]
fn capture_reports_the_victim_lifted_then_the_capturer_moved() {
    // 1. e4 d5, then exd5.
    let before = START
        .without(Square::E2)
        .with(Square::E4)
        .without(Square::D7)
        .with(Square::D5);
    let victim_off = before.without(Square::D5);
    let capturer_up = victim_off.without(Square::E4);
    let after = capturer_up.with(Square::D5);
    let script = [
        holes_bounce(0, EMPTY, before),
        holes_bounce(200, before, victim_off),
        holes_bounce(400, victim_off, capturer_up),
        holes_bounce(600, capturer_up, after),
        "800 END\n".to_string(),
    ]
    .concat();
    assert_eq!(
        play(&script),
        [
            identity(NAME),
            change(before),
            change(victim_off),
            change(capturer_up),
            change(after)
        ]
    );
}

#[test]
fn buttons_report_debounced_presses_and_releases() {
    let script = [
        holes_bounce(0, EMPTY, START),
        button_bounce(100, 'L', true),
        button_bounce(300, 'L', false),
        // A 6 ms blip on the right lever is no press.
        "400 BTN R 1\n406 BTN R 0\n".to_string(),
        button_bounce(500, 'P', true),
        button_bounce(1500, 'P', false),
        "1600 END\n".to_string(),
    ]
    .concat();
    assert_eq!(
        play(&script),
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
    let setup = holes_bounce(0, EMPTY, START);
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
            firmware.play(&format!("{setup}{end} END\n")),
            expected,
            "up to {end} ms"
        );
    }
    let setup = setup + &holes_at(1500, lifted);
    assert_eq!(
        firmware.play(&format!("{setup}2001 END\n")),
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
    let snapshot = request(HostRequest::Snapshot);
    let identify = request(HostRequest::Identify);
    let unknown = format!("$Q,X*{:04X}", crc16(b"Q,X"));
    let script = [
        // Asked before the board has settled: answered once it has.
        format!("0 RX {snapshot}\n"),
        holes_bounce(0, EMPTY, START),
        format!("100 RX {snapshot}\n"),
        // Answered by the next scan: 100 and 102 ms.
        "103 END\n".to_string(),
    ]
    .concat();
    let start_snapshot = occupancy(OccupancyKind::Snapshot, START);
    assert_eq!(
        play(&script),
        [
            identity(NAME),
            change(START),
            start_snapshot.clone(),
            start_snapshot.clone()
        ]
    );

    let ignored = [
        "$Q,S*0000".to_string(),
        snapshot.to_lowercase(),
        unknown,
        snapshot[1..].to_string(),
        format!("{snapshot} trailing"),
    ];
    let script = [
        holes_bounce(0, EMPTY, START),
        ignored
            .iter()
            .map(|line| format!("100 RX {line}\n"))
            .collect(),
        format!("200 RX {identify}\n"),
        // A line cut short by a new '$' is dropped; the new one counts.
        format!("300 RX $Q,{snapshot}\n"),
        "400 END\n".to_string(),
    ]
    .concat();
    assert_eq!(
        play(&script),
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
    // e4 flips every 30 ms from 200 ms to 2060 ms, ending closed: each state lasts long enough to debounce.
    let flips: String = (0..=62)
        .map(|k| holes_at(200 + 30 * k, if k % 2 == 0 { with_e4 } else { START }))
        .collect();
    let script = holes_bounce(0, EMPTY, START) + &flips + "3100 END\n";
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
    assert_eq!(play(&script), expected);
}

#[test]
fn sequence_numbers_wrap_from_ff_to_00() {
    let identify = request(HostRequest::Identify);
    let script = format!("{}100 END\n", format!("0 RX {identify}\n").repeat(300));
    let messages = play(&script);
    // Power-up identity, 300 answers, then the empty board: `play` checked seq == index mod 256.
    assert_eq!(messages.len(), 302);
    assert!(messages[..301].iter().all(|m| *m == identity(NAME)));
    assert_eq!(messages[301], change(EMPTY));
}

#[test]
fn full_transmit_buffer_drops_frames_and_reports_the_overrun() {
    let firmware = Firmware::build();
    let identify = request(HostRequest::Identify);
    // After reading the power-up identity the host stops reading; ten identity requests and the first O frame
    // overflow the 256-byte buffer.
    let script = format!(
        "0 TX OFF\n{}50 TX ON\n60 RX {}\n100 END\n",
        format!("0 RX {identify}\n").repeat(10),
        request(HostRequest::Snapshot)
    );
    let frames = decode(&firmware.run(&[NAME], script));
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

/// The `$` lines of PROTOCOL.md's Examples section: the board's story, then the two host requests. (The
/// framing section's template line `$<body>*<crc>\n` also starts with `$` but is no frame.)
fn document_examples() -> Vec<String> {
    let text = std::fs::read_to_string(PROTOCOL_DOC).expect("read PROTOCOL.md");
    let examples = text
        .split_once("## Examples")
        .expect("an Examples section")
        .1;
    let examples = examples.split("\n## ").next().unwrap();
    examples
        .lines()
        .filter(|l| l.starts_with('$'))
        .map(str::to_string)
        .collect()
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
    let (board_lines, host_lines) = examples.split_at(examples.len() - 2);
    let snapshot_request = host_lines
        .iter()
        .find(|l| l.starts_with("$Q,S"))
        .expect("the snapshot request");
    let lifted = START.without(Square::E2);
    let moved = lifted.with(Square::E4);
    // e4 flickers every 4 ms, too fast to debounce. Counted once per 20 ms slot, it soon has changed more than
    // 8 times in a second: chatter, with no O frame before it.
    let chatter: String = (0..50)
        .map(|k| holes_at(1200 + 4 * k, if k % 2 == 0 { lifted } else { moved }))
        .collect();
    let script = [
        holes_bounce(0, EMPTY, START),
        holes_bounce(100, START, lifted),
        holes_bounce(300, lifted, moved),
        button_bounce(500, 'R', true),
        button_bounce(600, 'R', false),
        format!("1100 RX {snapshot_request}\n"),
        chatter,
        "1500 END\n".to_string(),
    ]
    .concat();
    let output = Firmware::build().run(&["club-board-7"], script);
    assert_eq!(
        String::from_utf8(output).unwrap(),
        board_lines.join("\n") + "\n"
    );
}
