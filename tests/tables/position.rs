//! The whole position read rank by rank (issue 34), where nothing reads the blind player's own board: one rank
//! an ask from the player's side, the next on the next ask, the first again after the last, and from the first
//! after a move or any other command; typed (`position`, `b`, the key `6`) and said in every language. Sans-IO.

use super::session::NoPegs;
use crate::speech::support::{combinations, render_clean};
use crate::voice::understand::words_asking;
use pegchess::board::dgt::hands::PieceHands;
use pegchess::config::Orientation;
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::{Command, Event, Query, SessionConfig};
use pegchess::speech::{Phrase, Renderer};
use pegchess::ui::typed::{self, Key};
use shakmaty::{Chess, Color, File, Move, Piece, Position, Rank, Role, Square};
use std::time::Duration;

/// A table with no board at all (table 3), the session set up by `config`.
fn table_three(config: SessionConfig) -> NoPegs {
    NoPegs::table_three(config)
}

/// Table 3 after 1. e4 e5, each move announced and completed by the press.
fn after_e4_e5(config: SessionConfig) -> NoPegs {
    let mut t = table_three(config);
    for san in ["e4", "e5"] {
        t.typed(san);
        t.event(Event::Command(Command::Press));
    }
    assert_eq!(t.record().len(), 2, "{:?}", t.said);
    t
}

/// What the session says to one event, and only that.
fn answers(t: &mut NoPegs, e: Event) -> Vec<Phrase> {
    let n = t.said.len();
    t.event(e);
    t.said[n..].to_vec()
}

/// Asks for the position once: the one phrase said.
fn ask(t: &mut NoPegs) -> Phrase {
    let said = answers(t, Event::Command(Command::Ask(Query::Position)));
    match said.as_slice() {
        [p] => p.clone(),
        other => panic!("one phrase expected: {other:?}"),
    }
}

/// The rank a position phrase says.
fn rank_of(p: &Phrase) -> Rank {
    match p {
        Phrase::PositionRank { rank, .. } => *rank,
        other => panic!("no rank of the position: {other:?}"),
    }
}

fn piece(c: char) -> Piece {
    Piece::from_char(c).unwrap()
}

/// The pieces of one rank written as FEN writes a rank ("RNBQKBNR", "4P3"): for the expected phrases.
fn rank_of_fen(rank: Rank, fen: &str) -> Phrase {
    let mut pieces = Vec::new();
    let mut file = 0u32;
    for c in fen.chars() {
        match c.to_digit(10) {
            Some(n) => file += n,
            None => {
                pieces.push((Square::from_coords(File::new(file), rank), piece(c)));
                file += 1;
            }
        }
    }
    assert_eq!(file, 8, "{fen}");
    Phrase::PositionRank { rank, pieces }
}

fn english(p: &Phrase) -> String {
    render_clean(&Renderer::new(Language::En, Scheme::Plain, Form::Short), p)
}

#[test]
fn after_e4_e5_eight_asks_read_the_ranks_from_whites_first_and_a_ninth_starts_again() {
    let mut t = after_e4_e5(SessionConfig::new(Chess::default()));
    let expected = [
        "RNBQKBNR", "PPPP1PPP", "8", "4P3", "4p3", "8", "pppp1ppp", "rnbqkbnr",
    ];
    for (i, fen) in expected.iter().enumerate() {
        let said = ask(&mut t);
        assert_eq!(said, rank_of_fen(Rank::ALL[i], fen), "ask {}", i + 1);
    }
    // Empty ranks are said in three words.
    let third = Phrase::position_rank(t.session.position(), Rank::Third);
    assert_eq!(english(&third), "Rank 3: empty");
    assert_eq!(
        english(&rank_of_fen(Rank::Fourth, "4P3")),
        "Rank 4, white: e4 pawn"
    );
    assert_eq!(
        english(&rank_of_fen(Rank::First, "RNBQKBNR")),
        "Rank 1, white: a1 rook, b1 knight, c1 bishop, d1 queen, e1 king, f1 bishop, g1 knight and h1 rook"
    );
    // After the eighth rank, the first again, and on.
    assert_eq!(ask(&mut t), rank_of_fen(Rank::First, "RNBQKBNR"));
    assert_eq!(rank_of(&ask(&mut t)), Rank::Second);
}

#[test]
fn a_completed_move_or_another_command_starts_the_reading_from_the_first_rank() {
    let mut t = after_e4_e5(SessionConfig::new(Chess::default()));
    for rank in [Rank::First, Rank::Second, Rank::Third] {
        assert_eq!(rank_of(&ask(&mut t)), rank);
    }
    // 2. Nf3, announced and pressed: the new position is read from the first rank.
    t.typed("Nf3");
    t.event(Event::Command(Command::Press));
    assert_eq!(t.record().len(), 3);
    let first = ask(&mut t);
    assert_eq!(first, rank_of_fen(Rank::First, "RNBQKB1R"));
    assert_eq!(ask(&mut t), rank_of_fen(Rank::Second, "PPPP1PPP"));
    assert_eq!(ask(&mut t), rank_of_fen(Rank::Third, "5N2"));
    // Another question, a repeat, or words that are no query: the reading starts again.
    for other in [
        Event::Command(Command::Ask(Query::Times)),
        Event::Command(Command::Repeat),
        Event::Command(Command::Typed("xyzzy".into())),
        Event::Heard("hello".into()),
    ] {
        let going_on = rank_of(&ask(&mut t));
        assert_ne!(going_on, Rank::First, "before {other:?}");
        t.event(other.clone());
        assert_eq!(rank_of(&ask(&mut t)), Rank::First, "after {other:?}");
        assert_eq!(rank_of(&ask(&mut t)), Rank::Second, "after {other:?}");
    }
    // Ticks and the time passing are no command: the reading goes on.
    assert_eq!(rank_of(&ask(&mut t)), Rank::Third);
    t.wait(5000);
    t.event(Event::Tick);
    assert_eq!(rank_of(&ask(&mut t)), Rank::Fourth);
}

#[test]
fn at_table_two_a_move_made_on_the_eboard_starts_the_reading_again() {
    // The sighted player's move stands when the e-board shows it, with no command from the blind player.
    let mut t = NoPegs::new(Chess::default(), true);
    let mut hands = PieceHands::clean();
    let mut pos = Chess::default();
    let e4 = Move::Normal {
        role: Role::Pawn,
        from: Square::E2,
        capture: None,
        to: Square::E4,
        promotion: None,
    };
    t.typed("e4");
    t.hands(&hands.steps(&pos, &e4), 1.0);
    t.wait(3000);
    pos.play_unchecked(e4);
    assert_eq!(t.record(), vec![e4]);
    assert_eq!(rank_of(&ask(&mut t)), Rank::First);
    assert_eq!(rank_of(&ask(&mut t)), Rank::Second);
    let e5 = Move::Normal {
        role: Role::Pawn,
        from: Square::E7,
        capture: None,
        to: Square::E5,
        promotion: None,
    };
    t.hands(&hands.steps(&pos, &e5), 1.0);
    t.wait(3000);
    assert_eq!(t.record(), vec![e4, e5]);
    assert_eq!(ask(&mut t), rank_of_fen(Rank::First, "RNBQKBNR"));
}

#[test]
fn the_player_as_black_hears_the_eighth_rank_first() {
    let config = SessionConfig {
        orientation: Orientation::Black,
        ..SessionConfig::new(Chess::default())
    };
    let mut t = after_e4_e5(config);
    assert_eq!(t.session.player(), Some(Color::Black));
    let expected = [
        "rnbqkbnr", "pppp1ppp", "8", "4p3", "4P3", "8", "PPPP1PPP", "RNBQKBNR",
    ];
    for (i, fen) in expected.iter().enumerate() {
        let rank = Rank::ALL[7 - i];
        assert_eq!(ask(&mut t), rank_of_fen(rank, fen), "ask {}", i + 1);
    }
    assert_eq!(rank_of(&ask(&mut t)), Rank::Eighth);
}

#[test]
fn every_rank_of_the_position_is_said_in_under_25_words_in_every_language() {
    let mut phrases: Vec<Phrase> = Vec::new();
    let mut t = after_e4_e5(SessionConfig::new(Chess::default()));
    for _ in 0..8 {
        phrases.push(ask(&mut t));
    }
    // The longest ranks: eight pieces of both colours, alternating, and of one colour.
    let crowded = ["RnBqKbNr", "rNbQkBnR", "PpPpPpPp", "RRRRRRRR", "Q6k", "K7"];
    for fen in crowded {
        phrases.push(rank_of_fen(Rank::Fifth, fen));
    }
    for (language, scheme, form) in combinations() {
        let renderer = Renderer::new(language, scheme, form);
        for p in &phrases {
            let text = render_clean(&renderer, p);
            let words = text.split_whitespace().count();
            assert!(
                words < 25,
                "{language} {scheme} {form}: {words} words: {text}"
            );
        }
        // An empty rank: its name and one word.
        let empty = rank_of_fen(Rank::Third, "8");
        let text = render_clean(&renderer, &empty);
        assert!(
            text.split_whitespace().count() <= 3,
            "{language} {scheme} {form}: {text}"
        );
    }
}

#[test]
fn the_typed_position_line_its_short_line_and_its_key_reach_the_session_as_the_query() {
    let asks = Ok(Key::Command(Command::Ask(Query::Position)));
    for line in ["position", "POSITION", " position ", "b", "B", "6"] {
        assert_eq!(typed::parse(line), asks, "'{line}'");
    }
    assert_eq!(
        typed::single('6'),
        Some(Key::Command(Command::Ask(Query::Position)))
    );
    // `b` is no single key: a pawn move on the b-file still opens a typed line.
    assert_eq!(typed::single('b'), None);
    assert_eq!(
        typed::parse("b4"),
        Ok(Key::Command(Command::Typed("b4".into())))
    );
    // Through the session: each typed ask says the next rank, whichever of the three.
    let mut t = after_e4_e5(SessionConfig::new(Chess::default()));
    for (i, line) in ["position", "b", "6", "position"].into_iter().enumerate() {
        let Ok(Key::Command(command)) = typed::parse(line) else {
            panic!("'{line}' is no command");
        };
        let said = answers(&mut t, Event::Command(command));
        assert_eq!(
            said,
            vec![Phrase::position_rank(t.session.position(), Rank::ALL[i])],
            "'{line}'"
        );
    }
}

#[test]
fn the_position_words_are_heard_and_typed_in_every_language() {
    for &language in Language::ALL {
        let words = words_asking(language, Query::Position);
        assert!(words.len() >= 2, "{language}: {words:?}");
        let config = SessionConfig {
            locale: language,
            ..SessionConfig::new(Chess::default())
        };
        let mut t = after_e4_e5(config);
        // Heard and typed, one after the other, each word says the next rank.
        let mut next = 0usize;
        for &word in &words {
            let heard = answers(&mut t, Event::Heard(word.into()));
            let typed = match typed::parse(word) {
                Ok(Key::Command(command)) => answers(&mut t, Event::Command(command)),
                other => panic!("{language}: typed '{word}' gave {other:?}"),
            };
            for said in [heard, typed] {
                let rank = Rank::ALL[next % 8];
                let want = Phrase::position_rank(t.session.position(), rank);
                assert_eq!(said, vec![want], "{language}: '{word}'");
                next += 1;
            }
        }
    }
}

#[test]
fn the_position_query_survives_the_journal_and_is_named_position() {
    use pegchess::game::journal::Journal;
    use pegchess::session::JournalHeader;
    use pegchess::session::rebuild::RecoveredGame;
    let event = Event::Command(Command::Ask(Query::Position));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.journal");
    let header = JournalHeader::new(&SessionConfig::new(Chess::default()), vec![], 7);
    let mut j = Journal::create(&path, &header).unwrap();
    j.append(Duration::from_millis(5), &event).unwrap();
    drop(j);
    let back: RecoveredGame = Journal::read(&path).unwrap();
    let read: Vec<Event> = back.entries.into_iter().map(|(_, e)| e).collect();
    assert_eq!(read, vec![event]);
    assert_eq!(Query::Position.to_string(), "position");
    assert_eq!(
        pegchess::words::Said::Ask(Query::Position).to_string(),
        "ask position"
    );
}
