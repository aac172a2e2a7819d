//! Tables 2 and 3 through the real binary: `play --port none` with the sighted player's e-board on a
//! pseudo-terminal (the DGT simulator moved by the hand model: the demo's game, and a DGT 3000 found and
//! pressed), or with no board at all and every move typed; the score sheet written equals the game. A peg board
//! looked for that never answers is said to be missing within five seconds. Whole games at the e-board's pace
//! are played in simulated time (`scripted.rs`, `session.rs`); here the tests wait on the journal, not on a
//! clock.

use crate::dgt::session::corpus_games;
use crate::support::{
    game_file, journal_entries, output_within, presses, spawn_in, type_line_after, until_journaled,
    until_moves, wait_until,
};
use pegchess::board::dgt::hands::PieceHands;
use pegchess::board::dgt::simulator::{DgtAction, SimDgt};
use pegchess::board::peg::link::LinkEvent;
use pegchess::game::journal::Journal;
use pegchess::game::pgn;
use pegchess::session::Command;
use pegchess::session::Event;
use shakmaty::san::SanPlus;
use shakmaty::{Board, Move, Position};
use std::process::Child;
use std::time::Duration;

/// Leaves the game with `q`; the program must end well. Returns what it printed.
pub fn quit(mut game: Child) -> String {
    type_line_after(&mut game, "q", Duration::ZERO);
    let out = output_within(game);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{}\n{stdout}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Waits until the game's journal under `data` holds an event `wanted` picks (10 s at most).
pub fn journaled(data: &std::path::Path, wanted: impl Fn(&Event) -> bool) {
    until_journaled(data, |e| e.iter().any(&wanted));
}

/// pegchess at table 3 (no board, no clock) in `locale`, its data in `data`.
pub fn at_table_three(data: &std::path::Path, locale: &str) -> Child {
    let args = [
        "--locale",
        locale,
        "play",
        "--port",
        "none",
        "--time-control",
        "none",
    ];
    spawn_in(data, &args)
}

/// Types each of `moves` from `pos` as its SAN and presses the clock after it, then waits until the game
/// under `data` has journaled every press; `pos` follows. The lines wait in the program's input: nothing is
/// typed against a clock.
fn announce_and_press(
    data: &std::path::Path,
    child: &mut Child,
    pos: &mut shakmaty::Chess,
    moves: &[Move],
) {
    let before = presses(
        &journal_entries(data)
            .into_iter()
            .map(|(_, e)| e)
            .collect::<Vec<_>>(),
    );
    for m in moves {
        let san = SanPlus::from_move(pos.clone(), *m).to_string();
        type_line_after(child, &san, Duration::ZERO);
        type_line_after(child, "p", Duration::ZERO);
        pos.play_unchecked(*m);
    }
    until_journaled(data, |e| presses(e) >= before + moves.len());
}

/// The moves of the score sheet the game wrote under `data`.
pub fn sheet_moves(data: &std::path::Path) -> Vec<Move> {
    let text = std::fs::read(game_file(data, "pgn")).expect("the score sheet");
    let games = pgn::read_games(&text);
    let game = games
        .into_iter()
        .next()
        .expect("one game")
        .expect("a readable game");
    game.moves
}

#[test]
fn table_three_a_whole_game_typed_and_pressed_is_the_record() {
    let game = &corpus_games(1)[0];
    let moves = &game.moves;
    let data = tempfile::tempdir().unwrap();
    let mut child = spawn_in(
        data.path(),
        &[
            "--locale",
            "en",
            "play",
            "--port",
            "none",
            "--time-control",
            "none",
        ],
    );
    let mut pos = game.start.clone();
    announce_and_press(data.path(), &mut child, &mut pos, moves);
    let stdout = quit(child);
    assert!(
        stdout.contains("No peg board; moves are announced and the clock pressed."),
        "{stdout}"
    );
    assert_eq!(
        stdout.matches("Announced: ").count(),
        moves.len(),
        "{stdout}"
    );
    assert_eq!(sheet_moves(data.path()), *moves, "{stdout}");
}

/// The legal move `text` (SAN) names in `pos`.
pub fn san(pos: &shakmaty::Chess, text: &str) -> Move {
    text.parse::<shakmaty::san::San>()
        .expect("SAN")
        .to_move(pos)
        .expect("legal")
}

/// Makes `text` on the e-board with textbook hands, and plays it on `pos`; the move.
pub fn made(dgt: &SimDgt, pos: &mut shakmaty::Chess, text: &str) -> Move {
    let m = san(pos, text);
    for step in PieceHands::clean().steps(pos, &m) {
        std::thread::sleep(step.pause);
        dgt.act(DgtAction::Hand(step.action));
    }
    pos.play_unchecked(m);
    m
}

/// pegchess at table 2, its data in `data`: no peg board, the e-board at `eboard`, the clock `time_control`.
pub fn at_eboard(data: &std::path::Path, eboard: &SimDgt, time_control: &str) -> Child {
    let path = eboard.path().to_str().expect("utf-8 path");
    spawn_in(
        data,
        &[
            "--locale",
            "en",
            "play",
            "--port",
            "none",
            "--sighted-port",
            path,
            "--time-control",
            time_control,
        ],
    )
}

#[test]
fn a_peg_board_named_that_never_answers_is_said_missing_within_five_seconds() {
    let data = tempfile::tempdir().unwrap();
    let missing = data.path().join("no-board-here");
    let child = spawn_in(
        data.path(),
        &[
            "--locale",
            "en",
            "play",
            "--port",
            missing.to_str().unwrap(),
            "--time-control",
            "none",
        ],
    );
    until_journaled(data.path(), |e| {
        e.iter()
            .any(|e| matches!(e, Event::Board(LinkEvent::Missing { looking: true })))
    });
    let stdout = quit(child);
    assert!(
        stdout.contains(
            "No peg board answered, still looking; moves are announced and the clock pressed."
        ),
        "{stdout}"
    );
    // The journal keeps when it was said: under five seconds into the game.
    let journal: pegchess::session::rebuild::RecoveredGame =
        Journal::read(&game_file(data.path(), "journal")).expect("the journal");
    let at = journal
        .entries
        .iter()
        .find(|(_, e)| matches!(e, Event::Board(LinkEvent::Missing { looking: true })))
        .map(|(at, _)| *at)
        .expect("the link said no board answered");
    assert!(at < Duration::from_secs(5), "said at {at:?}");
}

#[test]
fn table_two_a_dgt_3000_at_zero_is_found_by_its_version_set_at_the_start_and_both_presses_switch_it()
 {
    use pegchess::board::dgt::dgt3000::ClockSide;
    // White's side is the right (Black started White's clock: the left side is down).
    let dgt = SimDgt::start_with_zeroed_clock(&Board::default(), false, ClockSide::Left)
        .expect("pseudo-terminal");
    let data = tempfile::tempdir().unwrap();
    let mut child = at_eboard(data.path(), &dgt, "5+0");
    // Set at the start, before any press: both sides five minutes.
    wait_until(Duration::from_secs(10), "the DGT 3000 set", || {
        !dgt.clock_shown().is_empty()
    });
    let first = dgt.clock_shown().first().map(|(_, face)| *face);
    let five = Duration::from_secs(300);
    assert!(
        first.is_some_and(|f| f.left <= five
            && f.left > Duration::from_secs(290)
            && f.right <= five),
        "{first:?}"
    );
    // 1. e4: the blind player (White) announces it, presses their side of the lever, then the sighted player
    // makes it on the e-board.
    type_line_after(&mut child, "e4", Duration::ZERO);
    until_journaled(data.path(), |e| {
        e.iter()
            .any(|e| matches!(e, Event::Command(Command::Typed(t)) if t == "e4"))
    });
    dgt.act(DgtAction::Lever(ClockSide::Right));
    let runs = |dgt: &SimDgt| dgt.clock_shown().last().and_then(|(_, f)| f.runs);
    // The blind player's press switches it to Black's side (the test fails if it never does).
    wait_until(
        Duration::from_secs(10),
        "the blind player's press to switch it",
        || runs(&dgt) == Some(ClockSide::Left),
    );
    let mut pos = shakmaty::Chess::default();
    let e4 = made(&dgt, &mut pos, "e4");
    until_moves(data.path(), 1);
    // Still Black's clock: the move that stood after the press is not pressed again.
    assert_eq!(runs(&dgt), Some(ClockSide::Left));
    // 1... e5 on the e-board, and the sighted player presses their side.
    let e5 = made(&dgt, &mut pos, "e5");
    dgt.act(DgtAction::Lever(ClockSide::Left));
    wait_until(
        Duration::from_secs(10),
        "White's clock running again",
        || runs(&dgt) == Some(ClockSide::Right),
    );
    until_moves(data.path(), 2);
    let stdout = quit(child);
    assert_eq!(sheet_moves(data.path()), vec![e4, e5], "{stdout}");
    assert!(!stdout.contains("pressed without a move"), "{stdout}");
}

#[test]
fn table_three_the_journal_holds_every_announcement_and_resume_rebuilds_the_game() {
    let game = &corpus_games(1)[0];
    let data = tempfile::tempdir().unwrap();
    let mut child = at_table_three(data.path(), "en");
    let mut pos = game.start.clone();
    announce_and_press(data.path(), &mut child, &mut pos, &game.moves[..6]);
    // A line of noise and a move the position does not allow lose nothing.
    for line in ["zzz top", "Ke5", "p"] {
        type_line_after(&mut child, line, Duration::ZERO);
    }
    until_journaled(data.path(), |e| presses(e) == 7);
    let stdout = quit(child);
    assert!(stdout.contains("is not possible here"), "{stdout}");
    let journal = game_file(data.path(), "journal");
    let recovered: pegchess::session::rebuild::RecoveredGame = Journal::read(&journal).unwrap();
    let typed = recovered
        .entries
        .iter()
        .filter(|(_, e)| matches!(e, Event::Command(pegchess::session::Command::Typed(_))))
        .count();
    assert_eq!(typed, 8, "every announcement journaled");
    // Resumed at the same table: the game goes on from move 4.
    let mut child = spawn_in(data.path(), &["--locale", "en", "resume", "--port", "none"]);
    announce_and_press(data.path(), &mut child, &mut pos, &game.moves[6..8]);
    let stdout = quit(child);
    assert!(
        stdout.contains("Game resumed at move 4, White to move."),
        "{stdout}"
    );
    assert_eq!(sheet_moves(data.path()), game.moves[..8], "{stdout}");
}

#[test]
fn the_demo_plays_its_game_at_a_table_without_a_peg_board() {
    let (ok, stdout, stderr) =
        crate::support::pegchess(&["demo", "--no-pegs", "--speed", "10", "--plies", "6"]);
    // The demo fails unless every move played reached the record.
    assert!(ok, "{stdout}\n{stderr}");
    assert!(
        stdout.contains("No peg board; the sighted player's e-board is connected."),
        "{stdout}"
    );
    assert!(stdout.contains("1. d4 Nf6 2. c4 e6 3."), "{stdout}");
}

#[test]
fn port_none_in_the_settings_file_means_no_peg_board_is_looked_for() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("pegchess");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("settings.toml"),
        "port = \"none\"\nlocale = \"de\"\n",
    )
    .unwrap();
    let mut child = spawn_in(data.path(), &["play", "--time-control", "none"]);
    type_line_after(&mut child, "e4", Duration::ZERO);
    type_line_after(&mut child, "p", Duration::ZERO);
    until_moves(data.path(), 1);
    let stdout = quit(child);
    // Said at once (nothing was looked for), in the settings' language, and the move recorded.
    assert!(
        stdout.contains("Kein Steckbrett; Züge werden angesagt und die Uhr gedrückt."),
        "{stdout}"
    );
    assert!(!stdout.contains("antwortet"), "{stdout}");
    assert_eq!(sheet_moves(data.path()).len(), 1, "{stdout}");
}

#[test]
fn a_peg_board_plugged_in_at_move_20_makes_the_record_and_unplugged_at_30_is_said_once() {
    use pegchess::board::peg::hands::{self, HandAction, Noise};
    use pegchess::board::peg::protocol::Button;
    use pegchess::board::peg::simulator::{SimAction, SimBoard};
    let game = &corpus_games(1)[0];
    let moves = &game.moves;
    let data = tempfile::tempdir().unwrap();
    // The port the settings name: nothing there yet (the board is not plugged in).
    let port = data.path().join("pegboard");
    let mut child = spawn_in(
        data.path(),
        &[
            "--locale",
            "en",
            "play",
            "--port",
            port.to_str().unwrap(),
            "--time-control",
            "none",
        ],
    );
    // The link says no board answers (within five seconds); from then on the moves are announced.
    journaled(data.path(), |e| {
        matches!(e, Event::Board(LinkEvent::Missing { looking: true }))
    });
    let mut pos = game.start.clone();
    announce_and_press(data.path(), &mut child, &mut pos, &moves[..20]);
    // Plugged in at move 20, its pegs where the game stands.
    let board = SimBoard::start(pos.board().occupied(), Duration::from_secs(1)).unwrap();
    std::os::unix::fs::symlink(board.path(), &port).unwrap();
    // Its first reading, the snapshot after it connected, is in the game.
    until_journaled(data.path(), |e| {
        let connected = e
            .iter()
            .position(|e| matches!(e, Event::Board(LinkEvent::Connected { .. })));
        let snapshot = |e: &Event| {
            matches!(
                e,
                Event::Board(LinkEvent::Holes {
                    kind: pegchess::board::peg::protocol::OccupancyKind::Snapshot,
                    ..
                })
            )
        };
        connected.is_some_and(|i| e[i..].iter().any(snapshot))
    });
    // Moves 21 to 30 on the pegs, the lever pressed after each (the hands four times their pace: no timing
    // decides a move); each recorded before the next.
    let mut holes = pos.board().occupied();
    for (n, m) in moves.iter().enumerate().take(30).skip(20) {
        for step in hands::steps(&pos, m, &mut Noise::clean()) {
            std::thread::sleep(step.pause / 4);
            match step.action {
                HandAction::Press => {
                    board.act(SimAction::Button(Button::RightLever, true));
                    board.act(SimAction::Button(Button::RightLever, false));
                }
                // The board settles the move.
                HandAction::Wait => {}
                action => {
                    holes = hands::apply(holes, &action);
                    board.act(SimAction::Holes(holes));
                }
            }
        }
        until_moves(data.path(), n + 1);
        pos.play_unchecked(*m);
    }
    // Unplugged at move 30: the game goes on by announcement.
    board.act(SimAction::Unplug);
    journaled(data.path(), |e| {
        matches!(e, Event::Board(LinkEvent::Disconnected { .. }))
    });
    let m = moves[30];
    type_line_after(
        &mut child,
        &SanPlus::from_move(pos.clone(), m).to_string(),
        Duration::ZERO,
    );
    type_line_after(&mut child, "p", Duration::ZERO);
    until_moves(data.path(), 31);
    let stdout = quit(child);
    let _ = std::fs::remove_file(&port);
    assert!(
        stdout.contains("No peg board answered, still looking"),
        "{stdout}"
    );
    assert_eq!(
        stdout.matches("Board PB-SIM connected.").count(),
        1,
        "{stdout}"
    );
    assert_eq!(
        stdout.matches("The board is not answering").count(),
        1,
        "{stdout}"
    );
    // Its pegs stood where the game stands: no difference was said.
    assert!(
        !stdout.contains("The boards differ") && !stdout.contains("differs from the game"),
        "{stdout}"
    );
    assert_eq!(sheet_moves(data.path()), moves[..31], "{stdout}");
}
