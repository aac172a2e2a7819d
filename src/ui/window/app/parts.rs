//! The window's words drawn: the clocks and the side to move, the last move, every announcement (newest
//! largest, corrected ones struck through), the move list with its notes and the correction steps.

use super::WindowApp;
use crate::clock::format_hms;
use crate::inference::Correction;
use crate::notation::{Language, format_san};
use crate::ui::text::Texts;
use crate::ui::window::labels;
use crate::ui::window::log::Standing;
use crate::ui::window::view::{self, ViewNote};
use eframe::egui::{self, RichText};
use shakmaty::Color;

impl WindowApp {
    /// The side to move, in words as large as `size`.
    pub(super) fn side_to_move(&self, ui: &mut egui::Ui, size: f32) {
        let Some(view) = &self.view else {
            return;
        };
        let text = self
            .texts
            .with(labels::SIDE_TO_MOVE, &[("side", Texts::side(view.to_move))]);
        ui.label(
            RichText::new(text)
                .size(size)
                .strong()
                .color(self.palette().attention),
        );
    }

    /// One clock: its name, its time in `size` type, and its state in words.
    pub(super) fn clock(&self, ui: &mut egui::Ui, side: Color, size: f32) {
        let palette = self.palette();
        let name = self.t(match side {
            Color::White => labels::WHITE_CLOCK,
            Color::Black => labels::BLACK_CLOCK,
        });
        ui.label(RichText::new(&name).strong().size((size * 0.3).max(16.0)));
        let Some(clocks) = self.view.as_ref().and_then(|v| v.clocks.as_ref()) else {
            ui.label(RichText::new(self.t("window-no-clock")).size(size * 0.4));
            return;
        };
        let shown = format_hms(clocks.shown(side, self.received.elapsed()));
        let colour = if clocks.flag == Some(side) {
            palette.alarm
        } else if clocks.to_move == Some(side) {
            palette.attention
        } else {
            palette.text
        };
        ui.label(RichText::new(&shown).size(size).monospace().color(colour))
            .accessible_name(format!("{name}: {shown}"));
        let mut status = Vec::new();
        if clocks.to_move == Some(side) {
            status.push(self.t("window-to-move"));
            let (period, of) = clocks.period;
            if of > 1 {
                status.push(self.texts.with(
                    "window-period",
                    &[("period", period.into()), ("of", of.into())],
                ));
            }
            if let Some(n) = clocks.moves_left {
                status.push(self.texts.with("window-moves-left", &[("count", n.into())]));
            }
        }
        if clocks.paused {
            status.push(self.t("window-paused"));
        }
        if clocks.flag == Some(side) {
            status.push(self.t("window-flag-fell"));
        }
        if !status.is_empty() {
            ui.label(
                RichText::new(status.join(", "))
                    .size((size * 0.28).max(16.0))
                    .color(colour),
            );
        }
    }

    pub(super) fn clocks(&self, ui: &mut egui::Ui, size: f32) {
        ui.columns(2, |cols| {
            self.clock(&mut cols[0], Color::White, size);
            self.clock(&mut cols[1], Color::Black, size);
        });
        if let Some(clocks) = self.view.as_ref().and_then(|v| v.clocks.as_ref()) {
            ui.label(self.texts.with(
                "window-time-control",
                &[("control", clocks.control.clone().into())],
            ));
        }
    }

    pub(super) fn clocks_stacked(&self, ui: &mut egui::Ui, size: f32) {
        self.clock(ui, Color::White, size);
        self.clock(ui, Color::Black, size);
    }

    /// The letters moves are shown in.
    pub(super) fn letters(&self) -> Language {
        self.letters
            .or(self.view.as_ref().map(|v| v.notation))
            .unwrap_or(self.texts.language())
    }

    /// `Last move: Nf3`, or that there is none yet.
    pub(super) fn last_move_text(&self) -> String {
        match self.view.as_ref().and_then(|v| v.last_move.as_ref()) {
            Some(last) => self.texts.with(
                labels::LAST_MOVE,
                &[(
                    "move",
                    format!(
                        "{} ({}-{})",
                        format_san(self.letters(), last.san),
                        last.from,
                        last.to
                    )
                    .into(),
                )],
            ),
            None => self.t("window-no-move-yet"),
        }
    }

    pub(super) fn last_move_line(&self, ui: &mut egui::Ui, size: f32) {
        ui.label(RichText::new(self.last_move_text()).size(size).strong());
    }

    /// Every announcement, newest first and largest; corrected ones struck through and marked so in words.
    pub(super) fn announcements(&self, ui: &mut egui::Ui, size: f32, max_height: f32) {
        let palette = self.palette();
        ui.label(RichText::new(self.t(labels::ANNOUNCEMENTS)).strong());
        let corrected = format!(" ({})", self.t(labels::CORRECTED));
        let last = self.t(labels::ANNOUNCEMENT);
        let style = ui.style().clone();
        egui::ScrollArea::vertical()
            .id_salt("announcements")
            .max_height(max_height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for (age, entry) in self.log.entries().iter().rev().enumerate() {
                    let scale = match age {
                        0 => 1.0,
                        1 => 0.7,
                        2 => 0.55,
                        _ => 0.45,
                    };
                    let size = (size * scale).max(16.0);
                    let colour = if age == 0 {
                        palette.attention
                    } else {
                        palette.text
                    };
                    let mut job = egui::text::LayoutJob::default();
                    let mut text = RichText::new(&entry.text).size(size).color(colour);
                    if entry.standing == Standing::Corrected {
                        text = text.strikethrough();
                    }
                    text.append_to(
                        &mut job,
                        &style,
                        egui::FontSelection::Default,
                        egui::Align::Min,
                    );
                    if entry.standing == Standing::Corrected {
                        RichText::new(&corrected)
                            .size(size)
                            .strong()
                            .color(palette.alarm)
                            .append_to(
                                &mut job,
                                &style,
                                egui::FontSelection::Default,
                                egui::Align::Min,
                            );
                    }
                    let label = ui.add(egui::Label::new(job).wrap_mode(egui::TextWrapMode::Wrap));
                    if age == 0 {
                        label.accessible_name(format!("{last}: {}", entry.text));
                    }
                }
            });
    }

    pub(super) fn moves(&self, ui: &mut egui::Ui, max_height: f32) {
        ui.label(RichText::new(self.t(labels::MOVES)).strong());
        let Some(view) = &self.view else {
            return;
        };
        let palette = self.palette();
        let letters = self.letters();
        egui::ScrollArea::vertical()
            .id_salt("moves")
            .max_height(max_height)
            .stick_to_bottom(true)
            .show(ui, |ui| {
                for line in &view.moves {
                    let mut text = format!("{} {}", line.number, format_san(letters, line.san));
                    if let Some(clock) = &line.clock {
                        text.push_str(&format!("  {clock}"));
                    }
                    ui.add(
                        egui::Label::new(RichText::new(text).monospace().size(20.0))
                            .wrap_mode(egui::TextWrapMode::Extend),
                    );
                    for note in &line.notes {
                        ui.label(
                            RichText::new(format!("   {}", self.note_text(note)))
                                .color(palette.attention),
                        );
                    }
                }
                if let Some(ending) = &view.result {
                    let text = self.texts.with(
                        "window-result",
                        &[
                            ("result", view::outcome_text(ending.outcome).into()),
                            ("reason", self.texts.end_reason(ending.reason).into()),
                        ],
                    );
                    ui.label(
                        RichText::new(text)
                            .strong()
                            .size(24.0)
                            .color(palette.attention),
                    );
                }
            });
    }

    pub(super) fn note_text(&self, note: &ViewNote) -> String {
        let t = &self.texts;
        match note {
            ViewNote::Touch(piece, square) => t.with(
                "window-touched",
                &[
                    ("piece", t.piece(*piece).into()),
                    ("square", square.to_string().into()),
                ],
            ),
            ViewNote::DrawOffer(side) => {
                t.with("window-draw-offer", &[("side", Texts::side(*side))])
            }
            ViewNote::PressWithoutMove(side) => {
                t.with("window-press-without-move", &[("side", Texts::side(*side))])
            }
            ViewNote::Divergence(ply) => t.with("window-divergence", &[("ply", (*ply).into())]),
            ViewNote::ArbiterRestored => t.get("window-arbiter-restored"),
            ViewNote::Takeback(plies) => t.with("window-taken-back", &[("plies", (*plies).into())]),
        }
    }

    pub(super) fn step_text(&self, step: &Correction) -> String {
        let t = &self.texts;
        match step {
            Correction::Empty(sq) => {
                t.with("window-step-empty", &[("square", sq.to_string().into())])
            }
            Correction::Place(piece, sq) => t.with(
                "window-step-place",
                &[
                    ("piece", t.piece(*piece).into()),
                    ("square", sq.to_string().into()),
                ],
            ),
        }
    }
}
