#!/bin/sh
# Regenerates src/words/sounds.tsv: the IPA espeak-ng gives every word the reader understands
# (run after adding words to src/words/cues.rs or src/phonetic/vocabulary.rs; needs espeak-ng).
set -e
cd "$(dirname "$0")/.."
PEGCHESS_WRITE_SOUNDS=1 cargo test --quiet --test main sounds -- --exact voice::sounds::every_word_has_its_sound
wc -l src/words/sounds.tsv
