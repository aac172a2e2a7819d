//! The listening thread: microphone capture feeding a transcriber on a thread of its own, sending
//! each final transcript on, and pausing while the program itself speaks into an open speaker.

#[cfg(feature = "voice")]
use super::capture::{self, Capture, CaptureError, InputFormat};
use super::recognizer::{SAMPLE_RATE, Transcriber};
use std::sync::Arc;
#[cfg(feature = "voice")]
use std::sync::atomic::AtomicU64;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
#[cfg(feature = "voice")]
use std::sync::mpsc::{TrySendError, sync_channel};

/// Audio goes to the recogniser in pieces of this many samples (100 ms).
pub const PIECE: usize = SAMPLE_RATE as usize / 10;
/// At most this many pieces (10 s) wait for the recogniser; later audio is dropped and counted.
#[cfg(feature = "voice")]
const QUEUE: usize = 100;

/// What the listener reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// The transcript of one utterance (words of the grammar; `[unk]` for anything else).
    Words(String),
    /// The microphone failed (unplugged, overrun); listening goes on if the device comes back.
    Trouble(String),
}

/// Set while the program speaks into an open speaker, so that it does not hear itself. With
/// headphones nobody needs to set it. Cheap to clone; every clone is the same flag.
#[derive(Debug, Clone, Default)]
pub struct Pause(Arc<AtomicBool>);

impl Pause {
    /// Pauses (`true`) or resumes (`false`) recognition; audio heard while paused is dropped and
    /// an utterance cut by the pause is forgotten.
    pub fn set(&self, paused: bool) {
        self.0.store(paused, Ordering::SeqCst);
    }

    /// Whether recognition is paused.
    pub fn is_paused(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }

    /// The shared flag itself, for whoever decides when to pause (e.g. the speech thread).
    pub fn flag(&self) -> Arc<AtomicBool> {
        self.0.clone()
    }
}

#[cfg(feature = "voice")]
/// A running listener. Dropping it stops the microphone and ends the thread (the transcript of
/// an utterance still open is sent first).
#[derive(Debug)]
pub struct Listener {
    capture: Option<Capture>,
    thread: Option<crate::worker::Worker<()>>,
    pause: Pause,
    dropped: Arc<AtomicU64>,
}

#[cfg(feature = "voice")]
impl Listener {
    /// The pause flag (for the speaker side).
    pub fn pause(&self) -> Pause {
        self.pause.clone()
    }

    /// The microphone's name.
    pub fn device(&self) -> &str {
        self.capture.as_ref().map_or("", Capture::device)
    }

    /// The format the microphone records in (converted to 16 kHz mono for the recogniser).
    pub fn format(&self) -> Option<InputFormat> {
        self.capture.as_ref().map(Capture::format)
    }

    /// Samples dropped because the recogniser fell more than 10 s behind.
    pub fn dropped_samples(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }
}

#[cfg(feature = "voice")]
impl Drop for Listener {
    fn drop(&mut self) {
        // Stopping the stream closes the audio channel; the thread then finishes.
        self.capture.take();
        if let Some(thread) = self.thread.take() {
            thread.wait();
        }
    }
}

enum Piece {
    Samples(Vec<i16>),
    #[cfg_attr(not(feature = "voice"), allow(dead_code))]
    Trouble(String),
}

#[cfg(feature = "voice")]
/// Starts listening: opens the microphone named `microphone` (the default input when `None`),
/// and runs `transcriber` on its own thread, sending a `T` made from each [`Heard`] to `tx`.
/// Ends when the `Listener` is dropped or `tx`'s receiver is gone. With no usable microphone it
/// returns the reason and starts nothing.
pub fn spawn<R, T>(
    transcriber: R,
    microphone: Option<&str>,
    tx: Sender<T>,
) -> Result<Listener, CaptureError>
where
    R: Transcriber + 'static,
    T: From<Heard> + Send + 'static,
{
    let (audio, pieces) = sync_channel::<Piece>(QUEUE);
    let dropped = Arc::new(AtomicU64::new(0));
    let sink = {
        let audio = audio.clone();
        let dropped = dropped.clone();
        let mut piece = Vec::with_capacity(PIECE * 2);
        move |samples: &[i16]| {
            piece.extend_from_slice(samples);
            if piece.len() >= PIECE {
                let full = std::mem::replace(&mut piece, Vec::with_capacity(PIECE * 2));
                let n = full.len() as u64;
                if let Err(TrySendError::Full(_)) = audio.try_send(Piece::Samples(full)) {
                    dropped.fetch_add(n, Ordering::Relaxed);
                }
            }
        }
    };
    let trouble = move |e: String| {
        let _ = audio.try_send(Piece::Trouble(e));
    };
    let capture = capture::open(microphone, sink, trouble)?;
    let pause = Pause::default();
    let thread = crate::worker::spawn(crate::worker::WorkerKind::Voice, {
        let pause = pause.clone();
        move || recognise(transcriber, pieces, &pause, &tx)
    })
    .map_err(|e| CaptureError::Stream {
        device: capture.device().to_string(),
        reason: capture::StreamProblem::Thread(e),
    })?;
    Ok(Listener {
        capture: Some(capture),
        thread: Some(thread),
        pause,
        dropped,
    })
}

/// Runs the voice loop on the calling thread over audio pieces that are already there (a WAV
/// file, a test): the same pause handling and the same reports as the microphone's thread.
pub fn recognise_pieces<R, T, I>(transcriber: R, pieces: I, pause: &Pause, tx: &Sender<T>)
where
    R: Transcriber,
    T: From<Heard>,
    I: IntoIterator<Item = Vec<i16>>,
{
    recognise(
        transcriber,
        pieces.into_iter().map(Piece::Samples),
        pause,
        tx,
    );
}

/// The voice loop: feeds the pieces to the transcriber until the audio ends or nobody listens.
fn recognise<R: Transcriber, T: From<Heard>>(
    mut transcriber: R,
    pieces: impl IntoIterator<Item = Piece>,
    pause: &Pause,
    tx: &Sender<T>,
) {
    let mut was_paused = false;
    for piece in pieces {
        crate::worker::fault_point(crate::worker::WorkerKind::Voice);
        let heard = match piece {
            Piece::Trouble(e) => Some(Heard::Trouble(e)),
            Piece::Samples(samples) => {
                let paused = pause.is_paused();
                if paused != was_paused {
                    transcriber.reset();
                    was_paused = paused;
                }
                if paused {
                    None
                } else {
                    transcriber.accept(&samples).map(Heard::Words)
                }
            }
        };
        if let Some(heard) = heard
            && tx.send(heard.into()).is_err()
        {
            return;
        }
    }
    if !was_paused && let Some(text) = transcriber.finish() {
        let _ = tx.send(Heard::Words(text).into());
    }
}
