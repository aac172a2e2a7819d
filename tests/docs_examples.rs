//! Every example in the README and the guides runs as shown: each `$ pegchess ...` line of a fenced block
//! (but those marked `text`, which start a game at the board) is run through the real binary from the
//! repository's root, and each line of output shown under it (`...` stands for lines left out) must come out,
//! in that order. An example that stops working fails here.

use std::path::{Path, PathBuf};

/// The README and the guides.
fn documents() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut docs = vec![root.join("README.md"), root.join("hardware/WIRING.md")];
    let mut guides: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    guides.sort();
    docs.extend(guides);
    docs
}

/// One example: the document and line, the command's words, and the output shown.
struct Example {
    at: String,
    words: Vec<String>,
    shown: Vec<String>,
}

/// The examples of one document.
fn examples(path: &Path) -> Vec<Example> {
    let text = std::fs::read_to_string(path).expect("a document");
    let mut out: Vec<Example> = Vec::new();
    let mut fence: Option<String> = None;
    for (i, line) in text.lines().enumerate() {
        if let Some(info) = line.strip_prefix("```") {
            fence = match fence {
                Some(_) => None,
                None => Some(info.trim().to_string()),
            };
            continue;
        }
        let Some(info) = &fence else { continue };
        if info == "text" {
            continue;
        }
        match line.strip_prefix("$ ") {
            Some(command) if command.starts_with("pegchess ") => {
                let command = command.split(" #").next().unwrap_or(command);
                out.push(Example {
                    at: format!("{}:{}", path.display(), i + 1),
                    words: words(command),
                    shown: Vec::new(),
                });
            }
            // Another program's command ends the output shown.
            Some(_) => {}
            None => {
                if let Some(e) = out.last_mut() {
                    e.shown.push(line.to_string());
                }
            }
        }
    }
    out
}

/// A command line's words, double quotes grouping.
fn words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in command.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

#[test]
fn every_example_in_the_readme_and_the_guides_runs_as_shown() {
    let all: Vec<Example> = documents().iter().flat_map(|d| examples(d)).collect();
    assert!(
        all.len() >= 5,
        "only {} examples found: the scan is broken",
        all.len()
    );
    for e in &all {
        let args: Vec<&str> = e.words[1..].iter().map(String::as_str).collect();
        let (ok, stdout, stderr) = crate::support::pegchess(&args);
        assert!(ok, "{}: {:?} failed: {stderr}", e.at, e.words);
        let mut rest = stdout.lines();
        for line in e.shown.iter().map(|l| l.trim_end()) {
            if line.is_empty() || line == "..." {
                continue;
            }
            assert!(
                rest.any(|out| out.trim_end() == line),
                "{}: the output shown is not what {:?} prints.\nshown: {line}\nprinted:\n{stdout}",
                e.at,
                e.words
            );
        }
    }
}
