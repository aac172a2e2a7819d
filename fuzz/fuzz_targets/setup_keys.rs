//! Fuzz target `setup_keys`: the body is `pegchess_fuzz::setup_keys` (fuzz/src/lib.rs), shared with tests/fuzz_replay.rs.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| pegchess_fuzz::setup_keys(data));
