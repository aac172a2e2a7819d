//! The window's colours and fonts: three themes (dark, light, yellow on black), each checked for WCAG AA
//! contrast by the tests, and the chess figurines (FreeSerif of GNU FreeFont, U+2654-265F) embedded at build
//! time.

use crate::config::WindowTheme;
use eframe::egui::{self, Color32, FontData, FontDefinitions, FontFamily, Stroke};
use std::sync::Arc;

/// The figurines' font: the chess glyphs of FreeSerif (GPL-3.0-or-later with the font exception,
/// assets/fonts).
const CHESS_FONT: &[u8] = include_bytes!("../../../assets/fonts/FreeSerif-chess.ttf");
/// The font family the pieces are drawn in.
pub const CHESS_FAMILY: &str = "chess";

/// A theme's colours.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    /// Behind everything.
    pub background: Color32,
    /// Ordinary text.
    pub text: Color32,
    /// What needs attention: the side to move's clock, the newest announcement.
    pub attention: Color32,
    /// Alarms: a fallen flag, holes that differ from the record.
    pub alarm: Color32,
    /// The light squares.
    pub light_square: Color32,
    /// The dark squares.
    pub dark_square: Color32,
    /// The last move's outline: blue, never telling red from green.
    pub last_move: Color32,
    /// The thin edge drawn on both sides of the last move's outline.
    pub edge: Color32,
    /// Text fields and other sunken areas.
    pub field: Color32,
    /// Behind selected controls (the open arbiter's panel, the large view's switch).
    pub selection: Color32,
}

/// White pieces: white bodies, black lines. Black pieces: black bodies, a white rim.
pub const PIECE_WHITE: (Color32, Color32) = (Color32::WHITE, Color32::BLACK);
/// Black pieces' body and rim.
pub const PIECE_BLACK: (Color32, Color32) = (Color32::BLACK, Color32::WHITE);

/// The colours of `theme`.
pub fn palette(theme: WindowTheme) -> Palette {
    let board = (
        Color32::from_rgb(222, 205, 170),
        Color32::from_rgb(128, 90, 60),
    );
    match theme {
        WindowTheme::Dark => Palette {
            background: Color32::BLACK,
            text: Color32::WHITE,
            attention: Color32::from_rgb(255, 230, 0),
            alarm: Color32::from_rgb(255, 110, 110),
            light_square: board.0,
            dark_square: board.1,
            last_move: Color32::from_rgb(0, 150, 255),
            edge: Color32::BLACK,
            field: Color32::from_gray(30),
            selection: Color32::from_rgb(0, 70, 160),
        },
        WindowTheme::Light => Palette {
            background: Color32::WHITE,
            text: Color32::BLACK,
            attention: Color32::from_rgb(0, 40, 170),
            alarm: Color32::from_rgb(180, 0, 0),
            light_square: board.0,
            dark_square: board.1,
            last_move: Color32::from_rgb(0, 90, 255),
            edge: Color32::WHITE,
            field: Color32::from_gray(235),
            selection: Color32::from_rgb(170, 210, 255),
        },
        WindowTheme::Yellow => Palette {
            background: Color32::BLACK,
            text: Color32::from_rgb(255, 255, 0),
            attention: Color32::WHITE,
            alarm: Color32::from_rgb(255, 130, 130),
            light_square: Color32::from_rgb(240, 225, 110),
            dark_square: Color32::from_rgb(60, 70, 120),
            last_move: Color32::from_rgb(0, 200, 255),
            edge: Color32::BLACK,
            field: Color32::from_gray(30),
            selection: Color32::from_rgb(0, 70, 160),
        },
    }
}

/// WCAG's relative luminance of a colour.
pub fn luminance(c: Color32) -> f32 {
    let channel = |v: u8| {
        let s = f32::from(v) / 255.0;
        if s <= 0.039_28 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
}

/// WCAG's contrast ratio of two colours, 1 to 21.
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Adds the figurines: their own family for the boards, and behind every family so that a ♘ in text shows.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        CHESS_FAMILY.into(),
        Arc::new(FontData::from_static(CHESS_FONT)),
    );
    fonts.families.insert(
        FontFamily::Name(CHESS_FAMILY.into()),
        vec![CHESS_FAMILY.into()],
    );
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push(CHESS_FAMILY.into());
    }
    ctx.set_fonts(fonts);
}

/// The palette's colours on egui's widgets: thick focus outlines, larger text.
pub fn apply(ctx: &egui::Context, palette: &Palette, dark: bool) {
    let mut visuals = if dark {
        egui::Visuals::dark()
    } else {
        egui::Visuals::light()
    };
    visuals.override_text_color = Some(palette.text);
    visuals.panel_fill = palette.background;
    visuals.window_fill = palette.background;
    visuals.extreme_bg_color = palette.field;
    visuals.selection.bg_fill = palette.selection;
    visuals.selection.stroke = Stroke::new(2.0, palette.attention);
    visuals.widgets.hovered.bg_stroke = Stroke::new(2.0, palette.attention);
    visuals.widgets.active.bg_stroke = Stroke::new(3.0, palette.attention);
    visuals.widgets.inactive.bg_stroke = Stroke::new(1.5, palette.text);
    visuals.widgets.noninteractive.bg_stroke = Stroke::new(1.0, palette.text);
    ctx.set_visuals(visuals);
}

/// Whether the theme's widgets start from egui's dark visuals.
pub fn is_dark(theme: WindowTheme) -> bool {
    !matches!(theme, WindowTheme::Light)
}

/// Scales egui's text styles by `factor` once (the window's text is larger than egui's default).
pub fn larger_text(ctx: &egui::Context, factor: f32) {
    ctx.all_styles_mut(|style| {
        for font in style.text_styles.values_mut() {
            font.size *= factor;
        }
    });
}
