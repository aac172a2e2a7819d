//! Every benchmark of pegchess, in one binary (one build and link instead of nine): `cargo bench` runs them
//! all, `cargo bench --bench benches -- <filter>` those whose names hold the filter (criterion's own
//! filter, e.g. "table 2", "relay", "fair play"). The benchmarks of the optional parts (speech, voice, the
//! window, the relay) are built with their features. Each module's own notes say what it measures.

mod dgt;
mod fair_play;
mod inference;
mod pipeline;
#[cfg(feature = "relay")]
mod relay;
mod sheet;
#[cfg(feature = "speech")]
mod speech;
#[cfg(feature = "voice")]
mod voice;
#[cfg(feature = "window")]
mod window;

fn main() {
    pipeline::benches();
    inference::benches();
    dgt::benches();
    sheet::benches();
    fair_play::benches();
    #[cfg(feature = "speech")]
    speech::benches();
    #[cfg(feature = "voice")]
    voice::benches();
    #[cfg(feature = "window")]
    window::benches();
    #[cfg(feature = "relay")]
    relay::benches();
    criterion::Criterion::default()
        .configure_from_args()
        .final_summary();
}
