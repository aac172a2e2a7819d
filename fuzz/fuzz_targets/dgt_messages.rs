//! Fuzz target `dgt_messages`: the body is `pegchess_fuzz::dgt_messages` (fuzz/src/lib.rs), shared with tests/fuzz_replay.rs.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| pegchess_fuzz::dgt_messages(data));
