//! The game record: moves, touches, mismatches and results; its crash-safe journal's lines (`journal_lines.rs`;
//! the file is `pegchess`'s `game/journal.rs`); PGN in and out; the
//! calendar date its tags and file names carry; the journal's text forms of chess values (`forms.rs`); games
//! generated from a start (the demo's Chess960 game).

pub mod chess960;
pub mod date;
pub mod forms;
pub mod generated;
pub mod journal_lines;
pub mod movetext;
pub mod pgn;
pub mod record;
pub mod sheet_slips;
