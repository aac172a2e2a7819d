//! The round trip: for every position of every corpus game, the announcement of every legal move,
//! in every interface language, scheme and form, is understood as exactly that move (the test command
//! checks a seeded sample of the positions, `scripts/sweep` all of them: `crate::support::Sweep`).

use super::corpus::{combinations, corpus_games};
use pegchess::notation::Language;
use pegchess::phonetic::Vocabulary;
use pegchess::speech::{Phrase, Renderer};
use pegchess::words::{Exact, Interpreter, tokens};
use shakmaty::fen::Epd;
use shakmaty::{Chess, EnPassantMode, Position};
use std::collections::HashSet;
use std::time::Instant;

/// Every distinct position of the corpus (games share their openings).
pub(super) fn corpus_positions() -> Vec<Chess> {
    let mut seen = HashSet::new();
    let mut positions = Vec::new();
    for game in corpus_games() {
        for (pos, _) in game.plies {
            if seen.insert(Epd::from_position(&pos, EnPassantMode::Legal).to_string()) {
                positions.push(pos);
            }
        }
    }
    positions
}

/// Says every legal move of `pos` as `renderer` says it and asserts `interpreter` reads back that move
/// (`case` names the combination in a failure); how many were checked.
fn every_move_read_back(
    renderer: &Renderer,
    interpreter: &Interpreter,
    pos: &Chess,
    case: &str,
) -> usize {
    let moves = pos.legal_moves();
    for &mv in &moves {
        let text = renderer.render(&Phrase::move_in(pos, mv)).text();
        let heard = interpreter.read(&tokens(&text), pos);
        assert_eq!(
            heard,
            Exact::Move(mv),
            "{case}: {text:?} in {}",
            Epd::from_position(pos, EnPassantMode::Legal)
        );
    }
    moves.len()
}

/// Every how many positions a language is checked: every one, in every language.
fn stride(_language: Language) -> usize {
    1
}

#[test]
fn every_announced_legal_move_of_the_corpus_is_understood_back() {
    let started = Instant::now();
    let positions = corpus_positions();
    let moves: usize = positions.iter().map(|p| p.legal_moves().len()).sum();
    assert!(moves > 100_000, "only {moves} legal moves in the corpus");
    // One position in twenty in the test command: about 25 s of the 500 s the whole corpus takes.
    let sweep = crate::support::Sweep::new("round trip");
    let count = positions.len() / 20;
    let positions = sweep.sample(positions, count);
    let combos = combinations();
    let expected: usize = combos
        .iter()
        .map(|&(language, ..)| {
            let step = stride(language);
            positions
                .iter()
                .step_by(step)
                .map(|p| p.legal_moves().len())
                .sum::<usize>()
        })
        .sum();
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let checked: usize = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (positions, combos) = (&positions, &combos);
                scope.spawn(move || {
                    let mut checked = 0;
                    for &(language, scheme, form) in combos.iter().skip(w).step_by(workers) {
                        let renderer = Renderer::new(language, scheme, form);
                        let interpreter = Interpreter::new(Vocabulary::new(scheme, language));
                        for pos in positions.iter().step_by(stride(language)) {
                            let case = format!("{language} {scheme} {form}");
                            checked += every_move_read_back(&renderer, &interpreter, pos, &case);
                        }
                    }
                    checked
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).sum()
    });
    assert_eq!(checked, expected);
    eprintln!(
        "round trip: {} positions (of the corpus's {moves} legal moves), {} combinations, {checked} announcements in {:.1} s",
        positions.len(),
        combos.len(),
        started.elapsed().as_secs_f64()
    );
}

/// A player says what he is used to: the announcement of a move in any scheme of the language (the FIDE words,
/// plain letters and numbers, the Danish edition's own at a Danish table), in any form, is understood as that
/// move whatever scheme the game speaks. (The Danish edition's words in another language are read only where the
/// game speaks them: Danish "to", two, is an English filler.)
#[test]
fn an_announcement_in_another_scheme_of_the_language_is_understood() {
    let positions = corpus_positions();
    let sweep = crate::support::Sweep::new("other schemes");
    let count = positions.len() / 50;
    let positions = sweep.sample(positions, count);
    let combos = combinations();
    let mut checked = 0;
    for &(language, said_in, form) in &combos {
        if said_in == pegchess::phonetic::Scheme::Danish && language != Language::Da {
            continue;
        }
        let renderer = Renderer::new(language, said_in, form);
        let games: HashSet<_> = combos
            .iter()
            .filter(|&&(l, game, _)| l == language && game != said_in)
            .map(|&(_, game, _)| game)
            .collect();
        for game in games {
            let interpreter = Interpreter::new(Vocabulary::new(game, language));
            for pos in &positions {
                let case = format!("{language}: said in {said_in} {form}, game in {game}");
                checked += every_move_read_back(&renderer, &interpreter, pos, &case);
            }
        }
    }
    assert!(checked > 1_000, "only {checked} announcements");
}
