//! Why the window refused something, in the window's language: a typed command line, a score sheet (a
//! written move's problem is the report's). An operating-system error keeps its own words.

use crate::ruling::DecisionError;
use crate::ui::text::Texts;
use crate::ui::typed::KeyError;

/// Why a score sheet could not be read, in the window's language (an operating-system error keeps its words).
pub fn sheet_error(e: &DecisionError, texts: &Texts) -> String {
    let reason = match e {
        DecisionError::Sheet { source, .. } => {
            crate::ui::errors::sheet_reading::reason(source, texts)
        }
        DecisionError::Read { path, source, .. } => texts.with(
            "window-error-sheet-read",
            &[
                ("path", path.display().to_string().into()),
                ("reason", source.to_string().into()),
            ],
        ),
        other => other.to_string(),
    };
    texts.with("window-error-sheet", &[("reason", reason.into())])
}

/// Why a typed command line means nothing, and what to type instead (the console's words stay as they are typed).
pub fn key_error(e: &KeyError, texts: &Texts) -> String {
    let with = |id: &str, text: &str| texts.with(id, &[("text", text.into())]);
    let letters = |id: &str, text: &str, edition| {
        let args = crate::ui::errors::letters_args(text, edition);
        texts.with(id, &args)
    };
    match e {
        KeyError::NotASquare(t) => with("window-key-not-square", t),
        KeyError::NoPromotionPiece { text, edition } => {
            letters("window-key-no-promotion", text, *edition)
        }
        KeyError::NoPiece { letter, edition } => {
            letters("window-key-no-piece", &letter.to_string(), *edition)
        }
        KeyError::NoRank => texts.get("window-key-no-rank"),
        KeyError::NoFile => texts.get("window-key-no-file"),
        KeyError::NotASide(t) => with("window-key-not-side", t),
        KeyError::Increment => texts.get("window-key-increment"),
        KeyError::Set => texts.get("window-key-set"),
        KeyError::NotATime(t) => with("window-key-not-time", t),
        KeyError::Moves => texts.get("window-key-moves"),
        KeyError::Sighted => texts.get("window-key-sighted"),
    }
}
