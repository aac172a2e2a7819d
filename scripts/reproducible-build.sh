#!/usr/bin/env bash
# Builds the release binary twice from the same commit, in two fresh clones in two different folders, and
# compares their SHA-256s: the same hash means anyone with the same toolchain and features can check that a
# pegchess binary is built from this source (README, "For arbiters and organisers").
#
#   scripts/reproducible-build.sh [COMMIT]     (default: HEAD; takes two release builds, ~30 minutes here)
#
# Exit status 0 when the two binaries are the same. Not part of scripts/test or .ci/run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$root" rev-parse "${1:-HEAD}")
work=$(mktemp -d "${TMPDIR:-/tmp}/pegchess-repro.XXXXXX")
trap 'rm -rf "$work"' EXIT
# libvosk for the `voice` feature: the one scripts/setup put into this checkout, unless one is named.
if [ -z "${PEGCHESS_VOSK_LIB:-}" ] && [ -f "$root/.vendor/vosk/libvosk.so" ]; then
  export PEGCHESS_VOSK_LIB="$root/.vendor/vosk"
fi
say() { printf 'reproducible-build: %s\n' "$*" >&2; }
say "commit $commit, $(rustc --version), default features"
started=$(date +%s)
sums=()
for n in 1 2; do
  # Different folders, different depths: nothing of the path may reach the binary.
  dir="$work/build-$n"
  if [ "$n" = 2 ]; then dir="$dir/deeper/still"; fi
  mkdir -p "$(dirname "$dir")"
  git clone --quiet --no-hardlinks "$root" "$dir"
  git -C "$dir" checkout --quiet --detach "$commit"
  say "build $n in $dir"
  (
    cd "$dir"
    # shellcheck source=scripts/release-env.sh
    source scripts/release-env.sh
    cargo build --quiet --release --locked
  )
  sum=$(sha256sum "$dir/target/release/pegchess" | cut -d' ' -f1)
  say "build $n: $sum"
  sums+=("$sum")
done
took=$(( $(date +%s) - started ))
say "took $((took / 60)) min $((took % 60)) s for both builds"
if [ "${sums[0]}" = "${sums[1]}" ]; then
  echo "same: ${sums[0]} (commit $commit, $(rustc --version), ${took} s)"
else
  echo "DIFFERENT: ${sums[0]} vs ${sums[1]} (commit $commit, ${took} s)"
  exit 1
fi
