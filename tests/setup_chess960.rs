//! Issue 24, Guideline II: choosing a Chess960 start in the spoken set-up, on the board's three buttons. The
//! pure machine's key sequences (starts 0, 417, 959 and standard chess; the digits wrapping; every start
//! reachable and none above 959), the phrases in five languages, and end to end through the binary: the
//! game that follows the set-up starts from the start chosen, which never goes into the settings file.

use crate::setup::{assert_short, check_phrase, keys_of, settings_file};
use crate::support::{AtTerminal, Watched, spawn_in, until_connected, wait_until};
use pegchess::config::Settings;
use pegchess::game::chess960::{GameStart, StartNumber, letters};
use pegchess::phonetic::{Form, Scheme};
use pegchess::setup::{Choices, Input, Outcome, Setup};
use pegchess::speech::{Phrase, Renderer, SetupOption, SetupPhrase, SetupStep};
use std::collections::{BTreeSet, HashSet, VecDeque};
use std::path::Path;
use std::time::Duration;

use Input::{Left as L, Right as R, Speak as S, SpeakLong as H};

/// A set-up a game follows, standing on `game`, at its question about the game (the ten settings'
/// questions answered as they stand); what it said on the way.
fn at_the_game(game: GameStart) -> (Setup, Vec<Phrase>) {
    let (mut setup, mut said) =
        Setup::before_game(Choices::from_settings(&Settings::default()), game);
    for _ in 0..10 {
        said.extend(setup.press(S));
    }
    assert_eq!(setup.step(), SetupStep::Game);
    (setup, said)
}

/// Presses `keys` from the question about the game; the game chosen and everything said, each phrase
/// checked in every language (complete, at most 25 words, the back rank 27), rendered in English.
fn choose(keys: &[Input]) -> (Option<GameStart>, String) {
    let (mut setup, mut said) = at_the_game(GameStart::Standard);
    for key in keys {
        said.extend(setup.press(*key));
    }
    for p in &said {
        check_phrase(p).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(matches!(setup.outcome(), Some(Outcome::Save(_))), "saved");
    let english = Renderer::new(pegchess::notation::Language::En, Scheme::Fide, Form::Short);
    let text = said
        .iter()
        .map(|p| english.render(p).text())
        .collect::<Vec<_>>()
        .join("\n");
    (setup.game(), text)
}

fn chess960(n: u16) -> Option<GameStart> {
    StartNumber::new(n).map(GameStart::Chess960)
}

#[test]
fn chess960_start_417_is_set_digit_by_digit_read_back_and_saved() {
    let keys = [
        R, S, // Chess960
        R, R, R, R, S, // 400
        R, S, // 410
        L, L, L, S, // 417: the units wrap from 0 to 9
        H, // the back rank said again
        S, // taken
        S, // saved
    ];
    let (game, said) = choose(&keys);
    assert_eq!(game, chess960(417));
    for line in [
        "Game: standard chess.",
        "Chess960, its start number set with the levers.",
        "Start number, hundreds: 0.",
        "400.",
        "Start number, tens: 400.",
        "Start number, units: 410.",
        "419.",
        "417.",
        // 417 is BRNBQNKR: file by file, the files in the scheme's words.
        "The start: Anna Läufer, Bella Turm, Cesar Springer, David Läufer, Eva Dame, Felix Springer, \
         Gustav König and Hector Turm\n",
        "That is Chess960 start 417. The speak button takes it, a lever changes the number.",
        "Game: Chess960, start 417.",
        "Finish: save and finish.",
    ] {
        assert!(said.contains(line), "not said: {line}\n{said}");
    }
    assert_eq!(
        letters(&StartNumber::new(417).unwrap().back_rank()),
        "BRNBQNKR"
    );
    // Heard twice: as the check is reached, and on the long press.
    assert_eq!(said.matches("That is Chess960 start 417.").count(), 2);
}

#[test]
fn starts_0_and_959_and_standard_chess_and_a_change_after_the_check() {
    // 0: every digit as it stands.
    let (game, said) = choose(&[R, S, S, S, S, S, S]);
    assert_eq!(game, chess960(0));
    assert!(
        said.contains("The start: Anna Läufer, Bella Läufer, Cesar Dame"),
        "{said}"
    );
    // 959: the left lever wraps each digit from 0 to its highest (the tens to 5, under 9 hundreds).
    let (game, said) = choose(&[R, S, L, S, L, S, L, S, S, S]);
    assert_eq!(game, chess960(959));
    assert!(said.contains("Start number, units: 950.\n959."), "{said}");
    // Standard chess, as the question stands.
    let (game, said) = choose(&[S, S]);
    assert_eq!(game, Some(GameStart::Standard));
    assert!(said.contains("Game: standard chess."), "{said}");
    assert!(!said.contains("Start number"), "{said}");
    // 875, checked, changed: a lever goes back to the hundreds; 9 hundreds keep no number above 959.
    let keys = [
        R, S, L, L, S, L, L, L, S, L, L, L, L, L, S, // 875
        R, // back from the check to the hundreds
        R, S, S, S, S, S,
    ];
    let (game, said) = choose(&keys);
    assert_eq!(game, chess960(959));
    assert!(
        said.contains("Start number, hundreds: 875.\n959."),
        "{said}"
    );
}

#[test]
fn the_digits_wrap_at_both_ends() {
    let (mut setup, _) = at_the_game(GameStart::Standard);
    setup.press(R);
    setup.press(S);
    let number = |said: Vec<Phrase>| match said.as_slice() {
        [Phrase::Setup(SetupPhrase::Choice(SetupOption::StartNumber(n)))] => n.get(),
        other => panic!("{other:?}"),
    };
    let hundreds: Vec<u16> = (0..11).map(|_| number(setup.press(R))).collect();
    assert_eq!(
        hundreds,
        [100, 200, 300, 400, 500, 600, 700, 800, 900, 0, 100]
    );
    setup.press(L);
    setup.press(L); // 900
    setup.press(S);
    let tens: Vec<u16> = (0..7).map(|_| number(setup.press(L))).collect();
    assert_eq!(tens, [950, 940, 930, 920, 910, 900, 950]);
}

/// Every state of the game's questions reached from the question, by any presses: what the set-up says
/// names no start above 959, and each of the 960 starts can be taken.
#[test]
fn every_start_is_reachable_and_none_above_959() {
    let (first, _) = at_the_game(GameStart::Standard);
    let mut seen = HashSet::new();
    let mut queue = VecDeque::from([first]);
    let mut taken = BTreeSet::new();
    while let Some(setup) = queue.pop_front() {
        if !seen.insert(format!("{setup:?}")) {
            continue;
        }
        for key in [L, R, S, H] {
            let mut next = setup.clone();
            for p in next.press(key) {
                let named = match p {
                    Phrase::Setup(SetupPhrase::Choice(SetupOption::StartNumber(n)))
                    | Phrase::Setup(SetupPhrase::Ask(_, SetupOption::StartNumber(n)))
                    | Phrase::Setup(SetupPhrase::CheckStart(n)) => Some(n.get()),
                    _ => None,
                };
                assert!(named.is_none_or(|n| n <= 959), "{named:?}");
            }
            if next.step() == SetupStep::Finish {
                if let Some(GameStart::Chess960(n)) = next.game() {
                    taken.insert(n.get());
                }
            } else {
                queue.push_back(next);
            }
        }
    }
    assert_eq!(taken.len(), 960);
    assert_eq!(taken.last(), Some(&959));
}

#[test]
fn without_a_game_to_follow_the_game_is_not_asked() {
    let (mut setup, _) = Setup::new(Choices::from_settings(&Settings::default()));
    let mut said = Vec::new();
    for _ in 0..11 {
        said.extend(setup.press(S));
    }
    assert!(matches!(setup.outcome(), Some(Outcome::Save(_))));
    assert_eq!(setup.game(), None);
    assert!(
        !said
            .iter()
            .any(|p| matches!(p, Phrase::Setup(SetupPhrase::Ask(SetupStep::Game, _))))
    );
}

/// The journals in the games folder under `data`, oldest first (their names are their times).
fn journals(data: &Path) -> Vec<String> {
    let mut paths: Vec<_> = std::fs::read_dir(data.join("pegchess/games"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "journal"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect()
}

#[test]
fn between_games_a_chess960_start_chosen_on_the_buttons_is_the_next_games() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Watched::new(spawn_in(dir.path(), &["play", "--simulate"]));
    // The board's buttons are there once it has connected.
    until_connected(dir.path(), 1);
    // A long press before the first move; every setting as it stands; Chess960, start 3 (hundreds 0,
    // tens 0, units 3), its back rank heard and taken; saved.
    let mut keys = vec!["speak long"];
    keys.extend(["speak"; 10]);
    keys.extend([
        "right", "speak", "speak", "speak", "right", "right", "right",
    ]);
    keys.extend(["speak", "speak", "speak"]);
    for key in keys {
        child.type_line(key);
        std::thread::sleep(Duration::from_millis(150));
    }
    child.printed.until("Settings saved.", 1);
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
    child.printed.until("Move 1, White to move.", 1);
    child.type_line("q");
    let out = child.output();
    let out = String::from_utf8_lossy(&out.stdout);
    for said in [
        "Game: standard chess.",
        "Start number, units: 0.",
        "The start: Anna Läufer, Bella Dame, Cesar Springer, David Springer, Eva Turm, Felix König, \
         Gustav Turm and Hector Läufer\n",
        "That is Chess960 start 3.",
        "Game: Chess960, start 3.",
        "Settings saved.",
        // Once, as the new game begins.
        "Chess960 start number 3.",
    ] {
        assert!(out.contains(said), "not said: {said}\n{out}");
    }
    assert_eq!(out.matches("Chess960 start number 3.").count(), 1, "{out}");
    assert_short(&out);
    let journals = journals(dir.path());
    assert_eq!(journals.len(), 2, "a new game after the set-up");
    assert!(!journals[0].contains("\"chess960\""), "{}", journals[0]);
    assert!(journals[1].contains("\"chess960\":true"), "{}", journals[1]);
    assert!(journals[1].contains("/BQNNRKRB w"), "{}", journals[1]);
    // The start is the round's draw, not a setting.
    let text = std::fs::read_to_string(settings_file(dir.path())).unwrap();
    assert!(!text.contains("960") && !text.contains("start"), "{text}");
    keys_of(&settings_file(dir.path()));
}

/// `play --chess960 417` at its first start: the set-up's question stands on 417, so pressing through
/// keeps it; what the player takes there wins (here standard chess, one lever press away).
#[test]
fn at_the_first_start_the_question_stands_on_the_command_lines_start() {
    for (change, chess960) in [(false, true), (true, false)] {
        let dir = tempfile::tempdir().unwrap();
        let mut t = AtTerminal::start(
            dir.path(),
            "setup-chess960-terminal",
            &["--no-speech", "play", "--simulate", "--chess960", "417"],
        );
        // The set-up's keys act at once from the line that says so (a key typed before raw mode is lost).
        t.printed.until("keys (at once): ", 1);
        for _ in 0..10 {
            t.press(b"speak\n", 200);
        }
        let rest: &[&[u8]] = match change {
            // Chess960 taken as it stands, its digits (4, 1, 7), the check, saved.
            false => &[&b"speak\n"[..]; 6],
            // The left lever (the left arrow key) to standard chess, taken, saved.
            true => &[b"\x1b[D", b"speak\n", b"speak\n"],
        };
        for key in rest {
            t.press(key, 200);
        }
        t.printed.until("Press Enter to begin.", 1);
        t.press(b"\n", 0);
        // The game's keys act at once from its first line.
        t.printed.until("Press h for help.", 1);
        t.press(b"qq\n", 0);
        let stdout = t.output();
        assert!(
            stdout.contains("Game: Chess960, its start number set with the levers."),
            "{stdout}"
        );
        assert!(stdout.contains("Settings saved."), "{stdout}");
        let journal = journals(dir.path()).pop().expect("a game");
        assert_eq!(journal.contains("\"chess960\":true"), chess960, "{journal}");
        if chess960 {
            assert!(stdout.contains("Start number, hundreds: 417."), "{stdout}");
            assert!(stdout.contains("Chess960 start number 417."), "{stdout}");
            assert!(journal.contains("/BRNBQNKR w"), "{journal}");
        } else {
            assert!(stdout.contains("Game: standard chess."), "{stdout}");
            assert!(!stdout.contains("Chess960 start number"), "{stdout}");
        }
    }
}
