//! Which piece went where, as far as a trace of pegs out and in can tell. The pegs are alike, but a hand
//! can only put down what it holds: a peg that goes into a hole while one piece is in the hand is that piece.
//! This tells Chess960 castling from the rook move whose holes look the same (Guideline II.3), and never
//! guesses: where the hand held both pieces, both readings stay.

use super::holes::{Change, HoleEvent};
use shakmaty::{Bitboard, Move, Square};

/// What a peg is, as far as the trace follows it: one of the marked pieces, or any other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    Marked(usize),
    Other,
}

/// Whether the trace `events`, which left the holes as `sensed`, can have carried each marked piece from
/// its square to its target (`(from, to)`, `from == to` for a piece that ends where it stood).
pub(crate) fn can_carry(
    sensed: Bitboard,
    events: &[HoleEvent],
    marked: &[(Square, Square)],
) -> bool {
    // The holes before the trace: each event undone, newest first.
    let base = events.iter().rev().fold(sensed, |holes, e| {
        let bit = Bitboard::from_square(e.square);
        match e.change {
            Change::Out => holes | bit,
            Change::In => holes & !bit,
        }
    });
    let mut board: Vec<(Square, Token)> = base
        .into_iter()
        .map(|sq| {
            let token = marked
                .iter()
                .position(|(from, _)| *from == sq)
                .map_or(Token::Other, Token::Marked);
            (sq, token)
        })
        .collect();
    // A marked piece whose hole was already empty is in the hand.
    let mut hand: Vec<Token> = (0..marked.len())
        .filter(|&i| !base.contains(marked[i].0))
        .map(Token::Marked)
        .collect();
    carry(&mut board, &mut hand, events, marked)
}

/// The depth-first search over which held piece each peg put down was.
fn carry(
    board: &mut Vec<(Square, Token)>,
    hand: &mut Vec<Token>,
    events: &[HoleEvent],
    marked: &[(Square, Square)],
) -> bool {
    let Some((event, rest)) = events.split_first() else {
        return marked
            .iter()
            .enumerate()
            .all(|(i, (_, to))| board.contains(&(*to, Token::Marked(i))));
    };
    match event.change {
        Change::Out => {
            let Some(at) = board.iter().position(|(sq, _)| *sq == event.square) else {
                return carry(board, hand, rest, marked);
            };
            let (_, token) = board.remove(at);
            hand.push(token);
            let found = carry(board, hand, rest, marked);
            hand.pop();
            board.insert(at, (event.square, token));
            found
        }
        Change::In => {
            // Each kind of piece in the hand may be the one put down; with an empty hand, a peg from off the board.
            let mut kinds: Vec<Token> = Vec::new();
            for t in hand.iter() {
                if !kinds.contains(t) {
                    kinds.push(*t);
                }
            }
            if kinds.is_empty() {
                kinds.push(Token::Other);
            }
            kinds.into_iter().any(|token| {
                let held = hand.iter().position(|t| *t == token);
                if let Some(i) = held {
                    hand.remove(i);
                }
                board.push((event.square, token));
                let found = carry(board, hand, rest, marked);
                board.pop();
                if let Some(i) = held {
                    hand.insert(i, token);
                }
                found
            })
        }
    }
}

/// Where `m` takes the pieces standing on `squares`: each square's piece to its target (itself if `m`
/// does not move it).
pub fn targets(m: &Move, squares: &[Square]) -> Vec<(Square, Square)> {
    squares
        .iter()
        .map(|&sq| {
            let to = match *m {
                Move::Castle { king, rook } => {
                    let [(_, king_to), (_, rook_to)] =
                        crate::board::castling::castling_pegs(king, rook);
                    if sq == king {
                        king_to
                    } else if sq == rook {
                        rook_to
                    } else {
                        sq
                    }
                }
                _ if m.from() == Some(sq) => m.to(),
                _ => sq,
            };
            (sq, to)
        })
        .collect()
}

/// How much a trace shows of a Chess960 castling whose king and rook trade squares (Guideline II.3): the
/// holes end as they were, so only the trace can show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Swap {
    /// Not both pieces were lifted, or no order of the hand can have carried them across.
    Unseen,
    /// It may have happened: the hand held both (and may have put them back), or frames were lost.
    Possible,
    /// Only the castling fits the trace.
    Shown,
}

/// What `events` (which left the holes as `sensed`; `complete`: no frames were lost among them) show of
/// the castling `c` whose king and rook trade squares.
pub(crate) fn swap_shown(c: &Move, sensed: Bitboard, events: &[HoleEvent], complete: bool) -> Swap {
    let Move::Castle { king, rook } = *c else {
        return Swap::Unseen;
    };
    if !complete {
        return Swap::Possible;
    }
    let lifted = |sq: Square| {
        events
            .iter()
            .any(|e| e.square == sq && e.change == Change::Out)
    };
    if !lifted(king) || !lifted(rook) || !can_carry(sensed, events, &targets(c, &[king, rook])) {
        Swap::Unseen
    } else if can_carry(sensed, events, &[(king, king), (rook, rook)]) {
        Swap::Possible
    } else {
        Swap::Shown
    }
}

/// Of moves that leave the same holes, those the trace can have made, judged by the pieces of the castling
/// moves among them (king and rook); all of them where the trace tells none apart or none fits.
pub(crate) fn told_apart(moves: Vec<Move>, sensed: Bitboard, events: &[HoleEvent]) -> Vec<Move> {
    let castles: Vec<Square> = moves
        .iter()
        .filter_map(|m| match *m {
            Move::Castle { king, rook } => Some([king, rook]),
            _ => None,
        })
        .flatten()
        .collect();
    if castles.is_empty() || moves.len() < 2 {
        return moves;
    }
    let kept: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| can_carry(sensed, events, &targets(m, &castles)))
        .collect();
    if kept.is_empty() { moves } else { kept }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Square::*;
    use std::time::Duration;

    fn ev(square: Square, change: Change) -> HoleEvent {
        HoleEvent {
            square,
            change,
            at: Duration::ZERO,
        }
    }

    fn after(base: Bitboard, events: &[HoleEvent]) -> Bitboard {
        events.iter().fold(base, |h, e| e.apply(h))
    }

    #[test]
    fn a_king_put_down_alone_is_the_king() {
        // King f1, rook h1: king to g1 first, then the rook to f1 (castling), or the rook to g1 and the king touched.
        let base = Bitboard::from_square(F1) | Bitboard::from_square(H1);
        let castle_first_king = [
            ev(F1, Change::Out),
            ev(G1, Change::In),
            ev(H1, Change::Out),
            ev(F1, Change::In),
        ];
        let sensed = after(base, &castle_first_king);
        let castling = [(F1, G1), (H1, F1)];
        let rook_move = [(F1, F1), (H1, G1)];
        assert!(can_carry(sensed, &castle_first_king, &castling));
        assert!(!can_carry(sensed, &castle_first_king, &rook_move));
        let rook_then_touch = [
            ev(H1, Change::Out),
            ev(G1, Change::In),
            ev(F1, Change::Out),
            ev(F1, Change::In),
        ];
        assert!(!can_carry(sensed, &rook_then_touch, &castling));
        assert!(can_carry(sensed, &rook_then_touch, &rook_move));
        // Both in the hand at once: the pegs cannot tell.
        let both = [
            ev(H1, Change::Out),
            ev(F1, Change::Out),
            ev(G1, Change::In),
            ev(F1, Change::In),
        ];
        assert!(can_carry(sensed, &both, &castling));
        assert!(can_carry(sensed, &both, &rook_move));
    }

    #[test]
    fn a_swap_through_a_spare_hole_is_told_from_nothing() {
        // King f1 and rook g1 change places, the king parked on e2 meanwhile.
        let base = Bitboard::from_square(F1) | Bitboard::from_square(G1);
        let trace = [
            ev(F1, Change::Out),
            ev(E2, Change::In),
            ev(G1, Change::Out),
            ev(F1, Change::In),
            ev(E2, Change::Out),
            ev(G1, Change::In),
        ];
        let sensed = after(base, &trace);
        assert_eq!(sensed, base);
        assert!(can_carry(sensed, &trace, &[(F1, G1), (G1, F1)]));
        assert!(!can_carry(sensed, &trace, &[(F1, F1), (G1, G1)]));
    }
}
