//! The language-free phrases the program can say; fluent turns each into text.
//!
//! A phrase names what happened with chess types only; the words of the scheme and the
//! sentence frames of the interface language are added when it is rendered. No phrase ever
//! evaluates a position or suggests a move (tournament safety).

pub use super::move_words::{AnnouncedMove, SpokenMove};
use crate::game::chess960::NotAStart;
use crate::game::record::EndReason;
use crate::inference::Correction;
use crate::inference::agreement::Fix;
pub use crate::notation::line::Line;
use crate::notation::{Language, NotationError};
use crate::phonetic::{Form, Scheme};
use shakmaty::san::SanPlus;
use shakmaty::{Color, File, KnownOutcome, Move, Piece, Position, Rank, Role, Square};
use std::time::Duration;

/// A move of the game record with its move number (for "the last moves").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberedMove {
    /// The full-move number (1 for White's and Black's first moves).
    pub number: u32,
    /// The move.
    pub spoken: SpokenMove,
}

/// One account of the game the session keeps (D.2.9 compares them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The blind player's peg board, as sensed.
    PegBoard,
    /// The program's record (the blind player's score sheet, D.2.7).
    Record,
    /// The moves announced aloud (heard, or typed as announced).
    Announced,
    /// The sighted player's board, as the assistant enters its moves.
    SightedBoard,
}

/// Which part of the spoken help: the keys in parts (most common first), or how to leave a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HelpTopic {
    /// Part 1 to 4 of the keys, in that order of use (1: the number keys; 3: leaving and lines; 4: the
    /// player's guide, `pegchess guide`).
    Part(u8),
    /// The first `q`: how to leave (a second `q` leaves).
    Leave,
}

impl HelpTopic {
    /// How many parts the help has.
    pub const PARTS: u8 = 4;

    /// The part after this one (after the last, the first again).
    pub fn next(self) -> HelpTopic {
        match self {
            HelpTopic::Part(n) if n < Self::PARTS => HelpTopic::Part(n + 1),
            _ => HelpTopic::Part(1),
        }
    }
}

/// Why typed or spoken input was not taken as a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputProblem {
    /// Not understood as a move at all.
    NotUnderstood,
    /// A letter that is not a piece in the chosen notation.
    UnknownPiece,
    /// No legal move fits (only said for typed input, never for the board in tournament mode).
    NoSuchMove,
    /// Several moves fit; the origin is needed.
    Ambiguous,
    /// A promotion without the piece chosen.
    PromotionPiece,
}

impl From<&NotationError> for InputProblem {
    fn from(e: &NotationError) -> InputProblem {
        match e {
            NotationError::Empty | NotationError::Syntax { .. } => InputProblem::NotUnderstood,
            NotationError::UnknownPiece { .. } => InputProblem::UnknownPiece,
            NotationError::NoSuchMove { .. } => InputProblem::NoSuchMove,
            NotationError::Ambiguous { .. } => InputProblem::Ambiguous,
            NotationError::PromotionPiece { .. } => InputProblem::PromotionPiece,
        }
    }
}

/// The most correction steps said in one breath; the rest come on request.
pub(crate) const STEPS_SAID: usize = 3;

/// Where a completed set-up stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetUp {
    /// A start position (the standard one, or a Chess960 start), before any move.
    Start,
    /// A position from a game loaded, resumed or given: its move number and the side to move.
    At {
        /// The move number.
        number: u32,
        /// The side to move.
        to_move: Color,
    },
}

impl SetUp {
    /// Where the set-up of a game from `start` with `played` half-moves made stands at `now`.
    pub fn of(start: &shakmaty::Chess, played: usize, now: &shakmaty::Chess) -> SetUp {
        let a_start = played == 0
            && start.turn() == Color::White
            && start.fullmoves().get() == 1
            && crate::game::chess960::StartNumber::of_board(start.board()).is_some();
        if a_start {
            SetUp::Start
        } else {
            SetUp::At {
                number: now.fullmoves().get(),
                to_move: now.turn(),
            }
        }
    }
}

/// Something to tell the player, assistant or arbiter, independent of language and scheme.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phrase {
    /// A board answered and identified itself.
    BoardConnected {
        /// The board's name from its identity frame.
        name: String,
    },
    /// The board stopped answering; the game is kept.
    BoardDisconnected,
    /// No peg board answers yet (`board-check`): plug it in; the check goes on looking.
    BoardLooking,
    /// The board is back and the program has read its holes again.
    BoardReconnected,
    /// A hole keeps changing by itself (a loose peg or a faulty sensor).
    HoleChatter(Square),
    /// A peg left a hole (assembly check).
    PegOut(Square),
    /// A peg went into a hole (assembly check).
    PegIn(Square),
    /// A move was completed on the board.
    Move {
        /// The side that moved.
        mover: Color,
        /// The move in SAN with its check or mate suffix.
        san: SanPlus,
        /// The move itself (from, to, promotion, castling, en passant).
        mv: Move,
    },
    /// A piece was lifted and put back on its own hole (D.2.2, 4.3).
    Touched {
        /// The piece.
        piece: Piece,
        /// Its hole.
        square: Square,
    },
    /// The board does not show the position it should; these steps restore it (at most
    /// [`STEPS_SAID`] are said, then how many more).
    Mismatch(Vec<Correction>),
    /// So many holes differ that the whole board is wrong (knocked over, or reset): just the count.
    BoardWrong {
        /// How many steps would restore it.
        count: usize,
    },
    /// A step of the restoration was done; this many remain.
    StepDone {
        /// Steps still to do.
        remaining: usize,
    },
    /// A peg change made a new difference.
    NewDifference(Correction),
    /// The board now shows another move than the one just said, before the move was completed.
    MoveChanged(SpokenMove),
    /// The move just said is off the board again: the board shows the position before it.
    MoveUndone,
    /// Why the game ended, when the rules ended it without a mate (stalemate, dead position, 9.6).
    Ended(EndReason),
    /// The game is over; nothing more is recorded (the result follows).
    AlreadyOver(KnownOutcome),
    /// The board matches the record again.
    BoardMatches,
    /// The players took back this many plies; the board shows the earlier position.
    TakenBack {
        /// How many plies were taken back.
        plies: usize,
    },
    /// Several moves fit the board (some frames were lost): which one was it?
    WhichMove(Vec<SanPlus>),
    /// The clock was pressed before the move was complete (D.2.4): these steps are missing.
    MoveIncomplete(Vec<Correction>),
    /// The clock was pressed while the board shows no move (7.5.3).
    PressWithoutMove,
    /// Setting up the start position (7.2): the next step, and how many remain including it.
    SetupStep {
        /// What to do next.
        next: Correction,
        /// Steps left, this one included.
        remaining: usize,
    },
    /// The position is set up (the start, or where a loaded or resumed game stands); the game can begin.
    SetupComplete(SetUp),
    /// The move announced aloud differs from the move executed (D.2.8: correct it at once).
    AnnouncedOtherMove {
        /// What was announced.
        announced: SpokenMove,
        /// What was executed on the board.
        executed: SpokenMove,
    },
    /// A pawn stands on the last rank; which piece does it become? (Never a suggestion.)
    PromotionQuestion(Square),
    /// Words heard or typed came near one move only ("Springer Felix drei?"): taken on a yes.
    ConfirmMove(SpokenMove),
    /// A resignation by voice, said back before it counts ("Weiß gibt auf?").
    ConfirmResign(Color),
    /// A confirmation asked back (a near match, a resignation) is withdrawn: the game moved on (a move completed,
    /// taken back or revised, or the game over) before the answer came.
    QuestionWithdrawn,
    /// A yes or a no when no question is open.
    NothingToAnswer,
    /// One side's remaining time.
    Time {
        /// Whose clock.
        side: Color,
        /// Time left on it.
        remaining: Duration,
    },
    /// Both sides' remaining times.
    Times {
        /// White's time left.
        white: Duration,
        /// Black's time left.
        black: Duration,
    },
    /// The short form for time trouble: "2 minutes 10", "45".
    TimeShort(Duration),
    /// A side's flag has fallen (6.9).
    FlagFall(Color),
    /// The clock was stopped (to call the arbiter, 6.12).
    ClockStopped,
    /// The game keeps no clock: a clock correction or a time asked has nothing to act on.
    NoClock,
    /// The clock runs for this side.
    ClockRunning(Color),
    /// The arbiter set this side's count of completed moves (6.10, 6.11).
    MovesCounted {
        /// Whose count.
        side: Color,
        /// The moves counted.
        moves: u32,
    },
    /// The arbiter added an increment per move for both players from now (Guideline III.4), in seconds.
    IncrementAdded(u64),
    /// Stop the clock and call the arbiter (D.2.9: the boards differ beyond a simple fix).
    CallArbiter,
    /// One part of the spoken help.
    Help(HelpTopic),
    /// The one short line at the start of a game: ready, and how to hear the help (`single_keys`: keys
    /// act at once; else a line is typed and sent with Enter).
    Ready {
        /// Whether keys act at once (a terminal) or lines are typed.
        single_keys: bool,
    },
    /// The sighted player's e-board answered (or is back).
    SightedBoardConnected,
    /// The sighted player's e-board stopped answering; the game goes on without it.
    SightedBoardDisconnected,
    /// The sighted player's e-board, read through a broadcast relay, stopped answering (LiveChess, the board
    /// or the cable): the game goes on with the announcements until it is back.
    BroadcastLost,
    /// The sighted board shows a pawn promoted to another piece than the record has (the peg board cannot
    /// tell pieces apart).
    PromotionDiffers {
        /// The promotion square.
        square: Square,
        /// The piece on the sighted board.
        sighted: Piece,
        /// The piece in the record.
        record: Piece,
    },
    /// The sighted board has stood still in a position no move explains: the first fix, and how many more
    /// (the console shows them all).
    SightedDiffers {
        /// The first fix.
        fix: Fix,
        /// How many more fixes there are.
        more: usize,
    },
    /// The sighted board matches no position the record can reach by a slip: how many squares differ.
    SightedBoardWrong {
        /// Squares that differ from the nearest position it should show.
        count: usize,
    },
    /// The sighted board, back after its link was lost, shows a position of the record before its end: the
    /// moves it lacks are to be made on it (it is followed forward, nothing of the record taken back).
    SightedBehind {
        /// How many of the record's half-moves it lacks.
        count: usize,
        /// The full-move number of the first it lacks.
        number: u32,
        /// Whose move that is.
        side: Color,
    },
    /// The sighted board, back after its link was lost, shows a position that several orders (or routes) of
    /// this many moves reach from the record's: none is recorded; their order is for the arbiter, from the
    /// sighted player's score sheet (D.2.9).
    MovesWhileAway {
        /// The half-moves made on it while it was away.
        count: usize,
    },
    /// The sighted board, back after its link was lost, showed a position that exactly one sequence of the
    /// fewest moves reaches from the record's: those moves were recorded (and said), but more moves by
    /// another route reach the same board, so they are to be checked against the sighted player's score sheet
    /// with the arbiter (D.2.9).
    MovesReadWhileAway {
        /// The half-moves read.
        count: usize,
    },
    /// Two accounts that had parted agree again.
    Agreement {
        /// The first account.
        first: Source,
        /// The second account.
        second: Source,
    },
    /// Two accounts of the game part ways (D.2.9): which two, and from which move.
    Divergence {
        /// The first account.
        first: Source,
        /// The second account.
        second: Source,
        /// The full-move number of the first move on which they differ.
        number: u32,
        /// Whose move that is.
        side: Color,
    },
    /// The move number and the side to move (D.2.10: "the number of moves made").
    MoveNumber {
        /// The full-move number of the move to be made.
        number: u32,
        /// The side to move.
        to_move: Color,
    },
    /// The last moves of the record, oldest first (empty: none yet).
    LastMoves(Vec<NumberedMove>),
    /// Where the pieces of one kind stand (empty: none on the board).
    PieceLocations {
        /// The kind of piece.
        piece: Piece,
        /// Its squares, in square order.
        squares: Vec<Square>,
    },
    /// What stands on one square.
    SquareContents {
        /// The square.
        square: Square,
        /// Its piece, if any.
        piece: Option<Piece>,
    },
    /// A rank or file asked for: the line named once, then White's pieces and Black's, each by its place
    /// along the line (its file on a rank, its rank on a file; its square in the plain scheme) and kind, so
    /// that a full line stays short; an empty line in one word. A rank is said as the position reads it.
    ReadLine {
        /// The rank or file.
        line: Line,
        /// Its pieces in reading order.
        pieces: Vec<(Square, Piece)>,
    },
    /// One rank of the whole position, as the position is read rank by rank (`Query::Position`): the rank
    /// named once, then White's pieces and Black's, each by its file (its square in the plain scheme) and
    /// kind, so that a full rank stays short; an empty rank is said as one word ("Rank 3: empty").
    PositionRank {
        /// The rank.
        rank: Rank,
        /// Its pieces from the a-file to the h-file.
        pieces: Vec<(Square, Piece)>,
    },
    /// White's back rank at the start, file by file (square by square in the plain scheme), pieces without
    /// their colour: a Chess960 start confirmed (Guideline II).
    BackRank(Vec<(Square, Role)>),
    /// The program waits for the Chess960 start on the sighted player's e-board (`play --chess960 board`).
    Chess960Waiting,
    /// A Chess960 game begins from this start (said once, as the game starts, or as the sighted player's
    /// e-board shows it: the pegs cannot tell pieces apart, so the player hears which start the program holds).
    Chess960Start(crate::game::chess960::StartNumber),
    /// The sighted player's e-board shows no Chess960 start yet: the first thing wrong.
    NotAStart(NotAStart),
    /// The game ended with this result.
    GameOver(KnownOutcome),
    /// Stalemate (5.2.1).
    Stalemate,
    /// Typed or spoken input could not be taken as a move.
    InputRejected {
        /// What was typed or heard.
        input: String,
        /// Why.
        problem: InputProblem,
    },
    /// "Repeat" was asked but nothing has been said yet.
    NothingToRepeat,
    /// No speech engine: everything is printed only (said once, at start).
    SpeechUnavailable {
        /// The engine's reason, as it gave it.
        reason: String,
    },
    /// The speech engine is missing and the espeak-ng program speaks instead (said once, at start).
    SpeechFallback,
    /// The player's own low-time warning (`warn-at`): their clock passed this mark. Never muted.
    TimeWarning(Duration),
    /// The spoken set-up (`pegchess setup`).
    Setup(super::setup_phrase::SetupPhrase),
    /// One line of the self-check (`pegchess doctor`).
    Doctor(super::checkup::Finding),
    /// A line about a FIDE rating change (`pegchess rating`, or asked after a game).
    Rating(super::rating_phrase::RatingPhrase),
    /// A phrase of the player's guide (`pegchess guide`).
    Guide(super::guide_phrase::GuidePhrase),
    /// A line of the fair-play statement (`pegchess fair-play`), or the protections a game goes without.
    FairPlay(super::fair_phrase::FairLine),
    /// The journal cannot be written (a full or failing disk): the game goes on, the arbiter is told, and
    /// the screen shows where the record is (said once).
    RecordNotWritten,
    /// A worker of the table was lost (its thread panicked): what stopped, and what goes on instead.
    WorkerLost(crate::worker_kind::WorkerKind),
    /// A typed line the keys could not read, with what to type instead, as the console words it.
    Refused(String),
    /// Which boards are at the table (said at the start, once both are known, and when a board is missing).
    Table {
        /// The peg board.
        pegs: Presence,
        /// The sighted player's e-board.
        eboard: Presence,
    },
    /// A move announced where no peg board reads it, said back at once in the scheme (from its SAN only: a
    /// move the position does not allow is said back the same way, Article 11.3.1).
    Announced(AnnouncedMove),
    /// The clock was pressed after an announcement the position does not allow: not recorded, the clock
    /// not switched (said only after the press).
    AnnouncedImpossible(AnnouncedMove),
    /// The clock was pressed after an announcement that is no one move here: several moves fit it, or a pawn
    /// reaching the last rank was said without its piece. Not recorded (said only after the press).
    AnnouncedUnclear {
        /// The announcement as it was said.
        said: AnnouncedMove,
        /// [`InputProblem::Ambiguous`] or [`InputProblem::PromotionPiece`].
        problem: InputProblem,
    },
    /// Where the announcements make the record, the press that completed a move: the side now to move.
    Pressed(Color),
    /// A game resumed from its journal: where it stands, as players count (the move number, the side to move).
    Resumed {
        /// The number of the move to be made.
        number: u32,
        /// Whose move it is.
        to_move: Color,
    },
    /// Another game in the folder is not finished (said as a game is resumed, or a new one started over it),
    /// with how to resume it (`pegchess resume --unfinished N`).
    UnfinishedGame {
        /// Its number among the unfinished games, the oldest 1.
        game: u32,
        /// The move it stands at.
        number: u32,
        /// White's and Black's names, when known.
        players: Option<(String, String)>,
    },
    /// The game resumed, named: its number among the unfinished games and its players when known.
    ThisGame {
        /// Its number among the unfinished games.
        game: u32,
        /// White's and Black's names, when known.
        players: Option<(String, String)>,
    },
    /// A resumed game had an announcement made and not yet pressed: it still stands, said again.
    AnnouncedUnpressed(AnnouncedMove),
    /// A resumed game goes on otherwise than it was played, because `resume` was asked to: said once.
    AsAsked(AsAsked),
    /// The piece a promoting pawn becomes, said on its own: noted for the move in hand (not judged).
    PromotionNoted(Role),
    /// This side's draw offer was noted in the record (9.1.2).
    DrawOfferNoted(Color),
    /// A confirmation was answered no (a resignation, a move heard): nothing was done.
    NotConfirmed,
    /// The move recorded at the press is not what its said check or mate word claimed: the move as recorded.
    RecordedAs(SpokenMove),
}

/// What a `resume`'s flag changed of the game's own settings (or asked to change and could not).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AsAsked {
    /// The interface language: what the game had, what goes on.
    Language(Language, Language),
    /// The letters of typed moves.
    Notation(Language, Language),
    /// The announcement words.
    Scheme(Scheme, Scheme),
    /// Short or long announcements.
    Form(Form, Form),
    /// Another time control was asked for: the game's stands (the arbiter alone sets the clocks, 6.10).
    TimeControlStands,
}

/// Whether a board is at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    /// It answered and is read.
    Connected,
    /// None answered yet; the link goes on looking.
    Looking,
    /// None is used at this table.
    Absent,
}

impl Presence {
    /// The selector the fluent messages choose their words by (`table`, `window-table`).
    pub fn key(self) -> &'static str {
        match self {
            Presence::Connected => "connected",
            Presence::Looking => "looking",
            Presence::Absent => "absent",
        }
    }
}

/// The most words a phrase has (speech is short: ARCHITECTURE.md's invariants).
pub const MOST_WORDS: usize = 25;

impl Phrase {
    /// Whether this phrase is a part of an answer said in several (the last moves, a few a phrase): a
    /// repeat says every part again.
    pub(crate) fn is_part(&self) -> bool {
        matches!(self, Phrase::LastMoves(moves) if !moves.is_empty())
    }

    /// The phrase for a legal move `mv` played in `pos` (the position before the move).
    pub fn move_in<P: Position + Clone>(pos: &P, mv: Move) -> Phrase {
        let SpokenMove { mover, san, mv } = SpokenMove::new(pos, mv);
        Phrase::Move { mover, san, mv }
    }

    /// The phrase for where the pieces of one kind stand in `pos`.
    pub fn piece_locations<P: Position>(pos: &P, piece: Piece) -> Phrase {
        let squares = pos.board().by_piece(piece).into_iter().collect();
        Phrase::PieceLocations { piece, squares }
    }

    /// The phrase reading one rank or file of `pos`.
    pub fn read_line<P: Position>(pos: &P, line: Line) -> Phrase {
        let pieces = line
            .squares()
            .filter_map(|sq| pos.board().piece_at(sq).map(|p| (sq, p)))
            .collect();
        Phrase::ReadLine { line, pieces }
    }

    /// The phrase saying one rank of `pos` as the whole position is read rank by rank.
    pub fn position_rank<P: Position>(pos: &P, rank: Rank) -> Phrase {
        let pieces = Line::Rank(rank)
            .squares()
            .filter_map(|sq| pos.board().piece_at(sq).map(|p| (sq, p)))
            .collect();
        Phrase::PositionRank { rank, pieces }
    }

    /// What a game from `start` says once as it begins: a Chess960 start's number (the pegs cannot tell
    /// pieces apart, so the player hears which start the program holds); nothing for the usual start.
    pub fn game_start(start: &shakmaty::Chess) -> Option<Phrase> {
        match crate::game::chess960::GameStart::of_position(start)? {
            crate::game::chess960::GameStart::Chess960(n) => Some(Phrase::Chess960Start(n)),
            crate::game::chess960::GameStart::Standard => None,
        }
    }

    /// The phrase saying what stands on `square` in `pos`.
    pub fn square_contents<P: Position>(pos: &P, square: Square) -> Phrase {
        Phrase::SquareContents {
            square,
            piece: pos.board().piece_at(square),
        }
    }

    /// The phrase reading White's back rank of `board` square by square, pieces without their colour (a
    /// Chess960 start confirmed).
    pub fn back_rank(board: &shakmaty::Board) -> Phrase {
        let squares = File::ALL
            .iter()
            .map(|&f| Square::from_coords(f, Rank::First));
        Phrase::BackRank(
            squares
                .filter_map(|sq| board.role_at(sq).map(|r| (sq, r)))
                .collect(),
        )
    }

    /// The phrase for a typed move that was not taken.
    pub fn rejected(input: &str, error: &NotationError) -> Phrase {
        Phrase::InputRejected {
            input: input.trim().to_string(),
            problem: error.into(),
        }
    }
}

impl From<super::setup_phrase::SetupPhrase> for Phrase {
    fn from(p: super::setup_phrase::SetupPhrase) -> Phrase {
        Phrase::Setup(p)
    }
}

impl From<super::guide_phrase::GuidePhrase> for Phrase {
    fn from(p: super::guide_phrase::GuidePhrase) -> Phrase {
        Phrase::Guide(p)
    }
}
