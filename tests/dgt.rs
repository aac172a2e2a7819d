//! The DGT e-board's decoder and link core on random, chunked and damaged input: never a panic, the same
//! messages however the bytes are cut, a fresh board dump asked for after any loss, and the orientation
//! found from the start position either way round.

use pegchess::board::dgt::dgt3000::{ClockFace, ClockMessage, ClockSide};
use pegchess::board::dgt::link::{DgtCore, DgtEvent, fields_of};
use pegchess::board::dgt::protocol::{Command, Decoded, Decoder, Field, Message, piece_of};
use pegchess::board::dgt::simulator::DgtModel;
use proptest::prelude::*;
use shakmaty::{Board, Piece};

fn piece() -> impl Strategy<Value = Option<Piece>> {
    (0u8..=12).prop_map(|c| piece_of(c).expect("codes up to 12 are pieces"))
}

fn message() -> impl Strategy<Value = Message> {
    prop_oneof![
        1 => prop::collection::vec(piece(), 64).prop_map(|v| {
            let mut fields = Box::new([None; 64]);
            fields.copy_from_slice(&v);
            Message::BoardDump(fields)
        }),
        4 => (0u8..64, piece()).prop_map(|(f, piece)| Message::FieldUpdate {
            field: Field::new(f).expect("below 64"),
            piece,
        }),
        1 => "[0-9]{5}".prop_map(Message::SerialNumber),
        1 => (0u8..128, 0u8..128).prop_map(|(major, minor)| Message::Version { major, minor }),
        1 => "[A-Za-z ]{0,40}".prop_map(Message::Trademark),
        1 => prop::collection::vec(0u8..128, 7).prop_map(|body| Message::Other { id: 0x8d, body }),
    ]
}

/// Cuts `bytes` at the given points (taken modulo the length) and feeds the pieces one by one.
fn feed_chunked(bytes: &[u8], cuts: &[usize]) -> Vec<Decoded> {
    let mut points: Vec<usize> = cuts
        .iter()
        .map(|c| c % (bytes.len() + 1))
        .chain([0, bytes.len()])
        .collect();
    points.sort_unstable();
    points.dedup();
    let mut d = Decoder::new();
    points
        .windows(2)
        .flat_map(|w| d.push(&bytes[w[0]..w[1]]))
        .collect()
}

fn messages(decoded: &[Decoded]) -> Vec<Message> {
    decoded
        .iter()
        .filter_map(|d| match d {
            Decoded::Message(m) => Some(m.clone()),
            Decoded::Skipped(_) => None,
        })
        .collect()
}

proptest! {
    #[test]
    fn arbitrary_clock_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..40)) {
        let _ = ClockMessage::decode(&bytes);
        let _ = ClockFace::decode(&bytes);
        let mut model = DgtModel::new(&Board::default(), false).with_clock(ClockSide::Left);
        let _ = model.answer(&bytes);
        let _ = model.clock_report(std::time::Instant::now());
        // Any body behind a clock message header goes through the link's core.
        let mut core = DgtCore::new();
        let mut framed = vec![0x8d, 0x00, 0x0a];
        framed.extend(bytes.iter().take(7).map(|b| b & 0x7f));
        let _ = core.on_bytes("p", &framed);
        let _ = core.clock_poll(std::time::Instant::now());
    }

    #[test]
    fn a_clock_face_survives_its_frame(left in 0u64..36_000, right in 0u64..36_000, runs in 0u8..3,
                                       paused in any::<bool>()) {
        let runs = [None, Some(ClockSide::Left), Some(ClockSide::Right)][usize::from(runs)];
        let face = ClockFace {
            left: std::time::Duration::from_secs(left),
            right: std::time::Duration::from_secs(right),
            runs,
            paused: paused || runs.is_none(),
        };
        prop_assert_eq!(ClockFace::decode(&face.encode()), Ok(face));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..600),
                                   cuts in prop::collection::vec(any::<usize>(), 0..20)) {
        let whole = Decoder::new().push(&bytes);
        let chunked = feed_chunked(&bytes, &cuts);
        prop_assert_eq!(whole, chunked);
        let mut core = DgtCore::new();
        for chunk in bytes.chunks(7) {
            let _ = core.on_bytes("p", chunk);
        }
        let _ = core.on_quiet();
    }

    #[test]
    fn a_valid_stream_decodes_identically_however_chunked(
        ms in prop::collection::vec(message(), 1..30),
        cuts in prop::collection::vec(any::<usize>(), 0..40),
    ) {
        let bytes: Vec<u8> = ms.iter().flat_map(Message::encode).collect();
        let decoded = feed_chunked(&bytes, &cuts);
        prop_assert_eq!(messages(&decoded), ms);
        prop_assert!(decoded.iter().all(|d| matches!(d, Decoded::Message(_))));
    }

    #[test]
    fn after_garbage_every_following_message_is_read_and_the_loss_reported(
        garbage in prop::collection::vec(any::<u8>(), 1..80),
        ms in prop::collection::vec(message(), 1..10),
        cuts in prop::collection::vec(any::<usize>(), 0..20),
    ) {
        // Garbage that ends in a byte with the top bit clear cannot end as a whole message.
        let mut bytes = garbage.clone();
        bytes.push(0x11);
        let tail: Vec<u8> = ms.iter().flat_map(Message::encode).collect();
        bytes.extend(&tail);
        let decoded = feed_chunked(&bytes, &cuts);
        let got = messages(&decoded);
        prop_assert!(got.ends_with(&ms), "lost real messages: {:?}", got);
        prop_assert!(decoded.iter().any(|d| matches!(d, Decoded::Skipped(_))));
    }

    #[test]
    fn a_lost_byte_costs_at_most_its_own_message_and_the_next(
        ms in prop::collection::vec(message(), 3..12),
        which in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
    ) {
        let encoded: Vec<Vec<u8>> = ms.iter().map(Message::encode).collect();
        let k = which.index(encoded.len());
        let mut bytes = Vec::new();
        for (i, e) in encoded.iter().enumerate() {
            if i == k {
                let mut e = e.clone();
                e.remove(at.index(e.len()));
                bytes.extend(e);
            } else {
                bytes.extend(e);
            }
        }
        let got = messages(&Decoder::new().push(&bytes));
        // Everything from two messages after the damage on is read.
        let after = &ms[(k + 2).min(ms.len())..];
        prop_assert!(got.ends_with(after));
        prop_assert!(got.len() <= ms.len());
    }
}

/// The greeting and everything after it, answered by the simulated board's model, through the core.
fn converse(model: &mut DgtModel, core: &mut DgtCore, commands: &[Command]) -> Vec<DgtEvent> {
    let asked: Vec<u8> = commands.iter().map(|c| c.byte()).collect();
    let reply = model.answer(&asked);
    let out = core.on_bytes("sim", &reply);
    let mut events = out.events;
    if !out.requests.is_empty() {
        events.extend(converse(model, core, &out.requests));
    }
    events
}

#[test]
fn the_greeting_brings_identity_and_the_whole_board_either_way_round() {
    for rotated in [false, true] {
        let mut model = DgtModel::new(&Board::default(), rotated);
        let mut core = DgtCore::new();
        let events = converse(&mut model, &mut core, &DgtCore::greeting());
        assert_eq!(
            events,
            vec![
                DgtEvent::Connected {
                    port: "sim".into(),
                    serial: "24601".into(),
                    version: "1.7".into(),
                },
                DgtEvent::Position {
                    board: Board::default(),
                    dump: true,
                },
            ]
        );
        assert_eq!(core.rotated(), rotated);
        assert!(model.updating());
    }
}

#[test]
fn garbage_and_a_cut_message_bring_a_fresh_dump() {
    let mut model = DgtModel::new(&Board::default(), true);
    let mut core = DgtCore::new();
    converse(&mut model, &mut core, &DgtCore::greeting());
    // A field update cut short, then the next change arrives whole: the core asks for the board again.
    let e2 = Field::of(shakmaty::Square::E2, true);
    let lift = model.set(e2, None);
    assert_eq!(lift.len(), 5);
    let out = core.on_bytes("sim", &lift[..3]);
    assert!(out.events.is_empty());
    let out = core.on_quiet();
    assert_eq!(out.requests, vec![Command::SendBoard]);
    let events = converse(&mut model, &mut core, &out.requests);
    let mut expected = Board::default();
    expected.discard_piece_at(shakmaty::Square::E2);
    assert_eq!(
        events,
        vec![DgtEvent::Position {
            board: expected,
            dump: true
        }]
    );
    // Noise on the line: asked once, however much of it there is.
    let out = core.on_bytes("sim", &[0x01, 0x02, 0xff, 0x33]);
    let out2 = core.on_bytes("sim", &model.set(e2, Some(shakmaty::Color::White.pawn())));
    assert_eq!(
        [out.requests, out2.requests].concat(),
        vec![Command::SendBoard]
    );
    assert_eq!(core.losses(), 2);
}

#[test]
fn field_updates_before_any_dump_ask_for_one() {
    let mut core = DgtCore::new();
    let update = Message::FieldUpdate {
        field: Field::new(52).expect("field"),
        piece: None,
    };
    let out = core.on_bytes("p", &update.encode());
    assert!(out.events.is_empty());
    assert_eq!(out.requests, vec![Command::SendBoard]);
}

#[test]
fn fields_and_squares_agree_with_the_public_numbering() {
    // dgtbrd.h: field 0 is a8, 7 is h8, 56 is a1, 63 is h1; white pawn code 1, black king code 11.
    let fields = fields_of(&Board::default(), false);
    assert_eq!(fields[0].map(|p| p.char()), Some('r'));
    assert_eq!(fields[4].map(|p| p.char()), Some('k'));
    assert_eq!(fields[60].map(|p| p.char()), Some('K'));
    assert_eq!(fields[52].map(|p| p.char()), Some('P'));
    let dump = Message::BoardDump(Box::new(fields)).encode();
    assert_eq!(&dump[..3], &[0x86, 0x00, 0x43]);
    assert_eq!(dump[3 + 4], 0x0b);
    assert_eq!(dump[3 + 52], 0x01);
}

// The e-board through its parts: pieces, the link, the session, a game played, what is said, the DGT 3000.
pub mod clock;
pub mod link;
pub mod pieces;
pub mod play;
pub mod presses;
pub mod session;
pub mod speech;
