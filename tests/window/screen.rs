//! The window as a person sees it: `pegchess demo --window` runs on an X display (Xvfb with Mesa's software
//! GL under `scripts/test`), the window is captured with `xwd`, and the clocks, both boards, the move list
//! and the announcements are checked to be drawn: not blank, and different from the background. The XWD
//! capture is read here (and by the tour of every language and theme, `window_tour`).
#![cfg(feature = "window")]

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The window's title, as `xwd -name` finds it.
const TITLE: &str = "pegchess: the sighted side";

/// A captured picture: width, height, and RGB pixels row by row.
pub struct Picture {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<[u8; 3]>,
}

fn u32_at(data: &[u8], i: usize) -> Option<u32> {
    let b = data.get(i * 4..i * 4 + 4)?;
    Some(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
}

/// Reads an XWD file (ZPixmap, 24 or 32 bits a pixel, as `xwd` writes on a TrueColor display).
pub fn read_xwd(data: &[u8]) -> Option<Picture> {
    let field = |i| u32_at(data, i).map(|v| v as usize);
    let header = field(0)?;
    let (width, height) = (field(4)?, field(5)?);
    let byte_order = field(7)?;
    let bits = field(11)?;
    let line = field(12)?;
    let masks = [field(14)?, field(15)?, field(16)?];
    let colours = field(19)?;
    let offset = header + colours * 12;
    let bytes = bits / 8;
    if !(3..=4).contains(&bytes) {
        return None;
    }
    let shift = |mask: usize| mask.trailing_zeros();
    let mut pixels = Vec::with_capacity(width * height);
    for y in 0..height {
        for x in 0..width {
            let at = offset + y * line + x * bytes;
            let raw = data.get(at..at + bytes)?;
            let mut word = [0u8; 4];
            word[..bytes].copy_from_slice(raw);
            let value = if byte_order == 0 {
                u32::from_le_bytes(word)
            } else {
                u32::from_be_bytes(word) >> (8 * (4 - bytes))
            } as usize;
            let channel = |m: usize| ((value & m) >> shift(m)) as u8;
            pixels.push([channel(masks[0]), channel(masks[1]), channel(masks[2])]);
        }
    }
    Some(Picture {
        width,
        height,
        pixels,
    })
}

impl Picture {
    /// The pixels of a region given in fractions of the picture: left, top, right, bottom.
    pub fn region(&self, l: f32, t: f32, r: f32, b: f32) -> Vec<[u8; 3]> {
        let (w, h) = (self.width as f32, self.height as f32);
        let (x0, x1) = ((l * w) as usize, ((r * w) as usize).min(self.width));
        let (y0, y1) = ((t * h) as usize, ((b * h) as usize).min(self.height));
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .map(|(x, y)| self.pixels[y * self.width + x])
            .collect()
    }

    /// The most common colour: the background.
    pub fn background(&self) -> [u8; 3] {
        let mut counts = std::collections::HashMap::new();
        for p in &self.pixels {
            *counts.entry(*p).or_insert(0usize) += 1;
        }
        counts
            .into_iter()
            .max_by_key(|(_, n)| *n)
            .map_or([0, 0, 0], |(p, _)| p)
    }
}

/// The share of a region's pixels that differ from the background.
pub fn drawn(region: &[[u8; 3]], background: [u8; 3]) -> f32 {
    let differ = region.iter().filter(|p| **p != background).count();
    differ as f32 / region.len().max(1) as f32
}

/// Captures the window by its title, as the picture and the raw XWD file; `None` while it is not there.
pub fn capture_named(display: &str, title: &str) -> Option<(Picture, Vec<u8>)> {
    let out = Command::new("xwd")
        .args(["-silent", "-name", title])
        .env("DISPLAY", display)
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    read_xwd(&out.stdout).map(|picture| (picture, out.stdout))
}

/// Captures the demo's window.
fn capture(display: &str) -> Option<Picture> {
    capture_named(display, TITLE).map(|(picture, _)| picture)
}

/// The X display to draw on; `None` (the test skips) only when none is required.
pub fn display() -> Option<String> {
    let Ok(display) = std::env::var("DISPLAY") else {
        assert!(
            std::env::var("PEGCHESS_REQUIRE_DISPLAY").is_err(),
            "PEGCHESS_REQUIRE_DISPLAY is set but there is no DISPLAY (scripts/test starts Xvfb)"
        );
        eprintln!("skipped: no X display (scripts/test runs this under Xvfb)");
        return None;
    };
    Some(display)
}

/// Stops a program (the demo, an X server) when the test ends, however it ends.
pub struct Running(pub std::process::Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn the_demo_window_draws_the_clocks_both_boards_and_the_move_list() {
    let Some(display) = display() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let child = crate::support::binary()
        .args(["--no-speech", "--config"])
        .arg(data.path().join("settings.toml"))
        .args(["demo", "--window", "--speed", "4"])
        .env("DISPLAY", &display)
        .env("LIBGL_ALWAYS_SOFTWARE", "1")
        .env("XDG_DATA_HOME", data.path())
        .env("XDG_CONFIG_HOME", data.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start pegchess demo --window");
    let _running = Running(child);
    let deadline = Instant::now() + Duration::from_secs(180);
    let mut shown = None;
    while Instant::now() < deadline {
        if shown.is_none() && capture(&display).is_some() {
            shown = Some(Instant::now());
        }
        // Some moves are made a few seconds after the window shows.
        if shown.is_some_and(|at| at.elapsed() > Duration::from_secs(8)) {
            break;
        }
        std::thread::sleep(Duration::from_millis(300));
    }
    assert!(
        shown.is_some(),
        "the window did not appear within three minutes (a bound for a window that never comes; under the whole suite on two loaded cores it has taken over a minute)"
    );
    // A frame drawn by software OpenGL on loaded cores may be caught half drawn: the window is captured
    // again, a second apart, until one frame shows everything (or ten have not).
    let mut missing = Vec::new();
    for _ in 0..10 {
        let picture = capture(&display).expect("the window is captured");
        missing = not_drawn(&picture);
        if missing.is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_secs(1));
    }
    assert!(missing.is_empty(), "{}", missing.join("; "));
}

/// What the demo window's picture does not show: its size, a region left as background, or a board without
/// its pegs or pieces.
fn not_drawn(picture: &Picture) -> Vec<String> {
    let mut missing = Vec::new();
    if picture.width < 600 || picture.height < 400 {
        missing.push(format!("a window of {}x{}", picture.width, picture.height));
    }
    let background = picture.background();
    let regions = [
        ("White's clock", (0.0, 0.02, 0.45, 0.13), 0.03),
        ("Black's clock", (0.5, 0.02, 0.95, 0.13), 0.03),
        ("the record board", (0.03, 0.22, 0.43, 0.75), 0.5),
        ("the peg board", (0.46, 0.22, 0.66, 0.45), 0.5),
        ("the move list", (0.45, 0.55, 0.7, 0.8), 0.01),
        ("the announcements", (0.71, 0.2, 1.0, 0.8), 0.01),
    ];
    for (name, (l, t, r, b), least) in regions {
        let share = drawn(&picture.region(l, t, r, b), background);
        if share < least {
            missing.push(format!(
                "{name} is not drawn: {share:.3} of its pixels differ from the background"
            ));
        }
    }
    // The boards hold more than their squares: black pegs with white rims on one, figurines of both
    // sides on the other.
    for (name, (l, t, r, b)) in [
        ("pegs", (0.46, 0.22, 0.66, 0.45)),
        ("pieces", (0.03, 0.22, 0.43, 0.75)),
    ] {
        let region = picture.region(l, t, r, b);
        let white = region.iter().filter(|p| **p == [255, 255, 255]).count();
        let black = region.iter().filter(|p| **p == [0, 0, 0]).count();
        if white <= region.len() / 200 || black <= region.len() / 200 {
            missing.push(format!(
                "no {name} drawn: {white} white and {black} black pixels"
            ));
        }
    }
    missing
}
