//! One whole game recorded as a real journal, the way the live loop writes it (each event the session acts
//! on is appended, then handed over): a talking clock (90/40+30, 30+30), moves on the peg board completed by
//! the lever, the sighted player's DGT e-board showing every move, a move and a question heard by voice (in
//! German, so the journal holds letters beyond ASCII), typed questions, a revised move and a takeback, the
//! arbiter's decision (the game back to an agreed move, the times set, the clock on again), then a draw.

use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::hands::{self, HandAction, Noise};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::{Button, OccupancyKind};
use pegchess::clock::{ClockSetup, Edition, Schedule};
use pegchess::config::Orientation;
use pegchess::game::journal::Journal;
use pegchess::game::pgn::{self, PgnGame};
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::{
    ClockAction, Command, Effect, Event, GameResult, JournalHeader, Query, Session, SessionConfig,
};
use pegchess::speech::{Phrase, Renderer};
use shakmaty::uci::UciMove;
use shakmaty::{Bitboard, Board, CastlingMode, Chess, Color, Move, Position};
use std::path::Path;
use std::time::Duration;

/// The corpus file with real clock readings.
pub const LCC: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/corpus/lcc2016-dgt-clocks-sample.pgn"
);

/// Game `n` (0-based) of the London Chess Classic 2016 sample, with its `[%clk]` readings.
pub fn lcc_game(n: usize) -> PgnGame {
    pgn::read_file(Path::new(LCC))
        .expect("the corpus is there")
        .into_iter()
        .nth(n)
        .expect("the game is there")
        .expect("the game reads")
}

/// The FIDE standard control with its announcements, and the player's own warnings at 5 and 1 minutes.
pub fn standard_clock() -> ClockSetup {
    let mut schedule = Schedule::default();
    schedule.warnings = "5m, 1m".parse().expect("warnings parse");
    ClockSetup {
        control: "90/40+30, 30+30".parse().expect("the preset parses"),
        edition: Edition::Y2023,
        schedule,
    }
}

/// The game's settings: the blind player is White, German words, the standard clock.
pub fn config() -> SessionConfig {
    SessionConfig {
        settle: Duration::from_millis(2500),
        orientation: Orientation::White,
        notation: Language::De,
        locale: Language::De,
        scheme: Scheme::Fide,
        clock: Some(standard_clock()),
        ..SessionConfig::new(Chess::default())
    }
}

/// A game at a table in simulated time, journaled as the live loop journals it.
pub struct Recorder {
    pub session: Session,
    pub journal: Journal,
    pub now: Duration,
    /// Every entry appended, in order.
    pub entries: Vec<(Duration, Event)>,
    pub said: Vec<Phrase>,
    holes: Bitboard,
    pos: Chess,
}

impl Recorder {
    /// A new game journaled at `path`, both boards connected and showing the start position.
    pub fn start(path: &Path) -> Recorder {
        let config = config();
        let header = JournalHeader::new(&config, vec![("White".into(), "Blind".into())], 0);
        let journal = Journal::create(path, &header).expect("journal created");
        let start = Chess::default();
        let mut r = Recorder {
            session: Session::new(config),
            journal,
            now: Duration::ZERO,
            entries: Vec::new(),
            said: Vec::new(),
            holes: start.board().occupied(),
            pos: start,
        };
        r.event(Event::Board(LinkEvent::Connected {
            port: "/dev/ttyACM0".into(),
            name: "peg board".into(),
            firmware: "1.0".into(),
        }));
        r.event(Event::Board(LinkEvent::Holes {
            holes: r.holes,
            kind: OccupancyKind::Snapshot,
        }));
        r.event(Event::Sighted(DgtEvent::Connected {
            port: "/dev/ttyUSB0".into(),
            serial: "12345".into(),
            version: "1.7".into(),
        }));
        r.sighted(Board::default(), true);
        r
    }

    /// Journals an event the session acts on, then hands it over.
    pub fn event(&mut self, e: Event) {
        if self.session.ignores(&e, self.now) {
            return;
        }
        self.journal
            .append(self.now, &e)
            .expect("the journal is written");
        self.entries.push((self.now, e.clone()));
        for effect in self.session.handle(e, self.now) {
            if let Effect::Say(p) = effect {
                self.said.push(p);
            }
        }
    }

    pub fn command(&mut self, c: Command) {
        self.event(Event::Command(c));
    }

    /// Lets `pause` pass, with a tick whenever the session has something due.
    pub fn pass(&mut self, pause: Duration) {
        let end = self.now + pause;
        while let Some(due) = due_by(&self.session, self.now, end) {
            self.now = due;
            self.event(Event::Tick);
        }
        self.now = end;
    }

    fn peg(&mut self, action: HandAction) {
        self.pass(Duration::from_millis(350));
        for e in hand_events(&mut self.holes, &action) {
            self.event(e);
        }
    }

    fn lever(&mut self) {
        self.pass(Duration::from_millis(300));
        for e in hand_events(&mut self.holes, &HandAction::Press) {
            self.event(e);
        }
    }

    fn sighted(&mut self, board: Board, dump: bool) {
        self.event(Event::Sighted(DgtEvent::Position { board, dump }));
    }

    /// `mv` by textbook hands on the peg board, completed by the lever, then on the sighted board.
    pub fn play(&mut self, mv: &Move) {
        for step in hands::steps(&self.pos, mv, &mut Noise::clean()) {
            self.pass(step.pause);
            for e in hand_events(&mut self.holes, &step.action) {
                self.event(e);
            }
        }
        let before = self.pos.clone();
        self.pos.play_unchecked(*mv);
        // The sighted player lifts the piece, then puts it on its square.
        let mut lifted = before.board().clone();
        if let Some(from) = mv.from() {
            lifted.discard_piece_at(from);
        }
        self.pass(Duration::from_millis(800));
        self.sighted(lifted, false);
        self.pass(Duration::from_millis(400));
        self.sighted(self.pos.board().clone(), false);
    }

    /// Both boards put back to `pos` (after the arbiter's decision): the pegs one by one, the sighted
    /// board as the arbiter sets it.
    fn put_back(&mut self, pos: &Chess) {
        let target = pos.board().occupied();
        for sq in self.holes & !target {
            self.peg(HandAction::Lift(sq));
        }
        for sq in target & !self.holes {
            self.peg(HandAction::Place(sq));
        }
        self.pos = pos.clone();
        self.sighted(pos.board().clone(), false);
    }

    /// The words a player says for `mv` in `pos` (the program's own words for it, in German).
    fn words_in(&self, pos: &Chess, mv: &Move) -> String {
        Renderer::new(Language::De, Scheme::Fide, Form::Short)
            .render(&Phrase::move_in(pos, *mv))
            .text()
    }

    /// A quiet move's piece first put on another square it could reach, then on its own: a revised move.
    fn revised(&mut self, mv: &Move) -> bool {
        let (Some(from), to) = (mv.from(), mv.to()) else {
            return false;
        };
        let other = self.pos.legal_moves().into_iter().find(|m| {
            m.from() == Some(from) && m.to() != to && !m.is_capture() && !m.is_promotion()
        });
        match other {
            Some(o) if !mv.is_capture() && !mv.is_castle() && !mv.is_en_passant() => {
                self.peg(HandAction::Lift(from));
                self.peg(HandAction::Place(o.to()));
                self.peg(HandAction::Lift(o.to()));
                self.peg(HandAction::Place(to));
                self.lever();
                self.pos.play_unchecked(*mv);
                self.sighted(self.pos.board().clone(), false);
                true
            }
            _ => false,
        }
    }

    /// `mv` played, then taken back on both boards (the board shows the earlier position), then again.
    fn taken_back(&mut self, mv: &Move) {
        let before = self.pos.clone();
        self.play(mv);
        self.pass(Duration::from_secs(2));
        self.put_back(&before);
        self.pass(Duration::from_secs(3));
    }
}

/// The next moment by `end` at which the session has something due, as a whole millisecond (the journal
/// keeps whole milliseconds, as the live loop's times are).
pub fn due_by(session: &Session, now: Duration, end: Duration) -> Option<Duration> {
    let due = session.next_due(now).filter(|d| *d <= end)?;
    let ms = Duration::from_millis(due.as_nanos().div_ceil(1_000_000) as u64);
    Some(ms.clamp(now, end))
}

/// What the board's link sends for a hand action on the peg board with `holes` (updated): the holes after a
/// peg moved, the lever pressed and released, the promotion piece said.
pub fn hand_events(holes: &mut Bitboard, action: &HandAction) -> Vec<Event> {
    match action {
        HandAction::Lift(_) | HandAction::Place(_) => {
            *holes = hands::apply(*holes, action);
            vec![Event::Board(LinkEvent::Holes {
                holes: *holes,
                kind: OccupancyKind::Change,
            })]
        }
        HandAction::Press => [true, false]
            .map(|pressed| {
                Event::Board(LinkEvent::Button {
                    button: Button::RightLever,
                    pressed,
                })
            })
            .to_vec(),
        HandAction::Announce(role) => vec![Event::Command(Command::Promote(*role))],
        HandAction::Wait | HandAction::LoseFrame | HandAction::RepeatFrame => Vec::new(),
    }
}

/// Think times from the game's own clock readings (the mover's reading before minus after, 40 s at
/// least so the clock's announcements come round), so the journal holds a game's worth of ticks.
fn think(game: &PgnGame, ply: usize) -> Duration {
    let reading = |i: usize| game.clocks.get(i).copied().flatten();
    let spent = match (ply.checked_sub(2).and_then(reading), reading(ply)) {
        (Some(before), Some(after)) => before.saturating_sub(after),
        _ => Duration::ZERO,
    };
    spent.max(Duration::from_secs(40))
}

/// Records the first `plies` half-moves of `game` at `path` with every kind of event, then the arbiter's
/// decision and a draw; returns the table with its journal still open.
pub fn record(path: &Path, game: &PgnGame, plies: usize) -> Recorder {
    let moves = &game.moves[..plies.min(game.moves.len())];
    assert!(
        moves.len() >= 8,
        "a game long enough for every kind of event"
    );
    let mut r = Recorder::start(path);
    let mut revised = false;
    // The move announced aloud first (D.2.3), as the recogniser heard it: one whose words are not all ASCII.
    let mut pos = game.start.clone();
    let mut heard = None;
    for (ply, mv) in moves.iter().enumerate() {
        if heard.is_none() && !r.words_in(&pos, mv).is_ascii() {
            heard = Some(ply);
        }
        pos.play_unchecked(*mv);
    }
    let heard = heard.expect("a move with words beyond ASCII");
    for (ply, mv) in moves.iter().enumerate() {
        r.pass(think(game, ply));
        if ply == heard {
            r.event(Event::Heard(r.words_in(&r.pos, mv)));
        }
        match ply {
            // The assistant types the move (UCI) before the board completes it.
            1 => r.command(Command::Typed(
                UciMove::from_move(*mv, CastlingMode::Standard).to_string(),
            )),
            2 => {
                r.command(Command::Ask(Query::Times));
                r.event(Event::Heard("Zeit".into()));
                r.command(Command::Repeat);
            }
            5 => {
                r.command(Command::OfferDraw(None));
                r.taken_back(mv);
            }
            _ => {}
        }
        if ply >= 3 && !revised && r.revised(mv) {
            revised = true;
            continue;
        }
        r.play(mv);
    }
    assert!(revised, "a revised move in the game");
    // The player calls the arbiter; the arbiter's decision: back two half-moves, both times set (as
    // `pegchess arbiter` journals it), the boards put back, the clock on again; the two moves again.
    r.pass(Duration::from_secs(20));
    r.event(Event::Heard("Schiedsrichter".into()));
    r.command(Command::Clock(ClockAction::Pause));
    let keep = moves.len() - 2;
    r.command(Command::Restore(keep));
    r.command(Command::Clock(ClockAction::SetTime(
        Color::White,
        Duration::from_millis(3_000_500),
    )));
    r.command(Command::Clock(ClockAction::SetTime(
        Color::Black,
        Duration::from_secs(2900),
    )));
    let mut agreed = game.start.clone();
    for mv in &moves[..keep] {
        agreed.play_unchecked(*mv);
    }
    r.put_back(&agreed);
    r.pass(Duration::from_secs(3));
    r.command(Command::Clock(ClockAction::Resume));
    for mv in &moves[keep..] {
        r.pass(Duration::from_secs(30));
        r.play(mv);
    }
    r.pass(Duration::from_secs(10));
    r.command(Command::Result(GameResult::DrawAgreed));
    r.pass(Duration::from_secs(10));
    r
}

/// What a resumed game is: its record (moves with their clock readings, notes, the ending), the phase,
/// both clocks at the last entry's time, and the sighted board's account.
pub fn state(session: &Session, at: Duration) -> String {
    format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{:?}",
        session.record().moves(),
        session.record().notes(),
        session.phase(),
        session.timekeeper().map(|t| t.clock().reading(at)),
        session.accounts().sighted()
    )
}

/// A directory in memory when the machine has one (every cut and entry is written and flushed), else a
/// temporary one.
pub fn scratch() -> tempfile::TempDir {
    match Path::new("/dev/shm").is_dir() {
        true => tempfile::tempdir_in("/dev/shm").unwrap(),
        false => tempfile::tempdir().unwrap(),
    }
}
