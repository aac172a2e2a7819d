//! Numbers read as the language reads them, for speech only: in Hungarian, Finnish and Danish a number with a
//! full stop before a word ("3. fejezet", "1. maaliskuuta", "1. marts") is an ordinal, and a voice is given
//! the ordinal's word ("harmadik fejezet"), not left to read "három"; in German the same before a month
//! ("vom 1. März": "vom ersten März"). The printed text keeps the digits. A full stop that ends a sentence is
//! followed by a capital in these languages, so only a lowercase word makes the number an ordinal (a month in
//! German, whose nouns are capitals). Hungarian dates are left as written: the year's full stop ("2024.
//! március") is read as a cardinal, and a day after its month takes its own form (elseje).

use crate::notation::Language;
use std::borrow::Cow;

/// The largest number said as an ordinal word (a move number of a long game; larger ones keep their digits).
pub const LARGEST: u32 = 999;

const HU_MONTHS: [&str; 12] = [
    "január",
    "február",
    "március",
    "április",
    "május",
    "június",
    "július",
    "augusztus",
    "szeptember",
    "október",
    "november",
    "december",
];

const DE_MONTHS: [&str; 12] = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
];

/// `text` as a voice of `language` must be given it: each number with a full stop before a word that makes it
/// an ordinal replaced by the ordinal's word.
pub fn spoken(language: Language, text: &str) -> Cow<'_, str> {
    if language == Language::En || !text.contains(". ") {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    let mut changed = false;
    while let Some(at) = rest.find(|c: char| c.is_ascii_digit()) {
        let end = at
            + rest[at..]
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(rest.len() - at);
        let (before, digits, after) = (&rest[..at], &rest[at..end], &rest[end..]);
        out.push_str(before);
        let previous = out.split_whitespace().next_back().unwrap_or("");
        let starts_number = !before.ends_with(|c: char| c.is_alphanumeric() || c == '-');
        let next = after.strip_prefix(". ").map(|a| {
            a.split(|c: char| !c.is_alphabetic())
                .next()
                .unwrap_or_default()
        });
        let word = match (next, digits.parse::<u32>()) {
            (Some(next), Ok(n)) if starts_number && makes_ordinal(language, previous, next) => {
                ordinal(language, n)
            }
            _ => None,
        };
        match word {
            Some(word) => {
                out.push_str(&word);
                out.push(' ');
                rest = &after[2..];
                changed = true;
            }
            None => {
                out.push_str(digits);
                rest = after;
            }
        }
    }
    if !changed {
        return Cow::Borrowed(text);
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// Whether "N." between the word `previous` and the word `next` is an ordinal in `language`.
fn makes_ordinal(language: Language, previous: &str, next: &str) -> bool {
    let lowercase = next.starts_with(char::is_lowercase);
    match language {
        Language::Hu => {
            let month = |w: &str| HU_MONTHS.contains(&w.trim_matches(|c: char| !c.is_alphabetic()));
            lowercase && !month(next) && !month(previous)
        }
        Language::Fi | Language::Da => lowercase,
        Language::De => DE_MONTHS.contains(&next),
        Language::En => false,
    }
}

/// The ordinal word of `n` in `language` (German: a day of a month, in the form after "am", "vom", "ab").
pub fn ordinal(language: Language, n: u32) -> Option<String> {
    if n == 0 || n > LARGEST {
        return None;
    }
    match language {
        Language::Hu => Some(hungarian(n)),
        Language::Fi => Some(finnish(n)),
        Language::Da => Some(danish(n)),
        Language::De => (n <= 31).then(|| german(n)),
        Language::En => None,
    }
}

/// The hundreds of `n` in words (`prefix` counting them from two, `alone` when nothing follows, `before`
/// when tens or units do), and its tens and units digits.
fn hundreds(n: u32, prefix: &[&str; 10], alone: &str, before: &str) -> (String, usize, usize) {
    let (count, tens, units) = (
        (n / 100) as usize,
        (n / 10 % 10) as usize,
        (n % 10) as usize,
    );
    let mut out = String::new();
    if count > 0 {
        if count > 1 {
            out.push_str(prefix[count]);
        }
        out.push_str(if tens == 0 && units == 0 {
            alone
        } else {
            before
        });
    }
    (out, tens, units)
}

fn hungarian(n: u32) -> String {
    const UNITS: [&str; 10] = [
        "", "egy", "két", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc",
    ];
    const TENS_BEFORE: [&str; 10] = [
        "",
        "tizen",
        "huszon",
        "harminc",
        "negyven",
        "ötven",
        "hatvan",
        "hetven",
        "nyolcvan",
        "kilencven",
    ];
    const TENS_LAST: [&str; 10] = [
        "",
        "tizedik",
        "huszadik",
        "harmincadik",
        "negyvenedik",
        "ötvenedik",
        "hatvanadik",
        "hetvenedik",
        "nyolcvanadik",
        "kilencvenedik",
    ];
    const UNITS_LAST: [&str; 10] = [
        "",
        "egyedik",
        "kettedik",
        "harmadik",
        "negyedik",
        "ötödik",
        "hatodik",
        "hetedik",
        "nyolcadik",
        "kilencedik",
    ];
    let (mut out, tens, units) = hundreds(n, &UNITS, "századik", "száz");
    match (tens, units) {
        (0, 0) => {}
        (t, 0) => out.push_str(TENS_LAST[t]),
        (t, u) => {
            out.push_str(TENS_BEFORE[t]);
            out.push_str(UNITS_LAST[u]);
        }
    }
    match out.as_str() {
        "egyedik" => "első".into(),
        "kettedik" => "második".into(),
        _ => out,
    }
}

fn finnish(n: u32) -> String {
    const LAST: [&str; 10] = [
        "",
        "ensimmäinen",
        "toinen",
        "kolmas",
        "neljäs",
        "viides",
        "kuudes",
        "seitsemäs",
        "kahdeksas",
        "yhdeksäs",
    ];
    const PART: [&str; 10] = [
        "",
        "yhdes",
        "kahdes",
        "kolmas",
        "neljäs",
        "viides",
        "kuudes",
        "seitsemäs",
        "kahdeksas",
        "yhdeksäs",
    ];
    let (mut out, tens, units) = hundreds(n, &PART, "sadas", "sadas");
    match (tens, units) {
        (0, 0) => {}
        (0, u) => out.push_str(LAST[u]),
        (1, 0) => out.push_str("kymmenes"),
        (1, u) => {
            out.push_str(PART[u]);
            out.push_str("toista");
        }
        (t, u) => {
            out.push_str(PART[t]);
            out.push_str("kymmenes");
            out.push_str(LAST[u]);
        }
    }
    out
}

fn danish(n: u32) -> String {
    const UNDER_20: [&str; 20] = [
        "",
        "første",
        "anden",
        "tredje",
        "fjerde",
        "femte",
        "sjette",
        "syvende",
        "ottende",
        "niende",
        "tiende",
        "ellevte",
        "tolvte",
        "trettende",
        "fjortende",
        "femtende",
        "sekstende",
        "syttende",
        "attende",
        "nittende",
    ];
    const UNITS: [&str; 10] = [
        "", "en", "to", "tre", "fire", "fem", "seks", "syv", "otte", "ni",
    ];
    const TENS: [&str; 10] = [
        "",
        "",
        "tyvende",
        "tredivte",
        "fyrretyvende",
        "halvtredsindstyvende",
        "tresindstyvende",
        "halvfjerdsindstyvende",
        "firsindstyvende",
        "halvfemsindstyvende",
    ];
    let (hundreds, rest) = ((n / 100) as usize, (n % 100) as usize);
    let below = match rest {
        0 => String::new(),
        r if r < 20 => UNDER_20[r].to_string(),
        r if r % 10 == 0 => TENS[r / 10].to_string(),
        r => format!("{}og{}", UNITS[r % 10], TENS[r / 10]),
    };
    match (hundreds, rest) {
        (0, _) => below,
        (1, 0) => "hundrede".into(),
        (h, 0) => format!("{} hundrede", UNITS[h]),
        (1, _) => format!("hundrede og {below}"),
        (h, _) => format!("{} hundrede og {below}", UNITS[h]),
    }
}

fn german(n: u32) -> String {
    const UNDER_20: [&str; 20] = [
        "",
        "ersten",
        "zweiten",
        "dritten",
        "vierten",
        "fünften",
        "sechsten",
        "siebten",
        "achten",
        "neunten",
        "zehnten",
        "elften",
        "zwölften",
        "dreizehnten",
        "vierzehnten",
        "fünfzehnten",
        "sechzehnten",
        "siebzehnten",
        "achtzehnten",
        "neunzehnten",
    ];
    const UNITS: [&str; 10] = [
        "", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
    ];
    let n = n as usize;
    match n {
        n if n < 20 => UNDER_20[n].to_string(),
        20 => "zwanzigsten".into(),
        30 => "dreißigsten".into(),
        n if n < 30 => format!("{}undzwanzigsten", UNITS[n - 20]),
        n => format!("{}unddreißigsten", UNITS[n - 30]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_before_a_word_is_said_as_an_ordinal() {
        let said = |l, t| spoken(l, t).into_owned();
        assert_eq!(
            said(Language::Hu, "3. fejezet: Óra."),
            "harmadik fejezet: Óra."
        );
        assert_eq!(
            said(Language::Hu, "1. lépés, világos"),
            "első lépés, világos"
        );
        assert_eq!(said(Language::Hu, "a 21. lépés"), "a huszonegyedik lépés");
        assert_eq!(
            said(Language::Fi, "1. maaliskuuta 2024"),
            "ensimmäinen maaliskuuta 2024"
        );
        assert_eq!(
            said(Language::Da, "fra 1. marts 2024"),
            "fra første marts 2024"
        );
        assert_eq!(
            said(Language::De, "vom 1. März 2024"),
            "vom ersten März 2024"
        );
        // A sentence's end, a year before its month, a day after it, a number in a word: as written.
        for (language, text) in [
            (Language::Da, "startstilling 5. Taleknappen"),
            (Language::De, "Startstellung 5. Die Sprechtaste"),
            (Language::Hu, "2024. március 1. előtti"),
            (Language::Hu, "SHA-256. verzió"),
            (Language::En, "3. chapter"),
        ] {
            assert!(matches!(spoken(language, text), Cow::Borrowed(_)), "{text}");
        }
    }

    #[test]
    fn ordinals_are_built_from_their_parts() {
        for (language, n, word) in [
            (Language::Hu, 2, "második"),
            (Language::Hu, 10, "tizedik"),
            (Language::Hu, 12, "tizenkettedik"),
            (Language::Hu, 40, "negyvenedik"),
            (Language::Hu, 100, "századik"),
            (Language::Hu, 101, "százegyedik"),
            (Language::Hu, 235, "kétszázharmincötödik"),
            (Language::Fi, 3, "kolmas"),
            (Language::Fi, 11, "yhdestoista"),
            (Language::Fi, 20, "kahdeskymmenes"),
            (Language::Fi, 42, "neljäskymmenestoinen"),
            (Language::Fi, 100, "sadas"),
            (Language::Fi, 205, "kahdessadasviides"),
            (Language::Da, 2, "anden"),
            (Language::Da, 21, "enogtyvende"),
            (Language::Da, 50, "halvtredsindstyvende"),
            (Language::Da, 101, "hundrede og første"),
            (Language::De, 3, "dritten"),
            (Language::De, 21, "einundzwanzigsten"),
            (Language::De, 31, "einunddreißigsten"),
        ] {
            assert_eq!(
                ordinal(language, n).as_deref(),
                Some(word),
                "{language} {n}"
            );
        }
        assert_eq!(ordinal(Language::Hu, 0), None);
        assert_eq!(ordinal(Language::Hu, LARGEST + 1), None);
        assert_eq!(ordinal(Language::De, 32), None);
    }
}
