//! Real games replayed through the session by simulated hands in simulated time: the one replay loop
//! behind `replay-check` (over a pseudo-terminal and the real link) and the sans-IO property tests and
//! benchmarks (straight into the session).

use super::{Command, Effect, Event, Session, SessionConfig};
use crate::board::peg::hands::{self, HandAction, HandStep, Noise};
use crate::board::peg::link_event::LinkEvent;
use crate::board::peg::protocol::{Button, OccupancyKind};
use crate::speech::Phrase;
use shakmaty::uci::UciMove;
use shakmaty::{Bitboard, Chess, Move, Position};
use std::time::Duration;

/// A board the hands act on, and what the program's link passes on for each action.
pub trait RehearsalBoard {
    /// What can go wrong on the way (a pseudo-terminal's I/O).
    type Error;
    /// The holes now show `holes`: the link events that reach the session, in order.
    fn holes(&mut self, holes: Bitboard) -> Result<Vec<LinkEvent>, Self::Error>;
    /// The mover presses the clock lever.
    fn lever(&mut self) -> Result<Vec<LinkEvent>, Self::Error>;
    /// The line loses the next frame.
    fn lose_next_frame(&mut self);
    /// The line repeats the last frame.
    fn repeat_last_frame(&mut self) -> Result<Vec<LinkEvent>, Self::Error>;
}

/// The outcome of one game's replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayOutcome {
    /// Moves in the game (up to its end by the rules in force).
    pub moves: usize,
    /// Moves recorded exactly as in the source, from the start.
    pub recovered: usize,
    /// Moves recorded differently (the replay stops at the first).
    pub wrong: usize,
    /// Moves where the program asked a question.
    pub asked: usize,
    /// Why the replay stopped early, if it did.
    pub stopped: Option<String>,
    /// The moves the program said the moment the board showed them, in order.
    pub said: Vec<Move>,
}

/// One game's session in simulated time, with the questions it asked.
pub struct Rehearsal {
    /// The session under test.
    pub session: Session,
    now: Duration,
    questions: Vec<Phrase>,
    said: Vec<Move>,
    settle: Duration,
}

impl Rehearsal {
    /// A session from `start` with a fixed orientation and no clock.
    pub fn new(start: Chess, settle: Duration) -> Rehearsal {
        let config = SessionConfig {
            settle,
            orientation: crate::config::Orientation::White,
            ..SessionConfig::new(start)
        };
        Rehearsal {
            session: Session::new(config),
            now: Duration::ZERO,
            questions: Vec::new(),
            said: Vec::new(),
            settle,
        }
    }

    fn handle(&mut self, event: Event) {
        for effect in self.session.handle(event, self.now) {
            match effect {
                Effect::Say(p @ (Phrase::PromotionQuestion(_) | Phrase::WhichMove(_))) => {
                    self.questions.push(p)
                }
                Effect::Say(Phrase::Move { mv, .. }) => self.said.push(mv),
                _ => {}
            }
        }
    }

    /// Hands the link's events to the session, a millisecond apart.
    pub fn feed(&mut self, events: Vec<LinkEvent>) {
        for e in events {
            self.now += Duration::from_millis(1);
            self.handle(Event::Board(e));
        }
    }

    /// A command from the keys.
    pub fn command(&mut self, c: Command) {
        self.handle(Event::Command(c));
    }

    /// Lets `pause` pass, ticking whenever the session has something due.
    pub fn advance(&mut self, pause: Duration) {
        let end = self.now + pause;
        while let Some(due) = self.session.next_due(self.now).filter(|due| *due <= end) {
            self.now = self.now.max(due);
            self.handle(Event::Tick);
        }
        self.now = end;
    }

    /// Answers the program's questions as the player would: by announcing the move asked about (among
    /// `made`, the moves made since the last one recorded, each with the position before it).
    fn answer_questions(&mut self, made: &[(Chess, Move)], asked: &mut usize) {
        let Some(question) = self.questions.pop() else {
            return;
        };
        self.questions.clear();
        *asked += 1;
        // Asked in the session's position: an earlier move with the same name (both sides castling
        // queenside, say) is not the one meant.
        let here = self.session.position();
        let meant = made.iter().rev().find(|(pos, m)| match &question {
            _ if pos != here => false,
            Phrase::WhichMove(sans) => sans
                .iter()
                .any(|s| s.san == shakmaty::san::San::from_move(pos, *m)),
            Phrase::PromotionQuestion(sq) => m.promotion().is_some() && m.to() == *sq,
            _ => false,
        });
        if let Some((pos, m)) = meant.or(made.last()) {
            let uci = UciMove::from_move(*m, pos.castles().mode());
            self.command(Command::Announced(uci));
        }
    }

    /// Replays `moves` from `start` on `table` with `noise` hands; stops at the first move recorded wrong.
    pub fn replay<T: RehearsalBoard>(
        table: &mut T,
        start: &Chess,
        moves: &[Move],
        noise: &mut Noise,
        settle: Duration,
    ) -> Result<ReplayOutcome, T::Error> {
        let mut run = Rehearsal::new(start.clone(), settle);
        let events = table.holes(start.board().occupied())?;
        run.feed(events);
        let mut result = ReplayOutcome {
            moves: moves.len(),
            recovered: 0,
            wrong: 0,
            asked: 0,
            stopped: None,
            said: Vec::new(),
        };
        let mut pos = start.clone();
        let mut holes = start.board().occupied();
        // The moves made and not yet checked against the record, each with the position before it.
        let mut unchecked: Vec<(Chess, Move)> = Vec::new();
        for (ply, mv) in moves.iter().enumerate() {
            if let Some(ending) = run.session.ending().filter(|_| unchecked.is_empty()) {
                // The game ended by the rules in force (9.6: an old game may go on past a fivefold
                // repetition); the moves after that are not the board's to read.
                result.moves = ply;
                result.stopped = Some(format!("ended by {}", ending.reason.describe()));
                break;
            }
            let steps = hands::steps(&pos, mv, noise);
            unchecked.push((pos.clone(), *mv));
            for step in &steps {
                run.act(table, step, &mut holes)?;
                run.answer_questions(&unchecked, &mut result.asked);
            }
            pos.play_unchecked(*mv);
            if !hands::completes(&steps) && ply + 1 < moves.len() {
                // The opponent moves on before a press: both moves are checked after the next.
                continue;
            }
            let first = ply + 1 - unchecked.len();
            run.press_if_unheard(ply, &unchecked, &mut result.asked);
            run.check(first, unchecked.drain(..), moves, &mut result);
            if result.stopped.is_some() {
                break;
            }
        }
        result.said = run.said;
        Ok(result)
    }

    /// The hands take one `step` on `table` (whose holes are `holes`), after its pause; the session hears
    /// what the link passes on.
    fn act<T: RehearsalBoard>(
        &mut self,
        table: &mut T,
        step: &HandStep,
        holes: &mut Bitboard,
    ) -> Result<(), T::Error> {
        self.advance(step.pause);
        let events = match step.action {
            HandAction::Lift(_) | HandAction::Place(_) => {
                *holes = hands::apply(*holes, &step.action);
                table.holes(*holes)?
            }
            HandAction::Press => table.lever()?,
            HandAction::Wait => {
                self.advance(self.settle + Duration::from_millis(100));
                Vec::new()
            }
            HandAction::LoseFrame => {
                table.lose_next_frame();
                Vec::new()
            }
            HandAction::RepeatFrame => table.repeat_last_frame()?,
            HandAction::Announce(role) => {
                self.command(Command::Promote(role));
                Vec::new()
            }
        };
        self.feed(events);
        Ok(())
    }

    /// Nothing heard yet of the move at `ply`: the player presses, and answers if asked (`unchecked`: the
    /// moves made since the last one checked).
    fn press_if_unheard(&mut self, ply: usize, unchecked: &[(Chess, Move)], asked: &mut usize) {
        let unheard = |run: &Rehearsal| run.session.record().moves().len() < ply + 1;
        if !unheard(self) {
            return;
        }
        self.advance(Duration::from_millis(500));
        self.command(Command::Press);
        self.answer_questions(unchecked, asked);
        if unheard(self) {
            // The answer completed an earlier move: the press is still owed for this one.
            self.command(Command::Press);
            self.answer_questions(unchecked, asked);
        }
    }

    /// Checks the moves made from ply `first` on (each with the position before it) against the record;
    /// says in `result` why the replay stops, if it does.
    fn check(
        &self,
        first: usize,
        made: impl Iterator<Item = (Chess, Move)>,
        moves: &[Move],
        result: &mut ReplayOutcome,
    ) {
        let record = self.session.record().moves();
        for (i, (before, _)) in (first..).zip(made) {
            match record.get(i) {
                Some(m) if m.mv == moves[i] => result.recovered += 1,
                Some(m) => {
                    result.wrong += 1;
                    result.stopped = Some(format!(
                        "ply {} recorded as {} instead of {}",
                        i + 1,
                        m.san,
                        shakmaty::san::San::from_move(&before, moves[i])
                    ));
                }
                None => match self.session.ending() {
                    Some(ending) => {
                        result.moves = i;
                        result.stopped = Some(format!("ended by {}", ending.reason.describe()));
                    }
                    None => {
                        result.stopped = Some(format!(
                            "ply {} ({}) not recorded; the board read {:?}; the game is {:?}",
                            i + 1,
                            shakmaty::san::San::from_move(&before, moves[i]),
                            self.session.reading(),
                            self.session.phase()
                        ));
                    }
                },
            }
            if result.stopped.is_some() {
                return;
            }
        }
    }
}

/// The session's board straight from the hands: each change of holes one reading, a lost frame
/// followed by the snapshot the link would ask for. No pseudo-terminal, no threads.
#[derive(Debug, Default)]
pub struct DirectBoard {
    lose_next: bool,
    /// The holes last shown (a board sends no frame when they do not change).
    holes: Option<Bitboard>,
}

impl RehearsalBoard for DirectBoard {
    type Error = std::convert::Infallible;

    fn holes(&mut self, holes: Bitboard) -> Result<Vec<LinkEvent>, Self::Error> {
        if self.holes.replace(holes) == Some(holes) {
            return Ok(Vec::new());
        }
        // A lost frame: the link sees the gap at the next frame, asks, and passes on the snapshot.
        let kind = if std::mem::take(&mut self.lose_next) {
            OccupancyKind::Snapshot
        } else {
            OccupancyKind::Change
        };
        Ok(vec![LinkEvent::Holes { holes, kind }])
    }

    fn lever(&mut self) -> Result<Vec<LinkEvent>, Self::Error> {
        let up = LinkEvent::Button {
            button: Button::RightLever,
            pressed: false,
        };
        if std::mem::take(&mut self.lose_next) {
            // The press is lost: the link passes on the release, sees the gap and asks for a snapshot.
            let holes = self.holes.unwrap_or(Bitboard::EMPTY);
            return Ok(vec![
                up,
                LinkEvent::Holes {
                    holes,
                    kind: OccupancyKind::Snapshot,
                },
            ]);
        }
        Ok(vec![
            LinkEvent::Button {
                button: Button::RightLever,
                pressed: true,
            },
            up,
        ])
    }

    fn lose_next_frame(&mut self) {
        self.lose_next = true;
    }

    fn repeat_last_frame(&mut self) -> Result<Vec<LinkEvent>, Self::Error> {
        Ok(Vec::new())
    }
}
