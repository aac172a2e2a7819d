//! Fuzz target `time_control`: the body is `pegchess_fuzz::time_control` (fuzz/src/lib.rs), shared with tests/fuzz_replay.rs.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| pegchess_fuzz::time_control(data));
