//! A simulated DGT 3000 behind the simulated e-board, sans-IO (time passed in): it reads the host's clock
//! frames, acknowledges set-and-run and then counts the running side down by itself as a real clock does,
//! keeps a rocker lever that a test can press, and reports its times and lever when they change.

use super::dgt3000::{ClockFace, ClockMessage, ClockSide, FRAME_START, SET_AND_RUN};
use super::protocol::{Message, id};
use std::time::{Duration, Instant};

/// The longest clock frame the simulated clock collects before it gives up on it.
const MAX_FRAME: usize = 32;

/// The simulated clock.
#[derive(Debug, Clone)]
pub struct SimClock {
    face: ClockFace,
    set_at: Instant,
    up: ClockSide,
    frame: Option<Vec<u8>>,
    shown: Vec<(Instant, ClockFace)>,
    reported: Option<(u64, u64, ClockSide, bool)>,
    /// Powered on showing 0:00: its time messages are all zeros until it is first set.
    zeroed: bool,
    /// Its times come from elsewhere (the broadcast relay's LiveChess): the host's set-and-run is
    /// acknowledged but changes nothing.
    followed: bool,
}

impl SimClock {
    /// A clock at rest showing 1:30:00 on both sides (as set by hand), its lever with `down` pressed.
    pub fn new(down: ClockSide, now: Instant) -> Self {
        SimClock {
            face: ClockFace {
                left: Duration::from_secs(5400),
                right: Duration::from_secs(5400),
                runs: None,
                paused: true,
            },
            set_at: now,
            up: down.other(),
            frame: None,
            shown: Vec::new(),
            reported: None,
            zeroed: false,
            followed: false,
        }
    }

    /// A clock just powered on, showing 0:00 on both sides: until it is set, its time messages are all
    /// zeros (which mean nothing, `dgtbrd.h`), so only its acknowledgements tell that it is there.
    pub fn zeroed(down: ClockSide, now: Instant) -> Self {
        SimClock {
            face: ClockFace {
                left: Duration::ZERO,
                right: Duration::ZERO,
                runs: None,
                paused: true,
            },
            zeroed: true,
            ..SimClock::new(down, now)
        }
    }

    /// The same clock with its times set from elsewhere only ([`SimClock::set_face`]): the host's set-and-run
    /// is acknowledged and changes nothing.
    pub fn followed(mut self) -> Self {
        self.followed = true;
        self
    }

    /// Shows `face` from `now` on, as a set-and-run would (the times come from elsewhere).
    pub fn set_face(&mut self, face: ClockFace, now: Instant) {
        self.face = face;
        self.zeroed = false;
        self.set_at = now;
    }

    /// The side of the lever that is down.
    pub fn down(&self) -> ClockSide {
        self.up.other()
    }

    /// Presses the lever's `side` down; whether it moved (pressing the side already down does nothing).
    pub fn press(&mut self, side: ClockSide) -> bool {
        let moved = self.up == side;
        self.up = side.other();
        moved
    }

    /// What the displays show at `now`: the running side counted down since the last set-and-run.
    pub fn displayed(&self, now: Instant) -> ClockFace {
        let mut face = self.face;
        if !face.paused {
            let spent = now.saturating_duration_since(self.set_at);
            match face.runs {
                Some(ClockSide::Left) => face.left = face.left.saturating_sub(spent),
                Some(ClockSide::Right) => face.right = face.right.saturating_sub(spent),
                None => {}
            }
        }
        face
    }

    /// Every set-and-run carried out since the last call, with the moment it was carried out.
    pub fn take_shown(&mut self) -> Vec<(Instant, ClockFace)> {
        std::mem::take(&mut self.shown)
    }

    /// Whether `byte` belongs to a clock frame (one is being read, or it starts one).
    pub fn takes(&self, byte: u8) -> bool {
        self.frame.is_some() || byte == FRAME_START
    }

    /// Reads one byte of a clock frame; when the frame is whole, carries it out and returns the
    /// acknowledgement the board passes on (when `acks`: the board is in a mode that passes clock messages).
    pub fn feed(&mut self, byte: u8, now: Instant, acks: bool) -> Option<Vec<u8>> {
        let frame = self.frame.get_or_insert_with(Vec::new);
        frame.push(byte);
        let whole = frame.len() >= 2 && frame.len() == usize::from(frame[1]) + 2;
        if !whole && frame.len() < MAX_FRAME {
            return None;
        }
        let frame = self.frame.take().unwrap_or_default();
        let command = *frame.get(3)?;
        if command == SET_AND_RUN && !self.followed {
            let face = ClockFace::decode(&frame).ok()?;
            self.face = face;
            self.zeroed = false;
            self.set_at = now;
            self.shown.push((now, face));
        }
        acks.then(|| message(ClockMessage::Ack { ok: true, command }))
    }

    /// The clock's times message at `now`.
    pub fn times(&mut self, now: Instant) -> Vec<u8> {
        if self.zeroed {
            return Message::Other {
                id: id::BWTIME,
                body: vec![0; super::dgt3000::CLOCK_BODY],
            }
            .encode();
        }
        let face = self.displayed(now);
        self.reported = Some(Self::key(&face, self.up));
        message(ClockMessage::Times {
            left: face.left,
            right: face.right,
            running: !face.paused,
            up: self.up,
        })
    }

    /// The times message when the shown seconds or the lever changed since the last one.
    pub fn report(&mut self, now: Instant) -> Option<Vec<u8>> {
        if self.zeroed {
            return None;
        }
        let key = Self::key(&self.displayed(now), self.up);
        (self.reported != Some(key)).then(|| self.times(now))
    }

    fn key(face: &ClockFace, up: ClockSide) -> (u64, u64, ClockSide, bool) {
        // A display shows a second from its first instant: round up, as the clock does while it counts down.
        let secs = |d: Duration| d.as_millis().div_ceil(1000) as u64;
        (secs(face.left), secs(face.right), up, face.paused)
    }
}

fn message(m: ClockMessage) -> Vec<u8> {
    Message::Other {
        id: id::BWTIME,
        body: m.encode_body().to_vec(),
    }
    .encode()
}
