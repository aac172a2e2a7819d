//! Issue 27: the fuzz targets' saved inputs replayed as ordinary tests. Every file of `fuzz/corpus/<target>/`
//! and `fuzz/artifacts/<target>/` (crash inputs found and fixed) goes through the target's body, the same
//! code the fuzzer runs (`fuzz/src/lib.rs`, included here), so a fixed crash stays fixed.

#[path = "../fuzz/src/lib.rs"]
#[allow(dead_code)]
mod bodies;
mod seeds;

use std::path::{Path, PathBuf};

/// The saved inputs of one target: its corpus and its crash inputs.
fn inputs(target: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut files = Vec::new();
    for folder in ["corpus", "artifacts"] {
        let Ok(dir) = std::fs::read_dir(root.join(folder).join(target)) else {
            continue;
        };
        for entry in dir {
            let path = entry.expect("a folder entry").path();
            if path.is_file() && path.file_name().is_some_and(|n| n != ".gitkeep") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Runs every saved input of `target` through its body; fails naming each input that panics.
fn replay(target: &str) {
    let (_, body) = bodies::TARGETS
        .iter()
        .find(|(name, _)| *name == target)
        .expect("a target of that name");
    let files = inputs(target);
    assert!(
        files.len() >= 5,
        "{target}: only {} saved inputs; the corpus is missing",
        files.len()
    );
    let failed: Vec<String> = files
        .iter()
        .filter(|path| {
            let data = std::fs::read(path).expect("a saved input reads");
            std::panic::catch_unwind(|| body(&data)).is_err()
        })
        .map(|path| path.display().to_string())
        .collect();
    assert!(failed.is_empty(), "{target}: inputs that fail: {failed:#?}");
}

#[test]
fn fuzz_replay_every_target_has_a_test_here() {
    let names: Vec<&str> = bodies::TARGETS.iter().map(|(n, _)| *n).collect();
    let targets = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/fuzz_targets");
    for entry in std::fs::read_dir(targets).expect("fuzz/fuzz_targets") {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        assert!(names.contains(&stem.as_str()), "{stem} is not in TARGETS");
    }
    assert_eq!(names.len(), 8);
}

#[test]
fn fuzz_replay_board_frames() {
    replay("board_frames");
}

#[test]
fn fuzz_replay_dgt_messages() {
    replay("dgt_messages");
}

#[test]
fn fuzz_replay_words() {
    replay("words");
}

#[test]
fn fuzz_replay_pgn() {
    replay("pgn");
}

#[test]
fn fuzz_replay_settings() {
    replay("settings");
}

#[test]
fn fuzz_replay_time_control() {
    replay("time_control");
}

#[test]
fn fuzz_replay_journal() {
    replay("journal");
}

#[test]
fn fuzz_replay_setup_keys() {
    replay("setup_keys");
}
