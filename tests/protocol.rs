//! The frame decoder and the link core on random and corrupted input: never a panic, never a corrupt frame.

use pegchess::board::peg::link::{LinkCore, LinkEvent};
use pegchess::board::peg::protocol::{
    BoardFrame, BoardMessage, Button, Decoder, Frame, HostRequest, MAX_LINE, OccupancyKind,
};
use proptest::prelude::*;
use shakmaty::Bitboard;

fn message() -> impl Strategy<Value = BoardMessage> {
    prop_oneof![
        (any::<u64>(), 0..3u8).prop_map(|(bits, k)| BoardMessage::Occupancy {
            holes: Bitboard(bits),
            kind: [
                OccupancyKind::Change,
                OccupancyKind::Heartbeat,
                OccupancyKind::Snapshot
            ][k as usize],
        }),
        (0..3u8, any::<bool>()).prop_map(|(b, pressed)| BoardMessage::Button {
            button: [Button::LeftLever, Button::RightLever, Button::Speak][b as usize],
            pressed,
        }),
        ("[A-Z]{1,8}", "[a-h][1-8]").prop_map(|(code, detail)| BoardMessage::Fault {
            code: pegchess::board::peg::protocol::FaultCode::from_code(&code),
            detail,
        }),
        ("[0-9]\\.[0-9]\\.[0-9]", "[a-z0-9-]{1,20}").prop_map(|(firmware, name)| {
            BoardMessage::Identity {
                protocol: 1,
                firmware,
                name,
            }
        }),
    ]
}

fn frames() -> impl Strategy<Value = Vec<BoardFrame>> {
    prop::collection::vec(message(), 1..24).prop_map(|messages| {
        messages
            .into_iter()
            .enumerate()
            .map(|(i, message)| BoardFrame {
                seq: i as u8,
                message,
            })
            .collect()
    })
}

/// One way the line can spoil a frame: a changed byte, a cut-off tail, or noise before it.
#[derive(Debug, Clone)]
enum Damage {
    None,
    Substitute { at: usize, byte: u8 },
    Cut { keep: usize },
    NoiseBefore(Vec<u8>),
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        3 => Just(Damage::None),
        2 => (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Damage::Substitute { at, byte }),
        1 => any::<usize>().prop_map(|keep| Damage::Cut { keep }),
        1 => prop::collection::vec(any::<u8>().prop_filter("no frame start", |b| *b != b'$'), 0..40)
            .prop_map(Damage::NoiseBefore),
    ]
}

fn decode_in_chunks(bytes: &[u8], chunk: usize) -> Vec<Frame> {
    let mut decoder = Decoder::new();
    bytes
        .chunks(chunk.max(1))
        .flat_map(|c| decoder.push(c))
        .collect()
}

proptest! {
    #[test]
    fn random_bytes_never_panic_and_every_frame_yielded_is_well_formed(
        bytes in prop::collection::vec(any::<u8>(), 0..2000)
    ) {
        for frame in Decoder::new().push(&bytes) {
            if let Frame::Board(f) = frame {
                let line = f.encode();
                prop_assert!(line.len() <= MAX_LINE);
                let again = Decoder::new().push(&line);
                prop_assert_eq!(again, vec![Frame::Board(f)]);
            }
        }
    }

    #[test]
    fn clean_streams_decode_exactly_whatever_the_chunking(frames in frames(), chunk in 1usize..64) {
        let bytes: Vec<u8> = frames.iter().flat_map(|f| f.encode()).collect();
        let decoded = decode_in_chunks(&bytes, chunk);
        let expected: Vec<Frame> = frames.into_iter().map(Frame::Board).collect();
        prop_assert_eq!(decoded, expected);
    }

    #[test]
    fn damaged_frames_are_dropped_and_the_rest_come_through_in_order(
        frames in frames(),
        damages in prop::collection::vec(damage(), 24),
        chunk in 1usize..64,
    ) {
        let mut bytes = Vec::new();
        for (frame, damage) in frames.iter().zip(&damages) {
            let mut line = frame.encode();
            match damage {
                Damage::None => {}
                Damage::Substitute { at, byte } => {
                    let at = at % line.len();
                    line[at] = *byte;
                }
                Damage::Cut { keep } => line.truncate(keep % line.len()),
                Damage::NoiseBefore(noise) => {
                    // Noise ends with a line end, so it cannot be read as part of a frame before it.
                    bytes.extend(noise);
                    bytes.push(b'\n');
                }
            }
            bytes.extend(&line);
        }
        let decoded = decode_in_chunks(&bytes, chunk);
        // Whatever comes through was sent, byte for byte, and in order: damage never yields a
        // frame that differs from the one sent (a cut line whose end is restored by a following
        // line end comes through whole, which is fine: it is the frame that was sent).
        let sent: Vec<Frame> = frames.iter().cloned().map(Frame::Board).collect();
        let mut rest = sent.iter();
        for frame in &decoded {
            prop_assert!(rest.any(|s| s == frame), "decoded a frame that was never sent: {:?}", frame);
        }
        let intact_after_clean_neighbours = frames.iter().zip(&damages).zip(std::iter::once(&Damage::None).chain(damages.iter()))
            .filter(|((_, d), prev)| matches!(d, Damage::None) && matches!(prev, Damage::None))
            .count();
        prop_assert!(decoded.len() >= intact_after_clean_neighbours);
    }

    #[test]
    fn link_core_survives_random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        let mut core = LinkCore::new();
        let _ = core.on_bytes("test", &bytes);
    }
}

#[test]
fn checksum_matches_the_published_check_value() {
    assert_eq!(pegchess::board::peg::protocol::crc16(b"123456789"), 0x29B1);
}

#[test]
fn oversized_lines_are_counted_and_do_not_swallow_the_next_frame() {
    let mut bytes = b"$".to_vec();
    bytes.extend(std::iter::repeat_n(b'A', 500));
    bytes.push(b'\n');
    let good = BoardFrame {
        seq: 3,
        message: BoardMessage::Button {
            button: Button::Speak,
            pressed: true,
        },
    };
    bytes.extend(good.encode());
    let mut decoder = Decoder::new();
    assert_eq!(decoder.push(&bytes), vec![Frame::Board(good)]);
    assert_eq!(decoder.stats().oversized, 1);
}

#[test]
fn bad_checksums_are_counted() {
    let mut line = BoardFrame {
        seq: 0,
        message: BoardMessage::Occupancy {
            kind: OccupancyKind::Change,
            holes: Bitboard(5),
        },
    }
    .encode();
    let n = line.len();
    line[n - 2] = if line[n - 2] == b'0' { b'1' } else { b'0' };
    let mut decoder = Decoder::new();
    assert!(decoder.push(&line).is_empty());
    assert_eq!(decoder.stats().bad_checksum, 1);
}

#[test]
fn host_requests_round_trip() {
    for r in [HostRequest::Identify, HostRequest::Snapshot] {
        assert_eq!(Decoder::new().push(&r.encode()), vec![Frame::Host(r)]);
    }
}

#[test]
fn a_sequence_gap_asks_for_a_snapshot_and_a_repeat_is_dropped() {
    let frame = |seq, bits| {
        BoardFrame {
            seq,
            message: BoardMessage::Occupancy {
                kind: OccupancyKind::Change,
                holes: Bitboard(bits),
            },
        }
        .encode()
    };
    let mut core = LinkCore::new();
    let holes = |bits, kind| {
        vec![LinkEvent::Holes {
            holes: Bitboard(bits),
            kind,
        }]
    };
    // Until the first snapshot, what the board reports stands alone: it comes as a snapshot.
    assert_eq!(
        core.on_bytes("p", &frame(0, 1)).events,
        holes(1, OccupancyKind::Snapshot)
    );
    let second = core.on_bytes("p", &frame(1, 3));
    assert_eq!(second.events, holes(3, OccupancyKind::Change));
    assert!(second.requests.is_empty());
    assert!(
        core.on_bytes("p", &frame(1, 3)).events.is_empty(),
        "a repeated frame is acted on once"
    );
    let gap = core.on_bytes("p", &frame(3, 7));
    assert_eq!(gap.requests, vec![HostRequest::Snapshot]);
    assert_eq!(
        gap.events,
        holes(7, OccupancyKind::Snapshot),
        "a reading after a loss stands alone"
    );
    assert_eq!(
        core.on_bytes("p", &frame(4, 15)).events,
        holes(15, OccupancyKind::Change)
    );
    assert_eq!(core.gaps(), 1);
    assert_eq!(core.duplicates(), 1);
}
