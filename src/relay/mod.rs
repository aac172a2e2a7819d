//! The broadcast relay (`pegchess relay`), run on the organiser's computer beside DGT LiveChess: one broadcast
//! board, read through LiveChess's websocket, passed on over a serial line as the DGT board protocol that
//! table 2 already reads. Its rooms: LiveChess's API read and written (`livechess.rs`, sans-IO), the board model
//! that answers the player's pegchess (`bridge.rs`, sans-IO), the websocket's thread (`websocket.rs`), the serial
//! line and the loop between them (`run.rs`), a simulated LiveChess for tests and the demo (`standin.rs`) and
//! a null-modem cable made of two pseudo-terminals (`null_modem.rs`). The relay sends LiveChess only
//! `eboards` and `subscribe`, and forwards one board, never a second.

pub mod bridge;
pub mod livechess;
#[cfg(feature = "relay")]
pub mod websocket;
pub mod null_modem;
#[cfg(feature = "relay")]
pub mod run;
#[cfg(feature = "relay")]
pub mod standin;

use crate::ui::console::Console;

/// Why the broadcast link is down.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// LiveChess does not answer at its address (not running, or restarting).
    NotRunning,
    /// LiveChess closed the websocket.
    Closed,
    /// LiveChess does not list the board.
    Absent,
    /// LiveChess lists the board in this state (`INACTIVE`, `NOTRESPONDING`).
    State(String),
    /// LiveChess refused a call, in its own words.
    Refused(String),
    /// LiveChess has not answered the board list for [`websocket::ANSWER_LIMIT`] (hung, the socket open).
    Hung,
    /// LiveChess lists the board in a form that cannot be read.
    Unreadable,
}

/// What the relay tells the organiser, one line each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Report {
    /// The relay started: the board, LiveChess's address and the serial line.
    Started {
        /// The board's serial number.
        serialnr: String,
        /// LiveChess's address.
        url: String,
        /// The serial line's path.
        port: String,
    },
    /// The board is read and passed on.
    Up,
    /// The broadcast link is lost.
    Down(Fault),
    /// The serial line is open.
    SerialOpen,
    /// The serial line is gone (the cable pulled at this end).
    SerialLost,
    /// The serial line cannot be opened (a mistyped `--line`, or the adapter not plugged in): said once, and
    /// tried again.
    SerialUnopened {
        /// The line as named.
        port: String,
        /// What the system said.
        why: String,
    },
}

/// Why the relay cannot start or list.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RelayError {
    /// Nothing answers as LiveChess at the address.
    #[error("DGT LiveChess does not answer at {url}")]
    NotRunning {
        /// The address.
        url: String,
    },
    /// LiveChess refused the call.
    #[error("DGT LiveChess refused: {0}")]
    Refused(String),
    /// The program was built without the relay.
    #[error("this pegchess was built without the relay (cargo feature 'relay')")]
    Disabled,
    /// A thread could not be started.
    #[error("the relay could not start: {0}")]
    Start(String),
    /// Another program (a second relay, a pegchess at a table) has the serial line: one line, one board.
    #[error("the serial line {port} is in use by another pegchess{}: one line, one board", .pid.map_or(String::new(), |p| format!(" (process {p})")))]
    LineInUse {
        /// The line as named.
        port: String,
        /// The process id of the program that has it, if known.
        pid: Option<u32>,
    },
    /// One of the relay's threads stopped (it panicked).
    #[error(transparent)]
    Stopped(#[from] crate::worker::Lost),
}

impl RelayError {
    /// The error in the console's language.
    pub fn text(&self, console: Console) -> String {
        match self {
            RelayError::NotRunning { url } => {
                console.text("console-relay-not-running", &[("url", url.as_str().into())])
            }
            RelayError::Refused(m) => {
                console.text("console-relay-refused", &[("message", m.as_str().into())])
            }
            RelayError::Disabled => console.text("console-relay-disabled", &[]),
            RelayError::Start(why) => {
                console.text("console-relay-start", &[("why", why.as_str().into())])
            }
            RelayError::LineInUse { port, pid } => {
                let pid = pid.map_or("none".to_string(), |p| p.to_string());
                let args = [("port", port.as_str().into()), ("pid", pid.into())];
                console.text("console-relay-line-in-use", &args)
            }
            RelayError::Stopped(lost) => {
                let args = [
                    ("worker", lost.kind.name().into()),
                    ("why", lost.why.as_str().into()),
                ];
                console.text("console-relay-stopped", &args)
            }
        }
    }
}

/// Prints a report on the relay's console, in the organiser's language.
pub fn say(report: &Report, console: Console) {
    match report {
        Report::Started {
            serialnr,
            url,
            port,
        } => console.line(
            "console-relay-started",
            &[
                ("serial", serialnr.as_str().into()),
                ("url", url.as_str().into()),
                ("port", port.as_str().into()),
            ],
        ),
        Report::Up => console.line("console-relay-up", &[]),
        Report::Down(fault) => say_fault(fault, console),
        Report::SerialOpen => console.line("console-relay-serial-open", &[]),
        Report::SerialLost => console.line("console-relay-serial-lost", &[]),
        Report::SerialUnopened { port, why } => console.line(
            "console-relay-serial-unopened",
            &[("port", port.as_str().into()), ("why", why.as_str().into())],
        ),
    }
}

fn say_fault(fault: &Fault, console: Console) {
    match fault {
        Fault::NotRunning => console.line("console-relay-down-not-running", &[]),
        Fault::Closed => console.line("console-relay-down-closed", &[]),
        Fault::Absent => console.line("console-relay-down-absent", &[]),
        Fault::State(state) => console.line(
            "console-relay-down-state",
            &[("state", state.as_str().into())],
        ),
        Fault::Refused(m) => {
            console.line("console-relay-refused", &[("message", m.as_str().into())])
        }
        Fault::Hung => console.line("console-relay-down-hung", &[]),
        Fault::Unreadable => console.line("console-relay-down-unreadable", &[]),
    }
}

/// Prints LiveChess's boards, one line each (serial number, source, state), or that there are none.
pub fn say_boards(boards: &[livechess::EBoard], console: Console) {
    if boards.is_empty() {
        console.line("console-relay-no-boards", &[]);
    }
    for b in boards {
        console.line(
            "console-relay-board",
            &[
                ("serial", b.serialnr.as_str().into()),
                ("source", b.source.as_str().into()),
                ("state", b.state.as_str().into()),
            ],
        );
    }
}
