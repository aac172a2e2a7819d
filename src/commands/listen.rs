//! `pegchess listen`: what the recogniser hears and how it is read, for users checking their setup.
//!
//! `--text` skips the recogniser and prints one line for one transcript in the position: the move
//! in SAN (the notation's letters), `confirm: SAN` for a near match the game would ask about,
//! `ambiguous: SAN SAN ...`, `command: NAME ARGS`, or `none`. Otherwise the vosk model is loaded,
//! every grammar word is checked against it (unknown words are named), and a WAV file (`--wav`)
//! or the microphone is decoded, one line per utterance: `heard: <transcript> => <reading>`.
//! `--wav-dir DIR` decodes every `NAME.wav` with `NAME.txt` (the words meant) and prints the word
//! accuracy, the move accuracy and the confusions.

use super::{CommandResult, FenArgError};
use crate::config::Settings;
use crate::config::cli::ListenArgs;
use crate::game::pgn::start_position;
use crate::notation::{Language, format_san};
#[cfg(feature = "voice")]
use crate::voice::audio::Clip;
#[cfg(feature = "voice")]
use crate::voice::listener::{self, PIECE, recognise_pieces};
#[cfg(feature = "voice")]
use crate::voice::tally::Tally;
#[cfg(feature = "voice")]
use crate::voice::{Grammar, Heard, Pause, VoskModel};
#[cfg(feature = "voice")]
use crate::words::tokens;
use crate::words::{Reader, Understood};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move};
#[cfg(feature = "voice")]
use std::io::Write;
#[cfg(feature = "voice")]
use std::path::Path;
#[cfg(feature = "voice")]
use std::sync::mpsc;
#[cfg(feature = "voice")]
use std::time::Instant;

/// Runs `listen`.
pub fn run(args: &ListenArgs, settings: &Settings) -> CommandResult {
    let pos = start_position(args.fen.as_deref()).map_err(FenArgError)?;
    let reader = Reader::new(settings.scheme, settings.locale, settings.notation);
    let describe = |text: &str| describe(&reader.read(text, &pos), &pos, settings.notation);
    if let Some(text) = &args.text {
        println!("{}", describe(text));
        return Ok(());
    }
    hear(args, settings, &reader, &pos, &describe)
}

/// Without the `voice` feature there is no recogniser: only `--text` works.
#[cfg(not(feature = "voice"))]
fn hear(
    _args: &ListenArgs,
    _settings: &Settings,
    _reader: &Reader,
    _pos: &Chess,
    _describe: &dyn Fn(&str) -> String,
) -> CommandResult {
    Err(ListenError::NotBuilt.into())
}

/// Loads the model and decodes the WAV file, a folder of labelled recordings, or the microphone.
#[cfg(feature = "voice")]
fn hear(
    args: &ListenArgs,
    settings: &Settings,
    reader: &Reader,
    pos: &Chess,
    describe: &dyn Fn(&str) -> String,
) -> CommandResult {
    let dir = args
        .model
        .clone()
        .or_else(|| settings.vosk_model.clone())
        .ok_or(ListenError::NoModel)?;
    let mut model = VoskModel::load(&dir)?;
    if let Some(folder) = &args.wav_dir {
        return tally_folder(&mut model, &dir, folder, reader, pos, describe);
    }
    let grammar = Grammar::of_reader(reader);
    let (decoder, check) = model.decoder(&grammar)?;
    println!("model {}: {check}", dir.display());
    let (tx, rx) = mpsc::channel::<Heard>();
    let mut out = std::io::stdout();
    let mut report = |heard: Heard| match heard {
        Heard::Words(text) => writeln!(out, "heard: {text} => {}", describe(&text)),
        Heard::Trouble(e) => writeln!(out, "microphone: {e}"),
    };
    if let Some(wav) = &args.wav {
        let clip = read_clip(wav)?;
        let started = Instant::now();
        for text in decode(decoder, &clip) {
            report(Heard::Words(text))?;
        }
        let took = started.elapsed().as_secs_f64();
        println!(
            "decoded {:.2} s of audio in {took:.2} s ({:.3} s per second of audio)",
            clip.seconds(),
            took / clip.seconds().max(1e-9)
        );
        return Ok(());
    }
    let listener = listener::spawn(decoder, settings.microphone.as_deref(), tx)?;
    let format = listener.format().map(|f| f.to_string()).unwrap_or_default();
    println!("listening on {} ({format}); Ctrl-C ends", listener.device());
    for heard in rx {
        report(heard)?;
    }
    Ok(())
}

/// Decodes every labelled recording of `folder` and prints the word and move accuracy (`--wav-dir`).
#[cfg(feature = "voice")]
fn tally_folder(
    model: &mut VoskModel,
    dir: &Path,
    folder: &Path,
    reader: &Reader,
    pos: &Chess,
    describe: &dyn Fn(&str) -> String,
) -> CommandResult {
    let recordings = recordings(folder)?;
    // Label words outside the reader's grammar are added, so that they can be measured too.
    let grammar = Grammar::of_words(
        reader
            .words()
            .iter()
            .map(|(w, _)| w.as_str())
            .chain(recordings.iter().flat_map(|(_, _, meant)| tokens(meant))),
    );
    let outside: Vec<&str> = recordings
        .iter()
        .flat_map(|(_, _, meant)| tokens(meant))
        .filter(|w| !reader.interpreter().knows(w))
        .collect();
    let check = model.check(&grammar);
    println!("model {}: {check}", dir.display());
    if !outside.is_empty() {
        println!(
            "label words the reader does not know: {}",
            outside.join(", ")
        );
    }
    let mut tally = Tally::default();
    for (name, wav, meant) in recordings {
        let (decoder, _) = model.decoder(&grammar)?;
        let clip = read_clip(&wav)?;
        let heard = decode(decoder, &clip).join(" ");
        let (said, understood) = (reader.read(&meant, pos), reader.read(&heard, pos));
        let (said_line, heard_line) = (describe(&meant), describe(&heard));
        println!("{name}: heard \"{heard}\" => {heard_line} (meant \"{meant}\" => {said_line})");
        let counts = said != Understood::Nothing;
        tally.add(&meant, &heard, counts.then_some(said == understood));
    }
    print!("{tally}");
    Ok(())
}

#[cfg(feature = "voice")]
fn read_clip(wav: &Path) -> Result<Clip, ListenError> {
    let bytes = std::fs::read(wav).map_err(|why| ListenError::ReadWav {
        path: wav.to_path_buf(),
        why,
    })?;
    Clip::from_wav(&bytes).map_err(|why| ListenError::Wav {
        path: wav.to_path_buf(),
        why,
    })
}

/// Every transcript the decoder makes of the clip, in order.
#[cfg(feature = "voice")]
fn decode(decoder: crate::voice::VoskDecoder, clip: &Clip) -> Vec<String> {
    let (tx, rx) = mpsc::channel::<Heard>();
    let samples = clip.to_mono_16k();
    let pieces = samples.chunks(PIECE).map(<[i16]>::to_vec);
    recognise_pieces(decoder, pieces, &Pause::default(), &tx);
    drop(tx);
    rx.into_iter()
        .filter_map(|h| match h {
            Heard::Words(text) => Some(text),
            Heard::Trouble(_) => None,
        })
        .collect()
}

#[cfg(feature = "voice")]
/// The labelled recordings of a folder, by name: (name, NAME.wav, the words in NAME.txt).
#[cfg(feature = "voice")]
fn recordings(folder: &Path) -> Result<Vec<(String, std::path::PathBuf, String)>, ListenError> {
    let entries = std::fs::read_dir(folder).map_err(|why| ListenError::WavDir {
        path: folder.to_path_buf(),
        why,
    })?;
    let mut found = Vec::new();
    for entry in entries.filter_map(Result::ok) {
        let wav = entry.path();
        if wav.extension().is_none_or(|x| x != "wav") {
            continue;
        }
        let txt = wav.with_extension("txt");
        let Ok(meant) = std::fs::read_to_string(&txt) else {
            eprintln!(
                "pegchess: {} has no {}; skipped",
                wav.display(),
                txt.display()
            );
            continue;
        };
        let name = wav
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        found.push((name, wav, meant.trim().to_string()));
    }
    if found.is_empty() {
        return Err(ListenError::NoRecordings(folder.to_path_buf()));
    }
    found.sort();
    Ok(found)
}

/// One line for what a transcript was read as.
fn describe(reading: &Understood, pos: &Chess, notation: Language) -> String {
    let san = |m: &Move| format_san(notation, SanPlus::from_move(pos.clone(), *m));
    match reading {
        Understood::Move(m) => san(m),
        Understood::Confirm(m) => format!("confirm: {}", san(m)),
        Understood::Ambiguous(moves) => {
            let all: Vec<String> = moves.iter().map(san).collect();
            format!("ambiguous: {}", all.join(" "))
        }
        Understood::Said(c) => format!("command: {c}"),
        Understood::Nothing => "none".to_string(),
    }
}

/// Why `listen` cannot hear.
#[derive(Debug, thiserror::Error)]
pub enum ListenError {
    /// This build has no recogniser.
    #[cfg(not(feature = "voice"))]
    #[error("{} (`--text` works without it)", crate::voice::NOT_BUILT)]
    NotBuilt,
    /// A WAV file cannot be read.
    #[cfg(feature = "voice")]
    #[error("cannot read {}: {why}", .path.display())]
    ReadWav {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        why: std::io::Error,
    },
    /// A WAV file that is not one the recogniser can take.
    #[cfg(feature = "voice")]
    #[error("{}: {why}", .path.display())]
    Wav {
        /// The file.
        path: std::path::PathBuf,
        /// What is wrong.
        why: crate::voice::audio::WavError,
    },
    /// The recordings' folder cannot be read.
    #[cfg(feature = "voice")]
    #[error("--wav-dir {}: {why}", .path.display())]
    WavDir {
        /// The folder.
        path: std::path::PathBuf,
        /// Why.
        why: std::io::Error,
    },
    /// A folder without labelled recordings.
    #[cfg(feature = "voice")]
    #[error("--wav-dir {}: no NAME.wav with a NAME.txt beside it", .0.display())]
    NoRecordings(std::path::PathBuf),
    /// No model given.
    #[cfg(feature = "voice")]
    #[error(
        "no vosk model: pass --model DIR or set vosk-model in settings.toml (see the README, voice input)"
    )]
    NoModel,
}
