//! Supervised workers: each worker of the table made to panic on purpose (`PEGCHESS_WORKER_FAULT` in the
//! debug binary, or the supervisor armed in-process), its loss said in the player's language, its fallback
//! taking over (speech on the console, a speech engine lost to a plainer speaker, a board's link said lost and
//! started again, the
//! keys read again, voice to the keys, the window to the console), and the game going on to its end. The
//! relay's lost loop is in `relay/faults.rs`.

use crate::support::{Watched, journal_entries, private, until_journaled, until_moves};
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::{Command, Event};
use pegchess::speech::Phrase;
use pegchess::speech::rendering::fluent::Renderer;
use pegchess::worker::{FAULT_VARIABLE, Supervisor, WorkerKind};
use std::time::Duration;

/// pegchess at the table `args` name, its data in `data`, with the fault `fault` armed; watched.
fn with_fault(data: &std::path::Path, fault: &str, args: &[&str]) -> Watched {
    let child = private(data)
        .env(FAULT_VARIABLE, fault)
        .args(["--settle-ms", "800", "--locale", "en"])
        .args(args)
        .spawn();
    Watched::new(child)
}

/// The table without a board or clock: moves typed and pressed.
const TABLE_THREE: &[&str] = &["play", "--port", "none", "--time-control", "none"];

fn lost(kind: WorkerKind) -> impl Fn(&[Event]) -> bool {
    move |entries| entries.contains(&Event::WorkerLost(kind))
}

/// Leaves the game with `q` and checks it ended well, the loss survived; what it printed.
fn leave(mut game: Watched) -> String {
    game.type_line("q");
    let out = game.output();
    let (printed, why) = (&out.stdout, &out.stderr);
    let printed = String::from_utf8_lossy(printed).into_owned();
    let why = String::from_utf8_lossy(why);
    assert!(out.status.success(), "the game did not survive: {why}");
    printed
}

#[test]
fn speech_lost_is_said_on_the_console_and_every_later_phrase_is_heard() {
    let data = tempfile::tempdir().unwrap();
    // The speech queue's thread panics at its second phrase.
    let mut game = with_fault(data.path(), "speech@3", TABLE_THREE);
    until_journaled(data.path(), lost(WorkerKind::Speech));
    game.printed
        .until("Speech stopped; it goes on in a plainer voice", 1);
    game.type_line("e4");
    game.type_line("p");
    until_moves(data.path(), 1);
    // The phrases after the loss are said (printed by the fallback console): the announcement, the press.
    game.printed.until("Announced: e4.", 1);
    game.printed.until("Pressed. Black to move.", 1);
    let printed = leave(game);
    assert!(printed.contains("Speech stopped"), "{printed}");
}

#[test]
fn a_peg_link_lost_is_the_board_lost_then_started_again_and_the_board_read_again() {
    use pegchess::board::peg::link::LinkEvent;
    let data = tempfile::tempdir().unwrap();
    let args = ["play", "--simulate", "--time-control", "none"];
    // The link's thread panics at its fourth read of the simulated board.
    let mut game = with_fault(data.path(), "peg-link@4", &args);
    until_journaled(data.path(), lost(WorkerKind::PegLink));
    game.printed.until("The peg board's link stopped", 1);
    // The session heard the board lost through the board's own path, then back from the link started
    // again: connected after the loss.
    until_journaled(data.path(), |entries| {
        let mut after = entries
            .iter()
            .skip_while(|e| !matches!(e, Event::Board(LinkEvent::Disconnected { .. })));
        after.any(|e| matches!(e, Event::Board(LinkEvent::Connected { .. })))
    });
    game.printed.until("The board is back.", 1);
    // The board is read again: a move made with its pegs is recorded.
    for key in ["out e2", "in e4", "p"] {
        game.type_line(key);
    }
    until_moves(data.path(), 1);
    leave(game);
}

#[test]
fn an_e_board_link_lost_is_said_and_started_again() {
    use pegchess::board::dgt::link::DgtEvent;
    let data = tempfile::tempdir().unwrap();
    let args = [
        "play",
        "--port",
        "none",
        "--simulate-sighted",
        "--time-control",
        "none",
    ];
    let game = with_fault(data.path(), "e-board-link@4", &args);
    until_journaled(data.path(), lost(WorkerKind::EBoardLink));
    game.printed.until("The e-board's link stopped", 1);
    // Said lost through the board's own path, then read again by the link started again.
    until_journaled(data.path(), |entries| {
        let mut after = entries
            .iter()
            .skip_while(|e| !matches!(e, Event::Sighted(DgtEvent::Disconnected { .. })));
        after.any(|e| matches!(e, Event::Sighted(DgtEvent::Connected { .. })))
    });
    leave(game);
}

#[test]
fn keys_lost_are_said_and_read_again() {
    let data = tempfile::tempdir().unwrap();
    // The keys' thread panics at its second key (the press after e4): the press is lost, the keys come back.
    let mut game = with_fault(data.path(), "keys@3", TABLE_THREE);
    game.type_line("e4");
    game.type_line("p");
    until_journaled(data.path(), lost(WorkerKind::Keys));
    game.printed.until("The keys stopped", 1);
    game.type_line("p");
    until_moves(data.path(), 1);
    let entries = journal_entries(data.path());
    assert!(
        entries
            .iter()
            .any(|(_, e)| *e == Event::Command(Command::Press))
    );
    leave(game);
}

#[test]
fn voice_lost_reaches_the_game_which_says_use_the_keys() {
    use pegchess::voice::listener::recognise_pieces;
    use pegchess::voice::{Pause, Transcriber};
    struct Deaf;
    impl Transcriber for Deaf {
        fn accept(&mut self, _: &[i16]) -> Option<String> {
            None
        }
        fn finish(&mut self) -> Option<String> {
            None
        }
        fn reset(&mut self) {}
    }
    let (tx, rx) = std::sync::mpsc::channel::<Event>();
    pegchess::live::report_lost_workers(&tx);
    // The recogniser's thread panics at its second piece of audio.
    Supervisor::arm(WorkerKind::Voice, 3);
    let heard = tx.clone();
    let voice = pegchess::worker::spawn(WorkerKind::Voice, move || {
        recognise_pieces(Deaf, vec![vec![0i16; 160]; 4], &Pause::default(), &heard);
    })
    .expect("start");
    assert!(voice.join().is_err(), "the voice worker was lost");
    let event = rx.recv_timeout(Duration::from_secs(5)).expect("reported");
    assert_eq!(event, Event::WorkerLost(WorkerKind::Voice));
    // The game says it, and goes on with a typed move.
    let mut table = crate::support::Table::casual();
    let said = table.answers(event);
    assert_eq!(said, vec![Phrase::WorkerLost(WorkerKind::Voice)]);
    table
        .slide(shakmaty::Square::E2, shakmaty::Square::E4)
        .press();
    assert_eq!(table.moves(), vec!["e2e4".to_string()]);
}

#[test]
fn every_lost_worker_is_said_short_in_every_language() {
    for language in Language::ALL.iter().copied() {
        let renderer = Renderer::new(language, Scheme::Plain, Form::Short);
        for kind in WorkerKind::ALL.iter().copied() {
            let text = renderer.render(&Phrase::WorkerLost(kind)).to_string();
            let words = text.split_whitespace().count();
            assert!(
                (3..=25).contains(&words),
                "{language} {kind}: {text:?} has {words} words"
            );
        }
        let voice = renderer
            .render(&Phrase::WorkerLost(WorkerKind::Voice))
            .to_string();
        let speech = renderer
            .render(&Phrase::WorkerLost(WorkerKind::Speech))
            .to_string();
        assert_ne!(voice, speech, "{language}: each worker is named");
    }
}

#[test]
fn a_window_lost_is_said_and_the_console_goes_on() {
    let data = tempfile::tempdir().unwrap();
    // The window's thread panics as it starts: no display is needed to lose it.
    let args = [TABLE_THREE, &["--window"]].concat();
    let mut game = with_fault(data.path(), "window", &args);
    until_journaled(data.path(), lost(WorkerKind::Window));
    game.printed
        .until("The window stopped. The console goes on.", 1);
    game.type_line("e4");
    game.type_line("p");
    until_moves(data.path(), 1);
    leave(game);
}

/// A speaker whose engine's thread was lost: everything it is given fails, and it says it is lost.
struct LostEngine;

impl pegchess::speech::Speaker for LostEngine {
    fn say(
        &mut self,
        _: &pegchess::speech::Utterance,
    ) -> Result<(), pegchess::speech::SpeakerError> {
        Err(pegchess::speech::SpeakerError::Unavailable("lost".into()))
    }
    fn stop(&mut self) -> Result<(), pegchess::speech::SpeakerError> {
        Ok(())
    }
    fn is_speaking(&self) -> bool {
        false
    }
    fn is_lost(&self) -> bool {
        true
    }
}

#[test]
fn a_speech_engine_lost_hands_every_phrase_to_the_fallback() {
    use pegchess::speech::{Priority, RecordingSpeaker, SpeechQueue, Utterance};
    let fallback = RecordingSpeaker::new();
    let plainer = fallback.clone();
    let mut queue = SpeechQueue::with_echo(Box::new(LostEngine), None)
        .with_fallback(std::sync::Arc::new(move || Box::new(plainer.clone())));
    queue.push(Utterance::plain("Eva vier"), Priority::Event);
    queue.push(Utterance::plain("Eva fünf"), Priority::Event);
    assert_eq!(fallback.said(), ["Eva vier", "Eva fünf"]);
}
