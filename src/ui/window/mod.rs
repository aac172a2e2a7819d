//! The window for everyone at the table (issues 15 and 25): clocks, both boards in figurines, the move list,
//! every announcement (D.2.11), the assistant's entry line and the arbiter's D.2.9 panel, drawn with egui
//! (AccessKit on), in any of the five languages, three high-contrast themes, and a large view for low vision.
//!
//! It is a front end only. The game loop hands it a `View` after each event (`Window::observe`, called by
//! `live::run`'s observer), and it sends `Event`s into the same channel as the keys.
//! Nothing outside `ui/` depends on this room; it is built with the `window` feature.

pub mod app;
pub mod arbiter;
pub mod board;
pub mod errors;
pub mod labels;
pub mod log;
pub mod theme;
pub mod view;

use crate::config::Settings;
use crate::session::{Effect, Event, Session};
use crate::ui::text;
use app::WindowApp;
use std::sync::mpsc::{self, Sender};
use std::time::Duration;
use view::View;

/// How long a game that has ended waits for its window to close before the program leaves anyway.
const CLOSING: Duration = Duration::from_secs(3);

/// The open window, as the game loop sees it: where views go. Dropped, it closes the window and waits for
/// its thread (at most [`CLOSING`]), so the program never exits while the window is drawing: the graphics
/// library's exit handlers racing a frame can crash the process after the game was saved.
pub struct Window {
    views: Sender<View>,
    closed: bool,
    thread: Option<crate::worker::Worker<()>>,
}

impl Window {
    /// Opens the window on its own thread; it sends its commands into `events`.
    ///
    /// The window runs beside the game loop rather than on the main thread, so that the loop, the keys and
    /// speech stay exactly as they are without it. winit wants the main thread unless told otherwise:
    /// `with_any_thread` allows another thread on X11 and Wayland (the platforms pegchess runs on).
    pub fn spawn(settings: &Settings, events: Sender<Event>) -> Window {
        let (views, received) = mpsc::channel::<View>();
        let settings = settings.clone();
        let title =
            text::Texts::new(settings.window_locale.unwrap_or(settings.locale)).get(labels::TITLE);
        // Why the window is missing goes to the console, in the blind player's language.
        let texts = text::Texts::new(settings.locale);
        let not_started = texts.get("window-could-not-start");
        let thread = crate::worker::spawn(crate::worker::WorkerKind::Window, move || {
            let options = eframe::NativeOptions {
                viewport: eframe::egui::ViewportBuilder::default()
                    .with_title(title.clone())
                    .with_inner_size([1200.0, 860.0])
                    .with_min_inner_size([480.0, 360.0]),
                event_loop_builder: Some(Box::new(|builder| {
                    #[cfg(target_os = "linux")]
                    winit::platform::x11::EventLoopBuilderExtX11::with_any_thread(builder, true);
                    #[cfg(not(target_os = "linux"))]
                    let _ = builder;
                })),
                ..Default::default()
            };
            let app = WindowApp::new(received, events, &settings);
            if let Err(e) = eframe::run_native(&title, options, Box::new(|_| Ok(Box::new(app)))) {
                eprintln!(
                    "{}",
                    texts.with("window-could-not-open", &[("reason", e.to_string().into())])
                );
            }
        })
        .ok();
        if thread.is_none() {
            eprintln!("{not_started}");
        }
        Window {
            views,
            closed: thread.is_none(),
            thread,
        }
    }

    /// The window's observer without a window: the views it would draw arrive on the returned receiver
    /// (for benchmarks and tests of the observer's cost, where there is no display).
    pub fn detached(_settings: &Settings) -> (Window, mpsc::Receiver<View>) {
        let (views, received) = mpsc::channel::<View>();
        let window = Window {
            views,
            closed: false,
            thread: None,
        };
        (window, received)
    }

    /// After each event the loop acted on: the new snapshot, with what was said, goes to the window (which
    /// renders the phrases in its own language, off the game loop). Once the window is closed nothing more
    /// is built.
    pub fn observe(&mut self, session: &Session, effects: &[Effect], now: Duration) {
        if self.closed {
            return;
        }
        let mut view = View::of(session, now);
        view.said = effects
            .iter()
            .filter_map(|e| match e {
                Effect::Say(p) => Some(p.clone()),
                _ => None,
            })
            .collect();
        if self.views.send(view).is_err() {
            self.closed = true;
        }
    }

    /// Whether the window is still open.
    pub fn is_open(&self) -> bool {
        !self.closed && self.thread.as_ref().is_some_and(|t| !t.is_finished())
    }

    /// Waits until the window is closed, at most `limit`.
    pub fn wait(&self, limit: Duration) {
        let start = std::time::Instant::now();
        while self.is_open() && start.elapsed() < limit {
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Window {
    fn drop(&mut self) {
        // The game's end of the channel goes: the window sees it on its next frame (a few a second) and closes.
        self.views = mpsc::channel().0;
        self.closed = true;
        if let Some(thread) = self.thread.take() {
            let start = std::time::Instant::now();
            while !thread.is_finished() && start.elapsed() < CLOSING {
                std::thread::sleep(Duration::from_millis(20));
            }
            if thread.is_finished() {
                thread.wait();
            }
        }
    }
}
