//! Both boards at once: corpus games played on the peg board and the sighted e-board with independent hand
//! noise; a deliberate slip on either board is reported at the first differing move and at no other time,
//! agreement is said when the slip is put right, and the sighted player's moves are said only when allowed.

use pegchess::board::dgt::hands::PieceHands;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::hands::{self, HandAction, Noise};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::{Button, OccupancyKind};
use pegchess::config::{Mode, Orientation};
use pegchess::game::pgn;
use pegchess::session::{Command, Effect, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use pegchess::speech::phrases::phrase::Source;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use shakmaty::uci::UciMove;
use shakmaty::{Board, CastlingMode, Chess, Color, Move, Position};
use std::time::Duration;

/// The two boards at one table, in simulated time.
pub(crate) struct TwoBoards {
    pub(crate) session: Session,
    pub(crate) now: Duration,
    /// What was said, with the plies recorded at the time.
    pub(crate) said: Vec<(usize, Phrase)>,
    /// What was said, with the moment.
    pub(crate) said_at: Vec<(Duration, Phrase)>,
    pub(crate) holes: shakmaty::Bitboard,
    pub(crate) sighted: Board,
    peg_hands: Noise,
    piece_hands: PieceHands,
}

impl TwoBoards {
    pub(crate) fn new(start: Chess, seed: u64, announce: bool) -> TwoBoards {
        Self::with_mode(start, seed, announce, Mode::Tournament)
    }

    pub(crate) fn with_mode(start: Chess, seed: u64, announce: bool, mode: Mode) -> TwoBoards {
        let mut session = Session::new(SessionConfig {
            mode,
            settle: Duration::from_millis(2500),
            orientation: Orientation::White,
            start: start.clone(),
            notation: pegchess::notation::Language::En,
            locale: pegchess::notation::Language::En,
            scheme: pegchess::phonetic::Scheme::Fide,
            form: pegchess::phonetic::Form::Short,
            clock: None,
            moves: Vec::new(),
            player_lever: pegchess::config::PlayerLever::Any,
        });
        session.set_announce_sighted(announce);
        let mut t = TwoBoards {
            session,
            now: Duration::ZERO,
            said: Vec::new(),
            said_at: Vec::new(),
            holes: start.board().occupied(),
            sighted: start.board().clone(),
            peg_hands: Noise::seeded(seed),
            piece_hands: PieceHands::seeded(seed ^ 0x5eed),
        };
        t.event(Event::Board(LinkEvent::Connected {
            port: "peg".into(),
            name: "test".into(),
            firmware: "1".into(),
        }));
        t.event(Event::Board(LinkEvent::Holes {
            holes: t.holes,
            kind: OccupancyKind::Snapshot,
        }));
        t.event(Event::Sighted(DgtEvent::Connected {
            port: "dgt".into(),
            serial: "1".into(),
            version: "1.7".into(),
        }));
        t.event(Event::Sighted(DgtEvent::Position {
            board: t.sighted.clone(),
            dump: true,
        }));
        t
    }

    pub(crate) fn event(&mut self, e: Event) {
        let plies = self.session.record().moves().len();
        let effects = self.session.handle(e, self.now);
        for effect in effects {
            if let Effect::Say(p) = effect {
                self.said_at.push((self.now, p.clone()));
                self.said.push((plies, p));
            }
        }
    }

    /// Shows `board` on the sighted e-board.
    pub(crate) fn show(&mut self, board: Board) {
        self.sighted = board.clone();
        self.event(Event::Sighted(DgtEvent::Position { board, dump: false }));
    }

    /// Lets `pause` pass with ticks every 100 ms.
    pub(crate) fn advance(&mut self, pause: Duration) {
        let end = self.now + pause;
        while self.now + Duration::from_millis(100) <= end {
            self.now += Duration::from_millis(100);
            if self.session.wants_tick(self.now) {
                self.event(Event::Tick);
            }
        }
        self.now = end;
    }

    /// Plays `mv` on the peg board with its hands, answering a promotion question as the player would.
    pub(crate) fn peg(&mut self, pos: &Chess, mv: &Move) {
        let before = self.session.record().moves().len();
        for step in hands::steps(pos, mv, &mut self.peg_hands) {
            self.advance(step.pause);
            match step.action {
                HandAction::Lift(_) | HandAction::Place(_) => {
                    self.holes = hands::apply(self.holes, &step.action);
                    let holes = self.holes;
                    self.event(Event::Board(LinkEvent::Holes {
                        holes,
                        kind: OccupancyKind::Change,
                    }));
                }
                HandAction::Press => {
                    for pressed in [true, false] {
                        self.event(Event::Board(LinkEvent::Button {
                            button: Button::RightLever,
                            pressed,
                        }));
                    }
                }
                HandAction::Wait => self.advance(Duration::from_millis(2600)),
                HandAction::LoseFrame | HandAction::RepeatFrame => {}
                HandAction::Announce(role) => self.event(Event::Command(Command::Promote(role))),
            }
        }
        if self.session.record().moves().len() == before {
            self.advance(Duration::from_millis(300));
            self.event(Event::Command(Command::Press));
        }
        if self.session.record().moves().len() == before {
            let uci = UciMove::from_move(*mv, CastlingMode::Standard);
            self.event(Event::Command(Command::Announced(uci)));
        }
    }

    /// Plays `m` on both boards the way the table does (White on the pegs first, Black on the e-board first),
    /// and `pos` on.
    pub(crate) fn both(&mut self, pos: &mut Chess, m: Move) {
        if pos.turn() == Color::White {
            self.peg(pos, &m);
            self.sighted(pos, &m);
        } else {
            self.sighted(pos, &m);
            self.peg(pos, &m);
        }
        pos.play_unchecked(m);
    }

    /// Plays `mv` on the sighted board with its hands.
    pub(crate) fn sighted(&mut self, pos: &Chess, mv: &Move) {
        for step in self.piece_hands.steps(pos, mv) {
            self.advance(step.pause);
            step.action.apply(&mut self.sighted);
            let board = self.sighted.clone();
            self.event(Event::Sighted(DgtEvent::Position { board, dump: false }));
        }
        self.advance(Duration::from_millis(800));
    }

    pub(crate) fn divergences(&self) -> Vec<(usize, u32, Color)> {
        self.said
            .iter()
            .filter_map(|(at, p)| match p {
                Phrase::Divergence {
                    first: Source::Record,
                    second: Source::SightedBoard,
                    number,
                    side,
                } => Some((*at, *number, *side)),
                _ => None,
            })
            .collect()
    }
}

/// Which board slips, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slip {
    None,
    Peg(usize),
    Sighted(usize),
}

/// A legal move other than `mv` in `pos`, if there is one.
fn other_move(pos: &Chess, mv: &Move, rng: &mut SmallRng) -> Option<Move> {
    let others: Vec<Move> = pos.legal_moves().into_iter().filter(|m| m != mv).collect();
    (!others.is_empty()).then(|| others[rng.random_range(0..others.len())])
}

/// Plays `moves` on both boards (white's moves on the peg board first, black's on the sighted board first),
/// with a slip as given; stops after the slip. Returns the table and the ply of the slip.
fn play(start: Chess, moves: &[Move], seed: u64, slip: Slip) -> (TwoBoards, Option<usize>) {
    let mut t = TwoBoards::new(start.clone(), seed, false);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut pos = start;
    for (ply, mv) in moves.iter().enumerate() {
        if t.session.ending().is_some() {
            // The game ended by the rules in force (an old game may go on past a fivefold repetition).
            break;
        }
        let (peg_move, sighted_move) = match slip {
            Slip::Peg(k) if k == ply => match other_move(&pos, mv, &mut rng) {
                Some(o) => (o, *mv),
                None => return (t, None),
            },
            Slip::Sighted(k) if k == ply => match other_move(&pos, mv, &mut rng) {
                Some(o) => (*mv, o),
                None => return (t, None),
            },
            _ => (*mv, *mv),
        };
        if pos.turn() == Color::White {
            t.peg(&pos, &peg_move);
            t.sighted(&pos, &sighted_move);
        } else {
            t.sighted(&pos, &sighted_move);
            t.peg(&pos, &peg_move);
        }
        if peg_move != sighted_move {
            // The e-board's move stands once its hold is over (a pawn's single step is held 1.2 s).
            t.advance(Duration::from_millis(1500));
            return (t, Some(ply));
        }
        assert_eq!(
            t.session.record().moves().len(),
            ply + 1,
            "ply {ply} not recorded"
        );
        pos.play_unchecked(*mv);
    }
    (t, None)
}

pub(crate) fn corpus_games(limit: usize) -> Vec<pgn::PgnGame> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus");
    let entries = std::fs::read_dir(dir).expect("the corpus in tests/data/corpus");
    let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    paths
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .map(|p| std::fs::read(p).expect("a readable corpus file"))
        .flat_map(|text| pgn::read_games(&text).into_iter().flatten())
        .filter(|g| g.moves.len() >= 20)
        .take(limit)
        .collect()
}

#[test]
fn whole_corpus_games_on_both_boards_agree_throughout() {
    for (i, game) in corpus_games(24).iter().enumerate() {
        let (t, _) = play(game.start.clone(), &game.moves, i as u64, Slip::None);
        let record: Vec<Move> = t.session.record().moves().iter().map(|m| m.mv).collect();
        let played = if t.session.ending().is_some() {
            record.len()
        } else {
            game.moves.len()
        };
        assert_eq!(
            record,
            game.moves[..played],
            "game {i}: the peg board's record"
        );
        assert_eq!(t.divergences(), vec![], "game {i}");
        // Hands at work and boards behind are never said to differ (issue 22).
        let differs: Vec<&Phrase> = t
            .said
            .iter()
            .map(|(_, p)| p)
            .filter(|p| {
                matches!(
                    p,
                    Phrase::SightedDiffers { .. } | Phrase::SightedBoardWrong { .. }
                )
            })
            .collect();
        assert!(differs.is_empty(), "game {i}: {differs:?}");
        assert_eq!(
            t.session.sighted().moves(),
            &game.moves[..played],
            "game {i}"
        );
    }
}

#[test]
fn a_slip_on_either_board_is_reported_at_the_first_differing_move_only() {
    let games = corpus_games(24);
    let mut rng = SmallRng::seed_from_u64(17);
    let mut checked = 0;
    for (i, game) in games.iter().enumerate() {
        for board in 0..2 {
            let k = rng.random_range(0..game.moves.len().min(40));
            let slip = if board == 0 {
                Slip::Peg(k)
            } else {
                Slip::Sighted(k)
            };
            let (t, slipped) = play(game.start.clone(), &game.moves, 100 + i as u64, slip);
            let Some(ply) = slipped else { continue };
            let number = game.start.fullmoves().get() + (ply / 2) as u32;
            let side = if ply % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            let reported: Vec<(u32, Color)> =
                t.divergences().iter().map(|&(_, n, s)| (n, s)).collect();
            assert_eq!(reported, vec![(number, side)], "game {i}, {slip:?}");
            checked += 1;
        }
    }
    assert!(checked >= 24, "only {checked} slips checked");
}

pub(crate) fn san(pos: &Chess, s: &str) -> Move {
    s.parse::<shakmaty::san::San>()
        .expect("san")
        .to_move(pos)
        .expect("legal")
}

#[test]
fn a_slip_put_right_on_the_sighted_board_is_followed_by_agreement() {
    let start = Chess::default();
    let mut t = TwoBoards::new(start.clone(), 3, false);
    let e4 = san(&start, "e4");
    t.peg(&start, &e4);
    t.sighted(&start, &san(&start, "d4"));
    assert_eq!(t.divergences().len(), 1);
    assert!(
        !t.said
            .iter()
            .any(|(_, p)| matches!(p, Phrase::Agreement { .. }))
    );
    // The assistant puts the d-pawn back and plays the right move.
    let mut fixed = start.board().clone();
    t.sighted = fixed.clone();
    t.event(Event::Sighted(DgtEvent::Position {
        board: fixed.clone(),
        dump: false,
    }));
    t.sighted(&start, &e4);
    let agreement = Phrase::Agreement {
        first: Source::Record,
        second: Source::SightedBoard,
    };
    assert_eq!(
        t.said.iter().filter(|(_, p)| *p == agreement).count(),
        1,
        "{:?}",
        t.said
    );
    assert_eq!(t.divergences().len(), 1);
    fixed.discard_piece_at(shakmaty::Square::E2);
}

#[test]
fn the_sighted_players_move_is_said_only_when_the_setting_allows_it() {
    for announce in [false, true] {
        let start = Chess::default();
        let mut t = TwoBoards::new(start.clone(), 5, announce);
        let e4 = san(&start, "e4");
        t.peg(&start, &e4);
        t.sighted(&start, &e4);
        let mut pos = start.clone();
        pos.play_unchecked(e4);
        let c5 = san(&pos, "c5");
        let said_before = t.said.len();
        t.sighted(&pos, &c5);
        let moves_said: Vec<&Phrase> = t.said[said_before..]
            .iter()
            .map(|(_, p)| p)
            .filter(|p| matches!(p, Phrase::Move { .. }))
            .collect();
        if announce {
            assert_eq!(moves_said, vec![&Phrase::move_in(&pos, c5)]);
        } else {
            assert!(moves_said.is_empty());
        }
    }
}

#[test]
fn a_promotion_to_another_piece_on_the_sighted_board_is_named() {
    use shakmaty::Piece;
    let start: Chess = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
        .parse::<shakmaty::fen::Fen>()
        .expect("fen")
        .into_position(CastlingMode::Standard)
        .expect("legal");
    let mut t = TwoBoards::new(start.clone(), 9, false);
    t.peg(&start, &san(&start, "a8=Q"));
    t.sighted(&start, &san(&start, "a8=N"));
    assert_eq!(t.divergences().len(), 1, "{:?}", t.said);
    let named = Phrase::PromotionDiffers {
        square: shakmaty::Square::A8,
        sighted: Piece::from_char('N').expect("piece"),
        record: Piece::from_char('Q').expect("piece"),
    };
    assert!(t.said.iter().any(|(_, p)| *p == named), "{:?}", t.said);
}

#[test]
fn an_unplugged_sighted_board_is_said_once_and_caught_up_from_its_dump() {
    let start = Chess::default();
    let mut t = TwoBoards::new(start.clone(), 11, false);
    let e4 = san(&start, "e4");
    t.peg(&start, &e4);
    let lost = DgtEvent::Disconnected {
        port: "dgt".into(),
        reason: "unplugged".into(),
    };
    t.event(Event::Sighted(lost.clone()));
    t.event(Event::Sighted(lost));
    let mut pos = start.clone();
    pos.play_unchecked(e4);
    let c5 = san(&pos, "c5");
    pos.play_unchecked(c5);
    t.event(Event::Sighted(DgtEvent::Connected {
        port: "dgt".into(),
        serial: "1".into(),
        version: "1.7".into(),
    }));
    t.event(Event::Sighted(DgtEvent::Position {
        board: pos.board().clone(),
        dump: true,
    }));
    let count = |p: &Phrase| t.said.iter().filter(|(_, q)| q == p).count();
    assert_eq!(count(&Phrase::SightedBoardDisconnected), 1);
    assert_eq!(count(&Phrase::SightedBoardConnected), 2);
    assert_eq!(t.session.sighted().moves(), &[e4, c5]);
    assert!(t.divergences().is_empty());
}

#[test]
fn after_the_arbiters_restoration_the_sighted_board_is_followed_from_the_restored_position() {
    let start = Chess::default();
    let mut t = TwoBoards::new(start.clone(), 13, false);
    let mut pos = start.clone();
    for s in ["e4", "e5", "Nf3", "Nc6"] {
        let m = san(&pos, s);
        t.both(&mut pos, m);
    }
    assert_eq!(t.session.sighted().moves().len(), 4);
    // The arbiter goes back (further than a takeback reaches) to the position after 1. e4; both boards are set up so.
    t.event(Event::Command(Command::Restore(1)));
    let mut after_e4 = start.clone();
    after_e4.play_unchecked(san(&start, "e4"));
    t.sighted = after_e4.board().clone();
    t.event(Event::Sighted(DgtEvent::Position {
        board: after_e4.board().clone(),
        dump: false,
    }));
    assert_eq!(t.session.sighted().moves().len(), 1);
    let c5 = san(&after_e4, "c5");
    t.sighted(&after_e4, &c5);
    assert_eq!(t.session.sighted().moves()[1], c5);
    assert!(t.divergences().is_empty(), "{:?}", t.said);
}
