//! Nothing of the checkout in the binary: a copy of `pegchess` in an empty folder (with libvosk beside
//! it when built with voice input) runs the built-in demo game; the binary names no checkout path for
//! libvosk or the corpus. The package itself is tested by scripts/test-install.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The built binary, and the folder it is in (where build.rs put a copy of libvosk).
fn built() -> (PathBuf, PathBuf) {
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_pegchess"));
    let dir = exe
        .parent()
        .expect("the binary is in a folder")
        .to_path_buf();
    (exe, dir)
}

/// Copies the binary (and libvosk when voice input is built in) into an empty folder.
fn copy_alone(to: &Path) -> PathBuf {
    let (exe, dir) = built();
    let copy = to.join("pegchess");
    std::fs::copy(&exe, &copy).expect("copy the binary");
    if cfg!(feature = "voice") {
        std::fs::copy(dir.join("libvosk.so"), to.join("libvosk.so"))
            .expect("build.rs puts libvosk.so beside the binary");
    }
    copy
}

#[test]
fn a_copy_of_the_binary_in_an_empty_folder_plays_the_built_in_demo() {
    let tmp = tempfile::tempdir().unwrap();
    let bin = tmp.path().join("bin");
    let home = tmp.path().join("home");
    std::fs::create_dir_all(&bin).unwrap();
    std::fs::create_dir_all(&home).unwrap();
    let copy = copy_alone(&bin);
    let out = Command::new(&copy)
        .args(["--no-speech", "demo", "--speed", "50", "--plies", "4"])
        .current_dir(&home)
        .env_clear()
        .env("HOME", &home)
        .env("PATH", "/usr/bin:/bin")
        .env("TMPDIR", tmp.path())
        .output()
        .expect("the copied binary starts");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(
        stdout.contains("Mamedyarov, Shakhriyar - Caruana, Fabiano"),
        "{stdout}"
    );
    assert!(stdout.contains("1. d4 Nf6 2. c4 e6"), "{stdout}");
}

#[test]
fn the_binary_names_no_checkout_path() {
    let (exe, _) = built();
    // grep reads the 150 MB binary in a fraction of a second; a byte-window scan in the unoptimised test
    // build took 6 s of CPU.
    let names = |text: &str| {
        let grep = Command::new("grep")
            .args(["--quiet", "--text", "--fixed-strings", "-e", text])
            .arg(&exe)
            .status()
            .expect("grep runs");
        match grep.code() {
            Some(0) => true,
            Some(1) => false,
            _ => panic!("grep on {}: {grep}", exe.display()),
        }
    };
    // The search finds what the binary does name (its own usage line).
    assert!(names("pegchess"));
    for baked in [".vendor/vosk", "shared/corpus"] {
        assert!(!names(baked), "the binary names {baked}");
    }
}

#[test]
fn the_version_is_the_package_version() {
    let (exe, _) = built();
    let out = Command::new(exe).arg("--version").output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("pegchess {}", env!("CARGO_PKG_VERSION"))
    );
}
