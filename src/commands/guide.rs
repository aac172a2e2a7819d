//! `pegchess guide`: the player's guide by ear. Reads the keys (single keys at a terminal, typed or heard
//! lines otherwise, through [`crate::ui::guide_keys::read`]), and says what the pure [`Guide`] answers, in the
//! player's language and announcement words, until `q` or the end of input.

use crate::config::Settings;
use crate::config::cli::GuideArgs;
use crate::speech::Phrase;
use crate::ui::announcer::Announcer;
use crate::ui::guide_keys::{self, Guide, GuideKey};
use crate::ui::terminal::RawMode;
use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEventKind, KeyModifiers};
use std::io::{BufRead, IsTerminal};
use std::time::Duration;

/// How long the last phrases may take to be said before the guide closes.
const LAST_WORDS: Duration = Duration::from_secs(30);

/// Runs `pegchess guide`.
pub fn run(args: &GuideArgs, settings: &Settings) {
    let announcer = Announcer::open(settings);
    let mut guide = Guide::new();
    let opening = match args.section {
        Some(n) => {
            let mut said = vec![crate::speech::GuidePhrase::Intro.into()];
            said.extend(guide.key(GuideKey::Section(n)));
            said
        }
        None => guide.open(),
    };
    say(&announcer, &opening);
    let mut on_key = |key: Option<GuideKey>, typed: &str| -> bool {
        let said = match key {
            Some(key) => guide.key(key),
            None => vec![crate::speech::GuidePhrase::Unknown(typed.trim().to_string()).into()],
        };
        if !said.is_empty() {
            announcer.silence();
        }
        say(&announcer, &said);
        key != Some(GuideKey::Quit)
    };
    let raw = std::io::stdin()
        .is_terminal()
        .then(RawMode::enable)
        .and_then(Result::ok);
    if raw.is_some() {
        single_keys(&mut on_key);
    } else {
        let language = settings.locale;
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if !on_key(guide_keys::read(language, &line), &line) {
                break;
            }
        }
    }
    drop(raw);
    announcer.finish(LAST_WORDS);
}

fn say(announcer: &Announcer, phrases: &[Phrase]) {
    for phrase in phrases {
        announcer.reply(phrase);
    }
}

/// The keys at a terminal, acting at once: the guide's letters and digits, the arrows (right and down: next;
/// left and up: previous), Space or Enter for the next section; Escape and Ctrl-C leave.
fn single_keys(on_key: &mut dyn FnMut(Option<GuideKey>, &str) -> bool) {
    while let Ok(ev) = event::read() {
        let TermEvent::Key(key) = ev else { continue };
        if key.kind == KeyEventKind::Release {
            continue;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        let (pressed, typed) = match key.code {
            KeyCode::Char('c' | 'd') if ctrl => (Some(GuideKey::Quit), String::new()),
            KeyCode::Esc => (Some(GuideKey::Quit), String::new()),
            KeyCode::Right | KeyCode::Down | KeyCode::Enter | KeyCode::Char(' ') => {
                (Some(GuideKey::Next), String::new())
            }
            KeyCode::Left | KeyCode::Up => (Some(GuideKey::Previous), String::new()),
            KeyCode::F(1) => (Some(GuideKey::Help), String::new()),
            KeyCode::Char(c) if !ctrl => (guide_keys::single(c), c.to_string()),
            _ => continue,
        };
        if !on_key(pressed, &typed) {
            return;
        }
    }
}
