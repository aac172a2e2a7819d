//! The one reader of movetext: PGN text split into games (tags, moves as written, clock comments) and
//! the written moves read in an edition's letters, for imported games, score sheets and `announce` alike.
//!
//! Move numbers (also glued to a move: `12.e4`) are kept apart from the moves, as numbers; NAGs, annotation
//! marks, variations, `;` comments and `%` escape lines are dropped. The tokens do not interpret the moves, so any edition's letters pass;
//! [`read_moves`] reads them against the position with [`crate::notation::san::parse_move`]; a sheet's own
//! slips are read through beside the game (`sheet_slips.rs`).

use crate::notation::Language;
use crate::notation::san::{NotationError, parse_move};
use shakmaty::{Chess, Move, Position};
use std::time::Duration;

/// A piece of PGN text that matters to a score sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    /// `[Name "value"]` outside the movetext.
    Tag(String, String),
    /// `{...}`.
    Comment(String),
    /// A move as written (move numbers, NAGs and annotation marks already dropped).
    Word(String),
    /// A move number as written (`12.`, `12...`, `12`): where a sheet's numbers run, for its slips.
    Number(u32),
    /// A game result.
    End,
}

/// Splits PGN text into tags, comments, written moves and results; variations, `;` comments and
/// `%` escape lines are dropped.
pub fn tokenize(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut chars = text.chars();
    let mut word = String::new();
    let mut line_start = true;
    while let Some(c) = chars.next() {
        // A comma is no part of a move: hand-typed sheets separate moves with it (`1. e4, e5`).
        let delimiter =
            c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[' | ']' | ',');
        if delimiter || (c == '%' && line_start) {
            flush(&mut word, &mut tokens);
        }
        match c {
            '{' => tokens.push(Token::Comment(
                chars.by_ref().take_while(|&c| c != '}').collect(),
            )),
            ';' => chars.by_ref().take_while(|&c| c != '\n').for_each(drop),
            '%' if line_start => chars.by_ref().take_while(|&c| c != '\n').for_each(drop),
            '(' => skip_variation(&mut chars),
            '[' => {
                let inside: String = chars.by_ref().take_while(|&c| c != ']').collect();
                if let Some(tag) = tag(&inside) {
                    tokens.push(tag);
                }
            }
            _ if delimiter => {}
            c => word.push(c),
        }
        // A `%` escape counts only in the first column; `;` and `%` lines were read to their end.
        line_start = c == '\n' || c == ';' || (c == '%' && line_start);
    }
    flush(&mut word, &mut tokens);
    tokens
}

/// Skips a variation whose `(` has been read, with nested variations and comments.
fn skip_variation(chars: &mut impl Iterator<Item = char>) {
    let mut depth = 1usize;
    while let Some(c) = chars.next() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return;
                }
            }
            '{' => chars.take_while(|&c| c != '}').for_each(drop),
            _ => {}
        }
    }
}

/// `Name "value"` with PGN's `\"` and `\\` escapes.
fn tag(inside: &str) -> Option<Token> {
    let (name, rest) = inside.trim().split_once(char::is_whitespace)?;
    let value = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let value = value.replace("\\\"", "\"").replace("\\\\", "\\");
    Some(Token::Tag(name.to_string(), value))
}

/// Ends a word: drops move numbers (`12.`, `12...`, `12`, also glued to the move: `12.e4`), lone dots
/// (`12. ... Nf6`), NAGs and annotation marks; a result ends the game.
fn flush(word: &mut String, tokens: &mut Vec<Token>) {
    let text = std::mem::take(word);
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let rest = if digits > 0 && text[digits..].starts_with(['.', '…']) {
        text[digits..].trim_start_matches(['.', '…'])
    } else {
        &text
    };
    // A number alone is a move number written without its dot (PGN's import format allows it, and hand-typed
    // sheets do it: `1 e4 e5`); no move is only digits.
    let number_alone = digits > 0 && digits == text.len();
    if (number_alone || rest.len() < text.len())
        && let Ok(n) = text[..digits].parse()
    {
        tokens.push(Token::Number(n));
    }
    if number_alone
        || rest.starts_with('$')
        || rest.chars().all(|c| matches!(c, '!' | '?' | '.' | '…'))
    {
        return;
    }
    if matches!(rest, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
        tokens.push(Token::End);
    } else {
        tokens.push(Token::Word(rest.to_string()));
    }
}

/// One game's tokens: its tags, then its movetext up to its result or the next game's tags.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameText {
    /// `[Name "value"]` pairs, in file order.
    pub tags: Vec<(String, String)>,
    /// The movetext: words and comments, without the result.
    pub movetext: Vec<Token>,
}

/// The value of the tag `name` among `tags` (name, value), if present.
pub fn tag_value<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

impl GameText {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag_value(&self.tags, name)
    }
}

/// Splits PGN text into games: a game ends at its result, or where tags follow its movetext.
/// Text with neither tags nor moves (blank lines, comments only) is no game.
pub fn games(text: &str) -> Vec<GameText> {
    let mut games = Vec::new();
    let mut game = GameText::default();
    for token in tokenize(text) {
        match token {
            Token::Tag(name, value) => {
                if !game.movetext.is_empty() {
                    games.push(std::mem::take(&mut game));
                }
                game.tags.push((name, value));
            }
            Token::End => games.push(std::mem::take(&mut game)),
            other => game.movetext.push(other),
        }
    }
    if !game.tags.is_empty() || game.movetext.iter().any(|t| matches!(t, Token::Word(_))) {
        games.push(game);
    }
    games
}

/// What kind of slip a sheet made, read through beside the game (`game::sheet_slips`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlipKind {
    /// Half-moves not written (a move pair skipped): read as the game's.
    Skipped,
    /// Half-moves written again after themselves (a pair written twice): passed over.
    Twice,
    /// An entry that is no move as written, between the game's moves: read as the game's move there.
    NotRead,
}

/// One slip of a sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slip {
    /// What it is.
    pub kind: SlipKind,
    /// The first half-move it concerns (its index in the game).
    pub ply: usize,
    /// How many half-moves.
    pub plies: usize,
    /// The entries as written (none for a skipped pair).
    pub written: Vec<String>,
}

/// Where a reading of movetext stands: the moves read so far and the position after them.
#[derive(Debug, Clone)]
pub struct Cursor {
    /// What has been read.
    pub read: Moves,
    /// The position after the moves read.
    pub pos: Chess,
}

impl Cursor {
    /// Takes `mv` (legal in [`Cursor::pos`]) as the next move, written `written`.
    pub fn push(&mut self, mv: Move, written: String) {
        self.pos.play_unchecked(mv);
        self.read.moves.push(WrittenMove {
            mv,
            written,
            clock: None,
        });
    }
}

/// What a reading does where the movetext is not plain: at a move number, at an entry that fits several moves,
/// at an entry that is no move. Plain reading ([`Plain`]) passes numbers over and stops at the entry; a sheet
/// read beside the game (`game::sheet_slips`) reads its slips through.
pub trait Slips {
    /// A move number `n` at token `at` of `tokens`: the index of the next token to read.
    fn number(&mut self, cursor: &mut Cursor, n: u32, tokens: &[&Token], at: usize) -> usize;
    /// An entry that fits the `candidates`: the move to read it as, if any.
    fn ambiguous(&mut self, cursor: &mut Cursor, word: &str, candidates: &[Move]) -> Option<Move>;
    /// An entry `word` at token `at` that is no move (`problem`): the index of the next token to read, when
    /// the reading goes on, or `None` when it stops there.
    fn no_move(
        &mut self,
        cursor: &mut Cursor,
        word: &str,
        problem: &NotationError,
        tokens: &[&Token],
        at: usize,
    ) -> Option<usize>;
}

/// Plain reading: numbers passed over, an entry that is no move (or fits several) stops it.
pub struct Plain;

impl Slips for Plain {
    fn number(&mut self, _: &mut Cursor, _: u32, _: &[&Token], at: usize) -> usize {
        at + 1
    }

    fn ambiguous(&mut self, _: &mut Cursor, _: &str, _: &[Move]) -> Option<Move> {
        None
    }

    fn no_move(
        &mut self,
        _: &mut Cursor,
        _: &str,
        _: &NotationError,
        _: &[&Token],
        _: usize,
    ) -> Option<usize> {
        None
    }
}

/// A move read from movetext.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenMove {
    /// The move.
    pub mv: Move,
    /// The move as written.
    pub written: String,
    /// The mover's clock after the move (`[%clk]`), where the text has one.
    pub clock: Option<Duration>,
}

/// The entry where reading stopped: no legal move, or not legible in the edition's letters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stop {
    /// The number of moves read before it.
    pub ply: usize,
    /// The entry as written.
    pub written: String,
    /// Why it is no move here.
    pub problem: NotationError,
    /// Entries written after it, which were not read.
    pub unread: usize,
}

/// Movetext read into moves: every move up to the first entry that is no move, and that entry.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Moves {
    /// The moves read, in order.
    pub moves: Vec<WrittenMove>,
    /// The entry that stopped the reading, if any.
    pub stop: Option<Stop>,
    /// Entries crossed out on the sheet (struck through, or between `~~`), each with the number of moves
    /// read before it: not read, and named.
    pub crossed: Vec<(usize, String)>,
    /// Entries that fit more than one move, read as the game's move there (the sheet agreeing with the game
    /// up to them), each with its index: named.
    pub as_game: Vec<(usize, String)>,
    /// The sheet's own slips read through beside the game (a pair skipped or written twice, an entry not
    /// read between the game's moves): named.
    pub slips: Vec<Slip>,
}

/// Whether an entry is a mark standing alone after a move, no entry of its own: the editions' en passant
/// abbreviations (`e.p.`, `ep`, the Finnish `o.l.`; Appendix C) and check, mate and annotation signs.
pub(crate) fn mark_alone(word: &str) -> bool {
    let lower = word.to_lowercase();
    matches!(
        lower.as_str(),
        "e.p." | "e.p" | "ep" | "ep." | "o.l." | "o.l" | "ol" | "ol."
    ) || word.chars().all(|c| matches!(c, '+' | '#' | '!' | '?'))
}

/// Whether an entry is crossed out: struck through (combining overlay strokes, as a typed sheet shows a
/// crossed-out move) or written between `~~`.
pub fn crossed_out(word: &str) -> bool {
    word.chars().any(|c| matches!(c, '\u{0335}'..='\u{0338}'))
        || (word.len() > 4 && word.starts_with("~~") && word.ends_with("~~"))
}

/// Reads movetext tokens from `start` with the `edition`'s piece letters (SAN, long algebraic or
/// UCI); a `[%clk]` comment straight after a move is that move's clock reading.
pub fn read_moves<'a>(
    tokens: impl IntoIterator<Item = &'a Token>,
    start: &Chess,
    edition: Language,
) -> Moves {
    read_moves_through(tokens, start, edition, &mut Plain)
}

/// Reads movetext as [`read_moves`] does, with `slips` deciding at move numbers and at entries that are no
/// move or fit several (see [`Slips`]).
pub(crate) fn read_moves_through<'a>(
    tokens: impl IntoIterator<Item = &'a Token>,
    start: &Chess,
    edition: Language,
    slips: &mut dyn Slips,
) -> Moves {
    let tokens: Vec<&Token> = tokens.into_iter().collect();
    let mut cursor = Cursor {
        read: Moves::default(),
        pos: start.clone(),
    };
    let mut last_was_move = false;
    let mut at = 0;
    while let Some(&token) = tokens.get(at) {
        match token {
            Token::Tag(..) | Token::End => break,
            Token::Comment(c) => {
                if let (Some(clk), true) = (parse_clk(c), last_was_move)
                    && let Some(m) = cursor.read.moves.last_mut()
                {
                    m.clock = Some(clk);
                }
            }
            Token::Number(n) if cursor.read.stop.is_none() => {
                last_was_move = false;
                at = slips.number(&mut cursor, *n, &tokens, at);
                continue;
            }
            Token::Number(_) => {}
            Token::Word(word) => {
                last_was_move = false;
                if let Some(stop) = cursor.read.stop.as_mut() {
                    stop.unread += 1;
                } else if crossed_out(word) {
                    let read = cursor.read.moves.len();
                    cursor.read.crossed.push((read, word.clone()));
                } else if !mark_alone(word) {
                    let parsed = match parse_move(word, edition, &cursor.pos) {
                        Err(NotationError::Ambiguous { candidates, text }) => {
                            match slips.ambiguous(&mut cursor, word, &candidates) {
                                Some(mv) => Ok(mv),
                                None => Err(NotationError::Ambiguous { candidates, text }),
                            }
                        }
                        parsed => parsed,
                    };
                    match parsed {
                        Ok(mv) => {
                            cursor.push(mv, word.clone());
                            last_was_move = true;
                        }
                        Err(problem) => {
                            match slips.no_move(&mut cursor, word, &problem, &tokens, at) {
                                Some(next) => {
                                    at = next;
                                    continue;
                                }
                                None => {
                                    cursor.read.stop = Some(Stop {
                                        ply: cursor.read.moves.len(),
                                        written: word.clone(),
                                        problem,
                                        unread: 0,
                                    })
                                }
                            }
                        }
                    }
                }
            }
        }
        at += 1;
    }
    cursor.read
}

/// Reads movetext whose edition is not known: English letters first (PGN's own), then each
/// other edition's; the first that reads every move wins, else the one that read furthest (English on a tie).
pub(crate) fn read_moves_any_edition(tokens: &[Token], start: &Chess) -> (Language, Moves) {
    let mut best: Option<(Language, Moves)> = None;
    let order = std::iter::once(Language::En)
        .chain(Language::ALL.iter().copied().filter(|&l| l != Language::En));
    for edition in order {
        let read = read_moves(tokens, start, edition);
        if read.stop.is_none() {
            return (edition, read);
        }
        if best
            .as_ref()
            .is_none_or(|(_, b)| read.moves.len() > b.moves.len())
        {
            best = Some((edition, read));
        }
    }
    best.unwrap_or((Language::En, Moves::default()))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_skip_numbers_variations_and_keep_clocks() {
        let text = "[Event \"x \\\"y\\\"\"]\n%escaped line\n; a comment line\n%escaped after it\n1.e4 {[%clk 1:59:50]} e5 (1... c5 {a} (2. Nf3)) 2. Nf3 $1 !? 2... Nc6 ; rest\n3. ... Bb5 1-0\n[Event \"next\"]\n1. d4";
        let tokens = tokenize(text);
        assert_eq!(tokens[0], Token::Tag("Event".into(), "x \"y\"".into()));
        let words: Vec<&str> = tokens
            .iter()
            .filter_map(|t| match t {
                Token::Word(w) => Some(w.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(words, ["e4", "e5", "Nf3", "Nc6", "Bb5", "d4"]);
        assert_eq!(tokens.iter().filter(|t| **t == Token::End).count(), 1);
    }

    #[test]
    fn move_numbers_without_a_dot_are_numbers_not_moves() {
        let words = |text: &str| -> Vec<String> {
            tokenize(text)
                .into_iter()
                .filter_map(|t| match t {
                    Token::Word(w) => Some(w),
                    _ => None,
                })
                .collect()
        };
        let expected = ["e4", "e5", "Rf3", "Rc6", "O-O", "0-0"];
        assert_eq!(words("1 e4 e5\n2 Rf3 Rc6\n10 O-O 0-0"), expected);
        assert_eq!(words("1) e4 e5 2) Rf3 Rc6 10) O-O 0-0"), expected);
        assert_eq!(words("1. e4, e5, 2. Rf3, Rc6,\n10. O-O, 0-0"), expected);
    }
}
