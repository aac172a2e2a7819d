//! Spellings folded together: case, umlauts written either way (fünf, fuenf) and marks dropped
//! (fünf, funf), so that typed and recognised words find the same entry.

/// Lower case with the usual ASCII spellings of accented letters (fünf = fuenf, løber = loeber,
/// tårn = taarn, huszár = huszar), so either spelling of a word finds it.
pub fn fold(word: &str) -> String {
    ascii(word, true)
}

/// Lower case with every mark dropped (fünf = funf, sötét = sotet, idő = ido): the second way
/// people type without accents.
pub fn bare(word: &str) -> String {
    ascii(word, false)
}

fn ascii(word: &str, digraphs: bool) -> String {
    if word.is_ascii() {
        return word.to_ascii_lowercase();
    }
    let mut out = String::with_capacity(word.len() + 2);
    for c in word.chars() {
        if c.is_ascii() {
            out.push(c.to_ascii_lowercase());
            continue;
        }
        for c in c.to_lowercase() {
            let umlaut = match c {
                'ä' => "ae",
                'ö' | 'ø' => "oe",
                'ü' => "ue",
                'å' => "aa",
                _ => "",
            };
            match c {
                _ if digraphs && !umlaut.is_empty() => out.push_str(umlaut),
                'æ' => out.push_str("ae"),
                'ß' => out.push_str("ss"),
                'ä' | 'å' | 'á' | 'à' | 'â' => out.push('a'),
                'ö' | 'ø' | 'ő' | 'ó' | 'ô' => out.push('o'),
                'ü' | 'ű' | 'ú' => out.push('u'),
                'é' | 'è' | 'ê' => out.push('e'),
                'í' => out.push('i'),
                _ => out.push(c),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_joins_the_spellings() {
        assert_eq!(fold("Fünf"), fold("fuenf"));
        assert_eq!(fold("LÄUFER"), "laeufer");
        assert_eq!(fold("løber"), "loeber");
        assert_eq!(fold("tårn"), "taarn");
        assert_eq!(fold("Weiß"), "weiss");
        assert_eq!(bare("Fünf"), "funf");
        assert_eq!(bare("sötét"), "sotet");
        assert_eq!(bare("idő"), "ido");
        assert_eq!(bare("hvidt"), "hvidt");
    }
}
