//! The sighted e-board's phrases render cleanly in every locale, scheme and form, stay short, and name the
//! sighted board and the record in each language.

use crate::speech::support::{combinations, render_clean};
use pegchess::notation::Language;
use pegchess::speech::Phrase;
use pegchess::speech::phrases::phrase::Source;
use pegchess::speech::rendering::fluent::Renderer;
use shakmaty::{Piece, Square};

fn phrases() -> Vec<Phrase> {
    vec![
        Phrase::SightedBoardConnected,
        Phrase::SightedBoardDisconnected,
        Phrase::BroadcastLost,
        Phrase::Agreement {
            first: Source::Record,
            second: Source::SightedBoard,
        },
        Phrase::PromotionDiffers {
            square: Square::A8,
            sighted: Piece::from_char('N').expect("piece"),
            record: Piece::from_char('Q').expect("piece"),
        },
    ]
}

#[test]
fn the_sighted_boards_phrases_render_everywhere_and_stay_short() {
    for (language, scheme, form) in combinations() {
        let renderer = Renderer::new(language, scheme, form);
        for phrase in phrases() {
            let text = render_clean(&renderer, &phrase);
            let words = text.split_whitespace().count();
            assert!(words <= 25, "{language:?}: {text}");
        }
    }
}

#[test]
fn agreement_names_both_accounts_in_each_language() {
    let expected = [
        (
            Language::En,
            "The record and the sighted player's board agree again.",
        ),
        (
            Language::De,
            "Die Partieaufzeichnung und das Brett des Sehenden stimmen wieder überein.",
        ),
    ];
    for (language, text) in expected {
        let (_, scheme, form) = combinations()[0];
        let renderer = Renderer::new(language, scheme, form);
        let phrase = Phrase::Agreement {
            first: Source::Record,
            second: Source::SightedBoard,
        };
        assert_eq!(render_clean(&renderer, &phrase), text);
    }
}
