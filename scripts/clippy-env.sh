# Sourced by scripts/test and scripts/test-install: clippy-driver becomes the compiler of pegchess's own targets
# (not of its dependencies), with warnings denied, so every target clippy would check is linted as it compiles
# and a lint fails the build. `cargo clippy --all-targets -- -D warnings` checks the same, but first compiles
# every dependency a second time, only to check it. Both scripts set the same variables, so no target compiles
# twice (cargo rebuilds a target whose compiler changed).
RUSTC_WORKSPACE_WRAPPER="$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver)" \
  || { echo "no clippy-driver: rustup component add clippy" >&2; exit 1; }
export RUSTC_WORKSPACE_WRAPPER
# clippy-driver reads its arguments from CLIPPY_ARGS, separated as cargo clippy separates them.
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
