//! A game is set up one way, by the table builder (`live/table.rs` and `live/table/`): a call of `live::run`
//! or of `Session::new` anywhere else is a table set by hand (the session room makes its own, rebuilding a
//! journal or rehearsing a game), and `commands/` never hands a session an event (`.handle`) itself. Nothing
//! is owed: play, resume and both demos describe their table and hand it to the builder.

use super::fixture;
use super::tree::Tree;
use std::collections::BTreeSet;

/// Where a game is set up: the builder's files.
fn the_builder(path: &str) -> bool {
    path == "live/table.rs" || path.starts_with("live/table/")
}

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
    let found = super::on_the_sources(set_by_hand);
    assert!(
        found.is_empty(),
        "games set up outside live/table.rs and live/table/ (describe the table, a `live::table::Table`, and \
         hand it to `Table::play`): {found:#?}"
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
