//! The core crate (`crates/pegchess-core`: notation, the clock, inference, the game record and its text
//! forms, the settings, rating, the phrases in no language, words, sync, the session, the set-up, and the pure
//! values of the boards' protocols) reads no clock (`Instant::now`, `SystemTime::now`), opens no file
//! (`std::fs`), no socket (`std::net`) and starts no thread (`std::thread`), test modules aside: time comes in
//! as `now`, files are read and written around it. Its Cargo.toml keeps the crates that do these out
//! (`core_dependencies.rs`); the standard library is every crate's, so this check keeps it out of the core's
//! source. The debts still owed are listed by file and may only shrink.

use super::{Source, fixture, is_test_only, owed};
use std::collections::BTreeSet;
use syn::visit::Visit;

/// What the core may not name, as path segments in a row, and what naming it does.
const IMPURE: &[(&[&str], &str)] = &[
    (&["Instant", "now"], "reads the clock"),
    (&["SystemTime", "now"], "reads the clock"),
    (&["std", "fs"], "opens a file"),
    (&["std", "net"], "opens a socket"),
    (&["std", "thread"], "starts a thread"),
];

/// Core files that still do what the core may not (file, what): to leave the core or be given the value,
/// never added to. None now: the journal's file, PGN files and the settings file are read and written by the
/// program around the core (`game/journal.rs`, `game/pgn.rs`, `settings_file.rs`), the core keeping the formats.
const IMPURE_OWED: &[(&str, &str)] = &[];

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
fn impure<'a>(sources: impl IntoIterator<Item = &'a Source>) -> BTreeSet<(String, String)> {
    sources
        .into_iter()
        .filter(|s| s.core)
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
    owed(
        "the core's reads of the world",
        super::on_the_sources(|t| impure(t.sources())),
        listed,
    );
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
    let mut files = fixture(&[
        ("session/mod.rs", world),
        ("clock/mod.rs", test_only),
        ("live/mod.rs", world),
    ]);
    // The session and the clock are the core's; the live loop is the program's, where the world is read.
    for file in &mut files[..2] {
        file.core = true;
    }
    let found = impure(&files);
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
