//! The arbiter's console asks for the blind player's Braille sheet (D.2.7, D.2.9) when `--blind` is not
//! given; the sheet itself is read by `sheet::blind_file` and compared by `ui::decision::three_sheet`.

use crate::ui::text::Texts;
use std::path::PathBuf;

/// At a terminal, when `--blind` is not given, the arbiter's console asks for the blind player's sheet
/// first (an empty line, or the end of input, goes on without it); elsewhere `args` stay as they are.
pub fn ask_for_blind(
    args: &crate::config::cli::ArbiterArgs,
    at_terminal: bool,
    texts: &Texts,
    input: &mut dyn std::io::BufRead,
    out: &mut dyn std::io::Write,
) -> std::io::Result<crate::config::cli::ArbiterArgs> {
    let mut args = args.clone();
    if !at_terminal || args.blind.is_some() || args.action.is_some() {
        return Ok(args);
    }
    write!(out, "{} ", texts.get("arbiter-console-blind-prompt"))?;
    out.flush()?;
    let mut line = String::new();
    input.read_line(&mut line)?;
    let path = line.trim();
    if !path.is_empty() {
        args.blind = Some(PathBuf::from(path));
    }
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::cli::ArbiterArgs;
    use std::path::Path;

    #[test]
    fn the_console_asks_for_the_blind_sheet_only_at_a_terminal() {
        let args = ArbiterArgs {
            action: None,
            record: None,
            scoresheet: None,
            blind: None,
            braille_language: None,
        };
        let texts = Texts::new(crate::phonetic::Language::En);
        let mut out = Vec::new();
        let asked = ask_for_blind(&args, true, &texts, &mut &b"blind.brf\n"[..], &mut out).unwrap();
        assert_eq!(asked.blind.as_deref(), Some(Path::new("blind.brf")));
        assert!(
            String::from_utf8(out)
                .unwrap()
                .contains("Braille score sheet")
        );
        let mut out = Vec::new();
        let piped =
            ask_for_blind(&args, false, &texts, &mut &b"blind.brf\n"[..], &mut out).unwrap();
        assert_eq!(piped.blind, None);
        assert!(out.is_empty());
        let none = ask_for_blind(&args, true, &texts, &mut &b"\n"[..], &mut Vec::new()).unwrap();
        assert_eq!(none.blind, None);
    }
}
