//! A game is set up one way, by the table builder (`live/table.rs` and `live/table/`): a call of `live::run`
//! or of `Session::new` anywhere else is a table set by hand (the session room makes its own, rebuilding a
//! journal or rehearsing a game), and `commands/` never hands a session an event (`.handle`) itself; what is
//! still owed is listed.

use super::tree::Tree;
use super::{fixture, owed};
use std::collections::BTreeSet;

/// Where a game is set up: the builder's files.
fn the_builder(path: &str) -> bool {
    path == "live/table.rs" || path.starts_with("live/table/")
}

/// Files outside the builder that set up a game by hand (file, what they do): never added to.
const SET_BY_HAND_OWED: &[(&str, &str)] = &[];

/// The files outside the builder that call `live::run`, make a `Session` (the session room aside), or, in
/// `commands/`, hand one an event; each with what it does.
fn set_by_hand(tree: &Tree) -> BTreeSet<(String, String)> {
    let mut found = BTreeSet::new();
    for (source, said) in &tree.files {
        let path = source.path.as_str();
        if the_builder(path) {
            continue;
        }
        let mut note = |what: &str| found.insert((path.to_string(), what.to_string()));
        if said.game_starts > 0 {
            note("live::run");
        }
        if said.sessions_made > 0 && !path.starts_with("session/") {
            note("Session::new");
        }
        if said.handled > 0 && path.starts_with("commands/") {
            note(".handle");
        }
    }
    found
}

#[test]
fn a_game_is_set_up_only_by_the_table_builder() {
    owed(
        "games set up outside live/table.rs and live/table/",
        set_by_hand(&Tree::read()),
        SET_BY_HAND_OWED
            .iter()
            .map(|(p, w)| (p.to_string(), w.to_string()))
            .collect(),
    );
}

#[test]
fn the_check_catches_a_table_set_by_hand_on_purpose() {
    let run = "fn go() { let _ = crate::live::run(&mut s, game); }\n";
    let made = "fn go() { let s = crate::session::Session::new(config); }\n";
    let both = "fn go() { let mut s = Session::new(c); s.handle(e, now); live::run(&mut s, g); }\n";
    let tree = Tree::of(fixture(&[
        (
            "lib.rs",
            "pub mod session;\npub mod live;\npub mod commands;\n",
        ),
        ("session/mod.rs", "pub mod rebuild;\n"),
        ("session/rebuild.rs", made),
        (
            "live/mod.rs",
            "pub mod table;\npub mod demo;\npub fn run() {}\n",
        ),
        ("live/table.rs", both),
        ("live/table/between_games.rs", made),
        ("live/demo.rs", run),
        ("commands/play.rs", both),
        (
            "commands/arbiter.rs",
            "fn go() { let (s, _) = rebuild(&r); s.ending(); }\n",
        ),
    ]));
    let found = |path: &str, what: &str| (path.to_string(), what.to_string());
    assert_eq!(
        set_by_hand(&tree),
        BTreeSet::from([
            found("live/demo.rs", "live::run"),
            found("commands/play.rs", "live::run"),
            found("commands/play.rs", "Session::new"),
            found("commands/play.rs", ".handle"),
        ])
    );
}
