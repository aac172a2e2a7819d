//! The reference of every command and setting (`docs/reference.md`) is written from the command line's own
//! definitions, so it cannot drift: this test fails when the file is stale, and writes it again with
//! `PEGCHESS_WRITE_DOCS=1`.

#[test]
fn the_reference_is_written_from_the_programs_own_definitions() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/reference.md");
    let fresh = pegchess::config::reference::markdown();
    if std::env::var_os("PEGCHESS_WRITE_DOCS").is_some() {
        std::fs::write(path, &fresh).expect("write docs/reference.md");
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == fresh,
        "docs/reference.md is stale: run PEGCHESS_WRITE_DOCS=1 cargo test --test main reference"
    );
    // Every command the binary has is in it, and every global setting.
    for command in [
        "play",
        "resume",
        "demo",
        "arbiter",
        "sheet",
        "rating",
        "fair-play",
        "doctor",
    ] {
        assert!(
            fresh.contains(&format!("### `pegchess {command}`")),
            "{command}"
        );
    }
    for setting in [
        "--locale",
        "--scheme",
        "--notation",
        "--time-control",
        "--braille-code",
    ] {
        assert!(fresh.contains(&format!("`{setting}")), "{setting}");
    }
}
