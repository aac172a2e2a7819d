//! Moves made on a board of pieces while nothing read it (the sighted player's e-board while its link was
//! lost): every legal move sequence from the position last read that ends on exactly the board shown, the
//! fewest plies first, counted. Read only when exactly one sequence of that length reaches the board (counting
//! every sequence, so two orders or two routes to the same squares are two); bounded in plies and in moves
//! tried, so a board no game reaches costs little. It reads only what happened: nothing is evaluated.

use shakmaty::{Board, Chess, Color, Move, Position, Role};

/// The most plies looked for.
pub const MOST_PLIES: usize = 8;
/// The most moves tried in one search (a board that only long, loose sequences reach is left unread).
pub const MOST_TRIED: u32 = 200_000;

/// What the search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unseen {
    /// Exactly one sequence of the fewest plies reaches the board.
    One(Vec<Move>),
    /// Several sequences of this many plies reach it (orders or routes): the board cannot say which was played.
    Several {
        /// The plies each of them has.
        plies: usize,
    },
    /// No sequence within the bounds reaches it.
    Unreached,
}

/// The search's answer and what it cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Searched {
    /// What was found.
    pub found: Unseen,
    /// Moves tried (each a move played and measured against the board).
    pub tried: u32,
}

/// The move sequences from `from` that end on `board`, within [`MOST_PLIES`] and [`MOST_TRIED`].
pub fn unseen(from: &Chess, board: &Board) -> Unseen {
    search(from, board, MOST_PLIES, MOST_TRIED).found
}

/// [`unseen`] with its bounds given, and its cost.
pub fn search(from: &Chess, board: &Board, most_plies: usize, most_tried: u32) -> Searched {
    let mut s = Search {
        target: board,
        path: Vec::new(),
        first: None,
        count: 0,
        tried: 0,
        most_tried,
    };
    if from.board() == board || !pieces_fit(from.board(), board) {
        return s.answer(Unseen::Unreached);
    }
    for plies in 1..=most_plies {
        if !within(from, board, plies) {
            continue;
        }
        if s.walk(from, plies).is_err() {
            return s.answer(Unseen::Unreached);
        }
        match (s.count, s.first.take()) {
            (0, _) => {}
            (1, Some(line)) => return s.answer(Unseen::One(line)),
            _ => return s.answer(Unseen::Several { plies }),
        }
    }
    s.answer(Unseen::Unreached)
}

/// The search's budget ran out.
struct OutOfMoves;

struct Search<'a> {
    target: &'a Board,
    path: Vec<Move>,
    first: Option<Vec<Move>>,
    /// Sequences found at this length (two is enough to know).
    count: u32,
    tried: u32,
    most_tried: u32,
}

impl Search<'_> {
    fn answer(&self, found: Unseen) -> Searched {
        Searched {
            found,
            tried: self.tried,
        }
    }

    /// Every sequence of `left` plies from `pos` that ends on the board, counted (up to two).
    fn walk(&mut self, pos: &Chess, left: usize) -> Result<(), OutOfMoves> {
        if left == 0 {
            if pos.board() == self.target {
                self.count += 1;
                if self.first.is_none() {
                    self.first = Some(self.path.clone());
                }
            }
            return Ok(());
        }
        for m in pos.legal_moves() {
            self.tried += 1;
            if self.tried > self.most_tried {
                return Err(OutOfMoves);
            }
            let mut next = pos.clone();
            next.play_unchecked(m);
            if !within(&next, self.target, left - 1) {
                continue;
            }
            self.path.push(m);
            let walked = self.walk(&next, left - 1);
            self.path.pop();
            walked?;
            if self.count >= 2 {
                break;
            }
        }
        Ok(())
    }
}

/// Whether `board` could still be reached from `pos` in `left` plies: each side has the moves to put its pieces
/// where they stand on it (a move puts one piece on a new square, castling two), the other side the captures
/// of the pieces it lacks, and no piece appears from nowhere.
fn within(pos: &Chess, board: &Board, left: usize) -> bool {
    if left == 0 {
        return pos.board() == board;
    }
    let now = pos.board();
    [Color::White, Color::Black].into_iter().all(|c| {
        let own = moves_of(c, pos.turn(), left);
        let theirs = left - own;
        let mut arrive = 0;
        for role in Role::ALL {
            let piece = role.of(c);
            arrive += (board.by_piece(piece) & !now.by_piece(piece)).count();
        }
        // Castling puts two pieces on new squares, the king among them.
        let king_moves = board.king_of(c) != now.king_of(c);
        let castles = usize::from(king_moves && pos.castles().has_color(c));
        let lost = now
            .by_color(c)
            .count()
            .saturating_sub(board.by_color(c).count());
        arrive.saturating_sub(castles) <= own && lost <= theirs
    })
}

/// The moves side `c` makes in `left` plies when `turn` is to move.
fn moves_of(c: Color, turn: Color, left: usize) -> usize {
    match c == turn {
        true => left.div_ceil(2),
        false => left / 2,
    }
}

/// Whether `board` could follow `from` at all: no side has more pieces, pawns or kings than it had, nor more of
/// a piece than its own pieces and its pawns promoted give it.
fn pieces_fit(from: &Board, board: &Board) -> bool {
    [Color::White, Color::Black].into_iter().all(|c| {
        let count = |b: &Board, role: Role| b.by_piece(role.of(c)).count();
        let promoted: usize = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .map(|r| count(board, r).saturating_sub(count(from, r)))
            .sum();
        let pawns_gone = count(from, Role::Pawn).saturating_sub(count(board, Role::Pawn));
        board.by_color(c).count() <= from.by_color(c).count()
            && count(board, Role::Pawn) <= count(from, Role::Pawn)
            && count(board, Role::King) == count(from, Role::King)
            && promoted <= pawns_gone
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::san::San;

    fn after(pos: &Chess, sans: &[&str]) -> (Chess, Vec<Move>) {
        let mut pos = pos.clone();
        let mut moves = Vec::new();
        for s in sans {
            let m = s.parse::<San>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(m);
            moves.push(m);
        }
        (pos, moves)
    }

    #[test]
    fn three_plies_in_the_one_order_that_reaches_the_board_are_read() {
        // The recapture needs the capture before it, and White's second move comes after both.
        let (start, _) = after(&Chess::default(), &["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        let (end, moves) = after(&start, &["Bxc6", "dxc6", "Nxe5"]);
        assert_eq!(unseen(&start, end.board()), Unseen::One(moves));
        // Two independent moves of White's around a reply: two orders.
        let (start, _) = after(&Chess::default(), &["e4", "e5"]);
        let (end, _) = after(&start, &["Nf3", "Nc6", "Bb5"]);
        assert_eq!(unseen(&start, end.board()), Unseen::Several { plies: 3 });
    }

    #[test]
    fn two_orders_to_the_same_board_are_several() {
        let (start, _) = after(&Chess::default(), &["e4", "e5", "Nf3", "Nc6"]);
        let (end, _) = after(&start, &["Bc4", "Nf6", "d3", "Bc5"]);
        assert_eq!(unseen(&start, end.board()), Unseen::Several { plies: 4 });
    }

    #[test]
    fn the_same_squares_reached_by_two_routes_are_several() {
        // The bishop to c5 by e7 or straight, the knight's reply and White's two moves between.
        let (start, _) = after(&Chess::default(), &["e4", "e5"]);
        let (end, _) = after(&start, &["Nf3", "Be7", "Nc3", "Bc5", "d3"]);
        assert!(matches!(
            unseen(&start, end.board()),
            Unseen::Several { .. }
        ));
    }

    #[test]
    fn a_board_no_game_reaches_is_unreached_at_once() {
        let start = Chess::default();
        let mut board = start.board().clone();
        board.set_piece_at(shakmaty::Square::E4, Role::Queen.of(Color::White));
        let s = search(&start, &board, MOST_PLIES, MOST_TRIED);
        assert_eq!(s.found, Unseen::Unreached);
        assert_eq!(s.tried, 0);
        assert_eq!(unseen(&start, start.board()), Unseen::Unreached);
    }

    /// The board after `changes` (a square and the piece now on it, or none) from the start.
    fn start_with(changes: &[(shakmaty::Square, Option<shakmaty::Piece>)]) -> Board {
        let mut b = Chess::default().board().clone();
        for &(sq, piece) in changes {
            b.discard_piece_at(sq);
            if let Some(p) = piece {
                b.set_piece_at(sq, p);
            }
        }
        b
    }

    #[test]
    fn boards_only_long_loose_sequences_reach_cost_the_budget_at_most() {
        use shakmaty::Square::*;
        let white = |r: Role| Some(r.of(Color::White));
        let start = Chess::default();
        // A knight two moves on, a pawn three squares: Black's moves between can be anything that goes back.
        let knight = start_with(&[(G1, None), (E5, white(Role::Knight))]);
        assert_eq!(unseen(&start, &knight), Unseen::Several { plies: 4 });
        let pawn = start_with(&[(A2, None), (A5, white(Role::Pawn))]);
        assert_eq!(unseen(&start, &pawn), Unseen::Several { plies: 4 });
        // The king walked up behind its pawn.
        let king = start_with(&[
            (E2, None),
            (E4, white(Role::Pawn)),
            (E1, None),
            (E3, white(Role::King)),
        ]);
        let s = search(&start, &king, MOST_PLIES, MOST_TRIED);
        assert_eq!(s.found, Unseen::Several { plies: 5 });
        // A bishop on a square of the other colour: no sequence, the whole budget tried and no more.
        let bishop = start_with(&[
            (E2, None),
            (E4, white(Role::Pawn)),
            (F1, None),
            (F4, white(Role::Bishop)),
        ]);
        let s = search(&start, &bishop, MOST_PLIES, MOST_TRIED);
        assert_eq!(s.found, Unseen::Unreached);
        assert_eq!(s.tried, MOST_TRIED + 1);
    }
}
