//! Issue 27, the boards. Boards that come and go: each board is unplugged and plugged in again 100 times at
//! random moments (mid-move, mid-capture, mid-castling, during a correction, between moves), with the clock
//! running, through the real link on pseudo-terminals into a real session. Each time the loss and the return
//! are said once, the board is read afresh (the hands may go on while it is away), and the record goes on: no
//! move lost, doubled or invented. (Two programs, one board: in `board.rs`.)

mod tables;

use crate::dgt::session::corpus_games;
use pegchess::board::peg::link::{LinkError, LinkHandle, PortChoice};
use pegchess::clock::ClockSetup;
use pegchess::config::Orientation;
use pegchess::game::pgn::PgnGame;
use pegchess::session::{Command, Effect, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use shakmaty::uci::UciMove;
use shakmaty::{Bitboard, CastlingMode, Chess, Color, Move, Position, Square};
use std::collections::BTreeMap;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};
use tables::{DgtTable, PegTable, peg_steps, piece_steps};

/// Unplug and replug cycles per board.
const CYCLES: usize = 100;
/// How long the link may take to pass something on: a bound for a hung link, not a speed target (under the
/// whole suite on two loaded cores a replug has taken over 5 s to be seen).
const WAIT: Duration = Duration::from_secs(20);
const SETTLE: Duration = Duration::from_millis(2500);

/// Where in the game a cycle falls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Moment {
    BetweenMoves,
    MidMove,
    MidCapture,
    MidCastling,
    Correction,
}

/// A planned cycle: before step `step` of ply `ply`, and whether the hands do that step while the board is away.
#[derive(Debug, Clone, Copy)]
struct Cycle {
    moment: Moment,
    hands_go_on: bool,
}

/// A long game with both castlings and captures, and no promotion (clean hands never announce one).
fn the_game() -> PgnGame {
    corpus_games(400)
        .into_iter()
        .find(|g| {
            let castles = g.moves.iter().filter(|m| m.is_castle()).count();
            let captures = g.moves.iter().filter(|m| m.is_capture()).count();
            g.moves.len() >= 90
                && castles >= 2
                && captures >= 10
                && g.moves.iter().all(|m| m.promotion().is_none())
                && g.start == Chess::default()
        })
        .expect("a long corpus game with castling and captures")
}

/// `of` for every move of `game`, each in the position before it.
fn each_move<T>(game: &PgnGame, mut of: impl FnMut(&Chess, &Move) -> T) -> Vec<T> {
    let mut pos = game.start.clone();
    let mut out = Vec::new();
    for m in &game.moves {
        out.push(of(&pos, m));
        pos.play_unchecked(*m);
    }
    out
}

/// The 100 cycles at random moments: keyed by (ply, step before which it falls).
fn plan(game: &PgnGame, steps: &[usize], seed: u64) -> BTreeMap<(usize, usize), Cycle> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut places = Vec::new();
    for (ply, (&n, m)) in steps.iter().zip(&game.moves).enumerate() {
        for step in 0..n {
            let moment = match (step, m) {
                (0, _) if ply > 0 && rng.random_bool(0.4) => Moment::Correction,
                (0, _) => Moment::BetweenMoves,
                (_, m) if m.is_castle() => Moment::MidCastling,
                (_, m) if m.is_capture() => Moment::MidCapture,
                _ => Moment::MidMove,
            };
            places.push(((ply, step), moment));
        }
    }
    // Every castling moment (they are few), then the rest at random.
    places.shuffle(&mut rng);
    let (mut chosen, rest): (Vec<_>, Vec<_>) = places
        .into_iter()
        .partition(|(_, m)| *m == Moment::MidCastling);
    chosen.extend(rest.into_iter().take(CYCLES - chosen.len()));
    chosen
        .into_iter()
        .map(|(at, moment)| {
            let hands_go_on = moment != Moment::BetweenMoves && rng.random_bool(0.5);
            (
                at,
                Cycle {
                    moment,
                    hands_go_on,
                },
            )
        })
        .collect()
}

fn clocked_session(start: Chess) -> Session {
    Session::new(SessionConfig {
        settle: SETTLE,
        orientation: Orientation::White,
        clock: Some(ClockSetup {
            control: "90/40+30,30+30".parse().expect("a time control"),
            edition: Default::default(),
            schedule: Default::default(),
        }),
        ..SessionConfig::new(start)
    })
}

/// The session in simulated time, with what it said.
struct Table {
    session: Session,
    now: Duration,
    said: Vec<Phrase>,
    /// Moves the player had to say after pressing (the board alone did not show which).
    announced: usize,
}

impl Table {
    fn new(start: &Chess) -> Table {
        Table {
            session: clocked_session(start.clone()),
            now: Duration::ZERO,
            said: Vec::new(),
            announced: 0,
        }
    }

    fn event(&mut self, e: Event) {
        for effect in self.session.handle(e, self.now) {
            if let Effect::Say(p) = effect {
                self.said.push(p);
            }
        }
    }

    /// Events from a link, a millisecond apart.
    fn feed(&mut self, events: Vec<Event>) {
        for e in events {
            self.now += Duration::from_millis(1);
            self.event(e);
        }
    }

    /// Lets `pause` pass, ticking whenever the session has something due.
    fn advance(&mut self, pause: Duration) {
        let end = self.now + pause;
        while let Some(due) = self.session.next_due(self.now).filter(|due| *due <= end) {
            self.now = self.now.max(due);
            self.event(Event::Tick);
        }
        self.now = end;
    }

    fn count(&self, since: usize, p: &Phrase) -> usize {
        self.said[since..].iter().filter(|q| *q == p).count()
    }

    fn record(&self) -> Vec<Move> {
        self.session.record().moves().iter().map(|m| m.mv).collect()
    }

    /// After a move's steps: the player presses and, if asked, says the move (as `replay-check` does).
    fn finish_move(&mut self, mv: &Move, plies: usize) {
        if self.session.record().moves().len() < plies {
            self.advance(Duration::from_millis(300));
            self.event(Event::Command(Command::Press));
        }
        if self.session.record().moves().len() < plies {
            let uci = UciMove::from_move(*mv, CastlingMode::Standard);
            self.event(Event::Command(Command::Announced(uci)));
            self.announced += 1;
        }
    }
}

/// The program's link (`spawn`) on the board at `path`, and what it reports.
fn linked<E>(
    path: &std::path::Path,
    spawn: fn(PortChoice, mpsc::Sender<E>) -> Result<LinkHandle, LinkError>,
) -> (LinkHandle, Receiver<E>) {
    let (tx, rx) = mpsc::channel();
    let link = spawn(PortChoice::Path(path.to_path_buf()), tx).expect("the link");
    (link, rx)
}

/// Receives events until one matches `last`; all of them, in order.
fn until<E: std::fmt::Debug>(rx: &Receiver<E>, last: impl Fn(&E) -> bool) -> Vec<E> {
    let mut got = Vec::new();
    loop {
        let e = rx
            .recv_timeout(WAIT)
            .unwrap_or_else(|_| panic!("the link passed on nothing more after {got:?}"));
        let done = last(&e);
        got.push(e);
        if done {
            return got;
        }
    }
}

/// An empty hole a stray peg goes into between moves (not the next move's target): no move explains it, so
/// the program asks for it to be taken out.
fn stray(pos: &Chess, next: &Move, rng: &mut SmallRng) -> Square {
    let empty = !pos.board().occupied() & !Bitboard::from(next.to());
    let squares: Vec<Square> = empty.into_iter().collect();
    squares[rng.random_range(0..squares.len())]
}

/// Checks one cycle's phrases: the loss and the return each said once.
fn said_once_each<B: UnderTest>(table: &Table, since: usize, at: (usize, usize)) {
    let [_, gone, back] = B::phrases();
    assert_eq!(
        table.count(since, &gone),
        1,
        "cycle at {at:?}: {:?}",
        &table.said[since..]
    );
    assert_eq!(
        table.count(since, &back),
        1,
        "cycle at {at:?}: {:?}",
        &table.said[since..]
    );
}

/// Across a cycle the record keeps what it had and gains at most the move in hand (completed by the board
/// standing still while it was away): nothing lost, doubled or invented.
fn same_record(table: &Table, before: &[Move], game: &[Move], at: (usize, usize)) {
    let after = table.record();
    assert!(
        after.starts_with(before) && game.starts_with(&after) && after.len() <= before.len() + 1,
        "cycle at {at:?}: the record went from {before:?} to {after:?}"
    );
}

fn report(board: &str, table: &Table, cycles: &BTreeMap<(usize, usize), Cycle>, started: Instant) {
    let mut by: BTreeMap<Moment, usize> = BTreeMap::new();
    for c in cycles.values() {
        *by.entry(c.moment).or_default() += 1;
    }
    eprintln!(
        "{board}: {} cycles {by:?}, {} of them with the hands going on, {} moves said by the player, in {:.1} s",
        cycles.len(),
        cycles.values().filter(|c| c.hands_go_on).count(),
        table.announced,
        started.elapsed().as_secs_f64()
    );
    for moment in [
        Moment::BetweenMoves,
        Moment::MidMove,
        Moment::MidCapture,
        Moment::MidCastling,
        Moment::Correction,
    ] {
        assert!(
            by.get(&moment).copied().unwrap_or(0) >= 2,
            "{board}: few {moment:?}: {by:?}"
        );
    }
}

/// Whose clock runs.
fn running(table: &Table) -> Option<Color> {
    table.session.timekeeper().and_then(|k| k.clock().running())
}

/// Across a cycle the clock keeps running for the same side, or for the other one if the move in hand was
/// completed (by the board standing still while it was away).
fn clock_goes_on(table: &Table, before: Option<Color>, plies: usize, at: (usize, usize)) {
    let completed = table.session.record().moves().len() > plies;
    let expected = before.map(|side| if completed { !side } else { side });
    assert_eq!(running(table), expected, "the clock at cycle {at:?}");
}

/// The clock ran through the cycles (from the first move on) and counted every move.
fn clock_ran(table: &Table, with_clock: usize, plies: usize) {
    assert!(
        with_clock >= CYCLES - 5,
        "only {with_clock} cycles with the clock running"
    );
    let clock = table.session.timekeeper().expect("a clock").clock();
    assert_eq!(clock.moves(Color::White) as usize, plies.div_ceil(2));
}

/// A board under test: its hands' steps, a stray piece, and its plug pulled and put back.
trait UnderTest {
    /// One thing its hands do.
    type Step;
    /// The board, in the figures.
    const NAME: &'static str;
    /// What the program says when it first finds the board, when it goes, and when it comes back.
    fn phrases() -> [Phrase; 3];
    fn table(&mut self) -> &mut Table;
    /// What happens before the move's steps on this board (the other board's move).
    fn before(&mut self, _pos: &Chess, _mv: &Move) {}
    /// What happens after them.
    fn after(&mut self, _pos: &Chess, _mv: &Move) {}
    fn step(&mut self, step: &Self::Step);
    /// A stray piece on `sq` (or taken away again), and time for the program to say what it sees.
    fn stray(&mut self, sq: Square, on: bool);
    /// Whether `p` tells the player about the stray piece.
    fn says_stray(p: &Phrase) -> bool;
    /// Pulls the plug, lets `away` pass (the hands doing `meanwhile`), and plugs it back in.
    fn cycle(&mut self, away: Duration, meanwhile: Option<&Self::Step>);
}

/// The campaign on one board: the game, the 100 cycles planned from `seed`, the board opened, played and
/// checked; the figures printed. Returns the board and the game.
fn run<B: UnderTest>(
    open: fn(&Chess) -> B,
    steps_of: fn(&PgnGame) -> Vec<Vec<B::Step>>,
    seed: u64,
) -> (B, PgnGame) {
    let started = Instant::now();
    let game = the_game();
    let steps = steps_of(&game);
    let cycles = plan(&game, &steps.iter().map(Vec::len).collect::<Vec<_>>(), seed);
    assert_eq!(cycles.len(), CYCLES);
    let mut b = open(&game.start);
    let [hello, ..] = B::phrases();
    assert_eq!(b.table().count(0, &hello), 1, "{:?}", b.table().said);
    let with_clock = campaign(&mut b, &game, &steps, &cycles, seed + 2000);
    b.table().advance(Duration::from_secs(2));
    clock_ran(b.table(), with_clock, game.moves.len());
    report(B::NAME, b.table(), &cycles, started);
    (b, game)
}

/// Plays `game` on board `b` with `steps`, pulling the plug at the `cycles` planned; checks every cycle and
/// every move. Returns how many cycles came with the clock running.
fn campaign<B: UnderTest>(
    b: &mut B,
    game: &PgnGame,
    steps: &[Vec<B::Step>],
    cycles: &BTreeMap<(usize, usize), Cycle>,
    seed: u64,
) -> usize {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut pos = game.start.clone();
    let mut with_clock = 0;
    for (ply, mv) in game.moves.iter().enumerate() {
        b.before(&pos, mv);
        for (i, step) in steps[ply].iter().enumerate() {
            if let Some(c) = cycles.get(&(ply, i)) {
                let t = b.table();
                let since = t.said.len();
                let clock = running(t);
                with_clock += usize::from(clock.is_some());
                let record = t.record();
                let away = Duration::from_millis(rng.random_range(200..4000));
                let stray = (c.moment == Moment::Correction).then(|| stray(&pos, mv, &mut rng));
                if let Some(sq) = stray {
                    // A stray piece: the board differs from the record, and the program says so.
                    b.stray(sq, true);
                    let said = &b.table().said[since..];
                    assert!(
                        said.iter().any(B::says_stray),
                        "the stray piece at ply {ply} is said: {said:?}"
                    );
                }
                let meanwhile = Some(step).filter(|_| c.hands_go_on && stray.is_none());
                b.cycle(away, meanwhile);
                if let Some(sq) = stray {
                    b.stray(sq, false);
                }
                let t = b.table();
                said_once_each::<B>(t, since, (ply, i));
                clock_goes_on(t, clock, record.len(), (ply, i));
                same_record(t, &record, &game.moves[..=ply], (ply, i));
                if meanwhile.is_some() {
                    continue;
                }
            }
            b.step(step);
        }
        b.after(&pos, mv);
        let t = b.table();
        t.finish_move(mv, ply + 1);
        assert_eq!(t.record(), game.moves[..=ply], "after ply {}", ply + 1);
        pos.play_unchecked(*mv);
    }
    with_clock
}

#[test]
fn the_peg_board_unplugged_100_times_loses_no_move() {
    run(PegTable::open, peg_steps, 27);
}

#[test]
fn the_dgt_board_unplugged_100_times_loses_no_move() {
    let (mut t, game) = run(DgtTable::open, piece_steps, 28);
    let account = t.table().session.sighted().moves();
    assert_eq!(account, &game.moves[..], "the e-board's account");
}
