//! Chess960 (issue 24, Guideline II), the ground it stands on: every start by its number, and games from all
//! 960 starts (castling on both sides wherever it is legal) written as PGN with `Variant`, `SetUp` and `FEN`
//! and read back to the same moves, and a journal header that keeps Chess960 castling.

use pegchess::game::chess960::{StartNumber, is_chess960};
use pegchess::game::generated::castling_game;
use pegchess::game::pgn::{self, PgnProblem, PgnTags, to_pgn};
use pegchess::game::record::{Completion, Record};
use pegchess::session::SessionConfig;
use pegchess::session::header::JournalHeader;
use shakmaty::{Bitboard, Chess, Move, Position, Square};
use std::time::Duration;

#[test]
fn games_from_every_start_round_trip_through_pgn_with_their_castling() {
    let mut castled = 0;
    for n in StartNumber::all() {
        let start = n.position();
        let moves = castling_game(&start, 30, u64::from(n.get()));
        castled += moves.iter().filter(|m| m.is_castle()).count();
        let mut record = Record::new(start.clone());
        let mut pos = start.clone();
        for m in &moves {
            record.push_move(&pos, *m, Duration::ZERO, Completion::Answer);
            pos.play_unchecked(*m);
        }
        let text = to_pgn(&record, &PgnTags::default());
        assert!(text.contains("[Variant \"Chess960\"]"), "{n}: {text}");
        let read = pgn::read_games(text.as_bytes());
        let game = read[0]
            .as_ref()
            .unwrap_or_else(|e| panic!("start {n}: {e}\n{text}"));
        assert!(is_chess960(&game.start), "start {n}");
        assert_eq!(game.start, start, "start {n}");
        assert_eq!(game.moves, moves, "start {n}: {text}");
    }
    assert!(castled > 900, "castling was played {castled} times");
}

#[test]
fn a_chess960_game_without_its_fen_is_refused_and_the_variant_decides_the_castling() {
    let read = pgn::read_games(b"[Variant \"Chess960\"]\n\n1. e4 *\n");
    assert!(matches!(&read[0], Err(e) if e.reason == PgnProblem::Chess960WithoutFen));
    // The usual start, played as Chess960: castling is king-takes-rook there.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let text = format!(
        "[Variant \"Chess960\"]\n[FEN \"{fen}\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n"
    );
    let game = pgn::read_games(text.as_bytes()).remove(0).unwrap();
    assert!(is_chess960(&game.start));
    assert!(game.moves[6].is_castle());
}

#[test]
fn a_journal_header_keeps_chess960_castling() {
    let start = StartNumber::new(3).unwrap().position();
    let mut config = SessionConfig::new(start.clone());
    // BQNNRKRB: the king on f1 castles with the rook beside it on g1, at once.
    config.moves = castling_game(&start, 1, 0);
    assert!(config.moves[0].is_castle(), "{:?}", config.moves);
    let header = JournalHeader::new(&config, Vec::new(), 0);
    assert!(header.chess960);
    let json = serde_json::to_string(&header).unwrap();
    let back: JournalHeader = serde_json::from_str(&json).unwrap();
    let again = back.config().unwrap();
    assert!(is_chess960(&again.start));
    assert_eq!(again.moves, config.moves);
    // A standard game's header does not mention it.
    let standard = JournalHeader::new(&SessionConfig::new(Chess::default()), Vec::new(), 0);
    assert!(
        !serde_json::to_string(&standard)
            .unwrap()
            .contains("chess960")
    );
}

/// The start `n` with nothing between the kings and rooks (the other back-rank pieces taken off), so both
/// sides can castle at once.
pub(crate) fn open_back_rank(n: StartNumber) -> Chess {
    let rank: String = n
        .back_rank()
        .iter()
        .map(|r| match r {
            shakmaty::Role::King => 'K',
            shakmaty::Role::Rook => 'R',
            _ => '1',
        })
        .collect();
    let rooks: Vec<char> = n
        .back_rank()
        .iter()
        .enumerate()
        .filter(|(_, r)| **r == shakmaty::Role::Rook)
        .map(|(i, _)| char::from(b'A' + i as u8))
        .collect();
    let castling: String = rooks
        .iter()
        .chain(rooks.iter())
        .enumerate()
        .map(|(i, c)| if i < 2 { *c } else { c.to_ascii_lowercase() })
        .collect();
    let fen = format!(
        "{}/pppppppp/8/8/8/8/PPPPPPPP/{rank} w {castling} - 0 1",
        rank.to_lowercase()
    );
    pgn::position_from_fen_in(&fen, shakmaty::CastlingMode::Chess960)
        .unwrap_or_else(|e| panic!("{n}: {e}"))
}

/// Every order a hand can castle in on the pegs: one piece at a time (king first or rook first) where the
/// first does not land on the other's square, or both in the hand, lifted and put down in either order; a
/// piece that stays on its square touched or not.
pub(crate) fn castling_orders(
    king: (Square, Square),
    rook: (Square, Square),
) -> Vec<(Vec<(Square, bool)>, bool)> {
    let mut orders = Vec::new();
    for touch_still in [false, true] {
        let pieces: Vec<(Square, Square)> = [king, rook]
            .into_iter()
            .filter(|(from, to)| from != to || touch_still)
            .collect();
        for reversed in [false, true] {
            let mut p = pieces.clone();
            if reversed {
                p.reverse();
            }
            if p.len() < 2 || p[0].1 != p[1].0 {
                let order = p.iter().flat_map(|(f, t)| [(*f, false), (*t, true)]);
                orders.push((order.collect(), false));
            }
            if p.len() == 2 {
                for put_reversed in [false, true] {
                    let mut puts = p.clone();
                    if put_reversed {
                        puts.reverse();
                    }
                    let mut order: Vec<(Square, bool)> =
                        p.iter().map(|(f, _)| (*f, false)).collect();
                    order.extend(puts.iter().map(|(_, t)| (*t, true)));
                    orders.push((order, true));
                }
            }
        }
    }
    orders
}

#[test]
fn castling_in_every_order_from_every_start_is_read_as_castling() {
    use pegchess::inference::{Reading, Tracker};
    let (mut read, mut asked, mut cases) = (0, 0, 0);
    for n in StartNumber::all() {
        let pos = open_back_rank(n);
        for castle in pos.legal_moves().into_iter().filter(|m| m.is_castle()) {
            let Move::Castle { king, rook } = castle else {
                unreachable!()
            };
            let [k, r] = pegchess::board::castling::castling_pegs(king, rook);
            for (order, both_in_hand) in castling_orders(k, r) {
                cases += 1;
                let mut tracker = Tracker::new(pos.clone());
                let mut holes = pos.board().occupied();
                for (i, (square, put)) in order.iter().enumerate() {
                    if *put {
                        holes |= Bitboard::from_square(*square);
                    } else {
                        holes &= !Bitboard::from_square(*square);
                    }
                    tracker.sense(holes, Duration::from_millis(300 * (i as u64 + 1)), false);
                }
                match tracker.read() {
                    Reading::Move(m) if m == castle => read += 1,
                    // Where the hand held both pieces, the pegs cannot tell castling from another reading:
                    // the program asks, and castling is among what it asks about.
                    Reading::Ambiguous(ms) if both_in_hand && ms.contains(&castle) => asked += 1,
                    other => panic!("start {n}, {castle:?}, hands {order:?}: read {other:?}"),
                }
            }
        }
    }
    assert!(cases > 10_000, "{cases} cases");
    eprintln!("castling orders: {cases} cases, {read} read, {asked} asked");
    // One piece at a time is always read; only both pieces in the hand may be asked about.
    assert!(read * 2 > cases, "{read} of {cases} read without asking");
}

#[test]
fn chess960_castling_is_named_by_its_side_and_the_long_form_says_where_king_and_rook_went() {
    use pegchess::notation::Language;
    use pegchess::phonetic::{Form, Scheme};
    use pegchess::speech::{Phrase, Renderer};
    let pos = open_back_rank(StartNumber::new(0).unwrap());
    // BBQNNRKR with the back rank open: king g1, rooks f1 and h1.
    let castles: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.is_castle())
        .collect();
    let long = castles
        .iter()
        .find(|m| m.castling_side() == Some(shakmaty::CastlingSide::QueenSide))
        .unwrap();
    let say = |language, form| {
        Renderer::new(language, Scheme::Fide, form)
            .render(&Phrase::move_in(&pos, *long))
            .to_string()
    };
    assert_eq!(say(Language::De, Form::Short), "Lange Rochade");
    let german = say(Language::De, Form::Long);
    assert!(
        german.starts_with("Lange Rochade, König Cesar eins, Turm David eins"),
        "{german}"
    );
    let english = say(Language::En, Form::Long);
    // The FIDE scheme's words are the same at every table (D.2.2).
    assert_eq!(english, german);
    let plain = Renderer::new(Language::En, Scheme::Plain, Form::Long)
        .render(&Phrase::move_in(&pos, *long))
        .to_string();
    assert_eq!(plain, "Queenside castling, king c1, rook d1");
    // The usual castling is said by its name alone, in every form.
    let standard = Chess::default();
    let mut pos = standard.clone();
    for uci in ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"] {
        let m = uci
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        pos.play_unchecked(m);
    }
    let castle = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.is_castle())
        .unwrap();
    let said = Renderer::new(Language::De, Scheme::Fide, Form::Long)
        .render(&Phrase::move_in(&pos, castle))
        .to_string();
    assert_eq!(said, "Kurze Rochade");
}

#[test]
fn play_starts_a_chess960_game_from_its_back_rank_and_journals_it() {
    use std::io::Write;
    let data = tempfile::tempdir().expect("tempdir");
    let mut game = crate::support::private(data.path())
        .args(["--locale", "de", "--notation", "de"])
        .args(["play", "--simulate", "--chess960", "LDSSTKTL"])
        .spawn();
    let games = data.path().join("pegchess/games");
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    let journal = loop {
        let found = std::fs::read_dir(&games).ok().and_then(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .find(|p| p.extension().is_some_and(|x| x == "journal"))
        });
        match found {
            Some(p) => break p,
            None if std::time::Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(100))
            }
            None => panic!("no journal in {}", games.display()),
        }
    };
    std::thread::sleep(Duration::from_millis(500));
    game.stdin.as_mut().unwrap().write_all(b"q\n").unwrap();
    let out = crate::support::output_within(game);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("\"chess960\":true"), "{text}");
    assert!(text.contains("/BQNNRKRB w"), "{text}");
    // A start that is none is refused with what to give instead.
    let (ok, _, stderr) =
        crate::support::pegchess(&["play", "--simulate", "--chess960", "RKRBNBNQ"]);
    assert!(!ok && stderr.contains("no Chess960 back rank"), "{stderr}");
}

#[test]
fn the_start_is_confirmed_file_by_file_on_request() {
    use pegchess::notation::Language;
    use pegchess::phonetic::{Form, Scheme};
    use pegchess::session::{Command, Effect, Event, Query, Session};
    use pegchess::speech::{Phrase, Renderer};
    use pegchess::ui::typed::{Key, parse};
    assert!(matches!(
        parse("start"),
        Ok(Key::Command(Command::Ask(Query::Start)))
    ));
    let start = StartNumber::new(3).unwrap().position();
    let mut session = Session::new(SessionConfig::new(start));
    let said: Vec<Phrase> = session
        .handle(
            Event::Command(Command::Ask(Query::Start)),
            Duration::from_secs(1),
        )
        .into_iter()
        .filter_map(|e| match e {
            Effect::Say(p) => Some(p),
            _ => None,
        })
        .collect();
    let read = said
        .iter()
        .find(|p| matches!(p, Phrase::BackRank(_)))
        .unwrap_or_else(|| panic!("{said:?}"));
    let german = Renderer::new(Language::De, Scheme::Fide, Form::Long)
        .render(read)
        .to_string();
    // File by file (the rank is the first), within 25 words.
    assert!(
        german.contains("Anna Läufer") && german.contains("Hector Läufer"),
        "{german}"
    );
    assert!(
        german.contains("Felix König") && german.contains("Bella Dame"),
        "{german}"
    );
    assert!(
        german.split_whitespace().count() <= pegchess::speech::MOST_WORDS,
        "{german}"
    );
}

#[test]
fn the_start_words_are_heard_and_typed_in_every_language() {
    // The words of tests/voice/understand.rs, said and typed, read the start's back rank as `start` does.
    use crate::support::Table;
    use crate::voice::understand::words_asking;
    use pegchess::notation::Language;
    use pegchess::session::{Command, Event, Query};
    use pegchess::speech::Phrase;
    use pegchess::ui::typed::{Key, parse};
    let start = StartNumber::new(3).unwrap().position();
    for &language in Language::ALL {
        let words = words_asking(language, Query::Start);
        assert!(words.len() >= 2, "{language}");
        let mut t = Table::in_locale(start.clone(), language);
        let asked = t.answers(Event::Command(Command::Ask(Query::Start)));
        assert!(
            matches!(asked.as_slice(), [Phrase::BackRank(_)]),
            "{language}: {asked:?}"
        );
        for &word in &words {
            let heard = t.answers(Event::Heard(word.into()));
            assert_eq!(heard, asked, "{language}: heard '{word}'");
            let Ok(Key::Command(command)) = parse(word) else {
                panic!("{language}: typed '{word}' is no command");
            };
            let typed = t.answers(Event::Command(command));
            assert_eq!(typed, asked, "{language}: typed '{word}'");
        }
    }
}

// Chess960 on the boards: the e-board and the pegs.
mod boards;
mod pegs;
