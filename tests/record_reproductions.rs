//! Issue 12's reproductions for the record: a lone `>` or a tab in a typed line, old-format journals, an
//! unreadable entry in the middle, two writers on one journal; and the journal's round trip of any event.

use crate::support::{connections, journal_in, spawn_in, type_line_after, until_connected};
use pegchess::board::dgt::link::DgtEvent;
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::{Button, FaultCode, OccupancyKind, crc16};
use pegchess::game::journal::{Journal, JournalError, LineProblem};
use pegchess::session::rebuild::RecoveredGame;
use pegchess::session::{
    ClockAction, Command as Cmd, Event, GameResult, JournalHeader, Query, SessionConfig,
};
use pegchess::speech::phrases::phrase::{HelpTopic, Line};
use proptest::prelude::*;
use shakmaty::Position;
use std::path::{Path, PathBuf};
use std::process::{Child, Output};
use std::time::Duration;

fn games(data: &Path) -> PathBuf {
    data.join("pegchess/games")
}

/// Waits until the journal holds an entry that `pred` accepts.
fn wait_for(journal: &Path, pred: impl Fn(&Event) -> bool) {
    crate::support::wait_until(Duration::from_secs(10), "the journal to show it", || {
        Journal::read(journal)
            .map(|r: RecoveredGame| r.entries.iter().any(|(_, e)| pred(e)))
            .unwrap_or(false)
    });
}

fn finish(child: Child) -> (Output, String) {
    let out = crate::support::output_within(child);
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out, text)
}

/// Plays 1. e4 with the simulated board and types `line`, leaves, and resumes: the resume must succeed.
fn typed_line_survives_a_resume(line: &str, journaled: Event) {
    let data = tempfile::tempdir().unwrap();
    let mut game = spawn_in(data.path(), &["play", "--simulate"]);
    until_connected(data.path(), 1);
    for key in ["out e2", "in e4", "p", line] {
        // The pegs go through the simulated board and the key `p` straight to the game: a moment between.
        type_line_after(&mut game, key, Duration::from_millis(150));
    }
    let journal = journal_in(data.path());
    wait_for(&journal, |e| *e == journaled);
    type_line_after(&mut game, "q", Duration::ZERO);
    let (out, text) = finish(game);
    assert!(out.status.success(), "{text}");

    let before = connections(data.path());
    let mut resumed = spawn_in(data.path(), &["resume", "--simulate"]);
    until_connected(data.path(), before + 1);
    type_line_after(&mut resumed, "q", Duration::ZERO);
    let (out, text) = finish(resumed);
    assert!(out.status.success(), "resume refused the game: {text}");
    assert!(
        text.contains("Game resumed at move 1, Black to move."),
        "{text}"
    );
}

#[test]
fn lone_sighted_marker_resumes() {
    typed_line_survives_a_resume(">", Event::Command(Cmd::Sighted(String::new())));
}

#[test]
fn typed_line_with_a_tab_resumes() {
    typed_line_survives_a_resume("Nf3\tx", Event::Command(Cmd::Typed("Nf3\tx".into())));
}

fn seal(text: &str) -> String {
    format!("{text}*{:04X}\n", crc16(text.as_bytes()))
}

/// The events of 1. e4 on the board, then a lone `>` and a typed tab, as the live loop journals them.
fn e4_and_odd_lines() -> Vec<(Duration, Event)> {
    let holes = |h: u64, kind| {
        Event::Board(LinkEvent::Holes {
            holes: shakmaty::Bitboard(h),
            kind,
        })
    };
    let button = |pressed| {
        Event::Board(LinkEvent::Button {
            button: Button::RightLever,
            pressed,
        })
    };
    [
        (0, holes(0xFFFF_0000_0000_FFFF, OccupancyKind::Snapshot)),
        (1000, holes(0xFFFF_0000_0000_EFFF, OccupancyKind::Change)),
        (2000, holes(0xFFFF_0000_1000_EFFF, OccupancyKind::Change)),
        (2500, button(true)),
        (2600, button(false)),
        (3000, Event::Command(Cmd::Sighted(String::new()))),
        (3500, Event::Command(Cmd::Typed("Nf3\tx".into()))),
    ]
    .into_iter()
    .map(|(ms, e)| (Duration::from_millis(ms), e))
    .collect()
}

/// A journal of [`e4_and_odd_lines`] at `path`, dated for its tag.
fn e4_journal(path: &Path) {
    let header = JournalHeader::new(
        &SessionConfig::new(shakmaty::Chess::default()),
        vec![("Date".into(), "2026.01.02".into())],
        1_700_000_000_000,
    );
    let mut journal = Journal::create(path, &header).unwrap();
    for (at, e) in e4_and_odd_lines() {
        journal.append(at, &e).unwrap();
    }
}

#[test]
fn a_journal_with_a_lone_marker_and_a_tab_resumes() {
    let data = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(games(data.path())).unwrap();
    let path = games(data.path()).join("odd.journal");
    e4_journal(&path);
    let rec: RecoveredGame = Journal::read(&path).unwrap();
    assert_eq!(rec.entries, e4_and_odd_lines());
    assert!(rec.damage.is_none(), "{:?}", rec.damage);
    assert_eq!(
        rec.header.tags,
        [("Date".to_string(), "2026.01.02".to_string())]
    );

    let before = connections(data.path());
    let mut resumed = spawn_in(data.path(), &["resume", "--simulate"]);
    until_connected(data.path(), before + 1);
    type_line_after(&mut resumed, "q", Duration::ZERO);
    let (out, text) = finish(resumed);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("Game resumed at move 1, Black to move."),
        "{text}"
    );
    let rec: RecoveredGame = Journal::read(&path).unwrap();
    assert!(rec.entries.len() >= 7);
    assert_eq!(
        rec.entries[5].1,
        Event::Command(Cmd::Sighted(String::new()))
    );
}

/// The text journal of the hours before the first release: refused with one line, the file left as it was.
#[test]
fn a_version_1_journal_is_refused_with_one_line_and_left_alone() {
    let data = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(games(data.path())).unwrap();
    let path = games(data.path()).join("old.journal");
    let old = format!("pegchess-journal 1\n{}", seal("# start startpos"));
    std::fs::write(&path, &old).unwrap();
    match Journal::read::<JournalHeader, Event>(&path) {
        Err(JournalError::Version(p, 1)) => assert_eq!(p, path),
        other => panic!("{other:?}"),
    }
    let out = crate::support::private(data.path())
        .args(["resume", "--simulate", "--journal"])
        .arg(&path)
        .output();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("version-1 journal") && err.contains("reads version 2"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), old);
}

fn new_journal(path: &Path) -> (Journal, JournalHeader) {
    let header = JournalHeader::new(&SessionConfig::new(shakmaty::Chess::default()), vec![], 0);
    (Journal::create(path, &header).unwrap(), header)
}

#[test]
fn an_unreadable_middle_entry_keeps_the_game_up_to_it_and_the_rest_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.journal");
    let (mut j, _) = new_journal(&path);
    for i in 0..6 {
        j.append(Duration::from_secs(i), &Event::Command(Cmd::Press))
            .unwrap();
    }
    drop(j);
    // Line 5 (the third entry) is damaged; the lines after it are intact.
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    lines[4] = lines[4].replace("press", "prass");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();

    let (_j, rec): (Journal, RecoveredGame) = Journal::reopen(&path).unwrap();
    assert_eq!(rec.entries.len(), 2);
    let damage = rec.damage.expect("reported");
    assert_eq!((damage.line, damage.dropped), (5, 4));
    assert_eq!(damage.reason, LineProblem::ChecksumMismatch);
    let aside = damage.kept_in.clone().expect("kept aside");
    assert_eq!(
        std::fs::read_to_string(&aside).unwrap(),
        lines[4..].join("\n") + "\n"
    );
    let said = damage.to_string();
    assert!(said.contains("line 5") && said.contains(".rest"), "{said}");
}

#[test]
fn a_second_writer_is_told_the_game_is_open_with_the_process_id() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.journal");
    let (first, _) = new_journal(&path);
    match Journal::reopen::<JournalHeader, Event>(&path) {
        Err(JournalError::InUse { pid, .. }) => assert_eq!(pid, Some(std::process::id())),
        other => panic!("a second writer was let in: {other:?}"),
    }
    // Reading stays open to anyone; once the first writer leaves, the game can be reopened.
    assert!(Journal::read::<JournalHeader, Event>(&path).is_ok());
    drop(first);
    assert!(Journal::reopen::<JournalHeader, Event>(&path).is_ok());
}

#[test]
fn the_arbiters_console_on_a_live_game_is_told_it_is_open_elsewhere() {
    let data = tempfile::tempdir().unwrap();
    let mut game = spawn_in(data.path(), &["play", "--simulate"]);
    until_connected(data.path(), 1);
    for key in ["out e2", "in e4", "p"] {
        // The pegs go through the simulated board and the key `p` straight to the game: a moment between.
        type_line_after(&mut game, key, Duration::from_millis(150));
    }
    let journal = journal_in(data.path());
    wait_for(&journal, |e| *e == Event::Command(Cmd::Press));
    let sheet = data.path().join("sheet.pgn");
    std::fs::write(&sheet, "1. d4 *\n").unwrap();
    let mut arbiter = spawn_in(
        data.path(),
        &[
            "arbiter",
            "--record",
            journal.to_str().unwrap(),
            "--scoresheet",
            sheet.to_str().unwrap(),
        ],
    );
    type_line_after(&mut arbiter, "y", Duration::ZERO);
    let (out, text) = finish(arbiter);
    // The lock file names the game's process while it runs (a clean quit removes it).
    let pid = played_pid(&journal);
    type_line_after(&mut game, "q", Duration::ZERO);
    let (played, played_text) = finish(game);
    assert!(played.status.success(), "{played_text}");
    assert!(out.status.success(), "{text}");
    assert!(text.contains("Nothing applied: the game"), "{text}");
    assert!(
        text.contains(&format!("open in another pegchess (process {pid})"))
            && text.contains("arbiter compare"),
        "{text}"
    );
    // Nothing was written by the arbiter: the game's journal holds no decision.
    let rec: RecoveredGame = Journal::read(&journal).unwrap();
    assert!(
        !rec.entries
            .iter()
            .any(|(_, e)| matches!(e, Event::Command(Cmd::Restore(_))))
    );
}

/// The process id the game wrote into the lock file (the game has left; the file keeps it).
fn played_pid(journal: &Path) -> u32 {
    let lock = pegchess::game::journal::lock_path(journal);
    std::fs::read_to_string(lock)
        .unwrap()
        .trim()
        .parse()
        .unwrap()
}

fn color() -> impl Strategy<Value = shakmaty::Color> {
    prop_oneof![Just(shakmaty::Color::White), Just(shakmaty::Color::Black)]
}

/// Free text with what broke version 1: empty, spaces, tabs, line ends, percent signs, non-ASCII.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        "",
        "[ \t\n\r%*é♞\"\\\\a-z0-9]{0,12}",
        "\\PC{0,20}",
        any::<String>()
    ]
}

fn duration() -> impl Strategy<Value = Duration> {
    (any::<u64>(), 0..1_000_000_000u32).prop_map(|(s, n)| Duration::new(s, n))
}

fn command() -> impl Strategy<Value = Cmd> {
    let square = (0..64u32).prop_map(shakmaty::Square::new);
    prop_oneof![
        Just(Cmd::Press),
        Just(Cmd::Repeat),
        Just(Cmd::OfferDraw(None)),
        Just(Cmd::OfferDraw(Some(shakmaty::Color::White))),
        Just(Cmd::OfferDraw(Some(shakmaty::Color::Black))),
        (1..6usize).prop_map(|i| Cmd::Promote(shakmaty::Role::ALL[i])),
        (square.clone(), square.clone()).prop_map(|(from, to)| Cmd::Announced(
            shakmaty::uci::UciMove::Normal {
                from,
                to,
                promotion: None
            }
        )),
        text().prop_map(Cmd::Typed),
        text().prop_map(Cmd::Sighted),
        any::<usize>().prop_map(Cmd::Restore),
        Just(Cmd::Result(GameResult::DrawAgreed)),
        color().prop_map(|c| Cmd::Result(GameResult::Resigned(c))),
        color().prop_map(|c| Cmd::Result(GameResult::ArbiterWin(c))),
        Just(Cmd::Result(GameResult::ArbiterDraw)),
        any::<u8>().prop_map(|n| Cmd::Ask(Query::Help(HelpTopic::Part(n)))),
        Just(Cmd::Ask(Query::Help(HelpTopic::Leave))),
        Just(Cmd::Ask(Query::Rating)),
        (color(), duration()).prop_map(|(c, d)| Cmd::Clock(ClockAction::SetTime(c, d))),
        (color(), any::<u32>()).prop_map(|(c, n)| Cmd::Clock(ClockAction::SetMoves(c, n))),
        color().prop_map(|c| Cmd::Clock(ClockAction::Penalty(c))),
        duration().prop_map(|d| Cmd::Clock(ClockAction::AddIncrement(d))),
        Just(Cmd::Clock(ClockAction::Pause)),
        Just(Cmd::Clock(ClockAction::Resume)),
        Just(Cmd::Ask(Query::Times)),
        Just(Cmd::Ask(Query::MoveNumber)),
        any::<u8>().prop_map(|n| Cmd::Ask(Query::LastMoves(n))),
        (0..12usize).prop_map(|i| Cmd::Ask(Query::Pieces(shakmaty::Piece {
            color: shakmaty::Color::ALL[i / 6],
            role: shakmaty::Role::ALL[i % 6]
        }))),
        square.prop_map(|sq| Cmd::Ask(Query::Square(sq))),
        (0..8u32).prop_map(|r| Cmd::Ask(Query::Line(Line::Rank(shakmaty::Rank::new(r))))),
        (0..8u32).prop_map(|f| Cmd::Ask(Query::Line(Line::File(shakmaty::File::new(f))))),
    ]
}

fn event() -> impl Strategy<Value = Event> {
    let button = prop_oneof![
        Just(Button::LeftLever),
        Just(Button::RightLever),
        Just(Button::Speak)
    ];
    let kind = prop_oneof![
        Just(OccupancyKind::Change),
        Just(OccupancyKind::Heartbeat),
        Just(OccupancyKind::Snapshot)
    ];
    prop_oneof![
        Just(Event::Tick),
        text().prop_map(Event::Heard),
        text().prop_map(Event::VoiceTrouble),
        command().prop_map(Event::Command),
        (text(), text(), text()).prop_map(|(port, name, firmware)| Event::Board(
            LinkEvent::Connected {
                port,
                name,
                firmware
            }
        )),
        (text(), text())
            .prop_map(|(port, reason)| Event::Board(LinkEvent::Disconnected { port, reason })),
        (any::<u64>(), kind).prop_map(|(h, kind)| Event::Board(LinkEvent::Holes {
            holes: shakmaty::Bitboard(h),
            kind
        })),
        (button, any::<bool>())
            .prop_map(|(button, pressed)| Event::Board(LinkEvent::Button { button, pressed })),
        (text(), text()).prop_map(|(code, detail)| Event::Board(LinkEvent::Fault {
            code: FaultCode::from_code(&code),
            detail
        })),
        (text(), text(), text()).prop_map(|(port, serial, version)| Event::Sighted(
            DgtEvent::Connected {
                port,
                serial,
                version
            }
        )),
        (text(), text())
            .prop_map(|(port, reason)| Event::Sighted(DgtEvent::Disconnected { port, reason })),
        (
            proptest::collection::vec((0..64u32, 0..12usize), 0..40),
            any::<bool>()
        )
            .prop_map(|(pieces, dump)| {
                let mut board = shakmaty::Board::empty();
                for (sq, p) in pieces {
                    board.set_piece_at(
                        shakmaty::Square::new(sq),
                        shakmaty::Piece {
                            color: shakmaty::Color::ALL[p / 6],
                            role: shakmaty::Role::ALL[p % 6],
                        },
                    );
                }
                Event::Sighted(DgtEvent::Position { board, dump })
            }),
    ]
}

/// A game's settings, drawn from every choice, with imported moves and a clock or none.
fn config() -> impl Strategy<Value = SessionConfig> {
    use pegchess::config::{Mode, Orientation, PlayerLever};
    use pegchess::notation::Language;
    use pegchess::phonetic::Scheme;
    (
        (
            any::<bool>(),
            0..3usize,
            0..60_000u64,
            0..5usize,
            0..5usize,
            0..3usize,
        ),
        (any::<bool>(), 0..3usize, any::<u64>()),
    )
        .prop_map(|((casual, o, settle, n, l, sc), (clock, lever, seed))| {
            let mut c = SessionConfig::new(shakmaty::Chess::default());
            c.mode = if casual {
                Mode::Casual
            } else {
                Mode::Tournament
            };
            c.orientation = [Orientation::Auto, Orientation::White, Orientation::Black][o];
            c.settle = Duration::from_millis(settle);
            c.notation = Language::ALL[n];
            c.locale = Language::ALL[l];
            c.scheme = Scheme::ALL[sc % Scheme::ALL.len()];
            c.player_lever = [PlayerLever::Any, PlayerLever::Left, PlayerLever::Right][lever];
            if clock {
                c.clock = Some(pegchess::clock::ClockSetup {
                    control: "40/5400+30:1800+30".parse().unwrap(),
                    edition: Default::default(),
                    schedule: Default::default(),
                });
            }
            // A few imported moves, chosen by the seed.
            let mut pos = shakmaty::Chess::default();
            for i in 0..(seed % 7) {
                let legal = pos.legal_moves();
                let m = legal[((seed >> (i * 8)) as usize) % legal.len()];
                c.moves.push(m);
                pos.play_unchecked(m);
            }
            c
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Everything the session can journal reads back identically, at any time stamp.
    #[test]
    fn every_event_reads_back_from_the_journal_identically(
        entries in proptest::collection::vec((any::<u64>(), event()), 0..12),
        tag in text(),
        config in config(),
        wall in any::<u64>(),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.journal");
        let header = JournalHeader::new(&config, vec![(tag.clone(), tag)], wall);
        let mut j = Journal::create(&path, &header).unwrap();
        for (ms, e) in &entries {
            j.append(Duration::from_millis(*ms), e).unwrap();
        }
        drop(j);
        let back: RecoveredGame = Journal::read(&path).unwrap();
        prop_assert!(back.damage.is_none(), "{:?}", back.damage);
        prop_assert_eq!(&back.header, &header);
        // The header gives back the settings it was made from.
        let again = back.header.config().expect("a header this program wrote");
        prop_assert_eq!(JournalHeader::new(&again, header.tags.clone(), wall), header);
        let expected: Vec<(Duration, Event)> =
            entries.into_iter().map(|(ms, e)| (Duration::from_millis(ms), e)).collect();
        prop_assert_eq!(back.entries, expected);
    }

    /// Any bytes after the first line are read as a journal or refused with a reason, never a panic.
    #[test]
    fn any_journal_bytes_are_read_or_refused(
        version in 1..3u32,
        body in proptest::collection::vec(any::<u8>(), 0..400),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.journal");
        let mut bytes = format!("pegchess-journal {version}\n").into_bytes();
        bytes.extend(body);
        std::fs::write(&path, bytes).unwrap();
        let _ = Journal::read::<JournalHeader, Event>(&path);
    }
}

#[test]
fn resume_goes_on_up_to_an_unreadable_entry_and_says_which_line() {
    let data = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(games(data.path())).unwrap();
    let path = games(data.path()).join("damaged.journal");
    // Line 10, after the header and the seven entries of 1. e4, carries a wrong checksum; line 11 is sound.
    e4_journal(&path);
    let mut text = std::fs::read_to_string(&path).unwrap();
    let line = |ms: u64, e: Event| serde_json::json!({ "ms": ms, "entry": e }).to_string();
    text.push_str(&format!(
        "{}*0000\n",
        line(4000, Event::Command(Cmd::Press))
    ));
    text.push_str(&seal(&line(4100, Event::Command(Cmd::Repeat))));
    std::fs::write(&path, &text).unwrap();
    std::fs::remove_file(pegchess::game::journal::lock_path(&path)).ok();

    let before = connections(data.path());
    let mut resumed = spawn_in(data.path(), &["resume", "--simulate"]);
    until_connected(data.path(), before + 1);
    type_line_after(&mut resumed, "q", Duration::ZERO);
    let (out, said) = finish(resumed);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("Game resumed at move 1, Black to move."),
        "{said}"
    );
    assert!(
        said.contains("journal line 10 is unreadable (the checksum does not fit the line)")
            && said.contains("2 line(s) from there are kept in"),
        "{said}"
    );
    let aside = std::fs::read_to_string(path.with_extension("journal.rest")).unwrap();
    assert!(
        aside.starts_with("{\"entry\":{\"command\":\"press\"}"),
        "{aside}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any sequence of journaled events, replayed as `resume` does, is handled without a panic, with and
    /// without a clock, whatever the times and numbers in it.
    #[test]
    fn any_journaled_events_replay_without_a_panic(
        entries in proptest::collection::vec((0..10_000u64, event()), 0..40),
        clock in any::<bool>(),
    ) {
        let mut config = SessionConfig::new(shakmaty::Chess::default());
        if clock {
            config.clock = Some(pegchess::clock::ClockSetup {
                control: "40/5400+30:1800+30".parse().unwrap(),
                edition: Default::default(),
                schedule: Default::default(),
            });
        }
        let mut session = pegchess::session::Session::new(config);
        let mut now = Duration::ZERO;
        for (step, event) in entries {
            now += Duration::from_millis(step);
            let _ = session.handle(event, now);
        }
    }
}
