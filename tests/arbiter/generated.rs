//! D.2.9 from sheets as players write them (issue 64, item 5): from corpus games, the sighted player's sheet
//! typed in an edition's letters with one slip of a class players make (a pair skipped or written twice, move
//! numbers run wrong, long algebraic, an e.p. mark, a crossed-out entry, a descriptive entry, an entry that fits
//! two moves, a false check sign, a sheet stopped early, a wrong move written on both players' sheets, the peg
//! board's wrong move in the record while the sheets agree, the blind player's board wrong while all three
//! agree), with or without the blind player's sheet beside
//! it. For each: exactly one decision in the report; its point, FEN and count lines equal an independent
//! computation here (each sheet replayed as its writer meant it, where each pair parts, D.2.9's two cases);
//! no 7.5 penalty (the record holds no illegal move); the record the console writes is the decision's; the
//! slip is named. In five languages, 2,000 cases in the test command, 20,000 in `scripts/sweep`.

use super::decision::games;
use pegchess::notation::san::{piece_letter, san_plus};
use pegchess::notation::{Language, format_san};
use pegchess::sheet::blind_file::{Evidence, as_evidence, read_sheets};
use pegchess::sync::compare::{Observed, Rules, Which, compare};
use pegchess::sync::decision::{Blind, Ground, Verdict};
use pegchess::sync::letters::{Asked, ReadSheet, read_sheet_beside};
use pegchess::sync::retrace::corrected_pgn;
use pegchess::sync::scoresheet::{Sheet, read_pgn};
use pegchess::ui::report::{Key, Line, read_lines, report};
use pegchess::ui::text::Texts;
use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{Chess, EnPassantMode, Move, Position, Role};

/// A slip a player makes on his sheet (or a fault of the record), one per case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Clean,
    SkippedPair,
    PairTwice,
    NumbersRunWrong,
    LongAlgebraic,
    EnPassantMark,
    CrossedOut,
    Descriptive,
    Ambiguous,
    FalseCheck,
    StoppedEarly,
    WrongOnBoth,
    RecordWrong,
    BoardsWrong,
}

const CLASSES: [Class; 14] = [
    Class::Clean,
    Class::SkippedPair,
    Class::PairTwice,
    Class::NumbersRunWrong,
    Class::LongAlgebraic,
    Class::EnPassantMark,
    Class::CrossedOut,
    Class::Descriptive,
    Class::Ambiguous,
    Class::FalseCheck,
    Class::StoppedEarly,
    Class::WrongOnBoth,
    Class::RecordWrong,
    Class::BoardsWrong,
];

/// One generated case: what each sheet holds as its writer meant it, and the sighted sheet's text.
#[derive(Debug)]
struct Case {
    language: Language,
    class: Class,
    record: Vec<Move>,
    sighted: Vec<Move>,
    blind: Option<Vec<Move>>,
    text: String,
    /// The boards as the arbiter sees them (the peg board showing another last move, the sighted board the
    /// sheets' position), for the boards wrong while the sheets agree.
    observed: Observed,
}

/// One entry of a typed sheet: its move number when it opens a pair, the text written.
struct Entry {
    number: Option<u32>,
    text: String,
}

fn entries(moves: &[Move], language: Language) -> Vec<Entry> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for &m in moves {
        let number = pos.turn().is_white().then(|| pos.fullmoves().get());
        let text = format_san(language, san_plus(&pos, m));
        out.push(Entry { number, text });
        pos.play_unchecked(m);
    }
    out
}

fn render(entries: &[Entry]) -> String {
    let mut text = String::new();
    for e in entries {
        if let Some(n) = e.number {
            text.push_str(&format!("{n}. "));
        }
        text.push_str(&e.text);
        text.push(' ');
    }
    text
}

/// The position after `moves`.
fn after(moves: &[Move]) -> Chess {
    let mut pos = Chess::default();
    for &m in moves {
        pos.play_unchecked(m);
    }
    pos
}

/// A legal move other than `game[k]` where it was played (the `n`th of them), if there is one.
fn other_move(game: &[Move], k: usize, n: usize) -> Option<Move> {
    let others: Vec<Move> = after(&game[..k])
        .legal_moves()
        .into_iter()
        .filter(|m| *m != game[k])
        .collect();
    others.get(n % others.len().max(1)).copied()
}

/// The move written in long algebraic in the edition's letters (`Sg1-f3`, `e4xd5`, `0-0`).
fn long_algebraic(m: Move, language: Language) -> String {
    if m.is_castle() {
        return format_san(language, san_plus(&Chess::default(), m)).replace('O', "0");
    }
    let letter = piece_letter(language, m.role())
        .map(String::from)
        .unwrap_or_default();
    let sign = if m.is_capture() { 'x' } else { '-' };
    let from = m.from().map(|s| s.to_string()).unwrap_or_default();
    let promotion = m
        .promotion()
        .and_then(|r| piece_letter(language, r))
        .map(|c| format!("={c}"))
        .unwrap_or_default();
    format!("{letter}{from}{sign}{}{promotion}", m.to())
}

/// The entry as a descriptive notation writer would have put it (`N-KB3`): no move in any edition.
fn descriptive(m: Move, white: bool) -> String {
    let piece = m.role().upper_char();
    let file = ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"][usize::from(m.to().file())];
    let rank = usize::from(m.to().rank()) + 1;
    let rank = if white { rank } else { 9 - rank };
    format!("{piece}-{file}{rank}")
}

/// A case from the choices: a game of the corpus cut to `len`, a language, a class, where (`at`) and which
/// other move (`other`), and whether the blind player's sheet is there (and where it ends, `blind_len`).
fn case(
    (game, len, language, class): (usize, usize, usize, usize),
    (at, other, blind, blind_len): (usize, usize, bool, usize),
) -> Case {
    // A game of at least 16 half-moves, cut to `len` (at least 16).
    let long = games().iter().filter(|g| g.len() >= 16);
    let count = long.clone().count().max(1);
    let game = long.clone().nth(game % count).expect("a long game");
    let game = game[..len.min(game.len())].to_vec();
    let n = game.len();
    let language = Language::ALL[language % Language::ALL.len()];
    let class = CLASSES[class % CLASSES.len()];
    let mut entries = entries(&game, language);
    let full_pairs = n / 2;
    // A complete pair that is not the last: 1..full_pairs-1.
    let pair = 1 + at % (full_pairs.saturating_sub(2)).max(1);
    let ply = 2 * pair;
    let mut record = game.clone();
    let mut sighted = game.clone();
    let mut blind = blind.then(|| game[..blind_len.clamp(1, n)].to_vec());
    let mut class = class;
    let mut observed = Observed::default();
    match class {
        Class::Clean => {}
        Class::SkippedPair => {
            entries.drain(ply..ply + 2);
        }
        Class::PairTwice => {
            let again: Vec<Entry> = entries[ply..ply + 2]
                .iter()
                .map(|e| Entry {
                    number: e.number,
                    text: e.text.clone(),
                })
                .collect();
            entries.splice(ply + 2..ply + 2, again);
        }
        Class::NumbersRunWrong => {
            for e in &mut entries[ply..] {
                e.number = e.number.map(|k| if at % 2 == 0 { k + 1 } else { k - 1 });
            }
        }
        Class::LongAlgebraic => {
            for (e, &m) in entries.iter_mut().zip(&game) {
                e.text = long_algebraic(m, language);
            }
        }
        Class::EnPassantMark => {
            let mark = if language == Language::Fi {
                "o.l."
            } else {
                "e.p."
            };
            let mut marked = false;
            for (e, &m) in entries.iter_mut().zip(&game) {
                if m.is_en_passant() {
                    e.text.push(' ');
                    e.text.push_str(mark);
                    marked = true;
                }
            }
            if !marked {
                class = Class::Clean;
            }
        }
        Class::CrossedOut => match other_move(&game, ply, other) {
            Some(w) => {
                let wrong = format_san(language, san_plus(&after(&game[..ply]), w));
                let struck = if other % 2 == 0 {
                    wrong.chars().flat_map(|c| [c, '\u{0336}']).collect()
                } else {
                    format!("~~{wrong}~~")
                };
                entries[ply].text = format!("{struck} {}", entries[ply].text);
            }
            None => class = Class::Clean,
        },
        Class::Descriptive => entries[ply].text = descriptive(game[ply], true),
        Class::Ambiguous => {
            let found = (0..n).find_map(|i| {
                let k = (ply + i) % n;
                let pos = after(&game[..k]);
                match San::from_move(&pos, game[k]) {
                    San::Normal {
                        role,
                        file,
                        rank,
                        capture,
                        to,
                        promotion,
                    } if role != Role::Pawn && (file.is_some() || rank.is_some()) => {
                        let bare = San::Normal {
                            role,
                            file: None,
                            rank: None,
                            capture,
                            to,
                            promotion,
                        };
                        let plus = shakmaty::san::SanPlus {
                            san: bare,
                            suffix: None,
                        };
                        Some((k, format_san(language, plus)))
                    }
                    _ => None,
                }
            });
            match found {
                Some((k, text)) => entries[k].text = text,
                None => class = Class::Clean,
            }
        }
        Class::FalseCheck => {
            if !entries[ply].text.ends_with(['+', '#']) {
                entries[ply].text.push('+');
            }
        }
        Class::StoppedEarly => {
            entries.truncate(ply + at % 2);
            sighted.truncate(ply + at % 2);
        }
        Class::WrongOnBoth | Class::RecordWrong => match other_move(&game, ply, other) {
            Some(w) => {
                let mut wrong = game[..ply].to_vec();
                wrong.push(w);
                if class == Class::WrongOnBoth {
                    entries.truncate(ply);
                    let text = format_san(language, san_plus(&after(&game[..ply]), w));
                    entries.push(Entry {
                        number: (ply % 2 == 0).then_some(pair as u32 + 1),
                        text,
                    });
                    sighted = wrong.clone();
                    blind = Some(wrong);
                } else {
                    record = wrong;
                }
            }
            None => class = Class::Clean,
        },
        Class::BoardsWrong => match other_move(&game, n - 1, other) {
            // The blind player made another last move on his board than both sheets and the record hold.
            Some(w) => {
                let mut peg = after(&game[..n - 1]);
                peg.play_unchecked(w);
                observed = Observed {
                    peg: Some(peg.board().clone()),
                    sighted: Some(after(&game).board().clone()),
                };
            }
            None => class = Class::Clean,
        },
    }
    Case {
        language,
        class,
        record,
        sighted,
        blind,
        text: render(&entries),
        observed,
    }
}

/// D.2.9 worked out here from what each sheet's writer meant: the players' two sheets are the sighted
/// player's and the blind player's (where the blind player's sheet is silent, his record speaks, if it holds
/// his moves; with no Braille sheet the record is his sheet). Where they differ at a half-move both wrote, the
/// moves go back to it; where they correspond, to the end of the longer. The line to the point, and whether
/// they differ.
fn expected(case: &Case) -> (Vec<Move>, bool) {
    let record = &case.record;
    let second: Vec<Move> = match &case.blind {
        None => record.clone(),
        Some(b) if record.len() >= b.len() && record[..b.len()] == b[..] => record.clone(),
        Some(b) => b.clone(),
    };
    let first = &case.sighted;
    let common = first
        .iter()
        .zip(&second)
        .take_while(|(a, b)| a == b)
        .count();
    if common < first.len().min(second.len()) {
        return (first[..common].to_vec(), true);
    }
    let longer = if first.len() >= second.len() {
        first
    } else {
        &second
    };
    (longer.clone(), false)
}

/// A sheet of `moves` as the decision takes it.
fn sheet_of(moves: &[Move]) -> Sheet {
    let mut sheet = Sheet::new(Chess::default());
    for &m in moves {
        let san = san_plus(&sheet.position(), m).to_string();
        sheet.push(m, san, None);
    }
    sheet
}

/// The sighted player's sheet read as the arbiter's console reads a typed sheet, beside the record.
fn sighted_read(case: &Case) -> Result<ReadSheet, TestCaseError> {
    let asked = Asked {
        edition: case.language,
        named: true,
        pgn: false,
    };
    read_sheet_beside(&case.text, asked, &Chess::default(), &case.record)
        .map_err(|e| TestCaseError::fail(format!("refused: {e}")))
}

/// The case decided, with the blind player's sheet as the decision takes it (`blind`: read from Braille, or
/// as written), and every property checked.
fn check(case: &Case, blind: Option<Blind<'_>>) -> Result<(), TestCaseError> {
    let texts = Texts::new(case.language);
    let rules = Rules::default();
    let record = sheet_of(&case.record);
    let read = sighted_read(case)?;
    if let (Some(b), Some(meant)) = (blind, &case.blind) {
        let moves: Vec<Move> = b.sheet.moves().iter().map(|m| m.mv).collect();
        prop_assert_eq!(&moves, meant, "the blind sheet as read");
    }
    let c = compare(&record, &read.sheet, blind, &case.observed, &rules)
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let d = &c.decision;
    // The sighted sheet read as its writer meant it: every slip read through.
    let read_moves: Vec<Move> = read.sheet.moves().iter().map(|m| m.mv).collect();
    prop_assert_eq!(&read_moves, &case.sighted, "the sighted sheet as read");
    prop_assert!(read.sheet.illegal().is_none() && read.unreadable.is_none());
    let (line, differ) = expected(case);
    prop_assert_ne!(d.ground, Ground::BoardsAgree);
    prop_assert_eq!(d.plies, line.len(), "the point");
    prop_assert_eq!(d.verdict == Verdict::Differ, differ, "{:?}", d.verdict);
    prop_assert_eq!(&d.position, &after(&line));
    // Each board seen, corrected as the decision says, shows its position; where the sheets correspond and a
    // board differs, the decision names its player (D.2.9's first case).
    for fix in [&d.peg_board, &d.sighted_board] {
        if let Some(current) = &fix.current {
            let fixed = super::decision::corrected(current, &fix.steps);
            prop_assert_eq!(&fixed, d.position.board());
        }
    }
    if case.class == Class::BoardsWrong {
        prop_assert_eq!(d.ground, Ground::Correspond);
        prop_assert_eq!(d.wrong_boards(), vec![Which::Record]);
    }
    // One decision in the report, its counts and FEN the decision's.
    let lines = report(&c, None, case.language, &texts);
    let findings = |key: Key| -> Vec<&str> {
        lines
            .iter()
            .filter_map(|l| match l {
                Line::Finding(k, text) if *k == key => Some(text.as_str()),
                _ => None,
            })
            .collect()
    };
    for key in [
        Key::Decision,
        Key::Position,
        Key::Fen,
        Key::PegBoard,
        Key::SightedBoard,
    ] {
        prop_assert_eq!(findings(key).len(), 1, "{:?}", key);
    }
    let through = line.len().to_string();
    prop_assert_eq!(findings(Key::AgreeThrough), vec![through.as_str()]);
    let fen = Fen::from_position(&after(&line), EnPassantMode::Legal).to_string();
    prop_assert_eq!(findings(Key::Fen), vec![fen.as_str()]);
    // No penalty: the record holds no illegal move.
    prop_assert!(c.illegal.iter().all(|i| !i.penalized()), "{:?}", c.illegal);
    prop_assert!(!findings(Key::Decision)[0].contains("7.5"));
    if case.class == Class::BoardsWrong && case.language == Language::En {
        prop_assert!(findings(Key::Decision)[0].contains("the blind player sets his board"));
    }
    // The record the console writes is the decision's line.
    let english = pegchess::ui::report::decision::text(
        d,
        &c.illegal,
        Language::En,
        &Texts::new(Language::En),
    );
    let pgn = corrected_pgn(&record, d, &rules, &english);
    let back =
        read_pgn(&pgn, Language::En, None).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let written: Vec<Move> = back.moves().iter().map(|m| m.mv).collect();
    prop_assert_eq!(&written, &line, "the written record");
    // The slip is named.
    let named = read_lines(&read, case.language, &texts);
    let has = |key: Key| {
        named
            .iter()
            .any(|l| matches!(l, Line::Finding(k, _) if *k == key))
    };
    match case.class {
        Class::SkippedPair | Class::PairTwice | Class::Descriptive => {
            prop_assert!(has(Key::ScoresheetSlip), "{:?}", named)
        }
        Class::CrossedOut => prop_assert!(has(Key::ScoresheetCrossedOut)),
        Class::Ambiguous => {
            prop_assert!(has(Key::ScoresheetReadAsGame) || has(Key::ScoresheetSlip))
        }
        _ => {}
    }
    Ok(())
}

#[test]
fn one_right_decision_from_sheets_written_as_players_write_them() {
    let sweep = crate::support::Sweep::new("arbiter::generated");
    let mut runner = TestRunner::new(sweep.proptest(2_000, 20_000));
    let strategy = (
        (any::<usize>(), 16..90usize, any::<usize>(), any::<usize>()),
        (any::<usize>(), any::<usize>(), any::<bool>(), 1..90usize),
    );
    let seen = std::cell::RefCell::new(std::collections::BTreeMap::<String, usize>::new());
    runner
        .run(&strategy, |(what, how)| {
            let case = case(what, how);
            let name = format!(
                "{:?}{}",
                case.class,
                if case.blind.is_some() { "+blind" } else { "" }
            );
            *seen.borrow_mut().entry(name).or_default() += 1;
            let blind = case.blind.as_deref().map(sheet_of);
            let evidence = blind.as_ref().map(|sheet| Blind { sheet, gap: None });
            check(&case, evidence).map_err(|e| TestCaseError::fail(format!("{e}\n{case:?}")))
        })
        .unwrap();
    let seen = seen.into_inner();
    eprintln!("generated sheets by class: {seen:?}");
    // Every class came up, with and without the blind player's sheet: a wrong move on both sheets always has
    // the blind one, and an e.p. mark needs a game with an en passant capture.
    for class in CLASSES {
        for blind in ["", "+blind"] {
            let name = format!("{class:?}{blind}");
            let can =
                !(class == Class::WrongOnBoth && blind.is_empty()) && class != Class::EnPassantMark;
            if can {
                assert!(
                    seen.get(&name).is_some_and(|&n| n > 0),
                    "{name} never came up: {seen:?}"
                );
            }
        }
    }
}

/// The blind player's sheet of `case` written in Braille (BRF, literary, the case's language) by the sheet
/// writer, and read back from its cells as the arbiter's console reads a file, beside the other two sheets.
fn braille_evidence(case: &Case, meant: &[Move]) -> Evidence {
    use pegchess::config::BrailleCode;
    use pegchess::sheet::braille::{BraillePageSize, Encoding};
    use pegchess::sheet::louis::{BrailleOptions, braille_sheet};
    use pegchess::sheet::read::Reading;
    use pegchess::sheet::{Game, Writing};
    let sheet = sheet_of(meant);
    let mut pgn = String::from("[Result \"*\"]\n\n");
    let mut pos = Chess::default();
    for m in sheet.moves() {
        if pos.turn().is_white() {
            pgn.push_str(&format!("{}. ", pos.fullmoves()));
        }
        pgn.push_str(&m.written);
        pgn.push(' ');
        pos.play_unchecked(m.mv);
    }
    pgn.push('*');
    let games = pegchess::game::pgn::read_games(pgn.as_bytes());
    let game = Game::from_pgn(games[0].as_ref().expect("a game"));
    let options = BrailleOptions {
        language: case.language,
        writing: Writing {
            notation: case.language,
            figurines: false,
        },
        encoding: Encoding::Brf,
        contracted: false,
        clocks: false,
        size: BraillePageSize::default(),
        code: BrailleCode::Literary,
    };
    let brf = braille_sheet(&game, &options).expect("liblouis writes the sheet");
    let reading = Reading {
        language: case.language,
        notation: case.language,
        code: BrailleCode::Literary,
    };
    let start = Chess::default();
    let read = read_sheets(&[(brf.as_bytes(), &start)], Encoding::Brf, reading)
        .expect("liblouis reads the sheet");
    let record = sheet_of(&case.record);
    let sighted = sighted_read(case).expect("the sighted sheet reads").sheet;
    as_evidence(&read[0], [&record, &sighted])
}

#[test]
fn one_right_decision_with_the_blind_players_sheet_read_from_braille() {
    let sweep = crate::support::Sweep::new("arbiter::generated::braille");
    let mut runner = TestRunner::new(sweep.proptest(40, 1_000));
    let strategy = (
        (any::<usize>(), 16..60usize, any::<usize>(), any::<usize>()),
        (any::<usize>(), any::<usize>(), 1..60usize),
    );
    runner
        .run(&strategy, |(what, (at, other, blind_len))| {
            let case = case(what, (at, other, true, blind_len));
            let meant = case.blind.clone().expect("a blind sheet");
            let evidence = braille_evidence(&case, &meant);
            let blind = Blind {
                sheet: &evidence.sheet,
                gap: evidence.gap,
            };
            prop_assert!(
                evidence.gap.is_none_or(|g| g.two_ways),
                "{:?}",
                evidence.gap
            );
            check(&case, Some(blind)).map_err(|e| TestCaseError::fail(format!("{e}\n{case:?}")))
        })
        .unwrap();
}
