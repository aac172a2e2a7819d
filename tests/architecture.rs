//! The architecture guards itself: the source read as the compiler reads it (syn), checked for what
//! ARCHITECTURE.md promises, a module per rule, each with a self-check (a fixture that breaks the rule, and
//! the check asserted to catch it): no import circle between files (`circles.rs`); a room uses only rooms
//! above it in `src/lib.rs`, no command imports another, and `speech/`'s rooms depend one way (`rooms.rs`);
//! a game is set up only by the table builder in `live/table.rs` and `live/table/`, and no command hands a
//! session an event (`one_table.rs`); no function over `sizes::MAX_FN_LINES` and `Session`
//! coordinates at most `sizes::MAX_SESSION_PARTS` parts (`sizes.rs`); no file name is used twice in `src/`
//! but those listed (`file_names.rs`); the rooms that will form the core crate read no clock and open no
//! file, socket or thread (`pure_core.rs`); no thread is started outside the supervisor (`threads.rs`).
//! The source is read into one import graph by `tree.rs`. The limits are named constants; the debts still
//! owed are named lists that may only shrink (a debt paid and still listed fails too), so a change to either
//! is seen in its commit.

mod circles;
mod file_names;
mod one_table;
mod pure_core;
mod rooms;
mod sizes;
mod threads;
mod tree;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// One source file: its path under `src/`, its module path, and its items.
struct Source {
    path: String,
    module: Vec<String>,
    ast: syn::File,
}

/// Every file under `src/`, parsed.
fn sources() -> Vec<Source> {
    source_paths().iter().map(|rel| read_source(rel)).collect()
}

/// The path under `src/` of every source file, sorted.
fn source_paths() -> Vec<String> {
    let root = src();
    let mut files = Vec::new();
    walk(&root, &mut files);
    files
        .into_iter()
        .filter_map(|p| Some(p.strip_prefix(&root).ok()?.to_string_lossy().into_owned()))
        .collect()
}

/// The folder `src/`.
fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The file at `rel` under `src/`, parsed.
fn read_source(rel: &str) -> Source {
    let text = std::fs::read_to_string(src().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    source(rel, &text)
}

/// The file at `path` under `src/` with the text `text`, parsed: a real file, or a self-check's fixture.
fn source(path: &str, text: &str) -> Source {
    let ast = syn::parse_file(text).unwrap_or_else(|e| panic!("{path}: {e}"));
    Source {
        module: module_of(path),
        path: path.to_string(),
        ast,
    }
}

/// A self-check's made-up `src/`: each file's path and text.
fn fixture(files: &[(&str, &str)]) -> Vec<Source> {
    files
        .iter()
        .map(|(path, text)| source(path, text))
        .collect()
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("src")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// `session/moves.rs` is `session::moves`; `session/mod.rs` is `session`; `lib.rs` is the crate.
fn module_of(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .trim_end_matches(".rs")
        .split('/')
        .map(str::to_string)
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// Whether an item is compiled for tests only (`#[cfg(test)]`).
fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.meta
                .require_list()
                .is_ok_and(|l| l.tokens.to_string().contains("test"))
    })
}

/// Compares what was found with what is owed: nothing new, nothing paid and still listed.
fn owed<T: Ord + std::fmt::Debug + Clone>(what: &str, found: BTreeSet<T>, listed: BTreeSet<T>) {
    let new: Vec<&T> = found.difference(&listed).collect();
    let paid: Vec<&T> = listed.difference(&found).collect();
    assert!(new.is_empty(), "{what}: new, not allowed: {new:#?}");
    assert!(
        paid.is_empty(),
        "{what}: paid, take them off the list: {paid:#?}"
    );
}

#[test]
fn owed_refuses_a_new_debt_and_a_paid_one_still_listed() {
    let set = |items: &[u8]| items.iter().copied().collect::<BTreeSet<u8>>();
    owed("nothing", set(&[1]), set(&[1]));
    let new = std::panic::catch_unwind(|| owed("new", set(&[1, 2]), set(&[1])));
    let paid = std::panic::catch_unwind(|| owed("paid", set(&[1]), set(&[1, 2])));
    assert!(new.is_err() && paid.is_err());
}
