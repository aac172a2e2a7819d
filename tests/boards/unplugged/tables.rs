//! The two boards under test: each on its pseudo-terminal with the program's real link reading it, the
//! session hearing what the link passes on.

use super::{SETTLE, Table, UnderTest, each_move, linked, until};
use pegchess::board::dgt::hands::{PieceAction, PieceHands};
use pegchess::board::dgt::link::{self as dgt_link, DgtEvent};
use pegchess::board::dgt::simulator::{DgtAction, SimDgt};
use pegchess::board::peg::hands::{self, HandAction, HandStep, Noise};
use pegchess::board::peg::link::{self, LinkEvent, LinkHandle};
use pegchess::board::peg::protocol::{Button, OccupancyKind};
use pegchess::board::peg::simulator::{SimAction, SimBoard};
use pegchess::game::pgn::PgnGame;
use pegchess::session::Event;
use pegchess::speech::Phrase;
use shakmaty::{Bitboard, Board, Chess, Color, Move, Position, Square};
use std::sync::mpsc::Receiver;
use std::time::Duration;

/// Each move's textbook hand steps (the lifts and puts, then the press).
pub(super) fn peg_steps(game: &PgnGame) -> Vec<Vec<HandStep>> {
    let mut noise = Noise::clean();
    each_move(game, |pos, m| hands::steps(pos, m, &mut noise))
}

/// The peg board on its pseudo-terminal and the program's link reading it.
pub(super) struct PegTable {
    table: Table,
    sim: SimBoard,
    _link: LinkHandle,
    rx: Receiver<LinkEvent>,
    holes: Bitboard,
}

impl PegTable {
    pub(super) fn open(start: &Chess) -> PegTable {
        let holes = start.board().occupied();
        let sim = SimBoard::start(holes, Duration::from_secs(1)).expect("pseudo-terminal");
        let (link, rx) = linked(sim.path(), link::spawn);
        let mut t = PegTable {
            table: Table::new(start),
            sim,
            _link: link,
            rx,
            holes,
        };
        let events = until(&t.rx, |e| matches!(e, LinkEvent::Holes { .. }));
        t.feed(events);
        t
    }

    fn feed(&mut self, events: Vec<LinkEvent>) {
        self.table
            .feed(events.into_iter().map(Event::Board).collect());
    }

    /// The pegs now stand in `holes`: the board says so, and the session hears it.
    fn holes(&mut self, holes: Bitboard) {
        if holes == self.holes {
            return;
        }
        self.holes = holes;
        self.sim.act(SimAction::Holes(holes));
        let events = until(
            &self.rx,
            |e| matches!(e, LinkEvent::Holes { holes: h, .. } if *h == holes),
        );
        self.feed(events);
    }

    fn press(&mut self) {
        self.sim.act(SimAction::Button(Button::RightLever, true));
        self.sim.act(SimAction::Button(Button::RightLever, false));
        let events = until(&self.rx, |e| {
            matches!(e, LinkEvent::Button { pressed: false, .. })
        });
        self.feed(events);
    }

    fn step(&mut self, step: &HandStep) {
        self.table.advance(step.pause);
        match step.action {
            HandAction::Lift(_) | HandAction::Place(_) => {
                self.holes(hands::apply(self.holes, &step.action))
            }
            HandAction::Press => self.press(),
            _ => {}
        }
    }

    /// Pulls the plug, lets `away` pass (the hands doing `meanwhile`), and plugs it back in.
    fn cycle(&mut self, away: Duration, meanwhile: Option<&HandStep>) {
        self.sim.act(SimAction::Unplug);
        let events = until(&self.rx, |e| matches!(e, LinkEvent::Disconnected { .. }));
        self.feed(events);
        self.table.advance(away);
        if let Some(step) = meanwhile {
            self.holes = hands::apply(self.holes, &step.action);
            self.sim.act(SimAction::Holes(self.holes));
        }
        self.sim.act(SimAction::Replug);
        let events = until(&self.rx, |e| {
            matches!(
                e,
                LinkEvent::Holes {
                    kind: OccupancyKind::Snapshot,
                    ..
                }
            )
        });
        assert!(
            matches!(events.first(), Some(LinkEvent::Connected { .. })),
            "{events:?}"
        );
        self.feed(events);
    }
}

impl UnderTest for PegTable {
    type Step = HandStep;
    const NAME: &'static str = "peg board";

    fn phrases() -> [Phrase; 3] {
        let name = "PB-SIM".into();
        let hello = Phrase::BoardConnected { name };
        [hello, Phrase::BoardDisconnected, Phrase::BoardReconnected]
    }

    fn table(&mut self) -> &mut Table {
        &mut self.table
    }

    fn step(&mut self, step: &HandStep) {
        PegTable::step(self, step);
    }

    fn stray(&mut self, sq: Square, on: bool) {
        if on {
            self.holes(self.holes | Bitboard::from(sq));
            self.table.advance(SETTLE + Duration::from_secs(1));
        } else {
            self.holes(self.holes & !Bitboard::from(sq));
        }
    }

    fn says_stray(p: &Phrase) -> bool {
        matches!(p, Phrase::Mismatch(_))
    }

    fn cycle(&mut self, away: Duration, meanwhile: Option<&HandStep>) {
        PegTable::cycle(self, away, meanwhile);
    }
}

/// The peg board fed straight into the session (it keeps the record) beside the DGT e-board on its
/// pseudo-terminal with the program's link reading it.
pub(super) struct DgtTable {
    table: Table,
    sim: SimDgt,
    _link: LinkHandle,
    rx: Receiver<DgtEvent>,
    holes: Bitboard,
    sighted: Board,
}

impl DgtTable {
    pub(super) fn open(start: &Chess) -> DgtTable {
        let sim = SimDgt::start(start.board(), false).expect("pseudo-terminal");
        let (_link, rx) = linked(sim.path(), dgt_link::spawn);
        let holes = start.board().occupied();
        let sighted = start.board().clone();
        let table = Table::new(start);
        let mut t = DgtTable {
            table,
            sim,
            _link,
            rx,
            holes,
            sighted,
        };
        t.table.feed(vec![
            Event::Board(LinkEvent::Connected {
                port: "peg".into(),
                name: "test".into(),
                firmware: "1".into(),
            }),
            Event::Board(LinkEvent::Holes {
                holes: t.holes,
                kind: OccupancyKind::Snapshot,
            }),
        ]);
        let events = until(&t.rx, |e| matches!(e, DgtEvent::Position { .. }));
        t.feed(events);
        t
    }

    fn feed(&mut self, events: Vec<DgtEvent>) {
        self.table
            .feed(events.into_iter().map(Event::Sighted).collect());
    }

    /// Plays `mv` on the peg board the textbook way, straight into the session.
    fn peg(&mut self, pos: &Chess, mv: &Move) {
        for step in hands::steps(pos, mv, &mut Noise::clean()) {
            self.table.advance(step.pause);
            let events = match step.action {
                HandAction::Lift(_) | HandAction::Place(_) => {
                    self.holes = hands::apply(self.holes, &step.action);
                    vec![LinkEvent::Holes {
                        holes: self.holes,
                        kind: OccupancyKind::Change,
                    }]
                }
                HandAction::Press => [true, false]
                    .map(|pressed| LinkEvent::Button {
                        button: Button::RightLever,
                        pressed,
                    })
                    .to_vec(),
                _ => Vec::new(),
            };
            self.table
                .feed(events.into_iter().map(Event::Board).collect());
        }
    }

    /// A hand lifts or puts a piece on the e-board: the board says so, and the session hears it.
    fn hand(&mut self, action: PieceAction) {
        action.apply(&mut self.sighted);
        self.sim.act(DgtAction::Hand(action));
        let board = self.sighted.clone();
        let events = until(
            &self.rx,
            |e| matches!(e, DgtEvent::Position { board: b, .. } if *b == board),
        );
        self.feed(events);
    }

    /// Pulls the plug, lets `away` pass (the hands doing `meanwhile`), and plugs it back in.
    fn cycle(&mut self, away: Duration, meanwhile: Option<PieceAction>) {
        self.sim.act(DgtAction::Unplug);
        let events = until(&self.rx, |e| matches!(e, DgtEvent::Disconnected { .. }));
        self.feed(events);
        self.table.advance(away);
        if let Some(action) = meanwhile {
            action.apply(&mut self.sighted);
            self.sim.act(DgtAction::Hand(action));
        }
        self.sim.act(DgtAction::Replug);
        let events = until(&self.rx, |e| {
            matches!(e, DgtEvent::Position { dump: true, .. })
        });
        assert!(
            matches!(events.first(), Some(DgtEvent::Connected { .. })),
            "{events:?}"
        );
        assert!(
            matches!(events.last(), Some(DgtEvent::Position { board, .. }) if *board == self.sighted),
            "the board is read afresh: {events:?}"
        );
        self.feed(events);
    }
}

/// Each move's textbook piece steps on the e-board.
pub(super) fn piece_steps(game: &PgnGame) -> Vec<Vec<PieceAction>> {
    let mut hands = PieceHands::clean();
    each_move(game, |pos, m| {
        hands.steps(pos, m).iter().map(|s| s.action).collect()
    })
}

impl UnderTest for DgtTable {
    type Step = PieceAction;
    const NAME: &'static str = "DGT e-board";

    fn phrases() -> [Phrase; 3] {
        use Phrase::{SightedBoardConnected as Found, SightedBoardDisconnected as Gone};
        [Found, Gone, Found]
    }

    fn table(&mut self) -> &mut Table {
        &mut self.table
    }

    /// White moves on the peg board first, Black on the e-board first (as `dgt_session` plays them).
    fn before(&mut self, pos: &Chess, mv: &Move) {
        if pos.turn() == Color::White {
            self.peg(pos, mv);
        }
    }

    fn after(&mut self, pos: &Chess, mv: &Move) {
        self.table.advance(Duration::from_millis(800));
        if pos.turn() == Color::Black {
            self.peg(pos, mv);
        }
    }

    fn step(&mut self, action: &PieceAction) {
        self.table.advance(Duration::from_millis(400));
        self.hand(*action);
    }

    fn stray(&mut self, sq: Square, on: bool) {
        if on {
            let pawn = Color::White.pawn();
            self.hand(PieceAction::Put(sq, pawn));
            self.table.advance(Duration::from_secs(2));
        } else {
            self.hand(PieceAction::Lift(sq));
        }
    }

    fn says_stray(p: &Phrase) -> bool {
        matches!(
            p,
            Phrase::SightedBoardWrong { .. } | Phrase::SightedDiffers { .. }
        )
    }

    fn cycle(&mut self, away: Duration, meanwhile: Option<&PieceAction>) {
        DgtTable::cycle(self, away, meanwhile.copied());
    }
}
