//! `pegchess demo`: a short real game played by simulated hands on a simulated peg board, read through the
//! real serial path and announced as in a real game. Needs no hardware and finishes by itself.

use super::CommandResult;
use super::live::{self, GameFiles};
use crate::board::dgt::hands::PieceHands;
use crate::board::dgt::link::{self as dgt_link, DgtPort};
use crate::board::dgt::simulator::{DgtAction, SimDgt};
use crate::board::hands::{self, HandAction, Noise};
use crate::board::link::{self, PortChoice};
use crate::board::protocol::Button;
use crate::board::simulator::{SimAction, SimBoard};
use crate::config::Settings;
use crate::config::cli::DemoArgs;
use crate::game::pgn::{self, PgnGame};
use crate::session::{Command, Event, Session, SessionConfig};
use crate::ui::announcer::Announcer;
use shakmaty::{Chess, Color, Position};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::time::Duration;

/// The shared corpus beside the repository, where the demo takes its game from.
const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/corpus");

/// Used when the corpus is not there: Morphy against the Duke of Brunswick and Count Isouard, Paris 1858.
const FALLBACK: &str = "[Event \"Paris\"]\n[Site \"Paris\"]\n[Date \"1858.??.??\"]\n[Round \"?\"]\n\
[White \"Morphy, Paul\"]\n[Black \"Duke Karl / Count Isouard\"]\n[Result \"1-0\"]\n\n\
1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 \
10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 \
17. Rd8# 1-0\n";

/// Picks the demo game: the given file's first game, else the shortest corpus game of at least 20 plies.
fn pick_game(file: Option<&Path>) -> Result<PgnGame, String> {
    if let Some(path) = file {
        return pgn::read_file(path)
            .map_err(|e| e.to_string())?
            .into_iter()
            .flatten()
            .next()
            .ok_or_else(|| format!("{} holds no readable game", path.display()));
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(CORPUS)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.sort();
    let shortest = files
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .filter_map(|p| pgn::read_file(p).ok())
        .flatten()
        .flatten()
        .filter(|g| g.moves.len() >= 20)
        .min_by_key(|g| g.moves.len());
    match shortest {
        Some(g) => Ok(g),
        None => pgn::read_games(FALLBACK.as_bytes())
            .into_iter()
            .flatten()
            .next()
            .ok_or_else(|| "the built-in demo game is unreadable".to_string()),
    }
}

/// Runs `demo`.
pub fn run(args: &DemoArgs, settings: &Settings) -> CommandResult {
    if !(args.speed > 0.0 && args.speed <= 100.0) {
        return Err(format!(
            "--speed {} is out of range; use a number above 0 and at most 100",
            args.speed
        )
        .into());
    }
    let game = pick_game(args.pgn.as_deref())?;
    let plies = game.moves.len().min(args.plies);
    println!(
        "pegchess demo: a simulated peg board plays the first {plies} moves of {} - {} ({}, {}).",
        game.tag("White").unwrap_or("?"),
        game.tag("Black").unwrap_or("?"),
        game.tag("Event").unwrap_or("?"),
        game.tag("Date").unwrap_or("?"),
    );
    let announcer = Announcer::open(settings);
    let sim = Arc::new(SimBoard::start(
        game.start.board().occupied(),
        Duration::from_secs(1),
    )?);
    let config = SessionConfig::from_settings(settings, game.start.clone());
    let dir = std::env::temp_dir().join(format!("pegchess-demo-{}", std::process::id()));
    let mut files = GameFiles::create(
        &dir,
        &format!("demo-{}", live::stamp()),
        &config,
        game.tags.clone(),
    )?;
    let (tx, rx) = mpsc::channel::<Event>();
    let _link = link::spawn(PortChoice::Path(sim.path().to_path_buf()), tx.clone());
    let sighted = if args.sighted {
        let dgt = Arc::new(SimDgt::start(game.start.board(), false)?);
        let handle = dgt_link::spawn(DgtPort::Path(dgt.path().to_path_buf()), tx.clone())?;
        println!(
            "The sighted player's simulated DGT e-board is at {}.",
            dgt.path().display()
        );
        Some((dgt, handle))
    } else {
        None
    };
    let done = Arc::new(AtomicBool::new(false));
    let hands = {
        let (sim, done, moves) = (sim.clone(), done.clone(), game.moves[..plies].to_vec());
        let (start, speed, settle) = (game.start.clone(), args.speed, settings.settle);
        let dgt = sighted.as_ref().map(|(d, _)| d.clone());
        std::thread::spawn(move || {
            let boards = Boards {
                pegs: &sim,
                sighted: dgt.as_deref(),
            };
            play_hands(&boards, &tx, start, &moves, speed, settle, &done)
        })
    };
    let mut session = Session::new(config);
    session.set_announce_sighted(settings.announce_sighted_moves);
    live::run(
        &mut session,
        &rx,
        &mut files,
        &mut |p| announcer.say(p),
        None,
        Duration::ZERO,
        &done,
    )?;
    let _ = hands.join();
    announcer.finish(Duration::from_secs(20));
    println!(
        "\nThe score sheet the program kept ({}):\n",
        files.pgn.display()
    );
    print!("{}", std::fs::read_to_string(&files.pgn)?);
    let recorded = session.record().moves().len();
    if recorded != plies {
        return Err(format!("the program recorded {recorded} of {plies} moves").into());
    }
    Ok(())
}

/// The simulated boards the demo's hands move.
struct Boards<'a> {
    pegs: &'a SimBoard,
    sighted: Option<&'a SimDgt>,
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
    let sim = boards.pegs;
    let mut noise = Noise::clean();
    let mut piece_hands = PieceHands::seeded(1858);
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
    pause(Duration::from_millis(1500));
    done.store(true, Ordering::SeqCst);
    // Wake the game loop, which sleeps while nothing is pending.
    let _ = tx.send(Event::Tick);
}
