//! The one reader and writer of WAV files (through `hound`): 16-bit PCM, read from bytes (the spoken score
//! sheet's pieces from espeak-ng, `listen`'s recordings) and written from samples. Depends on nothing of ours.

use std::io::Cursor;

/// 16-bit PCM sound, its channels interleaved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wav {
    /// Samples a second (per channel).
    pub rate: u32,
    /// Channels.
    pub channels: u16,
    /// The interleaved samples.
    pub samples: Vec<i16>,
}

/// Why WAV bytes cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WavError {
    /// Not a RIFF WAVE file, or its header cut short.
    #[error("not a WAV file ({0})")]
    NotWav(String),
    /// A WAV file of another kind than 16-bit integer PCM.
    #[error(
        "a WAV file of {bits}-bit {kind} samples; only 16-bit PCM is read (convert with: sox IN -b 16 -e signed OUT.wav)"
    )]
    Format {
        /// Bits a sample.
        bits: u16,
        /// "integer" or "float".
        kind: &'static str,
    },
}

impl Wav {
    /// Reads 16-bit PCM WAV bytes (plain or WAVE_FORMAT_EXTENSIBLE). A data chunk longer than the file (a
    /// stream whose size was never filled in) is read to the file's end.
    pub fn read(bytes: &[u8]) -> Result<Wav, WavError> {
        let reader = hound::WavReader::new(Cursor::new(bytes))
            .map_err(|e| WavError::NotWav(e.to_string()))?;
        let spec = reader.spec();
        if spec.sample_format != hound::SampleFormat::Int || spec.bits_per_sample != 16 {
            let kind = match spec.sample_format {
                hound::SampleFormat::Int => "integer",
                hound::SampleFormat::Float => "float",
            };
            return Err(WavError::Format {
                bits: spec.bits_per_sample,
                kind,
            });
        }
        if spec.channels == 0 || spec.sample_rate == 0 {
            return Err(WavError::NotWav("no channels or no sample rate".into()));
        }
        // A stream's samples run to the end of the bytes: the first sample cut short ends them.
        let samples = reader.into_samples::<i16>().map_while(Result::ok).collect();
        Ok(Wav {
            rate: spec.sample_rate,
            channels: spec.channels,
            samples,
        })
    }

    /// The sound as WAV bytes.
    pub fn write(&self) -> Vec<u8> {
        Wav::bytes(self.rate, self.channels, &self.samples)
    }

    /// `samples` (`channels` interleaved, `rate` a second) as WAV bytes, without copying them first.
    pub fn bytes(rate: u32, channels: u16, samples: &[i16]) -> Vec<u8> {
        let spec = hound::WavSpec {
            channels,
            sample_rate: rate,
            bits_per_sample: 16,
            sample_format: hound::SampleFormat::Int,
        };
        let mut out = Cursor::new(Vec::with_capacity(44 + samples.len() * 2));
        // Writing to memory fails only past 4 GiB of samples, which no sheet or recording reaches.
        if let Ok(mut writer) = hound::WavWriter::new(&mut out, spec) {
            for s in samples {
                if writer.write_sample(*s).is_err() {
                    break;
                }
            }
            let _ = writer.finalize();
        }
        out.into_inner()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_and_read_back_it_is_the_same_sound() {
        let wav = Wav {
            rate: 22_050,
            channels: 2,
            samples: vec![0, 1, -1, i16::MAX, i16::MIN, 7],
        };
        assert_eq!(Wav::read(&wav.write()), Ok(wav));
    }

    #[test]
    fn a_stream_whose_size_was_never_filled_in_is_read_to_its_end() {
        let wav = Wav {
            rate: 16_000,
            channels: 1,
            samples: vec![5, 6, 7, 8],
        };
        let mut bytes = wav.write();
        // The data chunk's size as espeak-ng writes it to a pipe: unknown, nearly 2 GiB.
        let data = bytes.windows(4).position(|w| w == b"data").unwrap();
        bytes[data + 4..data + 8].copy_from_slice(&0x7fff_f000u32.to_le_bytes());
        bytes.push(1); // half a sample at the end: left out
        assert_eq!(Wav::read(&bytes).map(|w| w.samples), Ok(vec![5, 6, 7, 8]));
    }

    #[test]
    fn what_is_no_wav_or_no_16_bit_pcm_is_refused_with_its_reason() {
        assert!(matches!(Wav::read(b"RIFF"), Err(WavError::NotWav(_))));
        assert!(matches!(Wav::read(b""), Err(WavError::NotWav(_))));
        let spec = hound::WavSpec {
            channels: 1,
            sample_rate: 8_000,
            bits_per_sample: 32,
            sample_format: hound::SampleFormat::Float,
        };
        let mut out = Cursor::new(Vec::new());
        let mut w = hound::WavWriter::new(&mut out, spec).unwrap();
        w.write_sample(0.5f32).unwrap();
        w.finalize().unwrap();
        assert_eq!(
            Wav::read(&out.into_inner()),
            Err(WavError::Format {
                bits: 32,
                kind: "float"
            })
        );
    }
}
