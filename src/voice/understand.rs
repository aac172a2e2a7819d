//! Transcript -> move or command: the words of the scheme and of the interface language, matched
//! against every legal move of the position. Pure: no audio, no I/O, never a guess.
//!
//! A move may be said short (like SAN: "Springer Felix drei", "Eva schlägt David fünf") or long
//! ("Springer Gustav eins Felix drei"), with or without the capture word, with the promotion
//! piece ("..., Umwandlung in Dame" or just "... Dame"), as castling words ("Kurze Rochade") or as
//! the king's move ("König Eva eins Gustav eins"). Check and mate words are heard and ignored.
//! Case does not matter and umlauts may be written either way (fünf, fuenf). A transcript that fits
//! several legal moves is `Ambiguous`, one that fits none is `Nothing`.

use super::cues::{Cue, Keyword, bare, cues, fold};
use crate::phonetic::{Scheme, Vocabulary};
use crate::session::{Command, Query};
use crate::speech::phrase::Line;
use shakmaty::{CastlingSide, File, Move, Piece, Position, Rank, Role, Square};
use std::collections::HashMap;

/// What a transcript means in a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Understood {
    /// Exactly one legal move fits.
    Move(Move),
    /// Several legal moves fit (each listed once).
    Ambiguous(Vec<Move>),
    /// A spoken command (a question, repeat, the clock, a promotion piece).
    Command(Command),
    /// No legal move and no command fits, or nothing was said.
    Nothing,
}

/// Understands the transcript `text` in `pos` with the words of `vocab` and of its interface
/// language. Builds the word table each time: keep an [`Interpreter`] for many transcripts.
pub fn understand<P: Position>(text: &str, pos: &P, vocab: Vocabulary) -> Understood {
    Interpreter::new(vocab).understand(text, pos)
}

/// What recognisers write for a word outside their grammar (`[unk]`, `<unk>`): ignored.
const UNKNOWN: [&str; 2] = ["unk", "UNK"];

/// What one word (or fixed group of words) means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Meaning {
    File(File),
    Rank(Rank),
    Square(Square),
    Role(Role),
    Castle(CastlingSide),
    Cue(Cue),
}

/// One entry of the word table: the words after the first (folded), and the meaning.
#[derive(Debug, Clone)]
struct Entry {
    rest: Vec<String>,
    meaning: Meaning,
}

/// The word table of one vocabulary, built once: understands transcripts and lists its words.
#[derive(Debug, Clone)]
pub struct Interpreter {
    vocab: Vocabulary,
    /// Entries by their first word folded (fünf = fuenf), longest first, scheme words before
    /// interface words.
    table: HashMap<String, Vec<Entry>>,
    /// The same entries by their first word without marks (fünf = funf), tried second.
    bare: HashMap<String, Vec<Entry>>,
    /// Every word as spelled in the vocabularies, in order of first appearance.
    words: Vec<String>,
}

impl Interpreter {
    /// The interpreter for `vocab` (scheme words) and its interface language (capture, check,
    /// promotion, command words). In the Danish scheme the FIDE words are understood as well,
    /// as the Danish edition allows.
    pub fn new(vocab: Vocabulary) -> Interpreter {
        let mut this = Interpreter {
            vocab,
            table: HashMap::new(),
            bare: HashMap::new(),
            words: Vec::new(),
        };
        this.add_scheme(vocab);
        if vocab.scheme() == Scheme::Danish {
            this.add_scheme(Vocabulary::new(Scheme::Fide, vocab.language()));
        }
        for &(phrase, cue) in cues(vocab.language()) {
            this.add(phrase, Meaning::Cue(cue));
        }
        for entries in this.table.values_mut().chain(this.bare.values_mut()) {
            entries.sort_by_key(|e| std::cmp::Reverse(e.rest.len()));
        }
        this
    }

    fn add_scheme(&mut self, v: Vocabulary) {
        for file in File::ALL {
            self.add(v.file(file), Meaning::File(file));
        }
        for rank in Rank::ALL {
            self.add(v.rank(rank), Meaning::Rank(rank));
        }
        for role in Role::ALL {
            self.add(v.role(role), Meaning::Role(role));
        }
        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
            self.add(v.castling(side), Meaning::Castle(side));
        }
    }

    fn add(&mut self, phrase: &str, meaning: Meaning) {
        for (table, spell) in [
            (&mut self.table, fold as fn(&str) -> String),
            (&mut self.bare, bare),
        ] {
            let mut spelled = phrase.split_whitespace().map(spell);
            let Some(first) = spelled.next() else { return };
            let rest: Vec<String> = spelled.collect();
            let entries = table.entry(first).or_default();
            if !entries.iter().any(|e| e.rest == rest) {
                entries.push(Entry { rest, meaning });
            }
        }
        for word in phrase.split_whitespace() {
            if !self.words.iter().any(|w| w == word) {
                self.words.push(word.to_string());
            }
        }
    }

    /// The vocabulary.
    pub fn vocabulary(&self) -> Vocabulary {
        self.vocab
    }

    /// Every single word this interpreter understands, as the vocabularies spell it (scheme
    /// words first, then the interface language's); the recogniser's grammar is made of these.
    pub fn words(&self) -> &[String] {
        &self.words
    }

    /// Understands one transcript in `pos`. Recogniser markers such as `[unk]` are ignored.
    pub fn understand<P: Position>(&self, text: &str, pos: &P) -> Understood {
        let Some(meanings) = self.meanings(text) else {
            return Understood::Nothing;
        };
        if meanings.is_empty() {
            return Understood::Nothing;
        }
        let asks = meanings.iter().any(|m| {
            matches!(
                m,
                Meaning::Cue(Cue::Command(_) | Cue::Colour(_) | Cue::Pieces(_))
            )
        });
        if asks {
            return command(&meanings).map_or(Understood::Nothing, Understood::Command);
        }
        match spoken_move(&meanings) {
            Some(Said::Move(said)) => {
                let mut fits: Vec<Move> = pos
                    .legal_moves()
                    .into_iter()
                    .filter(|m| said.fits(m, pos))
                    .collect();
                fits.dedup();
                match fits.len() {
                    0 => Understood::Nothing,
                    1 => Understood::Move(fits[0]),
                    _ => Understood::Ambiguous(fits),
                }
            }
            Some(Said::Promote(role)) => Understood::Command(Command::Promote(role)),
            None => Understood::Nothing,
        }
    }

    /// The meanings of the words of `text`, or `None` when a word means nothing here.
    fn meanings(&self, text: &str) -> Option<Vec<Meaning>> {
        let raw: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty() && !UNKNOWN.contains(w))
            .collect();
        let folded: Vec<String> = raw.iter().map(|w| fold(w)).collect();
        let mut bared: Option<Vec<String>> = None;
        let mut out = Vec::new();
        let mut i = 0;
        while i < raw.len() {
            let (meaning, used) = match lookup(&self.table, &folded, i) {
                Some(found) => found,
                None => {
                    let bared = bared.get_or_insert_with(|| raw.iter().map(|w| bare(w)).collect());
                    match lookup(&self.bare, bared, i) {
                        Some(found) => found,
                        None => self.fallback(&raw, i)?,
                    }
                }
            };
            out.push(meaning);
            i += used;
        }
        Some(out)
    }

    /// What the vocabulary's own parsers make of the word at `i` (a plain square "f3", the
    /// editions' variant spellings) and how many words it took.
    fn fallback(&self, raw: &[&str], i: usize) -> Option<(Meaning, usize)> {
        let word = raw[i];
        let v = self.vocab;
        let single = word
            .parse::<Square>()
            .ok()
            .map(Meaning::Square)
            .or_else(|| v.parse_file(word).map(Meaning::File))
            .or_else(|| v.parse_rank(word).map(Meaning::Rank))
            .or_else(|| v.parse_role(word).map(Meaning::Role));
        if let Some(m) = single {
            return Some((m, 1));
        }
        let pair = raw.get(i + 1).map(|next| format!("{word} {next}"))?;
        v.parse_castling(&pair)
            .map(|side| (Meaning::Castle(side), 2))
    }
}

/// The longest entry of `table` that the words from `i` on begin with, and its length in words.
fn lookup(
    table: &HashMap<String, Vec<Entry>>,
    words: &[String],
    i: usize,
) -> Option<(Meaning, usize)> {
    let after = &words[i + 1..];
    table
        .get(&words[i])?
        .iter()
        .find(|e| after.len() >= e.rest.len() && after[..e.rest.len()] == e.rest[..])
        .map(|e| (e.meaning, 1 + e.rest.len()))
}

/// A square or part of one, as said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Coord {
    File(File),
    Rank(Rank),
    Square(Square),
}

impl Coord {
    fn of(m: Meaning) -> Option<Coord> {
        match m {
            Meaning::File(f) => Some(Coord::File(f)),
            Meaning::Rank(r) => Some(Coord::Rank(r)),
            Meaning::Square(s) => Some(Coord::Square(s)),
            Meaning::Cue(Cue::Number(n)) => Rank::try_from(u32::from(n) - 1).ok().map(Coord::Rank),
            _ => None,
        }
    }

    fn contains(self, sq: Square) -> bool {
        match self {
            Coord::File(f) => sq.file() == f,
            Coord::Rank(r) => sq.rank() == r,
            Coord::Square(s) => sq == s,
        }
    }
}

/// Joins a file followed by a rank into a square ("Felix", "drei" -> f3).
fn join_squares(coords: &[Coord]) -> Vec<Coord> {
    let mut out = Vec::with_capacity(coords.len());
    let mut i = 0;
    while i < coords.len() {
        match (coords[i], coords.get(i + 1)) {
            (Coord::File(f), Some(Coord::Rank(r))) => {
                out.push(Coord::Square(Square::from_coords(f, *r)));
                i += 2;
            }
            (c, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// A move as said, to be matched against the legal moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct SaidMove {
    castle: Option<CastlingSide>,
    role: Option<Role>,
    origin: Option<Coord>,
    target: Option<Square>,
    capture: bool,
    en_passant: bool,
    promotion: Option<Role>,
}

/// What a transcript without command words says.
enum Said {
    Move(SaidMove),
    /// Only a piece name: the promotion piece.
    Promote(Role),
}

fn spoken_move(meanings: &[Meaning]) -> Option<Said> {
    let mut said = SaidMove::default();
    let mut coords = Vec::new();
    let mut promotion_word = false;
    let items = meanings
        .iter()
        .filter(|m| !matches!(m, Meaning::Cue(Cue::Check | Cue::Mate)));
    for &m in items {
        match m {
            Meaning::Castle(side) if said.castle.is_none() => said.castle = Some(side),
            Meaning::Role(r) if said.role.is_none() && coords.is_empty() && !promotion_word => {
                said.role = Some(r)
            }
            Meaning::Role(r)
                if said.promotion.is_none() && (promotion_word || !coords.is_empty()) =>
            {
                said.promotion = Some(r)
            }
            Meaning::Cue(Cue::Capture) if said.promotion.is_none() => said.capture = true,
            Meaning::Cue(Cue::EnPassant) => said.en_passant = true,
            Meaning::Cue(Cue::Promotion) if !promotion_word => promotion_word = true,
            _ => match Coord::of(m) {
                Some(c) if said.promotion.is_none() && !promotion_word => coords.push(c),
                _ => return None,
            },
        }
    }
    if said.castle.is_some() {
        let alone = said
            == SaidMove {
                castle: said.castle,
                ..SaidMove::default()
            };
        return (alone && coords.is_empty() && !promotion_word).then_some(Said::Move(said));
    }
    if coords.is_empty() {
        // A piece name alone (or after the promotion word) answers "which piece?".
        let piece = match (said.role, said.promotion) {
            (Some(r), None) | (None, Some(r)) => r,
            _ => return None,
        };
        let alone = !said.capture && !said.en_passant;
        return (alone && !matches!(piece, Role::Pawn | Role::King))
            .then_some(Said::Promote(piece));
    }
    match join_squares(&coords).as_slice() {
        [Coord::Square(to)] => said.target = Some(*to),
        [from, Coord::Square(to)] => {
            said.origin = Some(*from);
            said.target = Some(*to);
        }
        _ => return None,
    }
    Some(Said::Move(said))
}

impl SaidMove {
    /// Whether the legal move `m` of `pos` is what was said.
    fn fits<P: Position>(&self, m: &Move, pos: &P) -> bool {
        if let Some(side) = self.castle {
            return m.castling_side() == Some(side);
        }
        let (from, to) = match *m {
            Move::Normal { from, to, .. } => (from, to),
            Move::EnPassant { from, to } => (from, to),
            Move::Castle { king, .. } => {
                let side = m.castling_side().unwrap_or(CastlingSide::KingSide);
                (king, side.king_to(pos.turn()))
            }
            Move::Put { to, .. } => (to, to),
        };
        if self.target != Some(to) {
            return false;
        }
        let role_fits = match self.role {
            Some(r) => r == m.role(),
            // No piece said: a pawn, unless the whole origin square names the piece.
            None => m.role() == Role::Pawn || matches!(self.origin, Some(Coord::Square(_))),
        };
        role_fits
            && self.origin.is_none_or(|o| o.contains(from))
            && (!self.capture || m.is_capture())
            && (!self.en_passant || m.is_en_passant())
            && self.promotion.is_none_or(|p| m.promotion() == Some(p))
    }
}

/// A spoken command: one command word and what it needs.
fn command(meanings: &[Meaning]) -> Option<Command> {
    let mut keyword = None;
    let mut colour = None;
    let mut role = None;
    let mut coords = Vec::new();
    for &m in meanings {
        match m {
            Meaning::Cue(Cue::Command(Keyword::Moves)) => {}
            Meaning::Cue(Cue::Command(k)) if keyword.is_none() => keyword = Some(k),
            Meaning::Cue(Cue::Colour(c)) if colour.is_none() => colour = Some(c),
            Meaning::Cue(Cue::Pieces(r)) | Meaning::Role(r) if role.is_none() => role = Some(r),
            _ => coords.push(Coord::of(m)?),
        }
    }
    let plain = colour.is_none() && role.is_none();
    let only = |k: Keyword| plain && coords.is_empty() && keyword == Some(k);
    let query = match keyword? {
        Keyword::Press if only(Keyword::Press) => return Some(Command::Press),
        Keyword::Repeat if only(Keyword::Repeat) => return Some(Command::Repeat),
        Keyword::Time if only(Keyword::Time) => Query::Times,
        Keyword::MoveNumber if only(Keyword::MoveNumber) => Query::MoveNumber,
        Keyword::Last if plain => match coords.as_slice() {
            [] => Query::LastMoves(1),
            [Coord::Rank(r)] => Query::LastMoves(u8::from(*r) + 1),
            _ => return None,
        },
        Keyword::Where if coords.is_empty() => Query::Pieces(Piece {
            color: colour?,
            role: role?,
        }),
        Keyword::Square if plain => match join_squares(&coords).as_slice() {
            [Coord::Square(sq)] => Query::Square(*sq),
            _ => return None,
        },
        Keyword::Rank if plain => match coords.as_slice() {
            [Coord::Rank(r)] => Query::Line(Line::Rank(*r)),
            _ => return None,
        },
        Keyword::File if plain => match coords.as_slice() {
            [Coord::File(f)] => Query::Line(Line::File(*f)),
            _ => return None,
        },
        _ => return None,
    };
    Some(Command::Ask(query))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::phonetic::Language;
    use shakmaty::Chess;
    use shakmaty::san::San;

    fn pos(fen: &str) -> Chess {
        crate::game::pgn::position_from_fen(fen).unwrap()
    }

    fn san(pos: &Chess, u: &Understood) -> String {
        match u {
            Understood::Move(m) => San::from_move(pos, *m).to_string(),
            Understood::Ambiguous(ms) => {
                let all: Vec<String> = ms
                    .iter()
                    .map(|m| San::from_move(pos, *m).to_string())
                    .collect();
                format!("ambiguous: {}", all.join(" "))
            }
            Understood::Command(c) => format!("command: {c}"),
            Understood::Nothing => "none".into(),
        }
    }

    fn heard(text: &str, fen: &str, scheme: Scheme, lang: Language) -> String {
        let p = pos(fen);
        san(&p, &understand(text, &p, Vocabulary::new(scheme, lang)))
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn short_and_long_moves_in_the_fide_words() {
        let fide = |t| heard(t, START, Scheme::Fide, Language::De);
        assert_eq!(fide("Springer Felix drei"), "Nf3");
        assert_eq!(fide("springer gustav eins felix drei"), "Nf3");
        assert_eq!(fide("Eva vier"), "e4");
        assert_eq!(fide("Eva zwei Eva vier"), "e4");
        assert_eq!(fide("Felix drei"), "f3");
        assert_eq!(fide("Springer Eva vier"), "none");
        assert_eq!(fide("Springer"), "command: promote n");
        assert_eq!(fide("Hallo Welt"), "none");
        assert_eq!(fide(""), "none");
    }

    #[test]
    fn ambiguity_is_reported_not_guessed() {
        let fen = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
        let fide = |t| heard(t, fen, Scheme::Fide, Language::De);
        assert_eq!(fide("Springer David zwei"), "ambiguous: Nbd2 Nfd2");
        assert_eq!(fide("Springer Bella David zwei"), "Nbd2");
        assert_eq!(fide("Springer Bella eins David zwei"), "Nbd2");
        let promo = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(
            heard("Bella acht", promo, Scheme::Fide, Language::En),
            "ambiguous: b8=Q b8=R b8=B b8=N"
        );
        assert_eq!(
            heard("Bella acht Dame", promo, Scheme::Fide, Language::En),
            "b8=Q"
        );
        assert_eq!(
            heard(
                "Bella acht, promotes to Turm",
                promo,
                Scheme::Fide,
                Language::En
            ),
            "b8=R"
        );
    }

    #[test]
    fn castling_words_and_king_moves() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(
            heard("Kurze Rochade", fen, Scheme::Fide, Language::Hu),
            "O-O"
        );
        assert_eq!(
            heard("lange rochade", fen, Scheme::Fide, Language::Hu),
            "O-O-O"
        );
        assert_eq!(
            heard(
                "König Eva eins Gustav eins",
                fen,
                Scheme::Fide,
                Language::Hu
            ),
            "O-O"
        );
        assert_eq!(
            heard("lang rokade", fen, Scheme::Danish, Language::Da),
            "O-O-O"
        );
        assert_eq!(
            heard("kingside castling", fen, Scheme::Plain, Language::En),
            "O-O"
        );
        assert_eq!(
            heard("Kurze Rochade Eva", fen, Scheme::Fide, Language::De),
            "none"
        );
    }

    #[test]
    fn spoken_commands() {
        let de = |t| heard(t, START, Scheme::Fide, Language::De);
        assert_eq!(de("Zeit"), "command: ask times");
        assert_eq!(de("wiederholen"), "command: repeat");
        assert_eq!(de("letzter Zug"), "command: ask moves 1");
        assert_eq!(de("letzte drei Züge"), "command: ask moves 3");
        assert_eq!(de("wo weiße Springer"), "command: ask pieces N");
        assert_eq!(de("wo schwarze Türme"), "command: ask pieces r");
        assert_eq!(de("Feld Eva vier"), "command: ask square e4");
        assert_eq!(de("Reihe zwei"), "command: ask rank 2");
        assert_eq!(de("Linie Eva"), "command: ask file e");
        assert_eq!(de("Dame"), "command: promote q");
        assert_eq!(de("Umwandlung in Springer"), "command: promote n");
        assert_eq!(de("König"), "none");
        assert_eq!(de("Zeit Eva"), "none");
        let en = |t| heard(t, START, Scheme::Plain, Language::En);
        assert_eq!(en("move number"), "command: ask number");
        assert_eq!(en("last five moves"), "command: ask moves 5");
        assert_eq!(en("where black knights"), "command: ask pieces n");
        assert_eq!(en("square e four"), "command: ask square e4");
        assert_eq!(en("press"), "command: press");
    }

    #[test]
    fn plain_words_and_number_words() {
        let en = |t| heard(t, START, Scheme::Plain, Language::En);
        assert_eq!(en("knight f3"), "Nf3");
        assert_eq!(en("knight f three"), "Nf3");
        assert_eq!(en("e two e four"), "e4");
        assert_eq!(en("[unk] e4 [unk]"), "e4");
    }
}
