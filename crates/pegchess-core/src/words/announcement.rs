//! An announcement read as it was said, whatever the position (Article 11.3.1): typed SAN, typed words and
//! voice transcripts become the SAN of what was said, and only the press judges it ([`judge`]).
//!
//! Nothing here asks whether the position allows the move: a spelling variant or a word misheard is corrected
//! by the vocabulary alone (the nearest word, never the nearest legal move), so the answer before the press is
//! the same in kind for a legal and an illegal announcement.

use super::near::{MARGIN, MAX_NEAR_WORDS};
use super::parse::{Coord, SaidMove};
use super::{Reader, tokens};
use crate::notation::san::{NotationError, parse_written};
use crate::speech::phrases::phrase::{AnnouncedMove, InputProblem};
use shakmaty::san::{San, SanError, SanPlus, Suffix};
use shakmaty::{Chess, Move, Position, Role};

/// Why an announcement, at the press, is no one legal move of the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unclear {
    /// No legal move is what was said.
    Impossible,
    /// Several legal moves are what was said: the origin is needed (D.2.3).
    Ambiguous,
    /// A pawn's move to the last rank was said without the piece it becomes.
    PromotionPiece,
}

impl From<Unclear> for InputProblem {
    fn from(u: Unclear) -> InputProblem {
        match u {
            Unclear::Impossible => InputProblem::NoSuchMove,
            Unclear::Ambiguous => InputProblem::Ambiguous,
            Unclear::PromotionPiece => InputProblem::PromotionPiece,
        }
    }
}

impl Reader {
    /// What `text` announces as a move, read without judging it and without looking at any position: the
    /// notation as written, else the words, else the words with each unknown word replaced by the one word of
    /// the vocabulary nearest to it. Everything said is kept (an origin said in full, a piece left unsaid, the
    /// en passant word), so that it is said back as it was said. `Err` holds the notation's complaint when
    /// nothing reads as a move; a command (press, a question) is no announcement.
    pub fn announcement(&self, text: &str) -> Result<AnnouncedMove, NotationError> {
        let written = match parse_written(text, self.edition()) {
            Ok(w) => {
                let said = written_squares(AnnouncedMove::new(w.san()));
                return Ok(said.in_words(self.kept_words(text)));
            }
            Err(e) => e,
        };
        let words = tokens(text);
        if let Some((said, meant)) = self.said(&words) {
            return Ok(said_san(&said).in_words(kept(&meant)));
        }
        if words.len() > MAX_NEAR_WORDS {
            return Err(written);
        }
        let corrected = self.corrected(&words).ok_or(written.clone())?;
        let corrected: Vec<&str> = corrected.iter().map(String::as_str).collect();
        self.interpreter()
            .said_move(&corrected)
            .map(|said| said_san(&said))
            .ok_or(written)
    }

    /// The player's words to say back as he said them: every one read exactly as a move's words ("e2 e4",
    /// "Rochade kurz", "springer g eins f drei"; the fillers left out), and not too many; `None` for notation that is no words
    /// ("Sg1-f3") or words that needed a correction. See [`AnnouncedMove::words`].
    pub fn kept_words(&self, text: &str) -> Option<String> {
        let (_, meant) = self.said(&tokens(text))?;
        kept(&meant)
    }

    /// The move `words` say exactly and the words that said it: in the language's words, else the English.
    fn said<'a>(&self, words: &[&'a str]) -> Option<(SaidMove, Vec<&'a str>)> {
        let said = self.interpreter().said(words);
        said.or_else(|| self.english()?.said(words))
    }

    /// `words` with every word the reader does not know replaced by its one clearly nearest word; `None`
    /// when a word has no such neighbour, or every word was known already.
    fn corrected(&self, words: &[&str]) -> Option<Vec<String>> {
        let mut changed = false;
        let mut out = Vec::with_capacity(words.len());
        for &w in words {
            if self.interpreter().knows(w) {
                out.push(w.to_string());
                continue;
            }
            let near = self.sounds().substitutes(w);
            let (best, cost) = near.first()?;
            if near.get(1).is_some_and(|(_, next)| next - cost < MARGIN) {
                return None;
            }
            out.push(best.clone());
            changed = true;
        }
        changed.then_some(out)
    }
}

/// The most words said back as they were said; a longer announcement is said back in the scheme (short speech).
const MOST_KEPT: usize = 10;

/// The player's words, each read exactly as it was said, to say back as he said them (see
/// [`AnnouncedMove::words`]); `None` when there are too many to say back.
fn kept(words: &[&str]) -> Option<String> {
    (!words.is_empty() && words.len() <= MOST_KEPT).then(|| words.join(" "))
}

/// A move written with its whole origin and no piece letter ("e2e4", "g1 f3"): only squares, as the words
/// without a piece name are; the piece is the one on the origin when the press judges it.
fn written_squares(mut said: AnnouncedMove) -> AnnouncedMove {
    if let San::Normal {
        role: Role::Pawn,
        file: Some(_),
        rank: Some(_),
        ..
    } = said.san.san
    {
        said.piece_unsaid = true;
    }
    said
}

/// A move as said: the piece, the origin as far as it was named, capture, the target, the promotion piece and
/// a check or mate word, as they were said; a piece not said with an origin square said is found at the press.
fn said_san(said: &SaidMove) -> AnnouncedMove {
    let suffix = if said.mate {
        Some(Suffix::Checkmate)
    } else if said.check {
        Some(Suffix::Check)
    } else {
        None
    };
    let capture = said.capture || said.en_passant;
    // "Anna otte Anna seks": only squares, the piece is the one standing on the origin when the press judges.
    let piece_unsaid = said.role.is_none() && matches!(said.origin, Some(Coord::Square(_)));
    let san = match (said.castle, said.target) {
        (Some(side), _) => San::Castle(side),
        (None, None) => San::Null,
        (None, Some(to)) => {
            let role = said.role.unwrap_or(Role::Pawn);
            let (file, rank) = match said.origin {
                // A pawn's push said by a file alone is its square, as SAN writes it.
                Some(Coord::File(f)) if role == Role::Pawn && !capture && f == to.file() => {
                    (None, None)
                }
                Some(Coord::File(f)) => (Some(f), None),
                Some(Coord::Rank(r)) => (None, Some(r)),
                Some(Coord::Square(s)) => (Some(s.file()), Some(s.rank())),
                None => (None, None),
            };
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion: said.promotion,
            }
        }
    };
    AnnouncedMove {
        san: SanPlus { san, suffix },
        piece_unsaid,
        en_passant: said.en_passant,
        words: None,
    }
}

/// The one legal move of `pos` that the announcement `said` is, judged at the press (D.2.3): all of it, the
/// origin said, the piece standing there when only squares were said, and the en passant word. A king said
/// moving two files is castling; `promotion` is the piece said on its own after the move, if any.
pub fn judge(said: &AnnouncedMove, pos: &Chess, promotion: Option<Role>) -> Result<Move, Unclear> {
    let m = judge_san(&in_position(said, pos), pos, promotion)?;
    if said.en_passant && !m.is_en_passant() {
        return Err(Unclear::Impossible);
    }
    Ok(m)
}

/// The SAN `said` is in `pos`: where only squares were said, the piece is the one on the origin (none there:
/// a pawn, which no legal move then is), and the two squares say whether it captures (`f8b4` typed, or "Felix
/// acht Berta vier" said, is the bishop taking on b4).
fn in_position(said: &AnnouncedMove, pos: &Chess) -> San {
    let mut san = said.san.san;
    if said.piece_unsaid
        && let San::Normal {
            role,
            file: Some(f),
            rank: Some(r),
            capture,
            to,
            ..
        } = &mut san
    {
        let from = shakmaty::Square::from_coords(*f, *r);
        *role = pos.board().role_at(from).unwrap_or(Role::Pawn);
        let diagonal_pawn = *role == Role::Pawn && *f != to.file();
        *capture |= pos.board().occupied().contains(*to) || diagonal_pawn;
    }
    san
}

/// The one legal move of `pos` that the SAN `said` is.
pub(crate) fn judge_san(said: &San, pos: &Chess, promotion: Option<Role>) -> Result<Move, Unclear> {
    let mut said = *said;
    if let San::Normal {
        role: Role::Pawn,
        to,
        promotion: missing @ None,
        ..
    } = &mut said
        && to.rank()
            == pos
                .turn()
                .fold_wb(shakmaty::Rank::Eighth, shakmaty::Rank::First)
    {
        match promotion {
            Some(role) => *missing = Some(role),
            None => {
                let with_queen = {
                    let mut s = said;
                    if let San::Normal { promotion, .. } = &mut s {
                        *promotion = Some(Role::Queen);
                    }
                    s
                };
                return match with_queen.to_move(pos) {
                    Ok(_) | Err(SanError::AmbiguousSan) => Err(Unclear::PromotionPiece),
                    Err(SanError::IllegalSan) => Err(Unclear::Impossible),
                };
            }
        }
    }
    match said.to_move(pos) {
        Ok(m) => Ok(m),
        Err(SanError::AmbiguousSan) => Err(Unclear::Ambiguous),
        Err(SanError::IllegalSan) => castled(&said, pos).ok_or(Unclear::Impossible),
    }
}

/// The castling a king's move of two files says ("König Gustav eins"), if the position allows it.
fn castled(said: &San, pos: &Chess) -> Option<Move> {
    let San::Normal {
        role: Role::King,
        to,
        capture: false,
        promotion: None,
        file,
        rank,
    } = *said
    else {
        return None;
    };
    let king = pos.board().king_of(pos.turn())?;
    if file.is_some_and(|f| f != king.file()) || rank.is_some_and(|r| r != king.rank()) {
        return None;
    }
    pos.legal_moves().into_iter().find(|m| {
        m.castling_side()
            .is_some_and(|side| side.king_to(pos.turn()) == to && king.distance(to) == 2)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Language;
    use crate::phonetic::Scheme;

    fn after(moves: &str) -> Chess {
        let mut pos = Chess::default();
        for san in moves.split_whitespace() {
            let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(m);
        }
        pos
    }

    fn said(text: &str, locale: Language, pos: &Chess) -> String {
        let reader = Reader::new(Scheme::Fide, locale, locale);
        let _ = pos;
        match reader.announcement(text) {
            Ok(said) => said.san.to_string(),
            Err(e) => format!("error: {e}"),
        }
    }

    #[test]
    fn words_are_read_as_said_whether_or_not_the_position_allows_them() {
        let pos = after("e4 e5 d4");
        let de = |t| said(t, Language::De, &pos);
        assert_eq!(de("Eva nimmt David fünf"), "exd5");
        assert_eq!(de("Eva nimmt David vier"), "exd4");
        assert_eq!(de("Dame Hector fünf"), "Qh5");
        assert_eq!(de("Cäsar schlägt David vier"), "cxd4");
        assert_eq!(de("Caesar drei"), "c3");
        assert_eq!(de("Hektor fünf"), "h5");
        assert_eq!(de("Springa Felix sechs"), "Nf6");
        assert_eq!(de("Kurze Rochade"), "O-O");
        assert_eq!(de("Läufer Bella vier Schach"), "Bb4+");
        assert_eq!(de("Sd7"), "Nd7");
        assert!(de("Hallo Welt").starts_with("error"));
        assert!(de("ja").starts_with("error"));
        let hu = |t| said(t, Language::Hu, &pos);
        assert_eq!(hu("Vezér David sechs"), "Qd6");
        assert_eq!(hu("vezér David hat"), "Qd6");
    }

    #[test]
    fn the_press_judges_legality_ambiguity_castling_and_the_promotion_piece() {
        let pos = after("e4 e5 d4");
        let judged = |san: &str, pos: &Chess| judge_san(&san.parse().unwrap(), pos, None);
        assert_eq!(judged("exd5", &pos), Err(Unclear::Impossible));
        assert!(judged("exd4", &pos).is_ok());
        let knights = after("Nf3 e6 d3 e5");
        // Both White knights reach d2 (b1 and f3): which one is judged at the press.
        assert_eq!(judged("Nd2", &knights), Err(Unclear::Ambiguous));
        let castle = after("e4 e5 Nf3 Nc6 Bc4 Bc5");
        assert!(judged("Kg1", &castle).is_ok_and(|m| m.is_castle()));
        let promo = crate::game::pgn::position_from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(judged("b8", &promo), Err(Unclear::PromotionPiece));
        let queen = judge_san(&"b8".parse().unwrap(), &promo, Some(Role::Queen));
        assert_eq!(queen.map(|m| m.promotion()), Ok(Some(Role::Queen)));
    }

    #[test]
    fn everything_said_is_kept_and_the_press_judges_all_of_it() {
        let reader = Reader::new(Scheme::Fide, Language::De, Language::De);
        let read = |t| reader.announcement(t).unwrap();
        let start = Chess::default();
        // The long form's origin is kept: a pawn from e3, where none stands, is no move.
        let from_e3 = read("Eva drei Eva vier");
        assert_eq!(from_e3.san.to_string(), "e3e4");
        assert_eq!(judge(&from_e3, &start, None), Err(Unclear::Impossible));
        assert!(judge(&read("Eva zwei Eva vier"), &start, None).is_ok());
        // Only squares: no piece is said back; the piece on the origin is judged at the press.
        let squares = read("Gustav eins Felix drei");
        assert!(squares.piece_unsaid);
        assert_eq!(
            judge(&squares, &start, None).map(|m| m.role()),
            Ok(Role::Knight)
        );
        assert_eq!(
            judge(&read("Gustav zwei Felix drei"), &start, None),
            Err(Unclear::Impossible)
        );
        // Two squares say the capture: the bishop from f8 takes on b4, the pawn from e5 on d6 en passant.
        let bishop = after("c3 e6 b4");
        let takes = judge(&read("Felix acht Berta vier"), &bishop, None);
        assert_eq!(
            takes.map(|m| (m.role(), m.is_capture())),
            Ok((Role::Bishop, true))
        );
        let passant = after("e4 a6 e5 d5");
        let ep = judge(&read("Eva fünf David sechs"), &passant, None);
        assert!(ep.is_ok_and(|m| m.is_en_passant()), "{ep:?}");
        // The en passant word is kept and must be true of the move.
        let ep = after("e4 a6 e5 d5");
        let said = read("Eva nimmt David sechs en passant");
        assert!(said.en_passant);
        assert!(judge(&said, &ep, None).is_ok_and(|m| m.is_en_passant()));
        let no_ep = after("e4 d5");
        assert_eq!(
            judge(&read("Eva nimmt David fünf en passant"), &no_ep, None),
            Err(Unclear::Impossible)
        );
    }
}
