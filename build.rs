//! Build script: rebuild when locales change, and, with the `voice` feature, find libvosk for the linker
//! or stop with one clear message. The binary looks for libvosk beside itself (`$ORIGIN`) and in the
//! package's library folder (`$ORIGIN/../lib/pegchess`), never in the checkout.

use std::path::{Path, PathBuf};

/// The environment variable naming a folder that holds libvosk.
const VOSK_ENV: &str = "PEGCHESS_VOSK_LIB";

fn main() {
    println!("cargo::rerun-if-changed=locales");
    println!("cargo::rerun-if-changed=assets");
    println!("cargo::rerun-if-env-changed={VOSK_ENV}");
    if std::env::var_os("CARGO_FEATURE_VOICE").is_none() {
        return;
    }
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let names = library_names(&os);
    let Some(dir) = find_vosk(names) else {
        let asked = match std::env::var_os(VOSK_ENV) {
            Some(dir) => format!(
                "{VOSK_ENV}={} holds no {}",
                Path::new(&dir).display(),
                names[0]
            ),
            None => format!("no {} was found", names[0]),
        };
        println!(
            "cargo::error=the `voice` feature needs libvosk and {asked}. Fix it one of three ways: run `scripts/setup` \
             (puts libvosk into .vendor/vosk), or set {VOSK_ENV} to a folder holding {}, or build without voice input: \
             `cargo build --no-default-features --features speech` (or `--no-default-features` for a console-only pegchess).",
            names[0]
        );
        return;
    };
    println!("cargo::rerun-if-changed={}", dir.join(names[0]).display());
    println!("cargo::rustc-link-search=native={}", dir.display());
    if os == "linux" {
        // Beside the binary (a copied binary, target/debug), then the Debian package's library folder.
        println!("cargo::rustc-link-arg=-Wl,-rpath,$ORIGIN:$ORIGIN/../lib/pegchess");
        // So that target/<profile>/pegchess and the test binaries in deps/ find it: put a copy beside them.
        if let Some(profile) = profile_dir() {
            for to in [profile.clone(), profile.join("deps")] {
                copy_if_changed(&dir.join(names[0]), &to.join(names[0]));
            }
        }
    }
}

/// The file names of libvosk on the target system, the one to ship first.
fn library_names(os: &str) -> &'static [&'static str] {
    match os {
        "windows" => &["libvosk.dll", "libvosk.lib", "vosk.lib"],
        "macos" => &["libvosk.dylib"],
        _ => &["libvosk.so"],
    }
}

/// The folder holding libvosk: `PEGCHESS_VOSK_LIB` when set (and only there), else `.vendor/vosk`
/// (scripts/setup), else the system's library folders.
fn find_vosk(names: &[&str]) -> Option<PathBuf> {
    let holds = |dir: &Path| names.iter().any(|n| dir.join(n).is_file());
    if let Some(dir) = std::env::var_os(VOSK_ENV) {
        let dir = PathBuf::from(dir);
        return holds(&dir).then_some(dir);
    }
    // Read when the script runs, not when it is compiled: one compiled build script may serve checkouts at
    // other paths (cargo gives path packages the same unit hash wherever they are).
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from)?;
    let vendor = manifest.join(".vendor/vosk");
    std::iter::once(vendor)
        .chain(
            [
                "/usr/local/lib",
                "/usr/lib",
                "/usr/lib/x86_64-linux-gnu",
                "/usr/lib/aarch64-linux-gnu",
                "/usr/lib/pegchess",
            ]
            .map(PathBuf::from),
        )
        .find(|d| holds(d))
}

/// `target/<profile>`: three folders above OUT_DIR (`target/<profile>/build/<pkg>-<hash>/out`).
fn profile_dir() -> Option<PathBuf> {
    let out = PathBuf::from(std::env::var_os("OUT_DIR")?);
    out.ancestors().nth(3).map(Path::to_path_buf)
}

/// Copies `from` to `to` unless a file of the same size is there already (through a temporary file
/// and a rename, so that a running program keeps the library it has mapped).
fn copy_if_changed(from: &Path, to: &Path) {
    let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).ok();
    if size(from).is_some() && size(from) != size(to) {
        let tmp = to.with_extension("so.tmp");
        if let Err(e) = std::fs::copy(from, &tmp).and_then(|_| std::fs::rename(&tmp, to)) {
            println!(
                "cargo::warning=cannot copy {} to {}: {e}",
                from.display(),
                to.display()
            );
        }
    }
}
