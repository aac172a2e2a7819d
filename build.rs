//! Build script: rebuild when locales change, and let the linker find libvosk from the vosk wheel.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-env-changed=PEGCHESS_VOSK_LIB");
    println!("cargo:rerun-if-changed=.vendor/vosk");
    // scripts/setup unpacks libvosk.so here; PEGCHESS_VOSK_LIB points elsewhere if wanted.
    let dir = std::env::var_os("PEGCHESS_VOSK_LIB")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".vendor/vosk"));
    if dir.join("libvosk.so").exists() {
        println!("cargo:rustc-link-search=native={}", dir.display());
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
    }
}
