//! The phase of the game as one value: setting up, playing with the move in hand, or over with its reason.

use crate::game::record::{EndReason, Ending};
use crate::inference::Reading;
use crate::speech::phrases::phrase::AnnouncedMove;
use shakmaty::{Chess, KnownOutcome, Move, Position, Role};

/// Where the game stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phase {
    /// Before the start position is on the board. It ends in one place, `Session::complete_setup`: when
    /// the board shows the start position, or a move made from it.
    Setup,
    /// The game is on; the move in hand is pending.
    Playing(Pending),
    /// The game is over. The board is still followed (so the players can reset it), but nothing more
    /// is recorded as a move; questions are still answered.
    Over(Ending),
}

/// Everything about the move in hand, reset as one value (with the open question, `Session::move_on`) when a
/// move is completed, taken back or revised.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pending {
    /// The move the board shows now, not yet completed.
    pub provisional: Option<Move>,
    /// The move last said aloud the moment the board showed it (D.2.3).
    pub said: Option<Move>,
    /// The piece a promoting pawn becomes, once someone has said it.
    pub promotion: Option<Role>,
    /// The move the side to move announced aloud or typed.
    pub announced: Option<Move>,
    /// The move on the board that was said to differ from the announced one (D.2.8).
    pub other_move_said: Option<Move>,
    /// A draw was offered with the move in hand (9.1.2): it goes with that move.
    pub draw_offer: bool,
    /// Where no peg board reads the moves: a move announced that is no one legal move as said, kept to be
    /// judged again at the press (a promotion piece may follow) and said after it (never before, 11.3.1).
    pub impossible: Option<AnnouncedMove>,
    /// Where no peg board reads the moves: the announcement as it was said (what a resumed game says again).
    pub said_as: Option<AnnouncedMove>,
    /// Where the e-board makes the record: the announced move was pressed before the e-board showed it. Should
    /// the e-board be lost first, the announcement and the press make the record, as at a table without one.
    pub pressed: bool,
}

impl Pending {
    /// Holds the announcement `said`, which is `m` in the position now, or no one move (`None`: kept as said,
    /// to be judged again at the press and said only after it, 11.3.1).
    pub fn hold_announced(&mut self, said: AnnouncedMove, m: Option<Move>) {
        self.announced = m;
        self.said = m;
        self.impossible = m.is_none().then(|| said.clone());
        self.said_as = Some(said);
    }

    /// Whether a move is in hand: on the board, announced (as a legal move or as said), and not yet pressed.
    /// A draw offered now goes with that move (9.1.2.2), not with the opponent's last one.
    pub fn in_hand(&self) -> bool {
        self.provisional.is_some()
            || self.announced.is_some()
            || self.impossible.is_some()
            || self.said_as.is_some()
    }
}

impl Phase {
    /// The move among `ms` (one per promotion piece) that the piece said for the move in hand makes.
    pub fn promoted(&self, ms: &[Move]) -> Option<Move> {
        let role = match self {
            Phase::Playing(p) => p.promotion?,
            _ => return None,
        };
        ms.iter().find(|m| m.promotion() == Some(role)).cloned()
    }
}

/// Whether `reading`, while setting up, shows the set-up complete: the start position, or a move made from it.
pub(crate) fn shows_start_or_move(reading: &Reading) -> bool {
    matches!(
        reading,
        Reading::Settled
            | Reading::Move(_)
            | Reading::Promotion(_)
            | Reading::Ambiguous(_)
            | Reading::TwoMoves { .. }
    )
}

/// How the game ends by the rules of play alone after the last of `positions` (the whole game, start
/// first), whose legal moves are `legal`: mate, stalemate, a dead position, fivefold repetition or the
/// 75-move rule.
pub(crate) fn rules_end(positions: &[Chess], legal: &[Move]) -> Option<Ending> {
    let pos = positions.last()?;
    let ending = |outcome, reason| Some(Ending { outcome, reason });
    if legal.is_empty() && pos.is_check() {
        return ending(
            KnownOutcome::Decisive {
                winner: !pos.turn(),
            },
            EndReason::Checkmate,
        );
    }
    if legal.is_empty() {
        return ending(KnownOutcome::Draw, EndReason::Stalemate);
    }
    if pos.is_insufficient_material() {
        return ending(KnownOutcome::Draw, EndReason::DeadPosition);
    }
    let repeated = positions.iter().filter(|p| same_position(p, pos)).count();
    if repeated >= 5 {
        return ending(KnownOutcome::Draw, EndReason::FivefoldRepetition);
    }
    if pos.halfmoves() >= 150 {
        return ending(KnownOutcome::Draw, EndReason::SeventyFiveMoves);
    }
    None
}

/// The same position in the sense of 9.2.3: the same pieces on the same squares, the same side to move,
/// and the same possible moves (castling rights and en passant).
fn same_position(a: &Chess, b: &Chess) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castles().castling_rights() == b.castles().castling_rights()
        && a.ep_square(shakmaty::EnPassantMode::Legal)
            == b.ep_square(shakmaty::EnPassantMode::Legal)
}
