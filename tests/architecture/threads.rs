//! Every thread is started through the supervisor (`src/worker.rs`): no `thread::spawn`, `thread::Builder`
//! or `spawn_scoped` anywhere else in either crate's sources, test modules included, so that no worker can die in silence.
//! The check catches a start made on purpose.

use syn::visit::Visit;

/// The one file that starts threads.
const SUPERVISOR: &str = "worker.rs";

/// The thread starts one file's syntax makes, each as the path or method it names.
#[derive(Default)]
struct Starts(Vec<String>);

/// Whether `names` (a path's segments) name a way to start a thread.
fn starts_thread(names: &[String]) -> bool {
    names
        .windows(2)
        .any(|w| w[0] == "thread" && (w[1] == "spawn" || w[1] == "Builder"))
}

impl<'ast> Visit<'ast> for Starts {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if starts_thread(&names) {
            self.0.push(names.join("::"));
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut found = Vec::new();
        imported(&item.tree, Vec::new(), &mut found);
        self.0.extend(found);
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        if call.method == "spawn_scoped" {
            self.0.push(".spawn_scoped".into());
        }
        syn::visit::visit_expr_method_call(self, call);
    }
}

/// The thread starts a `use` tree brings in (`use std::thread::{spawn, Builder}`).
fn imported(tree: &syn::UseTree, mut prefix: Vec<String>, out: &mut Vec<String>) {
    let mut check = |names: Vec<String>| {
        if starts_thread(&names) {
            out.push(names.join("::"));
        }
    };
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            imported(&p.tree, prefix, out);
        }
        syn::UseTree::Name(n) => check([prefix, vec![n.ident.to_string()]].concat()),
        syn::UseTree::Rename(r) => check([prefix, vec![r.ident.to_string()]].concat()),
        syn::UseTree::Glob(_) => check([prefix, vec!["spawn".to_string()]].concat()),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                imported(t, prefix.clone(), out);
            }
        }
    }
}

/// The thread starts in `text`.
fn starts_in(text: &str) -> Vec<String> {
    let mut starts = Starts::default();
    starts.visit_file(&syn::parse_file(text).expect("parses"));
    starts.0
}

#[test]
fn every_thread_is_started_through_the_supervisor() {
    let outside: Vec<(String, Vec<String>)> = super::on_the_sources(|t| {
        t.sources()
            .filter(|s| s.path != SUPERVISOR)
            .filter_map(|s| {
                let mut starts = Starts::default();
                starts.visit_file(&s.ast);
                (!starts.0.is_empty()).then(|| (s.path.clone(), starts.0))
            })
            .collect()
    });
    assert!(
        outside.is_empty(),
        "threads started outside {SUPERVISOR} (start them with `worker::spawn`): {outside:?}"
    );
}

#[test]
fn the_check_catches_threads_started_on_purpose() {
    let fixture = r#"
        use std::thread::{self, Builder};
        fn a() { std::thread::spawn(|| ()); }
        fn b() { let _ = thread::Builder::new().spawn(|| ()); }
        fn c() { std::thread::scope(|s| { let _ = Builder::new().spawn_scoped(s, || ()); }); }
    "#;
    let found = starts_in(fixture);
    assert!(
        found.contains(&"std::thread::Builder".to_string()),
        "{found:?}"
    );
    assert!(
        found.contains(&"std::thread::spawn".to_string()),
        "{found:?}"
    );
    assert!(
        found.contains(&"thread::Builder::new".to_string()),
        "{found:?}"
    );
    assert!(found.contains(&".spawn_scoped".to_string()), "{found:?}");
    // The supervisor's own way is no start: `worker::spawn` names no `thread`.
    assert!(starts_in("fn d() { let _ = crate::worker::spawn(K, || ()); }").is_empty());
}
