//! No file name is used twice in the two crates' sources for two things: a name shared by several files is listed in
//! [`SAME_NAME_SAME_THING`] with its reason, and a listed name that is no longer so fails too.

use super::source_paths;
use std::collections::{BTreeMap, BTreeSet};

/// File names used more than once in the sources because they name one thing, each with every file of that name
/// and why. Any other name is used once (`mod.rs`, a folder's own file, aside): a file named as another
/// elsewhere names something else, and gets a name that says what it owns.
const SAME_NAME_SAME_THING: &[(&str, &[&str], &str)] = &[
    (
        "simulator.rs",
        &[
            "board/dgt/simulator.rs",
            "board/peg/simulator.rs",
            "board/simulator.rs",
        ],
        "a simulated board: the boards' common thread on a pseudo-terminal, and each board kind's model on it",
    ),
    (
        "link.rs",
        &["board/dgt/link.rs", "board/peg/link.rs"],
        "each board kind's serial link core",
    ),
    (
        "link_event.rs",
        &["board/dgt/link_event.rs", "board/peg/link_event.rs"],
        "what each board kind's link tells the session, sans IO",
    ),
    (
        "protocol.rs",
        &["board/dgt/protocol.rs", "board/peg/protocol.rs"],
        "each board kind's wire protocol",
    ),
    (
        "pgn.rs",
        &["game/pgn.rs", "game/pgn.rs"],
        "PGN's two halves: its text read and written in the core, its files in the program",
    ),
    (
        "hands.rs",
        &["board/dgt/hands.rs", "board/peg/hands.rs"],
        "how hands make a move on each board kind",
    ),
    (
        "demo.rs",
        &["commands/demo.rs", "live/demo.rs"],
        "the `demo` subcommand and the demo's game it starts",
    ),
    (
        "setup.rs",
        &["commands/setup.rs", "live/setup.rs"],
        "the `setup` subcommand and the set-up it runs",
    ),
    (
        "ports.rs",
        &["commands/ports.rs", "live/ports.rs"],
        "the `ports` subcommand and where links look for boards",
    ),
    (
        "arbiter.rs",
        &["commands/arbiter.rs", "ui/window/arbiter.rs"],
        "the arbiter's D.2.9 front end: the `arbiter` subcommand's console and the window's panel",
    ),
    (
        "confine.rs",
        &["fair/confine.rs", "live/confine.rs"],
        "confinement: the kernel's mechanism, and what a game keeps once confined",
    ),
    (
        "start_board.rs",
        &["live/start_board.rs", "session/start_board.rs"],
        "the Chess960 start read from the e-board: wired to its link, and as the session reads it",
    ),
    (
        "decision.rs",
        &["sync/decision.rs", "ui/report/decision.rs"],
        "the D.2.9 decision, and its sentence",
    ),
    (
        "letters.rs",
        &["sync/letters.rs", "ui/report/letters.rs"],
        "a sheet's letters, and how the report says them",
    ),
];

/// A name and every file that has it.
type Named = (String, Vec<String>);

/// The file names used more than once among `paths` (a folder's `mod.rs` and each crate's `lib.rs` aside),
/// each with its files sorted.
fn used_twice<'a>(paths: impl IntoIterator<Item = &'a str>) -> BTreeSet<Named> {
    let mut by_name: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in paths {
        let name = path.rsplit('/').next().unwrap_or(path).to_string();
        if name != "mod.rs" && name != "lib.rs" {
            by_name.entry(name).or_default().push(path.to_string());
        }
    }
    by_name
        .into_iter()
        .filter(|(_, paths)| paths.len() > 1)
        .map(|(name, mut paths)| {
            paths.sort();
            (name, paths)
        })
        .collect()
}

/// What `found` and the list disagree on: names used twice and not listed, and listed names not so.
fn unlisted(found: &BTreeSet<Named>) -> (Vec<Named>, Vec<Named>) {
    let listed: BTreeSet<Named> = SAME_NAME_SAME_THING
        .iter()
        .map(|(name, paths, _)| {
            let mut paths: Vec<String> = paths.iter().map(|p| p.to_string()).collect();
            paths.sort();
            (name.to_string(), paths)
        })
        .collect();
    let different = found.difference(&listed).cloned().collect();
    let stale = listed.difference(found).cloned().collect();
    (different, stale)
}

#[test]
fn no_file_name_is_used_twice_for_different_things() {
    let paths = source_paths();
    let (different, stale) = unlisted(&used_twice(paths.iter().map(String::as_str)));
    assert!(
        different.is_empty(),
        "a file name used twice names two things: name each for what it owns, or list it with its reason in \
         SAME_NAME_SAME_THING: {different:#?}"
    );
    assert!(
        stale.is_empty(),
        "SAME_NAME_SAME_THING lists files that are not so: {stale:#?}"
    );
}

#[test]
fn the_check_catches_a_name_used_twice_on_purpose() {
    let found = used_twice([
        "game/record.rs",
        "sheet/record.rs",
        "game/mod.rs",
        "sheet/mod.rs",
        "board/peg/link.rs",
    ]);
    let record = (
        "record.rs".to_string(),
        vec!["game/record.rs".to_string(), "sheet/record.rs".to_string()],
    );
    assert_eq!(found, BTreeSet::from([record.clone()]));
    let (different, stale) = unlisted(&found);
    assert_eq!(different, vec![record]);
    // Every listed name is missing from this made-up tree: each is stale here.
    assert_eq!(stale.len(), SAME_NAME_SAME_THING.len());
}
