//! `pegchess listen`: what the recogniser hears and how it is read, for users checking their setup.
//!
//! `--text` skips the recogniser and prints one line for one transcript in the position: the move
//! in SAN (the notation's letters), `confirm: SAN` for a near match the game would ask about,
//! `ambiguous: SAN SAN ...`, `command: NAME ARGS`, or `none`. Otherwise the vosk model is loaded,
//! every grammar word is checked against it (unknown words are named), and a WAV file (`--wav`)
//! or the microphone is decoded, one line per utterance: `heard: <transcript> => <reading>`.
//! `--wav-dir DIR` decodes every `NAME.wav` with `NAME.txt` (the words meant) and prints the word
//! accuracy, the move accuracy and the confusions.

use super::FenArgError;
use crate::config::Settings;
use crate::config::cli::ListenArgs;
use crate::game::pgn::start_position;
use crate::notation::format_san;
use crate::notation::line::Line;
use crate::notation::san::san_plus;
use crate::speech::phrases::phrase::HelpTopic;
use crate::ui::console::Console;
#[cfg(feature = "voice")]
use crate::ui::errors;
use crate::ui::text::Texts;
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
use crate::words::{Query, Reader, Said, Understood};
use shakmaty::{Chess, Color, Move, Position};
#[cfg(feature = "voice")]
use std::io::Write;
#[cfg(feature = "voice")]
use std::path::Path;
#[cfg(feature = "voice")]
use std::sync::mpsc;
#[cfg(feature = "voice")]
use std::time::Instant;

/// Runs `listen`.
pub fn run(args: &ListenArgs, settings: &Settings) -> Result<(), ListenError> {
    let pos = start_position(args.fen.as_deref()).map_err(FenArgError)?;
    let reader = Reader::new(settings.scheme, settings.locale, settings.notation);
    let console = Console::new(settings);
    let describe = |text: &str| describe(console, &reader.read(text, &pos), &pos);
    if let Some(text) = &args.text {
        println!("{}", describe(text));
        return Ok(());
    }
    hear(console, args, settings, &reader, &pos, &describe)
}

/// Without the `voice` feature there is no recogniser: only `--text` works.
#[cfg(not(feature = "voice"))]
fn hear(
    _console: Console,
    _args: &ListenArgs,
    _settings: &Settings,
    _reader: &Reader,
    _pos: &Chess,
    _describe: &dyn Fn(&str) -> String,
) -> Result<(), ListenError> {
    Err(ListenError::NotBuilt)
}

/// Loads the model and decodes the WAV file, a folder of labelled recordings, or the microphone.
#[cfg(feature = "voice")]
fn hear(
    console: Console,
    args: &ListenArgs,
    settings: &Settings,
    reader: &Reader,
    pos: &Chess,
    describe: &dyn Fn(&str) -> String,
) -> Result<(), ListenError> {
    let dir = args
        .model
        .clone()
        .or_else(|| settings.vosk_model.clone())
        .ok_or(ListenError::NoModel)?;
    let mut model = VoskModel::load(&dir)?;
    if let Some(folder) = &args.wav_dir {
        return tally_folder(console, &mut model, &dir, folder, reader, pos, describe);
    }
    let grammar = Grammar::of_reader(reader);
    let (decoder, check) = model.decoder(&grammar)?;
    errors::voice::show_check(&dir, &check, console);
    let (tx, rx) = mpsc::channel::<Heard>();
    let mut out = std::io::stdout();
    let mut report = |heard: Heard| match heard {
        Heard::Words(text) => {
            let reading = describe(&text);
            let args = [("text", text.into()), ("reading", reading.into())];
            writeln!(out, "{}", console.text("console-listen-heard", &args))
        }
        Heard::Trouble(e) => {
            let args = [("error", e.into())];
            writeln!(out, "{}", console.text("console-listen-microphone", &args))
        }
    };
    if let Some(wav) = &args.wav {
        let clip = read_clip(wav)?;
        let started = Instant::now();
        for text in decode(decoder, &clip) {
            report(Heard::Words(text))?;
        }
        let took = started.elapsed().as_secs_f64();
        let args = [
            ("audio", format!("{:.2}", clip.seconds()).into()),
            ("took", format!("{took:.2}").into()),
            (
                "rate",
                format!("{:.3}", took / clip.seconds().max(1e-9)).into(),
            ),
        ];
        console.line("console-listen-decoded", &args);
        return Ok(());
    }
    let listener = listener::spawn(decoder, settings.microphone.as_deref(), tx)?;
    let format = listener.format().map(|f| f.to_string()).unwrap_or_default();
    let args = [
        ("device", listener.device().to_string().into()),
        ("format", format.into()),
    ];
    console.line("console-listen-listening", &args);
    for heard in rx {
        report(heard)?;
    }
    Ok(())
}

/// Decodes every labelled recording of `folder` and prints the word and move accuracy (`--wav-dir`).
#[cfg(feature = "voice")]
fn tally_folder(
    console: Console,
    model: &mut VoskModel,
    dir: &Path,
    folder: &Path,
    reader: &Reader,
    pos: &Chess,
    describe: &dyn Fn(&str) -> String,
) -> Result<(), ListenError> {
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
    errors::voice::show_check(dir, &check, console);
    if !outside.is_empty() {
        console.line(
            "console-listen-outside",
            &[("words", outside.join(", ").into())],
        );
    }
    let mut tally = Tally::default();
    for (name, wav, meant) in recordings {
        let (decoder, _) = model.decoder(&grammar)?;
        let clip = read_clip(&wav)?;
        let heard = decode(decoder, &clip).join(" ");
        let (said, understood) = (reader.read(&meant, pos), reader.read(&heard, pos));
        let (said_line, heard_line) = (describe(&meant), describe(&heard));
        let args = [
            ("name", name.into()),
            ("heard", heard.clone().into()),
            ("heard-reading", heard_line.into()),
            ("meant", meant.clone().into()),
            ("meant-reading", said_line.into()),
        ];
        console.line("console-listen-recording", &args);
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

/// One line for what a transcript was read as, in the console's language and notation.
fn describe(console: Console, reading: &Understood, pos: &Chess) -> String {
    let san = |m: &Move| format_san(console.notation(), san_plus(pos, *m));
    match reading {
        Understood::Move(m) => san(m),
        Understood::Confirm(m) => {
            console.text("console-listen-confirm", &[("move", san(m).into())])
        }
        Understood::Ambiguous(moves) => {
            let all: Vec<String> = moves.iter().map(san).collect();
            console.text(
                "console-listen-ambiguous",
                &[("moves", all.join(" ").into())],
            )
        }
        Understood::Said(c) => {
            let command = match console.porcelain() {
                true => c.to_string(),
                false => said(console, c, pos.turn()),
            };
            console.text("console-listen-command", &[("command", command.into())])
        }
        Understood::Nothing => console.text("console-listen-none", &[]),
    }
}

/// A command understood, in the console's words (`mover` promotes).
fn said(console: Console, c: &Said, mover: Color) -> String {
    let words = console.words();
    match c {
        Said::Press => console.text("console-said-press", &[]),
        Said::Repeat => console.text("console-said-repeat", &[]),
        Said::Promote(role) => {
            let piece = words.piece(role.of(mover));
            console.text("console-said-promote", &[("piece", piece.into())])
        }
        Said::Ask(q) => {
            let question = asked(console, q);
            console.text("console-said-ask", &[("question", question.into())])
        }
        Said::OfferDraw(None) => console.text("console-said-offer-draw", &[]),
        Said::OfferDraw(Some(side)) => console.text(
            "console-said-offer-draw-by",
            &[("side", Texts::side(*side))],
        ),
        Said::Resign(side) => console.text("console-said-resign", &[("side", Texts::side(*side))]),
        Said::CallArbiter => console.text("console-said-arbiter", &[]),
        Said::Yes => console.text("console-said-yes", &[]),
        Said::No => console.text("console-said-no", &[]),
    }
}

/// A question, in the console's words.
fn asked(console: Console, q: &Query) -> String {
    match q {
        Query::Times => console.text("console-ask-times", &[]),
        Query::MoveNumber => console.text("console-ask-number", &[]),
        Query::LastMoves(n) => {
            console.text("console-ask-moves", &[("count", u32::from(*n).into())])
        }
        Query::Pieces(p) => {
            let piece = console.words().piece(*p);
            console.text("console-ask-pieces", &[("piece", piece.into())])
        }
        Query::Square(sq) => {
            console.text("console-ask-square", &[("square", sq.to_string().into())])
        }
        Query::Line(Line::Rank(r)) => {
            console.text("console-ask-rank", &[("rank", r.char().to_string().into())])
        }
        Query::Line(Line::File(f)) => {
            console.text("console-ask-file", &[("file", f.char().to_string().into())])
        }
        Query::Help(HelpTopic::Part(n)) => {
            console.text("console-ask-help", &[("part", u32::from(*n).into())])
        }
        Query::Help(HelpTopic::Leave) => console.text("console-ask-help-leave", &[]),
        Query::Rating => console.text("console-ask-rating", &[]),
        Query::Start => console.text("console-ask-start", &[]),
        Query::Position => console.text("console-ask-position", &[]),
    }
}

/// Why `listen` cannot hear.
#[derive(Debug, thiserror::Error)]
pub enum ListenError {
    /// `--fen` describes no position.
    #[error(transparent)]
    Fen(#[from] FenArgError),
    /// What was heard cannot be written out.
    #[error(transparent)]
    Output(#[from] std::io::Error),
    /// The vosk model cannot be used.
    #[cfg(feature = "voice")]
    #[error(transparent)]
    Model(#[from] crate::voice::ModelError),
    /// The microphone cannot be recorded from.
    #[cfg(feature = "voice")]
    #[error(transparent)]
    Capture(#[from] crate::voice::CaptureError),
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
