//! The window's drawing and layout: the standard view (clocks; the record's board large with the peg board
//! beside it; every announcement, newest largest, and the moves; the entry lines and the window's switches)
//! and the large view for low vision (the board fills the window; the side to move, the clocks and the last
//! announcement in very large type). Narrow windows, and large zoom, stack the parts in one scrolling column.
//! It draws the latest `View` in its own language and sends `Event`s into the game's channel; it decides
//! nothing about the game.

mod parts;
mod boards_shown;

use super::arbiter::ArbiterPanel;
use super::board::{self, Look};
use super::labels;
use super::log::Log;
use super::theme::{self, Palette};
use super::view::View;
use crate::config::{Settings, WindowMode, WindowTheme};
use crate::notation::Language;
use crate::phonetic::{Form, Scheme};
use crate::session::Event;
use crate::speech::Phrase;
use crate::speech::rendering::fluent::Renderer;
use crate::ui::text::Texts;
use crate::ui::typed::{self, Key};
use eframe::egui::{self, Key as EguiKey, Panel, RichText};
use std::sync::mpsc::{Receiver, Sender, TryRecvError};
use std::time::{Duration, Instant};

/// How often the window redraws on its own (the running clock).
const REDRAW: Duration = Duration::from_millis(250);
/// Below this width (in points, after zoom) the parts stack in one column.
const NARROW: f32 = 760.0;

/// The window's state: the latest view, the announcements, the entry lines, the switches.
pub struct WindowApp {
    views: Receiver<View>,
    view: Option<View>,
    received: Instant,
    events: Sender<Event>,
    scheme: Scheme,
    form: Form,
    texts: Texts,
    renderer: Renderer,
    /// The piece letters of shown moves: the settings' notation until the language is switched.
    letters: Option<Language>,
    log: Log,
    theme: WindowTheme,
    mode: WindowMode,
    sighted: String,
    command: String,
    note: Option<String>,
    arbiter: ArbiterPanel,
    styled: Option<WindowTheme>,
}

impl WindowApp {
    /// A window fed by `views`, sending into `events` (the channel the keys and the boards use), in the
    /// settings' window language, layout and colours.
    pub fn new(views: Receiver<View>, events: Sender<Event>, settings: &Settings) -> WindowApp {
        let language = settings.window_locale.unwrap_or(settings.locale);
        WindowApp {
            views,
            view: None,
            received: Instant::now(),
            events,
            scheme: settings.scheme,
            form: settings.form,
            texts: Texts::new(language),
            renderer: Renderer::new(language, settings.scheme, settings.form),
            letters: settings.window_locale,
            log: Log::default(),
            theme: settings.window_theme,
            mode: settings.window_mode,
            sighted: String::new(),
            command: String::new(),
            note: None,
            arbiter: ArbiterPanel::default(),
            styled: None,
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

    /// Every announcement so far.
    pub fn log(&self) -> &Log {
        &self.log
    }

    /// The window's words.
    pub fn texts(&self) -> &Texts {
        &self.texts
    }

    /// The layout.
    pub fn mode(&self) -> WindowMode {
        self.mode
    }

    /// Switches the window's language (its words, the announcements and the moves' letters).
    pub fn set_language(&mut self, language: Language) {
        self.texts = Texts::new(language);
        self.renderer = Renderer::new(language, self.scheme, self.form);
        self.letters = Some(language);
    }

    /// Switches the colours.
    pub fn set_theme(&mut self, theme: WindowTheme) {
        self.theme = theme;
    }

    /// Switches the layout.
    pub fn set_mode(&mut self, mode: WindowMode) {
        self.mode = mode;
    }

    /// Takes every view that has arrived: what each said goes into the log, the newest is drawn. False once
    /// the game has left (its end of the channel is gone): the window then closes.
    fn receive(&mut self) -> bool {
        let mut fed = true;
        loop {
            let mut view = match self.views.try_recv() {
                Ok(view) => view,
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    fed = false;
                    break;
                }
            };
            let said = std::mem::take(&mut view.said);
            for (i, phrase) in said.iter().enumerate() {
                // A set-up says the position it was completed at: before the moves said after it.
                let later = said[i..]
                    .iter()
                    .filter(|p| matches!(p, Phrase::Move { .. }))
                    .count();
                let at = boards_shown::set_up_at(&view, self.letters(), later);
                self.log.push_at(phrase.clone(), at);
            }
            self.view = Some(view);
            self.received = Instant::now();
        }
        let texts = &self.texts;
        self.log
            .render(&self.renderer, |at| boards_shown::set_up_text(texts, at));
        fed
    }

    /// A line of moves, or "(nothing yet)" in the window's language when there are none.
    fn or_nothing(&self, moves: &str) -> String {
        if moves.is_empty() {
            self.texts.get("window-nothing-yet")
        } else {
            moves.to_string()
        }
    }

    fn palette(&self) -> Palette {
        theme::palette(self.theme)
    }

    fn t(&self, id: &str) -> String {
        self.texts.get(id)
    }

    /// Draws the whole window into `ui`.
    pub fn draw(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if self.styled.is_none() {
            theme::install_fonts(&ctx);
            theme::larger_text(&ctx, 1.25);
        }
        if self.styled != Some(self.theme) {
            theme::apply(&ctx, &self.palette(), theme::is_dark(self.theme));
            self.styled = Some(self.theme);
        }
        if !self.receive() {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        if ctx.input(|i| i.key_pressed(EguiKey::F9)) {
            self.arbiter.toggle();
        }
        if ctx.input(|i| i.key_pressed(EguiKey::F2)) {
            self.mode = match self.mode {
                WindowMode::Standard => WindowMode::Large,
                WindowMode::Large => WindowMode::Standard,
            };
        }
        let area = ctx.content_rect();
        if area.width() < NARROW {
            self.stacked(ui, area.height());
        } else {
            match self.mode {
                WindowMode::Standard => self.standard(ui, area.height()),
                WindowMode::Large => self.large(ui, area.width(), area.height()),
            }
        }
        ctx.request_repaint_after(REDRAW);
    }

    /// Clocks on top, the controls below, the announcements and moves on the right, the boards between.
    fn standard(&mut self, ui: &mut egui::Ui, height: f32) {
        let size = (height * 0.075).clamp(22.0, 90.0);
        Panel::top("clocks").show(ui, |ui| self.clocks(ui, size));
        Panel::bottom("controls").show(ui, |ui| self.controls(ui));
        // D.2.11: every announcement, the whole height beside the boards.
        let width = (ui.available_width() * 0.3).clamp(240.0, 620.0);
        Panel::right("talk").exact_size(width).show(ui, |ui| {
            self.announcements(ui, (height * 0.055).clamp(22.0, 64.0), f32::INFINITY);
        });
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                self.arbiter_panel(ui);
                self.boards(ui);
            });
        });
    }

    /// Low vision: the board fills the window, the rest in very large type beside it.
    fn large(&mut self, ui: &mut egui::Ui, width: f32, height: f32) {
        let side = (height - 24.0).min(width * 0.62).max(160.0);
        Panel::right("large-side")
            .exact_size((width - side - 24.0).max(200.0))
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    let size = (height * 0.11).clamp(28.0, 150.0);
                    self.side_to_move(ui, size * 0.75);
                    self.clocks_stacked(ui, size);
                    self.last_move_line(ui, size * 0.45);
                    ui.separator();
                    self.announcements(ui, size * 0.4, f32::INFINITY);
                    ui.separator();
                    self.switches(ui);
                });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let side = ui.available_width().min(ui.available_height()).max(120.0);
            self.record(ui, side, 0.14);
        });
    }

    /// A narrow window (or a large zoom): every part in one scrolling column, nothing side by side.
    fn stacked(&mut self, ui: &mut egui::Ui, height: f32) {
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                let size = (height * 0.09).clamp(22.0, 90.0);
                self.side_to_move(ui, size);
                self.clocks_stacked(ui, size);
                let side = ui.available_width().min(height * 0.9).max(120.0);
                let thick = if self.mode == WindowMode::Large {
                    0.14
                } else {
                    0.09
                };
                self.record(ui, side, thick);
                self.last_move_line(ui, size * 0.5);
                self.announcements(ui, size * 0.5, height * 0.5);
                self.moves(ui, height * 0.5);
                if self.mode == WindowMode::Standard {
                    let peg = (side * 0.6).max(120.0);
                    self.peg(ui, peg);
                }
                self.arbiter_panel(ui);
                self.controls(ui);
            });
        });
    }

    fn arbiter_panel(&mut self, ui: &mut egui::Ui) {
        if let Some(view) = &self.view {
            self.arbiter.draw(ui, view, &self.events, &self.texts);
        }
    }

    fn look(palette: &Palette, outline: f32) -> Look<'_> {
        Look { palette, outline }
    }

    /// The record's board, `side` points, its name saying the last move.
    fn record(&self, ui: &mut egui::Ui, side: f32, outline: f32) {
        let Some(view) = &self.view else {
            ui.label(self.t("window-waiting"));
            return;
        };
        let palette = self.palette();
        let name = format!(
            "{}. {}",
            self.t(labels::RECORD_BOARD),
            self.last_move_text()
        );
        board::record_board(
            ui,
            side,
            &name,
            &view.position,
            view.last_move.as_ref(),
            view.differing,
            &Self::look(&palette, outline),
        );
    }

    fn peg(&self, ui: &mut egui::Ui, side: f32) {
        let Some(view) = &self.view else {
            return;
        };
        if boards_shown::without_pegs(view) {
            // No peg board at this table: the board that is there, and no peg corrections.
            self.eboard(ui, side);
            return;
        }
        let palette = self.palette();
        ui.label(RichText::new(self.t(labels::PEG_BOARD)).strong());
        board::peg_board(
            ui,
            side,
            &self.t(labels::PEG_BOARD),
            view.holes,
            view.differing,
            &Self::look(&palette, 0.09),
        );
        if view.holes.is_none() {
            ui.label(RichText::new(self.t("window-no-reading")).color(palette.alarm));
        }
        self.table_line(ui);
        if !view.steps.is_empty() {
            ui.label(RichText::new(self.t("window-differs")).color(palette.alarm));
            for step in &view.steps {
                ui.label(RichText::new(format!("- {}", self.step_text(step))).color(palette.alarm));
            }
        }
    }

    /// The record's board as large as fits; beside it the peg board at half its size, then the moves.
    fn boards(&self, ui: &mut egui::Ui) {
        if self.view.is_none() {
            ui.label(self.t("window-waiting"));
            return;
        }
        let (w, h) = (ui.available_width(), ui.available_height());
        let side = (h - 70.0).min(w / 1.6).max(160.0);
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.label(RichText::new(self.t(labels::RECORD_BOARD)).strong());
                self.record(ui, side, 0.09);
                self.last_move_line(ui, 24.0);
            });
            ui.add_space(12.0);
            ui.vertical(|ui| {
                let peg = (side * 0.5).max(120.0);
                self.peg(ui, peg);
                ui.separator();
                self.moves(ui, (side - peg - 90.0).max(120.0));
            });
        });
    }

    /// The assistant's and arbiter's lines, then the window's own switches.
    fn controls(&mut self, ui: &mut egui::Ui) {
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(self.t(labels::SIGHTED_ENTRY));
            let edit = ui
                .add(egui::TextEdit::singleline(&mut self.sighted).desired_width(140.0))
                .labelled_by(label.id);
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(EguiKey::Enter));
            let send = self.t(labels::SIGHTED_SEND);
            let sent = ui.button(&send).accessible_name(&send).clicked();
            if (entered || sent) && !self.sighted.trim().is_empty() {
                // The same reader as the console's `>` entries.
                let line = format!("> {}", self.sighted.trim());
                self.send_line(&line);
                self.sighted.clear();
            }
            ui.separator();
            let label = ui.label(self.t(labels::COMMAND_ENTRY));
            let edit = ui
                .add(egui::TextEdit::singleline(&mut self.command).desired_width(140.0))
                .labelled_by(label.id);
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(EguiKey::Enter));
            let send = self.t(labels::COMMAND_SEND);
            let sent = ui.button(&send).accessible_name(&send).clicked();
            if (entered || sent) && !self.command.trim().is_empty() {
                let line = self.command.trim().to_string();
                self.send_line(&line);
                self.command.clear();
            }
            ui.separator();
            let arbiter = self.t(labels::ARBITER_TOGGLE);
            let toggle = ui
                .selectable_label(self.arbiter.open, &arbiter)
                .accessible_name(&arbiter);
            if toggle.clicked() {
                self.arbiter.open = !self.arbiter.open;
            }
        });
        self.switches(ui);
        let palette = self.palette();
        if let Some(note) = &self.note {
            ui.label(RichText::new(note).color(palette.attention));
        }
        if let Some(parting) = self.view.as_ref().and_then(|v| v.parting.as_ref()) {
            let text = self.texts.with(
                "window-parting",
                &[
                    ("number", parting.number.into()),
                    ("record", self.or_nothing(&parting.record).into()),
                    ("sighted", self.or_nothing(&parting.sighted).into()),
                ],
            );
            ui.label(RichText::new(text).color(palette.alarm).strong());
        }
        if let Some((after, fixes)) = self.view.as_ref().and_then(|v| v.sighted_fixes.as_ref()) {
            let fixes: Vec<String> = fixes
                .iter()
                .map(|f| crate::ui::report::fix(f, &self.texts))
                .collect();
            let fixes = ("fixes", fixes.join("; ").into());
            let text = match after {
                Some(after) => self.texts.with(
                    "window-sighted-differs",
                    &[("after", after.clone().into()), fixes],
                ),
                None => self.texts.with("window-sighted-differs-start", &[fixes]),
            };
            ui.label(RichText::new(text).color(palette.alarm).strong());
        }
    }

    /// The language, the colours, the large view and the text size.
    fn switches(&mut self, ui: &mut egui::Ui) {
        ui.horizontal_wrapped(|ui| {
            let language = self.texts.language();
            let mut chosen = language;
            let name = self.t(labels::LANGUAGE);
            let label = ui.label(&name);
            egui::ComboBox::from_id_salt("language")
                .selected_text(self.texts.language_name(language))
                .show_ui(ui, |ui| {
                    for l in Language::ALL {
                        ui.selectable_value(&mut chosen, *l, self.texts.language_name(*l));
                    }
                })
                .response
                .labelled_by(label.id);
            if chosen != language {
                self.set_language(chosen);
            }
            let mut theme = self.theme;
            let label = ui.label(self.t(labels::THEME));
            let theme_name = |t: WindowTheme| {
                self.t(match t {
                    WindowTheme::Dark => "window-theme-dark",
                    WindowTheme::Light => "window-theme-light",
                    WindowTheme::Yellow => "window-theme-yellow",
                })
            };
            egui::ComboBox::from_id_salt("theme")
                .selected_text(theme_name(theme))
                .show_ui(ui, |ui| {
                    for t in WindowTheme::ALL {
                        ui.selectable_value(&mut theme, *t, theme_name(*t));
                    }
                })
                .response
                .labelled_by(label.id);
            self.theme = theme;
            let large = self.t(labels::LARGE_VIEW);
            if ui
                .selectable_label(self.mode == WindowMode::Large, &large)
                .accessible_name(&large)
                .clicked()
            {
                self.mode = match self.mode {
                    WindowMode::Standard => WindowMode::Large,
                    WindowMode::Large => WindowMode::Standard,
                };
            }
            // The buttons scale all text as Ctrl-+ and Ctrl-- do (egui's zoom).
            let zoom = ui.ctx().zoom_factor();
            if ui
                .button("A-")
                .accessible_name(self.t(labels::SMALLER))
                .clicked()
            {
                ui.ctx().set_zoom_factor((zoom - 0.1).max(0.5));
            }
            if ui
                .button("A+")
                .accessible_name(self.t(labels::LARGER))
                .clicked()
            {
                ui.ctx().set_zoom_factor((zoom + 0.1).min(3.0));
            }
        });
    }

    /// Reads a line as the console's keys do and sends its command into the game.
    fn send_line(&mut self, line: &str) {
        self.note = Some(match typed::parse_in(line, self.letters()) {
            Ok(Key::Command(command)) => {
                let shown = command.to_string();
                match self.events.send(Event::Command(command)) {
                    Ok(()) => self.texts.with("window-sent", &[("command", shown.into())]),
                    Err(_) => self.t("window-nothing-sent"),
                }
            }
            Ok(_) => self
                .texts
                .with("window-console-key", &[("line", line.into())]),
            Err(e) => self.texts.with(
                "window-not-sent",
                &[("reason", super::errors::key_error(&e, &self.texts).into())],
            ),
        });
    }
}

/// The window as an eframe application.
impl eframe::App for WindowApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.draw(ui);
    }
}
