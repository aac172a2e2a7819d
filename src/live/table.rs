//! The one way a game is set up: a [`Table`] is what is at the table, described by `play`, `resume` and both
//! demos (the peg board real, simulated or none; the e-board real, simulated, relayed, read at the start or
//! none; simulated hands or not; keys, voice, window; speech; the game's files and start), and
//! [`Table::play`] wires it to the one loop (`live::run`): the session made (or a resumed one's words
//! journaled and its state said), the boards' links (`table/links.rs`), voice, the window, the keys
//! (`table/board_keys.rs`), the simulated hands (`table/simulated_hands.rs`); the set-up between games and the
//! next game (`table/between_games.rs`). Nothing else makes a game's `Session` or calls `live::run`.

mod between_games;
mod board_keys;
mod links;
mod simulated_hands;

pub use simulated_hands::{AtTable, Hands, wait_until};

use super::ports::{port_choice, sighted_choice};
use super::start_board::EBoardStart;
use super::windowed::{self, Windowed};
use super::{self as live, GameFiles};
use crate::board::dgt::link::DgtPort;
use crate::board::link_engine::LinkError;
use crate::board::peg::link::PortChoice;
use crate::config::Settings;
use crate::config::cli::BoardArgs;
use crate::game::journal::JournalError;
use crate::session::{Command, Effect, Event, GameWords, Session, SessionConfig};
use crate::speech::Phrase;
use crate::ui::announcer::Announcer;
use crate::ui::console::{Console, path_arg};
use crate::ui::errors;
use crate::voice::ears::Ears;
use crate::worker::Worker;
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
    /// The simulated e-board could not start.
    #[error("the simulated DGT e-board could not start: {0}")]
    SimulatedEBoard(std::io::Error),
    /// A board's port cannot be opened.
    #[error(transparent)]
    Link(#[from] LinkError),
    /// The next game's files cannot be made, or a resumed game's words journaled.
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// The set-up between games could not save the settings.
    #[error(transparent)]
    Setup(#[from] super::setup::SaveError),
}

/// The peg board at the table.
pub enum PegsAt {
    /// Looked for where the choice says: a port, every port, or none (no peg board at this table).
    Port(PortChoice),
    /// A simulated peg board, its pegs as the game's sensors last read them (a new game's start).
    Simulated,
}

/// The sighted player's DGT e-board at the table.
pub enum EBoardAt {
    /// None: the game hears so at once.
    None,
    /// On a serial port: a DGT e-board, or the player's end of a broadcast relay's cable.
    Port(DgtPort),
    /// The e-board the start was read from (`--chess960 board`), its link open.
    StartRead(EBoardStart),
    /// A simulated e-board showing what the game's e-board showed last (a new game's start); with `clock`, a
    /// simulated DGT 3000 behind it when the game has a time control.
    Simulated {
        /// Whether a DGT 3000 stands behind it.
        clock: bool,
    },
}

/// The game a table plays: a new one, or one rebuilt from its journal.
pub enum Start {
    /// A new game.
    New(Box<SessionConfig>),
    /// A game rebuilt from its journal.
    Resumed(Box<Resumed>),
}

impl Start {
    /// A new game of `config`.
    pub fn new(config: SessionConfig) -> Start {
        Start::New(Box::new(config))
    }

    /// The game `resumed` from its journal.
    pub fn resumed(resumed: Resumed) -> Start {
        Start::Resumed(Box::new(resumed))
    }
}

/// A game rebuilt from its journal, going on at its table.
pub struct Resumed {
    /// The game as its journal left it.
    pub session: Session,
    /// The journal's last time: the game's time goes on from there.
    pub at: Duration,
    /// The words the game goes on in, when a flag changed them (journaled first, so the next `resume` keeps
    /// them).
    pub words: Option<GameWords>,
    /// Said first: the game named, when others wait or its players are known.
    pub named: Option<Phrase>,
    /// Said after where the game stands: what a flag changed, once, and the other unfinished games.
    pub then: Vec<Phrase>,
}

/// What is at the table: everything [`Table::play`] sets up a game with.
pub struct Table {
    /// The settings the game starts with.
    pub settings: Settings,
    /// Speech, already open (what was said before the game, a start read from the e-board, went through it).
    pub announcer: Announcer,
    /// The game.
    pub start: Start,
    /// Its journal and score sheet.
    pub files: GameFiles,
    /// The peg board.
    pub pegs: PegsAt,
    /// The sighted player's e-board.
    pub eboard: EBoardAt,
    /// Simulated hands that play the game (the demos'): the game ends when they are done.
    pub hands: Option<Hands>,
    /// Whether the keys are read (a table with keys says it is ready, and how to get help).
    pub keys: bool,
    /// Whether voice input listens, when the settings name a model.
    pub voice: bool,
    /// Whether the window for the sighted side opens.
    pub window: bool,
}

/// What a table leaves when its games are over: the last game, its files and its window.
pub struct Played {
    /// The last game.
    pub session: Session,
    /// Its journal and score sheet.
    pub files: GameFiles,
    /// The window, while it is open.
    pub window: Option<Windowed>,
}

impl Table {
    /// A players' table (`play`, `resume`): the boards `board` names, with the settings' ports; the keys and
    /// voice; the window when `window`.
    pub fn players(
        board: &BoardArgs,
        settings: Settings,
        announcer: Announcer,
        start: Start,
        files: GameFiles,
        window: bool,
    ) -> Table {
        let (pegs, eboard) = boards_of(board, &settings);
        Table {
            settings,
            announcer,
            start,
            files,
            pegs,
            eboard,
            hands: None,
            keys: true,
            voice: true,
            window,
        }
    }

    /// Sets the table up and plays its games until the player leaves (or the hands are done): one game, and
    /// the next after the set-up between games when the player asks for it.
    pub fn play(self) -> Result<Played, TableError> {
        let Table {
            settings,
            announcer,
            start,
            mut files,
            pegs,
            eboard,
            hands,
            keys,
            voice,
            window,
        } = self;
        // A start read from the e-board was said with its number as it was found.
        let start_said = matches!(eboard, EBoardAt::StartRead(_));
        let (mut session, offset) = begin(start, &mut files, &announcer)?;
        session.set_announce_sighted(settings.announce_sighted_moves);
        let (tx, rx) = mpsc::channel::<Event>();
        let links = links::open(&session, pegs, eboard, Console::new(&settings), &tx)?;
        let ears = voice
            .then(|| open_ears(&settings, tx.clone(), &announcer))
            .flatten();
        let quit = Arc::new(AtomicBool::new(false));
        let window = Windowed::open(window, &settings, tx.clone());
        let (hands, cue) = match hands {
            Some(hands) => {
                let cue = Arc::new(simulated_hands::HandsCue::new(links.eboard()));
                let at = links.at_table(&tx);
                (Some(hands.spawn(at, cue.clone(), quit.clone())?), Some(cue))
            }
            None => (None, None),
        };
        let keys = keys.then(|| {
            let raw = board_keys::open(&session, &links, &settings, tx.clone(), quit.clone());
            // One short line, not the whole key list: `h` gives the help, in parts.
            announcer.say(&Phrase::Ready {
                single_keys: raw.is_some(),
            });
            raw
        });
        let seated = Seated {
            _keys: keys.flatten(),
            rx,
            relay: tx,
            quit,
            ears,
            window,
            cue,
            hands,
            links,
        };
        seated.games(Game {
            session,
            settings,
            announcer,
            files,
            offset,
            start_said,
        })
    }
}

/// The boards a players' table has by `board` and the settings' ports: each simulated when asked, else where
/// its port is given (`none`: not at this table), else the peg board searched for on every port and no e-board.
fn boards_of(board: &BoardArgs, settings: &Settings) -> (PegsAt, EBoardAt) {
    let pegs = if board.simulate {
        PegsAt::Simulated
    } else {
        PegsAt::Port(port_choice(board, settings, None))
    };
    let eboard = match sighted_choice(board, settings, None) {
        _ if board.simulate_sighted => EBoardAt::Simulated { clock: false },
        Some(port) => EBoardAt::Port(port),
        None => EBoardAt::None,
    };
    (pegs, eboard)
}

/// The session of `start`, and the time its game goes on from: a new game's from zero; a resumed game's
/// from its journal's last time, in the words asked for (journaled first), saying where it stands.
fn begin(
    start: Start,
    files: &mut GameFiles,
    announcer: &Announcer,
) -> Result<(Session, Duration), TableError> {
    let resumed = match start {
        Start::New(config) => return Ok((Session::new(*config), Duration::ZERO)),
        Start::Resumed(resumed) => resumed,
    };
    let Resumed {
        mut session,
        at,
        words,
        named,
        then,
    } = *resumed;
    if let Some(words) = words {
        let event = Event::Command(Command::Words(words));
        files.journal.append(at, &event)?;
        session.handle(event, at);
    }
    // Where the game stands, its table and an announcement not yet pressed, in the game's language; then
    // what a flag changed, once.
    let stands = session.resumed();
    for said in named.iter().chain(&stands).chain(&then) {
        announcer.say(said);
    }
    Ok((session, at))
}

/// A table set up: what its games are played with, kept open from one game to the next.
struct Seated {
    /// The terminal's raw mode while the keys are read (given back first as the table closes).
    _keys: Option<crate::ui::terminal::RawMode>,
    rx: mpsc::Receiver<Event>,
    /// The game's channel, for what the table itself sends (the DGT 3000 found again by the next game).
    relay: mpsc::Sender<Event>,
    quit: Arc<AtomicBool>,
    ears: Option<Ears>,
    window: Option<Windowed>,
    cue: Option<Arc<simulated_hands::HandsCue>>,
    hands: Option<Worker<()>>,
    links: links::Links,
}

/// One game at the table: its session, settings, speech and files, where its time starts, and whether its
/// start was said already.
struct Game {
    session: Session,
    settings: Settings,
    announcer: Announcer,
    files: GameFiles,
    offset: Duration,
    start_said: bool,
}

impl Seated {
    /// Plays `game`, and the next after the set-up between games while the player asks for it. A game played
    /// by simulated hands is theirs alone: its speech is waited for longer, and its score sheet is shown by
    /// the demo; a player's game says where its sheet was saved.
    fn games(mut self, mut game: Game) -> Result<Played, TableError> {
        loop {
            if !std::mem::take(&mut game.start_said) {
                say_start(&game.session, &game.announcer);
            }
            if let Some(w) = self.window.as_mut() {
                w.observe(&game.session, &[], game.offset);
            }
            let ended = self.one_game(&mut game)?;
            if let Some(hands) = self.hands.take() {
                // Hands lost were said in the game; the demo ends with what was played.
                let _lost = hands.join().err();
                game.announcer.finish(Duration::from_secs(20));
            } else {
                game.announcer.finish(Duration::from_secs(5));
                Console::new(&game.settings).line(
                    "console-score-sheet-saved",
                    &[("path", path_arg(&game.files.pgn))],
                );
            }
            let next = match ended {
                live::Ended::SetUp => between_games::next_game(
                    &game.session,
                    game.settings.clone(),
                    &mut game.files,
                    &self.rx,
                    &self.quit,
                    &self.relay,
                )?,
                live::Ended::Stopped => None,
            };
            let Some((session, settings)) = next else {
                let (session, files, window) = (game.session, game.files, self.window);
                return Ok(Played {
                    session,
                    files,
                    window,
                });
            };
            game.announcer = Announcer::open(&settings);
            (game.session, game.settings, game.offset) = (session, settings, Duration::ZERO);
        }
    }

    /// One game through the loop, watched by the window and the hands' cue.
    fn one_game(&mut self, game: &mut Game) -> Result<live::Ended, TableError> {
        let announcer = &game.announcer;
        let mut say = |p: &Phrase| announcer.say(p);
        let cue = self.cue.as_deref();
        let mut window = windowed::observer(&mut self.window);
        let mut observer = |session: &Session, effects: &[Effect], now: Duration| {
            if let Some(cue) = cue {
                cue.notice(session);
            }
            window(session, effects, now);
        };
        let sources = live::Sources {
            ears: self.ears.as_ref(),
            console: Console::new(&game.settings),
            ..live::Sources::new(&self.rx, &self.quit)
        };
        let loop_game = live::Game {
            offset: game.offset,
            dgt_clock: Some(&self.links.clock_tx),
            observer: Some(&mut observer),
            ..live::Game::new(sources, &mut game.files, &mut say)
        };
        Ok(live::run(&mut game.session, loop_game)?)
    }
}

/// A Chess960 game says so once as it begins, with its start's number (the typed `start` reads its back rank).
fn say_start(session: &Session, announcer: &Announcer) {
    if let Some(said) = Phrase::game_start(session.record().start()) {
        announcer.say(&said);
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_players_table_has_the_boards_given_simulated_or_on_their_ports() {
        let settings = Settings::default();
        let (pegs, eboard) = boards_of(&BoardArgs::default(), &settings);
        assert!(matches!(pegs, PegsAt::Port(PortChoice::Search)));
        assert!(matches!(eboard, EBoardAt::None));
        let simulated = BoardArgs {
            simulate: true,
            simulate_sighted: true,
            ..BoardArgs::default()
        };
        let (pegs, eboard) = boards_of(&simulated, &settings);
        assert!(matches!(pegs, PegsAt::Simulated));
        assert!(matches!(eboard, EBoardAt::Simulated { clock: false }));
        let ports = BoardArgs {
            port: Some("none".into()),
            sighted_port: Some("/dev/ttyACM0".into()),
            ..BoardArgs::default()
        };
        let (pegs, eboard) = boards_of(&ports, &settings);
        assert!(matches!(pegs, PegsAt::Port(PortChoice::None)));
        assert!(
            matches!(eboard, EBoardAt::Port(PortChoice::Path(p)) if p.as_os_str() == "/dev/ttyACM0")
        );
    }

    #[test]
    fn the_settings_ports_seat_the_boards_the_command_line_does_not_name() {
        let settings = Settings {
            port: Some("none".into()),
            sighted_board: Some("/dev/ttyUSB1".into()),
            ..Settings::default()
        };
        let (pegs, eboard) = boards_of(&BoardArgs::default(), &settings);
        assert!(matches!(pegs, PegsAt::Port(PortChoice::None)));
        assert!(
            matches!(eboard, EBoardAt::Port(PortChoice::Path(p)) if p.as_os_str() == "/dev/ttyUSB1")
        );
    }
}
