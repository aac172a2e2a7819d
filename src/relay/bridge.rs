//! The relay's DGT side, sans-IO (time passed in): the simulated e-board's model ([`DgtModel`]) driven by one
//! LiveChess board's positions and clock, answering the player's pegchess on the serial line as a DGT board
//! with a DGT 3000 does. Whole positions are passed on as whole board dumps (never guessed into moves: the
//! player's pegchess reads moves from positions, two at once too); an event that repeats the position sends
//! nothing, as a board sends nothing while no piece moves. While the broadcast link is down the board gives
//! only its serial number (a relay without a board): unasked the moment the link goes and every
//! [`TELL_EVERY`] after, so the player's pegchess hears at once that its board is gone, says the broadcast
//! link is lost, and goes on with the announcements; the mode it asked for is kept for the board's return.

use super::livechess::{Feed, LiveClock};
use crate::board::dgt::clock_simulator::SimClock;
use crate::board::dgt::dgt3000::{ClockFace, ClockSide};
use crate::board::dgt::protocol::{Command, Decoded, Decoder, Message, RELAY_SERIAL};
use crate::board::dgt::simulator::DgtModel;
use shakmaty::Board;
use std::time::{Duration, Instant};

/// While the link is down the serial number is given unasked this often (a table that missed the first
/// hears the loss all the same).
pub const TELL_EVERY: Duration = Duration::from_secs(1);

/// One LiveChess board as a DGT board with its clock, for the serial line.
#[derive(Debug, Clone)]
pub struct Bridge {
    model: DgtModel,
    /// The DGT 3000's side that shows White's time.
    white: ClockSide,
    /// Whether the broadcast link carries the board (LiveChess answers and reads it).
    up: bool,
    /// The position last passed on.
    shown: Option<Board>,
    /// Whether the player's pegchess has heard the board's version since the serial line opened: until then
    /// nothing is sent unasked (a board's changes before the table knows the board would come before it).
    heard: bool,
    /// While the link is down: when the serial number was last given unasked.
    told: Option<Instant>,
}

impl Bridge {
    /// A bridge for a board not yet heard of, its link down; White's time on the clock's `white` side.
    pub fn new(white: ClockSide) -> Self {
        Bridge {
            model: DgtModel::new(&Board::empty(), false).with_serial(RELAY_SERIAL),
            white,
            up: false,
            shown: None,
            heard: false,
            told: None,
        }
    }

    /// Whether the link is up (the board answers on the serial line).
    pub fn up(&self) -> bool {
        self.up
    }

    /// The position the board shows now.
    pub fn board(&self) -> Option<&Board> {
        self.shown.as_ref()
    }

    /// The link is back (or up for the first time) with the board in this position and clock, as LiveChess's
    /// board list gives them; the bytes to send (none: the player's pegchess asks for the board itself when it
    /// hears the board again).
    pub fn link_up(
        &mut self,
        board: Option<&Board>,
        clock: Option<LiveClock>,
        now: Instant,
    ) -> Vec<u8> {
        self.up = true;
        let mut out = Vec::new();
        if let Some(board) = board {
            out.extend(self.show(board));
        }
        if let Some(clock) = clock {
            out.extend(self.clock(clock, now));
        }
        self.unasked(out)
    }

    /// The link is lost at `now`: the board falls silent until it is back, but for its serial number, given
    /// now unasked (the bytes to send) and again every [`TELL_EVERY`], which tells the table its board is gone.
    pub fn link_down(&mut self, now: Instant) -> Vec<u8> {
        self.up = false;
        self.tell(now)
    }

    /// The serial number alone, unasked.
    fn tell(&mut self, now: Instant) -> Vec<u8> {
        self.told = Some(now);
        self.model.answer(&[Command::SerialNumber.byte()])
    }

    /// The serial line is open (again): the player's pegchess at its end has not heard the board yet.
    pub fn line_opened(&mut self) {
        self.heard = false;
    }

    /// Bytes the board sends unasked: only while the link is up and the table has heard the board.
    fn unasked(&self, out: Vec<u8>) -> Vec<u8> {
        if self.up && self.heard {
            out
        } else {
            Vec::new()
        }
    }

    /// One event of the board's feed: the bytes to send.
    pub fn on_feed(&mut self, feed: &Feed, now: Instant) -> Vec<u8> {
        let mut out = Vec::new();
        if let Some(board) = &feed.board {
            out.extend(self.show(board));
        }
        if let Some(clock) = feed.clock {
            out.extend(self.clock(clock, now));
        }
        self.unasked(out)
    }

    /// Bytes from the player's pegchess: the board's answer. While the link is down only the serial number
    /// is answered (the player's pegchess then knows a relay without a board, and says the broadcast link is
    /// lost), and the mode asked for is kept, so the board reports its changes as soon as it is back.
    pub fn on_serial(&mut self, bytes: &[u8], now: Instant) -> Vec<u8> {
        let answer = self.model.answer_at(bytes, now);
        let messages = Decoder::new().push(&answer).into_iter();
        match self.up {
            true => {
                let heard = |d: &Decoded| matches!(d, Decoded::Message(Message::Version { .. }));
                self.heard |= messages.into_iter().any(|d| heard(&d));
                answer
            }
            false => messages
                .filter_map(|d| match d {
                    Decoded::Message(m @ Message::SerialNumber(_)) => Some(m.encode()),
                    _ => None,
                })
                .flatten()
                .collect(),
        }
    }

    /// Time passed: the clock's times message when its shown seconds changed; while the link is down, the
    /// serial number again when it is due.
    pub fn tick(&mut self, now: Instant) -> Vec<u8> {
        if !self.up {
            return match self.told {
                Some(at) if now >= at + TELL_EVERY => self.tell(now),
                _ => Vec::new(),
            };
        }
        let out = self.model.clock_report(now);
        self.unasked(out)
    }

    /// The board shows `board`: a whole board dump, when it changed and the host asked for updates.
    fn show(&mut self, board: &Board) -> Vec<u8> {
        if self.shown.as_ref() == Some(board) {
            return Vec::new();
        }
        self.shown = Some(board.clone());
        // The model's own field updates are not sent: the whole board goes as one dump.
        let _ = self.model.show(board);
        match self.model.updating() {
            true => self.model.answer(&[Command::SendBoard.byte()]),
            false => Vec::new(),
        }
    }

    /// The clock shows LiveChess's times; its lever follows whose clock runs (up on the running side).
    fn clock(&mut self, c: LiveClock, now: Instant) -> Vec<u8> {
        let black = self.white.other();
        let (left, right) = match self.white {
            ClockSide::Left => (c.white, c.black),
            ClockSide::Right => (c.black, c.white),
        };
        let runs = c.run.map(|white| if white { self.white } else { black });
        let face = ClockFace {
            left,
            right,
            runs,
            paused: runs.is_none(),
        };
        if self.model.clock().is_none() {
            // Found with its first times: the lever as the running side shows it (White's up at the start).
            let down = runs.map_or(black, ClockSide::other);
            let clock = SimClock::new(down, now).followed();
            self.model = self.model.clone().with_sim_clock(clock);
        }
        if let Some(clock) = self.model.clock_mut() {
            clock.set_face(face, now);
        }
        let mut out = Vec::new();
        if let Some(up) = runs {
            out.extend(self.model.press_lever(up.other(), now));
        }
        out.extend(self.model.clock_report(now));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::dgt::protocol::{Decoded, Decoder, Message};

    fn feed(board: Option<Board>) -> Feed {
        Feed {
            id: 1,
            serialnr: "1".into(),
            board,
            clock: None,
        }
    }

    #[test]
    fn a_position_goes_out_as_one_dump_once_and_only_while_the_link_is_up_and_the_board_was_heard()
    {
        let now = Instant::now();
        let mut bridge = Bridge::new(ClockSide::Left);
        assert!(bridge.on_serial(&[Command::Version.byte()], now).is_empty());
        // Down: only the serial number is answered, and the mode asked for is kept.
        let greeting = [
            Command::SerialNumber,
            Command::Version,
            Command::UpdateBoard,
        ]
        .map(|c| c.byte());
        assert!(matches!(
            Decoder::new().push(&bridge.on_serial(&greeting, now)).as_slice(),
            [Decoded::Message(Message::SerialNumber(s))] if s == RELAY_SERIAL
        ));
        assert!(
            bridge
                .link_up(Some(&Board::default()), None, now)
                .is_empty()
        );
        let moved_early: Board = "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR"
            .parse()
            .unwrap();
        assert!(
            bridge.on_feed(&feed(Some(moved_early)), now).is_empty(),
            "nothing unasked before the table has heard the board"
        );
        assert!(!bridge.on_serial(&[Command::Version.byte()], now).is_empty());
        let moved: Board = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
            .parse()
            .unwrap();
        let bytes = bridge.on_feed(&feed(Some(moved.clone())), now);
        assert!(matches!(
            Decoder::new().push(&bytes).as_slice(),
            [Decoded::Message(Message::BoardDump(_))]
        ));
        assert!(bridge.on_feed(&feed(Some(moved)), now).is_empty());
        let told = bridge.link_down(now);
        assert!(matches!(
            Decoder::new().push(&told).as_slice(),
            [Decoded::Message(Message::SerialNumber(s))] if s == RELAY_SERIAL
        ));
        assert!(bridge.tick(now).is_empty());
        assert!(!bridge.tick(now + TELL_EVERY).is_empty());
        assert!(
            bridge
                .on_feed(&feed(Some(Board::default())), now)
                .is_empty()
        );
        assert!(
            bridge
                .on_serial(&[Command::SendBoard.byte()], now)
                .is_empty()
        );
    }
}
