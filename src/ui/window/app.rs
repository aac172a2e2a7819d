//! The window's drawing: big clocks, both boards side by side, the move list, the last announcement in
//! large text (D.2.11), the assistant's entry line and the arbiter's panel. It draws the latest `View` and
//! sends `Event`s into the game's channel; it decides nothing about the game.

use super::arbiter::ArbiterPanel;
use super::labels;
use super::view::View;
use crate::clock::format_hms;
use crate::session::Event;
use crate::ui::keys::{self, Key};
use eframe::egui::{
    self, Align2, Color32, FontId, Key as EguiKey, Panel, RichText, Sense, Stroke, Vec2,
};
use shakmaty::{Bitboard, Board, Color, File, Rank, Square};
use std::sync::mpsc::{Receiver, Sender};
use std::time::{Duration, Instant};

/// The high-contrast palette: white on black, yellow for what needs attention.
const BACKGROUND: Color32 = Color32::BLACK;
const TEXT: Color32 = Color32::WHITE;
const ATTENTION: Color32 = Color32::YELLOW;
const ALARM: Color32 = Color32::from_rgb(255, 64, 64);
const LIGHT: Color32 = Color32::from_gray(170);
const DARK: Color32 = Color32::from_gray(90);

/// How often the window redraws on its own (the running clock).
const REDRAW: Duration = Duration::from_millis(250);

/// The window's state: the latest view, the entry lines and the arbiter's panel.
pub struct WindowApp {
    views: Receiver<View>,
    view: Option<View>,
    received: Instant,
    events: Sender<Event>,
    sighted: String,
    command: String,
    note: Option<String>,
    arbiter: ArbiterPanel,
    styled: bool,
}

impl WindowApp {
    /// A window fed by `views`, sending into `events` (the channel the keys and the boards use).
    pub fn new(views: Receiver<View>, events: Sender<Event>) -> WindowApp {
        WindowApp {
            views,
            view: None,
            received: Instant::now(),
            events,
            sighted: String::new(),
            command: String::new(),
            note: None,
            arbiter: ArbiterPanel::default(),
            styled: false,
        }
    }

    /// The view drawn last, if one has arrived.
    pub fn view(&self) -> Option<&View> {
        self.view.as_ref()
    }

    /// The last message of the entry lines (sent, or why not).
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The arbiter's panel.
    pub fn arbiter(&self) -> &ArbiterPanel {
        &self.arbiter
    }

    /// Takes the newest view that has arrived.
    fn receive(&mut self) {
        while let Ok(view) = self.views.try_recv() {
            self.view = Some(view);
            self.received = Instant::now();
        }
    }

    /// Draws the whole window into `ui`.
    pub fn draw(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if !self.styled {
            high_contrast(&ctx);
            self.styled = true;
        }
        self.receive();
        if ctx.input(|i| i.key_pressed(EguiKey::F9)) {
            self.arbiter.open = !self.arbiter.open;
        }
        let height = ctx.content_rect().height();
        Panel::top("clocks").show(ui, |ui| self.clocks(ui));
        // D.2.11: the last announcement, readable across the table: a quarter of the window at least.
        Panel::bottom("announcement")
            .exact_size(height * 0.27)
            .show(ui, |ui| self.announcement(ui, height * 0.27));
        Panel::bottom("entries").show(ui, |ui| self.entries(ui));
        Panel::right("moves")
            .exact_size(320.0)
            .show(ui, |ui| self.moves(ui));
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                // The arbiter's panel, when open, comes first: the boards follow below it.
                if let Some(view) = &self.view {
                    self.arbiter.draw(ui, view, &self.events);
                }
                self.boards(ui);
            });
        });
        ctx.request_repaint_after(REDRAW);
    }

    fn clocks(&self, ui: &mut egui::Ui) {
        let size = (ui.ctx().content_rect().height() * 0.09).clamp(24.0, 120.0);
        ui.columns(2, |cols| {
            for (col, side) in cols.iter_mut().zip([Color::White, Color::Black]) {
                let name = match side {
                    Color::White => labels::WHITE_CLOCK,
                    Color::Black => labels::BLACK_CLOCK,
                };
                col.label(RichText::new(name).strong());
                let Some(clocks) = self.view.as_ref().and_then(|v| v.clocks.as_ref()) else {
                    col.label(RichText::new("no clock").size(size * 0.5));
                    continue;
                };
                let shown = clocks.shown(side, self.received.elapsed());
                let colour = if clocks.flag == Some(side) {
                    ALARM
                } else if clocks.to_move == Some(side) {
                    ATTENTION
                } else {
                    TEXT
                };
                col.label(
                    RichText::new(format_hms(shown))
                        .size(size)
                        .monospace()
                        .color(colour),
                )
                .accessible_name(format!("{name}: {}", format_hms(shown)));
                let mut status = Vec::new();
                if clocks.to_move == Some(side) {
                    status.push("to move".to_string());
                    let (period, of) = clocks.period;
                    if of > 1 {
                        status.push(format!("period {period} of {of}"));
                    }
                    if let Some(n) = clocks.moves_left {
                        status.push(format!("{n} moves left in the period"));
                    }
                }
                if clocks.paused {
                    status.push("paused for the arbiter".into());
                }
                if clocks.flag == Some(side) {
                    status.push("flag fell".into());
                }
                col.label(RichText::new(status.join(", ")).color(colour));
            }
        });
        if let Some(clocks) = self.view.as_ref().and_then(|v| v.clocks.as_ref()) {
            ui.label(format!("time control {}", clocks.control));
        }
    }

    fn announcement(&self, ui: &mut egui::Ui, height: f32) {
        ui.label(RichText::new(labels::ANNOUNCEMENT).strong());
        let text = self.view.as_ref().map_or("", |v| v.announcement.as_str());
        let size = (height * 0.3).clamp(18.0, 160.0);
        ui.add(
            egui::Label::new(RichText::new(text).size(size).color(ATTENTION))
                .wrap_mode(egui::TextWrapMode::Wrap),
        )
        .accessible_name(format!("{}: {text}", labels::ANNOUNCEMENT));
    }

    fn entries(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            let label = ui.label(labels::SIGHTED_ENTRY);
            let edit = ui
                .add(egui::TextEdit::singleline(&mut self.sighted).desired_width(160.0))
                .labelled_by(label.id);
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(EguiKey::Enter));
            let sent = ui
                .button(labels::SIGHTED_SEND)
                .accessible_name(labels::SIGHTED_SEND)
                .clicked();
            if (entered || sent) && !self.sighted.trim().is_empty() {
                // The same reader as the console's `>` entries.
                let line = format!("> {}", self.sighted.trim());
                self.send_line(&line);
                self.sighted.clear();
            }
            ui.separator();
            let label = ui.label(labels::COMMAND_ENTRY);
            let edit = ui
                .add(egui::TextEdit::singleline(&mut self.command).desired_width(160.0))
                .labelled_by(label.id);
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(EguiKey::Enter));
            let sent = ui
                .button(labels::COMMAND_SEND)
                .accessible_name(labels::COMMAND_SEND)
                .clicked();
            if (entered || sent) && !self.command.trim().is_empty() {
                let line = self.command.trim().to_string();
                self.send_line(&line);
                self.command.clear();
            }
            ui.separator();
            let toggle = ui
                .selectable_label(self.arbiter.open, labels::ARBITER_TOGGLE)
                .accessible_name(labels::ARBITER_TOGGLE);
            if toggle.clicked() {
                self.arbiter.open = !self.arbiter.open;
            }
            // The buttons scale all text as Ctrl-+ and Ctrl-- do (egui's zoom).
            let zoom = ui.ctx().zoom_factor();
            if ui.button("A-").accessible_name(labels::SMALLER).clicked() {
                ui.ctx().set_zoom_factor((zoom - 0.1).max(0.5));
            }
            if ui.button("A+").accessible_name(labels::LARGER).clicked() {
                ui.ctx().set_zoom_factor((zoom + 0.1).min(3.0));
            }
        });
        if let Some(note) = &self.note {
            ui.label(RichText::new(note).color(ATTENTION));
        }
        if let Some(parting) = self.view.as_ref().and_then(|v| v.parting.as_ref()) {
            ui.label(RichText::new(parting).color(ALARM).strong());
        }
    }

    /// Reads a line as the console's keys do and sends its command into the game.
    fn send_line(&mut self, line: &str) {
        self.note = Some(match keys::parse(line) {
            Ok(Key::Command(command)) => {
                let shown = command.to_string();
                match self.events.send(Event::Command(command)) {
                    Ok(()) => format!("sent: {shown}"),
                    Err(_) => "the game has ended: nothing sent".into(),
                }
            }
            Ok(_) => format!("'{line}' is a console key, not a command for the window"),
            Err(e) => format!("not sent: {e}"),
        });
    }

    fn moves(&self, ui: &mut egui::Ui) {
        ui.label(RichText::new(labels::MOVES).strong());
        let Some(view) = &self.view else {
            return;
        };
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .show(ui, |ui| {
                for line in &view.moves {
                    let mut text = format!("{} {}", line.number, line.text);
                    if let Some(clock) = &line.clock {
                        text.push_str(&format!("  {clock}"));
                    }
                    ui.add(
                        egui::Label::new(RichText::new(text).monospace().size(18.0))
                            .wrap_mode(egui::TextWrapMode::Extend),
                    );
                    for note in &line.notes {
                        ui.label(RichText::new(format!("   {note}")).color(ATTENTION));
                    }
                }
                if let Some(result) = &view.result {
                    ui.label(RichText::new(result).strong().size(20.0).color(ATTENTION));
                }
            });
    }

    fn boards(&self, ui: &mut egui::Ui) {
        let Some(view) = &self.view else {
            ui.label("waiting for the game");
            return;
        };
        let side = ((ui.available_width() - 24.0) / 2.0)
            .min(ui.available_height() - 40.0)
            .clamp(120.0, 480.0);
        ui.horizontal(|ui| {
            ui.vertical(|ui| {
                ui.label(RichText::new(labels::PEG_BOARD).strong());
                peg_board(ui, side, view.holes, view.differing);
            });
            ui.add_space(16.0);
            ui.vertical(|ui| {
                ui.label(RichText::new(labels::RECORD_BOARD).strong());
                record_board(ui, side, &view.position, view.differing);
            });
        });
        if !view.steps.is_empty() {
            ui.label(RichText::new("The peg board differs from the record:").color(ALARM));
            for step in &view.steps {
                ui.label(RichText::new(format!("- {step}")).color(ALARM));
            }
        }
    }
}

/// White on black, thick focus outlines, larger text.
fn high_contrast(ctx: &egui::Context) {
    let mut visuals = egui::Visuals::dark();
    visuals.override_text_color = Some(TEXT);
    visuals.panel_fill = BACKGROUND;
    visuals.window_fill = BACKGROUND;
    visuals.extreme_bg_color = Color32::from_gray(20);
    visuals.selection.bg_fill = Color32::from_rgb(0, 70, 160);
    visuals.selection.stroke = Stroke::new(2.0, ATTENTION);
    visuals.widgets.hovered.bg_stroke = Stroke::new(2.0, ATTENTION);
    visuals.widgets.active.bg_stroke = Stroke::new(3.0, ATTENTION);
    visuals.widgets.inactive.bg_stroke = Stroke::new(1.0, TEXT);
    ctx.set_visuals(visuals);
    ctx.all_styles_mut(|style| {
        for font in style.text_styles.values_mut() {
            font.size *= 1.25;
        }
    });
}

/// The squares of a board of `side` pixels, from White's side (a1 bottom left): each square and its rect.
fn squares(rect: egui::Rect) -> impl Iterator<Item = (Square, egui::Rect)> {
    let cell = rect.width() / 8.0;
    (0..64u32).map(move |i| {
        let sq = Square::new(i);
        let (f, r) = (u32::from(sq.file()), u32::from(sq.rank()));
        let min = rect.min + Vec2::new(f as f32 * cell, (7 - r) as f32 * cell);
        (sq, egui::Rect::from_min_size(min, Vec2::splat(cell)))
    })
}

fn board_frame(ui: &mut egui::Ui, side: f32, name: &str) -> (egui::Rect, egui::Painter) {
    let (response, painter) = ui.allocate_painter(Vec2::splat(side), Sense::hover());
    let response = response.accessible_name(name);
    let rect = response.rect;
    for (sq, cell) in squares(rect) {
        let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
        painter.rect_filled(cell, 0.0, if light { LIGHT } else { DARK });
    }
    let font = FontId::monospace(side / 32.0);
    for f in File::ALL {
        let x = rect.min.x + (f32::from(u8::from(f)) + 0.5) * side / 8.0;
        painter.text(
            egui::pos2(x, rect.max.y - 2.0),
            Align2::CENTER_BOTTOM,
            f.char(),
            font.clone(),
            Color32::BLACK,
        );
    }
    for r in Rank::ALL {
        let y = rect.max.y - (f32::from(u8::from(r)) + 0.5) * side / 8.0;
        painter.text(
            egui::pos2(rect.min.x + 2.0, y),
            Align2::LEFT_CENTER,
            r.char(),
            font.clone(),
            Color32::BLACK,
        );
    }
    (rect, painter)
}

/// Marks the differing holes with a thick red ring.
fn mark(painter: &egui::Painter, rect: egui::Rect, differing: Bitboard) {
    for (sq, cell) in squares(rect) {
        if differing.contains(sq) {
            painter.rect_stroke(
                cell.shrink(2.0),
                0.0,
                Stroke::new(4.0, ALARM),
                egui::StrokeKind::Inside,
            );
        }
    }
}

/// The peg board: a hole per square, filled where a peg stands.
fn peg_board(ui: &mut egui::Ui, side: f32, holes: Option<Bitboard>, differing: Bitboard) {
    let (rect, painter) = board_frame(ui, side, labels::PEG_BOARD);
    for (sq, cell) in squares(rect) {
        let r = cell.width() * 0.3;
        if holes.is_some_and(|h| h.contains(sq)) {
            painter.circle_filled(cell.center(), r, Color32::from_rgb(20, 20, 160));
        } else {
            painter.circle_stroke(cell.center(), r * 0.6, Stroke::new(2.0, Color32::BLACK));
        }
    }
    if holes.is_none() {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "no reading yet",
            FontId::proportional(side / 12.0),
            ALARM,
        );
    }
    mark(&painter, rect, differing);
}

/// The record's position: each piece a disc with its letter, White's white, Black's black.
fn record_board(ui: &mut egui::Ui, side: f32, board: &Board, differing: Bitboard) {
    let (rect, painter) = board_frame(ui, side, labels::RECORD_BOARD);
    for (sq, cell) in squares(rect) {
        if let Some(piece) = board.piece_at(sq) {
            let (fill, ink) = match piece.color {
                Color::White => (Color32::WHITE, Color32::BLACK),
                Color::Black => (Color32::BLACK, Color32::WHITE),
            };
            let r = cell.width() * 0.42;
            painter.circle(cell.center(), r, fill, Stroke::new(1.5, ink));
            painter.text(
                cell.center(),
                Align2::CENTER_CENTER,
                piece.role.upper_char(),
                FontId::proportional(cell.width() * 0.55),
                ink,
            );
        }
    }
    mark(&painter, rect, differing);
}

/// The window as an eframe application.
impl eframe::App for WindowApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.draw(ui);
    }
}
