//! The fuzz targets' first seeds, made from the repository's own data: the corpus games as PGN, as the peg
//! board's frames and as a journal of a game played with human hands; the DGT session capture; the words
//! players use; the settings the set-up writes; the clock's presets; the set-up's own key sequences. The test
//! writes them into a temporary folder and replays each through its target; by hand, before a first fuzzing,
//! `PEGCHESS_FUZZ_SEEDS_INTO=fuzz/corpus cargo test --test main fuzz_seeds` writes them into the corpus (the
//! fuzzer's `cmin` then keeps the seeds that add coverage).

use pegchess::board::dgt::dgt3000::{ClockFace, ClockMessage, ClockSide};
use pegchess::board::dgt::protocol::{self as dgt, Field};
use pegchess::board::peg::hands::{self, HandAction, Noise};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::{BoardMessage, Button, FaultCode, HostRequest, OccupancyKind};
use pegchess::board::peg::simulator::BoardModel;
use pegchess::clock::{ClockSetup, Edition, PRESETS, Schedule};
use pegchess::config::Settings;
use pegchess::game::journal::Journal;
use pegchess::game::pgn;
use pegchess::notation::{Language, format_san};
use pegchess::phonetic::{Scheme, Vocabulary};
use pegchess::session::{
    ClockAction, Command, Event, GameResult, JournalHeader, Query, SessionConfig,
};
use pegchess::setup::Choices;
use pegchess::setup::choices::{SCHEDULES, TIME_CONTROLS, WARNINGS};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Position, Role};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Where the seeds go: the folder named by `PEGCHESS_FUZZ_SEEDS_INTO` (relative to the repository), or a
/// temporary folder for this test run.
fn root() -> &'static Path {
    static ROOT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    ROOT.get_or_init(|| match std::env::var_os("PEGCHESS_FUZZ_SEEDS_INTO") {
        Some(dir) => Path::new(env!("CARGO_MANIFEST_DIR")).join(dir),
        None => tempfile::tempdir().expect("a temporary folder").keep(),
    })
}

fn corpus(target: &str) -> PathBuf {
    let dir = root().join(target);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(target: &str, name: &str, data: &[u8]) {
    std::fs::write(corpus(target).join(format!("seed-{name}")), data).unwrap();
}

/// The corpus games, read.
fn games() -> Vec<pgn::PgnGame> {
    crate::speech::support::corpus_files()
        .iter()
        .flat_map(|f| pgn::read_file(f).unwrap())
        .flatten()
        .collect()
}

/// The corpus PGN texts, one game a seed.
fn pgn_seeds() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "pgn") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for game in text.split("\n[Event ").take(12) {
            let game = if game.starts_with('[') {
                game.to_string()
            } else {
                format!("[Event {game}")
            };
            write("pgn", &format!("{n:03}"), game.as_bytes());
            n += 1;
        }
    }
    let extra = [
        "[FEN \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. b8=Q+ Kd7 *",
        "1.e4 {[%clk 1:59:50]} e5 (1... c5 {a} (2. Nf3)) 2. Nf3 $1 !? 2... Nc6 ; rest\n%esc\n3. ... Bb5 1-0",
        "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7\"]\n\n7... e5 {[%clk 0:04:55]} 8. Nf3 {[%clk 0:09:00.5]} *",
        "1. Sf3 Sf6 2. g3 g6 3. Lg2 Lg7 4. 0-0 0-0 *",
        "1. e4 e5 2. Ke3 Nc6 3. Bc4 *",
    ];
    for (i, text) in extra.iter().enumerate() {
        write("pgn", &format!("x{i}"), text.as_bytes());
    }
}

/// A game's moves made by hands (clean or noisy), as the holes after each hand step and the presses.
fn hand_steps(game: &pgn::PgnGame, plies: usize, seed: u64) -> Vec<(Duration, HandAction)> {
    let mut noise = if seed == 0 {
        Noise::clean()
    } else {
        Noise::seeded(seed)
    };
    let mut pos = game.start.clone();
    let mut out = Vec::new();
    for m in game.moves.iter().take(plies) {
        for step in hands::steps(&pos, m, &mut noise) {
            out.push((step.pause, step.action));
        }
        pos.play_unchecked(*m);
    }
    out
}

/// The peg board's frames as the simulated board sends them for the opening of corpus games.
fn board_seeds(games: &[pgn::PgnGame]) {
    for (i, game) in games.iter().take(16).enumerate() {
        let mut board = BoardModel::new("PEGBOARD-SIM", game.start.board().occupied());
        let mut bytes = board.identity();
        bytes.extend(board.occupancy(OccupancyKind::Snapshot));
        for (_, action) in hand_steps(game, 6, i as u64) {
            match action {
                HandAction::Press => {
                    bytes.extend(board.button(Button::RightLever, true));
                    bytes.extend(board.button(Button::RightLever, false));
                }
                a => {
                    if let Some(frame) = board.set_holes(hands::apply(board.holes(), &a)) {
                        bytes.extend(frame);
                    }
                }
            }
        }
        bytes.extend(board.occupancy(OccupancyKind::Heartbeat));
        write("board_frames", &format!("{i:02}"), &bytes);
    }
    let mut board = BoardModel::new("PEGBOARD", shakmaty::Bitboard::EMPTY);
    let mut odd = board.frame(BoardMessage::Fault {
        code: FaultCode::Chatter,
        detail: "e4".into(),
    });
    odd.extend(board.frame(BoardMessage::Fault {
        code: FaultCode::Overrun,
        detail: "3".into(),
    }));
    odd.extend(b"noise\r\n$O,01,00000000000000FF*0000\n$");
    odd.extend(HostRequest::Identify.encode());
    odd.extend(HostRequest::Snapshot.encode());
    odd.extend(board.button(Button::Speak, true));
    odd.extend(board.button(Button::LeftLever, false));
    write("board_frames", "odd", &odd);
}

/// The DGT session capture, a message a line, and clock messages and set-and-run frames.
fn dgt_seeds() {
    let capture = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dgt-session.txt"),
    )
    .unwrap();
    let mut all = Vec::new();
    for (i, line) in capture
        .lines()
        .filter_map(|l| l.strip_prefix("< "))
        .enumerate()
    {
        let bytes: Vec<u8> = line
            .split_whitespace()
            .map(|h| u8::from_str_radix(h, 16).unwrap())
            .collect();
        all.extend(&bytes);
        write("dgt_messages", &format!("line{i:02}"), &bytes);
    }
    write("dgt_messages", "session", &all);
    let clock = |m: ClockMessage| {
        dgt::Message::Other {
            id: dgt::id::BWTIME,
            body: m.encode_body().to_vec(),
        }
        .encode()
    };
    let mut clocks = clock(ClockMessage::Times {
        left: Duration::from_secs(5400),
        right: Duration::from_secs(59),
        running: true,
        up: ClockSide::Right,
    });
    clocks.extend(clock(ClockMessage::Ack {
        ok: true,
        command: 0x0a,
    }));
    clocks.extend(clock(ClockMessage::Times {
        left: Duration::from_secs(5399),
        right: Duration::from_secs(59),
        running: true,
        up: ClockSide::Left,
    }));
    clocks.extend(
        ClockFace {
            left: Duration::from_secs(3600),
            right: Duration::from_secs(7),
            runs: Some(ClockSide::Left),
            paused: false,
        }
        .encode(),
    );
    clocks.extend(
        dgt::Message::FieldUpdate {
            field: Field::new(52).unwrap(),
            piece: None,
        }
        .encode(),
    );
    clocks.extend(dgt::Message::Trademark("Digital Game Technology".into()).encode());
    write("dgt_messages", "clock", &clocks);
}

/// The words players say and type, for a few positions, in every locale, scheme and edition.
fn words_seeds() {
    let mut n = 0;
    let positions = [0u8, 2, 3, 4, 6];
    for (i, &at) in positions.iter().enumerate() {
        let fen = match at {
            0 => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            2 => "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            3 => "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            4 => "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
            _ => "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5",
        };
        let pos: Chess = pgn::position_from_fen(fen).unwrap();
        for (s, &scheme) in Scheme::ALL.iter().enumerate() {
            let l = (i + s) % 5;
            let locale = Language::ALL[l];
            let edition = Language::ALL[(l + 1) % 5];
            let settings = (l + 5 * s + 15 * ((l + 1) % 5)) as u8;
            let vocab = Vocabulary::new(scheme, locale);
            for m in pos.legal_moves().iter().step_by(5).take(4) {
                let (file, rank) = vocab.square(m.to());
                let (from_file, from_rank) = vocab.square(m.from().unwrap());
                let texts = [
                    format!("{} {file} {rank}", vocab.role(m.role())),
                    format!(
                        "{} {from_file} {from_rank} {file} {rank}",
                        vocab.role(m.role())
                    ),
                    format_san(edition, SanPlus::from_move(pos.clone(), *m)),
                ];
                for text in texts {
                    let mut data = vec![settings, at];
                    data.extend(text.as_bytes());
                    write("words", &format!("{n:03}"), &data);
                    n += 1;
                }
            }
        }
    }
    let said = [
        (0u8, "castles kingside"),
        (1, "Rochade kurz"),
        (1, "Bella sieben nach Bella acht, Umwandlung in Dame"),
        (1, "ich gebe auf"),
        (1, "schwarz gibt auf"),
        (1, "Remis"),
        (1, "Springa Felix drie"),
        (2, "kurze Rochade"),
        (3, "linnoitus lyhyt"),
        (4, "rokade kort"),
        (0, "yes"),
        (0, "times"),
        (0, "where are the knights"),
        (0, "square e4"),
        (0, "g1f3"),
        (0, "set white 1:30:00"),
        (0, "> Nf3"),
        (0, "moves black 3"),
    ];
    for (i, (settings, text)) in said.iter().enumerate() {
        for at in [0u8, 3, 4] {
            let mut data = vec![*settings, at];
            data.extend(text.as_bytes());
            write("words", &format!("said{i:02}-{at}"), &data);
        }
    }
}

/// Settings files: what the set-up writes for the default and the offered choices, and hand-written ones
/// with every key.
fn settings_seeds() {
    let mut n = 0;
    let mut put = |text: String| {
        write("settings", &format!("{n:02}"), text.as_bytes());
        n += 1;
    };
    let base = Choices::from_settings(&Settings::default());
    for (i, tc) in TIME_CONTROLS.iter().enumerate() {
        let mut c = base.clone();
        c.time_control = tc.parse().ok();
        c.locale = Language::ALL[i % 5];
        c.scheme = Scheme::ALL[i % 3];
        c.schedule = SCHEDULES[i % SCHEDULES.len()].parse().unwrap();
        c.warnings = WARNINGS[i % WARNINGS.len()].parse().unwrap();
        let mut table = toml::Table::new();
        c.write_into(&mut table);
        put(toml::to_string(&table).unwrap());
    }
    put("# mine\nsettle-ms = 900\nvosk-model = \"/models/de\"\n".into());
    put(concat!(
        "locale = \"de\"\nscheme = \"danish\"\nform = \"long\"\nnotation = \"hu\"\nmode = \"casual\"\n",
        "orientation = \"black\"\nport = \"/dev/ttyACM0\"\nsettle-ms = 2500\nspeech = false\n",
        "data-dir = \"/tmp/games\"\ntime-control = \"40/5400+30:1800+30\"\nedition = \"2023\"\n",
        "announce-times = \"30m, 5m<30m, 1m<5m, 10s<1m\"\nspeech-rate = -20\nspeech-volume = 80\n",
        "voice = \"de\"\nphonetic-voice = \"de\"\nmicrophone = \"default\"\nloudspeaker = true\n",
        "sighted-board = \"/dev/ttyUSB0\"\nannounce-sighted-moves = false\nwarn-at = [\"5m\", \"30s\"]\n",
        "player-lever = \"left\"\nwindow = true\nwindow-locale = \"fi\"\nwindow-mode = \"large\"\n",
        "window-theme = \"yellow-on-black\"\n"
    )
    .into());
    put("speech = \"screen-reader\"\ntime-control = \"none\"\nwarn-at = \"none\"\n".into());
    put("locale = = [\n".into());
}

/// Time controls, schedules and warnings as players and the presets write them.
fn time_control_seeds() {
    let mut texts: Vec<String> = Vec::new();
    for (name, pgn) in PRESETS {
        texts.push(name.to_string());
        texts.push(pgn.to_string());
    }
    texts.extend(SCHEDULES.iter().map(|s| s.to_string()));
    texts.extend(WARNINGS.iter().map(|s| s.to_string()));
    texts.extend(
        [
            "40/7200b10:1800b10",
            "5400d5",
            "300+3",
            "none",
            "?",
            "-",
            "*180",
            "40/5400:20/3600:900+30",
            "1h, 10m<1h, 1m<10m, 5s<1m",
            "18446744073709551615+1",
            "501/5400:900",
            "10é",
        ]
        .map(String::from),
    );
    for (i, t) in texts.iter().enumerate() {
        write("time_control", &format!("{i:02}"), t.as_bytes());
    }
}

/// Journals of games played with human hands on the peg board, with a clock, typed and heard moves,
/// questions, the sighted board, the arbiter's decisions and a result; whole and cut.
fn journal_seeds(games: &[pgn::PgnGame]) {
    let dir = tempfile::tempdir().unwrap();
    for (i, game) in games.iter().take(4).enumerate() {
        let mut config = SessionConfig::new(game.start.clone());
        config.clock = Some(ClockSetup {
            control: PRESETS[i].1.parse().unwrap(),
            edition: Edition::default(),
            schedule: Schedule::default(),
        });
        let header = JournalHeader::new(&config, game.tags.clone(), 1_700_000_000_000);
        let path = dir.path().join(format!("{i}.journal"));
        let mut journal = Journal::create(&path, &header).unwrap();
        let mut at = Duration::ZERO;
        let mut holes = game.start.board().occupied();
        let mut append = |at: Duration, e: Event| journal.append(at, &e).unwrap();
        append(
            at,
            Event::Board(LinkEvent::Connected {
                port: "/dev/pts/3".into(),
                name: "PEGBOARD-SIM".into(),
                firmware: "1.0".into(),
            }),
        );
        append(
            at,
            Event::Board(LinkEvent::Holes {
                holes,
                kind: OccupancyKind::Snapshot,
            }),
        );
        for (pause, action) in hand_steps(game, 8, i as u64) {
            at += pause;
            match action {
                HandAction::Press => {
                    for pressed in [true, false] {
                        append(
                            at,
                            Event::Board(LinkEvent::Button {
                                button: Button::RightLever,
                                pressed,
                            }),
                        );
                    }
                }
                HandAction::Wait => append(at, Event::Tick),
                a => {
                    holes = hands::apply(holes, &a);
                    append(
                        at,
                        Event::Board(LinkEvent::Holes {
                            holes,
                            kind: OccupancyKind::Change,
                        }),
                    );
                }
            }
        }
        let second = Duration::from_secs(1);
        let rest = [
            Event::Command(Command::Ask(Query::Times)),
            Event::Command(Command::Typed("Nf3".into())),
            Event::Heard("Springer Felix drei".into()),
            Event::Command(Command::Sighted("e4".into())),
            Event::Command(Command::OfferDraw(None)),
            Event::Command(Command::Clock(ClockAction::Pause)),
            Event::Command(Command::Clock(ClockAction::SetTime(
                Color::White,
                second * 600,
            ))),
            Event::Command(Command::Clock(ClockAction::Resume)),
            Event::Command(Command::Promote(Role::Queen)),
            Event::Command(Command::Restore(2)),
            Event::Command(Command::Repeat),
            Event::VoiceTrouble("the microphone is gone".into()),
            Event::Command(Command::Result(GameResult::Resigned(Color::Black))),
        ];
        for e in rest {
            at += second;
            append(at, e);
        }
        drop(journal);
        let bytes = std::fs::read(&path).unwrap();
        write("journal", &format!("{i}"), &bytes);
        write(
            "journal",
            &format!("{i}-cut"),
            &bytes[..bytes.len() * 2 / 3],
        );
    }
}

/// The set-up's key sequences as the board's button bytes (see `setup_keys`): presses and releases with
/// short and long holds.
fn setup_seeds() {
    let (left, right): (&[u8], &[u8]) = (&[4, 8], &[5, 9]);
    let short: &[u8] = &[6, 2 | 8];
    let long: &[u8] = &[6, 2 | (10 << 3)];
    let sequences: [&[&[u8]]; 5] = [
        &[short; 12],
        &[
            right, short, right, short, right, short, right, short, right, short, left, short,
            short, short, short, short, short, short,
        ],
        &[
            long, left, left, short, long, right, right, right, short, short, short, left, short,
        ],
        &[
            short, short, short, right, short, right, short, left, short, short, short, short,
            short, short, short, short, left, left, short,
        ],
        // With a game to follow: ten choices as they stand, then Chess960 417 set digit by digit, a lever
        // back from its back rank, the digits taken again, the check heard again, taken, saved.
        &[
            short, short, short, short, short, short, short, short, short, short, right, short,
            right, right, right, right, short, right, short, left, left, left, short, left, short,
            short, short, long, short, short,
        ],
    ];
    for (i, seq) in sequences.iter().enumerate() {
        let bytes: Vec<u8> = seq.iter().flat_map(|s| s.iter().copied()).collect();
        write("setup_keys", &format!("{i}"), &bytes);
    }
    for i in 0..8u8 {
        let bytes: Vec<u8> = (0..40u8)
            .map(|k| k.wrapping_mul(37).wrapping_add(i * 11))
            .collect();
        write("setup_keys", &format!("mixed{i}"), &bytes);
    }
}

#[test]
fn fuzz_seeds_are_made_from_the_repository_and_each_replays_through_its_target() {
    let games = games();
    pgn_seeds();
    board_seeds(&games);
    dgt_seeds();
    words_seeds();
    settings_seeds();
    time_control_seeds();
    journal_seeds(&games);
    setup_seeds();
    // Every target gets seeds, and each goes through the target's body without a panic.
    for (target, body) in super::bodies::TARGETS {
        let seeds: Vec<PathBuf> = std::fs::read_dir(corpus(target))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        assert!(!seeds.is_empty(), "{target}: no seeds");
        for seed in seeds {
            let data = std::fs::read(&seed).unwrap();
            assert!(
                std::panic::catch_unwind(|| body(&data)).is_ok(),
                "{}",
                seed.display()
            );
        }
    }
    if std::env::var_os("PEGCHESS_FUZZ_SEEDS_INTO").is_none() {
        let _ = std::fs::remove_dir_all(root());
    }
}
