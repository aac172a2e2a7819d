//! `pegchess announce`: print how each move of a sequence is announced, one line per move, so
//! anyone can check the wording of a locale, scheme and form without a board.

use crate::config::Settings;
use crate::config::cli::AnnounceArgs;
use crate::game::movetext::{read_moves, tokenize};
use crate::speech::{Phrase, Renderer};
use shakmaty::{Chess, Position};
use std::io::Write;

use super::CommandResult;

/// Runs `announce`: plays the moves in sequence from the FEN (default: the start position),
/// reading them as movetext with the piece letters of `settings.notation` (move numbers may be
/// given), and prints each announcement; an entry that is no move ends it with an error.
pub fn run(args: &AnnounceArgs, settings: &Settings) -> CommandResult {
    let mut pos = start_position(args.fen.as_deref())?;
    let renderer = Renderer::from_settings(settings);
    let mut out = std::io::stdout().lock();
    let read = read_moves(&tokenize(&args.moves.join(" ")), &pos, settings.notation);
    for m in &read.moves {
        let line = renderer.try_render(&Phrase::move_in(&pos, m.mv))?;
        writeln!(out, "{line}")?;
        pos.play_unchecked(m.mv);
    }
    match read.stop {
        Some(stop) => {
            Err(format!("move {} ({}): {}", stop.ply + 1, stop.written, stop.problem).into())
        }
        None => Ok(()),
    }
}

/// The position a FEN describes, or the standard start position.
fn start_position(fen: Option<&str>) -> Result<Chess, Box<dyn std::error::Error + Send + Sync>> {
    let Some(fen) = fen else {
        return Ok(Chess::default());
    };
    crate::game::pgn::position_from_fen(fen).map_err(|e| format!("--fen: {e}").into())
}
