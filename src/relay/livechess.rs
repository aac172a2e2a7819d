//! DGT LiveChess's local websocket API, sans-IO: the only two calls the relay ever makes (`eboards` and
//! `subscribe`), and every message LiveChess sends read into typed values (its boards, one board's events,
//! acknowledgements, errors). Nothing here changes LiveChess: no `setup`, no `flip`, no other call can be written.
//!
//! What is known of the API comes from client code that uses it (lichess's DGT page, livechess-go, DgtAngel): a
//! call is `{"id":N,"call":"eboards"}`; its answer `{"response":"call","id":N,"param":[...]}`; a feed's event
//! `{"response":"feed","id":F,"param":{"serialnr":..,"board":..,"clock":..}}`; an error
//! `{"response":"error","param":{"message":..}}`.

use serde_json::{Value, json};
use shakmaty::Board;
use std::time::Duration;

/// Where LiveChess listens on the organiser's computer.
pub const DEFAULT_URL: &str = "ws://127.0.0.1:1982/api/v1.0";
/// The feed id the relay gives its one subscription.
pub const FEED_ID: u64 = 1;
/// The longest text the relay reads as one message (a board list of a whole hall is a few kilobytes).
pub const MAX_MESSAGE: usize = 1 << 20;

/// The calls the relay makes: these two and no other.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Call {
    /// List the e-boards LiveChess sees.
    EBoards,
    /// Subscribe to one board's events, by its serial number.
    Subscribe {
        /// The board's serial number.
        serialnr: String,
    },
}

impl Call {
    /// The call's name on the wire (for the stand-in's check and the help text).
    pub fn name(&self) -> &'static str {
        match self {
            Call::EBoards => "eboards",
            Call::Subscribe { .. } => "subscribe",
        }
    }

    /// The call as the text sent, with the call id `id`.
    pub fn text(&self, id: u64) -> String {
        match self {
            Call::EBoards => json!({"id": id, "call": "eboards"}).to_string(),
            Call::Subscribe { serialnr } => json!({
                "id": id,
                "call": "subscribe",
                "param": {"feed": "eboardevent", "id": FEED_ID, "param": {"serialnr": serialnr}},
            })
            .to_string(),
        }
    }
}

/// A board's clock as LiveChess reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LiveClock {
    /// White's time left.
    pub white: Duration,
    /// Black's time left.
    pub black: Duration,
    /// Whose clock runs: `Some(true)` White's, `Some(false)` Black's, `None` stopped.
    pub run: Option<bool>,
}

/// One e-board in LiveChess's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EBoard {
    /// Its serial number, which the relay is given to choose it.
    pub serialnr: String,
    /// Where LiveChess reads it (`COM1`, `/dev/ttyUSB0`, a Bluetooth name).
    pub source: String,
    /// Its state as LiveChess spells it: `ACTIVE` (read), `INACTIVE` (known, not read), `NOTRESPONDING`
    /// (stopped answering), `DELAYED` (read with a broadcast's delay).
    pub state: String,
    /// The pieces it shows, when given.
    pub board: Option<Board>,
    /// Its clock, when it has one.
    pub clock: Option<LiveClock>,
}

impl EBoard {
    /// Whether LiveChess reads the board now (active, or active with a delay).
    pub fn active(&self) -> bool {
        ["ACTIVE", "DELAYED"]
            .iter()
            .any(|s| self.state.eq_ignore_ascii_case(s))
    }
}

/// One event of a subscribed board: the pieces and the clock, either missing when it did not change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Feed {
    /// The feed's id (the one the subscription gave).
    pub id: u64,
    /// The board's serial number.
    pub serialnr: String,
    /// The pieces, when they are in the event.
    pub board: Option<Board>,
    /// The clock, when it is in the event.
    pub clock: Option<LiveClock>,
}

/// A message from LiveChess, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Incoming {
    /// The answer to `eboards`: every board LiveChess sees.
    Boards {
        /// The call's id.
        id: u64,
        /// The boards read.
        boards: Vec<EBoard>,
        /// The serial numbers of the list's entries that cannot be read (a board that is no board, a clock
        /// that is no clock); empty for an entry without one. The others are read all the same.
        unreadable: Vec<String>,
    },
    /// A call acknowledged with no value (`subscribe`).
    Ack {
        /// The call's id.
        id: u64,
    },
    /// A subscribed board's event.
    Feed(Feed),
    /// LiveChess refused a call.
    Error {
        /// The call's id, when given.
        id: Option<u64>,
        /// LiveChess's own words.
        message: String,
    },
}

/// Text from LiveChess that the relay cannot read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LiveChessError {
    /// Not JSON at all, or too long.
    #[error("not a JSON message")]
    NotJson,
    /// JSON without a `response` the API has.
    #[error("a message with no known response kind")]
    UnknownResponse,
    /// A field missing or of the wrong kind.
    #[error("field '{0}' is missing or wrong")]
    Field(&'static str),
    /// A board that is no FEN piece placement.
    #[error("'{0}' is not a board")]
    Board(String),
}

/// Reads one text message from LiveChess.
pub fn read(text: &str) -> Result<Incoming, LiveChessError> {
    if text.len() > MAX_MESSAGE {
        return Err(LiveChessError::NotJson);
    }
    let value: Value = serde_json::from_str(text).map_err(|_| LiveChessError::NotJson)?;
    let id = value.get("id").and_then(Value::as_u64);
    let param = value.get("param").unwrap_or(&Value::Null);
    match value.get("response").and_then(Value::as_str) {
        Some("call") => match param {
            Value::Array(list) => {
                let id = id.ok_or(LiveChessError::Field("id"))?;
                let (mut boards, mut unreadable) = (Vec::new(), Vec::new());
                for entry in list {
                    match eboard(entry) {
                        Ok(b) => boards.push(b),
                        Err(_) => unreadable.push(string(entry, "serialnr").unwrap_or_default()),
                    }
                }
                Ok(Incoming::Boards {
                    id,
                    boards,
                    unreadable,
                })
            }
            _ => Ok(Incoming::Ack {
                id: id.ok_or(LiveChessError::Field("id"))?,
            }),
        },
        Some("feed") => Ok(Incoming::Feed(Feed {
            id: id.ok_or(LiveChessError::Field("id"))?,
            serialnr: string(param, "serialnr")?,
            board: board(param)?,
            clock: clock(param)?,
        })),
        Some("error") => Ok(Incoming::Error {
            id,
            message: param
                .get("message")
                .and_then(Value::as_str)
                .or_else(|| param.as_str())
                .unwrap_or_default()
                .to_string(),
        }),
        _ => Err(LiveChessError::UnknownResponse),
    }
}

fn eboard(v: &Value) -> Result<EBoard, LiveChessError> {
    Ok(EBoard {
        serialnr: string(v, "serialnr")?,
        source: v
            .get("source")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string(),
        state: v
            .get("state")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string(),
        board: board(v)?,
        clock: clock(v)?,
    })
}

/// A serial number, given as text or (by some versions) as a number.
fn string(v: &Value, key: &'static str) -> Result<String, LiveChessError> {
    match v.get(key) {
        Some(Value::String(s)) => Ok(s.clone()),
        Some(Value::Number(n)) => Ok(n.to_string()),
        _ => Err(LiveChessError::Field(key)),
    }
}

/// The `board` field: a FEN piece placement (anything after it, as in a whole FEN, is passed over).
fn board(v: &Value) -> Result<Option<Board>, LiveChessError> {
    let Some(text) = v.get("board").and_then(Value::as_str) else {
        return Ok(None);
    };
    let placement = text.split_whitespace().next().unwrap_or_default();
    placement
        .parse::<Board>()
        .map(Some)
        .map_err(|_| LiveChessError::Board(text.chars().take(100).collect()))
}

/// The `clock` field: both times in seconds and whose runs; `null` or missing is no clock.
fn clock(v: &Value) -> Result<Option<LiveClock>, LiveChessError> {
    let Some(c) = v.get("clock").filter(|c| !c.is_null()) else {
        return Ok(None);
    };
    let secs = |key: &'static str| {
        c.get(key)
            .and_then(Value::as_f64)
            .filter(|s| s.is_finite())
            .map(|s| Duration::from_secs_f64(s.clamp(0.0, 1e9)))
            .ok_or(LiveChessError::Field(key))
    };
    Ok(Some(LiveClock {
        white: secs("white")?,
        black: secs("black")?,
        run: c.get("run").and_then(Value::as_bool),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_calls_are_the_two_known_ones() {
        assert_eq!(Call::EBoards.text(1), r#"{"call":"eboards","id":1}"#);
        let sub = Call::Subscribe {
            serialnr: "24601".into(),
        };
        let v: Value = serde_json::from_str(&sub.text(2)).unwrap();
        assert_eq!(v["call"], "subscribe");
        assert_eq!(v["param"]["feed"], "eboardevent");
        assert_eq!(v["param"]["param"]["serialnr"], "24601");
    }

    #[test]
    fn a_board_list_a_feed_an_ack_and_an_error_are_read() {
        let list = r#"{"response":"call","id":1,"param":[{"serialnr":"24601","source":"COM1",
            "state":"ACTIVE","battery":null,"comment":null,"board":"8/8/8/8/8/8/8/K6k","flipped":false,
            "clock":null}],"time":1}"#;
        let Ok(Incoming::Boards { id: 1, boards, .. }) = read(list) else {
            panic!("{:?}", read(list))
        };
        assert!(boards[0].active() && boards[0].clock.is_none());
        // An odd entry beside it is named unreadable; the others are read all the same.
        let odd = r#"{"response":"call","id":2,"param":[{"serialnr":"7","board":""},
            {"serialnr":"24601","state":"NOTRESPONDING","board":"8/8/8/8/8/8/8/K6k"}]}"#;
        let Ok(Incoming::Boards {
            boards, unreadable, ..
        }) = read(odd)
        else {
            panic!("{:?}", read(odd))
        };
        assert_eq!((boards.len(), unreadable), (1, vec!["7".to_string()]));
        let feed = r#"{"response":"feed","id":1,"param":{"serialnr":"24601","flipped":false,
            "clock":{"white":5676,"black":7190.5,"run":null,"time":3}},"time":3}"#;
        let Ok(Incoming::Feed(f)) = read(feed) else {
            panic!()
        };
        assert_eq!(f.board, None);
        assert_eq!(f.clock.unwrap().black, Duration::from_millis(7_190_500));
        assert_eq!(
            read(r#"{"response":"call","id":2,"param":null}"#),
            Ok(Incoming::Ack { id: 2 })
        );
        assert!(matches!(
            read(r#"{"response":"error","id":3,"param":{"message":"no such board"}}"#),
            Ok(Incoming::Error { message, .. }) if message == "no such board"
        ));
        assert_eq!(read("{"), Err(LiveChessError::NotJson));
        assert!(
            read(r#"{"response":"feed","id":1,"param":{"serialnr":"1","board":"zz"}}"#).is_err()
        );
    }
}
