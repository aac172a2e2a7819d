# Sourced by scripts/package and scripts/reproducible-build.sh (not run): what a release build needs so that
# anyone building the same commit with the same toolchain and features gets the same binary. The checkout's
# folder and cargo's home are remapped (panic messages and debug paths name /pegchess and /cargo, never
# where the build ran), incremental compilation is off, and the package's file times are the commit's.
# shellcheck shell=bash
release_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
release_cargo_home=${CARGO_HOME:-$HOME/.cargo}
export RUSTFLAGS="--remap-path-prefix=$release_root=/pegchess --remap-path-prefix=$release_cargo_home=/cargo"
export CARGO_INCREMENTAL=0
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$release_root" log -1 --format=%ct)}
export SOURCE_DATE_EPOCH
