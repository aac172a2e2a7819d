//! The keyboard thread: keys read from the console (single keys on a terminal, lines otherwise) and sent to
//! the game as session commands, board keys to a simulated board.

use super::console::Console;
use super::terminal::{self, Pressed, RawMode};
use super::typed::{Key, KeyError, parse_in};
use crate::notation::Language;
use crate::session::{Command, Event, Query};
use crate::speech::phrases::phrase::HelpTopic;
use std::io::{BufRead, IsTerminal};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, PoisonError};

/// Where board keys go on a simulated board.
pub type BoardKeys = Box<dyn Fn(&Key) + Send>;

/// What the keys remember between presses: the next part of the help, and a first `q`.
struct Keyboard {
    tx: Sender<Event>,
    console: Console,
    /// The piece letters typed keys are read in (the settings' notation, whatever the console prints).
    letters: Language,
    board: Arc<Mutex<Option<BoardKeys>>>,
    /// On a terminal a stray `q` must not end the game: the first says how to leave, the second leaves.
    confirm_quit: bool,
    leaving: bool,
    next_help: HelpTopic,
}

impl Keyboard {
    /// Acts on one key; `false` when the keys are done (leave, or the game loop is gone).
    fn key(&mut self, key: Result<Key, KeyError>) -> bool {
        crate::worker::fault_point(crate::worker::WorkerKind::Keys);
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
                let board = self.board.lock().unwrap_or_else(PoisonError::into_inner);
                match board.as_ref() {
                    Some(b) => b(&key),
                    None => eprintln!("{}", self.console.text("console-key-no-board", &[])),
                }
                true
            }
            // Said by the session (a blind player does not read the console) and printed with what it says.
            Err(e) => {
                let why = super::errors::key(&e, self.console);
                self.tx.send(Event::Refused(why)).is_ok()
            }
        }
    }
}

/// Reads the keyboard on its own thread, sending commands until the player leaves or input ends, then
/// sets `quit`. On a terminal, keys act at once (see [`super::terminal`]) and the returned guard keeps
/// the terminal in that mode until it is dropped; otherwise (a pipe, a script) one line is one key.
/// Board keys (pegs, lever) go to `board`, when there is a simulated board; mistakes are said on `console`;
/// piece letters are read in the `letters` of the player's edition. A reader lost (its thread panicked) is
/// started again once, so the keys still work after the game says they stopped.
pub fn spawn(
    console: Console,
    letters: Language,
    tx: Sender<Event>,
    board: Option<BoardKeys>,
    quit: Arc<AtomicBool>,
) -> Option<RawMode> {
    let raw = if std::io::stdin().is_terminal() {
        RawMode::enable().ok()
    } else {
        None
    };
    let reader = Reader {
        console,
        letters,
        tx,
        board: Arc::new(Mutex::new(board)),
        quit,
        single_keys: raw.is_some(),
    };
    reader.start(true);
    raw
}

/// What a keys reader is started with, kept to start it again.
#[derive(Clone)]
struct Reader {
    console: Console,
    letters: Language,
    tx: Sender<Event>,
    board: Arc<Mutex<Option<BoardKeys>>>,
    quit: Arc<AtomicBool>,
    single_keys: bool,
}

impl Reader {
    /// Starts the reader's thread; `again`: a reader lost is started once more.
    fn start(self, again: bool) {
        let restart = self.clone();
        let fallback = move |_: &crate::worker::Lost| {
            if again {
                restart.start(false);
            }
        };
        let started = crate::worker::spawn_with_fallback(
            crate::worker::WorkerKind::Keys,
            fallback,
            move || self.read(),
        );
        if let Err(e) = started {
            // No keys: the boards and voice still play; the console says why.
            eprintln!("pegchess: cannot read the keys: {e}");
        }
    }

    /// Reads keys until the player leaves or input ends, then sets `quit` and wakes the game loop.
    fn read(self) {
        let mut keyboard = Keyboard {
            tx: self.tx.clone(),
            console: self.console,
            letters: self.letters,
            board: self.board,
            confirm_quit: self.single_keys,
            leaving: false,
            next_help: HelpTopic::Part(1),
        };
        if self.single_keys {
            terminal::read_keys(keyboard.letters, |pressed| match pressed {
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
        self.quit.store(true, Ordering::SeqCst);
        // Wake the game loop, which sleeps while nothing is pending.
        let _ = self.tx.send(Event::Tick);
    }
}
