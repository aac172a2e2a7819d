//! Phrase -> message tree: which fluent message says a phrase and with which arguments.
//!
//! The tree is language-free: scheme words (Anna, eins, Springer) come from `phonetic` and go in
//! as arguments; every sentence frame, list joint and plural is chosen by the .ftl files.

use super::phrase::{
    HelpTopic, InputProblem, Line, NumberedMove, Phrase, STEPS_SAID, Source, SpokenMove,
};
use crate::game::record::EndReason;
use crate::inference::Correction;
use crate::inference::agreement::Fix;
use crate::phonetic::{Form, Vocabulary};
use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Color, File, KnownOutcome, Move, Piece, Rank, Role, Square};
use std::time::Duration;

/// Marks the start of a scheme word in rendered text (a private-use character).
pub const WORD_START: char = '\u{E000}';
/// Marks the end of a scheme word in rendered text.
pub const WORD_END: char = '\u{E001}';

/// One argument of a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Text in the interface language or from outside (a board name, typed input).
    Text(String),
    /// A word of a phonetic scheme, to be spoken with the phonetic voice.
    Word(&'static str),
    /// A number, for plurals.
    Number(u64),
    /// A key that a select expression in the .ftl file matches (`white`, `knight`).
    Key(&'static str),
    /// Another message, rendered first.
    Msg(Msg),
}

/// A fluent message id with its arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    /// The message id in the .ftl files.
    pub id: &'static str,
    /// Named arguments.
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    pub fn arg(mut self, name: &'static str, value: Arg) -> Msg {
        self.args.push((name, value));
        self
    }

    /// Adds a nested message as an argument.
    pub fn sub(self, name: &'static str, value: Msg) -> Msg {
        self.arg(name, Arg::Msg(value))
    }
}

/// Builds message trees for one scheme and form.
#[derive(Debug, Clone, Copy)]
pub struct Composer {
    vocab: Vocabulary,
    form: Form,
}

fn colour_key(c: Color) -> Arg {
    Arg::Key(match c {
        Color::White => "white",
        Color::Black => "black",
    })
}

fn source_key(s: Source) -> Arg {
    Arg::Key(match s {
        Source::PegBoard => "board",
        Source::Record => "record",
        Source::Announced => "announced",
        Source::SightedBoard => "sighted",
    })
}

fn role_key(r: Role) -> Arg {
    Arg::Key(match r {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    })
}

/// Where a castling move took the king and the rook, unless it is the usual castling (king from the e-file,
/// rook from the corner), which its name says alone.
fn chess960_castled(mv: &Move) -> Option<[(Square, Square); 2]> {
    let Move::Castle { king, rook } = *mv else {
        return None;
    };
    let usual = king.file() == File::E && matches!(rook.file(), File::A | File::H);
    (!usual).then(|| crate::board::hands::castling_pegs(king, rook))
}

/// Folds items into `join` messages, the last pair with `last` ("a, b and c").
pub(crate) fn list(mut items: Vec<Msg>, join: &'static str, last: &'static str) -> Msg {
    let mut acc = items.pop().unwrap_or_else(|| Msg::new("nothing"));
    let mut joint = last;
    while let Some(item) = items.pop() {
        acc = Msg::new(joint).sub("first", item).sub("rest", acc);
        joint = join;
    }
    acc
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

    fn word(self, w: &'static str) -> Arg {
        if self.vocab.is_phonetic() {
            Arg::Word(w)
        } else {
            Arg::Text(w.to_string())
        }
    }

    fn square(self, sq: Square) -> Msg {
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

    fn piece(self, piece: Piece) -> Msg {
        Msg::new("coloured-piece")
            .arg("colour", colour_key(piece.color))
            .arg("role", role_key(piece.role))
            .arg("piece", self.word(self.vocab.role(piece.role)))
    }

    /// The message saying a move, in this composer's form.
    pub fn spoken_move(self, m: &SpokenMove) -> Msg {
        self.move_msg(MoveFacts::of_move(m.mv, m.san))
    }

    /// The message saying a move known only by its SAN (short form, en passant said as a capture).
    pub fn san_move(self, san: SanPlus) -> Msg {
        self.move_msg(MoveFacts::of_san(san))
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
                let pawn = facts.role == Role::Pawn;
                let id = match (pawn, facts.en_passant, facts.capture, origin.is_some()) {
                    (_, true, _, _) => "move-en-passant",
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

    fn numbered(self, n: &NumberedMove) -> Msg {
        Msg::new("history-move")
            .arg("number", Arg::Number(u64::from(n.number)))
            .arg("side", colour_key(n.spoken.mover))
            .sub("move", self.spoken_move(&n.spoken))
    }

    fn correction(self, c: &Correction) -> Msg {
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

    /// A list of correction steps: the first few, then how many more (said on request).
    fn steps(self, id: &'static str, steps: &[Correction]) -> Msg {
        let items = steps
            .iter()
            .take(STEPS_SAID)
            .map(|c| self.correction(c))
            .collect();
        let more = steps.len().saturating_sub(STEPS_SAID);
        Msg::new(id)
            .sub("steps", list(items, "join-steps", "join-steps"))
            .arg("more", Arg::Number(more as u64))
    }

    fn squares(self, squares: &[Square]) -> Msg {
        let items = squares.iter().map(|&sq| self.square(sq)).collect();
        list(items, "join-comma", "join-and")
    }

    fn read_line(self, line: Line, pieces: &[(Square, Piece)]) -> Msg {
        let (id, name, word) = match (line, pieces.is_empty()) {
            (Line::Rank(r), false) => ("line-rank", "rank", self.vocab.rank(r)),
            (Line::Rank(r), true) => ("line-rank-empty", "rank", self.vocab.rank(r)),
            (Line::File(f), false) => ("line-file", "file", self.vocab.file(f)),
            (Line::File(f), true) => ("line-file-empty", "file", self.vocab.file(f)),
        };
        let msg = Msg::new(id).arg(name, self.word(word));
        if pieces.is_empty() {
            return msg;
        }
        let items = pieces
            .iter()
            .map(|&(sq, p)| {
                Msg::new("line-item")
                    .sub("square", self.square(sq))
                    .sub("piece", self.piece(p))
            })
            .collect();
        msg.sub("contents", list(items, "join-comma", "join-and"))
    }

    /// The message saying a phrase.
    pub fn phrase(self, phrase: &Phrase) -> Msg {
        match phrase {
            Phrase::BoardConnected { name } => {
                Msg::new("board-connected").arg("name", Arg::Text(name.clone()))
            }
            Phrase::BoardDisconnected => Msg::new("board-disconnected"),
            Phrase::BoardReconnected => Msg::new("board-reconnected"),
            Phrase::HoleChatter(sq) => Msg::new("hole-chatter").sub("square", self.square(*sq)),
            Phrase::PegOut(sq) => Msg::new("peg-out").sub("square", self.square(*sq)),
            Phrase::PegIn(sq) => Msg::new("peg-in").sub("square", self.square(*sq)),
            Phrase::Move { mover, san, mv } => self.spoken_move(&SpokenMove {
                mover: *mover,
                san: *san,
                mv: *mv,
            }),
            Phrase::Touched { piece, square } => Msg::new("touched")
                .sub("piece", self.piece(*piece))
                .sub("square", self.square(*square)),
            Phrase::Mismatch(steps) if steps.is_empty() => Msg::new("board-matches"),
            Phrase::Mismatch(steps) => self.steps("mismatch", steps),
            Phrase::BoardWrong { count } => {
                Msg::new("board-wrong").arg("count", Arg::Number(*count as u64))
            }
            Phrase::StepDone { remaining } => {
                Msg::new("step-done").arg("remaining", Arg::Number(*remaining as u64))
            }
            Phrase::NewDifference(c) => Msg::new("new-difference").sub("step", self.correction(c)),
            Phrase::MoveChanged(m) => Msg::new("move-changed").sub("move", self.spoken_move(m)),
            Phrase::MoveUndone => Msg::new("move-undone"),
            Phrase::Ended(reason) => Msg::new(match reason {
                EndReason::Stalemate => "stalemate",
                EndReason::FivefoldRepetition => "ended-repetition",
                EndReason::SeventyFiveMoves => "ended-75-moves",
                _ => "ended-dead-position",
            }),
            Phrase::AlreadyOver(outcome) => {
                Msg::new("already-over").sub("result", self.phrase(&Phrase::GameOver(*outcome)))
            }
            Phrase::BoardMatches => Msg::new("board-matches"),
            Phrase::TakenBack { plies } => {
                Msg::new("taken-back").arg("plies", Arg::Number(*plies as u64))
            }
            Phrase::WhichMove(sans) => {
                let items = sans.iter().map(|&san| self.san_move(san)).collect();
                Msg::new("which-move").sub("moves", list(items, "join-comma", "join-or"))
            }
            Phrase::MoveIncomplete(steps) => self.steps("move-incomplete", steps),
            Phrase::PressWithoutMove => Msg::new("press-without-move"),
            Phrase::SetupStep { next, remaining } => {
                let step = match *next {
                    Correction::Place(piece, sq) => Msg::new("setup-place")
                        .sub("piece", self.piece(piece))
                        .sub("square", self.square(sq)),
                    Correction::Empty(_) => self.correction(next),
                };
                Msg::new("setup-step")
                    .sub("step", step)
                    .arg("remaining", Arg::Number(*remaining as u64))
            }
            Phrase::SetupComplete => Msg::new("setup-complete"),
            Phrase::AnnouncedOtherMove {
                announced,
                executed,
            } => Msg::new("announced-other-move")
                .sub("announced", self.spoken_move(announced))
                .sub("executed", self.spoken_move(executed)),
            Phrase::ConfirmMove(m) => Msg::new("confirm-move").sub("move", self.spoken_move(m)),
            Phrase::ConfirmResign(side) => {
                Msg::new("confirm-resign").arg("side", colour_key(*side))
            }
            Phrase::QuestionWithdrawn => Msg::new("question-withdrawn"),
            Phrase::NothingToAnswer => Msg::new("nothing-to-answer"),
            Phrase::PromotionQuestion(sq) => {
                Msg::new("promotion-question").sub("square", self.square(*sq))
            }
            Phrase::Time { side, remaining } => Msg::new("time-side")
                .arg("side", colour_key(*side))
                .sub("time", duration(*remaining)),
            Phrase::Times { white, black } => Msg::new("time-both")
                .sub("white", duration(*white))
                .sub("black", duration(*black)),
            Phrase::TimeShort(d) => time_short(*d),
            Phrase::FlagFall(side) => Msg::new("flag-fall").arg("side", colour_key(*side)),
            Phrase::ClockStopped => Msg::new("clock-stopped"),
            Phrase::ClockRunning(side) => Msg::new("clock-running").arg("side", colour_key(*side)),
            Phrase::CallArbiter => Msg::new("call-arbiter"),
            Phrase::Help(HelpTopic::Part(1)) => Msg::new("help-1"),
            Phrase::Help(HelpTopic::Part(2)) => Msg::new("help-2"),
            Phrase::Help(HelpTopic::Part(_)) => Msg::new("help-3"),
            Phrase::Help(HelpTopic::Leave) => Msg::new("help-leave"),
            Phrase::Ready { single_keys } => Msg::new("ready").arg(
                "keys",
                Arg::Key(if *single_keys { "single" } else { "lines" }),
            ),
            Phrase::SightedBoardConnected => Msg::new("sighted-board-connected"),
            Phrase::SightedBoardDisconnected => Msg::new("sighted-board-disconnected"),
            Phrase::PromotionDiffers {
                square,
                sighted,
                record,
            } => Msg::new("promotion-differs")
                .sub("square", self.square(*square))
                .sub("sighted", self.piece(*sighted))
                .sub("record", self.piece(*record)),
            Phrase::SightedDiffers { fix, more } => Msg::new("sighted-differs")
                .sub("fix", self.fix(fix))
                .arg("more", Arg::Number(*more as u64)),
            Phrase::SightedBoardWrong { count } => {
                Msg::new("sighted-board-wrong").arg("count", Arg::Number(*count as u64))
            }
            Phrase::Agreement { first, second } => Msg::new("agreement")
                .arg("first", source_key(*first))
                .arg("second", source_key(*second)),
            Phrase::Divergence {
                first,
                second,
                number,
                side,
            } => Msg::new("divergence")
                .arg("first", source_key(*first))
                .arg("second", source_key(*second))
                .arg("number", Arg::Number(u64::from(*number)))
                .arg("side", colour_key(*side)),
            Phrase::MoveNumber { number, to_move } => Msg::new("move-number")
                .arg("number", Arg::Number(u64::from(*number)))
                .arg("side", colour_key(*to_move)),
            Phrase::LastMoves(moves) if moves.is_empty() => Msg::new("no-moves"),
            Phrase::LastMoves(moves) => {
                let items = moves.iter().map(|m| self.numbered(m)).collect();
                list(items, "join-steps", "join-steps")
            }
            Phrase::PieceLocations { piece, squares } if squares.is_empty() => {
                Msg::new("pieces-none").sub("piece", self.piece(*piece))
            }
            Phrase::PieceLocations { piece, squares } => Msg::new("pieces-at")
                .sub("piece", self.piece(*piece))
                .sub("squares", self.squares(squares)),
            Phrase::SquareContents { square, piece } => match piece {
                Some(p) => Msg::new("square-piece")
                    .sub("square", self.square(*square))
                    .sub("piece", self.piece(*p)),
                None => Msg::new("square-empty").sub("square", self.square(*square)),
            },
            Phrase::ReadLine { line, pieces } => self.read_line(*line, pieces),
            Phrase::GameOver(KnownOutcome::Decisive { winner }) => {
                Msg::new("game-won").arg("side", colour_key(*winner))
            }
            Phrase::GameOver(KnownOutcome::Draw) => Msg::new("game-drawn"),
            Phrase::Stalemate => Msg::new("stalemate"),
            Phrase::InputRejected { input, problem } => Msg::new("input-rejected")
                .arg("input", Arg::Text(input.clone()))
                .arg("problem", problem_key(*problem)),
            Phrase::NothingToRepeat => Msg::new("nothing-to-repeat"),
            Phrase::SpeechUnavailable { reason } => {
                Msg::new("speech-unavailable").arg("reason", Arg::Text(reason.clone()))
            }
            Phrase::SpeechFallback => Msg::new("speech-fallback"),
            Phrase::TimeWarning(d) => Msg::new("time-warning").sub("time", duration(*d)),
            Phrase::Setup(p) => super::setup_phrase::compose(self, p),
            Phrase::Doctor(f) => super::checkup::compose(f),
            Phrase::Rating(r) => super::rating_phrase::compose(r),
        }
    }
}

fn problem_key(p: InputProblem) -> Arg {
    Arg::Key(match p {
        InputProblem::NotUnderstood => "not-understood",
        InputProblem::UnknownPiece => "unknown-piece",
        InputProblem::NoSuchMove => "no-such-move",
        InputProblem::Ambiguous => "ambiguous",
        InputProblem::PromotionPiece => "promotion-piece",
    })
}

/// A duration in words: "1 hour 4 minutes", "4 minutes 12 seconds", "0 seconds" (whole seconds).
pub fn duration(d: Duration) -> Msg {
    let secs = d.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(Msg::new("duration-hours").arg("hours", Arg::Number(h)));
    }
    if m > 0 {
        parts.push(Msg::new("duration-minutes").arg("minutes", Arg::Number(m)));
    }
    if s > 0 || parts.is_empty() {
        parts.push(Msg::new("duration-seconds").arg("seconds", Arg::Number(s)));
    }
    list(parts, "duration-join", "duration-join")
}

/// The time trouble form: "2 minutes 10", bare seconds under a minute ("45").
fn time_short(d: Duration) -> Msg {
    let secs = d.as_secs();
    match (secs / 60, secs % 60) {
        (0, s) => Msg::new("time-short-seconds").arg("seconds", Arg::Number(s)),
        (m, s) if m < 60 && s > 0 => Msg::new("time-short")
            .arg("minutes", Arg::Number(m))
            .arg("seconds", Arg::Number(s)),
        _ => duration(d),
    }
}
