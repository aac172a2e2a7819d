//! Typed moves: the piece letters of each edition of the Laws (Appendix C) and a forgiving parser
//! from SAN in any edition's letters, long algebraic notation or UCI to a legal move.
//!
//! Accepted: `Nf3` (English), `Sf3` (German, Danish), `Hf3` (Hungarian), `Rf3` (Finnish);
//! captures with `x`, `:` or nothing (`exd5`, `ed5`); long forms `Ng1-f3`, `e2-e4`, `e2e4`;
//! castling `O-O`, `0-0`, `O-O-O`, `0–0–0`; promotion `d8=Q`, `d8Q`, `d8/Q`, `d8(Q)`;
//! suffixes `+`, `#`, `++`, Finnish `X`, `e.p.`, `o.l.`, `!`, `?`; figurines `♘f3`; lowercase piece letters
//! (`nf3`, and `bf5` where no pawn move fits).

use super::Language;
use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingSide, File, Move, Position, Rank, Role, Square};
use std::fmt;

/// The piece letters of an edition in `Role` order from knight to king (Appendix C).
fn letters(edition: Language) -> [char; 5] {
    match edition {
        Language::En => ['N', 'B', 'R', 'Q', 'K'],
        Language::De | Language::Da => ['S', 'L', 'T', 'D', 'K'],
        Language::Hu => ['H', 'F', 'B', 'V', 'K'],
        Language::Fi => ['R', 'L', 'T', 'D', 'K'],
    }
}

/// The letter an edition writes for a piece; pawns have none.
pub fn piece_letter(edition: Language, role: Role) -> Option<char> {
    (role != Role::Pawn).then(|| letters(edition)[role as usize - 2])
}

/// The letter a player of an edition types for a pawn where a key names pieces (`wo B`: German Bauer,
/// Danish bonde; Hungarian gyalog, Finnish sotilas), English `P`.
pub(crate) fn pawn_letter(edition: Language) -> char {
    match edition {
        Language::En => 'P',
        Language::De | Language::Da => 'B',
        Language::Hu => 'G',
        Language::Fi => 'S',
    }
}

/// The piece a letter typed in a key stands for (case aside): the edition's own letter first, its pawn
/// letter, then the English letter where the edition does not use it (Hungarian `B` is the rook, never the
/// English bishop; German `P` is the English pawn).
pub fn typed_role(edition: Language, letter: char) -> Option<Role> {
    let upper = letter.to_ascii_uppercase();
    let own = role_for_letter(edition, upper)
        .or_else(|| (upper == pawn_letter(edition)).then_some(Role::Pawn));
    let taken = |c: char| letters(edition).contains(&c) || c == pawn_letter(edition);
    own.or_else(|| {
        (!taken(upper))
            .then(|| Role::from_char(upper.to_ascii_lowercase()))
            .flatten()
    })
}

/// The letters a player of an edition types for the pieces, king first, the pawn's last: `K D T L S B`.
pub fn typed_letters(edition: Language) -> String {
    let mut letters: Vec<String> = piece_letters(edition).map(String::from).collect();
    letters.push(pawn_letter(edition).to_string());
    letters.join(" ")
}

/// An edition's piece letters, king first (as the Laws list them: K D T L S in German).
pub fn piece_letters(edition: Language) -> impl Iterator<Item = char> {
    letters(edition).into_iter().rev()
}

/// The piece an edition's capital letter stands for (Hungarian `B` is the rook, English `B` the bishop).
pub fn role_for_letter(edition: Language, letter: char) -> Option<Role> {
    let i = letters(edition).iter().position(|&c| c == letter)?;
    Role::try_from(i as u32 + 2).ok()
}

/// The SAN of `m` in `pos` with its check or mate sign, as shakmaty's `SanPlus::from_move` (no sign for a
/// move that is not legal there), but the position after the move generates its moves only when it is check
/// (a mate needs them; a quiet move does not), where shakmaty asks for the game's outcome after every move.
pub fn san_plus<P: Position + Clone>(pos: &P, m: Move) -> SanPlus {
    let candidates = match m {
        Move::Normal { role, to, .. } | Move::Put { role, to } => pos.san_candidates(role, to),
        Move::EnPassant { to, .. } => pos.san_candidates(Role::Pawn, to),
        Move::Castle { king, rook } if king.file() < rook.file() => {
            pos.castling_moves(CastlingSide::KingSide)
        }
        Move::Castle { .. } => pos.castling_moves(CastlingSide::QueenSide),
    };
    let suffix = candidates.contains(&m).then(|| {
        let mut after = pos.clone();
        after.play_unchecked(m);
        // The moves after it are generated only where it is check: a mate needs them.
        let mate = after.is_check() && after.legal_moves().is_empty();
        after.is_check().then_some(if mate {
            Suffix::Checkmate
        } else {
            Suffix::Check
        })
    });
    SanPlus {
        san: San::disambiguate(m, &candidates),
        suffix: suffix.flatten(),
    }
}

/// A move written as the edition's Laws write it: `Hf3`, `exd6`, `d8V`, `0-0`, `Fe5+`.
pub fn format_san(edition: Language, san: SanPlus) -> String {
    let mut out = String::new();
    match san.san {
        San::Castle(CastlingSide::KingSide) => out.push_str("0-0"),
        San::Castle(CastlingSide::QueenSide) => out.push_str("0-0-0"),
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            out.extend(piece_letter(edition, role));
            out.extend(file.map(File::char));
            out.extend(rank.map(Rank::char));
            if capture {
                out.push('x');
            }
            out.push_str(&to.to_string());
            out.extend(promotion.and_then(|p| piece_letter(edition, p)));
        }
        other => out.push_str(&other.to_string()),
    }
    match san.suffix {
        Some(Suffix::Check) => out.push('+'),
        Some(Suffix::Checkmate) => out.push('#'),
        None => {}
    }
    out
}

/// Why a typed move was not taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotationError {
    /// Nothing was typed.
    Empty,
    /// The text is not a move in SAN, long algebraic notation or UCI.
    Syntax {
        /// What was typed.
        text: String,
    },
    /// A capital letter that is not a piece in this edition (e.g. `N` with Hungarian letters).
    UnknownPiece {
        /// The letter.
        letter: char,
        /// The edition whose letters were expected.
        edition: Language,
    },
    /// No legal move in the position fits the text.
    NoSuchMove {
        /// What was typed.
        text: String,
    },
    /// Several legal moves fit; the text must name the origin file or rank.
    Ambiguous {
        /// What was typed.
        text: String,
        /// The moves it could mean.
        candidates: Vec<Move>,
    },
    /// A pawn reaches the last rank but the text does not say which piece it becomes.
    PromotionPiece {
        /// What was typed.
        text: String,
    },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("no move given"),
            NotationError::Syntax { text } => write!(
                f,
                "'{text}' is not a move; write it like Nf3, exd5, O-O, e8=Q or g1f3"
            ),
            NotationError::UnknownPiece { letter, edition } => {
                let known: Vec<String> = piece_letters(*edition).map(String::from).collect();
                write!(
                    f,
                    "'{letter}' is not a piece letter of the '{edition}' edition (its letters are {})",
                    known.join(" ")
                )
            }
            NotationError::NoSuchMove { text } => {
                write!(f, "'{text}' does not fit any legal move in this position")
            }
            NotationError::Ambiguous { text, candidates } => write!(
                f,
                "'{text}' fits {} moves; add the file or rank the piece comes from",
                candidates.len()
            ),
            NotationError::PromotionPiece { text } => write!(
                f,
                "'{text}' reaches the last rank; add the piece the pawn becomes"
            ),
        }
    }
}

impl std::error::Error for NotationError {}

/// A move as written, before it is matched against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// Castling.
    Castle(CastlingSide),
    /// UCI coordinates (`g1f3`, `e7e8q`).
    Uci(UciMove),
    /// SAN or long algebraic notation.
    Piece {
        /// The piece that moves.
        role: Role,
        /// The origin file, if written.
        file: Option<File>,
        /// The origin rank, if written.
        rank: Option<Rank>,
        /// Whether a capture sign was written.
        capture: bool,
        /// The target square.
        to: Square,
        /// The piece a pawn becomes, if written.
        promotion: Option<Role>,
    },
}

impl Written {
    /// The move as SAN, as written (no position looked at): how an announcement is said back whether or
    /// not the position allows it. UCI coordinates are said as a move from their origin square.
    pub fn san(self) -> SanPlus {
        let san = match self {
            Written::Castle(side) => San::Castle(side),
            Written::Uci(UciMove::Normal {
                from,
                to,
                promotion,
            }) => San::Normal {
                role: Role::Pawn,
                file: Some(from.file()),
                rank: Some(from.rank()),
                capture: false,
                to,
                promotion,
            },
            Written::Uci(_) => San::Null,
            Written::Piece {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => San::Normal {
                role,
                // A pawn's push is said by its square alone, as SAN writes it.
                file: file.filter(|f| role != Role::Pawn || capture || *f != to.file()),
                rank,
                capture,
                to,
                promotion,
            },
        };
        SanPlus { san, suffix: None }
    }
}

/// Reads a typed move with the piece letters of `edition`, without looking at a position.
pub fn parse_written(text: &str, edition: Language) -> Result<Written, NotationError> {
    let cleaned = clean(text);
    if cleaned.is_empty() {
        return Err(NotationError::Empty);
    }
    let syntax = || NotationError::Syntax {
        text: text.trim().to_string(),
    };
    let chars: Vec<char> = cleaned.chars().collect();
    if let Some(side) = castling(&chars) {
        return Ok(Written::Castle(side));
    }
    if is_uci(&chars) {
        return cleaned.parse().map(Written::Uci).map_err(|_| syntax());
    }
    let (role, rest) = match chars.split_first() {
        Some((&c, rest)) => match piece(edition, c)? {
            Some(role) => (role, rest),
            None => (Role::Pawn, &chars[..]),
        },
        None => return Err(syntax()),
    };
    let (body, promotion) = split_promotion(edition, rest)?.ok_or_else(syntax)?;
    let n = body.len();
    if n < 2 {
        return Err(syntax());
    }
    let to = square(body[n - 2], body[n - 1]).ok_or_else(syntax)?;
    let mut origin = &body[..n - 2];
    let mut capture = false;
    if let Some((&sep, front)) = origin.split_last()
        && matches!(sep, 'x' | ':' | '-')
    {
        capture = sep != '-';
        origin = front;
    }
    let (file, rank) = match origin {
        // A pawn written without its file moves straight ahead: `d5` is never `exd5`.
        [] if role == Role::Pawn => (Some(to.file()), None),
        [] => (None, None),
        [c] if File::from_char(*c).is_some() => (File::from_char(*c), None),
        [c] if Rank::from_char(*c).is_some() => (None, Rank::from_char(*c)),
        [f, r] => match square(*f, *r) {
            Some(sq) => (Some(sq.file()), Some(sq.rank())),
            None => return Err(syntax()),
        },
        _ => return Err(syntax()),
    };
    Ok(Written::Piece {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    })
}

/// Parses a typed move in the piece letters of `edition` (or UCI) into the legal move it means in `pos`.
///
/// The arbiter's and assistant's consoles and `pegchess announce` all read moves through this.
/// A lowercase piece letter that is also a file (`bf5` in English, `dd4` in German, `fc4` in Hungarian) is
/// read as SAN reads it, a pawn move; only when it reads as no pawn move is it read as the piece, as typed in
/// haste (`bhe1`: the Hungarian rook).
pub fn parse_move<P: Position>(
    text: &str,
    edition: Language,
    pos: &P,
) -> Result<Move, NotationError> {
    let as_written = parse_exactly(text, edition, pos);
    match (&as_written, capitalised(text, edition)) {
        (Err(NotationError::NoSuchMove { .. } | NotationError::Syntax { .. }), Some(capital)) => {
            parse_exactly(&capital, edition, pos).or(as_written)
        }
        _ => as_written,
    }
}

/// `text` with its first letter capitalised, when that letter is lowercase, a file, and one of the edition's
/// piece letters, and `text` is one word as a move is typed (words said apart, `de f 3`, are the words').
fn capitalised(text: &str, edition: Language) -> Option<String> {
    let text = text.trim();
    if text.contains(char::is_whitespace) {
        return None;
    }
    let first = text.chars().next()?;
    let capital = first.to_ascii_uppercase();
    let both = first.is_ascii_lowercase()
        && File::from_char(first).is_some()
        && role_for_letter(edition, capital).is_some();
    both.then(|| format!("{capital}{}", &text[first.len_utf8()..]))
}

/// [`parse_move`] with the letters exactly as SAN reads them.
fn parse_exactly<P: Position>(
    text: &str,
    edition: Language,
    pos: &P,
) -> Result<Move, NotationError> {
    let written = parse_written(text, edition)?;
    let text = text.trim().to_string();
    let legal = pos.legal_moves();
    let candidates: Vec<Move> = match written {
        Written::Castle(side) => legal
            .iter()
            .filter(|m| m.castling_side() == Some(side))
            .copied()
            .collect(),
        Written::Uci(uci) => uci.to_move(pos).into_iter().collect(),
        Written::Piece {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let fits = |m: &Move| {
                let from = m.from();
                m.role() == role
                    && !m.is_castle()
                    && m.to() == to
                    && file.is_none_or(|f| from.is_some_and(|s| s.file() == f))
                    && rank.is_none_or(|r| from.is_some_and(|s| s.rank() == r))
                    && (!capture || m.is_capture())
            };
            let mut found: Vec<Move> = legal.iter().filter(|m| fits(m)).copied().collect();
            if let (Role::King, Some(f), Some(r)) = (role, file, rank) {
                found.extend(king_walk_castle(Square::from_coords(f, r), to, &legal));
            }
            if found.iter().any(|m| m.is_promotion()) {
                match promotion {
                    Some(p) => found.retain(|m| m.promotion() == Some(p)),
                    None => return Err(NotationError::PromotionPiece { text }),
                }
            } else if promotion.is_some() {
                found.clear();
            }
            found
        }
    };
    match candidates.as_slice() {
        [] => Err(NotationError::NoSuchMove { text }),
        [one] => Ok(*one),
        _ => Err(NotationError::Ambiguous { text, candidates }),
    }
}

/// A king written as walking two squares along its rank (`Ke1-g1`) means castling.
fn king_walk_castle(from: Square, to: Square, legal: &[Move]) -> Option<Move> {
    legal.iter().copied().find(|m| {
        m.is_castle()
            && m.from() == Some(from)
            && UciMove::from_standard(*m)
                == UciMove::Normal {
                    from,
                    to,
                    promotion: None,
                }
    })
}

/// Trims, unifies dashes, and drops check, mate, en passant and annotation marks.
fn clean(text: &str) -> String {
    let mut s: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '\u{2010}'..='\u{2015}' | '\u{2212}' => '-',
            c => c,
        })
        .collect();
    strip_marks(&mut s);
    for suffix in ["e.p.", "ep", "o.l.", "ol"] {
        if let Some(rest) = s.strip_suffix(suffix)
            && rest.ends_with(|c: char| c.is_ascii_digit())
        {
            s.truncate(rest.len());
            strip_marks(&mut s);
        }
    }
    s
}

/// Drops trailing `+`, `#`, `!`, `?`, and the Finnish mate sign `X` after a square or piece letter.
fn strip_marks(s: &mut String) {
    while let Some(c) = s.chars().last() {
        let before = &s[..s.len() - c.len_utf8()];
        let finnish_mate =
            c == 'X' && before.ends_with(|d: char| d.is_ascii_digit() || d.is_ascii_uppercase());
        if matches!(c, '+' | '#' | '!' | '?') || finnish_mate {
            s.pop();
        } else {
            break;
        }
    }
}

/// `O-O`, `0-0`, `o-o`, `00` and the three-letter queenside forms.
fn castling(chars: &[char]) -> Option<CastlingSide> {
    let zeros: Vec<char> = chars.iter().copied().filter(|&c| c != '-').collect();
    let side = match zeros.len() {
        2 => CastlingSide::KingSide,
        3 => CastlingSide::QueenSide,
        _ => return None,
    };
    let all_zero = zeros.iter().all(|c| matches!(c, '0' | 'O' | 'o'));
    // Either no dashes at all, or one between each pair of zeros.
    let dashes_ok = chars.len() == zeros.len() || chars.len() == 2 * zeros.len() - 1;
    (all_zero && dashes_ok).then_some(side)
}

/// Exactly four coordinates and an optional lowercase English promotion letter.
fn is_uci(chars: &[char]) -> bool {
    let coords = |c: &[char]| square(c[0], c[1]).is_some() && square(c[2], c[3]).is_some();
    match chars.len() {
        4 => coords(chars),
        5 => coords(chars) && matches!(chars[4], 'q' | 'r' | 'b' | 'n'),
        _ => false,
    }
}

fn square(file: char, rank: char) -> Option<Square> {
    Some(Square::from_coords(
        File::from_char(file)?,
        Rank::from_char(rank)?,
    ))
}

/// The piece a leading character names: the edition's capital letter, a figurine, or a
/// lowercase edition letter that cannot be a file. `None` means a pawn move (no letter).
fn piece(edition: Language, c: char) -> Result<Option<Role>, NotationError> {
    if let Some(role) = figurine(c).or_else(|| role_for_letter(edition, c)) {
        return Ok(Some(role));
    }
    if c.is_ascii_lowercase() && File::from_char(c).is_none() {
        return Ok(role_for_letter(edition, c.to_ascii_uppercase()));
    }
    if c.is_ascii_uppercase() {
        return Err(NotationError::UnknownPiece { letter: c, edition });
    }
    Ok(None)
}

/// Chess figurines, white or black, mean the same in every edition.
fn figurine(c: char) -> Option<Role> {
    match c {
        '♔' | '♚' => Some(Role::King),
        '♕' | '♛' => Some(Role::Queen),
        '♖' | '♜' => Some(Role::Rook),
        '♗' | '♝' => Some(Role::Bishop),
        '♘' | '♞' => Some(Role::Knight),
        _ => None,
    }
}

/// A move's characters without its promotion, and the promotion piece.
type Split<'a> = (&'a [char], Option<Role>);

/// Splits a trailing promotion (`=Q`, `Q`, `/Q`, `(Q)`) off the rest of a move.
/// `Ok(None)` means the promotion letter is not a piece at all.
fn split_promotion(edition: Language, chars: &[char]) -> Result<Option<Split<'_>>, NotationError> {
    let (body, letter) = match chars {
        [body @ .., '(', c, ')'] | [body @ .., '=' | '/', c] => (body, *c),
        [body @ .., r, c] if Rank::from_char(*r).is_some() && !c.is_ascii_digit() => {
            (&chars[..body.len() + 1], *c)
        }
        _ => return Ok(Some((chars, None))),
    };
    Ok(piece(edition, letter)?.map(|role| (body, Some(role))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Chess;

    #[test]
    fn san_plus_is_shakmatys_san_plus_for_every_move_of_random_games() {
        // Random games to their end (mates and stalemates among them), every legal move of every position,
        // and the moves of the position before (mostly not legal now).
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut mates = 0;
        for _ in 0..40 {
            let mut pos = Chess::default();
            let mut before: Vec<Move> = Vec::new();
            for _ in 0..300 {
                let legal = pos.legal_moves();
                for &m in legal.iter().chain(&before) {
                    let ours = san_plus(&pos, m);
                    assert_eq!(ours, SanPlus::from_move(pos.clone(), m), "{}", ours);
                    mates += usize::from(ours.suffix == Some(Suffix::Checkmate));
                }
                if legal.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let m = legal[(seed % legal.len() as u64) as usize];
                before = legal.to_vec();
                pos.play_unchecked(m);
            }
        }
        assert!(mates > 0, "no mate was tried");
    }

    #[test]
    fn unknown_letter_is_named() {
        let err = parse_move("Nf3", Language::Hu, &Chess::default()).unwrap_err();
        assert_eq!(
            err,
            NotationError::UnknownPiece {
                letter: 'N',
                edition: Language::Hu
            }
        );
    }

    #[test]
    fn clean_keeps_moves_and_drops_marks() {
        assert_eq!(clean("exd6 e.p."), "exd6");
        assert_eq!(clean("Qh5#"), "Qh5");
        assert_eq!(clean("De3++"), "De3");
        assert_eq!(clean("Dh5X"), "Dh5");
        assert_eq!(clean("0–0–0"), "0-0-0");
        assert_eq!(clean("Nf3!?"), "Nf3");
    }

    #[test]
    fn a_lowercase_piece_letter_that_is_a_file_is_the_piece_only_where_no_pawn_move_fits() {
        use shakmaty::{fen::Fen, uci::UciMove};
        let at = |fen: &str| -> Chess {
            let fen: Fen = fen.parse().unwrap();
            fen.into_position(shakmaty::CastlingMode::Standard).unwrap()
        };
        let uci = |m: Move| UciMove::from_standard(m).to_string();
        // After 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3: the bishop's move, in each edition's letter.
        let black = at("rnb1kb1r/ppp1pppp/5n2/q7/3P4/2N2N2/PPP2PPP/R1BQKB1R b KQkq - 2 5");
        for (edition, text) in [
            (Language::En, "bf5"),
            (Language::De, "lf5"),
            (Language::Hu, "ff5"),
        ] {
            assert_eq!(
                uci(parse_move(text, edition, &black).unwrap()),
                "c8f5",
                "{text}"
            );
        }
        // The queen, written with a lowercase letter that is a file: `dd5` is no pawn move.
        assert_eq!(
            uci(parse_move("dd5", Language::De, &black).unwrap()),
            "a5d5"
        );
        // Where the pawn move fits, SAN's reading stands: `bxc5` takes with the b-pawn, not the bishop on e3.
        let both = at("4k3/8/8/2n5/1P6/4B3/8/4K3 w - - 0 1");
        assert_eq!(
            uci(parse_move("bxc5", Language::En, &both).unwrap()),
            "b4c5"
        );
        assert_eq!(
            uci(parse_move("Bxc5", Language::En, &both).unwrap()),
            "e3c5"
        );
        // A move neither way keeps its own error, with the text as typed.
        let err = parse_move("bf9", Language::En, &black).unwrap_err();
        assert!(
            matches!(err, NotationError::Syntax { ref text } if text == "bf9"),
            "{err:?}"
        );
        // Words said apart are not one typed move: `d e f 3` is no queen's move from the e-file.
        let white = at("4nrk1/1p2bpp1/4N2p/4n3/1PB1q3/4B3/4QPPP/3R2K1 w - - 0 1");
        assert!(parse_move("de f 3", Language::Da, &white).is_err());
        assert_eq!(
            uci(parse_move("def3", Language::Da, &white).unwrap()),
            "e2f3"
        );
        let err = parse_move("bh4", Language::En, &black).unwrap_err();
        assert!(
            matches!(err, NotationError::NoSuchMove { ref text } if text == "bh4"),
            "{err:?}"
        );
    }
}
