//! Voice input that cannot start (the model, the grammar, the microphone) and the model's check of the
//! grammar's words, in the console's language (`--porcelain`: their own words).

use crate::ui::console::{Console, path_arg};
#[cfg(feature = "voice")]
use crate::voice::CaptureError;
use crate::voice::ears::EarsError;
use crate::voice::{ModelError, Resolved};
use std::path::Path;

/// Why voice input is off, with what to do.
pub fn ears(e: &EarsError, console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    let reason = match e {
        #[cfg(feature = "voice")]
        EarsError::Model(m) | EarsError::Grammar(m) => model(m, console),
        #[cfg(feature = "voice")]
        EarsError::Microphone(c) => capture(c, console),
        #[cfg(not(feature = "voice"))]
        EarsError::NotBuilt => console.text("console-voice-not-built", &[]),
    };
    console.text("console-voice-off", &[("reason", reason.into())])
}

/// Why a vosk model cannot be used.
pub fn model(e: &ModelError, console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    let (id, path, words) = match e {
        ModelError::Missing(p) => ("console-voice-model-missing", p, String::new()),
        ModelError::Unloadable(p) => ("console-voice-model-unloadable", p, String::new()),
        ModelError::NoKnownWords { dir, unknown } => {
            ("console-voice-model-no-words", dir, unknown.join(", "))
        }
        ModelError::Recognizer(p) => ("console-voice-model-recognizer", p, String::new()),
    };
    console.text(id, &[("path", path_arg(path)), ("words", words.into())])
}

/// Why the microphone cannot be recorded from.
#[cfg(feature = "voice")]
pub fn capture(e: &CaptureError, console: Console) -> String {
    if console.porcelain() {
        return e.to_string();
    }
    match e {
        CaptureError::NoDevice { wanted, available } => {
            let missing = match wanted {
                Some(name) => {
                    console.text("console-voice-no-device", &[("name", name.as_str().into())])
                }
                None => console.text("console-voice-no-microphone", &[]),
            };
            match available.is_empty() {
                true => missing,
                false => {
                    let devices = available.join(", ");
                    let set = console.text("console-voice-devices", &[("devices", devices.into())]);
                    format!("{missing}; {set}")
                }
            }
        }
        CaptureError::NoInputFormat { device, reason } => {
            let args = [
                ("name", device.as_str().into()),
                ("reason", reason.to_string().into()),
            ];
            console.text("console-voice-no-format", &args)
        }
        CaptureError::Stream { device, reason } => {
            let args = [
                ("name", device.as_str().into()),
                ("reason", reason.to_string().into()),
            ];
            console.text("console-voice-stream", &args)
        }
    }
}

/// Prints which of the grammar's words the model in `model` knows (`listen`, and a game with voice input).
pub fn show_check(model: &Path, resolved: &Resolved, console: Console) {
    let args = [
        ("path", path_arg(model)),
        ("check", check(resolved, console).into()),
    ];
    console.line("console-listen-model", &args);
}

/// How many of the grammar's words the model knows, and which it does not.
fn check(resolved: &Resolved, console: Console) -> String {
    if console.porcelain() {
        return resolved.to_string();
    }
    let known = resolved.known.len();
    match resolved.unknown.is_empty() {
        true => console.text("console-voice-check-all", &[("known", known.into())]),
        false => {
            let args = [
                ("known", known.into()),
                ("unknown", resolved.unknown.join(", ").into()),
            ];
            console.text("console-voice-check-some", &args)
        }
    }
}

/// Trouble with the microphone during a game (what the audio system said).
pub fn trouble(why: &str, console: Console) -> String {
    match console.porcelain() {
        true => format!("voice input: {why}"),
        false => console.text("console-voice-trouble", &[("reason", why.into())]),
    }
}
