//! Microphone capture with cpal: the input device named in the settings (or the default one), a
//! stream at 16 kHz mono when the device offers it (converted otherwise), and a clear error value,
//! never a panic, when there is no usable input device.

use super::audio::ToMono16k;
use super::recognizer::SAMPLE_RATE;
use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample, StreamConfig, SupportedStreamConfigRange};
use std::fmt;

/// Why a device offers no format voice input can use.
#[derive(Debug, thiserror::Error)]
pub enum FormatProblem {
    /// The audio system cannot list the device's formats, or has no default format for it.
    #[error(transparent)]
    Audio(#[from] cpal::Error),
    /// Its only format is one voice input cannot convert.
    #[error("sample format {0:?}")]
    Unconvertible(SampleFormat),
}

/// Why an input stream could not run.
#[derive(Debug, thiserror::Error)]
pub enum StreamProblem {
    /// The audio system refused to build or start it.
    #[error(transparent)]
    Audio(#[from] cpal::Error),
    /// The thread that hears it could not start.
    #[error("cannot start the voice thread: {0}")]
    Thread(std::io::Error),
}

/// The microphone cannot be used.
#[derive(Debug)]
pub enum CaptureError {
    /// No input device at all, or the named one is not there.
    NoDevice {
        /// The device named in the settings, if any.
        wanted: Option<String>,
        /// The input devices there are.
        available: Vec<String>,
    },
    /// The device gives no usable input format.
    NoInputFormat {
        /// The device.
        device: String,
        /// What the audio system said.
        reason: FormatProblem,
    },
    /// The input stream could not be opened or started.
    Stream {
        /// The device.
        device: String,
        /// What went wrong.
        reason: StreamProblem,
    },
}

impl fmt::Display for CaptureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CaptureError::NoDevice { wanted, available } => {
                match wanted {
                    Some(name) => write!(f, "there is no input device '{name}'")?,
                    None => f.write_str("there is no microphone (no input device)")?,
                }
                if available.is_empty() {
                    f.write_str("; voice input is off")
                } else {
                    write!(
                        f,
                        "; set microphone in settings.toml to one of: {}",
                        available.join(", ")
                    )
                }
            }
            CaptureError::NoInputFormat { device, reason } => write!(
                f,
                "the input device '{device}' offers no usable format ({reason}); voice input is off"
            ),
            CaptureError::Stream { device, reason } => write!(
                f,
                "cannot record from '{device}' ({reason}); voice input is off"
            ),
        }
    }
}

impl std::error::Error for CaptureError {}

/// The format a capture runs at, before conversion to 16 kHz mono.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InputFormat {
    /// Samples per second.
    pub rate: u32,
    /// Channels.
    pub channels: u16,
    /// The device's sample format.
    pub sample_format: SampleFormat,
}

impl fmt::Display for InputFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} Hz, {} channel(s), {:?}",
            self.rate, self.channels, self.sample_format
        )
    }
}

/// A running capture; dropping it stops the stream.
pub struct Capture {
    _stream: cpal::Stream,
    device: String,
    format: InputFormat,
}

impl fmt::Debug for Capture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Capture")
            .field("device", &self.device)
            .field("format", &self.format)
            .finish()
    }
}

impl Capture {
    /// The device's name.
    pub fn device(&self) -> &str {
        &self.device
    }

    /// The format the device records in.
    pub fn format(&self) -> InputFormat {
        self.format
    }
}

/// The id (ALSA: the PCM name) and the readable name of a device.
fn names(device: &cpal::Device) -> (String, String) {
    let id = device
        .id()
        .map(|id| id.id().to_string())
        .unwrap_or_default();
    let name = device
        .description()
        .map(|d| d.name().to_string())
        .unwrap_or_else(|_| id.clone());
    (id, name)
}

/// Runs `f` with the process's standard error sent to /dev/null: ALSA prints its own lines there when it
/// finds no sound card ("ALSA lib confmisc.c:855:(parse_card) cannot find card '0'" and more), which a
/// screen reader would read aloud; the program says what is missing once, in its own words.
fn without_library_noise<T>(f: impl FnOnce() -> T) -> T {
    use std::os::fd::AsFd;
    let saved = rustix::io::dup(std::io::stderr().as_fd()).ok();
    let null = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/null")
        .ok();
    let hushed = match (&saved, &null) {
        (Some(_), Some(null)) => rustix::stdio::dup2_stderr(null.as_fd()).is_ok(),
        _ => false,
    };
    let out = f();
    if let (true, Some(saved)) = (hushed, saved) {
        let _ = rustix::stdio::dup2_stderr(saved.as_fd());
    }
    out
}

/// The input devices there are, each as "id (name)" or just the id.
pub fn input_devices() -> Vec<String> {
    without_library_noise(input_devices_heard)
}

/// [`input_devices`], with whatever the audio library prints left where it goes.
fn input_devices_heard() -> Vec<String> {
    let host = cpal::default_host();
    let Ok(devices) = host.input_devices() else {
        return Vec::new();
    };
    devices
        .map(|d| match names(&d) {
            (id, name) if name.is_empty() || name == id => id,
            (id, name) => format!("{id} ({name})"),
        })
        .collect()
}

/// Opens the input device voice input would use (`wanted`, as the `microphone` setting names it, or the
/// default input) for a moment, and returns its name when it opens and starts.
pub fn try_input(wanted: Option<&str>) -> Result<String, CaptureError> {
    open(wanted, |_| {}, |_| {}).map(|capture| capture.device().to_string())
}

/// The device named `wanted` (its id or its name, ignoring case; else the one device whose name
/// contains it), or the default input device.
fn find_device(wanted: Option<&str>) -> Result<(cpal::Device, String), CaptureError> {
    let host = cpal::default_host();
    let no_device = || CaptureError::NoDevice {
        wanted: wanted.map(str::to_string),
        available: input_devices_heard(),
    };
    let Some(wanted) = wanted else {
        let device = host.default_input_device().ok_or_else(no_device)?;
        let (id, name) = names(&device);
        return Ok((device, if name.is_empty() { id } else { name }));
    };
    let devices: Vec<(cpal::Device, String, String)> = host
        .input_devices()
        .map_err(|_| no_device())?
        .map(|d| {
            let (id, name) = names(&d);
            (d, id, name)
        })
        .collect();
    let lower = wanted.to_lowercase();
    let exact = devices
        .iter()
        .position(|(_, id, name)| id.to_lowercase() == lower || name.to_lowercase() == lower);
    let partial: Vec<usize> = (0..devices.len())
        .filter(|&i| devices[i].2.to_lowercase().contains(&lower))
        .collect();
    let index = exact
        .or(if partial.len() == 1 {
            Some(partial[0])
        } else {
            None
        })
        .ok_or_else(no_device)?;
    let (device, id, _) = devices.into_iter().nth(index).ok_or_else(no_device)?;
    Ok((device, id))
}

/// How well a supported range suits the recogniser: 16 kHz, then mono, then 16-bit samples.
fn score(range: &SupportedStreamConfigRange) -> (bool, bool, bool, bool) {
    let format = range.sample_format();
    (
        range.contains_rate(SAMPLE_RATE),
        range.channels() == 1,
        format == SampleFormat::I16,
        converts(format),
    )
}

/// The sample formats this capture converts.
fn converts(format: SampleFormat) -> bool {
    matches!(
        format,
        SampleFormat::I8
            | SampleFormat::I16
            | SampleFormat::I32
            | SampleFormat::U8
            | SampleFormat::U16
            | SampleFormat::F32
            | SampleFormat::F64
    )
}

/// The input format to open: 16 kHz mono 16-bit when offered, the nearest otherwise.
fn choose_format(device: &cpal::Device, name: &str) -> Result<InputFormat, CaptureError> {
    let unusable = |reason: FormatProblem| CaptureError::NoInputFormat {
        device: name.to_string(),
        reason,
    };
    let best = device
        .supported_input_configs()
        .map_err(|e| unusable(e.into()))?
        .filter(|r| converts(r.sample_format()))
        .max_by_key(score);
    let config = match best {
        Some(range) if range.contains_rate(SAMPLE_RATE) => range.with_sample_rate(SAMPLE_RATE),
        Some(range) => range.with_max_sample_rate(),
        None => device
            .default_input_config()
            .map_err(|e| unusable(e.into()))?,
    };
    if !converts(config.sample_format()) {
        return Err(unusable(FormatProblem::Unconvertible(
            config.sample_format(),
        )));
    }
    Ok(InputFormat {
        rate: config.sample_rate(),
        channels: config.channels(),
        sample_format: config.sample_format(),
    })
}

/// Opens the microphone named `wanted` (or the default input) and starts it: `sink` gets the
/// audio as 16 kHz mono 16-bit samples on the audio system's thread (keep it short), `trouble`
/// gets stream errors (a device unplugged).
pub fn open<S, E>(wanted: Option<&str>, sink: S, trouble: E) -> Result<Capture, CaptureError>
where
    S: FnMut(&[i16]) + Send + 'static,
    E: FnMut(String) + Send + 'static,
{
    without_library_noise(|| open_heard(wanted, sink, trouble))
}

fn open_heard<S, E>(wanted: Option<&str>, sink: S, trouble: E) -> Result<Capture, CaptureError>
where
    S: FnMut(&[i16]) + Send + 'static,
    E: FnMut(String) + Send + 'static,
{
    let (device, name) = find_device(wanted)?;
    let format = choose_format(&device, &name)?;
    let stream = match format.sample_format {
        SampleFormat::I8 => build::<i8, _, _>(&device, format, sink, trouble),
        SampleFormat::I16 => build::<i16, _, _>(&device, format, sink, trouble),
        SampleFormat::I32 => build::<i32, _, _>(&device, format, sink, trouble),
        SampleFormat::U8 => build::<u8, _, _>(&device, format, sink, trouble),
        SampleFormat::U16 => build::<u16, _, _>(&device, format, sink, trouble),
        SampleFormat::F32 => build::<f32, _, _>(&device, format, sink, trouble),
        _ => build::<f64, _, _>(&device, format, sink, trouble),
    }
    .map_err(|e| CaptureError::Stream {
        device: name.clone(),
        reason: e.into(),
    })?;
    stream.play().map_err(|e| CaptureError::Stream {
        device: name.clone(),
        reason: e.into(),
    })?;
    Ok(Capture {
        _stream: stream,
        device: name,
        format,
    })
}

fn build<T, S, E>(
    device: &cpal::Device,
    format: InputFormat,
    mut sink: S,
    mut trouble: E,
) -> Result<cpal::Stream, cpal::Error>
where
    T: SizedSample,
    i16: FromSample<T>,
    S: FnMut(&[i16]) + Send + 'static,
    E: FnMut(String) + Send + 'static,
{
    let config = StreamConfig {
        channels: format.channels,
        sample_rate: format.rate,
        buffer_size: cpal::BufferSize::Default,
    };
    let mut convert = ToMono16k::new(format.rate, format.channels);
    let mut wide = Vec::new();
    let mut out = Vec::new();
    device.build_input_stream::<T, _, _>(
        config,
        move |data: &[T], _| {
            wide.clear();
            wide.extend(
                data.iter()
                    .map(|&s| <i16 as FromSample<T>>::from_sample_(s)),
            );
            out.clear();
            convert.push(&wide, &mut out);
            if !out.is_empty() {
                sink(&out);
            }
        },
        move |e| trouble(e.to_string()),
        None,
    )
}
