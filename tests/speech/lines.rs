//! The longest answers of a game stay short: every rank and every file of the corpus games' positions (a
//! line asked for, a rank of the position read rank by rank), White's back rank, and the last moves as the
//! session says them (a few a phrase), in every language, scheme and form, at most 25 words each. The test
//! command checks a sample of the lines drawn from the sweep's seed; `scripts/sweep` checks every one.

use super::support::{combinations, corpus_games, render_clean};
use pegchess::notation::Language;
use pegchess::notation::line::Line;
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::queries::MOVES_A_PHRASE;
use pegchess::speech::phrases::phrase::{NumberedMove, SpokenMove};
use pegchess::speech::{MOST_WORDS, Phrase, Renderer};
use shakmaty::{Chess, File, Position, Rank};
use std::collections::BTreeSet;

/// Renders every phrase in every combination, on a few threads: the phrases over 25 words, with their
/// language.
fn too_long(phrases: &[Phrase], combos: &[(Language, Scheme, Form)]) -> Vec<String> {
    std::thread::scope(|scope| {
        let handles: Vec<_> = combos
            .chunks(combos.len().div_ceil(4))
            .map(|chunk| {
                scope.spawn(move || {
                    let mut long = Vec::new();
                    for &(language, scheme, form) in chunk {
                        let renderer = Renderer::new(language, scheme, form);
                        for phrase in phrases {
                            let text = render_clean(&renderer, phrase);
                            let words = text.split_whitespace().count();
                            if words > MOST_WORDS {
                                long.push(format!("{language} {scheme} {form}: {words}: {text}"));
                            }
                        }
                    }
                    long
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}

/// Every distinct rank and file of the positions of the corpus games, as asked for and as the position is
/// read, and each start's back rank.
fn line_phrases(positions: &[Chess]) -> Vec<Phrase> {
    let mut seen = BTreeSet::new();
    let mut phrases = Vec::new();
    for pos in positions {
        let lines = Rank::ALL
            .into_iter()
            .map(Line::Rank)
            .chain(File::ALL.into_iter().map(Line::File));
        for line in lines {
            let phrase = Phrase::read_line(pos, line);
            if seen.insert(format!("{phrase:?}")) {
                phrases.push(phrase);
            }
        }
        for rank in Rank::ALL {
            let phrase = Phrase::position_rank(pos, rank);
            if seen.insert(format!("{phrase:?}")) {
                phrases.push(phrase);
            }
        }
    }
    phrases.push(Phrase::back_rank(Chess::default().board()));
    phrases
}

/// Only the language and scheme change how a line is said (the form is a move's): one form of each.
fn line_combinations() -> Vec<(Language, Scheme, Form)> {
    combinations()
        .into_iter()
        .filter(|&(_, _, form)| form == Form::ALL[0])
        .collect()
}

#[test]
fn every_rank_and_file_of_the_corpus_games_is_said_in_25_words() {
    let games = corpus_games();
    // Every fourth position of each game, and each game's last: the full ranks of the opening, the open
    // files of the middle game, the endings.
    let positions: Vec<Chess> = games
        .iter()
        .flat_map(|g| {
            let last = g.plies.last().map(|(pos, mv)| {
                let mut after = pos.clone();
                after.play_unchecked(*mv);
                after
            });
            g.plies
                .iter()
                .step_by(4)
                .map(|(pos, _)| pos.clone())
                .chain(last)
        })
        .collect();
    let phrases = line_phrases(&positions);
    assert!(phrases.len() > 2_000, "only {} lines", phrases.len());
    // A quarter of them in the test command, every one in the sweep.
    let count = phrases.len() / 4;
    let phrases =
        crate::support::Sweep::new("speech::lines ranks and files").sample(phrases, count);
    let long = too_long(&phrases, &line_combinations());
    assert!(long.is_empty(), "{}", long.join("\n"));
}

#[test]
fn the_last_moves_of_every_corpus_game_are_said_a_few_a_phrase_in_25_words() {
    let games = corpus_games();
    let phrases: Vec<Phrase> = games
        .iter()
        .flat_map(|g| {
            let numbered: Vec<NumberedMove> = g
                .plies
                .iter()
                .enumerate()
                .map(|(i, (pos, mv))| NumberedMove {
                    number: u32::try_from(i / 2 + 1).unwrap_or(u32::MAX),
                    spoken: SpokenMove::new(pos, *mv),
                })
                .collect();
            numbered
                .windows(MOVES_A_PHRASE)
                .map(|part| Phrase::LastMoves(part.to_vec()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(phrases.len() > 10_000, "only {} parts", phrases.len());
    // A tenth of them in the test command, every one in the sweep.
    let count = phrases.len() / 10;
    let phrases = crate::support::Sweep::new("speech::lines last moves").sample(phrases, count);
    let long = too_long(&phrases, &combinations());
    assert!(long.is_empty(), "{}", long.join("\n"));
}

#[test]
fn a_full_rank_and_a_file_are_said_by_side_each_piece_by_its_place_along_the_line() {
    // Square by square with each piece's colour, the start's first rank was 34 words.
    let start = Chess::default();
    let renderer = Renderer::new(Language::En, Scheme::Fide, Form::ALL[0]);
    let rank = render_clean(
        &renderer,
        &Phrase::read_line(&start, Line::Rank(Rank::First)),
    );
    assert_eq!(
        rank,
        "Rank 1, white: Anna Turm, Bella Springer, Cesar Läufer, David Dame, Eva König, Felix Läufer, \
         Gustav Springer and Hector Turm"
    );
    let file = render_clean(&renderer, &Phrase::read_line(&start, Line::File(File::E)));
    assert_eq!(
        file,
        "File Eva, white: eins König and zwei Bauer; black: sieben Bauer and acht König"
    );
}
