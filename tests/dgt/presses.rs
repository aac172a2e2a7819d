//! Both sides of the DGT 3000 count at every table, each press once: the blind player presses their side of
//! the hall's clock (or the peg board's lever, a key, the spoken word, or several of them for one move), the
//! sighted player presses theirs, and the talking clock switches exactly once per move with the right reading
//! in the record. In the session (tables 1, 2 and 3) and through the binary (table 1 with a simulated peg
//! board, DGT e-board and DGT 3000).

use super::clock::five_minutes;
use crate::support::{SETTLE, Table};
use pegchess::board::dgt::dgt3000::ClockSide;
use pegchess::board::dgt::hands::PieceAction;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::Button;
use pegchess::config::{Orientation, PlayerLever};
use pegchess::game::record::Happening;
use pegchess::session::{Command, Event, Session, SessionConfig};
use shakmaty::{Board, ByColor, Chess, Color, Square};
use std::time::Duration;

const FIVE: Duration = Duration::from_secs(300);

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

/// A table in these tests: its session and time, the clock the test expects, and how an event reaches it.
trait AtTable {
    /// The session, the time, and the clock expected.
    fn parts(&mut self) -> (&Session, Duration, &mut Expected);

    /// Lets `ms` pass, with the ticks the session asks for.
    fn pass(&mut self, ms: u64);

    /// Hands the session one event now.
    fn send(&mut self, e: Event);

    /// A side of the DGT 3000 goes down.
    fn dgt(&mut self, down: ClockSide) -> &mut Self {
        self.pass(300);
        let pressed = true;
        self.send(Event::Sighted(DgtEvent::Lever { down, pressed }));
        self
    }

    /// The key that presses the clock.
    fn key(&mut self) -> &mut Self {
        self.pass(300);
        self.send(Event::Command(Command::Press));
        self
    }

    /// The press just made counted: the clock switched once, now.
    fn counted(&mut self, what: &str) -> &mut Self {
        let (session, now, clock) = self.parts();
        clock.switched(now);
        clock.check(session, now, what);
        self
    }

    /// The press just made did not count: the clock is as it was.
    fn no_press(&mut self, what: &str) -> &mut Self {
        let (session, now, clock) = self.parts();
        clock.check(session, now, what);
        self
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

    fn slide(&mut self, from: Square, to: Square) -> &mut Self {
        self.t.wait(1500).slide(from, to);
        self
    }
}

/// Both tables of these tests keep their session in `t`, beside the clock expected.
macro_rules! at_table {
    ($($table:ty),+) => {$(
        impl AtTable for $table {
            fn parts(&mut self) -> (&Session, Duration, &mut Expected) {
                (&self.t.session, self.t.now, &mut self.clock)
            }

            fn pass(&mut self, ms: u64) {
                self.t.wait(ms);
            }

            fn send(&mut self, e: Event) {
                self.t.event(e);
            }
        }
    )+};
}

at_table!(TableOne, NoPegs);

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
    t: crate::tables::session::NoPegs,
    clock: Expected,
}

impl NoPegs {
    fn new() -> NoPegs {
        let config = SessionConfig {
            orientation: Orientation::White,
            clock: Some(five_minutes()),
            ..SessionConfig::new(Chess::default())
        };
        let mut t = crate::tables::session::NoPegs::with_config(config, true);
        t.event(Event::Sighted(DgtEvent::Lever {
            down: ClockSide::Right,
            pressed: false,
        }));
        NoPegs {
            t,
            clock: Expected::new(),
        }
    }

    fn event(&mut self, e: Event) -> &mut Self {
        self.t.event(e);
        self
    }

    fn wait(&mut self, ms: u64) -> &mut Self {
        self.t.wait(ms);
        self
    }

    fn typed(&mut self, text: &str) -> &mut Self {
        self.wait(1000);
        self.event(Event::Command(Command::Typed(text.into())))
    }

    /// The sighted player moves a piece on the e-board (the record follows when no hold keeps it back).
    fn eboard(&mut self, from: Square, to: Square) -> &mut Self {
        let piece = self.t.board.piece_at(from).expect("a piece to move");
        for action in [PieceAction::Lift(from), PieceAction::Put(to, piece)] {
            self.wait(300);
            action.apply(&mut self.t.board);
            let board = self.t.board.clone();
            self.event(Event::Sighted(DgtEvent::Position { board, dump: false }));
        }
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
    g.clock.check_record(&g.t.session, &moves, 0);
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
    g.clock.check_record(&g.t.session, &moves, 1);
}

/// The events of a game's journal under `data` that `pick` takes, once there are at least `n` (10 s at most).
fn journal_until(
    data: &std::path::Path,
    n: usize,
    pick: impl Fn(&Event) -> bool,
) -> Vec<(Duration, Event)> {
    let mut picked = Vec::new();
    let what = format!("the journal to hold {n} such events");
    crate::support::wait_until(Duration::from_secs(10), &what, || {
        let path = crate::support::game_file(data, "journal");
        let read: Option<pegchess::session::rebuild::RecoveredGame> =
            pegchess::game::journal::Journal::read(&path).ok();
        picked = read
            .map(|r| r.entries.into_iter().filter(|(_, e)| pick(e)).collect())
            .unwrap_or_default();
        picked.len() >= n
    });
    picked
}

/// A press as the journal keeps it: a side of the DGT 3000, the peg board's lever, or a key.
fn is_press(e: &Event) -> bool {
    matches!(
        e,
        Event::Sighted(DgtEvent::Lever { pressed: true, .. })
            | Event::Board(LinkEvent::Button { pressed: true, .. })
            | Event::Command(Command::Press)
    )
}

/// The peg board reads the start position.
fn shows_start(e: &Event) -> bool {
    matches!(e, Event::Board(LinkEvent::Holes { holes, .. }) if *holes == Board::default().occupied())
}

/// At table 1 through the binary: `play --simulate` (the peg board moved by typed lines) with the simulated
/// DGT e-board and DGT 3000 on a pseudo-terminal. The blind player presses the DGT 3000 after their moves (and
/// the peg board's lever or a key beside it), the sighted player presses their side after theirs. The clock
/// shown switches once per move, and the game rebuilt from the journal has each move's reading at its one
/// counted press.
#[test]
fn at_table_one_the_binary_counts_each_side_of_the_simulated_dgt_3000_once() {
    use crate::support::type_line_after;
    use pegchess::board::dgt::simulator::{DgtAction, SimDgt};
    let dgt = SimDgt::start_with_clock(&Board::default(), false, ClockSide::Right)
        .expect("pseudo-terminal");
    let data = tempfile::tempdir().expect("tempdir");
    let path = dgt.path().to_str().expect("utf-8 path").to_string();
    let mut game = crate::support::private(data.path())
        .args(["--locale", "en", "--settle-ms", "800"])
        .args(["--orientation", "white", "play", "--simulate"])
        .args(["--sighted-port", &path, "--time-control", "5+0"])
        .spawn();
    journal_until(data.path(), 1, |e| {
        matches!(e, Event::Sighted(DgtEvent::Lever { pressed: false, .. }))
    });
    // The peg board read in the start position before the first peg is lifted: under load its first
    // snapshot can come after a line typed at once, and the clock then starts at the first move.
    journal_until(data.path(), 1, shows_start);
    let mut presses = 0;
    // Each step: what is typed on the peg board's console and the DGT 3000's side pressed, in order; the
    // journal is waited on after each press, so that they reach the session in this order.
    let mut press = |game: &mut std::process::Child, dgt_side: Option<ClockSide>, line: &str| {
        match dgt_side {
            Some(side) => dgt.act(DgtAction::Lever(side)),
            None => type_line_after(game, line, Duration::from_millis(100)),
        }
        presses += 1;
        journal_until(data.path(), presses, is_press);
    };
    let pegs = |game: &mut std::process::Child, from: &str, to: &str| {
        type_line_after(game, &format!("out {from}"), Duration::from_millis(200));
        type_line_after(game, &format!("in {to}"), Duration::from_millis(300));
    };
    let sighted = |from: Square, to: Square| {
        let piece = Board::default().piece_at(from).expect("a piece");
        dgt.act(DgtAction::Hand(PieceAction::Lift(from)));
        std::thread::sleep(Duration::from_millis(150));
        dgt.act(DgtAction::Hand(PieceAction::Put(to, piece)));
        std::thread::sleep(Duration::from_millis(150));
    };
    // Which presses count: 1. e4 on the DGT 3000, the peg lever after it; 1... e5 by the sighted player,
    // copied; 2. Nf3 on the peg lever, the DGT 3000 after it; 2... Nc6 by the sighted player, the copy
    // completed with the peg lever; 3. Bc4 on the DGT 3000, a key after it.
    let mut counts = Vec::new();
    pegs(&mut game, "e2", "e4");
    press(&mut game, Some(ClockSide::Left), "");
    press(&mut game, None, "lever");
    counts.extend([true, false]);
    sighted(Square::E7, Square::E5);
    press(&mut game, Some(ClockSide::Right), "");
    counts.push(true);
    pegs(&mut game, "e7", "e5");
    // The copy on the pegs settles into the record (no press).
    crate::support::until_moves(data.path(), 2);
    pegs(&mut game, "g1", "f3");
    press(&mut game, None, "lever");
    press(&mut game, Some(ClockSide::Left), "");
    counts.extend([true, false]);
    sighted(Square::B8, Square::C6);
    press(&mut game, Some(ClockSide::Right), "");
    pegs(&mut game, "b8", "c6");
    press(&mut game, None, "lever");
    counts.extend([true, false]);
    pegs(&mut game, "f1", "c4");
    press(&mut game, Some(ClockSide::Left), "");
    press(&mut game, None, "p");
    counts.extend([true, false]);
    crate::support::until_moves(data.path(), 5);
    let stdout = crate::tables::binary::quit(game);
    assert!(!stdout.contains("without a move"), "{stdout}");
    // The clock shown: found, then one face per counted press, each switching the side that runs.
    // A face with the clock stopped may come first, when the clock is found before the game's clock starts
    // (seen under load); from the first running face on, every face is one counted press.
    let runs: Vec<_> = dgt
        .clock_shown()
        .iter()
        .map(|(_, f)| f.runs)
        .skip_while(Option::is_none)
        .collect();
    let left = Some(ClockSide::Left);
    let right = Some(ClockSide::Right);
    assert_eq!(runs, [left, right, left, right, left, right], "{stdout}");
    // The journal's counted presses give each move's reading.
    let journal =
        pegchess::game::journal::Journal::read(&crate::support::game_file(data.path(), "journal"))
            .expect("the journal");
    let pressed: Vec<_> = journal
        .entries
        .iter()
        .filter(|(_, e)| is_press(e))
        .collect();
    assert_eq!(pressed.len(), counts.len());
    let mut clock = Expected::new();
    // The clock started when the peg board first showed the start position.
    let started = journal
        .entries
        .iter()
        .find_map(|(at, e)| shows_start(e).then_some(*at));
    clock.since = started.expect("the peg board read");
    for ((at, _), counts) in pressed.iter().zip(&counts) {
        if *counts {
            clock.switched(*at);
        }
    }
    let (session, last) = pegchess::session::rebuild::rebuild(&journal).expect("rebuilt");
    clock.check(&session, last, "the game rebuilt");
    let moves = ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4"];
    clock.check_record(&session, &moves, 0);
}
