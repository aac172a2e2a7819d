//! The rooms that will form the core crate (issue 67's workspace: notation, the clock, inference, the game
//! record and its text forms, words, sync and ruling, the session, rating, and the small pure rooms they
//! use) read no clock (`Instant::now`, `SystemTime::now`), open no file (`std::fs`), no socket (`std::net`)
//! and start no thread (`std::thread`), test modules aside: time comes in as `now`, files are read and
//! written around them. Until the core is its own crate the compiler cannot see this; the debts still owed
//! are listed by file and may only shrink.

use super::{Source, fixture, is_test_only, owed, sources};
use std::collections::BTreeSet;
use syn::visit::Visit;

/// The core's rooms, by their first module name.
const CORE: &[&str] = &[
    "choice",
    "day",
    "notation",
    "phonetic",
    "clock",
    "inference",
    "game",
    "words",
    "sync",
    "ruling",
    "session",
    "rating",
    "setup",
];

/// What the core may not name, as path segments in a row, and what naming it does.
const IMPURE: &[(&[&str], &str)] = &[
    (&["Instant", "now"], "reads the clock"),
    (&["SystemTime", "now"], "reads the clock"),
    (&["std", "fs"], "opens a file"),
    (&["std", "net"], "opens a socket"),
    (&["std", "thread"], "starts a thread"),
];

/// Core files that still do what the core may not (file, what): to leave the core or be given the value,
/// never added to. The journal's file is written and fsync'd in `game/journal.rs` and a PGN file read and
/// written in `game/pgn.rs`; `ruling/` reads the record's and the sheets' files for the arbiter. Each moves to
/// the program around the core with the workspace split, the core keeping the formats.
const IMPURE_OWED: &[(&str, &str)] = &[
    ("game/journal.rs", "opens a file"),
    ("game/pgn.rs", "opens a file"),
    ("ruling/mod.rs", "opens a file"),
    ("ruling/sheet_files.rs", "opens a file"),
];

/// What one file's syntax does that the core may not, test modules aside.
#[derive(Default)]
struct Impure(BTreeSet<&'static str>);

impl Impure {
    fn check(&mut self, names: &[String]) {
        for (pattern, what) in IMPURE {
            if names.windows(pattern.len()).any(|w| w == *pattern) {
                self.0.insert(what);
            }
        }
    }
}

impl<'ast> Visit<'ast> for Impure {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.check(&names);
        syn::visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut found = Vec::new();
        super::tree::use_paths(&item.tree, Vec::new(), &mut found);
        for names in found {
            self.check(&names);
        }
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if !is_test_only(&m.attrs) {
            syn::visit::visit_item_mod(self, m);
        }
    }

    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        if !is_test_only(&f.attrs) {
            syn::visit::visit_item_fn(self, f);
        }
    }
}

/// Each core file among `sources` with each thing it does that the core may not.
fn impure(sources: &[Source]) -> BTreeSet<(String, String)> {
    sources
        .iter()
        .filter(|s| {
            s.module
                .first()
                .is_some_and(|room| CORE.contains(&room.as_str()))
        })
        .flat_map(|s| {
            let mut found = Impure::default();
            found.visit_file(&s.ast);
            found
                .0
                .into_iter()
                .map(|what| (s.path.clone(), what.to_string()))
        })
        .collect()
}

#[test]
fn the_core_reads_no_clock_and_opens_no_file_socket_or_thread() {
    let listed = IMPURE_OWED
        .iter()
        .map(|(f, w)| (f.to_string(), w.to_string()))
        .collect();
    owed("the core's reads of the world", impure(&sources()), listed);
}

#[test]
fn the_check_catches_a_clock_a_file_a_socket_and_a_thread_in_the_core_on_purpose() {
    let world = r#"
        use std::net::TcpStream;
        use std::{fs, time::Instant};
        fn handle() -> u64 {
            let started = Instant::now();
            let _ = std::time::SystemTime::now();
            let _ = fs::read("x");
            std::thread::sleep(started.elapsed());
            0
        }
        #[cfg(test)]
        mod tests { fn f() { let _ = std::fs::read("fixture"); } }
    "#;
    let test_only = "#[cfg(test)]\nmod tests { fn f() { let _ = std::fs::read(\"fixture\"); } }\n";
    let found = impure(&fixture(&[
        ("session/mod.rs", world),
        ("clock/mod.rs", test_only),
        ("live/mod.rs", world),
    ]));
    let session = |what: &str| ("session/mod.rs".to_string(), what.to_string());
    assert_eq!(
        found,
        BTreeSet::from([
            session("reads the clock"),
            session("opens a file"),
            session("opens a socket"),
            session("starts a thread"),
        ])
    );
}
