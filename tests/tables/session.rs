//! Tables 2 and 3 in the session, sans-IO: the sighted player's e-board makes the record where no peg board
//! is (whole corpus games, textbook and noisy hands, the blind player's moves announced), and with no board
//! at all the announcements are completed by the press. Pure: events and times in, phrases out.

use crate::dgt::session::corpus_games;
use crate::support::SimulatedTime;
use pegchess::board::dgt::hands::{PieceHands, PieceStep};
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::link::LinkEvent;
use pegchess::session::{Command, Effect, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use pegchess::speech::phrases::phrase::Presence;
use shakmaty::san::SanPlus;
use shakmaty::{Board, Chess, Color, Move, Position};
use std::time::Duration;

/// Asserts that `t` said a phrase matching the pattern, showing all it said if not.
macro_rules! assert_said {
    ($t:expr, $($pattern:tt)+) => {
        assert!($t.said.iter().any(|p| matches!(p, $($pattern)+)), "{:?}", $t.said)
    };
}

/// Asserts that `t` said no phrase matching the pattern, showing all it said if it did.
macro_rules! assert_not_said {
    ($t:expr, $($pattern:tt)+) => {
        assert!(!$t.said.iter().any(|p| matches!(p, $($pattern)+)), "{:?}", $t.said)
    };
}

/// A game at a table without a peg board: the session, the time, what it said, the e-board's pieces.
pub struct NoPegs {
    pub session: Session,
    pub now: Duration,
    pub said: Vec<Phrase>,
    pub board: Board,
    /// How the game was set up, and every event the live loop would have journaled (what it does not
    /// ignore), with its time: what a game killed now is resumed from.
    config: SessionConfig,
    journal: Vec<(Duration, Event)>,
    /// Whether the sighted player's e-board is at the table.
    eboard: bool,
}

impl SimulatedTime for NoPegs {
    fn session(&self) -> &Session {
        &self.session
    }

    fn now(&mut self) -> &mut Duration {
        &mut self.now
    }

    fn hand(&mut self, e: Event) {
        self.event(e);
    }
}

impl NoPegs {
    /// A game from the start; `eboard`: the sighted player's e-board is connected (table 2), else none (3).
    pub fn new(start: Chess, eboard: bool) -> NoPegs {
        NoPegs::with_config(SessionConfig::new(start), eboard)
    }

    /// The same, the session set up by `config`.
    pub fn with_config(config: SessionConfig, eboard: bool) -> NoPegs {
        let board = config.start.board().clone();
        let mut t = NoPegs {
            session: Session::new(config.clone()),
            now: Duration::ZERO,
            said: Vec::new(),
            board,
            config,
            journal: Vec::new(),
            eboard,
        };
        t.boards_come();
        t
    }

    /// The table's boards as the game starts or resumes: no peg board; the e-board connected with its dump,
    /// or none.
    fn boards_come(&mut self) {
        self.event(LinkEvent::Missing { looking: false }.into());
        if self.eboard {
            self.plugged_in();
        } else {
            self.event(Event::Sighted(DgtEvent::Missing { looking: false }));
        }
    }

    /// The game killed now (nothing but the journal is kept) and resumed as `pegchess resume` resumes it: a fresh
    /// session rebuilt from the journal, silently, then what a resumed game says first (where it stands, its
    /// table, an announcement not yet pressed), and the same boards coming back, the e-board with its dump of
    /// the pieces as they stand (a piece still in the hand is off it). Time goes on from the last entry.
    pub fn killed_and_resumed(&self) -> NoPegs {
        let mut session = Session::new(self.config.clone());
        let mut last = Duration::ZERO;
        for (at, e) in &self.journal {
            session.handle(e.clone(), *at);
            last = *at;
        }
        let said = session.resumed();
        let mut t = NoPegs {
            session,
            now: last,
            said,
            board: self.board.clone(),
            config: self.config.clone(),
            journal: self.journal.clone(),
            eboard: self.eboard,
        };
        t.boards_come();
        t
    }

    /// A table with no board at all (table 3), the session set up by `config`.
    pub fn table_three(config: SessionConfig) -> NoPegs {
        NoPegs::with_config(config, false)
    }

    /// Hands the session one event now, keeping what it said.
    pub fn event(&mut self, e: Event) {
        if self.session.ignores(&e, self.now) {
            return;
        }
        self.journal.push((self.now, e.clone()));
        for effect in self.session.handle(e, self.now) {
            if let Effect::Say(p) = effect {
                self.said.push(p);
            }
        }
    }

    /// Lets `ms` pass, with the ticks the session asks for.
    pub fn wait(&mut self, ms: u64) {
        self.pass(ms);
    }

    /// Plays the hands' steps on the e-board, at `pace` (1.0: as drawn; 0.5: twice as fast).
    pub fn hands(&mut self, steps: &[PieceStep], pace: f64) {
        for s in steps {
            self.wait((s.pause.as_millis() as f64 * pace) as u64);
            s.action.apply(&mut self.board);
            let e = DgtEvent::Position {
                board: self.board.clone(),
                dump: false,
            };
            self.event(Event::Sighted(e));
        }
    }

    /// The e-board's cable is pulled.
    pub fn unplugged(&mut self) {
        self.event(Event::Sighted(DgtEvent::Disconnected {
            port: "/dev/pty-test".into(),
            reason: "unplugged".into(),
        }));
    }

    /// The e-board is plugged in again and sends its dump of the pieces as they stand.
    pub fn plugged_in(&mut self) {
        self.event(Event::Sighted(DgtEvent::Connected {
            port: "/dev/pty-test".into(),
            serial: "1".into(),
            version: "1.0".into(),
        }));
        let dump = DgtEvent::Position {
            board: self.board.clone(),
            dump: true,
        };
        self.event(Event::Sighted(dump));
    }

    /// Types a line, as the assistant or the blind player would.
    pub fn typed(&mut self, text: &str) {
        self.event(Event::Command(Command::Typed(text.into())));
    }

    /// The record's moves.
    pub fn record(&self) -> Vec<Move> {
        self.session.record().moves().iter().map(|m| m.mv).collect()
    }

    /// How many times `p` was said.
    pub fn count(&self, p: &Phrase) -> usize {
        self.said.iter().filter(|s| *s == p).count()
    }
}

/// A hand's action `ms` after the one before.
pub fn step(ms: u64, action: pegchess::board::dgt::hands::PieceAction) -> PieceStep {
    PieceStep {
        pause: Duration::from_millis(ms),
        action,
    }
}

/// Plays `moves` at table 2: the blind player (White) announces each of their moves in SAN, the sighted player
/// makes every move on the e-board with `hands`; returns the table.
fn table_two(start: &Chess, moves: &[Move], hands: &mut PieceHands, pace: f64) -> NoPegs {
    let mut t = NoPegs::new(start.clone(), true);
    let mut pos = start.clone();
    for m in moves {
        if pos.turn() == Color::White {
            let san = SanPlus::from_move(pos.clone(), *m).to_string();
            t.typed(&san);
        }
        let steps = hands.steps(&pos, m);
        t.hands(&steps, pace);
        // Players think between moves.
        t.wait(700);
        pos.play_unchecked(*m);
    }
    t.wait(3000);
    t
}

#[test]
fn at_table_two_the_eboard_makes_the_record_of_whole_corpus_games() {
    let games = corpus_games(6);
    for (i, game) in games.iter().enumerate() {
        let moves = &game.moves[..game.moves.len().min(60)];
        for (hands, pace) in [
            (PieceHands::clean(), 1.0),
            (PieceHands::seeded(i as u64 + 1), 0.5),
        ] {
            let mut hands = hands;
            let t = table_two(&game.start, moves, &mut hands, pace);
            let played = if t.session.ending().is_some() {
                t.record().len()
            } else {
                moves.len()
            };
            assert_eq!(
                t.record(),
                moves[..played],
                "game {i} at pace {pace}: {:?}",
                t.said
            );
            // Every move of the sighted player (Black) is said in the scheme; the blind player's are said back
            // as they are announced, not again when they stand.
            let mut pos = game.start.clone();
            for m in &moves[..played] {
                let phrase = Phrase::move_in(&pos, *m);
                if pos.turn() == Color::Black {
                    assert!(t.count(&phrase) >= 1, "game {i}: {phrase:?} never said");
                }
                pos.play_unchecked(*m);
            }
            assert!(
                !t.said
                    .iter()
                    .any(|p| matches!(p, Phrase::AnnouncedOtherMove { .. })),
                "game {i} at pace {pace}: {:?}",
                t.said
            );
        }
    }
}

#[test]
fn at_table_two_a_pawn_resting_on_the_square_it_passes_is_one_move() {
    use pegchess::board::dgt::hands::PieceAction::{Lift, Put};
    use shakmaty::Square::*;
    let mut t = NoPegs::new(Chess::default(), true);
    t.typed("e4");
    let pawn = Color::White.pawn();
    let black = Color::Black.pawn();
    t.hands(&[step(300, Lift(E2)), step(300, Put(E4, pawn))], 1.0);
    t.wait(1500);
    // Black's pawn rests on d6 for a second on its way to d5.
    t.hands(
        &[
            step(300, Lift(D7)),
            step(200, Put(D6, black)),
            step(1000, Lift(D6)),
            step(200, Put(D5, black)),
        ],
        1.0,
    );
    t.wait(1500);
    let sans: Vec<String> = {
        let mut pos = Chess::default();
        t.record()
            .iter()
            .map(|m| SanPlus::from_move_and_play_unchecked(&mut pos, *m).to_string())
            .collect()
    };
    assert_eq!(sans, ["e4", "d5"], "{:?}", t.said);
    // Held long enough, the pawn on d6 was never said.
    assert_not_said!(t, Phrase::Move { san, .. } if san.to_string() == "d6");
}

#[test]
fn at_table_two_a_pawn_moved_on_after_it_stood_revises_the_record_and_says_so() {
    use pegchess::board::dgt::hands::PieceAction::{Lift, Put};
    use shakmaty::Square::*;
    let mut t = NoPegs::new(Chess::default(), true);
    let pawn = Color::White.pawn();
    // White's pawn stands on d3 for three seconds (the move stands), then goes on to d4 before Black replies.
    t.hands(&[step(300, Lift(D2)), step(300, Put(D3, pawn))], 1.0);
    t.wait(3000);
    assert_eq!(t.record().len(), 1);
    t.hands(&[step(300, Lift(D3)), step(300, Put(D4, pawn))], 1.0);
    t.wait(3000);
    let record = t.record();
    assert_eq!(record.len(), 1, "{:?}", t.said);
    assert_eq!(record[0].to(), D4, "{:?}", t.said);
    assert_said!(t, Phrase::MoveChanged(m) if m.mv.to() == D4);
}

#[test]
fn at_table_two_an_eboard_move_other_than_announced_is_said_with_both() {
    use pegchess::board::dgt::hands::PieceAction::{Lift, Put};
    use shakmaty::Square::*;
    let mut t = NoPegs::new(Chess::default(), true);
    t.typed("Nf3");
    let knight = Color::White.knight();
    // The sighted player copies it to the wrong square.
    t.hands(&[step(300, Lift(G1)), step(300, Put(H3, knight))], 1.0);
    t.wait(2000);
    assert_said!(t, Phrase::AnnouncedOtherMove { announced, executed } if announced.mv.to() == F3 && executed.mv.to() == H3);
}

#[test]
fn at_table_two_a_move_with_no_announcement_stands_and_is_said() {
    use pegchess::board::dgt::hands::PieceAction::{Lift, Put};
    use shakmaty::Square::*;
    let mut t = NoPegs::new(Chess::default(), true);
    let pawn = Color::White.pawn();
    t.hands(&[step(300, Lift(C2)), step(300, Put(C4, pawn))], 1.0);
    t.wait(2000);
    assert_eq!(t.record().len(), 1);
    let said = Phrase::move_in(&Chess::default(), t.record()[0]);
    assert_eq!(t.count(&said), 1, "{:?}", t.said);
    // The blind player's press after it is theirs: answered (Black to move), nothing counted twice.
    let before = t.said.len();
    t.event(Event::Command(Command::Press));
    assert_eq!(&t.said[before..], [Phrase::Pressed(Color::Black)]);
    assert_eq!(t.record().len(), 1);
}

#[test]
fn at_table_three_announcements_are_said_back_and_completed_by_the_press() {
    for game in corpus_games(4) {
        let mut t = NoPegs::new(game.start.clone(), false);
        assert!(
            t.said.contains(&Phrase::Table {
                pegs: Presence::Absent,
                eboard: Presence::Absent
            }),
            "{:?}",
            t.said
        );
        let mut pos = game.start.clone();
        for m in &game.moves {
            if t.session.ending().is_some() {
                break;
            }
            let san = SanPlus::from_move(pos.clone(), *m).to_string();
            let before = t.record().len();
            t.typed(&san);
            // Said back at once; not recorded before the press.
            assert!(
                matches!(t.said.last(), Some(Phrase::Announced(_))),
                "{san}: {:?}",
                t.said.last()
            );
            assert_eq!(t.record().len(), before);
            t.wait(500);
            t.event(Event::Command(Command::Press));
            t.wait(500);
            pos.play_unchecked(*m);
        }
        let played = t.record().len();
        assert_eq!(t.record(), game.moves[..played]);
        assert!(played == game.moves.len() || t.session.ending().is_some());
    }
}

#[test]
fn at_table_three_an_impossible_announcement_is_said_only_after_the_press() {
    let mut t = NoPegs::new(Chess::default(), false);
    t.typed("e4");
    t.event(Event::Command(Command::Press));
    // Black announces a move the position does not allow: said back like any other.
    t.typed("Qh4");
    let heard = t.said.last().cloned();
    assert!(matches!(heard, Some(Phrase::Announced(_))), "{heard:?}");
    assert_not_said!(
        t,
        Phrase::InputRejected { .. } | Phrase::AnnouncedImpossible(_)
    );
    t.event(Event::Command(Command::Press));
    assert!(
        matches!(t.said.last(), Some(Phrase::AnnouncedImpossible(_))),
        "{:?}",
        t.said
    );
    assert_eq!(t.record().len(), 1);
    // A line of noise gets a clear phrase and loses nothing; words that are no move are "not understood",
    // never "not a piece letter" (said of one written move only).
    t.typed("xyzzy 77");
    assert!(
        matches!(t.said.last(), Some(Phrase::InputRejected { .. })),
        "{:?}",
        t.said
    );
    for words in ["Xaver geht nach vier", "Zebra e vier", "Xaver"] {
        t.typed(words);
        assert!(
            matches!(
                t.said.last(),
                Some(Phrase::InputRejected {
                    problem: pegchess::speech::phrases::phrase::InputProblem::NotUnderstood,
                    ..
                })
            ),
            "{words}: {:?}",
            t.said.last()
        );
    }
    t.typed("e5");
    t.event(Event::Command(Command::Press));
    assert_eq!(t.record().len(), 2);
}

#[test]
fn a_peg_board_that_joins_at_move_20_is_read_against_the_record_makes_it_and_leaving_at_30_is_said_once()
 {
    let moves = &corpus_games(1)[0].moves;
    let mut t = NoPegs::new(Chess::default(), false);
    let mut pos = Chess::default();
    for m in &moves[..20] {
        t.typed(&SanPlus::from_move(pos.clone(), *m).to_string());
        t.wait(400);
        t.event(Event::Command(Command::Press));
        pos.play_unchecked(*m);
    }
    // A peg board plugged in at move 20 whose pegs stand as at the start.
    t.event(
        LinkEvent::Connected {
            port: "/dev/ttyACM0".into(),
            name: "pegs".into(),
            firmware: "1".into(),
        }
        .into(),
    );
    let start = Chess::default().board().occupied();
    t.event(
        LinkEvent::Holes {
            holes: start,
            kind: pegchess::board::peg::protocol::OccupancyKind::Snapshot,
        }
        .into(),
    );
    t.wait(3000);
    assert_said!(t, Phrase::Mismatch(_) | Phrase::BoardWrong { .. });
    // Its pegs put right: the board matches, and from here the pegs make the record.
    t.event(
        LinkEvent::Holes {
            holes: pos.board().occupied(),
            kind: pegchess::board::peg::protocol::OccupancyKind::Change,
        }
        .into(),
    );
    t.wait(3000);
    assert_eq!(t.record().len(), 20);
    // Moves 21 to 30 on the pegs (textbook hands, the lever pressed): the pegs make the record.
    let mut holes = pos.board().occupied();
    for m in &moves[20..30] {
        for step in pegchess::board::peg::hands::steps(
            &pos,
            m,
            &mut pegchess::board::peg::hands::Noise::clean(),
        ) {
            t.wait(step.pause.as_millis() as u64);
            match step.action {
                pegchess::board::peg::hands::HandAction::Press => {
                    for pressed in [true, false] {
                        t.event(
                            LinkEvent::Button {
                                button: pegchess::board::peg::protocol::Button::RightLever,
                                pressed,
                            }
                            .into(),
                        );
                    }
                }
                pegchess::board::peg::hands::HandAction::Wait => t.wait(3000),
                action => {
                    holes = pegchess::board::peg::hands::apply(holes, &action);
                    t.event(
                        LinkEvent::Holes {
                            holes,
                            kind: pegchess::board::peg::protocol::OccupancyKind::Change,
                        }
                        .into(),
                    );
                }
            }
        }
        t.wait(500);
        pos.play_unchecked(*m);
    }
    assert_eq!(t.record(), moves[..30], "{:?}", t.said);
    // It leaves: said once, and the game goes on by announcement.
    let gone = |t: &NoPegs| t.count(&Phrase::BoardDisconnected);
    t.event(
        LinkEvent::Disconnected {
            port: "/dev/ttyACM0".into(),
            reason: "unplugged".into(),
        }
        .into(),
    );
    assert_eq!(gone(&t), 1);
    let m = moves[30];
    t.typed(&SanPlus::from_move(pos.clone(), m).to_string());
    t.event(Event::Command(Command::Press));
    assert_eq!(t.record().len(), 31, "{:?}", t.said);
}

/// Plays 1. e4 e5 2. Nf3 Nc6, each announced and made on the e-board with textbook hands (and pressed,
/// with `press`); returns the position after them.
fn opening(t: &mut NoPegs, press: bool) -> Chess {
    let mut pos = Chess::default();
    for san in ["e4", "e5", "Nf3", "Nc6"] {
        let m = san
            .parse::<shakmaty::san::San>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        t.typed(san);
        let steps = PieceHands::clean().steps(&pos, &m);
        t.hands(&steps, 1.0);
        if press {
            t.event(Event::Command(Command::Press));
        }
        t.wait(1500);
        pos.play_unchecked(m);
    }
    pos
}

#[test]
fn three_of_the_movers_pieces_swept_off_the_eboard_are_said() {
    use pegchess::board::dgt::hands::PieceAction::Lift;
    use shakmaty::Square::*;
    // Table 1's accounts and table 2's record alike: after 1. e4 e5 2. Nf3 Nc6, White (the blind player) to
    // move, three of White's pieces are lifted off the e-board and left off.
    for eboard_makes_the_record in [true, false] {
        let mut t = NoPegs::new(Chess::default(), true);
        if !eboard_makes_the_record {
            t = NoPegs::new(Chess::default(), false);
            t.plugged_in();
        }
        opening(&mut t, true);
        assert_eq!(t.record().len(), 4, "{:?}", t.said);
        let before = t.said.len();
        t.hands(
            &[
                step(300, Lift(A1)),
                step(300, Lift(B2)),
                step(300, Lift(C2)),
            ],
            1.0,
        );
        t.wait(3000);
        let said = &t.said[before..];
        assert!(
            said.iter().any(|p| matches!(
                p,
                Phrase::SightedDiffers { .. } | Phrase::SightedBoardWrong { .. }
            )),
            "{said:?}"
        );
    }
}

#[test]
fn at_table_two_an_eboard_unplugged_mid_move_is_said_once_and_loses_nothing() {
    use pegchess::board::dgt::hands::PieceAction::{Lift, Put};
    use shakmaty::Square::*;
    let mut t = NoPegs::new(Chess::default(), true);
    t.typed("e4");
    // The pawn is lifted, and the e-board's cable pulled.
    t.hands(&[step(300, Lift(E2))], 1.0);
    t.unplugged();
    let gone = Phrase::Table {
        pegs: Presence::Absent,
        eboard: Presence::Looking,
    };
    assert_eq!(t.count(&gone), 1, "{:?}", t.said);
    // The game goes on by announcement: the blind player presses, Black announces and presses.
    t.event(Event::Command(Command::Press));
    t.typed("e5");
    t.event(Event::Command(Command::Press));
    assert_eq!(t.record().len(), 2, "{:?}", t.said);
    // The e-board is back, showing both moves made: read again, nothing recorded twice, nothing said to differ.
    t.board.set_piece_at(E4, Color::White.pawn());
    t.board.discard_piece_at(E7);
    t.board.set_piece_at(E5, Color::Black.pawn());
    t.plugged_in();
    t.wait(2500);
    assert_eq!(t.record().len(), 2, "{:?}", t.said);
    assert_not_said!(
        t,
        Phrase::SightedDiffers { .. } | Phrase::SightedBoardWrong { .. }
    );
    // And it makes the record again.
    t.typed("Nf3");
    let knight = Color::White.knight();
    t.hands(&[step(300, Lift(G1)), step(300, Put(F3, knight))], 1.0);
    t.wait(1500);
    assert_eq!(t.record().len(), 3, "{:?}", t.said);
}

/// Where the sighted player's move stands when the e-board's cable is pulled.
#[derive(Debug, Clone, Copy)]
enum Unplugged {
    /// The bishop is in the hand; it is put down while the e-board is away.
    InHand,
    /// The bishop stands on c4, held while it could slide on; back before the hold ends.
    HeldBriefly,
    /// The same, away for longer than the hold.
    HeldLong,
}

#[test]
fn at_table_two_an_eboard_replugged_while_a_piece_is_in_the_hand_or_a_move_is_held_records_it_once()
{
    use pegchess::board::dgt::hands::PieceAction::{Lift, Put};
    use shakmaty::Square::*;
    let (white, black) = (Color::White, Color::Black);
    for stage in [
        Unplugged::InHand,
        Unplugged::HeldBriefly,
        Unplugged::HeldLong,
    ] {
        let mut t = NoPegs::new(Chess::default(), true);
        t.typed("e4");
        t.hands(
            &[step(300, Lift(E2)), step(300, Put(E4, white.pawn()))],
            1.0,
        );
        t.wait(1500);
        t.hands(
            &[step(300, Lift(E7)), step(300, Put(E5, black.pawn()))],
            1.0,
        );
        t.wait(1500);
        assert_eq!(t.record().len(), 2, "{stage:?}: {:?}", t.said);
        // 2. Bc4: a bishop that could slide on to b5 is held a moment before it stands.
        t.typed("Bc4");
        t.hands(&[step(300, Lift(F1))], 1.0);
        if !matches!(stage, Unplugged::InHand) {
            t.hands(&[step(300, Put(C4, white.bishop()))], 1.0);
            t.wait(100);
        }
        t.unplugged();
        let away = match stage {
            Unplugged::HeldBriefly => 200,
            Unplugged::InHand | Unplugged::HeldLong => 3000,
        };
        t.wait(away);
        if matches!(stage, Unplugged::InHand) {
            // The hand went on while the e-board was away.
            t.board.set_piece_at(C4, white.bishop());
        }
        t.plugged_in();
        t.wait(2500);
        let moves: Vec<String> = t
            .session
            .record()
            .moves()
            .iter()
            .map(|m| m.san.to_string())
            .collect();
        assert_eq!(moves, ["e4", "e5", "Bc4"], "{stage:?}: {:?}", t.said);
        assert_not_said!(
            t,
            Phrase::SightedDiffers { .. } | Phrase::SightedBoardWrong { .. } | Phrase::CallArbiter
        );
        // And the game goes on at the e-board: 2... Nc6.
        t.hands(
            &[step(300, Lift(B8)), step(300, Put(C6, black.knight()))],
            1.0,
        );
        t.wait(1500);
        assert_eq!(t.record().len(), 4, "{stage:?}: {:?}", t.said);
    }
}

#[test]
fn a_sweep_the_hand_model_draws_is_said_at_every_seed() {
    // The e-board's hand model sweeps three of White's pieces off after 1. e4 e5 2. Nf3 Nc6 (White, the
    // blind player, to move), wherever the seed puts the sleeve: said every time, with the e-board as record.
    for seed in 1..=20 {
        let mut t = NoPegs::new(Chess::default(), true);
        let pos = opening(&mut t, false);
        assert_eq!(t.record().len(), 4, "seed {seed}: {:?}", t.said);
        let before = t.said.len();
        let sweep = PieceHands::seeded(seed).sweep(pos.board(), Color::White);
        assert_eq!(sweep.len(), 3);
        t.hands(&sweep, 1.0);
        t.wait(3000);
        let said = &t.said[before..];
        assert!(
            said.iter().any(|p| matches!(
                p,
                Phrase::SightedDiffers { .. } | Phrase::SightedBoardWrong { .. }
            )),
            "seed {seed}: {said:?}"
        );
    }
}

#[test]
fn at_table_two_a_press_after_an_announcement_is_answered_though_the_sighted_move_stood_unpressed()
{
    use pegchess::board::dgt::hands::PieceAction::{Lift, Put};
    use shakmaty::Square::*;
    let mut t = NoPegs::new(Chess::default(), true);
    t.typed("e4");
    t.hands(
        &[step(300, Lift(E2)), step(300, Put(E4, Color::White.pawn()))],
        1.0,
    );
    t.wait(3000);
    t.event(Event::Command(Command::Press));
    // The sighted player makes 1... e5 on the e-board and does not press.
    t.hands(
        &[step(300, Lift(E7)), step(300, Put(E5, Color::Black.pawn()))],
        1.0,
    );
    t.wait(3000);
    assert_eq!(t.record().len(), 2, "{:?}", t.said);
    t.typed("Nf3");
    // The blind player's first press is answered at once, as the announcer's.
    let before = t.said.len();
    t.event(Event::Command(Command::Press));
    assert!(
        t.said[before..].contains(&Phrase::Pressed(Color::Black)),
        "{:?}",
        &t.said[before..]
    );
}

#[test]
fn at_table_two_after_the_arbiters_restore_the_move_taken_back_is_not_followed_again_from_the_eboard()
 {
    use pegchess::board::dgt::hands::PieceAction::{Lift, Put};
    use shakmaty::Square::*;
    let mut t = NoPegs::new(Chess::default(), true);
    let (white, black) = (Color::White.pawn(), Color::Black.pawn());
    for (from, to, pawn) in [(E2, E4, white), (E7, E5, black), (D2, D4, white)] {
        t.hands(&[step(300, Lift(from)), step(300, Put(to, pawn))], 1.0);
        t.wait(3000);
    }
    assert_eq!(t.record().len(), 3);
    // The arbiter goes back to after 1... e5 (the window's panel sends it into the live game); the e-board
    // still shows 2. d4, which is the move taken back: a difference to set right, not a move to follow.
    t.event(Event::Command(Command::Restore(2)));
    t.wait(3000);
    assert_eq!(t.record().len(), 2, "{:?}", t.said);
    assert!(
        t.said
            .iter()
            .any(|p| matches!(p, Phrase::SightedDiffers { .. })),
        "{:?}",
        t.said
    );
    // The pawn is put back; then White plays 2. c4 on the e-board, which is followed.
    t.hands(&[step(300, Lift(D4)), step(300, Put(D2, white))], 1.0);
    t.wait(3000);
    assert_eq!(t.record().len(), 2);
    t.hands(&[step(300, Lift(C2)), step(300, Put(C4, white))], 1.0);
    t.wait(3000);
    assert_eq!(t.record().len(), 3, "{:?}", t.said);
    assert_eq!(t.record()[2].to(), C4);
}
