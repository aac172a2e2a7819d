//! LiveChess event sequences made from corpus games, for the stand-in to play: a position after every ply with
//! the clock's times (the [%clk] readings of LiveChess's own recording where the game has them), and, when
//! asked, every behaviour LiveChess is known for: the same event twice, two plies in one event, a piece in the
//! air between positions, clock-only events, the result shown with the kings on the centre squares.

use pegchess::game::pgn::PgnGame;
use pegchess::relay::livechess::LiveClock;
use pegchess::relay::standin::StandInStep;
use shakmaty::{Board, Chess, Color, Move, Position, Square};
use std::time::Duration;

/// The corpus game recorded by LiveChess itself (London Chess Classic 2016), with its clock readings.
pub fn livechess_game() -> PgnGame {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/corpus/lcc2016-dgt-clocks-sample.pgn"
    );
    let text = std::fs::read(path).expect("the LiveChess recording");
    pegchess::game::pgn::read_games(&text)
        .into_iter()
        .flatten()
        .next()
        .expect("a game")
}

/// Which behaviours a script injects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Behaviours {
    /// Every behaviour listed, at fixed plies; else one clean event per ply.
    pub all: bool,
    /// A pause after each event.
    pub pace: Duration,
}

/// What a script holds: its steps, and which behaviours it injected (for the test's messages).
pub struct Script {
    /// The steps.
    pub steps: Vec<StandInStep>,
    /// Names of the behaviours injected, once each.
    pub injected: Vec<&'static str>,
}

/// The board with both kings on the centre squares (White's on e4, Black's on d5), as arbiters ask players to
/// show a draw; whatever stood there is taken off.
pub fn result_kings(board: &Board) -> Board {
    let mut b = board.clone();
    for color in [Color::White, Color::Black] {
        if let Some(k) = b.king_of(color) {
            b.discard_piece_at(k);
        }
    }
    b.set_piece_at(Square::E4, Color::White.king());
    b.set_piece_at(Square::D5, Color::Black.king());
    b
}

/// The steps for `game` with `behaviours`.
pub fn script(game: &PgnGame, behaviours: Behaviours) -> Script {
    steps_for(&game.start, &game.moves, &game.clocks, behaviours, true)
}

/// The steps for `moves` from `start` (`clocks`: the readings after each, where known); with `ending`, the
/// result shown with the kings after the last (when all behaviours are asked for).
pub fn steps_for(
    start: &Chess,
    moves: &[Move],
    clocks: &[Option<Duration>],
    behaviours: Behaviours,
    ending: bool,
) -> Script {
    let mut s = Builder {
        steps: Vec::new(),
        injected: Vec::new(),
        pace: behaviours.pace,
        clock: (Duration::from_secs(5400), Duration::from_secs(5400)),
    };
    let mut pos: Chess = start.clone();
    let n = moves.len();
    for (ply, m) in moves.iter().enumerate() {
        let before = pos.board().clone();
        pos.play_unchecked(*m);
        s.tick(pos.turn().other(), clocks.get(ply).copied().flatten(), ply);
        let all = behaviours.all && ply + 1 < n;
        if all && ply % 13 == 8 {
            // Two plies in one event: this ply's position is never sent.
            s.inject("two plies in one event");
            continue;
        }
        if all && ply % 7 == 3 {
            let mut air = before.clone();
            air.discard_piece_at(m.from().unwrap_or(m.to()));
            s.inject("a piece in the air");
            s.event(Some(air), None);
        }
        s.event(Some(pos.board().clone()), Some(s.live_clock(pos.turn())));
        if all && ply % 11 == 5 {
            s.inject("the same event twice");
            s.event(Some(pos.board().clone()), Some(s.live_clock(pos.turn())));
        }
        if all && ply % 4 == 1 {
            s.inject("a clock-only event");
            s.event(None, Some(s.live_clock(pos.turn())));
        }
    }
    if behaviours.all && ending {
        s.inject("the result shown with the kings");
        s.event(Some(result_kings(pos.board())), None);
    }
    Script {
        steps: s.steps,
        injected: s.injected,
    }
}

struct Builder {
    steps: Vec<StandInStep>,
    injected: Vec<&'static str>,
    pace: Duration,
    /// White's and Black's time left.
    clock: (Duration, Duration),
}

impl Builder {
    fn inject(&mut self, name: &'static str) {
        if !self.injected.contains(&name) {
            self.injected.push(name);
        }
    }

    fn event(&mut self, board: Option<Board>, clock: Option<LiveClock>) {
        self.steps.push(StandInStep::Event { board, clock });
        if !self.pace.is_zero() {
            self.steps.push(StandInStep::Pause(self.pace));
        }
    }

    /// `mover` moved: their time is the recording's reading, or ten seconds less.
    fn tick(&mut self, mover: Color, reading: Option<Duration>, ply: usize) {
        let spent = Duration::from_secs(10 + (ply as u64 % 5));
        let slot = match mover {
            Color::White => &mut self.clock.0,
            Color::Black => &mut self.clock.1,
        };
        *slot = reading.unwrap_or_else(|| slot.saturating_sub(spent));
    }

    /// The clock with `to_move`'s time running.
    fn live_clock(&self, to_move: Color) -> LiveClock {
        LiveClock {
            white: self.clock.0,
            black: self.clock.1,
            run: Some(to_move == Color::White),
        }
    }
}
