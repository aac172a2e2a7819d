//! PGN in and out: games read from files (to replay, import or continue) through the one movetext
//! reader (`movetext.rs`, any edition's letters), and the record written atomically.

use super::movetext::{GameText, games, read_moves_any_edition};
use super::record::{Happening, Record};
use crate::notation::numbering::MoveNumber;
use crate::notation::san::NotationError;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Move, Outcome};
use std::fmt::Write as _;

use std::time::Duration;

/// One game read from PGN: its tags, start position, moves and any [%clk] readings.
#[derive(Debug, Clone)]
pub struct PgnGame {
    /// Tags in file order.
    pub tags: Vec<(String, String)>,
    /// The start position (from a FEN tag, or the standard one).
    pub start: Chess,
    /// The main line.
    pub moves: Vec<Move>,
    /// The [%clk] reading after each move, where the file has one.
    pub clocks: Vec<Option<Duration>>,
}

impl PgnGame {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        super::movetext::tag_value(&self.tags, name)
    }
}

/// A game that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("game {game}: {reason}")]
pub struct PgnError {
    /// Which game in the file (1-based).
    pub game: usize,
    /// What went wrong.
    pub reason: PgnProblem,
}

/// What is wrong with one game of a PGN text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnProblem {
    /// The FEN tag describes no position.
    #[error("FEN tag: {0}")]
    Fen(FenError),
    /// A Chess960 game (its `Variant` tag) without the `FEN` tag that gives its start.
    #[error("a Chess960 game needs a FEN tag with its start position")]
    Chess960WithoutFen,
    /// A move that is no legal move in its position, in any edition's letters.
    #[error("move {number} ({san}) is not legal here: {problem}")]
    IllegalMove {
        /// The move number.
        number: u32,
        /// The move as written.
        san: String,
        /// Why it is no move here (read in the edition that read furthest).
        problem: NotationError,
    },
}

/// Whether a `Variant` tag names Chess960 (`Chess960`, `chess 960`, `Fischerandom`, `Chess960 (Fischer random)` ...).
fn is_chess960_variant(variant: Option<&str>) -> bool {
    variant.is_some_and(|v| {
        let v: String = v
            .to_ascii_lowercase()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect();
        v.contains("960") || v.contains("fischerandom") || v.contains("fischerrandom")
    })
}

/// Reads one game's tokens: the start from its FEN tag (or the standard one), the moves in English
/// letters or, where those do not read, in any other edition's.
fn read_game(text: GameText) -> Result<PgnGame, PgnProblem> {
    let start = match (text.tag("FEN"), is_chess960_variant(text.tag("Variant"))) {
        (Some(fen), true) => {
            position_from_fen_in(fen, CastlingMode::Chess960).map_err(PgnProblem::Fen)?
        }
        (Some(fen), false) => position_from_fen(fen).map_err(PgnProblem::Fen)?,
        (None, true) => return Err(PgnProblem::Chess960WithoutFen),
        (None, false) => Chess::default(),
    };
    let (_, read) = read_moves_any_edition(&text.movetext, &start);
    if let Some(stop) = read.stop {
        return Err(PgnProblem::IllegalMove {
            number: MoveNumber::of(&start, stop.ply).number,
            san: stop.written,
            problem: stop.problem,
        });
    }
    Ok(PgnGame {
        tags: text.tags,
        start,
        moves: read.moves.iter().map(|m| m.mv).collect(),
        clocks: read.moves.iter().map(|m| m.clock).collect(),
    })
}

/// Why a FEN gives no position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text is no FEN.
    #[error("'{fen}' is not a valid FEN: {reason}")]
    Syntax {
        /// The text.
        fen: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The FEN describes a position that cannot arise (e.g. the side not to move in check).
    #[error("'{fen}' describes an impossible position: {reason}")]
    Impossible {
        /// The text.
        fen: String,
        /// What is impossible about it.
        reason: String,
    },
}

/// The position a FEN describes, or what is wrong with it: standard castling where the castling rights allow
/// it, else Chess960's (Shredder- and X-FEN rights read alike).
pub fn position_from_fen(fen: &str) -> Result<Chess, FenError> {
    position_from_fen_in(fen, CastlingMode::Standard)
        .or_else(|standard| position_from_fen_in(fen, CastlingMode::Chess960).map_err(|_| standard))
}

/// The position a FEN describes with the given castling rules.
pub fn position_from_fen_in(fen: &str, mode: CastlingMode) -> Result<Chess, FenError> {
    let text = fen.trim();
    text.parse::<Fen>()
        .map_err(|e| FenError::Syntax {
            fen: text.to_string(),
            reason: e.to_string(),
        })?
        .into_position(mode)
        .map_err(|e| FenError::Impossible {
            fen: text.to_string(),
            reason: e.to_string(),
        })
}

/// The position a FEN describes, or the standard start position without one.
pub fn start_position(fen: Option<&str>) -> Result<Chess, FenError> {
    fen.map_or_else(|| Ok(Chess::default()), position_from_fen)
}

/// Reads every game of a PGN text (any edition's piece letters); a game that cannot be read is an
/// error in its place, the others are kept.
pub fn read_games(text: &[u8]) -> Vec<Result<PgnGame, PgnError>> {
    games(&String::from_utf8_lossy(text))
        .into_iter()
        .enumerate()
        .map(|(i, text)| {
            read_game(text).map_err(|reason| PgnError {
                game: i + 1,
                reason,
            })
        })
        .collect()
}

/// Formats a duration as the [%clk] value H:MM:SS.
pub fn clk(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// Tags written into the PGN besides the record's own.
#[derive(Debug, Clone, Default)]
pub struct PgnTags {
    /// Event, Site, Date, Round, White, Black (missing ones are written as "?").
    pub tags: Vec<(String, String)>,
    /// The TimeControl tag, if a clock runs.
    pub time_control: Option<String>,
}

fn result_text(o: Option<Outcome>) -> &'static str {
    match o {
        Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        })) => "1-0",
        Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        })) => "0-1",
        Some(Outcome::Known(KnownOutcome::Draw)) => "1/2-1/2",
        _ => "*",
    }
}

/// Writes the record as PGN: the Seven Tag Roster, TimeControl, FEN when needed, [%clk] and "(=)" comments.
pub fn to_pgn(record: &Record, extra: &PgnTags) -> String {
    let result = result_text(record.result());
    let mut out = tags(record, extra, result);
    out.push('\n');
    let mut words = movetext_words(record);
    if let Some(ending) = record.ending() {
        words.push(format!("{{{}}}", ending.reason.describe()));
    }
    words.push(result.to_string());
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + w.len() + 1 > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    out.push_str(&line);
    out.push_str("\n\n");
    out
}

/// The tag section: the Seven Tag Roster, the ratings and UTC tags kept, TimeControl, Termination, and the
/// start position when it is not the usual one.
fn tags(record: &Record, extra: &PgnTags, result: &str) -> String {
    let mut out = String::new();
    for name in ["Event", "Site", "Date", "Round", "White", "Black"] {
        let value = extra
            .tags
            .iter()
            .find(|(n, _)| n == name)
            .map_or("?", |(_, v)| v.as_str());
        let _ = writeln!(
            out,
            "[{name} \"{}\"]",
            value.replace('\\', "\\\\").replace('"', "\\\"")
        );
    }
    let _ = writeln!(out, "[Result \"{result}\"]");
    for (name, value) in extra
        .tags
        .iter()
        .filter(|(n, _)| matches!(n.as_str(), "WhiteElo" | "BlackElo" | "UTCDate" | "UTCTime"))
    {
        let _ = writeln!(out, "[{name} \"{value}\"]");
    }
    if let Some(tc) = &extra.time_control {
        let _ = writeln!(out, "[TimeControl \"{tc}\"]");
    }
    if let Some(ending) = record.ending() {
        let _ = writeln!(out, "[Termination \"{}\"]", ending.reason.termination());
    }
    let start = record.start();
    let chess960 = super::chess960::is_chess960(start);
    if chess960 {
        let _ = writeln!(out, "[Variant \"Chess960\"]");
    }
    if chess960 || *start != Chess::default() {
        let _ = writeln!(out, "[SetUp \"1\"]\n[FEN \"{}\"]", record.start_fen());
    }
    out
}

/// The moves as movetext words: numbers, SAN, and each move's comment (a draw offer, the arbiter's
/// restoring, the clock).
fn movetext_words(record: &Record) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for (i, m) in record.moves().iter().enumerate() {
        let number = MoveNumber::of(record.start(), i).number;
        if m.mover == Color::White {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        words.push(m.san.to_string());
        // Offered after the mover's move (noted once it stood), or before it (noted while he was to move).
        let offered = record.notes().iter().any(|n| {
            (n.ply == i + 1 || n.ply == i)
                && matches!(n.what, Happening::DrawOffer { by } if by == m.mover)
        });
        let mut comment = Vec::new();
        if offered {
            comment.push("(=)".to_string());
        }
        let restored = record
            .notes()
            .iter()
            .any(|n| n.ply == i + 1 && n.what == Happening::ArbiterRestored);
        if restored {
            comment.push("arbiter: D.2.9, the game was restored to this position".to_string());
        }
        if let Some(c) = m.clock {
            comment.push(format!("[%clk {}]", clk(c)));
        }
        if !comment.is_empty() {
            words.push(format!("{{{}}}", comment.join(" ")));
        }
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::movetext::parse_clk;

    #[test]
    fn start_position_is_the_standard_one_without_a_fen() {
        assert_eq!(start_position(None).unwrap(), Chess::default());
        let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
        assert_eq!(
            start_position(Some(fen)).unwrap(),
            position_from_fen(fen).unwrap()
        );
        assert!(matches!(
            start_position(Some("8/8 w")),
            Err(FenError::Syntax { .. })
        ));
    }

    #[test]
    fn parses_clk_comments() {
        assert_eq!(parse_clk("[%clk 1:59:56]"), Some(Duration::from_secs(7196)));
        assert_eq!(
            parse_clk(" [%eval 0.2] [%clk 0:00:09.5] "),
            Some(Duration::from_millis(9500))
        );
        assert_eq!(parse_clk("[%clk 1:75:00]"), None);
        assert_eq!(parse_clk("no clock"), None);
        assert_eq!(parse_clk("[%clk 18446744073709551615:00:00]"), None);
    }

    #[test]
    fn any_comment_is_a_reading_or_none() {
        proptest::proptest!(|(text in "\\PC*", h in proptest::num::u64::ANY, m in 0..99u64)| {
            let _ = parse_clk(&text);
            let _ = parse_clk(&format!("[%clk {h}:{m}:{text}]"));
        });
    }

    #[test]
    fn clk_round_trips() {
        for secs in [0, 59, 61, 3599, 7200, 36_061] {
            let d = Duration::from_secs(secs);
            assert_eq!(parse_clk(&format!("[%clk {}]", clk(d))), Some(d));
        }
    }
}
