//! Every move type in every locale and scheme, with the expected wording (FIDE, Danish and plain).

use super::support::{move_types, render_clean};
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::speech::Renderer;

/// Move types in the order of `support::move_types`.
const TYPES: [&str; 15] = [
    "quiet pawn",
    "quiet piece",
    "pawn capture",
    "piece capture",
    "check",
    "mate",
    "kingside castling",
    "queenside castling",
    "en passant",
    "promotion",
    "promotion with capture",
    "promotion with check",
    "file disambiguation",
    "rank disambiguation",
    "square disambiguation",
];

/// Expected announcements per (language, scheme, form), one per move type.
const EXPECTED: &[(Language, Scheme, Form, [&str; 15])] = &[
    (
        Language::En,
        Scheme::Fide,
        Form::Short,
        [
            "Eva vier",
            "Springer Felix drei",
            "Eva takes David fünf",
            "Dame takes David fünf",
            "Läufer Bella fünf, check",
            "Dame Hector vier, checkmate",
            "Kurze Rochade",
            "Lange Rochade",
            "Eva takes David sechs en passant",
            "Eva acht, promotes to Dame",
            "Eva takes David acht, promotes to Springer",
            "Bella acht, promotes to Turm, check",
            "Springer Bella David zwei",
            "Turm eins Anna zwei",
            "Dame Hector vier Eva eins",
        ],
    ),
    (
        Language::De,
        Scheme::Fide,
        Form::Short,
        [
            "Eva vier",
            "Springer Felix drei",
            "Eva schlägt David fünf",
            "Dame schlägt David fünf",
            "Läufer Bella fünf, Schach",
            "Dame Hector vier, Schachmatt",
            "Kurze Rochade",
            "Lange Rochade",
            "Eva schlägt David sechs en passant",
            "Eva acht, Umwandlung in Dame",
            "Eva schlägt David acht, Umwandlung in Springer",
            "Bella acht, Umwandlung in Turm, Schach",
            "Springer Bella David zwei",
            "Turm eins Anna zwei",
            "Dame Hector vier Eva eins",
        ],
    ),
    (
        Language::Hu,
        Scheme::Fide,
        Form::Short,
        [
            "Eva vier",
            "Springer Felix drei",
            "Eva üt David fünf",
            "Dame üt David fünf",
            "Läufer Bella fünf, sakk",
            "Dame Hector vier, matt",
            "Kurze Rochade",
            "Lange Rochade",
            "Eva üt David sechs, menet közbeni ütés",
            "Eva acht, gyalogátváltozás: Dame",
            "Eva üt David acht, gyalogátváltozás: Springer",
            "Bella acht, gyalogátváltozás: Turm, sakk",
            "Springer Bella David zwei",
            "Turm eins Anna zwei",
            "Dame Hector vier Eva eins",
        ],
    ),
    (
        Language::Fi,
        Scheme::Fide,
        Form::Short,
        [
            "Eva vier",
            "Springer Felix drei",
            "Eva lyö David fünf",
            "Dame lyö David fünf",
            "Läufer Bella fünf, shakki",
            "Dame Hector vier, matti",
            "Kurze Rochade",
            "Lange Rochade",
            "Eva lyö David sechs ohestalyönnillä",
            "Eva acht, korotus: Dame",
            "Eva lyö David acht, korotus: Springer",
            "Bella acht, korotus: Turm, shakki",
            "Springer Bella David zwei",
            "Turm eins Anna zwei",
            "Dame Hector vier Eva eins",
        ],
    ),
    (
        Language::Da,
        Scheme::Fide,
        Form::Short,
        [
            "Eva vier",
            "Springer Felix drei",
            "Eva slår David fünf",
            "Dame slår David fünf",
            "Läufer Bella fünf, skak",
            "Dame Hector vier, skakmat",
            "Kurze Rochade",
            "Lange Rochade",
            "Eva slår David sechs en passant",
            "Eva acht, forvandling til Dame",
            "Eva slår David acht, forvandling til Springer",
            "Bella acht, forvandling til Turm, skak",
            "Springer Bella David zwei",
            "Turm eins Anna zwei",
            "Dame Hector vier Eva eins",
        ],
    ),
    (
        Language::En,
        Scheme::Danish,
        Form::Short,
        [
            "Erik fire",
            "springer Frederik tre",
            "Erik takes Dora fem",
            "dronning takes Dora fem",
            "løber Bodil fem, check",
            "dronning Henrik fire, checkmate",
            "kort rokade",
            "lang rokade",
            "Erik takes Dora seks en passant",
            "Erik otte, promotes to dronning",
            "Erik takes Dora otte, promotes to springer",
            "Bodil otte, promotes to tårn, check",
            "springer Bodil Dora to",
            "tårn et Anna to",
            "dronning Henrik fire Erik et",
        ],
    ),
    (
        Language::De,
        Scheme::Danish,
        Form::Short,
        [
            "Erik fire",
            "springer Frederik tre",
            "Erik schlägt Dora fem",
            "dronning schlägt Dora fem",
            "løber Bodil fem, Schach",
            "dronning Henrik fire, Schachmatt",
            "kort rokade",
            "lang rokade",
            "Erik schlägt Dora seks en passant",
            "Erik otte, Umwandlung in dronning",
            "Erik schlägt Dora otte, Umwandlung in springer",
            "Bodil otte, Umwandlung in tårn, Schach",
            "springer Bodil Dora to",
            "tårn et Anna to",
            "dronning Henrik fire Erik et",
        ],
    ),
    (
        Language::Hu,
        Scheme::Danish,
        Form::Short,
        [
            "Erik fire",
            "springer Frederik tre",
            "Erik üt Dora fem",
            "dronning üt Dora fem",
            "løber Bodil fem, sakk",
            "dronning Henrik fire, matt",
            "kort rokade",
            "lang rokade",
            "Erik üt Dora seks, menet közbeni ütés",
            "Erik otte, gyalogátváltozás: dronning",
            "Erik üt Dora otte, gyalogátváltozás: springer",
            "Bodil otte, gyalogátváltozás: tårn, sakk",
            "springer Bodil Dora to",
            "tårn et Anna to",
            "dronning Henrik fire Erik et",
        ],
    ),
    (
        Language::Fi,
        Scheme::Danish,
        Form::Short,
        [
            "Erik fire",
            "springer Frederik tre",
            "Erik lyö Dora fem",
            "dronning lyö Dora fem",
            "løber Bodil fem, shakki",
            "dronning Henrik fire, matti",
            "kort rokade",
            "lang rokade",
            "Erik lyö Dora seks ohestalyönnillä",
            "Erik otte, korotus: dronning",
            "Erik lyö Dora otte, korotus: springer",
            "Bodil otte, korotus: tårn, shakki",
            "springer Bodil Dora to",
            "tårn et Anna to",
            "dronning Henrik fire Erik et",
        ],
    ),
    (
        Language::Da,
        Scheme::Danish,
        Form::Short,
        [
            "Erik fire",
            "springer Frederik tre",
            "Erik slår Dora fem",
            "dronning slår Dora fem",
            "løber Bodil fem, skak",
            "dronning Henrik fire, skakmat",
            "kort rokade",
            "lang rokade",
            "Erik slår Dora seks en passant",
            "Erik otte, forvandling til dronning",
            "Erik slår Dora otte, forvandling til springer",
            "Bodil otte, forvandling til tårn, skak",
            "springer Bodil Dora to",
            "tårn et Anna to",
            "dronning Henrik fire Erik et",
        ],
    ),
    (
        Language::En,
        Scheme::Plain,
        Form::Short,
        [
            "e4",
            "knight f3",
            "e takes d5",
            "queen takes d5",
            "bishop b5, check",
            "queen h4, checkmate",
            "kingside castling",
            "queenside castling",
            "e takes d6 en passant",
            "e8, promotes to queen",
            "e takes d8, promotes to knight",
            "b8, promotes to rook, check",
            "knight b d2",
            "rook 1 a2",
            "queen h4 e1",
        ],
    ),
    (
        Language::De,
        Scheme::Plain,
        Form::Short,
        [
            "e4",
            "Springer f3",
            "e schlägt d5",
            "Dame schlägt d5",
            "Läufer b5, Schach",
            "Dame h4, Schachmatt",
            "kurze Rochade",
            "lange Rochade",
            "e schlägt d6 en passant",
            "e8, Umwandlung in Dame",
            "e schlägt d8, Umwandlung in Springer",
            "b8, Umwandlung in Turm, Schach",
            "Springer b d2",
            "Turm 1 a2",
            "Dame h4 e1",
        ],
    ),
    (
        Language::Hu,
        Scheme::Plain,
        Form::Short,
        [
            "e4",
            "huszár f3",
            "e üt d5",
            "vezér üt d5",
            "futó b5, sakk",
            "vezér h4, matt",
            "rövidsánc",
            "hosszúsánc",
            "e üt d6, menet közbeni ütés",
            "e8, gyalogátváltozás: vezér",
            "e üt d8, gyalogátváltozás: huszár",
            "b8, gyalogátváltozás: bástya, sakk",
            "huszár b d2",
            "bástya 1 a2",
            "vezér h4 e1",
        ],
    ),
    (
        Language::Fi,
        Scheme::Plain,
        Form::Short,
        [
            "e4",
            "ratsu f3",
            "e lyö d5",
            "kuningatar lyö d5",
            "lähetti b5, shakki",
            "kuningatar h4, matti",
            "lyhyt linnoitus",
            "pitkä linnoitus",
            "e lyö d6 ohestalyönnillä",
            "e8, korotus: kuningatar",
            "e lyö d8, korotus: ratsu",
            "b8, korotus: torni, shakki",
            "ratsu b d2",
            "torni 1 a2",
            "kuningatar h4 e1",
        ],
    ),
    (
        Language::Da,
        Scheme::Plain,
        Form::Short,
        [
            "e4",
            "springer f3",
            "e slår d5",
            "dronning slår d5",
            "løber b5, skak",
            "dronning h4, skakmat",
            "kort rokade",
            "lang rokade",
            "e slår d6 en passant",
            "e8, forvandling til dronning",
            "e slår d8, forvandling til springer",
            "b8, forvandling til tårn, skak",
            "springer b d2",
            "tårn 1 a2",
            "dronning h4 e1",
        ],
    ),
    (
        Language::De,
        Scheme::Fide,
        Form::Long,
        [
            "Eva zwei Eva vier",
            "Springer Gustav eins Felix drei",
            "Eva vier schlägt David fünf",
            "Dame David acht schlägt David fünf",
            "Läufer Felix eins Bella fünf, Schach",
            "Dame David acht Hector vier, Schachmatt",
            "Kurze Rochade",
            "Lange Rochade",
            "Eva fünf schlägt David sechs en passant",
            "Eva sieben Eva acht, Umwandlung in Dame",
            "Eva sieben schlägt David acht, Umwandlung in Springer",
            "Bella sieben Bella acht, Umwandlung in Turm, Schach",
            "Springer Bella eins David zwei",
            "Turm Anna eins Anna zwei",
            "Dame Hector vier Eva eins",
        ],
    ),
    (
        Language::Hu,
        Scheme::Fide,
        Form::Long,
        [
            "Eva zwei Eva vier",
            "Springer Gustav eins Felix drei",
            "Eva vier üt David fünf",
            "Dame David acht üt David fünf",
            "Läufer Felix eins Bella fünf, sakk",
            "Dame David acht Hector vier, matt",
            "Kurze Rochade",
            "Lange Rochade",
            "Eva fünf üt David sechs, menet közbeni ütés",
            "Eva sieben Eva acht, gyalogátváltozás: Dame",
            "Eva sieben üt David acht, gyalogátváltozás: Springer",
            "Bella sieben Bella acht, gyalogátváltozás: Turm, sakk",
            "Springer Bella eins David zwei",
            "Turm Anna eins Anna zwei",
            "Dame Hector vier Eva eins",
        ],
    ),
    (
        Language::Da,
        Scheme::Danish,
        Form::Long,
        [
            "Erik to Erik fire",
            "springer Gustav et Frederik tre",
            "Erik fire slår Dora fem",
            "dronning Dora otte slår Dora fem",
            "løber Frederik et Bodil fem, skak",
            "dronning Dora otte Henrik fire, skakmat",
            "kort rokade",
            "lang rokade",
            "Erik fem slår Dora seks en passant",
            "Erik syv Erik otte, forvandling til dronning",
            "Erik syv slår Dora otte, forvandling til springer",
            "Bodil syv Bodil otte, forvandling til tårn, skak",
            "springer Bodil et Dora to",
            "tårn Anna et Anna to",
            "dronning Henrik fire Erik et",
        ],
    ),
    (
        Language::En,
        Scheme::Plain,
        Form::Long,
        [
            "e2 e4",
            "knight g1 f3",
            "e4 takes d5",
            "queen d8 takes d5",
            "bishop f1 b5, check",
            "queen d8 h4, checkmate",
            "kingside castling",
            "queenside castling",
            "e5 takes d6 en passant",
            "e7 e8, promotes to queen",
            "e7 takes d8, promotes to knight",
            "b7 b8, promotes to rook, check",
            "knight b1 d2",
            "rook a1 a2",
            "queen h4 e1",
        ],
    ),
    (
        Language::Fi,
        Scheme::Plain,
        Form::Long,
        [
            "e2 e4",
            "ratsu g1 f3",
            "e4 lyö d5",
            "kuningatar d8 lyö d5",
            "lähetti f1 b5, shakki",
            "kuningatar d8 h4, matti",
            "lyhyt linnoitus",
            "pitkä linnoitus",
            "e5 lyö d6 ohestalyönnillä",
            "e7 e8, korotus: kuningatar",
            "e7 lyö d8, korotus: ratsu",
            "b7 b8, korotus: torni, shakki",
            "ratsu b1 d2",
            "torni a1 a2",
            "kuningatar h4 e1",
        ],
    ),
];

#[test]
fn every_move_type_is_worded_as_expected() {
    let moves = move_types();
    let names: Vec<&str> = moves.iter().map(|(n, _)| *n).collect();
    assert_eq!(names, TYPES);
    for (language, scheme, form, expected) in EXPECTED {
        let renderer = Renderer::new(*language, *scheme, *form);
        for ((name, phrase), want) in moves.iter().zip(expected) {
            // Said alone, a move is a sentence: its first word capitalised, a plain file or square aside.
            assert_eq!(
                render_clean(&renderer, phrase),
                as_sentence(want),
                "{name} in {language} {scheme} {form}"
            );
        }
    }
}

#[test]
fn every_move_type_renders_in_every_combination() {
    for (language, scheme, form) in super::support::combinations() {
        let renderer = Renderer::new(language, scheme, form);
        for (name, phrase) in move_types() {
            let text = render_clean(&renderer, &phrase);
            let words = pegchess::phonetic::Vocabulary::new(scheme, language);
            if name.ends_with("castling") {
                let side = if name.starts_with("king") {
                    shakmaty::CastlingSide::KingSide
                } else {
                    shakmaty::CastlingSide::QueenSide
                };
                let castling = words.castling(side);
                assert_eq!(text, as_sentence(castling), "{language} {scheme} {form}");
            }
        }
    }
}

#[test]
fn the_long_form_says_where_a_piece_comes_from() {
    let short = Renderer::new(Language::De, Scheme::Fide, Form::Short);
    let long = Renderer::new(Language::De, Scheme::Fide, Form::Long);
    let (_, nf3) = &move_types()[1];
    assert_eq!(render_clean(&short, nf3), "Springer Felix drei");
    assert_eq!(render_clean(&long, nf3), "Springer Gustav eins Felix drei");
}

/// `words` as the first words of a phrase: a capital first letter, unless they start with a plain-letter file or
/// square ("e4", "e lyö d6").
fn as_sentence(words: &str) -> String {
    let mut chars = words.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(next)) if next.is_alphabetic() => {
            first.to_uppercase().chain(words.chars().skip(1)).collect()
        }
        _ => words.to_string(),
    }
}
