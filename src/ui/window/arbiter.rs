//! The arbiter's panel (D.2.9): the sighted player's score sheet loaded from a file or typed, and the blind
//! player's Braille sheet if named, compared with the record as `pegchess arbiter` compares them (the same
//! reading through liblouis, the same report, the one decision); Apply sends the same commands the console
//! journals.

use super::errors::sheet_error;
use super::labels;
use super::view::View;
use crate::ruling::{self, DecisionError};
use crate::session::Event;
use crate::speech::phrases::phrase::Presence;
use crate::sync::compare::{Comparison, Observed};
use crate::sync::decision::Decision;
use crate::sync::scoresheet::Sheet;
use crate::ui::report::{BlindPart, entry, report, without_peg_board};
use crate::ui::text::Texts;
use eframe::egui::{self, RichText};
use std::path::Path;
use std::sync::mpsc::Sender;

/// The panel's state: what was typed or loaded, and the last comparison.
#[derive(Default)]
pub struct ArbiterPanel {
    /// Whether the panel is shown (F9, or its toggle).
    pub open: bool,
    path: String,
    blind_path: String,
    text: String,
    loaded: Option<Sheet>,
    comparison: Option<Comparison>,
    /// The decision to apply: the one decision over every sheet given.
    decision: Option<Decision>,
    report: String,
    message: Option<String>,
    /// Opened from the keyboard: the first field takes the focus at the next frame.
    focus_first: bool,
}

/// Why the comparison could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PanelError {
    /// The score sheet could not be read.
    #[error(transparent)]
    Sheet(#[from] DecisionError),
    /// The score sheet starts elsewhere than the record.
    #[error(transparent)]
    Start(#[from] crate::sync::compare::DifferentStart),
    /// No score sheet was given and no e-board was followed.
    #[error("load or type the sighted player's score sheet first")]
    NoSheet,
    /// The blind player's Braille sheet could not be read (the file, liblouis).
    #[error("{0}")]
    Blind(String),
}

impl PanelError {
    /// The error in the window's language (an operating-system error keeps its own words).
    pub fn text(&self, texts: &Texts) -> String {
        match self {
            PanelError::Sheet(e) => sheet_error(e, texts),
            PanelError::Start(_) => texts.get("window-error-start"),
            PanelError::NoSheet => texts.get("window-error-no-sheet"),
            PanelError::Blind(why) => {
                texts.with("window-error-blind", &[("why", why.clone().into())])
            }
        }
    }
}

impl ArbiterPanel {
    /// The last comparison, once made.
    pub fn comparison(&self) -> Option<&Comparison> {
        self.comparison.as_ref()
    }

    /// The report of the last comparison, as the panel shows it.
    pub fn report(&self) -> &str {
        &self.report
    }

    /// The last message (loaded, applied, or why not).
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Draws the panel (when open) above the boards, in the window's language.
    /// Opens or closes the panel from the keyboard (F9): opened, its first field has the focus.
    pub fn toggle(&mut self) {
        self.open = !self.open;
        self.focus_first = self.open;
    }

    pub fn draw(&mut self, ui: &mut egui::Ui, view: &View, events: &Sender<Event>, texts: &Texts) {
        if !self.open {
            return;
        }
        ui.heading(texts.get("window-arbiter-heading"));
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(texts.get(labels::SHEET_PATH));
            let path = ui
                .add(egui::TextEdit::singleline(&mut self.path).desired_width(320.0))
                .labelled_by(label.id);
            // Opened from the keyboard: the arbiter types on from the first field, Tab to the next.
            if std::mem::take(&mut self.focus_first) {
                path.request_focus();
            }
            let load = texts.get(labels::SHEET_LOAD);
            if ui.button(&load).accessible_name(&load).clicked() {
                self.load(view, texts);
            }
        });
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(texts.get(labels::BLIND_PATH));
            ui.add(egui::TextEdit::singleline(&mut self.blind_path).desired_width(320.0))
                .labelled_by(label.id);
        });
        let sheet = texts.get(labels::SHEET_TEXT);
        ui.label(format!(
            "{sheet}: {}",
            texts.with(
                "window-sheet-hint",
                &[("notation", view.notation.to_string().into())]
            )
        ));
        ui.add(
            egui::TextEdit::multiline(&mut self.text)
                .desired_rows(3)
                .desired_width(f32::INFINITY),
        )
        .accessible_name(&sheet);
        ui.horizontal(|ui| {
            let compare = texts.get(labels::COMPARE);
            if ui.button(&compare).accessible_name(&compare).clicked() {
                self.compare(view, texts);
            }
            let moves = view.record.sheet.moves().len();
            let can_apply = self
                .decision
                .as_ref()
                .is_some_and(|d| ruling::applies(d, moves));
            let apply = texts.get(labels::APPLY);
            let clicked = ui
                .add_enabled(can_apply, egui::Button::new(&apply))
                .accessible_name(&apply)
                .clicked();
            if clicked {
                self.apply(view, events, texts);
            }
        });
        if let Some(message) = &self.message {
            ui.label(RichText::new(message).strong());
        }
        if !self.report.is_empty() {
            ui.label(RichText::new(&self.report).monospace())
                .accessible_name(format!("{}: {}", texts.get("window-report"), self.report));
        }
        ui.separator();
    }

    /// Loads the score sheet file named in the path field.
    pub fn load(&mut self, view: &View, texts: &Texts) {
        let path = self.path.trim().to_string();
        match ruling::load_scoresheet(Path::new(&path), view.notation, &view.record.sheet) {
            Ok(sheet) => {
                self.message = Some(texts.with(
                    "window-loaded",
                    &[("path", path.into()), ("count", sheet.moves().len().into())],
                ));
                self.loaded = Some(sheet);
            }
            Err(e) => {
                self.loaded = None;
                self.message = Some(PanelError::Sheet(e).text(texts));
            }
        }
    }

    /// The score sheet: typed text first, else the file loaded, else the e-board's moves.
    fn sheet(&self, view: &View) -> Result<Sheet, PanelError> {
        if !self.text.trim().is_empty() {
            return Ok(ruling::read_scoresheet(
                &self.text,
                view.notation,
                &view.record.sheet,
            )?);
        }
        if let Some(sheet) = &self.loaded {
            return Ok(sheet.clone());
        }
        match &view.record.eboard {
            Some((sheet, _)) => Ok(sheet.clone()),
            None => Err(PanelError::NoSheet),
        }
    }

    /// Compares the record with the score sheet, as `pegchess arbiter` does.
    pub fn compare(&mut self, view: &View, texts: &Texts) {
        let record = &view.record;
        let observed = Observed {
            peg: record.peg.clone(),
            sighted: record.eboard.as_ref().map(|(_, board)| board.clone()),
        };
        let decided = self.sheet(view).and_then(|sheet| {
            let path = self.blind_path.trim();
            let path = (!path.is_empty()).then(|| Path::new(path));
            let third = ruling::read_third(path, view.braille, &view.record, &sheet)
                .map_err(|e| PanelError::Blind(e.to_string()))?;
            let c = ruling::decide(&view.record, &sheet, third.as_ref(), &observed)?;
            let part = third
                .as_ref()
                .map(|t| BlindPart::of(t, view.braille, texts));
            Ok((report(&c, part.as_ref(), view.notation, texts), c))
        });
        match decided {
            Ok((mut lines, c)) => {
                if view.boards_present.0 == Some(Presence::Absent) {
                    lines = without_peg_board(lines);
                }
                let text = lines.iter().map(|line| line.window(texts));
                self.report = text.collect::<Vec<_>>().join("\n");
                self.message = Some(if c.sheets_agree {
                    texts.get("window-sheets-agree")
                } else {
                    texts.with("window-agree-through", &[("ply", c.agree_through.into())])
                });
                self.decision = Some(c.decision.clone());
                self.comparison = Some(c);
            }
            Err(e) => {
                self.comparison = None;
                self.decision = None;
                self.report.clear();
                self.message = Some(e.text(texts));
            }
        }
    }

    /// Sends the decision into the game: the same commands the console journals.
    pub fn apply(&mut self, view: &View, events: &Sender<Event>, texts: &Texts) {
        let Some(d) = self.decision.take() else {
            return;
        };
        self.comparison = None;
        let at = d.last.as_ref().map_or_else(
            || texts.get("window-the-start"),
            |e| entry(e, view.notation),
        );
        let sent = ruling::decision_commands(&d)
            .into_iter()
            .all(|command| events.send(Event::Command(command)).is_ok());
        self.message = Some(if sent {
            texts.with("window-applied", &[("at", at.into())])
        } else {
            texts.get("window-nothing-applied")
        });
        self.report.clear();
    }
}
