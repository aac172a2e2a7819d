//! How people move pegs: the hand steps that make a move on a peg board, with human timing and optional noise.

use crate::board::castling::castling_pegs;
use crate::board::dice::Dice;
use shakmaty::{Bitboard, Chess, Move, Position, Square};
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
pub struct Noise(Dice);

impl Noise {
    /// Textbook hands: mover lifted first, castling king first, pressed at once, at an even pace.
    pub fn clean() -> Self {
        Noise(Dice::clean())
    }

    /// Human hands drawn from `seed`, at any pace: each hand step 5 ms to 2 s after the one before
    /// (same-hole captures under 50 ms among them), captures in either order and hovering, castling in
    /// any order, a peg in a wrong hole first, touched and knocked pieces, bounce, lost and repeated
    /// frames, and moves completed by a press, by the board standing still, or not at all before the
    /// opponent moves.
    pub fn seeded(seed: u64) -> Self {
        Noise(Dice::seeded(seed))
    }
}

impl std::ops::Deref for Noise {
    type Target = Dice;
    fn deref(&self) -> &Dice {
        &self.0
    }
}

impl std::ops::DerefMut for Noise {
    fn deref_mut(&mut self) -> &mut Dice {
        &mut self.0
    }
}

/// Pushes a hand action after a pause.
fn step(out: &mut Vec<HandStep>, pause: Duration, action: HandAction) {
    out.push(HandStep { pause, action });
}

/// The steps a person takes to play `mv` in `pos` on the peg board, then complete it (or leave it).
pub fn steps(pos: &Chess, mv: &Move, noise: &mut Noise) -> Vec<HandStep> {
    let mut out = Vec::new();
    let think = noise.millis(400, 1500);
    let occupied = pos.board().occupied();

    // Before the move: perhaps a piece is touched and put back (not the one that will move).
    if noise.chance(0.08) {
        let others: Vec<Square> = (occupied & !Bitboard::from_square(mv.from().unwrap_or(mv.to())))
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
    let first = if out.is_empty() { think } else { noise.pace() };
    match *mv {
        Move::Normal {
            from, to, capture, ..
        } => {
            let travel = Travel {
                from,
                to,
                capture: capture.is_some(),
            };
            normal(pos, mv, travel, first, noise, &mut out);
        }
        Move::EnPassant { from, to } => en_passant(from, to, first, noise, &mut out),
        Move::Castle { king, rook } => castling(king, rook, first, noise, &mut out),
        Move::Put { to, .. } => step(&mut out, first, HandAction::Place(to)),
    }
    finish(mv, noise, &mut out);
    out
}

/// Where a normal move's piece goes, and whether it captures there.
#[derive(Debug, Clone, Copy)]
struct Travel {
    from: Square,
    to: Square,
    capture: bool,
}

/// A piece moved, capturing or not: the captured piece first or last, hovering, a knocked neighbour, a peg
/// in a wrong hole first, a same-hole capture under 50 ms.
fn normal(
    pos: &Chess,
    mv: &Move,
    Travel { from, to, capture }: Travel,
    first: Duration,
    noise: &mut Noise,
    out: &mut Vec<HandStep>,
) {
    let quick = capture && noise.chance(0.3);
    // A same-hole capture under 50 ms: the captured peg out and the capturer in at once.
    let swap = |n: &mut Noise| if quick { n.millis(5, 50) } else { n.pace() };
    if capture && noise.chance(0.5) {
        // The captured piece first.
        step(out, first, HandAction::Lift(to));
        let p = noise.pace();
        step(out, p, HandAction::Lift(from));
    } else {
        step(out, first, HandAction::Lift(from));
        if capture {
            let hover = if !quick && noise.chance(0.2) {
                noise.millis(1500, 6000)
            } else {
                noise.pace()
            };
            step(out, hover, HandAction::Lift(to));
        }
    }
    knock(pos, mv, noise, out);
    let wrong = wrong_hole(pos.board().occupied(), from, to, noise);
    if let Some(wrong) = wrong.filter(|_| !capture) {
        // A peg in a wrong hole first, then moved on to the right one.
        let p = noise.pace();
        step(out, p, HandAction::Place(wrong));
        let p = noise.pace();
        step(out, p, HandAction::Lift(wrong));
    }
    let p = swap(noise);
    step(out, p, HandAction::Place(to));
}

/// En passant: the captured pawn taken off first or last.
fn en_passant(
    from: Square,
    to: Square,
    first: Duration,
    noise: &mut Noise,
    out: &mut Vec<HandStep>,
) {
    let captured = Square::from_coords(to.file(), from.rank());
    let captured_first = noise.chance(0.5);
    if captured_first {
        step(out, first, HandAction::Lift(captured));
        let p = noise.pace();
        step(out, p, HandAction::Lift(from));
    } else {
        step(out, first, HandAction::Lift(from));
    }
    let p = noise.pace();
    step(out, p, HandAction::Place(to));
    if !captured_first {
        let p = noise.pace();
        step(out, p, HandAction::Lift(captured));
    }
}

/// After the pieces are down: the promotion piece said, a sensor bounce, a repeated frame, and the move
/// completed by a press, by the board standing still, or not at all before the opponent's hands.
fn finish(mv: &Move, noise: &mut Noise, out: &mut Vec<HandStep>) {
    // The piece a pawn becomes, said as it is put down.
    if let Some(role) = mv.promotion().filter(|_| noise.chance(0.5)) {
        let p = noise.pace();
        step(out, p, HandAction::Announce(role));
    }
    // Sensor bounce on the hole just filled.
    let last_filled = out.iter().rev().find_map(|s| match s.action {
        HandAction::Place(sq) => Some(sq),
        _ => None,
    });
    if let Some(sq) = last_filled.filter(|_| noise.chance(0.1)) {
        step(out, Duration::from_millis(15), HandAction::Lift(sq));
        step(out, Duration::from_millis(15), HandAction::Place(sq));
    }
    if noise.chance(0.04) {
        step(out, Duration::ZERO, HandAction::RepeatFrame);
    }
    let p = noise.pace();
    if noise.chance(0.08) {
        // No press: the opponent's hands come next.
    } else if noise.chance(0.13) {
        step(out, p, HandAction::Wait);
    } else {
        step(out, p, HandAction::Press);
    }
}

/// The hand steps of castling, in any order a hand can use (Guideline II.3 lets the king and rook end on each
/// other's squares or stay where they are): king first, rook first, or both in the hand, each only where no
/// peg goes into a hole still taken; a piece that stays on its square is mostly not touched at all.
fn castling(
    king: Square,
    rook: Square,
    first: Duration,
    noise: &mut Noise,
    out: &mut Vec<HandStep>,
) {
    let pieces = castling_pegs(king, rook);
    let mut moving: Vec<(Square, Square)> = pieces
        .iter()
        .copied()
        .filter(|(from, to)| from != to || noise.chance(0.3))
        .collect();
    if noise.chance(0.3) {
        moving.reverse();
    }
    // One piece at a time works unless the first lands where the second still stands.
    let one_at_a_time = |order: &[(Square, Square)]| match order {
        [a, b] => a.1 != b.0,
        _ => true,
    };
    if !one_at_a_time(&moving) {
        moving.reverse();
    }
    let mut pause = first;
    if !one_at_a_time(&moving) || (moving.len() == 2 && noise.chance(0.15)) {
        // Both pieces in the hand at once, then put down, in either order.
        for (from, _) in &moving {
            out.push(HandStep {
                pause,
                action: HandAction::Lift(*from),
            });
            pause = noise.pace();
        }
        if noise.chance(0.5) {
            moving.reverse();
        }
        for (_, to) in &moving {
            out.push(HandStep {
                pause,
                action: HandAction::Place(*to),
            });
            pause = noise.pace();
        }
        return;
    }
    for (from, to) in moving {
        out.push(HandStep {
            pause,
            action: HandAction::Lift(from),
        });
        let p = noise.pace();
        out.push(HandStep {
            pause: p,
            action: HandAction::Place(to),
        });
        pause = noise.pace();
    }
}

/// Whether the steps end with the move completed by a press or by the board standing still (otherwise
/// the opponent moves next without either).
pub fn completes(steps: &[HandStep]) -> bool {
    steps
        .last()
        .is_some_and(|s| matches!(s.action, HandAction::Press | HandAction::Wait))
}

/// Sometimes a hand knocks a neighbouring peg out of its hole mid-move and puts it back.
fn knock(pos: &Chess, mv: &Move, noise: &mut Noise, out: &mut Vec<HandStep>) {
    if !noise.chance(0.03) {
        return;
    }
    let Some(from) = mv.from() else { return };
    let near = shakmaty::attacks::king_attacks(mv.to())
        & pos.board().occupied()
        & !Bitboard::from_square(from)
        & !Bitboard::from_square(mv.to());
    let squares: Vec<Square> = near.into_iter().collect();
    if let Some(sq) = noise.pick(&squares) {
        let p = noise.pace();
        out.push(HandStep {
            pause: p,
            action: HandAction::Lift(sq),
        });
        let p = noise.pace();
        out.push(HandStep {
            pause: p,
            action: HandAction::Place(sq),
        });
    }
}

/// Sometimes the peg goes into an empty hole next to its target first.
fn wrong_hole(occupied: Bitboard, from: Square, to: Square, noise: &mut Noise) -> Option<Square> {
    if !noise.chance(0.05) {
        return None;
    }
    let empty = shakmaty::attacks::king_attacks(to) & !occupied & !Bitboard::from_square(from);
    let squares: Vec<Square> = empty.into_iter().collect();
    noise.pick(&squares)
}

/// Applies a hand action to a set of holes; actions that do not touch holes leave them as they are.
pub fn apply(holes: Bitboard, action: &HandAction) -> Bitboard {
    match action {
        HandAction::Lift(sq) => holes & !Bitboard::from_square(*sq),
        HandAction::Place(sq) => holes | Bitboard::from_square(*sq),
        _ => holes,
    }
}
