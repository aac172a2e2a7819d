//! The rooms' order: a room uses only rooms above it in `src/lib.rs` (those still owed listed), no command
//! imports another, and `speech/`'s rooms depend one way ([`SPEECH_ROOMS`]).

use super::tree::{Tree, rooms};
use super::{fixture, owed};
use std::collections::BTreeSet;

/// Rooms that use a room below them (file, room used): to be turned round, never added to.
const UPWARD_OWED: &[(&str, &str)] = &[];
/// `speech/`'s rooms from the bottom up: a file in one uses none above it.
const SPEECH_ROOMS: &[&str] = &["phrases", "rendering", "speakers"];

/// Each file that uses a room below its own in `src/lib.rs`, with the room it uses.
fn upward(tree: &Tree) -> BTreeSet<(String, String)> {
    let order = rooms(tree);
    let rank = |module: &[String]| {
        module
            .first()
            .and_then(|r| order.iter().position(|o| o == r))
    };
    let mut upward = BTreeSet::new();
    for (i, targets) in tree.edges().iter().enumerate() {
        for &t in targets {
            if let (Some(a), Some(b)) =
                (rank(&tree.files[i].0.module), rank(&tree.files[t].0.module))
                && b > a
            {
                upward.insert((tree.path(i).to_string(), order[b].clone()));
            }
        }
    }
    upward
}

/// Each command's file that imports another command's, with it.
fn command_imports(tree: &Tree) -> Vec<(String, String)> {
    let command =
        |m: &[String]| m.len() == 2 && m[0] == "commands" && m[1] != "errors" && m[1] != "mod";
    let mut found = Vec::new();
    for (i, targets) in tree.edges().iter().enumerate() {
        for &t in targets {
            if command(&tree.files[i].0.module) && command(&tree.files[t].0.module) {
                found.push((tree.path(i).to_string(), tree.path(t).to_string()));
            }
        }
    }
    found
}

/// Each file of a `speech/` room that uses one above it, with what it uses.
fn speech_upward(tree: &Tree) -> Vec<(String, String)> {
    let room = |module: &[String]| match module {
        [speech, room, ..] if speech == "speech" => SPEECH_ROOMS.iter().position(|r| r == room),
        _ => None,
    };
    let mut upward = Vec::new();
    for (i, targets) in tree.edges().iter().enumerate() {
        for &t in targets {
            if let (Some(a), Some(b)) =
                (room(&tree.files[i].0.module), room(&tree.files[t].0.module))
                && b > a
            {
                upward.push((tree.path(i).to_string(), tree.path(t).to_string()));
            }
        }
    }
    upward
}

#[test]
fn a_room_uses_only_rooms_above_it_and_no_command_imports_another() {
    let (commands, upward) = super::on_the_sources(|t| (command_imports(t), upward(t)));
    assert!(
        commands.is_empty(),
        "a command imports another: {commands:#?}"
    );
    let listed = UPWARD_OWED
        .iter()
        .map(|(f, r)| (f.to_string(), r.to_string()))
        .collect();
    owed("rooms used from above", upward, listed);
}

#[test]
fn speech_rooms_depend_one_way() {
    let upward = super::on_the_sources(speech_upward);
    assert!(
        upward.is_empty(),
        "a speech room uses one above it ({SPEECH_ROOMS:?}, bottom up): {upward:#?}"
    );
}

#[test]
fn the_checks_catch_a_room_below_a_command_and_a_speech_room_used_on_purpose() {
    let tree = Tree::of(fixture(&[
        (
            "lib.rs",
            "pub use pegchess_core::game;\npub mod speech;\npub use pegchess_core::session;\npub mod commands;\n",
        ),
        ("game.rs", "use crate::commands::play::Play;\n"),
        ("speech/mod.rs", "pub mod phrases;\npub mod speakers;\n"),
        ("speech/phrases.rs", "use crate::speech::speakers::Say;\n"),
        (
            "speech/speakers.rs",
            "use super::phrases::Phrase;\nuse pegchess_core::session::Session;\npub struct Say;\n",
        ),
        ("session.rs", "pub struct Session;\n"),
        ("commands/mod.rs", "pub mod play;\npub mod resume;\n"),
        (
            "commands/play.rs",
            "use crate::game::Game;\npub struct Play;\n",
        ),
        ("commands/resume.rs", "use super::play::Play;\n"),
    ]));
    // Only the game using a command and the speaker using the session (a core room re-exported below it) are
    // uses from above: the command using the game, the speaker using the phrase, and any use within one room
    // are not.
    let up = upward(&tree);
    assert_eq!(
        up,
        BTreeSet::from([
            ("game.rs".to_string(), "commands".to_string()),
            ("speech/speakers.rs".to_string(), "session".to_string())
        ])
    );
    assert_eq!(
        command_imports(&tree),
        vec![(
            "commands/resume.rs".to_string(),
            "commands/play.rs".to_string()
        )]
    );
    assert_eq!(
        speech_upward(&tree),
        vec![(
            "speech/phrases.rs".to_string(),
            "speech/speakers.rs".to_string()
        )]
    );
}
