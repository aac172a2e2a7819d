//! The repository stands alone (issue 26): a clone with nothing beside it has every file its tests,
//! benchmarks and scripts read, and nothing in them names a path outside the repository.

use std::path::{Path, PathBuf};
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Every tracked file of the repository under `dirs` whose name ends in one of `endings`.
fn tracked(root: &Path, dirs: &[&str], endings: &[&str]) -> Vec<PathBuf> {
    let out = Command::new("git")
        .arg("-C")
        .arg(root)
        .args([
            "ls-files",
            "--cached",
            "--others",
            "--exclude-standard",
            "--",
        ])
        .args(dirs)
        .output()
        .expect("git runs");
    assert!(out.status.success(), "git ls-files failed");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|f| endings.iter().any(|e| f.ends_with(e)))
        .map(|f| root.join(f))
        .collect()
}

/// The repository paths a source names after `CARGO_MANIFEST_DIR`: `concat!(env!(..), "/x")` and
/// `Path::new(env!(..)).join("x")`.
fn manifest_paths(text: &str) -> Vec<String> {
    const MACRO: &str = "env!(\"CARGO_MANIFEST_DIR\")";
    let mut paths = Vec::new();
    for (at, _) in text.match_indices(MACRO) {
        let after = &text[at + MACRO.len()..];
        // The first string literal within a few characters of the macro names the path.
        let Some(open) = after.find('"').filter(|&i| i < 20) else {
            continue;
        };
        let literal = &after[open + 1..];
        let Some(end) = literal.find('"') else {
            continue;
        };
        let path = literal[..end].trim_start_matches('/');
        if !path.is_empty() && !path.contains('{') {
            paths.push(path.to_string());
        }
    }
    paths
}

#[test]
fn no_source_test_bench_or_script_names_a_path_outside_the_repository() {
    let root = Path::new(ROOT);
    let files = tracked(
        root,
        &[
            "src",
            "crates",
            "tests",
            "benches",
            "scripts",
            ".ci",
            "build.rs",
            "Cargo.toml",
        ],
        &[
            ".rs",
            ".sh",
            ".toml",
            "run",
            "test",
            "setup",
            "demo",
            "package",
            "test-install",
        ],
    );
    assert!(files.len() > 50, "only {} files read", files.len());
    let mut found = Vec::new();
    for file in &files {
        if file.ends_with("tests/standalone.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let mut bad = code.contains("../shared");
            // A file included at build time resolves inside the repository.
            for mac in ["include_str!(\"", "include_bytes!(\""] {
                if let Some(at) = code.find(mac) {
                    let rest = &code[at + mac.len()..];
                    let path = &rest[..rest.find('"').unwrap_or(rest.len())];
                    let dir = file.parent().expect("a file has a folder");
                    bad |= !resolves_inside(root, &dir.join(path));
                }
            }
            if bad {
                found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
        for path in manifest_paths(&text) {
            if !resolves_inside(root, &root.join(&path)) {
                found.push(format!(
                    "{} names {path} beside the repository",
                    file.display()
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "paths outside the repository:\n{}",
        found.join("\n")
    );
}

/// Whether `path` (with `..` parts) stays below `root`.
fn resolves_inside(root: &Path, path: &Path) -> bool {
    let mut parts: Vec<std::path::Component> = Vec::new();
    for c in path.components() {
        match c {
            std::path::Component::ParentDir => {
                parts.pop();
            }
            std::path::Component::CurDir => {}
            other => parts.push(other),
        }
    }
    parts.iter().collect::<PathBuf>().starts_with(root)
}

#[test]
fn a_clone_with_nothing_beside_it_has_every_data_file_and_every_file_its_build_reads() {
    let root = Path::new(ROOT);
    let tmp = tempfile::tempdir().unwrap();
    // An empty folder that holds only the clone: no shared/ beside it.
    let clone = tmp.path().join("pegchess");
    let status = Command::new("git")
        .args(["clone", "--quiet", "--no-hardlinks"])
        .arg(root)
        .arg(&clone)
        .status()
        .expect("git clone runs");
    assert!(status.success(), "git clone failed");
    let beside: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().flatten().collect();
    assert_eq!(beside.len(), 1, "the clone is alone in its folder");

    // Every path the tests and benchmarks read below the manifest directory is in the clone.
    let sources = tracked(&clone, &["src", "crates", "tests", "benches"], &[".rs"]);
    let mut named = 0;
    let mut missing = Vec::new();
    for file in &sources {
        let text = std::fs::read_to_string(file).unwrap();
        for path in manifest_paths(&text) {
            named += 1;
            // Made by scripts/setup (.vendor), by the build (target), or absent on purpose.
            let made = path.starts_with(".vendor") || path.starts_with("target");
            if !made && !path.contains("no-such") && !clone.join(&path).exists() {
                missing.push(format!("{} names {path}", file.display()));
            }
        }
    }
    assert!(
        named >= 10,
        "only {named} data paths found: the scan is broken"
    );
    assert!(
        missing.is_empty(),
        "missing in a fresh clone:\n{}",
        missing.join("\n")
    );
    let corpus: Vec<_> = std::fs::read_dir(clone.join("tests/data/corpus"))
        .expect("the corpus is in the clone")
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "pgn"))
        .collect();
    assert_eq!(corpus.len(), 5, "the five corpus files are committed");

    // The tests and benchmarks compile in the clone: every file of the repository the compiler read to
    // build them here (its dependency lists, `target/debug/deps/*.d`: sources, modules, `#[path]` files and
    // everything included at build time) is in the clone.
    let read = compiled_from(root);
    assert!(
        [
            "src/lib.rs",
            "src/main.rs",
            "tests/main.rs",
            "locales/en/pegchess.ftl"
        ]
        .iter()
        .all(|f| read.contains(Path::new(f))),
        "the dependency lists do not name the crate's own files: {} files",
        read.len()
    );
    let absent: Vec<String> = read
        .iter()
        .filter(|f| !clone.join(f).exists())
        .map(|f| f.display().to_string())
        .collect();
    assert!(
        absent.is_empty(),
        "built from files a fresh clone does not have:\n{}",
        absent.join("\n")
    );
}

/// The repository's files (outside `target` and `.vendor`, relative to `root`) that the compiler read to build this checkout's
/// crate, its tests and (after `cargo clippy --all-targets`) its benchmarks: every dependency list it wrote.
fn compiled_from(root: &Path) -> std::collections::BTreeSet<PathBuf> {
    let root = &root.canonicalize().expect("the checkout");
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    let target = target.canonicalize().unwrap_or(target);
    let mut files = std::collections::BTreeSet::new();
    let lists = std::fs::read_dir(target.join("debug/deps")).expect("the build's deps folder");
    for list in lists.flatten() {
        if list.path().extension().is_none_or(|e| e != "d") {
            continue;
        }
        let text = std::fs::read_to_string(list.path()).unwrap_or_default();
        // `output: dep dep ...` and `dep:` lines; a space inside a path is written `\ `.
        let text = text.replace("\\ ", "\u{0}");
        for word in text.split_whitespace() {
            let path = PathBuf::from(word.trim_end_matches(':').replace('\u{0}', " "));
            let path = if path.is_relative() {
                root.join(path)
            } else {
                path
            };
            // Included files are named from their includer (`src/speech/rendering/../../../locales/..`).
            let Ok(path) = path.canonicalize() else {
                continue;
            };
            let inside = path.starts_with(root)
                && !path.starts_with(&target)
                && !path.starts_with(root.join(".vendor"));
            // A file an older build read and since removed is not this build's.
            if let (true, Ok(relative)) = (inside && path.is_file(), path.strip_prefix(root)) {
                files.insert(relative.to_path_buf());
            }
        }
    }
    files
}
