//! A score sheet's own slips, read beside the game's moves: a move pair skipped (its number runs ahead), a pair
//! written twice (its number runs back, or the entry repeats the game's move two half-moves before), an entry
//! that is no move as written but sits between the game's moves (a descriptive entry, a typo). The sheet is
//! read on as the game's where the entries after the slip are the game's moves; each slip is named, never
//! taken as a difference, and never guessed: nothing is read on unless the next entry is the game's next move.

use super::movetext::{
    Cursor, Moves, Slip, SlipKind, Slips, Token, crossed_out, mark_alone, read_moves_through,
};
use crate::notation::Language;
use crate::notation::san::{NotationError, parse_move};
use shakmaty::{Chess, Move, Position};

/// Reads movetext as `game::movetext::read_moves` does, beside the `game`'s moves: an entry that fits more
/// than one move, where the sheet has held the game's moves so far and one of its readings is the game's move
/// there, is read as that move (and listed in `as_game`); the sheet's own slips are read through and listed in
/// `slips`.
pub(crate) fn read_moves_beside<'a>(
    tokens: impl IntoIterator<Item = &'a Token>,
    start: &Chess,
    edition: Language,
    game: &[Move],
) -> Moves {
    let mut beside = Beside {
        start: start.clone(),
        edition,
        game,
    };
    read_moves_through(tokens, start, edition, &mut beside)
}

/// The game a sheet is read beside.
struct Beside<'g> {
    start: Chess,
    edition: Language,
    game: &'g [Move],
}

impl Beside<'_> {
    /// Whether the sheet has held the game's moves so far.
    fn agreed(&self, cursor: &Cursor) -> bool {
        cursor.read.moves.len() <= self.game.len()
            && cursor
                .read
                .moves
                .iter()
                .zip(self.game)
                .all(|(m, g)| m.mv == *g)
    }

    /// The game's position after `ply` half-moves, when the game has them.
    fn game_pos(&self, ply: usize) -> Option<Chess> {
        let mut pos = self.start.clone();
        for m in self.game.get(..ply)? {
            pos.play_unchecked(*m);
        }
        Some(pos)
    }

    /// Whether `word` is the game's half-move `ply`, written in its position.
    fn fits(&self, word: &str, ply: usize) -> bool {
        let (Some(pos), Some(&mv)) = (self.game_pos(ply), self.game.get(ply)) else {
            return false;
        };
        match parse_move(word, self.edition, &pos) {
            Ok(m) => m == mv,
            Err(NotationError::Ambiguous { candidates, .. }) => candidates.contains(&mv),
            Err(_) => false,
        }
    }

    /// The game's half-moves `from..to`, not written on the sheet, read as the game's.
    fn fill(&self, cursor: &mut Cursor, from: usize, to: usize) {
        for ply in from..to {
            cursor.push(self.game[ply], String::new());
        }
        cursor.read.slips.push(Slip {
            kind: SlipKind::Skipped,
            ply: from,
            plies: to - from,
            written: Vec::new(),
        });
    }
}

impl Slips for Beside<'_> {
    /// A move number `n`: where it runs ahead of the sheet and the next entry is the game's move there, the
    /// pairs between were skipped (read as the game's); where it runs back and the entries after it repeat the
    /// game's moves, they were written twice (passed over).
    fn number(&mut self, cursor: &mut Cursor, n: u32, tokens: &[&Token], at: usize) -> usize {
        let expected = cursor.pos.fullmoves().get();
        if self.game.is_empty()
            || cursor.pos.turn().is_black()
            || n == expected
            || !self.agreed(cursor)
        {
            return at + 1;
        }
        let p = cursor.read.moves.len();
        let pairs = usize::try_from(n.abs_diff(expected)).unwrap_or(usize::MAX);
        let words = words_after(tokens, at);
        if n > expected {
            let Some(to) = pairs.checked_mul(2).and_then(|k| p.checked_add(k)) else {
                return at + 1;
            };
            if words.first().is_some_and(|(_, w)| self.fits(w, to)) {
                self.fill(cursor, p, to);
            }
            return at + 1;
        }
        let Some(from) = pairs.checked_mul(2).and_then(|k| p.checked_sub(k)) else {
            return at + 1;
        };
        let again = words
            .iter()
            .take(p - from)
            .enumerate()
            .take_while(|(k, (_, w))| self.fits(w, from + k))
            .count();
        match again.checked_sub(1).and_then(|last| words.get(last)) {
            Some(&(last, _)) => {
                cursor.read.slips.push(Slip {
                    kind: SlipKind::Twice,
                    ply: from,
                    plies: again,
                    written: words[..again].iter().map(|(_, w)| w.to_string()).collect(),
                });
                last + 1
            }
            None => at + 1,
        }
    }

    fn ambiguous(&mut self, cursor: &mut Cursor, word: &str, candidates: &[Move]) -> Option<Move> {
        let ply = cursor.read.moves.len();
        let mv = *self.game.get(ply).filter(|g| candidates.contains(g))?;
        self.agreed(cursor).then(|| {
            cursor.read.as_game.push((ply, word.to_string()));
            mv
        })
    }

    /// An entry that is no move here: where the sheet has held the game's moves so far and the entry is the
    /// game's move two half-moves back (with the next one the game's after it: a pair written twice), or two
    /// ahead (a pair skipped), or the next entry is the game's move after this one (an entry not read), the
    /// sheet is read on; not for an entry in another edition's letters.
    fn no_move(
        &mut self,
        cursor: &mut Cursor,
        word: &str,
        problem: &NotationError,
        tokens: &[&Token],
        at: usize,
    ) -> Option<usize> {
        // A letter that is no piece letter of the edition is the sheet's letters mistaken (another edition's),
        // not a slip, unless the entry is descriptive notation.
        let letters = matches!(problem, NotationError::UnknownPiece { .. }) && !descriptive(word);
        if self.game.is_empty() || !self.agreed(cursor) || letters {
            return None;
        }
        let p = cursor.read.moves.len();
        let next = words_after(tokens, at).into_iter().next();
        if let (Some(back), Some((j, w))) = (p.checked_sub(2), next)
            && self.fits(word, back)
            && self.fits(w, back + 1)
        {
            cursor.read.slips.push(Slip {
                kind: SlipKind::Twice,
                ply: back,
                plies: 2,
                written: vec![word.to_string(), w.to_string()],
            });
            return Some(j + 1);
        }
        if self.fits(word, p + 2) {
            self.fill(cursor, p, p + 2);
            cursor.push(self.game[p + 2], word.to_string());
            return Some(at + 1);
        }
        // An entry another edition's letters read as a move here is a question of the sheet's letters.
        let other_letters = Language::ALL
            .iter()
            .any(|&l| l != self.edition && parse_move(word, l, &cursor.pos).is_ok());
        if let (Some(&mv), Some((_, w)), false) = (self.game.get(p), next, other_letters)
            && self.fits(w, p + 1)
        {
            cursor.read.slips.push(Slip {
                kind: SlipKind::NotRead,
                ply: p,
                plies: 1,
                written: vec![word.to_string()],
            });
            cursor.push(mv, word.to_string());
            return Some(at + 1);
        }
        None
    }
}

/// Whether an entry is written in descriptive notation (`P-QR3`, `NxB`): pieces and the K/Q sides, no file
/// letter as SAN writes one, a move or capture sign; castling aside.
pub fn descriptive(written: &str) -> bool {
    let castling = written.trim_end_matches(['+', '#']).replace('0', "O");
    let sign = written
        .char_indices()
        .any(|(i, c)| i > 0 && matches!(c, '-' | 'x' | ':'));
    written.starts_with(['P', 'N', 'B', 'R', 'Q', 'K'])
        && written
            .chars()
            .all(|c| "PNBRQK12345678-x/():+#".contains(c))
        && sign
        && !matches!(castling.as_str(), "O-O" | "O-O-O")
}

/// The written entries after token `at`, each with its token's index, up to the game's end: marks standing
/// alone and crossed-out entries passed over.
fn words_after<'t>(tokens: &[&'t Token], at: usize) -> Vec<(usize, &'t str)> {
    let mut words = Vec::new();
    for (j, token) in tokens.iter().enumerate().skip(at + 1) {
        match token {
            Token::Tag(..) | Token::End => break,
            Token::Word(w) if !mark_alone(w) && !crossed_out(w) => words.push((j, w.as_str())),
            _ => {}
        }
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::movetext::{read_moves, tokenize};

    fn game(text: &str) -> Vec<Move> {
        read_moves(&tokenize(text), &Chess::default(), Language::En)
            .moves
            .iter()
            .map(|m| m.mv)
            .collect()
    }

    const GAME: &str = "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 c6 6. Bc4 Bf5";

    fn beside(sheet: &str) -> Moves {
        read_moves_beside(
            &tokenize(sheet),
            &Chess::default(),
            Language::En,
            &game(GAME),
        )
    }

    #[test]
    fn a_skipped_pair_is_read_as_the_games_and_named() {
        let read = beside("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 5. Nf3 c6 6. Bc4 Bf5");
        assert_eq!(read.stop, None);
        assert_eq!(read.moves.len(), 12);
        assert_eq!(read.slips.len(), 1);
        assert_eq!(
            (read.slips[0].kind, read.slips[0].ply, read.slips[0].plies),
            (SlipKind::Skipped, 6, 2)
        );
    }

    #[test]
    fn a_pair_written_twice_is_passed_over_and_named() {
        let read = beside("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 c6");
        assert_eq!(read.stop, None);
        assert_eq!(read.moves.len(), 10);
        assert_eq!(
            (read.slips[0].kind, read.slips[0].ply, read.slips[0].plies),
            (SlipKind::Twice, 4, 2)
        );
        let read = beside("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 4. d4 Nf6 5. Nf3 c6");
        assert_eq!((read.moves.len(), read.slips.len()), (10, 1), "{read:?}");
        // Without its numbers: the repeated entry is no move where it stands.
        let read = beside("e4 d5 exd5 Qxd5 exd5 Qxd5 Nc3 Qa5");
        assert_eq!((read.moves.len(), read.slips.len()), (6, 1), "{read:?}");
    }

    #[test]
    fn an_entry_between_the_games_moves_is_read_as_the_games_and_a_difference_stays_one() {
        let read = beside("1. e4 d5 2. exd5 Qxd5 3. N-QB3 Qa5 4. d4 Nf6");
        assert_eq!((read.moves.len(), read.stop.as_ref()), (8, None));
        assert_eq!(read.slips[0].kind, SlipKind::NotRead);
        // A different move is a difference, not a slip: 3. Nf3 is legal and read.
        let read = beside("1. e4 d5 2. exd5 Qxd5 3. Nf3 Qa5 4. Be2 Nf6");
        assert!(read.slips.is_empty());
        assert_eq!(read.moves.len(), 8);
        // A number run wrong with the moves right is no slip.
        let read = beside("1. e4 d5 1. exd5 Qxd5 5. Nc3 Qa5");
        assert!(read.slips.is_empty(), "{read:?}");
        assert_eq!(read.moves.len(), 6);
        // An entry followed by nothing of the game stops the reading.
        let read = beside("1. e4 d5 2. exd5 Qxd5 3. N-QB3 Qb4");
        assert_eq!(read.moves.len(), 4);
        assert!(read.stop.is_some());
    }
}
