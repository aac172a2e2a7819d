//! Single keys on a terminal: the number row and a few letters act at once, with no Enter; any other
//! key opens a typed line (a move, `> Nf3`, an arbiter's command) that Enter sends. Raw mode is set with
//! rustix (printed lines keep their line breaks), the keys are read with crossterm.

use super::typed::{Key, single};
use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use std::io::Write;

/// What one key press does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pressed {
    /// A key that acts at once (a number key, `h`, `?`, `q`).
    At(Key),
    /// A typed line, complete (Enter was pressed).
    Line(String),
    /// Nothing to do yet (a character typed into the line, or a key that means nothing).
    Nothing,
}

/// The line being typed: keys act at once only while it is empty (and not opened with Space).
#[derive(Debug, Default)]
pub struct LineEditor {
    line: Option<String>,
    /// Whether `h` opens a line rather than the help: the language's question word starts with it (Hungarian
    /// `hol`, Danish `hvor`); `h` and Enter, `?` or F1 give the help there.
    h_types: bool,
}

impl LineEditor {
    /// The editor for a player who types in `language`'s words.
    pub fn for_language(language: crate::notation::Language) -> LineEditor {
        use crate::notation::Language;
        LineEditor {
            line: None,
            h_types: matches!(language, Language::Hu | Language::Da),
        }
    }

    /// Takes one key press; `echo` receives what to show of it (typed characters, a rub-out, a newline).
    pub fn press(&mut self, key: KeyEvent, echo: &mut dyn FnMut(&str)) -> Pressed {
        if key.kind == KeyEventKind::Release {
            return Pressed::Nothing;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        // A line feed (Ctrl-J in raw mode, as a pasted or scripted line ends) ends a line as Enter does.
        let code = match key.code {
            KeyCode::Char('j') if ctrl => KeyCode::Enter,
            code => code,
        };
        match (code, self.line.as_mut()) {
            // Ctrl-C and Ctrl-D leave as `q` does (raw mode keeps them from stopping the program outright).
            (KeyCode::Char('c' | 'd'), _) if ctrl => {
                self.line = None;
                Pressed::At(Key::Quit)
            }
            (KeyCode::Esc, Some(_)) => {
                self.line = None;
                echo(" (cleared)\n");
                Pressed::Nothing
            }
            (KeyCode::Enter, Some(_)) => {
                let line = self.line.take().unwrap_or_default();
                echo("\n");
                Pressed::Line(line)
            }
            (KeyCode::Backspace, Some(line)) => {
                if line.pop().is_some() {
                    echo("\u{8} \u{8}");
                }
                Pressed::Nothing
            }
            (KeyCode::Char(c), Some(line)) => {
                line.push(c);
                echo(c.encode_utf8(&mut [0; 4]));
                Pressed::Nothing
            }
            (KeyCode::F(1), None) => Pressed::At(Key::Help),
            // Space or Enter opens a line on purpose (for a line that starts with a key's letter: h3).
            (KeyCode::Char(' ') | KeyCode::Enter, None) => {
                self.line = Some(String::new());
                echo("> ");
                Pressed::Nothing
            }
            (KeyCode::Char(c), None) if !ctrl => {
                match at_once(c).filter(|_| !(self.h_types && c == 'h')) {
                    Some(k) => Pressed::At(k),
                    None => {
                        self.line = Some(c.to_string());
                        echo(c.encode_utf8(&mut [0; 4]));
                        Pressed::Nothing
                    }
                }
            }
            _ => Pressed::Nothing,
        }
    }
}

/// The key `c` is on an empty line: a capital letter is none, since piece letters are capitals and a move
/// typed with one (`Hf3` in Hungarian, `Qh5` in English) must not turn into the help or leaving, then a pawn
/// move (`f3`) from the rest of it.
fn at_once(c: char) -> Option<Key> {
    if c.is_uppercase() { None } else { single(c) }
}

/// The set-up's keys at a terminal, standing for the board's three buttons: the arrow keys (or 4 and 6 on
/// the keypad) for the levers, Enter, Space or 5 to choose, Up, 8, `h` or `?` to hear the question again.
/// `Some(None)` is leaving (`q`, Escape, Ctrl-C).
pub fn button_of(key: &KeyEvent) -> Option<Option<crate::setup::Input>> {
    use crate::setup::Input;
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    Some(Some(match key.code {
        KeyCode::Char('c' | 'd') if ctrl => return Some(None),
        KeyCode::Char('q' | 'Q') | KeyCode::Esc => return Some(None),
        KeyCode::Left | KeyCode::Char('4') => Input::Left,
        KeyCode::Right | KeyCode::Char('6') => Input::Right,
        // A line feed is Ctrl-J in raw mode: Enter, as in the game's keys.
        KeyCode::Char('j') if ctrl => Input::Speak,
        KeyCode::Enter | KeyCode::Char(' ' | '5') => Input::Speak,
        KeyCode::Up | KeyCode::Char('8' | 'h' | 'H' | '?') => Input::SpeakLong,
        _ => return None,
    }))
}

/// Reads key presses until `done` is set (looked at every 200 ms) or the terminal is gone, handing each to
/// `on`; stops when `on` returns `false`. Leaves no reader behind, so the next reader gets every key.
pub fn read_keys_until(done: &std::sync::atomic::AtomicBool, mut on: impl FnMut(KeyEvent) -> bool) {
    use std::sync::atomic::Ordering;
    while !done.load(Ordering::SeqCst) {
        match event::poll(std::time::Duration::from_millis(200)) {
            Ok(true) => match event::read() {
                Ok(TermEvent::Key(key)) if !on(key) => return,
                Ok(_) => {}
                Err(_) => return,
            },
            Ok(false) => {}
            Err(_) => return,
        }
    }
}

/// Raw mode on the terminal while it lives; the terminal is restored when it is dropped.
#[derive(Debug)]
pub struct RawMode {
    /// The terminal's settings before, put back when dropped.
    before: rustix::termios::Termios,
}

impl RawMode {
    /// Switches standard input to single keys, keeping the output's line breaks.
    ///
    /// One change of the terminal's settings: raw input, and the output's newline translation kept (raw mode
    /// alone stops it, and every `println!` would step right). Two changes (crossterm's raw mode, then the
    /// output's translation back) let a line printed by another thread in between step right.
    pub fn enable() -> std::io::Result<RawMode> {
        use rustix::termios::{OptionalActions, OutputModes, tcgetattr, tcsetattr};
        let stdin = std::io::stdin();
        let before = tcgetattr(&stdin)?;
        let mut raw = before.clone();
        raw.make_raw();
        raw.output_modes |= OutputModes::OPOST | OutputModes::ONLCR;
        tcsetattr(&stdin, OptionalActions::Now, &raw)?;
        Ok(RawMode { before })
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        let stdin = std::io::stdin();
        let _ =
            rustix::termios::tcsetattr(&stdin, rustix::termios::OptionalActions::Now, &self.before);
    }
}

/// Reads key presses until the terminal is gone, handing each to `on`; stops when `on` returns `false`. The
/// player types in `language`'s words ([`LineEditor::for_language`]).
pub fn read_keys(language: crate::notation::Language, mut on: impl FnMut(Pressed) -> bool) {
    let mut editor = LineEditor::for_language(language);
    let mut out = std::io::stdout();
    let mut echo = |s: &str| {
        let _ = out.write_all(s.as_bytes());
        let _ = out.flush();
    };
    while let Ok(ev) = event::read() {
        let TermEvent::Key(key) = ev else { continue };
        let pressed = editor.press(key, &mut echo);
        if pressed != Pressed::Nothing && !on(pressed) {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn press(editor: &mut LineEditor, code: KeyCode) -> Pressed {
        editor.press(KeyEvent::new(code, KeyModifiers::NONE), &mut |_| {})
    }

    fn typed(keys: &str) -> Vec<Pressed> {
        let mut editor = LineEditor::default();
        keys.chars()
            .map(|c| match c {
                '\n' => KeyCode::Enter,
                '\u{1b}' => KeyCode::Esc,
                '\u{8}' => KeyCode::Backspace,
                c => KeyCode::Char(c),
            })
            .map(|code| press(&mut editor, code))
            .filter(|p| *p != Pressed::Nothing)
            .collect()
    }

    #[test]
    fn number_keys_and_help_act_at_once() {
        use crate::session::{Command, Query};
        assert_eq!(
            typed("2h?q"),
            vec![
                Pressed::At(Key::Command(Command::Ask(Query::Times))),
                Pressed::At(Key::Help),
                Pressed::At(Key::Help),
                Pressed::At(Key::Quit),
            ]
        );
    }

    #[test]
    fn where_the_question_word_starts_with_h_h_opens_a_line_and_the_help_is_h_and_enter() {
        use crate::notation::Language;
        for (language, typed_h) in [
            (Language::Hu, true),
            (Language::Da, true),
            (Language::De, false),
            (Language::Fi, false),
            (Language::En, false),
        ] {
            let mut editor = LineEditor::for_language(language);
            let presses: Vec<Pressed> = "hol H\n?"
                .chars()
                .map(|c| match c {
                    '\n' => press(&mut editor, KeyCode::Enter),
                    c => press(&mut editor, KeyCode::Char(c)),
                })
                .filter(|p| *p != Pressed::Nothing)
                .collect();
            match typed_h {
                true => assert_eq!(
                    presses,
                    [Pressed::Line("hol H".into()), Pressed::At(Key::Help)],
                    "{language}"
                ),
                false => assert_eq!(presses.first(), Some(&Pressed::At(Key::Help)), "{language}"),
            }
        }
    }

    #[test]
    fn other_keys_open_a_line_where_every_key_is_typed() {
        // "e4": a move; inside a line, "h", "q" and digits are only letters.
        assert_eq!(typed("e4\n"), vec![Pressed::Line("e4".into())]);
        assert_eq!(typed("Nxh1q\n"), vec![Pressed::Line("Nxh1q".into())]);
        // A capital letter is a piece: it opens the line, even where its lowercase letter is a key.
        assert_eq!(typed("Hf3\n"), vec![Pressed::Line("Hf3".into())]);
        assert_eq!(typed("Qh5\n"), vec![Pressed::Line("Qh5".into())]);
        // Space opens a line for a move that starts with a key's letter.
        assert_eq!(typed(" h3\n"), vec![Pressed::Line("h3".into())]);
        // Rub-out and Escape edit the line; after Escape keys act at once again.
        assert_eq!(typed("e5\u{8}4\n"), vec![Pressed::Line("e4".into())]);
        assert_eq!(typed("pause\u{1b}h"), vec![Pressed::At(Key::Help)]);
    }

    #[test]
    fn a_line_feed_ends_a_line_as_enter_does() {
        let mut editor = LineEditor::default();
        press(&mut editor, KeyCode::Char('m'));
        let p = editor.press(
            KeyEvent::new(KeyCode::Char('j'), KeyModifiers::CONTROL),
            &mut |_| {},
        );
        assert_eq!(p, Pressed::Line("m".into()));
    }

    #[test]
    fn control_c_leaves_even_mid_line() {
        let mut editor = LineEditor::default();
        press(&mut editor, KeyCode::Char('e'));
        let p = editor.press(
            KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
            &mut |_| {},
        );
        assert_eq!(p, Pressed::At(Key::Quit));
    }

    proptest! {
        /// Any keys in any order: never a panic, and every line sent is exactly the characters typed
        /// into it since it opened.
        #[test]
        fn any_keys_give_lines_of_what_was_typed(keys in proptest::collection::vec(
            prop_oneof![
                any::<char>().prop_map(KeyCode::Char),
                Just(KeyCode::Enter), Just(KeyCode::Esc), Just(KeyCode::Backspace),
                Just(KeyCode::F(1)), Just(KeyCode::Up),
            ], 0..60)) {
            let mut editor = LineEditor::default();
            let mut shadow: Option<String> = None;
            for code in keys {
                let p = press(&mut editor, code);
                if let Pressed::Line(l) = &p {
                    prop_assert_eq!(Some(l.clone()), shadow.take());
                    continue;
                }
                match (code, shadow.as_mut()) {
                    (KeyCode::Esc, Some(_)) => shadow = None,
                    (KeyCode::Backspace, Some(s)) => { s.pop(); }
                    (KeyCode::Char(c), Some(s)) => s.push(c),
                    (KeyCode::Char(' ') | KeyCode::Enter, None) => shadow = Some(String::new()),
                    (KeyCode::Char(c), None) if at_once(c).is_none() => shadow = Some(c.to_string()),
                    _ => {}
                }
            }
        }
    }
}
