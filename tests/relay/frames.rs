//! The relay at the frame level, in process and fast: the LiveChess stand-in -> the relay -> a pseudo-terminal
//! read by the player's own DGT link core (`DgtCore`) and piece tracker, as table 2 reads an e-board. Each
//! behaviour LiveChess is known for, and each fault, through the real websocket and the real serial line.

use super::script::{Behaviours, livechess_game, script};
use pegchess::board::dgt::dgt3000::VERSION_FRAME;
use pegchess::board::dgt::link::{DgtCore, DgtEvent};
use pegchess::board::dgt::protocol::{Command, Decoded, Decoder, id};
use pegchess::board::pty::{Pty, unique_link_path};
use pegchess::inference::pieces::PieceTracker;
use pegchess::relay::run::{Relay, RelayOptions};
use pegchess::relay::standin::{StandIn, StandInStep};
use pegchess::relay::{Fault, Report};
use shakmaty::{Board, Chess, Move, Position};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The serial number of the stand-in's board.
pub const SERIAL: &str = "31337";

/// The player's end of the serial line: what table 2's link does with the bytes, and every message read.
pub struct Player {
    pty: Pty,
    core: DgtCore,
    decoder: Decoder,
    /// Every position the link reported, with whether it was a dump.
    pub positions: Vec<(Board, bool)>,
    /// Every message id read, in order.
    pub ids: Vec<u8>,
    /// Every event of the link.
    pub events: Vec<DgtEvent>,
}

impl Player {
    /// The line behind `link`.
    pub fn open(link: &std::path::Path) -> Player {
        Player {
            pty: Pty::open(link).expect("pseudo-terminal"),
            core: DgtCore::new(),
            decoder: Decoder::new(),
            positions: Vec::new(),
            ids: Vec::new(),
            events: Vec::new(),
        }
    }

    /// Sends commands (and, for a clock, its version frame), as the link greets a board.
    pub fn ask(&mut self, commands: &[Command], clock: bool) {
        let mut bytes: Vec<u8> = commands.iter().map(|c| c.byte()).collect();
        if clock {
            bytes.extend(VERSION_FRAME);
        }
        self.pty.master.write_all(&bytes).expect("the line");
    }

    /// Reads for `wait` at most, until `done` holds of what was read; whether it did.
    pub fn read_until(&mut self, wait: Duration, done: impl Fn(&Player) -> bool) -> bool {
        let deadline = Instant::now() + wait;
        let mut buf = [0u8; 512];
        while !done(self) {
            if Instant::now() > deadline {
                return false;
            }
            let Ok(n) = self.pty.master.read(&mut buf) else {
                continue;
            };
            for item in self.decoder.push(&buf[..n]) {
                if let Decoded::Message(m) = item {
                    self.ids.push(m.encode()[0]);
                }
            }
            for e in self.core.on_bytes("relay", &buf[..n]).events {
                if let DgtEvent::Position { board, dump } = &e {
                    self.positions.push((board.clone(), *dump));
                }
                self.events.push(e);
            }
        }
        true
    }

    /// Reads for `wait`; what arrived in that time, as message ids.
    pub fn read_for(&mut self, wait: Duration) -> Vec<u8> {
        let before = self.ids.len();
        self.read_until(wait, |_| false);
        self.ids[before..].to_vec()
    }
}

/// A stand-in, a relay to a pseudo-terminal, and the player there, greeted as table 2 greets a board.
pub struct Rig {
    /// The LiveChess stand-in.
    pub livechess: StandIn,
    /// The player's end.
    pub player: Player,
    /// What the relay reported.
    pub reports: Arc<Mutex<Vec<Report>>>,
    relay: Option<Relay>,
    link: PathBuf,
}

impl Rig {
    /// Everything started for a board showing `start`, and the player greeted (the first dump read).
    pub fn start(start: &Board) -> Rig {
        let livechess = StandIn::start(SERIAL, start).expect("the stand-in listens");
        let url = livechess.url();
        Rig::with_url(livechess, url)
    }

    /// As [`Rig::start`], the relay given `url` (where LiveChess may not be).
    pub fn with_url(livechess: StandIn, url: String) -> Rig {
        let link = unique_link_path("relay-line");
        let player = Player::open(&link);
        let reports = Arc::new(Mutex::new(Vec::new()));
        let kept = reports.clone();
        let options = RelayOptions {
            url,
            serialnr: SERIAL.into(),
            port: link.clone(),
            white: pegchess::board::dgt::dgt3000::ClockSide::Left,
            // Often, so that a board's state changing is heard at once.
            poll: Duration::from_millis(100),
        };
        let relay = Relay::start(options, move |r| kept.lock().unwrap().push(r)).expect("relay");
        Rig {
            livechess,
            player,
            reports,
            relay: Some(relay),
            link,
        }
    }

    /// Greets the board as table 2's link does (again every quarter second, as the link asks a silent board
    /// again); whether it answered with its board within `wait`.
    pub fn greet(&mut self, wait: Duration) -> bool {
        let positions = self.player.positions.len();
        let deadline = Instant::now() + wait;
        while Instant::now() < deadline {
            self.player.ask(&DgtCore::greeting_with_clock(), true);
            if self.player.read_until(Duration::from_millis(250), |p| {
                p.positions.len() > positions
            }) {
                return true;
            }
        }
        false
    }

    /// Waits until the relay reported something `wanted` picks (10 s at most); whether it did.
    pub fn reported(&self, wanted: impl Fn(&Report) -> bool) -> bool {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if self.reports.lock().unwrap().iter().any(&wanted) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        false
    }

    /// How many reports `wanted` picks.
    pub fn count(&self, wanted: impl Fn(&Report) -> bool) -> usize {
        self.reports
            .lock()
            .unwrap()
            .iter()
            .filter(|r| wanted(r))
            .count()
    }
}

impl Drop for Rig {
    fn drop(&mut self) {
        drop(self.relay.take());
        let _ = std::fs::remove_file(&self.link);
    }
}

/// The moves table 2's tracker reads from the positions, as the session's sighted board reads them.
fn moves_read(start: &Chess, positions: &[(Board, bool)]) -> Vec<Move> {
    let mut tracker = PieceTracker::new(start.clone());
    for (board, dump) in positions {
        if *dump {
            tracker.resync(board);
        } else {
            tracker.sense(board);
        }
    }
    tracker.moves().to_vec()
}

#[test]
fn corpus_games_pass_through_the_relay_exactly_with_every_behaviour_injected() {
    let mut games = crate::dgt::session::corpus_games(5);
    games.push(livechess_game());
    for game in &games {
        let mut rig = Rig::start(game.start.board());
        assert!(rig.greet(Duration::from_secs(10)), "the relay answered");
        let s = script(
            game,
            Behaviours {
                all: true,
                pace: Duration::ZERO,
            },
        );
        assert_eq!(s.injected.len(), 5, "{:?}", s.injected);
        let steps = s.steps.len();
        for step in s.steps {
            rig.livechess.play(step);
        }
        assert!(rig.livechess.wait_done(steps, Duration::from_secs(20)));
        // The stand-in is done; the relay may still be passing the last events on (under load).
        rig.player.read_until(Duration::from_secs(10), |p| {
            moves_read(&game.start, &p.positions) == game.moves
        });
        rig.player.read_for(Duration::from_millis(300));
        assert_eq!(
            moves_read(&game.start, &rig.player.positions),
            game.moves,
            "{:?}",
            game.tags
        );
        // Every position went out whole, once: the duplicate sent nothing; the clock's times came too.
        assert!(rig.player.positions.iter().all(|(_, dump)| *dump));
        assert!(rig.player.ids.contains(&id::BWTIME));
        assert!(
            rig.player
                .events
                .iter()
                .any(|e| matches!(e, DgtEvent::Lever { .. }))
        );
        let calls = rig.livechess.calls();
        assert!(
            calls.iter().all(|c| c == "eboards" || c == "subscribe"),
            "{calls:?}"
        );
        assert_eq!(calls.iter().filter(|c| *c == "subscribe").count(), 1);
    }
}

#[test]
fn a_duplicate_event_and_a_clock_only_event_send_no_board() {
    let mut rig = Rig::start(&Board::default());
    assert!(rig.greet(Duration::from_secs(10)));
    // The board says it is a relay's, so that the table says its loss as the broadcast link's.
    assert!(
        rig.player.events.iter().any(|e| matches!(e,
        DgtEvent::Connected { serial, .. } if serial == pegchess::board::dgt::protocol::RELAY_SERIAL)),
        "{:?} {:x?}",
        rig.player.events,
        rig.player.ids
    );
    let dumps = rig.player.positions.len();
    let e4: Board = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
        .parse()
        .unwrap();
    let clock = pegchess::relay::livechess::LiveClock {
        white: Duration::from_secs(5390),
        black: Duration::from_secs(5400),
        run: Some(false),
    };
    for step in [
        StandInStep::Event {
            board: Some(e4.clone()),
            clock: None,
        },
        StandInStep::Event {
            board: Some(e4),
            clock: None,
        },
        StandInStep::Event {
            board: None,
            clock: Some(clock),
        },
    ] {
        rig.livechess.play(step);
    }
    assert!(rig.livechess.wait_done(3, Duration::from_secs(10)));
    let ids = rig.player.read_for(Duration::from_millis(300));
    assert_eq!(rig.player.positions.len(), dumps + 1, "one dump: {ids:x?}");
    // The clock-only event: Black's clock runs now (the lever rocked), said as the DGT 3000's times.
    assert!(ids.contains(&id::BWTIME), "{ids:x?}");
}

#[test]
fn livechess_not_running_is_reported_once_and_the_board_stays_silent_until_it_starts() {
    // A port nobody listens on: bound, then let go.
    let free = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("ws://{}/api/v1.0", free.local_addr().unwrap());
    drop(free);
    let livechess = StandIn::start(SERIAL, &Board::default()).unwrap();
    let mut rig = Rig::with_url(livechess, url);
    assert!(rig.reported(|r| *r == Report::Down(Fault::NotRunning)));
    assert!(!rig.greet(Duration::from_millis(1500)), "a silent board");
    assert_eq!(rig.count(|r| *r == Report::Down(Fault::NotRunning)), 1);
    assert_eq!(rig.count(|r| *r == Report::Up), 0);
}

#[test]
fn the_board_inactive_or_not_responding_silences_the_line_and_its_return_is_its_position_again() {
    let mut rig = Rig::start(&Board::default());
    assert!(rig.greet(Duration::from_secs(10)));
    for state in ["INACTIVE", "NOTRESPONDING"] {
        rig.livechess.play(StandInStep::State(state.into()));
        assert!(rig.reported(|r| *r == Report::Down(Fault::State(state.into()))));
        rig.player.ask(&[Command::Version], false);
        // Silent but for the serial number, given unasked: the table hears its board is gone at once.
        let said = rig.player.read_for(Duration::from_millis(400));
        assert!(
            said.iter().all(|i| *i == id::SERIALNR),
            "silent while {state}: {said:x?}"
        );
        rig.livechess.play(StandInStep::State("ACTIVE".into()));
        let ups = rig.count(|r| *r == Report::Up);
        assert!(
            rig.reported(|r| *r == Report::Up) && {
                let deadline = Instant::now() + Duration::from_secs(10);
                while rig.count(|r| *r == Report::Up) <= ups && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(10));
                }
                rig.count(|r| *r == Report::Up) > ups
            }
        );
        assert!(
            rig.greet(Duration::from_secs(5)),
            "answers again after {state}"
        );
    }
}

#[test]
fn the_socket_closed_and_livechess_restarted_mid_game_lose_no_move() {
    let game = &crate::dgt::session::corpus_games(1)[0];
    let mut rig = Rig::start(game.start.board());
    assert!(rig.greet(Duration::from_secs(10)));
    let steps = script(
        game,
        Behaviours {
            all: false,
            pace: Duration::ZERO,
        },
    )
    .steps;
    let third = steps.len() / 3;
    let mut played = 0;
    for (i, step) in steps.into_iter().enumerate() {
        if i == third {
            rig.livechess.play(StandInStep::Close);
            played += 1;
        }
        if i == 2 * third {
            rig.livechess
                .play(StandInStep::Restart(Duration::from_millis(800)));
            played += 1;
        }
        rig.livechess.play(step);
        played += 1;
    }
    assert!(rig.livechess.wait_done(played, Duration::from_secs(30)));
    // The stand-in is done; the relay may still be passing the last events on (under load).
    rig.player.read_until(Duration::from_secs(5), |p| {
        moves_read(&game.start, &p.positions) == game.moves
    });
    // The player's link asks for the board again after the relay was back (as it does after silence).
    rig.greet(Duration::from_secs(2));
    assert_eq!(moves_read(&game.start, &rig.player.positions), game.moves);
    assert_eq!(rig.count(|r| *r == Report::Down(Fault::Closed)), 2);
    assert_eq!(rig.count(|r| *r == Report::Up), 3);
    let calls = rig.livechess.calls();
    assert!(calls.iter().all(|c| c == "eboards" || c == "subscribe"));
}

#[test]
fn the_serial_line_pulled_at_the_relay_end_is_reported_and_opened_again() {
    let mut rig = Rig::start(&Board::default());
    assert!(rig.greet(Duration::from_secs(10)));
    // The adapter out: the pseudo-terminal and its path gone.
    let link = rig.link.clone();
    rig.player = Player::open(&unique_link_path("elsewhere"));
    let _ = std::fs::remove_file(&link);
    assert!(rig.reported(|r| *r == Report::SerialLost));
    // In again: the same path, a new line.
    rig.player = Player::open(&link);
    let opened = rig.count(|r| *r == Report::SerialOpen);
    let deadline = Instant::now() + Duration::from_secs(5);
    while rig.count(|r| *r == Report::SerialOpen) == opened && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(rig.greet(Duration::from_secs(5)), "answers on the new line");
}

#[test]
fn a_recorded_dgt_session_published_position_by_position_is_read_as_its_moves() {
    use pegchess::board::dgt::simulator::{Direction, parse_capture};
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/dgt-session.txt");
    let capture = parse_capture(&std::fs::read_to_string(path).unwrap()).expect("a capture");
    // Every position the board showed, hands at work included, as LiveChess publishes them.
    let mut core = DgtCore::new();
    let shown: Vec<Board> = capture
        .iter()
        .filter(|(dir, _)| *dir == Direction::FromBoard)
        .flat_map(|(_, bytes)| core.on_bytes("recorded", bytes).events)
        .filter_map(|e| match e {
            DgtEvent::Position { board, .. } => Some(board),
            _ => None,
        })
        .collect();
    assert_eq!(shown.len(), 7, "the start and six hand actions");
    let mut rig = Rig::start(&shown[0]);
    assert!(rig.greet(Duration::from_secs(10)));
    for board in &shown[1..] {
        rig.livechess.play(StandInStep::Event {
            board: Some(board.clone()),
            clock: None,
        });
    }
    assert!(
        rig.livechess
            .wait_done(shown.len() - 1, Duration::from_secs(10))
    );
    rig.player.read_for(Duration::from_millis(200));
    let moves: Vec<String> = moves_read(&Chess::default(), &rig.player.positions)
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(moves, ["e2-e4", "e7-e5", "Ng1-f3"]);
}
