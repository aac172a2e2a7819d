//! Every count of the arbiter's report is the one decision's (issue 53): over generated triples (a record, a
//! sighted player's sheet and a blind player's sheet, each from a random legal game with a random slip: a move
//! written wrong, a sheet that stops, an empty sheet, an illegal entry, a Braille line not read from, an entry
//! that fits several legal moves), every `*agree-through` line is the decision's point, every other count says
//! in its key what it counts and equals it, each board's line is its fix, and the sentence names the point.
//! Pure functions only: no binary, no Braille tables.

use pegchess::notation::{Language, NotationError};
use pegchess::sync::compare::{Basis, BoardFix, Observed, Rules, compare};
use pegchess::sync::decision::{Blind, Decision, Gap, Ground, Verdict};
use pegchess::sync::scoresheet::Sheet;
use pegchess::ui::report::{BlindPart, Key, Line, report};
use pegchess::ui::text::Texts;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use shakmaty::{Chess, Move, Position, Role};

/// A random legal game: at each half-move the `choices`' next index among the legal moves.
fn game(choices: &[u16]) -> Vec<Move> {
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    for c in choices {
        let legal = pos.legal_moves();
        let Some(&m) = legal.get(usize::from(*c) % legal.len().max(1)) else {
            break;
        };
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

/// What happens to one sheet.
#[derive(Debug, Clone, Copy)]
enum Slip {
    /// Written as played.
    None,
    /// Nothing written.
    Empty,
    /// The writer stopped at this half-move.
    Stops(usize),
    /// Another legal move written at this half-move, then the writer's own.
    Wrong(usize, u16),
    /// An entry that is no legal move at this half-move.
    Illegal(usize),
    /// An entry that fits several legal moves, none of them the game's (a Braille sheet's), at this half-move.
    Several(usize),
}

fn slip() -> impl Strategy<Value = Slip> {
    prop_oneof![
        3 => Just(Slip::None),
        1 => Just(Slip::Empty),
        2 => (0..40usize).prop_map(Slip::Stops),
        3 => (0..40usize, any::<u16>()).prop_map(|(i, n)| Slip::Wrong(i, n)),
        1 => (0..40usize).prop_map(Slip::Illegal),
        2 => (0..40usize).prop_map(Slip::Several),
    ]
}

/// Two or more legal moves of one piece kind to one square, none of them `played`: what `Ne2` fits.
fn several(pos: &Chess, played: Move) -> Option<Vec<Move>> {
    let legal = pos.legal_moves();
    legal
        .iter()
        .filter(|m| !matches!(m.role(), Role::Pawn | Role::King))
        .map(|m| {
            legal
                .iter()
                .filter(|o| o.role() == m.role() && o.to() == m.to())
                .copied()
                .collect::<Vec<Move>>()
        })
        .find(|group| group.len() > 1 && !group.contains(&played))
}

/// The game written with `slip` (`several`: whether an entry may fit several moves, as on a Braille sheet).
fn written(game: &[Move], slip: Slip, allow_several: bool) -> Sheet {
    let mut sheet = Sheet::new(Chess::default());
    let mut pos = Chess::default();
    if matches!(slip, Slip::Empty) {
        return sheet;
    }
    for (i, &m) in game.iter().enumerate() {
        match slip {
            Slip::Stops(at) if at == i => return sheet,
            Slip::Illegal(at) if at == i => {
                let text = "Qz9".to_string();
                sheet.mark_illegal(text.clone(), NotationError::NoSuchMove { text });
                return sheet;
            }
            Slip::Several(at) if i >= at && allow_several => {
                if let Some(candidates) = several(&pos, m) {
                    let text = "Xe2".to_string();
                    sheet.mark_illegal(text.clone(), NotationError::Ambiguous { text, candidates });
                    return sheet;
                }
            }
            Slip::Wrong(at, n) if at == i => {
                let legal = pos.legal_moves();
                let others: Vec<&Move> = legal.iter().filter(|o| **o != m).collect();
                if let Some(&&w) = others.get(usize::from(n) % others.len().max(1)) {
                    sheet.push(w, "w".into(), None);
                    pos.play_unchecked(w);
                    let rest: Vec<u16> = (0..3).map(|k| n.wrapping_add(k)).collect();
                    for r in rest {
                        let legal = pos.legal_moves();
                        let Some(&next) = legal.get(usize::from(r) % legal.len().max(1)) else {
                            break;
                        };
                        sheet.push(next, "n".into(), None);
                        pos.play_unchecked(next);
                    }
                }
                return sheet;
            }
            _ => {}
        }
        sheet.push(m, "m".into(), None);
        pos.play_unchecked(m);
    }
    sheet
}

/// The finding under `key`, if the report has one.
fn finding(lines: &[Line], key: Key) -> Option<&str> {
    lines.iter().find_map(|l| match l {
        Line::Finding(k, text) if *k == key => Some(text.as_str()),
        _ => None,
    })
}

/// The number a finding starts with.
fn number(text: &str) -> Option<usize> {
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// The keys whose findings are counts, and what each counts.
const COUNTS: [Key; 5] = [
    Key::AgreeThrough,
    Key::PlayersAgreeThrough,
    Key::RecordWrittenThrough,
    Key::ScoresheetWrittenThrough,
    Key::BlindReadThrough,
];

/// Every count line of `lines` is the decision's point or says what it counts and equals it; the board lines
/// are the decision's fixes; the sentence names the point. `sheets`: the record, the sighted sheet, the blind.
fn counts_are_the_decisions(
    d: &Decision,
    lines: &[Line],
    [record, sighted, blind]: [&Sheet; 3],
    three: bool,
) -> Result<(), TestCaseError> {
    // One decision, one set of corrections, whatever the sheets.
    for key in [
        Key::Decision,
        Key::PegBoard,
        Key::SightedBoard,
        Key::Position,
        Key::Fen,
    ] {
        let n = lines
            .iter()
            .filter(|l| matches!(l, Line::Finding(k, _) if *k == key))
            .count();
        prop_assert_eq!(n, 1, "{:?}", key);
    }
    // A finding that is a bare number is a count, under a key that says what it counts.
    for line in lines {
        if let Line::Finding(key, text) = line
            && !text.is_empty()
            && text.chars().all(|c| c.is_ascii_digit())
        {
            prop_assert!(
                COUNTS.contains(key),
                "{:?}: {} is an unnamed count",
                key,
                text
            );
        }
    }
    for key in [Key::AgreeThrough, Key::PlayersAgreeThrough] {
        if let Some(text) = finding(lines, key) {
            prop_assert_eq!(number(text), Some(d.agreed), "{:?}: {}", key, text);
        }
    }
    if d.ground != Ground::BoardsAgree {
        prop_assert_eq!(d.agreed, d.plies);
    }
    for (key, sheet) in [
        (Key::RecordWrittenThrough, record),
        (Key::ScoresheetWrittenThrough, sighted),
    ] {
        let silent = sheet.illegal().is_none() && sheet.moves().len() < d.plies;
        let shown = finding(lines, key).and_then(number);
        prop_assert_eq!(shown, silent.then_some(sheet.moves().len()), "{:?}", key);
    }
    let read = finding(lines, Key::BlindReadThrough).and_then(number);
    prop_assert_eq!(read, three.then_some(blind.moves().len()));
    let boards = [Key::PegBoard, Key::SightedBoard];
    for (key, fix) in boards.into_iter().zip([&d.peg_board, &d.sighted_board]) {
        let text = finding(lines, key).unwrap_or_default();
        board_line(text, fix)?;
    }
    let sentence = finding(lines, Key::Decision).unwrap_or_default();
    for (before, after, want) in [
        ("through ", " half-moves", d.plies),
        ("retraced to ", " half-moves", d.record_keeps),
        ("differ after ", " half-moves", d.agreed),
    ] {
        if let Some(at) = sentence.find(before) {
            let rest = &sentence[at + before.len()..];
            prop_assert!(rest.contains(after), "{}", sentence);
            prop_assert_eq!(number(rest), Some(want), "{}", sentence);
        }
    }
    Ok(())
}

/// A board's line says the decision's fix: not given when its position is not known, else its corrections.
fn board_line(text: &str, fix: &BoardFix) -> Result<(), TestCaseError> {
    prop_assert_eq!(
        text == "position not given",
        fix.basis == Basis::Unknown,
        "{}",
        text
    );
    let n = fix.steps.len();
    let corrections = match n {
        0 => text.starts_with("shows the position above") || text == "position not given",
        1 => text.ends_with("1 correction:"),
        _ => text.ends_with(&format!("{n} corrections:")),
    };
    prop_assert!(corrections, "{} for {} steps", text, n);
    Ok(())
}

/// Silence is not difference, and an entry that fits several moves, none the other sheets', is one.
fn silence_and_ambiguity(
    d: &Decision,
    [_, sighted, blind]: [&Sheet; 3],
) -> Result<(), TestCaseError> {
    let p = blind.moves().len();
    let agrees = blind
        .moves()
        .iter()
        .zip(sighted.moves())
        .all(|(a, b)| a.mv == b.mv);
    let ambiguous = blind
        .illegal()
        .is_some_and(|i| matches!(i.problem, NotationError::Ambiguous { .. }));
    if agrees && p <= sighted.moves().len() && sighted.illegal().is_none() {
        if ambiguous && sighted.moves().len() > p {
            prop_assert_eq!((d.ground, d.plies), (Ground::Differ, p));
        } else if !ambiguous && d.ground == Ground::Differ {
            // The blind sheet, silent or agreeing, is not what differs: the point is past its end.
            prop_assert!(d.plies >= p, "{:?} at {}", d.ground, d.plies);
        }
    }
    Ok(())
}

#[test]
fn every_count_of_the_report_is_the_decisions_over_generated_triples() {
    let texts = Texts::new(Language::En);
    let rules = Rules::default();
    let none = Observed::default();
    // 2,500 triples in the test command, 10,000 in the sweep.
    let sweep = crate::support::Sweep::new("arbiter::report triples");
    let config = sweep.proptest(2_500, 10_000);
    let cases = config.cases as usize;
    let mut runner = TestRunner::new(Config {
        failure_persistence: None,
        ..config
    });
    let strategy = (
        prop::collection::vec(any::<u16>(), 4..40),
        [slip(), slip(), slip()],
        prop::option::of((0..40usize, 1..60usize)),
    );
    let started = std::time::Instant::now();
    // How often each case the property is about came up: ambiguous entries that decide, silent sheets.
    let seen = std::cell::Cell::new([0usize; 3]);
    let count = |k: usize| {
        let mut s = seen.get();
        s[k] += 1;
        seen.set(s);
    };
    runner
        .run(&strategy, |(choices, [r, s, b], gap)| {
            let game = game(&choices);
            let record = written(&game, r, false);
            let sighted = written(&game, s, false);
            let mut blind = written(&game, b, true);
            // A line from which the Braille sheet was not read: it is silent from there.
            let gap = gap.map(|(read, line)| {
                while blind.moves().len() > read || blind.illegal().is_some() {
                    blind.pop();
                }
                Gap {
                    line,
                    read: blind.moves().len(),
                    two_ways: false,
                }
            });
            let c = compare(&record, &sighted, None, &none, &rules).expect("one start");
            let two = report(&c, None, Language::En, &texts);
            let sheets = [&record, &sighted, &blind];
            counts_are_the_decisions(&c.decision, &two, sheets, false)?;
            // Two sheets: one that is a prefix of the other is silent, not different.
            let prefix = record
                .moves()
                .iter()
                .zip(sighted.moves())
                .all(|(a, b)| a.mv == b.mv);
            if prefix && record.illegal().is_none() && sighted.illegal().is_none() {
                prop_assert_ne!(c.decision.verdict, Verdict::Differ);
            }
            let evidence = Blind { sheet: &blind, gap };
            let t = compare(&record, &sighted, Some(evidence), &none, &rules).expect("one start");
            let part = BlindPart {
                heading: String::new(),
                problems: &[],
                sheet: &blind,
            };
            let lines = report(&t, Some(&part), Language::En, &texts);
            counts_are_the_decisions(&t.decision, &lines, sheets, true)?;
            silence_and_ambiguity(&t.decision, sheets)?;
            let ambiguous = blind
                .illegal()
                .is_some_and(|i| matches!(i.problem, NotationError::Ambiguous { .. }));
            let cases = [
                ambiguous && t.decision.plies == blind.moves().len(),
                c.decision.verdict == Verdict::AsFarAsTheyGo,
                t.decision.verdict == Verdict::AsFarAsTheyGo,
            ];
            (0..3).filter(|&k| cases[k]).for_each(count);
            Ok(())
        })
        .unwrap();
    let [ambiguous, two, three] = seen.get();
    eprintln!(
        "{cases} triples in {:.1?}: an ambiguous Braille entry at the point {ambiguous} times, sheets agreeing \
         as far as they go {two} times (two sheets), {three} times (three)",
        started.elapsed()
    );
    assert!(
        ambiguous > cases / 100 && two > cases / 20 && three > cases / 20,
        "{ambiguous} {two} {three}"
    );
}
