//! PGN text split into what a score sheet needs: tags, comments, the moves as written, the result.
//!
//! Move numbers (also glued to a move: `12.e4`), NAGs, annotation marks, variations, `;` comments and
//! `%` escape lines are dropped. The moves are not interpreted here: any edition's letters pass.

/// A piece of PGN text that matters to a score sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token {
    /// `[Name "value"]` outside the movetext.
    Tag(String, String),
    /// `{...}`.
    Comment(String),
    /// A move as written (move numbers, NAGs and annotation marks already dropped).
    Word(String),
    /// A game result.
    End,
}

/// Splits PGN text into tags, comments, written moves and results; variations, `;` comments and
/// `%` escape lines are dropped.
pub(super) fn tokenize(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut chars = text.chars();
    let mut word = String::new();
    let mut line_start = true;
    while let Some(c) = chars.next() {
        let delimiter = c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[' | ']');
        if delimiter || (c == '%' && line_start) {
            flush(&mut word, &mut tokens);
        }
        match c {
            '{' => tokens.push(Token::Comment(
                chars.by_ref().take_while(|&c| c != '}').collect(),
            )),
            ';' => chars.by_ref().take_while(|&c| c != '\n').for_each(drop),
            '%' if line_start => chars.by_ref().take_while(|&c| c != '\n').for_each(drop),
            '(' => skip_variation(&mut chars),
            '[' => {
                let inside: String = chars.by_ref().take_while(|&c| c != ']').collect();
                if let Some(tag) = tag(&inside) {
                    tokens.push(tag);
                }
            }
            _ if delimiter => {}
            c => word.push(c),
        }
        // A `%` escape counts only in the first column; `;` and `%` lines were read to their end.
        line_start = c == '\n' || c == ';' || (c == '%' && line_start);
    }
    flush(&mut word, &mut tokens);
    tokens
}

/// Skips a variation whose `(` has been read, with nested variations and comments.
fn skip_variation(chars: &mut impl Iterator<Item = char>) {
    let mut depth = 1usize;
    while let Some(c) = chars.next() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return;
                }
            }
            '{' => chars.take_while(|&c| c != '}').for_each(drop),
            _ => {}
        }
    }
}

/// `Name "value"` with PGN's `\"` and `\\` escapes.
fn tag(inside: &str) -> Option<Token> {
    let (name, rest) = inside.trim().split_once(char::is_whitespace)?;
    let value = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let value = value.replace("\\\"", "\"").replace("\\\\", "\\");
    Some(Token::Tag(name.to_string(), value))
}

/// Ends a word: drops move numbers (`12.`, `12...`, also glued to the move: `12.e4`), lone dots
/// (`12. ... Nf6`), NAGs and annotation marks; a result ends the game.
fn flush(word: &mut String, tokens: &mut Vec<Token>) {
    let text = std::mem::take(word);
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let rest = if digits > 0 && text[digits..].starts_with(['.', '…']) {
        text[digits..].trim_start_matches(['.', '…'])
    } else {
        &text
    };
    if rest.starts_with('$') || rest.chars().all(|c| matches!(c, '!' | '?' | '.' | '…')) {
        return;
    }
    if matches!(rest, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
        tokens.push(Token::End);
    } else {
        tokens.push(Token::Word(rest.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_skip_numbers_variations_and_keep_clocks() {
        let text = "[Event \"x \\\"y\\\"\"]\n%escaped line\n; a comment line\n%escaped after it\n1.e4 {[%clk 1:59:50]} e5 (1... c5 {a} (2. Nf3)) 2. Nf3 $1 !? 2... Nc6 ; rest\n3. ... Bb5 1-0\n[Event \"next\"]\n1. d4";
        let tokens = tokenize(text);
        assert_eq!(tokens[0], Token::Tag("Event".into(), "x \"y\"".into()));
        let words: Vec<&str> = tokens
            .iter()
            .filter_map(|t| match t {
                Token::Word(w) => Some(w.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(words, ["e4", "e5", "Nf3", "Nc6", "Bb5", "d4"]);
        assert_eq!(tokens.iter().filter(|t| **t == Token::End).count(), 1);
    }
}
