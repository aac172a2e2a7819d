//! The settings file and the flags share one definition of each key: for any value, the file and the
//! flag accept it alike (and give the same settings) or refuse it alike; `--help` lists the choices.

use clap::Parser;
use pegchess::config::Cli;
use pegchess::config::options::{Options, SettleMs, SpeechRate, SpeechVolume};
use pegchess::config::settings::Settings;
use proptest::prelude::*;
use std::path::Path;

/// The keys that have a flag, with a generator of values to try (good and bad).
fn values() -> impl Strategy<Value = (&'static str, String, bool)> {
    let choice = |key: &'static str, names: &'static [&'static str]| {
        prop_oneof![
            proptest::sample::select(names).prop_map(|n| n.to_string()),
            proptest::sample::select(names).prop_map(|n| n.to_uppercase()),
            "[a-zA-Z]{1,6}",
        ]
        .prop_map(move |v| (key, v, true))
    };
    let number = |key: &'static str, lo: i64, hi: i64| {
        (lo - 300..hi + 300).prop_map(move |n| (key, n.to_string(), false))
    };
    prop_oneof![
        choice("locale", pegchess::notation::Language::NAMES),
        choice("scheme", pegchess::phonetic::Scheme::NAMES),
        choice("form", pegchess::phonetic::Form::NAMES),
        choice("notation", pegchess::notation::Language::NAMES),
        choice("mode", pegchess::config::Mode::NAMES),
        choice("orientation", pegchess::config::Orientation::NAMES),
        choice("edition", pegchess::clock::Edition::NAMES),
        number("settle-ms", SettleMs::MIN as i64, SettleMs::MAX as i64),
        number(
            "speech-rate",
            SpeechRate::MIN as i64,
            SpeechRate::MAX as i64
        ),
        number(
            "speech-volume",
            SpeechVolume::MIN as i64,
            SpeechVolume::MAX as i64
        ),
        prop_oneof![
            Just("none".to_string()),
            Just("90/40+30, 30+30".to_string()),
            Just("40/5400+30:1800+30".to_string()),
            "[0-9]{1,4}\\+[0-9]{1,2}",
            "[a-z+/:]{1,5}",
        ]
        .prop_map(|v| ("time-control", v, true)),
        prop_oneof![Just("10m, 1m<10m, 10s<1m".to_string()), "[0-9a-z<, ]{1,8}"].prop_map(|v| (
            "announce-times",
            v,
            true
        )),
    ]
}

/// The keys the flag gives, or `None` when clap refuses the value.
fn from_flag(key: &str, value: &str) -> Option<Options> {
    let flag = format!("--{key}={value}");
    Cli::try_parse_from(["pegchess", flag.as_str(), "ports"])
        .ok()
        .map(|cli| cli.global.keys)
}

/// The keys the file gives, or `None` when the file is refused.
fn from_file(key: &str, value: &str, quoted: bool) -> Option<Options> {
    let text = if quoted {
        format!("{key} = {}\n", toml_string(value))
    } else {
        format!("{key} = {value}\n")
    };
    Options::parse(Path::new("settings.toml"), &text).ok()
}

fn toml_string(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

proptest! {
    #[test]
    fn the_file_and_the_flag_accept_and_refuse_the_same_values((key, value, quoted) in values()) {
        let flag = from_flag(key, &value);
        let file = from_file(key, &value, quoted);
        prop_assert_eq!(flag.is_some(), file.is_some(), "{} = {}: flag {:?}, file {:?}", key, value, flag, file);
        if let (Some(flag), Some(file)) = (flag, file) {
            prop_assert_eq!(&flag, &file);
            prop_assert_eq!(flag.apply(Settings::default()), file.apply(Settings::default()));
        }
    }
}

#[test]
fn the_limits_are_the_same_on_both_sides() {
    for (key, lo, hi) in [
        ("settle-ms", SettleMs::MIN as i64, SettleMs::MAX as i64),
        (
            "speech-rate",
            SpeechRate::MIN as i64,
            SpeechRate::MAX as i64,
        ),
        (
            "speech-volume",
            SpeechVolume::MIN as i64,
            SpeechVolume::MAX as i64,
        ),
    ] {
        for (n, ok) in [(lo - 1, false), (lo, true), (hi, true), (hi + 1, false)] {
            let v = n.to_string();
            assert_eq!(from_flag(key, &v).is_some(), ok, "--{key}={v}");
            assert_eq!(from_file(key, &v, false).is_some(), ok, "{key} = {v}");
        }
    }
}

#[test]
fn a_flag_overrides_the_file_key_by_key() {
    let file = Options::parse(
        Path::new("s.toml"),
        "locale = \"de\"\nform = \"long\"\nsettle-ms = 900\n",
    )
    .unwrap();
    let cli = Cli::try_parse_from(["pegchess", "--locale", "hu", "ports"]).unwrap();
    let s = cli.global.keys.over(file).apply(Settings::default());
    assert_eq!(s.locale, pegchess::notation::Language::Hu);
    assert_eq!(s.form, pegchess::phonetic::Form::Long);
    assert_eq!(s.settle, std::time::Duration::from_millis(900));
}

#[test]
fn help_lists_the_allowed_values_of_every_choice() {
    let (ok, out, _) = crate::support::pegchess(&["--help"]);
    assert!(ok);
    for listed in [
        "[possible values: en, de, hu, fi, da]",
        "[possible values: fide, danish, plain]",
        "[possible values: short, long]",
        "[possible values: tournament, casual]",
        "[possible values: auto, white, black]",
        "[possible values: 2018, 2023]",
        "(200 to 30000)",
        "(-100 to 100)",
    ] {
        assert!(out.contains(listed), "{listed} missing in {out}");
    }
}

#[test]
fn the_clock_commands_take_a_typed_time_control() {
    let (ok, _, err) =
        crate::support::pegchess(&["clock", "audit", "x.pgn", "--time-control", "soon"]);
    assert!(!ok);
    assert!(
        err.contains("soon cannot be read as --time-control: time control 'soon'"),
        "{err}"
    );
}

#[test]
fn the_command_line_is_well_formed_and_no_subcommand_shadows_a_settings_flag() {
    use clap::CommandFactory;
    let cmd = Cli::command();
    cmd.clone().debug_assert();
    let globals: Vec<String> = cmd
        .get_arguments()
        .filter(|a| a.is_global_set())
        .map(|a| a.get_id().to_string())
        .collect();
    assert!(globals.contains(&"time_control".to_string()));
    fn walk(cmd: &clap::Command, globals: &[String], path: &str) {
        for sub in cmd.get_subcommands() {
            let here = format!("{path} {}", sub.get_name());
            for arg in sub.get_arguments().filter(|a| !a.is_global_set()) {
                assert!(
                    !globals.contains(&arg.get_id().to_string()),
                    "`{here}` has its own {}: it would clash with the settings flag",
                    arg.get_id()
                );
            }
            walk(sub, globals, &here);
        }
    }
    walk(&cmd, &globals, "pegchess");
}

#[test]
fn each_commands_help_lists_its_own_options_and_the_settings_once_in_the_top_help() {
    Cli::command_with_short_help().debug_assert();
    let (ok, top, _) = crate::support::pegchess(&["--help"]);
    assert!(ok);
    assert!(top.contains("--time-control"), "{top}");
    for sub in ["sheet", "rating", "arbiter", "play"] {
        let (ok, out, _) = crate::support::pegchess(&[sub, "--help"]);
        assert!(ok, "{out}");
        for setting in ["--time-control", "--window-theme", "--warn-at"] {
            assert!(
                !out.contains(setting),
                "`{sub} --help` lists {setting}:\n{out}"
            );
        }
        assert!(out.contains("pegchess --help lists them"), "{out}");
    }
    // The settings flags still work after any command.
    let (ok, out, err) = crate::support::pegchess(&["rating", "--help", "--locale", "de"]);
    assert!(ok, "{out}{err}");
}
