//! One module per subcommand: each turns validated settings and its arguments into work and output.

pub mod announce;
pub mod arbiter;
pub mod board_check;
pub mod clock;
pub mod demo;
pub mod doctor;
pub mod errors;
pub mod fair_play;
pub mod generate;
pub mod guide;
pub mod listen;
pub mod play;
pub mod rating;
pub mod ports;
pub mod relay;
pub mod replay_check;
pub mod setup;
pub mod sheet;

/// What a command returns: success, or an error whose message says what to do next.
pub type CommandResult = Result<(), Box<dyn std::error::Error + Send + Sync>>;

/// A `--fen` argument that describes no position.
#[derive(Debug, thiserror::Error)]
#[error("--fen: {0}")]
pub struct FenArgError(pub crate::game::pgn::FenError);

pub use errors::error_text;
