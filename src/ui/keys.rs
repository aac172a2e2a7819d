//! Keyboard commands on the console: one line per command, for the player, the assistant or the arbiter.

use crate::session::{Command, Event, Query};
use crate::speech::phrase::Line;
use shakmaty::{File, Piece, Rank, Role, Square};
use std::io::BufRead;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

/// The help text printed at the start of a game (also in the README).
pub const HELP: &str = "keys (type, then Enter): p = press the clock, r = repeat, t = both times, \
m = move number, l = last move, l5 = last 5 moves, where N / where n = white / black knights, \
s e4 = what is on e4, rank 2, file e, =Q / =R / =B / =N = promotion piece, \
a move in SAN (your notation's letters) or UCI = announce it, q = quit; \
on a simulated board also: out e2 / in e4 = a peg leaves / enters a hole, lever = press the board's lever";

/// What one typed line means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Key {
    /// A session command.
    Command(Command),
    /// Leave the game (it stays in the journal; `pegchess resume` continues it).
    Quit,
    /// Nothing to do (an empty line).
    Nothing,
    /// On a simulated board: a peg leaves (`false`) or enters (`true`) a hole.
    Peg(Square, bool),
    /// On a simulated board: the board's clock lever.
    Lever,
}

/// Reads one typed line.
pub fn parse(line: &str) -> Result<Key, String> {
    let line = line.trim();
    let key = match line.to_ascii_lowercase().as_str() {
        "" => Key::Nothing,
        "p" | "press" => Key::Command(Command::Press),
        "r" | "repeat" => Key::Command(Command::Repeat),
        "q" | "quit" => Key::Quit,
        "lever" => Key::Lever,
        "t" | "time" => Key::Command(Command::Ask(Query::Times)),
        "m" => Key::Command(Command::Ask(Query::MoveNumber)),
        "l" => Key::Command(Command::Ask(Query::LastMoves(1))),
        last if last.starts_with('l') && last[1..].parse::<u8>().is_ok() => Key::Command(
            Command::Ask(Query::LastMoves(last[1..].parse().expect("checked"))),
        ),
        peg if peg.starts_with("out ") || peg.starts_with("in ") => {
            let (word, square) = peg.split_once(' ').expect("checked");
            let square: Square = square
                .trim()
                .parse()
                .map_err(|_| format!("'{}' is not a square (a1 to h8)", square.trim()))?;
            Key::Peg(square, word == "in")
        }
        promo if promo.starts_with('=') && promo.len() == 2 => {
            let role = promo[1..]
                .chars()
                .next()
                .and_then(Role::from_char)
                .filter(|r| !matches!(r, Role::King | Role::Pawn))
                .ok_or_else(|| format!("'{line}' is no promotion piece: use =Q, =R, =B or =N"))?;
            Key::Command(Command::Promote(role))
        }
        lower => {
            match lower.split_once(' ') {
                Some(("where", _)) => {
                    // Case matters here: upper case for White's pieces, lower case for Black's.
                    let letter = line.chars().last().expect("not empty");
                    let piece = Piece::from_char(letter).ok_or_else(|| {
                    format!("'{letter}' is no piece: use K Q R B N P for White, k q r b n p for Black")
                })?;
                    Key::Command(Command::Ask(Query::Pieces(piece)))
                }
                Some(("s", sq)) => Key::Command(Command::Ask(Query::Square(
                    sq.trim()
                        .parse()
                        .map_err(|_| format!("'{sq}' is not a square (a1 to h8)"))?,
                ))),
                Some(("rank", r)) => Key::Command(Command::Ask(Query::Line(Line::Rank(
                    r.trim()
                        .chars()
                        .next()
                        .and_then(Rank::from_char)
                        .ok_or("use rank 1 to rank 8")?,
                )))),
                Some(("file", f)) => Key::Command(Command::Ask(Query::Line(Line::File(
                    f.trim()
                        .chars()
                        .next()
                        .and_then(File::from_char)
                        .ok_or("use file a to file h")?,
                )))),
                _ => Key::Command(Command::Typed(line.to_string())),
            }
        }
    };
    Ok(key)
}

/// Where board keys go on a simulated board.
pub type BoardKeys = Box<dyn Fn(&Key) + Send>;

/// Reads standard input on its own thread, sending commands until "q" or the end of input, then sets `quit`.
/// Board keys (pegs, lever) go to `board`, when there is a simulated board.
pub fn spawn(tx: Sender<Event>, board: Option<BoardKeys>, quit: Arc<AtomicBool>) {
    std::thread::Builder::new()
        .name("keys".into())
        .spawn(move || {
            for line in std::io::stdin().lock().lines() {
                let Ok(line) = line else { break };
                match parse(&line) {
                    Ok(Key::Command(c)) => {
                        if tx.send(Event::Command(c)).is_err() {
                            return;
                        }
                    }
                    Ok(Key::Quit) => break,
                    Ok(Key::Nothing) => {}
                    Ok(key @ (Key::Peg(..) | Key::Lever)) => match &board {
                        Some(b) => b(&key),
                        None => eprintln!("there is no simulated board to move pegs on"),
                    },
                    Err(e) => eprintln!("{e}"),
                }
            }
            quit.store(true, Ordering::SeqCst);
        })
        .expect("spawn keyboard thread");
}
