//! A game starts only in `live/`: a call of `live::run` anywhere else is a new game start (those still owed
//! listed).

use super::tree::Tree;
use super::{fixture, owed};
use std::collections::BTreeSet;

/// Calls that start a game outside `live/` (file): to move into `live/`, never added to.
const GAME_STARTS_OWED: &[&str] = &[];

/// The files outside `live/` that start a game.
fn game_starts(tree: &Tree) -> BTreeSet<String> {
    tree.files
        .iter()
        .filter(|(s, said)| said.game_starts > 0 && !s.path.starts_with("live/"))
        .map(|(s, _)| s.path.clone())
        .collect()
}

#[test]
fn a_game_starts_only_in_live() {
    owed(
        "game starts outside live/",
        game_starts(&Tree::read()),
        GAME_STARTS_OWED.iter().map(|s| s.to_string()).collect(),
    );
}

#[test]
fn the_check_catches_a_game_started_outside_live_on_purpose() {
    let run = "fn go() { let _ = crate::live::run(game); }\n";
    let tree = Tree::of(fixture(&[
        ("lib.rs", "pub mod live;\npub mod commands;\n"),
        ("live/mod.rs", "pub fn run() {}\n"),
        ("live/table.rs", run),
        ("commands/play.rs", run),
    ]));
    assert_eq!(
        game_starts(&tree),
        BTreeSet::from(["commands/play.rs".to_string()])
    );
}
