//! `pegchess announce`: print how each move of a sequence is announced, one line per move, so
//! anyone can check the wording of a locale, scheme and form without a board.

use crate::config::Settings;
use crate::config::cli::AnnounceArgs;
use crate::game::movetext::{read_moves, tokenize};
use crate::game::pgn::start_position;
use crate::speech::{Phrase, Renderer};
use shakmaty::Position;
use std::io::Write;

use super::{CommandResult, FenArgError};

/// Runs `announce`: plays the moves in sequence from the FEN (default: the start position),
/// reading them as movetext with the piece letters of `settings.notation` (move numbers may be
/// given), and prints each announcement; an entry that is no move ends it with an error.
pub fn run(args: &AnnounceArgs, settings: &Settings) -> CommandResult {
    let mut pos = start_position(args.fen.as_deref()).map_err(FenArgError)?;
    let renderer = Renderer::from_settings(settings);
    let mut out = std::io::stdout().lock();
    let read = read_moves(&tokenize(&args.moves.join(" ")), &pos, settings.notation);
    for m in &read.moves {
        let line = renderer.try_render(&Phrase::move_in(&pos, m.mv))?;
        writeln!(out, "{line}")?;
        pos.play_unchecked(m.mv);
    }
    match read.stop {
        Some(stop) => Err(AnnounceError {
            number: stop.ply + 1,
            text: stop.written,
            error: stop.problem,
        }
        .into()),
        None => Ok(()),
    }
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
    pub error: crate::notation::NotationError,
}
