//! The arbiter's D.2.9 procedure on real games: score sheets that agree with one board wrong, sheets
//! that part at several moves (captures, castling, promotion at the split), illegal entries with the
//! article and penalty in force, the five editions' letters, and `pegchess arbiter` as a binary.

use pegchess::clock::Edition;
use pegchess::game::pgn::{PgnGame, PgnTags, read_games, to_pgn};
use pegchess::game::record::{Completion, Record};
use pegchess::notation::{Language, format_san, parse_move};
use pegchess::sync::compare::{Basis, Comparison, Observed, Rules, Which, compare};
use pegchess::sync::scoresheet::{MoveNumber, read_pgn};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};
use std::path::Path;
use std::time::Duration;

mod binary;
mod decision;
mod generated;
mod report;
mod sheets;

/// The report as `pegchess arbiter` prints it in an English game, moves in the `edition`'s letters.
fn report(c: &Comparison, edition: Language) -> String {
    pegchess::ui::report::console(
        c,
        None,
        edition,
        &pegchess::ui::text::Texts::new(Language::En),
    )
}

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus");

/// A game of the London 2016 corpus (it carries [%clk]) by its round.
fn london(round: &str) -> PgnGame {
    let text = std::fs::read(Path::new(CORPUS).join("lcc2016-dgt-clocks-sample.pgn"))
        .expect("the corpus in tests/data/corpus");
    read_games(&text)
        .into_iter()
        .map(|g| g.expect("a readable corpus game"))
        .find(|g| g.tag("Round") == Some(round))
        .expect("the round is in the corpus")
}

/// The record pegchess writes for the first `plies` moves of `game`, clocks included.
fn record_pgn(game: &PgnGame, plies: usize, time_control: Option<&str>) -> String {
    let mut record = Record::new(game.start.clone());
    let mut pos = game.start.clone();
    for (mv, clock) in game.moves.iter().zip(&game.clocks).take(plies) {
        record.push_move(&pos, *mv, Duration::ZERO, Completion::ClockPress);
        if let Some(c) = clock {
            record.set_last_clock(*c);
        }
        pos.play_unchecked(*mv);
    }
    let tags = PgnTags {
        tags: game.tags.clone(),
        time_control: time_control.map(str::to_string),
    };
    to_pgn(&record, &tags)
}

/// Moves played from `start`, given in English SAN.
fn moves(start: &Chess, sans: &[&str]) -> Vec<Move> {
    let mut pos = start.clone();
    sans.iter()
        .map(|san| {
            let mv = parse_move(san, Language::En, &pos).expect("a legal test move");
            pos.play_unchecked(mv);
            mv
        })
        .collect()
}

/// The position after `moves` from `start`.
fn after(start: &Chess, moves: &[Move]) -> Chess {
    let mut pos = start.clone();
    moves.iter().for_each(|m| pos.play_unchecked(*m));
    pos
}

/// The first `k` moves of `game`, then `sans` (English SAN) instead of the game's moves.
fn diverging(game: &PgnGame, k: usize, sans: &[&str]) -> Vec<Move> {
    let mut written = game.moves[..k].to_vec();
    written.extend(moves(&after(&game.start, &written), sans));
    written
}

/// A score sheet as a player writes it: numbered movetext in the edition's letters.
fn sheet_text(start: &Chess, moves: &[Move], edition: Language) -> String {
    let mut pos = start.clone();
    let mut words = Vec::new();
    for (i, mv) in moves.iter().enumerate() {
        let number = MoveNumber::of(start, i);
        if i == 0 || number.side == shakmaty::Color::White {
            words.push(number.to_string());
        }
        words.push(format_san(edition, SanPlus::from_move(pos.clone(), *mv)));
        pos.play_unchecked(*mv);
    }
    words.join(" ")
}

/// Reads both sheets as the arbiter command does and compares them.
fn compare_texts(
    record: &str,
    scoresheet: &str,
    edition: Language,
    observed: &Observed,
    laws: Edition,
) -> Comparison {
    let record = read_pgn(record, Language::En, None).expect("the record reads");
    let sheet = read_pgn(scoresheet, edition, Some(record.start())).expect("the scoresheet reads");
    let rules = Rules {
        control: record.tag("TimeControl").map(|t| t.parse().unwrap()),
        edition: laws,
    };
    compare(&record, &sheet, None, observed, &rules).expect("same start")
}

/// The steps for one board, as the English report prints them.
fn steps(c: &Comparison, board: Which) -> Vec<String> {
    let texts = pegchess::ui::text::Texts::new(Language::En);
    c.decision
        .fix(board)
        .steps
        .iter()
        .map(|s| pegchess::ui::report::step(s, &texts))
        .collect()
}

/// A clock reading written as in `[%clk]`.
fn hms(text: &str) -> Option<Duration> {
    pegchess::game::movetext::parse_clk(&format!("[%clk {text}]"))
}

/// The report line that starts with `key`.
fn line<'a>(report: &'a str, key: &str) -> &'a str {
    report
        .lines()
        .find(|l| l.starts_with(key))
        .unwrap_or_else(|| panic!("no '{key}' line in\n{report}"))
}

// Caruana - So, London 2016 round 8.1: 5... O-O 6. O-O d5 7. exd5 Qxd5.

#[test]
fn sheets_part_after_kingside_castling_with_a_capture_on_the_record() {
    let game = london("8.1");
    let record = record_pgn(&game, 13, None);
    let written = diverging(&game, 11, &["d6", "d4"]);
    let text = sheet_text(&game.start, &written, Language::De);
    assert!(text.starts_with("1. e4 e5 2. Sf3 Sc6 3. Lb5 Sf6"), "{text}");
    let c = compare_texts(
        &record,
        &text,
        Language::De,
        &Observed::default(),
        Edition::Y2023,
    );
    assert_eq!(c.agree_through, 11);
    assert!(!c.sheets_agree);
    let out = report(&c, Language::De);
    assert_eq!(
        line(&out, "position:"),
        "position: after 6. 0-0, Black to move"
    );
    assert_eq!(line(&out, "record-next:"), "record-next: 6... d5");
    assert_eq!(line(&out, "scoresheet-next:"), "scoresheet-next: 6... d6");
    assert_eq!(
        steps(&c, Which::Record),
        [
            "take the white pawn off d5",
            "put the white pawn on e4",
            "put the black pawn on d7"
        ]
    );
    assert_eq!(
        steps(&c, Which::Scoresheet),
        [
            "take the white pawn off d4",
            "take the black pawn off d6",
            "put the white pawn on d3",
            "put the black pawn on d7"
        ]
    );
    assert_eq!(c.decision.clocks.white.time(), hms("1:58:58"));
    assert_eq!(c.decision.clocks.black.time(), hms("1:59:37"));
    assert_eq!(
        line(&out, "clocks:"),
        "clocks: White 1:58:58 (after 6. 0-0), Black 1:59:37 (after 5... 0-0)"
    );
    assert_eq!(c.clocks_now.white.time(), hms("1:58:00"));
}

#[test]
fn sheets_part_on_the_castling_move_itself() {
    let game = london("8.1");
    let record = record_pgn(&game, 11, None);
    let written = diverging(&game, 10, &["Kf1"]);
    // Written as many players write castling: with the letter O.
    let text = sheet_text(&game.start, &written, Language::En).replace("0-0", "O-O");
    assert!(text.contains("5. c3 O-O 6. Kf1"), "{text}");
    let c = compare_texts(
        &record,
        &text,
        Language::En,
        &Observed::default(),
        Edition::Y2023,
    );
    assert_eq!(c.agree_through, 10);
    assert_eq!(
        steps(&c, Which::Record),
        [
            "take the white rook off f1",
            "take the white king off g1",
            "put the white king on e1",
            "put the white rook on h1"
        ]
    );
    assert_eq!(
        steps(&c, Which::Scoresheet),
        ["take the white king off f1", "put the white king on e1"]
    );
    assert_eq!(c.decision.clocks.white.time(), hms("1:59:19"));
    assert_eq!(c.decision.clocks.black.time(), hms("1:59:37"));
}

// Topalov - Anand, London 2016 round 8.4: 6... c5 7. dxc5 Bxc5 ... 9... Re8 10. O-O-O e5.

#[test]
fn sheets_part_on_queenside_castling() {
    let game = london("8.4");
    let record = record_pgn(&game, 20, Some("40/7200:3600+30"));
    let written = diverging(&game, 18, &["Rd1", "e5"]);
    let text = sheet_text(&game.start, &written, Language::Hu);
    assert!(
        text.contains("10. Bd1 e5"),
        "Hungarian B is the rook: {text}"
    );
    let c = compare_texts(
        &record,
        &text,
        Language::Hu,
        &Observed::default(),
        Edition::Y2023,
    );
    assert_eq!(c.agree_through, 18);
    let out = report(&c, Language::Hu);
    assert_eq!(line(&out, "record-next:"), "record-next: 10. 0-0-0");
    assert_eq!(line(&out, "scoresheet-next:"), "scoresheet-next: 10. Bd1");
    assert_eq!(
        steps(&c, Which::Record),
        [
            "take the white king off c1",
            "take the white rook off d1",
            "take the black pawn off e5",
            "put the white rook on a1",
            "put the white king on e1",
            "put the black pawn on e6"
        ]
    );
    assert_eq!(
        steps(&c, Which::Scoresheet),
        [
            "take the white rook off d1",
            "take the black pawn off e5",
            "put the white rook on a1",
            "put the black pawn on e6"
        ]
    );
    assert_eq!(
        line(&out, "clocks:"),
        "clocks: White 1:56:54 (after 9. Vc2), Black 1:57:15 (after 9... Be8)"
    );
}

#[test]
fn sheets_part_between_two_captures() {
    let game = london("8.4");
    let record = record_pgn(&game, 14, None);
    let written = diverging(&game, 12, &["cxd5", "exd5"]);
    let text = sheet_text(&game.start, &written, Language::Fi);
    let c = compare_texts(
        &record,
        &text,
        Language::Fi,
        &Observed::default(),
        Edition::Y2023,
    );
    assert_eq!(c.agree_through, 12);
    assert_eq!(
        steps(&c, Which::Record),
        [
            "on c5 replace the black bishop with the black pawn",
            "put the white pawn on d4",
            "put the black bishop on e7"
        ]
    );
    assert_eq!(
        steps(&c, Which::Scoresheet),
        ["put the white pawn on c4", "put the black pawn on e6"]
    );
    assert_eq!(c.decision.clocks.white.time(), hms("1:58:47"));
    assert_eq!(c.decision.clocks.black.time(), hms("1:59:14"));
}

/// A rook ending where White promotes by capturing on c8, in rapid play.
const PROMOTION_RECORD: &str = "[SetUp \"1\"]\n[FEN \"2r5/1P3k2/8/8/8/8/5K2/8 w - - 0 50\"]\n\
[TimeControl \"900+10\"]\n\n50. Kf3 {[%clk 0:04:10]} Ke6 {[%clk 0:03:05]} 51. bxc8=Q+ {[%clk 0:04:01]} \
Kd6 {[%clk 0:02:58]} *\n";

#[test]
fn sheets_part_on_the_promotion_piece() {
    // The Danish sheet promotes to a knight, written without '=' as the Laws write it.
    let c = compare_texts(
        PROMOTION_RECORD,
        "50. Kf3 Ke6 51. bxc8S",
        Language::Da,
        &Observed::default(),
        Edition::Y2023,
    );
    assert_eq!(c.agree_through, 2);
    let out = report(&c, Language::Da);
    assert_eq!(line(&out, "record-next:"), "record-next: 51. bxc8D+");
    assert_eq!(line(&out, "scoresheet-next:"), "scoresheet-next: 51. bxc8S");
    assert_eq!(
        steps(&c, Which::Record),
        [
            "take the black king off d6",
            "on c8 replace the white queen with the black rook",
            "put the black king on e6",
            "put the white pawn on b7"
        ]
    );
    assert_eq!(
        steps(&c, Which::Scoresheet),
        [
            "on c8 replace the white knight with the black rook",
            "put the white pawn on b7"
        ]
    );
    assert_eq!(
        line(&out, "clocks:"),
        "clocks: White 0:04:10 (after 50. Kf3), Black 0:03:05 (after 50... Ke6)"
    );
    assert_eq!(c.clocks_now.black.time(), hms("0:02:58"));
}

#[test]
fn sheets_agree_and_the_sighted_board_is_wrong() {
    // The sighted player wrote 7... Qxd5 but put the queen on d6.
    let game = london("8.1");
    let record = record_pgn(&game, 14, None);
    let text = sheet_text(&game.start, &game.moves[..14], Language::Fi);
    let right = after(&game.start, &game.moves[..14]).board().clone();
    let wrong_move = after(&game.start, &diverging(&game, 13, &["Qd6"]));
    let observed = Observed {
        peg: Some(right.clone()),
        sighted: Some(wrong_move.board().clone()),
    };
    let c = compare_texts(&record, &text, Language::Fi, &observed, Edition::Y2023);
    assert_eq!(c.agree_through, 14);
    assert!(c.sheets_agree);
    assert_eq!(c.wrong_boards(), [Which::Scoresheet]);
    assert!(steps(&c, Which::Record).is_empty());
    assert_eq!(
        steps(&c, Which::Scoresheet),
        [
            "take the black queen off d6",
            "on d5 replace the white pawn with the black queen"
        ]
    );
    let out = report(&c, Language::Fi);
    assert_eq!(line(&out, "wrong-board:"), "wrong-board: sighted");
    assert_eq!(
        line(&out, "clocks:"),
        "clocks: White 1:58:00 (after 7. exd5), Black 1:59:28 (after 7... Dxd5)"
    );

    // Only the peg board described, and it differs: the peg board is the wrong one.
    let observed = Observed {
        peg: Some(wrong_move.board().clone()),
        sighted: None,
    };
    let c = compare_texts(&record, &text, Language::Fi, &observed, Edition::Y2023);
    assert_eq!(c.wrong_boards(), [Which::Record]);
    assert_eq!(c.decision.fix(Which::Scoresheet).basis, Basis::Unknown);
    assert_eq!(steps(&c, Which::Record).len(), 2);

    // The peg board known right, the sighted one not described: it must be the sighted one.
    let observed = Observed {
        peg: Some(right),
        sighted: None,
    };
    let c = compare_texts(&record, &text, Language::Fi, &observed, Edition::Y2023);
    assert_eq!(c.wrong_boards(), [Which::Scoresheet]);
    assert!(steps(&c, Which::Scoresheet).is_empty());
    assert_eq!(c.decision.clocks.black.time(), hms("1:59:28"));
}

// So - Vachier-Lagrave, London 2016 round 9.1: 6. d4 cxd4; 6... Bb4 is blocked by the pawn on c5.

/// The report for the So - Vachier-Lagrave record with `time_control`, against a sheet whose
/// sixth Black move is illegal.
fn illegal_report(time_control: Option<&str>, laws: Edition) -> (Comparison, String) {
    let game = london("9.1");
    let record = record_pgn(&game, 14, time_control);
    let text = format!(
        "{} Bb4 7. exd4 e4",
        sheet_text(&game.start, &game.moves[..11], Language::En)
    );
    let c = compare_texts(&record, &text, Language::En, &Observed::default(), laws);
    let out = report(&c, Language::En);
    (c, out)
}

#[test]
fn an_illegal_move_in_the_scoresheet_is_reported_with_7_5_and_the_penalty() {
    let (c, out) = illegal_report(None, Edition::Y2023);
    assert_eq!(c.agree_through, 11);
    assert_eq!(c.illegal.len(), 1);
    let illegal = &c.illegal[0];
    assert_eq!(illegal.sheet, Which::Scoresheet);
    assert_eq!(illegal.article, "7.5.1");
    assert_eq!(illegal.penalty, Duration::from_secs(120));
    assert_eq!(illegal.unread, 2);
    assert_eq!(
        line(&out, "illegal:"),
        "illegal: score sheet 6... Bb4: 'Bb4' does not fit any legal move in this position"
    );
    assert!(
        out.contains("  7.5.1: the position immediately before it is reinstated (after 6. d4)")
    );
    assert!(out.contains(
        "  7.5.5: first completed illegal move by Black: 2 minutes more for White \
         (standard play assumed: no time control known, Laws of 2023)"
    ));
    assert_eq!(
        c.decision.fix(Which::Scoresheet).basis,
        Basis::BeforeIllegal
    );
    assert!(steps(&c, Which::Scoresheet).is_empty());
    assert_eq!(
        steps(&c, Which::Record),
        [
            "take the black pawn off e4",
            "put the white pawn on e3",
            "put the black pawn on c5",
            "put the black pawn on e5"
        ]
    );
    assert_eq!(
        line(&out, "clocks:"),
        "clocks: White 1:59:18 (after 6. d4), Black 1:59:14 (after 5... d5)"
    );
}

#[test]
fn the_penalty_follows_the_category_and_the_edition_of_the_laws() {
    let minute = Duration::from_secs(60);
    let two = Duration::from_secs(120);
    for (control, laws, penalty, play) in [
        ("180+2", Edition::Y2018, minute, "blitz play, Laws of 2018"),
        ("900+10", Edition::Y2018, two, "rapid play, Laws of 2018"),
        ("900+10", Edition::Y2023, minute, "rapid play, Laws of 2023"),
        (
            "5400+30",
            Edition::Y2023,
            two,
            "standard play, Laws of 2023",
        ),
    ] {
        let (c, out) = illegal_report(Some(control), laws);
        assert_eq!(c.agree_through, 11, "{control}");
        assert_eq!(c.illegal[0].penalty, penalty, "{control} {laws}");
        assert!(out.contains(play), "{control} {laws}:\n{out}");
    }
}

#[test]
fn a_promotion_written_without_its_piece_points_to_7_5_2() {
    let c = compare_texts(
        PROMOTION_RECORD,
        "50. Kf3 Ke6 51. bxc8",
        Language::En,
        &Observed::default(),
        Edition::Y2023,
    );
    assert_eq!(c.agree_through, 2);
    assert_eq!(c.illegal[0].article, "7.5.2");
    assert_eq!(c.illegal[0].penalty, Duration::from_secs(60), "rapid, 2023");
    assert_eq!(c.decision.clocks.white.time(), hms("0:04:10"));
    assert_eq!(steps(&c, Which::Record).len(), 4);
}

#[test]
fn the_five_editions_letters_read_the_same_game() {
    // Topalov - Anand to 10... e5: knights, bishops, rooks, queens, both castlings and captures.
    let game = london("8.4");
    let record = record_pgn(&game, 20, None);
    let expected = [
        (
            Language::En,
            "1. d4 Nf6 2. c4 e6 3. Nf3 d5 4. Nc3 Be7",
            "9. Qc2 Re8",
        ),
        (
            Language::De,
            "1. d4 Sf6 2. c4 e6 3. Sf3 d5 4. Sc3 Le7",
            "9. Dc2 Te8",
        ),
        (
            Language::Hu,
            "1. d4 Hf6 2. c4 e6 3. Hf3 d5 4. Hc3 Fe7",
            "9. Vc2 Be8",
        ),
        (
            Language::Fi,
            "1. d4 Rf6 2. c4 e6 3. Rf3 d5 4. Rc3 Le7",
            "9. Dc2 Te8",
        ),
        (
            Language::Da,
            "1. d4 Sf6 2. c4 e6 3. Sf3 d5 4. Sc3 Le7",
            "9. Dc2 Te8",
        ),
    ];
    for (edition, opening, ninth) in expected {
        let text = sheet_text(&game.start, &game.moves[..20], edition);
        assert!(text.starts_with(opening), "{edition}: {text}");
        assert!(text.contains(ninth), "{edition}: {text}");
        let c = compare_texts(
            &record,
            &text,
            edition,
            &Observed::default(),
            Edition::Y2023,
        );
        assert_eq!(c.agree_through, 20, "{edition}");
        assert!(c.sheets_agree, "{edition}");
        assert!(steps(&c, Which::Record).is_empty() && steps(&c, Which::Scoresheet).is_empty());
        assert_eq!(c.decision.clocks.white.time(), hms("1:53:11"), "{edition}");
        assert_eq!(c.decision.clocks.black.time(), hms("1:56:36"), "{edition}");
    }
    // The same Hungarian sheet read with English letters fails at its first knight move.
    let hu = sheet_text(&game.start, &game.moves[..20], Language::Hu);
    let err = read_pgn(&hu, Language::En, None).unwrap_err().to_string();
    assert!(err.starts_with("move 1 (Black), 'Hf6':"), "{err}");
    // A Finnish knight read with English letters is a rook that cannot get there: illegal, not agreed.
    let fi = sheet_text(&game.start, &game.moves[..20], Language::Fi);
    let sheet = read_pgn(&fi, Language::En, None).unwrap();
    assert_eq!(sheet.moves().len(), 1);
    assert_eq!(sheet.illegal().unwrap().written, "Rf6");
}
