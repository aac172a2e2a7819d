//! The keys at the table, read on their own thread (see [`keyboard::spawn`]), with the simulated boards'
//! keys where there are simulated boards: pegs in and out and the lever on the peg board, `sighted ...` on the
//! e-board (a hand holding the pieces lifted), `sheet` for the game's score sheets.

use super::links::Links;
use crate::board::dgt::hands::PieceAction;
use crate::board::dgt::simulator::{DgtAction, SimDgt};
use crate::board::peg::simulator::{SimAction, SimBoard};
use crate::config::Settings;
use crate::session::{Event, Session};
use crate::ui::announcer::Announcer;
use crate::ui::console::Console;
use crate::ui::keyboard::{self, BoardKeys};
use crate::ui::typed::{Key, SightedKey};
use shakmaty::{Bitboard, Board, Piece, Position};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Duration;

/// The keys read on their own thread, with the simulated boards' keys of `links`; the terminal's raw mode
/// while they are read.
pub(super) fn open(
    session: &Session,
    links: &Links,
    settings: &Settings,
    tx: mpsc::Sender<Event>,
    quit: Arc<AtomicBool>,
) -> Option<crate::ui::terminal::RawMode> {
    let board_keys = board_keys(
        links.sim.clone(),
        links.sighted_sim.clone(),
        session.position().board(),
        session.record().start().board(),
        settings.clone(),
    );
    let console = Console::new(settings);
    keyboard::spawn(console, settings.notation, tx, Some(board_keys), quit)
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
            let said = crate::live::sheets::all_sheets(&settings, settings.locale);
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
                crate::live::setup::press_simulated(sim, *input);
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
