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

#[test]
fn every_key_of_the_settings_file_is_in_the_reference_with_what_it_means() {
    use pegchess::config::reference::{FILE_ONLY, file_keys, markdown};
    let keys = file_keys();
    assert!(keys.len() >= 20, "only {} keys read: {keys:?}", keys.len());
    let reference = markdown();
    for key in keys {
        assert!(
            reference.contains(&format!("`{key}")) || reference.contains(&format!("`--{key}")),
            "{key} is not in the reference"
        );
    }
    // A key no flag sets has its meaning written beside it, and every meaning names a real key.
    for key in keys {
        let flag = reference.contains(&format!("`--{key}"));
        assert!(
            flag || FILE_ONLY.iter().any(|(k, _)| k == key),
            "{key} has no flag and no meaning in config::reference::FILE_ONLY"
        );
    }
    for (key, _) in FILE_ONLY {
        assert!(keys.contains(key), "{key} is no key of the settings file");
    }
    for key in ["port", "vosk-model", "announce-sighted-moves", "window"] {
        assert!(reference.contains(&format!("| `{key}` | ")), "{key}");
    }
}
