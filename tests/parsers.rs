//! No panic on any input (issue 12): every parser of text the program reads returns a value or a typed
//! error for arbitrary strings, and the reproductions of the panics the issue names.

use pegchess::clock::{Schedule, TimeControl};
use pegchess::config::Settings;
use pegchess::config::options::Options;
use pegchess::game::pgn;
use pegchess::notation::{Language, parse_move};
use pegchess::phonetic::Scheme;
use pegchess::sync::read_pgn;
use pegchess::ui::typed;
use pegchess::words::Reader;
use proptest::prelude::*;
use shakmaty::Chess;
use std::path::Path;

/// Text with what breaks careless parsers: multi-byte characters, digits, huge numbers, separators.
fn nasty() -> impl Strategy<Value = String> {
    prop_oneof![
        "\\PC{0,40}",
        "[0-9é♞:/+bdhms<,. \t-]{0,40}",
        "(18446744073709551615|99999999999999999999|0|1|40)([+:/bdhms<,]{1,2}(18446744073709551615|0|1|9e99))*",
    ]
}

fn settings_with(key: &str, value: &str) -> Result<Settings, String> {
    let text = format!("{key} = {}", toml_string(value));
    Options::parse(Path::new("settings.toml"), &text)
        .map(|keys| keys.apply(Settings::default()))
        .map_err(|e| e.to_string())
}

fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[test]
fn non_ascii_announce_times_are_refused_not_a_panic() {
    let err = settings_with("announce-times", "10é").unwrap_err();
    assert!(err.contains("10é"), "{err}");
    let err = "10é".parse::<Schedule>().unwrap_err().to_string();
    assert!(err.contains("needs a unit"), "{err}");
    let err = "99999999999999999h"
        .parse::<Schedule>()
        .unwrap_err()
        .to_string();
    assert!(err.contains("24 hours"), "{err}");
}

#[test]
fn a_huge_time_control_is_refused_naming_the_limit() {
    let err = "18446744073709551615+1"
        .parse::<TimeControl>()
        .unwrap_err()
        .to_string();
    assert!(err.contains("limit of 24 hours"), "{err}");
    let err = "501/5400:900"
        .parse::<TimeControl>()
        .unwrap_err()
        .to_string();
    assert!(err.contains("limit of 500 moves"), "{err}");
    let err = "5400+3601".parse::<TimeControl>().unwrap_err().to_string();
    assert!(err.contains("limit of 1 hour"), "{err}");
    assert!("86400".parse::<TimeControl>().is_ok());
    assert!("500/86400+3600".parse::<TimeControl>().is_ok());
}

#[test]
fn clock_simulate_refuses_a_huge_time_control() {
    let dir = tempfile::tempdir().unwrap();
    let think = dir.path().join("think.txt");
    std::fs::write(&think, "10\n10\n").unwrap();
    let out = crate::support::binary()
        .args(["--no-speech", "clock", "simulate", "--time-control"])
        .arg("18446744073709551615+1")
        .arg("--think")
        .arg(&think)
        .env("XDG_CONFIG_HOME", dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.contains("limit of 24 hours"), "{stderr}");
}

#[test]
fn clock_audit_labels_sides_when_black_moves_first() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("black-first.pgn");
    std::fs::write(
        &file,
        "[Event \"E\"]\n[White \"W\"]\n[Black \"B\"]\n[Round \"1\"]\n[Result \"*\"]\n[SetUp \"1\"]\n\
         [FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7\"]\n\n\
         7... e5 {[%clk 0:04:55]} 8. Nf3 {[%clk 0:09:00]} *\n",
    )
    .unwrap();
    let out = crate::support::binary()
        .args(["--no-speech", "clock", "audit"])
        .arg(&file)
        .args(["--time-control", "300+5"])
        .env("XDG_CONFIG_HOME", dir.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("8. Nf3 (white): 0:09:00"), "{stdout}");
    assert!(
        !stdout.contains("e5 (black): 0:04:55 after 0:05:00: more"),
        "{stdout}"
    );
}

proptest! {
    #[test]
    fn time_controls_are_read_or_refused(text in nasty()) {
        if let Ok(tc) = text.parse::<TimeControl>() {
            // Whatever is accepted is within the limits, so the clock's arithmetic cannot overflow.
            for p in tc.periods() {
                prop_assert!(p.time.as_secs() <= 24 * 3600);
                prop_assert!(p.moves.is_none_or(|m| m <= 500));
            }
            let _ = tc.nominal_time();
        }
    }

    #[test]
    fn schedules_are_read_or_refused(text in nasty()) {
        if let Ok(s) = text.parse::<Schedule>() {
            prop_assert_eq!(s.to_string().parse::<Schedule>(), Ok(s));
        }
    }

    #[test]
    fn settings_values_are_read_or_refused(
        key in prop::sample::select(vec![
            "announce-times", "time-control", "locale", "scheme", "notation", "mode", "orientation",
            "form", "edition", "port",
        ]),
        value in nasty(),
    ) {
        let _ = settings_with(key, &value);
    }

    #[test]
    fn clk_comments_are_read_or_refused(text in nasty()) {
        let _ = pegchess::game::movetext::parse_clk(&format!("[%clk {text}]"));
    }

    #[test]
    fn typed_keys_are_read_or_refused(text in nasty()) {
        let _ = typed::parse(&text);
        let _ = typed::parse(&format!("set white {text}"));
        let _ = typed::parse(&format!("increment {text}"));
        let _ = typed::parse(&format!("moves black {text}"));
    }

    #[test]
    fn pgn_imports_and_score_sheets_are_read_or_refused(text in nasty(), numbered in "(1\\. ?[a-hNBRQKO0x1-8+#=-]{0,6} ?){0,6}") {
        for t in [&text, &numbered] {
            let _ = pgn::read_games(t.as_bytes());
            let _ = read_pgn(t, Language::En, None);
            let _ = read_pgn(t, Language::De, None);
        }
    }

}

proptest! {
    // A few seconds a case: 16 cases in the test command, proptest's default 256 in the full sweep.
    #![proptest_config(crate::support::Sweep::new("typed moves").proptest(16, 256))]

    #[test]
    fn typed_moves_and_transcripts_are_read_or_refused(text in nasty()) {
        let pos = Chess::default();
        let _ = parse_move(&text, Language::Hu, &pos);
        let _ = Reader::new(Scheme::Fide, Language::De, Language::De).read(&text, &pos);
        let _ = Reader::new(Scheme::Danish, Language::Da, Language::Da).read(&text, &pos);
    }
}
