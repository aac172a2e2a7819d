//! A disk that fills up mid-game: the journal writes through a medium that takes half a line and then
//! refuses (as a full disk does) from its Nth write on, for every write of a whole game, through the live
//! loop itself. The game goes on to its end, the player hears once that the record cannot be written, and
//! what is on disk resumes to exactly the game before the failure. A disk that frees up again gets every
//! entry written, in order. The same at table 1 (a recorded game on the peg board, with the e-board, voice and
//! the arbiter), at table 2 (the e-board makes the record; played in the script's simulated time, so the holds
//! on its moves end as they do at the table) and at table 3 (no board: every move typed and pressed).

use super::game::{config, lcc_game, record, scratch, state};
use pegchess::board::dgt::hands::PieceHands;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::link::LinkEvent;
use pegchess::game::journal::{Journal, Medium};
use pegchess::live::script::Script;
use pegchess::live::{self, GameFiles};
use pegchess::notation::{Language, format_san};
use pegchess::session::{Command, Event, Session};
use pegchess::speech::Phrase;
use shakmaty::Position;
use shakmaty::san::SanPlus;
use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// A journal file on a disk that is full while its write count is in one of the outages `full` (from,
/// until: writes and flushes both count, from 1): a write then takes half its bytes and fails, a flush
/// fails.
#[derive(Debug)]
struct Filling {
    file: Box<dyn Medium>,
    writes: Arc<AtomicUsize>,
    full: Vec<(usize, usize)>,
}

impl Filling {
    fn full_now(&self) -> bool {
        let n = self.writes.fetch_add(1, Ordering::SeqCst) + 1;
        self.full
            .iter()
            .any(|&(from, until)| (from..until).contains(&n))
    }
}

fn no_space() -> io::Error {
    io::Error::new(io::ErrorKind::StorageFull, "No space left on device")
}

impl Medium for Filling {
    fn append(&mut self, bytes: &[u8]) -> io::Result<()> {
        if self.full_now() {
            self.file.append(&bytes[..bytes.len() / 2])?;
            return Err(no_space());
        }
        self.file.append(bytes)
    }

    fn sync(&mut self) -> io::Result<()> {
        if self.full_now() {
            return Err(no_space());
        }
        self.file.sync()
    }

    fn truncate(&mut self, len: u64) -> io::Result<()> {
        self.file.truncate(len)
    }
}

/// A game's input: every event sent at once, or each at its time (the live loop then runs in the script's time).
enum Input {
    AtOnce(Vec<Event>),
    Timed(Vec<(Duration, Event)>),
}

/// The games played: at tables 1, 2 and 3.
fn games() -> [Input; 3] {
    [
        Input::AtOnce(game_events()),
        Input::Timed(table_two_events()),
        Input::AtOnce(table_three_events()),
    ]
}

/// A game at table 2 with the times its events come at: no peg board, the e-board connected and read, then the
/// first 16 half-moves of a corpus game, White's announced in German letters, every one made on the e-board by
/// textbook hands, 2.5 s of thought after each.
fn table_two_events() -> Vec<(Duration, Event)> {
    let game = lcc_game(1);
    let mut pos = game.start.clone();
    let mut board = pos.board().clone();
    let mut at = Duration::ZERO;
    let mut events = vec![
        (at, Event::Board(LinkEvent::Missing { looking: false })),
        (
            at,
            Event::Sighted(DgtEvent::Connected {
                port: "/dev/pty-test".into(),
                serial: "1".into(),
                version: "1.0".into(),
            }),
        ),
    ];
    let shown = |board: &shakmaty::Board, dump| {
        let board = board.clone();
        Event::Sighted(DgtEvent::Position { board, dump })
    };
    events.push((at, shown(&board, true)));
    let mut hands = PieceHands::clean();
    for m in &game.moves[..16] {
        if pos.turn() == shakmaty::Color::White {
            let san = SanPlus::from_move(pos.clone(), *m);
            let typed = Command::Typed(format_san(Language::De, san));
            events.push((at, Event::Command(typed)));
        }
        for step in hands.steps(&pos, m) {
            at += step.pause;
            step.action.apply(&mut board);
            events.push((at, shown(&board, false)));
        }
        at += Duration::from_millis(2500);
        pos.play_unchecked(*m);
    }
    events
}

/// A game at table 3 as its inputs send them: no peg board and no e-board, then the first 24 half-moves of a
/// corpus game, each typed in the notation's letters (German) and pressed.
fn table_three_events() -> Vec<Event> {
    let game = lcc_game(1);
    let mut pos = game.start.clone();
    let mut events = vec![
        Event::Board(LinkEvent::Missing { looking: false }),
        Event::Sighted(DgtEvent::Missing { looking: false }),
    ];
    for m in &game.moves[..24] {
        let san = SanPlus::from_move(pos.clone(), *m);
        events.push(Event::Command(Command::Typed(format_san(
            Language::De,
            san,
        ))));
        events.push(Event::Command(Command::Press));
        pos.play_unchecked(*m);
    }
    events
}

/// The events of a whole game as its devices send them (the recorded game's, without the ticks the
/// loop makes itself and the heard words it has no ears for).
fn game_events() -> Vec<Event> {
    let dir = scratch();
    let r = record(&dir.path().join("g.journal"), &lcc_game(0), 8);
    r.entries
        .into_iter()
        .map(|(_, e)| e)
        .filter(|e| !matches!(e, Event::Tick | Event::Heard(_)))
        .collect()
}

/// One game through the live loop with the disk full for the writes in `full`.
struct Played {
    /// The live session's state after each journaled event (and before the first).
    states: Vec<String>,
    said: Vec<Phrase>,
    /// The journal's writes and flushes.
    writes: usize,
    session: Session,
    /// What is on disk afterwards.
    on_disk: pegchess::session::rebuild::RecoveredGame,
    unwritten: usize,
}

fn play(input: &Input, full: &[(usize, usize)]) -> Played {
    let dir = scratch();
    let config = config();
    let mut files = GameFiles::create(dir.path(), "game", &config, None, vec![]).unwrap();
    let writes = Arc::new(AtomicUsize::new(0));
    let count = writes.clone();
    let full = full.to_vec();
    files.journal = files.journal.through(move |file| {
        Box::new(Filling {
            file,
            writes: count,
            full,
        })
    });
    let (tx, rx) = std::sync::mpsc::channel();
    let script = match input {
        Input::AtOnce(events) => {
            for e in events {
                tx.send(e.clone()).unwrap();
            }
            None
        }
        Input::Timed(events) => Some(Script::new(events.clone())),
    };
    drop(tx);
    let mut session = Session::new(config);
    let mut said = Vec::new();
    let mut states = vec![state(&session, Duration::ZERO)];
    let stop = AtomicBool::new(false);
    // The observer sees every event the loop journaled (or tried to), right after the session acted on it.
    let mut seen = 0;
    let mut say = |p: &pegchess::speech::Phrase| said.push(p.clone());
    let mut observer = |s: &Session, _: &[pegchess::session::Effect], now| {
        seen += 1;
        states.push(state(s, now));
    };
    let game = live::Game {
        observer: Some(&mut observer),
        script,
        ..live::Game::new(
            // No console lines: the test reads the phrases and the files.
            live::Sources::new(&rx, &stop).phrases_alone(),
            &mut files,
            &mut say,
        )
    };
    live::run(&mut session, game).expect("the game goes on to its end");
    assert_eq!(seen, states.len() - 1);
    if let Input::AtOnce(events) = input {
        // The loop journals the events the session does not ignore: here every one sent (no tick was due).
        assert_eq!(seen, events.len(), "every event acted on");
    }
    let unwritten = files.journal.unwritten();
    let path = files.journal.path().to_path_buf();
    drop(files);
    let on_disk: pegchess::session::rebuild::RecoveredGame = Journal::read(&path).unwrap();
    Played {
        states,
        said,
        writes: writes.load(Ordering::SeqCst),
        session,
        on_disk,
        unwritten,
    }
}

fn told(p: &Played) -> usize {
    p.said
        .iter()
        .filter(|s| **s == Phrase::RecordNotWritten)
        .count()
}

#[test]
fn a_disk_full_at_any_write_of_a_game_loses_nothing_written_and_the_game_goes_on() {
    let [table_one, table_two, table_three] = games();
    full_from_each_write(&table_one);
    full_from_each_write(&table_two);
    full_from_each_write(&table_three);
    // At table 2 the e-board recorded every move made on it; at table 3 every move typed was completed by its
    // press.
    assert_eq!(play(&table_two, &[]).session.record().moves().len(), 16);
    assert_eq!(play(&table_three, &[]).session.record().moves().len(), 24);
}

/// The events the game of `clean` journaled, in order: with the disk never full, every one is on disk.
fn journaled(clean: &Played) -> Vec<&Event> {
    clean.on_disk.entries.iter().map(|(_, e)| e).collect()
}

/// The game of `input` with the disk full from each of its writes in turn.
fn full_from_each_write(input: &Input) {
    let clean = play(input, &[]);
    assert_eq!(told(&clean), 0);
    if let Input::AtOnce(events) = input {
        let sent: Vec<&Event> = events.iter().collect();
        assert_eq!(journaled(&clean), sent);
    }
    let entries = clean.on_disk.entries.len();
    assert_eq!(clean.writes, 2 * entries, "a write and a flush per entry");
    let moves = clean.session.record().uci();
    assert!(moves.len() >= 8, "{moves:?}");
    for n in 1..=clean.writes {
        let p = play(input, &[(n, usize::MAX)]);
        // The game went on to the same end, and the player heard it once.
        assert_eq!(p.session.record().uci(), moves, "full from write {n}");
        assert_eq!(
            p.session.ending(),
            clean.session.ending(),
            "full from write {n}"
        );
        assert_eq!(told(&p), 1, "full from write {n}: {:?}", p.said);
        // On disk: whole lines only, every entry acknowledged before the failure, and the game then.
        let kept = (n - 1) / 2;
        assert!(p.on_disk.damage.is_none(), "full from write {n}");
        let on_disk: Vec<&Event> = p.on_disk.entries.iter().map(|(_, e)| e).collect();
        assert_eq!(on_disk, journaled(&clean)[..kept], "full from write {n}");
        let (resumed, last) = pegchess::session::rebuild::rebuild(&p.on_disk).unwrap();
        assert_eq!(
            state(&resumed, last),
            p.states[kept],
            "full from write {n}: the journal resumes to the game before the failure"
        );
        assert!(
            p.unwritten > 0,
            "full from write {n}: the rest waits in memory"
        );
    }
    eprintln!(
        "a disk full from each of the {} writes of a game of {entries} entries",
        clean.writes
    );
}

#[test]
fn a_disk_that_frees_up_again_gets_every_entry_in_order_and_the_player_is_told_once() {
    for input in games() {
        outages(&input);
    }
}

/// The game of `input` through five outages of the disk that end.
fn outages(input: &Input) {
    let clean = play(input, &[]);
    let half = clean.on_disk.entries.len();
    let outages = [
        vec![(3, 4)],
        vec![(2, 20)],
        vec![(10, 41)],
        vec![(half, half + 9)],
        // Two outages in one game: said once.
        vec![(5, 8), (half, half + 3)],
    ];
    for full in outages {
        let p = play(input, &full);
        assert_eq!(told(&p), 1, "full for writes {full:?}: {:?}", p.said);
        assert_eq!(p.unwritten, 0, "full for writes {full:?}");
        assert!(p.on_disk.damage.is_none());
        let on_disk: Vec<&Event> = p.on_disk.entries.iter().map(|(_, e)| e).collect();
        assert_eq!(on_disk, journaled(&clean), "full for writes {full:?}");
        let (resumed, last) = pegchess::session::rebuild::rebuild(&p.on_disk).unwrap();
        assert_eq!(state(&resumed, last), *p.states.last().unwrap());
    }
}
