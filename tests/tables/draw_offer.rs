//! A draw offer (9.1.2) lands on the offerer's move in the score sheet, whenever it is made and however it is
//! said: generated games at table 3 in five languages, the offer made with the move in hand, after the press,
//! or before the offerer's move, the side named in the language's words or not, a wrong guess corrected.

use super::session::NoPegs;
use pegchess::game::pgn::{PgnTags, to_pgn};
use pegchess::notation::Language;
use pegchess::session::{Command, Event, SessionConfig};
use pegchess::speech::Phrase;
use pegchess::words::cues::{Cue, Keyword, cues};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, Color, Position};

/// When the offer is made, against the offerer's move.
#[derive(Debug, Clone, Copy)]
enum When {
    /// Announced, then offered, then pressed (9.1.2.2): the side need not be named.
    InHand { named: bool },
    /// Offered after the press: unnamed, the last mover is taken.
    AfterPress { named: bool },
    /// Offered while to move, before the move (9.1.2.3): named, or guessed wrong and then named.
    BeforeMove { corrected: bool },
}

/// The words of `language` for `cue`.
fn words_for(language: Language, cue: Cue) -> Vec<&'static str> {
    cues(language)
        .iter()
        .filter(|(_, c)| *c == cue)
        .map(|(w, _)| *w)
        .collect()
}

/// An offer as typed in the language's words: a draw word, and a colour word when `side` is named.
fn offer(rng: &mut StdRng, language: Language, side: Option<Color>) -> String {
    let draw = *words_for(language, Cue::Command(Keyword::Draw))
        .choose(rng)
        .expect("a draw word");
    match side {
        None => draw.to_string(),
        Some(side) => {
            let colour = *words_for(language, Cue::Colour(side))
                .choose(rng)
                .expect("a colour word");
            match rng.random_bool(0.5) {
                true => format!("{draw} {colour}"),
                false => format!("{colour} {draw}"),
            }
        }
    }
}

/// The movetext of the score sheet (what follows the tags).
fn movetext(t: &NoPegs) -> String {
    let pgn = to_pgn(t.session.record(), &PgnTags::default());
    pgn.split("\n\n").nth(1).unwrap_or_default().to_string()
}

/// The movetext `moves` would have with "(=)" after the move at `offered`.
fn expected(start: &Chess, moves: &[San], offered: usize, tail: &str) -> String {
    let mut pos = start.clone();
    let mut words = Vec::new();
    for (i, san) in moves.iter().enumerate() {
        if pos.turn() == Color::White {
            words.push(format!("{}.", pos.fullmoves()));
        }
        let m = san.to_move(&pos).expect("legal");
        words.push(pegchess::notation::san::san_plus(&pos, m).to_string());
        if i == offered {
            words.push("{(=)}".to_string());
        }
        pos.play_unchecked(m);
    }
    words.push(tail.to_string());
    words.join(" ")
}

/// One game: `plies` random legal moves announced and pressed, with one offer at move `at`.
fn case(seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let language = *Language::ALL.choose(&mut rng).expect("a language");
    let mut config = SessionConfig::new(Chess::default());
    config.locale = language;
    config.notation = language;
    let mut t = NoPegs::table_three(config);
    let plies = rng.random_range(2..12);
    let at = rng.random_range(1..plies);
    let when = match rng.random_range(0..3) {
        0 => When::InHand {
            named: rng.random(),
        },
        1 => When::AfterPress {
            named: rng.random(),
        },
        _ => When::BeforeMove {
            corrected: rng.random(),
        },
    };
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    let mut offers = Vec::new();
    for i in 0..plies {
        let legal = pos.legal_moves();
        let Some(&m) = legal.choose(&mut rng) else {
            break;
        };
        let mover = pos.turn();
        let san = San::from_move(&pos, m);
        let mut offered = |t: &mut NoPegs, rng: &mut StdRng, side| {
            let text = offer(rng, language, side);
            t.typed(&text);
            offers.push((text, t.said.last().cloned()));
        };
        if i == at
            && let When::BeforeMove { corrected } = when
        {
            if corrected {
                offered(&mut t, &mut rng, None);
            }
            offered(&mut t, &mut rng, Some(mover));
        }
        t.typed(&m.to_uci(CastlingMode::Standard).to_string());
        if i == at
            && let When::InHand { named } = when
        {
            offered(&mut t, &mut rng, named.then_some(mover));
        }
        t.event(Event::Command(Command::Press));
        if i == at
            && let When::AfterPress { named } = when
        {
            offered(&mut t, &mut rng, named.then_some(mover));
        }
        if i == at {
            let (text, said) = offers.last().expect("offered").clone();
            assert_eq!(
                said,
                Some(Phrase::DrawOfferNoted(mover)),
                "seed {seed} {language} {when:?} '{text}': the offerer named as noted ({offers:?})"
            );
        }
        moves.push(san);
        pos.play_unchecked(m);
    }
    if t.session.ending().is_some() {
        return;
    }
    assert_eq!(
        movetext(&t).trim(),
        expected(&Chess::default(), &moves, at, "*"),
        "seed {seed} {language} {when:?}: {offers:?}\n{:?}",
        t.said
    );
}

#[test]
fn a_draw_offer_lands_on_the_offerers_move_however_and_whenever_it_is_made() {
    for seed in 0..300 {
        case(seed);
    }
}

#[test]
fn typed_draw_with_a_side_names_the_offerer() {
    let mut t = NoPegs::table_three(SessionConfig::new(Chess::default()));
    t.typed("e4");
    t.event(Event::Command(Command::Press));
    t.event(Event::Command(Command::OfferDraw(None)));
    assert_eq!(t.said.last(), Some(&Phrase::DrawOfferNoted(Color::White)));
    t.event(Event::Command(Command::OfferDraw(Some(Color::Black))));
    assert_eq!(t.said.last(), Some(&Phrase::DrawOfferNoted(Color::Black)));
    t.typed("e5");
    t.event(Event::Command(Command::Press));
    assert_eq!(movetext(&t).trim(), "1. e4 e5 {(=)} *");
}
