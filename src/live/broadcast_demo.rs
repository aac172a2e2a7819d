//! The demo at the broadcast table (`pegchess demo --broadcast`, `scripts/demo --broadcast`): a simulated DGT
//! LiveChess ([`crate::relay::standin`]) sends every move's position and clock, the relay passes them over a
//! null-modem cable of two pseudo-terminals ([`crate::relay::null_modem`]), and the game reads the player's end
//! at table 2 as it reads an e-board; the blind player's (White's) moves are typed as their announcements.
//! Everything of the relay is opened before the game confines itself (it then opens no socket of its own).

use super::demo::{DemoResult, DemoSeat, HandsScript, Pace, play_demo};
use super::table::{EBoardAt, Hands, PegsAt, wait_until};
use crate::board::dgt::dgt3000::ClockSide;
use crate::board::dgt::link::DgtPort;
use crate::board::peg::link::PortChoice;
use crate::config::Settings;
use crate::config::cli::DemoArgs;
use crate::notation::format_san;
use crate::notation::san::san_plus;
use crate::relay::Report;
use crate::relay::livechess::LiveClock;
use crate::relay::null_modem::NullModem;
use crate::relay::run::{Relay, RelayOptions};
use crate::relay::standin::{StandIn, StandInStep};
use crate::session::{Command, Event};
use crate::ui::console::{Console, path_arg};
use shakmaty::{Color, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::time::Duration;

/// The serial number of the demo's broadcast board.
const DEMO_SERIAL: &str = "24601";
/// How long the relay may take to subscribe and pass the board on before the game starts.
const SUBSCRIBE_WAIT: Duration = Duration::from_secs(5);

/// Runs `demo --broadcast`: a players' table with simulated hands, no peg board, and the e-board at the
/// player's end of the cable.
pub fn run(args: &DemoArgs, settings: &Settings) -> DemoResult {
    play_demo(args, settings, true, |settings, game, script| {
        let console = Console::new(settings);
        let livechess = Arc::new(StandIn::start(DEMO_SERIAL, game.start.board())?);
        let cable = NullModem::start()?;
        let relay = relay_up(&livechess, &cable, console)?;
        console.line(
            "console-demo-broadcast",
            &[("path", path_arg(cable.player_end()))],
        );
        let player_end = DgtPort::Path(cable.player_end().to_path_buf());
        let sends = livechess.clone();
        let hands = Hands::new(move |at| broadcast(&sends, &at.events, script));
        let seat = DemoSeat {
            pegs: PegsAt::Port(PortChoice::None),
            eboard: EBoardAt::Port(player_end),
            hands,
        };
        // The relay, LiveChess and the cable stay up until the demo is over.
        Ok((seat, (relay, livechess, cable)))
    })
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
fn broadcast(livechess: &StandIn, tx: &Sender<Event>, script: HandsScript) {
    let HandsScript {
        start: mut pos,
        moves,
        pace: Pace { speed, notation },
    } = script;
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
        livechess.play(StandInStep::Event {
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
}
