//! The demo at the broadcast table (`pegchess demo --broadcast`, `scripts/demo --broadcast`): a simulated DGT
//! LiveChess ([`crate::relay::standin`]) sends every move's position and clock, the relay passes them over a
//! null-modem cable of two pseudo-terminals ([`crate::relay::null_modem`]), and the game reads the player's end
//! at table 2 as it reads an e-board; the blind player's (White's) moves are typed as their announcements.
//! Everything of the relay is opened before the game confines itself (it then opens no socket of its own).

use super::demo::{DemoResult, Pace, demo_settings, introduce, pick_game, wait_until, wind_up};
use crate::board::dgt::dgt3000::ClockSide;
use crate::board::dgt::link::{self as dgt_link, DgtPort};
use crate::board::peg::link::{self, PortChoice};
use crate::config::Settings;
use crate::config::cli::DemoArgs;
use crate::live::{self, GameFiles};
use crate::notation::format_san;
use crate::notation::san::san_plus;
use crate::relay::Report;
use crate::relay::livechess::LiveClock;
use crate::relay::null_modem::NullModem;
use crate::relay::run::{Relay, RelayOptions};
use crate::relay::standin::{StandIn, Step};
use crate::session::{Command, Event, Session, SessionConfig};
use crate::ui::announcer::Announcer;
use crate::ui::console::{Console, path_arg};
use shakmaty::{Chess, Color, Move, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::time::Duration;

/// The serial number of the demo's broadcast board.
const DEMO_SERIAL: &str = "24601";
/// How long the relay may take to subscribe and pass the board on before the game starts.
const SUBSCRIBE_WAIT: Duration = Duration::from_secs(5);

/// Runs `demo --broadcast`.
pub fn run(args: &DemoArgs, settings: &Settings) -> DemoResult {
    let settings = &demo_settings(args, settings)?;
    let console = Console::new(settings);
    let game = pick_game(args, settings)?;
    let plies = game.moves.len().min(args.plies);
    introduce(console, &game, plies, true);
    let announcer = Announcer::open(settings);
    let livechess = StandIn::start(DEMO_SERIAL, game.start.board())?;
    let cable = NullModem::start()?;
    let _relay = relay_up(&livechess, &cable, console)?;
    console.line(
        "console-demo-broadcast",
        &[("path", path_arg(cable.player_end()))],
    );
    let config = SessionConfig::from_settings(settings, game.start.clone());
    let dir = std::env::temp_dir().join(format!("pegchess-demo-{}", std::process::id()));
    let mut files = GameFiles::start(&dir, "demo", &config, None, game.tags.clone())?;
    let (tx, rx) = mpsc::channel::<Event>();
    live::report_lost_workers(&tx);
    let _pegs = link::spawn(PortChoice::None, tx.clone())?;
    let (clock_tx, clock_rx) = mpsc::channel();
    let player_end = DgtPort::Path(cable.player_end().to_path_buf());
    let _eboard = dgt_link::spawn_with_clock(player_end, tx.clone(), clock_rx)?;
    let done = AtomicBool::new(false);
    // The hands wait until the table says it has the e-board (its link greets it while the game is set up).
    let seated = AtomicBool::new(false);
    let mut session = Session::new(config);
    session.set_announce_sighted(settings.announce_sighted_moves);
    let moves = &game.moves[..plies];
    let pace = Pace {
        speed: args.speed,
        notation: settings.notation,
    };
    std::thread::scope(|scope| -> DemoResult {
        let hands = crate::worker::spawn_scoped(scope, crate::worker::WorkerKind::Hands, || {
            // Hands lost end the game as hands done do.
            let _ends = EndsTheGame(&done, &tx);
            wait_until(SUBSCRIBE_WAIT, || seated.load(Ordering::SeqCst));
            broadcast(&livechess, &tx, game.start.clone(), moves, pace, &done);
        })?;
        let mut say = |p: &crate::speech::Phrase| {
            use crate::speech::{Phrase, phrases::phrase::Presence};
            if matches!(
                p,
                Phrase::Table {
                    eboard: Presence::Connected,
                    ..
                }
            ) {
                seated.store(true, Ordering::SeqCst);
            }
            announcer.say(p)
        };
        let sources = live::Sources {
            console,
            ..live::Sources::new(&rx, &done)
        };
        let game = live::Game {
            dgt_clock: Some(&clock_tx),
            ..live::Game::new(sources, &mut files, &mut say)
        };
        let played = live::run(&mut session, game);
        // Hands lost were said in the game; the demo ends with what was played.
        let _hands_lost = hands.join().err();
        played?;
        Ok(())
    })?;
    announcer.finish(Duration::from_secs(20));
    let recorded = session.record().moves().len();
    wind_up(console, &files, None, recorded, plies)
}

/// The relay between the stand-in and the cable, started and waited for until it passes the board on (the
/// game starts then, as in a hall where the relay is up before the round: a table that finds the relay without
/// its board would start the game by announcement alone).
fn relay_up(
    livechess: &StandIn,
    cable: &NullModem,
    console: Console,
) -> Result<Relay, crate::relay::RelayError> {
    let options = RelayOptions {
        url: livechess.url(),
        serialnr: DEMO_SERIAL.into(),
        port: cable.relay_end().to_path_buf(),
        white: ClockSide::Left,
        poll: crate::relay::websocket::POLL_EVERY,
    };
    let up = Arc::new(AtomicBool::new(false));
    let heard_up = up.clone();
    let relay = Relay::start(options, move |r| {
        if r == Report::Up {
            heard_up.store(true, Ordering::SeqCst);
        }
        crate::relay::say(&r, console)
    })?;
    wait_until(SUBSCRIBE_WAIT, || {
        livechess.subscribed() && up.load(Ordering::SeqCst)
    });
    Ok(relay)
}

/// The broadcast board's moves as LiveChess sends them: White's announced first (typed, in the notation's
/// letters), then each position with the clock's times; the game stopped when the last has stood.
fn broadcast(
    livechess: &StandIn,
    tx: &Sender<Event>,
    mut pos: Chess,
    moves: &[Move],
    Pace { speed, notation }: Pace,
    done: &AtomicBool,
) {
    let pause = |d: Duration| std::thread::sleep(d.div_f64(speed));
    let mut clock = (Duration::from_secs(5400), Duration::from_secs(5400));
    pause(Duration::from_millis(1500));
    for (ply, mv) in moves.iter().enumerate() {
        let mover = pos.turn();
        if mover == Color::White {
            let said = format_san(notation, san_plus(&pos, *mv));
            let _ = tx.send(Event::Command(Command::Typed(said)));
            pause(Duration::from_millis(1200));
        }
        pos.play_unchecked(*mv);
        let spent = Duration::from_secs(20 + ply as u64 % 7 * 5);
        let left = match mover {
            Color::White => &mut clock.0,
            Color::Black => &mut clock.1,
        };
        *left = left.saturating_sub(spent);
        livechess.play(Step::Event {
            board: Some(pos.board().clone()),
            clock: Some(LiveClock {
                white: clock.0,
                black: clock.1,
                run: Some(pos.turn() == Color::White),
            }),
        });
        pause(Duration::from_millis(2500));
    }
    pause(Duration::from_millis(1500));
    // The last move stands once its hold is over (the holds are the table's, not the demo's pace).
    std::thread::sleep(crate::session::sighted::CASTLING_HOLD);
    done.store(true, Ordering::SeqCst);
    let _ = tx.send(Event::Tick);
}

/// Ends the demo's game when dropped: the hands are done, or were lost.
struct EndsTheGame<'a>(&'a AtomicBool, &'a Sender<Event>);

impl Drop for EndsTheGame<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::SeqCst);
        let _ = self.1.send(Event::Tick);
    }
}
