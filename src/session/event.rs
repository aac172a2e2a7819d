//! What goes into the session (events) and what comes out (effects), and the journal's text form of events.

use crate::board::link::LinkEvent;
use crate::board::protocol::{Button, OccupancyKind};
use crate::speech::Phrase;
use crate::speech::phrase::Line;
use shakmaty::uci::UciMove;
use shakmaty::{Bitboard, Color, File, Piece, Rank, Role};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// Everything that can happen to the session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Something from the board's link.
    Board(LinkEvent),
    /// A command from a key, a board button or a voice.
    Command(Command),
    /// Time passes (only journaled when the session acts on it).
    Tick,
    /// Words the recogniser heard, read by the session against its position (a move, a near
    /// match asked back, or a command); the journal keeps the words.
    Heard(String),
    /// Voice input stopped working (e.g. the microphone was unplugged); shown on the console.
    VoiceTrouble(String),
}

impl From<LinkEvent> for Event {
    fn from(e: LinkEvent) -> Self {
        Event::Board(e)
    }
}

/// A command from the player, the assistant or the arbiter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// The side to move presses the clock (a key; the board's levers arrive as board events).
    Press,
    /// The piece a promoting pawn becomes.
    Promote(Role),
    /// Say the last phrase again.
    Repeat,
    /// A move was announced (heard, or typed by the assistant) by the side to move.
    Announced(UciMove),
    /// A move typed by the assistant or arbiter in SAN (the notation's letters), UCI or phonetic words;
    /// it is read against the position when it arrives.
    Typed(String),
    /// A question from the player or assistant (D.2.10.4): answered from the record, never with advice.
    Ask(Query),
    /// A move executed on the sighted player's board, as the assistant enters it (SAN in the notation's
    /// letters, or UCI). These moves are the sighted side's account of the game, compared with the record.
    Sighted(String),
    /// A draw offer (9.1.2), noted "(=)" with the offering side's move.
    OfferDraw,
    /// The game ends by agreement, resignation or the arbiter's decision.
    Result(GameResult),
    /// The arbiter corrects the clock (6.10, 6.11, 7.5.5, 9.5.3, III.4).
    Clock(ClockAction),
    /// The arbiter's D.2.9 decision: the game goes back to the position after this many half-moves.
    Restore(usize),
}

/// How a game ended off the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    /// The players agreed a draw (9.1).
    DrawAgreed,
    /// This side resigned (5.1.2).
    Resigned(Color),
}

/// What the arbiter does to the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockAction {
    /// Stop both clocks (6.11).
    Pause,
    /// Start the stopped clock again.
    Resume,
    /// Set a side's time.
    SetTime(Color, Duration),
    /// Set a side's move counter.
    SetMoves(Color, u32),
    /// The offender completed an illegal move (7.5.5): the opponent gets the penalty time in force.
    Penalty(Color),
    /// Add an increment per move for both players (Guideline III.4), in seconds.
    AddIncrement(Duration),
}

pub use crate::words::Query;

/// What the session asks the outside world to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Say this (and print it).
    Say(Phrase),
    /// The record changed: save the score sheet.
    RecordChanged,
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Press => f.write_str("press"),
            Command::Promote(r) => write!(f, "promote {}", r.char()),
            Command::Repeat => f.write_str("repeat"),
            Command::Announced(m) => write!(f, "announced {m}"),
            Command::Typed(text) => write!(f, "typed {}", escape(text)),
            Command::Ask(q) => write!(f, "ask {q}"),
            Command::Sighted(text) => write!(f, "sighted {}", escape(text)),
            Command::Restore(plies) => write!(f, "restore {plies}"),
            Command::OfferDraw => f.write_str("offer-draw"),
            Command::Result(GameResult::DrawAgreed) => f.write_str("result draw"),
            Command::Result(GameResult::Resigned(c)) => write!(f, "result resigned {}", c.char()),
            Command::Clock(a) => match a {
                ClockAction::Pause => f.write_str("clock pause"),
                ClockAction::Resume => f.write_str("clock resume"),
                ClockAction::SetTime(c, d) => write!(f, "clock set {} {}", c.char(), d.as_millis()),
                ClockAction::SetMoves(c, n) => write!(f, "clock moves {} {n}", c.char()),
                ClockAction::Penalty(c) => write!(f, "clock penalty {}", c.char()),
                ClockAction::AddIncrement(d) => write!(f, "clock increment {}", d.as_millis()),
            },
        }
    }
}

impl FromStr for Command {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.as_slice() {
            ["press"] => Ok(Command::Press),
            ["repeat"] => Ok(Command::Repeat),
            ["announced", m] => m
                .parse()
                .map(Command::Announced)
                .map_err(|_| format!("unreadable move '{m}'")),
            ["typed", text] => Ok(Command::Typed(unescape(text))),
            ["sighted", text] => Ok(Command::Sighted(unescape(text))),
            ["restore", n] => n
                .parse()
                .map(Command::Restore)
                .map_err(|_| format!("unreadable number of half-moves in '{s}'")),
            ["offer-draw"] => Ok(Command::OfferDraw),
            ["result", "draw"] => Ok(Command::Result(GameResult::DrawAgreed)),
            ["result", "resigned", c] => color(c)
                .map(|c| Command::Result(GameResult::Resigned(c)))
                .ok_or_else(|| format!("unknown side in '{s}'")),
            ["clock", rest @ ..] => parse_clock(rest)
                .map(Command::Clock)
                .ok_or_else(|| format!("unknown clock action '{s}'")),
            ["ask", rest @ ..] => parse_query(rest)
                .map(Command::Ask)
                .ok_or_else(|| format!("unknown question '{s}'")),
            ["promote", r] => r
                .chars()
                .next()
                .and_then(Role::from_char)
                .filter(|_| r.len() == 1)
                .map(Command::Promote)
                .ok_or_else(|| format!("unknown piece '{r}'")),
            _ => Err(format!("unknown command '{s}'")),
        }
    }
}

fn one_char(s: &str) -> Option<char> {
    let mut chars = s.chars();
    chars.next().filter(|_| chars.next().is_none())
}

fn color(s: &str) -> Option<Color> {
    Color::from_char(one_char(s)?)
}

fn parse_clock(words: &[&str]) -> Option<ClockAction> {
    let ms = |s: &str| s.parse().ok().map(Duration::from_millis);
    Some(match words {
        ["pause"] => ClockAction::Pause,
        ["resume"] => ClockAction::Resume,
        ["set", c, t] => ClockAction::SetTime(color(c)?, ms(t)?),
        ["moves", c, n] => ClockAction::SetMoves(color(c)?, n.parse().ok()?),
        ["penalty", c] => ClockAction::Penalty(color(c)?),
        ["increment", t] => ClockAction::AddIncrement(ms(t)?),
        _ => return None,
    })
}

fn parse_query(words: &[&str]) -> Option<Query> {
    Some(match words {
        ["times"] => Query::Times,
        ["number"] => Query::MoveNumber,
        ["moves", n] => Query::LastMoves(n.parse().ok()?),
        ["pieces", p] => Query::Pieces(Piece::from_char(one_char(p)?)?),
        ["square", sq] => Query::Square(sq.parse().ok()?),
        ["rank", r] => Query::Line(Line::Rank(Rank::from_char(one_char(r)?)?)),
        ["file", f] => Query::Line(Line::File(File::from_char(one_char(f)?)?)),
        _ => return None,
    })
}

/// Escapes spaces, percent signs and line ends so a free text is one journal field.
fn escape(s: &str) -> String {
    s.replace('%', "%25")
        .replace(' ', "%20")
        .replace('\n', "%0A")
        .replace('\r', "%0D")
}

fn unescape(s: &str) -> String {
    s.replace("%20", " ")
        .replace("%0A", "\n")
        .replace("%0D", "\r")
        .replace("%25", "%")
}

fn button_code(b: Button) -> char {
    match b {
        Button::LeftLever => 'L',
        Button::RightLever => 'R',
        Button::Speak => 'P',
    }
}

impl fmt::Display for Event {
    /// The journal's text form of the event (one line, no line end).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Tick => f.write_str("tick"),
            Event::Heard(words) => write!(f, "heard {}", escape(words)),
            Event::VoiceTrouble(why) => write!(f, "voice-trouble {}", escape(why)),
            Event::Command(c) => write!(f, "cmd {c}"),
            Event::Board(e) => match e {
                LinkEvent::Connected {
                    port,
                    name,
                    firmware,
                } => {
                    write!(
                        f,
                        "connected {} {} {}",
                        escape(port),
                        escape(name),
                        escape(firmware)
                    )
                }
                LinkEvent::Disconnected { port, reason } => {
                    write!(f, "disconnected {} {}", escape(port), escape(reason))
                }
                LinkEvent::Holes { holes, kind } => {
                    let k = match kind {
                        OccupancyKind::Change => 'O',
                        OccupancyKind::Heartbeat => 'H',
                        OccupancyKind::Snapshot => 'S',
                    };
                    write!(f, "holes {k} {:016X}", holes.0)
                }
                LinkEvent::Button { button, pressed } => {
                    write!(f, "button {} {}", button_code(*button), u8::from(*pressed))
                }
                LinkEvent::Fault { code, detail } => {
                    write!(f, "fault {} {}", escape(code), escape(detail))
                }
            },
        }
    }
}

impl FromStr for Event {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || format!("unreadable event '{s}'");
        let words: Vec<&str> = s.split(' ').collect();
        let event = match words.as_slice() {
            ["tick"] => Event::Tick,
            ["heard", words] => Event::Heard(unescape(words)),
            ["voice-trouble", why] => Event::VoiceTrouble(unescape(why)),
            ["cmd", ..] => Event::Command(s["cmd ".len()..].parse()?),
            ["connected", port, name, firmware] => Event::Board(LinkEvent::Connected {
                port: unescape(port),
                name: unescape(name),
                firmware: unescape(firmware),
            }),
            ["disconnected", port, reason] => Event::Board(LinkEvent::Disconnected {
                port: unescape(port),
                reason: unescape(reason),
            }),
            ["holes", kind, hex] => Event::Board(LinkEvent::Holes {
                kind: match *kind {
                    "O" => OccupancyKind::Change,
                    "H" => OccupancyKind::Heartbeat,
                    "S" => OccupancyKind::Snapshot,
                    _ => return Err(bad()),
                },
                holes: Bitboard(u64::from_str_radix(hex, 16).map_err(|_| bad())?),
            }),
            ["button", b, state] => Event::Board(LinkEvent::Button {
                button: match *b {
                    "L" => Button::LeftLever,
                    "R" => Button::RightLever,
                    "P" => Button::Speak,
                    _ => return Err(bad()),
                },
                pressed: match *state {
                    "1" => true,
                    "0" => false,
                    _ => return Err(bad()),
                },
            }),
            ["fault", code, detail] => Event::Board(LinkEvent::Fault {
                code: unescape(code),
                detail: unescape(detail),
            }),
            _ => return Err(bad()),
        };
        Ok(event)
    }
}
