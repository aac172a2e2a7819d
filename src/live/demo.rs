//! The demo's game (`pegchess demo`): a short real game played by simulated hands on a simulated peg board, read through the
//! real serial path and announced as in a real game. Needs no hardware and finishes by itself.

use crate::board::dgt::dgt3000::{ClockFace, ClockSide};
use crate::board::dgt::hands::PieceHands;
use crate::board::dgt::link::{self as dgt_link, DgtHandle, DgtPort};
use crate::board::dgt::simulator::{DgtAction, SimDgt};
use crate::board::peg::hands::{self, HandAction, Noise};
use crate::board::peg::link::{self, PortChoice};
use crate::board::peg::protocol::Button;
use crate::board::peg::simulator::{SimAction, SimBoard};
use crate::config::Settings;
use crate::config::cli::DemoArgs;
use crate::game::chess960::read_start;
use crate::game::generated;
use crate::game::pgn::{self, PgnGame};
use crate::live::windowed::{self, Windowed};
use crate::live::{self, GameFiles};
use crate::notation::san::san_plus;
use crate::notation::{Language, format_san};
use crate::session::{Command, Effect, Event, Session, SessionConfig};
use crate::ui::announcer::Announcer;
use crate::ui::console::{Console, path_arg};
use crate::ui::text::Arg;
use crate::worker::{Worker, WorkerKind};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Position};
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

/// What the demo ends with: done, or why it could not play.
pub(super) type DemoResult = Result<(), DemoError>;

/// The demo game, built into the binary: Mamedyarov - Caruana, Wijk aan Zee 2022 (25 plies), the
/// shortest game of at least 20 plies in the corpus (tatamast22.pgn).
const BUILT_IN: &str = include_str!("../../assets/demo.pgn");

/// How many seeds are tried for a generated Chess960 game in which castling comes.
const SEEDS: u64 = 64;

/// Picks the demo game: a generated Chess960 game of `args.plies` from `args.chess960`'s start, or the first
/// game of `args.pgn`, else the built-in one.
pub(super) fn pick_game(args: &DemoArgs, settings: &Settings) -> Result<PgnGame, DemoError> {
    if let Some(given) = &args.chess960 {
        let number = read_start(given, settings.notation)?;
        let start = number.position();
        let moves = generated::game_that_castles(&start, args.plies, SEEDS);
        let mut tags: Vec<(String, String)> = vec![
            ("Event".into(), format!("Chess960 start {number}")),
            ("White".into(), "generated".into()),
            ("Black".into(), "generated".into()),
        ];
        tags.extend(crate::live::files::wall_clock().pgn_tags());
        return Ok(PgnGame {
            clocks: vec![None; moves.len()],
            tags,
            start,
            moves,
        });
    }
    match args.pgn.as_deref() {
        Some(path) => pgn::read_file(path)?
            .into_iter()
            .flatten()
            .next()
            .ok_or_else(|| DemoError::NoGame(path.to_path_buf())),
        None => pgn::read_games(BUILT_IN.as_bytes())
            .into_iter()
            .flatten()
            .next()
            .ok_or(DemoError::BuiltInUnreadable),
    }
}

/// Why the demo cannot run, or did not play its moves.
#[derive(Debug, thiserror::Error)]
pub enum DemoError {
    /// The game file cannot be read.
    #[error(transparent)]
    Pgn(#[from] pgn::PgnFileError),
    /// The game file holds no game that can be read.
    #[error("{} holds no readable game", .0.display())]
    NoGame(std::path::PathBuf),
    /// The game built into the program cannot be read.
    #[error("the built-in demo game is unreadable")]
    BuiltInUnreadable,
    /// `--chess960` names no start.
    #[error(transparent)]
    Start(#[from] crate::game::chess960::StartError),
    /// `--speed` out of range.
    #[error("--speed {0} is out of range; use a number above 0 and at most 100")]
    Speed(f64),
    /// The simulated e-board could not start.
    #[error("the simulated DGT e-board could not start: {0}")]
    SimulatedBoard(std::io::Error),
    /// A simulator, the game's loop or its score sheet failed.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// The game's files cannot be made.
    #[error(transparent)]
    Journal(#[from] crate::game::journal::JournalError),
    /// The set-up shown by `--setup` could not run.
    #[error(transparent)]
    Setup(#[from] super::setup::SetupError),
    /// The relay of `--broadcast` could not start, or this pegchess has none.
    #[error(transparent)]
    Relay(#[from] crate::relay::RelayError),
    /// The e-board's link could not start.
    #[error(transparent)]
    Link(#[from] crate::board::link_engine::LinkError),
    /// Not every move reached the record.
    #[error("the program recorded {recorded} of {plies} moves")]
    Recorded {
        /// Moves recorded.
        recorded: usize,
        /// Moves played.
        plies: usize,
    },
}

/// How long the demo's hands wait for the game to be under way before they play anyway (the demo then says
/// how many moves the program recorded).
const START_WAIT: Duration = Duration::from_secs(20);

/// Runs `demo`.
pub fn run(args: &DemoArgs, settings: &Settings) -> DemoResult {
    let settings = &demo_settings(args, settings)?;
    let window = args.window || settings.window;
    let console = Console::new(settings);
    let game = pick_game(args, settings)?;
    let plies = game.moves.len().min(args.plies);
    introduce(console, &game, plies, args.no_pegs);
    let announcer = Announcer::open(settings);
    if let Some(said) = crate::speech::Phrase::game_start(&game.start) {
        announcer.say(&said);
    }
    let sim = Arc::new(SimBoard::start(
        game.start.board().occupied(),
        Duration::from_secs(1),
    )?);
    // `--no-pegs`: the peg board stays out of the game (its link says no peg board is at the table).
    let pegs = if args.no_pegs {
        PortChoice::None
    } else {
        PortChoice::Path(sim.path().to_path_buf())
    };
    let config = SessionConfig::from_settings(settings, game.start.clone());
    let dir = std::env::temp_dir().join(format!("pegchess-demo-{}", std::process::id()));
    let mut files = GameFiles::start(&dir, "demo", &config, None, game.tags.clone())?;
    let (tx, rx) = mpsc::channel::<Event>();
    live::report_lost_workers(&tx);
    let window_tx = tx.clone();
    let _link = link::spawn(pegs, tx.clone())?;
    let (clock_tx, clock_rx) = mpsc::channel();
    let sighted = if args.sighted || args.no_pegs {
        Some(sighted_board(&config, tx.clone(), clock_rx, console)?)
    } else {
        let _ = tx.send(Event::Sighted(dgt_link::DgtEvent::Missing {
            looking: false,
        }));
        None
    };
    let cues = Arc::new(Cues::default());
    let hands = Hands {
        pegs: (!args.no_pegs).then(|| sim.clone()),
        sighted: sighted.as_ref().map(|(d, _)| d.clone()),
        start: game.start.clone(),
        moves: game.moves[..plies].to_vec(),
        pace: (args.speed, settings.settle),
        notation: settings.notation,
    }
    .spawn(tx, cues.clone())?;
    let mut session = Session::new(config);
    session.set_announce_sighted(settings.announce_sighted_moves);
    let mut window = Windowed::open(window, settings, window_tx);
    if let Some(w) = window.as_mut() {
        w.observe(&session, &[], Duration::ZERO);
    }
    {
        let mut say = |p: &crate::speech::Phrase| announcer.say(p);
        let mut window_observer = windowed::observer(&mut window);
        let mut observer = |s: &Session, effects: &[Effect], now: Duration| {
            if s.pending().is_some() {
                cues.under_way.store(true, Ordering::SeqCst);
            }
            window_observer(s, effects, now);
        };
        let sources = live::Sources {
            console,
            ..live::Sources::new(&rx, &cues.done)
        };
        let game = live::Game {
            dgt_clock: Some(&clock_tx),
            observer: Some(&mut observer),
            ..live::Game::new(sources, &mut files, &mut say)
        };
        live::run(&mut session, game)?;
    }
    // Hands lost were said in the game; the demo ends with what was played.
    let _hands_lost = hands.join().err();
    announcer.finish(Duration::from_secs(20));
    let recorded = session.record().moves().len();
    wind_up(console, &files, window.as_ref(), recorded, plies)
}

/// Says on the console which game the demo plays, and on which board.
pub(super) fn introduce(console: Console, game: &PgnGame, plies: usize, no_pegs: bool) {
    let board = console.text(
        if no_pegs {
            "console-demo-eboard"
        } else {
            "console-demo-pegs"
        },
        &[],
    );
    let tag = |name: &str| Arg::from(game.tag(name).unwrap_or("?"));
    console.line(
        "console-demo-plays",
        &[
            ("board", board.into()),
            ("plies", plies.into()),
            ("white", tag("White")),
            ("black", tag("Black")),
            ("event", tag("Event")),
            ("date", tag("Date")),
        ],
    );
}

/// After the game: the score sheet shown, the window kept up until it is closed, and every move played
/// checked to be in the record.
pub(super) fn wind_up(
    console: Console,
    files: &GameFiles,
    window: Option<&Windowed>,
    recorded: usize,
    plies: usize,
) -> DemoResult {
    let kept = console.text("console-demo-sheet", &[("path", path_arg(&files.pgn))]);
    console.show(format_args!("\n{kept}\n"));
    console.show(std::fs::read_to_string(&files.pgn)?.trim_end());
    if let Some(w) = window {
        w.linger(Duration::from_secs(60));
    }
    if recorded != plies {
        return Err(DemoError::Recorded { recorded, plies });
    }
    Ok(())
}

/// The settings the demo plays with: the set-up's choices with `--setup`, and a rapid clock when the window
/// is shown and the settings have none (the window shows the clocks running).
pub(super) fn demo_settings(args: &DemoArgs, settings: &Settings) -> Result<Settings, DemoError> {
    if !(args.speed > 0.0 && args.speed <= 100.0) {
        return Err(DemoError::Speed(args.speed));
    }
    let settings = if args.setup {
        crate::live::setup::demo(settings, args.speed)?
    } else {
        settings.clone()
    };
    Ok(
        if (args.window || settings.window) && settings.clock.is_none() {
            with_clock(&settings)
        } else {
            settings
        },
    )
}

/// The sighted player's simulated DGT e-board (`--sighted`) and its link. With a time control, a simulated
/// DGT 3000 behind it shows the talking clock (White's side, the left, up: Black has started White's clock).
fn sighted_board(
    config: &SessionConfig,
    tx: Sender<Event>,
    clock_rx: Receiver<ClockFace>,
    console: Console,
) -> Result<(Arc<SimDgt>, DgtHandle), DemoError> {
    let dgt = Arc::new(
        match config.clock {
            Some(_) => SimDgt::start_with_clock(config.start.board(), false, ClockSide::Right),
            None => SimDgt::start(config.start.board(), false),
        }
        .map_err(DemoError::SimulatedBoard)?,
    );
    let handle = dgt_link::spawn_with_clock(DgtPort::Path(dgt.path().to_path_buf()), tx, clock_rx)?;
    console.line("console-demo-eboard-at", &[("path", path_arg(dgt.path()))]);
    Ok((dgt, handle))
}

/// The settings with a 15+10 clock (the demo's window shows the clocks running).
fn with_clock(settings: &Settings) -> Settings {
    let mut s = settings.clone();
    s.clock = crate::clock::TimeControl::from_str("15+10")
        .ok()
        .map(|control| crate::clock::ClockSetup {
            control,
            edition: s.edition,
            schedule: s.schedule.clone(),
        });
    s
}

/// Waits until `ready` says so, at most `limit`, looking every 20 ms (a demo's hands wait for their table).
pub(super) fn wait_until(limit: Duration, ready: impl Fn() -> bool) {
    let deadline = std::time::Instant::now() + limit;
    while !ready() && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// What the game and the demo's hands tell each other.
#[derive(Default)]
struct Cues {
    /// The game is under way: the board's first reading showed the start. The hands begin then, as a player
    /// waits for "the start position is set up" (under load the link can take longer than the first pause).
    under_way: AtomicBool,
    /// The hands are done: the game loop ends.
    done: AtomicBool,
}

/// The demo's hands and what they play.
struct Hands {
    pegs: Option<Arc<SimBoard>>,
    sighted: Option<Arc<SimDgt>>,
    start: Chess,
    moves: Vec<shakmaty::Move>,
    /// The demo's speed, and how long the board must be still before a move settles.
    pace: (f64, Duration),
    notation: Language,
}

impl Hands {
    /// Plays on their own thread once the game is under way (at most [`START_WAIT`] later), sending the
    /// announcements into `tx`; `cues.done` when they are done.
    fn spawn(self, tx: Sender<Event>, cues: Arc<Cues>) -> std::io::Result<Worker<()>> {
        // Hands lost end the demo's game as hands done do.
        let (end, ended) = (tx.clone(), cues.clone());
        let fallback = move |_: &crate::worker::Lost| {
            ended.done.store(true, Ordering::SeqCst);
            let _ = end.send(Event::Tick);
        };
        crate::worker::spawn_with_fallback(WorkerKind::Hands, fallback, move || {
            wait_until(START_WAIT, || cues.under_way.load(Ordering::SeqCst));
            let boards = Boards {
                pegs: self.pegs.as_deref(),
                sighted: self.sighted.as_deref(),
                notation: self.notation,
            };
            let (speed, settle) = self.pace;
            play_hands(
                &boards,
                &tx,
                self.start,
                &self.moves,
                speed,
                settle,
                &cues.done,
            )
        })
    }
}

/// The simulated boards the demo's hands move.
struct Boards<'a> {
    /// The peg board, unless the table has none.
    pegs: Option<&'a SimBoard>,
    sighted: Option<&'a SimDgt>,
    /// Whose letters the blind player's typed announcements are in.
    notation: Language,
}

/// The sighted player's hands on the e-board: the move made piece by piece with their own pauses.
fn sighted_hands(
    dgt: &SimDgt,
    pos: &Chess,
    mv: &shakmaty::Move,
    hands: &mut PieceHands,
    speed: f64,
) {
    for step in hands.steps(pos, mv) {
        std::thread::sleep(step.pause.div_f64(speed));
        dgt.act(DgtAction::Hand(step.action));
    }
}

/// How the demo's hands play: `speed` times a person's pace, White's announcements typed in the letters of
/// `notation`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pace {
    /// How many times faster than a person the hands play.
    pub(super) speed: f64,
    /// The edition whose letters the announcements are typed in.
    pub(super) notation: Language,
}

/// Table 2: the blind player (White) announces each move (typed, as the assistant would, in the notation's
/// letters), then the sighted player makes it on the e-board; Black's moves are made on the e-board alone.
fn eboard_only(
    dgt: &SimDgt,
    tx: &Sender<Event>,
    pos: &mut Chess,
    moves: &[shakmaty::Move],
    hands: &mut PieceHands,
    Pace { speed, notation }: Pace,
) {
    let pause = |d: Duration| std::thread::sleep(d.div_f64(speed));
    for mv in moves {
        if pos.turn() == Color::White {
            let said = format_san(notation, san_plus(pos, *mv));
            let _ = tx.send(Event::Command(Command::Typed(said)));
            pause(Duration::from_millis(1200));
        }
        sighted_hands(dgt, pos, mv, hands, speed);
        pos.play_unchecked(*mv);
        pause(Duration::from_millis(2500));
    }
}

/// Whether `mv` leaves every hole as it was (a Chess960 castling where king and rook change places).
fn leaves_holes_as_they_were(pos: &Chess, mv: &shakmaty::Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(*mv);
    after.board().occupied() == pos.board().occupied()
}

/// The simulated hands: every move made peg by peg with human pauses, the lever pressed after each; with a
/// sighted e-board, the same move on it too (White's moves on the peg board first, Black's on the e-board).
fn play_hands(
    boards: &Boards<'_>,
    tx: &Sender<Event>,
    mut pos: Chess,
    moves: &[shakmaty::Move],
    speed: f64,
    settle: Duration,
    done: &AtomicBool,
) {
    let pause = |d: Duration| std::thread::sleep(d.div_f64(speed));
    let mut holes = pos.board().occupied();
    pause(Duration::from_millis(1500));
    let mut noise = Noise::clean();
    let mut piece_hands = PieceHands::seeded(1858);
    let pace = Pace {
        speed,
        notation: boards.notation,
    };
    match (boards.pegs, boards.sighted) {
        (Some(sim), _) => {
            for mv in moves {
                let sighted_first = pos.turn() == Color::Black;
                if let Some(dgt) = boards.sighted.filter(|_| sighted_first) {
                    sighted_hands(dgt, &pos, mv, &mut piece_hands, speed);
                    pause(Duration::from_millis(700));
                }
                if let Some(role) = mv.promotion() {
                    // The player announces the piece as the pawn reaches the last rank (D.2.1).
                    let _ = tx.send(Event::Command(Command::Promote(role)));
                }
                for step in hands::steps(&pos, mv, &mut noise) {
                    pause(step.pause);
                    match step.action {
                        HandAction::Press => {
                            sim.act(SimAction::Button(Button::RightLever, true));
                            sim.act(SimAction::Button(Button::RightLever, false));
                            if leaves_holes_as_they_were(&pos, mv) {
                                // King and rook changed places: no hole tells the move, so the program asks
                                // which move it was, and the player answers by announcing it (D.2.3).
                                pause(Duration::from_millis(900));
                                let uci = UciMove::from_move(*mv, pos.castles().mode());
                                let _ = tx.send(Event::Command(Command::Announced(uci)));
                            }
                        }
                        HandAction::Announce(role) => {
                            let _ = tx.send(Event::Command(Command::Promote(role)));
                        }
                        HandAction::Wait => std::thread::sleep(settle + Duration::from_millis(200)),
                        HandAction::LoseFrame => sim.act(SimAction::DropNext),
                        HandAction::RepeatFrame => sim.act(SimAction::RepeatLast),
                        action => {
                            holes = hands::apply(holes, &action);
                            sim.act(SimAction::Holes(holes));
                        }
                    }
                }
                if let Some(dgt) = boards.sighted.filter(|_| !sighted_first) {
                    pause(Duration::from_millis(700));
                    sighted_hands(dgt, &pos, mv, &mut piece_hands, speed);
                }
                pos.play_unchecked(*mv);
                pause(Duration::from_millis(600));
            }
        }
        // Without a peg board (`--no-pegs`) the e-board alone plays.
        (None, Some(dgt)) => eboard_only(dgt, tx, &mut pos, moves, &mut piece_hands, pace),
        (None, None) => {}
    }
    pause(Duration::from_millis(1500));
    // The e-board's last move stands once its hold is over (the holds are the table's, not the demo's pace).
    if boards.sighted.is_some() {
        std::thread::sleep(crate::session::sighted::CASTLING_HOLD);
    }
    done.store(true, Ordering::SeqCst);
    // Wake the game loop, which sleeps while nothing is pending.
    let _ = tx.send(Event::Tick);
}
