//! The game as sound: the board's phrases said by espeak-ng into files, joined, and encoded as Ogg Opus
//! with chapter comments (or kept as WAV), with a CUE sheet beside.

use super::{SheetError, write_atomically};
use crate::config::Settings;
use crate::sheet::sound::{self, Joined, Pcm};
use crate::sheet::{Game, Writing};
use crate::speech::speakers::espeak::{self, EspeakOutput, EspeakSpeaker};
use crate::speech::{Renderer, Speaker};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A folder removed with everything in it when dropped.
struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The game as sound: every chapter's phrases rendered in the settings' language and scheme and said by
/// espeak-ng into files (the scheme's words in their own voice, as at the board's fallback), joined with
/// long pauses trimmed, then Ogg Opus with chapter comments (or WAV when `out` ends in .wav) and a CUE
/// sheet beside it.
pub fn audio_sheet(
    game: &Game,
    settings: &Settings,
    writing: Writing,
    clocks: bool,
    out: &Path,
) -> Result<(), SheetError> {
    let program = espeak::find_program().ok_or(SheetError::NoProgram {
        program: espeak::PROGRAM,
        package: "espeak-ng",
    })?;
    let wav = out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("wav"));
    let opusenc = if wav {
        None
    } else {
        Some(
            espeak::find_on_path("opusenc").ok_or(SheetError::NoProgram {
                program: "opusenc",
                package: "opus-tools",
            })?,
        )
    };
    let write_error = |path: &Path| {
        let path = path.to_path_buf();
        move |source| SheetError::Write { path, source }
    };
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let parts = TempDir(parent.join(format!(".sheet-sound-{}", std::process::id())));
    std::fs::create_dir_all(&parts.0).map_err(write_error(&parts.0))?;
    let chapters = sound::chapters(game, writing, clocks);
    let renderer = Renderer::from_settings(settings);
    let mut speaker = EspeakSpeaker::new(
        program,
        &settings.voice,
        settings.locale,
        EspeakOutput::Files(parts.0.clone()),
    )
    .map_err(|e| SheetError::Failed {
        program: espeak::PROGRAM,
        reason: e.to_string(),
    })?;
    let joined = spoken(&chapters, &renderer, &mut speaker, &parts.0)?;
    drop(speaker);
    let starts = joined.starts.clone();
    let titles: Vec<String> = chapters.into_iter().map(|c| c.title).collect();
    let title = game.title();
    let pcm = joined.into_pcm();
    match opusenc {
        None => write_atomically(out, &pcm.to_wav())?,
        Some(opusenc) => {
            let chapters = Chapters {
                title: title.as_str(),
                titles: titles.as_slice(),
                starts: starts.as_slice(),
            };
            let bytes = encode_ogg(&opusenc, &parts.0, &pcm, chapters)?;
            write_atomically(out, &bytes)?;
        }
    }
    let file = out
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let cue = sound::cue_sheet(&file, &title, &titles, &starts);
    write_atomically(&out.with_extension("cue"), cue.as_bytes())
}

/// Says every chapter's phrases through espeak-ng into `parts` and joins the sound, chapter by chapter.
fn spoken(
    chapters: &[sound::Chapter],
    renderer: &Renderer,
    speaker: &mut EspeakSpeaker,
    parts: &Path,
) -> Result<Joined, SheetError> {
    let mut joined: Option<Joined> = None;
    let mut read = 0;
    for chapter in chapters {
        let mut pieces = Vec::new();
        for phrase in &chapter.phrases {
            speaker
                .say(&renderer.render(phrase))
                .map_err(|e| SheetError::Failed {
                    program: espeak::PROGRAM,
                    reason: e.to_string(),
                })?;
            while speaker.is_speaking() {
                std::thread::sleep(Duration::from_millis(2));
            }
            for n in read..speaker.runs_started() {
                let path = parts.join(format!("{n:04}.wav"));
                let bytes = std::fs::read(&path).map_err(|e| SheetError::Failed {
                    program: espeak::PROGRAM,
                    reason: format!("no sound in {}: {e}", path.display()),
                })?;
                pieces.push(Pcm::from_wav(&bytes).map_err(|source| SheetError::Wav {
                    path: path.clone(),
                    source,
                })?);
            }
            read = speaker.runs_started();
        }
        let joined =
            joined.get_or_insert_with(|| Joined::new(pieces.first().map_or(22_050, |p| p.rate)));
        joined.chapter();
        for piece in &pieces {
            joined.push(piece)?;
        }
    }
    Ok(joined.unwrap_or_else(|| Joined::new(22_050)))
}

/// The game's title and its chapters: each move's title and where it starts in the sound.
struct Chapters<'a> {
    title: &'a str,
    titles: &'a [String],
    starts: &'a [Duration],
}

/// The sound as Ogg Opus through `opusenc`, with the title and a chapter comment per move; its work files
/// in `parts`.
fn encode_ogg(
    opusenc: &Path,
    parts: &Path,
    pcm: &Pcm,
    Chapters {
        title,
        titles,
        starts,
    }: Chapters<'_>,
) -> Result<Vec<u8>, SheetError> {
    let write_error = |path: &Path| {
        let path = path.to_path_buf();
        move |source| SheetError::Write { path, source }
    };
    let whole = parts.join("whole.wav");
    std::fs::write(&whole, pcm.to_wav()).map_err(write_error(&whole))?;
    let encoded = parts.join("whole.ogg");
    let mut cmd = Command::new(opusenc);
    cmd.args(["--quiet", "--speech", "--bitrate", "32", "--title"])
        .arg(title)
        .args(["--artist", "pegchess"]);
    for comment in sound::chapter_comments(titles, starts) {
        cmd.arg("--comment").arg(comment);
    }
    let status = cmd
        .arg(&whole)
        .arg(&encoded)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| SheetError::Failed {
            program: "opusenc",
            reason: e.to_string(),
        })?;
    if !status.status.success() {
        return Err(SheetError::Failed {
            program: "opusenc",
            reason: String::from_utf8_lossy(&status.stderr).trim().to_string(),
        });
    }
    std::fs::read(&encoded).map_err(write_error(&encoded))
}
