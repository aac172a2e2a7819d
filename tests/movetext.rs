//! The one movetext reader (issue 26, item 5): imported PGN reads every corpus game exactly as
//! `pgn-reader` reads its English SAN, and the same games written in every other edition's letters
//! read the same; score sheets and `announce` take move numbers and any edition through it.

use crate::speech::support::corpus_games;
use pegchess::game::movetext::{games, read_moves, tokenize};
use pegchess::game::pgn::{self, PgnProblem};
use pegchess::notation::{Language, format_san};
use pegchess::sync::read_pgn;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};

/// Every corpus game's moves, read by pegchess's own reader, file by file in the oracle's order.
fn read_by_pegchess() -> Vec<Vec<Move>> {
    crate::speech::support::corpus_files()
        .iter()
        .flat_map(|f| pgn::read_file(f).unwrap())
        .map(|g| g.expect("every corpus game reads").moves)
        .collect()
}

#[test]
fn every_corpus_game_reads_as_pgn_reader_reads_it() {
    let oracle = corpus_games();
    let ours = read_by_pegchess();
    assert_eq!(ours.len(), oracle.len(), "the same number of games");
    assert!(oracle.len() >= 100, "the whole corpus: {}", oracle.len());
    for (game, moves) in oracle.iter().zip(&ours) {
        let expected: Vec<Move> = game.plies.iter().map(|(_, m)| *m).collect();
        assert_eq!(moves, &expected, "{} game {}", game.file, game.index);
    }
}

/// A game written out as PGN movetext in an edition's letters, with move numbers.
fn written_in(edition: Language, plies: &[(Chess, Move)]) -> String {
    let mut text = String::from("[Event \"x\"]\n\n");
    for (i, (pos, mv)) in plies.iter().enumerate() {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        text.push_str(&format_san(edition, SanPlus::from_move(pos.clone(), *mv)));
        text.push(' ');
    }
    text.push_str("*\n");
    text
}

#[test]
fn every_corpus_game_in_every_edition_reads_the_same() {
    for game in corpus_games().iter().step_by(3) {
        let expected: Vec<Move> = game.plies.iter().map(|(_, m)| *m).collect();
        for &edition in Language::ALL {
            let text = written_in(edition, &game.plies);
            let read = pgn::read_games(text.as_bytes());
            assert_eq!(read.len(), 1, "{edition} {} game {}", game.file, game.index);
            let moves = &read[0]
                .as_ref()
                .unwrap_or_else(|e| panic!("{edition}: {e}"))
                .moves;
            assert_eq!(
                moves, &expected,
                "{edition} {} game {}",
                game.file, game.index
            );
            // A score sheet in that edition reads the same through the same reader.
            let sheet = read_pgn(&text, edition, None).unwrap();
            let sheet_moves: Vec<Move> = sheet.moves().iter().map(|m| m.mv).collect();
            assert_eq!(sheet_moves, expected, "sheet {edition} {}", game.file);
        }
    }
}

#[test]
fn games_split_at_results_and_at_tags_after_moves() {
    let text = "[A \"1\"]\n1. e4 e5 1-0\n[B \"2\"]\n1. d4\n[C \"3\"]\n{only a comment}\n\n";
    let split = games(text);
    assert_eq!(split.len(), 3);
    assert_eq!(split[0].tag("A"), Some("1"));
    assert_eq!(split[1].tag("B"), Some("2"));
    assert_eq!(split[2].tag("C"), Some("3"));
    assert!(games("\n \n{comment}\n").is_empty());
}

#[test]
fn an_illegal_move_names_its_number_and_text_and_keeps_the_other_games() {
    let text = "1. e4 e5 2. Ke3 *\n\n1. d4 d5 *\n";
    let read = pgn::read_games(text.as_bytes());
    assert_eq!(read.len(), 2);
    match &read[0] {
        Err(e) => match &e.reason {
            PgnProblem::IllegalMove { number, san, .. } => {
                assert_eq!((*number, san.as_str()), (2, "Ke3"));
            }
            other => panic!("{other:?}"),
        },
        Ok(g) => panic!("read {:?}", g.moves),
    }
    assert_eq!(read[1].as_ref().unwrap().moves.len(), 2);
}

#[test]
fn clock_comments_belong_to_the_move_before_them() {
    let tokens = tokenize("1. e4 {[%clk 1:30:00]} e5 {x} 2. Nf3 {[%clk 1:29:58.5]}");
    let read = read_moves(&tokens, &Chess::default(), Language::En);
    let clocks: Vec<Option<u128>> = read
        .moves
        .iter()
        .map(|m| m.clock.map(|c| c.as_millis()))
        .collect();
    assert_eq!(clocks, [Some(5_400_000), None, Some(5_398_500)]);
    assert!(read.stop.is_none());
}

#[test]
fn reading_stops_at_the_first_entry_that_is_no_move_and_counts_the_rest() {
    let tokens = tokenize("1. e4 e5 2. Lc4 Sc6 3. Dh5");
    let english = read_moves(&tokens, &Chess::default(), Language::En);
    let stop = english.stop.expect("Lc4 is no English move");
    assert_eq!(
        (stop.ply, stop.written.as_str(), stop.unread),
        (2, "Lc4", 2)
    );
    let german = read_moves(&tokens, &Chess::default(), Language::De);
    assert!(german.stop.is_none());
    assert_eq!(german.moves.len(), 5);
    let mut pos = Chess::default();
    for m in &german.moves {
        pos.play_unchecked(m.mv);
    }
    assert_eq!(pos.fullmoves().get(), 3);
}
