//! The one reader of words: typed moves, the assistant's `>` entries, score sheets in words and
//! voice transcripts all become a move or a command here, against the position's legal moves.
//!
//! A [`Reader`] is built once for the settings (scheme, interface language, notation letters) and
//! reads text in three steps: notation (SAN in the edition's letters, or UCI), the exact words
//! ([`parse`]: every phrasing players use, in the locale and in German for the FIDE scheme), and
//! when neither fits, the near matches ([`near`]): legal moves one or two similar-sounding words
//! away, which are never taken without a confirmation ([`Understood::Confirm`]).
//!
//! The reader returns its own types; the session turns them into its commands, and voice builds
//! the recogniser's grammar from [`Reader::words`], so that every word the recogniser can hear is
//! one the reader understands.

pub mod announcement;
pub mod cues;
pub mod near;
pub mod parse;
pub mod sounds;
pub mod spelling;

pub use announcement::{Unclear, judge};
pub use near::Sounds;
pub use parse::{Interpreter, tokens};

use crate::game::forms;
use crate::notation::Language;
use crate::notation::san::{NotationError, parse_move};
use crate::phonetic::{Scheme, Vocabulary};
use crate::speech::phrases::phrase::{HelpTopic, Line};
use shakmaty::{Chess, Color, Move, Piece, Role, Square};
use std::fmt;

/// What the player or assistant may ask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Query {
    /// Both players' remaining times.
    Times,
    /// The move number and the side to move.
    MoveNumber,
    /// The last N moves of the record.
    LastMoves(u8),
    /// Where the pieces of one kind stand.
    Pieces(#[serde(with = "forms::piece")] Piece),
    /// What stands on a square.
    Square(#[serde(with = "forms::square")] Square),
    /// The pieces on a rank or a file.
    Line(#[serde(with = "forms::line")] Line),
    /// A part of the spoken help.
    Help(HelpTopic),
    /// The FIDE rating change the finished game makes for the player (typed `rating`).
    Rating,
    /// White's back rank at the start, square by square: a Chess960 start confirmed (typed `start`).
    Start,
    /// The whole position, one rank at a time from the player's side: each ask says the next rank (typed
    /// `position` or `b`; the key `6`).
    Position,
}

impl fmt::Display for Query {
    /// The journal's words for a question: `times`, `number`, `moves 3`, `pieces N`, `square e4`,
    /// `rank 2`, `file e`, `position`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Query::Times => f.write_str("times"),
            Query::MoveNumber => f.write_str("number"),
            Query::LastMoves(n) => write!(f, "moves {n}"),
            Query::Pieces(p) => write!(f, "pieces {}", p.char()),
            Query::Square(sq) => write!(f, "square {sq}"),
            Query::Line(Line::Rank(r)) => write!(f, "rank {}", r.char()),
            Query::Line(Line::File(file)) => write!(f, "file {}", file.char()),
            Query::Help(HelpTopic::Part(n)) => write!(f, "help {n}"),
            Query::Help(HelpTopic::Leave) => f.write_str("help leave"),
            Query::Rating => f.write_str("rating"),
            Query::Start => f.write_str("start"),
            Query::Position => f.write_str("position"),
        }
    }
}

/// A command said (or typed) in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Said {
    /// Press the clock.
    Press,
    /// Say the last phrase again.
    Repeat,
    /// The piece a promoting pawn becomes.
    Promote(Role),
    /// A question.
    Ask(Query),
    /// A draw offer, by the side named if one was.
    OfferDraw(Option<Color>),
    /// This side resigns (the colour said, or the side to move); asked back before it counts.
    Resign(Color),
    /// Stop the clocks and call the arbiter.
    CallArbiter,
    /// "ja", "yes", "igen", "kyllä".
    Yes,
    /// "nein", "no", "nem", "ei", "nej".
    No,
}

impl fmt::Display for Said {
    /// The name and arguments `pegchess listen` prints after `command: `.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Said::Press => f.write_str("press"),
            Said::Repeat => f.write_str("repeat"),
            Said::Promote(r) => write!(f, "promote {}", r.char()),
            Said::Ask(q) => write!(f, "ask {q}"),
            Said::OfferDraw(None) => f.write_str("offer-draw"),
            Said::OfferDraw(Some(c)) => write!(f, "offer-draw {}", c.char()),
            Said::Resign(c) => write!(f, "resign {}", c.char()),
            Said::CallArbiter => f.write_str("arbiter"),
            Said::Yes => f.write_str("yes"),
            Said::No => f.write_str("no"),
        }
    }
}

/// What words mean exactly, before any near match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Exact {
    /// Exactly one legal move fits.
    Move(Move),
    /// Several legal moves fit (each listed once).
    Ambiguous(Vec<Move>),
    /// A command.
    Said(Said),
    /// Nothing fits, or nothing was said.
    Nothing,
}

/// What the reader makes of a text in a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Understood {
    /// Exactly one legal move fits the words as they are.
    Move(Move),
    /// No legal move fits the words, but one is clearly nearest (a word or two misheard): ask
    /// ("Springer Felix drei?") and take it only on a yes.
    Confirm(Move),
    /// Several legal moves fit, or several near matches are about as close.
    Ambiguous(Vec<Move>),
    /// A command.
    Said(Said),
    /// Nothing fits, and nothing is near.
    Nothing,
}

impl From<Exact> for Understood {
    fn from(e: Exact) -> Understood {
        match e {
            Exact::Move(m) => Understood::Move(m),
            Exact::Ambiguous(ms) => Understood::Ambiguous(ms),
            Exact::Said(s) => Understood::Said(s),
            Exact::Nothing => Understood::Nothing,
        }
    }
}

/// The one reader of words for a game's settings: notation letters, scheme and interface language.
#[derive(Debug, Clone)]
pub struct Reader {
    edition: Language,
    interpreter: Interpreter,
    sounds: Sounds,
    /// The English words (the program's own plain phrases: "Knight f3", "kingside castling"), read where the
    /// language's own read nothing; built when first needed, none at an English table.
    english: std::sync::OnceLock<Option<Interpreter>>,
}

impl Reader {
    /// The reader for typed moves in the `edition`'s letters and words of `scheme` in `locale`.
    pub fn new(scheme: Scheme, locale: Language, edition: Language) -> Reader {
        let interpreter = Interpreter::new(Vocabulary::new(scheme, locale));
        let sounds = Sounds::new(interpreter.words());
        Reader {
            edition,
            interpreter,
            sounds,
            english: std::sync::OnceLock::new(),
        }
    }

    /// The English words' reader, tried after the language's own and before any near match (a word of
    /// another language is not corrected into one of this language's: "Knight" is no capture word).
    pub(super) fn english(&self) -> Option<&Interpreter> {
        self.english
            .get_or_init(|| {
                let vocab = self.interpreter.vocabulary();
                (vocab.language() != Language::En)
                    .then(|| Interpreter::new(Vocabulary::new(Scheme::Fide, Language::En)))
            })
            .as_ref()
    }

    /// The edition whose piece letters are read.
    pub fn edition(&self) -> Language {
        self.edition
    }

    /// The exact reader of words.
    pub fn interpreter(&self) -> &Interpreter {
        &self.interpreter
    }

    /// How alike the words sound (for the near matches).
    pub fn sounds(&self) -> &Sounds {
        &self.sounds
    }

    /// Every word the reader understands with its language (the recogniser's grammar).
    pub fn words(&self) -> &[(String, Language)] {
        self.interpreter.words()
    }

    /// Reads a typed line in `pos`: a yes or no typed as one letter ([`cues::typed_answer`]), else as
    /// [`Reader::read`].
    pub fn read_typed(&self, text: &str, pos: &Chess) -> Understood {
        match cues::typed_answer(self.interpreter.vocabulary().language(), text) {
            Some(true) => Understood::Said(Said::Yes),
            Some(false) => Understood::Said(Said::No),
            None => self.read(text, pos),
        }
    }

    /// Reads `text` in `pos`: notation, exact words, then near matches (see [`Understood`]).
    pub fn read(&self, text: &str, pos: &Chess) -> Understood {
        match self.exact(text, pos) {
            Ok(Exact::Nothing) | Err(_) => near::nearest(self, &tokens(text), pos),
            Ok(exact) => exact.into(),
        }
    }

    /// Reads `text` in `pos` without near matches: notation first, then the words. `Err` holds
    /// the notation's complaint when the words fit nothing either.
    pub fn exact(&self, text: &str, pos: &Chess) -> Result<Exact, NotationError> {
        let problem = match parse_move(text, self.edition, pos) {
            Ok(m) => return Ok(Exact::Move(m)),
            Err(NotationError::Ambiguous { candidates, .. }) => {
                return Ok(Exact::Ambiguous(candidates));
            }
            // A pawn move to the last rank without its piece: the words cannot say more.
            Err(problem @ NotationError::PromotionPiece { .. }) => return Err(problem),
            Err(problem) => problem,
        };
        let words = tokens(text);
        let english = || self.english().map(|e| e.read(&words, pos));
        match self.interpreter.read(&words, pos) {
            Exact::Nothing => match english() {
                None | Some(Exact::Nothing) => Err(problem),
                Some(exact) => Ok(exact),
            },
            exact => Ok(exact),
        }
    }

    /// The one legal move `text` means exactly (for score sheets and the assistant's entries);
    /// the notation's error otherwise, with the candidates when several moves fit.
    pub fn read_move(&self, text: &str, pos: &Chess) -> Result<Move, NotationError> {
        match self.exact(text, pos)? {
            Exact::Move(m) => Ok(m),
            Exact::Ambiguous(candidates) => Err(NotationError::Ambiguous {
                text: text.trim().to_string(),
                candidates,
            }),
            Exact::Said(_) | Exact::Nothing => Err(NotationError::NoSuchMove {
                text: text.trim().to_string(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::san::san_plus;

    fn show(pos: &Chess, r: &Understood) -> String {
        let san = |m: &Move| san_plus(pos, *m).to_string();
        match r {
            Understood::Move(m) => san(m),
            Understood::Confirm(m) => format!("confirm: {}", san(m)),
            Understood::Ambiguous(ms) => {
                let all: Vec<String> = ms.iter().map(san).collect();
                format!("ambiguous: {}", all.join(" "))
            }
            Understood::Said(s) => format!("command: {s}"),
            Understood::Nothing => "none".into(),
        }
    }

    fn read(text: &str, fen: &str, scheme: Scheme, locale: Language) -> String {
        let pos = crate::game::pgn::position_from_fen(fen).unwrap();
        show(&pos, &Reader::new(scheme, locale, locale).read(text, &pos))
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const E4_D5: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    const E4_D6: &str = "rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

    #[test]
    fn the_issue_table_reads_the_right_moves_in_every_locale() {
        for &locale in Language::ALL {
            let fide = |text: &str, fen: &str| read(text, fen, Scheme::Fide, locale);
            assert_eq!(fide("springer nach felix drei", START), "Nf3", "{locale}");
            let long = "springer von gustav eins nach felix drei";
            assert_eq!(fide(long, START), "Nf3", "{locale}");
            for capture in ["schlägt", "x", "nimmt"] {
                let text = format!("eva {capture} david fünf");
                assert_eq!(fide(&text, E4_D5), "exd5", "{locale} {text}");
            }
            let check = "läufer nach bella fünf schach";
            assert_eq!(fide(check, E4_D6), "Bb5+", "{locale}");
        }
    }

    #[test]
    fn the_programs_english_words_are_read_at_every_table_and_never_corrected_into_others() {
        // A black knight on f3: "Knight f3" is a knight taking it, never the g-pawn (the near match once
        // corrected "Knight" into a capture word at a German, Danish and Hungarian table).
        let knight = "rnbqkb1r/pppppppp/8/8/8/4Pn2/PPPN1PPP/R1BQKBNR w KQkq - 0 1";
        let castle = "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        let passant = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        for &locale in Language::ALL {
            for scheme in [Scheme::Fide, Scheme::Plain] {
                let said = |text: &str, fen: &str| read(text, fen, scheme, locale);
                assert_eq!(
                    said("Knight f3", knight),
                    "ambiguous: Ngxf3 Ndxf3",
                    "{locale}"
                );
                assert_eq!(said("Knight d2 f3", knight), "Ndxf3", "{locale}");
                assert_eq!(said("kingside castling", castle), "O-O", "{locale}");
                assert_eq!(said("e takes f6 en passant", passant), "exf6", "{locale}");
                assert_eq!(said("I resign", passant), "command: resign w", "{locale}");
                assert_eq!(
                    said("I offer a draw", passant),
                    "command: offer-draw",
                    "{locale}"
                );
                let reader = Reader::new(scheme, locale, locale);
                let announced = reader.announcement("Knight f3").map(|a| a.san.to_string());
                assert_eq!(announced, Ok("Nf3".to_string()), "{locale}");
            }
        }
    }

    #[test]
    fn a_check_word_must_be_true() {
        let fide = |text| read(text, E4_D6, Scheme::Fide, Language::De);
        assert_eq!(fide("Läufer Bella fünf Schach"), "Bb5+");
        assert_ne!(fide("Läufer Cesar vier Schach"), "Bc4");
        assert_eq!(fide("Läufer Cesar vier"), "Bc4");
    }

    #[test]
    fn notation_words_and_near_matches_in_one_reader() {
        let de = |text| read(text, START, Scheme::Fide, Language::De);
        assert_eq!(de("Sf3"), "Nf3");
        assert_eq!(de("g1f3"), "Nf3");
        assert_eq!(de("Springer Felix drei"), "Nf3");
        assert_eq!(de("Springer Felix fuenf"), "none");
        assert_eq!(de("Springa Felix drei"), "confirm: Nf3");
        assert_eq!(de("Springer Felix drie"), "confirm: Nf3");
        assert_eq!(de("äh Springer Felix drei [unk]"), "Nf3");
        assert_eq!(de("ja"), "command: yes");
        assert_eq!(de("Remis"), "command: offer-draw");
        assert_eq!(de("ich gebe auf"), "command: resign w");
        assert_eq!(de("schwarz gibt auf"), "command: resign b");
        assert_eq!(de("Schiedsrichter"), "command: arbiter");
        assert_eq!(de("Hallo Welt"), "none");
        assert_eq!(de(""), "none");
    }

    #[test]
    fn castling_either_way_round_and_promotion_phrasings() {
        let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        for (text, locale) in [
            ("Rochade kurz", Language::De),
            ("kurze Rochade", Language::Hu),
            ("castles kingside", Language::En),
            ("rokade kort", Language::Da),
            ("linnoitus lyhyt", Language::Fi),
        ] {
            assert_eq!(read(text, castle, Scheme::Fide, locale), "O-O", "{text}");
        }
        let promo = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
        for text in [
            "Bella acht Dame",
            "Bella acht in Dame",
            "Bella acht wird Dame",
            "Bella sieben nach Bella acht, Umwandlung in Dame",
        ] {
            let got = read(text, promo, Scheme::Fide, Language::Fi);
            assert_eq!(got, "b8=Q+", "{text}");
        }
    }

    #[test]
    fn score_sheet_entries_are_exact() {
        let reader = Reader::new(Scheme::Fide, Language::En, Language::En);
        let pos = Chess::default();
        let mv = reader.read_move("Springer Felix drei", &pos).unwrap();
        assert_eq!(mv.to(), Square::F3);
        assert!(reader.read_move("Springa Felix drei", &pos).is_err());
        let promo = crate::game::pgn::position_from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(matches!(
            reader.read_move("b8", &promo),
            Err(NotationError::PromotionPiece { .. })
        ));
    }
}
