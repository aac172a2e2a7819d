//! The window at the table it is at: without a peg board it draws the sighted player's e-board, not an empty
//! peg board, and the arbiter's report lists no peg corrections; a game loaded at a later move, or from a
//! given position, is said to be set up at that position, not at the start.

use super::{Game, compare_in_panel, name, type_sighted_sheet, window};
use eframe::egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::OccupancyKind;
use pegchess::config::Settings;
use pegchess::live::GameFiles;
use pegchess::session::{Command, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use pegchess::speech::phrases::phrase::SetUp;
use pegchess::ui::window::labels;
use shakmaty::fen::Fen;
use shakmaty::{Bitboard, CastlingMode, Chess, Position};
use std::time::Duration;

/// A game of `config` in `dir`, nothing yet at the table.
fn game_of(dir: &std::path::Path, config: SessionConfig) -> Game {
    let files = GameFiles::create(dir, "table", &config, None, Vec::new()).unwrap();
    Game {
        session: Session::new(config),
        files,
        holes: Bitboard::EMPTY,
        now: Duration::ZERO,
        said: Vec::new(),
    }
}

use crate::support::played as play;

/// The blind player's sheet of `movetext`, written in Braille (BRF) by `pegchess sheet` into `dir`.
fn braille(dir: &std::path::Path, movetext: &str) -> std::path::PathBuf {
    let pgn = dir.join("blind.pgn");
    std::fs::write(&pgn, format!("[Result \"*\"]\n\n{movetext} *\n")).unwrap();
    let brf = dir.join("blind.brf");
    let (ok, _, err) = crate::support::pegchess(&[
        "sheet",
        pgn.to_str().unwrap(),
        "--braille",
        "-o",
        brf.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    brf
}

#[test]
fn without_a_peg_board_the_window_draws_the_eboard_and_the_report_no_peg_corrections() {
    let dir = tempfile::tempdir().unwrap();
    let config = SessionConfig::from_settings(&Settings::default(), Chess::default());
    let mut game = game_of(dir.path(), config);
    game.act(Event::Board(LinkEvent::Missing { looking: false }));
    game.act(Event::Sighted(DgtEvent::Connected {
        port: "pty".into(),
        serial: "1".into(),
        version: "1.0".into(),
    }));
    let start = Chess::default();
    game.act(Event::Sighted(DgtEvent::Position {
        board: start.board().clone(),
        dump: true,
    }));
    let sans = ["e4", "e5", "Nf3", "Nc6"];
    for n in 1..=sans.len() {
        let (after, _) = play(start.clone(), &sans[..n]);
        game.act(Event::Sighted(DgtEvent::Position {
            board: after.board().clone(),
            dump: false,
        }));
        game.now += Duration::from_secs(3);
        game.act(Event::Tick);
        game.act(Event::Command(Command::Press));
    }
    assert_eq!(game.session.record().moves().len(), 4, "{:?}", game.said);
    let (mut harness, _sent) = window(&mut game);
    harness.run_steps(2);
    let peg = name(&harness, labels::PEG_BOARD);
    assert!(
        harness.query_by_label(&peg).is_none(),
        "a peg board is drawn at a table without one"
    );
    let eboard = name(&harness, labels::EBOARD);
    harness.get_by_role_and_label(Role::Image, &eboard);
    harness.get_by_label("no peg board at this table; e-board connected");
    // The sighted player's sheet differs at move 2: D.2.9 retraces, and only the boards that are here get
    // corrections.
    type_sighted_sheet(&mut harness, "1. e4 e5 2. Nc3");
    let brf = braille(dir.path(), "1. e4 e5 2. Nf3 Nc6");
    let blind = name(&harness, labels::BLIND_PATH);
    harness
        .get_by_role_and_label(Role::TextInput, &blind)
        .focus();
    harness.run_steps(1);
    harness
        .get_by_role_and_label(Role::TextInput, &blind)
        .type_text(brf.to_str().unwrap());
    harness.run_steps(1);
    let c = compare_in_panel(&mut harness);
    assert!(!c.sheets_agree);
    let report = harness.state().arbiter().report().to_string();
    // No peg board was seen to agree with the e-board: both sheets' boards go back to after 1... e5.
    assert!(
        report.contains("Decision: D.2.9: the score sheets agree through 2 half-moves"),
        "{report}"
    );
    assert_eq!(report.matches("Sighted board: ").count(), 1, "{report}");
    assert!(
        !report
            .lines()
            .any(|l| l.starts_with("Peg board") || l.starts_with("peg-board")),
        "peg corrections at a table without a peg board:\n{report}"
    );
}

/// The window over `game`, its log's text for the set-up.
fn set_up_said(game: &mut Game) -> String {
    assert!(
        game.said
            .iter()
            .any(|p| matches!(p, Phrase::SetupComplete(_))),
        "no set-up said: {:?}",
        game.said
    );
    let (mut harness, _sent) = window(game);
    harness.run_steps(2);
    let entries = harness.state().log().entries().to_vec();
    let entry = entries
        .iter()
        .find(|e| matches!(e.phrase, Phrase::SetupComplete(_)))
        .expect("the set-up in the log");
    entry.text.clone()
}

/// A game of `config` at a peg board whose holes show `position`.
fn at_pegs(dir: &std::path::Path, config: SessionConfig, position: &Chess) -> Game {
    let mut game = game_of(dir, config);
    game.act(Event::Board(LinkEvent::Connected {
        port: "pty".into(),
        name: "test".into(),
        firmware: "1".into(),
    }));
    game.holes(position.board().occupied(), OccupancyKind::Snapshot);
    game.now += Duration::from_secs(3);
    game.act(Event::Tick);
    game
}

#[test]
fn a_game_loaded_at_a_later_move_or_position_is_said_set_up_there_not_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let (after, moves) = play(Chess::default(), &["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    let mut config = SessionConfig::from_settings(&Settings::default(), Chess::default());
    config.moves = moves;
    let mut loaded = at_pegs(dir.path(), config, &after);
    // Spoken too, not only in the window: move 3, Black to move.
    let at = |number, to_move| Phrase::SetupComplete(SetUp::At { number, to_move });
    assert!(
        loaded.said.contains(&at(3, shakmaty::Color::Black)),
        "{:?}",
        loaded.said
    );
    assert_eq!(
        set_up_said(&mut loaded),
        "The position after 3. Bb5 is set up."
    );
    let dir = tempfile::tempdir().unwrap();
    let fen: Fen = "r1bq1rk1/pp2bppp/2n2n2/3p4/3P4/2N2N2/PP2BPPP/R1BQ1RK1 w - - 4 25"
        .parse()
        .unwrap();
    let given: Chess = fen.into_position(CastlingMode::Standard).unwrap();
    let config = SessionConfig::from_settings(&Settings::default(), given.clone());
    let mut from_fen = at_pegs(dir.path(), config, &given);
    assert!(
        from_fen.said.contains(&at(25, shakmaty::Color::White)),
        "{:?}",
        from_fen.said
    );
    assert_eq!(
        set_up_said(&mut from_fen),
        "The position given is set up: move 25, White to move."
    );
}

#[test]
fn the_arbiter_opens_the_panel_reads_a_braille_sheet_and_its_decision_with_keys_only() {
    use eframe::egui::Key;
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::new(dir.path());
    game.slide(shakmaty::Square::E2, shakmaty::Square::E4);
    game.slide(shakmaty::Square::E7, shakmaty::Square::E5);
    game.slide(shakmaty::Square::G1, shakmaty::Square::F3);
    // The blind player's Braille sheet has 2. Nc3 where the record and the sighted sheet have 2. Nf3.
    let brf = braille(dir.path(), "1. e4 e5 2. Nc3");
    let (mut harness, _sent) = window(&mut game);
    harness.run_steps(2);
    // F9 opens the panel with the focus in its first field; Tab goes field by field, Enter presses.
    harness.key_press(Key::F9);
    harness.run_steps(2);
    for (tabs, typed) in [(2, brf.to_str().unwrap()), (1, "1. e4 e5 2. Nf3")] {
        for _ in 0..tabs {
            harness.key_press(Key::Tab);
            harness.run_steps(1);
        }
        harness.event(eframe::egui::Event::Text(typed.to_string()));
        harness.run_steps(1);
    }
    harness.key_press(Key::Tab);
    harness.run_steps(1);
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    let panel = harness.state().arbiter();
    let report = panel.report().to_string();
    // One decision over the three sheets: the Braille sheet was read, it differs at 2. Nc3, so D.2.9
    // retraces to after 1... e5.
    assert!(
        panel
            .comparison()
            .is_some_and(|c| !c.sheets_agree && c.agree_through == 2),
        "{:?}\n{report}",
        panel.message()
    );
    assert!(
        report.contains("The blind player's sheet next: 2. Nc3")
            && report.contains("agree through half-move 2.")
            && report.matches("Decision: D.2.9").count() == 1,
        "{report}"
    );
}
