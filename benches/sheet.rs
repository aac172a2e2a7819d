//! Benchmarks: a 60-move game of the corpus (its first 120 half-moves) made into a BRF score sheet
//! (liblouis's lou_translate: header, moves, their back-translation check, page numbers) and into a
//! large-print PDF.

use criterion::{Criterion, criterion_group};
use pegchess::game::pgn;
use pegchess::live::sheets::{BrailleOptions, braille_sheet};
use pegchess::notation::Language;
use pegchess::sheet::braille::{BraillePageSize, Encoding};
use pegchess::sheet::pdf::{self, Layout, Paper};
use pegchess::sheet::{Game, Labels, Writing};
use std::hint::black_box;

const CORPUS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/corpus/tatamast22.pgn"
);

/// The first corpus game of 60 moves or more, cut to exactly 60.
fn sixty_moves() -> Game {
    let games = pgn::read_file(std::path::Path::new(CORPUS)).expect("the corpus");
    let mut game = games
        .into_iter()
        .flatten()
        .map(|g| Game::from_pgn(&g))
        .find(|g| g.plies.len() >= 120)
        .expect("a game of 60 moves in the corpus");
    game.plies.truncate(120);
    game
}

fn bench(c: &mut Criterion) {
    let game = sixty_moves();
    let writing = Writing {
        notation: Language::En,
        figurines: false,
    };
    let options = BrailleOptions {
        language: Language::En,
        writing,
        encoding: Encoding::Brf,
        contracted: false,
        clocks: true,
        size: BraillePageSize::default(),
        code: pegchess::config::BrailleCode::Literary,
    };
    c.bench_function("sheet_brf_60_moves", |b| {
        b.iter(|| black_box(braille_sheet(black_box(&game), &options).expect("a BRF sheet")))
    });
    let labels = Labels::new(Language::En);
    let layout = Layout {
        paper: Paper::A4,
        font_size: pdf::DEFAULT_FONT_SIZE,
        writing,
    };
    c.bench_function("sheet_pdf_60_moves", |b| {
        b.iter(|| black_box(pdf::sheet(black_box(&game), &labels, layout).expect("a PDF sheet")))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
