//! Heard as the editions write them, through the one words reader: "en passant" in every language (the
//! Hungarian edition's „en passant” ütés and menet közbeni ütés, the Finnish ohestalyönti), the Danish
//! edition's own words and each "eller" alternative beside them, the Hungarian edition's spellings of the
//! German words (Laeuffer, Koenig, fuenf), and each edition's word for the arbiter.

use pegchess::game::pgn::position_from_fen;
use pegchess::notation::Language;
use pegchess::phonetic::Scheme;
use pegchess::words::{Reader, Said, Understood};
use shakmaty::Chess;
use shakmaty::san::San;

/// White's e-pawn may take d5 en passant.
const EN_PASSANT: &str = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
/// Both sides may castle either way.
const CASTLING: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
/// White's bishop f1 and knight g1 may go out; Black to play nothing yet.
const OPEN: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

/// What the reader of `scheme` in `locale` makes of `text` in the position `fen`: a move's SAN, a command,
/// or how it failed.
fn heard(scheme: Scheme, locale: Language, fen: &str, text: &str) -> String {
    let pos: Chess = position_from_fen(fen).unwrap();
    match Reader::new(scheme, locale, locale).read(text, &pos) {
        Understood::Move(m) => San::from_move(&pos, m).to_string(),
        Understood::Said(Said::CallArbiter) => "arbiter".into(),
        other => format!("{other:?}"),
    }
}

#[test]
fn en_passant_is_understood_in_every_language_as_its_edition_writes_it() {
    for (locale, capture, own) in [
        (Language::En, "takes", "en passant"),
        (Language::De, "schlägt", "en passant"),
        (Language::Hu, "üt", "menet közbeni ütés"),
        (Language::Fi, "lyö", "ohestalyönti"),
        (Language::Da, "slår", "en passant"),
    ] {
        for text in [
            format!("Eva {capture} David sechs en passant"),
            "Eva David sechs en passant".to_string(),
            format!("Eva {capture} David sechs {own}"),
        ] {
            assert_eq!(
                heard(Scheme::Fide, locale, EN_PASSANT, &text),
                "exd6",
                "{locale}: {text}"
            );
        }
    }
    // The Hungarian edition's own phrase: „en passant” ütés.
    assert_eq!(
        heard(
            Scheme::Fide,
            Language::Hu,
            EN_PASSANT,
            "Eva David sechs en passant ütés"
        ),
        "exd6"
    );
    assert_eq!(
        heard(
            Scheme::Plain,
            Language::Hu,
            EN_PASSANT,
            "e üt d6 en passant"
        ),
        "exd6"
    );
    assert_eq!(
        heard(
            Scheme::Plain,
            Language::Fi,
            EN_PASSANT,
            "e lyö d6 en passant"
        ),
        "exd6"
    );
}

#[test]
fn the_danish_editions_words_and_each_eller_alternative_are_understood() {
    let danish = |fen, text: &str| heard(Scheme::Danish, Language::Da, fen, text);
    // Each pair: the Danish edition's word first, then the word it allows "eller".
    for (own, eller, san) in [
        ("springer Frederik tre", "Springer Felix drei", "Nf3"),
        ("løber Cecilie fire", "Läufer Cesar vier", "Bc4"),
        ("løber Bodil fem", "Läufer Bella fünf", "Bb5"),
        ("dronning Henrik fem", "Dame Hector fünf", "Qh5"),
        ("konge Erik to", "König Eva zwei", "Ke2"),
        ("bonde Dora fire", "Bauer David vier", "d4"),
    ] {
        assert_eq!(danish(OPEN, own), san, "{own}");
        assert_eq!(danish(OPEN, eller), san, "{eller}");
    }
    assert_eq!(danish(CASTLING, "lang rokade"), "O-O-O");
    assert_eq!(danish(CASTLING, "Lange Rochade"), "O-O-O");
    assert_eq!(danish(CASTLING, "kort rokade"), "O-O");
    assert_eq!(danish(CASTLING, "Kurze Rochade"), "O-O");
    // The edition's flattened letters: taarn, loeber.
    assert_eq!(danish(CASTLING, "taarn Bodil et"), "Rb1");
    assert_eq!(danish(OPEN, "loeber Bodil fem"), "Bb5");
}

#[test]
fn the_hungarian_editions_spellings_and_each_editions_arbiter_are_understood() {
    let hungarian = |fen, text: &str| heard(Scheme::Fide, Language::Hu, fen, text);
    assert_eq!(hungarian(OPEN, "Laeuffer Bella fuenf"), "Bb5");
    assert_eq!(hungarian(OPEN, "Laeufer Bella fuenf"), "Bb5");
    assert_eq!(hungarian(OPEN, "Koenig Eva zwei"), "Ke2");
    for (locale, arbiter) in [
        (Language::En, "arbiter"),
        (Language::De, "Schiedsrichter"),
        (Language::Hu, "versenybíró"),
        (Language::Hu, "bíró"),
        (Language::Fi, "tuomari"),
        (Language::Da, "dommer"),
        (Language::Da, "dommeren"),
    ] {
        assert_eq!(
            heard(Scheme::Fide, locale, OPEN, arbiter),
            "arbiter",
            "{locale}: {arbiter}"
        );
    }
}
