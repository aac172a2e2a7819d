//! The two boards as the window draws them: coordinates outside the squares in the theme's text colour, the
//! record's pieces as figurines (white bodies with black lines, black bodies with a white rim, readable on
//! either square), the peg board's holes, and the marks: the last move outlined thickly in blue between two
//! thin edges (never red against green), holes that differ ringed and crossed.

use super::theme::{CHESS_FAMILY, PIECE_BLACK, PIECE_WHITE, Palette};
use super::view::LastMove;
use eframe::egui::{self, Align2, Color32, FontFamily, FontId, Pos2, Rect, Sense, Stroke, Vec2};
use shakmaty::{Bitboard, Board, Color, File, Piece, Rank, Role, Square};

/// How a board is drawn.
pub struct Look<'a> {
    /// The theme's colours.
    pub palette: &'a Palette,
    /// The last move's outline, as a share of a square's width (thicker in the large view).
    pub outline: f32,
}

/// The board's squares and the strip for its coordinates, within `side` points.
struct Frame {
    board: Rect,
    cell: f32,
}

/// The glyph of a piece: the filled (black) figurine for the body, the outlined (white) one for its lines.
fn glyphs(role: Role) -> (char, char) {
    let (lines, body) = match role {
        Role::King => ('\u{2654}', '\u{265A}'),
        Role::Queen => ('\u{2655}', '\u{265B}'),
        Role::Rook => ('\u{2656}', '\u{265C}'),
        Role::Bishop => ('\u{2657}', '\u{265D}'),
        Role::Knight => ('\u{2658}', '\u{265E}'),
        Role::Pawn => ('\u{2659}', '\u{265F}'),
    };
    (body, lines)
}

/// The squares of a board, from White's side (a1 bottom left): each square and its rect.
fn squares(board: Rect) -> impl Iterator<Item = (Square, Rect)> {
    let cell = board.width() / 8.0;
    (0..64u32).map(move |i| {
        let sq = Square::new(i);
        let (f, r) = (u32::from(sq.file()), u32::from(sq.rank()));
        let min = board.min + Vec2::new(f as f32 * cell, (7 - r) as f32 * cell);
        (sq, Rect::from_min_size(min, Vec2::splat(cell)))
    })
}

fn is_light(sq: Square) -> bool {
    (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1
}

/// Allocates a board of `side` points named `name`, and draws its squares and coordinates.
fn frame(
    ui: &mut egui::Ui,
    side: f32,
    name: &str,
    look: &Look,
) -> (Frame, egui::Painter, egui::Response) {
    let (response, painter) = ui.allocate_painter(Vec2::splat(side), Sense::hover());
    // An image with a name (and bounds) for screen readers and the tests.
    response.widget_info(|| egui::WidgetInfo::labeled(egui::accesskit::Role::Image, true, name));
    // Coordinates a metre away: almost half a square high, beside the squares rather than on them.
    let margin = side / 17.0;
    let cell = (side - margin) / 8.0;
    let board = Rect::from_min_size(
        response.rect.min + Vec2::new(margin, 0.0),
        Vec2::splat(cell * 8.0),
    );
    for (sq, rect) in squares(board) {
        let fill = if is_light(sq) {
            look.palette.light_square
        } else {
            look.palette.dark_square
        };
        painter.rect_filled(rect, 0.0, fill);
    }
    let font = FontId::proportional(margin * 0.95);
    for f in File::ALL {
        let x = board.min.x + (f32::from(u8::from(f)) + 0.5) * cell;
        painter.text(
            egui::pos2(x, board.max.y + margin / 2.0),
            Align2::CENTER_CENTER,
            f.char(),
            font.clone(),
            look.palette.text,
        );
    }
    for r in Rank::ALL {
        let y = board.max.y - (f32::from(u8::from(r)) + 0.5) * cell;
        painter.text(
            egui::pos2(board.min.x - margin / 2.0, y),
            Align2::CENTER_CENTER,
            r.char(),
            font.clone(),
            look.palette.text,
        );
    }
    (Frame { board, cell }, painter, response)
}

/// A ring inside a square: `colour`, `width` wide, with thin `edge` lines on both sides so it stands out on
/// light and dark squares alike.
fn ring(painter: &egui::Painter, cell: Rect, width: f32, colour: Color32, edge: Color32) {
    let thin = (width / 5.0).max(1.5);
    painter.rect_stroke(cell, 0.0, Stroke::new(thin, edge), egui::StrokeKind::Inside);
    painter.rect_stroke(
        cell.shrink(thin),
        0.0,
        Stroke::new(width, colour),
        egui::StrokeKind::Inside,
    );
    painter.rect_stroke(
        cell.shrink(thin + width),
        0.0,
        Stroke::new(thin, edge),
        egui::StrokeKind::Inside,
    );
}

/// Marks the differing holes: an alarm ring and a cross (not by colour alone).
fn mark_differing(painter: &egui::Painter, frame: &Frame, differing: Bitboard, look: &Look) {
    for (sq, cell) in squares(frame.board) {
        if differing.contains(sq) {
            let width = frame.cell * 0.08;
            ring(painter, cell, width, look.palette.alarm, look.palette.edge);
            let inner = cell.shrink(frame.cell * 0.3);
            for (a, b) in [
                (inner.left_top(), inner.right_bottom()),
                (inner.right_top(), inner.left_bottom()),
            ] {
                painter.line_segment([a, b], Stroke::new(width, look.palette.alarm));
            }
        }
    }
}

/// The peg board: a black peg with a white rim where the sensors feel one, an empty ring where not.
pub fn peg_board(
    ui: &mut egui::Ui,
    side: f32,
    name: &str,
    holes: Option<Bitboard>,
    differing: Bitboard,
    look: &Look,
) -> egui::Response {
    let (frame, painter, response) = frame(ui, side, name, look);
    for (sq, cell) in squares(frame.board) {
        let r = frame.cell * 0.3;
        if holes.is_some_and(|h| h.contains(sq)) {
            painter.circle(
                cell.center(),
                r,
                Color32::BLACK,
                Stroke::new(r * 0.18, Color32::WHITE),
            );
        } else {
            let ink = if is_light(sq) {
                Color32::BLACK
            } else {
                Color32::WHITE
            };
            painter.circle_stroke(cell.center(), r * 0.45, Stroke::new(2.0, ink));
        }
    }
    mark_differing(&painter, &frame, differing, look);
    response
}

/// The record's position in figurines, the last move outlined.
pub fn record_board(
    ui: &mut egui::Ui,
    side: f32,
    name: &str,
    board: &Board,
    last: Option<&LastMove>,
    differing: Bitboard,
    look: &Look,
) -> egui::Response {
    let (frame, painter, response) = frame(ui, side, name, look);
    if let Some(last) = last {
        for (sq, cell) in squares(frame.board) {
            if sq == last.from || sq == last.to {
                ring(
                    &painter,
                    cell,
                    frame.cell * look.outline,
                    look.palette.last_move,
                    look.palette.edge,
                );
            }
        }
    }
    let font = FontId::new(frame.cell * 1.05, FontFamily::Name(CHESS_FAMILY.into()));
    for (sq, cell) in squares(frame.board) {
        if let Some(piece) = board.piece_at(sq) {
            figurine(&painter, cell.center(), piece, font.clone());
        }
    }
    mark_differing(&painter, &frame, differing, look);
    response
}

/// One piece. White: the filled figurine in white under the outlined one in black. Black: the filled
/// figurine in black over copies of it in white shifted all round, a white rim on any square that also
/// fills the figurine's inner lines white.
fn figurine(painter: &egui::Painter, at: Pos2, piece: Piece, font: FontId) {
    let (body, lines) = glyphs(piece.role);
    let (fill, ink) = match piece.color {
        Color::White => PIECE_WHITE,
        Color::Black => PIECE_BLACK,
    };
    match piece.color {
        Color::White => {
            painter.text(at, Align2::CENTER_CENTER, body, font.clone(), fill);
            painter.text(at, Align2::CENTER_CENTER, lines, font, ink);
        }
        Color::Black => {
            let rim = (font.size * 0.035).max(1.0);
            for i in 0..8 {
                let angle = i as f32 * std::f32::consts::FRAC_PI_4;
                let shift = Vec2::new(angle.cos(), angle.sin()) * rim;
                painter.text(at + shift, Align2::CENTER_CENTER, body, font.clone(), ink);
            }
            painter.text(at, Align2::CENTER_CENTER, body, font, fill);
        }
    }
}
