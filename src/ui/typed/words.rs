//! The players' own words for the typed keys beside the English ones, as each edition names the concept: the
//! questions' verbs, the arbiter's clock corrections and results, one-word lines, the sides; a verb or word read
//! as the English key it stands for.

use super::KeyError;
use shakmaty::{Color, File, Rank, Square};

/// The questions' verbs in the players' languages beside the English ones, as each edition names the
/// concept (German, Hungarian, Finnish, Danish): where, a square, a rank, a file. `hol N`, `rivi 2`, `række 1`.
const VERBS: &[(&str, &str)] = &[
    ("wo", "where"),
    ("hol", "where"),
    ("missä", "where"),
    ("hvor", "where"),
    ("feld", "s"),
    ("mező", "s"),
    ("ruutu", "s"),
    ("felt", "s"),
    ("reihe", "rank"),
    ("sor", "rank"),
    ("rivi", "rank"),
    ("række", "rank"),
    ("linie", "file"),
    ("vonal", "file"),
    ("linja", "file"),
    ("linje", "file"),
    ("aufgeben", "resign"),
    ("felad", "resign"),
    ("luovuta", "resign"),
    ("opgiv", "resign"),
    // The arbiter's clock corrections and results, as the editions name them (többletidő: HU 286).
    ("zuschlag", "increment"),
    ("többletidő", "increment"),
    ("lisäaika", "increment"),
    ("tillæg", "increment"),
    ("zeit", "set"),
    ("setze", "set"),
    ("beállít", "set"),
    ("aseta", "set"),
    ("sæt", "set"),
    ("züge", "moves"),
    ("lépések", "moves"),
    ("siirrot", "moves"),
    ("træk", "moves"),
    ("strafe", "penalty"),
    ("büntetés", "penalty"),
    ("rangaistus", "penalty"),
    ("straf", "penalty"),
    ("schiedsrichter", "arbiter"),
    ("versenybíró", "arbiter"),
    ("tuomari", "arbiter"),
    ("dommer", "arbiter"),
];

/// A draw named in any language, as the arbiter declares it: `draw`, `1/2-1/2`, `remis`, `döntetlen`,
/// `tasapeli`.
pub(super) fn is_draw(word: &str) -> bool {
    matches!(
        word.trim().to_lowercase().as_str(),
        "draw" | "1/2-1/2" | "½-½" | "remis" | "döntetlen" | "tasapeli"
    )
}

/// One-word lines in the players' languages beside the English ones: the score sheets, resume the clocks.
const WORDS: &[(&str, &str)] = &[
    ("score sheet", "sheet"),
    ("score sheets", "sheet"),
    ("partieformular", "sheet"),
    ("partieformulare", "sheet"),
    ("játszmalap", "sheet"),
    ("játszmalapok", "sheet"),
    ("pöytäkirja", "sheet"),
    ("pöytäkirjat", "sheet"),
    ("noteringsliste", "sheet"),
    ("noteringslister", "sheet"),
    ("weiter", "resume"),
    ("folytatás", "resume"),
    ("jatka", "resume"),
    ("fortsæt", "resume"),
    ("szünet", "pause"),
    ("tauko", "pause"),
    ("beenden", "quit"),
    ("kilépés", "quit"),
    ("lopeta", "quit"),
    ("afslut", "quit"),
    // The set-up's buttons typed at a keyboard, as console.ftl names them.
    ("links", "left"),
    ("rechts", "right"),
    ("sprechen", "speak"),
    ("lange sprechen", "speak long"),
    ("bal", "left"),
    ("jobb", "right"),
    ("beszéd", "speak"),
    ("hosszú beszéd", "speak long"),
    ("vasen", "left"),
    ("oikea", "right"),
    ("puhu", "speak"),
    ("puhu pitkään", "speak long"),
    ("venstre", "left"),
    ("højre", "right"),
    ("tal", "speak"),
    ("tal længe", "speak long"),
];

/// The English one-word line a line in another language stands for (`weiter`: `resume`).
pub(super) fn english_word(lower: &str) -> Option<&'static str> {
    WORDS.iter().find(|(w, _)| *w == lower).map(|(_, e)| *e)
}

/// The sides in the players' languages beside white and black (and w, b), as the editions name them.
const SIDES: &[(&str, Color)] = &[
    ("white", Color::White),
    ("w", Color::White),
    ("weiß", Color::White),
    ("weiss", Color::White),
    ("világos", Color::White),
    ("valkea", Color::White),
    ("valkoinen", Color::White),
    ("hvid", Color::White),
    ("black", Color::Black),
    ("b", Color::Black),
    ("schwarz", Color::Black),
    ("sötét", Color::Black),
    ("musta", Color::Black),
    ("sort", Color::Black),
];

/// The English verb a question's verb in another language stands for, when what follows is written as the
/// English question writes it (a piece letter, a square, a digit, a file letter); else the verb itself, and
/// the line goes to the words reader as said ("Reihe zwei", "wo weiße Springer").
pub(super) fn english_verb<'a>(verb: &'a str, rest: &str) -> &'a str {
    let Some(&(_, english)) = VERBS.iter().find(|(w, _)| *w == verb) else {
        return verb;
    };
    let rest = rest.trim();
    let mut chars = rest.chars();
    let one = match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    };
    let first_word = rest.split_whitespace().next().unwrap_or_default();
    let typed = match english {
        // One letter: a piece letter, or a wrong one the refusal lists the edition's letters for.
        "where" => one.is_some_and(|c| c.is_ascii_alphabetic()),
        "s" => rest.parse::<Square>().is_ok(),
        "rank" => one.and_then(Rank::from_char).is_some(),
        "resign" => side_of(rest).is_ok(),
        "penalty" => !rest.is_empty() && !rest.contains(' '),
        // The arbiter's clock words take a side and a number: wrong ones get the refusal that says how.
        "set" | "moves" => side_of(first_word).is_ok() || rest.chars().any(|c| c.is_ascii_digit()),
        "increment" => !rest.is_empty() && !rest.contains(' '),
        "arbiter" => matches!(rest, "1-0" | "0-1") || is_draw(rest),
        _ => one.and_then(File::from_char).is_some(),
    };
    if typed { english } else { verb }
}

/// A side named in any language (`white`, `w`, `weiß`, `világos`, `valkea`, `hvid`, ...).
pub(super) fn side_of(word: &str) -> Result<Color, KeyError> {
    let word = word.trim();
    let lower = word.to_lowercase();
    SIDES
        .iter()
        .find(|(name, _)| *name == lower)
        .map(|(_, side)| *side)
        .ok_or_else(|| KeyError::NotASide(word.to_string()))
}
