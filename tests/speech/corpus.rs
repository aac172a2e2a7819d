//! Every move of every game in the corpus (tests/data/corpus), in every locale, scheme and form: no missing
//! message, no placeholder, no stray brace.

use super::support::{combinations, corpus_games, render_clean};
use pegchess::speech::{Phrase, Renderer};

#[test]
fn every_corpus_move_renders_in_every_locale_scheme_and_form() {
    let games = corpus_games();
    let phrases: Vec<Phrase> = games
        .iter()
        .flat_map(|g| g.plies.iter().map(|(pos, mv)| Phrase::move_in(pos, *mv)))
        .collect();
    assert!(phrases.len() > 10_000, "only {} moves", phrases.len());
    let combos = combinations();
    std::thread::scope(|scope| {
        for chunk in combos.chunks(6) {
            let phrases = &phrases;
            scope.spawn(move || {
                for &(language, scheme, form) in chunk {
                    let renderer = Renderer::new(language, scheme, form);
                    for phrase in phrases {
                        render_clean(&renderer, phrase);
                    }
                }
            });
        }
    });
}
