//! Benchmarks of the sighted DGT e-board: messages decoded per second, the time from the byte that
//! completes the sighted player's move to its announcement (no lever), through the link core and the session,
//! the time from a wrong position that has stood for the hold to its phrase (issue 22), and at a table without a
//! peg board the time from the byte that stands a move on the e-board to the record and its phrase's text.

use criterion::{BatchSize, Criterion, Throughput, criterion_group};
use pegchess::board::dgt::link::{DgtCore, DgtEvent};
use pegchess::board::dgt::protocol::{Decoder, Field, Message};
use pegchess::board::peg::link::LinkEvent;
use pegchess::board::peg::protocol::{Button, OccupancyKind};
use pegchess::config::{Mode, Orientation};
use pegchess::notation::Language;
use pegchess::phonetic::{Form, Scheme};
use pegchess::session::sighted::DIFFER_HOLD;
use pegchess::session::{Effect, Event, Session, SessionConfig};
use pegchess::speech::Phrase;
use pegchess::speech::rendering::fluent::Renderer;
use shakmaty::{Bitboard, Board, Chess, Color, Square};
use std::hint::black_box;
use std::time::Duration;

/// A stream like a game's: mostly field updates, a board dump every 50 messages.
fn stream(messages: usize) -> Vec<u8> {
    let dump = Message::BoardDump(Box::new(pegchess::board::dgt::link::fields_of(
        &Board::default(),
        false,
    )));
    (0..messages)
        .flat_map(|i| {
            if i % 50 == 0 {
                dump.encode()
            } else {
                Message::FieldUpdate {
                    field: Field::new((i % 64) as u8).expect("below 64"),
                    piece: pegchess::board::dgt::protocol::piece_of((i % 13) as u8)
                        .expect("a piece code"),
                }
                .encode()
            }
        })
        .collect()
}

fn decode(c: &mut Criterion) {
    let n = 10_000;
    let bytes = stream(n);
    let mut group = c.benchmark_group("DGT decoder");
    group.throughput(Throughput::Elements(n as u64));
    group.bench_function("messages decoded, 512-byte reads", |b| {
        b.iter(|| {
            let mut d = Decoder::new();
            let mut count = 0;
            for chunk in black_box(&bytes).chunks(512) {
                count += d.push(chunk).len();
            }
            assert_eq!(count, n);
        })
    });
    group.finish();
}

fn session_after_e4() -> (Session, DgtCore, Vec<u8>) {
    let mut session = Session::new(SessionConfig {
        mode: Mode::Tournament,
        settle: Duration::from_millis(2500),
        orientation: Orientation::White,
        start: Chess::default(),
        notation: pegchess::notation::Language::En,
        locale: pegchess::notation::Language::En,
        scheme: pegchess::phonetic::Scheme::Fide,
        form: pegchess::phonetic::Form::Short,
        clock: None,
        moves: Vec::new(),
        player_lever: pegchess::config::PlayerLever::Any,
    });
    session.set_announce_sighted(true);
    let start = Bitboard(0xFFFF_0000_0000_FFFF);
    let lifted = start & !Bitboard::from_square(Square::E2);
    let placed = lifted | Bitboard::from_square(Square::E4);
    let mut now = Duration::ZERO;
    let mut feed = |s: &mut Session, e: Event| {
        now += Duration::from_millis(300);
        s.handle(e, now);
    };
    for holes in [start, lifted, placed] {
        let kind = if holes == start {
            OccupancyKind::Snapshot
        } else {
            OccupancyKind::Change
        };
        feed(&mut session, Event::Board(LinkEvent::Holes { holes, kind }));
    }
    for pressed in [true, false] {
        feed(
            &mut session,
            Event::Board(LinkEvent::Button {
                button: Button::RightLever,
                pressed,
            }),
        );
    }
    // The sighted board: start, then 1. e4, then Black's pawn lifted from c7.
    let mut core = DgtCore::new();
    for e in core.on_bytes("bench", &after_e4_bytes()).events {
        feed(&mut session, Event::Sighted(e));
    }
    // The byte run that completes 1... c5.
    let last = update(Square::C5, Some(Color::Black.pawn()));
    (session, core, last)
}

/// The e-board's bytes for one square's new contents.
fn update(sq: Square, piece: Option<shakmaty::Piece>) -> Vec<u8> {
    Message::FieldUpdate {
        field: Field::of(sq, false),
        piece,
    }
    .encode()
}

/// The e-board's bytes from its first dump to 1. e4 made and Black's c-pawn lifted.
fn after_e4_bytes() -> Vec<u8> {
    let board = Board::default();
    let mut bytes = Message::BoardDump(Box::new(pegchess::board::dgt::link::fields_of(
        &board, false,
    )))
    .encode();
    bytes.extend(update(Square::E2, None));
    bytes.extend(update(Square::E4, Some(Color::White.pawn())));
    bytes.extend(update(Square::C7, None));
    bytes
}

fn sighted_move_to_announcement(c: &mut Criterion) {
    c.bench_function(
        "sighted move completed to its announcement (1... c5, no lever)",
        |b| {
            b.iter_batched(
                session_after_e4,
                |(mut session, mut core, last)| {
                    let mut said = false;
                    for e in core.on_bytes("bench", black_box(&last)).events {
                        assert!(matches!(e, DgtEvent::Position { .. }));
                        let effects = session.handle(Event::Sighted(e), Duration::from_secs(5));
                        said |= effects
                            .iter()
                            .any(|e| matches!(e, Effect::Say(Phrase::Move { .. })));
                    }
                    assert!(said);
                },
                BatchSize::SmallInput,
            )
        },
    );
}

/// After 1. e4 on the pegs, the sighted board copies it to e5 (a square the pawn cannot reach) and leaves it:
/// the session, the moment the hold ends, and the renderer.
fn standing_wrong_copy() -> (Session, Duration, Renderer) {
    let (mut session, mut core, _) = session_after_e4();
    let mut bytes = Vec::new();
    // Black's pawn back on c7 (the board as after 1. e4 but for White's pawn), then the pawn moved wrongly.
    for (sq, piece) in [
        (Square::C7, Some(Color::Black.pawn())),
        (Square::E4, None),
        (Square::E5, Some(Color::White.pawn())),
    ] {
        bytes.extend(
            Message::FieldUpdate {
                field: Field::of(sq, false),
                piece,
            }
            .encode(),
        );
    }
    let at = Duration::from_secs(10);
    for e in core.on_bytes("bench", &bytes).events {
        session.handle(Event::Sighted(e), at);
    }
    let due = session.next_due(at).expect("the hold is due");
    assert_eq!(due, at + DIFFER_HOLD);
    let renderer = Renderer::new(Language::En, Scheme::Fide, Form::Short);
    (session, due, renderer)
}

fn standing_difference_to_phrase(c: &mut Criterion) {
    c.bench_function(
        "sighted board: end of the hold on a wrong position to its phrase's text",
        |b| {
            b.iter_batched(
                standing_wrong_copy,
                |(mut session, due, renderer)| {
                    let effects = session.handle(Event::Tick, black_box(due));
                    let text = effects
                        .iter()
                        .find_map(|e| match e {
                            Effect::Say(p @ Phrase::SightedDiffers { .. }) => {
                                Some(renderer.render(p).text())
                            }
                            _ => None,
                        })
                        .expect("the difference is said");
                    black_box(text);
                },
                BatchSize::SmallInput,
            )
        },
    );
}

/// Table 2 (no peg board: the e-board makes the record): 1. e4 stood on the e-board, Black's c-pawn lifted.
/// The session, the link core, the bytes that put it on c5, and the renderer.
fn eboard_table_after_e4() -> (Session, DgtCore, Vec<u8>, Renderer) {
    let mut session = Session::new(SessionConfig::new(Chess::default()));
    let mut now = Duration::ZERO;
    let mut feed = |s: &mut Session, e: Event| {
        now += Duration::from_millis(300);
        s.handle(e, now);
    };
    feed(&mut session, LinkEvent::Missing { looking: false }.into());
    let mut core = DgtCore::new();
    let bytes = after_e4_bytes();
    feed(
        &mut session,
        Event::Sighted(DgtEvent::Connected {
            port: "bench".into(),
            serial: "1".into(),
            version: "1.0".into(),
        }),
    );
    for e in core.on_bytes("bench", &bytes).events {
        feed(&mut session, Event::Sighted(e));
    }
    assert_eq!(
        session.record().moves().len(),
        1,
        "1. e4 stood on the e-board"
    );
    let last = update(Square::C5, Some(Color::Black.pawn()));
    let renderer = Renderer::new(Language::En, Scheme::Fide, Form::Short);
    (session, core, last, renderer)
}

fn eboard_move_to_record_and_phrase(c: &mut Criterion) {
    c.bench_function(
        "table 2: the byte that stands 1... c5 on the e-board to the record and its phrase's text",
        |b| {
            b.iter_batched(
                eboard_table_after_e4,
                |(mut session, mut core, last, renderer)| {
                    let mut text = None;
                    for e in core.on_bytes("bench", black_box(&last)).events {
                        let effects = session.handle(Event::Sighted(e), Duration::from_secs(5));
                        text = text.or_else(|| {
                            effects.iter().find_map(|e| match e {
                                Effect::Say(p @ Phrase::Move { .. }) => {
                                    Some(renderer.render(p).text())
                                }
                                _ => None,
                            })
                        });
                    }
                    assert_eq!(session.record().moves().len(), 2);
                    black_box(text.expect("the move is said"));
                },
                BatchSize::SmallInput,
            )
        },
    );
}

criterion_group!(
    benches,
    decode,
    sighted_move_to_announcement,
    standing_difference_to_phrase,
    eboard_move_to_record_and_phrase
);
