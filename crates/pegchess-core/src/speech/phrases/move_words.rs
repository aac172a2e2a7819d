//! Squares, pieces, moves and fixes in a scheme's words: the [`Composer`] for one vocabulary and form, and
//! [`SpokenMove`], a move with what is needed to say it.

use super::message::{Arg, Msg, WORD_END, WORD_START, colour_key, role_key};
use crate::inference::Correction;
use crate::inference::agreement::Fix;
use crate::notation::san::san_plus;
use crate::phonetic::{Form, Vocabulary};
use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Color, File, Move, Piece, Position, Rank, Role, Square};

/// A move with what is needed to say it: who made it, its SAN (disambiguation, check, mate)
/// and the move itself (from, to, capture, promotion, castling, en passant).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpokenMove {
    /// The side that moved.
    pub mover: Color,
    /// The move in SAN with its check or mate suffix.
    pub san: SanPlus,
    /// The move itself.
    pub mv: Move,
}

impl SpokenMove {
    /// Describes a legal move `mv` played in `pos` (the position before the move).
    pub fn new<P: Position + Clone>(pos: &P, mv: Move) -> SpokenMove {
        SpokenMove {
            mover: pos.turn(),
            san: san_plus(pos, mv),
            mv,
        }
    }
}

/// Where a castling move took the king and the rook, unless it is the usual castling (king from the e-file,
/// rook from the corner), which its name says alone.
fn chess960_castled(mv: &Move) -> Option<[(Square, Square); 2]> {
    let Move::Castle { king, rook } = *mv else {
        return None;
    };
    let usual = king.file() == File::E && matches!(rook.file(), File::A | File::H);
    (!usual).then(|| crate::board::castling::castling_pegs(king, rook))
}

/// A move as it was announced, before anything judges it (11.3.1): its SAN as said, the origin as far as it was
/// said, and what SAN cannot hold: a piece left unsaid, the en passant word, the player's own words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnnouncedMove {
    /// The move as said; where no piece was said its role is the pawn's, standing in.
    pub san: SanPlus,
    /// Only squares were said ("Anna otte Anna seks"): the piece is the one on the said origin at the press.
    pub piece_unsaid: bool,
    /// The en passant word was said.
    pub en_passant: bool,
    /// The player's own words, each one read as it was said, kept to be said back as he said them ("e2 e4",
    /// "Rochade kurz"); `None` where the move was written in notation or a word had to be corrected, and it is
    /// said back in the game's scheme.
    pub words: Option<String>,
}

impl AnnouncedMove {
    /// A move written or said in full, as its SAN.
    pub fn new(san: SanPlus) -> AnnouncedMove {
        AnnouncedMove {
            san,
            piece_unsaid: false,
            en_passant: false,
            words: None,
        }
    }

    /// The same move with the player's own words to say it back with (see [`AnnouncedMove::words`]).
    pub fn in_words(self, words: Option<String>) -> AnnouncedMove {
        AnnouncedMove { words, ..self }
    }
}

/// Builds message trees for one scheme and form.
#[derive(Debug, Clone, Copy)]
pub struct Composer {
    vocab: Vocabulary,
    form: Form,
}

/// What is said about a move, whether it comes with the move itself or only its SAN.
#[derive(Debug, Clone, Copy)]
struct MoveFacts {
    castling: Option<CastlingSide>,
    /// Where a Chess960 castling took the king and the rook (`None` for the usual king on e, rook in the corner).
    castled: Option<[(Square, Square); 2]>,
    role: Role,
    /// The origin square, when the move is known (the long form says it).
    from: Option<Square>,
    /// The disambiguation SAN writes (the short form says it).
    file: Option<File>,
    rank: Option<Rank>,
    capture: bool,
    en_passant: bool,
    to: Square,
    promotion: Option<Role>,
    suffix: Option<Suffix>,
}

impl MoveFacts {
    fn of_move(mv: Move, san: SanPlus) -> MoveFacts {
        let (file, rank) = match san.san {
            San::Normal { file, rank, .. } => (file, rank),
            _ => (None, None),
        };
        MoveFacts {
            castling: mv.castling_side(),
            castled: chess960_castled(&mv),
            role: mv.role(),
            from: mv.from(),
            file,
            rank,
            capture: mv.is_capture(),
            en_passant: mv.is_en_passant(),
            to: mv.to(),
            promotion: mv.promotion(),
            suffix: san.suffix,
        }
    }

    fn of_san(san: SanPlus) -> MoveFacts {
        let mut facts = MoveFacts {
            castling: None,
            castled: None,
            role: Role::Pawn,
            from: None,
            file: None,
            rank: None,
            capture: false,
            en_passant: false,
            to: Square::A1,
            promotion: None,
            suffix: san.suffix,
        };
        match san.san {
            San::Castle(side) => facts.castling = Some(side),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                facts = MoveFacts {
                    role,
                    file,
                    rank,
                    capture,
                    to,
                    promotion,
                    ..facts
                }
            }
            San::Put { role, to } => facts = MoveFacts { role, to, ..facts },
            San::Null => {}
        }
        facts
    }
}

impl Composer {
    /// A composer for the words of `vocab`, moves in `form`.
    pub fn new(vocab: Vocabulary, form: Form) -> Composer {
        Composer { vocab, form }
    }

    /// The vocabulary this composer says words in.
    pub fn vocab(self) -> Vocabulary {
        self.vocab
    }

    pub(crate) fn word(self, w: &'static str) -> Arg {
        if self.vocab.is_phonetic() {
            Arg::Word(w)
        } else {
            Arg::Text(w.to_string())
        }
    }

    pub(crate) fn square(self, sq: Square) -> Msg {
        let (file, rank) = self.vocab.square(sq);
        let id = if self.vocab.is_phonetic() {
            "square"
        } else {
            "square-plain"
        };
        Msg::new(id)
            .arg("file", self.word(file))
            .arg("rank", self.word(rank))
    }

    pub(crate) fn piece(self, piece: Piece) -> Msg {
        Msg::new("coloured-piece")
            .arg("colour", colour_key(piece.color))
            .arg("role", role_key(piece.role))
            .arg("words", Arg::Key(self.vocab.word_language().name()))
            .arg("piece", self.word(self.vocab.role(piece.role)))
    }

    /// Several pieces of one colour and kind ("weiße Türme"); one is [`Composer::piece`].
    pub(crate) fn pieces(self, piece: Piece, count: usize) -> Msg {
        if count < 2 {
            return self.piece(piece);
        }
        Msg::new("coloured-pieces")
            .arg("colour", colour_key(piece.color))
            .arg("role", role_key(piece.role))
            .arg("words", Arg::Key(self.vocab.word_language().name()))
            .arg("piece", self.word(self.vocab.role_plural(piece.role)))
    }

    /// The message saying a move, in this composer's form.
    pub fn spoken_move(self, m: &SpokenMove) -> Msg {
        self.move_msg(MoveFacts::of_move(m.mv, m.san))
    }

    /// The message saying a move known only by its SAN (short form, en passant said as a capture).
    pub fn san_move(self, san: SanPlus) -> Msg {
        self.move_msg(MoveFacts::of_san(san))
    }

    /// A move as it was announced: the player's own words where they were kept (the scheme's words among them
    /// marked as such, in the scheme's spelling), else only what was said in the scheme: no piece word where
    /// none was said, the en passant word where it was.
    pub(crate) fn announced_move(self, said: &AnnouncedMove) -> Arg {
        match &said.words {
            Some(words) => Arg::Text(
                words
                    .split_whitespace()
                    .map(|w| match self.vocab.spelled(w) {
                        Some(word) => format!("{WORD_START}{word}{WORD_END}"),
                        None => w.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            None => Arg::Msg(self.announced_in_scheme(said)),
        }
    }

    /// A move as it was announced, said in the scheme: only what was said, no piece word where none was said,
    /// the en passant word where it was.
    pub fn announced_in_scheme(self, said: &AnnouncedMove) -> Msg {
        let mut facts = MoveFacts::of_san(said.san);
        facts.en_passant = said.en_passant;
        if said.piece_unsaid {
            facts.role = Role::Pawn;
        }
        self.move_msg(facts)
    }

    fn move_msg(self, facts: MoveFacts) -> Msg {
        let mut msg = match (facts.castling, facts.castled) {
            // The long form says where a Chess960 castling took the king and the rook (Guideline II.3.1).
            (Some(side), Some([(_, king_to), (_, rook_to)])) if self.form == Form::Long => {
                Msg::new("move-castling-squares")
                    .arg("castling", self.word(self.vocab.castling(side)))
                    .arg("king", self.word(self.vocab.role(Role::King)))
                    .sub("king-to", self.square(king_to))
                    .arg("rook", self.word(self.vocab.role(Role::Rook)))
                    .sub("rook-to", self.square(rook_to))
            }
            (Some(side), _) => {
                Msg::new("move-castling").arg("castling", self.word(self.vocab.castling(side)))
            }
            (None, _) => {
                let origin = match (self.form, facts.from, facts.file, facts.rank) {
                    (Form::Long, Some(from), _, _) => Some(Arg::Msg(self.square(from))),
                    (_, _, Some(f), Some(r)) => {
                        Some(Arg::Msg(self.square(Square::from_coords(f, r))))
                    }
                    (_, _, Some(f), None) => Some(self.word(self.vocab.file(f))),
                    (_, _, None, Some(r)) => Some(self.word(self.vocab.rank(r))),
                    (_, _, None, None) => None,
                };
                // A pawn's capture said without the file it comes from ("takes f3") names the pawn instead.
                let pawn = facts.role == Role::Pawn && !(facts.capture && origin.is_none());
                let id = match (pawn, facts.en_passant, facts.capture, origin.is_some()) {
                    (_, true, _, true) => "move-en-passant",
                    (true, _, true, _) => "move-pawn-capture",
                    (true, _, false, false) => "move-pawn",
                    (true, _, false, true) => "move-pawn-from",
                    (false, _, true, false) => "move-capture",
                    (false, _, true, true) => "move-capture-from",
                    (false, _, false, false) => "move-quiet",
                    (false, _, false, true) => "move-quiet-from",
                };
                let mut msg = Msg::new(id);
                if !pawn {
                    msg = msg.arg("piece", self.word(self.vocab.role(facts.role)));
                }
                if let Some(origin) = origin {
                    msg = msg.arg("from", origin);
                }
                msg.sub("to", self.square(facts.to))
            }
        };
        if let Some(role) = facts.promotion {
            msg = Msg::new("move-promotion")
                .sub("move", msg)
                .arg("piece", self.word(self.vocab.role(role)));
        }
        match facts.suffix {
            Some(Suffix::Check) => Msg::new("move-check").sub("move", msg),
            Some(Suffix::Checkmate) => Msg::new("move-mate").sub("move", msg),
            None => msg,
        }
    }

    pub(crate) fn correction(self, c: &Correction) -> Msg {
        match *c {
            Correction::Empty(sq) => Msg::new("mismatch-empty").sub("square", self.square(sq)),
            Correction::Place(piece, sq) => Msg::new("mismatch-place")
                .sub("piece", self.piece(piece))
                .sub("square", self.square(sq)),
        }
    }

    /// One fix on the sighted board, said in the scheme's words.
    pub fn fix(self, f: &Fix) -> Msg {
        match *f {
            Fix::Move { piece, from, to } => Msg::new("fix-move")
                .sub("piece", self.piece(piece))
                .sub("from", self.square(from))
                .sub("to", self.square(to)),
            Fix::Replace {
                square,
                found,
                expected,
            } => Msg::new("fix-replace")
                .sub("found", self.piece(found))
                .sub("square", self.square(square))
                .sub("expected", self.piece(expected)),
            Fix::Remove { piece, square } => Msg::new("fix-remove")
                .sub("piece", self.piece(piece))
                .sub("square", self.square(square)),
            Fix::Place { piece, square } => Msg::new("fix-place")
                .sub("piece", self.piece(piece))
                .sub("square", self.square(square)),
        }
    }
}
