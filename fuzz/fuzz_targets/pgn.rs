//! Fuzz target `pgn`: the body is `pegchess_fuzz::pgn_import` (fuzz/src/lib.rs), shared with tests/fuzz_replay.rs.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| pegchess_fuzz::pgn_import(data));
