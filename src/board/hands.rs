//! How people move pegs: the hand steps that make a move on a peg board, with human timing and optional noise.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use shakmaty::{Bitboard, CastlingSide, Chess, Color, Move, Position, Square};
use std::time::Duration;

/// One thing a hand (or the line) does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandAction {
    /// A peg leaves this hole.
    Lift(Square),
    /// A peg goes into this hole.
    Place(Square),
    /// The mover presses the clock lever.
    Press,
    /// Nothing for a while (the settle time passes with the board still).
    Wait,
    /// The line loses the next frame.
    LoseFrame,
    /// The line repeats the last frame.
    RepeatFrame,
    /// The player says which piece the pawn becomes (as the announcement would).
    Announce(shakmaty::Role),
}

/// A hand action after a pause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandStep {
    /// How long after the previous step.
    pub pause: Duration,
    /// What happens.
    pub action: HandAction,
}

/// How messy the hands are. `clean()` makes every move the textbook way.
#[derive(Debug, Clone)]
pub struct Noise {
    rng: Option<SmallRng>,
}

impl Noise {
    /// Textbook hands: mover lifted first, castling king first, pressed at once.
    pub fn clean() -> Self {
        Noise { rng: None }
    }

    /// Human-like hands drawn from `seed`: random capture order, hovering, castling both orders,
    /// touch-and-put-back of other pieces, bounce, lost and repeated frames, settle instead of press.
    pub fn seeded(seed: u64) -> Self {
        Noise {
            rng: Some(SmallRng::seed_from_u64(seed)),
        }
    }

    fn chance(&mut self, p: f64) -> bool {
        self.rng.as_mut().is_some_and(|r| r.random_bool(p))
    }

    fn millis(&mut self, lo: u64, hi: u64) -> Duration {
        Duration::from_millis(match self.rng.as_mut() {
            Some(r) => r.random_range(lo..=hi),
            None => (lo + hi) / 2,
        })
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        match self.rng.as_mut() {
            Some(r) if !items.is_empty() => Some(items[r.random_range(0..items.len())]),
            _ => items.first().copied(),
        }
    }
}

/// The steps a person takes to play `mv` in `pos` on the peg board, then complete it.
pub fn steps(pos: &Chess, mv: &Move, noise: &mut Noise) -> Vec<HandStep> {
    let mut out = Vec::new();
    let step =
        |out: &mut Vec<HandStep>, pause: Duration, action| out.push(HandStep { pause, action });
    let think = noise.millis(400, 1500);
    let reach = |n: &mut Noise| n.millis(150, 600);

    // Before the move: perhaps a piece is touched and put back (not the one that will move).
    if noise.chance(0.08) {
        let others: Vec<Square> = (pos.board().occupied()
            & !Bitboard::from_square(mv.from().unwrap_or(mv.to())))
        .into_iter()
        .collect();
        if let Some(sq) = noise.pick(&others) {
            step(&mut out, think, HandAction::Lift(sq));
            let p = noise.millis(300, 1200);
            step(&mut out, p, HandAction::Place(sq));
        }
    }
    if noise.chance(0.04) {
        step(&mut out, Duration::ZERO, HandAction::LoseFrame);
    }
    if let Some(role) = mv.promotion().filter(|_| noise.chance(0.5)) {
        step(&mut out, reach(noise), HandAction::Announce(role));
    }
    let first = if out.is_empty() { think } else { reach(noise) };
    match *mv {
        Move::Normal {
            from, to, capture, ..
        } => {
            if capture.is_some() && noise.chance(0.5) {
                // The captured piece first.
                step(&mut out, first, HandAction::Lift(to));
                let p = reach(noise);
                step(&mut out, p, HandAction::Lift(from));
            } else {
                step(&mut out, first, HandAction::Lift(from));
                if capture.is_some() {
                    let hover = if noise.chance(0.3) {
                        noise.millis(1500, 6000)
                    } else {
                        reach(noise)
                    };
                    step(&mut out, hover, HandAction::Lift(to));
                }
            }
            let p = reach(noise);
            step(&mut out, p, HandAction::Place(to));
        }
        Move::EnPassant { from, to } => {
            let captured = Square::from_coords(to.file(), from.rank());
            if noise.chance(0.5) {
                step(&mut out, first, HandAction::Lift(captured));
                let p = reach(noise);
                step(&mut out, p, HandAction::Lift(from));
            } else {
                step(&mut out, first, HandAction::Lift(from));
            }
            let p = reach(noise);
            step(&mut out, p, HandAction::Place(to));
            if !out.iter().any(|s| s.action == HandAction::Lift(captured)) {
                let p = reach(noise);
                step(&mut out, p, HandAction::Lift(captured));
            }
        }
        Move::Castle { king, rook } => {
            let pieces = castling_pegs(king, rook);
            let order = if noise.chance(0.3) { [1, 0] } else { [0, 1] };
            let mut pause = first;
            for i in order {
                let (from, to) = pieces[i];
                step(&mut out, pause, HandAction::Lift(from));
                let p = reach(noise);
                step(&mut out, p, HandAction::Place(to));
                pause = reach(noise);
            }
        }
        Move::Put { to, .. } => step(&mut out, first, HandAction::Place(to)),
    }
    // Sensor bounce on the hole just filled.
    let last_filled = out.iter().rev().find_map(|s| match s.action {
        HandAction::Place(sq) => Some(sq),
        _ => None,
    });
    if let Some(sq) = last_filled.filter(|_| noise.chance(0.1)) {
        step(&mut out, Duration::from_millis(15), HandAction::Lift(sq));
        step(&mut out, Duration::from_millis(15), HandAction::Place(sq));
    }
    if noise.chance(0.04) {
        step(&mut out, Duration::ZERO, HandAction::RepeatFrame);
    }
    let p = reach(noise);
    if noise.chance(0.15) {
        step(&mut out, p, HandAction::Wait);
    } else {
        step(&mut out, p, HandAction::Press);
    }
    out
}

/// The two pegs a castling move shifts, king first: `[(king, king's square), (rook, rook's square)]`.
pub fn castling_pegs(king: Square, rook: Square) -> [(Square, Square); 2] {
    let side = if rook.file() > king.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    let color = if king.rank() == shakmaty::Rank::First {
        Color::White
    } else {
        Color::Black
    };
    [(king, side.king_to(color)), (rook, side.rook_to(color))]
}

/// Applies a hand action to a set of holes; actions that do not touch holes leave them as they are.
pub fn apply(holes: Bitboard, action: &HandAction) -> Bitboard {
    match action {
        HandAction::Lift(sq) => holes & !Bitboard::from_square(*sq),
        HandAction::Place(sq) => holes | Bitboard::from_square(*sq),
        _ => holes,
    }
}
