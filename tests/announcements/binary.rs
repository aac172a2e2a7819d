//! Table 3 through the real binary in German and Hungarian: a game announced in words as players type them
//! (variant spellings, the language's own piece names) and one press a move is its score sheet; a game killed
//! with an announcement not yet pressed is resumed with no flags at the same table, where it stands, with the
//! announcement said again.

use super::{typed_as_people_do, words_of};
use crate::dgt::session::corpus_games;
use crate::support::{spawn_in, type_line_after, until_moves, until_presses};
use crate::tables::binary::{at_table_three, journaled, quit, sheet_moves};
use pegchess::notation::Language;
use pegchess::phonetic::Scheme;
use pegchess::session::{Command, Event};
use shakmaty::san::SanPlus;
use shakmaty::{Move, Position};
use std::time::Duration;

/// The words of each of `moves` from `pos` as a player types them in `language` (every other move with the
/// language's own piece names where it has them); `pos` follows.
fn typed_words(pos: &mut shakmaty::Chess, moves: &[Move], language: Language) -> Vec<String> {
    let own: &[(&str, &str)] = match language {
        Language::Hu => &[
            ("Springer", "huszár"),
            ("Läufer", "futó"),
            ("Turm", "bástya"),
            ("Dame", "vezér"),
            ("König", "király"),
        ],
        _ => &[],
    };
    moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let san = SanPlus::from_move(pos.clone(), *m);
            pos.play_unchecked(*m);
            let mut text = typed_as_people_do(&words_of(&san, language, Scheme::Fide), i as u32);
            if i % 2 == 1 {
                for (german, local) in own {
                    text = text.replace(german, local);
                }
            }
            text
        })
        .collect()
}

#[test]
fn table_three_a_game_announced_in_words_with_variant_spellings_is_its_score_sheet() {
    let game = &corpus_games(1)[0];
    let moves = &game.moves[..game.moves.len().min(30)];
    for (language, pressed) in [(Language::De, "Gedrückt."), (Language::Hu, "Óra kezelve.")] {
        let data = tempfile::tempdir().unwrap();
        let mut child = at_table_three(data.path(), &language.to_string());
        let mut pos = game.start.clone();
        let lines = typed_words(&mut pos, moves, language);
        for line in &lines {
            type_line_after(&mut child, line, Duration::ZERO);
            type_line_after(&mut child, "p", Duration::ZERO);
        }
        until_presses(data.path(), lines.len());
        let stdout = quit(child);
        assert_eq!(
            sheet_moves(data.path()),
            moves,
            "{language}: {lines:?}\n{stdout}"
        );
        assert_eq!(
            stdout.matches(pressed).count(),
            moves.len(),
            "{language}: {stdout}"
        );
        // Nothing asked back, nothing refused.
        assert!(!stdout.contains('?'), "{language}: {stdout}");
    }
}

#[test]
fn table_three_killed_with_an_announcement_pending_resumes_at_its_table_where_it_stands() {
    let game = &corpus_games(1)[0];
    let data = tempfile::tempdir().unwrap();
    let mut child = at_table_three(data.path(), "de");
    let mut pos = game.start.clone();
    let lines = typed_words(&mut pos, &game.moves[..7], Language::De);
    for line in &lines[..6] {
        type_line_after(&mut child, line, Duration::ZERO);
        type_line_after(&mut child, "p", Duration::ZERO);
    }
    // White's fourth move, announced and not pressed.
    type_line_after(&mut child, &lines[6], Duration::ZERO);
    let typed = lines.len();
    journaled(
        data.path(),
        |e| matches!(e, Event::Command(Command::Typed(t)) if *t == lines[typed - 1]),
    );
    child.kill().unwrap(); // SIGKILL
    let _ = child.wait();
    let journal = crate::support::game_file(data.path(), "journal");
    assert!(
        pegchess::game::journal::lock_path(&journal).exists(),
        "a killed game leaves its lock file"
    );
    let mut child = spawn_in(data.path(), &["--locale", "de", "resume"]);
    type_line_after(&mut child, "p", Duration::ZERO);
    until_moves(data.path(), 7);
    let stdout = quit(child);
    assert!(
        stdout.contains("Partie fortgesetzt bei Zug 4, Weiß am Zug."),
        "{stdout}"
    );
    assert!(
        stdout.contains("Kein Steckbrett; Züge werden angesagt und die Uhr gedrückt."),
        "{stdout}"
    );
    assert!(!stdout.contains("ich suche weiter"), "{stdout}");
    assert!(
        stdout.contains("Angesagt, noch nicht gedrückt: "),
        "{stdout}"
    );
    // The press after the resume completes it.
    assert_eq!(sheet_moves(data.path()), game.moves[..7], "{stdout}");
    // A clean quit leaves no lock file behind.
    assert!(!pegchess::game::journal::lock_path(&journal).exists());
}
