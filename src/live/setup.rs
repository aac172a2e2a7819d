//! The spoken set-up on the board's buttons (or their keys), for `pegchess setup`, the first start and between games. Reads the buttons through the
//! board link (a real board, or a simulated one on a pseudo-terminal driven by the keys `left`, `right`,
//! `speak` and `speak long`), says what the pure [`crate::setup::Setup`] machine says, in the language
//! chosen, and writes the settings file, keeping every key it did not ask about. When a game follows (the
//! first start of `play`, and between games) it also asks which game, and hands the answer to that game
//! only: a Chess960 start is the round's draw, never a setting.

use super::ports::port_choice;
use crate::board::peg::link::{self, LinkEvent};
use crate::board::peg::protocol::Button;
use crate::board::peg::simulator::{SimAction, SimBoard};
use crate::config::Settings;
use crate::config::cli::{GlobalArgs, SetupArgs};
use crate::game::chess960::GameStart;
use crate::notation::Language;
use crate::session::LONG_PRESS;
use crate::settings_file::{broken_copy, read_table, write_table};
use crate::setup::{Buttons, Choices, Input, Outcome, Setup};
use crate::speech::{Phrase, Renderer, SetupPhrase};
use crate::ui::announcer::Announcer;
use crate::ui::console::{Console, path_arg};
use crate::ui::errors;
use crate::ui::terminal;
use crate::ui::typed::{self, Key};
use shakmaty::Bitboard;
use std::io::{BufRead, IsTerminal};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

/// What the set-up waits for.
#[derive(Debug)]
pub enum SetupEvent {
    /// The board link (buttons, connection).
    Board(LinkEvent),
    /// A key standing for a button, with no simulated board to press it on.
    Key(Input),
    /// The keys are done (`q`, or the end of input).
    Quit,
}

impl From<LinkEvent> for SetupEvent {
    fn from(e: LinkEvent) -> Self {
        SetupEvent::Board(e)
    }
}

/// Presses a button of the simulated board through its real serial path: down and up, a long press held
/// past [`LONG_PRESS`].
pub fn press_simulated(sim: &SimBoard, input: Input) {
    let (button, hold) = match input {
        Input::Left => (Button::LeftLever, Duration::ZERO),
        Input::Right => (Button::RightLever, Duration::ZERO),
        Input::Speak => (Button::Speak, Duration::from_millis(50)),
        Input::SpeakLong => (Button::Speak, LONG_PRESS + Duration::from_millis(200)),
    };
    sim.act(SimAction::Button(button, true));
    std::thread::sleep(hold);
    sim.act(SimAction::Button(button, false));
}

/// Says phrases in the set-up's current language, reopening the announcer when the language or rate changes.
struct Voice<'a> {
    settings: &'a Settings,
    /// The language and rate the announcer was opened with.
    language: Option<(Language, i8)>,
    announcer: Option<Announcer>,
}

impl<'a> Voice<'a> {
    fn new(settings: &'a Settings) -> Voice<'a> {
        Voice {
            settings,
            language: None,
            announcer: None,
        }
    }

    fn say(&mut self, language: Language, choices: &Choices, phrases: &[Phrase]) {
        // The engine speaks in the language chosen, at the rate chosen (heard from the next question on).
        let wanted = (language, choices.speech_rate);
        if self.language != Some(wanted) || self.announcer.is_none() {
            if let Some(old) = self.announcer.take() {
                old.finish(Duration::from_secs(10));
            }
            let mut s = self.settings.clone();
            s.locale = language;
            s.voice.rate = choices.speech_rate;
            let renderer = Renderer::new(language, choices.scheme, choices.form);
            self.announcer = Some(Announcer::with_renderer(&s, renderer));
            self.language = Some(wanted);
        }
        if let Some(announcer) = &self.announcer {
            for p in phrases {
                announcer.reply(p);
            }
        }
    }

    fn finish(&self) {
        if let Some(announcer) = &self.announcer {
            announcer.finish(Duration::from_secs(10));
        }
    }
}

/// Where one set-up key goes: to the simulated board's buttons, or straight to the set-up. `false` when
/// the set-up is gone.
fn press(tx: &Sender<SetupEvent>, sim: Option<&SimBoard>, input: Input) -> bool {
    match sim {
        Some(sim) => {
            press_simulated(sim, input);
            true
        }
        None => tx.send(SetupEvent::Key(input)).is_ok(),
    }
}

/// Reads the keys on their own thread: button keys go to the simulated board, or straight to the set-up.
/// At a terminal (`raw`), single keys act at once ([`terminal::button_of`]); otherwise typed lines. The
/// thread ends at the first key or line after `done` is set (Enter begins the game after a first start),
/// or at the end of input.
fn spawn_keys(
    tx: Sender<SetupEvent>,
    sim: Option<std::sync::Arc<SimBoard>>,
    done: std::sync::Arc<AtomicBool>,
    raw: bool,
    console: Console,
) -> Option<crate::worker::Worker<()>> {
    let spawned = crate::worker::spawn(crate::worker::WorkerKind::Buttons, move || {
        if raw {
            let never = AtomicBool::new(false);
            terminal::read_keys_until(&never, |key| {
                if done.load(Ordering::SeqCst) {
                    return false;
                }
                match terminal::button_of(&key) {
                    Some(Some(input)) => press(&tx, sim.as_deref(), input),
                    Some(None) => false,
                    None => true,
                }
            });
        } else {
            for line in std::io::stdin().lock().lines() {
                let Ok(line) = line else { break };
                if done.load(Ordering::SeqCst) {
                    return;
                }
                match typed::parse(&line) {
                    Ok(Key::Button(input)) => {
                        if !press(&tx, sim.as_deref(), input) {
                            return;
                        }
                    }
                    Ok(Key::Quit) => break,
                    Ok(Key::Nothing) => {}
                    Ok(_) | Err(_) => eprintln!("{}", console.text("console-setup-keys", &[])),
                }
            }
        }
        let _ = tx.send(SetupEvent::Quit);
    });
    match spawned {
        Ok(handle) => Some(handle),
        Err(e) => {
            let error = e.to_string().into();
            eprintln!(
                "{}",
                console.text("console-no-keyboard", &[("error", error)])
            );
            None
        }
    }
}

/// The set-up on the board's buttons and their keys, with the settings file at `path`; when `game` is given a
/// game follows, and the set-up asks which, standing on `game`. What was saved, if anything.
pub fn on_buttons(
    args: &SetupArgs,
    settings: &Settings,
    path: &Path,
    game: Option<GameStart>,
) -> Result<Option<Saved>, SetupError> {
    let sim = if args.simulate {
        Some(std::sync::Arc::new(SimBoard::start(
            Bitboard::EMPTY,
            Duration::from_secs(1),
        )?))
    } else {
        None
    };
    let (tx, rx) = mpsc::channel::<SetupEvent>();
    let board = match (&sim, args.port.as_ref().or(settings.port.as_ref())) {
        (Some(_), _) => Board::Simulated,
        (None, Some(_)) => Board::Real,
        (None, None) => Board::None,
    };
    let board_link = (board != Board::None)
        .then(|| {
            link::spawn(
                port_choice(&args.board(), settings, sim.as_deref()),
                tx.clone(),
            )
        })
        .transpose()?;
    if sim.is_some() {
        wait_connected(&rx, Duration::from_secs(5));
    }
    // At a terminal the keys act at once; the terminal is restored when the set-up ends.
    let raw_mode = std::io::stdin()
        .is_terminal()
        .then(terminal::RawMode::enable)
        .and_then(Result::ok);
    let console = Console::new(settings);
    match raw_mode {
        Some(_) => println!("{}", console.text("console-setup-keys-terminal", &[])),
        None => println!("{}", console.text("console-setup-keys", &[])),
    }
    let done = std::sync::Arc::new(AtomicBool::new(false));
    let reader = spawn_keys(tx, sim.clone(), done.clone(), raw_mode.is_some(), console);
    let mut inputs = inputs(&rx, board);
    let saved = converse(settings, path, game, &mut inputs);
    done.store(true, Ordering::SeqCst);
    match &saved {
        Ok(Some(_)) => {
            Console::new(settings).line("console-settings-saved", &[("path", path_arg(path))])
        }
        Ok(None) => Console::new(settings).line("console-nothing-saved", &[]),
        Err(_) => {}
    }
    if args.first_start {
        // The keys thread ends at the next line, so that the game's own keys get every line after it.
        let choices = match &saved {
            Ok(Some(saved)) => saved.choices.clone(),
            _ => Choices::from_settings(settings),
        };
        let mut voice = Voice::new(settings);
        voice.say(choices.locale, &choices, &[SetupPhrase::Begin.into()]);
        voice.finish();
        let done = console.in_language(choices.locale);
        println!("{}", done.text("console-setup-done", &[]));
        drop(board_link);
        if let Some(reader) = reader {
            // A reader lost was printed when it was lost; the set-up is done either way.
            reader.wait();
        }
    }
    drop(raw_mode);
    Ok(saved?)
}

/// What a set-up saved: the choices written into the settings file, and the game that follows (when one
/// does), which is not written anywhere.
#[derive(Debug, Clone, PartialEq)]
pub struct Saved {
    /// The choices, as written.
    pub choices: Choices,
    /// The game the player chose to follow the set-up; `None` when no game follows.
    pub game: Option<GameStart>,
}

/// Why the settings could not be saved.
#[derive(Debug, thiserror::Error)]
#[error("cannot write the settings file {path}: {why}")]
pub struct SaveError {
    /// The file.
    pub path: PathBuf,
    /// Why.
    pub why: std::io::Error,
}

impl SaveError {
    /// The error in the console's language (`--porcelain`: its own words).
    pub fn text(&self, console: Console) -> String {
        if console.porcelain() {
            return self.to_string();
        }
        errors::unopened(
            "console-error-settings-write",
            &self.path,
            &self.why,
            console,
        )
    }
}

/// Why the set-up on the buttons could not run or save.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    /// The simulated board could not start.
    #[error(transparent)]
    Simulator(#[from] std::io::Error),
    /// The board's link could not start.
    #[error(transparent)]
    Link(#[from] crate::board::link_engine::LinkError),
    /// The settings could not be saved.
    #[error(transparent)]
    Save(#[from] SaveError),
}

impl SetupError {
    /// The error in the console's language (`--porcelain`: its own words).
    pub fn text(&self, console: Console) -> String {
        if console.porcelain() {
            return self.to_string();
        }
        match self {
            SetupError::Simulator(e) => errors::io(e, console),
            SetupError::Link(e) => errors::link(e, console),
            SetupError::Save(e) => e.text(console),
        }
    }
}

/// The settings file the set-up writes into, and whether it was broken: a file that cannot be read is said,
/// kept as a copy beside it (or why it could not be), and the set-up starts from an empty table.
fn settings_file(path: &Path, settings: &Settings) -> (toml::Table, bool) {
    match read_table(path) {
        Ok(t) => (t, false),
        Err(problem) => {
            let console = Console::new(settings);
            eprintln!("pegchess: {}", errors::file_problem(&problem, console));
            let copy = broken_copy(path);
            match std::fs::copy(path, &copy) {
                Ok(_) => {
                    let args = [("path", path_arg(&copy))];
                    eprintln!(
                        "pegchess: {}",
                        console.text("console-setup-copy-kept", &args)
                    );
                }
                Err(e) => {
                    let args = [("reason", errors::io(&e, console).into())];
                    eprintln!(
                        "pegchess: {}",
                        console.text("console-setup-copy-failed", &args)
                    );
                }
            }
            (toml::Table::new(), true)
        }
    }
}

/// The whole set-up on one source of presses (`next` gives `None` when the presses end): says every phrase
/// in the language chosen, and on "save" writes the choices into the settings file at `path`, keeping its
/// other keys (a file that cannot be read is kept aside as `….broken`). With `game`, a game follows and the
/// last question is which, standing on `game`. Returns what was saved, if anything.
pub fn converse(
    settings: &Settings,
    path: &Path,
    game: Option<GameStart>,
    next: &mut dyn FnMut() -> Option<Input>,
) -> Result<Option<Saved>, SaveError> {
    let mut voice = Voice::new(settings);
    let (mut table, broken) = settings_file(path, settings);
    // A scheme saved in the file is the player's choice: the question stands on it, in Danish too.
    let choices = Choices::from_settings(settings).scheme_kept(table.contains_key("scheme"));
    let (mut setup, mut said) = match game {
        Some(game) => Setup::before_game(choices, game),
        None => Setup::new(choices),
    };
    if broken {
        said.insert(0, SetupPhrase::Broken.into());
    }
    voice.say(setup.language(), setup.choices(), &said);
    let outcome = loop {
        let Some(input) = next() else { break None };
        let mut said = setup.press(input);
        if setup.take_sheets() {
            said.push(crate::live::sheets::all_sheets(settings, setup.choices().locale).into());
        }
        voice.say(setup.language(), setup.choices(), &said);
        if let Some(outcome) = setup.outcome() {
            break Some(outcome.clone());
        }
    };
    let result = match outcome {
        Some(Outcome::Save(choices)) => {
            choices.write_into(&mut table);
            match write_table(path, &table) {
                Ok(()) => {
                    // A kept key that `config` refuses is named (it was refused before the set-up too).
                    if let Err(e) = crate::settings_file::load(path) {
                        eprintln!("pegchess: {}", errors::settings(&e, Console::new(settings)));
                    }
                    voice.say(setup.language(), &choices, &[SetupPhrase::Saved.into()]);
                    Ok(Some(Saved {
                        choices,
                        game: setup.game(),
                    }))
                }
                Err(why) => {
                    let failed = [SetupPhrase::WriteFailed.into()];
                    voice.say(setup.language(), &choices, &failed);
                    Err(SaveError {
                        path: path.to_path_buf(),
                        why,
                    })
                }
            }
        }
        Some(Outcome::Leave) => Ok(None),
        None => {
            let left = [SetupPhrase::Left.into()];
            voice.say(setup.language(), setup.choices(), &left);
            Ok(None)
        }
    };
    voice.finish();
    result
}

/// Waits (at most `limit`) for the board to answer, so that no press is lost before the link is open.
fn wait_connected(rx: &Receiver<SetupEvent>, limit: Duration) {
    let deadline = Instant::now() + limit;
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match rx.recv_timeout(left) {
            Ok(SetupEvent::Board(LinkEvent::Connected { .. })) => return,
            Ok(_) => {}
            Err(_) => return,
        }
    }
}

/// The presses of the board's buttons and their keys, until the keys end while no real board can answer
/// (a simulated board's last presses still on their way are waited for).
fn inputs(rx: &Receiver<SetupEvent>, board: Board) -> impl FnMut() -> Option<Input> + '_ {
    let start = Instant::now();
    let mut buttons = Buttons::default();
    let mut quit_at: Option<Instant> = None;
    move || {
        loop {
            let wait = quit_at.map_or(Duration::from_secs(3600), |q| {
                q.saturating_duration_since(Instant::now())
            });
            let input = match rx.recv_timeout(wait) {
                Ok(SetupEvent::Board(LinkEvent::Button { button, pressed })) => {
                    buttons.read(button, pressed, start.elapsed())
                }
                Ok(SetupEvent::Board(_)) => None,
                Ok(SetupEvent::Key(input)) => Some(input),
                Ok(SetupEvent::Quit) => {
                    match board {
                        Board::Real => {}
                        Board::Simulated => quit_at = Some(Instant::now() + Duration::from_secs(2)),
                        Board::None => return None,
                    }
                    None
                }
                Err(RecvTimeoutError::Disconnected) => return None,
                Err(RecvTimeoutError::Timeout) if quit_at.is_some() => return None,
                Err(RecvTimeoutError::Timeout) => None,
            };
            if input.is_some() {
                return input;
            }
        }
    }
}

/// Which buttons can answer besides the keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Board {
    /// None: the keys alone.
    None,
    /// A simulated board, pressed by the keys.
    Simulated,
    /// A real board: its buttons answer after the keys are gone.
    Real,
}

/// Whether `play` or `demo` starts with the set-up: no settings file named with `--config`, none in its
/// usual place, and a terminal to answer on (scripts and tests, with no terminal, go straight on).
pub fn wanted_at_first_start(global: &GlobalArgs) -> bool {
    use std::io::IsTerminal;
    global.config.is_none() && !global.config_file().exists() && std::io::stdin().is_terminal()
}

/// The set-up at the first start, on the keys (and the board's buttons when `port` names the board); with
/// `game`, a game follows and the set-up asks which, standing on `game`. Returns the settings to play with
/// (the new ones when they were saved) and the game chosen, if the set-up was saved with one.
pub fn first_start(
    global: &GlobalArgs,
    port: Option<String>,
    settings: Settings,
    game: Option<GameStart>,
) -> (Settings, Option<GameStart>) {
    let args = SetupArgs {
        port,
        simulate: false,
        first_start: true,
    };
    let chosen = match on_buttons(&args, &settings, &global.config_file(), game) {
        Ok(saved) => saved.and_then(|s| s.game),
        Err(e) => {
            let console = Console::new(&settings);
            eprintln!("pegchess: {}", e.text(console));
            None
        }
    };
    (
        crate::settings_file::settings(global).unwrap_or(settings),
        chosen,
    )
}

/// The presses the demo's hands make: English, FIDE, the long form, 15 minutes plus 10 seconds, either
/// lever, the normal rate, a German voice for the board words, the usual schedule, warnings at 5 minutes,
/// 1 minute and 30 seconds, the window's colours as they stand; the last question heard again, then saved.
const DEMO_PRESSES: &[Input] = &[
    Input::Speak,
    Input::Speak,
    Input::Right,
    Input::Speak,
    Input::Left,
    Input::Left,
    Input::Left,
    Input::Left,
    Input::Speak,
    Input::Speak,
    Input::Speak,
    Input::Left,
    Input::Speak,
    Input::Speak,
    Input::Right,
    Input::Speak,
    Input::Speak,
    Input::SpeakLong,
    Input::Speak,
];

/// The set-up shown by `demo --setup`: simulated hands press the simulated board's buttons; the choices are
/// written to a temporary file (the player's own settings file is not touched) and returned for the demo.
pub fn demo(settings: &Settings, speed: f64) -> Result<Settings, SetupError> {
    Console::new(settings).line("console-setup-demo", &[]);
    let sim = std::sync::Arc::new(SimBoard::start(Bitboard::EMPTY, Duration::from_secs(1))?);
    let (tx, rx) = mpsc::channel::<SetupEvent>();
    let _link = link::spawn(
        crate::board::peg::link::PortChoice::Path(sim.path().to_path_buf()),
        tx.clone(),
    )?;
    wait_connected(&rx, Duration::from_secs(5));
    let pause = Duration::from_secs_f64(1.5 / speed.max(0.01));
    let hands = {
        let sim = sim.clone();
        // Hands lost end the set-up as hands done do.
        let quit = tx.clone();
        let fallback = move |_: &crate::worker::Lost| {
            let _ = quit.send(SetupEvent::Quit);
        };
        crate::worker::spawn_with_fallback(crate::worker::WorkerKind::Hands, fallback, move || {
            for press in DEMO_PRESSES {
                std::thread::sleep(pause);
                press_simulated(&sim, *press);
            }
            let _ = tx.send(SetupEvent::Quit);
        })?
    };
    let path = std::env::temp_dir().join(format!(
        "pegchess-demo-{}-settings.toml",
        std::process::id()
    ));
    let mut inputs = inputs(&rx, Board::Simulated);
    let saved = converse(settings, &path, None, &mut inputs);
    // Hands lost were printed when they were lost; the set-up ends with what was pressed.
    hands.wait();
    let _ = std::fs::remove_file(&path);
    Ok(match saved? {
        Some(saved) => saved.choices.apply(settings.clone()),
        None => settings.clone(),
    })
}
