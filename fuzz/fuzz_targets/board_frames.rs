//! Fuzz target `board_frames`: the body is `pegchess_fuzz::board_frames` (fuzz/src/lib.rs), shared with tests/fuzz_replay.rs.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| pegchess_fuzz::board_frames(data));
