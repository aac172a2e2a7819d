//! The typed-move parser: every legal move of corpus positions, written in each edition's letters
//! (and in long form and UCI), parses back to itself; castling and promotion spellings; errors.

use super::support::corpus_games;
use pegchess::notation::san::{format_san, parse_move, piece_letter, role_for_letter};
use pegchess::notation::{Language, NotationError};
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position, Role};

fn position(fen: &str) -> Chess {
    fen.parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// The long algebraic form in an edition's letters: `Hg1-f3`, `e7xd8V`.
fn long_form(edition: Language, mv: Move) -> Option<String> {
    let from = mv.from()?;
    if mv.is_castle() {
        return None;
    }
    let mut s = String::new();
    s.extend(piece_letter(edition, mv.role()));
    s.push_str(&from.to_string());
    s.push(if mv.is_capture() { 'x' } else { '-' });
    s.push_str(&mv.to().to_string());
    s.extend(mv.promotion().and_then(|r| piece_letter(edition, r)));
    Some(s)
}

#[test]
fn every_legal_move_of_corpus_positions_round_trips_in_every_edition() {
    let mut checked = 0usize;
    for game in corpus_games() {
        for (ply, (pos, _)) in game.plies.iter().enumerate() {
            if ply % 3 != 0 {
                continue;
            }
            for mv in pos.legal_moves() {
                let san = SanPlus::from_move(pos.clone(), mv);
                for &edition in Language::ALL {
                    let written = format_san(edition, san);
                    let back = parse_move(&written, edition, pos).unwrap_or_else(|e| {
                        panic!(
                            "{} game {}: {written} ({edition}): {e}",
                            game.file, game.index
                        )
                    });
                    assert_eq!(back, mv, "{written} in {edition}");
                    if let Some(long) = long_form(edition, mv) {
                        assert_eq!(parse_move(&long, edition, pos).unwrap(), mv, "{long}");
                    }
                    checked += 1;
                }
                let uci = UciMove::from_standard(mv).to_string();
                assert_eq!(parse_move(&uci, Language::Hu, pos).unwrap(), mv, "{uci}");
            }
        }
    }
    assert!(checked > 100_000, "only {checked} moves checked");
}

#[test]
fn letters_follow_appendix_c_of_each_edition() {
    let letters = |edition| -> String {
        [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ]
        .into_iter()
        .filter_map(|r| piece_letter(edition, r))
        .collect()
    };
    assert_eq!(letters(Language::En), "KQRBN");
    assert_eq!(letters(Language::De), "KDTLS");
    assert_eq!(letters(Language::Hu), "KVBFH");
    assert_eq!(letters(Language::Fi), "KDTLR");
    assert_eq!(letters(Language::Da), "KDTLS");
    assert_eq!(role_for_letter(Language::Hu, 'B'), Some(Role::Rook));
    assert_eq!(role_for_letter(Language::En, 'B'), Some(Role::Bishop));
    assert_eq!(piece_letter(Language::En, Role::Pawn), None);
}

#[test]
fn castling_is_written_with_zeros_or_letters() {
    let pos = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for text in ["O-O", "0-0", "o-o", "00", "O-O+", "Ke1-g1", "e1g1", "e1h1"] {
        let mv = parse_move(text, Language::En, &pos).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(
            mv.castling_side(),
            Some(shakmaty::CastlingSide::KingSide),
            "{text}"
        );
    }
    for text in ["O-O-O", "0-0-0", "0–0–0", "000", "e1c1"] {
        let mv = parse_move(text, Language::Hu, &pos).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(
            mv.castling_side(),
            Some(shakmaty::CastlingSide::QueenSide),
            "{text}"
        );
    }
}

#[test]
fn promotion_with_or_without_equals_sign() {
    let pos = position("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1");
    let cases: &[(Language, &str, Role, bool)] = &[
        (Language::Hu, "e8V", Role::Queen, false),
        (Language::Hu, "e8=V", Role::Queen, false),
        (Language::Hu, "exd8H", Role::Knight, true),
        (Language::Fi, "exd8R", Role::Knight, true),
        (Language::Fi, "exf8R", Role::Knight, false),
        (Language::De, "ed8=D+", Role::Queen, true),
        (Language::En, "e8=Q+", Role::Queen, false),
        (Language::En, "e8Q", Role::Queen, false),
        (Language::En, "e8/N", Role::Knight, false),
        (Language::En, "e8(R)", Role::Rook, false),
        (Language::En, "e7e8q", Role::Queen, false),
        (Language::Da, "e7xd8T", Role::Rook, true),
    ];
    for (edition, text, role, capture) in cases {
        let result = parse_move(text, *edition, &pos);
        if *text == "exf8R" {
            // f8 is empty: there is nothing to capture there.
            assert!(
                matches!(result, Err(NotationError::NoSuchMove { .. })),
                "{text}"
            );
            continue;
        }
        let mv = result.unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(mv.promotion(), Some(*role), "{text}");
        assert_eq!(mv.is_capture(), *capture, "{text}");
    }
    assert!(matches!(
        parse_move("e8", Language::En, &pos),
        Err(NotationError::PromotionPiece { .. })
    ));
}

#[test]
fn the_knight_in_every_edition() {
    let pos = Chess::default();
    for (edition, text) in [
        (Language::En, "Nf3"),
        (Language::De, "Sf3"),
        (Language::Hu, "Hf3"),
        (Language::Fi, "Rf3"),
        (Language::Da, "Sf3"),
        (Language::En, "♘f3"),
        (Language::Fi, "rf3"),
        (Language::En, "Ng1-f3"),
        (Language::En, "Ngf3"),
        (Language::En, "N1f3"),
        (Language::En, "g1f3"),
    ] {
        let mv = parse_move(text, edition, &pos).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(mv.role(), Role::Knight, "{text}");
        assert_eq!(mv.to(), shakmaty::Square::F3, "{text}");
    }
}

#[test]
fn errors_say_what_is_wrong() {
    let pos = Chess::default();
    assert_eq!(
        parse_move("  ", Language::En, &pos),
        Err(NotationError::Empty)
    );
    assert_eq!(
        parse_move("Nf3", Language::Hu, &pos),
        Err(NotationError::UnknownPiece {
            letter: 'N',
            edition: Language::Hu
        })
    );
    assert!(matches!(
        parse_move("e5", Language::En, &pos),
        Err(NotationError::NoSuchMove { .. })
    ));
    assert!(matches!(
        parse_move("Nxf3", Language::En, &pos),
        Err(NotationError::NoSuchMove { .. })
    ));
    assert!(matches!(
        parse_move("hello", Language::En, &pos),
        Err(NotationError::Syntax { .. })
    ));
    let two_knights = position("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    match parse_move("Nd2", Language::En, &two_knights) {
        Err(NotationError::Ambiguous { candidates, .. }) => assert_eq!(candidates.len(), 2),
        other => panic!("{other:?}"),
    }
    let message = parse_move("Nf3", Language::Hu, &pos)
        .unwrap_err()
        .to_string();
    assert!(
        message.contains("'N'") && message.contains("K V B F H"),
        "{message}"
    );
}

#[test]
fn a_pawn_move_without_its_file_is_never_a_capture() {
    let pos = position("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    let push = parse_move("e5", Language::En, &pos).unwrap();
    assert!(!push.is_capture());
    let take = parse_move("ed5", Language::De, &pos).unwrap();
    assert!(take.is_capture());
    let take = parse_move("e:d5", Language::De, &pos).unwrap();
    assert!(take.is_capture());
    let ep = position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    for text in ["exd6", "exd6 e.p.", "exd6ep", "exd6 o.l.", "ed6"] {
        assert!(
            parse_move(text, Language::Fi, &ep).unwrap().is_en_passant(),
            "{text}"
        );
    }
}

proptest::proptest! {
    #[test]
    fn any_typed_text_is_a_move_or_an_error(text in "[-0-9a-hxOoKQRBNSLTDVFHP=+#:/()!?. ♘X]{0,10}") {
        let pos = position("r3k2r/1P6/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 2");
        for &edition in Language::ALL {
            if let Ok(mv) = parse_move(&text, edition, &pos) {
                proptest::prop_assert!(pos.is_legal(mv));
            }
        }
    }
}
