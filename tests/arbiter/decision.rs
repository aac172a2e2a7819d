//! The one D.2.9 decision (issue 42): for three-sheet triples generated from the corpus with random slips on
//! any of the three sheets (a move written wrong, a sheet that ends, an illegal entry, the blind sheet
//! unreadable from some line), the decision's half-move count, its position and FEN, each board's corrections
//! applied to that board, the record it keeps, and every line the report prints from it agree with each other;
//! and a blind sheet unreadable before the point the other two agree on leaves their decision unchanged.

use crate::speech::support::corpus_games;
use pegchess::notation::Language;
use pegchess::ruling::decision_commands;
use pegchess::session::Command;
use pegchess::sheet::braille;
use pegchess::sync::compare::{Observed, Rules, compare};
use pegchess::sync::decision::{Blind, Decision, Gap, Ground};
use pegchess::sync::scoresheet::Sheet;
use pegchess::sync::steps::Step;
use pegchess::ui::report::{Key, Line, report};
use pegchess::ui::text::Texts;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use shakmaty::fen::Fen;
use shakmaty::{Board, Chess, EnPassantMode, Move, Position};
use std::sync::OnceLock;

/// The corpus's games as move lists from the standard start.
pub(super) fn games() -> &'static [Vec<Move>] {
    static GAMES: OnceLock<Vec<Vec<Move>>> = OnceLock::new();
    GAMES.get_or_init(|| {
        corpus_games()
            .into_iter()
            .filter(|g| g.plies.first().is_some_and(|(p, _)| *p == Chess::default()))
            .map(|g| g.plies.into_iter().map(|(_, m)| m).collect())
            .collect()
    })
}

/// What happens to one sheet.
#[derive(Debug, Clone, Copy)]
enum Slip {
    /// Written as played.
    None,
    /// The writer stopped at this half-move.
    Ends(usize),
    /// A different legal move written at this half-move (the `n`th other), then the writer's own legal moves.
    Wrong(usize, usize),
    /// An entry that is no legal move written at this half-move (typed sheets: it ends the sheet).
    Illegal(usize),
}

fn slip() -> impl Strategy<Value = Slip> {
    prop_oneof![
        2 => Just(Slip::None),
        1 => (0..80usize).prop_map(Slip::Ends),
        2 => (0..80usize, 0..40usize).prop_map(|(i, n)| Slip::Wrong(i, n)),
        1 => (0..80usize).prop_map(Slip::Illegal),
    ]
}

/// The game's first `len` half-moves written with `slip`; after a wrong move, up to four more legal ones.
fn written(game: &[Move], len: usize, slip: Slip) -> Sheet {
    let mut sheet = Sheet::new(Chess::default());
    let mut pos = Chess::default();
    for (i, m) in game[..len].iter().enumerate() {
        match slip {
            Slip::Ends(at) if at == i => return sheet,
            Slip::Illegal(at) if at == i => {
                sheet.mark_illegal("Qz9".into(), no_move());
                return sheet;
            }
            Slip::Wrong(at, n) if at == i => {
                let others: Vec<Move> = pos.legal_moves().into_iter().filter(|o| o != m).collect();
                let Some(&w) = others.get(n % others.len().max(1)) else {
                    return sheet;
                };
                sheet.push(w, "w".into(), None);
                pos.play_unchecked(w);
                for k in 0..4 {
                    let legal = pos.legal_moves();
                    let Some(&next) = legal.get((n + k) % legal.len().max(1)) else {
                        return sheet;
                    };
                    sheet.push(next, "n".into(), None);
                    pos.play_unchecked(next);
                }
                return sheet;
            }
            _ => {}
        }
        sheet.push(*m, "m".into(), None);
        pos.play_unchecked(*m);
    }
    sheet
}

fn no_move() -> pegchess::notation::NotationError {
    pegchess::notation::NotationError::NoSuchMove { text: "Qz9".into() }
}

/// `board` with the corrections `steps` made.
pub(super) fn corrected(board: &Board, steps: &[Step]) -> Board {
    let mut b = board.clone();
    for s in steps {
        match *s {
            Step::Remove(_, sq) => {
                b.discard_piece_at(sq);
            }
            Step::Replace { square, wanted, .. } => b.set_piece_at(square, wanted),
            Step::Place(piece, sq) => b.set_piece_at(sq, piece),
        }
    }
    b
}

/// Checks that the decision agrees with itself and with the report lines that render it.
fn consistent(
    d: &Decision,
    [record, sighted, blind]: [&Sheet; 3],
    lines: &[Line],
) -> Result<(), TestCaseError> {
    // The position is the one after the decision's half-moves on a sheet that reaches them.
    let reaches = [record, sighted, blind]
        .into_iter()
        .filter(|s| s.moves().len() >= d.plies)
        .any(|s| s.position_after(d.plies) == d.position);
    prop_assert!(reaches, "no sheet reaches {} with that position", d.plies);
    // Each board known, corrected by its steps, shows the decision's position.
    for fix in [&d.peg_board, &d.sighted_board] {
        if let Some(current) = &fix.current {
            prop_assert_eq!(&corrected(current, &fix.steps), d.position.board());
        }
    }
    // The record keeps a prefix of the decided line, no longer than the point.
    prop_assert!(d.record_keeps <= d.plies && d.record_keeps <= record.moves().len());
    let keeps = &record.moves()[..d.record_keeps];
    let on_line = [record, sighted, blind].into_iter().any(|s| {
        s.moves().len() >= d.plies
            && s.position_after(d.plies) == d.position
            && s.moves().iter().zip(keeps).all(|(a, b)| a.mv == b.mv)
    });
    prop_assert!(
        on_line,
        "the record keeps {} half-moves off the line",
        d.record_keeps
    );
    let commands = decision_commands(d);
    prop_assert_eq!(commands.first(), Some(&Command::Restore(d.record_keeps)));
    // The record is made to match the decision: the half-moves it keeps, then the moves made again, reach
    // the decision's position.
    let remade: Vec<&Command> = commands
        .iter()
        .filter(|c| matches!(c, Command::Remade(_)))
        .collect();
    prop_assert_eq!(remade.len(), d.plies - d.record_keeps);
    let mut pos = record.position_after(d.record_keeps);
    for m in d.remade() {
        prop_assert!(pos.is_legal(*m));
        pos.play_unchecked(*m);
    }
    prop_assert_eq!(&pos, &d.position);
    // The report's lines render this decision: its FEN, its corrections, its point in the sentence.
    let finding = |key: Key| {
        lines.iter().find_map(|l| match l {
            Line::Finding(k, text) if *k == key => Some(text.clone()),
            _ => None,
        })
    };
    let fen = Fen::from_position(&d.position, EnPassantMode::Legal).to_string();
    prop_assert_eq!(finding(Key::Fen), Some(fen));
    // One decision, and one set of corrections.
    let count_of = |key: Key| {
        lines
            .iter()
            .filter(|l| matches!(l, Line::Finding(k, _) if *k == key))
            .count()
    };
    prop_assert_eq!(count_of(Key::Decision), 1);
    prop_assert_eq!(count_of(Key::PegBoard), 1);
    prop_assert_eq!(count_of(Key::SightedBoard), 1);
    let count = |n: usize| format!("{n} correction");
    let peg = finding(Key::PegBoard).unwrap_or_default();
    if !d.peg_board.steps.is_empty() {
        prop_assert!(peg.contains(&count(d.peg_board.steps.len())), "{}", peg);
    }
    let decision = finding(Key::Decision).unwrap_or_default();
    if d.ground != Ground::BoardsAgree && (d.corrects() || d.ground == Ground::Differ) {
        prop_assert!(
            decision.contains(&format!(" {} half-moves", d.plies)),
            "{} for {:?}",
            decision,
            (d.ground, d.plies)
        );
    }
    Ok(())
}

#[test]
fn one_decision_over_generated_triples_agrees_with_itself_and_its_report() {
    let texts = Texts::new(Language::En);
    let rules = Rules::default();
    // 2,500 triples in the test command, 10,000 in the sweep.
    let sweep = crate::support::Sweep::new("arbiter::decision triples");
    let mut runner = TestRunner::new(Config {
        failure_persistence: None,
        ..sweep.proptest(2_500, 10_000)
    });
    let strategy = (
        any::<prop::sample::Index>(),
        10..60usize,
        [slip(), slip(), slip()],
        prop::option::of((0..60usize, 1..40usize)),
    );
    runner
        .run(&strategy, |(game, len, [r, s, b], gap)| {
            let game = &games()[game.index(games().len())];
            let len = len.min(game.len());
            let record = written(game, len, r);
            let sighted = written(game, len, s);
            // The blind sheet's own slip, and perhaps a line from which it was not read.
            let mut blind = written(game, len, b);
            let gap = gap.map(|(read, line)| {
                while blind.moves().len() > read {
                    blind.pop();
                }
                Gap {
                    line,
                    read: blind.moves().len(),
                    two_ways: false,
                }
            });
            let none = Observed::default();
            let c = compare(&record, &sighted, None, &none, &rules).expect("one start");
            let evidence = Blind { sheet: &blind, gap };
            let t = compare(&record, &sighted, Some(evidence), &none, &rules).expect("one start");
            let lines = report(&t, None, Language::En, &texts);
            consistent(&t.decision, [&record, &sighted, &blind], &lines)?;
            consistent_two(&c.decision, &record, &sighted)?;
            // Unread before the point the record and the sighted sheet decide, and agreeing with the sighted
            // sheet as far as it was read: the blind sheet changes nothing but names its line.
            let agrees = sighted.moves().len() >= blind.moves().len()
                && blind
                    .moves()
                    .iter()
                    .zip(sighted.moves())
                    .all(|(a, b)| a.mv == b.mv);
            if let Some(g) = gap
                && agrees
                && g.read < c.decision.plies
                && c.decision.ground != Ground::BoardsAgree
            {
                prop_assert_eq!(t.decision.plies, c.decision.plies);
                prop_assert_eq!(&t.decision.position, &c.decision.position);
                let named = t.decision.blind_unread.as_ref().map(|u| u.line);
                prop_assert_eq!(named, Some(g.line));
            }
            Ok(())
        })
        .unwrap();
}

/// The two-sheet decision agrees with itself: its position is a sheet's, its corrections reach it, and the
/// players' sheets differing at a half-move both wrote put the point there.
fn consistent_two(d: &Decision, record: &Sheet, sighted: &Sheet) -> Result<(), TestCaseError> {
    let reaches = [record, sighted]
        .into_iter()
        .filter(|s| s.moves().len() >= d.plies)
        .any(|s| s.position_after(d.plies) == d.position);
    prop_assert!(reaches);
    for fix in [&d.peg_board, &d.sighted_board] {
        if let Some(current) = &fix.current {
            prop_assert_eq!(&corrected(current, &fix.steps), d.position.board());
        }
    }
    let both = record.moves().len().min(sighted.moves().len());
    let split = (0..both).find(|&i| record.moves()[i].mv != sighted.moves()[i].mv);
    if let Some(p) = split {
        prop_assert_eq!((d.ground, d.plies), (Ground::Differ, p));
    }
    Ok(())
}

/// The game the binary tests use, as the record writes it.
const GAME: &str = "[Event \"T\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 \
    6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *\n";

#[test]
fn a_blind_sheet_unreadable_from_a_line_leaves_the_two_sheet_decision_and_names_the_line() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("write");
        path.to_str().expect("a path").to_string()
    };
    let record = file("record.pgn", GAME);
    // The sighted player wrote 9. a3 for 9. h3: the two sheets part after 16 half-moves.
    let sighted = file("sighted.pgn", &GAME.replace("9. h3", "9. a3"));
    let brf = dir.path().join("blind.brf");
    let brf_path = brf.to_str().expect("a path");
    let (ok, _, err) = crate::support::pegchess(&["sheet", &record, "--braille", "-o", brf_path]);
    assert!(ok, "{err}");
    // Move 5's line (the file's eighth) written so that it cannot be read: the sheet is read through 4... Nf6.
    let text = std::fs::read_to_string(&brf).expect("the sheet");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert!(lines[7].starts_with("#E4"), "{text}");
    lines[7] = "#E4 ,K,K,K ,BE#G".into();
    std::fs::write(&brf, lines.join("\r\n")).expect("write");
    let out = compared_three([&record, &sighted, brf_path]);
    let finding = |key: &str| finding(&out, key);
    // One decision: the record and the sighted sheet decide where the blind sheet is unread.
    assert!(
        finding("decision: ").contains("agree through 16 half-moves"),
        "{out}"
    );
    assert_eq!(
        finding("position: "),
        "after 8... O-O, White to move",
        "{out}"
    );
    assert!(
        finding("decision: ")
            .contains("could not be read from line 8: check it with the player from 5. O-O"),
        "{out}"
    );
}

#[test]
fn a_pgn_sheet_is_english_san_in_every_language() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (record, sighted) = record_and_sighted(dir.path());
    for locale in ["de", "hu", "fi", "da"] {
        let (ok, out, err) = crate::support::pegchess(&[
            "--locale",
            locale,
            "arbiter",
            "compare",
            "--record",
            record.to_str().expect("a path"),
            "--scoresheet",
            sighted.to_str().expect("a path"),
        ]);
        assert!(ok, "{locale}: {err}");
        assert!(out.starts_with("agree-through: 16\n"), "{locale}: {out}");
        // The report says how the sheet was read.
        let read = out
            .lines()
            .find(|l| l.starts_with("scoresheet-letters: "))
            .unwrap_or_else(|| panic!("{locale}: {out}"));
        assert!(read.contains("PGN"), "{locale}: {read}");
    }
}

#[test]
fn a_bishop_written_without_its_capital_sign_is_read_as_the_other_sheets_move_not_as_a_difference()
{
    let dir = tempfile::tempdir().expect("a temporary folder");
    let game = "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. Bb3 *\n";
    let record = dir.path().join("record.pgn");
    std::fs::write(&record, game).expect("write");
    let record = record.to_str().expect("a path");
    let brf = dir.path().join("blind.brf");
    let brf_path = brf.to_str().expect("a path");
    let (ok, _, err) = crate::support::pegchess(&["sheet", record, "--braille", "-o", brf_path]);
    assert!(ok, "{err}");
    // The slip: `6. bb3` for `6. Bb3`, the capital sign left out; as written it is the pawn's move b3.
    let text = std::fs::read_to_string(&brf).expect("the sheet");
    assert!(text.contains("#F4 ,BB#C"), "{text}");
    std::fs::write(&brf, text.replace("#F4 ,BB#C", "#F4 BB#C")).expect("write");
    let out = compared_three([record, record, brf_path]);
    let finding = |key: &str| finding(&out, key);
    // Not a difference between the players' sheets: the sheet is read again with Bb3 taken, the boards stay
    // at 6. Bb3, and the line is named.
    assert_eq!(
        finding("position: "),
        "after 6. Bb3, Black to move",
        "{out}"
    );
    assert!(
        finding("players-agree-through: ").ends_with("they agree"),
        "{out}"
    );
    assert_eq!(finding("peg-board: "), "position not given", "{out}");
    assert!(
        finding("decision: ").contains("reads two ways at line 8"),
        "{out}"
    );
}

#[test]
fn a_sheet_in_contracted_braille_reads_as_the_player_wrote_it() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // Grade 2 tables write groupsigns inside moves that liblouis does not read back: en-ueb-g2's `ed` in
    // 7... Ned4 (read `N□`), de-g2's `ge` in 3. Sge2 (read `s&2`), da-dk-g26's in 3. Sge2 (`Sgeveb`).
    let game = "[Result \"*\"]\n\n1. e4 e5 2. Nc3 Nc6 3. Nge2 Nge7 4. Ng3 Ng6 5. Nf5 Nf4 6. Ne3 Ne6 \
        7. Ned5 Ned4 8. d3 d6 *\n";
    let record = dir.path().join("record.pgn");
    std::fs::write(&record, game).expect("write");
    let record = record.to_str().expect("a path");
    for (table, language) in [
        ("en-ueb-g2.ctb", Language::En),
        ("de-g2.ctb", Language::De),
        ("da-dk-g26.ctb", Language::Da),
    ] {
        let lines = print_lines(game, language);
        let list = format!("en-us-brf.dis,{table}");
        let cells = pegchess::sheet::louis::lou_translate(&list, &lines, false).expect("liblouis");
        // The sheet has groupsigns in its moves: its cells are not the uncontracted table's.
        let uncontracted = format!("en-us-brf.dis,{}", braille::table(language, false));
        let plain = pegchess::sheet::louis::lou_translate(&uncontracted, &lines, false);
        assert_ne!(plain.expect("liblouis"), cells, "{table}");
        let brf = dir.path().join(format!("{}.brf", language.name()));
        std::fs::write(&brf, cells.join("\r\n")).expect("write");
        let (ok, out, err) = crate::braille_read::compare_three(
            &["--locale", language.name()],
            [record, record, brf.to_str().expect("a path")],
            &[],
        );
        assert!(ok, "{table}: {err}");
        // Every move read: the three sheets agree to the end, nothing to check by hand.
        let decision = finding(&out, "decision: ");
        assert!(!decision.contains("line"), "{table}: {out}");
        assert_eq!(
            finding(&out, "peg-board: "),
            finding(&out, "sighted-board: "),
            "{table}: {out}"
        );
        assert_eq!(finding(&out, "agree-through: "), "16", "{table}: {out}");
        assert!(
            finding(&out, "players-agree-through: ").starts_with("16 "),
            "{table}: {out}"
        );
    }
}

#[test]
fn a_sheet_read_with_another_languages_table_is_named_unread_not_taken_as_empty() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (record, sighted) = record_and_sighted(dir.path());
    let record = record.to_str().expect("a path");
    let brf = dir.path().join("blind.brf");
    let brf_path = brf.to_str().expect("a path");
    let (ok, _, err) = crate::support::pegchess(&[
        "--locale",
        "de",
        "sheet",
        record,
        "--braille",
        "-o",
        brf_path,
    ]);
    assert!(ok, "{err}");
    // Read as Hungarian Braille: no line reads as moves.
    let (ok, out, err) = crate::braille_read::compare_three(
        &[],
        [record, sighted.to_str().expect("a path"), brf_path],
        &["--braille-language", "hu"],
    );
    assert!(ok, "{err}");
    let decision = finding(&out, "decision: ");
    assert!(decision.contains("agree through 16 half-moves"), "{out}");
    assert!(decision.contains("could not be read from line"), "{out}");
}

/// [`GAME`] as the record, and the sighted player's sheet with 9. a3 written for 9. h3 (the two sheets part
/// after 16 half-moves), as files in `dir`.
fn record_and_sighted(dir: &std::path::Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let record = dir.join("record.pgn");
    std::fs::write(&record, GAME).expect("write");
    let sighted = dir.join("sighted.pgn");
    std::fs::write(&sighted, GAME.replace("9. h3", "9. a3")).expect("write");
    (record, sighted)
}

/// The game's move lines as a note-taker writes them in `language`'s letters.
fn print_lines(pgn: &str, language: Language) -> Vec<String> {
    let games = pegchess::game::pgn::read_games(pgn.as_bytes());
    let game = pegchess::sheet::Game::from_pgn(games[0].as_ref().expect("a game"));
    let writing = pegchess::sheet::Writing {
        notation: language,
        figurines: false,
    };
    pegchess::sheet::move_lines(&game, writing, false)
}

#[test]
fn after_a_move_read_two_ways_the_blind_sheet_is_still_evidence() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let record = "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. Bb3 O-O \
        7. O-O a6 8. h3 h6 *\n";
    // Both players wrote 8. a3; the record has 8. h3. The blind player's 6. Bb3 is written without its
    // capital sign.
    let players = record.replace("8. h3", "8. a3");
    let path = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("write");
        path.to_str().expect("a path").to_string()
    };
    let (record, sighted) = (path("record.pgn", record), path("sighted.pgn", &players));
    let blind_game = path("blind.pgn", &players);
    let brf = dir.path().join("blind.brf");
    let brf_path = brf.to_str().expect("a path");
    let (ok, _, err) =
        crate::support::pegchess(&["sheet", &blind_game, "--braille", "-o", brf_path]);
    assert!(ok, "{err}");
    let text = std::fs::read_to_string(&brf).expect("the sheet");
    assert!(text.contains("#F4 ,BB#C"), "{text}");
    std::fs::write(&brf, text.replace("#F4 ,BB#C", "#F4 BB#C")).expect("write");
    let out = compared_three([&record, &sighted, brf_path]);
    let finding = |key: &str| finding(&out, key);
    // Read again with Bb3 taken, the blind sheet goes on to 8. a3: the players' two sheets stand.
    assert!(
        finding("players-agree-through: ").starts_with("16 "),
        "{out}"
    );
    assert!(finding("position: ").contains("8... h6"), "{out}");
    // a3, not h3: the pawns of the players' sheets.
    assert!(finding("fen: ").contains("/PBPP1N2/1P3PPP/"), "{out}");
    assert!(
        finding("decision: ").contains("players' score sheets correspond through 16"),
        "{out}"
    );
    assert!(
        finding("decision: ").contains("reads two ways at line 8"),
        "{out}"
    );
}

/// `pegchess arbiter compare` on the record, the sighted player's sheet and the blind player's Braille sheet:
/// what it printed (it must succeed).
fn compared_three(sheets: [&str; 3]) -> String {
    let (ok, out, err) = crate::braille_read::compare_three(&[], sheets, &[]);
    assert!(ok, "{err}");
    out
}

/// The finding after `key` in a report (`fen: ` gives the FEN).
fn finding(out: &str, key: &str) -> String {
    out.lines()
        .find_map(|l| l.strip_prefix(key))
        .unwrap_or_else(|| panic!("no {key} in\n{out}"))
        .to_string()
}
