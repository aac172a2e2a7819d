//! The large view for low vision and the layout, through egui's test harness and AccessKit: a short game
//! played in the large view (the record's board fills the window and names the marked last move), a move
//! the blind player changed before the press kept in the announcements as corrected, and no two parts
//! overlapping from 1024x600 up and at 200% zoom.
#![cfg(feature = "window")]

use crate::window::{Game, clocked, name, window_with};
use eframe::egui::{self, Rect};
use egui_kittest::kittest::{NodeT, Queryable};
use pegchess::config::{Settings, WindowMode};
use pegchess::speech::{Phrase, SpokenMove};
use pegchess::ui::window::labels;
use pegchess::ui::window::log::{Log, Standing};
use shakmaty::{Chess, Square};

/// A 15+10 clock, the large view.
fn large() -> Settings {
    Settings {
        window_mode: WindowMode::Large,
        ..clocked("15+10")
    }
}

#[test]
fn a_short_game_in_the_large_view_marks_each_last_move_on_a_board_that_fills_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let settings = large();
    let mut game = Game::with(dir.path(), &settings);
    let (mut harness, _sent, views) = window_with(&mut game, &settings, [1024.0, 600.0]);
    harness.run_steps(2);
    let board = name(&harness, labels::RECORD_BOARD);
    assert!(harness.query_all_by_label_contains("No move yet").count() >= 1);
    for ((from, to), (said, mover)) in [
        ((Square::E2, Square::E4), ("e4 (e2-e4)", "Black to move")),
        ((Square::E7, Square::E5), ("e5 (e7-e5)", "White to move")),
        ((Square::G1, Square::F3), ("Nf3 (g1-f3)", "Black to move")),
    ] {
        game.slide(from, to);
        views.send(game.view()).unwrap();
        harness.run_steps(2);
        // The board's name says the move its outline marks.
        let node = harness.get_by_label_contains(&board);
        let label = node.accesskit_node().label().unwrap_or_default();
        assert!(label.contains(&format!("Last move: {said}")), "{label}");
        // It fills the window's height (all but a small margin) and more than half its width.
        let rect = node.rect();
        assert!(rect.height() >= 560.0 && rect.width() >= 520.0, "{rect:?}");
        harness.get_by_label(mover);
    }
    assert_eq!(harness.state().mode(), WindowMode::Large);
    // Both clocks in very large type beside the board.
    let clocks: Vec<Rect> = harness
        .query_all_by_label_contains("0:1")
        .map(|n| n.rect())
        .filter(|r| r.height() >= 55.0 && r.min.x > 560.0)
        .collect();
    assert_eq!(clocks.len(), 2, "{clocks:?}");
    // F2 goes back to the standard view, where the peg board shows too.
    harness.key_press(egui::Key::F2);
    harness.run_steps(2);
    assert_eq!(harness.state().mode(), WindowMode::Standard);
    let peg = name(&harness, labels::PEG_BOARD);
    assert!(
        harness.query_all_by_label(&peg).count() >= 2,
        "no peg board"
    );
}

#[test]
fn a_move_changed_before_the_press_stays_in_the_announcements_marked_corrected() {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings::default();
    let mut game = Game::with(dir.path(), &settings);
    let (mut harness, _sent, views) = window_with(&mut game, &settings, [1280.0, 900.0]);
    // The knight goes to f3 and is said; then on to h3 before the lever: the board shows another move.
    game.shift(Square::G1, Square::F3);
    game.settle();
    let first = game.said.clone();
    assert!(
        first.iter().any(|p| matches!(p, Phrase::Move { .. })),
        "{first:?}"
    );
    game.shift(Square::F3, Square::H3);
    game.settle();
    game.press();
    views.send(game.view()).unwrap();
    harness.run_steps(2);
    let log = harness.state().log();
    let standings: Vec<Standing> = log.entries().iter().map(|e| e.standing).collect();
    let corrected = log
        .entries()
        .iter()
        .find(|e| e.standing == Standing::Corrected)
        .unwrap_or_else(|| panic!("nothing corrected: {standings:?}"));
    assert!(matches!(corrected.phrase, Phrase::Move { .. }));
    assert!(
        log.entries()
            .iter()
            .any(|e| matches!(e.phrase, Phrase::MoveChanged(_)) && e.standing == Standing::Said)
    );
    // On screen, and to a screen reader: the slip is there, said to be corrected.
    harness.get_by_label(&format!("{} (corrected)", corrected.text));
    assert!(harness.query_by_label(&corrected.text).is_none());
    assert_eq!(game.session.record().moves().len(), 1);
}

#[test]
fn a_takeback_and_a_slip_put_right_are_marked_corrected_not_erased() {
    let pos = Chess::default();
    let other = |uci: &str| {
        let m = uci
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        pegchess::speech::SpokenMove::new(&pos, m)
    };
    let said = |uci: &str| {
        let SpokenMove { mover, san, mv } = other(uci);
        Phrase::Move { mover, san, mv }
    };
    let mut log = Log::default();
    log.push(said("e2e4"));
    log.push(Phrase::TakenBack { plies: 1 });
    assert_eq!(log.entries().len(), 2);
    assert_eq!(log.entries()[0].standing, Standing::Corrected);
    log.push(Phrase::AnnouncedOtherMove {
        announced: other("g1f3"),
        executed: other("b1c3"),
    });
    assert_eq!(log.entries()[2].standing, Standing::Said);
    log.push(said("g1f3"));
    assert_eq!(log.entries()[2].standing, Standing::Corrected);
    assert_eq!(log.entries()[3].standing, Standing::Said);
    log.push(Phrase::MoveUndone);
    assert_eq!(log.entries()[3].standing, Standing::Corrected);
    assert_eq!(log.entries().len(), 5);
}

/// The named parts of the window that must never overlap.
fn parts(
    harness: &egui_kittest::Harness<'static, pegchess::ui::window::app::WindowApp>,
) -> Vec<(String, Rect)> {
    let mut found = Vec::new();
    for id in [
        labels::RECORD_BOARD,
        labels::PEG_BOARD,
        labels::WHITE_CLOCK,
        labels::BLACK_CLOCK,
        labels::SIGHTED_SEND,
        labels::COMMAND_SEND,
        labels::ARBITER_TOGGLE,
        labels::LARGE_VIEW,
        labels::ANNOUNCEMENTS,
        labels::MOVES,
    ] {
        let label = name(harness, id);
        for node in harness.query_all_by_label_contains(&label) {
            let a = node.accesskit_node();
            if let Some(b) = a.bounding_box() {
                let rect = Rect::from_min_max(
                    egui::pos2(b.x0 as f32, b.y0 as f32),
                    egui::pos2(b.x1 as f32, b.y1 as f32),
                );
                found.push((a.label().or_else(|| a.value()).unwrap_or_default(), rect));
            }
        }
    }
    found
}

#[test]
fn no_two_parts_overlap_from_1024x600_up_and_at_200_percent_zoom() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::with(dir.path(), &large());
    game.slide(Square::E2, Square::E4);
    for (size, zoom, mode) in [
        ([1024.0, 600.0], 1.0, WindowMode::Standard),
        ([1024.0, 600.0], 1.0, WindowMode::Large),
        ([1920.0, 1080.0], 1.0, WindowMode::Standard),
        ([1280.0, 900.0], 2.0, WindowMode::Standard),
        ([1280.0, 900.0], 2.0, WindowMode::Large),
    ] {
        let settings = Settings {
            window_mode: mode,
            ..large()
        };
        let (mut harness, _sent, _views) = window_with(&mut game, &settings, size);
        harness.ctx.set_zoom_factor(zoom);
        harness.run_steps(3);
        let parts = parts(&harness);
        assert!(parts.len() >= 5, "{size:?} {zoom}: {parts:?}");
        // AccessKit's bounds are in pixels: the window's size, whatever the zoom.
        let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
        for (i, (a, ra)) in parts.iter().enumerate() {
            assert!(ra.width() > 0.0 && ra.height() > 0.0, "{a} has no size");
            // Within the window's width (a tall column scrolls).
            assert!(
                ra.max.x <= window.max.x + 1.0,
                "{size:?} {zoom}: {a} {ra:?} beyond {window:?}"
            );
            for (b, rb) in &parts[i + 1..] {
                let overlap = ra.intersect(*rb);
                assert!(
                    overlap.width() <= 1.0 || overlap.height() <= 1.0,
                    "{size:?} at zoom {zoom} ({mode}): \"{a}\" {ra:?} overlaps \"{b}\" {rb:?}"
                );
            }
        }
    }
}
