//! The table's own DGT link (the link engine on a pseudo-terminal, as `pegchess play` runs it) reading a board
//! through the relay and a null-modem cable, fault by fault: LiveChess restarted, hung, the board leaving the
//! list, INACTIVE, NOTRESPONDING beside an odd entry, the cable cut between the adapters, either adapter pulled.
//! After each the link says the board lost once and greets it again until it is back, and the board back is
//! read whole, moves made meanwhile included.

use super::frames::SERIAL;
use pegchess::board::dgt::link::{self, DgtEvent, DgtPort};
use pegchess::relay::null_modem::{Cable, End, NullModem};
use pegchess::relay::run::{Relay, RelayOptions};
use pegchess::relay::standin::{StandIn, StandInStep};
use pegchess::relay::{Fault, Report};
use shakmaty::{Board, Chess, Position};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A stand-in, the relay on one end of a cable, the table's link on the other.
pub struct Hall {
    /// The LiveChess stand-in.
    pub livechess: StandIn,
    /// The cable.
    pub cable: NullModem,
    /// What the relay reported.
    pub reports: Arc<Mutex<Vec<Report>>>,
    relay: Option<Relay>,
    link: Option<link::DgtHandle>,
    /// The table link's events.
    pub rx: Receiver<DgtEvent>,
    /// Every event so far, with when it came.
    pub seen: Vec<(Instant, DgtEvent)>,
}

impl Hall {
    /// Everything started for a board showing `start`; the table's link started `table_first` before the
    /// relay (the relay not yet there) or after it.
    pub fn start(start: &Board, table_first: bool) -> Hall {
        let livechess = StandIn::start(SERIAL, start).expect("the stand-in listens");
        let cable = NullModem::start().expect("pseudo-terminals");
        let (tx, rx) = mpsc::channel();
        let reports = Arc::new(Mutex::new(Vec::new()));
        let mut hall = Hall {
            livechess,
            cable,
            reports,
            relay: None,
            link: None,
            rx,
            seen: Vec::new(),
        };
        let port = DgtPort::Path(hall.cable.player_end().to_path_buf());
        if table_first {
            hall.link = Some(link::spawn(port.clone(), tx.clone()).expect("the link"));
            hall.start_relay();
        } else {
            hall.start_relay();
            hall.link = Some(link::spawn(port, tx).expect("the link"));
        }
        hall
    }

    fn start_relay(&mut self) {
        let kept = self.reports.clone();
        let options = RelayOptions {
            url: self.livechess.url(),
            serialnr: SERIAL.into(),
            port: self.cable.relay_end().to_path_buf(),
            white: pegchess::board::dgt::dgt3000::ClockSide::Left,
            poll: Duration::from_millis(250),
        };
        let relay = Relay::start(options, move |r| kept.lock().unwrap().push(r)).expect("relay");
        self.relay = Some(relay);
    }

    /// Waits (20 s at most) for an event `wanted` picks after the `from`th; when it came.
    pub fn until(&mut self, from: usize, wanted: impl Fn(&DgtEvent) -> bool) -> Option<Instant> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some((at, _)) = self.seen.iter().skip(from).find(|(_, e)| wanted(e)) {
                return Some(*at);
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            if let Ok(e) = self.rx.recv_timeout(left.min(Duration::from_millis(50))) {
                self.seen.push((Instant::now(), e));
            }
        }
    }

    /// Plays `steps` and waits until the stand-in carried them out.
    pub fn play(&self, steps: Vec<StandInStep>) {
        play_all(&self.livechess, steps);
    }

    /// How many events `wanted` picks after the `from`th.
    pub fn count(&self, from: usize, wanted: impl Fn(&DgtEvent) -> bool) -> usize {
        self.seen
            .iter()
            .skip(from)
            .filter(|(_, e)| wanted(e))
            .count()
    }
}

impl Drop for Hall {
    fn drop(&mut self) {
        drop(self.link.take());
        drop(self.relay.take());
    }
}

/// Whether `e` says the board is lost (to the session both say so: a loss, or a relay without its board).
pub fn lost(e: &DgtEvent) -> bool {
    matches!(
        e,
        DgtEvent::Disconnected { .. } | DgtEvent::RelayWithoutBoard
    )
}

/// Whether `e` says the board is connected.
pub fn connected(e: &DgtEvent) -> bool {
    matches!(e, DgtEvent::Connected { .. })
}

/// One fault: how it starts and how it ends, on the stand-in or on the cable.
#[derive(Debug, Clone)]
pub enum Outage {
    /// LiveChess's script.
    LiveChess(Vec<StandInStep>, Vec<StandInStep>),
    /// The cable.
    Cable(Cable, Cable),
}

/// Every fault of the hall, by name.
pub fn outages() -> Vec<(&'static str, Outage)> {
    let state = |s: &str| StandInStep::State(s.into());
    let odd = Some(r#"{"serialnr":"","board":""}"#.to_string());
    vec![
        (
            "LiveChess restarted",
            Outage::LiveChess(
                vec![StandInStep::Restart(Duration::from_millis(1500))],
                vec![],
            ),
        ),
        (
            "LiveChess hung",
            Outage::LiveChess(vec![StandInStep::Hang(Duration::from_millis(3500))], vec![]),
        ),
        (
            "the board gone from the list",
            Outage::LiveChess(
                vec![StandInStep::Listed(false)],
                vec![StandInStep::Listed(true)],
            ),
        ),
        (
            "the board INACTIVE",
            Outage::LiveChess(vec![state("INACTIVE")], vec![state("ACTIVE")]),
        ),
        (
            "the board NOTRESPONDING beside an odd entry",
            Outage::LiveChess(
                vec![StandInStep::Extra(odd), state("NOTRESPONDING")],
                vec![state("ACTIVE"), StandInStep::Extra(None)],
            ),
        ),
        (
            "the websocket closed",
            Outage::LiveChess(vec![StandInStep::Close], vec![]),
        ),
        ("the cable cut", Outage::Cable(Cable::Cut, Cable::Join)),
        (
            "the relay's adapter pulled",
            Outage::Cable(Cable::Pull(End::Relay), Cable::Plug(End::Relay)),
        ),
        (
            "the player's adapter pulled",
            Outage::Cable(Cable::Pull(End::Player), Cable::Plug(End::Player)),
        ),
    ]
}

/// Plays `steps` on `livechess` and waits until it carried them out.
pub fn play_all(livechess: &StandIn, steps: Vec<StandInStep>) {
    let wanted = livechess.done() + steps.len();
    for step in steps {
        livechess.play(step);
    }
    assert!(livechess.wait_done(wanted, Duration::from_secs(30)));
}

/// Starts an outage on the stand-in or the cable.
pub fn begin(livechess: &StandIn, cable: &NullModem, outage: &Outage) {
    match outage {
        Outage::LiveChess(steps, _) => play_all(livechess, steps.clone()),
        Outage::Cable(action, _) => cable.act(*action),
    }
}

/// Ends it.
pub fn end(livechess: &StandIn, cable: &NullModem, outage: &Outage) {
    match outage {
        Outage::LiveChess(_, steps) => play_all(livechess, steps.clone()),
        Outage::Cable(_, action) => cable.act(*action),
    }
}

impl Hall {
    /// Starts an outage.
    pub fn begin(&self, outage: &Outage) {
        begin(&self.livechess, &self.cable, outage);
    }

    /// Ends it.
    pub fn end(&self, outage: &Outage) {
        end(&self.livechess, &self.cable, outage);
    }
}

#[test]
fn every_fault_is_said_lost_once_and_the_board_is_read_whole_when_it_is_back() {
    let mut pos = Chess::default();
    let mut hall = Hall::start(pos.board(), false);
    assert!(hall.until(0, connected).is_some(), "connected at the start");
    let mut said = Vec::new();
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"];
    for (i, (name, outage)) in outages().into_iter().enumerate() {
        let from = hall.seen.len();
        let began = Instant::now();
        hall.begin(&outage);
        let lost_at = hall.until(from, lost);
        assert!(lost_at.is_some(), "{name}: never said lost");
        // A move made on the board meanwhile (LiveChess still reads it when the fault is not its own).
        let san: shakmaty::san::San = moves[i].parse().unwrap();
        let m = san.to_move(&pos).unwrap();
        pos.play_unchecked(m);
        hall.livechess.play(StandInStep::Event {
            board: Some(pos.board().clone()),
            clock: None,
        });
        std::thread::sleep(Duration::from_millis(300));
        hall.end(&outage);
        let back = hall.until(from, connected);
        assert!(back.is_some(), "{name}: never back");
        let shown = pos.board().clone();
        let read = hall.until(
            from,
            |e| matches!(e, DgtEvent::Position { board, dump: true } if *board == shown),
        );
        assert!(read.is_some(), "{name}: the board back was not read whole");
        assert_eq!(
            hall.count(from, |e| matches!(e, DgtEvent::Disconnected { .. })),
            1,
            "{name}: said lost once: {:?}",
            &hall.seen[from..]
        );
        said.push((name, lost_at.unwrap().duration_since(began)));
    }
    eprintln!("the loss said after: {said:?}");
    // A generous bound on a shared machine (the figures are printed; the campaigns check 2 s in
    // simulated time).
    for (name, after) in &said {
        assert!(*after < Duration::from_secs(8), "{name}: {after:?}");
    }
    let calls = hall.livechess.calls();
    assert!(calls.iter().all(|c| c == "eboards" || c == "subscribe"));
    assert!(
        hall.reports
            .lock()
            .unwrap()
            .contains(&Report::Down(Fault::Hung))
    );
}

#[test]
fn a_table_started_before_the_relay_reached_livechess_reads_the_board_once_it_has() {
    // The table's link first, then the relay, while LiveChess is being restarted.
    let mut hall = Hall::start(&Board::default(), true);
    hall.play(vec![StandInStep::Restart(Duration::from_millis(2500))]);
    assert!(hall.until(0, connected).is_some(), "{:?}", hall.seen);
    let start = Board::default();
    assert!(
        hall.until(
            0,
            |e| matches!(e, DgtEvent::Position { board, .. } if *board == start)
        )
        .is_some()
    );
}

/// The relay's options for board [`SERIAL`] of `livechess` on the line `port`.
fn options(livechess: &StandIn, port: &std::path::Path) -> RelayOptions {
    RelayOptions {
        url: livechess.url(),
        serialnr: SERIAL.into(),
        port: port.to_path_buf(),
        white: pegchess::board::dgt::dgt3000::ClockSide::Left,
        poll: Duration::from_millis(250),
    }
}

#[test]
fn a_second_relay_naming_the_same_device_by_another_path_is_refused() {
    let livechess = StandIn::start(SERIAL, &Board::default()).expect("the stand-in");
    let cable = NullModem::start().expect("pseudo-terminals");
    let first = Relay::start(options(&livechess, cable.relay_end()), |_| {}).expect("the first");
    // Another link to the same pseudo-terminal, and the device itself.
    let other = pegchess::board::pty::unique_link_path("another-name");
    let device = std::fs::canonicalize(cable.relay_end()).expect("the device");
    std::os::unix::fs::symlink(&device, &other).expect("a link");
    for path in [&other, &device] {
        let second = Relay::start(options(&livechess, path), |_| {});
        assert!(
            matches!(second, Err(pegchess::relay::RelayError::LineInUse { .. })),
            "{path:?}"
        );
    }
    drop(first);
    let _ = std::fs::remove_file(&other);
}

#[test]
fn a_line_that_cannot_be_opened_is_said_once() {
    let livechess = StandIn::start(SERIAL, &Board::default()).expect("the stand-in");
    let reports = Arc::new(Mutex::new(Vec::new()));
    let kept = reports.clone();
    let mistyped = std::path::Path::new("/dev/ttyUSB-no-such-line");
    let relay = Relay::start(options(&livechess, mistyped), move |r| {
        kept.lock().unwrap().push(r)
    })
    .expect("the relay starts and goes on trying");
    let unopened = |r: &Report| matches!(r, Report::SerialUnopened { .. });
    crate::support::wait_until(Duration::from_secs(10), "the line said", || {
        reports.lock().unwrap().iter().any(unopened)
    });
    // Tried again meanwhile, said no more.
    std::thread::sleep(Duration::from_millis(600));
    drop(relay);
    assert_eq!(
        reports
            .lock()
            .unwrap()
            .iter()
            .filter(|r| unopened(r))
            .count(),
        1
    );
}

/// The relay's loop lost (made to panic on purpose) is no silent relay: it ends with the loss, said to the
/// organiser in their language, and the program can be started again.
#[test]
fn a_relay_whose_loop_is_lost_ends_saying_so() {
    use pegchess::worker::{Supervisor, WorkerKind};
    let livechess = StandIn::start(SERIAL, &Board::default()).expect("the stand-in");
    let cable = NullModem::start().expect("pseudo-terminals");
    // The serial line's worker starts first, the relay's loop second: the loop panics as it starts.
    Supervisor::arm(WorkerKind::Relay, 2);
    let relay = Relay::start(options(&livechess, cable.relay_end()), |_| {}).expect("started");
    let ended = relay.wait();
    let Err(pegchess::relay::RelayError::Stopped(lost)) = &ended else {
        panic!("{ended:?}");
    };
    assert_eq!(lost.kind, WorkerKind::Relay);
    let said = ended
        .unwrap_err()
        .text(pegchess::ui::console::Console::default());
    assert!(said.starts_with("The relay stopped"), "{said}");
}
