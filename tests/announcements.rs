//! Article 11.3.1 for every way a move is announced where no peg board reads the moves: typed SAN, typed
//! words and voice transcripts, in every language and scheme, are said back as they were said (legal or not,
//! the same phrase in kind) and judged only at the press, which records a legal one and refuses the rest.
//! Sans-IO, through the session; `announcements/` has the same through the real binary.

mod binary;
mod echo;

use crate::speech::support::{combinations, corpus_games};
use crate::tables::session::NoPegs;
use pegchess::notation::Language;
use pegchess::notation::san::format_san;
use pegchess::phonetic::{Form, Scheme, Vocabulary};
use pegchess::session::{Command, Event, SessionConfig};
use pegchess::speech::phrases::move_words::Composer;
use pegchess::speech::phrases::phrase::AnnouncedMove;
use pegchess::speech::{InputProblem, Phrase, Renderer};
use pegchess::words::{Unclear, judge, tokens};
use proptest::prelude::*;
use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Chess, File, Position, Rank, Role, Square};
use std::sync::OnceLock;

/// Every position of the corpus's games (each with a legal move to make), read once.
pub fn positions() -> &'static [Chess] {
    static POSITIONS: OnceLock<Vec<Chess>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        corpus_games()
            .into_iter()
            .flat_map(|g| g.plies.into_iter().map(|(pos, _)| pos))
            .collect()
    })
}

/// Table 3 from `pos`, speaking and reading `language` (its edition's letters) in `scheme` and `form`.
pub fn table_three_in(pos: Chess, language: Language, scheme: Scheme, form: Form) -> NoPegs {
    let mut config = SessionConfig::new(pos);
    config.locale = language;
    config.notation = language;
    config.scheme = scheme;
    config.form = form;
    NoPegs::table_three(config)
}

/// How an announcement reaches the session.
#[derive(Debug, Clone, Copy)]
pub enum Way {
    /// Typed SAN in the edition's letters.
    San,
    /// Typed words, as the scheme says them, with the spellings people type (Cäsar, Hektor, fuenf, nimmt).
    Words,
    /// A recogniser's transcript: lower case, no punctuation, a hesitation, `[unk]`.
    Transcript,
}

/// The words of `san` in `language` and `scheme`, as the program would say them.
pub fn words_of(san: &SanPlus, language: Language, scheme: Scheme) -> String {
    let renderer = Renderer::new(language, scheme, Form::Short);
    let msg = Composer::new(Vocabulary::new(scheme, language), Form::Short).san_move(*san);
    let text = renderer
        .try_render_msg(&msg)
        .unwrap_or_else(|e| panic!("{san}: {e}"))
        .text();
    text.trim_end_matches('.').to_string()
}

/// `words` typed as people type them: the German spellings of the FIDE names, umlauts written out, the other
/// capture word (`pick` chooses which of each).
pub fn typed_as_people_do(words: &str, pick: u32) -> String {
    let swaps: [(&str, &[&str]); 5] = [
        ("Cesar", &["Cäsar", "Caesar", "cesar"]),
        ("Hector", &["Hektor", "hektor", "Hector"]),
        ("fünf", &["fuenf", "funf", "fünf"]),
        ("schlägt", &["nimmt", "schlaegt", "schlägt"]),
        ("Läufer", &["Laeufer", "läufer", "Läufer"]),
    ];
    let mut out = words.to_string();
    for (i, (from, to)) in swaps.iter().enumerate() {
        let choice = to[(pick as usize / (i + 1)) % to.len()];
        out = out.replace(from, choice);
    }
    out
}

/// `words` as a recogniser writes them: lower case, no punctuation, the language's hesitation and a marker of
/// the recogniser's own.
pub fn transcript(words: &str, language: Language) -> String {
    let clean: String = words
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect();
    let hesitation = match language {
        Language::En => "um",
        Language::De => "äh",
        Language::Hu => "ö",
        Language::Fi => "öö",
        Language::Da => "øh",
    };
    format!("{hesitation} {} [unk]", clean.to_lowercase())
}

/// The text one announcement is given as.
fn given(san: &SanPlus, way: Way, language: Language, scheme: Scheme, pick: u32) -> String {
    match way {
        Way::San => format_san(language, *san),
        Way::Words => typed_as_people_do(&words_of(san, language, scheme), pick),
        Way::Transcript => transcript(&words_of(san, language, scheme), language),
    }
}

/// A well-formed announcement in `pos`, legal or not: one of its legal moves, or any piece to any square
/// with any origin named, a capture or not, castling either way; a pawn reaching the last rank says its piece.
fn announcement() -> impl Strategy<Value = (usize, Option<usize>, San)> {
    let role = prop::sample::select(Role::ALL.to_vec());
    let square = (0u32..64).prop_map(Square::new);
    let file = prop::option::of((0u32..8).prop_map(File::new));
    let rank = prop::option::of((0u32..8).prop_map(Rank::new));
    let promotion = prop::sample::select(vec![Role::Knight, Role::Bishop, Role::Rook, Role::Queen]);
    let any = (role, file, rank, any::<bool>(), square, promotion).prop_map(
        |(role, file, rank, capture, to, promotion)| match role {
            Role::Pawn => San::Normal {
                role,
                // SAN writes a pawn's file only for a capture, never its rank.
                file: if capture {
                    Some(file.unwrap_or(File::A))
                } else {
                    None
                },
                rank: None,
                capture,
                to,
                promotion: matches!(to.rank(), Rank::First | Rank::Eighth).then_some(promotion),
            },
            _ => San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion: None,
            },
        },
    );
    let castle = prop::sample::select(vec![
        San::Castle(CastlingSide::KingSide),
        San::Castle(CastlingSide::QueenSide),
    ]);
    (
        0..usize::MAX,
        prop::option::of(0..usize::MAX),
        prop_oneof![4 => any, 1 => castle],
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn before_the_press_every_announcement_is_said_back_as_said_and_the_press_judges_it(
        (at, legal, random) in announcement(),
        way in prop::sample::select(vec![Way::San, Way::Words, Way::Transcript]),
        setting in 0..usize::MAX,
        pick in any::<u32>(),
    ) {
        let pos = positions()[at % positions().len()].clone();
        let all = combinations();
        let (language, scheme, _) = all[setting % all.len()];
        // Half the time one of the position's legal moves (with its check sign), else the random one.
        let san = match legal {
            Some(i) => {
                let moves = pos.legal_moves();
                SanPlus::from_move(pos.clone(), moves[i % moves.len()])
            }
            None => SanPlus { san: random, suffix: None },
        };
        let text = given(&san, way, language, scheme, pick);
        let mut t = table_three_in(pos.clone(), language, scheme, Form::Short);
        let before = t.said.len();
        t.typed(&text);
        // The one answer before the press: the announcement said back, as it was said.
        let answer = &t.said[before..];
        prop_assert!(
            matches!(answer, [Phrase::Announced(back)] if back.san.san == san.san),
            "{language} {scheme:?} {way:?} {text:?} for {san}: {answer:?}"
        );
        prop_assert_eq!(t.record().len(), 0);
        let judged = judge(&AnnouncedMove::new(san), &pos, None);
        let before = t.said.len();
        t.event(Event::Command(Command::Press));
        let answer = &t.said[before..];
        match judged {
            Ok(m) => {
                prop_assert_eq!(t.record(), vec![m], "{} {:?}", text, answer);
                prop_assert!(
                    answer.iter().any(|p| matches!(p, Phrase::Pressed(side) if *side != pos.turn()))
                        || t.session.ending().is_some(),
                    "{:?}", answer
                );
            }
            Err(why) => {
                prop_assert_eq!(t.record().len(), 0);
                let refused = match why {
                    Unclear::Impossible => matches!(answer, [Phrase::AnnouncedImpossible(s)] if s.san.san == san.san),
                    Unclear::Ambiguous => matches!(answer, [Phrase::AnnouncedUnclear { problem: InputProblem::Ambiguous, .. }]),
                    Unclear::PromotionPiece => matches!(answer, [Phrase::AnnouncedUnclear { problem: InputProblem::PromotionPiece, .. }]),
                };
                prop_assert!(refused, "{text:?} {why:?}: {answer:?}");
            }
        }
    }
}

/// The issue's own examples after 1. e4 e5 2. d4, in German and Hungarian: each said back as said, none
/// refused or turned into another move before the press.
#[test]
fn the_examples_players_gave_are_said_back_as_said() {
    let cases = [
        (Language::De, "Eva nimmt David fünf", "exd5", false),
        (Language::De, "Dame Hector fünf", "Qh5", false),
        (Language::De, "Eva nimmt David vier", "exd4", true),
        (Language::De, "Cäsar schlägt David vier", "cxd4", false),
        (Language::De, "Cäsar sechs", "c6", true),
        (Language::De, "Hektor sechs", "h6", true),
        (Language::Hu, "Vezér David sechs", "Qd6", false),
        (Language::Hu, "Gyalog Eva üt David vier", "exd4", true),
    ];
    for (language, text, expected, legal) in cases {
        let mut pos = Chess::default();
        let mut config = SessionConfig::new(pos.clone());
        config.locale = language;
        config.notation = language;
        let mut t = NoPegs::table_three(config);
        for san in ["e4", "e5", "d4"] {
            t.typed(san);
            t.event(Event::Command(Command::Press));
            let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(m);
        }
        let before = t.said.len();
        t.typed(text);
        let expected: San = expected.parse().unwrap();
        assert!(
            matches!(&t.said[before..], [Phrase::Announced(back)] if back.san.san == expected),
            "{language} {text}: {:?}",
            &t.said[before..]
        );
        t.event(Event::Command(Command::Press));
        assert_eq!(t.record().len(), if legal { 4 } else { 3 }, "{text}");
    }
}

/// An ambiguous SAN is said back; which knight was meant is asked only after the press, and the record waits.
#[test]
fn an_ambiguous_announcement_is_said_back_and_judged_at_the_press() {
    let mut t = NoPegs::table_three(SessionConfig::new(Chess::default()));
    for san in ["Nf3", "e6", "d3", "e5"] {
        t.typed(san);
        t.event(Event::Command(Command::Press));
    }
    let before = t.said.len();
    t.typed("Nd2");
    assert!(
        matches!(&t.said[before..], [Phrase::Announced(_)]),
        "{:?}",
        &t.said[before..]
    );
    t.event(Event::Command(Command::Press));
    assert!(
        matches!(
            t.said.last(),
            Some(Phrase::AnnouncedUnclear {
                problem: InputProblem::Ambiguous,
                ..
            })
        ),
        "{:?}",
        t.said
    );
    assert_eq!(t.record().len(), 4);
    t.typed("Nbd2");
    t.event(Event::Command(Command::Press));
    assert_eq!(t.record().len(), 5);
}

/// A pawn said reaching the last rank without its piece: the piece said on its own before the press counts.
#[test]
fn a_promotion_piece_said_after_the_move_goes_with_it_at_the_press() {
    let start = pegchess::game::pgn::position_from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let mut config = SessionConfig::new(start);
    config.locale = Language::De;
    let mut t = NoPegs::table_three(config);
    t.typed("Bella acht");
    t.event(Event::Command(Command::Press));
    assert!(
        matches!(
            t.said.last(),
            Some(Phrase::AnnouncedUnclear {
                problem: InputProblem::PromotionPiece,
                ..
            })
        ),
        "{:?}",
        t.said
    );
    t.typed("Bella acht");
    t.typed("Dame");
    t.event(Event::Command(Command::Press));
    assert_eq!(t.record().len(), 1, "{:?}", t.said);
    assert_eq!(t.record()[0].promotion(), Some(Role::Queen));
}

/// Every spoken input gets a spoken answer at a table without a peg board, in every language: a promotion
/// piece on its own, a draw offer, a resignation answered no, a said check that the move does not give, and
/// "the last three moves" in the language's natural grammar.
#[test]
fn every_spoken_input_is_answered_in_every_language() {
    let words = [
        (
            Language::En,
            "draw",
            "resign",
            "no",
            "Springer Felix sechs check",
            "last three moves",
        ),
        (
            Language::De,
            "Remis",
            "gebe auf",
            "nein",
            "Springer Felix sechs Schach",
            "die letzten drei Züge",
        ),
        (
            Language::Hu,
            "döntetlen",
            "feladom",
            "nem",
            "Springer Felix sechs sakk",
            "az utolsó három lépést",
        ),
        (
            Language::Fi,
            "tasapeli",
            "luovutan",
            "ei",
            "Springer Felix sechs shakki",
            "viimeiset kolme siirtoa",
        ),
        (
            Language::Da,
            "remis",
            "opgiver",
            "nej",
            "Springer Felix sechs skak",
            "sidste tre træk",
        ),
    ];
    for (language, draw, resign, no, check, last) in words {
        let mut config = SessionConfig::new(Chess::default());
        config.locale = language;
        config.notation = language;
        let mut t = NoPegs::table_three(config);
        let answered = |t: &mut NoPegs, text: &str| {
            let before = t.said.len();
            t.typed(text);
            t.said[before..].to_vec()
        };
        assert_eq!(
            answered(&mut t, "Dame"),
            [Phrase::PromotionNoted(shakmaty::Role::Queen)],
            "{language}"
        );
        assert_eq!(
            answered(&mut t, draw),
            [Phrase::DrawOfferNoted(shakmaty::Color::White)],
            "{language} {draw}"
        );
        t.typed("e4");
        t.event(Event::Command(Command::Press));
        assert!(
            matches!(answered(&mut t, resign)[..], [Phrase::ConfirmResign(_)]),
            "{language}"
        );
        assert_eq!(
            answered(&mut t, no),
            [Phrase::NotConfirmed],
            "{language} {no}"
        );
        assert!(t.session.ending().is_none());
        let said = answered(&mut t, check);
        assert!(
            matches!(&said[..], [Phrase::Announced(a)] if a.san.suffix.is_some()),
            "{language} {check}: {said:?}"
        );
        let before = t.said.len();
        t.event(Event::Command(Command::Press));
        assert!(
            matches!(t.said[before], Phrase::RecordedAs(m) if m.san.suffix.is_none()),
            "{language}: {:?}",
            &t.said[before..]
        );
        let said = answered(&mut t, last);
        assert!(
            matches!(said[..], [Phrase::LastMoves(..)]),
            "{language} {last}: {said:?}"
        );
    }
}

/// Any announcement as a player may say it: a piece or only squares, any origin said (none, a file, a rank, a
/// whole square), a capture, the en passant word, a promotion piece, a check or mate word; or castling.
fn said_move() -> impl Strategy<Value = AnnouncedMove> {
    let square = (0u32..64).prop_map(Square::new);
    let file = (0u32..8).prop_map(File::new);
    let rank = (0u32..8).prop_map(Rank::new);
    let origin = prop_oneof![
        Just((None, None)),
        file.clone().prop_map(|f| (Some(f), None)),
        rank.clone().prop_map(|r| (None, Some(r))),
        (file, rank).prop_map(|(f, r)| (Some(f), Some(r))),
    ];
    let role = prop::option::of(prop::sample::select(Role::ALL.to_vec()));
    let promotion = prop::sample::select(vec![Role::Knight, Role::Bishop, Role::Rook, Role::Queen]);
    let suffix = prop::sample::select(vec![None, Some(Suffix::Check), Some(Suffix::Checkmate)]);
    let normal = (
        role,
        origin,
        any::<bool>(),
        any::<bool>(),
        square,
        promotion,
        suffix.clone(),
    )
        .prop_map(
            |(role, (file, rank), capture, en_passant, to, promotion, suffix)| {
                // No piece word: a pawn's move, as SAN writes it.
                let no_piece_word = role.is_none_or(|r| r == Role::Pawn);
                let (file, rank) = match (no_piece_word, capture, file, rank) {
                    // A pawn's push said by its file alone is its target square: no origin.
                    (true, false, Some(f), None) if f == to.file() => (None, None),
                    // A pawn's capture said without its file ("takes f3") stays so: said back naming the pawn.
                    other => (other.2, other.3),
                };
                // No piece word and the whole origin said: only squares, the piece found at the press.
                let squares_only = no_piece_word && file.is_some() && rank.is_some();
                let pawn = no_piece_word;
                let last = matches!(to.rank(), Rank::First | Rank::Eighth);
                AnnouncedMove {
                    san: SanPlus {
                        san: San::Normal {
                            role: role.unwrap_or(Role::Pawn),
                            file,
                            rank,
                            capture: capture || (en_passant && pawn && file.is_some()),
                            to,
                            promotion: (pawn && last).then_some(promotion),
                        },
                        suffix,
                    },
                    piece_unsaid: squares_only,
                    en_passant: en_passant && pawn && file.is_some() && !last,
                    words: None,
                }
            },
        );
    let castle = (
        prop::sample::select(vec![CastlingSide::KingSide, CastlingSide::QueenSide]),
        suffix,
    )
        .prop_map(|(side, suffix)| {
            AnnouncedMove::new(SanPlus {
                san: San::Castle(side),
                suffix,
            })
        });
    prop_oneof![5 => normal, 1 => castle]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Before the press the echo is a function of the words alone: the same phrase in two positions drawn at
    /// random (whatever each allows), and it says every part that was said, no more.
    #[test]
    fn before_the_press_the_echo_depends_on_the_words_alone_and_says_every_part_said(
        said in said_move(),
        setting in 0..usize::MAX,
        (first, second) in (0..usize::MAX, 0..usize::MAX),
    ) {
        let all = combinations();
        let (language, scheme, form) = all[setting % all.len()];
        let composer = Composer::new(Vocabulary::new(scheme, language), form);
        let text = Renderer::new(language, scheme, form)
            .try_render_msg(&composer.announced_in_scheme(&said))
            .unwrap_or_else(|e| panic!("{said:?}: {e}"))
            .text();
        let text = text.trim_end_matches('.');
        let echo = |at: usize| {
            let pos = positions()[at % positions().len()].clone();
            let mut t = table_three_in(pos, language, scheme, form);
            let before = t.said.len();
            t.typed(text);
            t.said[before..].to_vec()
        };
        let (a, b) = (echo(first), echo(second));
        prop_assert_eq!(&a, &b, "{} {:?} {:?}: {:?}", language, scheme, form, text);
        // The words are kept as they were said (a short announcement), and said back so.
        let words = tokens(text);
        let kept = (words.len() <= 10).then(|| words.join(" "));
        let expected = Phrase::Announced(said.in_words(kept.clone()));
        prop_assert_eq!(&a, &vec![expected], "{} {:?} {:?}: {:?}", language, scheme, form, text);
        if let Some(kept) = kept {
            let back = Renderer::new(language, scheme, form).render(&a[0]).text();
            prop_assert!(back.contains(&kept), "{}: {:?} said back as {:?}", language, text, back);
        }
    }
}
