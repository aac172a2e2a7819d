//! Six hours at each table: a whole 90/40+30, 30+30 game of 200 plies in simulated time (the session is
//! pure), on the peg board (table 1), at the sighted player's e-board with the DGT 3000 (table 2: the blind
//! player announces and presses his side; the sighted player's hand plays both players' moves on the
//! e-board and presses his side as his piece goes down), and with moves typed and a key pressed (table 3).
//! The think times are those of real games: the London Chess Classic 2016's `[%clk]` readings (the Tata
//! Steel file has none), each the mover's reading before minus after plus what that control added (an hour
//! at move 40, 30 seconds a move from move 41), and never more than half the time left, as a player in time
//! trouble moves faster. Every move is recorded once, in order; the clock is checked to the millisecond
//! against times computed here from the control's rules; every clock phrase is the one expected, once; the
//! session's retained state grows with the record only; at the end White's flag falls, said once.

use super::game::{LCC, due_by, hand_events, standard_clock};
use pegchess::board::dgt::dgt3000::ClockSide;
use pegchess::board::dgt::hands::{PieceHands, PieceStep};
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::hands::{self, HandAction, Noise};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::OccupancyKind;
use pegchess::config::Orientation;
use pegchess::game::pgn;
use pegchess::session::{Command, Effect, Event, Query, Session, SessionConfig};
use pegchess::speech::Phrase;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use shakmaty::san::SanPlus;
use shakmaty::{Board, Chess, Color, Move, Position};
use std::path::Path;
use std::time::Duration;

const PLIES: usize = 200;
const MINUTE: Duration = Duration::from_secs(60);

/// Real think times, in whole seconds: those of moves 1 to 40 and those after, in the corpus's order.
fn think_times() -> (Vec<Duration>, Vec<Duration>) {
    let (mut early, mut late) = (Vec::new(), Vec::new());
    for game in pgn::read_file(Path::new(LCC)).unwrap() {
        let clocks: Vec<Duration> = game.unwrap().clocks.into_iter().flatten().collect();
        for (ply, after) in clocks.iter().enumerate() {
            let number = ply / 2 + 1;
            let before = ply
                .checked_sub(2)
                .map_or(Duration::from_secs(7200), |i| clocks[i]);
            let added = match number {
                40 => Duration::from_secs(3600),
                n if n > 40 => Duration::from_secs(30),
                _ => Duration::ZERO,
            };
            let think = (before + added).saturating_sub(*after);
            if number <= 40 { &mut early } else { &mut late }.push(think);
        }
    }
    (early, late)
}

/// A legal game of `PLIES` half-moves that the rules do not end early (no mate, stalemate, dead
/// position or 75 moves), quiet moves four times in five so that material stays on the board.
fn long_game(seed: u64) -> Vec<Move> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    while moves.len() < PLIES {
        let playable: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| {
                let mut next = pos.clone();
                next.play_unchecked(*m);
                !next.is_game_over() && next.halfmoves() < 120
            })
            .collect();
        let quiet: Vec<Move> = playable
            .iter()
            .copied()
            .filter(|m| !m.is_capture())
            .collect();
        let from = if !quiet.is_empty() && rng.random_bool(0.8) {
            &quiet
        } else {
            &playable
        };
        let m = from[rng.random_range(0..from.len())];
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

/// The clock as the control's rules say, kept here apart from the program's clock.
struct Rules {
    banked: [Duration; 2],
    moves: [u32; 2],
    /// When the running side's move began.
    since: Duration,
}

fn index(side: Color) -> usize {
    match side {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Rules {
    fn left(&self, side: Color, running: Color, now: Duration) -> Duration {
        let banked = self.banked[index(side)];
        if side == running {
            banked - (now - self.since)
        } else {
            banked
        }
    }

    /// `side` completes a move at `now`: 30 seconds from move 1, 30 minutes more at move 40.
    fn press(&mut self, side: Color, now: Duration) -> Duration {
        let i = index(side);
        self.moves[i] += 1;
        let bonus = if self.moves[i] == 40 {
            30 * MINUTE
        } else {
            Duration::ZERO
        };
        self.banked[i] = self.banked[i] - (now - self.since) + Duration::from_secs(30) + bonus;
        self.since = now;
        self.banked[i]
    }
}

/// Each side's least time so far in its period: a mark is said the first time its clock passes it in a
/// period, not again when an increment or bonus lifts the clock back over it.
#[derive(Default)]
struct Lowest(shakmaty::ByColor<Option<Duration>>);

impl Lowest {
    /// The marks said as `side`'s clock goes from `before` down to `after` (see [`announced`]).
    fn passed(&mut self, side: Color, before: Duration, after: Duration) -> Vec<Phrase> {
        let low = self.0.get_mut(side);
        let from = low.map_or(before, |l| l.min(before));
        *low = Some(from.min(after));
        announced(side, from, after)
    }

    /// A new period for `side`: its marks are said again.
    fn new_period(&mut self, side: Color) {
        *self.0.get_mut(side) = None;
    }
}

/// The marks of the default schedule (`10m, 1m<10m, 10s<1m`) a clock passes going from `before` down to
/// `after`, highest first, and what is said at each: the player's own warning (White's 5 and 1 minutes),
/// the short form under 5 minutes, else the side and time.
fn announced(side: Color, before: Duration, after: Duration) -> Vec<Phrase> {
    let mut said = Vec::new();
    let mut ms = before.as_millis() as u64;
    while ms > 0 {
        ms -= 1;
        let step = match ms {
            0..60_000 => 10_000,
            60_000..600_000 => 60_000,
            _ => 600_000,
        };
        let mark = Duration::from_millis(ms / step * step);
        if mark < after || mark.is_zero() {
            break;
        }
        ms = mark.as_millis() as u64;
        said.push(
            if side == Color::White && (mark == 5 * MINUTE || mark == MINUTE) {
                Phrase::TimeWarning(mark)
            } else if mark < 5 * MINUTE {
                Phrase::TimeShort(mark)
            } else {
                Phrase::Time {
                    side,
                    remaining: mark,
                }
            },
        );
    }
    said
}

/// Which table the game is played at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum At {
    /// Table 1: the peg board; the blind player's hand moves the pegs and presses the lever.
    Pegs,
    /// Table 2: the sighted player's e-board and the DGT 3000, no peg board.
    EBoard,
    /// Table 3: no board; the moves typed, the clock pressed on a key.
    NoBoard,
}

/// The table: the session, the holes, the e-board's pieces, the time, and the clock's phrases in order.
struct Table {
    session: Session,
    holes: shakmaty::Bitboard,
    eboard: Board,
    now: Duration,
    clock_said: Vec<Phrase>,
    all_said: usize,
}

/// When the e-board's move stands whatever it was: the longest hold (castling's) is over.
const HOLDS_END: Duration = Duration::from_millis(2500);

/// A move's steps at the table: the pegs, the e-board's pieces, or none (typed).
enum Steps {
    Pegs(Vec<hands::HandStep>),
    EBoard(Vec<PieceStep>),
    Typed,
}

fn about_clock(p: &Phrase) -> bool {
    matches!(
        p,
        Phrase::Time { .. }
            | Phrase::TimeShort(_)
            | Phrase::TimeWarning(_)
            | Phrase::Times { .. }
            | Phrase::FlagFall(_)
            | Phrase::GameOver(_)
    )
}

impl Table {
    fn event(&mut self, e: Event) {
        for effect in self.session.handle(e, self.now) {
            if let Effect::Say(p) = effect {
                self.all_said += 1;
                if about_clock(&p) {
                    self.clock_said.push(p);
                }
            }
        }
    }

    /// Lets `pause` pass, with a tick whenever the session has something due.
    fn pass(&mut self, pause: Duration) {
        let end = self.now + pause;
        while let Some(due) = due_by(&self.session, self.now, end) {
            self.now = due;
            self.event(Event::Tick);
        }
        self.now = end;
    }

    fn act(&mut self, action: &HandAction) {
        for e in hand_events(&mut self.holes, action) {
            self.event(e);
        }
    }

    /// The e-board's steps, each after its pause.
    fn eboard(&mut self, steps: &[PieceStep]) {
        for step in steps {
            self.pass(step.pause);
            step.action.apply(&mut self.eboard);
            let board = self.eboard.clone();
            self.event(Event::Sighted(DgtEvent::Position { board, dump: false }));
        }
    }

    /// How much of the think since `since` the hands take or took before the move is complete (at table 2,
    /// the time since the last press when a move stood on the e-board after it, and the sighted player's
    /// own steps).
    fn hands_take(&self, side: Color, steps: &Steps, since: Duration) -> Duration {
        let taken = self.now - since;
        taken
            + match steps {
                Steps::Pegs(steps) => steps.iter().map(|s| s.pause).sum(),
                Steps::EBoard(_) if side == Color::White => Duration::ZERO,
                Steps::EBoard(steps) => steps.iter().map(|s| s.pause).sum::<Duration>(),
                Steps::Typed => Duration::ZERO,
            }
    }

    /// `mv` made and completed at `end`, as the table makes it (`think` ends then); when it was completed (the
    /// clock pressed).
    fn play(&mut self, pos: &Chess, mv: &Move, steps: Steps, end: Duration) -> Duration {
        let san = SanPlus::from_move(pos.clone(), *mv).to_string();
        match steps {
            Steps::Pegs(steps) => {
                let take: Duration = steps.iter().map(|s| s.pause).sum();
                self.pass(end - self.now - take);
                for step in &steps {
                    self.pass(step.pause);
                    self.act(&step.action);
                }
            }
            Steps::EBoard(steps) if pos.turn() == Color::White => {
                // The blind player announces and presses his side; the sighted player's hand then makes the
                // move on the e-board, which records it, in his own time.
                self.pass(end - self.now);
                self.event(Event::Command(Command::Typed(san)));
                self.lever(ClockSide::Left);
                let pressed = self.now;
                self.eboard(&steps);
                self.pass(HOLDS_END);
                return pressed;
            }
            Steps::EBoard(steps) => {
                let take: Duration = steps.iter().map(|s| s.pause).sum();
                self.pass(end - self.now - take);
                self.eboard(&steps);
                // Pressed as the piece goes down, in the hold of a move that could go on.
                self.lever(ClockSide::Right);
                let pressed = self.now;
                self.pass(HOLDS_END);
                return pressed;
            }
            Steps::Typed => {
                self.pass(end - self.now);
                self.event(Event::Command(Command::Typed(san)));
                self.event(Event::Command(Command::Press));
            }
        }
        self.now
    }

    /// A side of the DGT 3000's rocker goes down (and stays down).
    fn lever(&mut self, down: ClockSide) {
        let pressed = true;
        self.event(Event::Sighted(DgtEvent::Lever { down, pressed }));
    }

    fn size(&self) -> usize {
        format!("{:?}", self.session).len()
    }
}

/// The six hours at table `at`; the figures, as a line.
fn soak(at: At) -> String {
    let (early, late) = think_times();
    assert!(
        early.len() > 600 && late.len() > 90,
        "{} {}",
        early.len(),
        late.len()
    );
    let moves = long_game(7);
    let start = Chess::default();
    let mut t = Table {
        session: Session::new(SessionConfig {
            orientation: Orientation::White,
            clock: Some(standard_clock()),
            ..SessionConfig::new(start.clone())
        }),
        holes: start.board().occupied(),
        eboard: start.board().clone(),
        now: Duration::ZERO,
        clock_said: Vec::new(),
        all_said: 0,
    };
    match at {
        At::Pegs => {
            t.event(Event::Board(LinkEvent::Connected {
                port: "pty".into(),
                name: "soak".into(),
                firmware: "1".into(),
            }));
            let holes = t.holes;
            t.event(Event::Board(LinkEvent::Holes {
                holes,
                kind: OccupancyKind::Snapshot,
            }));
        }
        At::EBoard => {
            t.event(Event::Board(LinkEvent::Missing { looking: false }));
            t.event(Event::Sighted(DgtEvent::Connected {
                port: "pty".into(),
                serial: "soak".into(),
                version: "1.0".into(),
            }));
            let board = t.eboard.clone();
            t.event(Event::Sighted(DgtEvent::Position { board, dump: true }));
            // The DGT 3000 says where its rocker stands: down on Black's side, White's time running.
            t.event(Event::Sighted(DgtEvent::Lever {
                down: ClockSide::Right,
                pressed: false,
            }));
        }
        At::NoBoard => {
            t.event(Event::Board(LinkEvent::Missing { looking: false }));
            t.event(Event::Sighted(DgtEvent::Missing { looking: false }));
        }
    }
    let mut piece_hands = PieceHands::seeded(7);
    // The clock started with the game set up: White's runs from 0.
    let mut rules = Rules {
        banked: [90 * MINUTE; 2],
        moves: [0; 2],
        since: Duration::ZERO,
    };
    let mut expected: Vec<Phrase> = Vec::new();
    let mut lowest = Lowest::default();
    let (mut from_early, mut from_late) = (early.iter().cycle(), late.iter().cycle());
    let mut pos = start;
    let mut sizes = vec![t.size()];
    let mut readings = 0;
    for (ply, mv) in moves.iter().enumerate() {
        let side = pos.turn();
        let number = ply / 2 + 1;
        let drawn = *if number <= 40 {
            from_early.next()
        } else {
            from_late.next()
        }
        .unwrap();
        let steps = match at {
            At::Pegs => Steps::Pegs(hands::steps(&pos, mv, &mut Noise::clean())),
            At::EBoard => Steps::EBoard(piece_hands.steps(&pos, mv)),
            At::NoBoard => Steps::Typed,
        };
        let hands_take = t.hands_take(side, &steps, rules.since);
        // The moment within the second is drawn too, so no press lands on a mark to the millisecond.
        let jitter = Duration::from_millis(((ply as u64 * 379) % 997) + 1);
        let half_left = rules.left(side, side, rules.since) / 2;
        let think = (drawn + jitter)
            .min(Duration::from_millis(half_left.as_millis() as u64))
            .max(hands_take + Duration::from_secs(1));
        let before = rules.left(side, side, rules.since);
        t.pass(think - hands_take);
        let size_after_think = t.size();
        // Mid-move: both clocks, and now and then both times asked.
        for c in [Color::White, Color::Black] {
            let reading = t.session.timekeeper().unwrap().clock().remaining(c, t.now);
            assert_eq!(reading, rules.left(c, side, t.now), "ply {ply} {c:?}");
            readings += 1;
        }
        let pressed;
        if ply % 25 == 12 {
            t.event(Event::Command(Command::Ask(Query::Times)));
            expected.extend(lowest.passed(side, before, rules.left(side, side, t.now)));
            expected.push(Phrase::Times {
                white: rules.left(Color::White, side, t.now),
                black: rules.left(Color::Black, side, t.now),
            });
            // The marks already passed are not said again.
            let asked_at = rules.left(side, side, t.now);
            pressed = t.play(&pos, mv, steps, rules.since + think);
            expected.extend(lowest.passed(side, asked_at, before - think));
        } else {
            pressed = t.play(&pos, mv, steps, rules.since + think);
            expected.extend(lowest.passed(side, before, before - think));
        }
        assert_eq!(pressed, rules.since + think, "ply {ply}: pressed on time");
        let after = rules.press(side, pressed);
        if number == 40 {
            lowest.new_period(side);
            // The move-40 bonus, said once for each side as the second period is reached.
            expected.push(Phrase::Time {
                side,
                remaining: after,
            });
        }
        let record = t.session.record().moves();
        assert_eq!(record.len(), ply + 1, "ply {ply} recorded");
        assert_eq!(
            record[ply].clock,
            Some(after),
            "ply {ply}: the move's [%clk]"
        );
        let reading = t.session.timekeeper().unwrap().clock().reading(t.now);
        let running = side.other();
        assert_eq!(
            (reading.white, reading.black),
            (
                rules.left(Color::White, running, t.now),
                rules.left(Color::Black, running, t.now)
            ),
            "ply {ply}"
        );
        readings += 2;
        pos.play_unchecked(*mv);
        // A think's ticks add nothing to what the session holds.
        assert!(
            size_after_think <= sizes.last().unwrap() + 256,
            "ply {ply}: {} bytes after the think, {} after the last move",
            size_after_think,
            sizes.last().unwrap()
        );
        sizes.push(t.size());
    }
    assert!(t.session.ending().is_none(), "{:?}", t.session.ending());
    let recorded: Vec<Move> = t.session.record().moves().iter().map(|m| m.mv).collect();
    assert_eq!(recorded, moves, "every move recorded once, in order");
    // White lets the clock run out: every mark down to the flag, the flag and the result said once, then
    // nothing more for half an hour.
    let left = rules.left(Color::White, Color::White, t.now);
    let flag_at = t.now + left;
    expected.extend(lowest.passed(Color::White, left, Duration::ZERO));
    t.pass(left + MINUTE);
    expected.push(Phrase::FlagFall(Color::White));
    let ending = t.session.ending().expect("the flag ended the game");
    expected.push(Phrase::GameOver(ending.outcome));
    let said_at_flag = t.all_said;
    t.pass(30 * MINUTE);
    assert_eq!(t.all_said, said_at_flag, "nothing said after the game");
    assert_eq!(t.clock_said, expected);
    for once in [
        Phrase::FlagFall(Color::White),
        Phrase::GameOver(ending.outcome),
    ] {
        assert_eq!(t.clock_said.iter().filter(|p| **p == once).count(), 1);
    }
    // What the session holds grows with the record, by about the same amount per move early and late.
    let per_move = |from: usize, to: usize| (sizes[to] - sizes[from]) / (to - from);
    let (first, last) = (per_move(0, 100), per_move(100, PLIES));
    assert!(
        last <= first * 3 / 2,
        "{first} bytes a move early, {last} late"
    );
    let hours = flag_at.as_secs_f64() / 3600.0;
    assert!(hours > 5.0, "{hours} hours of play");
    format!(
        "soak at {at:?}: {PLIES} plies, {hours:.2} hours of game time, {readings} clock readings, {} clock \
         phrases, state {} -> {} bytes ({first} then {last} a move)",
        t.clock_said.len(),
        sizes[0],
        sizes[PLIES]
    )
}

#[test]
fn six_hours_of_a_standard_game_keep_the_clock_exact_and_say_each_thing_once() {
    eprintln!("{}", soak(At::Pegs));
}

#[test]
fn six_hours_at_the_sighted_players_eboard_and_the_dgt_3000_record_every_move_and_keep_the_clock_exact()
 {
    eprintln!("{}", soak(At::EBoard));
}

#[test]
fn six_hours_with_typed_moves_and_a_key_record_every_move_and_keep_the_clock_exact() {
    eprintln!("{}", soak(At::NoBoard));
}
