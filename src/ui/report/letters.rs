//! How the sighted player's sheet was read, as the arbiter's report says it: in which letters (PGN's English
//! SAN, the player's edition's, or the ones named), the lines passed over before its moves, and an entry not
//! ruled illegal because another edition's letters read it as a legal move, and the sheet's slips read through.

use super::{Key, Line};
use crate::notation::Language;
use crate::sync::letters::{How, ReadSheet};
use crate::sync::scoresheet::{MoveNumber, Slip, SlipKind};
use crate::ui::text::Texts;

/// How the sighted player's sheet was read, as the report's lines, moves in the report's `edition` letters
/// (English SAN for `--porcelain`): a PGN file in English SAN, a PGN file in
/// the player's edition's letters (only they read it), or the letters named; and each line passed over before
/// its moves (`scoresheet-skipped: line 1: 'Steinitz - Zukertort'`).
pub fn read_lines(read: &ReadSheet, edition: Language, texts: &Texts) -> Vec<Line> {
    let letters = [("edition", read.letters.to_string().into())];
    let text = match read.how {
        How::Pgn => texts.get("window-report-letters-pgn"),
        How::PgnInEdition => texts.with("window-report-letters-pgn-edition", &letters),
        How::Named => texts.with("window-report-letters-edition", &letters),
    };
    let mut lines = vec![Line::Finding(Key::ScoresheetLetters, text)];
    lines.extend(read.skipped.iter().map(|s| {
        let args = [("line", s.line.into()), ("text", s.text.clone().into())];
        Line::Finding(
            Key::ScoresheetSkipped,
            texts.with("window-report-skipped", &args),
        )
    }));
    if let Some(n) = &read.not_ruled {
        let args = [
            ("move", format!("{} '{}'", n.number, n.written).into()),
            ("read", n.read_in.to_string().into()),
            ("fits", n.fits.to_string().into()),
        ];
        let text = texts.with("window-report-not-ruled", &args);
        lines.push(Line::Finding(Key::ScoresheetNotRuled, text));
    }
    let start = read.sheet.start();
    lines.extend(read.sheet.crossed_out().iter().map(|(ply, written)| {
        let number = crate::sync::scoresheet::MoveNumber::of(start, *ply);
        let args = [("move", format!("{number} '{written}'").into())];
        let text = texts.with("window-report-crossed-out", &args);
        Line::Finding(Key::ScoresheetCrossedOut, text)
    }));
    lines.extend(read.sheet.read_as_game().iter().map(|(ply, written)| {
        let number = crate::sync::scoresheet::MoveNumber::of(start, *ply);
        let san = read
            .sheet
            .san(*ply)
            .map(|san| super::san_text(edition, san))
            .unwrap_or_default();
        let args = [
            ("move", format!("{number} '{written}'").into()),
            ("san", san.into()),
        ];
        let text = texts.with("window-report-read-as-game", &args);
        Line::Finding(Key::ScoresheetReadAsGame, text)
    }));
    lines.extend(read.sheet.slips().iter().map(|slip| {
        let text = self::slip(slip, read, edition, texts);
        Line::Finding(Key::ScoresheetSlip, text)
    }));
    if let Some(u) = &read.unreadable {
        let kind = match u.problem {
            crate::notation::NotationError::Ambiguous { .. } => "ambiguous",
            crate::notation::NotationError::PromotionPiece { .. } => "promotion",
            _ => "other",
        };
        let args = [
            ("move", format!("{} '{}'", u.number, u.written).into()),
            ("unread", u.unread.into()),
            ("kind", kind.into()),
        ];
        let text = texts.with("window-report-unreadable", &args);
        lines.push(Line::Finding(Key::ScoresheetUnreadable, text));
    }
    lines
}

/// A slip of the sheet read through, in words: where, what was written, and the game's moves read there.
fn slip(slip: &Slip, read: &ReadSheet, edition: Language, texts: &Texts) -> String {
    let start = read.sheet.start();
    let san = |ply: usize| {
        let san = read
            .sheet
            .san(ply)
            .map(|san| super::san_text(edition, san))
            .unwrap_or_default();
        format!("{} {san}", MoveNumber::of(start, ply))
    };
    let game: Vec<String> = (slip.ply..slip.ply + slip.plies).map(san).collect();
    let kind = match slip.kind {
        SlipKind::Skipped => "skipped",
        SlipKind::Twice => "twice",
        SlipKind::NotRead => "not-read",
    };
    let args = [
        ("kind", kind.into()),
        ("game", game.join(" ").into()),
        ("written", slip.written.join(" ").into()),
    ];
    texts.with("window-report-slip", &args)
}
