//! Chess960 start positions (Guideline II): the standard numbering 0-959 (Scharnagl's; 518 is the usual
//! start), the back rank of a number and the number of a back rank, and the position with Chess960 castling.
//! Pure: which start a game uses is chosen elsewhere (a number, a back rank typed or said, the e-board).

use crate::notation::Language;
use crate::notation::san::role_for_letter;
use crate::phonetic::{Scheme, Vocabulary};
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, File, FromSetup, Piece, Position, Rank, Role,
    Setup, Square,
};
use std::fmt;
use std::str::FromStr;

/// The number of Chess960 start positions.
pub const COUNT: u16 = 960;

/// The number of the usual start position (RNBQKBNR).
pub(crate) const STANDARD: u16 = 518;

/// A Chess960 start position by its number, 0 to 959.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StartNumber(u16);

/// A start number or back rank that names no Chess960 start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// Not a whole number from 0 to 959.
    #[error(
        "'{0}' is not a Chess960 start number: give a whole number from 0 to 959 (518 is the usual start)"
    )]
    Number(String),
    /// Not a number, eight piece letters or eight piece names.
    #[error(
        "'{0}' names no start: give its number (0 to 959), or White's back rank from the a-file, as eight piece letters (RNBQKBNR) or eight piece names"
    )]
    Unreadable(String),
    /// Eight pieces that are no Chess960 back rank.
    #[error(
        "{0} is no Chess960 back rank: the bishops on squares of both colours, the king between the rooks, two knights and a queen"
    )]
    BackRank(String),
}

/// The knights' places among the five squares left after the bishops and the queen, by the number's last digit.
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

impl StartNumber {
    /// The first start, number 0 (BBQNNRKR).
    pub(crate) const FIRST: StartNumber = StartNumber(0);

    /// The start with this number, if it is one (0 to 959).
    pub fn new(n: u16) -> Option<StartNumber> {
        (n < COUNT).then_some(StartNumber(n))
    }

    /// The number.
    pub fn get(self) -> u16 {
        self.0
    }

    /// Every start, in numbering order.
    pub fn all() -> impl Iterator<Item = StartNumber> {
        (0..COUNT).map(StartNumber)
    }

    /// White's back rank from the a-file to the h-file (Black's mirrors it).
    pub fn back_rank(self) -> [Role; 8] {
        let mut rank: [Option<Role>; 8] = [None; 8];
        let n = usize::from(self.0);
        rank[(n % 4) * 2 + 1] = Some(Role::Bishop);
        rank[(n / 4 % 4) * 2] = Some(Role::Bishop);
        let n = n / 16;
        place_nth_empty(&mut rank, n % 6, Role::Queen);
        let (first, second) = KNIGHTS[n / 6];
        // Both knights' places count the same five empty squares: the later one first.
        place_nth_empty(&mut rank, second, Role::Knight);
        place_nth_empty(&mut rank, first, Role::Knight);
        for role in [Role::Rook, Role::King, Role::Rook] {
            place_nth_empty(&mut rank, 0, role);
        }
        rank.map(|r| r.unwrap_or(Role::Pawn))
    }

    /// The number of a back rank (White's, a to h), if it is a Chess960 start: read off the rank by undoing the
    /// numbering (bishops, queen, knights), then checked by numbering it again (rooks and king).
    pub(crate) fn of_back_rank(rank: &[Role; 8]) -> Result<StartNumber, StartError> {
        decode(rank)
            .filter(|n| n.back_rank() == *rank)
            .ok_or_else(|| StartError::BackRank(letters(rank)))
    }

    /// The start whose pieces `board` shows, every one on its start square and nothing else, if any.
    pub(crate) fn of_board(board: &Board) -> Option<StartNumber> {
        let rank = File::ALL.map(|f| {
            board
                .role_at(Square::from_coords(f, Rank::First))
                .unwrap_or(Role::Pawn)
        });
        // The whole board equal to the start's checks the rooks and king that decoding did not look at.
        decode(&rank).filter(|n| n.board() == *board)
    }

    /// The start's pieces: White's back rank, both sides' pawns, Black's mirror of the back rank.
    pub fn board(self) -> Board {
        let mut board = Board::empty();
        for (file, role) in File::ALL.into_iter().zip(self.back_rank()) {
            for (color, back, pawns) in [
                (Color::White, Rank::First, Rank::Second),
                (Color::Black, Rank::Eighth, Rank::Seventh),
            ] {
                board.set_piece_at(Square::from_coords(file, back), role.of(color));
                board.set_piece_at(Square::from_coords(file, pawns), Role::Pawn.of(color));
            }
        }
        board
    }

    /// The digit at `place`.
    pub fn digit(self, place: Digit) -> u16 {
        self.0 / place.weight() % 10
    }

    /// This number with the digit at `place` set to `digit`, the lower digits kept where the number stays a
    /// start, else lowered to the highest start (9 hundreds with 75 below make 959); `None` when no start has
    /// the higher digits so set (from 960 on) or `digit` is no digit.
    pub(crate) fn with_digit(self, place: Digit, digit: u16) -> Option<StartNumber> {
        let w = place.weight();
        let higher = self.0 / (w * 10) * (w * 10);
        let base = higher + digit.checked_mul(w).filter(|_| digit < 10)?;
        (base < COUNT).then(|| StartNumber((base + self.0 % w).min(COUNT - 1)))
    }

    /// The numbers the digit at `place` can make, the other digits as they are, in the digit's order (0 first):
    /// never a number above 959.
    pub(crate) fn digit_choices(self, place: Digit) -> Vec<StartNumber> {
        (0..10).filter_map(|d| self.with_digit(place, d)).collect()
    }

    /// The start position, with Chess960 castling (both rooks, both sides).
    pub fn position(self) -> Chess {
        let board = self.board();
        let mut setup = Setup::empty();
        setup.castling_rights =
            board.rooks() & (Bitboard::from(Rank::First) | Bitboard::from(Rank::Eighth));
        setup.board = board;
        Chess::from_setup(setup, CastlingMode::Chess960).unwrap_or_default()
    }
}

/// The start number a back rank's bishops, queen and knights give (the rooks and king not looked at), if
/// it has one bishop on each colour, one queen and two knights.
fn decode(rank: &[Role; 8]) -> Option<StartNumber> {
    let bishop = |colour: usize| (colour..8).step_by(2).find(|&i| rank[i] == Role::Bishop);
    let (light, dark) = (bishop(1)?, bishop(0)?);
    // The squares left after the bishops, then after the queen, as place_nth_empty counts them.
    let queen = (0..8)
        .filter(|&i| i != light && i != dark)
        .position(|i| rank[i] == Role::Queen)?;
    let mut knights = (0..8)
        .filter(|&i| i != light && i != dark && rank[i] != Role::Queen)
        .enumerate()
        .filter(|&(_, i)| rank[i] == Role::Knight)
        .map(|(place, _)| place);
    let places = (knights.next()?, knights.next()?);
    let pair = KNIGHTS.iter().position(|&k| k == places)?;
    let n = (light - 1) / 2 + 4 * (dark / 2) + 16 * (queen + 6 * pair);
    StartNumber::new(u16::try_from(n).ok()?)
}

/// Which start a game has: the usual one, or a Chess960 start by its number (Guideline II).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameStart {
    /// Standard chess from the usual start.
    Standard,
    /// Chess960 from this start.
    Chess960(StartNumber),
}

impl GameStart {
    /// The start position (with Chess960 castling for a Chess960 start).
    pub fn position(self) -> Chess {
        match self {
            GameStart::Standard => Chess::default(),
            GameStart::Chess960(n) => n.position(),
        }
    }

    /// The start a game from `pos` has: the usual start with the usual castling, or one of the 960 starts
    /// with Chess960 castling; `None` for any other position (a game set up from a FEN, say).
    pub fn of_position(pos: &Chess) -> Option<GameStart> {
        if !is_chess960(pos) {
            return (*pos == Chess::default()).then_some(GameStart::Standard);
        }
        let n = StartNumber::of_board(pos.board())?;
        (n.position() == *pos).then_some(GameStart::Chess960(n))
    }
}

/// The places of a start number's digits, as a player sets them one at a time (the highest first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Digit {
    /// The hundreds (0 to 9).
    Hundreds,
    /// The tens (0 to 5 under 9 hundreds).
    Tens,
    /// The units.
    Units,
}

impl Digit {
    /// What one step of this digit is worth.
    fn weight(self) -> u16 {
        match self {
            Digit::Hundreds => 100,
            Digit::Tens => 10,
            Digit::Units => 1,
        }
    }

    /// The digit set after this one, if any.
    pub fn next(self) -> Option<Digit> {
        match self {
            Digit::Hundreds => Some(Digit::Tens),
            Digit::Tens => Some(Digit::Units),
            Digit::Units => None,
        }
    }
}

/// A start as a player gives it: its number, White's back rank from the a-file in the `language`'s piece letters
/// (`SLTKTLDS`; English letters too), or eight piece names in any scheme's words of that language
/// ("Springer, Läufer, Turm, König, Turm, Läufer, Dame, Springer").
pub fn read_start(text: &str, language: Language) -> Result<StartNumber, StartError> {
    let trimmed = text.trim();
    if trimmed.chars().all(|c| c.is_ascii_digit()) && !trimmed.is_empty() {
        return trimmed.parse();
    }
    let unreadable = || StartError::Unreadable(text.to_string());
    let words: Vec<&str> = trimmed
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    let rank: Vec<Role> = match words.as_slice() {
        [letters] if letters.chars().count() == 8 => {
            let read = |edition| {
                letters
                    .chars()
                    .map(|c| role_for_letter(edition, c.to_ascii_uppercase()))
                    .collect::<Option<Vec<Role>>>()
            };
            read(language)
                .or_else(|| read(Language::En))
                .ok_or_else(unreadable)?
        }
        names if names.len() == 8 => names
            .iter()
            .map(|w| {
                Scheme::ALL
                    .iter()
                    .find_map(|&scheme| Vocabulary::new(scheme, language).parse_role(w))
            })
            .collect::<Option<Vec<Role>>>()
            .ok_or_else(unreadable)?,
        _ => return Err(unreadable()),
    };
    let rank: [Role; 8] = rank.try_into().map_err(|_| unreadable())?;
    StartNumber::of_back_rank(&rank)
}

/// Where a game's Chess960 start comes from: given, or read from the sighted player's e-board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartSource {
    /// This start, given by its number, back rank or piece names.
    Given(StartNumber),
    /// The start the sighted player's DGT e-board shows before the game.
    SightedBoard,
}

/// The words that ask for the start on the sighted player's e-board, in every language (any of them is
/// taken, whatever the language).
pub(crate) const BOARD_WORDS: [&str; 6] = ["board", "brett", "tábla", "lauta", "bræt", "braet"];

/// A start as [`read_start`] reads it, or one of [`BOARD_WORDS`] (the start is read from the sighted
/// player's e-board).
pub fn read_start_source(text: &str, language: Language) -> Result<StartSource, StartError> {
    let word = text.trim().to_lowercase();
    if BOARD_WORDS.contains(&word.as_str()) {
        return Ok(StartSource::SightedBoard);
    }
    read_start(text, language).map(StartSource::Given)
}

/// Why a board does not show a Chess960 start: the first thing found wrong, White's back rank first, then
/// Black's mirror of it, the pawns, and anything else on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NotAStart {
    /// Nothing stands on the board.
    #[error("the board is empty")]
    Empty,
    /// A square of White's back rank without a white piece other than a pawn.
    #[error("{0} needs a white piece, not a pawn")]
    BackRank(Square),
    /// White's back rank is not one king, one queen, two rooks, two bishops and two knights.
    #[error("White's back rank needs a king, a queen, two rooks, two bishops and two knights")]
    Pieces,
    /// Both bishops on squares of one colour.
    #[error("the bishops must stand on squares of different colours")]
    BishopsOneColour,
    /// The king not between the rooks.
    #[error("the king must stand between the rooks")]
    KingOutside,
    /// Black's back rank does not mirror White's: this piece is missing on this square.
    #[error("the back ranks do not mirror: {} missing on {square}", .piece.char())]
    Mirror {
        /// The square of Black's back rank.
        square: Square,
        /// The black piece that belongs there.
        piece: Piece,
    },
    /// A pawn missing on its rank (the second for White, the seventh for Black).
    #[error("{} missing on {square}", .piece.char())]
    Pawn {
        /// The square.
        square: Square,
        /// The pawn that belongs there.
        piece: Piece,
    },
    /// A piece on the ranks between the pawns, where a start has nothing.
    #[error("extra {} on {square}", .piece.char())]
    Extra {
        /// The square.
        square: Square,
        /// The piece.
        piece: Piece,
    },
}

/// The Chess960 start a board shows (518 for the usual start), or the first thing wrong with it.
pub fn start_of_board(board: &Board) -> Result<StartNumber, NotAStart> {
    if board.occupied().is_empty() {
        return Err(NotAStart::Empty);
    }
    let on = |file: File, rank: Rank| Square::from_coords(file, rank);
    let mut rank = [Role::Pawn; 8];
    for (slot, &file) in rank.iter_mut().zip(File::ALL.iter()) {
        let square = on(file, Rank::First);
        match board.piece_at(square) {
            Some(Piece {
                color: Color::White,
                role,
            }) if role != Role::Pawn => *slot = role,
            _ => return Err(NotAStart::BackRank(square)),
        }
    }
    let number = StartNumber::of_back_rank(&rank).map_err(|_| back_rank_problem(&rank))?;
    let expected = |square: Square| match square.rank() {
        Rank::First => Some(rank[square.file().to_usize()].of(Color::White)),
        Rank::Eighth => Some(rank[square.file().to_usize()].of(Color::Black)),
        Rank::Second => Some(Color::White.pawn()),
        Rank::Seventh => Some(Color::Black.pawn()),
        _ => None,
    };
    let ranks = [Rank::Eighth, Rank::Second, Rank::Seventh].into_iter();
    let middle = (2..6).map(Rank::new);
    for r in ranks.chain(middle) {
        for &file in &File::ALL {
            let square = on(file, r);
            let problem = match (r, expected(square), board.piece_at(square)) {
                (_, want, found) if want == found => None,
                (Rank::Eighth, Some(piece), _) => Some(NotAStart::Mirror { square, piece }),
                (_, Some(piece), _) => Some(NotAStart::Pawn { square, piece }),
                (_, None, found) => found.map(|piece| NotAStart::Extra { square, piece }),
            };
            if let Some(problem) = problem {
                return Err(problem);
            }
        }
    }
    Ok(number)
}

/// Why eight white pieces are no Chess960 back rank.
fn back_rank_problem(rank: &[Role; 8]) -> NotAStart {
    let count = |role: Role| rank.iter().filter(|&&r| r == role).count();
    let pieces = [
        (Role::King, 1),
        (Role::Queen, 1),
        (Role::Rook, 2),
        (Role::Bishop, 2),
        (Role::Knight, 2),
    ];
    if pieces.iter().any(|&(role, n)| count(role) != n) {
        return NotAStart::Pieces;
    }
    let bishops: Vec<usize> = (0..8).filter(|&i| rank[i] == Role::Bishop).collect();
    if bishops.first().map(|b| b % 2) == bishops.last().map(|b| b % 2) {
        return NotAStart::BishopsOneColour;
    }
    NotAStart::KingOutside
}

/// Puts `role` on the `nth` square still empty.
fn place_nth_empty(rank: &mut [Option<Role>; 8], nth: usize, role: Role) {
    if let Some(square) = rank.iter_mut().filter(|s| s.is_none()).nth(nth) {
        *square = Some(role);
    }
}

/// A back rank in upper-case FEN letters: `RNBQKBNR`.
pub fn letters(rank: &[Role; 8]) -> String {
    rank.iter().map(|r| r.upper_char()).collect()
}

/// Whether a position plays castling by Chess960's rules (Guideline II.3).
pub fn is_chess960(pos: &Chess) -> bool {
    pos.castles().mode() == CastlingMode::Chess960
}

/// The usual start (518).
impl Default for StartNumber {
    fn default() -> Self {
        StartNumber(STANDARD)
    }
}

impl FromStr for StartNumber {
    type Err = StartError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.trim()
            .parse::<u16>()
            .ok()
            .and_then(StartNumber::new)
            .ok_or_else(|| StartError::Number(s.to_string()))
    }
}

impl fmt::Display for StartNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Square;
    use std::collections::BTreeSet;

    #[test]
    fn the_numbering_is_the_standard_one() {
        // Known numbers: 518 is the usual start, 0 is BBQNNRKR, 959 is RKRNNQBB.
        assert_eq!(letters(&StartNumber(STANDARD).back_rank()), "RNBQKBNR");
        assert_eq!(letters(&StartNumber(0).back_rank()), "BBQNNRKR");
        assert_eq!(letters(&StartNumber(959).back_rank()), "RKRNNQBB");
        assert_eq!(letters(&StartNumber(1).back_rank()), "BQNBNRKR");
        assert_eq!(letters(&StartNumber(2).back_rank()), "BQNNRBKR");
    }

    #[test]
    fn every_number_is_a_distinct_legal_start_and_reads_back() {
        let mut seen = BTreeSet::new();
        for n in StartNumber::all() {
            let rank = n.back_rank();
            assert!(seen.insert(letters(&rank)), "{n} repeats");
            let bishops: Vec<usize> = (0..8).filter(|&i| rank[i] == Role::Bishop).collect();
            assert_eq!(bishops.len(), 2);
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{n}: bishops on one colour");
            let king = rank.iter().position(|r| *r == Role::King).unwrap();
            let rooks: Vec<usize> = (0..8).filter(|&i| rank[i] == Role::Rook).collect();
            assert!(
                rooks[0] < king && king < rooks[1],
                "{n}: {}",
                letters(&rank)
            );
            assert_eq!(StartNumber::of_back_rank(&rank), Ok(n));
            let pos = n.position();
            assert!(is_chess960(&pos));
            // Only pawns and knights can move at the start, and the king castle where king and rook stand side by side.
            let other = pos
                .legal_moves()
                .into_iter()
                .find(|m| !matches!(m.role(), Role::Pawn | Role::Knight) && !m.is_castle());
            assert_eq!(other, None, "{n} {}", letters(&rank));
            let king_square =
                Square::from_coords(shakmaty::File::new(king as u32), shakmaty::Rank::First);
            assert_eq!(
                pos.board().king_of(shakmaty::Color::White),
                Some(king_square)
            );
            assert_eq!(pos.castles().castling_rights().count(), 4);
        }
        assert_eq!(seen.len(), 960);
    }

    #[test]
    fn a_start_is_read_as_a_number_letters_or_names_in_each_language() {
        let n = StartNumber(3); // BQNNRKRB
        assert_eq!(read_start("3", Language::En), Ok(n));
        assert_eq!(read_start("bqnnrkrb", Language::En), Ok(n));
        assert_eq!(read_start("LDSSTKTL", Language::De), Ok(n));
        assert_eq!(read_start("FVHHBKBF", Language::Hu), Ok(n));
        assert_eq!(read_start("LDRRTKTL", Language::Fi), Ok(n));
        assert_eq!(read_start("LDSSTKTL", Language::Da), Ok(n));
        assert_eq!(
            read_start(
                "Läufer, Dame, Springer, Springer, Turm, König, Turm, Läufer",
                Language::De
            ),
            Ok(n)
        );
        assert_eq!(
            read_start(
                "bishop queen knight knight rook king rook bishop",
                Language::En
            ),
            Ok(n)
        );
        assert_eq!(
            read_start(
                "futó vezér huszár huszár bástya király bástya futó",
                Language::Hu
            ),
            Ok(n)
        );
        assert_eq!(
            read_start(
                "lähetti kuningatar ratsu ratsu torni kuningas torni lähetti",
                Language::Fi
            ),
            Ok(n)
        );
        assert!(matches!(
            read_start("RNBQKBNRR", Language::En),
            Err(StartError::Unreadable(_))
        ));
        assert!(matches!(
            read_start("RKRBNBNQ", Language::En),
            Err(StartError::BackRank(_))
        ));
        assert!(matches!(
            read_start("", Language::En),
            Err(StartError::Unreadable(_))
        ));
        assert!(read_start("961", Language::En).is_err());
    }

    #[test]
    fn a_digit_set_never_makes_a_number_above_959() {
        let n = |k| StartNumber::new(k).unwrap();
        assert_eq!(n(417).digit(Digit::Hundreds), 4);
        assert_eq!(n(417).digit(Digit::Tens), 1);
        assert_eq!(n(417).digit(Digit::Units), 7);
        assert_eq!(n(417).with_digit(Digit::Tens, 5), Some(n(457)));
        // Nine hundreds keep what is below where they can, else the highest start.
        assert_eq!(n(417).with_digit(Digit::Hundreds, 9), Some(n(917)));
        assert_eq!(n(875).with_digit(Digit::Hundreds, 9), Some(n(959)));
        assert_eq!(n(950).with_digit(Digit::Tens, 6), None);
        assert_eq!(n(950).with_digit(Digit::Units, 10), None);
        let tens: Vec<u16> = n(957)
            .digit_choices(Digit::Tens)
            .iter()
            .map(|c| c.get())
            .collect();
        assert_eq!(tens, [907, 917, 927, 937, 947, 957]);
        for start in StartNumber::all() {
            for place in [Digit::Hundreds, Digit::Tens, Digit::Units] {
                let choices = start.digit_choices(place);
                // Every choice is a start, the start itself among them, each digit once.
                assert!(choices.iter().all(|c| c.get() < COUNT));
                assert!(choices.contains(&start), "{start} {place:?}");
                let digits: BTreeSet<u16> = choices.iter().map(|c| c.digit(place)).collect();
                assert_eq!(digits.len(), choices.len());
            }
        }
    }

    #[test]
    fn a_game_start_is_known_from_its_position() {
        for n in [0, 3, STANDARD, 959] {
            let n = StartNumber(n);
            let start = GameStart::Chess960(n);
            assert_eq!(GameStart::of_position(&start.position()), Some(start));
        }
        assert_eq!(
            GameStart::of_position(&Chess::default()),
            Some(GameStart::Standard)
        );
        // A position past the start is neither.
        let mut pos = StartNumber(3).position();
        let mv = pos.legal_moves()[0];
        pos.play_unchecked(mv);
        assert_eq!(GameStart::of_position(&pos), None);
    }

    #[test]
    fn a_back_rank_is_numbered_by_decoding_as_by_searching_every_start() {
        // Every rank of eight pieces from K, Q, R, B, N (390,625): the 960 starts and every wrong count or order.
        let roles = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ];
        let mut ranks = vec![[Role::Pawn; 8]];
        for i in 0..8 {
            ranks = ranks
                .into_iter()
                .flat_map(|r| {
                    roles.map(|role| {
                        let mut r = r;
                        r[i] = role;
                        r
                    })
                })
                .collect();
        }
        let every: std::collections::HashMap<[Role; 8], StartNumber> =
            StartNumber::all().map(|n| (n.back_rank(), n)).collect();
        let mut starts = 0;
        for rank in &ranks {
            let searched = every.get(rank).copied();
            assert_eq!(
                StartNumber::of_back_rank(rank).ok(),
                searched,
                "{}",
                letters(rank)
            );
            starts += usize::from(searched.is_some());
        }
        assert_eq!(starts, 960);
    }

    #[test]
    fn a_start_position_is_the_one_its_fen_gives_and_its_board_names_it() {
        for n in StartNumber::all() {
            let rank = letters(&n.back_rank());
            let rooks: String = (0..8u8)
                .filter(|&i| n.back_rank()[usize::from(i)] == Role::Rook)
                .map(|i| char::from(b'A' + i))
                .rev()
                .collect();
            let fen = format!(
                "{}/pppppppp/8/8/8/8/PPPPPPPP/{rank} w {rooks}{} - 0 1",
                rank.to_lowercase(),
                rooks.to_lowercase()
            );
            let from_fen: Chess = fen
                .parse::<shakmaty::fen::Fen>()
                .unwrap()
                .into_position(CastlingMode::Chess960)
                .unwrap();
            assert_eq!(n.position(), from_fen, "{n}");
            assert_eq!(StartNumber::of_board(from_fen.board()), Some(n));
        }
        // One piece off its square, or one pawn gone: no start.
        let mut pos = Chess::default();
        pos.play_unchecked(pos.legal_moves()[0]);
        assert_eq!(StartNumber::of_board(pos.board()), None);
        let mut board = Chess::default().board().clone();
        board.discard_piece_at(Square::E2);
        assert_eq!(StartNumber::of_board(&board), None);
    }

    #[test]
    fn numbers_out_of_range_and_bad_ranks_are_refused() {
        assert!("960".parse::<StartNumber>().is_err());
        assert!("-1".parse::<StartNumber>().is_err());
        assert_eq!("  42 ".parse::<StartNumber>().map(StartNumber::get), Ok(42));
        let bad = [
            Role::King,
            Role::Rook,
            Role::Rook,
            Role::Bishop,
            Role::Bishop,
            Role::Queen,
            Role::Knight,
            Role::Knight,
        ];
        assert!(StartNumber::of_back_rank(&bad).is_err());
    }
}
