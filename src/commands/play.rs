//! `pegchess play` and `pegchess resume`: a game at the board, on real hardware or a simulated board.

use super::CommandResult;
use super::live::{self, GameFiles};
use super::windowed::{self, Windowed};
use crate::board::dgt::hands::PieceAction;
use crate::board::dgt::link::{self as dgt_link, DgtPort};
use crate::board::dgt::simulator::{DgtAction, SimDgt};
use crate::board::engine::{LinkError, port_free};
use crate::board::link::{self, PortChoice};
use crate::board::simulator::{SimAction, SimBoard};
use crate::config::Settings;
use crate::config::cli::{BoardArgs, PlayArgs, ResumeArgs};
use crate::game::pgn;
use crate::session::{Event, Session, SessionConfig};
use crate::ui::announcer::Announcer;
use crate::ui::console;
use crate::ui::keys::{self, Key, SightedKey};
use crate::voice::ears::Ears;
use shakmaty::{Bitboard, Board, Chess, Piece, Position};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Duration;

/// Where the link looks for the board: the simulated board's path, the port given, the settings' port,
/// or a search of every port.
pub fn port_choice(args: &BoardArgs, settings: &Settings, sim: Option<&SimBoard>) -> PortChoice {
    match (sim, &args.port, &settings.port) {
        (Some(sim), _, _) => PortChoice::Path(sim.path().to_path_buf()),
        (None, Some(p), _) | (None, None, Some(p)) => PortChoice::Path(p.into()),
        (None, None, None) => PortChoice::Search,
    }
}

/// Refuses, before a game is made, a board port another pegchess has (the link takes it when it starts).
fn ports_free(args: &BoardArgs, settings: &Settings) -> Result<(), LinkError> {
    let peg = port_choice(args, settings, None);
    let sighted = sighted_choice(args, settings, None);
    let named = [
        (!args.simulate).then_some(peg),
        sighted.filter(|_| !args.simulate_sighted),
    ];
    for choice in named.into_iter().flatten() {
        if let PortChoice::Path(p) = choice {
            port_free(&p)?;
        }
    }
    Ok(())
}

/// Where the sighted player's e-board is, if one is used: the simulated one's path, the port given, or the
/// settings' `sighted-board`.
pub fn sighted_choice(
    args: &BoardArgs,
    settings: &Settings,
    sim: Option<&SimDgt>,
) -> Option<DgtPort> {
    match (sim, &args.sighted_port, &settings.sighted_board) {
        (Some(sim), _, _) => Some(DgtPort::Path(sim.path().to_path_buf())),
        (None, Some(p), _) | (None, None, Some(p)) => Some(DgtPort::Path(p.into())),
        (None, None, None) => None,
    }
}

/// Runs `play`.
pub fn run(args: &PlayArgs, settings: &Settings) -> CommandResult {
    let (config, tags) = match &args.pgn {
        Some(path) => {
            let game = pgn::read_file(path)?
                .into_iter()
                .nth(args.game.saturating_sub(1))
                .ok_or_else(|| {
                    format!("{} has fewer than {} games", path.display(), args.game)
                })??;
            let mut config = SessionConfig::from_settings(settings, game.start.clone());
            config.moves = game.moves.clone();
            let tags = game
                .tags
                .into_iter()
                .filter(|(n, _)| SEVEN_TAGS.contains(&n.as_str()))
                .collect();
            (config, tags)
        }
        None => (
            SessionConfig::from_settings(settings, Chess::default()),
            live::today_tags(),
        ),
    };
    ports_free(&args.board, settings)?;
    let dir = live::games_dir(settings);
    let mut files = GameFiles::create(&dir, &format!("game-{}", live::stamp()), &config, tags)?;
    console::show(format_args!("journal: {}", files.journal.path().display()));
    console::show(format_args!("score sheet: {}", files.pgn.display()));
    let session = Session::new(config);
    let holes = session.position().board().occupied();
    let window = args.window || settings.window;
    at_board(
        session,
        &args.board,
        settings,
        &mut files,
        (Duration::ZERO, holes),
        window,
    )
}

/// The tags worth carrying over from an imported game: the Seven Tag Roster (Result is the program's) and
/// the players' ratings (for the `rating` question after the game).
const SEVEN_TAGS: [&str; 8] = [
    "Event", "Site", "Date", "Round", "White", "Black", "WhiteElo", "BlackElo",
];

/// Runs `resume`: rebuilds the game from its journal and carries on.
pub fn resume(args: &ResumeArgs, settings: &Settings) -> CommandResult {
    let path = match &args.journal {
        Some(p) => p.clone(),
        None => live::newest_journal(&live::games_dir(settings)).ok_or_else(|| {
            format!(
                "no game to resume in {}; name one with --journal FILE",
                live::games_dir(settings).display()
            )
        })?,
    };
    let (mut files, recovered) = GameFiles::reopen(&path)?;
    if let Some(damage) = &recovered.damage {
        eprintln!("pegchess: {damage}");
    }
    let (session, last) = live::rebuild(&recovered)?;
    if let Some(ending) = session.ending() {
        // A finished game is not played on: say its result and offer the score sheet.
        files.save(&session)?;
        let announcer = Announcer::open(settings);
        announcer.say(&crate::speech::Phrase::AlreadyOver(ending.outcome));
        console::show(format_args!(
            "the game in {} is over ({}); its score sheet is {}:\n",
            path.display(),
            ending.reason.describe(),
            files.pgn.display()
        ));
        print!("{}", std::fs::read_to_string(&files.pgn)?);
        announcer.finish(Duration::from_secs(5));
        return Ok(());
    }
    console::show(format_args!(
        "resuming {} after {} moves",
        path.display(),
        session.record().moves().len()
    ));
    let holes = session.position().board().occupied();
    let window = args.window || settings.window;
    at_board(
        session,
        &args.board,
        settings,
        &mut files,
        (last, holes),
        window,
    )
}

/// The live part shared by `play` and `resume`: time starts at `offset`, a simulated board with `sim_holes`;
/// with `window`, the window for the sighted side opens beside speech and the console.
fn at_board(
    mut session: Session,
    board: &BoardArgs,
    settings: &Settings,
    files: &mut GameFiles,
    (offset, sim_holes): (Duration, Bitboard),
    window: bool,
) -> CommandResult {
    let announcer = Announcer::open(settings);
    let sim = if board.simulate {
        Some(Arc::new(SimBoard::start(
            sim_holes,
            Duration::from_secs(1),
        )?))
    } else {
        None
    };
    let sighted_sim = if board.simulate_sighted {
        Some(Arc::new(SimDgt::start(session.position().board(), false)?))
    } else {
        None
    };
    session.set_announce_sighted(settings.announce_sighted_moves);
    let (tx, rx) = mpsc::channel::<Event>();
    let _link = link::spawn(port_choice(board, settings, sim.as_deref()), tx.clone())?;
    // With a talking clock, a DGT 3000 behind the sighted board shows it.
    let (clock_tx, clock_rx) = mpsc::channel();
    let _sighted_link = match sighted_choice(board, settings, sighted_sim.as_deref()) {
        Some(choice) if session.timekeeper().is_some() => {
            Some(dgt_link::spawn_with_clock(choice, tx.clone(), clock_rx)?)
        }
        Some(choice) => Some(dgt_link::spawn(choice, tx.clone())?),
        None => None,
    };
    let ears = match Ears::open(settings, tx.clone()) {
        Ok(ears) => ears,
        Err(why) => {
            eprintln!("pegchess: {why}");
            None
        }
    };
    if let Some(ears) = ears.as_ref().filter(|_| settings.loudspeaker) {
        // A loudspeaker would be heard by the microphone: recognition pauses while the program speaks.
        announcer.mirror_speaking(ears.pause().flag());
    }
    let quit = Arc::new(AtomicBool::new(false));
    let board_keys = Some(board_keys(
        sim.clone(),
        sighted_sim.clone(),
        session.position().board().clone(),
        settings.clone(),
    ));
    let mut window = Windowed::open(window, settings, tx.clone());
    let relay = tx.clone();
    let raw_keys = keys::spawn(tx, board_keys, quit.clone());
    // One short line, not the whole key list: `h` gives the help, in parts.
    announcer.say(&crate::speech::Phrase::Ready {
        single_keys: raw_keys.is_some(),
    });
    let mut announcer = announcer;
    let mut settings = settings.clone();
    let mut offset = offset;
    loop {
        if let Some(w) = window.as_mut() {
            w.observe(&session, &[], offset);
        }
        let ended = live::run_with_dgt_clock(
            &mut session,
            live::Sources {
                events: &rx,
                ears: ears.as_ref(),
                stop: &quit,
            },
            files,
            &mut |p| announcer.say(p),
            offset,
            Some(&clock_tx),
            &mut windowed::observer(&mut window),
        )?;
        announcer.finish(Duration::from_secs(5));
        console::show(format_args!("score sheet saved: {}", files.pgn.display()));
        if ended != live::Ended::SetUp {
            drop(raw_keys);
            return Ok(());
        }
        // Between games: the spoken set-up on the board's buttons, then a new game with its choices.
        let path = settings
            .config_file
            .clone()
            .unwrap_or_else(crate::config::settings::default_config_file);
        let mut inputs = between_games(&rx, &quit);
        if let Some(choices) = super::setup::converse(&settings, &path, &mut inputs)? {
            settings = choices.apply(settings);
        }
        if quit.load(std::sync::atomic::Ordering::SeqCst) {
            return Ok(());
        }
        let config = SessionConfig::from_settings(&settings, Chess::default());
        *files = GameFiles::create(
            &live::games_dir(&settings),
            &format!("game-{}", live::stamp()),
            &config,
            live::today_tags(),
        )?;
        console::show(format_args!("journal: {}", files.journal.path().display()));
        let lever = session.dgt_clock().lever_down();
        session = Session::new(config);
        session.set_announce_sighted(settings.announce_sighted_moves);
        if let Some(down) = lever {
            // The DGT 3000 stays at the table: the new game finds it as it stands (and journals that).
            let found = crate::board::dgt::link::DgtEvent::Lever {
                down,
                pressed: false,
            };
            let _ = relay.send(Event::Sighted(found));
        }
        announcer = Announcer::open(&settings);
        offset = Duration::ZERO;
    }
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
                Ok(Event::Board(crate::board::link::LinkEvent::Button { button, pressed })) => {
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
/// (whose hand holds the pieces lifted, last lifted on top), and `sheet` to the game's score sheets.
fn board_keys(
    pegs: Option<Arc<SimBoard>>,
    sighted: Option<Arc<SimDgt>>,
    start: Board,
    settings: Settings,
) -> keys::BoardKeys {
    let holes = std::sync::Mutex::new(None::<Bitboard>);
    let hand = std::sync::Mutex::new((start, Vec::<Piece>::new()));
    Box::new(move |key| {
        if *key == Key::Sheet {
            // The newest journal is this game's: its sheets so far, said when written.
            let said = super::sheet::all_sheets(&settings, settings.locale);
            let announcer = Announcer::open(&settings);
            announcer.say(&said.into());
            announcer.finish(Duration::from_secs(10));
            return;
        }
        if let Key::Sighted(k) = key {
            match &sighted {
                Some(dgt) => sighted_key(dgt, &hand, *k),
                None => eprintln!("there is no simulated sighted board: use --simulate-sighted"),
            }
            return;
        }
        let Some(sim) = &pegs else {
            eprintln!("there is no simulated peg board: use --simulate");
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
                    crate::board::protocol::Button::RightLever,
                    true,
                ));
                sim.act(SimAction::Button(
                    crate::board::protocol::Button::RightLever,
                    false,
                ));
                return;
            }
            _ => return,
        }
        sim.act(SimAction::Holes(*current));
    })
}

/// One `sighted ...` key on the simulated e-board.
fn sighted_key(dgt: &SimDgt, hand: &std::sync::Mutex<(Board, Vec<Piece>)>, key: SightedKey) {
    let mut hand = hand.lock().unwrap_or_else(|p| p.into_inner());
    let (board, held) = &mut *hand;
    match key {
        SightedKey::Lift(sq) => match board.piece_at(sq) {
            Some(p) => {
                held.push(p);
                PieceAction::Lift(sq).apply(board);
                dgt.act(DgtAction::Hand(PieceAction::Lift(sq)));
            }
            None => eprintln!("there is no piece on {sq} to lift"),
        },
        SightedKey::Put(sq, named) => match named.or_else(|| held.pop()) {
            Some(p) => {
                PieceAction::Put(sq, p).apply(board);
                dgt.act(DgtAction::Hand(PieceAction::Put(sq, p)));
            }
            None => eprintln!("no piece in hand: lift one first, or name it (sighted put {sq} Q)"),
        },
        SightedKey::Clear => {
            *board = Board::empty();
            held.clear();
            dgt.act(DgtAction::Show(Board::empty()));
        }
        SightedKey::Start => {
            *board = Board::default();
            held.clear();
            dgt.act(DgtAction::Show(Board::default()));
        }
    }
}
