//! The glue between the game loop and the window (`--window`, or `window = true` in the settings): opens
//! it beside speech and the console, and gives `live::run` the observer that feeds it. Without
//! the `window` feature the flag only says that this build has none, and the game goes on.

use crate::config::Settings;
use crate::session::{Effect, Event, Session};
use std::sync::mpsc::Sender;
use std::time::Duration;

/// The window of a game, when one was asked for and could be opened.
pub struct Windowed {
    #[cfg(feature = "window")]
    window: crate::ui::window::Window,
    /// Where the line asking to close the window goes.
    #[cfg(feature = "window")]
    console: crate::ui::console::Console,
}

impl Windowed {
    /// Opens the window when `wanted`; it sends its commands into `events`, the channel the keys use.
    pub fn open(wanted: bool, settings: &Settings, events: Sender<Event>) -> Option<Windowed> {
        if !wanted {
            return None;
        }
        #[cfg(feature = "window")]
        {
            Some(Windowed {
                window: crate::ui::window::Window::spawn(settings, events),
                console: crate::ui::console::Console::new(settings),
            })
        }
        #[cfg(not(feature = "window"))]
        {
            let _ = (settings, events);
            eprintln!(
                "pegchess: this build has no window (the `window` feature); the game goes on without it"
            );
            None
        }
    }

    /// Shows the session's state after an event (and its effects) at session time `now`.
    pub fn observe(&mut self, session: &Session, effects: &[Effect], now: Duration) {
        #[cfg(feature = "window")]
        self.window.observe(session, effects, now);
        #[cfg(not(feature = "window"))]
        let _ = (session, effects, now);
    }

    /// Keeps the program (and so the window) up until the window is closed, at most `limit`.
    pub fn linger(&self, limit: Duration) {
        #[cfg(feature = "window")]
        {
            if self.window.is_open() {
                self.console.line(
                    "console-close-window",
                    &[("seconds", limit.as_secs().to_string().into())],
                );
            }
            self.window.wait(limit);
        }
        #[cfg(not(feature = "window"))]
        let _ = limit;
    }
}

/// The observer for `live::run`: feeds the window when there is one.
pub fn observer(window: &mut Option<Windowed>) -> impl FnMut(&Session, &[Effect], Duration) + '_ {
    move |session, effects, now| {
        if let Some(w) = window.as_mut() {
            w.observe(session, effects, now);
        }
    }
}
