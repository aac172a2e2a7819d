//! No import circle between files: the strongly connected parts of the import graph, each a circle still
//! owed or a new one that fails. A module never counts as importing what it contains.

use super::tree::Tree;
use super::{fixture, owed};
use std::collections::BTreeSet;

/// Import circles still owed, each as its files sorted: to be broken, never added to.
const CIRCLES_OWED: &[&[&str]] = &[];

/// The strongly connected parts of more than one file (Tarjan), each sorted by path.
pub(super) fn circles(tree: &Tree) -> Vec<Vec<String>> {
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

#[test]
fn no_import_circle_between_files() {
    let found: BTreeSet<Vec<String>> = super::on_the_sources(circles).into_iter().collect();
    let listed = CIRCLES_OWED
        .iter()
        .map(|c| c.iter().map(|s| s.to_string()).collect())
        .collect();
    owed("import circles", found, listed);
}

#[test]
fn the_check_catches_a_circle_made_on_purpose() {
    let tree = Tree::of(fixture(&[
        ("lib.rs", "pub mod a;\npub mod b;\npub mod c;\n"),
        ("a.rs", "use crate::b::B;\npub struct A;\n"),
        ("b.rs", "pub struct B(super::a::A);\n"),
        ("c.rs", "use crate::a::A;\npub struct C;\n"),
    ]));
    assert_eq!(
        circles(&tree),
        vec![vec!["a.rs".to_string(), "b.rs".to_string()]]
    );
}
