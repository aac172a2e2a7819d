//! `pegchess announce`: print how each move of a sequence is announced, one line per move, so
//! anyone can check the wording of a locale, scheme and form without a board.

use crate::config::Settings;
use crate::config::cli::AnnounceArgs;
use crate::game::pgn::start_position;
use crate::phonetic::parse_move;
use crate::speech::{Phrase, Renderer};
use shakmaty::Position;
use std::io::Write;

use super::{CommandResult, FenArgError};

/// Runs `announce`: plays the moves in sequence from the FEN (default: the start position),
/// reading them with the piece letters of `settings.notation`, and prints each announcement.
pub fn run(args: &AnnounceArgs, settings: &Settings) -> CommandResult {
    let mut pos = start_position(args.fen.as_deref()).map_err(FenArgError)?;
    let renderer = Renderer::from_settings(settings);
    let mut out = std::io::stdout().lock();
    for (i, text) in args.moves.iter().enumerate() {
        let mv = parse_move(text, settings.notation, &pos).map_err(|error| AnnounceError {
            number: i + 1,
            text: text.clone(),
            error,
        })?;
        let line = renderer.try_render(&Phrase::move_in(&pos, mv))?;
        writeln!(out, "{line}")?;
        pos.play_unchecked(mv);
    }
    Ok(())
}

/// A move of `announce`'s sequence that cannot be read.
#[derive(Debug, thiserror::Error)]
#[error("move {number} ({text}): {error}")]
pub struct AnnounceError {
    /// Its place in the sequence, from 1.
    pub number: usize,
    /// The move as given.
    pub text: String,
    /// Why it cannot be read.
    pub error: crate::phonetic::NotationError,
}
