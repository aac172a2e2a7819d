//! A game at the table: the boards' links (the peg board, the sighted player's e-board with its DGT 3000),
//! the simulated boards and their keys, speech, voice and the window, wired to the one loop (`live::run`);
//! the set-up between games and the next game; where a resumed game looks for its boards. `play`, `resume`
//! and nothing else start a game here.

use super::ports::{port_choice, sighted_choice};
use super::start_board::EBoardStart;
use super::windowed::{self, Windowed};
use super::{self as live, GameFiles};
use crate::board::dgt::hands::PieceAction;
use crate::board::dgt::link as dgt_link;
use crate::board::dgt::simulator::{DgtAction, SimDgt};
use crate::board::link_engine::LinkError;
use crate::board::peg::link;
use crate::board::peg::simulator::{SimAction, SimBoard};
use crate::config::Settings;
use crate::config::cli::BoardArgs;
use crate::game::chess960::GameStart;
use crate::game::journal::JournalError;
use crate::session::{Event, Session, SessionConfig};
use crate::ui::announcer::Announcer;
use crate::ui::console::{Console, path_arg};
use crate::ui::errors;
use crate::ui::keyboard::{self, BoardKeys};
use crate::ui::typed::{Key, SightedKey};
use crate::voice::ears::Ears;
use shakmaty::{Bitboard, Board, Piece, Position};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Duration;

/// Why a game at the table stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// A simulator, the terminal or the game's files failed.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// A board's port cannot be opened.
    #[error(transparent)]
    Link(#[from] LinkError),
    /// The next game's files cannot be made.
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// The set-up between games could not save the settings.
    #[error(transparent)]
    Setup(#[from] super::setup::SaveError),
}

/// Where a resumed game looks for its boards: as given, and where the journal says the game was played
/// without a board that the command line does not name, without it again (a game with no peg board is not
/// resumed looking for one).
pub fn resumed_table(given: &BoardArgs, session: &Session) -> BoardArgs {
    use crate::speech::phrases::phrase::Presence;
    let mut board = given.clone();
    let table = session.boards_present();
    if board.port.is_none() && !board.simulate && table.pegs() == Some(Presence::Absent) {
        board.port = Some("none".into());
    }
    if board.sighted_port.is_none()
        && !board.simulate_sighted
        && table.eboard() == Some(Presence::Absent)
    {
        board.sighted_port = Some("none".into());
    }
    board
}

/// What the live part of `play` and `resume` works with besides the game.
pub struct TableGame<'a> {
    /// Where the boards are.
    pub board: &'a BoardArgs,
    /// The settings the game starts with.
    pub settings: &'a Settings,
    /// Speech, already open (the start read from the e-board was said through it).
    pub announcer: Announcer,
    /// The sighted e-board, already open when the start was read from it.
    pub eboard: Option<EBoardStart>,
    /// Whether the window for the sighted side opens.
    pub window: bool,
}

/// The live part shared by `play` and `resume`: time starts at `offset`, a simulated board with `sim_holes`;
/// with the table's `window`, the window for the sighted side opens beside speech and the console.
pub fn at_board(
    mut session: Session,
    table: TableGame<'_>,
    files: &mut GameFiles,
    mut offset: Duration,
    sim_holes: Bitboard,
) -> Result<(), TableError> {
    let TableGame {
        board,
        settings,
        mut announcer,
        eboard,
        window,
    } = table;
    // A start read from the e-board was said with its number as it was found.
    let mut start_said = eboard.is_some();
    session.set_announce_sighted(settings.announce_sighted_moves);
    let (tx, rx) = mpsc::channel::<Event>();
    let Links {
        _pegs,
        _sighted,
        sim,
        sighted_sim,
        clock_tx,
    } = links(&session, board, settings, eboard, sim_holes, &tx)?;
    let ears = open_ears(settings, tx.clone(), &announcer);
    let quit = Arc::new(AtomicBool::new(false));
    let mut window = Windowed::open(window, settings, tx.clone());
    let relay = tx.clone();
    let raw_keys = open_keys(
        &session,
        sim.clone(),
        sighted_sim.clone(),
        settings,
        tx,
        quit.clone(),
    );
    // One short line, not the whole key list: `h` gives the help, in parts.
    announcer.say(&crate::speech::Phrase::Ready {
        single_keys: raw_keys.is_some(),
    });
    let mut settings = settings.clone();
    loop {
        if !std::mem::take(&mut start_said) {
            say_start(&session, &announcer);
        }
        if let Some(w) = window.as_mut() {
            w.observe(&session, &[], offset);
        }
        let mut say = |p: &crate::speech::Phrase| announcer.say(p);
        let mut observer = windowed::observer(&mut window);
        let sources = live::Sources {
            ears: ears.as_ref(),
            console: Console::new(&settings),
            ..live::Sources::new(&rx, &quit)
        };
        let game = live::Game {
            offset,
            dgt_clock: Some(&clock_tx),
            observer: Some(&mut observer),
            ..live::Game::new(sources, files, &mut say)
        };
        let ended = live::run(&mut session, game)?;
        announcer.finish(Duration::from_secs(5));
        Console::new(&settings).line(
            "console-score-sheet-saved",
            &[("path", path_arg(&files.pgn))],
        );
        if ended != live::Ended::SetUp {
            drop(raw_keys);
            return Ok(());
        }
        let Some((next, chosen)) = next_game(&session, settings, files, &rx, &quit, &relay)? else {
            return Ok(());
        };
        (session, settings) = (next, chosen);
        announcer = Announcer::open(&settings);
        offset = Duration::ZERO;
    }
}

/// The boards' links of a game and what goes with them, kept open while it is played.
struct Links {
    _pegs: link::LinkHandle,
    _sighted: Option<dgt_link::DgtHandle>,
    sim: Option<Arc<SimBoard>>,
    sighted_sim: Option<Arc<SimDgt>>,
    clock_tx: mpsc::Sender<crate::board::dgt::dgt3000::ClockFace>,
}

/// The keys read on their own thread (see [`keyboard::spawn`]), with the simulated boards' keys where there
/// are simulated boards; the terminal's raw mode while they are read.
fn open_keys(
    session: &Session,
    sim: Option<Arc<SimBoard>>,
    sighted_sim: Option<Arc<SimDgt>>,
    settings: &Settings,
    tx: mpsc::Sender<Event>,
    quit: Arc<AtomicBool>,
) -> Option<crate::ui::terminal::RawMode> {
    let board_keys = board_keys(
        sim,
        sighted_sim,
        session.position().board(),
        session.record().start().board(),
        settings.clone(),
    );
    let console = Console::new(settings);
    keyboard::spawn(console, settings.notation, tx, Some(board_keys), quit)
}

/// Opens the simulated boards asked for (the peg board with `sim_holes`), the peg board's link and the sighted
/// player's e-board's (the one the start was read from, if any), all reporting into `tx`, and every worker of
/// the table lost (speech, links, voice, keys, window) with them.
fn links(
    session: &Session,
    board: &BoardArgs,
    settings: &Settings,
    eboard: Option<EBoardStart>,
    sim_holes: Bitboard,
    tx: &mpsc::Sender<Event>,
) -> Result<Links, TableError> {
    live::report_lost_workers(tx);
    let simulated = board.simulate_sighted && eboard.is_none();
    let (sim, sighted_sim) = simulators(
        board,
        sim_holes,
        // A resumed game's simulated e-board comes back with the pieces it showed last.
        simulated.then(|| {
            session
                .sighted()
                .board()
                .unwrap_or_else(|| session.position().board())
        }),
    )?;
    let pegs = link::spawn(port_choice(board, settings, sim.as_deref()), tx.clone())?;
    let clocked = session.timekeeper().is_some();
    let (sighted, sighted_sim, clock_tx) =
        sighted_link(eboard, board, settings, sighted_sim, clocked, tx)?;
    Ok(Links {
        _pegs: pegs,
        _sighted: sighted,
        sim,
        sighted_sim,
        clock_tx,
    })
}

/// The sighted e-board's link (none at a table without one), the simulated e-board, where the clock's faces go.
type SightedLink = (
    Option<dgt_link::DgtHandle>,
    Option<Arc<SimDgt>>,
    mpsc::Sender<crate::board::dgt::dgt3000::ClockFace>,
);

/// The sighted player's e-board: the link already open when the start was read from it, or one opened now
/// (driving a DGT 3000 behind it when a talking clock runs), or none, which the game hears at once. The
/// link, the simulated e-board if any, and where the talking clock's faces go.
fn sighted_link(
    eboard: Option<EBoardStart>,
    board: &BoardArgs,
    settings: &Settings,
    sim: Option<Arc<SimDgt>>,
    clocked: bool,
    tx: &mpsc::Sender<Event>,
) -> Result<SightedLink, LinkError> {
    if let Some(read) = eboard {
        let (handle, sim, faces) = read.attach(tx);
        return Ok((Some(handle), sim, faces));
    }
    let (clock_tx, clock_rx) = mpsc::channel();
    let handle = match sighted_choice(board, settings, sim.as_deref()) {
        Some(choice) if clocked => dgt_link::spawn_with_clock(choice, tx.clone(), clock_rx)?,
        Some(choice) => dgt_link::spawn(choice, tx.clone())?,
        None => {
            // No e-board at this table: the game knows the whole table once the peg board's link reports.
            let _ = tx.send(Event::Sighted(dgt_link::DgtEvent::Missing {
                looking: false,
            }));
            return Ok((None, sim, clock_tx));
        }
    };
    Ok((Some(handle), sim, clock_tx))
}

/// A Chess960 game says so once as it begins, with its start's number (the typed `start` reads its back rank).
fn say_start(session: &Session, announcer: &Announcer) {
    if let Some(said) = crate::speech::Phrase::game_start(session.record().start()) {
        announcer.say(&said);
    }
}

/// The simulated peg board (`--simulate`, its pegs in `holes`) and the simulated sighted e-board
/// (`--simulate-sighted`, its pieces as on `pieces`), when asked for.
type Simulators = (Option<Arc<SimBoard>>, Option<Arc<SimDgt>>);

/// Starts the simulated peg board `board` asks for, and a simulated e-board showing `pieces` if given.
fn simulators(
    board: &BoardArgs,
    holes: Bitboard,
    pieces: Option<&Board>,
) -> std::io::Result<Simulators> {
    let sim = if board.simulate {
        Some(Arc::new(SimBoard::start(holes, Duration::from_secs(1))?))
    } else {
        None
    };
    let sighted = match pieces {
        Some(pieces) => Some(Arc::new(SimDgt::start(pieces, false)?)),
        None => None,
    };
    Ok((sim, sighted))
}

/// Voice input, when the settings name a model (why not, said on the console); with a loudspeaker, the
/// recognition pauses while the program speaks (the microphone would hear it).
fn open_ears(settings: &Settings, tx: mpsc::Sender<Event>, announcer: &Announcer) -> Option<Ears> {
    let console = Console::new(settings);
    let ears = match Ears::open(settings, tx) {
        Ok(ears) => ears,
        Err(why) => {
            eprintln!("pegchess: {}", errors::voice::ears(&why, console));
            None
        }
    };
    if let Some((model, check)) = ears.as_ref().map(Ears::check) {
        errors::voice::show_check(model, check, console);
    }
    if let Some(ears) = ears.as_ref().filter(|_| settings.loudspeaker) {
        announcer.mirror_speaking(ears.pause().flag());
    }
    ears
}

/// Between games (the player asked for the set-up): the spoken set-up on the board's buttons, then a new
/// game with its choices, in new files. The set-up asks which game, standing on the last game's (a new
/// round of Chess960 has its own draw: the digits stand on the last number); left without saving, the new
/// game is standard chess. `None` when the player left during the set-up.
fn next_game(
    session: &Session,
    settings: Settings,
    files: &mut GameFiles,
    rx: &mpsc::Receiver<Event>,
    quit: &AtomicBool,
    relay: &mpsc::Sender<Event>,
) -> Result<Option<(Session, Settings)>, TableError> {
    let path = settings
        .config_file
        .clone()
        .unwrap_or_else(crate::config::settings::default_config_file);
    let mut inputs = between_games(rx, quit);
    let last = GameStart::of_position(session.record().start()).unwrap_or(GameStart::Standard);
    let (settings, game) = match super::setup::converse(&settings, &path, Some(last), &mut inputs)?
    {
        Some(saved) => (saved.choices.apply(settings), saved.game),
        None => (settings, None),
    };
    if quit.load(std::sync::atomic::Ordering::SeqCst) {
        return Ok(None);
    }
    let start = game.unwrap_or(GameStart::Standard).position();
    let config = SessionConfig::from_settings(&settings, start);
    *files = GameFiles::start(
        &live::games_dir(&settings),
        "game",
        &config,
        files.boards.clone(),
        crate::live::files::wall_clock().pgn_tags(),
    )?;
    Console::new(&settings).line(
        "console-journal",
        &[("path", path_arg(files.journal.path()))],
    );
    let lever = session.dgt_clock().lever_down();
    let mut next = Session::new(config);
    next.set_announce_sighted(settings.announce_sighted_moves);
    if let Some(down) = lever {
        // The DGT 3000 stays at the table: the new game finds it as it stands (and journals that).
        let found = crate::board::dgt::link::DgtEvent::Lever {
            down,
            pressed: false,
        };
        let _ = relay.send(Event::Sighted(found));
    }
    Ok(Some((next, settings)))
}

/// The set-up's presses between games: the board's buttons as the link reports them (on a simulated board
/// the keys `left`, `right`, `speak`, `speak long` press them), until the keys are done.
fn between_games<'a>(
    rx: &'a mpsc::Receiver<Event>,
    quit: &'a AtomicBool,
) -> impl FnMut() -> Option<crate::setup::Input> + 'a {
    let start = std::time::Instant::now();
    let mut buttons = crate::setup::Buttons::default();
    move || {
        while !quit.load(std::sync::atomic::Ordering::SeqCst) {
            match rx.recv_timeout(Duration::from_millis(200)) {
                Ok(Event::Board(crate::board::peg::link::LinkEvent::Button {
                    button,
                    pressed,
                })) => {
                    if let Some(input) = buttons.read(button, pressed, start.elapsed()) {
                        return Some(input);
                    }
                }
                Ok(_) | Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => return None,
            }
        }
        None
    }
}

/// Routes peg and lever keys to the simulated peg board, `sighted ...` keys to the simulated e-board
/// (whose hand holds the pieces lifted, last lifted on top; it shows `now`, and `sighted start` sets up
/// `start`, the game's start), and `sheet` to the game's score sheets.
fn board_keys(
    pegs: Option<Arc<SimBoard>>,
    sighted: Option<Arc<SimDgt>>,
    now: &Board,
    start: &Board,
    settings: Settings,
) -> BoardKeys {
    let holes = std::sync::Mutex::new(None::<Bitboard>);
    let hand = std::sync::Mutex::new((now.clone(), Vec::<Piece>::new()));
    let start = start.clone();
    let console = Console::new(&settings);
    Box::new(move |key| {
        if *key == Key::Sheet {
            // The newest journal is this game's: its sheets so far, said when written.
            let said = super::sheets::all_sheets(&settings, settings.locale);
            let announcer = Announcer::open(&settings);
            announcer.say(&said.into());
            announcer.finish(Duration::from_secs(10));
            return;
        }
        if let Key::Sighted(k) = key {
            match &sighted {
                Some(dgt) => sighted_key(dgt, &hand, *k, &start, console),
                None => eprintln!("{}", console.text("console-simulated-no-sighted", &[])),
            }
            return;
        }
        let Some(sim) = &pegs else {
            eprintln!("{}", console.text("console-simulated-no-pegs", &[]));
            return;
        };
        let mut holes = holes.lock().unwrap_or_else(|p| p.into_inner());
        let current = holes.get_or_insert_with(|| sim.start_holes());
        match key {
            Key::Peg(sq, true) => *current |= Bitboard::from_square(*sq),
            Key::Peg(sq, false) => *current &= !Bitboard::from_square(*sq),
            Key::Button(input) => {
                super::setup::press_simulated(sim, *input);
                return;
            }
            Key::Lever => {
                sim.act(SimAction::Button(
                    crate::board::peg::protocol::Button::RightLever,
                    true,
                ));
                sim.act(SimAction::Button(
                    crate::board::peg::protocol::Button::RightLever,
                    false,
                ));
                return;
            }
            _ => return,
        }
        sim.act(SimAction::Holes(*current));
    })
}

/// One `sighted ...` key on the simulated e-board (`sighted start` sets up `start`).
fn sighted_key(
    dgt: &SimDgt,
    hand: &std::sync::Mutex<(Board, Vec<Piece>)>,
    key: SightedKey,
    start: &Board,
    console: Console,
) {
    let mut hand = hand.lock().unwrap_or_else(|p| p.into_inner());
    let (board, held) = &mut *hand;
    match key {
        SightedKey::Lift(sq) => match board.piece_at(sq) {
            Some(p) => {
                held.push(p);
                PieceAction::Lift(sq).apply(board);
                dgt.act(DgtAction::Hand(PieceAction::Lift(sq)));
            }
            None => {
                let args = [("square", sq.to_string().into())];
                eprintln!("{}", console.text("console-simulated-no-piece", &args));
            }
        },
        SightedKey::Put(sq, named) => match named.or_else(|| held.pop()) {
            Some(p) => {
                PieceAction::Put(sq, p).apply(board);
                dgt.act(DgtAction::Hand(PieceAction::Put(sq, p)));
            }
            None => {
                let args = [("square", sq.to_string().into())];
                eprintln!("{}", console.text("console-simulated-empty-hand", &args));
            }
        },
        SightedKey::Clear => {
            *board = Board::empty();
            held.clear();
            dgt.act(DgtAction::Show(Board::empty()));
        }
        SightedKey::Start => {
            *board = start.clone();
            held.clear();
            dgt.act(DgtAction::Show(start.clone()));
        }
    }
}
