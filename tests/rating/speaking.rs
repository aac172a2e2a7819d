//! What `pegchess rating` and the `rating` line at the board print and say: the real binary on the corpus, the
//! session after a game, and the lines in each language. The numbers are worked in `tests/rating.rs`.

use super::r;
use pegchess::rating::Score;
use shakmaty::Color;
use std::path::Path;

// ---- `pegchess rating`, the real binary ----

/// `pegchess rating` with these arguments, no settings file and no speech: (success, stdout, stderr).
fn rating_cli(args: &[&str]) -> (bool, String, String) {
    crate::support::pegchess(&[&["rating"], args].concat())
}

fn corpus() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/corpus/tatamast22.pgn")
        .display()
        .to_string()
}

#[test]
fn cli_reads_a_corpus_game_in_english_and_german() {
    // Tata Steel 2022, game 8 of the file: Carlsen (2865) - Giri (2772) 1-0 (see above: +3.7 with K 10).
    let file = corpus();
    let (ok, text, err) = rating_cli(&[
        "--pgn", &file, "--game", "8", "--side", "white", "--locale", "en",
    ]);
    assert!(ok, "{text}{err}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "K 10: 2400 reached.",
            "Against 2772: win, expected 0.63, plus 3.7 points.",
            "Total with K 10: plus 3.7 points, rounded plus 4 points. New rating 2869.",
            "By the FIDE Rating Regulations in force from 1 March 2024.",
        ]
    );
    let (_, text, _) = rating_cli(&[
        "--pgn", &file, "--game", "8", "--side", "black", "--locale", "de",
    ]);
    assert!(
        text.contains("Gegen 2865: Niederlage, erwartet 0,37, minus 3,7 Punkte."),
        "{text}"
    );
    assert!(
        text.contains("gerundet minus 4 Punkte. Neue Elo 2768."),
        "{text}"
    );
}

#[test]
fn cli_takes_opponents_and_the_facts_of_k() {
    // The tournament period above with a junior's K 40 (born 2010, rated in 2026): 40 × 0.41 = +16.4 → +16.
    let (ok, text, err) = rating_cli(&[
        "--rating",
        "1800",
        "--born",
        "2010",
        "--year",
        "2026",
        "--opponent",
        "2100:1",
        "--opponent",
        "1950:½",
        "--opponent",
        "1700:0",
        "--opponent",
        "1800:1/2",
        "--locale",
        "en",
    ]);
    assert!(ok, "{text}{err}");
    assert!(text.starts_with("K 40: junior under 2300.\n"), "{text}");
    assert!(
        text.contains("Against 1950: draw, expected 0.30, plus 8 points."),
        "{text}"
    );
    assert!(
        text.contains(
            "Total with K 40: plus 16.4 points, rounded plus 16 points. New rating 1816."
        ),
        "{text}"
    );
}

#[test]
fn cli_refuses_bad_values_with_a_clear_error() {
    for (args, says) in [
        (
            &["--rating", "1200", "--opponent", "1500:1"][..],
            "outside the list's range 1400 to 3000",
        ),
        (
            &["--rating", "1800", "--opponent", "1500:2"][..],
            "'2' is not a score",
        ),
        (
            &["--rating", "1800", "--k", "30", "--opponent", "1500:1"][..],
            "K 30 is not a K factor",
        ),
        (
            &["--rating", "1800", "--opponent", "1500"][..],
            "is not an opponent",
        ),
    ] {
        let (ok, _, err) = rating_cli(args);
        assert!(!ok, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

// ---- At the board: the typed `rating` line after the game ----

#[test]
fn at_the_board_rating_is_said_after_the_game() {
    use crate::support::Table;
    use pegchess::config::Orientation;
    use pegchess::session::{Command as SessionCommand, GameResult, Query};
    use pegchess::speech::{Phrase, RatingPhrase, Renderer};
    use pegchess::ui::typed::{self, Key};
    use shakmaty::Square::*;

    assert_eq!(
        typed::parse("rating"),
        Ok(Key::Command(SessionCommand::Ask(Query::Rating)))
    );
    let mut t = Table::new(Orientation::White);
    t.session.set_ratings(Some(r(2865)), Some(r(2772)));
    t.slide(E2, E4).press();
    t.cmd(SessionCommand::Ask(Query::Rating));
    assert_eq!(t.said.last(), Some(&Phrase::Rating(RatingPhrase::NotOver)));
    t.slide(E7, E5).press();
    t.cmd(SessionCommand::Result(GameResult::Resigned(Color::Black)));
    t.cmd(SessionCommand::Ask(Query::Rating));
    let n = t.said.len();
    let renderer = Renderer::new(
        pegchess::notation::Language::En,
        pegchess::phonetic::Scheme::Fide,
        pegchess::phonetic::Form::Short,
    );
    let text: Vec<String> = t.said[n - 2..]
        .iter()
        .map(|p| renderer.try_render(p).unwrap().to_string())
        .collect();
    assert_eq!(
        text,
        [
            "Against 2772: win, expected 0.63, plus 3.7 points.",
            "Total with K 10: plus 3.7 points, rounded plus 4 points. New rating 2869.",
        ]
    );
    // Without the ratings it says so, briefly.
    t.session.set_ratings(None, Some(r(2772)));
    t.cmd(SessionCommand::Ask(Query::Rating));
    assert_eq!(t.said.last(), Some(&Phrase::Rating(RatingPhrase::Unknown)));
}

#[test]
fn a_game_line_in_each_language() {
    use pegchess::notation::Language;
    use pegchess::phonetic::{Form, Scheme};
    use pegchess::speech::{Phrase, RatingPhrase, Renderer};
    // 1800 against 1900, a draw, K 20 (worked above: PD .36, +2.8).
    let p = Phrase::Rating(RatingPhrase::Game {
        opponent: 1900,
        score: Score::Draw,
        expected: 36,
        change: 280,
    });
    for (language, text) in [
        (
            Language::En,
            "Against 1900: draw, expected 0.36, plus 2.8 points.",
        ),
        (
            Language::De,
            "Gegen 1900: Remis, erwartet 0,36, plus 2,8 Punkte.",
        ),
        (
            Language::Hu,
            "1900 ellen: döntetlen, várható 0,36, plusz 2,8 pont.",
        ),
        (
            Language::Fi,
            "Vastustaja 1900: tasapeli, odotus 0,36, plus 2,8 pistettä.",
        ),
        (
            Language::Da,
            "Mod 1900: remis, forventet 0,36, plus 2,8 point.",
        ),
    ] {
        let r = Renderer::new(language, Scheme::Fide, Form::Short);
        assert_eq!(r.try_render(&p).unwrap().to_string(), text);
    }
}

#[test]
fn at_the_board_the_ratings_come_from_the_imported_score_sheet() {
    // The real binary: `play --simulate --pgn` with a score sheet that has only tags (Carlsen - Giri's
    // ratings), one move, Black resigns, then the typed `rating` line; the score sheet keeps the Elo tags.
    use crate::support::{game_file, spawn_in, type_line_after};
    use std::time::Duration;
    let data = tempfile::tempdir().unwrap();
    let sheet = data.path().join("start.pgn");
    std::fs::write(
        &sheet,
        "[Event \"Test\"]\n[White \"A\"]\n[Black \"B\"]\n[WhiteElo \"2865\"]\n[BlackElo \"2772\"]\n\n*\n",
    )
    .unwrap();
    let mut child = spawn_in(
        data.path(),
        &[
            "--locale",
            "en",
            "play",
            "--simulate",
            "--pgn",
            sheet.to_str().unwrap(),
        ],
    );
    crate::support::until_connected(data.path(), 1);
    for line in ["out e2", "in e4", "p"] {
        type_line_after(&mut child, line, Duration::ZERO);
    }
    crate::support::until_moves(data.path(), 1);
    type_line_after(&mut child, "resign black", Duration::ZERO);
    // Asked to be confirmed; the yes ends the game.
    type_line_after(&mut child, "yes", Duration::ZERO);
    crate::support::until_game(data.path(), |s| s.ending().is_some());
    // The question and the leaving are read in the order typed.
    type_line_after(&mut child, "rating", Duration::ZERO);
    type_line_after(&mut child, "q", Duration::ZERO);
    let out = crate::support::output_within(child);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Against 2772: win, expected 0.63, plus 3.7 points."),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("New rating 2869."), "{text}");
    let pgn = std::fs::read_to_string(game_file(data.path(), "pgn")).unwrap();
    assert!(
        pgn.contains("[WhiteElo \"2865\"]\n[BlackElo \"2772\"]"),
        "{pgn}"
    );
}

#[test]
fn at_the_board_the_rating_words_are_heard_and_typed_in_every_language() {
    // The words of tests/voice/understand.rs, said (heard by the recogniser) and typed at the console, give
    // what the typed `rating` line gives: not over during the game, the change after it.
    use crate::support::Table;
    use crate::voice::understand::words_asking;
    use pegchess::notation::Language;
    use pegchess::session::{Command, Event, GameResult, Query};
    use pegchess::speech::{Phrase, RatingPhrase};
    use pegchess::ui::typed::{self, Key};
    use shakmaty::Square::*;

    for &language in Language::ALL {
        let words = words_asking(language, Query::Rating);
        assert!(words.len() >= 2, "{language}");
        let mut t = Table::in_locale(shakmaty::Chess::default(), language);
        t.session.set_ratings(Some(r(2865)), Some(r(2772)));
        t.slide(E2, E4).press();
        for &word in &words {
            let heard = t.answers(Event::Heard(word.into()));
            assert_eq!(
                heard.last(),
                Some(&Phrase::Rating(RatingPhrase::NotOver)),
                "{language}: {word}"
            );
        }
        t.slide(E7, E5).press();
        t.cmd(Command::Result(GameResult::Resigned(Color::Black)));
        let asked = t.answers(Event::Command(Command::Ask(Query::Rating)));
        assert!(
            matches!(
                asked.first(),
                Some(Phrase::Rating(RatingPhrase::Game { opponent: 2772, .. }))
            ),
            "{asked:?}"
        );
        for &word in &words {
            let heard = t.answers(Event::Heard(word.into()));
            assert_eq!(heard, asked, "{language}: heard '{word}'");
            let Ok(Key::Command(command)) = typed::parse(word) else {
                panic!("{language}: typed '{word}' is no command");
            };
            let typed = t.answers(Event::Command(command));
            assert_eq!(typed, asked, "{language}: typed '{word}'");
        }
    }
}
