//! Words -> move or command, exactly: the words of the scheme, of the interface language and (in
//! the FIDE scheme) of German, matched against every legal move of the position. Pure, never a guess.
//!
//! A move may be said short (like SAN: "Springer Felix drei", "Eva schlägt David fünf") or long
//! ("Springer Gustav eins Felix drei", "Springer von Gustav eins nach Felix drei"), with or without
//! the capture word (schlägt, nimmt, x, takes, üt, lyö, slår), with filler words (nach, auf, to,
//! til, -ra/-re) and hesitations anywhere, with the promotion piece ("Dame", "in Dame", "wird
//! Dame", "Umwandlung in Dame"), as castling words either way round ("Kurze Rochade", "Rochade
//! kurz") or as the king's move. A check or mate word is optional, and when said the move must give
//! check or mate. Case does not matter and umlauts may be written either way (fünf, fuenf).

use super::cues::{Cue, Keyword, cues};
use super::spelling::{bare, fold};
use super::{Exact, Query, Said};
use crate::notation::Language;
use crate::phonetic::{Scheme, Vocabulary};
use crate::speech::phrases::phrase::{HelpTopic, Line};
use shakmaty::{CastlingSide, Chess, File, Move, Piece, Position, Rank, Role, Square};
use std::collections::HashMap;

/// What recognisers write for a word outside their grammar (`[unk]`, `<unk>`): ignored.
const UNKNOWN: [&str; 2] = ["unk", "UNK"];

/// The words of a transcript, without punctuation and recogniser markers (`[unk]`).
pub fn tokens(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !UNKNOWN.contains(w))
        .collect()
}

/// The schemes whose words are read at a table of `vocab`'s scheme and language: the game's, the FIDE words, the
/// plain letters, and the Danish edition's own words only where Danish is spoken.
fn read_schemes(vocab: Vocabulary) -> impl Iterator<Item = Scheme> {
    Scheme::ALL.iter().copied().filter(move |&scheme| {
        scheme == vocab.scheme() || scheme != Scheme::Danish || vocab.language() == Language::Da
    })
}

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

/// The word table of one vocabulary, built once: reads transcripts exactly and lists its words.
#[derive(Debug, Clone)]
pub struct Interpreter {
    vocab: Vocabulary,
    /// Entries by their first word folded (fünf = fuenf), longest first, scheme words before
    /// interface words.
    table: HashMap<String, Vec<Entry>>,
    /// The same entries by their first word without marks (fünf = funf), tried second.
    bare: HashMap<String, Vec<Entry>>,
    /// Every word as spelled in the vocabularies, in order of first appearance, with the
    /// language it is a word of.
    words: Vec<(String, Language)>,
}

impl Interpreter {
    /// The interpreter for `vocab` (scheme words) and its interface language (capture, check,
    /// promotion, command words). In the Danish scheme the FIDE words are understood as well,
    /// as the Danish edition allows; in the FIDE scheme the German words around a move and the
    /// German commands are understood in every interface language.
    pub fn new(vocab: Vocabulary) -> Interpreter {
        let mut this = Interpreter {
            vocab,
            table: HashMap::new(),
            bare: HashMap::new(),
            words: Vec::new(),
        };
        this.add_scheme(vocab);
        // A player says what he is used to: every scheme's words of the language are read whatever scheme the
        // game speaks (the FIDE words, the plain letters and numbers, and at a Danish table the Danish
        // edition's own), and said back in the game's scheme.
        for scheme in read_schemes(vocab) {
            if scheme != vocab.scheme() {
                this.add_scheme(Vocabulary::new(scheme, vocab.language()));
            }
        }
        if vocab.scheme() == Scheme::Fide {
            // Piece names in the locale as well as in German.
            let local = Vocabulary::new(Scheme::Plain, vocab.language());
            for role in Role::ALL {
                this.add(local.role(role), Meaning::Role(role), vocab.language());
            }
        }
        if vocab.scheme() == Scheme::Danish {
            this.add_scheme(Vocabulary::new(Scheme::Fide, vocab.language()));
        }
        // The FIDE words are read at every table, and with them the German words around a move and the German
        // commands.
        let mut languages = vec![vocab.language()];
        if vocab.language() != Language::De {
            languages.push(Language::De);
        }
        for language in languages {
            for &(phrase, cue) in cues(language) {
                let meaning = match cue {
                    Cue::Castle(side) => Meaning::Castle(side),
                    cue => Meaning::Cue(cue),
                };
                this.add(phrase, meaning, language);
            }
        }
        for entries in this.table.values_mut().chain(this.bare.values_mut()) {
            entries.sort_by_key(|e| std::cmp::Reverse(e.rest.len()));
        }
        this
    }

    fn add_scheme(&mut self, v: Vocabulary) {
        let language = v.word_language();
        for file in File::ALL {
            self.add(v.file(file), Meaning::File(file), language);
        }
        for rank in Rank::ALL {
            self.add(v.rank(rank), Meaning::Rank(rank), language);
        }
        for role in Role::ALL {
            self.add(v.role(role), Meaning::Role(role), language);
            // Several pieces asked about ("missä valkeat ratsut", "wo sind die Türme").
            self.add(v.role_plural(role), Meaning::Role(role), language);
        }
        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
            self.add(v.castling(side), Meaning::Castle(side), language);
        }
    }

    fn add(&mut self, phrase: &str, meaning: Meaning, language: Language) {
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
            if !self.words.iter().any(|(w, _)| w == word) {
                self.words.push((word.to_string(), language));
            }
        }
    }

    /// The vocabulary.
    pub fn vocabulary(&self) -> Vocabulary {
        self.vocab
    }

    /// Every single word this interpreter understands, as the vocabularies spell it (scheme
    /// words first, then the interface language's), with the language it is a word of; the
    /// recogniser's grammar is made of these.
    pub fn words(&self) -> &[(String, Language)] {
        &self.words
    }

    /// Whether `word` (any spelling) is one of this interpreter's words on its own.
    pub fn knows(&self, word: &str) -> bool {
        self.meanings(&[word]).is_some()
    }

    /// What the words `raw` say as a move, exactly and without looking at any position: `None` when a
    /// word means nothing here, or the words are a command or no move.
    pub(super) fn said_move(&self, raw: &[&str]) -> Option<SaidMove> {
        self.said(raw).map(|(said, _)| said)
    }

    /// [`Interpreter::said_move`] with the words of `raw` that said it, as they were said: every word read, the
    /// fillers ("äh", "um", "ich spiele") left out.
    pub(super) fn said<'a>(&self, raw: &[&'a str]) -> Option<(SaidMove, Vec<&'a str>)> {
        let (meanings, words): (Vec<Meaning>, Vec<&[&'a str]>) = self
            .spans(raw)?
            .into_iter()
            .filter(|(m, _)| *m != Meaning::Cue(Cue::Filler))
            .map(|(m, at)| (m, &raw[at]))
            .unzip();
        match spoken_move(&meanings)? {
            Spoken::Move(said) => Some((said, words.concat())),
            Spoken::Promote(_) => None,
        }
    }

    /// Reads the words `raw` (see [`tokens`]) in `pos`, exactly: every word must mean something.
    pub fn read(&self, raw: &[&str], pos: &Chess) -> Exact {
        self.read_among(raw, pos, &pos.legal_moves())
    }

    /// [`Interpreter::read`] with the legal moves of `pos` already generated.
    pub(crate) fn read_among(&self, raw: &[&str], pos: &Chess, legal: &[Move]) -> Exact {
        let Some(meanings) = self.meanings(raw) else {
            return Exact::Nothing;
        };
        let meanings: Vec<Meaning> = meanings
            .into_iter()
            .filter(|m| *m != Meaning::Cue(Cue::Filler))
            .collect();
        if meanings.is_empty() {
            return Exact::Nothing;
        }
        let asks = meanings.iter().any(|m| {
            matches!(
                m,
                Meaning::Cue(
                    Cue::Command(_) | Cue::Colour(_) | Cue::Pieces(_) | Cue::Yes | Cue::No
                )
            )
        });
        if asks {
            return command(&meanings, pos).map_or(Exact::Nothing, Exact::Said);
        }
        match spoken_move(&meanings) {
            Some(Spoken::Move(said)) => {
                let mut fits: Vec<Move> = legal
                    .iter()
                    .filter(|m| said.fits(m, pos))
                    .copied()
                    .collect();
                fits.dedup();
                match fits.len() {
                    0 => Exact::Nothing,
                    1 => Exact::Move(fits[0]),
                    _ => Exact::Ambiguous(fits),
                }
            }
            Some(Spoken::Promote(role)) => Exact::Said(Said::Promote(role)),
            None => Exact::Nothing,
        }
    }

    /// The meanings of the words `raw`, or `None` when a word means nothing here.
    fn meanings(&self, raw: &[&str]) -> Option<Vec<Meaning>> {
        Some(self.spans(raw)?.into_iter().map(|(m, _)| m).collect())
    }

    /// Each meaning of `raw` with the words that said it.
    fn spans(&self, raw: &[&str]) -> Option<Vec<(Meaning, std::ops::Range<usize>)>> {
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
                        None => self.fallback(raw, i)?,
                    }
                }
            };
            out.push((meaning, i..i + used));
            i += used;
        }
        Some(out)
    }

    /// What the vocabulary's own parsers make of the word at `i` (a plain square "f3", the
    /// editions' variant spellings) and how many words it took.
    fn fallback(&self, raw: &[&str], i: usize) -> Option<(Meaning, usize)> {
        let word = raw[i];
        if let Ok(square) = word.parse::<Square>() {
            return Some((Meaning::Square(square), 1));
        }
        // The game's scheme first, then every other scheme read here (their variant spellings too).
        let schemes = std::iter::once(self.vocab.scheme()).chain(read_schemes(self.vocab));
        let pair = raw.get(i + 1).map(|next| format!("{word} {next}"));
        schemes
            .map(|s| Vocabulary::new(s, self.vocab.language()))
            .find_map(|v| {
                let single = v
                    .parse_file(word)
                    .map(Meaning::File)
                    .or_else(|| v.parse_rank(word).map(Meaning::Rank))
                    .or_else(|| v.parse_role(word).map(Meaning::Role));
                match single {
                    Some(m) => Some((m, 1)),
                    None => pair
                        .as_deref()
                        .and_then(|pair| v.parse_castling(pair))
                        .map(|side| (Meaning::Castle(side), 2)),
                }
            })
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
pub(super) enum Coord {
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
pub(super) struct SaidMove {
    pub(super) castle: Option<CastlingSide>,
    pub(super) role: Option<Role>,
    pub(super) origin: Option<Coord>,
    pub(super) target: Option<Square>,
    pub(super) capture: bool,
    pub(super) en_passant: bool,
    pub(super) promotion: Option<Role>,
    pub(super) check: bool,
    pub(super) mate: bool,
}

/// What a transcript without command words says.
enum Spoken {
    Move(SaidMove),
    /// Only a piece name: the promotion piece.
    Promote(Role),
}

fn spoken_move(meanings: &[Meaning]) -> Option<Spoken> {
    let mut said = SaidMove::default();
    let mut coords = Vec::new();
    let mut promotion_word = false;
    for &m in meanings {
        match m {
            Meaning::Cue(Cue::Check) => said.check = true,
            Meaning::Cue(Cue::Mate) => said.mate = true,
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
            Meaning::Cue(Cue::Promotion) if said.promotion.is_none() => promotion_word = true,
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
                check: said.check,
                mate: said.mate,
                ..SaidMove::default()
            };
        return (alone && coords.is_empty() && !promotion_word).then_some(Spoken::Move(said));
    }
    if coords.is_empty() {
        // A piece name alone (or after the promotion word) answers "which piece?".
        let piece = match (said.role, said.promotion) {
            (Some(r), None) | (None, Some(r)) => r,
            _ => return None,
        };
        let alone = !said.capture && !said.en_passant && !said.check && !said.mate;
        return (alone && !matches!(piece, Role::Pawn | Role::King))
            .then_some(Spoken::Promote(piece));
    }
    match join_squares(&coords).as_slice() {
        [Coord::Square(to)] => said.target = Some(*to),
        [from, Coord::Square(to)] => {
            said.origin = Some(*from);
            said.target = Some(*to);
        }
        _ => return None,
    }
    Some(Spoken::Move(said))
}

impl SaidMove {
    /// Whether the legal move `m` of `pos` is what was said.
    fn fits(&self, m: &Move, pos: &Chess) -> bool {
        self.fits_squares(m, pos) && self.fits_check(m, pos)
    }

    /// A check or mate word, when said, must be true of the move.
    fn fits_check(&self, m: &Move, pos: &Chess) -> bool {
        if !self.check && !self.mate {
            return true;
        }
        let mut after = pos.clone();
        after.play_unchecked(*m);
        if self.mate {
            after.is_checkmate()
        } else {
            after.is_check()
        }
    }

    fn fits_squares(&self, m: &Move, pos: &Chess) -> bool {
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

/// A spoken command: one command word and what it needs, or a yes or a no alone.
fn command(meanings: &[Meaning], pos: &Chess) -> Option<Said> {
    let answer = |cue: Cue| meanings.iter().all(|m| *m == Meaning::Cue(cue));
    if answer(Cue::Yes) {
        return Some(Said::Yes);
    }
    if answer(Cue::No) {
        return Some(Said::No);
    }
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
        Keyword::Press if only(Keyword::Press) => return Some(Said::Press),
        Keyword::Repeat if only(Keyword::Repeat) => return Some(Said::Repeat),
        Keyword::Draw if role.is_none() && coords.is_empty() => {
            return Some(Said::OfferDraw(colour));
        }
        Keyword::Arbiter if only(Keyword::Arbiter) => return Some(Said::CallArbiter),
        Keyword::Resign if role.is_none() && coords.is_empty() => {
            return Some(Said::Resign(colour.unwrap_or(pos.turn())));
        }
        Keyword::Time if only(Keyword::Time) => Query::Times,
        Keyword::MoveNumber if only(Keyword::MoveNumber) => Query::MoveNumber,
        Keyword::Rating if only(Keyword::Rating) => Query::Rating,
        Keyword::Start if only(Keyword::Start) => Query::Start,
        Keyword::Position if only(Keyword::Position) => Query::Position,
        Keyword::Help if plain => match coords.as_slice() {
            [] => Query::Help(HelpTopic::Part(1)),
            [Coord::Rank(r)] if u8::from(*r) < HelpTopic::PARTS => {
                Query::Help(HelpTopic::Part(u8::from(*r) + 1))
            }
            _ => return None,
        },
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
    Some(Said::Ask(query))
}
