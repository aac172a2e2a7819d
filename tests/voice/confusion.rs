//! The confusion model: announcements with one or two words replaced by similar-sounding words of
//! the grammar (the substitutions a recogniser makes), read in every language and scheme. No
//! wrong move is ever taken without a confirmation: another move is only taken when the words as
//! heard exactly describe it, which no reader can tell from a move really said (the board then
//! shows the other move, D.2.8); a near match is only ever asked about.

use super::round_trip::corpus_positions;
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::speech::{Phrase, Renderer};
use pegchess::words::{Exact, Reader, Understood, tokens};
use shakmaty::{Chess, Position};

/// Lower case words, for comparing a transcript with an announcement.
fn normal(text: &str) -> Vec<String> {
    tokens(text).iter().map(|w| w.to_lowercase()).collect()
}

#[derive(Default, Debug)]
struct Counts {
    heard: usize,
    exact_same: usize,
    exact_other: usize,
    confirm_right: usize,
    confirm_other: usize,
    ambiguous: usize,
    nothing: usize,
}

/// Every transcript one or two substitutions away from `said` (at most two substitutes a word).
fn confusions(reader: &Reader, said: &[String]) -> Vec<Vec<String>> {
    let subs: Vec<Vec<String>> = said
        .iter()
        .map(|w| {
            let mut s = reader.sounds().substitutes(w);
            s.truncate(2);
            s.into_iter().map(|(w, _)| w).collect()
        })
        .collect();
    let mut out = Vec::new();
    for i in 0..said.len() {
        for a in &subs[i] {
            let mut one = said.to_vec();
            one[i] = a.clone();
            out.push(one.clone());
            if let Some(j) = (i + 1..said.len()).find(|&j| !subs[j].is_empty()) {
                let mut two = one;
                two[j] = subs[j][0].clone();
                out.push(two);
            }
        }
    }
    out
}

#[test]
fn no_wrong_move_is_taken_without_a_confirmation() {
    let positions: Vec<Chess> = corpus_positions().into_iter().step_by(199).collect();
    let mut total = Counts::default();
    for &scheme in Scheme::ALL {
        for &language in Language::ALL {
            let reader = Reader::new(scheme, language, language);
            let renderers: Vec<Renderer> = Form::ALL
                .iter()
                .map(|&f| Renderer::new(language, scheme, f))
                .collect();
            for (p, pos) in positions.iter().enumerate() {
                let moves = pos.legal_moves();
                for (k, &m) in moves.iter().enumerate().skip(p % 7).step_by(13) {
                    let r = &renderers[k % renderers.len()];
                    let said = normal(&r.render(&Phrase::move_in(pos, m)).text());
                    for heard in confusions(&reader, &said) {
                        let text = heard.join(" ");
                        total.heard += 1;
                        match reader.read(&text, pos) {
                            Understood::Move(x) => {
                                // Taken without a question: the words must be exactly x's.
                                assert_eq!(
                                    reader.interpreter().read(&tokens(&text), pos),
                                    Exact::Move(x),
                                    "{scheme} {language}: {text:?} taken as a near match"
                                );
                                if x == m {
                                    total.exact_same += 1;
                                } else {
                                    total.exact_other += 1;
                                }
                            }
                            Understood::Confirm(x) if x == m => total.confirm_right += 1,
                            Understood::Confirm(_) => total.confirm_other += 1,
                            Understood::Ambiguous(ms) => {
                                assert!(ms.len() > 1 && ms.iter().all(|x| pos.is_legal(*x)));
                                total.ambiguous += 1
                            }
                            Understood::Said(_) | Understood::Nothing => total.nothing += 1,
                        }
                    }
                }
            }
        }
    }
    eprintln!("confusion model: {total:?}");
    assert!(total.heard > 1000, "{total:?}");
    // Most misheard announcements are recovered, and only ever with a question.
    assert!(total.confirm_right > total.confirm_other, "{total:?}");
}
