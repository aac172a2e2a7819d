//! The voice loop with a scripted transcriber: final transcripts are sent on, audio heard while the
//! program speaks is dropped and the cut utterance forgotten, the open utterance is finished at the
//! end; and a microphone that is not there is a clear error, never a panic.

#[cfg(feature = "voice")]
use pegchess::voice::CaptureError;
use pegchess::voice::listener::recognise_pieces;
use pegchess::voice::{Heard, Pause, Transcriber};
use std::sync::mpsc;

/// "Recognises" the number of loud samples of each utterance; an utterance ends at a silent piece.
#[derive(Default)]
struct Counter {
    loud: usize,
}

impl Transcriber for Counter {
    fn accept(&mut self, samples: &[i16]) -> Option<String> {
        let loud = samples.iter().filter(|&&s| s != 0).count();
        self.loud += loud;
        (loud == 0 && self.loud > 0).then(|| std::mem::take(&mut self.loud).to_string())
    }

    fn finish(&mut self) -> Option<String> {
        (self.loud > 0).then(|| std::mem::take(&mut self.loud).to_string())
    }

    fn reset(&mut self) {
        self.loud = 0;
    }
}

fn loud(n: usize) -> Vec<i16> {
    vec![1000; n]
}

fn quiet(n: usize) -> Vec<i16> {
    vec![0; n]
}

fn run(pieces: Vec<Vec<i16>>, pause_at: Option<(usize, usize)>) -> Vec<Heard> {
    let pause = Pause::default();
    let (tx, rx) = mpsc::channel::<Heard>();
    let feed = pieces.into_iter().enumerate().map(|(i, p)| {
        if let Some((from, to)) = pause_at {
            pause.set((from..to).contains(&i));
        }
        p
    });
    recognise_pieces(Counter::default(), feed, &pause, &tx);
    drop(tx);
    rx.into_iter().collect()
}

fn words(n: &str) -> Heard {
    Heard::Words(n.to_string())
}

#[test]
fn each_utterance_is_sent_when_it_ends() {
    let heard = run(vec![loud(100), loud(50), quiet(10), loud(7)], None);
    assert_eq!(heard, [words("150"), words("7")]);
}

#[test]
fn audio_heard_while_the_program_speaks_is_dropped() {
    // Pieces 1 and 2 arrive while the program speaks: the utterance begun in piece 0 is forgotten.
    let heard = run(
        vec![loud(100), loud(40), loud(30), loud(5), quiet(10)],
        Some((1, 3)),
    );
    assert_eq!(heard, [words("5")]);
}

#[test]
fn the_loop_stops_at_the_first_utterance_nobody_takes() {
    let (tx, rx) = mpsc::channel::<Heard>();
    drop(rx);
    // A hundred utterances wait; the first one ends at the second piece, finds nobody, and the loop ends.
    let taken = std::cell::Cell::new(0);
    let pieces = std::iter::repeat_n([loud(10), quiet(1)], 100)
        .flatten()
        .inspect(|_| taken.set(taken.get() + 1));
    recognise_pieces(Counter::default(), pieces, &Pause::default(), &tx);
    assert_eq!(taken.get(), 2);
}

#[cfg(feature = "voice")]
#[test]
fn a_missing_microphone_is_a_clear_error() {
    let (tx, _rx) = mpsc::channel::<Heard>();
    let err = pegchess::voice::spawn(Counter::default(), Some("no such microphone 1234"), tx)
        .expect_err("there is no such device");
    match &err {
        CaptureError::NoDevice { wanted, .. } => {
            assert_eq!(wanted.as_deref(), Some("no such microphone 1234"))
        }
        other => panic!("expected NoDevice, got {other:?}"),
    }
    assert!(
        err.to_string()
            .contains("no input device 'no such microphone 1234'")
    );
}

#[cfg(feature = "voice")]
#[test]
fn the_default_microphone_opens_or_says_why_not() {
    let (tx, _rx) = mpsc::channel::<Heard>();
    match pegchess::voice::spawn(Counter::default(), None, tx) {
        Ok(listener) => eprintln!("default microphone: {}", listener.device()),
        Err(e) => {
            let text = e.to_string();
            assert!(
                text.contains("voice input is off") || text.contains("microphone"),
                "{text}"
            );
            eprintln!("no default microphone: {text}");
        }
    }
}
