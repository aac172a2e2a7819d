//! The source read into one import graph: what each file names (its `use`s and paths, made absolute), its
//! functions' lengths, its game starts, the sessions it makes and hands events to (`Said`), and the files by
//! module path with the `pub use`s between them (`Tree`), from both crates' sources or from a self-check's
//! fixture.

use super::{Source, is_test_only, sources};
use proc_macro2::Span;
use std::collections::{BTreeSet, HashMap};
use syn::visit::Visit;

/// What one file says: the module paths it names (absolute), its functions' lengths, its game starts, the
/// sessions it makes and the events it hands a session.
#[derive(Default)]
pub(super) struct Said {
    module: Vec<String>,
    /// Inline modules entered, inside the file's own module.
    inner: Vec<String>,
    paths: Vec<Vec<String>>,
    /// Each function's name and length in lines, signature to closing brace.
    pub(super) functions: Vec<(String, usize)>,
    /// Calls of `live::run`.
    pub(super) game_starts: usize,
    /// Calls of `Session::new`.
    pub(super) sessions_made: usize,
    /// Method calls `.handle(..)`: an event handed to a session.
    pub(super) handled: usize,
    reexports: Vec<(String, Vec<String>)>,
}

impl Said {
    fn here(&self) -> Vec<String> {
        self.module.iter().chain(&self.inner).cloned().collect()
    }

    /// `segments` as an absolute module path, when it starts at the crate (the core crate's rooms are the
    /// program's, under the same names), `super` or `self`.
    fn absolute(&self, segments: &[String]) -> Option<Vec<String>> {
        let mut here = self.here();
        let mut rest = segments;
        match rest.first().map(String::as_str) {
            Some("crate" | "pegchess_core") => {
                here.clear();
                rest = &rest[1..];
            }
            Some("super") | Some("self") => {
                while let Some(first) = rest.first() {
                    match first.as_str() {
                        "super" => {
                            here.pop()?;
                        }
                        "self" => {}
                        _ => break,
                    }
                    rest = &rest[1..];
                }
            }
            _ => return None,
        }
        Some(here.into_iter().chain(rest.iter().cloned()).collect())
    }

    fn note(&mut self, segments: Vec<String>) {
        if let Some(abs) = self.absolute(&segments) {
            self.paths.push(abs);
        }
    }

    fn length(&mut self, name: &syn::Ident, from: Span, to: Span) {
        let lines = to.end().line.saturating_sub(from.start().line) + 1;
        self.functions.push((name.to_string(), lines));
    }
}

/// The paths a `use` tree names, each from its root.
pub(super) fn use_paths(tree: &syn::UseTree, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    match tree {
        syn::UseTree::Path(p) => {
            let mut next = prefix;
            next.push(p.ident.to_string());
            use_paths(&p.tree, next, out);
        }
        syn::UseTree::Name(n) => {
            let mut next = prefix;
            if n.ident != "self" {
                next.push(n.ident.to_string());
            }
            out.push(next);
        }
        syn::UseTree::Rename(r) => {
            let mut next = prefix;
            next.push(r.ident.to_string());
            out.push(next);
        }
        syn::UseTree::Glob(_) => out.push(prefix),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_paths(t, prefix.clone(), out);
            }
        }
    }
}

impl<'a> Visit<'a> for Said {
    fn visit_item_mod(&mut self, m: &'a syn::ItemMod) {
        if is_test_only(&m.attrs) || m.content.is_none() {
            return;
        }
        self.inner.push(m.ident.to_string());
        syn::visit::visit_item_mod(self, m);
        self.inner.pop();
    }

    fn visit_item_use(&mut self, u: &'a syn::ItemUse) {
        if is_test_only(&u.attrs) {
            return;
        }
        let mut found = Vec::new();
        use_paths(&u.tree, Vec::new(), &mut found);
        for p in found {
            let public = matches!(u.vis, syn::Visibility::Public(_));
            if public && let (Some(name), Some(abs)) = (p.last(), self.absolute(&p)) {
                self.reexports.push((name.clone(), abs));
            }
            self.note(p);
        }
    }

    fn visit_path(&mut self, p: &'a syn::Path) {
        let segments: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        self.note(segments);
        syn::visit::visit_path(self, p);
    }

    fn visit_expr_call(&mut self, c: &'a syn::ExprCall) {
        if let syn::Expr::Path(p) = &*c.func {
            let names: Vec<String> = p
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            if names.ends_with(&["live".to_string(), "run".to_string()]) {
                self.game_starts += 1;
            }
            if names.ends_with(&["Session".to_string(), "new".to_string()]) {
                self.sessions_made += 1;
            }
        }
        syn::visit::visit_expr_call(self, c);
    }

    fn visit_expr_method_call(&mut self, c: &'a syn::ExprMethodCall) {
        if c.method == "handle" {
            self.handled += 1;
        }
        syn::visit::visit_expr_method_call(self, c);
    }

    fn visit_item_fn(&mut self, f: &'a syn::ItemFn) {
        if is_test_only(&f.attrs) {
            return;
        }
        let close = f.block.brace_token.span.close();
        self.length(&f.sig.ident, f.sig.fn_token.span, close);
        syn::visit::visit_item_fn(self, f);
    }

    fn visit_impl_item_fn(&mut self, f: &'a syn::ImplItemFn) {
        let close = f.block.brace_token.span.close();
        self.length(&f.sig.ident, f.sig.fn_token.span, close);
        syn::visit::visit_impl_item_fn(self, f);
    }

    fn visit_item_impl(&mut self, i: &'a syn::ItemImpl) {
        if !is_test_only(&i.attrs) {
            syn::visit::visit_item_impl(self, i);
        }
    }
}

/// The source read once: every file's findings, and the files by module path.
pub(super) struct Tree {
    /// Every file with what it says.
    pub(super) files: Vec<(Source, Said)>,
    /// The files by module path.
    pub(super) by_module: HashMap<Vec<String>, usize>,
    /// `pub use` in a module: (module, name) to the module the name comes from.
    reexports: HashMap<(Vec<String>, String), Vec<String>>,
}

impl Tree {
    /// Both crates' sources read.
    pub(super) fn read() -> Tree {
        Tree::of(sources())
    }

    /// The graph of `sources` (all of both crates' sources, or a fixture).
    pub(super) fn of(sources: Vec<Source>) -> Tree {
        let mut files = Vec::new();
        for s in sources {
            let mut said = Said {
                module: s.module.clone(),
                ..Said::default()
            };
            said.visit_file(&s.ast);
            files.push((s, said));
        }
        let by_module = files
            .iter()
            .enumerate()
            .map(|(i, (s, _))| (s.module.clone(), i))
            .collect();
        let mut reexports = HashMap::new();
        for (s, said) in &files {
            for (name, abs) in &said.reexports {
                reexports.insert((s.module.clone(), name.clone()), abs.clone());
            }
        }
        Tree {
            files,
            by_module,
            reexports,
        }
    }

    /// The file an absolute path lands in: its longest module prefix, through one `pub use` there.
    fn target(&self, abs: &[String]) -> Option<usize> {
        let mut path = abs.to_vec();
        for _ in 0..4 {
            let k = (0..=path.len())
                .rev()
                .find(|&k| self.by_module.contains_key(&path[..k]))?;
            let module = path[..k].to_vec();
            match path.get(k) {
                Some(name) if !self.by_module.contains_key(&path[..=k]) => {
                    match self.reexports.get(&(module.clone(), name.clone())) {
                        Some(from) if *from != path => {
                            path = from.clone();
                            continue;
                        }
                        _ => return self.by_module.get(&module).copied(),
                    }
                }
                _ => return self.by_module.get(&module).copied(),
            }
        }
        None
    }

    /// Each file's imports of other files; a module never counts as importing what it contains.
    pub(super) fn edges(&self) -> Vec<BTreeSet<usize>> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, (s, said))| {
                said.paths
                    .iter()
                    .filter_map(|p| self.target(p))
                    .filter(|&t| t != i && !self.files[t].0.module.starts_with(&s.module))
                    .collect()
            })
            .collect()
    }

    /// Every file read.
    pub(super) fn sources(&self) -> impl Iterator<Item = &Source> {
        self.files.iter().map(|(s, _)| s)
    }

    /// The path under its crate's `src/` of file `i`.
    pub(super) fn path(&self, i: usize) -> &str {
        &self.files[i].0.path
    }
}

/// The rooms in `src/lib.rs` order: its modules and the core crate's rooms it re-exports
/// (`pub use pegchess_core::session;`).
pub(super) fn rooms(tree: &Tree) -> Vec<String> {
    let lib = &tree.files[tree.by_module[&Vec::new()]].0.ast;
    lib.items
        .iter()
        .filter_map(|i| match i {
            syn::Item::Mod(m) => Some(m.ident.to_string()),
            syn::Item::Use(u) => match &u.tree {
                syn::UseTree::Path(p) if p.ident == "pegchess_core" => match &*p.tree {
                    syn::UseTree::Name(n) => Some(n.ident.to_string()),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        })
        .collect()
}
