//! Wording of the phrases besides moves: times with plurals, queries, mismatches, errors.

use super::support::{render_clean, sample_phrases};
use pegchess::inference::Correction;
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::speech::{Line, Phrase, Renderer};
use shakmaty::{Chess, Color, Piece, Rank, Role, Square};
use std::time::Duration;

fn say(language: Language, scheme: Scheme, phrase: &Phrase) -> String {
    render_clean(&Renderer::new(language, scheme, Form::Short), phrase)
}

fn time(side: Color, secs: u64) -> Phrase {
    Phrase::Time {
        side,
        remaining: Duration::from_secs(secs),
    }
}

#[test]
fn times_are_words_with_plurals() {
    let cases: &[(Language, u64, &str)] = &[
        (Language::En, 252, "White: 4 minutes 12 seconds"),
        (Language::En, 3661, "White: 1 hour 1 minute 1 second"),
        (Language::En, 0, "White: 0 seconds"),
        (Language::En, 7200, "White: 2 hours"),
        (Language::De, 252, "Weiß: 4 Minuten 12 Sekunden"),
        (Language::De, 3661, "Weiß: 1 Stunde 1 Minute 1 Sekunde"),
        (Language::Hu, 252, "Világos: 4 perc 12 másodperc"),
        (Language::Hu, 3661, "Világos: 1 óra 1 perc 1 másodperc"),
        (Language::Fi, 252, "Valkea: 4 minuuttia 12 sekuntia"),
        (Language::Fi, 3661, "Valkea: 1 tunti 1 minuutti 1 sekunti"),
        (Language::Da, 252, "Hvid: 4 minutter 12 sekunder"),
        (Language::Da, 3661, "Hvid: 1 time 1 minut 1 sekund"),
    ];
    for (language, secs, want) in cases {
        assert_eq!(
            say(*language, Scheme::Fide, &time(Color::White, *secs)),
            *want
        );
    }
    let both = Phrase::Times {
        white: Duration::from_secs(60),
        black: Duration::from_secs(90 * 60 + 1),
    };
    assert_eq!(
        say(Language::En, Scheme::Fide, &both),
        "White 1 minute, Black 1 hour 30 minutes 1 second"
    );
    assert_eq!(
        say(Language::Fi, Scheme::Fide, &both),
        "Valkea 1 minuutti, musta 1 tunti 30 minuuttia 1 sekunti"
    );
}

#[test]
fn time_trouble_is_short_and_never_a_clock_face() {
    let short = |l, s| say(l, Scheme::Fide, &Phrase::TimeShort(Duration::from_secs(s)));
    assert_eq!(short(Language::En, 130), "2 minutes 10");
    assert_eq!(short(Language::En, 61), "1 minute 1");
    assert_eq!(short(Language::En, 45), "45");
    assert_eq!(short(Language::En, 120), "2 minutes");
    assert_eq!(short(Language::Da, 130), "2 minutter 10");
    for phrase in sample_phrases() {
        for &language in Language::ALL {
            let text = say(language, Scheme::Plain, &phrase);
            let clock_face = text
                .as_bytes()
                .windows(3)
                .any(|w| w[0].is_ascii_digit() && w[1] == b':' && w[2].is_ascii_digit());
            assert!(!clock_face, "{text}");
        }
    }
}

#[test]
fn mismatch_steps_name_squares_and_pieces() {
    let wn = Piece {
        color: Color::White,
        role: Role::Knight,
    };
    let phrase = Phrase::Mismatch(vec![
        Correction::Empty(Square::E4),
        Correction::Place(wn, Square::G1),
    ]);
    assert_eq!(
        say(Language::En, Scheme::Fide, &phrase),
        "The boards differ: Eva vier empty; white Springer on Gustav eins."
    );
    assert_eq!(
        say(Language::De, Scheme::Fide, &phrase),
        "Die Bretter stimmen nicht überein: Eva vier leer; weißer Springer auf Gustav eins."
    );
    assert_eq!(
        say(Language::Da, Scheme::Danish, &phrase),
        "Brætterne er forskellige: Erik fire tomt; hvid springer på Gustav et."
    );
    assert_eq!(
        say(Language::En, Scheme::Plain, &phrase),
        "The boards differ: e4 empty; white knight on g1."
    );
}

#[test]
fn queries_about_the_position() {
    let pos = Chess::default();
    let knights = Phrase::piece_locations(
        &pos,
        Piece {
            color: Color::White,
            role: Role::Knight,
        },
    );
    assert_eq!(
        say(Language::En, Scheme::Fide, &knights),
        "White Springer: Bella eins and Gustav eins"
    );
    assert_eq!(
        say(Language::Hu, Scheme::Plain, &knights),
        "Világos huszárok: b1 és g1"
    );
    // Several pieces are named in the plural, the adjective agreeing.
    assert_eq!(
        say(Language::De, Scheme::Fide, &knights),
        "Weiße Springer: Bella eins und Gustav eins"
    );
    let rooks = Phrase::piece_locations(
        &pos,
        Piece {
            color: Color::Black,
            role: Role::Rook,
        },
    );
    assert_eq!(
        say(Language::Da, Scheme::Danish, &rooks),
        "Sorte tårne: Anna otte og Henrik otte"
    );
    assert_eq!(
        say(Language::De, Scheme::Fide, &rooks),
        "Schwarze Türme: Anna acht und Hector acht"
    );
    assert_eq!(
        say(Language::Fi, Scheme::Plain, &rooks),
        "Mustat tornit: a8 ja h8"
    );
    let rook = Phrase::SquareContents {
        square: Square::A1,
        piece: Some(Piece {
            color: Color::White,
            role: Role::Rook,
        }),
    };
    assert_eq!(
        say(Language::Da, Scheme::Danish, &rook),
        "Anna et: hvidt tårn"
    );
    let queen = Phrase::SquareContents {
        square: Square::D8,
        piece: Some(Piece {
            color: Color::Black,
            role: Role::Queen,
        }),
    };
    assert_eq!(
        say(Language::De, Scheme::Fide, &queen),
        "David acht: schwarze Dame"
    );
    let empty = Phrase::SquareContents {
        square: Square::E4,
        piece: None,
    };
    assert_eq!(say(Language::Fi, Scheme::Fide, &empty), "Eva vier: tyhjä");
    let rank = Phrase::read_line(&pos, Line::Rank(Rank::Eighth));
    assert_eq!(
        say(Language::En, Scheme::Plain, &rank),
        "Rank 8, black: a8 rook, b8 knight, c8 bishop, d8 queen, e8 king, f8 bishop, g8 knight and h8 rook"
    );
    let empty_rank = Phrase::read_line(&pos, Line::Rank(Rank::Fourth));
    assert_eq!(
        say(Language::De, Scheme::Fide, &empty_rank),
        "Reihe 4: leer"
    );
    let number = Phrase::MoveNumber {
        number: 23,
        to_move: Color::Black,
    };
    assert_eq!(
        say(Language::En, Scheme::Fide, &number),
        "Move 23, Black to move."
    );
    assert_eq!(
        say(Language::Hu, Scheme::Fide, &number),
        "23. lépés, sötét lép."
    );
}

#[test]
fn the_last_moves_are_numbered() {
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    for (i, san) in ["e4", "e5", "Nf3"].iter().enumerate() {
        let mv = san
            .parse::<shakmaty::san::San>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        moves.push(pegchess::speech::NumberedMove {
            number: i as u32 / 2 + 1,
            spoken: pegchess::speech::SpokenMove::new(&pos, mv),
        });
        shakmaty::Position::play_unchecked(&mut pos, mv);
    }
    assert_eq!(
        say(Language::En, Scheme::Fide, &Phrase::LastMoves(moves)),
        "Move 1, White: Eva vier; Move 1, Black: Eva fünf; Move 2, White: Springer Felix drei"
    );
    assert_eq!(
        say(Language::En, Scheme::Fide, &Phrase::LastMoves(vec![])),
        "No moves yet."
    );
}

#[test]
fn national_terms_for_clock_arbiter_and_flag() {
    let cases: &[(Language, &str, &str)] = &[
        (
            Language::En,
            "Stop the clock and call the arbiter.",
            "Black's flag has fallen.",
        ),
        (
            Language::De,
            "Uhr anhalten und den Schiedsrichter rufen.",
            "Das Fallblättchen von Schwarz ist gefallen.",
        ),
        (
            Language::Hu,
            "Állítsa meg az órát, és hívja a versenybírót.",
            "Sötét zászlója leesett.",
        ),
        (
            Language::Fi,
            "Pysäytä kello ja kutsu tuomari.",
            "Mustan merkkilippu on pudonnut.",
        ),
        (
            Language::Da,
            "Sæt uret på pause og tilkald dommeren.",
            "Sorts vinge er faldet.",
        ),
    ];
    for (language, arbiter, flag) in cases {
        assert_eq!(say(*language, Scheme::Fide, &Phrase::CallArbiter), *arbiter);
        assert_eq!(
            say(*language, Scheme::Fide, &Phrase::FlagFall(Color::Black)),
            *flag
        );
    }
}

#[test]
fn scheme_words_are_marked_for_the_phonetic_voice() {
    let pos = Chess::default();
    let mv = "Nf3"
        .parse::<shakmaty::san::San>()
        .unwrap()
        .to_move(&pos)
        .unwrap();
    let phrase = Phrase::Touched {
        piece: Piece {
            color: Color::White,
            role: Role::Knight,
        },
        square: mv.from().unwrap(),
    };
    let hu = Renderer::new(Language::Hu, Scheme::Fide, Form::Short).render(&phrase);
    assert_eq!(hu.text(), "Megérintve: világos Springer, Gustav eins.");
    let runs: Vec<(String, bool)> = hu
        .segments()
        .into_iter()
        .map(|s| (s.text, s.phonetic))
        .collect();
    assert_eq!(
        runs,
        [
            ("Megérintve: világos ".to_string(), false),
            // The comma between scheme words stays in their run: the voice that says them pauses there.
            ("Springer, Gustav eins.".to_string(), true),
        ]
    );
    let plain = Renderer::new(Language::Hu, Scheme::Plain, Form::Short).render(&phrase);
    assert!(plain.segments().iter().all(|s| !s.phonetic));
}
