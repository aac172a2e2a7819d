//! The printed words (the window's and the arbiter's report; the console's lines): the five embedded
//! window.ftl and console.ftl files, one fluent bundle for a language, and the names of pieces, sides and
//! endings they write.

use crate::game::record::EndReason;
use crate::notation::Language;
use crate::speech::rendering::fluent::{Bundle, fluent_bundle};
use fluent_bundle::{FluentArgs, FluentValue};
use shakmaty::{Color, Piece, Role};

/// The embedded window.ftl files, in the order of `Language::ALL` (a test renders every message of each).
const SOURCES: [&str; 5] = [
    include_str!("../../locales/en/window.ftl"),
    include_str!("../../locales/de/window.ftl"),
    include_str!("../../locales/hu/window.ftl"),
    include_str!("../../locales/fi/window.ftl"),
    include_str!("../../locales/da/window.ftl"),
];

/// The embedded console.ftl files (the console's lines), in the order of `Language::ALL`.
const CONSOLE_SOURCES: [&str; 5] = [
    include_str!("../../locales/en/console.ftl"),
    include_str!("../../locales/de/console.ftl"),
    include_str!("../../locales/hu/console.ftl"),
    include_str!("../../locales/fi/console.ftl"),
    include_str!("../../locales/da/console.ftl"),
];

/// The embedded window.ftl of a language.
pub fn window_source(language: Language) -> &'static str {
    of_language(&SOURCES, language)
}

/// The embedded console.ftl of a language.
pub fn console_source(language: Language) -> &'static str {
    of_language(&CONSOLE_SOURCES, language)
}

/// The source of `language` among five in the order of `Language::ALL`.
fn of_language(sources: &[&'static str; 5], language: Language) -> &'static str {
    let at = Language::ALL.iter().position(|l| *l == language);
    at.and_then(|i| sources.get(i))
        .copied()
        .unwrap_or(sources[0])
}

/// The window's text in one language.
pub struct Texts {
    language: Language,
    bundle: Bundle,
}

impl Texts {
    /// The window's words in `language`.
    pub fn new(language: Language) -> Texts {
        Texts {
            language,
            bundle: fluent_bundle(language, window_source(language)),
        }
    }

    /// The console's lines in `language`.
    pub fn console(language: Language) -> Texts {
        Texts {
            language,
            bundle: fluent_bundle(language, console_source(language)),
        }
    }

    /// The language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The message `id` without arguments; a missing message shows its id (a test keeps them all present).
    pub fn get(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with `args`, each a name and a text or number.
    pub fn with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Text(text) => fluent.set(*name, FluentValue::from(text.as_str())),
                Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
            }
        }
        self.format(id, Some(&fluent))
    }

    /// Whether the message `id` renders without a fluent error (no missing message or argument).
    pub fn has(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .and_then(|m| m.value())
            .is_some()
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }

    /// A piece's name: `white knight`.
    pub fn piece(&self, piece: Piece) -> String {
        self.get(piece_id(piece))
    }

    /// The fluent selector of a side: `white` or `black`.
    pub fn side(side: Color) -> Arg {
        Arg::Text(side.fold_wb("white", "black").to_string())
    }

    /// Why a game ended, in words.
    pub fn end_reason(&self, reason: EndReason) -> String {
        self.get(match reason {
            EndReason::Checkmate => "window-end-checkmate",
            EndReason::Stalemate => "window-end-stalemate",
            EndReason::Resignation => "window-end-resignation",
            EndReason::FlagFall => "window-end-flag-fall",
            EndReason::DrawAgreed => "window-end-draw-agreed",
            EndReason::DeadPosition => "window-end-dead-position",
            EndReason::FivefoldRepetition => "window-end-fivefold",
            EndReason::SeventyFiveMoves => "window-end-seventy-five",
            EndReason::Arbiter => "window-end-arbiter",
        })
    }

    /// A language's own name, for the language switch.
    pub fn language_name(&self, language: Language) -> String {
        self.get(match language {
            Language::En => "window-language-en",
            Language::De => "window-language-de",
            Language::Hu => "window-language-hu",
            Language::Fi => "window-language-fi",
            Language::Da => "window-language-da",
        })
    }
}

/// An argument of a message.
#[derive(Debug, Clone)]
pub enum Arg {
    /// Text (a square, a move, a side's selector).
    Text(String),
    /// A number (fluent picks the plural form).
    Number(f64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(f64::from(n))
    }
}

/// The message id of a piece's name.
fn piece_id(piece: Piece) -> &'static str {
    match (piece.color, piece.role) {
        (Color::White, Role::King) => "window-piece-white-king",
        (Color::White, Role::Queen) => "window-piece-white-queen",
        (Color::White, Role::Rook) => "window-piece-white-rook",
        (Color::White, Role::Bishop) => "window-piece-white-bishop",
        (Color::White, Role::Knight) => "window-piece-white-knight",
        (Color::White, Role::Pawn) => "window-piece-white-pawn",
        (Color::Black, Role::King) => "window-piece-black-king",
        (Color::Black, Role::Queen) => "window-piece-black-queen",
        (Color::Black, Role::Rook) => "window-piece-black-rook",
        (Color::Black, Role::Bishop) => "window-piece-black-bishop",
        (Color::Black, Role::Knight) => "window-piece-black-knight",
        (Color::Black, Role::Pawn) => "window-piece-black-pawn",
    }
}
