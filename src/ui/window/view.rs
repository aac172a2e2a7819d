//! What the window shows, as plain data: a snapshot built from the session, the phrases said since the last
//! snapshot, and the time. The window draws a `View` (in its own language) and never reads the session.

use crate::clock::format_hms;
use crate::game::record::{Ending, Happening, Record};
use crate::inference::agreement::Fix;
use crate::inference::{Correction, Reading};
use crate::notation::numbering::MoveNumber;
use crate::notation::{Language, format_san};
use crate::ruling::{self, LoadedRecord};
use crate::session::{Phase, Session};
use crate::speech::Phrase;
use crate::speech::phrases::phrase::Presence;
use shakmaty::san::SanPlus;
use shakmaty::{Bitboard, Board, Color, File, KnownOutcome, Move, Piece, Position, Square};
use std::path::Path;
use std::time::Duration;

/// Both clocks at the moment of the snapshot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockView {
    /// White's time left.
    pub white: Duration,
    /// Black's time left.
    pub black: Duration,
    /// Whose clock runs (none before the start, when paused, or after the end).
    pub running: Option<Color>,
    /// Whose move it is on the clock.
    pub to_move: Option<Color>,
    /// Stopped by the arbiter (6.11).
    pub paused: bool,
    /// The period the side to move is in (1 = the first), and how many periods the control has.
    pub period: (usize, usize),
    /// Moves left to make in this period by the side to move; `None` in sudden death.
    pub moves_left: Option<u32>,
    /// The side whose flag fell first, if one has.
    pub flag: Option<Color>,
    /// The time control, as PGN writes it.
    pub control: String,
}

impl ClockView {
    /// A side's time, run on by `since` (the time passed since the snapshot) when that side's clock runs.
    pub fn shown(&self, side: Color, since: Duration) -> Duration {
        let base = match side {
            Color::White => self.white,
            Color::Black => self.black,
        };
        if self.running == Some(side) {
            base.saturating_sub(since)
        } else {
            base
        }
    }
}

/// One half-move of the record, as the move list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListedMove {
    /// `12.` or `12...`.
    pub number: String,
    /// The move (the window writes it with its language's piece letters).
    pub san: SanPlus,
    /// The move in the settings' notation (`Sf3`, `0-0`).
    pub text: String,
    /// The clock reading after the move, `1:29:34`.
    pub clock: Option<String>,
    /// Touches, draw offers and other notes made before the next move.
    pub notes: Vec<ViewNote>,
}

/// Something noted at the board beside the moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ViewNote {
    /// A piece touched on its square (D.2.2).
    Touch(Piece, Square),
    /// A side offered a draw.
    DrawOffer(Color),
    /// A side pressed the clock without a move.
    PressWithoutMove(Color),
    /// The sighted board parted from the record at this half-move (1 = the first).
    Divergence(usize),
    /// The arbiter restored the position.
    ArbiterRestored,
    /// This many half-moves were taken back.
    Takeback(usize),
}

/// Where the sighted board's moves and the record part (D.2.9), for the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parting {
    /// The move number they part at.
    pub number: u32,
    /// The record's moves from there, numbered, in SAN.
    pub record: String,
    /// The sighted board's moves from there.
    pub sighted: String,
}

/// The last move of the record: its squares (the king's for castling) and its SAN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastMove {
    /// Where the piece came from.
    pub from: Square,
    /// Where it went.
    pub to: Square,
    /// The move.
    pub san: SanPlus,
}

/// Everything the window draws.
#[derive(Debug, Clone)]
pub struct View {
    /// Session time of the snapshot.
    pub at: Duration,
    /// The clocks, when one runs.
    pub clocks: Option<ClockView>,
    /// The side to move in the record.
    pub to_move: Color,
    /// The holes the peg board's sensors read, once it has reported.
    pub holes: Option<Bitboard>,
    /// The record's position.
    pub position: Board,
    /// The record's last move.
    pub last_move: Option<LastMove>,
    /// Holes that differ between the sensors and the record's position.
    pub differing: Bitboard,
    /// The correction steps, while the board differs from the record.
    pub steps: Vec<Correction>,
    /// The record's moves.
    pub moves: Vec<ListedMove>,
    /// The result and why, once the game is over.
    pub result: Option<Ending>,
    /// What was said since the previous view, in order (the window keeps them all, D.2.11).
    pub said: Vec<Phrase>,
    /// Where the sighted board's moves and the record part, if they do.
    pub parting: Option<Parting>,
    /// While the sighted board stands in a position no move explains: the record's move it should show the
    /// position after (none: the start; numbered SAN in the notation's letters) and every fix.
    pub sighted_fixes: Option<(Option<String>, Vec<Fix>)>,
    /// The notation of the settings (the letters of typed and shown moves).
    pub notation: Language,
    /// How the arbiter's panel reads the blind player's Braille sheet: the interface language's table, the
    /// notation's letters (each line is read in both codes).
    pub braille: crate::sheet::read::Reading,
    /// The record as the arbiter's panel compares it.
    pub record: LoadedRecord,
    /// The boards at the table (the peg board, the sighted player's e-board), once their links reported.
    pub boards_present: (Option<Presence>, Option<Presence>),
}

impl View {
    /// The snapshot of `session` at `now`; `said` is empty (the observer adds what was said).
    pub fn of(session: &Session, now: Duration) -> View {
        let config = session.config();
        let position = session.position().board().clone();
        let holes = session.holes();
        let differing = holes.map_or(Bitboard::EMPTY, |h| h ^ position.occupied());
        let steps = match session.reading() {
            Reading::Differs(steps) => steps,
            _ => Vec::new(),
        };
        let rules = ruling::rules_of(session, Default::default());
        View {
            at: now,
            clocks: clock_view(session, now),
            to_move: session.position().turn(),
            holes,
            position,
            last_move: session.record().moves().last().map(|m| LastMove {
                from: m.mv.from().unwrap_or(m.mv.to()),
                to: king_to(&m.mv),
                san: m.san,
            }),
            differing,
            steps,
            moves: move_lines(session.record(), config.notation),
            result: match session.phase() {
                Phase::Over(ending) => Some(*ending),
                _ => None,
            },
            said: Vec::new(),
            parting: crate::ui::console::parting(session, config.notation).map(
                |(number, record, sighted)| Parting {
                    number,
                    record,
                    sighted,
                },
            ),
            sighted_fixes: crate::ui::console::sighted_difference(session, config.notation),
            notation: config.notation,
            braille: crate::sheet::read::Reading {
                language: config.locale,
                notation: config.notation,
                code: crate::config::BrailleCode::Literary,
            },
            record: ruling::from_session(session, Path::new(""), rules),
            boards_present: (
                session.boards_present().pegs(),
                session.boards_present().eboard(),
            ),
        }
    }
}

/// Where a move's piece lands: the king's square for castling (shakmaty names the rook's).
fn king_to(mv: &Move) -> Square {
    match *mv {
        Move::Castle { king, rook } => {
            let file = if rook.file() > king.file() {
                File::G
            } else {
                File::C
            };
            Square::from_coords(file, king.rank())
        }
        _ => mv.to(),
    }
}

/// `1-0`, `0-1` or `1/2-1/2`.
pub fn outcome_text(outcome: KnownOutcome) -> &'static str {
    match outcome {
        KnownOutcome::Decisive {
            winner: Color::White,
        } => "1-0",
        KnownOutcome::Decisive {
            winner: Color::Black,
        } => "0-1",
        KnownOutcome::Draw => "1/2-1/2",
    }
}

fn clock_view(session: &Session, now: Duration) -> Option<ClockView> {
    let clock = session.timekeeper()?.clock();
    let reading = clock.reading(now);
    let control = clock.control();
    let side = reading.to_move.unwrap_or(session.position().turn());
    let made = clock.moves(side);
    let period = control.period_of(made + 1);
    // Moves left: up to the end of the period the next move falls in.
    let mut through = 0u32;
    let mut moves_left = None;
    for (i, p) in control.periods().iter().enumerate() {
        match p.moves {
            Some(n) => {
                through = through.saturating_add(n);
                if i == period {
                    // The last period repeats when it has a move count.
                    let mut end = through;
                    while end <= made {
                        end = end.saturating_add(n.max(1));
                    }
                    moves_left = Some(end - made);
                }
            }
            None => break,
        }
    }
    Some(ClockView {
        white: reading.white,
        black: reading.black,
        running: clock.running(),
        to_move: reading.to_move,
        paused: reading.paused,
        period: (period + 1, control.periods().len()),
        moves_left,
        flag: clock.flag_fall(now).map(|f| f.first),
        control: control.to_string(),
    })
}

/// The record's moves, numbered, in the `notation`'s letters, with clock readings and notes.
pub fn move_lines(record: &Record, notation: Language) -> Vec<ListedMove> {
    let start = record.start();
    let mut lines: Vec<ListedMove> = record
        .moves()
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let MoveNumber { number, side } = MoveNumber::of(start, i);
            ListedMove {
                number: match side {
                    Color::White => format!("{number}."),
                    Color::Black => format!("{number}..."),
                },
                san: m.san,
                text: format_san(notation, m.san),
                clock: m.clock.map(format_hms),
                notes: Vec::new(),
            }
        })
        .collect();
    for note in record.notes() {
        let text = match &note.what {
            Happening::Touch { piece, square, .. } => ViewNote::Touch(*piece, *square),
            Happening::DrawOffer { by } => ViewNote::DrawOffer(*by),
            Happening::PressWithoutMove { by } => ViewNote::PressWithoutMove(*by),
            Happening::Divergence { ply } => ViewNote::Divergence(ply + 1),
            Happening::ArbiterRestored => ViewNote::ArbiterRestored,
            Happening::Takeback { plies } => ViewNote::Takeback(*plies),
            _ => continue,
        };
        // A note belongs to the move before it (the offer is noted with the offering side's move).
        if let Some(line) = note.ply.checked_sub(1).and_then(|i| lines.get_mut(i)) {
            line.notes.push(text);
        }
    }
    lines
}
