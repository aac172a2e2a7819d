//! Settings and the command line: defaults, the file, overrides, and clear errors that name the key.

use pegchess::config::options::Options;
use pegchess::config::settings::SettingsError;
use pegchess::config::{Mode, Settings};
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use std::path::Path;
use std::time::Duration;

fn apply(text: &str) -> Result<Settings, SettingsError> {
    Ok(Options::parse(Path::new("settings.toml"), text)?.apply(Settings::default()))
}

#[test]
fn a_settings_file_sets_every_key() {
    let s = apply(
        "locale = \"hu\"\nscheme = \"danish\"\nform = \"long\"\nmode = \"casual\"\nsettle-ms = 1200\nspeech = false\nport = \"/dev/ttyACM3\"\n",
    )
    .unwrap();
    assert_eq!(
        (s.locale, s.notation, s.scheme, s.form, s.mode),
        (
            Language::Hu,
            Language::Hu,
            Scheme::Danish,
            Form::Long,
            Mode::Casual
        )
    );
    assert_eq!(s.settle, Duration::from_millis(1200));
    assert_eq!(s.speech, pegchess::config::SpeechMode::Off);
    assert_eq!(s.port.as_deref(), Some("/dev/ttyACM3"));
}

#[test]
fn a_locale_brings_the_words_its_edition_lists_first_unless_a_scheme_is_given() {
    // The Danish edition lists its own words first (004:1286-1319), every other edition FIDE's.
    let scheme = |text: &str| apply(text).unwrap().scheme;
    assert_eq!(scheme("locale = \"da\"\n"), Scheme::Danish);
    assert_eq!(scheme("locale = \"da\"\nscheme = \"fide\"\n"), Scheme::Fide);
    for locale in ["en", "de", "hu", "fi"] {
        assert_eq!(
            scheme(&format!("locale = \"{locale}\"\n")),
            Scheme::Fide,
            "{locale}"
        );
    }
    assert_eq!(
        scheme("locale = \"hu\"\nscheme = \"danish\"\n"),
        Scheme::Danish
    );
}

#[test]
fn a_bad_value_names_the_key_and_the_allowed_values() {
    let err = apply("scheme = \"morse\"\n").unwrap_err().to_string();
    assert!(
        err.contains("scheme") && err.contains("morse") && err.contains("fide, danish, plain"),
        "{err}"
    );
    let err = apply("settle-ms = 5\n").unwrap_err().to_string();
    assert!(
        err.contains("settle-ms") && err.contains("200 to 30000"),
        "{err}"
    );
}

#[test]
fn an_unknown_key_is_refused_with_its_name() {
    let err = apply("colour = \"blue\"\n").unwrap_err().to_string();
    assert!(err.contains("colour"), "{err}");
}

#[test]
fn the_command_line_overrides_the_file_and_a_bad_flag_exits_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("s.toml");
    std::fs::write(&file, "locale = \"xx\"\n").unwrap();
    let out = crate::support::binary()
        .args(["--config", file.to_str().unwrap(), "ports"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("locale = \"xx\"") && stderr.contains("en, de, hu, fi, da"),
        "{stderr}"
    );

    std::fs::write(&file, "locale = \"de\"\n").unwrap();
    let out = crate::support::binary()
        .args([
            "--config",
            file.to_str().unwrap(),
            "--mode",
            "blitz",
            "ports",
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--mode") && stderr.contains("tournament, casual"),
        "{stderr}"
    );
}

#[test]
fn board_check_on_a_simulated_board_says_each_hole_and_flags_chatter() {
    let out = crate::support::binary()
        .args(["--no-speech", "--locale", "en", "board-check", "--simulate"])
        .env("XDG_CONFIG_HOME", tempfile::tempdir().unwrap().path())
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    for file in [
        "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
    ] {
        assert!(
            lines.iter().any(|l| l.contains(&format!("{file} eins"))),
            "{file} eins missing in {stdout}"
        );
    }
    assert_eq!(
        lines.iter().filter(|l| l.contains("Eva vier")).count(),
        9,
        "8 changes and one chatter warning: {stdout}"
    );
}

#[test]
fn speech_takes_a_mode_and_the_old_true_or_false() {
    use pegchess::config::SpeechMode;
    for (text, mode) in [
        ("speech = \"screen-reader\"\n", SpeechMode::ScreenReader),
        ("speech = \"off\"\n", SpeechMode::Off),
        ("speech = \"on\"\n", SpeechMode::On),
        ("speech = false\n", SpeechMode::Off),
        ("speech = true\n", SpeechMode::On),
    ] {
        assert_eq!(apply(text).unwrap().speech, mode, "{text}");
    }
    let err = apply("speech = \"loud\"\n").unwrap_err().to_string();
    assert!(err.contains("screen-reader"), "{err}");
}
