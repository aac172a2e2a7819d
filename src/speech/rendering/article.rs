//! The Hungarian definite article chosen by the word it stands before ("az e4", "a Felix", "az 5."), as the
//! fluent function `ARTICLE`, so that no phrase says the written-only "a(z)" aloud.

use crate::speech::phrases::message::{WORD_END, WORD_START};
use fluent_bundle::{FluentArgs, FluentValue};

/// The fluent function's name: `{ ARTICLE($square) } { $square }`, `{ ARTICLE($path, capital: "yes") }`.
pub const FUNCTION: &str = "ARTICLE";

/// Letters whose Hungarian name begins with a vowel when said alone ("ef", "el", "em", "en", "er", "es",
/// "iksz", "ipszilon"), besides the vowels themselves.
const VOWEL_NAMED: &[char] = &['f', 'l', 'm', 'n', 'r', 's', 'x', 'y'];

fn is_vowel(c: char) -> bool {
    "aáeéiíoóöőuúüű".contains(c.to_lowercase().next().unwrap_or(c))
}

/// "az" or "a" before a number said in Hungarian: "az" before one (egy), a thousand (ezer), a million
/// (egymillió) and their multiples starting with 1, and before five (öt) and every number that starts with 5.
fn before_digits(digits: &str) -> &'static str {
    match digits.chars().next() {
        Some('5') => "az",
        Some('1') if digits.len() % 3 == 1 => "az",
        _ => "a",
    }
}

/// "az" or "a" before `text`, whose first word decides: a number by how it is said, a single letter or an
/// abbreviation by the letter's name (e4, FEN), a word by its first sound. Marks and quotes before it are
/// skipped; nothing readable gives "a".
pub fn hungarian(text: &str) -> &'static str {
    let start =
        text.trim_start_matches(|c: char| !c.is_alphanumeric() || c == WORD_START || c == WORD_END);
    let word: String = start.chars().take_while(|c| c.is_alphanumeric()).collect();
    let Some(first) = word.chars().next() else {
        return "a";
    };
    if first.is_ascii_digit() {
        let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
        return before_digits(&digits);
    }
    let letters = word.chars().take_while(|c| c.is_alphabetic()).count();
    let spelled = letters == 1 || word.chars().all(|c| c.is_uppercase() || c.is_ascii_digit());
    let lower = first.to_lowercase().next().unwrap_or(first);
    if is_vowel(lower) || (spelled && VOWEL_NAMED.contains(&lower)) {
        "az"
    } else {
        "a"
    }
}

/// The fluent function: the article for its first argument, capitalised with `capital: "yes"`.
pub fn function<'a>(positional: &[FluentValue<'a>], named: &FluentArgs) -> FluentValue<'a> {
    let article = match positional.first() {
        Some(FluentValue::String(s)) => hungarian(s),
        Some(FluentValue::Number(n)) => hungarian(&n.as_string()),
        _ => "a",
    };
    let capital = matches!(named.get("capital"), Some(FluentValue::String(s)) if s == "yes");
    match (capital, article) {
        (true, "az") => "Az".into(),
        (true, _) => "A".into(),
        (false, a) => a.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::hungarian;

    #[test]
    fn the_article_follows_the_sound_of_the_next_word() {
        for (text, article) in [
            ("e4", "az"),
            ("f5", "az"),
            ("h8", "a"),
            ("d4", "a"),
            ("\u{E000}Eva vier\u{E001}", "az"),
            ("Felix drei", "a"),
            ("Anna", "az"),
            ("1", "az"),
            ("5", "az"),
            ("10", "a"),
            ("12", "a"),
            ("1400", "az"),
            ("2025", "a"),
            ("50", "az"),
            ("„abc”", "az"),
            ("FEN", "az"),
            ("PGN", "a"),
            ("/home/x", "a"),
            ("", "a"),
            ("Ötödik", "az"),
        ] {
            assert_eq!(hungarian(text), article, "{text}");
        }
    }
}
