//! The bodies of the fuzz targets, one per parser: bytes in, the parser called through its public entry
//! point, and the invariants that must hold for every input (no panic anywhere, round trips where the format
//! has a writer, chunking never changing what a stream decoder yields). The fuzz targets in
//! `fuzz/fuzz_targets/` call these, and `tests/fuzz_replay.rs` includes this file to replay the saved corpora
//! and crash inputs as ordinary tests, so the two never drift apart.

use pegchess::board::dgt::dgt3000::{ClockFace, ClockMessage, MAX_SHOWN, SET_AND_RUN_LEN};
use pegchess::board::dgt::link::DgtCore;
use pegchess::board::dgt::protocol::{self as dgt, Decoded};
use pegchess::board::peg::link::LinkCore;
use pegchess::board::peg::protocol::{Decoder, Frame, MAX_LINE, crc16};
use pegchess::clock::{Schedule, TimeControl, Warnings};
use pegchess::config::Settings;
use pegchess::config::options::{Options, TimeControlKey};
use pegchess::game::chess960::GameStart;
use pegchess::game::journal::{Journal, Recovered};
use pegchess::game::pgn::{self, PgnTags};
use pegchess::notation::san::parse_written;
use pegchess::notation::{Language, format_san, parse_move};
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::{Event, JournalHeader};
use pegchess::setup::{Buttons, Choices, Setup};
use pegchess::speech::{Phrase, Renderer};
use pegchess::sync::{Sheet, read_pgn};
use pegchess::words::{Exact, Reader, Understood};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, EnPassantMode, Move, Position};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

/// A target's body: one input, a panic when it breaks an invariant.
pub type Body = fn(&[u8]);

/// Every target: its name (the folder of its corpus and crash inputs) and its body.
pub const TARGETS: &[(&str, Body)] = &[
    ("board_frames", board_frames),
    ("dgt_messages", dgt_messages),
    ("words", words),
    ("pgn", pgn_import),
    ("settings", settings),
    ("time_control", time_control),
    ("journal", journal),
    ("setup_keys", setup_keys),
];

/// The peg board's frame decoder and the link core behind it: whole or byte by byte the same frames and
/// counters; every frame re-encodes to a line of at most [`MAX_LINE`] that decodes to the same frame.
pub fn board_frames(data: &[u8]) {
    let mut whole = Decoder::new();
    let frames = whole.push(data);
    let mut bytewise = Decoder::new();
    let one_by_one: Vec<Frame> = data.iter().flat_map(|b| bytewise.push(&[*b])).collect();
    assert_eq!(frames, one_by_one, "chunking changed the frames");
    assert_eq!(
        whole.stats(),
        bytewise.stats(),
        "chunking changed the counters"
    );
    assert_eq!(whole.stats().frames, frames.len() as u64);
    for frame in &frames {
        let line = match frame {
            Frame::Board(f) => f.encode(),
            Frame::Host(h) => h.encode(),
        };
        assert!(line.len() <= MAX_LINE, "{} bytes re-encoded", line.len());
        assert_eq!(Decoder::new().push(&line), vec![frame.clone()]);
    }
    let mut core = LinkCore::new();
    let at_once = core.on_bytes("fuzz", data);
    let mut core = LinkCore::new();
    let (mut events, mut requests) = (Vec::new(), Vec::new());
    for b in data {
        let out = core.on_bytes("fuzz", &[*b]);
        events.extend(out.events);
        requests.extend(out.requests);
    }
    assert_eq!(at_once.events, events);
    assert_eq!(at_once.requests, requests);
}

/// The DGT e-board's message decoder, the DGT 3000's clock messages and set-and-run frames, and the link
/// core: chunking changes nothing; messages, clock messages and clock faces round-trip through their writers.
pub fn dgt_messages(data: &[u8]) {
    let mut whole = dgt::Decoder::new();
    let decoded = whole.push(data);
    let mut bytewise = dgt::Decoder::new();
    let one_by_one: Vec<Decoded> = data.iter().flat_map(|b| bytewise.push(&[*b])).collect();
    assert_eq!(decoded, one_by_one, "chunking changed the messages");
    assert_eq!(whole.pending_skipped(), bytewise.pending_skipped());
    for item in &decoded {
        let Decoded::Message(m) = item else { continue };
        let bytes = m.encode();
        assert!(bytes.len() <= dgt::MAX_MESSAGE);
        assert_eq!(
            dgt::Decoder::new().push(&bytes),
            vec![Decoded::Message(m.clone())]
        );
        if let dgt::Message::Other {
            id: dgt::id::BWTIME,
            body,
        } = m
        {
            clock_message(body);
        }
    }
    for window in data.windows(SET_AND_RUN_LEN) {
        if let Ok(face) = ClockFace::decode(window) {
            assert_eq!(ClockFace::decode(&face.encode()), Ok(face));
        }
    }
    let mut core = DgtCore::new();
    let at_once = core.on_bytes("fuzz", data);
    let mut core = DgtCore::new();
    let (mut events, mut commands) = (Vec::new(), Vec::new());
    for b in data {
        let out = core.on_bytes("fuzz", &[*b]);
        events.extend(out.events);
        commands.extend(out.requests);
    }
    assert_eq!(at_once.events, events);
    assert_eq!(at_once.requests, commands);
}

/// A clock message's body read, and written back when it can be shown. Both clocks at zero, stopped, the
/// lever's left side up, is written as seven zeros, which the board also sends around commands and which the
/// reader takes as an empty message: the format cannot tell them apart.
fn clock_message(body: &[u8]) {
    match ClockMessage::decode(body) {
        Ok(m @ ClockMessage::Times { left, right, .. })
            if left <= MAX_SHOWN && right <= MAX_SHOWN && m.encode_body() != [0; 7] =>
        {
            assert_eq!(ClockMessage::decode(&m.encode_body()), Ok(m));
        }
        Ok(m @ ClockMessage::Ack { command, .. }) if command < 0x80 => {
            assert_eq!(ClockMessage::decode(&m.encode_body()), Ok(m));
        }
        _ => {}
    }
}

/// Positions the words are read against: the start, both sides to move, castling, promotion, en passant,
/// and two knights that reach the same square.
const POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5",
];

fn position(i: u8) -> Chess {
    let fen = POSITIONS[usize::from(i) % POSITIONS.len()];
    pgn::position_from_fen(fen).expect("the positions are legal")
}

/// The settings a reader is built for: the first byte picks the locale, the scheme and the edition.
fn reader(b: u8) -> (&'static Reader, Language) {
    static READERS: [OnceLock<Reader>; 75] = [const { OnceLock::new() }; 75];
    let i = usize::from(b) % READERS.len();
    let locale = Language::ALL[i % 5];
    let scheme = Scheme::ALL[i / 5 % 3];
    let edition = Language::ALL[i / 15];
    let reader = READERS[i].get_or_init(|| Reader::new(scheme, locale, edition));
    (reader, edition)
}

/// The words reader (typed moves, the assistant's entries, transcripts, score-sheet entries) in every
/// locale, scheme and edition against a few positions, and the console's typed lines: every move it names
/// is legal, an ambiguity lists two or more moves once each, `read` agrees with `exact` and `read_move`, and
/// every move named, written in the edition's letters, reads back as itself.
pub fn words(data: &[u8]) {
    let [settings, at, rest @ ..] = data else {
        return;
    };
    let (reader, edition) = reader(*settings);
    let pos = position(*at);
    let text = String::from_utf8_lossy(rest);
    let reading = reader.read(&text, &pos);
    let mut named: Vec<Move> = Vec::new();
    match &reading {
        Understood::Move(m) | Understood::Confirm(m) => named.push(*m),
        Understood::Ambiguous(ms) => {
            assert!(ms.len() >= 2, "an ambiguity of {} moves", ms.len());
            for (i, m) in ms.iter().enumerate() {
                assert!(!ms[..i].contains(m), "{m} listed twice");
            }
            named.extend(ms);
        }
        Understood::Said(_) | Understood::Nothing => {}
    }
    let exact = reader.exact(&text, &pos);
    match &exact {
        Ok(Exact::Nothing) | Err(_) => {}
        Ok(e) => assert_eq!(
            reading,
            Understood::from(e.clone()),
            "read differs from exact"
        ),
    }
    if let Ok(m) = reader.read_move(&text, &pos) {
        assert_eq!(exact, Ok(Exact::Move(m)));
    }
    for m in named {
        assert!(pos.is_legal(m), "{m} is not legal");
        let written = format_san(edition, SanPlus::from_move(pos.clone(), m));
        assert_eq!(
            parse_move(&written, edition, &pos).ok(),
            Some(m),
            "'{written}' does not read back"
        );
    }
    let _ = parse_written(&text, edition);
    let _ = pegchess::ui::typed::parse(&text);
}

/// PGN import (the game reader and the score-sheet reader with its movetext splitter, in every edition):
/// the moves are legal from the start; a game read is written by the record's writer and reads back the
/// same (moves, start, clocks to the second), in English PGN and as a score sheet in every edition's letters.
pub fn pgn_import(data: &[u8]) {
    for game in pgn::read_games(data).into_iter().flatten() {
        assert_eq!(game.clocks.len(), game.moves.len());
        let mut sheet = Sheet::new(game.start.clone());
        let mut pos = game.start.clone();
        for (m, clock) in game.moves.iter().zip(&game.clocks) {
            assert!(pos.is_legal(*m));
            pos.play_unchecked(*m);
            sheet.push(*m, String::new(), *clock);
        }
        let text = pgn::to_pgn(&sheet.to_record(game.moves.len()), &PgnTags::default());
        let back = pgn::read_games(text.as_bytes());
        let [Ok(back)] = back.as_slice() else {
            panic!("the written game does not read back: {back:?}\n{text}");
        };
        assert_eq!(back.moves, game.moves, "{text}");
        assert_eq!(fen(&back.start), fen(&game.start), "{text}");
        let seconds = |c: &[Option<Duration>]| -> Vec<Option<u64>> {
            c.iter().map(|d| d.map(|d| d.as_secs())).collect()
        };
        assert_eq!(seconds(&back.clocks), seconds(&game.clocks), "{text}");
        let read = read_pgn(&text, Language::En, None).expect("the score-sheet reader reads it");
        assert_eq!(sheet_moves(&read), game.moves, "{text}");
        for &edition in Language::ALL {
            let mut pos = game.start.clone();
            let mut written = String::new();
            for m in &game.moves {
                written.push_str(&format_san(
                    edition,
                    SanPlus::from_move_and_play_unchecked(&mut pos, *m),
                ));
                written.push(' ');
            }
            let read = read_pgn(&written, edition, Some(&game.start));
            let read = read.unwrap_or_else(|e| panic!("{edition}: {e}\n{written}"));
            assert_eq!(sheet_moves(&read), game.moves, "{edition}: {written}");
        }
    }
    let text = String::from_utf8_lossy(data);
    for &edition in Language::ALL {
        if let Ok(sheet) = read_pgn(&text, edition, None) {
            let mut pos = sheet.start().clone();
            for m in sheet.moves() {
                assert!(pos.is_legal(m.mv));
                pos.play_unchecked(m.mv);
            }
            if let Some(illegal) = sheet.illegal() {
                assert_eq!(illegal.ply, sheet.moves().len());
            }
            let _ = pgn::to_pgn(&sheet.to_record(sheet.moves().len()), &PgnTags::default());
        }
    }
    let _ = pegchess::game::movetext::parse_clk(&text);
}

fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn sheet_moves(sheet: &Sheet) -> Vec<Move> {
    sheet.moves().iter().map(|m| m.mv).collect()
}

/// The settings file: read or refused with a typed error; what is read, put through the set-up's writer
/// (the other keys kept), reads back to the same choices.
pub fn settings(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let path = Path::new("settings.toml");
    let Ok(keys) = Options::parse(path, text) else {
        return;
    };
    assert_eq!(Options::default().over(keys.clone()), keys);
    let settings = keys.apply(Settings::default());
    let choices = Choices::from_settings(&settings);
    let mut table: toml::Table = text
        .parse()
        .expect("a settings file config reads is a table");
    choices.write_into(&mut table);
    let written = toml::to_string(&table).expect("a table is written");
    let again = Options::parse(path, &written)
        .unwrap_or_else(|e| panic!("the set-up wrote what config refuses: {e}\n{written}"));
    assert_eq!(
        Choices::from_settings(&again.apply(Settings::default())),
        choices
    );
}

/// The time-control, schedule and warning syntax: what is read is within the limits, is written back in a
/// form that reads as the same value, and the clock's arithmetic over it does not overflow.
pub fn time_control(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(tc) = text.parse::<TimeControl>() {
        for p in tc.periods() {
            assert!(p.time.as_secs() <= 24 * 3600);
            assert!(p.moves.is_none_or(|m| m <= 500));
        }
        assert_eq!(tc.to_string().parse::<TimeControl>().as_ref(), Ok(&tc));
        let _ = (tc.nominal_time(), tc.category(), tc.initial());
        for n in [0, 1, 2, 39, 40, 41, 60, 499, 500, 501, 1000, u32::MAX] {
            let _ = (tc.period_of(n), tc.per_move(n), tc.bonus_after(n));
        }
    }
    if let Ok(TimeControlKey::Control(tc)) = text.parse::<TimeControlKey>() {
        assert_eq!(text.parse::<TimeControl>().as_ref(), Ok(&tc));
    }
    if let Ok(s) = text.parse::<Schedule>() {
        assert_eq!(s.to_string().parse::<Schedule>().as_ref(), Ok(&s));
        for (before, after) in [
            (7200, 0),
            (601, 599),
            (61, 59),
            (11, 9),
            (1, 0),
            (86_400, 86_399),
        ] {
            let (before, after) = (Duration::from_secs(before), Duration::from_secs(after));
            if let Some(due) = s.due(before, after) {
                assert!(after <= due.remaining && due.remaining < before);
            }
        }
        let _ = s.due(Duration::MAX, Duration::ZERO);
    }
    if let Ok(w) = text.parse::<Warnings>() {
        assert_eq!(w.to_string().parse::<Warnings>().as_ref(), Ok(&w));
        assert_eq!(
            w.to_strings().join(",").parse::<Warnings>().as_ref(),
            Ok(&w)
        );
    }
}

/// A folder for the journal target's files, on tmpfs where there is one; made for one input (its own, whatever
/// runs beside it) and removed after it (also when the input fails).
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Scratch {
        let shm = Path::new("/dev/shm");
        let base = if shm.is_dir() {
            shm.to_path_buf()
        } else {
            std::env::temp_dir()
        };
        // One folder per input: tests run inputs on several threads of one process at once.
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = base.join(format!("pegchess-fuzz-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

type GameRecovered = Recovered<JournalHeader, Event>;

/// The journal reader, as `resume` uses it: read or refused with a typed error; the readable part cut off
/// at `intact_len` reads back the same with no damage; the header and entries written again by the writer
/// read back the same; and the game rebuilt from them (the session replaying every event) does not panic.
/// The input is read as it is and once more with every line's checksum made right, so that mutated lines
/// get past the checksum to the JSON and the session behind it.
pub fn journal(data: &[u8]) {
    journal_as_is(data);
    journal_as_is(&resealed(data));
}

/// The same bytes with the checksum of every line after the first made right (a missing one added); a last
/// line without its line end stays torn.
fn resealed(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() + 64);
    for (i, line) in data.split_inclusive(|b| *b == b'\n').enumerate() {
        let (body, end) = match line.strip_suffix(b"\n") {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        if i == 0 {
            out.extend_from_slice(line);
            continue;
        }
        let text = body
            .iter()
            .rposition(|b| *b == b'*')
            .map_or(body, |at| &body[..at]);
        out.extend_from_slice(text);
        out.extend_from_slice(format!("*{:04X}{end}", crc16(text)).as_bytes());
    }
    out
}

fn journal_as_is(data: &[u8]) {
    let dir = Scratch::new();
    let path = dir.0.join("game.journal");
    std::fs::write(&path, data).expect("the journal is written");
    let read: Result<GameRecovered, _> = Journal::read(&path);
    let Ok(rec) = read else { return };
    assert!(rec.intact_len <= data.len() as u64);
    if rec.damage.is_none() {
        assert_eq!(rec.intact_len, data.len() as u64);
    }
    let intact = &data[..usize::try_from(rec.intact_len).expect("within the data")];
    std::fs::write(&path, intact).expect("the journal is written");
    let again: GameRecovered = Journal::read(&path).expect("the intact part reads");
    assert_eq!(again.damage, None);
    assert_eq!((&again.header, &again.entries), (&rec.header, &rec.entries));
    assert_eq!(again.intact_len, rec.intact_len);
    std::fs::remove_file(&path).expect("removed");
    let mut journal = Journal::create(&path, &rec.header).expect("a journal is created");
    for (at, event) in &rec.entries {
        journal.append(*at, event).expect("an entry is appended");
    }
    drop(journal);
    let rewritten: GameRecovered = Journal::read(&path).expect("the rewritten journal reads");
    assert_eq!(rewritten.damage, None);
    assert_eq!(
        (&rewritten.header, &rewritten.entries),
        (&rec.header, &rec.entries)
    );
    let _ = pegchess::session::rebuild::rebuild(&rec);
}

/// Renderers for the set-up's phrases, one per language, scheme and form, built when first needed.
fn renderer(language: Language, scheme: Scheme, form: Form) -> &'static Renderer {
    static RENDERERS: [OnceLock<Renderer>; 60] = [const { OnceLock::new() }; 60];
    let index = |all: &[Language], x| all.iter().position(|l| *l == x).unwrap_or(0);
    let l = index(Language::ALL, language);
    let s = Scheme::ALL.iter().position(|x| *x == scheme).unwrap_or(0);
    let f = Form::ALL.iter().position(|x| *x == form).unwrap_or(0);
    let i = (l * Scheme::ALL.len() + s) * Form::ALL.len() + f;
    RENDERERS[i % RENDERERS.len()].get_or_init(|| Renderer::new(language, scheme, form))
}

/// The spoken set-up driven by a stream of the board's button events (each byte: which button in its low
/// two bits, pressed or released in the third, the time since the last event in tenths of a second in
/// the rest), once alone and once with a game to follow (its last question, a Chess960 start set with the
/// levers): every phrase renders completely in the set-up's language with at most 25 words (White's back
/// rank read square by square, 27), and the choices at the end, written into a settings file, read back
/// the same.
pub fn setup_keys(data: &[u8]) {
    setup_keys_with(data, None);
    setup_keys_with(data, Some(GameStart::Standard));
}

fn setup_keys_with(data: &[u8], game: Option<GameStart>) {
    use pegchess::board::peg::protocol::Button;
    let choices = Choices::from_settings(&Settings::default());
    let (mut setup, first) = match game {
        Some(game) => Setup::before_game(choices, game),
        None => Setup::new(choices),
    };
    let check = |setup: &Setup, said: &[Phrase]| {
        let c = setup.choices();
        let renderer = renderer(setup.language(), c.scheme, c.form);
        for phrase in said {
            let text = renderer
                .try_render(phrase)
                .unwrap_or_else(|e| panic!("{phrase:?}: {e}"))
                .text();
            let words = text.split_whitespace().count();
            assert!(
                words <= pegchess::speech::MOST_WORDS,
                "{words} words: {text}"
            );
        }
    };
    check(&setup, &first);
    let mut buttons = Buttons::default();
    let mut now = Duration::ZERO;
    for &b in data {
        let button = match b & 3 {
            0 => Button::LeftLever,
            1 => Button::RightLever,
            _ => Button::Speak,
        };
        now += Duration::from_millis(100 * u64::from(b >> 3));
        let Some(input) = buttons.read(button, b & 4 != 0, now) else {
            continue;
        };
        let said = setup.press(input);
        let _ = setup.take_sheets();
        check(&setup, &said);
    }
    // A game is chosen only when one follows; the start is never a setting.
    assert_eq!(setup.game().is_some(), game.is_some());
    let choices = match setup.outcome() {
        Some(pegchess::setup::Outcome::Save(c)) => c.clone(),
        _ => setup.choices().clone(),
    };
    let mut table = toml::Table::new();
    choices.write_into(&mut table);
    let text = toml::to_string(&table).expect("a table is written");
    let keys = Options::parse(Path::new("settings.toml"), &text)
        .unwrap_or_else(|e| panic!("the set-up wrote what config refuses: {e}\n{text}"));
    // The file names the scheme now: read back, it is the player's choice.
    let read = Choices::from_settings(&keys.apply(Settings::default()))
        .scheme_kept(table.contains_key("scheme"));
    assert_eq!(read, choices.scheme_kept(true));
}
