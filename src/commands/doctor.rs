//! `pegchess doctor`: checks what the settings need, one spoken and printed line per check ("ok", or what is
//! missing and the one thing to do), and exits 0 only when everything needed works.

use crate::board::peg::link::{self, PROBE_WAIT};
use crate::board::peg::simulator::SimBoard;
use crate::config::cli::DoctorArgs;
use crate::config::{Settings, SettingsError, SpeechMode};
use crate::notation::Language;
use crate::phonetic::Scheme;
use crate::speech::speakers::espeak;
use crate::speech::{Finding, Phrase, SpeakerKind};
use crate::ui::announcer::Announcer;
use shakmaty::Bitboard;
use std::path::Path;
use std::time::Duration;

/// Games folders with less free space than this are flagged (a long event's journals fit many times over).
const LOW_SPACE_MB: u64 = 50;

/// Why `doctor` exits with a failure.
#[derive(Debug, thiserror::Error)]
pub enum DoctorError {
    /// Some checks of what the game needs failed (how many); a line that is only advice is not counted.
    #[error("{0} of the checks the game needs failed (see the lines above)")]
    NeedsAttention(usize),
}

/// One check's finding, and whether the chosen settings need it to be ok.
struct Line {
    finding: Finding,
    needed: bool,
}

/// Runs `doctor`. `settings_problem` is why the settings file could not be used (the defaults stand in).
pub fn run(
    args: &DoctorArgs,
    settings: &Settings,
    settings_problem: Option<&SettingsError>,
) -> Result<(), DoctorError> {
    // Each line is printed the moment its check is done, and spoken in turn.
    let announcer = Announcer::unechoed(settings);
    let mut lines = Vec::new();
    let mut say = |line: Line| {
        let phrase = Phrase::Doctor(line.finding.clone());
        if !announcer.prints() {
            println!("{}", announcer.text(&phrase));
        }
        announcer.reply(&phrase);
        lines.push(line);
    };
    say(settings_line(settings, settings_problem));
    for line in speech_lines(settings, announcer.kind()) {
        say(line);
    }
    for line in voice_input_lines(settings) {
        say(line);
    }
    say(board_line(args, settings));
    say(games_line(&crate::live::games_dir(settings)));
    say(braille_line(settings));
    say(fair_play_line());
    announcer.finish(Duration::from_secs(10 * lines.len() as u64));
    let problems = lines
        .iter()
        .filter(|l| l.needed && !l.finding.is_ok())
        .count();
    if problems == 0 {
        Ok(())
    } else {
        Err(DoctorError::NeedsAttention(problems))
    }
}

fn settings_line(settings: &Settings, problem: Option<&SettingsError>) -> Line {
    let path = settings
        .config_file
        .clone()
        .unwrap_or_else(crate::config::settings::default_config_file);
    let shown = path.display().to_string();
    let finding = match problem {
        Some(_) => Finding::SettingsBroken(shown),
        None if path.exists() => Finding::SettingsOk(shown),
        None => Finding::SettingsDefault,
    };
    Line {
        finding,
        needed: true,
    }
}

/// The language whose voice says the scheme's words (FIDE: German; Danish: Danish), if it has one.
fn scheme_language(scheme: Scheme) -> Option<Language> {
    match scheme {
        Scheme::Fide => Some(Language::De),
        Scheme::Danish => Some(Language::Da),
        _ => None,
    }
}

/// The speaker, a voice for the interface language, and one for the scheme's words.
fn speech_lines(settings: &Settings, kind: SpeakerKind) -> Vec<Line> {
    let needed = settings.speech == SpeechMode::On;
    let speaker = match kind {
        SpeakerKind::System => Finding::SpeechOk,
        SpeakerKind::EspeakNg => Finding::SpeechFallback,
        SpeakerKind::Console if needed => Finding::SpeechMissing,
        SpeakerKind::Console | SpeakerKind::ScreenReader => Finding::SpeechNotWanted {
            screen_reader: settings.speech == SpeechMode::ScreenReader,
        },
    };
    let mut lines = vec![Line {
        finding: speaker,
        needed,
    }];
    // (voice name, language tag) of every voice the speaker offers.
    let voices: Vec<(String, String)> = match kind {
        SpeakerKind::System => system_voices(),
        SpeakerKind::EspeakNg => espeak::find_program()
            .map(|p| espeak::voice_languages(&p))
            .unwrap_or_default()
            .into_iter()
            .map(|l| (l.clone(), l))
            .collect(),
        SpeakerKind::Console | SpeakerKind::ScreenReader => return lines,
    };
    let has_language = |l: Language| {
        voices.iter().any(|(_, tag)| {
            let primary = tag.split(['-', '_']).next().unwrap_or(tag);
            primary.eq_ignore_ascii_case(l.name())
        })
    };
    let has_named = |wanted: &str| {
        voices.iter().any(|(name, tag)| {
            name.eq_ignore_ascii_case(wanted)
                || tag.eq_ignore_ascii_case(wanted)
                || tag
                    .split(['-', '_'])
                    .next()
                    .is_some_and(|p| p.eq_ignore_ascii_case(wanted))
        })
    };
    let mut voice_line = |named: Option<&String>, language: Language| {
        let finding = match named {
            Some(v) if !has_named(v) => Finding::VoiceUnknown(v.clone()),
            Some(_) => Finding::VoiceOk(language),
            None if has_language(language) => Finding::VoiceOk(language),
            None => Finding::VoiceMissing(language),
        };
        lines.push(Line { finding, needed });
    };
    voice_line(settings.voice.voice.as_ref(), settings.locale);
    let speaking = settings.speaking();
    if speaking.phonetic_chosen {
        // The FIDE words, German, at a table of another language: which voice says them.
        let finding = if has_language(Language::De) {
            Finding::GermanWordsVoice
        } else {
            Finding::GermanWordsRespelled
        };
        lines.push(Line { finding, needed });
    } else if let Some(words) = scheme_language(settings.scheme).filter(|l| *l != settings.locale) {
        voice_line(settings.voice.phonetic_voice.as_ref(), words);
    }
    lines
}

/// The system engine's voices; listing may take seconds with espeak-ng's thousands of voices.
#[cfg(feature = "speech")]
fn system_voices() -> Vec<(String, String)> {
    crate::speech::speakers::tts::list_voices(Duration::from_secs(20)).unwrap_or_default()
}

#[cfg(not(feature = "speech"))]
fn system_voices() -> Vec<(String, String)> {
    Vec::new()
}

/// The vosk model, the grammar words it does not know, and the microphone; without a model, voice input is
/// off and nothing else is checked (a missing microphone would be a "to fix" the game does not need).
#[cfg(feature = "voice")]
fn voice_input_lines(settings: &Settings) -> Vec<Line> {
    use crate::voice::grammar::Grammar;
    use crate::voice::recognizer::VoskModel;
    use crate::words::Reader;
    let Some(dir) = &settings.vosk_model else {
        return vec![Line {
            finding: Finding::ModelNotSet,
            needed: false,
        }];
    };
    let needed = true;
    let microphone = match crate::voice::capture::try_input(settings.microphone.as_deref()) {
        Ok(name) => Finding::MicrophoneOk(name),
        Err(_) => Finding::MicrophoneMissing,
    };
    let mut lines = vec![Line {
        finding: microphone,
        needed,
    }];
    let Ok(mut model) = VoskModel::load(dir) else {
        lines.push(Line {
            finding: Finding::ModelBroken,
            needed,
        });
        return lines;
    };
    lines.push(Line {
        finding: Finding::ModelOk,
        needed,
    });
    let reader = Reader::new(settings.scheme, settings.locale, settings.notation);
    let resolved = model.check(&Grammar::of_reader(&reader));
    let grammar = if resolved.unknown.is_empty() {
        Finding::GrammarOk
    } else {
        Finding::GrammarUnknown {
            count: resolved.unknown.len() as u64,
            some: resolved.unknown.iter().take(3).cloned().collect(),
        }
    };
    lines.push(Line {
        finding: grammar,
        needed,
    });
    lines
}

/// Without the `voice` feature there is no voice input to check.
#[cfg(not(feature = "voice"))]
fn voice_input_lines(_settings: &Settings) -> Vec<Line> {
    vec![Line {
        finding: Finding::ModelNotSet,
        needed: false,
    }]
}

/// The peg board: the simulated one, the port given or set, or the first port where one answers.
fn board_line(args: &DoctorArgs, settings: &Settings) -> Line {
    let sim = if args.simulate {
        SimBoard::start(Bitboard::EMPTY, Duration::from_secs(1)).ok()
    } else {
        None
    };
    let candidates: Vec<String> = match (&sim, &args.port, &settings.port) {
        (Some(sim), _, _) => vec![sim.path().display().to_string()],
        (None, Some(p), _) | (None, None, Some(p)) => vec![p.clone()],
        (None, None, None) => link::list_ports(),
    };
    let found = candidates.into_iter().find_map(|port| {
        link::identify(&port, PROBE_WAIT).map(|(name, firmware)| Finding::BoardOk {
            port,
            version: format!("{name} {firmware}"),
        })
    });
    Line {
        finding: found.unwrap_or(Finding::BoardMissing),
        needed: true,
    }
}

/// The games folder: made if missing, written to and read back, and its free space.
fn games_line(dir: &Path) -> Line {
    let probe = dir.join(".pegchess-doctor");
    let writable = std::fs::create_dir_all(dir)
        .and_then(|()| std::fs::write(&probe, b"ok"))
        .and_then(|()| std::fs::read(&probe))
        .is_ok_and(|read| read == b"ok");
    let _ = std::fs::remove_file(&probe);
    let finding = if !writable {
        Finding::GamesNotWritable(dir.display().to_string())
    } else {
        let free_mb = rustix::fs::statvfs(dir)
            .map(|s| s.f_bavail.saturating_mul(s.f_frsize) / 1_000_000)
            .unwrap_or(u64::MAX);
        if free_mb < LOW_SPACE_MB {
            Finding::GamesLowSpace { free_mb }
        } else {
            Finding::GamesOk { free_mb }
        }
    };
    Line {
        finding,
        needed: true,
    }
}

/// The Braille table the interface language's score sheets (`pegchess sheet`) are written with, and
/// liblouis's program; not needed to play, so reported without failing the check.
fn braille_line(settings: &Settings) -> Line {
    let table = crate::sheet::braille::table(settings.locale, false);
    let ready = espeak::find_on_path(crate::sheet::louis::LOU_TRANSLATE).is_some()
        && crate::sheet::louis::table_installed(table);
    Line {
        finding: if ready {
            Finding::BrailleOk(table.to_string())
        } else {
            Finding::BrailleMissing(table.to_string())
        },
        needed: false,
    }
}

/// Whether the kernel can confine a game (fair play); a game goes on without what it lacks.
fn fair_play_line() -> Line {
    let missing = crate::fair::confine::unavailable();
    let finding = if missing.is_empty() {
        Finding::FairPlayOk
    } else {
        Finding::FairPlayMissing(missing)
    };
    Line {
        finding,
        needed: false,
    }
}
