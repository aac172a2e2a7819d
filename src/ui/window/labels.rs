//! The names of the window's controls and regions: what a screen reader says (AccessKit) and what the
//! interaction tests look controls up by. One place, so the window and its tests cannot drift.

/// The window's title.
pub const TITLE: &str = "pegchess: the sighted side";
/// The heading over White's clock.
pub const WHITE_CLOCK: &str = "White's clock";
/// The heading over Black's clock.
pub const BLACK_CLOCK: &str = "Black's clock";
/// The peg board as its sensors read it.
pub const PEG_BOARD: &str = "Peg board (sensors)";
/// The record's position.
pub const RECORD_BOARD: &str = "Record position";
/// The move list.
pub const MOVES: &str = "Moves";
/// The last announcement.
pub const ANNOUNCEMENT: &str = "Last announcement";
/// The assistant's entry line (a move on the sighted board).
pub const SIGHTED_ENTRY: &str = "Sighted board move";
/// Sends the assistant's entry.
pub const SIGHTED_SEND: &str = "Enter sighted move";
/// A console command line (the keys' typed lines: p, draw, pause, set white 1:30:00 ...).
pub const COMMAND_ENTRY: &str = "Command";
/// Sends the command line.
pub const COMMAND_SEND: &str = "Send command";
/// Opens or closes the arbiter's panel.
pub const ARBITER_TOGGLE: &str = "Arbiter panel";
/// The score sheet's file.
pub const SHEET_PATH: &str = "Scoresheet file";
/// Loads the score sheet's file.
pub const SHEET_LOAD: &str = "Load scoresheet";
/// The score sheet typed.
pub const SHEET_TEXT: &str = "Scoresheet moves";
/// Compares the record with the score sheet.
pub const COMPARE: &str = "Compare";
/// Applies the decision to the game.
pub const APPLY: &str = "Apply decision";
/// Makes the text larger.
pub const LARGER: &str = "Larger text";
/// Makes the text smaller.
pub const SMALLER: &str = "Smaller text";
