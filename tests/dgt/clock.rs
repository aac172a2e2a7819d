//! The DGT 3000 behind the sighted player's e-board (issue 22): its bytes against hand-written frames, the
//! link's core reading its lever, the session showing the talking clock on it and reading its lever as the
//! sighted player's press, and the whole chain on a pseudo-terminal with the simulated board and clock.

use crate::support::Table;
use pegchess::board::dgt::dgt3000::{ClockError, ClockFace, ClockMessage, ClockSide, SET_AND_RUN};
use pegchess::board::dgt::link::{self, DgtCore, DgtEvent, DgtPort};
use pegchess::board::dgt::protocol::{Message, id};
use pegchess::board::dgt::simulator::{DgtAction, SimDgt};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::{Button, OccupancyKind};
use pegchess::clock::{ClockSetup, Edition, Schedule};
use pegchess::config::Orientation;
use pegchess::session::{ClockAction, Command, Effect, Event};
use shakmaty::{Bitboard, Board, Chess, Color, Position, Square};
use std::sync::mpsc;
use std::time::{Duration, Instant};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn hms(h: u64, m: u64, s: u64) -> Duration {
    secs(h * 3600 + m * 60 + s)
}

#[test]
fn set_and_run_is_framed_as_the_public_header_says() {
    let face = ClockFace {
        left: hms(1, 30, 5),
        right: hms(0, 4, 59),
        runs: Some(ClockSide::Right),
        paused: false,
    };
    // 2B, length 10 (the bytes after it), 03, set-and-run 0A, left h m s, right h m s (binary), flags, 00.
    let frame = [0x2b, 0x0a, 0x03, 0x0a, 1, 30, 5, 0, 4, 59, 0x02, 0x00];
    assert_eq!(face.encode(), frame);
    assert_eq!(ClockFace::decode(&frame), Ok(face));
    let paused = ClockFace {
        runs: Some(ClockSide::Left),
        paused: true,
        ..face
    };
    assert_eq!(paused.encode()[10], 0x05);
    let before = ClockFace {
        runs: None,
        paused: true,
        ..face
    };
    assert_eq!(before.encode()[10], 0x04);
    // Longer than the display holds: shown as 9:59:59; parts of a second are cut.
    let long = ClockFace {
        left: hms(12, 0, 0),
        right: Duration::from_millis(61_900),
        ..face
    };
    assert_eq!(&long.encode()[4..10], &[9, 59, 59, 0, 1, 1]);
    assert_eq!(
        ClockFace::decode(&frame[..11]),
        Err(ClockError::NotSetAndRun)
    );
}

#[test]
fn clock_messages_read_as_acks_or_times_with_the_lever() {
    // 8D 00 0A, then the right side (hours, BCD minutes, BCD seconds), the left side, and the status byte.
    let times = [0x8d, 0x00, 0x0a, 0x00, 0x04, 0x59, 0x01, 0x30, 0x05, 0x03];
    let got = ClockMessage::decode(&times[3..]);
    assert_eq!(
        got,
        Ok(ClockMessage::Times {
            left: hms(1, 30, 5),
            right: hms(0, 4, 59),
            running: true,
            up: ClockSide::Right,
        })
    );
    // Status 01 only: the lever's left side is up.
    let left_up = [0x00, 0x04, 0x59, 0x01, 0x30, 0x05, 0x01];
    assert!(matches!(
        ClockMessage::decode(&left_up),
        Ok(ClockMessage::Times {
            up: ClockSide::Left,
            ..
        })
    ));
    // The turn bits (08, 10) and flag bits over the hours are not read as time.
    let flagged = [0x70, 0x04, 0x59, 0x01, 0x30, 0x05, 0x19];
    assert!(matches!(
        ClockMessage::decode(&flagged),
        Ok(ClockMessage::Times { right, .. }) if right == hms(0, 4, 59)
    ));
    // An ack: low nibble 0A in the first and fourth bytes, 0x10 = done, then the command.
    let ack = [0x0a, 0x10, SET_AND_RUN, 0x0a, 0x00, 0x00, 0x00];
    assert_eq!(
        ClockMessage::decode(&ack),
        Ok(ClockMessage::Ack {
            ok: true,
            command: SET_AND_RUN
        })
    );
    let refused = [0x0a, 0x40, SET_AND_RUN, 0x0a, 0x00, 0x00, 0x00];
    assert!(matches!(
        ClockMessage::decode(&refused),
        Ok(ClockMessage::Ack { ok: false, .. })
    ));
    // No clock behind the board, an empty message, bad BCD, a wrong length: typed errors.
    let none = [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x20];
    assert_eq!(ClockMessage::decode(&none), Err(ClockError::NoClock));
    assert_eq!(ClockMessage::decode(&[0; 7]), Err(ClockError::Empty));
    let bad = [0x00, 0x6a, 0x00, 0x00, 0x00, 0x00, 0x01];
    assert_eq!(
        ClockMessage::decode(&bad),
        Err(ClockError::NotBcd { at: 1, byte: 0x6a })
    );
    assert_eq!(ClockMessage::decode(&ack[..6]), Err(ClockError::Length(6)));
}

fn clock_message(body: [u8; 7]) -> Vec<u8> {
    Message::Other {
        id: id::BWTIME,
        body: body.to_vec(),
    }
    .encode()
}

fn lever(down: ClockSide, pressed: bool) -> Vec<DgtEvent> {
    vec![DgtEvent::Lever { down, pressed }]
}

#[test]
fn the_link_core_reports_the_lever_and_sends_one_face_at_a_time() {
    let mut core = DgtCore::new();
    let face = ClockFace {
        left: secs(300),
        right: secs(300),
        runs: Some(ClockSide::Left),
        paused: false,
    };
    core.want_clock(face);
    let t0 = Instant::now();
    assert_eq!(core.clock_poll(t0), None, "nothing is sent without a clock");
    // A board without a clock says so: still nothing.
    let none = core.on_bytes("p", &clock_message([0, 0, 0, 0, 0, 0, 0x20]));
    assert!(none.events.is_empty());
    assert!(!core.clock_present());
    // The clock's first times: the lever found with its right side down (left up).
    let first = core.on_bytes("p", &clock_message([0, 5, 0, 0, 5, 0, 0x00]));
    assert_eq!(first.events, lever(ClockSide::Right, false));
    assert_eq!(core.clock_poll(t0), Some(face.encode()));
    let later = ClockFace {
        runs: Some(ClockSide::Right),
        ..face
    };
    core.want_clock(later);
    assert_eq!(core.clock_poll(t0), None, "one command in flight");
    let ack = [0x0a, 0x10, SET_AND_RUN, 0x0a, 0, 0, 0];
    assert!(core.on_bytes("p", &clock_message(ack)).events.is_empty());
    assert_eq!(core.clock_poll(t0), Some(later.encode()));
    // No ack: the same frame again after 2 s.
    assert_eq!(core.clock_poll(t0 + secs(1)), None);
    assert_eq!(core.clock_poll(t0 + secs(2)), Some(later.encode()));
    // The same lever again is no press; the other side going down is.
    let same = core.on_bytes("p", &clock_message([0, 4, 0x59, 0, 5, 0, 0x01]));
    assert!(same.events.is_empty());
    let pressed = core.on_bytes("p", &clock_message([0, 4, 0x59, 0, 5, 0, 0x03]));
    assert_eq!(pressed.events, lever(ClockSide::Left, true));
}

pub fn five_minutes() -> ClockSetup {
    ClockSetup {
        control: "5+0".parse().expect("time control"),
        edition: Edition::default(),
        schedule: Schedule::default(),
    }
}

/// A game at the table with a talking clock (the blind player has White), every effect kept.
struct Game {
    t: Table,
    faces: Vec<(Duration, ClockFace)>,
}

impl Game {
    fn new() -> Game {
        let start = Chess::default();
        let holes = start.board().occupied();
        Game {
            t: Table::with_clock(start, Orientation::White, holes, Some(five_minutes())),
            faces: Vec::new(),
        }
    }

    fn at(&mut self, ms: u64) -> &mut Self {
        self.t.now = Duration::from_millis(ms);
        self
    }

    fn event(&mut self, e: Event) -> &mut Self {
        for effect in self.t.session.handle(e, self.t.now) {
            if let Effect::DgtClock(face) = effect {
                self.faces.push((self.t.now, face));
            }
        }
        self
    }

    fn lever(&mut self, down: ClockSide, pressed: bool) -> &mut Self {
        self.event(Event::Sighted(DgtEvent::Lever { down, pressed }))
    }

    fn holes(&mut self, change: Square) -> &mut Self {
        self.t.holes ^= Bitboard::from_square(change);
        let holes = self.t.holes;
        self.event(Event::Board(LinkEvent::Holes {
            holes,
            kind: OccupancyKind::Change,
        }))
    }

    fn peg_lever(&mut self) -> &mut Self {
        self.event(Event::Board(LinkEvent::Button {
            button: Button::RightLever,
            pressed: true,
        }))
    }

    fn clock_to_move(&self) -> Option<Color> {
        self.t.session.timekeeper()?.clock().to_move()
    }

    fn last_face(&self) -> ClockFace {
        self.faces.last().expect("a face shown").1
    }
}

#[test]
fn the_dgt_lever_presses_the_sighted_players_turn_once_before_the_pegs_show_their_move() {
    let mut g = Game::new();
    assert!(g.faces.is_empty(), "no DGT 3000, nothing shown");
    // The clock is found with its right side down: White (to move) has the left.
    g.at(500).lever(ClockSide::Right, false);
    assert_eq!(
        g.last_face(),
        ClockFace {
            left: Duration::from_millis(299_500),
            right: secs(300),
            runs: Some(ClockSide::Left),
            paused: false,
        }
    );
    // 1. e4 by the blind player on the pegs, pressed on the peg board's lever at 2 s.
    g.at(1000).holes(Square::E2).at(1300).holes(Square::E4);
    g.at(2000).peg_lever();
    assert_eq!(g.t.session.record().moves().len(), 1);
    assert_eq!(g.faces.len(), 2);
    assert_eq!(g.last_face().runs, Some(ClockSide::Right));
    assert_eq!(g.last_face().left, secs(298));
    // The blind player presses the DGT 3000 too (left down): the same press, nothing happens to the talking clock.
    g.at(2100).lever(ClockSide::Left, true);
    assert_eq!(g.clock_to_move(), Some(Color::Black));
    assert_eq!(g.faces.len(), 2);
    // The sighted player answers 1... e5 on the e-board and presses their side (right) at 6 s.
    g.at(6000).lever(ClockSide::Right, true);
    assert_eq!(
        g.clock_to_move(),
        Some(Color::White),
        "the press completed Black's turn"
    );
    assert_eq!(g.t.session.record().moves().len(), 1, "the record waits");
    assert_eq!(g.last_face().runs, Some(ClockSide::Left));
    assert_eq!(g.last_face().right, secs(296));
    let shown = g.faces.len();
    // The blind player copies 1... e5 on the pegs; it completes when the board settles, without a press.
    g.at(8000).holes(Square::E7).at(8400).holes(Square::E5);
    g.t.now = Duration::from_millis(8400);
    for _ in 0..40 {
        g.t.now += Duration::from_millis(100);
        g.event(Event::Tick);
    }
    let record = g.t.session.record();
    assert_eq!(record.moves().len(), 2, "{:?}", record.uci());
    assert_eq!(
        record.moves()[1].clock,
        Some(secs(296)),
        "the reading of the lever's press"
    );
    let clock = g.t.session.timekeeper().expect("clock").clock();
    assert_eq!(clock.moves(Color::Black), 1, "pressed once");
    assert_eq!(clock.to_move(), Some(Color::White));
    assert_eq!(g.faces.len(), shown, "no second press, nothing new to show");
    // On the blind player's turn, their side with no new move on the pegs switches nothing, and the sighted
    // player's side (their clock stopped) does nothing either.
    g.lever(ClockSide::Left, true).lever(ClockSide::Right, true);
    let clock = g.t.session.timekeeper().expect("clock").clock();
    assert_eq!(
        (clock.to_move(), clock.moves(Color::Black)),
        (Some(Color::White), 1)
    );
    // The arbiter stops the clock: shown paused, on White's side.
    g.at(13_000)
        .event(Event::Command(Command::Clock(ClockAction::Pause)));
    assert_eq!(g.last_face().runs, Some(ClockSide::Left));
    assert!(g.last_face().paused);
}

#[test]
fn the_lever_found_with_left_down_puts_white_on_the_right() {
    let mut g = Game::new();
    // The lever's events go into the journal and read back the same.
    let e = Event::Sighted(DgtEvent::Lever {
        down: ClockSide::Left,
        pressed: false,
    });
    let json = serde_json::to_string(&e).expect("json");
    assert_eq!(
        json,
        r#"{"sighted":{"lever":{"down":"left","pressed":false}}}"#
    );
    assert_eq!(serde_json::from_str::<Event>(&json).expect("read back"), e);
    g.at(100).lever(ClockSide::Left, false);
    assert_eq!(g.last_face().runs, Some(ClockSide::Right));
    g.at(900).holes(Square::E2).at(1200).holes(Square::E4);
    g.at(1500).peg_lever();
    assert_eq!(g.last_face().runs, Some(ClockSide::Left));
    assert_eq!(g.last_face().right, Duration::from_millis(298_500));
}

/// The effects' faces sent to the link, each with the moment it was sent.
struct Driver {
    g: Game,
    origin: Instant,
    sent: Vec<(Instant, ClockFace)>,
    to_link: mpsc::Sender<ClockFace>,
    from_link: mpsc::Receiver<Event>,
}

impl Driver {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }

    /// Hands the session one event at the present time and passes new faces to the link at once.
    fn feed(&mut self, e: Event) {
        let shown = self.g.faces.len();
        let now = self.now();
        self.g.t.now = now;
        self.g.event(e);
        for (_, face) in &self.g.faces[shown..] {
            self.sent.push((Instant::now(), *face));
            self.to_link.send(*face).expect("the link runs");
        }
    }

    /// Passes the link's events to the session until one matches.
    fn until(&mut self, what: &str, done: impl Fn(&Event) -> bool) {
        let deadline = Instant::now() + secs(5);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let e = self
                .from_link
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("the DGT link never reported {what}"));
            let hit = done(&e);
            self.feed(e);
            if hit {
                return;
            }
        }
    }
}

#[test]
fn the_simulated_dgt_3000_shows_the_talking_clock_and_its_lever_presses_for_the_sighted_player() {
    let sim = SimDgt::start_with_clock(&Board::default(), false, ClockSide::Right)
        .expect("pseudo-terminal");
    let (tx, rx) = mpsc::channel();
    let (to_link, faces) = mpsc::channel();
    let _link =
        link::spawn_with_clock(DgtPort::Path(sim.path().to_path_buf()), tx, faces).expect("thread");
    let mut d = Driver {
        origin: Instant::now(),
        g: Game::new(),
        sent: Vec::new(),
        to_link,
        from_link: rx,
    };
    d.until("the clock", |e| {
        matches!(e, Event::Sighted(DgtEvent::Lever { pressed: false, .. }))
    });
    // 1. e4 on the pegs and the peg lever; the blind player presses the DGT 3000's left side too.
    for sq in [Square::E2, Square::E4] {
        std::thread::sleep(Duration::from_millis(100));
        d.g.t.holes ^= Bitboard::from_square(sq);
        let holes = d.g.t.holes;
        d.feed(Event::Board(LinkEvent::Holes {
            holes,
            kind: OccupancyKind::Change,
        }));
    }
    d.feed(Event::Board(LinkEvent::Button {
        button: Button::RightLever,
        pressed: true,
    }));
    sim.act(DgtAction::Lever(ClockSide::Left));
    d.until("the blind player's press", |e| {
        matches!(
            e,
            Event::Sighted(DgtEvent::Lever {
                down: ClockSide::Left,
                ..
            })
        )
    });
    assert_eq!(d.g.clock_to_move(), Some(Color::Black));
    // The sighted player presses their side: the talking clock switches to the blind player.
    std::thread::sleep(Duration::from_millis(300));
    sim.act(DgtAction::Lever(ClockSide::Right));
    d.until("the sighted player's press", |e| {
        matches!(
            e,
            Event::Sighted(DgtEvent::Lever {
                down: ClockSide::Right,
                pressed: true
            })
        )
    });
    assert_eq!(d.g.clock_to_move(), Some(Color::White));
    assert_eq!(d.sent.len(), 3, "found, 1. e4, the lever's press");
    assert_eq!(d.sent[2].1.runs, Some(ClockSide::Left));
    // Every face is on the simulated clock within 100 ms of the change, as the simulator recorded it.
    let deadline = Instant::now() + secs(2);
    while sim.clock_shown().len() < d.sent.len() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    let shown = sim.clock_shown();
    assert_eq!(shown.len(), d.sent.len(), "one set-and-run per change");
    for ((sent_at, face), (shown_at, on_clock)) in d.sent.iter().zip(&shown) {
        assert_eq!(on_clock.encode(), face.encode());
        let latency = shown_at.saturating_duration_since(*sent_at);
        eprintln!("DGT 3000 display latency: {} ms", latency.as_millis());
        assert!(latency < Duration::from_millis(100), "{latency:?}");
    }
}
