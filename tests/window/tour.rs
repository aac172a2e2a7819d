//! The window as a person sees it in every language and theme: one window opened in this process on the X
//! display (Xvfb with Mesa's software GL under `scripts/test`), switched through the five languages, the
//! three themes, the large view, a small laptop's 1024x600 and 200% zoom, and captured with `xwd` each time.
//! Each picture is checked: the board drawn with both sides' figurines, the theme's background, the words
//! changed with the language, the large board filling the window. The captures are kept in
//! target/window-screens/ (`scripts/xwd-to-png` turns them into docs/ pictures).
#![cfg(feature = "window")]

use crate::window::screen::{Picture, capture_named, display};
use crate::window::{Game, clocked};
use eframe::egui::{self, ViewportCommand};
use pegchess::config::{WindowMode, WindowTheme};
use pegchess::notation::Language;
use pegchess::ui::window::app::WindowApp;
use pegchess::ui::window::theme::palette;
use pegchess::ui::window::view::View;
use shakmaty::Square;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

/// The tour window's title (not the demo's, which another test captures at the same time).
const TITLE: &str = "pegchess window tour";

/// One view of the tour.
#[derive(Debug, Clone, Copy)]
struct Step {
    name: &'static str,
    language: Language,
    theme: WindowTheme,
    mode: WindowMode,
    size: [f32; 2],
    zoom: f32,
}

/// The window under test, switched by the test thread between frames.
struct Tour {
    app: WindowApp,
    steps: Receiver<Step>,
    drawn: Sender<()>,
    /// Frames still to draw before the step is shown.
    settling: Option<u32>,
}

impl eframe::App for Tour {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        match self.steps.try_recv() {
            Ok(step) => {
                self.app.set_language(step.language);
                self.app.set_theme(step.theme);
                self.app.set_mode(step.mode);
                ui.ctx().set_zoom_factor(step.zoom);
                // The window's size in the system's points (egui's zoom aside): pixels on Xvfb.
                ui.ctx()
                    .send_viewport_cmd(ViewportCommand::InnerSize(egui::vec2(
                        step.size[0],
                        step.size[1],
                    )));
                self.settling = Some(6);
            }
            Err(mpsc::TryRecvError::Disconnected) => {
                ui.ctx().send_viewport_cmd(ViewportCommand::Close)
            }
            Err(mpsc::TryRecvError::Empty) => {}
        }
        self.app.draw(ui);
        if let Some(n) = self.settling {
            self.settling = if n == 0 {
                let _ = self.drawn.send(());
                None
            } else {
                Some(n - 1)
            };
        }
        ui.ctx().request_repaint_after(Duration::from_millis(30));
    }
}

/// Captures the tour's window, keeping the file as target/window-screens/`name`.xwd.
fn capture(display: &str, name: &str) -> Option<Picture> {
    let (picture, raw) = capture_named(display, TITLE)?;
    std::fs::create_dir_all(screens()).ok()?;
    std::fs::write(screens().join(format!("{name}.xwd")), raw).ok()?;
    Some(picture)
}

fn screens() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/window-screens")
}

/// The bounding box of the pixels of one colour: left, top, right, bottom; `None` when there are none.
fn bounds(p: &Picture, colour: [u8; 3]) -> Option<(usize, usize, usize, usize)> {
    let mut b: Option<(usize, usize, usize, usize)> = None;
    for (i, px) in p.pixels.iter().enumerate() {
        if *px == colour {
            let (x, y) = (i % p.width, i / p.width);
            b = Some(match b {
                None => (x, y, x, y),
                Some((l, t, r, bt)) => (l.min(x), t.min(y), r.max(x), bt.max(y)),
            });
        }
    }
    b
}

fn rgb(c: egui::Color32) -> [u8; 3] {
    [c.r(), c.g(), c.b()]
}

#[test]
fn the_window_in_every_language_and_theme_shows_a_game_a_person_can_follow() {
    let Some(display) = display() else {
        return;
    };
    // A game with a clock: four moves, a touch, and a knight said on f3 then changed to h3 before the press.
    let dir = tempfile::tempdir().unwrap();
    let settings = clocked("90/40+30, 30+30");
    let mut game = Game::with(dir.path(), &settings);
    game.slide(Square::E2, Square::E4);
    game.slide(Square::C7, Square::C5);
    game.shift(Square::G1, Square::F3);
    game.settle();
    game.shift(Square::F3, Square::H3);
    game.settle();
    game.press();
    game.slide(Square::D7, Square::D6);
    let (views, received) = mpsc::channel::<View>();
    views.send(game.view()).unwrap();
    let (events, _sent) = mpsc::channel();
    let (steps, step_rx) = mpsc::channel::<Step>();
    let (drawn_tx, drawn) = mpsc::channel::<()>();
    let app = WindowApp::new(received, events, &settings);
    let window = std::thread::spawn(move || {
        let options = eframe::NativeOptions {
            viewport: egui::ViewportBuilder::default()
                .with_title(TITLE)
                .with_inner_size([1200.0, 800.0]),
            event_loop_builder: Some(Box::new(|builder| {
                winit::platform::x11::EventLoopBuilderExtX11::with_any_thread(builder, true);
            })),
            ..Default::default()
        };
        let tour = Tour {
            app,
            steps: step_rx,
            drawn: drawn_tx,
            settling: None,
        };
        eframe::run_native(TITLE, options, Box::new(|_| Ok(Box::new(tour))))
            .expect("the tour window runs");
    });
    let standard = |name, language, theme| Step {
        name,
        language,
        theme,
        mode: WindowMode::Standard,
        size: [1200.0, 800.0],
        zoom: 1.0,
    };
    let tour = [
        standard("standard-en-dark", Language::En, WindowTheme::Dark),
        standard("standard-de-dark", Language::De, WindowTheme::Dark),
        standard("standard-hu-dark", Language::Hu, WindowTheme::Dark),
        standard("standard-fi-dark", Language::Fi, WindowTheme::Dark),
        standard("standard-da-dark", Language::Da, WindowTheme::Dark),
        standard("standard-en-light", Language::En, WindowTheme::Light),
        standard("standard-en-yellow", Language::En, WindowTheme::Yellow),
        Step {
            mode: WindowMode::Large,
            ..standard("large-en-dark", Language::En, WindowTheme::Dark)
        },
        Step {
            mode: WindowMode::Large,
            ..standard("large-de-yellow", Language::De, WindowTheme::Yellow)
        },
        Step {
            size: [1024.0, 600.0],
            ..standard("laptop-en-dark", Language::En, WindowTheme::Dark)
        },
        Step {
            zoom: 2.0,
            size: [1200.0, 860.0],
            ..standard("zoom200-en-light", Language::En, WindowTheme::Light)
        },
    ];
    let mut english: Option<Picture> = None;
    for step in tour {
        steps.send(step).unwrap();
        drawn
            .recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|_| panic!("{}: the window did not draw within a minute", step.name));
        let started = Instant::now();
        let picture = loop {
            std::thread::sleep(Duration::from_millis(150));
            match capture(&display, step.name) {
                Some(p) if p.width as f32 >= step.size[0] - 2.0 => break p,
                _ if started.elapsed() > Duration::from_secs(20) => {
                    panic!("{}: no capture of the window's new size", step.name)
                }
                _ => {}
            }
        };
        let colours = palette(step.theme);
        assert_eq!(
            picture.background(),
            rgb(colours.background),
            "{}: the theme's background",
            step.name
        );
        // The record's board: its light squares, and both sides' figurines on it.
        let (l, t, r, b) = bounds(&picture, rgb(colours.light_square))
            .unwrap_or_else(|| panic!("{}: no board", step.name));
        let board: Vec<[u8; 3]> = (t..=b)
            .flat_map(|y| (l..=r).map(move |x| (x, y)))
            .map(|(x, y)| picture.pixels[y * picture.width + x])
            .collect();
        let white = board.iter().filter(|p| **p == [255, 255, 255]).count();
        let black = board.iter().filter(|p| **p == [0, 0, 0]).count();
        assert!(
            white > board.len() / 100 && black > board.len() / 100,
            "{}: figurines: {white} white and {black} black pixels of {}",
            step.name,
            board.len()
        );
        // The last move's outline.
        assert!(
            board.contains(&rgb(colours.last_move)),
            "{}: no last move marked",
            step.name
        );
        let height = (b - t) as f32 / picture.height as f32;
        if step.mode == WindowMode::Large {
            assert!(
                height > 0.85,
                "{}: the board is {height:.2} of the window",
                step.name
            );
        } else {
            assert!(
                height > 0.4,
                "{}: the board is {height:.2} of the window",
                step.name
            );
        }
        // Another language, other words: the picture differs from the English one outside the board.
        if step.name == "standard-en-dark" {
            english = Some(picture);
        } else if step.name.starts_with("standard-") && step.theme == WindowTheme::Dark {
            let en = english.as_ref().unwrap();
            let differ = en
                .pixels
                .iter()
                .zip(&picture.pixels)
                .filter(|(a, b)| a != b)
                .count();
            assert!(
                differ > picture.pixels.len() / 200,
                "{}: the words did not change ({differ} pixels)",
                step.name
            );
        }
    }
    // The tour is over: the window closes.
    drop(steps);
    window.join().expect("the tour window closed");
    drop(views);
}
