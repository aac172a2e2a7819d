//! Phrase -> message tree: which fluent message says a phrase and with which arguments.
//!
//! The tree is language-free: scheme words (Anna, eins, Springer) come from `phonetic` and go in
//! as arguments; every sentence frame, list joint and plural is chosen by the .ftl files. The scheme's
//! words for squares, pieces and moves are [`super::move_words`]'s; the set-up's, the doctor's and the rating's
//! phrases have their own modules, which this one calls.

use super::message::{Arg, Msg, colour_key, duration, list};
use super::move_words::Composer;
use super::phrase::{
    AsAsked, HelpTopic, InputProblem, Line, NumberedMove, Phrase, STEPS_SAID, SetUp, Source,
    SpokenMove,
};
use crate::game::chess960::NotAStart;
use crate::game::record::EndReason;
use crate::inference::Correction;
use crate::notation::Language;
use crate::phonetic::{Form, Scheme};
use shakmaty::{Color, KnownOutcome, Piece, Rank, Square};
use std::time::Duration;

fn source_key(s: Source) -> Arg {
    Arg::Key(match s {
        Source::PegBoard => "board",
        Source::Record => "record",
        Source::Announced => "announced",
        Source::SightedBoard => "sighted",
    })
}

impl Composer {
    fn numbered(self, n: &NumberedMove) -> Msg {
        Msg::new("history-move")
            .arg("number", Arg::Number(u64::from(n.number)))
            .arg("side", colour_key(n.spoken.mover))
            .sub("move", self.spoken_move(&n.spoken))
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

    /// One rank of the position read rank by rank: the rank named once, then each side's pieces by file
    /// and kind (the square in the plain scheme, whose file letters alone are no words), White's first.
    fn position_rank(self, rank: Rank, pieces: &[(Square, Piece)]) -> Msg {
        if pieces.is_empty() {
            return self.read_line(Line::Rank(rank), pieces);
        }
        Msg::new("position-rank")
            .arg("rank", rank_number(rank))
            .sub("contents", self.sides(Line::Rank(rank), pieces))
    }

    /// Where a piece stands along `line`: its file on a rank, its rank on a file, said in the scheme's word
    /// (the line is named once before); in the plain scheme its square ("e4" is one word, "e" alone is not
    /// heard as a file).
    fn place(self, line: Line, square: Square) -> Arg {
        match (self.vocab().is_phonetic(), line) {
            (true, Line::Rank(_)) => self.word(self.vocab().file(square.file())),
            (true, Line::File(_)) => self.word(self.vocab().rank(square.rank())),
            (false, _) => Arg::Msg(self.square(square)),
        }
    }

    /// The pieces of a line, White's and then Black's, each by its place along the line and its kind, so
    /// that a full rank or file stays short ("white: Anna Turm, Bodil Springer; black: ...").
    fn sides(self, line: Line, pieces: &[(Square, Piece)]) -> Msg {
        let sides = [Color::White, Color::Black]
            .into_iter()
            .filter_map(|side| {
                let items: Vec<Msg> = pieces
                    .iter()
                    .filter(|(_, p)| p.color == side)
                    .map(|&(sq, p)| {
                        Msg::new("line-item")
                            .arg("square", self.place(line, sq))
                            .arg("piece", self.word(self.vocab().role(p.role)))
                    })
                    .collect();
                (!items.is_empty()).then(|| {
                    Msg::new("position-side")
                        .arg("side", colour_key(side))
                        .sub("pieces", list(items, "join-comma", "join-and"))
                })
            })
            .collect();
        list(sides, "join-steps", "join-steps")
    }

    /// A rank or a file asked for: a rank as the position is read (`position-rank`); a file named by the
    /// scheme's word, then its pieces by side; an empty line in one word.
    fn read_line(self, line: Line, pieces: &[(Square, Piece)]) -> Msg {
        // A rank is named by its number in the sentence's own language ("Reihe 1", "1. sor"), not by the
        // scheme's word, which would mix German into a Hungarian sentence; a file by the scheme's name.
        match (line, pieces.is_empty()) {
            (Line::Rank(r), true) => Msg::new("line-rank-empty").arg("rank", rank_number(r)),
            (Line::Rank(r), false) => self.position_rank(r, pieces),
            (Line::File(f), true) => {
                Msg::new("line-file-empty").arg("file", self.word(self.vocab().file(f)))
            }
            (Line::File(f), false) => Msg::new("line-file")
                .arg("file", self.word(self.vocab().file(f)))
                .sub("contents", self.sides(line, pieces)),
        }
    }

    /// What is wrong with a board that shows no Chess960 start.
    fn not_a_start(self, problem: NotAStart) -> Msg {
        match problem {
            NotAStart::Empty => Msg::new("not-start-empty"),
            NotAStart::BackRank(square) => {
                Msg::new("not-start-back-rank").sub("square", self.square(square))
            }
            NotAStart::Pieces => Msg::new("not-start-pieces"),
            NotAStart::BishopsOneColour => Msg::new("not-start-bishops"),
            NotAStart::KingOutside => Msg::new("not-start-king"),
            NotAStart::Mirror { square, piece } => Msg::new("not-start-mirror")
                .sub("square", self.square(square))
                .sub("piece", self.piece(piece)),
            NotAStart::Pawn { square, piece } => Msg::new("not-start-pawn")
                .sub("square", self.square(square))
                .sub("piece", self.piece(piece)),
            NotAStart::Extra { square, piece } => Msg::new("not-start-extra")
                .sub("square", self.square(square))
                .sub("piece", self.piece(piece)),
        }
    }

    /// The message saying a phrase: the first of the phrases' families that says it.
    pub fn phrase(self, phrase: &Phrase) -> Msg {
        self.board_phrase(phrase)
            .or_else(|| self.move_phrase(phrase))
            .or_else(|| self.game_phrase(phrase))
            .or_else(|| self.games_phrase(phrase))
            .or_else(|| self.asked_phrase(phrase))
            .unwrap_or_else(|| {
                // Every phrase belongs to a family (tests render every one, in debug builds).
                debug_assert!(false, "no family says {phrase:?}");
                Msg::new("nothing-to-repeat")
            })
    }

    /// The boards' phrases: the links, the pegs, the differences and their corrections, the set-up, the
    /// table.
    fn board_phrase(self, phrase: &Phrase) -> Option<Msg> {
        Some(match phrase {
            Phrase::BoardConnected { name } => {
                Msg::new("board-connected").arg("name", Arg::Text(name.clone()))
            }
            Phrase::BoardDisconnected => Msg::new("board-disconnected"),
            Phrase::BoardLooking => Msg::new("board-looking"),
            Phrase::BoardReconnected => Msg::new("board-reconnected"),
            Phrase::HoleChatter(sq) => Msg::new("hole-chatter").sub("square", self.square(*sq)),
            Phrase::PegOut(sq) => Msg::new("peg-out").sub("square", self.square(*sq)),
            Phrase::PegIn(sq) => Msg::new("peg-in").sub("square", self.square(*sq)),
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
            Phrase::BoardMatches => Msg::new("board-matches"),
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
            Phrase::SetupComplete(SetUp::Start) => Msg::new("setup-complete"),
            Phrase::SetupComplete(SetUp::At { number, to_move }) => Msg::new("setup-complete-at")
                .arg("number", Arg::Number(u64::from(*number)))
                .arg("side", colour_key(*to_move)),
            Phrase::SightedBoardConnected => Msg::new("sighted-board-connected"),
            Phrase::Table { pegs, eboard } => Msg::new("table")
                .arg("pegs", Arg::Key(pegs.key()))
                .arg("eboard", Arg::Key(eboard.key())),
            Phrase::SightedBoardDisconnected => Msg::new("sighted-board-disconnected"),
            Phrase::BroadcastLost => Msg::new("broadcast-lost"),
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
            Phrase::SightedBehind {
                count,
                number,
                side,
            } => Msg::new("sighted-behind")
                .arg("count", Arg::Number(*count as u64))
                .arg("number", Arg::Number(u64::from(*number)))
                .arg("side", colour_key(*side)),
            Phrase::MovesWhileAway { count } => {
                Msg::new("moves-while-away").arg("count", Arg::Number(*count as u64))
            }
            Phrase::MovesReadWhileAway { count } => {
                Msg::new("moves-read-while-away").arg("count", Arg::Number(*count as u64))
            }
            _ => return None,
        })
    }

    /// The moves' phrases: said, changed, taken back, announced, pressed, confirmed, refused.
    fn move_phrase(self, phrase: &Phrase) -> Option<Msg> {
        Some(match phrase {
            Phrase::Move { mover, san, mv } => self.spoken_move(&SpokenMove {
                mover: *mover,
                san: *san,
                mv: *mv,
            }),
            Phrase::MoveChanged(m) => Msg::new("move-changed").sub("move", self.spoken_move(m)),
            Phrase::MoveUndone => Msg::new("move-undone"),
            Phrase::TakenBack { plies } => {
                Msg::new("taken-back").arg("plies", Arg::Number(*plies as u64))
            }
            Phrase::WhichMove(sans) => {
                let items = sans.iter().map(|&san| self.san_move(san)).collect();
                Msg::new("which-move").sub("moves", list(items, "join-comma", "join-or"))
            }
            Phrase::MoveIncomplete(steps) => self.steps("move-incomplete", steps),
            Phrase::PressWithoutMove => Msg::new("press-without-move"),
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
            Phrase::Announced(said) => Msg::new("announced").arg("move", self.announced_move(said)),
            Phrase::AnnouncedImpossible(said) => {
                Msg::new("announced-impossible").arg("move", self.announced_move(said))
            }
            Phrase::AnnouncedUnclear { said, problem } => Msg::new("announced-unclear")
                .arg("move", self.announced_move(said))
                .arg("problem", problem_key(*problem)),
            Phrase::Pressed(side) => Msg::new("pressed").arg("side", colour_key(*side)),
            Phrase::PromotionNoted(role) => {
                Msg::new("promotion-noted").arg("piece", self.word(self.vocab().role(*role)))
            }
            Phrase::DrawOfferNoted(side) => {
                Msg::new("draw-offer-noted").arg("side", colour_key(*side))
            }
            Phrase::NotConfirmed => Msg::new("not-confirmed"),
            Phrase::RecordedAs(m) => Msg::new("recorded-as").sub("move", self.spoken_move(m)),
            Phrase::AnnouncedUnpressed(said) => {
                Msg::new("announced-unpressed").arg("move", self.announced_move(said))
            }
            Phrase::Refused(why) => Msg::new("key-refused").arg("text", Arg::Text(why.clone())),
            Phrase::InputRejected { input, problem } => Msg::new("input-rejected")
                .arg("input", Arg::Text(input.clone()))
                .arg("problem", problem_key(*problem)),
            _ => return None,
        })
    }

    /// The games of the folder: another unfinished, this one named as it is resumed.
    fn games_phrase(self, phrase: &Phrase) -> Option<Msg> {
        Some(match phrase {
            Phrase::UnfinishedGame {
                game,
                number,
                players,
            } => with_players(("unfinished-game", "unfinished-game-players"), players)
                .arg("game", Arg::Number(u64::from(*game)))
                .arg("number", Arg::Number(u64::from(*number))),
            Phrase::ThisGame { game, players } => {
                with_players(("this-game", "this-game-players"), players)
                    .arg("game", Arg::Number(u64::from(*game)))
            }
            _ => return None,
        })
    }

    /// The clock's and the game's phrases: times, the flag, the end, a resumed game, the sheets' agreement,
    /// help.
    fn game_phrase(self, phrase: &Phrase) -> Option<Msg> {
        Some(match phrase {
            Phrase::Ended(reason) => Msg::new(match reason {
                EndReason::Stalemate => "stalemate",
                EndReason::FivefoldRepetition => "ended-repetition",
                EndReason::SeventyFiveMoves => "ended-75-moves",
                _ => "ended-dead-position",
            }),
            Phrase::AlreadyOver(outcome) => {
                Msg::new("already-over").sub("result", self.phrase(&Phrase::GameOver(*outcome)))
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
            Phrase::NoClock => Msg::new("no-clock"),
            Phrase::ClockRunning(side) => Msg::new("clock-running").arg("side", colour_key(*side)),
            Phrase::MovesCounted { side, moves } => Msg::new("moves-counted")
                .arg("side", colour_key(*side))
                .arg("moves", Arg::Number(u64::from(*moves))),
            Phrase::IncrementAdded(seconds) => {
                Msg::new("increment-added").arg("seconds", Arg::Number(*seconds))
            }
            Phrase::CallArbiter => Msg::new("call-arbiter"),
            Phrase::Help(HelpTopic::Part(1)) => Msg::new("help-1"),
            Phrase::Help(HelpTopic::Part(2)) => Msg::new("help-2"),
            Phrase::Help(HelpTopic::Part(3)) => Msg::new("help-3"),
            Phrase::Help(HelpTopic::Part(_)) => Msg::new("help-4"),
            Phrase::Help(HelpTopic::Leave) => Msg::new("help-leave"),
            Phrase::Ready { single_keys } => Msg::new("ready").arg(
                "keys",
                Arg::Key(if *single_keys { "single" } else { "lines" }),
            ),
            Phrase::Resumed { number, to_move } => Msg::new("resumed")
                .arg("number", Arg::Number(u64::from(*number)))
                .arg("side", colour_key(*to_move)),
            Phrase::AsAsked(asked) => as_asked(*asked),
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
            Phrase::GameOver(KnownOutcome::Decisive { winner }) => {
                Msg::new("game-won").arg("side", colour_key(*winner))
            }
            Phrase::GameOver(KnownOutcome::Draw) => Msg::new("game-drawn"),
            Phrase::Stalemate => Msg::new("stalemate"),
            Phrase::TimeWarning(d) => Msg::new("time-warning").sub("time", duration(*d)),
            _ => return None,
        })
    }

    /// The answers to the questions (last moves, pieces, a square, a line, the position), Chess960's start,
    /// speech itself, and the phrases of the rooms that compose their own.
    fn asked_phrase(self, phrase: &Phrase) -> Option<Msg> {
        Some(match phrase {
            Phrase::LastMoves(moves) if moves.is_empty() => Msg::new("no-moves"),
            Phrase::LastMoves(moves) => {
                let items = moves.iter().map(|m| self.numbered(m)).collect();
                list(items, "join-steps", "join-steps")
            }
            Phrase::PieceLocations { piece, squares } if squares.is_empty() => {
                Msg::new("pieces-none").sub("piece", self.piece(*piece))
            }
            Phrase::PieceLocations { piece, squares } => Msg::new("pieces-at")
                .sub("piece", self.pieces(*piece, squares.len()))
                .sub("squares", self.squares(squares)),
            Phrase::SquareContents { square, piece } => match piece {
                Some(p) => Msg::new("square-piece")
                    .sub("square", self.square(*square))
                    .sub("piece", self.piece(*p)),
                None => Msg::new("square-empty").sub("square", self.square(*square)),
            },
            Phrase::ReadLine { line, pieces } => self.read_line(*line, pieces),
            Phrase::PositionRank { rank, pieces } => self.position_rank(*rank, pieces),
            Phrase::BackRank(pieces) => {
                let items = pieces
                    .iter()
                    .map(|&(sq, role)| {
                        Msg::new("line-item")
                            .arg("square", self.place(Line::Rank(sq.rank()), sq))
                            .arg("piece", self.word(self.vocab().role(role)))
                    })
                    .collect();
                Msg::new("back-rank").sub("contents", list(items, "join-comma", "join-and"))
            }
            Phrase::Chess960Waiting => Msg::new("chess960-waiting"),
            Phrase::Chess960Start(n) => {
                Msg::new("chess960-start").arg("number", Arg::Number(u64::from(n.get())))
            }
            Phrase::NotAStart(problem) => self.not_a_start(*problem),
            Phrase::NothingToRepeat => Msg::new("nothing-to-repeat"),
            Phrase::SpeechUnavailable { reason } => {
                Msg::new("speech-unavailable").arg("reason", Arg::Text(reason.clone()))
            }
            Phrase::SpeechFallback => Msg::new("speech-fallback"),
            Phrase::Setup(p) => super::setup_phrase::compose(self, p),
            Phrase::Guide(p) => super::guide_phrase::compose(self, p),
            Phrase::Doctor(f) => super::checkup::compose(f),
            Phrase::Rating(r) => super::rating_phrase::compose(r),
            Phrase::FairPlay(l) => super::fair_phrase::compose(l),
            Phrase::RecordNotWritten => Msg::new("record-not-written"),
            Phrase::WorkerLost(kind) => Msg::new("worker-lost").arg("worker", worker_key(*kind)),
            _ => return None,
        })
    }
}

/// What a lost worker is called in the phrase: the part of the table the player knows.
fn worker_key(kind: crate::worker_kind::WorkerKind) -> Arg {
    use crate::worker_kind::WorkerKind as W;
    Arg::Key(match kind {
        W::Speech | W::SpeechEngine | W::Espeak => "speech",
        W::PegLink => "peg-board",
        W::EBoardLink | W::StartBoard => "e-board",
        W::Voice => "voice",
        W::Keys => "keys",
        W::Window => "window",
        W::SimulatedBoard
        | W::Hands
        | W::Buttons
        | W::Braille
        | W::Relay
        | W::LiveChess
        | W::StandIn
        | W::Cable
        | W::Probe => "other",
    })
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

/// A rank as its number (1 to 8), which each language's sentence says in its own words.
fn rank_number(rank: Rank) -> Arg {
    Arg::Number(u64::from(u32::from(rank)) + 1)
}

/// A resumed game's setting that a flag changed: the setting, what the game had and what goes on.
fn as_asked(asked: AsAsked) -> Msg {
    let language = |l: Language| Msg::new("setup-language").arg("language", Arg::Key(l.name()));
    let scheme = |s: Scheme| Msg::new("words-scheme").arg("scheme", Arg::Key(s.name()));
    let form = |f: Form| Msg::new("setup-form").arg("form", Arg::Key(f.name()));
    let (setting, was, now) = match asked {
        AsAsked::Language(was, now) => ("language", language(was), language(now)),
        AsAsked::Notation(was, now) => ("notation", language(was), language(now)),
        AsAsked::Scheme(was, now) => ("scheme", scheme(was), scheme(now)),
        AsAsked::Form(was, now) => ("form", form(was), form(now)),
        AsAsked::TimeControlStands => return Msg::new("resumed-clock-stands"),
    };
    Msg::new("resumed-as-asked")
        .arg("setting", Arg::Key(setting))
        .sub("was", was)
        .sub("now", now)
}

/// The message `ids.0`, or `ids.1` naming White and Black when the players are known.
fn with_players(ids: (&'static str, &'static str), players: &Option<(String, String)>) -> Msg {
    match players {
        Some((white, black)) => Msg::new(ids.1)
            .arg("white", Arg::Text(white.clone()))
            .arg("black", Arg::Text(black.clone())),
        None => Msg::new(ids.0),
    }
}
