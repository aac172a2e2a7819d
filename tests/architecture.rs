//! The architecture guards itself: the source read as the compiler reads it (syn), checked for what
//! ARCHITECTURE.md promises. No import circle between files; a room uses only rooms above it in `src/lib.rs`;
//! no command imports another; a game starts only in `live/`; no function over [`MAX_FN_LINES`]; `Session`
//! coordinates at most [`MAX_SESSION_PARTS`] parts; no file name is used twice in `src/` but those listed in
//! [`SAME_NAME_SAME_THING`]; `speech/`'s rooms depend one way ([`SPEECH_ROOMS`]); no thread is started
//! outside the supervisor (`architecture/threads.rs`). The limits are named
//! constants; the debts still owed are named lists that may only shrink (a debt paid and still listed fails
//! too), so a change to either is seen in its commit.

mod threads;

use proc_macro2::Span;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use syn::visit::Visit;

/// The longest a function may be, in lines, signature to closing brace.
const MAX_FN_LINES: usize = 80;
/// The most fields (parts) `Session` may coordinate.
const MAX_SESSION_PARTS: usize = 12;

/// Functions still longer than [`MAX_FN_LINES`] (file and name): to be split, never added to.
const LONG_FUNCTIONS_OWED: &[(&str, &str)] = &[];
/// Import circles still owed, each as its files sorted: to be broken, never added to.
const CIRCLES_OWED: &[&[&str]] = &[];
/// Rooms that use a room below them (file, room used): to be turned round, never added to.
const UPWARD_OWED: &[(&str, &str)] = &[];
/// Calls that start a game outside `live/` (file): to move into `live/`, never added to.
const GAME_STARTS_OWED: &[&str] = &[];

/// File names used more than once in `src/` because they name one thing, each with every file of that name
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
        "protocol.rs",
        &["board/dgt/protocol.rs", "board/peg/protocol.rs"],
        "each board kind's wire protocol",
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
/// `speech/`'s rooms from the bottom up: a file in one uses none above it.
const SPEECH_ROOMS: &[&str] = &["phrases", "rendering", "speakers"];

/// One source file: its path under `src/`, its module path, and its items.
struct Source {
    path: String,
    module: Vec<String>,
    ast: syn::File,
}

fn sources() -> Vec<Source> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    walk(&root, &mut files);
    files
        .into_iter()
        .filter_map(|p| {
            let rel = p.strip_prefix(&root).ok()?.to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).ok()?;
            let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{rel}: {e}"));
            Some(Source {
                module: module_of(&rel),
                path: rel,
                ast,
            })
        })
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

fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.meta
                .require_list()
                .is_ok_and(|l| l.tokens.to_string().contains("test"))
    })
}

/// What one file says: the module paths it names (absolute), its functions' lengths, its game starts.
#[derive(Default)]
struct Said {
    module: Vec<String>,
    /// Inline modules entered, inside the file's own module.
    inner: Vec<String>,
    paths: Vec<Vec<String>>,
    functions: Vec<(String, usize)>,
    game_starts: usize,
    reexports: Vec<(String, Vec<String>)>,
}

impl Said {
    fn here(&self) -> Vec<String> {
        self.module.iter().chain(&self.inner).cloned().collect()
    }

    /// `segments` as an absolute module path, when it starts at the crate, `super` or `self`.
    fn absolute(&self, segments: &[String]) -> Option<Vec<String>> {
        let mut here = self.here();
        let mut rest = segments;
        match rest.first().map(String::as_str) {
            Some("crate") => {
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

fn use_paths(tree: &syn::UseTree, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
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
        }
        syn::visit::visit_expr_call(self, c);
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
struct Tree {
    files: Vec<(Source, Said)>,
    by_module: HashMap<Vec<String>, usize>,
    /// `pub use` in a module: (module, name) to the module the name comes from.
    reexports: HashMap<(Vec<String>, String), Vec<String>>,
}

fn tree() -> Tree {
    let mut files = Vec::new();
    for s in sources() {
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

impl Tree {
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
    fn edges(&self) -> Vec<BTreeSet<usize>> {
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

    fn path(&self, i: usize) -> &str {
        &self.files[i].0.path
    }
}

/// The strongly connected parts of more than one file (Tarjan), each sorted by path.
fn circles(tree: &Tree) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn connect(s: &mut State, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on[v] = true;
        for &w in s.edges[v].clone().iter() {
            match s.index[w] {
                None => {
                    connect(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(i) if s.on[w] => s.low[v] = s.low[v].min(i),
                _ => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut part = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on[w] = false;
                part.push(w);
                if w == v {
                    break;
                }
            }
            if part.len() > 1 {
                s.out.push(part);
            }
        }
    }
    let edges = tree.edges();
    let n = edges.len();
    let mut s = State {
        edges: &edges,
        index: vec![None; n],
        low: vec![0; n],
        on: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if s.index[v].is_none() {
            connect(&mut s, v);
        }
    }
    let mut found: Vec<Vec<String>> = s
        .out
        .into_iter()
        .map(|part| {
            let mut names: Vec<String> = part.iter().map(|&i| tree.path(i).to_string()).collect();
            names.sort();
            names
        })
        .collect();
    found.sort();
    found
}

/// The rooms in `src/lib.rs` order.
fn rooms(tree: &Tree) -> Vec<String> {
    let lib = &tree.files[tree.by_module[&Vec::new()]].0.ast;
    lib.items
        .iter()
        .filter_map(|i| match i {
            syn::Item::Mod(m) => Some(m.ident.to_string()),
            _ => None,
        })
        .collect()
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
fn no_import_circle_between_files() {
    let tree = tree();
    let found: BTreeSet<Vec<String>> = circles(&tree).into_iter().collect();
    let listed = CIRCLES_OWED
        .iter()
        .map(|c| c.iter().map(|s| s.to_string()).collect())
        .collect();
    owed("import circles", found, listed);
}

#[test]
fn a_room_uses_only_rooms_above_it_and_no_command_imports_another() {
    let tree = tree();
    let order = rooms(&tree);
    let rank = |module: &[String]| {
        module
            .first()
            .and_then(|r| order.iter().position(|o| o == r))
    };
    let edges = tree.edges();
    let mut upward = BTreeSet::new();
    let mut commands = Vec::new();
    for (i, targets) in edges.iter().enumerate() {
        let from = &tree.files[i].0.module;
        for &t in targets {
            let to = &tree.files[t].0.module;
            if let (Some(a), Some(b)) = (rank(from), rank(to))
                && b > a
            {
                upward.insert((tree.path(i).to_string(), order[b].clone()));
            }
            let command = |m: &[String]| {
                m.len() == 2 && m[0] == "commands" && m[1] != "errors" && m[1] != "mod"
            };
            if command(from) && command(to) {
                commands.push((tree.path(i), tree.path(t)));
            }
        }
    }
    assert!(
        commands.is_empty(),
        "a command imports another: {commands:#?}"
    );
    let listed = UPWARD_OWED
        .iter()
        .map(|(f, r)| (f.to_string(), r.to_string()))
        .collect();
    owed("rooms used from above", upward, listed);
}

#[test]
fn a_game_starts_only_in_live_and_no_function_is_longer_than_the_limit() {
    let tree = tree();
    let starts: BTreeSet<String> = tree
        .files
        .iter()
        .filter(|(s, said)| said.game_starts > 0 && !s.path.starts_with("live/"))
        .map(|(s, _)| s.path.clone())
        .collect();
    owed(
        "game starts outside live/",
        starts,
        GAME_STARTS_OWED.iter().map(|s| s.to_string()).collect(),
    );
    let long: BTreeSet<(String, String)> = tree
        .files
        .iter()
        .flat_map(|(s, said)| {
            said.functions
                .iter()
                .filter(|(_, lines)| *lines > MAX_FN_LINES)
                .map(|(name, _)| (s.path.clone(), name.clone()))
        })
        .collect();
    owed(
        "functions over the limit",
        long,
        LONG_FUNCTIONS_OWED
            .iter()
            .map(|(f, n)| (f.to_string(), n.to_string()))
            .collect(),
    );
}

#[test]
fn the_session_coordinates_few_parts() {
    let tree = tree();
    let session = &tree.files[tree.by_module[&vec!["session".to_string()]]]
        .0
        .ast;
    let fields = session
        .items
        .iter()
        .find_map(|i| match i {
            syn::Item::Struct(s) if s.ident == "Session" => Some(s.fields.len()),
            _ => None,
        })
        .expect("struct Session in session/mod.rs");
    assert!(
        fields <= MAX_SESSION_PARTS,
        "Session has {fields} fields; at most {MAX_SESSION_PARTS}"
    );
}

/// The checks find what they look for: a circle, an upward use and a long function made on purpose.
#[test]
fn the_checks_catch_a_circle_made_on_purpose() {
    let file = |path: &str, text: &str| {
        let mut said = Said {
            module: module_of(path),
            ..Said::default()
        };
        said.visit_file(&syn::parse_file(text).unwrap());
        (
            Source {
                path: path.to_string(),
                module: module_of(path),
                ast: syn::parse_file(text).unwrap(),
            },
            said,
        )
    };
    let body = (0..MAX_FN_LINES)
        .map(|_| "    let _ = 1;\n")
        .collect::<String>();
    let files = vec![
        file("lib.rs", "pub mod a;\npub mod b;\n"),
        file("a.rs", "use crate::b::B;\npub struct A;\n"),
        file(
            "b.rs",
            &format!("use crate::a::A;\npub struct B;\nfn long() {{\n{body}}}\n"),
        ),
    ];
    let by_module = files
        .iter()
        .enumerate()
        .map(|(i, (s, _))| (s.module.clone(), i))
        .collect();
    let tree = Tree {
        files,
        by_module,
        reexports: HashMap::new(),
    };
    assert_eq!(
        circles(&tree),
        vec![vec!["a.rs".to_string(), "b.rs".to_string()]]
    );
    let long: BTreeMap<&str, usize> = tree.files[2]
        .1
        .functions
        .iter()
        .map(|(n, l)| (n.as_str(), *l))
        .collect();
    assert!(long["long"] > MAX_FN_LINES, "{long:?}");
}

#[test]
fn no_file_name_is_used_twice_for_different_things() {
    let mut by_name: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for s in sources() {
        let name = s.path.rsplit('/').next().unwrap_or(&s.path).to_string();
        if name != "mod.rs" {
            by_name.entry(name).or_default().push(s.path);
        }
    }
    let found: BTreeSet<(String, Vec<String>)> = by_name
        .into_iter()
        .filter(|(_, paths)| paths.len() > 1)
        .map(|(name, mut paths)| {
            paths.sort();
            (name, paths)
        })
        .collect();
    let listed: BTreeSet<(String, Vec<String>)> = SAME_NAME_SAME_THING
        .iter()
        .map(|(name, paths, _)| {
            let mut paths: Vec<String> = paths.iter().map(|p| p.to_string()).collect();
            paths.sort();
            (name.to_string(), paths)
        })
        .collect();
    let different: Vec<_> = found.difference(&listed).collect();
    let stale: Vec<_> = listed.difference(&found).collect();
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
fn speech_rooms_depend_one_way() {
    let tree = tree();
    let room = |module: &[String]| match module {
        [speech, room, ..] if speech == "speech" => SPEECH_ROOMS.iter().position(|r| r == room),
        _ => None,
    };
    let mut upward = Vec::new();
    for (i, targets) in tree.edges().iter().enumerate() {
        for &t in targets {
            if let (Some(a), Some(b)) =
                (room(&tree.files[i].0.module), room(&tree.files[t].0.module))
                && b > a
            {
                upward.push((tree.path(i), tree.path(t)));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "a speech room uses one above it ({SPEECH_ROOMS:?}, bottom up): {upward:#?}"
    );
}
