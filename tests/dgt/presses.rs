//! Both sides of the DGT 3000 count at every table, each press once: the blind player presses their side of
//! the hall's clock (or the peg board's lever, a key, the spoken word, or several of them for one move), the
//! sighted player presses theirs, and the talking clock switches exactly once per move with the right reading
//! in the record. In the session (tables 1, 2 and 3) and through the binary (table 1 with a simulated peg
//! board, DGT e-board and DGT 3000).

use crate::support::{SETTLE, Table};
use pegchess::board::dgt::clock::ClockSide;
use pegchess::board::dgt::hands::PieceAction;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::Button;
use pegchess::clock::{ClockSetup, Edition, Schedule};
use pegchess::config::{Orientation, PlayerLever};
use pegchess::game::record::Happening;
use pegchess::session::{Command, Event, Session, SessionConfig};
use shakmaty::{Board, ByColor, Chess, Color, Square};
use std::time::Duration;

const FIVE: Duration = Duration::from_secs(300);

fn five_minutes() -> ClockSetup {
    ClockSetup {
        control: "5+0".parse().expect("time control"),
        edition: Edition::default(),
        schedule: Schedule::default(),
    }
}

/// The clock as it should be, kept by the test: each side's time, since when the running side's runs, and the
/// reading each counted press left its side (5+0: no increment, no delay).
struct Expected {
    left: ByColor<Duration>,
    since: Duration,
    runs: Color,
    readings: Vec<Duration>,
}

impl Expected {
    fn new() -> Expected {
        Expected {
            left: ByColor::new_with(|_| FIVE),
            since: Duration::ZERO,
            runs: Color::White,
            readings: Vec::new(),
        }
    }

    /// The running side pressed at `now`: its time stops, the other's runs.
    fn switched(&mut self, now: Duration) {
        let left = self.left.get_mut(self.runs);
        *left -= now - self.since;
        self.readings.push(*left);
        self.since = now;
        self.runs = self.runs.other();
    }

    /// The session's talking clock is exactly this: the side that runs, one press per counted press, both
    /// times.
    fn check(&self, session: &Session, now: Duration, what: &str) {
        let clock = session.timekeeper().expect("a talking clock").clock();
        assert_eq!(clock.running(), Some(self.runs), "{what}: who runs");
        let presses = clock.moves(Color::White) + clock.moves(Color::Black);
        assert_eq!(presses as usize, self.readings.len(), "{what}: presses");
        for side in Color::ALL {
            let spent = if side == self.runs {
                now - self.since
            } else {
                Duration::ZERO
            };
            let want = self.left.get(side).saturating_sub(spent);
            assert_eq!(clock.remaining(side, now), want, "{what}: {side:?}'s time");
        }
    }

    /// The record holds `moves` with these readings and `without` presses without a move.
    fn check_record(&self, session: &Session, moves: &[&str], without: usize) {
        let record = session.record();
        assert_eq!(record.uci(), moves);
        let clocks: Vec<_> = record.moves().iter().map(|m| m.clock).collect();
        let want: Vec<_> = self.readings.iter().copied().map(Some).collect();
        assert_eq!(clocks, want, "each move's reading is its one press's");
        let noted = record
            .notes()
            .iter()
            .filter(|n| matches!(n.what, Happening::PressWithoutMove { .. }))
            .count();
        assert_eq!(noted, without, "{:?}", record.notes());
    }
}

/// Table 1: the peg board makes the record; the blind player (White) sits at it, and the sighted player's
/// DGT 3000 stands with its right side down at the start, so White's is the left.
struct TableOne {
    t: Table,
    clock: Expected,
}

impl TableOne {
    fn new(lever: PlayerLever) -> TableOne {
        let start = Chess::default();
        let holes = shakmaty::Position::board(&start).occupied();
        let config = SessionConfig {
            settle: SETTLE,
            orientation: Orientation::White,
            clock: Some(five_minutes()),
            player_lever: lever,
            ..SessionConfig::new(start)
        };
        let mut t = Table::with_config(config, holes);
        t.step(300);
        t.event(Event::Sighted(DgtEvent::Lever {
            down: ClockSide::Right,
            pressed: false,
        }));
        TableOne {
            t,
            clock: Expected::new(),
        }
    }

    fn dgt(&mut self, down: ClockSide) -> &mut Self {
        self.t.step(300);
        let pressed = true;
        self.t
            .event(Event::Sighted(DgtEvent::Lever { down, pressed }));
        self
    }

    fn peg_lever(&mut self) -> &mut Self {
        self.t.step(300);
        for pressed in [true, false] {
            self.t.send(LinkEvent::Button {
                button: Button::RightLever,
                pressed,
            });
        }
        self
    }

    fn key(&mut self) -> &mut Self {
        self.t.step(300);
        self.t.event(Event::Command(Command::Press));
        self
    }

    /// The press just made counted: the clock is checked before and after it switched.
    fn counted(&mut self, what: &str) -> &mut Self {
        self.clock.switched(self.t.now);
        self.clock.check(&self.t.session, self.t.now, what);
        self
    }

    /// The press just made did not count.
    fn no_press(&mut self, what: &str) -> &mut Self {
        self.clock.check(&self.t.session, self.t.now, what);
        self
    }

    fn slide(&mut self, from: Square, to: Square) -> &mut Self {
        self.t.wait(1500).slide(from, to);
        self
    }
}

/// At table 1 a whole short game: the blind player presses the DGT 3000 after each of their moves, once with
/// the peg board's lever after it, once before it, once with a key after it; the sighted player presses their
/// side and the blind player copies the move on the pegs (it stands still, or the peg board's lever completes
/// it). Every press switches the clock once, under either lever setting.
#[test]
fn at_table_one_both_sides_of_the_dgt_3000_switch_the_clock_once_per_press() {
    for lever in [PlayerLever::Any, PlayerLever::Right] {
        let mut g = TableOne::new(lever);
        g.slide(Square::E2, Square::E4).dgt(ClockSide::Left);
        g.counted("1. e4 pressed on the DGT 3000");
        g.t.wait(2000);
        g.dgt(ClockSide::Right);
        g.counted("1... e5 pressed by the sighted player");
        g.slide(Square::E7, Square::E5).t.wait(3000);
        g.no_press("1... e5 copied, standing still");
        // 2. Nf3 on the DGT 3000, then the peg board's lever, then the same side reported down again.
        g.slide(Square::G1, Square::F3).dgt(ClockSide::Left);
        g.counted("2. Nf3 on the DGT 3000");
        g.peg_lever()
            .no_press("2. Nf3's peg lever after the DGT 3000");
        g.dgt(ClockSide::Left)
            .no_press("the left side reported down again");
        // 2... Nc6: the blind player copies it and completes the copy with the peg board's lever.
        g.t.wait(2000);
        g.dgt(ClockSide::Right)
            .counted("2... Nc6 by the sighted player");
        g.slide(Square::B8, Square::C6).peg_lever();
        g.no_press("2... Nc6 copied, the peg lever");
        assert_eq!(g.t.session.record().moves().len(), 4);
        // 3. Bc4 on the peg board's lever first, then on the DGT 3000.
        g.slide(Square::F1, Square::C4).peg_lever();
        g.counted("3. Bc4 on the peg lever");
        g.dgt(ClockSide::Left)
            .no_press("3. Bc4's DGT 3000 after the peg lever");
        g.t.wait(3000);
        g.dgt(ClockSide::Right)
            .counted("3... Bc5 by the sighted player");
        g.slide(Square::F8, Square::C5).t.wait(3000);
        // 4. c3 on the DGT 3000, then a key.
        g.slide(Square::C2, Square::C3).dgt(ClockSide::Left);
        g.counted("4. c3 on the DGT 3000");
        g.key().no_press("4. c3's key after the DGT 3000");
        g.t.wait(4000);
        g.dgt(ClockSide::Right)
            .counted("4... Nf6 by the sighted player");
        g.slide(Square::G8, Square::F6).t.wait(3000);
        g.no_press("4... Nf6 copied");
        let moves = [
            "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5", "c2c3", "g8f6",
        ];
        g.clock.check_record(&g.t.session, &moves, 0);
    }
}

/// Tables 2 and 3: no peg board; the blind player (White) announces their moves, the sighted player makes every
/// move on the e-board, whose DGT 3000 stands with its right side down at the start (White's is the left).
struct NoPegs {
    session: Session,
    now: Duration,
    board: Board,
    clock: Expected,
}

impl NoPegs {
    fn new() -> NoPegs {
        let start = Chess::default();
        let board = shakmaty::Position::board(&start).clone();
        let config = SessionConfig {
            orientation: Orientation::White,
            clock: Some(five_minutes()),
            ..SessionConfig::new(start)
        };
        let mut t = NoPegs {
            session: Session::new(config),
            now: Duration::ZERO,
            board,
            clock: Expected::new(),
        };
        t.event(LinkEvent::Missing { looking: false }.into());
        t.event(Event::Sighted(DgtEvent::Connected {
            port: "/dev/pty-test".into(),
            serial: "1".into(),
            version: "1.0".into(),
        }));
        let board = t.board.clone();
        t.event(Event::Sighted(DgtEvent::Position { board, dump: true }));
        t.event(Event::Sighted(DgtEvent::Lever {
            down: ClockSide::Right,
            pressed: false,
        }));
        t
    }

    fn event(&mut self, e: Event) -> &mut Self {
        self.session.handle(e, self.now);
        self
    }

    /// Lets `ms` pass, with the ticks the session asks for.
    fn wait(&mut self, ms: u64) -> &mut Self {
        let end = self.now + Duration::from_millis(ms);
        while let Some(due) = self.session.next_due(self.now).filter(|d| *d <= end) {
            self.now = due.max(self.now);
            self.event(Event::Tick);
            if self.session.next_due(self.now) == Some(due) {
                break;
            }
        }
        self.now = end;
        self
    }

    fn typed(&mut self, text: &str) -> &mut Self {
        self.wait(1000);
        self.event(Event::Command(Command::Typed(text.into())))
    }

    fn dgt(&mut self, down: ClockSide) -> &mut Self {
        self.wait(300);
        self.event(Event::Sighted(DgtEvent::Lever {
            down,
            pressed: true,
        }))
    }

    fn key(&mut self) -> &mut Self {
        self.wait(300);
        self.event(Event::Command(Command::Press))
    }

    /// The sighted player moves a piece on the e-board (the record follows when no hold keeps it back).
    fn eboard(&mut self, from: Square, to: Square) -> &mut Self {
        let piece = self.board.piece_at(from).expect("a piece to move");
        for action in [PieceAction::Lift(from), PieceAction::Put(to, piece)] {
            self.wait(300);
            action.apply(&mut self.board);
            let board = self.board.clone();
            self.event(Event::Sighted(DgtEvent::Position { board, dump: false }));
        }
        self
    }

    fn counted(&mut self, what: &str) -> &mut Self {
        self.clock.switched(self.now);
        self.clock.check(&self.session, self.now, what);
        self
    }

    fn no_press(&mut self, what: &str) -> &mut Self {
        self.clock.check(&self.session, self.now, what);
        self
    }
}

/// At table 2 a whole short game: the blind player presses their side of the DGT 3000 before the e-board
/// shows their move, or after it stood, with a key beside it; the sighted player presses their side after their
/// move stood, or before its hold ends. Every press switches the clock once.
#[test]
fn at_table_two_both_sides_of_the_dgt_3000_switch_the_clock_once_per_press() {
    let mut g = NoPegs::new();
    // 1. e4: announced, pressed on the DGT 3000 and by a key before the e-board shows it, a key after.
    g.typed("e4")
        .dgt(ClockSide::Left)
        .counted("1. e4 on the DGT 3000");
    g.key().no_press("1. e4's key before the e-board");
    g.eboard(Square::E2, Square::E4).no_press("1. e4 stands");
    g.key().no_press("1. e4's key after it stood");
    // 1... e5 stands at once (the clock switches), then the sighted player presses their side.
    g.wait(2000).eboard(Square::E7, Square::E5);
    g.counted("1... e5 stands");
    g.dgt(ClockSide::Right)
        .no_press("1... e5's press after it stood");
    // 2. Nf3 stands at once; the blind player's press on the DGT 3000 and a key are that move's.
    g.typed("Nf3")
        .eboard(Square::G1, Square::F3)
        .counted("2. Nf3 stands");
    g.dgt(ClockSide::Left)
        .no_press("2. Nf3's DGT 3000 after it stood");
    g.key().no_press("2. Nf3's key after the DGT 3000");
    g.wait(1500)
        .eboard(Square::B8, Square::C6)
        .counted("2... Nc6 stands");
    g.dgt(ClockSide::Right).no_press("2... Nc6's press");
    // 3. Bc4: a key first, then the DGT 3000.
    g.typed("Bc4").key().counted("3. Bc4 on a key");
    g.dgt(ClockSide::Left)
        .no_press("3. Bc4's DGT 3000 after the key");
    g.eboard(Square::F1, Square::C4).wait(1000);
    g.no_press("3. Bc4 stands after its hold");
    // 3... Bc5: the sighted player presses while the bishop could still slide on.
    g.eboard(Square::F8, Square::C5);
    g.dgt(ClockSide::Right)
        .counted("3... Bc5 pressed in its hold");
    g.wait(1000).no_press("3... Bc5 stands");
    let moves = ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5"];
    g.clock.check_record(&g.session, &moves, 0);
}

/// When the e-board leaves with its DGT 3000 (table 3), the rocker's last side no longer says who pressed: a
/// key or the spoken word is the side to move's press, each once.
#[test]
fn at_table_three_after_the_dgt_3000_left_each_key_and_spoken_press_counts_once() {
    let mut g = NoPegs::new();
    g.typed("e4")
        .dgt(ClockSide::Left)
        .counted("1. e4 on the DGT 3000");
    g.eboard(Square::E2, Square::E4).no_press("1. e4 stands");
    g.event(Event::Sighted(DgtEvent::Disconnected {
        port: "/dev/pty-test".into(),
        reason: "unplugged".into(),
    }));
    // Black's press with nothing announced: a press without a move, not White's press again.
    g.key().no_press("a press without a move");
    g.typed("e5").key().counted("1... e5 on a key");
    g.typed("Nf3").wait(500);
    g.event(Event::Heard("press".into()));
    g.counted("2. Nf3 on the spoken word");
    g.typed("Nc6").key().counted("2... Nc6 on a key");
    let moves = ["e2e4", "e7e5", "g1f3", "b8c6"];
    g.clock.check_record(&g.session, &moves, 1);
}
