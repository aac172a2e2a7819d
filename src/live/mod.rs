//! The live game loop shared by `play`, `demo` and `resume`: events from the device threads are journaled,
//! then handed to the session, and its effects are carried out (speech, score sheet). Beside it: the one table
//! builder that sets every game up and runs this loop (`table.rs`), the game's files (`files.rs`), where the
//! links look for the boards (`ports.rs`), and the window's feed (`windowed.rs`).

pub mod assembly_check;
#[cfg(feature = "relay")]
pub mod broadcast_demo;
pub mod confine;
pub mod demo;
pub mod files;
pub mod ports;
pub mod resume;
pub mod script;
pub mod setup;
pub mod sheets;
pub mod start_board;
pub mod table;
pub mod unfinished;
pub mod virtual_table;
pub mod windowed;

pub use files::{GameFiles, GameFilesError, games_dir, newest_journal};

use crate::board::dgt::dgt3000::ClockFace;
use crate::game::journal::JournalError;
use crate::game::pgn;
use crate::session::{Effect, Event, Session};
use crate::speech::Phrase;
use crate::ui::console::{self, Console};
use crate::ui::errors;
use crate::ui::text::Arg;
use crate::voice::ears::Ears;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

/// Why the game loop ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// `stop` was set, or every event source is gone.
    Stopped,
    /// The player asked for the set-up between games (a long press of the speak button).
    SetUp,
}

/// What watches the game beside speech and the console (the window): called after every event the
/// session acted on, once its effects are carried out (so the phrase is already queued to be said), with
/// the session, those effects and the session time.
pub type Observer<'a> = dyn FnMut(&Session, &[Effect], Duration) + 'a;

/// Where a game's events come from: the channel, the ears (heard words are dropped without them), and the
/// flag that ends the game.
pub struct Sources<'a> {
    /// Every event source's channel.
    pub events: &'a Receiver<Event>,
    /// The speech recogniser, if it runs.
    pub ears: Option<&'a Ears>,
    /// Set to leave the game.
    pub stop: &'a AtomicBool,
    /// Where the lines for the sighted side go.
    pub console: Console,
}

impl<'a> Sources<'a> {
    /// Events from `events` until `stop` is set; no ears, every console line printed.
    pub fn new(events: &'a Receiver<Event>, stop: &'a AtomicBool) -> Self {
        Sources {
            events,
            ears: None,
            stop,
            console: Console::default(),
        }
    }

    /// The same sources with a console that prints no lines ([`Console::phrases_alone`]): a game played
    /// in-process, as the tests play one, keeps the output clean.
    pub fn phrases_alone(self) -> Self {
        Sources {
            console: Console::phrases_alone(),
            ..self
        }
    }
}

/// Everything one game's loop works with, put together once by its caller (the table builder, and the tests
/// and benches alike): the sources, the files, how phrases are said, where time starts, the DGT
/// 3000 to show the talking clock on, and what watches beside speech.
pub struct Game<'a, 'o> {
    /// Where events come from.
    pub sources: Sources<'a>,
    /// The journal and score sheet.
    pub files: &'a mut GameFiles,
    /// Says a phrase (speech and its printed line).
    pub say: &'a mut dyn FnMut(&Phrase),
    /// Where time starts (non-zero when resuming).
    pub offset: Duration,
    /// The sighted board's DGT link, which shows the talking clock's faces on a DGT 3000 when one is there.
    pub dgt_clock: Option<&'a Sender<ClockFace>>,
    /// What watches the game beside speech and the console (the window).
    pub observer: Option<&'a mut Observer<'o>>,
    /// For tests: the events with their times, instead of the sources' channel and the machine's clock.
    pub script: Option<script::Script>,
}

impl<'a, 'o> Game<'a, 'o> {
    /// A game from `sources` into `files`, said by `say`, from time zero, with no DGT 3000 and no observer.
    pub fn new(
        sources: Sources<'a>,
        files: &'a mut GameFiles,
        say: &'a mut dyn FnMut(&Phrase),
    ) -> Self {
        Game {
            sources,
            files,
            say,
            offset: Duration::ZERO,
            dgt_clock: None,
            observer: None,
            script: None,
        }
    }
}

/// Runs the game until `stop` is set, every event source is gone, or the player asks for the set-up
/// between games. Every event the session acts on is journaled first; its effects are carried out (speech,
/// the console, the score sheet, the DGT 3000), then the observer is called.
pub fn run(session: &mut Session, game: Game<'_, '_>) -> std::io::Result<Ended> {
    let Game {
        sources,
        files,
        say,
        offset,
        dgt_clock,
        mut observer,
        mut script,
    } = game;
    set_ratings(session, files);
    // Speech, boards and journal are open: the game confines itself now (fair play; once, when armed).
    confine::confine_game(files.journal.path(), say);
    let mut out = Outlets {
        files,
        say,
        console: sources.console,
        dgt_clock,
        unwritten: Unwritten::default(),
    };
    let origin = Instant::now();
    let mut leaving: Option<Instant> = None;
    let mut ended = Ended::Stopped;
    while ended == Ended::Stopped {
        let next = match script.as_mut() {
            Some(script) => script.next(session),
            None => receive(session, &sources, offset + origin.elapsed(), &mut leaving)
                .map(|event| (offset + origin.elapsed(), event)),
        };
        let Some((at, event)) = next else {
            break;
        };
        let event = match event {
            // The session reads heard words against its position; the journal keeps the words.
            Event::Heard(_) if sources.ears.is_none() => continue,
            Event::VoiceTrouble(why) => {
                let why = crate::ui::errors::voice::trouble(&why, sources.console);
                eprintln!("pegchess: {why}");
                continue;
            }
            other => other,
        };
        // Whole milliseconds, as the journal keeps them: a resumed game replays each event at the very
        // time the session acted on it.
        let now = whole_ms(at);
        if session.ignores(&event, now) {
            continue;
        }
        // A journal the disk refuses does not stop the game: the session acts, and the entry waits in
        // memory until the disk takes it.
        let journaled = out.files.journal.append(now, &event);
        out.unwritten
            .note(journaled, out.files, out.console, out.say);
        let sighted_before = session.accounts().sighted().len();
        let effects = session.handle(event, now);
        for effect in &effects {
            if out.carry_out(session, effect, now) {
                ended = Ended::SetUp;
            }
        }
        // The sighted board's new moves, for the opponent and the assistant at the console.
        if let Some(line) = console::sighted_moves_line(out.console, session, sighted_before) {
            out.console.show(line);
        }
        if let Some(observer) = observer.as_mut() {
            observer(session, &effects, now);
        }
    }
    out.close(session)?;
    Ok(ended)
}

/// Every worker lost from now on (this thread's and the workers' it started, before or after) comes to the
/// game as `Event::WorkerLost` through `events`; with the game gone it is printed.
pub fn report_lost_workers(events: &Sender<Event>) {
    let events = events.clone();
    crate::worker::Supervisor::current()
        .deliver_to(move |lost| events.send(Event::WorkerLost(lost.kind)).is_ok());
}

/// The score sheet's Elo tags, for the `rating` question after the game.
fn set_ratings(session: &mut Session, files: &GameFiles) {
    let elo = |name: &str| {
        crate::game::movetext::tag_value(&files.tags.tags, name)?
            .parse()
            .ok()
    };
    session.set_ratings(elo("WhiteElo"), elo("BlackElo"));
}

/// The next event: sleeps until one comes or the session has something due (a settle deadline, the clock's
/// next announcement or flag: then a tick), so nothing wakes the program while nothing is pending. `None`
/// when the game is left: every source gone, or the stop set a second ago (what was sent before it, keys
/// typed just before `q`, is still handled in that second).
fn receive(
    session: &Session,
    sources: &Sources<'_>,
    now: Duration,
    leaving: &mut Option<Instant>,
) -> Option<Event> {
    let events = sources.events;
    let received = if sources.stop.load(Ordering::SeqCst) {
        let since = *leaving.get_or_insert_with(Instant::now);
        return events
            .try_recv()
            .ok()
            .filter(|_| since.elapsed() < Duration::from_secs(1));
    } else {
        match session.next_due(now) {
            Some(due) => events.recv_timeout(due.saturating_sub(now) + Duration::from_millis(1)),
            None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
        }
    };
    match received {
        Ok(e) => Some(e),
        Err(RecvTimeoutError::Timeout) => Some(Event::Tick),
        Err(RecvTimeoutError::Disconnected) => None,
    }
}

/// Where a game's effects go: its files, speech, the console, the DGT 3000; and whether the disk refuses the
/// journal.
struct Outlets<'a> {
    files: &'a mut GameFiles,
    say: &'a mut dyn FnMut(&Phrase),
    console: Console,
    dgt_clock: Option<&'a Sender<ClockFace>>,
    unwritten: Unwritten,
}

impl Outlets<'_> {
    /// Carries out one effect of the session at `now`; whether it asks for the set-up between games.
    fn carry_out(&mut self, session: &Session, effect: &Effect, now: Duration) -> bool {
        match effect {
            Effect::Say(p) => {
                (self.say)(p);
                if let Some(line) = console::arbiter_line(self.console, session, p) {
                    self.console.show(line);
                }
            }
            Effect::SetUp => return true,
            Effect::DgtClock(face) => {
                // A link that has gone away shows nothing; the game goes on.
                if let Some(link) = self.dgt_clock {
                    let _ = link.send(*face);
                }
            }
            Effect::RecordChanged => {
                if let Some(t) = session.timekeeper() {
                    let line = console::clock_line(self.console, &t.clock().reading(now));
                    self.console.show(line);
                }
                if let Err(e) = self.files.save(session)
                    && !self.unwritten.failing
                {
                    let c = self.console;
                    eprintln!(
                        "pegchess: {}",
                        c.text(
                            "console-sheet-unwritten",
                            &[
                                ("path", console::path_arg(&self.files.pgn)),
                                ("why", Arg::Text(errors::io(&e, c))),
                                ("journal", console::path_arg(self.files.journal.path())),
                            ]
                        )
                    );
                }
            }
        }
        false
    }

    /// At the end: the journal flushed and the score sheet saved; where neither takes the game, the score
    /// sheet is printed for the arbiter to copy.
    fn close(mut self, session: &Session) -> std::io::Result<()> {
        let journaled = self.files.journal.flush();
        self.unwritten
            .note(journaled, self.files, self.console, self.say);
        let saved = self.files.save(session);
        if self.files.journal.unwritten() > 0 {
            let (files, c) = (&*self.files, self.console);
            let paths = [
                ("journal", console::path_arg(files.journal.path())),
                ("sheet", console::path_arg(&files.pgn)),
            ];
            match &saved {
                Ok(()) => eprintln!(
                    "pegchess: {}",
                    c.text("console-journal-last-unwritten", &paths)
                ),
                // Neither file takes the game: the screen is the record left, for the arbiter to copy.
                Err(e) => {
                    let why = [("why", Arg::Text(errors::io(e, c)))];
                    eprintln!(
                        "pegchess: {}\n{}",
                        c.text("console-nothing-written", &[&paths[..], &why[..]].concat()),
                        pgn::to_pgn(session.record(), &files.tags)
                    );
                }
            }
        }
        saved
    }
}

/// `d` cut to whole milliseconds.
fn whole_ms(d: Duration) -> Duration {
    Duration::from_millis(u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Whether the journal is being refused by the disk, and whether the player has been told.
#[derive(Debug, Default)]
struct Unwritten {
    failing: bool,
    said: bool,
}

impl Unwritten {
    /// Tells of a journal the disk refuses: said once in the game, with a line on the screen (what failed,
    /// where the record is) each time it starts failing, and a line when it is whole again.
    fn note(
        &mut self,
        journaled: Result<(), JournalError>,
        files: &GameFiles,
        console: Console,
        say: &mut dyn FnMut(&Phrase),
    ) {
        let journal = ("journal", console::path_arg(files.journal.path()));
        match journaled {
            Err(e) if !self.failing => {
                self.failing = true;
                let why = ("why", Arg::Text(errors::journal(&e, console)));
                eprintln!(
                    "pegchess: {}",
                    console.text("console-journal-failing", &[why, journal])
                );
                if !std::mem::replace(&mut self.said, true) {
                    say(&Phrase::RecordNotWritten);
                }
            }
            Err(_) => {}
            Ok(()) if self.failing => {
                self.failing = false;
                eprintln!(
                    "pegchess: {}",
                    console.text("console-journal-written-again", &[journal])
                );
            }
            Ok(()) => {}
        }
    }
}
