//! The spoken vocabulary of each scheme: names of files, ranks, pieces and castling, both ways
//! (word for a square when speaking, square for a word when listening).
//!
//! FIDE words are German and the same in every interface language; the Danish edition's national
//! alternative is Danish; the plain scheme uses letters, digits and the piece names of the
//! interface language. Only whole words live here: sentences are built by the fluent files.

use super::Scheme;
use crate::notation::Language;
use shakmaty::{CastlingSide, File, Rank, Role, Square};

/// FIDE Appendix D.2.1 file names.
const FIDE_FILES: [&str; 8] = [
    "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
];
/// FIDE rank names: German numbers.
const FIDE_RANKS: [&str; 8] = [
    "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
];
/// FIDE piece names, in `Role` order (pawn, knight, bishop, rook, queen, king).
const FIDE_ROLES: [&str; 6] = ["Bauer", "Springer", "Läufer", "Turm", "Dame", "König"];
/// FIDE castling: kingside, queenside.
const FIDE_CASTLING: [&str; 2] = ["Kurze Rochade", "Lange Rochade"];

/// The Danish edition's file names (D.2.1, national alternative).
const DANISH_FILES: [&str; 8] = [
    "Anna", "Bodil", "Cecilie", "Dora", "Erik", "Frederik", "Gustav", "Henrik",
];
/// Danish rank names.
const DANISH_RANKS: [&str; 8] = ["et", "to", "tre", "fire", "fem", "seks", "syv", "otte"];
/// Danish piece names, in `Role` order.
const DANISH_ROLES: [&str; 6] = ["bonde", "springer", "løber", "tårn", "dronning", "konge"];
/// Danish castling: kingside, queenside.
const DANISH_CASTLING: [&str; 2] = ["kort rokade", "lang rokade"];

/// Plain files and ranks: the letters and digits of algebraic notation.
const PLAIN_FILES: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];
const PLAIN_RANKS: [&str; 8] = ["1", "2", "3", "4", "5", "6", "7", "8"];

/// Piece names of each interface language, in `Role` order, as the national editions write them.
fn plain_roles(language: Language) -> &'static [&'static str; 6] {
    match language {
        Language::En => &["pawn", "knight", "bishop", "rook", "queen", "king"],
        Language::De => &FIDE_ROLES,
        Language::Hu => &["gyalog", "huszár", "futó", "bástya", "vezér", "király"],
        Language::Fi => &[
            "sotilas",
            "ratsu",
            "lähetti",
            "torni",
            "kuningatar",
            "kuningas",
        ],
        Language::Da => &DANISH_ROLES,
    }
}

/// The plural of each piece name of the FIDE words (German), in `Role` order.
const FIDE_ROLES_PLURAL: [&str; 6] = ["Bauern", "Springer", "Läufer", "Türme", "Damen", "Könige"];
/// The plural of each Danish piece name, in `Role` order.
const DANISH_ROLES_PLURAL: [&str; 6] = [
    "bønder",
    "springere",
    "løbere",
    "tårne",
    "dronninger",
    "konger",
];

/// The plural of each piece name of an interface language, in `Role` order.
fn plain_roles_plural(language: Language) -> &'static [&'static str; 6] {
    match language {
        Language::En => &["pawns", "knights", "bishops", "rooks", "queens", "kings"],
        Language::De => &FIDE_ROLES_PLURAL,
        Language::Hu => &[
            "gyalogok",
            "huszárok",
            "futók",
            "bástyák",
            "vezérek",
            "királyok",
        ],
        Language::Fi => &[
            "sotilaat",
            "ratsut",
            "lähetit",
            "tornit",
            "kuningattaret",
            "kuninkaat",
        ],
        Language::Da => &DANISH_ROLES_PLURAL,
    }
}

/// Castling in each interface language (kingside, queenside), as the national editions name it.
fn plain_castling(language: Language) -> &'static [&'static str; 2] {
    match language {
        Language::En => &["kingside castling", "queenside castling"],
        Language::De => &["kurze Rochade", "lange Rochade"],
        Language::Hu => &["rövidsánc", "hosszúsánc"],
        Language::Fi => &["lyhyt linnoitus", "pitkä linnoitus"],
        Language::Da => &DANISH_CASTLING,
    }
}

/// Spellings a listener may meet besides the spoken forms (ASCII transliterations, and the
/// FIDE names the Danish edition allows as alternatives). Each pair is (variant, canonical).
const VARIANTS: &[(&str, &str)] = &[
    ("fuenf", "fünf"),
    // The German spellings of the FIDE file names.
    ("Cäsar", "Cesar"),
    ("Caesar", "Cesar"),
    ("Casar", "Cesar"),
    ("Hektor", "Hector"),
    ("Koenig", "König"),
    ("Laeufer", "Läufer"),
    ("Laeuffer", "Läufer"),
    // The Hungarian edition's other name of the bishop (C.2: "F = Futár (Futó)").
    ("futár", "futó"),
    ("taarn", "tårn"),
    ("loeber", "løber"),
];

/// The words one scheme uses in one interface language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Vocabulary {
    scheme: Scheme,
    language: Language,
}

impl Vocabulary {
    /// The vocabulary of `scheme` spoken in a session whose interface language is `language`.
    pub fn new(scheme: Scheme, language: Language) -> Vocabulary {
        Vocabulary { scheme, language }
    }

    /// The scheme.
    pub fn scheme(self) -> Scheme {
        self.scheme
    }

    /// The interface language.
    pub fn language(self) -> Language {
        self.language
    }

    /// Whether these words belong to a phonetic alphabet of their own (FIDE, Danish) rather than
    /// to the interface language; a speaker may give them their own voice.
    pub(crate) fn is_phonetic(self) -> bool {
        self.scheme != Scheme::Plain
    }

    /// The language the words are in: German for FIDE, Danish for the Danish scheme, the
    /// interface language for plain.
    pub fn word_language(self) -> Language {
        match self.scheme {
            Scheme::Fide => Language::De,
            Scheme::Danish => Language::Da,
            Scheme::Plain => self.language,
        }
    }

    fn files(self) -> &'static [&'static str; 8] {
        match self.scheme {
            Scheme::Fide => &FIDE_FILES,
            Scheme::Danish => &DANISH_FILES,
            Scheme::Plain => &PLAIN_FILES,
        }
    }

    fn ranks(self) -> &'static [&'static str; 8] {
        match self.scheme {
            Scheme::Fide => &FIDE_RANKS,
            Scheme::Danish => &DANISH_RANKS,
            Scheme::Plain => &PLAIN_RANKS,
        }
    }

    fn roles(self) -> &'static [&'static str; 6] {
        match self.scheme {
            Scheme::Fide => &FIDE_ROLES,
            Scheme::Danish => &DANISH_ROLES,
            Scheme::Plain => plain_roles(self.language),
        }
    }

    fn castlings(self) -> &'static [&'static str; 2] {
        match self.scheme {
            Scheme::Fide => &FIDE_CASTLING,
            Scheme::Danish => &DANISH_CASTLING,
            Scheme::Plain => plain_castling(self.language),
        }
    }

    /// The word for a file ("Felix", "Frederik", "f").
    pub fn file(self, file: File) -> &'static str {
        self.files()[usize::from(file)]
    }

    /// The word for a rank ("drei", "tre", "3").
    pub fn rank(self, rank: Rank) -> &'static str {
        self.ranks()[usize::from(rank)]
    }

    /// The two words of a square, file first ("Felix", "drei").
    pub fn square(self, square: Square) -> (&'static str, &'static str) {
        (self.file(square.file()), self.rank(square.rank()))
    }

    /// The name of a piece ("Springer", "springer", "knight", "huszár").
    pub fn role(self, role: Role) -> &'static str {
        self.roles()[role as usize - 1]
    }

    /// The name of several pieces of one kind ("Türme", "springere", "knights").
    pub(crate) fn role_plural(self, role: Role) -> &'static str {
        let plurals = match self.scheme {
            Scheme::Fide => &FIDE_ROLES_PLURAL,
            Scheme::Danish => &DANISH_ROLES_PLURAL,
            Scheme::Plain => plain_roles_plural(self.language),
        };
        plurals[role as usize - 1]
    }

    /// The words for castling on one side ("Kurze Rochade").
    pub fn castling(self, side: CastlingSide) -> &'static str {
        match side {
            CastlingSide::KingSide => self.castlings()[0],
            CastlingSide::QueenSide => self.castlings()[1],
        }
    }

    /// The scheme's own spelling of one word as said (a file, a rank, a piece or a word of castling), matched
    /// ignoring case: how a word the player said is written and spoken back; `None` for any other word.
    pub fn spelled(self, word: &str) -> Option<&'static str> {
        let castling = self.castlings().iter().flat_map(|c| c.split_whitespace());
        self.files()
            .iter()
            .chain(self.ranks())
            .chain(self.roles())
            .copied()
            .chain(castling)
            .find(|w| w.to_lowercase() == word.to_lowercase())
    }

    /// The file a spoken word names, forgiving case and the spellings the editions allow.
    pub fn parse_file(self, word: &str) -> Option<File> {
        find(self.files(), word)
            .or_else(|| self.alternative().and_then(|v| find(v.files(), word)))
            .and_then(|i| File::try_from(i).ok())
    }

    /// The rank a spoken word names.
    pub fn parse_rank(self, word: &str) -> Option<Rank> {
        find(self.ranks(), word)
            .or_else(|| self.alternative().and_then(|v| find(v.ranks(), word)))
            .and_then(|i| Rank::try_from(i).ok())
    }

    /// The piece a spoken word names.
    pub fn parse_role(self, word: &str) -> Option<Role> {
        find(self.roles(), word)
            .or_else(|| self.alternative().and_then(|v| find(v.roles(), word)))
            .and_then(|i| Role::try_from(i as u32 + 1).ok())
    }

    /// The castling side spoken words name ("Kurze Rochade", "kort rokade").
    pub(crate) fn parse_castling(self, words: &str) -> Option<CastlingSide> {
        let side = |i| {
            if i == 0 {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            }
        };
        let spaced = words.split_whitespace().collect::<Vec<_>>().join(" ");
        find(self.castlings(), &spaced)
            .or_else(|| {
                self.alternative()
                    .and_then(|v| find(v.castlings(), &spaced))
            })
            .map(side)
    }

    /// The Danish edition accepts the FIDE names as alternatives ("eller Bella", "eller eins").
    fn alternative(self) -> Option<Vocabulary> {
        (self.scheme == Scheme::Danish).then(|| Vocabulary::new(Scheme::Fide, self.language))
    }
}

/// Index of `word` in `list`, ignoring case and accepting the known variant spellings.
fn find(list: &[&str], word: &str) -> Option<usize> {
    let word = word.trim();
    let canonical = VARIANTS
        .iter()
        .find(|(variant, _)| variant.eq_ignore_ascii_case(word))
        .map_or(word, |(_, canonical)| canonical);
    list.iter()
        .position(|w| w.to_lowercase() == canonical.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_parses_back_in_every_scheme_and_language() {
        for &scheme in Scheme::ALL {
            for &language in Language::ALL {
                let v = Vocabulary::new(scheme, language);
                for sq in Square::ALL {
                    let (f, r) = v.square(sq);
                    assert_eq!(v.parse_file(f), Some(sq.file()));
                    assert_eq!(v.parse_rank(r), Some(sq.rank()));
                }
                for role in Role::ALL {
                    assert_eq!(
                        v.parse_role(v.role(role)),
                        Some(role),
                        "{scheme} {language}"
                    );
                }
                for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                    assert_eq!(v.parse_castling(v.castling(side)), Some(side));
                }
            }
        }
    }

    #[test]
    fn transliterations_and_danish_alternatives_are_understood() {
        let fide = Vocabulary::new(Scheme::Fide, Language::Hu);
        assert_eq!(fide.parse_rank("fuenf"), Some(Rank::Fifth));
        assert_eq!(fide.parse_role("Koenig"), Some(Role::King));
        assert_eq!(fide.parse_role("laeufer"), Some(Role::Bishop));
        let danish = Vocabulary::new(Scheme::Danish, Language::Da);
        assert_eq!(danish.parse_file("Bella"), Some(File::B));
        assert_eq!(danish.parse_rank("eins"), Some(Rank::First));
        assert_eq!(danish.parse_role("taarn"), Some(Role::Rook));
        assert_eq!(
            danish.parse_castling("Lange  Rochade"),
            Some(CastlingSide::QueenSide)
        );
    }
}
