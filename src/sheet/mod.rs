//! Score sheets the players can read (D.2.7): one game as print lines in the player's notation, laid out
//! as Braille pages (`braille`), a large-print PDF (`pdf`) and the game as sound (`sound`). Pure: the
//! liblouis program is `louis.rs`'s; espeak-ng and the files are `live::sheets`'s.

pub mod blind_file;
pub mod braille;
pub mod cells;
pub mod compact;
pub mod contracted;
pub mod louis;
mod move_line;
pub mod pdf;
pub mod read;
pub mod read_back;
pub mod slips;
pub mod spell;
pub mod sound;

use crate::game::pgn::{PgnGame, clk};
use crate::game::record::Record;
use crate::notation::numbering::MoveNumber;
use crate::notation::san::san_plus;
use crate::notation::{Language, format_san, san as notation};
use crate::phonetic::Form;
use crate::speech::Renderer;
use crate::speech::phrases::message::Msg;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, KnownOutcome, Move, Outcome, Position, Role};
use std::time::Duration;

/// One half-move of the sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    /// Its number and side.
    pub number: MoveNumber,
    /// The move.
    pub mv: Move,
    /// Its SAN, with check or mate.
    pub san: SanPlus,
    /// The mover's clock after it, where the record has one.
    pub clock: Option<Duration>,
}

/// The header of a sheet: the tags a score sheet shows (missing ones are `None`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Header {
    /// White's name.
    pub white: Option<String>,
    /// Black's name.
    pub black: Option<String>,
    /// The event.
    pub event: Option<String>,
    /// Where it was played.
    pub site: Option<String>,
    /// The round.
    pub round: Option<String>,
    /// The date, as PGN writes it.
    pub date: Option<String>,
    /// The time control, as PGN writes it.
    pub time_control: Option<String>,
}

/// One game, ready to be written as a sheet.
#[derive(Debug, Clone)]
pub struct Game {
    /// Players, event, date...
    pub header: Header,
    /// The position it starts from.
    pub start: Chess,
    /// The moves in order.
    pub plies: Vec<Ply>,
    /// The result, once known.
    pub outcome: Option<KnownOutcome>,
}

/// A tag's value unless PGN's "unknown" marks (`?`, `????.??.??`) or empty.
pub fn known(value: Option<&str>) -> Option<String> {
    value
        .map(str::trim)
        .filter(|v| !v.is_empty() && v.chars().any(|c| c != '?' && c != '.'))
        .map(str::to_string)
}

impl Header {
    /// The header from PGN tags (name, value).
    pub fn from_tags(tags: &[(String, String)], time_control: Option<String>) -> Header {
        let tag = |name: &str| {
            known(
                tags.iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, v)| v.as_str()),
            )
        };
        Header {
            white: tag("White"),
            black: tag("Black"),
            event: tag("Event"),
            site: tag("Site"),
            round: tag("Round"),
            date: tag("Date"),
            time_control: time_control.or_else(|| tag("TimeControl")),
        }
    }
}

impl Game {
    /// The game of a PGN file (its moves were checked when it was read).
    pub fn from_pgn(game: &PgnGame) -> Game {
        let outcome = match game.tag("Result") {
            Some("1-0") => Some(KnownOutcome::Decisive {
                winner: Color::White,
            }),
            Some("0-1") => Some(KnownOutcome::Decisive {
                winner: Color::Black,
            }),
            Some("1/2-1/2") => Some(KnownOutcome::Draw),
            _ => None,
        };
        let mut pos = game.start.clone();
        let mut plies = Vec::with_capacity(game.moves.len());
        for (i, &mv) in game.moves.iter().enumerate() {
            let san = san_plus(&pos, mv);
            pos.play_unchecked(mv);
            plies.push(Ply {
                number: MoveNumber::of(&game.start, i),
                mv,
                san,
                clock: game.clocks.get(i).copied().flatten(),
            });
        }
        Game {
            header: Header::from_tags(&game.tags, None),
            start: game.start.clone(),
            plies,
            outcome,
        }
    }

    /// The game of a record kept at the board, with its tags and time control.
    pub fn from_record(
        record: &Record,
        tags: &[(String, String)],
        time_control: Option<String>,
    ) -> Game {
        let plies = record
            .moves()
            .iter()
            .enumerate()
            .map(|(i, m)| Ply {
                number: MoveNumber::of(record.start(), i),
                mv: m.mv,
                san: m.san,
                clock: m.clock,
            })
            .collect();
        Game {
            header: Header::from_tags(tags, time_control),
            start: record.start().clone(),
            plies,
            outcome: match record.result() {
                Some(Outcome::Known(k)) => Some(k),
                _ => None,
            },
        }
    }

    /// The result as a score sheet writes it.
    pub fn result_text(&self) -> &'static str {
        result_text(self.outcome)
    }

    /// "White - Black, Event, Date": the title of the sheet's files.
    pub fn title(&self) -> String {
        let h = &self.header;
        let players = format!(
            "{} - {}",
            h.white.as_deref().unwrap_or("?"),
            h.black.as_deref().unwrap_or("?")
        );
        [Some(players), h.event.clone(), h.date.clone()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Whether any move has a clock reading.
    pub fn has_clocks(&self) -> bool {
        self.plies.iter().any(|p| p.clock.is_some())
    }

    /// The rows of a two-column sheet: one move number, White's half-move and Black's.
    pub fn rows(&self) -> Vec<Row<'_>> {
        let mut rows: Vec<Row<'_>> = Vec::new();
        for ply in &self.plies {
            match (ply.number.side, rows.last_mut()) {
                (Color::Black, Some(row))
                    if row.number == ply.number.number && row.black.is_none() =>
                {
                    row.black = Some(ply);
                }
                (side, _) => rows.push(Row {
                    number: ply.number.number,
                    white: (side == Color::White).then_some(ply),
                    black: (side == Color::Black).then_some(ply),
                }),
            }
        }
        rows
    }
}

/// The PGN form of a result ("*" while the game goes on).
pub fn result_text(outcome: Option<KnownOutcome>) -> &'static str {
    match outcome {
        Some(KnownOutcome::Decisive {
            winner: Color::White,
        }) => "1-0",
        Some(KnownOutcome::Decisive {
            winner: Color::Black,
        }) => "0-1",
        Some(KnownOutcome::Draw) => "1/2-1/2",
        None => "*",
    }
}

/// One line of a score sheet: a move number with White's and Black's half-moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row<'a> {
    /// The full-move number.
    pub number: u32,
    /// White's half-move (none on a first line where Black moves first).
    pub white: Option<&'a Ply>,
    /// Black's half-move (none while it is not made).
    pub black: Option<&'a Ply>,
}

/// How moves are written: the edition's letters, or figurines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Writing {
    /// The edition whose piece letters are written.
    pub notation: Language,
    /// Figurines (♘♗♖♕♔) instead of the letters.
    pub figurines: bool,
}

impl Writing {
    /// A half-move as this writing shows it: `Sf3`, `exd6`, `0-0`, or `♘f3`.
    pub fn san(self, san: SanPlus) -> String {
        let letters = format_san(self.notation, san);
        if !self.figurines {
            return letters;
        }
        // Piece letters are the only capitals a written move has.
        letters
            .chars()
            .map(|c| match notation::role_for_letter(self.notation, c) {
                Some(role) => figurine(role),
                None => c,
            })
            .collect()
    }
}

/// The white figurine of a piece (figurine notation draws both sides' pieces so).
fn figurine(role: Role) -> char {
    match role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
    }
}

/// The words of a sheet in the interface language (fluent messages `sheet-*`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Labels {
    /// The language they are in.
    pub language: Language,
    /// "White".
    pub white: String,
    /// "Black".
    pub black: String,
    /// "Event".
    pub event: String,
    /// "Site".
    pub site: String,
    /// "Round".
    pub round: String,
    /// "Date".
    pub date: String,
    /// "Result".
    pub result: String,
    /// "Time control".
    pub time_control: String,
    /// "Signatures (Article 8.7)".
    pub signatures: String,
    /// "Page".
    pub page: String,
}

impl Labels {
    /// The labels in `language`.
    pub fn new(language: Language) -> Labels {
        let renderer = Renderer::new(language, crate::phonetic::Scheme::Plain, Form::Short);
        let word = |id: &'static str| {
            renderer
                .try_render_msg(&Msg::new(id))
                .map(|u| u.text())
                .unwrap_or_else(|_| id.to_string())
        };
        Labels {
            language,
            white: word("sheet-white"),
            black: word("sheet-black"),
            event: word("sheet-event"),
            site: word("sheet-site"),
            round: word("sheet-round"),
            date: word("sheet-date"),
            result: word("sheet-result"),
            time_control: word("sheet-time-control"),
            signatures: word("sheet-signatures"),
            page: word("sheet-page"),
        }
    }
}

/// The header as "label: value" lines, in score-sheet order; the result last.
pub fn header_lines(game: &Game, labels: &Labels) -> Vec<String> {
    let h = &game.header;
    [
        (&labels.white, &h.white),
        (&labels.black, &h.black),
        (&labels.event, &h.event),
        (&labels.site, &h.site),
        (&labels.round, &h.round),
        (&labels.date, &h.date),
        (&labels.time_control, &h.time_control),
    ]
    .into_iter()
    .filter_map(|(label, value)| value.as_ref().map(|v| format!("{label}: {v}")))
    .chain(std::iter::once(format!(
        "{}: {}",
        labels.result,
        game.result_text()
    )))
    .collect()
}

/// One half-move as written on a text sheet: the move and, with `clocks`, its clock reading after it
/// in brackets.
pub fn ply_text(ply: &Ply, writing: Writing, clocks: bool) -> String {
    let mut text = writing.san(ply.san);
    // In brackets: a clock after a move's rank digit would read on as one number in Braille.
    if let (true, Some(c)) = (clocks, ply.clock) {
        text.push_str(&format!(" ({})", clk(c)));
    }
    text
}

/// The move lines of a text sheet: `12. Sf3 Sc6`, `12. ... Sc6` where Black begins, clocks after moves.
pub fn move_lines(game: &Game, writing: Writing, clocks: bool) -> Vec<String> {
    game.rows()
        .iter()
        .map(|row| {
            let mut line = format!("{}.", row.number);
            for ply in [row.white, row.black] {
                line.push(' ');
                match ply {
                    Some(p) => line.push_str(&ply_text(p, writing, clocks)),
                    None if row.white.is_none() => line.push_str("..."),
                    None => {
                        line.pop();
                    }
                }
            }
            line
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::pgn::read_games;

    fn game(pgn: &str) -> Game {
        let games = read_games(pgn.as_bytes());
        Game::from_pgn(games[0].as_ref().expect("a readable game"))
    }

    #[test]
    fn rows_pair_moves_and_black_may_begin() {
        let g = game("[White \"A\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n");
        let w = Writing {
            notation: Language::De,
            figurines: false,
        };
        assert_eq!(move_lines(&g, w, false), ["1. e4 e5", "2. Sf3"]);
        assert_eq!(g.header.white.as_deref(), Some("A"));
        assert_eq!(g.header.black, None);
        let fen = "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n1... e5 2. Nf3 *\n";
        assert_eq!(move_lines(&game(fen), w, false), ["1. ... e5", "2. Sf3"]);
    }

    #[test]
    fn figurines_replace_only_piece_letters() {
        let g = game("1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n");
        let w = Writing {
            notation: Language::Hu,
            figurines: true,
        };
        assert_eq!(move_lines(&g, w, false)[2], "3. ♗b5");
    }
}
