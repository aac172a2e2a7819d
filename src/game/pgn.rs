//! PGN in and out: games read from files (to replay, import or continue), and the record written atomically.

use super::record::{Happening, Record};
use crate::phonetic::numbering::MoveNumber;
use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Move, Outcome, Position};
use std::fmt::Write as _;
use std::io::Write as _;
use std::ops::ControlFlow;
use std::path::Path;
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
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
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
    Fen(String),
    /// A move that is not legal in its position.
    #[error("move {number} ({san}) is not legal here: {why}")]
    IllegalMove {
        /// The move number.
        number: u32,
        /// The move as written.
        san: String,
        /// Why it is not legal.
        why: String,
    },
    /// The text could not be read at all.
    #[error("{0}")]
    Unreadable(String),
}

/// A PGN file that could not be read.
#[derive(Debug, thiserror::Error)]
#[error("cannot read {}: {source}; give the path of a PGN file", .path.display())]
pub struct PgnFileError {
    /// The file.
    pub path: std::path::PathBuf,
    /// Why.
    pub source: std::io::Error,
}

struct GameVisitor;

struct Movetext {
    game: PgnGame,
    pos: Chess,
    error: Option<PgnProblem>,
}

impl Visitor for GameVisitor {
    type Tags = Vec<(String, String)>;
    type Movetext = Movetext;
    type Output = Result<PgnGame, PgnProblem>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(Vec::new())
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        tags.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        let start = match tags.iter().find(|(n, _)| n == "FEN") {
            Some((_, fen)) => match position_from_fen(fen) {
                Ok(pos) => pos,
                Err(e) => return ControlFlow::Break(Err(PgnProblem::Fen(e.to_string()))),
            },
            None => Chess::default(),
        };
        ControlFlow::Continue(Movetext {
            pos: start.clone(),
            game: PgnGame {
                tags,
                start,
                moves: Vec::new(),
                clocks: Vec::new(),
            },
            error: None,
        })
    }

    fn san(&mut self, m: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if m.error.is_some() {
            return ControlFlow::Continue(());
        }
        match san_plus.san.to_move(&m.pos) {
            Ok(mv) => {
                m.pos.play_unchecked(mv);
                m.game.moves.push(mv);
                m.game.clocks.push(None);
            }
            Err(e) => {
                m.error = Some(PgnProblem::IllegalMove {
                    number: MoveNumber::of(&m.game.start, m.game.moves.len()).number,
                    san: san_plus.to_string(),
                    why: e.to_string(),
                })
            }
        }
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        m: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        if let Some(clk) = parse_clk(&String::from_utf8_lossy(comment.as_bytes()))
            && let Some(last) = m.game.clocks.last_mut()
        {
            *last = Some(clk);
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _m: &mut Self::Movetext) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn end_game(&mut self, m: Self::Movetext) -> Self::Output {
        match m.error {
            Some(e) => Err(e),
            None => Ok(m.game),
        }
    }
}

/// Parses a `[%clk H:MM:SS]` command in a PGN comment (fractions of a second allowed).
pub fn parse_clk(comment: &str) -> Option<Duration> {
    let start = comment.find("[%clk")? + "[%clk".len();
    let rest = &comment[start..];
    let value = rest[..rest.find(']')?].trim();
    let mut parts = value.split(':');
    let (h, m, s) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let h: u64 = h.parse().ok()?;
    let m: u64 = m.parse().ok()?;
    let s: f64 = s.parse().ok()?;
    if m >= 60 || !(0.0..60.0).contains(&s) {
        return None;
    }
    let whole = h.checked_mul(3600)?.checked_add(m * 60)?;
    Duration::from_secs(whole).checked_add(Duration::from_secs_f64(s))
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

/// The position a FEN describes (standard castling), or what is wrong with it.
pub fn position_from_fen(fen: &str) -> Result<Chess, FenError> {
    let text = fen.trim();
    text.parse::<Fen>()
        .map_err(|e| FenError::Syntax {
            fen: text.to_string(),
            reason: e.to_string(),
        })?
        .into_position(CastlingMode::Standard)
        .map_err(|e| FenError::Impossible {
            fen: text.to_string(),
            reason: e.to_string(),
        })
}

/// The position a FEN describes, or the standard start position without one.
pub fn start_position(fen: Option<&str>) -> Result<Chess, FenError> {
    fen.map_or_else(|| Ok(Chess::default()), position_from_fen)
}

/// Reads every game of a PGN text; a game that cannot be read is an error in its place, the others are kept.
pub fn read_games(text: &[u8]) -> Vec<Result<PgnGame, PgnError>> {
    let mut reader = Reader::new(text);
    let mut out = Vec::new();
    loop {
        let game = out.len() + 1;
        match reader.read_game(&mut GameVisitor) {
            Ok(Some(result)) => out.push(result.map_err(|reason| PgnError { game, reason })),
            Ok(None) => break,
            Err(e) => {
                out.push(Err(PgnError {
                    game,
                    reason: PgnProblem::Unreadable(e.to_string()),
                }));
                break;
            }
        }
    }
    out
}

/// Reads a PGN file, saying which file could not be read.
pub fn read_file(path: &Path) -> Result<Vec<Result<PgnGame, PgnError>>, PgnFileError> {
    std::fs::read(path)
        .map(|text| read_games(&text))
        .map_err(|source| PgnFileError {
            path: path.to_path_buf(),
            source,
        })
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
    let mut out = String::new();
    let result = result_text(record.result());
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
    if *start != Chess::default() {
        let _ = writeln!(out, "[SetUp \"1\"]\n[FEN \"{}\"]", record.start_fen());
    }
    out.push('\n');
    let mut words: Vec<String> = Vec::new();
    for (i, m) in record.moves().iter().enumerate() {
        let number = MoveNumber::of(start, i).number;
        if m.mover == Color::White {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        words.push(m.san.to_string());
        let offered = record.notes().iter().any(|n| {
            n.ply == i + 1 && matches!(n.what, Happening::DrawOffer { by } if by == m.mover)
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

/// Writes `text` to `path` atomically: a temporary file beside it, flushed, then renamed over it.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let tmp = path.with_extension("pgn.tmp");
    let mut file = std::fs::File::create(&tmp)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    std::fs::rename(&tmp, path)
}

#[cfg(test)]
mod tests {
    use super::*;

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
