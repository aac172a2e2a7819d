//! The interface-language words a reader hears around the scheme words: capture, check, mate,
//! promotion and en passant words, "nach"/"to"/"von" and hesitations, castling said either way
//! round, colours, piece plurals, number words, yes and no, and the spoken commands.
//!
//! This is recognition vocabulary only (what the recogniser may hear and the reader accepts, with
//! the synonyms players use); everything the program says comes from the .ftl files. The
//! round-trip tests prove that every announcement the locales render, and every phrasing variant,
//! is read back.

use crate::notation::Language;
use shakmaty::{CastlingSide, Color, Role};

/// What a word of the interface language means to the listener.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    /// "takes", "schlägt".
    Capture,
    /// "check", "Schach" (heard and ignored: the move decides).
    Check,
    /// "checkmate", "matt" (heard and ignored).
    Mate,
    /// "promotes to", "Umwandlung in": the piece named next is the promotion piece.
    Promotion,
    /// "en passant".
    EnPassant,
    /// Castling said in words of the language, either way round ("Rochade kurz").
    Castle(CastlingSide),
    /// Words around a move that say nothing about it: "nach", "auf", "von", "to", "from", "til",
    /// Hungarian "-ra/-re", and hesitations ("äh", "um").
    Filler,
    /// "ja", "yes", "igen", "kyllä": the answer to a question.
    Yes,
    /// "nein", "no", "nem", "ei", "nej".
    No,
    /// "white", "schwarze".
    Colour(Color),
    /// A plural piece name ("knights", "Türme"), for questions.
    Pieces(Role),
    /// A number word, 1 to 8 ("three", "drei"): a rank, or how many moves.
    Number(u8),
    /// A command word.
    Command(Keyword),
}

/// The command words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keyword {
    /// Press the clock.
    Press,
    /// Say the last phrase again.
    Repeat,
    /// Both times.
    Time,
    /// The move number.
    MoveNumber,
    /// The last move(s): "last move", "letzte drei Züge".
    Last,
    /// "move", "Züge": only with `Last`.
    Moves,
    /// Where are the pieces of a kind: "where white knights".
    Where,
    /// What is on a square: "square Eva four".
    Square,
    /// Read a rank: "rank two".
    Rank,
    /// Read a file: "file Eva".
    File,
    /// Offer a draw: "Remis", "draw".
    Draw,
    /// Resign: "aufgeben", "resign" (confirmed before it counts).
    Resign,
    /// Stop the clocks and call the arbiter: "Schiedsrichter", "arbiter".
    Arbiter,
    /// The spoken help: "help", "Hilfe" (with a number: that part).
    Help,
    /// The FIDE rating change of the finished game: "rating", "Wertungszahl", "Élő".
    Rating,
    /// White's back rank at the start: "start position", "Grundstellung", "alapállás".
    Start,
    /// The whole position, rank by rank from the player's side: "position", "Stellung", "állás".
    Position,
}

use Cue::*;
use Keyword as K;

const EN: &[(&str, Cue)] = &[
    ("takes", Capture),
    ("captures", Capture),
    ("x", Capture),
    ("to", Filler),
    ("from", Filler),
    ("on", Filler),
    ("uh", Filler),
    ("um", Filler),
    ("hmm", Filler),
    ("the", Filler),
    ("pause", Command(K::Arbiter)),
    ("becomes", Promotion),
    ("equals", Promotion),
    ("castles kingside", Castle(CastlingSide::KingSide)),
    ("castles queenside", Castle(CastlingSide::QueenSide)),
    ("castle kingside", Castle(CastlingSide::KingSide)),
    ("castle queenside", Castle(CastlingSide::QueenSide)),
    ("castles short", Castle(CastlingSide::KingSide)),
    ("castles long", Castle(CastlingSide::QueenSide)),
    ("short castling", Castle(CastlingSide::KingSide)),
    ("long castling", Castle(CastlingSide::QueenSide)),
    ("castling kingside", Castle(CastlingSide::KingSide)),
    ("castling queenside", Castle(CastlingSide::QueenSide)),
    ("yes", Yes),
    ("no", No),
    ("draw", Command(K::Draw)),
    ("resign", Command(K::Resign)),
    ("resigns", Command(K::Resign)),
    ("i resign", Command(K::Resign)),
    ("i give up", Command(K::Resign)),
    ("offer a draw", Command(K::Draw)),
    ("i offer a draw", Command(K::Draw)),
    ("offers a draw", Command(K::Draw)),
    ("arbiter", Command(K::Arbiter)),
    ("check", Check),
    ("checkmate", Mate),
    ("mate", Mate),
    ("promotes to", Promotion),
    ("promotes", Promotion),
    ("promotion", Promotion),
    ("en passant", EnPassant),
    ("white", Colour(Color::White)),
    ("black", Colour(Color::Black)),
    ("pawns", Pieces(Role::Pawn)),
    ("knights", Pieces(Role::Knight)),
    ("bishops", Pieces(Role::Bishop)),
    ("rooks", Pieces(Role::Rook)),
    ("queens", Pieces(Role::Queen)),
    ("kings", Pieces(Role::King)),
    ("one", Number(1)),
    ("two", Number(2)),
    ("three", Number(3)),
    ("four", Number(4)),
    ("five", Number(5)),
    ("six", Number(6)),
    ("seven", Number(7)),
    ("eight", Number(8)),
    ("press", Command(K::Press)),
    ("repeat", Command(K::Repeat)),
    ("help", Command(K::Help)),
    ("time", Command(K::Time)),
    ("times", Command(K::Time)),
    ("move number", Command(K::MoveNumber)),
    ("last", Command(K::Last)),
    ("move", Command(K::Moves)),
    ("moves", Command(K::Moves)),
    ("where", Command(K::Where)),
    ("square", Command(K::Square)),
    ("rank", Command(K::Rank)),
    ("file", Command(K::File)),
    ("rating", Command(K::Rating)),
    ("rating change", Command(K::Rating)),
    ("Elo", Command(K::Rating)),
    ("Elo rating", Command(K::Rating)),
    ("start", Command(K::Start)),
    ("start position", Command(K::Start)),
    ("starting position", Command(K::Start)),
    ("position", Command(K::Position)),
    ("whole board", Command(K::Position)),
];

const DE: &[(&str, Cue)] = &[
    ("schlägt", Capture),
    ("nimmt", Capture),
    ("x", Capture),
    ("nach", Filler),
    ("auf", Filler),
    ("von", Filler),
    ("äh", Filler),
    ("ähm", Filler),
    ("öhm", Filler),
    ("hm", Filler),
    ("ich", Filler),
    // Articles, as in "die letzten drei Züge".
    ("die", Filler),
    ("der", Filler),
    ("den", Filler),
    ("Pause", Command(K::Arbiter)),
    ("in", Promotion),
    ("wird", Promotion),
    ("Rochade kurz", Castle(CastlingSide::KingSide)),
    ("Rochade lang", Castle(CastlingSide::QueenSide)),
    ("kurze Rochade", Castle(CastlingSide::KingSide)),
    ("lange Rochade", Castle(CastlingSide::QueenSide)),
    ("kurz rochiert", Castle(CastlingSide::KingSide)),
    ("lang rochiert", Castle(CastlingSide::QueenSide)),
    ("ja", Yes),
    ("yes", Yes),
    ("nein", No),
    ("no", No),
    ("Remis", Command(K::Draw)),
    ("aufgeben", Command(K::Resign)),
    ("gibt auf", Command(K::Resign)),
    ("gebe auf", Command(K::Resign)),
    ("Schiedsrichter", Command(K::Arbiter)),
    ("Schach", Check),
    ("Schachmatt", Mate),
    ("matt", Mate),
    ("Umwandlung in", Promotion),
    ("Umwandlung", Promotion),
    ("en passant", EnPassant),
    ("weiß", Colour(Color::White)),
    ("weiße", Colour(Color::White)),
    ("weißer", Colour(Color::White)),
    ("weißen", Colour(Color::White)),
    ("schwarz", Colour(Color::Black)),
    ("schwarze", Colour(Color::Black)),
    ("schwarzer", Colour(Color::Black)),
    ("schwarzen", Colour(Color::Black)),
    ("Bauern", Pieces(Role::Pawn)),
    ("Türme", Pieces(Role::Rook)),
    ("Damen", Pieces(Role::Queen)),
    ("Könige", Pieces(Role::King)),
    ("eins", Number(1)),
    ("zwei", Number(2)),
    ("drei", Number(3)),
    ("vier", Number(4)),
    ("fünf", Number(5)),
    ("sechs", Number(6)),
    ("sieben", Number(7)),
    ("acht", Number(8)),
    ("drücken", Command(K::Press)),
    ("wiederholen", Command(K::Repeat)),
    ("Hilfe", Command(K::Help)),
    ("Wiederholung", Command(K::Repeat)),
    ("Zeit", Command(K::Time)),
    ("Zeiten", Command(K::Time)),
    ("Zugnummer", Command(K::MoveNumber)),
    ("letzter", Command(K::Last)),
    ("letzte", Command(K::Last)),
    ("letzten", Command(K::Last)),
    ("Zug", Command(K::Moves)),
    ("Züge", Command(K::Moves)),
    ("wo", Command(K::Where)),
    ("Feld", Command(K::Square)),
    ("Reihe", Command(K::Rank)),
    ("Linie", Command(K::File)),
    ("Wertung", Command(K::Rating)),
    ("Wertungszahl", Command(K::Rating)),
    ("Elo", Command(K::Rating)),
    ("Elozahl", Command(K::Rating)),
    ("Grundstellung", Command(K::Start)),
    ("Startstellung", Command(K::Start)),
    ("Ausgangsstellung", Command(K::Start)),
    ("Anfangsstellung", Command(K::Start)),
    ("Stellung", Command(K::Position)),
    ("ganzes Brett", Command(K::Position)),
];

const HU: &[(&str, Cue)] = &[
    ("üt", Capture),
    ("x", Capture),
    ("ra", Filler),
    ("re", Filler),
    ("ról", Filler),
    ("ről", Filler),
    ("ö", Filler),
    ("hm", Filler),
    ("az", Filler),
    ("rövid sánc", Castle(CastlingSide::KingSide)),
    ("hosszú sánc", Castle(CastlingSide::QueenSide)),
    ("sánc rövid", Castle(CastlingSide::KingSide)),
    ("sánc hosszú", Castle(CastlingSide::QueenSide)),
    ("igen", Yes),
    ("yes", Yes),
    ("nem", No),
    ("no", No),
    ("döntetlen", Command(K::Draw)),
    ("remi", Command(K::Draw)),
    ("feladom", Command(K::Resign)),
    ("felad", Command(K::Resign)),
    ("bíró", Command(K::Arbiter)),
    ("versenybíró", Command(K::Arbiter)),
    ("sakk", Check),
    ("matt", Mate),
    ("gyalogátváltozás", Promotion),
    ("átváltozás", Promotion),
    ("menet közbeni ütés", EnPassant),
    ("menet közben", EnPassant),
    // The edition's own words: „en passant” (menet-közbeni) ütés.
    ("en passant", EnPassant),
    ("en passant ütés", EnPassant),
    ("világos", Colour(Color::White)),
    ("sötét", Colour(Color::Black)),
    ("gyalogok", Pieces(Role::Pawn)),
    ("huszárok", Pieces(Role::Knight)),
    ("futók", Pieces(Role::Bishop)),
    ("bástyák", Pieces(Role::Rook)),
    ("vezérek", Pieces(Role::Queen)),
    ("királyok", Pieces(Role::King)),
    ("egy", Number(1)),
    ("kettő", Number(2)),
    ("két", Number(2)),
    ("három", Number(3)),
    ("négy", Number(4)),
    ("öt", Number(5)),
    ("hat", Number(6)),
    ("hét", Number(7)),
    ("nyolc", Number(8)),
    // The edition's word for pressing the clock (órakezelés, 000:269), and the plain "press".
    ("órakezelés", Command(K::Press)),
    ("nyomás", Command(K::Press)),
    ("ismét", Command(K::Repeat)),
    ("segítség", Command(K::Help)),
    ("ismételd", Command(K::Repeat)),
    // The help line's own word for the repeat key.
    ("ismétlés", Command(K::Repeat)),
    ("idő", Command(K::Time)),
    ("lépésszám", Command(K::MoveNumber)),
    ("utolsó", Command(K::Last)),
    ("lépés", Command(K::Moves)),
    ("lépések", Command(K::Moves)),
    // The object of "mondd": "az utolsó három lépést", "lépéseket".
    ("lépést", Command(K::Moves)),
    ("lépéseket", Command(K::Moves)),
    ("hol", Command(K::Where)),
    ("mező", Command(K::Square)),
    ("sor", Command(K::Rank)),
    ("vonal", Command(K::File)),
    ("értékszám", Command(K::Rating)),
    ("Élő", Command(K::Rating)),
    ("Élő pontszám", Command(K::Rating)),
    ("Élő szám", Command(K::Rating)),
    ("alapállás", Command(K::Start)),
    ("kezdőállás", Command(K::Start)),
    ("állás", Command(K::Position)),
    ("egész tábla", Command(K::Position)),
];

const FI: &[(&str, Cue)] = &[
    ("lyö", Capture),
    ("x", Capture),
    ("ruutuun", Filler),
    ("ruudusta", Filler),
    ("öö", Filler),
    ("hmm", Filler),
    ("linnoitus lyhyt", Castle(CastlingSide::KingSide)),
    ("linnoitus pitkä", Castle(CastlingSide::QueenSide)),
    ("lyhyt linnoitus", Castle(CastlingSide::KingSide)),
    ("pitkä linnoitus", Castle(CastlingSide::QueenSide)),
    ("kyllä", Yes),
    ("yes", Yes),
    ("joo", Yes),
    ("ei", No),
    ("tasapeli", Command(K::Draw)),
    ("luovutan", Command(K::Resign)),
    ("luovuttaa", Command(K::Resign)),
    ("tuomari", Command(K::Arbiter)),
    ("shakki", Check),
    ("matti", Mate),
    ("korotus", Promotion),
    ("ohestalyönnillä", EnPassant),
    ("ohestalyönti", EnPassant),
    // The edition writes ohestalyönti ("en passant").
    ("en passant", EnPassant),
    ("valkea", Colour(Color::White)),
    ("valkean", Colour(Color::White)),
    ("valkoinen", Colour(Color::White)),
    ("valkeat", Colour(Color::White)),
    ("musta", Colour(Color::Black)),
    ("mustat", Colour(Color::Black)),
    ("mustan", Colour(Color::Black)),
    ("sotilaat", Pieces(Role::Pawn)),
    ("ratsut", Pieces(Role::Knight)),
    ("lähetit", Pieces(Role::Bishop)),
    ("tornit", Pieces(Role::Rook)),
    ("kuningattaret", Pieces(Role::Queen)),
    ("kuninkaat", Pieces(Role::King)),
    ("yksi", Number(1)),
    ("kaksi", Number(2)),
    ("kolme", Number(3)),
    ("neljä", Number(4)),
    ("viisi", Number(5)),
    ("kuusi", Number(6)),
    ("seitsemän", Number(7)),
    ("kahdeksan", Number(8)),
    ("paina", Command(K::Press)),
    ("toista", Command(K::Repeat)),
    ("apua", Command(K::Help)),
    ("ohje", Command(K::Help)),
    ("aika", Command(K::Time)),
    ("siirtonumero", Command(K::MoveNumber)),
    ("viimeinen", Command(K::Last)),
    ("viimeiset", Command(K::Last)),
    ("siirto", Command(K::Moves)),
    ("siirrot", Command(K::Moves)),
    // The partitive after a number ("viimeiset kolme siirtoa", "kolme viimeistä siirtoa"), and its plural.
    ("siirtoa", Command(K::Moves)),
    ("siirtoja", Command(K::Moves)),
    ("viimeistä", Command(K::Last)),
    ("missä", Command(K::Where)),
    ("ruutu", Command(K::Square)),
    ("rivi", Command(K::Rank)),
    ("linja", Command(K::File)),
    ("vahvuusluku", Command(K::Rating)),
    ("Elo", Command(K::Rating)),
    ("Elo luku", Command(K::Rating)),
    ("alkuasema", Command(K::Start)),
    ("lähtöasema", Command(K::Start)),
    ("alkuasetelma", Command(K::Start)),
    ("asema", Command(K::Position)),
    ("tilanne", Command(K::Position)),
];

const DA: &[(&str, Cue)] = &[
    ("slår", Capture),
    ("x", Capture),
    ("til", Filler),
    ("de", Filler),
    ("fra", Filler),
    ("på", Filler),
    ("øh", Filler),
    ("øhm", Filler),
    ("rokade kort", Castle(CastlingSide::KingSide)),
    ("rokade lang", Castle(CastlingSide::QueenSide)),
    ("kort rokade", Castle(CastlingSide::KingSide)),
    ("lang rokade", Castle(CastlingSide::QueenSide)),
    ("ja", Yes),
    ("yes", Yes),
    ("nej", No),
    ("no", No),
    ("remis", Command(K::Draw)),
    ("opgiver", Command(K::Resign)),
    ("giver op", Command(K::Resign)),
    ("jeg giver op", Command(K::Resign)),
    ("jeg opgiver", Command(K::Resign)),
    ("dommer", Command(K::Arbiter)),
    ("dommeren", Command(K::Arbiter)),
    ("skak", Check),
    ("skakmat", Mate),
    ("mat", Mate),
    ("forvandling til", Promotion),
    ("forvandling", Promotion),
    ("bondeforvandling", Promotion),
    ("en passant", EnPassant),
    ("hvid", Colour(Color::White)),
    ("hvide", Colour(Color::White)),
    ("hvidt", Colour(Color::White)),
    ("sort", Colour(Color::Black)),
    ("sorte", Colour(Color::Black)),
    ("bønder", Pieces(Role::Pawn)),
    ("springere", Pieces(Role::Knight)),
    ("løbere", Pieces(Role::Bishop)),
    ("tårne", Pieces(Role::Rook)),
    ("dronninger", Pieces(Role::Queen)),
    ("konger", Pieces(Role::King)),
    ("en", Number(1)),
    ("et", Number(1)),
    ("to", Number(2)),
    ("tre", Number(3)),
    ("fire", Number(4)),
    ("fem", Number(5)),
    ("seks", Number(6)),
    ("syv", Number(7)),
    ("otte", Number(8)),
    ("tryk", Command(K::Press)),
    ("gentag", Command(K::Repeat)),
    ("hjælp", Command(K::Help)),
    ("tid", Command(K::Time)),
    ("træknummer", Command(K::MoveNumber)),
    ("sidste", Command(K::Last)),
    ("træk", Command(K::Moves)),
    ("hvor", Command(K::Where)),
    ("felt", Command(K::Square)),
    ("række", Command(K::Rank)),
    ("linje", Command(K::File)),
    ("rating", Command(K::Rating)),
    ("ratingtal", Command(K::Rating)),
    ("udgangsstilling", Command(K::Start)),
    ("startstilling", Command(K::Start)),
    ("grundstilling", Command(K::Start)),
    ("hele brættet", Command(K::Position)),
    ("stillingen", Command(K::Position)),
];

/// The words of one interface language and what each means; a word may be several words
/// ("promotes to", "en passant").
pub fn cues(language: Language) -> &'static [(&'static str, Cue)] {
    match language {
        Language::En => EN,
        Language::De => DE,
        Language::Hu => HU,
        Language::Fi => FI,
        Language::Da => DA,
    }
}

/// A yes or no typed as one letter, as the arbiter's console takes it: the language's own (`j`, `i`, `k`, `e`)
/// and the English `y` and `n`; `true` for yes. Typed only: the recogniser never hears a lone letter as an answer.
pub(crate) fn typed_answer(language: Language, text: &str) -> Option<bool> {
    let (yes, no) = match language {
        Language::En => ('y', 'n'),
        Language::De | Language::Da => ('j', 'n'),
        Language::Hu => ('i', 'n'),
        Language::Fi => ('k', 'e'),
    };
    let mut chars = text.trim().chars().flat_map(char::to_lowercase);
    match (chars.next(), chars.next()) {
        (Some(c), None) if c == yes || c == 'y' => Some(true),
        (Some(c), None) if c == no || c == 'n' => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::spelling::{bare, fold};

    #[test]
    fn no_word_means_two_things_in_one_language() {
        for &language in Language::ALL {
            let list = cues(language);
            for (i, (a, cue_a)) in list.iter().enumerate() {
                for (b, cue_b) in &list[i + 1..] {
                    assert!(
                        (fold(a) != fold(b) && bare(a) != bare(b)) || cue_a == cue_b,
                        "{language}: '{a}' is both {cue_a:?} and {cue_b:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn german_words_mean_the_same_beside_every_locale() {
        // In the FIDE scheme the German words are heard beside the locale's.
        for &language in Language::ALL {
            for (a, cue_a) in cues(language) {
                for (b, cue_b) in cues(Language::De) {
                    assert!(
                        (fold(a) != fold(b) && bare(a) != bare(b)) || cue_a == cue_b,
                        "{language} '{a}' is {cue_a:?} but German '{b}' is {cue_b:?}"
                    );
                }
            }
        }
    }
}
