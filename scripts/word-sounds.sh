#!/bin/sh
# Regenerates crates/pegchess-core/src/words/sounds.tsv: the IPA espeak-ng gives every word the reader understands
# (run after adding words to crates/pegchess-core/src/words/cues.rs or .../phonetic/vocabulary.rs; needs espeak-ng).
set -e
cd "$(dirname "$0")/.."
PEGCHESS_WRITE_SOUNDS=1 cargo test --quiet --test main sounds -- --exact voice::sounds::every_word_has_its_sound
wc -l crates/pegchess-core/src/words/sounds.tsv
