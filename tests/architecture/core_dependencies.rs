//! The core crate (`crates/pegchess-core`) pulls no crate that does I/O: no serial port, audio, speech, voice,
//! window, websocket, sandbox, terminal or system-call crate, however deep, by what cargo resolves for it
//! (`cargo tree -p pegchess-core -e normal`). So `cargo build -p pegchess-core` compiles none of them, and the
//! compiler keeps the session from reaching a port, a speaker or a window.

use std::collections::BTreeSet;
use std::process::Command;

/// The crates the core may not pull, each with what it would bring.
const IO_CRATES: &[(&str, &str)] = &[
    ("serialport", "a serial port"),
    ("tts", "a speech engine"),
    ("speech-dispatcher", "a speech engine"),
    ("vosk", "a recogniser"),
    ("cpal", "audio"),
    ("alsa", "audio"),
    ("hound", "WAV files"),
    ("eframe", "a window"),
    ("egui", "a window"),
    ("winit", "a window"),
    ("tungstenite", "a websocket"),
    ("landlock", "the sandbox"),
    ("seccompiler", "the sandbox"),
    ("crossterm", "the terminal"),
    ("rustix", "system calls"),
    ("libc", "system calls"),
    ("nix", "system calls"),
];

/// The I/O crates among the packages of `cargo tree --prefix none` output (`name vX.Y.Z ...` a line).
fn io_crates(tree: &str) -> BTreeSet<String> {
    tree.lines()
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| IO_CRATES.iter().any(|(io, _)| io == name))
        .map(str::to_string)
        .collect()
}

/// What cargo resolves for the core's own build: its normal dependencies, all the way down, on this machine.
fn core_tree() -> String {
    let out = Command::new(env!("CARGO"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "tree",
            "--frozen",
            "-p",
            "pegchess-core",
            "-e",
            "normal",
            "--prefix",
            "none",
        ])
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("cargo tree writes UTF-8")
}

#[test]
fn the_core_crate_pulls_no_io_dependency() {
    let tree = core_tree();
    // The tree was read: the core and its chess rules are in it.
    assert!(
        tree.starts_with("pegchess-core v") && tree.contains("\nshakmaty v"),
        "{tree}"
    );
    let io = io_crates(&tree);
    assert!(
        io.is_empty(),
        "the core crate pulls I/O crates: {io:?} ({:?})",
        IO_CRATES
            .iter()
            .filter(|(name, _)| io.contains(*name))
            .collect::<Vec<_>>()
    );
}

#[test]
fn the_check_catches_an_io_crate_pulled_on_purpose() {
    let tree = "pegchess-core v0.1.0 (/x/crates/pegchess-core)\nshakmaty v0.30.1\nserialport v4.10.0\n\
                libc v0.2.191\nlibcx v1.0.0\nserde v1.0.229\n";
    assert_eq!(
        io_crates(tree),
        BTreeSet::from(["libc".to_string(), "serialport".to_string()])
    );
}
