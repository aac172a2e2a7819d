//! Message trees: a fluent message id with its arguments, the language-free form every phrase takes before
//! the .ftl files give it words; the joints of lists, durations in words and the keys select expressions match.

use shakmaty::{Color, Role};
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

/// The select key of a colour.
pub(crate) fn colour_key(c: Color) -> Arg {
    Arg::Key(match c {
        Color::White => "white",
        Color::Black => "black",
    })
}

/// The select key of a piece kind.
pub(crate) fn role_key(r: Role) -> Arg {
    Arg::Key(match r {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    })
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
