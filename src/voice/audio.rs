//! Audio in the recogniser's format: any rate and channel count to 16 kHz mono 16-bit (channels
//! averaged, rates changed by averaging each output sample's span), and 16-bit PCM WAV files read.
//! Pure: no device, no file access (the caller reads the bytes).

use super::recognizer::SAMPLE_RATE;
use crate::wav::Wav;
pub use crate::wav::WavError;

/// Converts interleaved 16-bit audio of one rate and channel count into 16 kHz mono, chunk by
/// chunk, carrying the state across chunks so that the result does not depend on chunk sizes.
#[derive(Debug, Clone)]
pub struct ToMono16k {
    channels: usize,
    /// Input samples (per channel) per output sample.
    step: f64,
    /// Input frames taken so far.
    taken: u64,
    /// Where the current output sample's span ends, in input frames.
    edge: f64,
    sum: i64,
    count: u32,
    last: i16,
    /// A channel sample of an incomplete frame left over from the previous chunk.
    partial: Vec<i16>,
}

impl ToMono16k {
    /// A converter from `rate` Hz with `channels` interleaved channels (0 is taken as 1).
    pub fn new(rate: u32, channels: u16) -> ToMono16k {
        let step = f64::from(rate.max(1)) / f64::from(SAMPLE_RATE);
        ToMono16k {
            channels: usize::from(channels.max(1)),
            step,
            taken: 0,
            edge: step,
            sum: 0,
            count: 0,
            last: 0,
            partial: Vec::new(),
        }
    }

    /// Whether the input is already 16 kHz mono (samples pass through unchanged).
    pub fn is_identity(&self) -> bool {
        self.channels == 1 && self.step == 1.0
    }

    /// Converts the next interleaved samples, appending 16 kHz mono samples to `out`.
    pub fn push(&mut self, interleaved: &[i16], out: &mut Vec<i16>) {
        if self.is_identity() {
            out.extend_from_slice(interleaved);
            return;
        }
        let mut rest = interleaved;
        if !self.partial.is_empty() {
            let need = self.channels - self.partial.len();
            let (head, tail) = rest.split_at(need.min(rest.len()));
            self.partial.extend_from_slice(head);
            rest = tail;
            if self.partial.len() < self.channels {
                return;
            }
            let frame = std::mem::take(&mut self.partial);
            self.frame(&frame, out);
        }
        let mut frames = rest.chunks_exact(self.channels);
        for frame in frames.by_ref() {
            self.frame(frame, out);
        }
        self.partial.extend_from_slice(frames.remainder());
    }

    fn frame(&mut self, frame: &[i16], out: &mut Vec<i16>) {
        let mono = frame.iter().map(|&s| i64::from(s)).sum::<i64>() / frame.len() as i64;
        self.sum += mono;
        self.count += 1;
        self.taken += 1;
        while self.taken as f64 >= self.edge {
            let sample = if self.count > 0 {
                (self.sum / i64::from(self.count)) as i16
            } else {
                self.last
            };
            out.push(sample);
            self.last = sample;
            self.sum = 0;
            self.count = 0;
            self.edge += self.step;
        }
    }
}

/// 16-bit PCM audio read from a WAV file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clip {
    /// Samples per second (per channel).
    pub rate: u32,
    /// Interleaved channels.
    pub channels: u16,
    /// The interleaved samples.
    pub samples: Vec<i16>,
}

impl Clip {
    /// Reads 16-bit PCM WAV bytes (plain or WAVE_FORMAT_EXTENSIBLE; `crate::wav`).
    pub fn from_wav(bytes: &[u8]) -> Result<Clip, WavError> {
        let wav = Wav::read(bytes)?;
        Ok(Clip {
            rate: wav.rate,
            channels: wav.channels,
            samples: wav.samples,
        })
    }

    /// The clip at 16 kHz mono.
    pub fn to_mono_16k(&self) -> Vec<i16> {
        let mut out = Vec::new();
        ToMono16k::new(self.rate, self.channels).push(&self.samples, &mut out);
        out
    }

    /// How long the clip lasts, in seconds.
    pub fn seconds(&self) -> f64 {
        self.samples.len() as f64 / f64::from(self.channels) / f64::from(self.rate)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wav(rate: u32, channels: u16, samples: &[i16]) -> Vec<u8> {
        Wav::bytes(rate, channels, samples)
    }

    #[test]
    fn wav_files_are_read_and_converted() {
        let stereo: Vec<i16> = (0..96_000).map(|i| (i % 100) as i16).collect();
        let clip = Clip::from_wav(&wav(48_000, 2, &stereo)).unwrap();
        assert_eq!(
            (clip.rate, clip.channels, clip.samples.len()),
            (48_000, 2, 96_000)
        );
        assert!((clip.seconds() - 1.0).abs() < 1e-9);
        assert_eq!(clip.to_mono_16k().len(), 16_000);
        assert!(Clip::from_wav(b"RIFF....WAVEjunk").is_err());
        assert!(Clip::from_wav(&[]).is_err());
    }

    #[test]
    fn conversion_does_not_depend_on_chunk_sizes() {
        let input: Vec<i16> = (0..44_100 * 2)
            .map(|i| ((i * 37) % 2000) as i16 - 1000)
            .collect();
        let mut whole = Vec::new();
        ToMono16k::new(44_100, 2).push(&input, &mut whole);
        let mut pieces = Vec::new();
        let mut conv = ToMono16k::new(44_100, 2);
        for chunk in input.chunks(333) {
            conv.push(chunk, &mut pieces);
        }
        assert_eq!(whole, pieces);
        assert!((whole.len() as i64 - 16_000).abs() <= 1, "{}", whole.len());
    }

    #[test]
    fn a_constant_signal_stays_constant() {
        for (rate, channels) in [(8_000, 1), (22_050, 1), (48_000, 2), (16_000, 2)] {
            let input = vec![1234i16; rate as usize * usize::from(channels)];
            let mut out = Vec::new();
            ToMono16k::new(rate, channels).push(&input, &mut out);
            assert!(out.iter().all(|&s| s == 1234), "{rate} Hz");
            assert!(
                (out.len() as i64 - 16_000).abs() <= 1,
                "{rate} Hz: {}",
                out.len()
            );
        }
    }
}
