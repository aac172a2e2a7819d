//! The game as sound: what is said for each half-move (the board's own phrases), the spoken pieces joined
//! into one recording with long pauses trimmed, and the chapters (a CUE sheet, Ogg chapter comments).
//! Pure: espeak-ng and opusenc are run by `live::sheets`.

use super::{Game, Writing};
use crate::speech::{NumberedMove, Phrase, SpokenMove};
use shakmaty::{Chess, Position};
use std::time::Duration;

use crate::wav::Wav;
pub use crate::wav::WavError;

/// The longest pause kept inside or between spoken pieces.
pub const MAX_PAUSE: Duration = Duration::from_millis(600);
/// The pause put between two chapters.
pub const CHAPTER_GAP: Duration = Duration::from_millis(400);

/// One chapter of the recording: its title and what is said in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chapter {
    /// The title players show ("23. Sf3").
    pub title: String,
    /// The phrases said, in order.
    pub phrases: Vec<Phrase>,
}

/// The chapters of a game: one per half-move (its number and the move as the board says it, and with
/// `clocks` the mover's time), then the result when known.
pub fn chapters(game: &Game, writing: Writing, clocks: bool) -> Vec<Chapter> {
    let mut pos: Chess = game.start.clone();
    let mut out = Vec::with_capacity(game.plies.len() + 1);
    for ply in &game.plies {
        let spoken = SpokenMove::new(&pos, ply.mv);
        pos.play_unchecked(ply.mv);
        let mut phrases = vec![Phrase::LastMoves(vec![NumberedMove {
            number: ply.number.number,
            spoken,
        }])];
        if let (true, Some(remaining)) = (clocks, ply.clock) {
            phrases.push(Phrase::Time {
                side: ply.number.side,
                remaining,
            });
        }
        out.push(Chapter {
            title: format!("{} {}", ply.number, writing.san(ply.san)),
            phrases,
        });
    }
    if let Some(outcome) = game.outcome {
        out.push(Chapter {
            title: game.result_text().to_string(),
            phrases: vec![Phrase::GameOver(outcome)],
        });
    }
    out
}

/// Mono 16-bit PCM sound at one sample rate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pcm {
    /// Samples a second.
    pub rate: u32,
    /// The samples.
    pub samples: Vec<i16>,
}

impl Pcm {
    /// Reads 16-bit PCM WAV bytes (`crate::wav`), several channels mixed down to one.
    pub fn from_wav(bytes: &[u8]) -> Result<Pcm, WavError> {
        let wav = Wav::read(bytes)?;
        let channels = usize::from(wav.channels.max(1));
        let samples = wav
            .samples
            .chunks(channels)
            .map(|frame| {
                let sum: i32 = frame.iter().map(|&s| i32::from(s)).sum();
                // The mean of i16 values is an i16.
                i16::try_from(sum / frame.len() as i32).unwrap_or_default()
            })
            .collect();
        Ok(Pcm {
            rate: wav.rate,
            samples,
        })
    }

    /// The sound as a mono WAV file.
    pub fn to_wav(&self) -> Vec<u8> {
        Wav::bytes(self.rate, 1, &self.samples)
    }

    /// How long it sounds.
    pub fn duration(&self) -> Duration {
        samples_to_time(self.samples.len(), self.rate)
    }
}

fn samples_to_time(n: usize, rate: u32) -> Duration {
    Duration::from_secs_f64(n as f64 / f64::from(rate.max(1)))
}

fn time_to_samples(d: Duration, rate: u32) -> usize {
    (d.as_secs_f64() * f64::from(rate)) as usize
}

/// At or below this level (of 32768) a sample counts as silence: 1 %, about -40 dB.
const QUIET: i16 = 328;

/// The samples with every run of silence longer than `max_pause` cut down to it, and the silence at
/// both ends removed.
pub fn trim_pauses(samples: &[i16], rate: u32, max_pause: Duration) -> Vec<i16> {
    let keep = time_to_samples(max_pause, rate);
    let loud = |s: &i16| s.unsigned_abs() > QUIET.unsigned_abs();
    let (Some(first), Some(last)) = (
        samples.iter().position(loud),
        samples.iter().rposition(loud),
    ) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(last + 1 - first);
    let mut quiet_run = 0;
    for s in &samples[first..=last] {
        if loud(s) {
            quiet_run = 0;
        } else {
            quiet_run += 1;
            if quiet_run > keep {
                continue;
            }
        }
        out.push(*s);
    }
    out
}

/// Pieces of sound joined into one, chapter by chapter, with the time each chapter starts.
#[derive(Debug, Clone, Default)]
pub struct Joined {
    /// The recording so far.
    pub samples: Vec<i16>,
    /// Where each chapter starts.
    pub starts: Vec<Duration>,
    rate: u32,
}

impl Joined {
    /// An empty recording at `rate` samples a second.
    pub fn new(rate: u32) -> Joined {
        Joined {
            samples: Vec::new(),
            starts: Vec::new(),
            rate,
        }
    }

    /// Starts a chapter (after a short gap, unless it is the first).
    pub fn chapter(&mut self) {
        if !self.samples.is_empty() {
            let gap = time_to_samples(CHAPTER_GAP, self.rate);
            self.samples.extend(std::iter::repeat_n(0, gap));
        }
        self.starts
            .push(samples_to_time(self.samples.len(), self.rate));
    }

    /// Adds a spoken piece to the current chapter, its pauses trimmed; a piece at another rate is refused.
    pub fn push(&mut self, piece: &Pcm) -> Result<(), RateMismatch> {
        if piece.rate != self.rate {
            return Err(RateMismatch {
                expected: self.rate,
                found: piece.rate,
            });
        }
        let trimmed = trim_pauses(&piece.samples, piece.rate, MAX_PAUSE);
        if !trimmed.is_empty() && self.starts.last().is_some_and(|s| *s < self.duration()) {
            // A short breath between two pieces of one chapter (another voice's words).
            let gap = time_to_samples(CHAPTER_GAP / 2, self.rate);
            self.samples.extend(std::iter::repeat_n(0, gap));
        }
        self.samples.extend(trimmed);
        Ok(())
    }

    /// How long the recording is so far.
    pub fn duration(&self) -> Duration {
        samples_to_time(self.samples.len(), self.rate)
    }

    /// The whole recording.
    pub fn into_pcm(self) -> Pcm {
        Pcm {
            rate: self.rate,
            samples: self.samples,
        }
    }
}

/// Spoken pieces at different sample rates cannot be joined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a spoken piece at {found} Hz among pieces at {expected} Hz")]
pub struct RateMismatch {
    /// The rate of the first piece.
    pub expected: u32,
    /// This piece's rate.
    pub found: u32,
}

/// A CUE sheet naming `file` with one track (chapter) per title, starting at `starts`.
pub fn cue_sheet(file: &str, title: &str, titles: &[String], starts: &[Duration]) -> String {
    let quote = |s: &str| s.replace('"', "'");
    let mut out = format!(
        "TITLE \"{}\"\nFILE \"{}\" WAVE\n",
        quote(title),
        quote(file)
    );
    for (i, (t, start)) in titles.iter().zip(starts).enumerate() {
        // CUE times are minutes:seconds:frames, 75 frames a second.
        let frames = start.as_millis() * 75 / 1000;
        out.push_str(&format!(
            "  TRACK {:02} AUDIO\n    TITLE \"{}\"\n    INDEX 01 {:02}:{:02}:{:02}\n",
            i + 1,
            quote(t),
            frames / 75 / 60,
            frames / 75 % 60,
            frames % 75
        ));
    }
    out
}

/// Ogg chapter comments (the Vorbis comment chapter extension): `CHAPTER001=00:00:00.000` and
/// `CHAPTER001NAME=...` for each chapter.
pub fn chapter_comments(titles: &[String], starts: &[Duration]) -> Vec<String> {
    let mut out = Vec::with_capacity(titles.len() * 2);
    for (i, (t, start)) in titles.iter().zip(starts).enumerate() {
        let ms = start.as_millis();
        out.push(format!(
            "CHAPTER{:03}={:02}:{:02}:{:02}.{:03}",
            i + 1,
            ms / 3_600_000,
            ms / 60_000 % 60,
            ms / 1000 % 60,
            ms % 1000
        ));
        out.push(format!("CHAPTER{:03}NAME={t}", i + 1));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_pauses_are_cut_and_ends_trimmed() {
        let rate = 1000;
        let mut s = vec![0i16; 500];
        s.extend([5000; 10]);
        s.extend([0; 2000]);
        s.extend([5000; 10]);
        s.extend([0; 300]);
        let t = trim_pauses(&s, rate, Duration::from_millis(600));
        assert_eq!(t.len(), 10 + 600 + 10);
    }

    #[test]
    fn wav_round_trip_and_cue_times() {
        let pcm = Pcm {
            rate: 22050,
            samples: vec![1, -2, 3],
        };
        assert_eq!(Pcm::from_wav(&pcm.to_wav()), Ok(pcm));
        assert!(matches!(Pcm::from_wav(b"RIFF"), Err(WavError::NotWav(_))));
        let cue = cue_sheet(
            "g.ogg",
            "g",
            &["1. e4".into()],
            &[Duration::from_millis(61_500)],
        );
        assert!(cue.contains("INDEX 01 01:01:37"), "{cue}");
        let c = chapter_comments(&["1. e4".into()], &[Duration::from_millis(61_500)]);
        assert_eq!(c, ["CHAPTER001=00:01:01.500", "CHAPTER001NAME=1. e4"]);
    }
}
