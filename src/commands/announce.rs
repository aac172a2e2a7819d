//! `pegchess announce`: print how each move of a sequence is announced, one line per move, so
//! anyone can check the wording of a locale, scheme and form without a board.

use crate::config::Settings;
use crate::config::cli::AnnounceArgs;
use crate::game::movetext::{read_moves, tokenize};
use crate::game::pgn::start_position;
use crate::speech::{Phrase, Renderer};
use shakmaty::Position;
use std::io::Write;

use super::FenArgError;

/// Runs `announce`: plays the moves in sequence from the FEN (default: the start position),
/// reading them as movetext with the piece letters of `settings.notation` (move numbers may be
/// given), and prints each announcement; an entry that is no move ends it with an error.
pub fn run(args: &AnnounceArgs, settings: &Settings) -> Result<(), AnnounceError> {
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
        Some(stop) => Err(AnnounceError::Move {
            number: stop.ply + 1,
            text: stop.written,
            error: stop.problem,
        }),
        None => Ok(()),
    }
}

/// Why `announce` stopped.
#[derive(Debug, thiserror::Error)]
pub enum AnnounceError {
    /// `--fen` describes no position.
    #[error(transparent)]
    Fen(#[from] FenArgError),
    /// A move of the sequence that cannot be read.
    #[error("move {number} ({text}): {error}")]
    Move {
        /// Its place in the sequence, from 1.
        number: usize,
        /// The move as given.
        text: String,
        /// Why it cannot be read.
        error: crate::notation::NotationError,
    },
    /// A phrase the locale cannot say (a fault of the program's locale files).
    #[error(transparent)]
    Render(#[from] crate::speech::RenderError),
    /// The announcements cannot be written out.
    #[error(transparent)]
    Output(#[from] std::io::Error),
}
