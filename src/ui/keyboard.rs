//! The keyboard thread: keys read from the console (single keys on a terminal, lines otherwise) and sent to
//! the game as session commands, board keys to a simulated board.

use super::console::Console;
use super::terminal::{self, Pressed, RawMode};
use super::typed::{Key, KeyError, parse_in};
use crate::notation::Language;
use crate::session::{Command, Event, Query};
use crate::speech::phrases::phrase::HelpTopic;
use std::io::{BufRead, IsTerminal};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

/// Where board keys go on a simulated board.
pub type BoardKeys = Box<dyn Fn(&Key) + Send>;

/// What the keys remember between presses: the next part of the help, and a first `q`.
struct Keyboard {
    tx: Sender<Event>,
    console: Console,
    /// The piece letters typed keys are read in (the settings' notation, whatever the console prints).
    letters: Language,
    board: Option<BoardKeys>,
    /// On a terminal a stray `q` must not end the game: the first says how to leave, the second leaves.
    confirm_quit: bool,
    leaving: bool,
    next_help: HelpTopic,
}

impl Keyboard {
    /// Acts on one key; `false` when the keys are done (leave, or the game loop is gone).
    fn key(&mut self, key: Result<Key, KeyError>) -> bool {
        let leaving = std::mem::take(&mut self.leaving);
        if key != Ok(Key::Help) {
            self.next_help = HelpTopic::Part(1);
        }
        let ask = |tx: &Sender<Event>, q| tx.send(Event::Command(Command::Ask(q))).is_ok();
        match key {
            Ok(Key::Command(c)) => self.tx.send(Event::Command(c)).is_ok(),
            Ok(Key::Help) => {
                let topic = self.next_help;
                self.next_help = topic.next();
                ask(&self.tx, Query::Help(topic))
            }
            Ok(Key::Quit) if self.confirm_quit && !leaving => {
                self.leaving = true;
                ask(&self.tx, Query::Help(HelpTopic::Leave))
            }
            Ok(Key::Quit) => false,
            Ok(Key::Nothing) => true,
            Ok(
                key @ (Key::Peg(..) | Key::Lever | Key::Button(_) | Key::Sighted(_) | Key::Sheet),
            ) => {
                match &self.board {
                    Some(b) => b(&key),
                    None => eprintln!("{}", self.console.text("console-key-no-board", &[])),
                }
                true
            }
            Err(e) => {
                eprintln!("{}", super::errors::key(&e, self.console));
                true
            }
        }
    }
}

/// Reads the keyboard on its own thread, sending commands until the player leaves or input ends, then
/// sets `quit`. On a terminal, keys act at once (see [`super::terminal`]) and the returned guard keeps
/// the terminal in that mode until it is dropped; otherwise (a pipe, a script) one line is one key.
/// Board keys (pegs, lever) go to `board`, when there is a simulated board; mistakes are said on `console`;
/// piece letters are read in the `letters` of the player's edition.
pub fn spawn(
    (console, letters): (Console, Language),
    tx: Sender<Event>,
    board: Option<BoardKeys>,
    quit: Arc<AtomicBool>,
) -> Option<RawMode> {
    let raw = if std::io::stdin().is_terminal() {
        RawMode::enable().ok()
    } else {
        None
    };
    let single_keys = raw.is_some();
    std::thread::Builder::new()
        .name("keys".into())
        .spawn(move || {
            let mut keyboard = Keyboard {
                tx: tx.clone(),
                console,
                letters,
                board,
                confirm_quit: single_keys,
                leaving: false,
                next_help: HelpTopic::Part(1),
            };
            if single_keys {
                terminal::read_keys(|pressed| match pressed {
                    Pressed::At(key) => keyboard.key(Ok(key)),
                    Pressed::Line(line) => {
                        let key = parse_in(&line, keyboard.letters);
                        keyboard.key(key)
                    }
                    Pressed::Nothing => true,
                });
            } else {
                for line in std::io::stdin().lock().lines() {
                    let Ok(line) = line else { break };
                    let key = parse_in(&line, keyboard.letters);
                    if !keyboard.key(key) {
                        break;
                    }
                }
            }
            quit.store(true, Ordering::SeqCst);
            // Wake the game loop, which sleeps while nothing is pending.
            let _ = tx.send(Event::Tick);
        })
        .expect("spawn keyboard thread");
    raw
}
