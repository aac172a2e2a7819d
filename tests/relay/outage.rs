//! Moves made on the sighted board alone while the broadcast link was away, generated over the corpus games: the
//! search from the record's position against every sequence of a few plies tried by brute force, and the table
//! (the session in simulated time) given the board back after one to six such plies. Exactly one sequence of the
//! fewest plies reaching the board is read as moves (the game's own, when it has that many); several are said
//! once, nothing recorded; no move is appended that does not follow the record.

use super::back::Table;
use crate::support::SimulatedTime;
use pegchess::board::dgt::link::DgtEvent;
use pegchess::inference::unseen::{MOST_PLIES, MOST_TRIED, Unseen, search, unseen};
use pegchess::speech::Phrase;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use shakmaty::{Board, Chess, Move, Position};

/// The corpus games from the usual start, as moves (none that a fivefold repetition ends early).
fn games() -> Vec<Vec<Move>> {
    crate::dgt::session::corpus_games(24)
        .into_iter()
        .filter(|g| g.start == Chess::default() && !super::campaign::fivefold(&g.moves))
        .map(|g| g.moves)
        .collect()
}

fn play(pos: &Chess, moves: &[Move]) -> Chess {
    let mut pos = pos.clone();
    for m in moves {
        pos.play_unchecked(*m);
    }
    pos
}

/// Every sequence of exactly `plies` from `pos` ending on `board` (each ply changes four squares at most).
fn every(pos: &Chess, board: &Board, plies: usize, path: &mut Vec<Move>, out: &mut Vec<Vec<Move>>) {
    if plies == 0 {
        if pos.board() == board {
            out.push(path.clone());
        }
        return;
    }
    let differ = (pos.board().occupied() | board.occupied())
        .into_iter()
        .filter(|&sq| pos.board().piece_at(sq) != board.piece_at(sq))
        .count();
    if differ > 4 * plies {
        return;
    }
    for m in pos.legal_moves() {
        let mut next = pos.clone();
        next.play_unchecked(m);
        path.push(m);
        every(&next, board, plies - 1, path, out);
        path.pop();
    }
}

/// A case: a corpus position and a random legal sequence from it.
struct Case {
    from: Chess,
    line: Vec<Move>,
}

fn cases(seed: u64, n: usize, most: usize) -> Vec<Case> {
    let games = games();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let game = &games[rng.random_range(0..games.len())];
        let from = play(&Chess::default(), &game[..rng.random_range(0..game.len())]);
        let plies = rng.random_range(1..=most);
        let mut pos = from.clone();
        let mut line = Vec::new();
        for _ in 0..plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[rng.random_range(0..legal.len())];
            pos.play_unchecked(m);
            line.push(m);
        }
        if pos.board() != from.board() && !line.is_empty() {
            out.push(Case { from, line });
        }
    }
    out
}

#[test]
fn the_search_reads_a_sequence_exactly_when_it_is_the_only_one_of_the_fewest_plies() {
    let sweep = crate::support::Sweep::new("relay::outage::search");
    // Up to three plies, every sequence is tried by brute force.
    let small = sweep.sample(cases(65, 400, 3), 40);
    for c in &small {
        let board = play(&c.from, &c.line).board().clone();
        let fewest = (1..=c.line.len()).find_map(|plies| {
            let mut found = Vec::new();
            every(&c.from, &board, plies, &mut Vec::new(), &mut found);
            (!found.is_empty()).then_some(found)
        });
        let fewest = fewest.expect("the line itself reaches the board");
        let expected = match fewest.as_slice() {
            [one] => Unseen::One(one.clone()),
            more => Unseen::Several {
                plies: more[0].len(),
            },
        };
        assert_eq!(unseen(&c.from, &board), expected, "{:?}", c.line);
    }
    // Four to six plies: a sequence read is the line itself when it has as many plies, and never none.
    let large = sweep.sample(cases(66, 300, 6), 30);
    let mut most_tried = 0;
    for c in large.iter().filter(|c| c.line.len() >= 4) {
        let board = play(&c.from, &c.line).board().clone();
        let s = search(&c.from, &board, MOST_PLIES, MOST_TRIED);
        most_tried = most_tried.max(s.tried);
        match s.found {
            Unseen::One(read) => {
                assert_eq!(play(&c.from, &read).board(), &board);
                assert!(read.len() <= c.line.len(), "{read:?} {:?}", c.line);
                if read.len() == c.line.len() {
                    assert_eq!(read, c.line);
                }
            }
            Unseen::Several { plies } => assert!(plies <= c.line.len()),
            Unseen::Unreached => panic!("{:?} unreached after {} tried", c.line, s.tried),
        }
    }
    eprintln!("most moves tried for a board four to six plies on: {most_tried}");
}

/// What the table recorded and said when the board came back after `alone` plies of `game` made on it alone.
fn back_after(game: &[Move], at: usize, alone: usize) -> Table {
    let mut t = Table::new();
    t.shows(&Board::default());
    for i in 1..=at {
        t.shows(play(&Chess::default(), &game[..i]).board());
    }
    t.lost();
    t.pass(2000);
    t.connected();
    t.hand(
        DgtEvent::Position {
            board: play(&Chess::default(), &game[..at + alone]).board().clone(),
            dump: true,
        }
        .into(),
    );
    t.pass(3000);
    t
}

#[test]
fn plies_made_on_the_board_alone_while_it_was_away_are_read_when_one_sequence_reaches_it() {
    let sweep = crate::support::Sweep::new("relay::outage::table");
    let games = games();
    let mut rng = SmallRng::seed_from_u64(6565);
    let mut all = Vec::new();
    for (g, game) in games.iter().enumerate() {
        for _ in 0..8 {
            let alone = rng.random_range(1..=6);
            let at = rng.random_range(2..game.len() - alone);
            all.push((g, at, alone));
        }
    }
    let chosen = sweep.sample(all, 12);
    let (mut read, mut several, mut shorter) = (0, 0, 0);
    for &(g, at, alone) in &chosen {
        let game = &games[g];
        let t = back_after(game, at, alone);
        let recorded: Vec<Move> = t.session.record().moves().iter().map(|m| m.mv).collect();
        let from = play(&Chess::default(), &game[..at]);
        let shown = play(&from, &game[at..at + alone]).board().clone();
        let case = format!("game {g}, {alone} plies after {at}: {:?}", t.said);
        assert!(recorded.len() >= at, "{} recorded; {case}", recorded.len());
        assert_eq!(recorded[..at], game[..at], "{case}");
        let away = |p: &Phrase| matches!(p, Phrase::MovesWhileAway { .. });
        let differs = |p: &Phrase| {
            matches!(
                p,
                Phrase::SightedDiffers { .. } | Phrase::SightedBoardWrong { .. }
            )
        };
        match unseen(&from, &shown) {
            // A move and its reply are read by the dump itself.
            _ if alone <= 2 => assert_eq!(recorded, game[..at + alone], "{case}"),
            Unseen::One(moves) => {
                assert_eq!(recorded[at..], moves, "{case}");
                if moves.len() == alone {
                    read += 1;
                    assert_eq!(recorded, game[..at + alone], "{case}");
                } else {
                    shorter += 1;
                }
                assert!(!t.said.iter().any(|p| away(p) || differs(p)), "{case}");
                // Read by the search (more than the dump's move and reply), the fewest moves that reach the
                // board: said, to be checked against the sighted player's sheet.
                let read_said = Phrase::MovesReadWhileAway { count: moves.len() };
                let times = usize::from(moves.len() > 2);
                assert_eq!(
                    t.said.iter().filter(|p| **p == read_said).count(),
                    times,
                    "{case}"
                );
            }
            Unseen::Several { plies } => {
                several += 1;
                assert_eq!(recorded.len(), at, "{case}");
                let said = Phrase::MovesWhileAway { count: plies };
                assert_eq!(t.said.iter().filter(|p| **p == said).count(), 1, "{case}");
                assert!(!t.said.iter().any(differs), "{case}");
            }
            Unseen::Unreached => assert_eq!(recorded.len(), at, "{case}"),
        }
    }
    eprintln!(
        "{} outages: {read} read as the game, {shorter} read shorter than played, {several} several",
        chosen.len()
    );
}

/// The table through the window before the board back is read: `made` on the board alone after 1. e4 while
/// the link is away, the relay passing it on a moment before the table's greeting is answered, `announced`
/// announced and pressed then (the table still without its board), and the board read back showing `back`.
fn pressed_in_the_window(made: &[&str], announced: &str, back: &[&str]) -> Table {
    use super::back::after;
    use pegchess::session::{Command, Event};
    let dump = |sans: &[&str]| -> Event {
        DgtEvent::Position {
            board: after(sans).0.board().clone(),
            dump: true,
        }
        .into()
    };
    let mut t = Table::new();
    t.shows(&Board::default());
    t.shows(after(&["e4"]).0.board());
    t.lost();
    t.pass(5000);
    t.hand(dump(&[&["e4"][..], made].concat()));
    t.pass(200);
    t.hand(Event::Command(Command::Typed(announced.into())));
    t.hand(Event::Command(Command::Press));
    t.pass(600);
    t.connected();
    t.hand(dump(back));
    t.pass(3000);
    t
}

#[test]
fn a_move_pressed_just_before_the_board_is_back_is_read_after_the_moves_made_on_it_alone() {
    let differs = |p: &Phrase| {
        matches!(
            p,
            Phrase::SightedDiffers { .. }
                | Phrase::SightedBoardWrong { .. }
                | Phrase::Divergence { .. }
                | Phrase::AnnouncedImpossible(_)
                | Phrase::PressWithoutMove
                | Phrase::AnnouncedOtherMove { .. }
        )
    };
    // The board back already shows the move announced, or not yet.
    for back in [&["e4", "e5", "Nf3", "Nc6"][..], &["e4", "e5", "Nf3"][..]] {
        let t = pressed_in_the_window(&["e5", "Nf3"], "Nc6", back);
        assert_eq!(
            t.record(),
            ["e4", "e5", "Nf3", "Nc6"],
            "{back:?}: {:?}",
            t.said
        );
        assert!(!t.said.iter().any(differs), "{back:?}: {:?}", t.said);
    }
    // The board passed on shows the move announced made already: its press makes it, once.
    let t = pressed_in_the_window(&["Nc6"], "Nc6", &["e4", "Nc6"]);
    assert_eq!(t.record(), ["e4", "Nc6"], "{:?}", t.said);
    assert!(!t.said.iter().any(differs), "{:?}", t.said);
}

#[test]
fn several_orders_are_said_once_and_the_arbiters_decision_from_the_sheets_sets_the_record() {
    use super::back::after;
    use pegchess::session::{Command, Event};
    use shakmaty::CastlingMode;
    let before = ["e4", "e5", "Nf3", "Nc6"];
    let sheet = ["Bc4", "Nf6", "d3", "Bc5"];
    let (_, game) = after(&[&before[..], &sheet[..]].concat());
    let mut t = back_after(&game, before.len(), sheet.len());
    assert_eq!(t.record(), before, "{:?}", t.said);
    let away = Phrase::MovesWhileAway { count: 4 };
    assert_eq!(
        t.said.iter().filter(|p| **p == away).count(),
        1,
        "{:?}",
        t.said
    );
    // The board stays as it is while the arbiter decides: nothing more is said of it.
    let from = t.said.len();
    t.pass(5000);
    assert_eq!(t.said[from..], [], "{:?}", t.said);
    // The decision: the sighted player's sheet's moves made again in the record (`pegchess arbiter`).
    t.hand(Event::Command(Command::Restore(before.len())));
    for m in &game[before.len()..] {
        let uci = m.to_uci(CastlingMode::Standard);
        t.hand(Event::Command(Command::Remade(uci)));
    }
    t.pass(3000);
    assert_eq!(
        t.record(),
        [&before[..], &sheet[..]].concat(),
        "{:?}",
        t.said
    );
    assert!(
        t.said[from..]
            .iter()
            .any(|p| matches!(p, Phrase::Agreement { .. })),
        "{:?}",
        t.said
    );
    // The game goes on from the board.
    let (next, _) = after(&[&before[..], &sheet[..], &["c3"]].concat());
    t.shows(next.board());
    assert_eq!(t.record().len(), 9, "{:?}", t.said);
}

#[test]
fn several_orders_are_said_once_however_many_moves_follow_on_the_board() {
    use super::back::after;
    let before = ["e4", "e5", "Nf3", "Nc6"];
    let sheet = ["Bc4", "Nf6", "d3", "Bc5"];
    let (_, game) = after(&[&before[..], &sheet[..]].concat());
    let mut t = back_after(&game, before.len(), sheet.len());
    // The players go on at the board before the arbiter comes: a move, its reply, another.
    for more in [&["c3"][..], &["c3", "d6"], &["c3", "d6", "O-O"]] {
        let (pos, _) = after(&[&before[..], &sheet[..], more].concat());
        t.shows(pos.board());
        t.pass(3000);
    }
    let away = |p: &Phrase| matches!(p, Phrase::MovesWhileAway { .. });
    assert_eq!(t.said.iter().filter(|p| away(p)).count(), 1, "{:?}", t.said);
    assert_eq!(t.record(), before, "{:?}", t.said);
}
