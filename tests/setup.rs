//! Issue 14, the spoken set-up: `pegchess setup --simulate` driven by the simulated board's buttons alone
//! (the keys `left`, `right`, `speak`, `speak long`) in English and German; the settings written and kept;
//! the pure machine under random presses; and the player's own low-time warnings in a game.

use crate::support::{
    AtTerminal, Table, Watched, spawn_in, type_line, until_connected, wait_until,
};
use pegchess::clock::{ClockSetup, Edition, Schedule, Warnings};
use pegchess::config::Orientation;
use pegchess::config::options::Options;
use pegchess::game::chess960::{GameStart, StartNumber};
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::{Effect, Event};
use pegchess::setup::{Choices, Input, Outcome, Setup};
use pegchess::speech::{Phrase, Renderer};
use proptest::prelude::*;
use shakmaty::Chess;
use std::path::Path;
use std::time::Duration;

/// Runs `pegchess setup --simulate` with its settings in `data`, types `keys`, and returns what it printed.
fn set_up(data: &Path, keys: &[&str]) -> (bool, String) {
    let mut child = spawn_in(data, &["setup", "--simulate"]);
    for key in keys {
        type_line(&mut child, key);
    }
    drop(child.stdin.take());
    let out = crate::support::output_within(child);
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Runs `pegchess setup --simulate` with `args` before it and its settings in `data`, all of `keys` typed at
/// once (read in order, so no pause is needed), and returns its output.
fn set_up_at_once(data: &Path, args: &[&str], keys: &[&str]) -> std::process::Output {
    use std::io::Write;
    let mut all = args.to_vec();
    all.extend(["setup", "--simulate"]);
    let mut child = spawn_in(data, &all);
    let mut stdin = child.stdin.take().expect("piped stdin");
    for key in keys {
        writeln!(stdin, "{key}").expect("pegchess reads its input");
    }
    drop(stdin);
    crate::support::output_within(child)
}

pub(crate) fn settings_file(data: &Path) -> std::path::PathBuf {
    data.join("pegchess/settings.toml")
}

/// Every phrase printed (the lines that are not the key help or the file's path) has at most 25 words,
/// White's back rank read file by file too.
pub(crate) fn assert_short(out: &str) {
    for line in out.lines() {
        if line.starts_with("keys ") || line.starts_with("settings saved") {
            continue;
        }
        let words = line.split_whitespace().count();
        assert!(
            words <= pegchess::speech::MOST_WORDS,
            "{words} words: {line}"
        );
    }
}

pub(crate) fn keys_of(path: &Path) -> (Options, toml::Table) {
    let text = std::fs::read_to_string(path).expect("the settings were written");
    let keys = Options::parse(path, &text).expect("config accepts what the set-up wrote");
    (keys, text.parse().unwrap())
}

#[test]
fn setup_in_english_on_the_buttons_writes_every_choice_and_keeps_other_keys() {
    let dir = tempfile::tempdir().unwrap();
    let file = settings_file(dir.path());
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(
        &file,
        "# mine\nsettle-ms = 900\nvosk-model = \"/models/de\"\n",
    )
    .unwrap();
    let keys = [
        "speak", // English
        "right",
        "speak", // Danish scheme
        "right",
        "speak", // long form
        "right",
        "speak", // from "no clock" to a time control of one's own
        "right",
        "speak", // 20 minutes
        "left",
        "speak", // 5 seconds a move
        "left",
        "speak", // the right lever
        "right",
        "speak", // faster by 20
        "left",
        "speak", // the board words in a Danish voice
        "right",
        "speak", // the sparser schedule
        "right",
        "speak long",
        "speak", // warnings at 5 minutes, 1 minute, 30 seconds; heard again
        "right",
        "right",
        "speak", // the window yellow on black
        "speak", // save
    ];
    let (ok, out) = set_up(dir.path(), &keys);
    assert!(ok, "{out}");
    for said in [
        "Set-up. The levers move between choices, the speak button chooses.",
        "Language: English.",
        "Announcement scheme: FIDE, for example: Springer Felix drei.",
        "Danish, for example:",
        "Move form: short, for example:",
        "Long, for example:",
        "Minutes on the clock: 15 minutes.",
        "20 minutes.",
        "Seconds added per move: 10 seconds.",
        "The right lever.",
        "Faster by 20.",
        "The board words in a Danish voice.",
        "Your low-time warnings: warn me at 5 minutes, 1 minute and 30 seconds.",
        "Your choices: Language: English; Announcement scheme: Danish; Move form: long.",
        "Time control: 20 minutes, plus 5 seconds a move; Your clock lever: the right lever.",
        "Window colours: the window light on dark.",
        "The window yellow on black.",
        "Finish: save and finish.",
        "Settings saved.",
    ] {
        assert!(out.contains(said), "not said: {said}\n{out}");
    }
    assert_short(&out);
    let (keys, table) = keys_of(&file);
    assert_eq!(table["window-theme"].as_str(), Some("yellow-on-black"));
    assert_eq!(keys.locale, Some(Language::En));
    assert_eq!(keys.scheme, Some(Scheme::Danish));
    assert_eq!(keys.form, Some(Form::Long));
    assert_eq!(table["time-control"].as_str(), Some("1200+5"));
    assert_eq!(table["player-lever"].as_str(), Some("right"));
    assert_eq!(table["speech-rate"].as_integer(), Some(20));
    assert_eq!(table["phonetic-voice"].as_str(), Some("da"));
    assert_eq!(
        table["announce-times"].as_str(),
        Some("10s<1m, 1m<5m, 5m<30m, 30m")
    );
    assert_eq!(
        keys.warn_at.map(|w| w.to_strings()),
        Some(vec!["5m".to_string(), "1m".into(), "30s".into()])
    );
    // The keys it did not ask about are kept.
    assert_eq!(table["settle-ms"].as_integer(), Some(900));
    assert_eq!(table["vosk-model"].as_str(), Some("/models/de"));
}

#[test]
fn setup_in_german_says_everything_after_the_language_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let keys = [
        "right", "speak", // Deutsch
        "speak", "speak", // FIDE, short
        "left", "left", "speak", // 5+3
        "speak", "speak", // either lever, normal rate
        "left", "speak", // the board words in a German voice
        "speak", // the standard schedule
        "left", "speak", // warn at 1 minute
        "speak", // the window's colours as they stand
        "speak", // save
    ];
    let (ok, out) = set_up(dir.path(), &keys);
    assert!(ok, "{out}");
    for said in [
        "Language: English.",
        "Deutsch.",
        "Ansage: FIDE, zum Beispiel: Springer Felix drei.",
        "Zugform: kurz, zum Beispiel: Springer Felix drei.",
        "Bedenkzeit: ohne Uhr.",
        "5 Minuten, plus 3 Sekunden pro Zug.",
        "Ihr Uhrhebel: ein beliebiger Hebel.",
        "Sprechtempo: normal.",
        "Die Brettwörter mit deutscher Stimme.",
        "Zeitansagen: alle 10 Minuten,",
        "Warnen bei 1 Minute.",
        "Ihre Auswahl: Sprache: Deutsch; Ansage: FIDE; Zugform: kurz.",
        "Abschluss: speichern und fertig.",
        "Einstellungen gespeichert.",
    ] {
        assert!(out.contains(said), "not said: {said}\n{out}");
    }
    assert!(
        !out.contains("Time control"),
        "nothing after the language is in English:\n{out}"
    );
    assert_short(&out);
    let (keys, table) = keys_of(&settings_file(dir.path()));
    assert_eq!(keys.locale, Some(Language::De));
    assert_eq!(table["time-control"].as_str(), Some("300+3"));
    assert_eq!(table["phonetic-voice"].as_str(), Some("de"));
    assert_eq!(table["warn-at"].as_array().map(Vec::len), Some(1));
}

#[test]
fn the_setups_keys_are_shown_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = spawn_in(dir.path(), &["--locale", "de", "setup", "--simulate"]);
    // A word that is no key, then leave.
    type_line(&mut child, "vielleicht");
    type_line(&mut child, "q");
    drop(child.stdin.take());
    let out = crate::support::output_within(child);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    let help = "Tasten (eintippen, dann Enter): links, rechts = die Hebel";
    assert!(stdout.contains(help), "{stdout}");
    assert!(
        stderr.contains(help),
        "the help again after a word that is no key: {stderr}"
    );
    assert!(!stdout.contains("keys ("), "{stdout}");
}

/// The set-up's buttons typed in the player's words, as its key help names them: the levers and the speak
/// button in German, Hungarian, Finnish and Danish take the choices and save, no word refused.
#[test]
fn the_setups_buttons_are_typed_in_the_players_words() {
    let words = [
        (Language::De, ["rechts", "links", "sprechen"]),
        (Language::Hu, ["jobb", "bal", "beszéd"]),
        (Language::Fi, ["oikea", "vasen", "puhu"]),
        (Language::Da, ["højre", "venstre", "tal"]),
    ];
    for (language, [right, left, speak]) in words {
        let dir = tempfile::tempdir().unwrap();
        let locale = language.to_string();
        // One lever forward and back, then eleven presses of the speak button take every choice and save.
        let keys: Vec<&str> = [right, left].into_iter().chain([speak; 11]).collect();
        let out = set_up_at_once(dir.path(), &["--locale", &locale], &keys);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{language}: {stderr}");
        let help = pegchess::ui::text::Texts::console(language).get("console-setup-keys");
        assert!(
            !stderr.contains(&help),
            "{language}: a word refused: {stderr}"
        );
        let (keys, _) = keys_of(&settings_file(dir.path()));
        assert_eq!(keys.locale, Some(language), "{language}");
    }
}

#[test]
fn leaving_the_setup_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out) = set_up(dir.path(), &["speak", "q"]);
    assert!(ok, "{out}");
    assert!(out.contains("Set-up left; nothing was saved."), "{out}");
    assert!(!settings_file(dir.path()).exists());
}

#[test]
fn a_broken_settings_file_is_kept_aside_and_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let file = settings_file(dir.path());
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "locale = = [\u{0}\n").unwrap();
    // Eleven presses of the speak button take every choice as it stands, then save.
    let keys = vec!["speak"; 11];
    let (ok, out) = set_up(dir.path(), &keys);
    assert!(ok, "{out}");
    assert!(out.contains("The settings file could not be read"), "{out}");
    assert!(out.contains("Settings saved."), "{out}");
    let kept = std::fs::read_to_string(file.with_file_name("settings.toml.broken")).unwrap();
    assert!(kept.starts_with("locale = = ["));
    keys_of(&file);
}

/// Renders a phrase in every language: it must render completely and have at most 25 words.
pub fn check_phrase(p: &Phrase) -> Result<(), TestCaseError> {
    for &lang in Language::ALL {
        let text = Renderer::new(lang, Scheme::Fide, Form::Short)
            .try_render(p)
            .map_err(|e| TestCaseError::fail(e.to_string()))?
            .text();
        let words = text.split_whitespace().count();
        prop_assert!(
            words <= pegchess::speech::MOST_WORDS,
            "{lang}: {words} words: {text}"
        );
    }
    Ok(())
}

fn input() -> impl Strategy<Value = Input> {
    prop_oneof![
        Just(Input::Left),
        Just(Input::Right),
        Just(Input::Speak),
        Just(Input::SpeakLong)
    ]
}

proptest! {
    #![proptest_config(crate::support::Sweep::new("set-up presses").proptest(16, 64))]

    /// Any presses, with or without a game to follow (standing on standard chess or a Chess960 start): no
    /// panic, every phrase short and complete in every language, and the choices at any moment (saved or
    /// not) written into a settings file that `config` accepts and reads back; the game never a setting.
    #[test]
    fn any_presses_give_short_phrases_and_valid_settings(
        presses in proptest::collection::vec(input(), 0..120),
        game in proptest::option::of(proptest::option::of(0u16..960)),
    ) {
        let game = game.map(|n| match n.and_then(StartNumber::new) {
            Some(n) => GameStart::Chess960(n),
            None => GameStart::Standard,
        });
        let choices = Choices::from_settings(&Default::default());
        let (mut setup, first) = match game {
            Some(game) => Setup::before_game(choices, game),
            None => Setup::new(choices),
        };
        for p in &first {
            check_phrase(p)?;
        }
        for press in presses {
            for p in setup.press(press) {
                check_phrase(&p)?;
            }
        }
        prop_assert_eq!(setup.game().is_some(), game.is_some());
        let choices = match setup.outcome() {
            Some(Outcome::Save(c)) => c.clone(),
            _ => setup.choices().clone(),
        };
        let mut table = toml::Table::new();
        choices.write_into(&mut table);
        let text = toml::to_string(&table).unwrap();
        let keys = Options::parse(Path::new("settings.toml"), &text)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let settings = keys.apply(Default::default());
        // The file names the scheme now: read back, it is the player's choice.
        let read = Choices::from_settings(&settings).scheme_kept(table.contains_key("scheme"));
        prop_assert_eq!(read, choices.scheme_kept(true));
    }

    /// Whatever the settings file holds, reading it as a table never panics.
    #[test]
    fn any_settings_file_is_read_without_panic(text in ".{0,200}") {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.toml");
        std::fs::write(&path, &text).unwrap();
        let _ = pegchess::settings_file::read_table(&path);
    }
}

fn clock(warn_at: &str, muted: bool) -> ClockSetup {
    let mut schedule = Schedule::default();
    schedule.muted = muted;
    schedule.warnings = warn_at.parse::<Warnings>().unwrap();
    ClockSetup {
        control: "3+2".parse().unwrap(),
        edition: Edition::default(),
        schedule,
    }
}

fn warnings_said(t: &Table) -> Vec<Duration> {
    t.said
        .iter()
        .filter_map(|p| match p {
            Phrase::TimeWarning(d) => Some(*d),
            _ => None,
        })
        .collect()
}

#[test]
fn the_players_own_warnings_are_said_for_their_side_even_when_muted() {
    let holes = shakmaty::Position::board(&Chess::default()).occupied();
    // The player sits at White's side; White's clock runs from the set-up.
    let mut t = Table::with_clock(
        Chess::default(),
        Orientation::White,
        holes,
        Some(clock("150s, 1m", true)),
    );
    t.wait(31_000);
    assert_eq!(warnings_said(&t), vec![Duration::from_secs(150)]);
    t.wait(90_000);
    assert_eq!(
        warnings_said(&t),
        vec![Duration::from_secs(150), Duration::from_secs(60)]
    );
    // At a warning's mark the schedule's own announcement is not said as well.
    let at_one_minute = t
        .said
        .iter()
        .filter(|p| matches!(p, Phrase::TimeShort(d) if *d == Duration::from_secs(60)))
        .count();
    assert_eq!(at_one_minute, 0, "{:?}", t.said);
    let english = Renderer::new(Language::En, Scheme::Fide, Form::Short);
    assert_eq!(
        english
            .render(&Phrase::TimeWarning(Duration::from_secs(60)))
            .text(),
        "Warning: 1 minute left."
    );
}

#[test]
fn warnings_are_not_said_for_the_opponents_clock() {
    let holes = shakmaty::Position::board(&Chess::default()).occupied();
    // The player sits at Black's side; White's clock runs down.
    let mut t = Table::with_clock(
        Chess::default(),
        Orientation::Black,
        holes,
        Some(clock("2m", false)),
    );
    t.wait(65_000);
    assert!(warnings_said(&t).is_empty(), "{:?}", t.said);
}

/// Holds the speak button for `ms` on the table's board; returns the effects of letting it go.
fn hold_speak(t: &mut Table, ms: u64) -> Vec<Effect> {
    use pegchess::board::peg::link::LinkEvent;
    use pegchess::board::peg::protocol::Button;
    let press = |pressed| {
        Event::Board(LinkEvent::Button {
            button: Button::Speak,
            pressed,
        })
    };
    t.session.handle(press(true), t.now);
    t.step(ms);
    t.session.handle(press(false), t.now)
}

#[test]
fn a_long_press_asks_for_the_setup_only_between_games() {
    let mut t = Table::new(Orientation::White);
    assert_eq!(hold_speak(&mut t, 1000), vec![Effect::SetUp]);
    assert!(
        !hold_speak(&mut t, 100).contains(&Effect::SetUp),
        "a short press repeats"
    );
    t.slide(shakmaty::Square::E2, shakmaty::Square::E4).press();
    assert!(!t.session.between_games());
    let during = hold_speak(&mut t, 1000);
    assert!(!during.contains(&Effect::SetUp), "{during:?}");
    t.cmd(pegchess::session::Command::Result(
        pegchess::session::GameResult::DrawAgreed,
    ));
    assert_eq!(hold_speak(&mut t, 1000), vec![Effect::SetUp]);
}

#[test]
fn between_games_the_setup_runs_on_the_buttons_and_a_new_game_follows() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Watched::new(spawn_in(dir.path(), &["play", "--simulate"]));
    // The board's buttons are there once it has connected.
    until_connected(dir.path(), 1);
    // A long press before the first move, then German and every other choice as it stands (the game that
    // follows: standard chess, as the last one).
    let mut keys = vec!["speak long", "right"];
    keys.extend(["speak"; 12]);
    for key in keys {
        child.type_line(key);
        std::thread::sleep(Duration::from_millis(150));
    }
    child.printed.until("Einstellungen gespeichert.", 1);
    // The new game has begun (its journal, the second, is there; the board's link stays connected): the key
    // `m` asks where the game stands.
    let games = dir.path().join("pegchess/games");
    wait_until(Duration::from_secs(20), "the second game's journal", || {
        std::fs::read_dir(&games).is_ok_and(|d| {
            d.flatten()
                .filter(|e| e.path().extension().is_some_and(|x| x == "journal"))
                .count()
                == 2
        })
    });
    child.type_line("m");
    child.printed.until("Zug 1, Weiß am Zug.", 1);
    child.type_line("q");
    let out = child.output();
    let out = String::from_utf8_lossy(&out.stdout);
    assert!(out.contains("Einstellungen gespeichert."), "{out}");
    assert!(
        out.contains("Zug 1, Weiß am Zug."),
        "the new game speaks German: {out}"
    );
    let (keys, _) = keys_of(&settings_file(dir.path()));
    assert_eq!(keys.locale, Some(Language::De));
    let journals = std::fs::read_dir(dir.path().join("pegchess/games"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "journal"))
        })
        .count();
    assert_eq!(journals, 2, "a new game after the set-up");
}

#[test]
fn the_players_own_lever_is_theirs_from_the_first_move() {
    use pegchess::board::peg::link::LinkEvent;
    use pegchess::board::peg::protocol::{Button, OccupancyKind};
    use pegchess::config::PlayerLever;
    use pegchess::session::{Session, SessionConfig};
    use shakmaty::Square::{E2, E4};
    let mut t = Table::new(Orientation::White);
    t.session = Session::new(SessionConfig {
        settle: crate::support::SETTLE,
        orientation: Orientation::White,
        player_lever: PlayerLever::Left,
        ..SessionConfig::new(Chess::default())
    });
    t.send(LinkEvent::Holes {
        holes: t.holes,
        kind: OccupancyKind::Snapshot,
    });
    let lever = |t: &mut Table, button| {
        t.step(100);
        for pressed in [true, false] {
            t.send(LinkEvent::Button { button, pressed });
        }
    };
    t.slide(E2, E4);
    // The right lever is the opponent's: it does not complete the player's move.
    lever(&mut t, Button::RightLever);
    assert!(t.moves().is_empty());
    lever(&mut t, Button::LeftLever);
    assert_eq!(t.moves(), ["e2e4"]);
}

#[test]
fn a_journal_header_keeps_the_warnings_and_the_players_lever() {
    use pegchess::config::PlayerLever;
    use pegchess::session::{JournalHeader, SessionConfig};
    let mut config = SessionConfig::new(Chess::default());
    config.clock = Some(clock("5m, 1m", false));
    config.player_lever = PlayerLever::Right;
    let header = JournalHeader::new(&config, vec![], 1);
    let text = serde_json::to_string(&header).unwrap();
    let back: JournalHeader = serde_json::from_str(&text).unwrap();
    let back = back.config().unwrap();
    assert_eq!(back.player_lever, PlayerLever::Right);
    assert_eq!(back.clock.unwrap().schedule.warnings.to_string(), "5m, 1m");
    // An older header, without either key, still reads: no warnings, either lever.
    let old = text
        .replace(",\"warn-at\":\"5m, 1m\"", "")
        .replace(",\"player-lever\":\"right\"", "");
    assert_ne!(old, text);
    let old: JournalHeader = serde_json::from_str(&old).unwrap();
    let old = old.config().unwrap();
    assert_eq!(old.player_lever, PlayerLever::Any);
    assert!(old.clock.unwrap().schedule.warnings.is_empty());
}

#[test]
fn the_demo_shows_the_setup_and_plays_with_its_choices() {
    let (ok, out, err) =
        crate::support::pegchess(&["demo", "--setup", "--speed", "20", "--plies", "2"]);
    assert!(ok, "{err}");
    for said in [
        "Your choices: Language: English; Announcement scheme: FIDE; Move form: long.",
        "Finish: save and finish.",
        "Settings saved.",
        // The long form and the clock chosen in the set-up are the demo game's.
        "David zwei David vier",
        "[TimeControl \"900+10\"]",
    ] {
        assert!(out.contains(said), "not said: {said}\n{out}");
    }
    assert_short(
        &out.lines()
            .take_while(|l| !l.starts_with("pegchess demo: a simulated"))
            .filter(|l| !l.starts_with("pegchess demo"))
            .collect::<Vec<_>>()
            .join("\n"),
    );
}

#[test]
fn the_first_start_of_play_at_a_terminal_begins_with_the_setup() {
    let dir = tempfile::tempdir().unwrap();
    // A terminal for the keys: the first start asks only when someone can answer.
    let mut t = AtTerminal::start(
        dir.path(),
        "setup-terminal",
        &["--no-speech", "play", "--simulate"],
    );
    // The set-up's keys act at once from the line that says so.
    t.printed.until("keys (at once): ", 1);
    // Every choice as it stands (English, no clock ..., standard chess), saved; Enter begins the game.
    for _ in 0..12 {
        t.press(b"speak\n", 200);
    }
    t.printed.until("Press Enter to begin.", 1);
    t.press(b"\n", 0);
    // The game's keys act at once from its first line.
    t.printed.until("Press h for help.", 1);
    t.press(b"m\n", 0);
    t.printed.until("Move 1, White to move.", 1);
    // At a terminal the game's keys act at once: a first q says how to leave, the second leaves.
    t.press(b"qq\n", 0);
    let stdout = t.output();
    for said in [
        "Set-up. The levers move between choices",
        "Settings saved.",
        "Press Enter to begin.",
        "Move 1, White to move.",
    ] {
        assert!(stdout.contains(said), "not said: {said}\n{stdout}");
    }
    let (keys, _) = keys_of(&settings_file(dir.path()));
    assert_eq!(keys.locale, Some(Language::En));
}

#[test]
fn the_button_keys_are_read_and_lever_is_kept() {
    use pegchess::ui::typed::{Key, parse};
    for (line, input) in [
        ("left", Input::Left),
        ("Right", Input::Right),
        ("speak", Input::Speak),
        (" speak long ", Input::SpeakLong),
    ] {
        assert_eq!(parse(line), Ok(Key::Button(input)), "{line}");
    }
    assert_eq!(parse("lever"), Ok(Key::Lever));
    assert_ne!(parse("speak louder"), Ok(Key::Button(Input::Speak)));
}

#[test]
fn at_a_terminal_the_setup_takes_single_keys_with_no_enter_between() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = AtTerminal::start(dir.path(), "setup-keys-terminal", &["--no-speech", "setup"]);
    t.printed.until("keys (at once): ", 1);
    // The right arrow moves to the next language (Deutsch), the up arrow says it again, the space bar takes
    // it; then Enter, 5 on the keypad and Ctrl-J (a line feed) take every other choice as it stands.
    t.press(b"\x1b[C", 150);
    t.press(b"\x1b[A", 150);
    t.press(b" ", 150);
    for key in [&b"\r"[..], b"5", b"\n"].iter().cycle().take(12) {
        t.press(key, 150);
    }
    t.printed.until("Einstellungen gespeichert.", 1);
    t.press(b"q", 0);
    let stdout = t.output();
    assert!(stdout.contains("keys (at once): "), "{stdout}");
    assert!(stdout.contains("Einstellungen gespeichert."), "{stdout}");
    assert_short(&stdout);
    let (keys, _) = keys_of(&settings_file(dir.path()));
    assert_eq!(keys.locale, Some(Language::De), "{stdout}");
}

#[test]
fn in_danish_the_set_up_offers_the_danish_editions_words_first_and_fides_next() {
    use pegchess::config::Settings;
    use pegchess::speech::{SetupOption, SetupPhrase, SetupStep};
    for (locale, first, second) in [
        (Language::Da, Scheme::Danish, Scheme::Fide),
        (Language::En, Scheme::Fide, Scheme::Danish),
        (Language::Hu, Scheme::Fide, Scheme::Danish),
    ] {
        // The settings as --locale gives them: the scheme left at its default, FIDE.
        let settings = Settings {
            locale,
            ..Settings::default()
        };
        let (mut setup, _) = Setup::new(Choices::from_settings(&settings));
        let asked = setup.press(Input::Speak); // the language as it stands
        assert_eq!(
            asked,
            vec![Phrase::from(SetupPhrase::Ask(
                SetupStep::Scheme,
                SetupOption::Scheme(first)
            ))],
            "{locale}"
        );
        let next = setup.press(Input::Right);
        assert_eq!(
            next,
            vec![Phrase::from(SetupPhrase::Choice(SetupOption::Scheme(
                second
            )))],
            "{locale}"
        );
        setup.press(Input::Left);
        setup.press(Input::Speak); // the first offered
        assert_eq!(setup.choices().scheme, first, "{locale}");
        assert_eq!(setup.step(), SetupStep::Form);
    }
}

/// A scheme the player saved is kept: in Danish the question offers the Danish words first but stands on the
/// FIDE words saved, through the binary as through the machine.
#[test]
fn in_danish_a_saved_choice_of_fides_words_is_where_the_set_up_stands() {
    use pegchess::config::Settings;
    use pegchess::speech::{SetupOption, SetupPhrase, SetupStep};
    let settings = Settings {
        locale: Language::Da,
        scheme: Scheme::Fide,
        ..Settings::default()
    };
    let (mut setup, _) = Setup::new(Choices::from_settings(&settings).scheme_kept(true));
    assert_eq!(
        setup.press(Input::Speak),
        vec![Phrase::from(SetupPhrase::Ask(
            SetupStep::Scheme,
            SetupOption::Scheme(Scheme::Fide)
        ))]
    );
    // The Danish words are still offered first: one lever back.
    assert_eq!(
        setup.press(Input::Left),
        vec![Phrase::from(SetupPhrase::Choice(SetupOption::Scheme(
            Scheme::Danish
        )))]
    );
    // Through the binary: a settings file with Danish and the FIDE words, every choice taken as it stands.
    let dir = tempfile::tempdir().unwrap();
    let file = settings_file(dir.path());
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "locale = \"da\"\nscheme = \"fide\"\n").unwrap();
    let out = set_up_at_once(dir.path(), &[], &["speak"; 11]);
    assert!(out.status.success(), "{out:?}");
    let (keys, _) = keys_of(&file);
    assert_eq!(keys.locale, Some(Language::Da), "{out:?}");
    assert_eq!(keys.scheme, Some(Scheme::Fide), "{out:?}");
    // With no scheme saved, Danish stands on the Danish words.
    std::fs::write(&file, "locale = \"da\"\n").unwrap();
    let out = set_up_at_once(dir.path(), &[], &["speak"; 11]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(keys_of(&file).0.scheme, Some(Scheme::Danish), "{out:?}");
}
