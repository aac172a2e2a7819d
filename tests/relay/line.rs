//! A serial line opened late holds stale bytes: the greetings the table sent while nobody read them. The relay
//! (and the table's link) discard what waited before they opened the line, so the table hears one answer to a
//! greeting it sends now, and says the board connected once, not connected and lost in a burst.

use super::faults::{connected, lost};
use super::frames::SERIAL;
use pegchess::board::dgt::link::{self, DgtEvent, DgtPort};
use pegchess::board::link_engine::open_port;
use pegchess::board::pty::{Pty, unique_link_path};
use pegchess::relay::null_modem::NullModem;
use pegchess::relay::run::{Relay, RelayOptions};
use pegchess::relay::standin::StandIn;
use shakmaty::Board;
use std::io::{Read, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant};

#[test]
fn a_port_opened_reads_nothing_that_waited_before_it_was_opened() {
    let path = unique_link_path("stale");
    let mut pty = Pty::open(&path).expect("a pseudo-terminal");
    pty.master.write_all(b"stale greeting").expect("written");
    pty.master.flush().expect("flushed");
    std::thread::sleep(Duration::from_millis(50));
    let mut port = open_port(path.to_str().unwrap(), 9600, Duration::from_millis(200))
        .expect("the port opens");
    let mut buf = [0u8; 64];
    let read = port.read(&mut buf).unwrap_or(0);
    assert_eq!(&buf[..read], b"", "stale bytes read");
    // What comes after the opening is read.
    pty.master.write_all(b"now").expect("written");
    let read = port.read(&mut buf).expect("read");
    assert_eq!(&buf[..read], b"now");
    let _ = std::fs::remove_file(&path);
}

#[test]
fn a_relay_line_opened_late_is_said_connected_once_not_in_a_burst() {
    let livechess = StandIn::start(SERIAL, &Board::default()).expect("the stand-in");
    let cable = NullModem::start().expect("pseudo-terminals");
    // The relay is given a path that does not exist yet (a mistyped --line, put right later).
    let late = unique_link_path("late-line");
    let options = RelayOptions {
        url: livechess.url(),
        serialnr: SERIAL.into(),
        port: late.clone(),
        white: pegchess::board::dgt::dgt3000::ClockSide::Left,
        poll: Duration::from_millis(250),
    };
    let relay = Relay::start(options, |_| {}).expect("the relay goes on trying");
    let (tx, rx) = mpsc::channel();
    let table = link::spawn(DgtPort::Path(cable.player_end().to_path_buf()), tx).expect("link");
    // The table greets for a few seconds into the cable; the greetings wait at the relay's end.
    std::thread::sleep(Duration::from_secs(4));
    let device = std::fs::canonicalize(cable.relay_end()).expect("the device");
    std::os::unix::fs::symlink(&device, &late).expect("the line put right");
    let mut seen: Vec<DgtEvent> = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline && !seen.iter().any(connected) {
        seen.extend(rx.recv_timeout(Duration::from_millis(100)).ok());
    }
    assert!(seen.iter().any(connected), "never connected: {seen:?}");
    // A few seconds more: nothing else about the link.
    let quiet = Instant::now() + Duration::from_secs(3);
    while Instant::now() < quiet {
        seen.extend(rx.recv_timeout(Duration::from_millis(100)).ok());
    }
    drop(table);
    drop(relay);
    let _ = std::fs::remove_file(&late);
    assert_eq!(seen.iter().filter(|e| connected(e)).count(), 1, "{seen:?}");
    assert_eq!(seen.iter().filter(|e| lost(e)).count(), 0, "{seen:?}");
}
