//! `pegchess listen`: what the recogniser hears and how it is understood (for tuning).
//!
//! `--text` skips the recogniser and prints how one transcript is understood in the position:
//! the move in SAN (the notation's letters), `none`, `ambiguous: ` and the candidates, or
//! `command: ` and the session command. Otherwise the vosk model is loaded, every grammar word is
//! checked against it (unknown words are named), and a WAV file (`--wav`) or the microphone is
//! decoded, one line per utterance: `heard: <transcript> => <understood>`.

use super::CommandResult;
use crate::config::Settings;
use crate::config::cli::ListenArgs;
use crate::phonetic::{Language, Vocabulary, format_san};
#[cfg(feature = "voice")]
use crate::voice::audio::Clip;
#[cfg(feature = "voice")]
use crate::voice::listener::{self, PIECE, recognise_pieces};
#[cfg(feature = "voice")]
use crate::voice::{Grammar, Heard, Pause, VoskModel};
use crate::voice::{Interpreter, Understood};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move};
#[cfg(feature = "voice")]
use std::io::Write;
#[cfg(feature = "voice")]
use std::sync::mpsc;
#[cfg(feature = "voice")]
use std::time::Instant;

/// Runs `listen`.
pub fn run(args: &ListenArgs, settings: &Settings) -> CommandResult {
    let pos = position(args.fen.as_deref())?;
    let interpreter = Interpreter::new(Vocabulary::new(settings.scheme, settings.locale));
    let describe =
        |text: &str| describe(&interpreter.understand(text, &pos), &pos, settings.notation);
    if let Some(text) = &args.text {
        println!("{}", describe(text));
        return Ok(());
    }
    hear(args, settings, &interpreter, &describe)
}

/// Without the `voice` feature there is no recogniser: only `--text` works.
#[cfg(not(feature = "voice"))]
fn hear(
    _args: &ListenArgs,
    _settings: &Settings,
    _interpreter: &Interpreter,
    _describe: &dyn Fn(&str) -> String,
) -> CommandResult {
    Err(format!("{} (`--text` works without it)", crate::voice::NOT_BUILT).into())
}

/// Loads the model and decodes the WAV file or the microphone, one line per utterance.
#[cfg(feature = "voice")]
fn hear(
    args: &ListenArgs,
    settings: &Settings,
    interpreter: &Interpreter,
    describe: &dyn Fn(&str) -> String,
) -> CommandResult {
    let dir = args
        .model
        .clone()
        .or_else(|| settings.vosk_model.clone())
        .ok_or(
            "no vosk model: pass --model DIR or set vosk-model in settings.toml (see the README, voice input)",
        )?;
    let mut model = VoskModel::load(&dir)?;
    let (decoder, check) = model.decoder(&Grammar::of_interpreter(interpreter))?;
    println!("model {}: {check}", dir.display());
    let (tx, rx) = mpsc::channel::<Heard>();
    let mut out = std::io::stdout();
    let mut report = |heard: Heard| match heard {
        Heard::Words(text) => writeln!(out, "heard: {text} => {}", describe(&text)),
        Heard::Trouble(e) => writeln!(out, "microphone: {e}"),
    };
    if let Some(wav) = &args.wav {
        let bytes =
            std::fs::read(wav).map_err(|e| format!("cannot read {}: {e}", wav.display()))?;
        let clip = Clip::from_wav(&bytes).map_err(|e| format!("{}: {e}", wav.display()))?;
        let samples = clip.to_mono_16k();
        let started = Instant::now();
        let pieces = samples.chunks(PIECE).map(<[i16]>::to_vec);
        recognise_pieces(decoder, pieces, &Pause::default(), &tx);
        let took = started.elapsed().as_secs_f64();
        drop(tx);
        for heard in rx {
            report(heard)?;
        }
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

/// One line for what a transcript was understood as.
fn describe(understood: &Understood, pos: &Chess, notation: Language) -> String {
    let san = |m: &Move| format_san(notation, SanPlus::from_move(pos.clone(), *m));
    match understood {
        Understood::Move(m) => san(m),
        Understood::Ambiguous(moves) => {
            let all: Vec<String> = moves.iter().map(san).collect();
            format!("ambiguous: {}", all.join(" "))
        }
        Understood::Command(c) => format!("command: {c}"),
        Understood::Nothing => "none".to_string(),
    }
}

/// The position a FEN describes, or the standard start position.
fn position(fen: Option<&str>) -> Result<Chess, String> {
    let Some(fen) = fen else {
        return Ok(Chess::default());
    };
    crate::game::pgn::position_from_fen(fen).map_err(|e| format!("--fen: {e}"))
}
