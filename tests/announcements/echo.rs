//! The echo keeps the player's words: an announcement in any scheme's words, at a table of any scheme, is read
//! and said back as it was said (the fillers left out), never rewritten into the game's scheme.

use super::{positions, table_three_in, transcript, typed_as_people_do, words_of};
use crate::speech::support::combinations;
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme, Vocabulary};
use pegchess::speech::phrases::move_words::{Composer, SpokenMove};
use pegchess::speech::{Phrase, Renderer};
use pegchess::words::{judge, tokens};
use proptest::prelude::*;
use shakmaty::Position;
use shakmaty::san::SanPlus;

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Said in one of the language's schemes' words (typed as people type them, or as a recogniser writes them) at a table of
    /// another: the one answer is the echo, of the move said, in the player's own words.
    #[test]
    fn words_of_any_scheme_at_any_table_are_read_and_said_back_as_they_were_said(
        at in 0..usize::MAX,
        pick in any::<u32>(),
        setting in 0..usize::MAX,
        said_in in prop::sample::select(Scheme::ALL.to_vec()),
        recognised in any::<bool>(),
        long in any::<bool>(),
    ) {
        let pos = positions()[at % positions().len()].clone();
        let moves = pos.legal_moves();
        let m = moves[pick as usize % moves.len()];
        let san = SanPlus::from_move(pos.clone(), m);
        let all = combinations();
        let (language, scheme, form) = all[setting % all.len()];
        // Each language's words: the FIDE words, its plain letters, and its edition's own (the Danish words).
        let said_in = if said_in == Scheme::Danish && language != Language::Da { Scheme::Fide } else { said_in };
        // As the program says a move, short or with its origin (Form::Long).
        let words = if long {
            let composer = Composer::new(Vocabulary::new(said_in, language), Form::Long);
            let msg = composer.spoken_move(&SpokenMove::new(&pos, m));
            let text = Renderer::new(language, said_in, Form::Long).try_render_msg(&msg).unwrap().text();
            text.trim_end_matches('.').to_string()
        } else {
            words_of(&san, language, said_in)
        };
        let text = if recognised {
            transcript(&words, language)
        } else {
            typed_as_people_do(&words, pick)
        };
        let mut t = table_three_in(pos.clone(), language, scheme, form);
        let before = t.said.len();
        t.typed(&text);
        let answer = &t.said[before..];
        let case = format!("{language} {scheme:?} table, said in {said_in:?}: {text:?}");
        let [Phrase::Announced(back)] = answer else {
            return Err(TestCaseError::fail(format!("{case}: {answer:?}")));
        };
        prop_assert_eq!(judge(back, &pos, None), Ok(m), "{}", case);
        let echo = Renderer::new(language, scheme, form).render(&answer[0]).text().to_lowercase();
        let said = tokens(&typed_as_people_do(&words, pick)).join(" ").to_lowercase();
        let said = if recognised { tokens(&words).join(" ").to_lowercase() } else { said };
        prop_assert!(echo.contains(&said), "{}: said back as {:?}", case, echo);
        // Exactly the words said: a recogniser's hesitation and marker are left out.
        let kept = back.words.as_deref().map(str::to_lowercase);
        prop_assert_eq!(kept, Some(said), "{}", case);
    }
}
