//! Small things: no function over [`MAX_FN_LINES`] lines, no function that takes its parameters as a tuple
//! (`(offset, holes): (Duration, Bitboard)`, which only hides clippy's count of arguments: a named struct, or
//! fewer parameters), those still owed listed; and `Session` coordinates at most [`MAX_SESSION_PARTS`] parts.

use super::is_test_only;
use super::tree::Tree;
use super::{Source, fixture, owed, read_source, source};
use std::collections::BTreeSet;
use syn::visit::Visit;

/// The longest a function may be, in lines, signature to closing brace.
const MAX_FN_LINES: usize = 80;
/// The most fields (parts) `Session` may coordinate.
const MAX_SESSION_PARTS: usize = 12;

/// Functions still longer than [`MAX_FN_LINES`] (file and name): to be split, never added to.
const LONG_FUNCTIONS_OWED: &[(&str, &str)] = &[];

/// Functions that still take a tuple as a parameter (file and name): to be given named parameters, never
/// added to. Each takes a pair made elsewhere (the start and where it comes from, `commands/mod.rs`; the K
/// factor and its rule, `KFacts::k`; the letters asked, `letters_asked`), so its maker changes with it.
const TUPLE_PARAMETERS_OWED: &[(&str, &str)] = &[
    ("commands/play.rs", "run"),
    ("rating/mod.rs", "period"),
    ("ruling/sheet_files.rs", "load_sheet_beside"),
];

/// The functions of one file that take a tuple pattern as a parameter, test-only ones aside.
#[derive(Default)]
struct TupleParameters(Vec<String>);

impl TupleParameters {
    fn check(&mut self, sig: &syn::Signature) {
        let tuple = sig.inputs.iter().any(
            |input| matches!(input, syn::FnArg::Typed(t) if matches!(*t.pat, syn::Pat::Tuple(_))),
        );
        if tuple {
            self.0.push(sig.ident.to_string());
        }
    }
}

impl<'ast> Visit<'ast> for TupleParameters {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        if !is_test_only(&f.attrs) {
            self.check(&f.sig);
            syn::visit::visit_item_fn(self, f);
        }
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.check(&f.sig);
        syn::visit::visit_impl_item_fn(self, f);
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if !is_test_only(&m.attrs) {
            syn::visit::visit_item_mod(self, m);
        }
    }

    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        if !is_test_only(&i.attrs) {
            syn::visit::visit_item_impl(self, i);
        }
    }
}

/// Each function among `sources` that takes a tuple as a parameter (file and name).
fn tuple_parameters<'a>(
    sources: impl IntoIterator<Item = &'a Source>,
) -> BTreeSet<(String, String)> {
    sources
        .into_iter()
        .flat_map(|s| {
            let mut found = TupleParameters::default();
            found.visit_file(&s.ast);
            found.0.into_iter().map(|name| (s.path.clone(), name))
        })
        .collect()
}

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
        super::on_the_sources(long_functions),
        LONG_FUNCTIONS_OWED
            .iter()
            .map(|(f, n)| (f.to_string(), n.to_string()))
            .collect(),
    );
}

#[test]
fn no_function_takes_a_tuple_as_a_parameter() {
    owed(
        "functions taking a tuple as a parameter",
        super::on_the_sources(|t| tuple_parameters(t.sources())),
        TUPLE_PARAMETERS_OWED
            .iter()
            .map(|(f, n)| (f.to_string(), n.to_string()))
            .collect(),
    );
}

#[test]
fn the_check_catches_a_tuple_parameter_made_on_purpose() {
    let found = tuple_parameters(&fixture(&[(
        "live/table.rs",
        "fn at_board(files: u8, (offset, holes): (u64, u64)) {}
         fn named(files: u8, offset: u64, holes: u64) {}
         impl T { fn start(&self, (a, b): (u8, u8)) {} }
         fn pairs(pairs: &[(u8, u8)]) -> (u8, u8) { (0, 0) }
         #[cfg(test)]
fn made(( a, b): (u8, u8)) {}
",
    )]));
    let table = |name: &str| ("live/table.rs".to_string(), name.to_string());
    assert_eq!(found, BTreeSet::from([table("at_board"), table("start")]));
}

#[test]
fn the_session_coordinates_few_parts() {
    let fields = session_parts(&read_source(true, "session/mod.rs"));
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
