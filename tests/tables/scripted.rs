//! Table 2 through the live loop in the script's simulated time (`live::script`): a whole corpus game made on
//! the sighted player's e-board by textbook and by noisy hands, White's moves announced by the blind player;
//! the loop journals every event, the session makes the record from the e-board, and the score sheet written
//! to disk is the game. The hands' pauses and the holds on the e-board's moves pass in the script's time, so a
//! game of minutes plays in moments. The same table through the real binary and its e-board link is played by
//! `demo --no-pegs` (`binary.rs`) and, killed and resumed, in every language (`interrupted.rs`).

use pegchess::board::dgt::hands::PieceHands;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::link::LinkEvent;
use pegchess::game::pgn;
use pegchess::live::script::Script;
use pegchess::live::{self, GameFiles};
use pegchess::session::{Command, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use pegchess::speech::phrases::phrase::Presence;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The events of `moves` played at table 2 from the start, each at its time: no peg board, the e-board
/// connected with its dump; White's moves announced in SAN before the hands make them; every move made on the
/// e-board by `hands`, their pauses times `pace`, half a second of thought after each.
fn table_two(moves: &[Move], hands: &mut PieceHands, pace: f64) -> Vec<(Duration, Event)> {
    let mut pos = Chess::default();
    let mut board = pos.board().clone();
    let mut at = Duration::ZERO;
    let shown = |board: &shakmaty::Board, dump| {
        let board = board.clone();
        Event::Sighted(DgtEvent::Position { board, dump })
    };
    let mut events = vec![
        (at, Event::Board(LinkEvent::Missing { looking: false })),
        (
            at,
            Event::Sighted(DgtEvent::Connected {
                port: "/dev/pty-test".into(),
                serial: "1".into(),
                version: "1.0".into(),
            }),
        ),
        (at, shown(&board, true)),
    ];
    for m in moves {
        if pos.turn() == Color::White {
            let san = SanPlus::from_move(pos.clone(), *m).to_string();
            at += Duration::from_millis(50);
            events.push((at, Event::Command(Command::Typed(san))));
        }
        for step in hands.steps(&pos, m) {
            at += Duration::from_millis((step.pause.as_millis() as f64 * pace) as u64);
            step.action.apply(&mut board);
            events.push((at, shown(&board, false)));
        }
        at += Duration::from_millis(500);
        pos.play_unchecked(*m);
    }
    events
}

/// Plays `events` through the live loop into a game's files in `dir`: the session, every phrase said, and the
/// score sheet's path.
fn played(
    dir: &std::path::Path,
    events: Vec<(Duration, Event)>,
) -> (Session, Vec<Phrase>, std::path::PathBuf) {
    let config = SessionConfig::new(Chess::default());
    let mut files = GameFiles::create(dir, "game", &config, None, vec![]).unwrap();
    let (_tx, rx) = std::sync::mpsc::channel();
    let stop = AtomicBool::new(false);
    let mut session = Session::new(config);
    let mut said = Vec::new();
    let mut say = |p: &Phrase| said.push(p.clone());
    let game = live::Game {
        script: Some(Script::new(events)),
        ..live::Game::new(
            // No console lines: the test reads the phrases and the files.
            live::Sources::new(&rx, &stop).phrases_alone(),
            &mut files,
            &mut say,
        )
    };
    live::run(&mut session, game).expect("the game plays to its end");
    (session, said, files.pgn.clone())
}

#[test]
fn table_two_the_eboard_records_a_whole_corpus_game_with_textbook_and_noisy_hands() {
    // The corpus's shortest game of at least 20 plies (Mamedyarov - Caruana, the demo's), whole.
    let text = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/demo.pgn")).unwrap();
    let game = pgn::read_games(&text).into_iter().next().unwrap().unwrap();
    let moves = &game.moves;
    for (hands, mut hands_of) in [
        ("textbook", PieceHands::clean()),
        ("noisy", PieceHands::seeded(7)),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (session, said, pgn) = played(dir.path(), table_two(moves, &mut hands_of, 0.5));
        let table = Phrase::Table {
            pegs: Presence::Absent,
            eboard: Presence::Connected,
        };
        assert!(said.contains(&table), "{hands}: {said:?}");
        assert_eq!(
            session.record().moves().len(),
            moves.len(),
            "{hands}: {said:?}"
        );
        // The score sheet on disk is the game.
        let sheet = std::fs::read(pgn).expect("the score sheet");
        let written = pgn::read_games(&sheet).into_iter().next().unwrap().unwrap();
        assert_eq!(written.moves, *moves, "{hands}: {said:?}");
        // White's moves were said back as announced; every one of Black's is said as the e-board shows it.
        let announced = said
            .iter()
            .filter(|p| matches!(p, Phrase::Announced(_)))
            .count();
        assert_eq!(announced, moves.len().div_ceil(2), "{hands}: {said:?}");
        let mut pos = Chess::default();
        for m in moves {
            if pos.turn() == Color::Black {
                let move_said = Phrase::move_in(&pos, *m);
                assert!(
                    said.contains(&move_said),
                    "{hands}: {move_said:?} never said: {said:?}"
                );
            }
            pos.play_unchecked(*m);
        }
        // Nothing was said to differ: the e-board showed the game throughout.
        assert!(
            !said.iter().any(|p| matches!(
                p,
                Phrase::SightedDiffers { .. } | Phrase::SightedBoardWrong { .. }
            )),
            "{hands}: {said:?}"
        );
    }
}
