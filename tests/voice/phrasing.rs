//! The phrasing round trip: every legal move of every corpus position, in every interface language
//! and scheme, said the way players say it (filler words, the long form "von ... nach", capture
//! words in the locale and in German, check and mate words, promotion as "Dame", "in Dame",
//! "wird Dame", "Umwandlung in Dame", castling either way round, en passant, hesitations and
//! `[unk]`), is read back as exactly that move, by voice and by typing alike (the test command checks a
//! seeded sample of the positions, `scripts/sweep` all of them).

use super::round_trip::corpus_positions;
use pegchess::notation::Language;
use pegchess::phonetic::{Scheme, Vocabulary};
use pegchess::words::cues::{Cue, cues};
use pegchess::words::{Reader, Understood};
use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Chess, Move, Position, Role, Square};

/// The words of each kind a reader of (scheme, locale) hears around the move words.
struct Around {
    captures: Vec<&'static str>,
    fillers: Vec<&'static str>,
    checks: Vec<&'static str>,
    mates: Vec<&'static str>,
    promotions: Vec<&'static str>,
    castles: Vec<(&'static str, CastlingSide)>,
    en_passant: Vec<&'static str>,
}

impl Around {
    fn new(vocab: Vocabulary) -> Around {
        let mut languages = vec![vocab.language()];
        if vocab.scheme() == Scheme::Fide {
            languages.push(Language::De);
        }
        // A word the scheme uses for a square or piece means that, not filler ("to" is 2 in Danish).
        let free = |w: &str| {
            w.split_whitespace().all(|p| {
                vocab.parse_file(p).is_none()
                    && vocab.parse_rank(p).is_none()
                    && vocab.parse_role(p).is_none()
            })
        };
        let mut a = Around {
            captures: vec![],
            fillers: vec![],
            checks: vec![],
            mates: vec![],
            promotions: vec![""],
            castles: vec![],
            en_passant: vec![],
        };
        for l in languages {
            for &(word, cue) in cues(l) {
                if !free(word) {
                    continue;
                }
                match cue {
                    Cue::Capture => a.captures.push(word),
                    Cue::Filler => a.fillers.push(word),
                    Cue::Check => a.checks.push(word),
                    Cue::Mate => a.mates.push(word),
                    Cue::Promotion => a.promotions.push(word),
                    Cue::Castle(side) => a.castles.push((word, side)),
                    Cue::EnPassant => a.en_passant.push(word),
                    _ => {}
                }
            }
        }
        a
    }
}

fn pick<T: Copy>(list: &[T], k: usize) -> T {
    list[k % list.len()]
}

/// One way of saying `m` in `pos`, the `k`th variant.
fn phrasing(pos: &Chess, m: Move, vocab: Vocabulary, a: &Around, k: usize) -> String {
    let square = |sq: Square| {
        let (f, r) = vocab.square(sq);
        format!("{f} {r}")
    };
    let san = SanPlus::from_move(pos.clone(), m);
    let mut words: Vec<String> = Vec::new();
    let hesitate = k % 5 == 3;
    if hesitate {
        words.push(pick(&a.fillers, k / 5).to_string());
    }
    match san.san {
        San::Castle(side) => {
            let fitting: Vec<&str> = a
                .castles
                .iter()
                .filter(|(_, s)| *s == side)
                .map(|(w, _)| *w)
                .collect();
            words.push(pick(&fitting, k).to_string());
        }
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let from = m.from().expect("a normal move has an origin");
            let long = k % 5 == 1;
            if role != Role::Pawn {
                words.push(vocab.role(role).to_string());
            }
            if long {
                words.push(pick(&a.fillers, k / 7).to_string());
                words.push(square(from));
            } else {
                if let Some(f) = file {
                    words.push(vocab.file(f).to_string());
                }
                if let Some(r) = rank {
                    words.push(vocab.rank(r).to_string());
                }
            }
            if capture && k % 5 != 4 {
                words.push(pick(&a.captures, k / 3).to_string());
            } else if k.is_multiple_of(2) {
                words.push(pick(&a.fillers, k / 11).to_string());
            }
            words.push(square(to));
            if m.is_en_passant() && k % 2 == 1 {
                words.push(pick(&a.en_passant, k / 2).to_string());
            }
            if let Some(p) = promotion {
                let word = pick(&a.promotions, k / 3);
                if !word.is_empty() {
                    words.push(word.to_string());
                }
                words.push(vocab.role(p).to_string());
            }
        }
        San::Put { .. } | San::Null => unreachable!("chess moves only"),
    }
    match san.suffix {
        Some(Suffix::Check) if !k.is_multiple_of(3) => words.push(pick(&a.checks, k).to_string()),
        Some(Suffix::Checkmate) if !k.is_multiple_of(3) => {
            words.push(pick(&a.mates, k).to_string())
        }
        _ => {}
    }
    if hesitate {
        words.push("[unk]".to_string());
    }
    words.join(" ")
}

#[test]
fn every_legal_move_said_every_way_is_read_back() {
    // One corpus position in fifteen in the test command (about 25 s of the 360 s of all of them).
    let sweep = crate::support::Sweep::new("phrasing");
    let positions = corpus_positions();
    let count = positions.len() / 15;
    let positions = sweep.sample(positions, count);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut combos = Vec::new();
    for &scheme in Scheme::ALL {
        for &language in Language::ALL {
            combos.push((scheme, language));
        }
    }
    let checked: usize = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (positions, combos) = (&positions, &combos);
                scope.spawn(move || {
                    let mut checked = 0;
                    for &(scheme, language) in combos.iter().skip(w).step_by(workers) {
                        let vocab = Vocabulary::new(scheme, language);
                        let reader = Reader::new(scheme, language, language);
                        let around = Around::new(vocab);
                        let mut k = 0;
                        for pos in positions {
                            for m in pos.legal_moves() {
                                let text = phrasing(pos, m, vocab, &around, k);
                                k += 1;
                                assert_eq!(
                                    reader.read(&text, pos),
                                    Understood::Move(m),
                                    "{scheme} {language}: {text:?} for {} in {}",
                                    San::from_move(pos, m),
                                    shakmaty::fen::Epd::from_position(
                                        pos,
                                        shakmaty::EnPassantMode::Legal
                                    )
                                );
                                checked += 1;
                            }
                        }
                    }
                    checked
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).sum()
    });
    let moves: usize = positions.iter().map(|p| p.legal_moves().len()).sum();
    assert_eq!(checked, moves * combos.len());
}

#[test]
fn every_kind_of_word_is_there_in_every_language() {
    for &scheme in Scheme::ALL {
        for &language in Language::ALL {
            let a = Around::new(Vocabulary::new(scheme, language));
            for (kind, n) in [
                ("capture", a.captures.len()),
                ("filler", a.fillers.len()),
                ("check", a.checks.len()),
                ("mate", a.mates.len()),
                ("promotion", a.promotions.len() - 1),
                ("castling", a.castles.len()),
                ("en passant", a.en_passant.len()),
            ] {
                assert!(n > 0, "{scheme} {language}: no {kind} word");
            }
        }
    }
}

#[test]
fn the_variants_are_what_players_say() {
    let pos = pegchess::game::pgn::position_from_fen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1")
        .unwrap();
    let vocab = Vocabulary::new(Scheme::Fide, Language::Hu);
    let a = Around::new(vocab);
    let reader = Reader::new(Scheme::Fide, Language::Hu, Language::Hu);
    let mut seen = std::collections::BTreeSet::new();
    for m in pos.legal_moves() {
        for k in 0..30 {
            let text = phrasing(&pos, m, vocab, &a, k);
            assert_eq!(reader.read(&text, &pos), Understood::Move(m), "{text}");
            seen.insert(text);
        }
    }
    for said in [
        "Eva schlägt David sechs",
        "Eva nimmt David sechs",
        "Eva x David sechs en passant",
        "Eva üt David sechs en passant ütés",
        "ra Eva fünf üt David sechs menet közbeni ütés",
        "Rochade kurz",
        "rövid sánc",
        "Bella acht in Dame",
        "Bella acht Umwandlung in Dame",
        "re Bella acht wird Dame",
        "Turm ról Anna eins re Anna drei",
        "ö kurze Rochade [unk]",
    ] {
        assert!(
            seen.contains(said),
            "{said} not among {} variants",
            seen.len()
        );
    }
}
