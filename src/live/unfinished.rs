//! The games of the games folder not yet over, numbered oldest first as `play` and `resume` name them aloud
//! (`pegchess resume --unfinished N`): a blind player does not read the console, so each is said with its number,
//! its players when known and the move it stands at.

use crate::session::rebuild::rebuild;
use crate::speech::Phrase;
use std::path::{Path, PathBuf};

/// A game not yet over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unfinished {
    /// Its journal.
    pub path: PathBuf,
    /// Its number among the unfinished games, from 1, the oldest first.
    pub game: u32,
    /// The move it stands at (the move to be made).
    pub number: u32,
    /// White's and Black's names, when the score sheet's tags give them.
    pub players: Option<(String, String)>,
}

impl Unfinished {
    /// The phrase that says this game is unfinished and how to resume it.
    pub fn phrase(&self) -> Phrase {
        Phrase::UnfinishedGame {
            game: self.game,
            number: self.number,
            players: self.players.clone(),
        }
    }

    /// The phrase that names this game as it is resumed.
    pub fn named(&self) -> Phrase {
        Phrase::ThisGame {
            game: self.game,
            players: self.players.clone(),
        }
    }
}

/// The games in `dir` not yet over (their journals rebuilt; an unreadable one is left out), oldest first.
pub fn unfinished_games(dir: &Path) -> Vec<Unfinished> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut journals: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "journal"))
        .collect();
    journals.sort();
    let mut games = Vec::new();
    for path in journals {
        let Ok(recovered) = crate::game::journal::Journal::read(&path) else {
            continue;
        };
        let Ok((session, _)) = rebuild(&recovered) else {
            continue;
        };
        if session.ending().is_some() {
            continue;
        }
        let pos = session.position();
        let number = crate::notation::numbering::MoveNumber::of(pos, 0).number;
        let tag = |name: &str| {
            crate::game::movetext::tag_value(&recovered.header.tags, name)
                .filter(|v| !v.trim().is_empty() && *v != "?")
                .map(str::to_string)
        };
        games.push(Unfinished {
            path,
            game: u32::try_from(games.len() + 1).unwrap_or(u32::MAX),
            number,
            players: tag("White").zip(tag("Black")),
        });
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_said_with_its_number_and_players_when_known() {
        let game = Unfinished {
            path: PathBuf::from("g.journal"),
            game: 2,
            number: 14,
            players: Some(("Anna".into(), "Bela".into())),
        };
        assert_eq!(
            game.phrase(),
            Phrase::UnfinishedGame {
                game: 2,
                number: 14,
                players: Some(("Anna".into(), "Bela".into()))
            }
        );
    }
}
