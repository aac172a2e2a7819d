//! The message ids of the window's controls and regions: their words are in locales/<lang>/window.ftl, and
//! what a screen reader says (AccessKit) is that text. One place, so the window and its tests cannot drift.

/// The window's title.
pub const TITLE: &str = "window-title";
/// The heading over White's clock.
pub const WHITE_CLOCK: &str = "window-white-clock";
/// The heading over Black's clock.
pub const BLACK_CLOCK: &str = "window-black-clock";
/// The peg board as its sensors read it.
pub const PEG_BOARD: &str = "window-peg-board";
/// The record's position.
pub const RECORD_BOARD: &str = "window-record-board";
/// The last move, as the record's board marks it (`Last move: Nf3`).
pub const LAST_MOVE: &str = "window-last-move";
/// The move list.
pub const MOVES: &str = "window-moves";
/// Every announcement of the game so far (D.2.11).
pub const ANNOUNCEMENTS: &str = "window-announcements";
/// The last announcement.
pub const ANNOUNCEMENT: &str = "window-last-announcement";
/// An announcement the blind player corrected (D.2.8).
pub const CORRECTED: &str = "window-corrected";
/// The side to move, in very large type (`White to move`).
pub const SIDE_TO_MOVE: &str = "window-side-to-move";
/// The assistant's entry line (a move on the sighted board).
pub const SIGHTED_ENTRY: &str = "window-sighted-entry";
/// Sends the assistant's entry.
pub const SIGHTED_SEND: &str = "window-sighted-send";
/// A console command line (the keys' typed lines: p, draw, pause, set white 1:30:00 ...).
pub const COMMAND_ENTRY: &str = "window-command-entry";
/// Sends the command line.
pub const COMMAND_SEND: &str = "window-command-send";
/// Opens or closes the arbiter's panel.
pub const ARBITER_TOGGLE: &str = "window-arbiter-toggle";
/// The score sheet's file.
pub const SHEET_PATH: &str = "window-sheet-path";
/// The blind player's Braille sheet file field's label.
pub const BLIND_PATH: &str = "window-blind-path";
/// Loads the score sheet's file.
pub const SHEET_LOAD: &str = "window-sheet-load";
/// The score sheet typed.
pub const SHEET_TEXT: &str = "window-sheet-text";
/// Compares the record with the score sheet.
pub const COMPARE: &str = "window-compare";
/// Applies the decision to the game.
pub const APPLY: &str = "window-apply";
/// Makes the text larger.
pub const LARGER: &str = "window-larger";
/// Makes the text smaller.
pub const SMALLER: &str = "window-smaller";
/// The language switch.
pub const LANGUAGE: &str = "window-language";
/// The colour switch.
pub const THEME: &str = "window-theme";
/// The low-vision layout's switch (F2).
pub const LARGE_VIEW: &str = "window-large-view";
/// The sighted player's e-board, drawn where there is no peg board.
pub const EBOARD: &str = "window-eboard";
