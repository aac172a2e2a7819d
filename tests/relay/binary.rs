//! End to end through the real binaries: the LiveChess stand-in -> `pegchess relay` -> a null-modem cable of two
//! pseudo-terminals -> `pegchess play --port none --sighted-port <the player's end>` at table 2. The score sheet
//! saved is the game, with every LiveChess behaviour injected; the board inactive mid-game is said once at the
//! table, the game goes on by announcement, and the board back is checked against the record.

use super::faults::{Outage, begin, end, outages};
use super::frames::SERIAL;
use super::script::{Behaviours, livechess_game, script, steps_for};
use crate::support::{game_file, game_file_now, no_settings, spawn_in, type_line_after};
use crate::tables::binary::{journaled, quit};
use pegchess::board::dgt::link::DgtEvent;
use pegchess::game::pgn::{self, PgnGame};
use pegchess::relay::null_modem::NullModem;
use pegchess::relay::standin::{StandIn, StandInStep};
use pegchess::session::Event;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};
use std::process::Child;
use std::time::{Duration, Instant};

/// `pegchess relay` for board [`SERIAL`] of `livechess`, onto the relay's end of `cable`.
fn relay(livechess: &StandIn, cable: &NullModem) -> Child {
    let line = cable.relay_end().to_str().expect("utf-8 path");
    let url = livechess.url();
    no_settings()
        .args(["--locale", "en", "relay", "--url", &url, "--board", SERIAL])
        .args(["--line", line])
        .spawn()
}

/// Stops the relay (it runs until stopped); what it printed.
fn stop(mut relay: Child) -> String {
    let _ = relay.kill();
    let out = relay.wait_with_output().expect("the relay ends");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The moves of the score sheet under `data` once it holds `plies` of them (20 s at most), else as they are
/// (none while no sheet is saved).
fn sheet_with(data: &std::path::Path, plies: usize) -> Vec<Move> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let moves = game_file_now(data, "pgn")
            .and_then(|path| std::fs::read(path).ok())
            .and_then(|t| pgn::read_games(&t).into_iter().next())
            .and_then(Result::ok)
            .map(|g| g.moves)
            .unwrap_or_default();
        if moves.len() >= plies || Instant::now() > deadline {
            return moves;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Plays `steps` and waits until the stand-in carried them out.
fn play(livechess: &StandIn, steps: Vec<StandInStep>) {
    let wanted = livechess.done() + steps.len();
    for step in steps {
        livechess.play(step);
    }
    assert!(livechess.wait_done(wanted, Duration::from_secs(60)));
}

/// How many events of the game's journal under `data` `wanted` picks.
fn journal_count(data: &std::path::Path, wanted: impl Fn(&Event) -> bool) -> usize {
    let read: Option<pegchess::session::rebuild::RecoveredGame> =
        pegchess::game::journal::Journal::read(&game_file(data, "journal")).ok();
    read.map_or(0, |r| r.entries.iter().filter(|(_, e)| wanted(e)).count())
}

/// Waits until the journal holds `count` events `wanted` picks (15 s at most).
fn journaled_times(data: &std::path::Path, count: usize, wanted: impl Fn(&Event) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(15);
    while journal_count(data, &wanted) < count {
        assert!(Instant::now() < deadline, "the journal never showed it");
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn connected(e: &Event) -> bool {
    matches!(e, Event::Sighted(DgtEvent::Connected { .. }))
}

fn read_position(e: &Event) -> bool {
    matches!(e, Event::Sighted(DgtEvent::Position { .. }))
}

fn disconnected(e: &Event) -> bool {
    matches!(e, Event::Sighted(DgtEvent::Disconnected { .. }))
}

/// `pegchess play` at table 2 (no peg board, no clock) in English, its data in `data`, reading its e-board at
/// the player's end of `cable`.
fn table_two(data: &std::path::Path, cable: &NullModem) -> Child {
    let port = cable.player_end().to_str().expect("utf-8 path");
    let args = ["--locale", "en", "play", "--port", "none", "--sighted-port"];
    spawn_in(
        data,
        &[&args[..], &[port, "--time-control", "none"]].concat(),
    )
}

/// The pace of the stand-in's events.
const PACE: Duration = Duration::from_millis(60);

/// Table 2 through the relay: the game's events with every behaviour, paced; with `outage`, that fault begins
/// after so many plies (the board inactive, LiveChess restarted, the cable pulled), the next move is announced
/// and pressed at the table, and the board comes back showing it. The sheet saved, what the table printed,
/// what the relay printed.
fn through_the_relay(
    game: &PgnGame,
    outage: Option<(usize, Outage)>,
) -> (Vec<Move>, String, String) {
    let livechess = StandIn::start(SERIAL, game.start.board()).expect("the stand-in");
    let cable = NullModem::start().expect("pseudo-terminals");
    let relay = relay(&livechess, &cable);
    crate::support::wait_until(Duration::from_secs(10), "the relay's subscription", || {
        livechess.subscribed()
    });
    let data = tempfile::tempdir().unwrap();
    let mut child = table_two(data.path(), &cable);
    // The table reads the board's start before the game begins, as a player's pegchess is ready before the
    // clock starts: a board first read moves into the game differs from the record (said, not guessed).
    journaled(data.path(), connected);
    journaled(data.path(), read_position);
    let all = Behaviours {
        all: true,
        pace: PACE,
    };
    let moves = &game.moves;
    match outage {
        None => play(&livechess, script(game, all).steps),
        Some((k, outage)) => {
            let part = |from: usize, to: usize, ending: bool| {
                let mut pos = game.start.clone();
                for m in &moves[..from] {
                    pos.play_unchecked(*m);
                }
                steps_for(&pos, &moves[from..to], &[], all, ending).steps
            };
            play(&livechess, part(0, k, false));
            let so_far = sheet_with(data.path(), k).len();
            if so_far != k {
                let (table, relay) = (quit(child), stop(relay));
                panic!("{so_far} of {k} plies saved\n--- table:\n{table}\n--- relay:\n{relay}");
            }
            // The fault: the table hears its e-board is gone and goes on by announcement.
            let read_before = journal_count(data.path(), read_position);
            begin(&livechess, &cable, &outage);
            journaled_times(data.path(), 1, disconnected);
            let mut pos: Chess = game.start.clone();
            for m in &moves[..k] {
                pos.play_unchecked(*m);
            }
            let san = SanPlus::from_move(pos.clone(), moves[k]).to_string();
            type_line_after(&mut child, &san, Duration::from_millis(100));
            type_line_after(&mut child, "p", Duration::from_millis(100));
            pos.play_unchecked(moves[k]);
            // Meanwhile the move was made on the broadcast board; LiveChess reads it again.
            let board = Some(pos.board().clone());
            play(&livechess, vec![StandInStep::Event { board, clock: None }]);
            end(&livechess, &cable, &outage);
            journaled_times(data.path(), 2, connected);
            // The board back is read before the game goes on (a board is read whole when it comes back).
            journaled_times(data.path(), read_before + 1, read_position);
            play(&livechess, part(k + 1, moves.len(), true));
        }
    }
    // The last move may be held a moment (a slide could go on): the sheet is read after quitting.
    let _ = sheet_with(data.path(), moves.len());
    let stdout = quit(child);
    let relay_out = stop(relay);
    let calls = livechess.calls();
    assert!(
        calls.iter().all(|c| c == "eboards" || c == "subscribe"),
        "{calls:?}"
    );
    (sheet_with(data.path(), moves.len()), stdout, relay_out)
}

#[test]
fn the_demo_plays_its_game_through_a_broadcast_relay() {
    let (ok, stdout, stderr) = crate::support::pegchess(&[
        "--locale",
        "en",
        "demo",
        "--broadcast",
        "--speed",
        "10",
        "--plies",
        "6",
    ]);
    // The demo fails unless every move played reached the record.
    assert!(ok, "{stdout}\n{stderr}");
    assert!(
        stdout.contains("relay: the broadcast link is up; the board is passed on"),
        "{stdout}"
    );
    assert!(
        stdout.contains("1. d4 Nf6 2. c4 e6 3. Nf3 d5 *"),
        "{stdout}"
    );
    assert!(!stdout.contains("is lost"), "{stdout}");
}

#[test]
fn a_corpus_game_through_the_relay_with_every_behaviour_is_the_score_sheet() {
    let text = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/demo.pgn")).unwrap();
    let game = pgn::read_games(&text).into_iter().next().unwrap().unwrap();
    let (sheet, stdout, relay_out) = through_the_relay(&game, None);
    assert_eq!(sheet, game.moves, "{stdout}");
    assert!(
        stdout.contains("No peg board; the sighted player's e-board is connected."),
        "{stdout}"
    );
    assert!(
        relay_out.contains("relay: the broadcast link is up"),
        "{relay_out}"
    );
    assert!(
        relay_out.contains("LiveChess is sent only \"eboards\" and \"subscribe\""),
        "{relay_out}"
    );
}

#[test]
fn livechess_s_own_recording_with_the_board_inactive_mid_game_is_the_score_sheet() {
    let game = livechess_game();
    let inactive = Outage::LiveChess(
        vec![StandInStep::State("INACTIVE".into())],
        vec![StandInStep::State("ACTIVE".into())],
    );
    let (sheet, stdout, relay_out) = through_the_relay(&game, Some((20, inactive)));
    assert_eq!(sheet, game.moves, "{stdout}");
    // Said once at the table when the board went, once when it came back; the move announced meanwhile
    // stands, and the board back agrees with the record.
    // (A table that greets the relay before the relay has reached LiveChess hears the link lost at the start
    // too: counted from the board's first connection.)
    let lost = "The broadcast link is lost; the game goes on with the announcements.";
    let seated = "No peg board; the sighted player's e-board is connected.";
    let from_seated = stdout.split_once(seated).map_or("", |(_, rest)| rest);
    assert_eq!(from_seated.matches(lost).count(), 1, "{stdout}");
    assert!(stdout.contains("Announced: "), "{stdout}");
    assert!(!stdout.contains("differs"), "{stdout}");
    assert!(
        relay_out.contains("relay: DGT LiveChess says the board is INACTIVE"),
        "{relay_out}"
    );
}

#[test]
fn the_board_is_taken_back_after_livechess_restarts_and_after_the_cable_is_pulled_and_put_back() {
    let text = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/demo.pgn")).unwrap();
    let game = pgn::read_games(&text).into_iter().next().unwrap().unwrap();
    let lost = "The broadcast link is lost; the game goes on with the announcements.";
    let seated = "No peg board; the sighted player's e-board is connected.";
    for name in [
        "LiveChess restarted",
        "the cable cut",
        "the board gone from the list",
    ] {
        let outage = outages().into_iter().find(|(n, _)| *n == name).unwrap().1;
        let (sheet, stdout, _) = through_the_relay(&game, Some((7, outage)));
        assert_eq!(sheet, game.moves, "{name}: {stdout}");
        let from_seated = stdout.split_once(seated).map_or("", |(_, rest)| rest);
        assert_eq!(from_seated.matches(lost).count(), 1, "{name}: {stdout}");
        assert!(!stdout.contains("without a move"), "{name}: {stdout}");
    }
}

#[test]
fn a_second_relay_on_the_same_line_is_refused_in_the_organiser_s_language() {
    let livechess = StandIn::start(SERIAL, &shakmaty::Board::default()).expect("the stand-in");
    let cable = NullModem::start().expect("pseudo-terminals");
    let first = relay(&livechess, &cable);
    let line = cable.relay_end().to_path_buf();
    crate::support::wait_until(Duration::from_secs(10), "the first relay's lock", || {
        pegchess::board::link_engine::port_free(&line).is_err()
    });
    let line = line.to_str().expect("utf-8 path");
    let url = livechess.url();
    let (ok, stdout, stderr) = crate::support::pegchess(&[
        "--locale", "de", "relay", "--url", &url, "--board", SERIAL, "--line", line,
    ]);
    stop(first);
    assert!(!ok, "{stdout}");
    assert!(
        stderr.contains(&format!(
            "die serielle Leitung {line} ist von einem anderen pegchess belegt"
        )),
        "{stderr}"
    );
    assert!(stderr.contains("eine Leitung, ein Brett"), "{stderr}");
}

#[test]
fn a_board_not_yet_active_when_the_game_starts_is_said_as_the_broadcast_link_and_read_once_it_is() {
    let text = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/demo.pgn")).unwrap();
    let game = pgn::read_games(&text).into_iter().next().unwrap().unwrap();
    let moves = &game.moves[..8];
    let livechess = StandIn::start(SERIAL, game.start.board()).expect("the stand-in");
    // LiveChess lists the board, but not as active: the relay has nothing to pass on yet.
    play(&livechess, vec![StandInStep::State("INACTIVE".into())]);
    let cable = NullModem::start().expect("pseudo-terminals");
    let relay = relay(&livechess, &cable);
    let data = tempfile::tempdir().unwrap();
    let child = table_two(data.path(), &cable);
    journaled(data.path(), |e| {
        matches!(e, Event::Sighted(DgtEvent::RelayWithoutBoard))
    });
    play(&livechess, vec![StandInStep::State("ACTIVE".into())]);
    journaled(data.path(), connected);
    journaled(data.path(), read_position);
    let paced = Behaviours {
        all: false,
        pace: PACE,
    };
    play(
        &livechess,
        steps_for(&game.start, moves, &[], paced, true).steps,
    );
    let _ = sheet_with(data.path(), moves.len());
    let stdout = quit(child);
    let relay_out = stop(relay);
    assert_eq!(
        sheet_with(data.path(), moves.len()),
        moves,
        "{stdout}\n{relay_out}"
    );
    let lost = "The broadcast link is lost; the game goes on with the announcements.";
    assert_eq!(stdout.matches(lost).count(), 1, "{stdout}");
    assert!(
        stdout.contains("No peg board; the sighted player's e-board is connected."),
        "{stdout}"
    );
    assert!(!stdout.contains("does not answer"), "{stdout}");
}
