//! The boards at the table as the window shows them: where no peg board is used, the sighted player's
//! e-board (when one is there) instead of an empty peg board, and no peg corrections; which boards are there;
//! and a set-up completed at a resumed or loaded game's own position, said as that position.

use super::WindowApp;
use crate::speech::phrases::phrase::Presence;
use crate::ui::text;
use crate::ui::window::board;
use crate::ui::window::labels;
use crate::ui::window::log::SetUpAt;
use crate::ui::window::view::View;
use eframe::egui::{self, RichText};
use shakmaty::{Bitboard, Board, Position};

/// Whether the table has no peg board (its link said none is used).
pub fn without_pegs(view: &View) -> bool {
    view.boards_present.0 == Some(Presence::Absent)
}

/// Where a set-up was completed, when not at the standard start: after the record's last move before the
/// `later` moves said after it in the same view, or at a position given without moves. `None` at the
/// standard start, and after the end (the board set up again for a next game).
pub fn set_up_at(view: &View, letters: crate::notation::Language, later: usize) -> Option<SetUpAt> {
    if view.result.is_some() {
        return None;
    }
    let made = view.moves.len().saturating_sub(later);
    if let Some(last) = made.checked_sub(1).and_then(|i| view.moves.get(i)) {
        let san = crate::notation::format_san(letters, last.san);
        return Some(SetUpAt::After(format!("{} {san}", last.number)));
    }
    let start = view.record.sheet.start();
    (start.board() != &Board::default() || start.fullmoves().get() != 1)
        .then(|| SetUpAt::Given(start.fullmoves().get(), start.turn()))
}

/// A set-up away from the start, in the window's words.
pub fn set_up_text(texts: &text::Texts, at: &SetUpAt) -> String {
    match at {
        SetUpAt::After(mv) => texts.with("window-set-up-after", &[("move", mv.as_str().into())]),
        SetUpAt::Given(number, side) => texts.with(
            "window-set-up-given",
            &[
                ("number", (*number as usize).into()),
                ("side", text::Texts::side(*side)),
            ],
        ),
    }
}

/// The squares where `a` and `b` hold different pieces.
fn differing(a: &Board, b: &Board) -> Bitboard {
    (a.occupied() | b.occupied())
        .into_iter()
        .filter(|&sq| a.piece_at(sq) != b.piece_at(sq))
        .collect()
}

impl WindowApp {
    /// Which boards are at the table, once both links have reported.
    pub(super) fn table_line(&self, ui: &mut egui::Ui) {
        let Some(view) = &self.view else {
            return;
        };
        if let (Some(pegs), Some(eboard)) = view.boards_present {
            let key = |p: Presence| text::Arg::Text(p.key().into());
            let line = self.texts.with(
                "window-table",
                &[("pegs", key(pegs)), ("eboard", key(eboard))],
            );
            ui.label(RichText::new(line).color(self.palette().attention));
        }
    }

    /// At a table without a peg board: the sighted player's e-board as it stands (the squares where it
    /// differs from the record marked), when one is there, and which boards are at the table.
    pub(super) fn eboard(&self, ui: &mut egui::Ui, side: f32) {
        let Some(view) = &self.view else {
            return;
        };
        if let Some((_, shown)) = &view.record.eboard {
            let palette = self.palette();
            let name = self.t(labels::EBOARD);
            ui.label(RichText::new(&name).strong());
            board::record_board(
                ui,
                side,
                &name,
                shown,
                None,
                differing(shown, &view.position),
                &Self::look(&palette, 0.09),
            );
        }
        self.table_line(ui);
    }
}
