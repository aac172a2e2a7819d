//! Tournament-proof (issue 27): the journal at every crash point and on a disk that fills up mid-game, and
//! six hours of play in one test.

mod crash_points;
mod game;
mod full_disk;
mod soak;
