//! Phrase -> text through fluent: the five locales are embedded, isolation marks are off, and every
//! missing message or argument is reported instead of being spoken as a placeholder.

use super::utterance::Utterance;
use crate::config::Settings;
use crate::notation::Language;
use crate::phonetic::{Form, Scheme, Vocabulary};
use crate::speech::phrases::message::{Arg, Msg, WORD_END, WORD_START};
use crate::speech::phrases::move_words::Composer;
use crate::speech::phrases::phrase::Phrase;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::fmt;
use std::sync::{Mutex, PoisonError};
use unic_langid::LanguageIdentifier;
use unic_langid::langid;

const EN: &str = include_str!("../../../locales/en/pegchess.ftl");
const DE: &str = include_str!("../../../locales/de/pegchess.ftl");
const HU: &str = include_str!("../../../locales/hu/pegchess.ftl");
const FI: &str = include_str!("../../../locales/fi/pegchess.ftl");
const DA: &str = include_str!("../../../locales/da/pegchess.ftl");
const GUIDE_EN: &str = include_str!("../../../locales/en/guide.ftl");
const GUIDE_DE: &str = include_str!("../../../locales/de/guide.ftl");
const GUIDE_HU: &str = include_str!("../../../locales/hu/guide.ftl");
const GUIDE_FI: &str = include_str!("../../../locales/fi/guide.ftl");
const GUIDE_DA: &str = include_str!("../../../locales/da/guide.ftl");

/// Each locale's glossary (glossary.ftl: the key terms once, as fluent terms), in the order of `Language::ALL`;
/// every bundle of the language holds it.
const GLOSSARIES: [(Language, &str); 5] = [
    (
        Language::En,
        include_str!("../../../locales/en/glossary.ftl"),
    ),
    (
        Language::De,
        include_str!("../../../locales/de/glossary.ftl"),
    ),
    (
        Language::Hu,
        include_str!("../../../locales/hu/glossary.ftl"),
    ),
    (
        Language::Fi,
        include_str!("../../../locales/fi/glossary.ftl"),
    ),
    (
        Language::Da,
        include_str!("../../../locales/da/glossary.ftl"),
    ),
];

/// Each locale with its embedded pegchess.ftl and guide.ftl.
const SOURCES: [(Language, &str, &str); 5] = [
    (Language::En, EN, GUIDE_EN),
    (Language::De, DE, GUIDE_DE),
    (Language::Hu, HU, GUIDE_HU),
    (Language::Fi, FI, GUIDE_FI),
    (Language::Da, DA, GUIDE_DA),
];

/// The embedded pegchess.ftl and guide.ftl of a locale (every language has both).
fn sources(language: Language) -> (&'static str, &'static str) {
    SOURCES
        .iter()
        .find(|(l, ..)| *l == language)
        .map_or((EN, GUIDE_EN), |&(_, game, guide)| (game, guide))
}

/// The embedded fluent source of a locale.
pub fn locale_source(language: Language) -> &'static str {
    sources(language).0
}

/// The embedded fluent source of a locale's player's guide (guide.ftl), rendered beside its pegchess.ftl.
pub fn guide_source(language: Language) -> &'static str {
    sources(language).1
}

/// The embedded glossary of a locale (glossary.ftl): its key terms, which every other file of it uses.
pub fn glossary_source(language: Language) -> &'static str {
    GLOSSARIES
        .iter()
        .find(|(l, _)| *l == language)
        .map_or(GLOSSARIES[0].1, |&(_, source)| source)
}

fn langid(language: Language) -> LanguageIdentifier {
    match language {
        Language::En => langid!("en"),
        Language::De => langid!("de"),
        Language::Hu => langid!("hu"),
        Language::Fi => langid!("fi"),
        Language::Da => langid!("da"),
    }
}

/// A fluent bundle over the program's embedded files, each parsed once per process ([`parsed`]).
pub type Bundle = FluentBundle<&'static FluentResource>;

/// A fluent bundle for `language` holding one embedded `source` (pegchess.ftl, or the window's window.ftl)
/// beside the language's glossary, isolation marks off. A syntax error keeps the messages fluent could read (a
/// test reads every file).
pub fn fluent_bundle(language: Language, source: &'static str) -> Bundle {
    fluent_bundle_of(language, &[source])
}

/// A fluent bundle for `language` holding several embedded `sources` (pegchess.ftl and guide.ftl) beside the
/// language's glossary, with the function `ARTICLE` (the Hungarian article the next word takes).
fn fluent_bundle_of(language: Language, sources: &[&'static str]) -> Bundle {
    let mut bundle = FluentBundle::new_concurrent(vec![langid(language)]);
    bundle.set_use_isolating(false);
    // The one function of the bundle, added to a new bundle: it cannot be there already.
    let _ = bundle.add_function(super::article::FUNCTION, super::article::function);
    for source in std::iter::once(&glossary_source(language)).chain(sources) {
        // Every message id is unique in the embedded files (a test checks it); a duplicate
        // would only keep the first definition.
        let _ = bundle.add_resource(parsed(source));
    }
    bundle
}

/// The embedded fluent file `source`, parsed the first time it is asked for and kept for the process: a
/// renderer, the console's words and the window's each make a bundle, and parsing pegchess.ftl is most of
/// making one. The files are a few dozen, so what is kept is bounded. A syntax error keeps the messages
/// fluent could read.
fn parsed(source: &'static str) -> &'static FluentResource {
    type Kept = Vec<((usize, usize), &'static FluentResource)>;
    static KEPT: Mutex<Kept> = Mutex::new(Vec::new());
    // The same embedded text is the same address and length.
    let key = (source.as_ptr() as usize, source.len());
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&(_, resource)) = kept.iter().find(|(k, _)| *k == key) {
        return resource;
    }
    let resource =
        FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
    let resource: &'static FluentResource = Box::leak(Box::new(resource));
    kept.push((key, resource));
    resource
}

/// A phrase that could not be rendered completely.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenderError {
    /// The locale.
    pub language: Language,
    /// The message that failed.
    pub id: &'static str,
    /// What went wrong (missing message, unknown argument, ...).
    pub problems: Vec<String>,
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "message '{}' in locale {}: {}",
            self.id,
            self.language,
            self.problems.join("; ")
        )
    }
}

impl std::error::Error for RenderError {}

/// Turns phrases into utterances in one language, scheme and form. `Send + Sync`.
pub struct Renderer {
    language: Language,
    composer: Composer,
    bundle: Bundle,
}

impl fmt::Debug for Renderer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Renderer")
            .field("language", &self.language)
            .field("composer", &self.composer)
            .finish_non_exhaustive()
    }
}

impl Renderer {
    /// A renderer for the interface `language`, announcement `scheme` and move `form`.
    pub fn new(language: Language, scheme: Scheme, form: Form) -> Renderer {
        Renderer {
            language,
            composer: Composer::new(Vocabulary::new(scheme, language), form),
            bundle: fluent_bundle_of(language, &[locale_source(language), guide_source(language)]),
        }
    }

    /// A renderer for the settings' locale, scheme and form.
    pub fn from_settings(settings: &Settings) -> Renderer {
        Renderer::new(settings.locale, settings.scheme, settings.form)
    }

    /// The interface language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The language of the scheme's words (German for the FIDE words).
    pub fn words_language(&self) -> Language {
        self.composer.vocab().word_language()
    }

    /// Renders a phrase, failing on any missing message or argument.
    pub fn try_render(&self, phrase: &Phrase) -> Result<Utterance, RenderError> {
        let text = self.try_format(&self.composer.phrase(phrase))?;
        Ok(Utterance::from_marked(
            sentence(&text),
            self.words_language(),
        ))
    }

    /// Renders a phrase; a defect in a locale file yields the best text fluent could make.
    pub fn render(&self, phrase: &Phrase) -> Utterance {
        let mut problems = Vec::new();
        let msg = self.composer.phrase(phrase);
        let text = sentence(&self.format(&msg, &mut problems));
        Utterance::from_marked(text, self.words_language())
    }

    /// Renders a message tree (see `phrase_to_message`), failing on any missing message or argument.
    pub fn try_render_msg(&self, msg: &Msg) -> Result<Utterance, RenderError> {
        let text = self.try_format(msg)?;
        Ok(Utterance::from_marked(text, self.words_language()))
    }

    /// The text of a message tree, with its word marks; every missing message or argument an error.
    fn try_format(&self, msg: &Msg) -> Result<String, RenderError> {
        let mut problems = Vec::new();
        let text = self.format(msg, &mut problems);
        if problems.is_empty() {
            Ok(text)
        } else {
            Err(RenderError {
                language: self.language,
                id: msg.id,
                problems,
            })
        }
    }

    fn format(&self, msg: &Msg, problems: &mut Vec<String>) -> String {
        let Some(pattern) = self.bundle.get_message(msg.id).and_then(|m| m.value()) else {
            problems.push(format!("no message '{}'", msg.id));
            return msg.id.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            let value: FluentValue = match arg {
                Arg::Text(t) => t.clone().into(),
                Arg::Word(w) => format!("{WORD_START}{w}{WORD_END}").into(),
                Arg::Number(n) => (*n).into(),
                Arg::Key(k) => (*k).into(),
                Arg::Msg(inner) => self.format(inner, problems).into(),
            };
            args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned();
        problems.extend(errors.iter().map(|e| format!("{}: {e}", msg.id)));
        text
    }
}

/// A phrase as a sentence: its first letter a capital ("weiße Türme: ..." is "Weiße Türme: ..."), unless it
/// starts with a file or a square in plain letters ("e lyö d6", "e4"), which keeps its small letter. The word
/// marks around a scheme word are passed over.
fn sentence(text: &str) -> String {
    let mut letters = text
        .char_indices()
        .skip_while(|(_, c)| !c.is_alphanumeric());
    let Some((at, first)) = letters.next() else {
        return text.to_string();
    };
    let plain_letter = letters.next().is_none_or(|(_, c)| !c.is_alphabetic());
    // The program's name is written in small letters wherever it stands.
    let name = text[at..].starts_with("pegchess");
    if !first.is_lowercase() || plain_letter || name {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 2);
    out.push_str(&text[..at]);
    out.extend(first.to_uppercase());
    out.push_str(&text[at + first.len_utf8()..]);
    out
}

#[cfg(test)]
mod tests {
    use super::sentence;

    #[test]
    fn a_phrase_starts_with_a_capital_but_a_plain_file_or_square_keeps_its_letter() {
        assert_eq!(sentence("weiße Türme: Anna eins"), "Weiße Türme: Anna eins");
        assert_eq!(
            sentence("\u{E000}springer\u{E001} f3"),
            "\u{E000}Springer\u{E001} f3"
        );
        assert_eq!(sentence("e4"), "e4");
        assert_eq!(sentence("e lyö d6"), "e lyö d6");
        assert_eq!(sentence("Already"), "Already");
        assert_eq!(sentence(""), "");
        assert_eq!(
            sentence("pegchess contains no engine"),
            "pegchess contains no engine"
        );
    }
}
