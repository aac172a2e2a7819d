//! Between games at the table (the player asked for the set-up with a long press of the speak button): the
//! spoken set-up on the board's buttons, then the next game with its choices, in new files.

use super::TableError;
use crate::config::Settings;
use crate::game::chess960::GameStart;
use crate::live::{self, GameFiles};
use crate::session::{Event, Session, SessionConfig};
use crate::ui::console::{Console, path_arg};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Duration;

/// Between games (the player asked for the set-up): the spoken set-up on the board's buttons, then a new
/// game with its choices, in new files. The set-up asks which game, standing on the last game's (a new
/// round of Chess960 has its own draw: the digits stand on the last number); left without saving, the new
/// game is standard chess. `None` when the player left during the set-up.
pub(super) fn next_game(
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
    let (settings, game) = match live::setup::converse(&settings, &path, Some(last), &mut inputs)? {
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
