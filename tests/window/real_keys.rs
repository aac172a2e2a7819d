//! The arbiter's panel in a real window, from the keys alone (issue 53): `pegchess play --window` runs on an
//! X display (Xvfb under `scripts/test`) with a game loaded from PGN; xdotool presses F9, types the sighted
//! player's score sheet file into the panel's first field, and reaches Load, Compare and Apply with Tab and
//! Enter. The decision (the sheets differ at 2. Nf3) reaches the game: its journal keeps the restore.
#![cfg(feature = "window")]

use super::screen::Running;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs xdotool on `display`; its standard output when it succeeded.
fn xdotool(display: &str, args: &[&str]) -> Option<String> {
    let out = Command::new("xdotool")
        .args(args)
        .env("DISPLAY", display)
        .stderr(Stdio::null())
        .output()
        .expect("xdotool (scripts/setup installs it)");
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Polls `what` every 200 ms until it holds or `limit` has passed.
fn until(limit: Duration, mut what: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline {
        if what() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    false
}

/// Starts Xvfb on the first free display from :150; its name and the running server.
fn own_display() -> (String, Running) {
    let n = (150..250)
        .find(|n| {
            !std::path::Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
                && !std::path::Path::new(&format!("/tmp/.X{n}-lock")).exists()
        })
        .expect("a free X display number");
    let display = format!(":{n}");
    let server = Command::new("Xvfb")
        .args([
            display.as_str(),
            "-screen",
            "0",
            "1280x900x24",
            "-nolisten",
            "tcp",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb (scripts/setup installs it)");
    let running = Running(server);
    let socket = format!("/tmp/.X11-unix/X{n}");
    assert!(
        until(Duration::from_secs(30), || std::path::Path::new(&socket)
            .exists()),
        "Xvfb did not start on {display}"
    );
    (display, running)
}

#[test]
fn the_arbiter_reads_a_sheet_and_applies_the_decision_in_a_real_window_with_keys_only() {
    // An X display of its own, so that no other test's window covers this one or takes its keys.
    let Some(_shared) = super::screen::display() else {
        return;
    };
    let (display, _xvfb) = own_display();
    let data = tempfile::tempdir().unwrap();
    let pgn = data.path().join("loaded.pgn");
    std::fs::write(&pgn, "[Event \"Club\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n").unwrap();
    // The sighted player wrote 2. Nc3: the sheets differ from the third half-move.
    let sheet = data.path().join("sighted.txt");
    std::fs::write(&sheet, "1. e4 e5 2. Nc3 Nc6 3. Bb5\n").unwrap();
    let child = crate::support::private(data.path())
        .args(["--locale", "en", "play", "--port", "none", "--sighted-port"])
        .args(["none", "--window", "--pgn", pgn.to_str().unwrap()])
        .command()
        .env("DISPLAY", &display)
        .env("LIBGL_ALWAYS_SOFTWARE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start pegchess play --window");
    // Its own window, by its process (another test's window may carry the same title on the display).
    let pid = child.id().to_string();
    let _running = Running(child);
    let mut window = String::new();
    assert!(
        until(Duration::from_secs(180), || {
            window =
                xdotool(&display, &["search", "--onlyvisible", "--pid", &pid]).unwrap_or_default();
            !window.trim().is_empty()
        }),
        "the window did not appear within three minutes"
    );
    let window = window.lines().next().unwrap_or_default().to_string();
    // Frames drawn by software OpenGL on loaded cores: the keys go in once the window has the focus.
    // No window manager gives the focus: it is set, and read back.
    assert!(
        until(Duration::from_secs(30), || {
            xdotool(&display, &["windowfocus", &window]);
            xdotool(&display, &["getwindowfocus"]).is_some_and(|f| f.trim() == window.trim())
        }),
        "the window never had the focus"
    );
    // The focus is set again before each key: no window manager keeps it, and another window may take it.
    let focus = || xdotool(&display, &["windowfocus", &window]);
    let keys = |keys: &[&str]| {
        for key in keys {
            focus();
            xdotool(&display, &["key", "--delay", "150", key]).expect("a key");
            std::thread::sleep(Duration::from_millis(250));
        }
    };
    keys(&["F9"]);
    focus();
    xdotool(
        &display,
        &["type", "--delay", "30", sheet.to_str().unwrap()],
    )
    .expect("typed");
    std::thread::sleep(Duration::from_millis(250));
    // Tab to Load and press it; on past the Braille sheet's field and the typed sheet to Compare; then Apply.
    keys(&[
        "Tab", "Return", "Tab", "Tab", "Tab", "Return", "Tab", "Return",
    ]);
    let journal = crate::support::journal_in(data.path());
    let restored = until(Duration::from_secs(30), || {
        std::fs::read_to_string(&journal).is_ok_and(|j| j.contains("\"restore\""))
    });
    let text = std::fs::read_to_string(&journal).unwrap_or_default();
    assert!(restored, "no restore journaled:\n{text}");
    // Back to after 1... e5: the record keeps two half-moves.
    assert!(text.contains("{\"restore\":2}"), "{text}");
}
