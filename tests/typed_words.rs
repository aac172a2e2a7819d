//! The typed commands in the player's words, through the binary: a game at a table with no board, the same
//! questions, clock corrections, resignation and leaving typed in each language's words make the same
//! commands in the game's journal as the English words do, and the game ends on the language's word for
//! leaving.

use crate::support::{game_file, output_within, spawn_in};
use std::io::Write;

/// The lines typed in each language, in the same order: a move and its press, where the white knights are,
/// a square, a rank, a file, the clock stopped and started again, Black resigns, leave.
const LINES: [(&str, [&str; 10]); 5] = [
    (
        "en",
        [
            "e4",
            "p",
            "where N",
            "s e4",
            "rank 2",
            "file e",
            "pause",
            "resume",
            "resign black",
            "quit",
        ],
    ),
    (
        "de",
        [
            "e4",
            "p",
            "wo N",
            "Feld e4",
            "Reihe 2",
            "Linie e",
            "Pause",
            "weiter",
            "aufgeben schwarz",
            "beenden",
        ],
    ),
    (
        "hu",
        [
            "e4",
            "p",
            "hol N",
            "mező e4",
            "sor 2",
            "vonal e",
            "szünet",
            "folytatás",
            "felad sötét",
            "kilépés",
        ],
    ),
    (
        "fi",
        [
            "e4",
            "p",
            "missä N",
            "ruutu e4",
            "rivi 2",
            "linja e",
            "tauko",
            "jatka",
            "luovuta musta",
            "lopeta",
        ],
    ),
    (
        "da",
        [
            "e4",
            "p",
            "hvor N",
            "felt e4",
            "række 2",
            "linje e",
            "pause",
            "fortsæt",
            "opgiv sort",
            "afslut",
        ],
    ),
];

/// The commands of a game typed in `locale`'s words, as its journal keeps them (without their times), and
/// its standard error.
fn typed_game(locale: &'static str, lines: [&'static str; 10]) -> (Vec<String>, String) {
    let data = tempfile::tempdir().expect("a temporary folder");
    let mut game = spawn_in(data.path(), &["--locale", locale, "play", "--port", "none"]);
    {
        let stdin = game.stdin.as_mut().expect("piped stdin");
        for line in lines {
            writeln!(stdin, "{line}").expect("pegchess reads its input");
        }
        stdin.flush().expect("pegchess reads its input");
    }
    // The last word leaves the game: its input stays open, so only that word ends it.
    let out = output_within(game);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{locale}: {stderr}");
    let journal = std::fs::read_to_string(game_file(data.path(), "journal")).expect("the journal");
    let commands = journal
        .lines()
        .filter_map(|line| {
            let at = line.find("\"entry\":{\"command\":")?;
            let command = &line[at..];
            Some(command[..command.rfind('}')?].to_string())
        })
        .collect();
    (commands, stderr)
}

#[test]
fn the_typed_commands_in_each_language_s_words_are_the_english_ones() {
    let runs: Vec<_> = LINES
        .into_iter()
        .map(|(locale, lines)| {
            (
                locale,
                std::thread::spawn(move || typed_game(locale, lines)),
            )
        })
        .collect();
    let mut english = None;
    for (locale, run) in runs {
        let (commands, stderr) = run.join().expect("the game ran");
        // Every typed line is a command: the move, the press, four questions, two clock corrections, the
        // resignation.
        assert_eq!(commands.len(), 9, "{locale}: {commands:#?}\n{stderr}");
        match &english {
            None => english = Some(commands),
            Some(english) => assert_eq!(&commands, english, "{locale}\n{stderr}"),
        }
    }
}
