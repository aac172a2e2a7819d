//! The crash-safe record: the journal survives kill -9 and torn tails, and `pegchess resume` carries on.

mod saved;

use crate::support::{journal_in, spawn_in, type_line_after, until_connected};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::Button;
use pegchess::game::journal::Journal;
use pegchess::session::rebuild::RecoveredGame;
use pegchess::session::{Command as Cmd, Event, JournalHeader, SessionConfig};
use std::io::Write;
use std::path::Path;
use std::process::Child;
use std::time::Duration;

/// Waits until the journal holds `count` lever presses.
fn wait_for_presses(journal: &Path, count: usize) {
    let lever = Event::Board(LinkEvent::Button {
        button: Button::RightLever,
        pressed: true,
    });
    let what = format!("the journal to show {count} presses");
    crate::support::wait_until(Duration::from_secs(10), &what, || {
        let presses = Journal::read(journal)
            .map(|r: RecoveredGame| r.entries.iter().filter(|(_, e)| *e == lever).count())
            .unwrap_or(0);
        presses >= count
    });
}

fn play_move(child: &mut Child, from: &str, to: &str) {
    type_line_after(child, &format!("out {from}"), Duration::ZERO);
    type_line_after(child, &format!("in {to}"), Duration::ZERO);
    type_line_after(child, "lever", Duration::ZERO);
}

#[test]
fn a_game_killed_mid_way_resumes_with_nothing_lost() {
    let data = tempfile::tempdir().unwrap();
    let mut first = spawn_in(data.path(), &["play", "--simulate"]);
    until_connected(data.path(), 1);
    play_move(&mut first, "e2", "e4");
    play_move(&mut first, "e7", "e5");
    play_move(&mut first, "g1", "f3");
    let journal = journal_in(data.path());
    wait_for_presses(&journal, 3);
    first.kill().unwrap(); // SIGKILL: no chance to save anything
    first.wait().unwrap();

    let mut second = spawn_in(data.path(), &["resume", "--simulate"]);
    until_connected(data.path(), 2);
    play_move(&mut second, "b8", "c6");
    wait_for_presses(&journal, 4);
    type_line_after(&mut second, "q", Duration::ZERO);
    let out = crate::support::output_within(second);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "resume failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("Game resumed at move 2, Black to move."),
        "the three moves were rebuilt: {stdout}"
    );
    let pgn = std::fs::read_to_string(journal.with_extension("pgn")).unwrap();
    assert!(pgn.contains("1. e4 e5 2. Nf3 Nc6"), "score sheet: {pgn}");
    // The game's date and start time survive the crash too (they live in the journal's header).
    assert!(
        !pgn.contains("[Date \"?\"]") && pgn.contains("[UTCTime \""),
        "score sheet: {pgn}"
    );
}

#[test]
fn a_torn_or_corrupted_tail_is_reported_and_the_rest_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.journal");
    let header = JournalHeader::new(&SessionConfig::new(shakmaty::Chess::default()), vec![], 7);
    let mut j = Journal::create(&path, &header).unwrap();
    j.append(Duration::from_millis(5), &Event::Command(Cmd::Press))
        .unwrap();
    j.append(Duration::from_millis(9), &Event::Command(Cmd::Repeat))
        .unwrap();
    drop(j);
    // A power cut in the middle of the next line.
    std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap()
        .write_all(b"{\"ms\":12,\"entry\":{\"comm")
        .unwrap();
    let (mut j, rec): (Journal, RecoveredGame) = Journal::reopen(&path).unwrap();
    assert_eq!(rec.header, header);
    assert_eq!(rec.entries.len(), 2);
    let damage = rec.damage.expect("the torn line is reported");
    assert_eq!((damage.line, damage.dropped), (5, 1));
    // Appending after recovery continues cleanly.
    j.append(Duration::from_millis(20), &Event::Command(Cmd::Press))
        .unwrap();
    drop(j);
    let again: RecoveredGame = Journal::read(&path).unwrap();
    assert!(again.damage.is_none());
    assert_eq!(again.entries.len(), 3);

    // A flipped byte inside an earlier line is caught by its checksum.
    let mut bytes = std::fs::read(&path).unwrap();
    let at = bytes.len() - 12;
    bytes[at] ^= 0x20;
    std::fs::write(&path, &bytes).unwrap();
    let rec: RecoveredGame = Journal::read(&path).unwrap();
    assert_eq!(rec.entries.len(), 2);
    assert!(rec.damage.unwrap().reason.to_string().contains("checksum"));
}

#[test]
fn a_file_that_is_no_journal_gets_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.journal");
    std::fs::write(&path, "hello\n").unwrap();
    let err = Journal::read::<JournalHeader, Event>(&path)
        .unwrap_err()
        .to_string();
    assert!(err.contains("is not a pegchess journal"), "{err}");
}

#[test]
fn every_event_kind_survives_the_journal() {
    use pegchess::board::peg::protocol::{FaultCode, OccupancyKind};
    use pegchess::session::{ClockAction, Command, GameResult, Query};
    use pegchess::speech::phrases::phrase::Line;
    let events = [
        Event::Tick,
        Event::Command(Command::Press),
        Event::Command(Command::Repeat),
        Event::Command(Command::Promote(shakmaty::Role::Knight)),
        Event::Command(Command::Announced("e7e8q".parse().unwrap())),
        Event::Command(Command::Typed("Hf3 +".into())),
        Event::Command(Command::Ask(Query::Pieces(
            shakmaty::Piece::from_char('n').unwrap(),
        ))),
        Event::Command(Command::Ask(Query::Line(Line::File(shakmaty::File::E)))),
        Event::Command(Command::Ask(Query::LastMoves(5))),
        Event::Command(Command::OfferDraw(None)),
        Event::Command(Command::Result(GameResult::Resigned(
            shakmaty::Color::Black,
        ))),
        Event::Command(Command::Clock(ClockAction::SetTime(
            shakmaty::Color::White,
            Duration::from_secs(5400),
        ))),
        Event::Command(Command::Clock(ClockAction::AddIncrement(
            Duration::from_secs(5),
        ))),
        Event::Command(Command::Clock(ClockAction::Penalty(shakmaty::Color::Black))),
        Event::Board(LinkEvent::Connected {
            port: "/dev/tty ACM0".into(),
            name: "club 7%".into(),
            firmware: "1.0".into(),
        }),
        Event::Board(LinkEvent::Disconnected {
            port: "p".into(),
            reason: "no heartbeat\nfor 3 s".into(),
        }),
        Event::Board(LinkEvent::Holes {
            holes: shakmaty::Bitboard(0xFFFF00000000EFFF),
            kind: OccupancyKind::Snapshot,
        }),
        Event::Board(LinkEvent::Button {
            button: Button::Speak,
            pressed: false,
        }),
        Event::Board(LinkEvent::Fault {
            code: FaultCode::Chatter,
            detail: "e4".into(),
        }),
    ];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.journal");
    let header = JournalHeader::new(&SessionConfig::new(shakmaty::Chess::default()), vec![], 7);
    let mut j = Journal::create(&path, &header).unwrap();
    for (i, e) in events.iter().enumerate() {
        j.append(Duration::from_millis(i as u64), e).unwrap();
    }
    drop(j);
    let back: RecoveredGame = Journal::read(&path).unwrap();
    let read: Vec<Event> = back.entries.into_iter().map(|(_, e)| e).collect();
    assert_eq!(read, events);
}

#[test]
fn an_adjourned_game_is_continued_from_its_pgn_and_a_crash_after_that_loses_nothing() {
    let data = tempfile::tempdir().unwrap();
    let adjourned = data.path().join("adjourned.pgn");
    std::fs::write(
        &adjourned,
        "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n",
    )
    .unwrap();
    let mut first = spawn_in(
        data.path(),
        &["play", "--simulate", "--pgn", adjourned.to_str().unwrap()],
    );
    until_connected(data.path(), 1);
    play_move(&mut first, "b8", "c6");
    let journal = journal_in(data.path());
    wait_for_presses(&journal, 1);
    first.kill().unwrap();
    first.wait().unwrap();
    let mut second = spawn_in(data.path(), &["resume", "--simulate"]);
    until_connected(data.path(), 2);
    play_move(&mut second, "f1", "b5");
    wait_for_presses(&journal, 2);
    type_line_after(&mut second, "q", Duration::ZERO);
    assert!(crate::support::output_within(second).status.success());
    let pgn = std::fs::read_to_string(journal.with_extension("pgn")).unwrap();
    assert!(pgn.contains("[White \"A\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5"), "{pgn}");
}

#[test]
fn the_arbiters_decision_is_journaled_and_the_resumed_game_goes_on_from_the_agreed_position() {
    let data = tempfile::tempdir().unwrap();
    let journal = three_moves_and_quit(data.path());

    // The sighted player's score sheet has 2. Nc3: the sheets agree through two half-moves.
    let sheet = data.path().join("sheet.pgn");
    std::fs::write(&sheet, "1. e4 e5 2. Nc3 *\n").unwrap();
    let mut arbiter = spawn_in(
        data.path(),
        &[
            "arbiter",
            "--record",
            journal.to_str().unwrap(),
            "--scoresheet",
            sheet.to_str().unwrap(),
        ],
    );
    type_line_after(&mut arbiter, "y", Duration::ZERO);
    let out = crate::support::output_within(arbiter);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("\nagree-through: 2\n"), "{stdout}");
    assert!(stdout.contains("Applied"), "{stdout}");

    let mut resumed = spawn_in(data.path(), &["resume", "--simulate"]);
    until_connected(data.path(), 2);
    // The peg board still shows 2. Nf3, as its sensors read it: the blind player sets it to the decision.
    for key in ["out f3", "in g1"] {
        type_line_after(&mut resumed, key, Duration::ZERO);
    }
    play_move(&mut resumed, "b1", "c3");
    wait_for_presses(&journal, 4);
    type_line_after(&mut resumed, "q", Duration::ZERO);
    let out = crate::support::output_within(resumed);
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("Game resumed at move 2, White to move.")
    );
    let pgn = std::fs::read_to_string(journal.with_extension("pgn")).unwrap();
    assert!(pgn.contains("1. e4 e5 {arbiter: D.2.9"), "{pgn}");
    assert!(pgn.contains("2. Nc3"), "{pgn}");
}

#[test]
fn the_players_sheets_against_the_record_make_the_journaled_record_theirs() {
    let data = tempfile::tempdir().unwrap();
    let journal = three_moves_and_quit(data.path());

    // Both players wrote 2. Nc3 (the sighted sheet, and the blind player's Braille sheet): D.2.9's first
    // case. The blind player sets his board; the record is made to match the sheets.
    let sheet = data.path().join("sheet.pgn");
    std::fs::write(&sheet, "[Result \"*\"]\n\n1. e4 e5 2. Nc3 *\n").unwrap();
    let brf = data.path().join("blind.brf");
    let (ok, _, err) = crate::support::pegchess(&[
        "--locale",
        "fi",
        "sheet",
        sheet.to_str().unwrap(),
        "--braille",
        "-o",
        brf.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let mut arbiter = spawn_in(
        data.path(),
        &[
            "--locale",
            "fi",
            "arbiter",
            "--record",
            journal.to_str().unwrap(),
            "--scoresheet",
            sheet.to_str().unwrap(),
            "--blind",
            brf.to_str().unwrap(),
        ],
    );
    // The Finnish yes.
    type_line_after(&mut arbiter, "k", Duration::ZERO);
    let out = crate::support::output_within(arbiter);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let decisions: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("decision: "))
        .collect();
    let [decision] = decisions.as_slice() else {
        panic!("one decision: {stdout}")
    };
    assert!(
        decision.contains("sokea pelaaja asettaa lautansa"),
        "{stdout}"
    );
    assert!(stdout.contains("\nagree-through: 3\n"), "{stdout}");

    let mut resumed = spawn_in(data.path(), &["resume", "--simulate"]);
    until_connected(data.path(), 2);
    // The peg board still shows 2. Nf3: the blind player sets it to the sheets' 2. Nc3. The record holds
    // 2. Nc3: Black's move.
    for key in ["out f3", "in g1", "out b1", "in c3"] {
        type_line_after(&mut resumed, key, Duration::ZERO);
    }
    play_move(&mut resumed, "g8", "f6");
    wait_for_presses(&journal, 4);
    type_line_after(&mut resumed, "q", Duration::ZERO);
    let out = crate::support::output_within(resumed);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("Game resumed at move 2, Black to move."),
        "{said}"
    );
    let pgn = std::fs::read_to_string(journal.with_extension("pgn")).unwrap();
    assert!(pgn.contains("2. Nc3 Nf6"), "{pgn}");
    assert!(!pgn.contains("Nf3"), "{pgn}");
}

#[test]
fn a_simulated_peg_board_comes_back_with_the_hands_last_move_on_it() {
    let data = tempfile::tempdir().unwrap();
    let mut game = spawn_in(data.path(), &["play", "--simulate"]);
    until_connected(data.path(), 1);
    play_move(&mut game, "e2", "e4");
    let journal = journal_in(data.path());
    wait_for_presses(&journal, 1);
    // Black's pawn goes from e7 to e5; the program stops before the lever.
    type_line_after(&mut game, "out e7", Duration::ZERO);
    type_line_after(&mut game, "in e5", Duration::ZERO);
    crate::support::until_game(data.path(), |s| {
        s.holes()
            .is_some_and(|h| h.contains(shakmaty::Square::E5) && !h.contains(shakmaty::Square::E7))
    });
    type_line_after(&mut game, "q", Duration::ZERO);
    assert!(crate::support::output_within(game).status.success());
    // Resumed, the board still holds the pawn on e5: the lever completes 1... e5.
    let mut resumed = spawn_in(data.path(), &["resume", "--simulate"]);
    until_connected(data.path(), 2);
    type_line_after(&mut resumed, "lever", Duration::ZERO);
    crate::support::until_moves(data.path(), 2);
    type_line_after(&mut resumed, "q", Duration::ZERO);
    let out = crate::support::output_within(resumed);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(!said.contains("without a move"), "{said}");
}

/// A game on the simulated peg board under `data`: 1. e4 e5 2. Nf3, each pressed, then the program quits.
/// Its journal.
fn three_moves_and_quit(data: &Path) -> std::path::PathBuf {
    let mut game = spawn_in(data, &["play", "--simulate"]);
    until_connected(data, 1);
    play_move(&mut game, "e2", "e4");
    play_move(&mut game, "e7", "e5");
    play_move(&mut game, "g1", "f3");
    let journal = journal_in(data);
    wait_for_presses(&journal, 3);
    type_line_after(&mut game, "q", Duration::ZERO);
    assert!(crate::support::output_within(game).status.success());
    journal
}
