//! No type name is defined in two files of the sources: a struct, enum, type alias or trait that is `pub` in any
//! way has one name a reader meets once (one `Game`, one `Reading`). The names still defined in two files are
//! owed ([`TWICE_OWED`]), a list that may only shrink.

use super::{Source, fixture, is_test_only, owed};
use std::collections::{BTreeMap, BTreeSet};

/// The type names still defined in two or more files, each to be named for what it is where it is.
const TWICE_OWED: &[&str] = &[
    "Arg",
    "ClockEntry",
    "ClockError",
    "ClockReading",
    "Command",
    "DecodeStats",
    "Decoder",
    "Game",
    "Key",
    "Line",
    "LineProblem",
    "Pressed",
    "Reading",
    "Rules",
    "Source",
];

/// Whether an item is `pub` in any way (`pub`, `pub(crate)`, `pub(super)`, ...).
fn public(vis: &syn::Visibility) -> bool {
    !matches!(vis, syn::Visibility::Inherited)
}

/// The public type names among `items`, inline modules included, test modules aside.
fn named(items: &[syn::Item], out: &mut Vec<String>) {
    for item in items {
        match item {
            syn::Item::Struct(s) if public(&s.vis) => out.push(s.ident.to_string()),
            syn::Item::Enum(e) if public(&e.vis) => out.push(e.ident.to_string()),
            syn::Item::Type(t) if public(&t.vis) => out.push(t.ident.to_string()),
            syn::Item::Trait(t) if public(&t.vis) => out.push(t.ident.to_string()),
            syn::Item::Mod(m) if !is_test_only(&m.attrs) => {
                if let Some((_, inner)) = &m.content {
                    named(inner, out);
                }
            }
            _ => {}
        }
    }
}

/// Each type name defined in more than one file among `sources`.
fn twice<'a>(sources: impl IntoIterator<Item = &'a Source>) -> BTreeSet<String> {
    let mut files: BTreeMap<String, BTreeSet<(bool, &str)>> = BTreeMap::new();
    for s in sources {
        let mut names = Vec::new();
        named(&s.ast.items, &mut names);
        for name in names {
            files.entry(name).or_default().insert((s.core, &s.path));
        }
    }
    files
        .into_iter()
        .filter(|(_, defined)| defined.len() > 1)
        .map(|(name, _)| name)
        .collect()
}

#[test]
fn no_type_name_is_defined_in_two_files() {
    owed(
        "type names defined in two files",
        super::on_the_sources(|t| twice(t.sources())),
        TWICE_OWED.iter().map(|n| n.to_string()).collect(),
    );
}

#[test]
fn the_check_catches_a_type_name_defined_twice_on_purpose() {
    let sources = fixture(&[
        (
            "game/record.rs",
            "pub struct Game; pub(crate) enum Reading {} struct Private; \
             #[cfg(test)] mod tests { pub struct Once; }",
        ),
        (
            "sheet/mod.rs",
            "pub struct Game; mod inner { pub trait Reading {} } struct Private; pub type Once = u8;",
        ),
    ]);
    let found = twice(&sources);
    assert_eq!(found, BTreeSet::from(["Game".into(), "Reading".into()]));
}
