//! Small things: no function over [`MAX_FN_LINES`] lines (those still owed listed), and `Session` coordinates
//! at most [`MAX_SESSION_PARTS`] parts.

use super::tree::Tree;
use super::{Source, fixture, owed, read_source, source};
use std::collections::BTreeSet;

/// The longest a function may be, in lines, signature to closing brace.
const MAX_FN_LINES: usize = 80;
/// The most fields (parts) `Session` may coordinate.
const MAX_SESSION_PARTS: usize = 12;

/// Functions still longer than [`MAX_FN_LINES`] (file and name): to be split, never added to.
const LONG_FUNCTIONS_OWED: &[(&str, &str)] = &[];

/// Each function over [`MAX_FN_LINES`] (file and name); a test-only one is not counted.
fn long_functions(tree: &Tree) -> BTreeSet<(String, String)> {
    tree.files
        .iter()
        .flat_map(|(s, said)| {
            said.functions
                .iter()
                .filter(|(_, lines)| *lines > MAX_FN_LINES)
                .map(|(name, _)| (s.path.clone(), name.clone()))
        })
        .collect()
}

/// How many fields `struct Session` has in `session` (its `mod.rs`).
fn session_parts(session: &Source) -> usize {
    session
        .ast
        .items
        .iter()
        .find_map(|i| match i {
            syn::Item::Struct(s) if s.ident == "Session" => Some(s.fields.len()),
            _ => None,
        })
        .expect("struct Session in session/mod.rs")
}

#[test]
fn no_function_is_longer_than_the_limit() {
    owed(
        "functions over the limit",
        long_functions(&Tree::read()),
        LONG_FUNCTIONS_OWED
            .iter()
            .map(|(f, n)| (f.to_string(), n.to_string()))
            .collect(),
    );
}

#[test]
fn the_session_coordinates_few_parts() {
    let fields = session_parts(&read_source("session/mod.rs"));
    assert!(
        fields <= MAX_SESSION_PARTS,
        "Session has {fields} fields; at most {MAX_SESSION_PARTS}"
    );
}

#[test]
fn the_checks_catch_a_long_function_and_a_crowded_session_made_on_purpose() {
    let body = "    let _ = 1;\n".repeat(MAX_FN_LINES);
    let tree = Tree::of(fixture(&[
        ("lib.rs", "pub mod a;\n"),
        (
            "a.rs",
            &format!(
                "fn long() {{\n{body}}}\nfn short() {{}}\n#[cfg(test)]\nfn long_test() {{\n{body}}}\n"
            ),
        ),
    ]));
    assert_eq!(
        long_functions(&tree),
        BTreeSet::from([("a.rs".to_string(), "long".to_string())])
    );
    let fields: String = (0..=MAX_SESSION_PARTS)
        .map(|i| format!("part{i}: u8, "))
        .collect();
    let crowded = source(
        "session/mod.rs",
        &format!("pub struct Session {{ {fields} }}"),
    );
    assert_eq!(session_parts(&crowded), MAX_SESSION_PARTS + 1);
}
