//! The reader of version-1 journals (pegchess 0.1's hand-escaped text lines), so games journaled by that
//! release keep resuming. Nothing writes this form any more.

use super::event::{ClockAction, Command, Event, GameResult, Query};
use crate::board::link::LinkEvent;
use crate::board::protocol::{Button, FaultCode, OccupancyKind};
use crate::speech::phrase::Line;
use shakmaty::{Bitboard, Color, File, Piece, Rank, Role};
use std::time::Duration;

/// A version-1 entry that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unreadable version-1 entry '{0}'")]
pub struct UnreadableV1(pub String);

/// Reads one version-1 event line (without its time and checksum).
///
/// Free texts were escaped for spaces and line ends but not tabs, and an empty text left a trailing space;
/// both are read back here (a lone `>` or a tab in a typed line made 0.1 refuse the whole game).
pub fn event_v1(s: &str) -> Result<Event, UnreadableV1> {
    let bad = || UnreadableV1(s.to_string());
    let (word, rest) = s.split_once(' ').unwrap_or((s, ""));
    let fields: Vec<&str> = rest.split(' ').collect();
    let event = match (word, fields.as_slice()) {
        ("tick", [""]) => Event::Tick,
        ("heard", _) => Event::Heard(unescape(rest)),
        ("voice-trouble", _) => Event::VoiceTrouble(unescape(rest)),
        ("cmd", _) => Event::Command(command_v1(rest).ok_or_else(bad)?),
        ("connected", [port, name, firmware]) => Event::Board(LinkEvent::Connected {
            port: unescape(port),
            name: unescape(name),
            firmware: unescape(firmware),
        }),
        ("disconnected", [port, reason]) => Event::Board(LinkEvent::Disconnected {
            port: unescape(port),
            reason: unescape(reason),
        }),
        ("holes", [kind, hex]) => Event::Board(LinkEvent::Holes {
            kind: match *kind {
                "O" => OccupancyKind::Change,
                "H" => OccupancyKind::Heartbeat,
                "S" => OccupancyKind::Snapshot,
                _ => return Err(bad()),
            },
            holes: Bitboard(u64::from_str_radix(hex, 16).map_err(|_| bad())?),
        }),
        ("button", [b, state]) => Event::Board(LinkEvent::Button {
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
        ("fault", [code, detail]) => Event::Board(LinkEvent::Fault {
            code: FaultCode::from_code(&unescape(code)),
            detail: unescape(detail),
        }),
        _ => return Err(bad()),
    };
    Ok(event)
}

fn command_v1(s: &str) -> Option<Command> {
    // Free texts run to the end of the line, whatever whitespace they hold.
    let (word, text) = s.split_once(' ').unwrap_or((s, ""));
    match word {
        "typed" => return Some(Command::Typed(unescape(text))),
        "sighted" => return Some(Command::Sighted(unescape(text))),
        _ => {}
    }
    let words: Vec<&str> = s.split_whitespace().collect();
    Some(match words.as_slice() {
        ["press"] => Command::Press,
        ["repeat"] => Command::Repeat,
        ["announced", m] => Command::Announced(m.parse().ok()?),
        ["restore", n] => Command::Restore(n.parse().ok()?),
        ["offer-draw"] => Command::OfferDraw,
        ["result", "draw"] => Command::Result(GameResult::DrawAgreed),
        ["result", "resigned", c] => Command::Result(GameResult::Resigned(color(c)?)),
        ["clock", rest @ ..] => Command::Clock(clock_v1(rest)?),
        ["ask", rest @ ..] => Command::Ask(query_v1(rest)?),
        ["promote", r] => Command::Promote(Role::from_char(one_char(r)?)?),
        _ => return None,
    })
}

fn one_char(s: &str) -> Option<char> {
    let mut chars = s.chars();
    chars.next().filter(|_| chars.next().is_none())
}

fn color(s: &str) -> Option<Color> {
    Color::from_char(one_char(s)?)
}

fn clock_v1(words: &[&str]) -> Option<ClockAction> {
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

fn query_v1(words: &[&str]) -> Option<Query> {
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

/// Undoes 0.1's escaping of spaces, percent signs and line ends.
fn unescape(s: &str) -> String {
    s.replace("%20", " ")
        .replace("%0A", "\n")
        .replace("%0D", "\r")
        .replace("%25", "%")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_lone_sighted_marker_and_a_tab_read_back() {
        assert_eq!(
            event_v1("cmd sighted "),
            Ok(Event::Command(Command::Sighted(String::new())))
        );
        assert_eq!(
            event_v1("cmd typed N\tf3"),
            Ok(Event::Command(Command::Typed("N\tf3".into())))
        );
        assert_eq!(
            event_v1("button R 1"),
            Ok(Event::Board(LinkEvent::Button {
                button: Button::RightLever,
                pressed: true
            }))
        );
    }

    proptest! {
        #[test]
        fn any_text_is_an_event_or_an_error(s in "\\PC*") {
            let _ = event_v1(&s);
        }
    }
}
