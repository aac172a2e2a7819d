//! Benchmarks of the broadcast relay: a LiveChess event's text to the DGT board dump the relay sends (sans-IO:
//! the event read, the board model driven); the same through the real relay (a websocket on 127.0.0.1, the
//! relay's threads, a pseudo-terminal), from the moment LiveChess sends the event to the dump read at the
//! player's end of the line; and on from there through table 2's link core and session to the move's phrase
//! (the hold before a move that could still slide on, 0 to 2 s, comes on top, as on a board of one's own).

use criterion::{Criterion, criterion_group};
use pegchess::board::dgt::dgt3000::ClockSide;
use pegchess::board::dgt::link::{DgtCore, DgtEvent};
use pegchess::board::dgt::protocol::{Command, Decoded, Decoder, Message};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::pty::{Pty, unique_link_path};
use pegchess::relay::bridge::Bridge;
use pegchess::relay::livechess::{self, Incoming};
use pegchess::relay::run::{Relay, RelayOptions};
use pegchess::session::{Effect, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use serde_json::json;
use shakmaty::{Board, Chess};
use std::hint::black_box;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::time::{Duration, Instant};
use tungstenite::{Message as Ws, WebSocket};

const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
const AFTER_C5: &str = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR";

/// A feed event of board "1" showing `placement`.
fn event(placement: &str) -> String {
    json!({"response": "feed", "id": 1, "param": {"serialnr": "1", "flipped": false,
        "board": placement, "clock": {"white": 5390, "black": 5400, "run": false}}, "time": 1})
    .to_string()
}

fn sans_io(c: &mut Criterion) {
    let now = Instant::now();
    let mut bridge = Bridge::new(ClockSide::Left);
    bridge.link_up(Some(&Board::default()), None, now);
    // The table greets the board (its version heard) and asks for changes with the clock.
    bridge.on_serial(&[Command::Version.byte(), Command::UpdateNice.byte()], now);
    let events = [event(AFTER_E4), event(AFTER_C5)];
    let mut i = 0;
    c.bench_function(
        "relay: a LiveChess event's text to the DGT board dump (sans-IO)",
        |b| {
            b.iter(|| {
                i += 1;
                let Ok(Incoming::Feed(feed)) = livechess::read(black_box(&events[i % 2])) else {
                    panic!("a feed event")
                };
                let bytes = bridge.on_feed(&feed, now);
                assert!(!bytes.is_empty());
                black_box(bytes);
            })
        },
    );
}

/// LiveChess's side of the real relay (the bench's own websocket server), and the player's end of the line.
struct Rig {
    socket: WebSocket<TcpStream>,
    line: Pty,
    _relay: Relay,
    decoder: Decoder,
}

impl Rig {
    fn start() -> Rig {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
        let link = unique_link_path("bench-relay");
        let line = Pty::open(&link).expect("a pseudo-terminal");
        let options = RelayOptions {
            url: format!("ws://{}/api/v1.0", listener.local_addr().expect("bound")),
            serialnr: "1".into(),
            port: link,
            white: ClockSide::Left,
            poll: pegchess::relay::websocket::POLL_EVERY,
        };
        let relay = Relay::start(options, |_| ()).expect("the relay");
        let (stream, _) = listener.accept().expect("the relay connects");
        let _ = stream.set_nodelay(true);
        let mut socket = tungstenite::accept(stream).expect("a websocket");
        let _ = socket
            .get_mut()
            .set_read_timeout(Some(Duration::from_millis(1)));
        let mut rig = Rig {
            socket,
            line,
            _relay: relay,
            decoder: Decoder::new(),
        };
        // Answered until subscribed, then the player's pegchess greets the board.
        let deadline = Instant::now() + Duration::from_secs(10);
        while !rig.answer_calls() {
            assert!(Instant::now() < deadline, "the relay subscribes");
        }
        let greeting: Vec<u8> = DgtCore::greeting_with_clock().map(|c| c.byte()).to_vec();
        loop {
            rig.line.master.write_all(&greeting).expect("the line");
            if rig.dump(Duration::from_millis(300)).is_some() {
                break;
            }
            assert!(Instant::now() < deadline, "the relay answers");
            rig.answer_calls();
        }
        rig
    }

    /// Answers the relay's calls waiting (its board list, its subscription); whether it subscribed.
    fn answer_calls(&mut self) -> bool {
        let mut subscribed = false;
        while let Ok(Ws::Text(text)) = self.socket.read() {
            let call: serde_json::Value = serde_json::from_str(text.as_str()).unwrap_or_default();
            let id = call["id"].clone();
            let reply = match call["call"].as_str() {
                Some("eboards") => json!({"response": "call", "id": id, "param": [{"serialnr": "1",
                    "source": "COM1", "state": "ACTIVE", "board": Board::default().to_string(),
                    "clock": null}], "time": 0}),
                _ => {
                    subscribed = true;
                    json!({"response": "call", "id": id, "param": null, "time": 0})
                }
            };
            let _ = self.socket.send(Ws::text(reply.to_string()));
        }
        subscribed
    }

    /// The next board dump on the line (its bytes), within `wait`.
    fn dump(&mut self, wait: Duration) -> Option<Vec<u8>> {
        let deadline = Instant::now() + wait;
        let mut buf = [0u8; 256];
        while Instant::now() < deadline {
            let Ok(n) = self.line.master.read(&mut buf) else {
                continue;
            };
            for item in self.decoder.push(&buf[..n]) {
                if let Decoded::Message(m @ Message::BoardDump(_)) = item {
                    return Some(m.encode());
                }
            }
        }
        None
    }

    /// LiveChess sends `placement`; the dump it became at the player's end, and when it was sent.
    fn send(&mut self, placement: &str) -> (Vec<u8>, Instant) {
        let sent = Instant::now();
        self.socket
            .send(Ws::text(event(placement)))
            .expect("the relay reads");
        let dump = self.dump(Duration::from_secs(5)).expect("the dump");
        (dump, sent)
    }
}

/// Table 2 after 1. e4 on the e-board, as the player's pegchess has it.
fn table_after_e4() -> Session {
    let mut session = Session::new(SessionConfig::new(Chess::default()));
    let mut now = Duration::ZERO;
    let mut feed = |s: &mut Session, e: Event| {
        now += Duration::from_millis(300);
        s.handle(e, now);
    };
    feed(&mut session, LinkEvent::Missing { looking: false }.into());
    feed(
        &mut session,
        Event::Sighted(DgtEvent::Connected {
            port: "bench".into(),
            serial: "RELAY".into(),
            version: "1.7".into(),
        }),
    );
    let e4: Board = AFTER_E4.parse().expect("a board");
    feed(
        &mut session,
        Event::Sighted(DgtEvent::Position {
            board: e4,
            dump: true,
        }),
    );
    assert_eq!(session.record().moves().len(), 1);
    session
}

fn through_the_relay(c: &mut Criterion) {
    let mut rig = Rig::start();
    let mut group = c.benchmark_group("relay");
    group.bench_function(
        "a LiveChess event sent to its DGT board dump read at the player's end of the line",
        |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    rig.answer_calls();
                    rig.send(AFTER_E4);
                    let (dump, sent) = rig.send(AFTER_C5);
                    total += sent.elapsed();
                    black_box(dump);
                }
                total
            })
        },
    );
    group.bench_function(
        "a LiveChess event sent to the move's phrase at table 2 (1... c5, no hold)",
        |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    rig.answer_calls();
                    let mut session = table_after_e4();
                    let mut core = DgtCore::new();
                    rig.send(AFTER_E4);
                    let (dump, sent) = rig.send(AFTER_C5);
                    let said = core.on_bytes("bench", &dump).events.into_iter().any(|e| {
                        session
                            .handle(Event::Sighted(e), Duration::from_secs(5))
                            .iter()
                            .any(|e| matches!(e, Effect::Say(Phrase::Move { .. })))
                    });
                    total += sent.elapsed();
                    assert!(said, "1... c5 is said");
                }
                total
            })
        },
    );
    group.finish();
}

criterion_group!(benches, sans_io, through_the_relay);
