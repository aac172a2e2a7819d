//! `pegchess setup`: the spoken set-up on the board's buttons (or their keys). Reads the buttons through the
//! board link (a real board, or a simulated one on a pseudo-terminal driven by the keys `left`, `right`,
//! `speak` and `speak long`), says what the pure [`crate::setup::Setup`] machine says, in the language
//! chosen, and writes the settings file, keeping every key it did not ask about.

use super::CommandResult;
use super::play::port_choice;
use crate::board::link::{self, LinkEvent};
use crate::board::protocol::Button;
use crate::board::simulator::{SimAction, SimBoard};
use crate::config::Settings;
use crate::config::cli::SetupArgs;
use crate::phonetic::Language;
use crate::session::LONG_PRESS;
use crate::setup::{Buttons, Choices, Input, Outcome, Setup};
use crate::speech::engine::open_speaker;
use crate::speech::queue::{Priority, SpeechQueue, SpeechThread};
use crate::speech::{Phrase, Renderer, SetupPhrase};
use crate::ui::keys::{self, Key};
use shakmaty::Bitboard;
use std::io::BufRead;
use std::path::{Path, PathBuf};
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

/// The settings file as a table, or why it could not be read (then it is kept aside and an empty table used).
#[derive(Debug, thiserror::Error)]
pub enum FileProblem {
    /// Not readable.
    #[error("cannot read {path}: {why}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        why: std::io::Error,
    },
    /// Not TOML.
    #[error("{path} is not valid TOML: {why}")]
    Syntax {
        /// The file.
        path: PathBuf,
        /// The parser's message.
        why: Box<toml::de::Error>,
    },
}

/// Reads the settings file as a table of keys; a missing file is an empty table.
pub fn read_table(path: &Path) -> Result<toml::Table, FileProblem> {
    match std::fs::read_to_string(path) {
        Ok(text) => text.parse().map_err(|why| FileProblem::Syntax {
            path: path.to_path_buf(),
            why: Box::new(why),
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(toml::Table::new()),
        Err(why) => Err(FileProblem::Read {
            path: path.to_path_buf(),
            why,
        }),
    }
}

/// Where a broken settings file is kept: beside it, `settings.toml.broken`.
pub fn broken_copy(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".broken");
    path.with_file_name(name)
}

/// Writes the table to `path` atomically (a temporary file, then a rename), creating the folder.
pub fn write_table(path: &Path, table: &toml::Table) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let text = toml::to_string(table).map_err(std::io::Error::other)?;
    let tmp = path.with_extension("toml.tmp");
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}

/// Says phrases in the set-up's current language, reopening the speech engine when the language changes.
struct Voice<'a> {
    settings: &'a Settings,
    language: Option<Language>,
    speech: Option<SpeechThread>,
    renderer: Renderer,
}

impl<'a> Voice<'a> {
    fn new(settings: &'a Settings) -> Voice<'a> {
        Voice {
            settings,
            language: None,
            speech: None,
            renderer: Renderer::from_settings(settings),
        }
    }

    fn say(&mut self, language: Language, choices: &Choices, phrases: &[Phrase]) {
        if self.language != Some(language) || self.speech.is_none() {
            if let Some(old) = self.speech.take() {
                old.drain(Duration::from_secs(10));
            }
            let mut s = self.settings.clone();
            s.locale = language;
            s.voice.rate = choices.speech_rate;
            let (speaker, warning) = open_speaker(&s, &s.voice);
            let speech = SpeechThread::spawn(SpeechQueue::new(speaker));
            self.renderer = Renderer::new(language, choices.scheme, choices.form);
            if let Some(w) = warning {
                speech.say(self.renderer.render(&w), Priority::Event);
            }
            self.speech = Some(speech);
            self.language = Some(language);
        }
        if let Some(speech) = &self.speech {
            for p in phrases {
                speech.say(self.renderer.render(p), Priority::Reply);
            }
        }
    }

    fn finish(&self) {
        if let Some(speech) = &self.speech {
            speech.drain(Duration::from_secs(10));
        }
    }
}

/// Reads the keys on their own thread: button keys go to the simulated board, or straight to the set-up.
fn spawn_keys(tx: Sender<SetupEvent>, sim: Option<std::sync::Arc<SimBoard>>) {
    let spawned = std::thread::Builder::new()
        .name("setup-keys".into())
        .spawn(move || {
            for line in std::io::stdin().lock().lines() {
                let Ok(line) = line else { break };
                match keys::parse(&line) {
                    Ok(Key::Button(input)) => match &sim {
                        Some(sim) => press_simulated(sim, input),
                        None => {
                            if tx.send(SetupEvent::Key(input)).is_err() {
                                return;
                            }
                        }
                    },
                    Ok(Key::Quit) => break,
                    Ok(Key::Nothing) => {}
                    Ok(_) | Err(_) => eprintln!("{}", keys::BUTTON_HELP),
                }
            }
            let _ = tx.send(SetupEvent::Quit);
        });
    if let Err(e) = spawned {
        eprintln!("pegchess: no keyboard: {e}");
    }
}

/// Runs `pegchess setup`: the settings file is `path`.
pub fn run(args: &SetupArgs, settings: &Settings, path: &Path) -> CommandResult {
    let mut voice = Voice::new(settings);
    let (mut table, broken) = match read_table(path) {
        Ok(t) => (t, false),
        Err(problem) => {
            eprintln!("pegchess: {problem}");
            let copy = broken_copy(path);
            match std::fs::copy(path, &copy) {
                Ok(_) => eprintln!("pegchess: a copy is kept in {}", copy.display()),
                Err(e) => eprintln!("pegchess: could not keep a copy: {e}"),
            }
            (toml::Table::new(), true)
        }
    };
    let (mut setup, first) = Setup::new(Choices::from_settings(settings));
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
    let _link = (board != Board::None).then(|| {
        link::spawn(
            port_choice(&args.board(), settings, sim.as_deref()),
            tx.clone(),
        )
    });
    if sim.is_some() {
        wait_connected(&rx, Duration::from_secs(5));
    }
    println!("{}", keys::BUTTON_HELP);
    spawn_keys(tx, sim.clone());
    let mut said = first;
    if broken {
        said.insert(0, SetupPhrase::Broken.into());
    }
    voice.say(setup.language(), setup.choices(), &said);
    let outcome = drive(&mut setup, &rx, &mut voice, board);
    let result = match outcome {
        Some(Outcome::Save(choices)) => {
            choices.write_into(&mut table);
            match write_table(path, &table) {
                Ok(()) => {
                    voice.say(setup.language(), &choices, &[SetupPhrase::Saved.into()]);
                    println!("settings saved: {}", path.display());
                    Ok(())
                }
                Err(e) => {
                    voice.say(
                        setup.language(),
                        &choices,
                        &[SetupPhrase::WriteFailed.into()],
                    );
                    Err(format!("cannot write {}: {e}", path.display()).into())
                }
            }
        }
        Some(Outcome::Leave) | None => {
            if setup.outcome().is_none() {
                voice.say(
                    setup.language(),
                    setup.choices(),
                    &[SetupPhrase::Left.into()],
                );
            }
            println!("nothing saved");
            Ok(())
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

/// Feeds button presses to the set-up until it ends, or the keys end while no real board can answer (a
/// simulated board's last presses still on their way are waited for).
fn drive(
    setup: &mut Setup,
    rx: &Receiver<SetupEvent>,
    voice: &mut Voice<'_>,
    board: Board,
) -> Option<Outcome> {
    let start = Instant::now();
    let mut buttons = Buttons::default();
    let mut quit_at: Option<Instant> = None;
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
        let Some(input) = input else { continue };
        let said = setup.press(input);
        voice.say(setup.language(), setup.choices(), &said);
        if let Some(outcome) = setup.outcome() {
            return Some(outcome.clone());
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
