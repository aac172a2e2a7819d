//! The hot paths' work for counting instructions (`scripts/counted`, under valgrind's callgrind): each path is
//! one `#[inline(never)]` function named `counted_<path>`, run once with its inputs made before it, so that
//! callgrind's `--toggle-collect` counts that work alone. Counts do not depend on the machine's load, so a
//! check can compare them with a committed baseline (`benches/counted.baseline`) where a timed test could not.
//!
//! `counted [PATH...]` runs the named paths (all when none is named) and prints what each produced, so that a
//! path that did no work shows.

use pegchess::board::dgt::dgt3000::ClockSide;
use pegchess::board::dgt::protocol::Command as DgtCommand;
use pegchess::board::peg::hands::Noise;
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::OccupancyKind;
use pegchess::game::journal::Journal;
use pegchess::game::pgn;
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::relay::bridge::Bridge;
use pegchess::relay::livechess::{self, Incoming};
use pegchess::session::Event;
use pegchess::session::rehearsal::{DirectBoard, Rehearsal};
use pegchess::speech::Phrase;
use pegchess::speech::phrases::move_words::SpokenMove;
use pegchess::speech::rendering::fluent::Renderer;
use pegchess::sync::compare::{Observed, Rules, compare};
use pegchess::sync::decision::Blind;
use pegchess::sync::scoresheet::read_pgn;
use pegchess::words::{Reader, Understood};
use shakmaty::{Bitboard, Board, Chess, Square};
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus");

/// The paths, by the name `scripts/counted` and the baseline give them.
const PATHS: [&str; 5] = [
    "inference",
    "three_sheets",
    "journal_append",
    "relay_event",
    "announcement",
];

fn main() {
    let asked: Vec<String> = std::env::args().skip(1).collect();
    if asked.iter().any(|a| a == "--list") {
        PATHS.iter().for_each(|p| println!("{p}"));
        return;
    }
    for path in PATHS {
        if asked.is_empty() || asked.iter().any(|a| a == path) {
            println!("{path}: {}", run(path));
        }
    }
}

/// Makes the path's inputs, runs its counted function once, and says what it produced.
fn run(path: &str) -> String {
    match path {
        "inference" => {
            let games = corpus_slice();
            let (moves, recovered) = counted_inference(&games);
            assert_eq!(recovered, moves, "every move of the slice recovered");
            format!("{recovered} of {moves} moves recovered")
        }
        "three_sheets" => {
            let (agreed, ground) = counted_three_sheets(black_box(SHEETS));
            format!("sheets agree through {agreed} half-moves ({ground})")
        }
        "journal_append" => {
            let dir = std::env::temp_dir().join(format!("pegchess-counted-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            let mut journal =
                Journal::create(&dir.join("game.journal"), &"counted").expect("a journal in temp");
            let event = Event::Board(LinkEvent::Holes {
                holes: Bitboard::from_square(Square::E4),
                kind: OccupancyKind::Change,
            });
            counted_journal_append(&mut journal, &event);
            let size = std::fs::metadata(journal.path()).map(|m| m.len());
            drop(journal);
            let _ = std::fs::remove_dir_all(&dir);
            format!("journal of {} bytes", size.unwrap_or(0))
        }
        "relay_event" => {
            let now = Instant::now();
            let mut bridge = Bridge::new(ClockSide::Left);
            bridge.link_up(Some(&Board::default()), None, now);
            bridge.on_serial(
                &[DgtCommand::Version.byte(), DgtCommand::UpdateNice.byte()],
                now,
            );
            let text = feed("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
            let bytes = counted_relay_event(&mut bridge, &text, now);
            assert!(!bytes.is_empty(), "the board dump sent");
            format!("{} bytes to the player's line", bytes.len())
        }
        "announcement" => {
            let reader = Reader::new(Scheme::Fide, Language::De, Language::De);
            let renderer = Renderer::new(Language::De, Scheme::Fide, Form::Short);
            let pos = Chess::default();
            // The sound table is worked out on first use, once a game: not each announcement's work.
            let _ = reader.read("Bauer Eva vier", &pos);
            let said = counted_announcement(&reader, &renderer, "Springer Felix drei", &pos);
            assert!(!said.is_empty(), "the move said back");
            said
        }
        other => panic!("no path {other}: {PATHS:?}"),
    }
}

/// A slice of the corpus: every game of two files (the whole corpus would take minutes under callgrind;
/// these are 17 games, 1,203 half-moves).
fn corpus_slice() -> Vec<pgn::PgnGame> {
    ["Tarrasch7games.pgn", "lcc2016-dgt-clocks-sample.pgn"]
        .iter()
        .flat_map(|f| pgn::read_file(&Path::new(CORPUS).join(f)).expect("the corpus"))
        .flatten()
        .collect()
}

/// Every move of `games` made by noisy hands (seeded), read by inference and recorded by the session.
#[inline(never)]
fn counted_inference(games: &[pgn::PgnGame]) -> (usize, usize) {
    let (mut moves, mut recovered) = (0, 0);
    let mut board = DirectBoard::default();
    for (i, g) in games.iter().enumerate() {
        let mut noise = Noise::seeded(1_000_003 + i as u64);
        let settle = Duration::from_millis(2500);
        let r = Rehearsal::replay(&mut board, &g.start, &g.moves, &mut noise, settle)
            .unwrap_or_else(|e| match e {});
        moves += r.moves;
        recovered += r.recovered;
    }
    (moves, recovered)
}

/// The record, the sighted player's sheet and the blind player's sheet of a 30-move game, where the sighted
/// sheet has another 19th move for Black.
const SHEETS: [&str; 3] = [
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 \
     11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 h5 \
     20. Bg5 Be7 21. Ra3 Qc7 22. Rea1 Rab8 23. axb5 axb5 24. Ra7 Rec8 25. Bh6 Bf8 26. Qe3 Nfd7 27. Bxf8 Kxf8 \
     28. Nf5 Bc8 29. Ng5 f6 30. Nh7+ Kg8",
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 \
     11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 Kh7 \
     20. Bg5 Be7",
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 \
     11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 h5",
];

/// The three sheets read from their text and decided (D.2.9). No closure here: callgrind's toggle would
/// switch counting off again inside it (its name begins with this function's).
#[inline(never)]
fn counted_three_sheets(texts: [&str; 3]) -> (usize, String) {
    let record = read_sheet(texts[0]);
    let sighted = read_sheet(texts[1]);
    let blind = read_sheet(texts[2]);
    let blind = Blind {
        sheet: &blind,
        gap: None,
    };
    let decided = compare(
        &record,
        &sighted,
        Some(blind),
        &Observed::default(),
        &Rules::default(),
    )
    .expect("one start");
    (
        decided.decision.agreed,
        format!("{:?}", decided.decision.ground),
    )
}

/// A sheet read from its text in English letters.
fn read_sheet(text: &str) -> pegchess::sync::scoresheet::Sheet {
    read_pgn(text, Language::En, None).expect("a sheet")
}

/// One entry journaled: encoded, checksummed, written and synced (the instructions in this process; the
/// kernel's write and fsync are not counted).
#[inline(never)]
fn counted_journal_append(journal: &mut Journal, event: &Event) {
    journal
        .append(Duration::from_millis(61_234), event)
        .expect("the journal takes the line");
}

/// A LiveChess feed event with the board showing `placement`.
fn feed(placement: &str) -> String {
    format!(
        r#"{{"response":"feed","id":1,"param":{{"serialnr":"1","flipped":false,"board":"{placement}","clock":{{"white":5390,"black":5400,"run":false}}}},"time":1}}"#
    )
}

/// One LiveChess event read and passed on as the DGT board's bytes.
#[inline(never)]
fn counted_relay_event(bridge: &mut Bridge, text: &str, now: Instant) -> Vec<u8> {
    let Ok(Incoming::Feed(feed)) = livechess::read(text) else {
        panic!("a feed event")
    };
    bridge.on_feed(&feed, now)
}

/// An announcement's words read as a move, and the move's phrase made into the words said back.
#[inline(never)]
fn counted_announcement(reader: &Reader, renderer: &Renderer, words: &str, pos: &Chess) -> String {
    let Understood::Move(mv) = reader.read(words, pos) else {
        panic!("'{words}' read as one move")
    };
    let spoken = SpokenMove::new(pos, mv);
    let phrase = Phrase::Move {
        mover: spoken.mover,
        san: spoken.san,
        mv,
    };
    renderer.render(&phrase).text()
}
