//! Every announcement of the game so far, for the hearing-impaired opponent (D.2.11): the phrases as they
//! were said, rendered in the window's language. A move the blind player corrected (D.2.8: the board then
//! showed another move, the move was taken off again, or taken back) stays in the list, marked corrected.

use crate::notation::Language;
use crate::speech::Phrase;
use crate::speech::fluent::Renderer;

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

    /// Renders the texts not yet rendered, and all of them again when the language changed.
    pub fn render(&mut self, renderer: &Renderer) {
        let again = self.language != Some(renderer.language());
        self.language = Some(renderer.language());
        for entry in &mut self.entries {
            if again || entry.text.is_empty() {
                entry.text = renderer.render(&entry.phrase).text();
            }
        }
    }
}
