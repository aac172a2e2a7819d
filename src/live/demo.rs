//! The demo's game (`pegchess demo`): a short real game played by simulated hands on a simulated peg board, read through the
//! real serial path and announced as in a real game. Needs no hardware and finishes by itself. The demo's table
//! is a players' table with simulated hands (`live::table`), set up by `play_demo` for both demos.

use super::table::{AtTable, EBoardAt, Hands, PegsAt, Played, Start, Table, TableError};
use crate::board::dgt::hands::PieceHands;
use crate::board::dgt::simulator::{DgtAction, SimDgt};
use crate::board::peg::hands::{self, HandAction, Noise};
use crate::board::peg::link::PortChoice;
use crate::board::peg::protocol::Button;
use crate::board::peg::simulator::SimAction;
use crate::config::Settings;
use crate::config::cli::DemoArgs;
use crate::game::chess960::read_start;
use crate::game::generated;
use crate::game::pgn::{self, PgnGame};
use crate::live::GameFiles;
use crate::notation::san::san_plus;
use crate::notation::{Language, format_san};
use crate::session::{Command, Event, SessionConfig};
use crate::ui::announcer::Announcer;
use crate::ui::console::{Console, path_arg};
use crate::ui::text::Arg;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Position};
use std::str::FromStr;
use std::sync::mpsc::Sender;
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
fn pick_game(args: &DemoArgs, settings: &Settings) -> Result<PgnGame, DemoError> {
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
    /// The demo's table failed: its boards, its game's loop.
    #[error(transparent)]
    Table(#[from] TableError),
    /// A simulator, the relay's cable or the score sheet failed.
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
    /// Not every move reached the record.
    #[error("the program recorded {recorded} of {plies} moves")]
    Recorded {
        /// Moves recorded.
        recorded: usize,
        /// Moves played.
        plies: usize,
    },
}

/// Runs `demo`: a players' table with simulated hands, a simulated peg board (none with `--no-pegs`) and a
/// simulated e-board with `--sighted` or `--no-pegs`.
pub fn run(args: &DemoArgs, settings: &Settings) -> DemoResult {
    play_demo(args, settings, args.no_pegs, |settings, _, script| {
        let settle = settings.settle;
        let hands = Hands::new(move |at| play_hands(at, script, settle));
        // `--no-pegs`: the peg board stays out of the game (its link says no peg board is at the table).
        let pegs = if args.no_pegs {
            PegsAt::Port(PortChoice::None)
        } else {
            PegsAt::Simulated
        };
        let eboard = if args.sighted || args.no_pegs {
            EBoardAt::Simulated { clock: true }
        } else {
            EBoardAt::None
        };
        Ok((
            DemoSeat {
                pegs,
                eboard,
                hands,
            },
            (),
        ))
    })
}

/// What a demo's hands play: the moves from the start, at their pace.
pub(super) struct HandsScript {
    /// Where the game starts.
    pub(super) start: Chess,
    /// The moves played.
    pub(super) moves: Vec<shakmaty::Move>,
    /// How fast, and in which letters the announcements are typed.
    pub(super) pace: Pace,
}

/// A demo's table besides what every demo has: its boards and its hands.
pub(super) struct DemoSeat {
    /// The peg board.
    pub(super) pegs: PegsAt,
    /// The sighted player's e-board.
    pub(super) eboard: EBoardAt,
    /// The simulated hands and what they play.
    pub(super) hands: Hands,
}

/// Plays a demo: its game picked and introduced (`no_pegs`: on an e-board alone), speech opened, its table
/// seated by `seat` (given the settings, the game and what the hands play; what it keeps besides stays until
/// the demo is over), the game played there by the hands in a folder of its own, and wound up.
pub(super) fn play_demo<K>(
    args: &DemoArgs,
    settings: &Settings,
    no_pegs: bool,
    seat: impl FnOnce(&Settings, &PgnGame, HandsScript) -> Result<(DemoSeat, K), DemoError>,
) -> DemoResult {
    let settings = demo_settings(args, settings)?;
    let console = Console::new(&settings);
    let game = pick_game(args, &settings)?;
    let plies = game.moves.len().min(args.plies);
    introduce(console, &game, plies, no_pegs);
    let announcer = Announcer::open(&settings);
    let script = HandsScript {
        start: game.start.clone(),
        moves: game.moves[..plies].to_vec(),
        pace: Pace {
            speed: args.speed,
            notation: settings.notation,
        },
    };
    let (seat, _kept) = seat(&settings, &game, script)?;
    let config = SessionConfig::from_settings(&settings, game.start.clone());
    let dir = std::env::temp_dir().join(format!("pegchess-demo-{}", std::process::id()));
    let files = GameFiles::start(&dir, "demo", &config, None, game.tags)?;
    let window = args.window || settings.window;
    let table = Table {
        settings,
        announcer,
        start: Start::new(config),
        files,
        pegs: seat.pegs,
        eboard: seat.eboard,
        hands: Some(seat.hands),
        keys: false,
        voice: false,
        window,
    };
    let played = table.play()?;
    wind_up(console, &played, plies)
}

/// Says on the console which game the demo plays, and on which board.
fn introduce(console: Console, game: &PgnGame, plies: usize, no_pegs: bool) {
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
fn wind_up(console: Console, played: &Played, plies: usize) -> DemoResult {
    let (files, window) = (&played.files, played.window.as_ref());
    let recorded = played.session.record().moves().len();
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
fn demo_settings(args: &DemoArgs, settings: &Settings) -> Result<Settings, DemoError> {
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
fn play_hands(at: &AtTable, script: HandsScript, settle: Duration) {
    let HandsScript {
        start: mut pos,
        moves,
        pace,
    } = script;
    let (speed, tx) = (pace.speed, &at.events);
    let sighted = at.eboard.as_deref();
    let pause = |d: Duration| std::thread::sleep(d.div_f64(speed));
    let mut holes = pos.board().occupied();
    pause(Duration::from_millis(1500));
    let mut noise = Noise::clean();
    let mut piece_hands = PieceHands::seeded(1858);
    match (at.pegs.as_deref(), sighted) {
        (Some(sim), _) => {
            for mv in &moves {
                let sighted_first = pos.turn() == Color::Black;
                if let Some(dgt) = sighted.filter(|_| sighted_first) {
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
                if let Some(dgt) = sighted.filter(|_| !sighted_first) {
                    pause(Duration::from_millis(700));
                    sighted_hands(dgt, &pos, mv, &mut piece_hands, speed);
                }
                pos.play_unchecked(*mv);
                pause(Duration::from_millis(600));
            }
        }
        // Without a peg board (`--no-pegs`) the e-board alone plays.
        (None, Some(dgt)) => eboard_only(dgt, tx, &mut pos, &moves, &mut piece_hands, pace),
        (None, None) => {}
    }
    pause(Duration::from_millis(1500));
    // The e-board's last move stands once its hold is over (the holds are the table's, not the demo's pace).
    if sighted.is_some() {
        std::thread::sleep(crate::session::sighted::CASTLING_HOLD);
    }
}
