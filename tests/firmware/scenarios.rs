//! The firmware's scripted scenarios (raw switch readings, buttons and host lines over time, in the script
//! language of hardware/firmware/test/script.h), shared by the host build's tests (firmware.rs) and the
//! emulated chip's (firmware_avr.rs), so both builds are fed exactly the same readings.

use pegchess::board::peg::protocol::{HostRequest, crc16};
use shakmaty::{Bitboard, Square};

pub(crate) const PROTOCOL_DOC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/hardware/PROTOCOL.md");
/// The board name most scenarios run with.
pub(crate) const NAME: &str = "test-board";
pub(crate) const START: Bitboard = Bitboard(0xFFFF_0000_0000_FFFF);
pub(crate) const EMPTY: Bitboard = Bitboard(0);
/// A clock at power-up that wraps (2^32 ms, 49.7 days) one second into a scenario.
pub(crate) const WRAP_START: u32 = u32::MAX - 999;

/// One scripted run: the board's name and the script.
pub(crate) struct Scenario {
    pub(crate) title: &'static str,
    pub(crate) board: &'static str,
    pub(crate) script: String,
}

/// Every scenario the host tests play, for the emulated chip to play too.
pub(crate) fn all() -> Vec<Scenario> {
    let named = |title, script| Scenario {
        title,
        board: NAME,
        script,
    };
    vec![
        named("power-up", power_up()),
        Scenario {
            title: "odd name",
            board: "odd,name*$",
            script: "0 END\n".to_string(),
        },
        named("pawn move", pawn_move()),
        named("capture", capture()),
        named("buttons", buttons()),
        named("heartbeats", heartbeats(3001)),
        named("heartbeat after a lift", heartbeat_after_a_lift()),
        named("snapshot requests", snapshot_requests()),
        named("ignored requests", ignored_requests()),
        named("chattering hole", chattering_hole()),
        named("sequence wrap", sequence_wrap()),
        named("transmit overrun", transmit_overrun()),
        Scenario {
            title: "document example",
            board: "club-board-7",
            script: document_example(),
        },
    ]
}

pub(crate) fn holes_at(ms: u32, holes: Bitboard) -> String {
    format!("{ms} HOLES {:016X}\n", holes.0)
}

/// Contact bounce from `ms` on: the reading flips to its new state and back every scan (2 ms) for 8 ms, then
/// stays; `reading(settled)` is the script command for the new (`true`) or old state.
fn bounce(ms: u32, reading: impl Fn(bool) -> String) -> String {
    (0..5)
        .map(|i| format!("{} {}\n", ms + 2 * i, reading(i % 2 == 0)))
        .collect()
}

pub(crate) fn holes_bounce(ms: u32, before: Bitboard, after: Bitboard) -> String {
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
pub(crate) fn request(request: HostRequest) -> String {
    String::from_utf8(request.encode())
        .unwrap()
        .trim_end()
        .to_string()
}

pub(crate) fn power_up() -> String {
    holes_bounce(0, EMPTY, START) + "100 END\n"
}

pub(crate) fn pawn_move() -> String {
    let lifted = START.without(Square::E2);
    let moved = lifted.with(Square::E4);
    [
        holes_bounce(0, EMPTY, START),
        holes_bounce(100, START, lifted),
        // A touch shorter than the debounce time on a3 is no change.
        holes_at(200, lifted.with(Square::A3)),
        holes_at(210, lifted),
        holes_bounce(300, lifted, moved),
        "500 END\n".to_string(),
    ]
    .concat()
}

/// 1. e4 d5, then exd5: the four occupancies before, with the victim off, with the capturer up, and after.
pub(crate) fn capture_positions() -> [Bitboard; 4] {
    let before = START
        .without(Square::E2)
        .with(Square::E4)
        .without(Square::D7)
        .with(Square::D5);
    let victim_off = before.without(Square::D5);
    let capturer_up = victim_off.without(Square::E4);
    [
        before,
        victim_off,
        capturer_up,
        capturer_up.with(Square::D5),
    ]
}

pub(crate) fn capture() -> String {
    let [before, victim_off, capturer_up, after] = capture_positions();
    [
        holes_bounce(0, EMPTY, before),
        holes_bounce(200, before, victim_off),
        holes_bounce(400, victim_off, capturer_up),
        holes_bounce(600, capturer_up, after),
        "800 END\n".to_string(),
    ]
    .concat()
}

pub(crate) fn buttons() -> String {
    [
        holes_bounce(0, EMPTY, START),
        button_bounce(100, 'L', true),
        button_bounce(300, 'L', false),
        // A 6 ms blip on the right lever is no press.
        "400 BTN R 1\n406 BTN R 0\n".to_string(),
        button_bounce(500, 'P', true),
        button_bounce(1500, 'P', false),
        "1600 END\n".to_string(),
    ]
    .concat()
}

/// The start position settled, then nothing until `end` ms.
pub(crate) fn heartbeats(end: u32) -> String {
    format!("{}{end} END\n", holes_bounce(0, EMPTY, START))
}

/// e2 lifted at 1500 ms, between two heartbeats.
pub(crate) fn heartbeat_after_a_lift() -> String {
    let lifted = START.without(Square::E2);
    format!(
        "{}{}2001 END\n",
        holes_bounce(0, EMPTY, START),
        holes_at(1500, lifted)
    )
}

pub(crate) fn snapshot_requests() -> String {
    let snapshot = request(HostRequest::Snapshot);
    [
        // Asked before the board has settled: answered once it has.
        format!("0 RX {snapshot}\n"),
        holes_bounce(0, EMPTY, START),
        format!("100 RX {snapshot}\n"),
        // Answered by the next scan: 100 and 102 ms.
        "103 END\n".to_string(),
    ]
    .concat()
}

pub(crate) fn ignored_requests() -> String {
    let snapshot = request(HostRequest::Snapshot);
    let unknown = format!("$Q,X*{:04X}", crc16(b"Q,X"));
    let ignored = [
        "$Q,S*0000".to_string(),
        snapshot.to_lowercase(),
        unknown,
        snapshot[1..].to_string(),
        format!("{snapshot} trailing"),
    ];
    [
        holes_bounce(0, EMPTY, START),
        ignored
            .iter()
            .map(|line| format!("100 RX {line}\n"))
            .collect(),
        format!("200 RX {}\n", request(HostRequest::Identify)),
        // A line cut short by a new '$' is dropped; the new one counts.
        format!("300 RX $Q,{snapshot}\n"),
        "400 END\n".to_string(),
    ]
    .concat()
}

/// e4 flips every 30 ms from 200 ms to 2060 ms, ending closed: each state lasts long enough to debounce.
pub(crate) fn chattering_hole() -> String {
    let with_e4 = START.with(Square::E4);
    let flips: String = (0..=62)
        .map(|k| holes_at(200 + 30 * k, if k % 2 == 0 { with_e4 } else { START }))
        .collect();
    holes_bounce(0, EMPTY, START) + &flips + "3100 END\n"
}

/// 300 identity requests at power-up: the sequence numbers wrap from FF to 00.
pub(crate) fn sequence_wrap() -> String {
    let identify = request(HostRequest::Identify);
    format!("{}100 END\n", format!("0 RX {identify}\n").repeat(300))
}

/// After reading the power-up identity the host stops reading; ten identity requests and the first O frame
/// overflow the 256-byte buffer.
pub(crate) fn transmit_overrun() -> String {
    let identify = request(HostRequest::Identify);
    format!(
        "0 TX OFF\n{}50 TX ON\n60 RX {}\n100 END\n",
        format!("0 RX {identify}\n").repeat(10),
        request(HostRequest::Snapshot)
    )
}

/// The `$` lines of PROTOCOL.md's Examples section: the board's story, then the two host requests. (The
/// framing section's template line `$<body>*<crc>\n` also starts with `$` but is no frame.)
pub(crate) fn document_examples() -> Vec<String> {
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

/// The story of PROTOCOL.md's example, on a board named club-board-7.
pub(crate) fn document_example() -> String {
    let examples = document_examples();
    let snapshot_request = examples
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
    [
        holes_bounce(0, EMPTY, START),
        holes_bounce(100, START, lifted),
        holes_bounce(300, lifted, moved),
        button_bounce(500, 'R', true),
        button_bounce(600, 'R', false),
        format!("1100 RX {snapshot_request}\n"),
        chatter,
        "1500 END\n".to_string(),
    ]
    .concat()
}
