//! Every announcement of the game so far, for the hearing-impaired opponent (D.2.11): the phrases as they
//! were said, rendered in the window's language. A move the blind player corrected (D.2.8: the board then
//! showed another move, the move was taken off again, or taken back) stays in the list, marked corrected.
//! A set-up completed at a resumed or loaded game's position says that position, not the start.

use crate::notation::Language;
use crate::speech::Phrase;
use crate::speech::rendering::fluent::Renderer;

/// Whether an announcement still stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// As said.
    Said,
    /// Said, then corrected: shown struck through, never erased.
    Corrected,
}

/// One announcement and its text in the window's language.
#[derive(Debug, Clone)]
pub struct Entry {
    /// What was said.
    pub phrase: Phrase,
    /// Whether it still stands.
    pub standing: Standing,
    /// Its text, rendered in `Log::language`.
    pub text: String,
    /// For a set-up completed away from the standard start: the position it was completed at.
    pub at: Option<SetUpAt>,
}

/// The position a set-up was completed at, when it is not the standard start (a game resumed or loaded).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetUpAt {
    /// After the record's last move, numbered in the window's letters (`25. Qf3`).
    After(String),
    /// A position given without moves (a FEN start): its move number and the side to move.
    Given(u32, shakmaty::Color),
}

/// The announcements, oldest first.
#[derive(Debug, Default)]
pub struct Log {
    entries: Vec<Entry>,
    language: Option<Language>,
}

/// A move said aloud (the one a correction takes back).
fn is_move(phrase: &Phrase) -> bool {
    matches!(phrase, Phrase::Move { .. } | Phrase::MoveChanged(_))
}

impl Log {
    /// The announcements, oldest first.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Adds what was said, marking what it corrects.
    pub fn push(&mut self, phrase: Phrase) {
        self.push_at(phrase, None);
    }

    /// Adds what was said, with the position a set-up was completed at (`at`, for `SetupComplete`).
    pub fn push_at(&mut self, phrase: Phrase, at: Option<SetUpAt>) {
        let at = at.filter(|_| matches!(phrase, Phrase::SetupComplete(_)));
        match &phrase {
            // The board now shows another move, or none: the move said last no longer stands.
            Phrase::MoveChanged(_) | Phrase::MoveUndone => self.correct_moves(1),
            Phrase::TakenBack { plies } => self.correct_moves(*plies),
            _ => {}
        }
        if is_move(&phrase) {
            // A move was said after "you announced another move": the slip is put right.
            for entry in self.entries.iter_mut().rev() {
                if matches!(entry.phrase, Phrase::AnnouncedOtherMove { .. }) {
                    entry.standing = Standing::Corrected;
                } else if is_move(&entry.phrase) {
                    break;
                }
            }
        }
        self.entries.push(Entry {
            phrase,
            standing: Standing::Said,
            text: String::new(),
            at,
        });
    }

    /// Marks the newest `count` moves that still stand as corrected.
    fn correct_moves(&mut self, count: usize) {
        let mut left = count;
        for entry in self.entries.iter_mut().rev() {
            if left == 0 {
                break;
            }
            if is_move(&entry.phrase) && entry.standing == Standing::Said {
                entry.standing = Standing::Corrected;
                left -= 1;
            }
        }
    }

    /// Renders the texts not yet rendered, and all of them again when the language changed; a set-up away
    /// from the start in the window's words for its position (`set_up`).
    pub fn render(&mut self, renderer: &Renderer, set_up: impl Fn(&SetUpAt) -> String) {
        let again = self.language != Some(renderer.language());
        self.language = Some(renderer.language());
        for entry in &mut self.entries {
            if again || entry.text.is_empty() {
                entry.text = match &entry.at {
                    Some(at) => set_up(at),
                    None => renderer.render(&entry.phrase).text(),
                };
            }
        }
    }
}
