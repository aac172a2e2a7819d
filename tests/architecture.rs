//! The architecture guards itself: the source read as the compiler reads it (syn), checked for what
//! ARCHITECTURE.md promises, a module per rule, each with a self-check (a fixture that breaks the rule, and
//! the check asserted to catch it): no import circle between files (`circles.rs`); a room uses only rooms
//! above it in `src/lib.rs`, no command imports another, and `speech/`'s rooms depend one way (`rooms.rs`);
//! a game is set up only by the table builder in `live/table.rs` and `live/table/`, and no command hands a
//! session an event (`one_table.rs`); no function over `sizes::MAX_FN_LINES` and `Session` coordinates at
//! most `sizes::MAX_SESSION_PARTS` parts (`sizes.rs`); no file name is used twice in the sources but those
//! listed (`file_names.rs`); the core crate (`crates/pegchess-core`) pulls no I/O crate
//! (`core_dependencies.rs`) and its source reads no clock and opens no file, socket or thread
//! (`pure_core.rs`); no thread is started outside the supervisor (`threads.rs`); no public type name is
//! defined in two files but those owed (`type_names.rs`). Both crates' sources are read as one tree of modules
//! (the program re-exports the core's rooms under their names) into one import graph by `tree.rs`, parsed
//! once and asked by every rule (`on_the_sources`). The limits are named constants; the debts still
//! owed are named lists that may only shrink (a debt paid and still listed fails too), so a change to either
//! is seen in its commit.

mod circles;
mod core_dependencies;
mod file_names;
mod one_table;
mod pure_core;
mod rooms;
mod sizes;
mod threads;
mod tree;
mod type_names;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Sender, channel};
use std::sync::{Mutex, OnceLock};
use tree::Tree;

/// A question put to the parsed sources.
type Job = Box<dyn FnOnce(&Tree) + Send>;

/// What `ask` finds in both crates' sources, parsed once for every rule: parsing is most of a rule's cost (about
/// 2 s of CPU each, unoptimised). A syntax tree stays on the thread that parsed it (its spans' lines are kept
/// there), so one thread holds the tree and answers each rule's question in turn.
fn on_the_sources<R: Send + 'static>(ask: impl FnOnce(&Tree) -> R + Send + 'static) -> R {
    static JOBS: OnceLock<Mutex<Sender<Job>>> = OnceLock::new();
    let jobs = JOBS.get_or_init(|| {
        let (jobs, asked) = channel::<Job>();
        std::thread::spawn(move || {
            let tree = Tree::read();
            for job in asked {
                job(&tree);
            }
        });
        Mutex::new(jobs)
    });
    let (answer, answered) = channel();
    let job: Job = Box::new(move |tree| {
        let _ = answer.send(ask(tree));
    });
    jobs.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .send(job)
        .expect("the sources' thread takes questions");
    answered
        .recv()
        .expect("the sources' thread answers (it stops if the sources do not parse)")
}

/// One source file: its path under its crate's `src/`, its module path, whether it is the core crate's, and its
/// items. The two crates are read as one tree of modules: `pegchess` re-exports the core's rooms under their
/// names, so `session/moves.rs` is `session::moves` from either side.
struct Source {
    path: String,
    module: Vec<String>,
    core: bool,
    ast: syn::File,
}

/// Every file of both crates, parsed: the core's first, so the program's own file of a room both share
/// (`board`, `speech`: the core's half is `board.rs`, the program's `board/mod.rs`) is the room's in the tree.
fn sources() -> Vec<Source> {
    source_files()
        .into_iter()
        .map(|(core, rel)| {
            let mut source = read_source(core, &rel);
            source.core = core;
            source
        })
        .collect()
}

/// The path under its crate's `src/` of every source file, the core's first, each crate's sorted.
fn source_paths() -> Vec<String> {
    source_files().into_iter().map(|(_, rel)| rel).collect()
}

/// Every source file as (whether it is the core's, its path under that crate's `src/`).
fn source_files() -> Vec<(bool, String)> {
    [true, false]
        .into_iter()
        .flat_map(|core| {
            let root = src(core);
            let mut files = Vec::new();
            walk(&root, &mut files);
            files.into_iter().filter_map(move |p| {
                Some((
                    core,
                    p.strip_prefix(&root).ok()?.to_string_lossy().into_owned(),
                ))
            })
        })
        .collect()
}

/// The folder `src/` of the core crate (`crates/pegchess-core/src`) or of the program (`src`).
fn src(core: bool) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    if core {
        root.join(CORE_SRC)
    } else {
        root.join("src")
    }
}

/// The core crate's sources, from the repository's root.
const CORE_SRC: &str = "crates/pegchess-core/src";

/// The file at `rel` under a crate's `src/`, parsed.
fn read_source(core: bool, rel: &str) -> Source {
    let text =
        std::fs::read_to_string(src(core).join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    source(rel, &text)
}

/// The file at `path` under `src/` with the text `text`, parsed: a real file, or a self-check's fixture (the
/// program's, unless the self-check makes it the core's).
fn source(path: &str, text: &str) -> Source {
    let ast = syn::parse_file(text).unwrap_or_else(|e| panic!("{path}: {e}"));
    Source {
        module: module_of(path),
        path: path.to_string(),
        core: false,
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

/// `session/moves.rs` is `session::moves`; `session/mod.rs` and `session.rs` are `session`; `lib.rs` is the
/// crate.
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
